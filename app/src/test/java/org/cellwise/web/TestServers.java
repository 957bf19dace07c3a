package org.cellwise.web;

import io.javalin.Javalin;
import java.time.Duration;

/** Servers for tests of routes, not of limits. */
final class TestServers {
    private TestServers() {}

    /**
     * A server on a free port of this machine with the page's body limit and a time limit no request here is meant to
     * meet: these tests ask for small answers, and a busy machine must not turn them into time-outs.
     */
    static Javalin start() {
        return start(4);
    }

    /** The same, holding up to {@code jobs} jobs at once (a page keeps a few: the badge, candidates, a grade). */
    static Javalin start(int jobs) {
        return Server.start("127.0.0.1", 0, new Server.Limits(1 << 20, Duration.ofMinutes(10), 2, jobs));
    }
}
