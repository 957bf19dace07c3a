package org.cellwise.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
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

    static final ObjectMapper JSON = new ObjectMapper();
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    /** A request to a test server: its answer as text. */
    static HttpResponse<String> send(Javalin app, String method, String path, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + app.port() + path));
        b = body == null ? b.method(method, HttpRequest.BodyPublishers.noBody()) : b.method(method, HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    /**
     * A job started and watched to its end, as the page does: its result. The wait is bounded only so that a job
     * that never ends fails the run: the server's own limit (ten minutes) ends every job before it.
     */
    static JsonNode job(Javalin app, String path, String body) throws Exception {
        HttpResponse<String> r = send(app, "POST", path, body);
        if (r.statusCode() != 202) throw new AssertionError("expected 202 for " + path + ": " + r.statusCode() + " " + r.body());
        JsonNode j = JSON.readTree(r.body());
        long until = System.nanoTime() + Duration.ofMinutes(11).toNanos();
        while (!j.has("result")) {
            if (System.nanoTime() > until) throw new AssertionError("the job never ended: " + path);
            Thread.sleep(50);
            j = JSON.readTree(send(app, "GET", "/api/jobs/" + j.get("id").asText(), null).body());
        }
        return j.get("result");
    }
}
