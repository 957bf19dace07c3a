package org.cellwise.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The HTTP API on loopback: every endpoint, bad and oversized input, paths that try to leave, and a bounded load. */
class ServerTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final String EMPTY_9X9 = ".".repeat(81) + "\n";
    final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    Javalin app;

    Javalin start(Server.Limits limits) {
        app = Server.start("127.0.0.1", 0, limits);
        return app;
    }

    @AfterEach
    void stop() {
        if (app != null) app.stop();
    }

    static String example(String name) throws Exception {
        Path p = Path.of("").toAbsolutePath();
        while (!Files.exists(p.resolve("mvnw"))) p = p.getParent();
        return Files.readString(p.resolve("examples").resolve(name));
    }

    HttpResponse<String> post(String path, String body) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + app.port() + path))
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    static List<JsonNode> lines(HttpResponse<String> r) throws Exception {
        List<JsonNode> out = new ArrayList<>();
        for (String l : r.body().split("\n")) if (!l.isBlank()) out.add(JSON.readTree(l));
        return out;
    }

    static final Server.Limits DEFAULT = new Server.Limits(1 << 20, Duration.ofSeconds(10), 2, 4);

    @Test
    void everyEndpointAnswersInTheCommandLinesJson() throws Exception {
        start(DEFAULT);
        String two = example("seed001-6x6.cw") + "\n" + example("seed004-kenken.txt");
        HttpResponse<String> solved = post("/api/solve", two);
        assertEquals(200, solved.statusCode(), solved.body());
        assertEquals("application/x-ndjson", solved.headers().firstValue("content-type").orElse("").split(";")[0]);
        List<JsonNode> s = lines(solved);
        assertEquals(2, s.size());
        assertEquals("solved", s.get(0).get("status").asText());
        assertTrue(s.get(1).get("unique").asBoolean());
        JsonNode draft = lines(post("/api/solve", example("draft-6x6.cw"))).get(0);
        assertEquals("r1c3", draft.get("differs").get(0).asText(), "a second solution and where it differs");
        JsonNode count = lines(post("/api/count?limit=5", "size 4\nrules sudoku\n")).get(0);
        assertEquals(5, count.get("count").asInt());
        assertFalse(count.get("complete").asBoolean());
        JsonNode cands = lines(post("/api/candidates", example("draft-6x6.cw"))).get(0);
        assertEquals(14, cands.get("unsettled").size());
        String answer = "754619328128495763812746935649538172231864597475382619596273841367951284983127465";
        JsonNode check = lines(post("/api/check?solution=" + URLEncoder.encode(answer, StandardCharsets.UTF_8),
                example("seed004-kenken.txt"))).get(0);
        assertFalse(check.get("ok").asBoolean());
        assertEquals("column 8", check.get("checks").get(0).get("rule").asText());
        assertEquals("r9c8", check.get("differs").get(0).get("cell").asText(), "compared with the puzzle's only solution");
        JsonNode rulesOnly = lines(post("/api/check?rulesOnly=true&solution=" + URLEncoder.encode(answer, StandardCharsets.UTF_8),
                example("seed004-kenken.txt"))).get(0);
        assertFalse(rulesOnly.has("differs"), "the rules alone, as check --rules-only");
        HttpResponse<String> noGrid = post("/api/check", example("seed004-kenken.txt"));
        assertEquals(400, noGrid.statusCode());
        // hints: a wrong value first, else the next logical step, drawn
        JsonNode hint = lines(post("/api/hint", example("seed001-6x6.cw"))).get(0);
        assertEquals("full house", hint.get("technique").asText(), "the easiest step first");
        String at = hint.get("cell").asText();
        int[] answer6 = org.cellwise.engine.Solver.of(org.cellwise.format.Formats.readAll(example("seed001-6x6.cw"), "t", null).get(0))
                .first().first();
        int r = Integer.parseInt(at.substring(1, at.indexOf('c'))) - 1, c = Integer.parseInt(at.substring(at.indexOf('c') + 1)) - 1;
        assertEquals(answer6[r * 6 + c], hint.get("value").asInt(), "the hint's value is the solution's");
        assertTrue(hint.get("text").asText().contains(at), hint.toString());
        assertTrue(hint.get("svg").asText().startsWith("<svg") && hint.get("svg").asText().contains("#ffe98a"));
        String progress = (answer6[0] == 3 ? "4" : "3") + ".".repeat(35);
        JsonNode wrong = lines(post("/api/hint?progress=" + progress, example("seed001-6x6.cw"))).get(0);
        assertEquals("wrong value", wrong.get("technique").asText());
        assertEquals("r1c1 does not hold " + progress.charAt(0) + ": the solution has another value there.", wrong.get("text").asText());
    }

    @Test
    void generateMakesAPuzzleWithOneSolution() throws Exception {
        start(DEFAULT);
        HttpResponse<String> r = post("/api/generate?kind=kenken&size=4&level=easy&seed=7", "");
        assertEquals(200, r.statusCode(), r.body());
        JsonNode g = JSON.readTree(r.body());
        assertEquals(7, g.get("seed").asInt());
        org.cellwise.puzzle.Puzzle p = org.cellwise.format.Formats.readAll(g.get("text").asText(), "t", null).get(0);
        assertTrue(org.cellwise.engine.Solver.of(p).uniqueness().unique());
        assertEquals(g.get("text").asText(), JSON.readTree(post("/api/generate?kind=kenken&size=4&level=easy&seed=7", "").body())
                .get("text").asText(), "the same seed, the same puzzle");
        assertEquals(400, post("/api/generate?kind=nonogram", "").statusCode());
        assertEquals(400, post("/api/generate?kind=sudoku&size=7", "").statusCode());
        assertEquals(400, post("/api/generate?kind=sudoku&level=fiendish", "").statusCode());
    }

    @Test
    void badInputIsA400WithALocatedMessage() throws Exception {
        start(DEFAULT);
        HttpResponse<String> bad = post("/api/solve", "size 4\nrules sudoku\ngivens\n1 2 3 4\n5 . . .\n. . . .\n. . . .\n");
        assertEquals(400, bad.statusCode());
        JsonNode e = JSON.readTree(bad.body());
        assertTrue(e.get("error").asText().matches("request:5:1: .*outside.*"), e.toString());
        assertFalse(bad.body().contains("Exception") || bad.body().contains("\tat "), "no stack trace");
        // a body naming a file is puzzle text, never a file to read
        HttpResponse<String> named = post("/api/solve", "/etc/passwd");
        assertEquals(400, named.statusCode());
        assertFalse(named.body().contains("root:"));
        assertEquals(400, post("/api/count?limit=0", EMPTY_9X9).statusCode());
        assertEquals(400, post("/api/solve?format=xml", EMPTY_9X9).statusCode());
        // one bad puzzle among good ones: its neighbours are answered, it is reported in its place
        List<JsonNode> mixed = lines(post("/api/solve", example("seed001-6x6.cw") + "\n#puzzle broken\nsize 4\nrules nonsense\n"));
        assertEquals(2, mixed.size());
        assertEquals("invalid", mixed.get(1).get("status").asText());
    }

    @Test
    void anOversizedBodyIs413() throws Exception {
        start(new Server.Limits(1000, Duration.ofSeconds(5), 2, 4));
        HttpResponse<String> big = post("/api/solve", "#".repeat(5000));
        assertEquals(413, big.statusCode());
        assertTrue(JSON.readTree(big.body()).get("error").asText().contains("1000 bytes"), big.body());
        assertEquals(200, post("/api/solve", example("seed001-6x6.cw")).statusCode(), "still serving");
    }

    /** Raw HTTP, so that nothing on the way tidies the path. */
    String raw(String requestLine) throws Exception {
        try (Socket s = new Socket("127.0.0.1", app.port())) {
            OutputStream out = s.getOutputStream();
            out.write((requestLine + "\r\nHost: localhost\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = s.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void nothingOutsideItsRoutesIsServed() throws Exception {
        start(DEFAULT);
        for (String path : List.of("/../../etc/passwd", "/api/../pom.xml", "/api/%2e%2e/%2e%2e/pom.xml", "/%2e%2e/%2e%2e/etc/passwd",
                "/etc/passwd", "/api/", "/web/../../pom.xml", "/api/solve/..%2f..%2fpom.xml", "/app.js/../../pom.xml", "/index.html/..")) {
            String answer = raw("GET " + path + " HTTP/1.1");
            String status = answer.lines().findFirst().orElse("");
            assertTrue(status.matches("HTTP/1.1 (400|404|405).*"), path + ": " + status);
            assertTrue(answer.contains("Content-Type: application/json"), path + ":\n" + answer);
            assertFalse(answer.contains("root:") || answer.contains("<project") || answer.contains("<html"), path + ":\n" + answer);
        }
        assertTrue(raw("GET /api/solve HTTP/1.1").lines().findFirst().orElse("").matches("HTTP/1.1 (404|405).*"));
        // the page's own files, and nothing else, come from the classpath
        String page = raw("GET / HTTP/1.1");
        assertTrue(page.startsWith("HTTP/1.1 200") && page.contains("<title>Cellwise</title>"), page);
        assertTrue(raw("GET /app.js HTTP/1.1").startsWith("HTTP/1.1 200"));
    }

    @Test
    void aSolveStopsAtTheTimeLimit() throws Exception {
        start(new Server.Limits(1 << 20, Duration.ofMillis(800), 2, 4));
        JsonNode count = lines(post("/api/count?limit=1000000000", EMPTY_9X9)).get(0);
        assertEquals("timeout", count.get("status").asText());
    }

    @Test
    void manyHardSolvesAtOnceAreQueuedOrTurnedAwayAndTheServerLives() throws Exception {
        start(new Server.Limits(1 << 20, Duration.ofMillis(500), 2, 4));
        List<CompletableFuture<HttpResponse<String>>> all = new ArrayList<>();
        for (int i = 0; i < 40; i++)
            all.add(http.sendAsync(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + app.port() + "/api/count?limit=1000000000"))
                    .POST(HttpRequest.BodyPublishers.ofString(EMPTY_9X9)).build(), HttpResponse.BodyHandlers.ofString()));
        int ok = 0, busy = 0;
        for (CompletableFuture<HttpResponse<String>> f : all) {
            HttpResponse<String> r = f.get();
            if (r.statusCode() == 200) {
                ok++;
                assertEquals("timeout", lines(r).get(0).get("status").asText());
            } else {
                assertEquals(503, r.statusCode(), r.body());
                assertTrue(JSON.readTree(r.body()).get("error").asText().startsWith("busy"));
                busy++;
            }
        }
        assertEquals(40, ok + busy);
        assertTrue(ok >= 2 && busy >= 1, ok + " answered, " + busy + " turned away");
        assertEquals(200, post("/api/solve", example("seed001-6x6.cw")).statusCode(), "alive after the load");
    }

    HttpResponse<String> get(String path, String method) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + app.port() + path)).method(method,
                HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void aJobShowsItsProgressAndReallyStopsWhenCancelled() throws Exception {
        start(new Server.Limits(1 << 20, Duration.ofSeconds(60), 1, 0));
        HttpResponse<String> started = post("/api/jobs/count?limit=1000000000", EMPTY_9X9);
        assertEquals(202, started.statusCode(), started.body());
        String id = JSON.readTree(started.body()).get("id").asText();
        assertEquals(503, post("/api/jobs/solve", EMPTY_9X9).statusCode(), "one worker, no queue: a second job waits nowhere");
        long nodes = 0, until = System.nanoTime() + 20_000_000_000L;
        while (nodes < 10_000 && System.nanoTime() < until) {
            Thread.sleep(100);
            JsonNode s = JSON.readTree(get("/api/jobs/" + id, "GET").body());
            assertEquals("running", s.get("state").asText());
            nodes = s.get("nodes").asLong();
        }
        assertTrue(nodes >= 10_000, "the node count grows while it runs: " + nodes);
        long t0 = System.nanoTime();
        assertEquals(200, get("/api/jobs/" + id, "DELETE").statusCode());
        JsonNode s;
        do {
            Thread.sleep(20);
            s = JSON.readTree(get("/api/jobs/" + id, "GET").body());
        } while (!s.has("result") && System.nanoTime() - t0 < 60_000_000_000L); // a hang guard only
        assertEquals("cancelled", s.get("state").asText(), s.toString());
        assertEquals("cancelled", s.get("result").get("status").asText());
        // the worker is free again: a new job runs and finishes
        String next = JSON.readTree(post("/api/jobs/solve", example("seed001-6x6.cw")).body()).get("id").asText();
        JsonNode done;
        do {
            Thread.sleep(20);
            done = JSON.readTree(get("/api/jobs/" + next, "GET").body());
        } while (!done.has("result"));
        assertEquals("solved", done.get("result").get("status").asText());
        HttpResponse<String> missing = get("/api/jobs/nope", "GET");
        assertEquals(404, missing.statusCode());
        assertTrue(JSON.readTree(missing.body()).get("error").asText().startsWith("no such job"));
    }
}
