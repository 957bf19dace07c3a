package org.cellwise.web;

import java.time.Duration;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.http.HttpParser;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.component.AbstractLifeCycle;

/**
 * Clients that send a request a byte at a time. Jetty reads headers without holding a thread, but nothing stops a
 * connection from taking an hour over one request, and a body being read holds a thread. So: a request's headers
 * have {@code limit} to arrive and the whole request three times as long, after which its connection is closed
 * (whatever the client sends meanwhile); a body arriving slower than
 * {@link #MIN_RATE} bytes a second is cut off by Jetty sooner; threads are plentiful enough that the bodies being
 * read cannot starve the others ({@link #THREADS}); and connections beyond {@link #CONNECTIONS} wait to be accepted.
 */
final class SlowClients {
    private SlowClients() {}

    /** Bytes a second below which a request body is cut off (a 1 MiB body then still has over an hour). */
    static final long MIN_RATE = 256;
    /** Open connections at most; more wait in the system's queue until one closes. */
    static final int CONNECTIONS = 2000;
    /** Threads that may read or answer requests at once (they mostly wait: the workers bound the solving). */
    static final int THREADS = 1000;
    /** Connections idle this long between requests are closed. */
    static final Duration IDLE = Duration.ofSeconds(30);

    static void configure(HttpConfiguration http) {
        http.setMinRequestDataRate(MIN_RATE);
        http.setIdleTimeout(IDLE.toMillis());
    }

    static org.eclipse.jetty.util.thread.QueuedThreadPool threads() {
        org.eclipse.jetty.util.thread.QueuedThreadPool pool = new org.eclipse.jetty.util.thread.QueuedThreadPool(THREADS, 8, 60_000);
        pool.setName("cellwise-http");
        return pool;
    }

    /** Bounds connections, and closes those that take longer than {@code limit} over one request. */
    static void bound(Server server, Duration limit) {
        server.addBean(new NetworkConnectionLimit(CONNECTIONS, server));
        server.addBean(new Sweeper(server, limit));
    }

    /** Looks at every connection twice a second: one that has been reading a single request past the limit is closed. */
    private static final class Sweeper extends AbstractLifeCycle {
        private final Server server;
        private final long limitNanos;
        /** When each connection was first seen reading its current request. */
        private final Map<Connection, Long> reading = new WeakHashMap<>();
        private ScheduledExecutorService timer;

        Sweeper(Server server, Duration limit) {
            this.server = server;
            this.limitNanos = limit.toNanos();
        }

        @Override
        protected void doStart() {
            timer = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "cellwise-slow-clients");
                t.setDaemon(true);
                return t;
            });
            timer.scheduleWithFixedDelay(this::sweep, 500, 500, TimeUnit.MILLISECONDS);
        }

        @Override
        protected void doStop() {
            timer.shutdownNow();
        }

        private void sweep() {
            try {
                long now = System.nanoTime();
                java.util.Set<Connection> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
                for (org.eclipse.jetty.server.Connector c : server.getConnectors()) {
                    if (!(c instanceof ServerConnector sc)) continue;
                    for (EndPoint ep : sc.getConnectedEndPoints()) {
                        Connection conn = ep.getConnection();
                        if (!(conn instanceof org.eclipse.jetty.server.internal.HttpConnection hc)) continue;
                        seen.add(conn);
                        HttpParser parser = hc.getParser();
                        boolean arriving = !parser.isStart() && (parser.inHeaderState() || parser.inContentState());
                        if (!arriving) {
                            reading.remove(conn);
                            continue;
                        }
                        Long since = reading.putIfAbsent(conn, now);
                        // headers are a few hundred bytes; a body (up to a megabyte) gets three times as long
                        if (since != null && now - since > (parser.inHeaderState() ? limitNanos : 3 * limitNanos)) {
                            reading.remove(conn);
                            ep.close(new java.util.concurrent.TimeoutException("the request took too long to arrive"));
                        }
                    }
                }
                reading.keySet().retainAll(seen);
            } catch (RuntimeException e) {
                org.slf4j.LoggerFactory.getLogger(SlowClients.class).warn("slow-client sweep failed: " + e);
            }
        }
    }
}
