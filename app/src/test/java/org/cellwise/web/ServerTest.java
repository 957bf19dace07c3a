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

    /** A time limit no request of the tests that are not about time is meant to meet: a busy machine must not fail them. */
    static final Duration ENOUGH = Duration.ofMinutes(10);

    static final Server.Limits DEFAULT = new Server.Limits(1 << 20, ENOUGH, 2, 4);

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

    /** The page's board draws a link's clues through /api/clues: the setter clues come back drawn, from text or a link. */
    @Test
    void theSetterCluesAreDrawnForThePage() throws Exception {
        start(DEFAULT);
        String text = "size 9\nrules sudoku\nlockout r1c1 r1c2 r2c3\nmodular r4c1 r4c2 r4c3\nzipper r7c1 r8c2 r7c3\nnabner r9c8 r9c9\n"
                + "double-arrow r2c7 r2c8 r3c8\nrow-indexer r5c5\ncolumn-indexer r6c1\nbox-indexer r1c9\nwhite r5c1 r6c2\nx r8c8 r9c7\n";
        String link = org.cellwise.format.FPuzzles.link(org.cellwise.format.Formats.readAll(text, "t.cw", null).get(0));
        for (String body : List.of(text, link)) {
            JsonNode drawn = lines(post("/api/clues", body)).get(0);
            String under = drawn.get("under").asText(), over = drawn.get("over").asText();
            for (String colour : List.of("#006cba", "#33bbbb", "#cdb1ec", "#c9c883", "#c54b8b", "#7cc77c", "#c77c7c", "#7c7cc7"))
                assertTrue(over.contains("\"" + colour + "\""), colour + " in " + body.substring(0, 20));
            assertTrue(under.contains("#def1de") && under.contains("#f1dede") && under.contains("#dedef1"), "indexer cells tinted");
            assertTrue(over.contains(">X<"), "the corner X");
        }
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
        start(new Server.Limits(1000, ENOUGH, 2, 4));
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
        assertTrue(raw("GET /main.js HTTP/1.1").startsWith("HTTP/1.1 200"));
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
        start(new Server.Limits(1 << 20, ENOUGH, 1, 0)); // the job ends by its cancel, never its time
        HttpResponse<String> started = post("/api/jobs/count?limit=1000000000", EMPTY_9X9);
        assertEquals(202, started.statusCode(), started.body());
        String id = JSON.readTree(started.body()).get("id").asText();
        assertEquals(503, post("/api/jobs/solve", EMPTY_9X9).statusCode(), "one worker, no queue: a second job waits nowhere");
        long nodes = 0, until = System.nanoTime() + 120_000_000_000L; // a hang guard only: the count grows in a moment
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

    /** Raw HTTP with headers of the test's choosing (the client library will not send another Host). */
    String request(String method, String path, String body, String... headers) throws Exception {
        try (Socket s = new Socket("127.0.0.1", app.port())) {
            StringBuilder h = new StringBuilder(method + " " + path + " HTTP/1.1\r\n");
            boolean host = false;
            for (String x : headers) {
                h.append(x).append("\r\n");
                host |= x.toLowerCase(java.util.Locale.ROOT).startsWith("host:");
            }
            if (!host) h.append("Host: 127.0.0.1:").append(app.port()).append("\r\n");
            byte[] b = body.getBytes(StandardCharsets.UTF_8);
            h.append("Content-Length: ").append(b.length).append("\r\nConnection: close\r\n\r\n");
            OutputStream out = s.getOutputStream();
            out.write(h.toString().getBytes(StandardCharsets.US_ASCII));
            out.write(b);
            out.flush();
            return new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    static int status(String answer) {
        return Integer.parseInt(answer.substring(9, 12));
    }

    static JsonNode body(String answer) throws Exception {
        return JSON.readTree(answer.substring(answer.indexOf("\r\n\r\n") + 4));
    }

    /**
     * Any page the person visits may send a "simple" cross-origin request (text/plain, no preflight) to the server
     * on their machine, or re-point its own host name at 127.0.0.1 to read the answers (DNS rebinding): both 403.
     */
    @Test
    void otherSitesAndOtherHostNamesAreRefused() throws Exception {
        start(DEFAULT);
        String puzzle = example("seed001-6x6.cw"), here = "http://127.0.0.1:" + app.port();
        String cross = request("POST", "/api/solve", puzzle, "Origin: https://evil.example", "Content-Type: text/plain",
                "Sec-Fetch-Site: cross-site");
        assertEquals(403, status(cross), cross);
        assertTrue(body(cross).get("error").asText().startsWith("refused"), cross);
        assertFalse(cross.contains("solved"));
        String origin = request("POST", "/api/solve", puzzle, "Origin: https://evil.example", "Content-Type: text/plain");
        assertEquals(403, status(origin), "an Origin alone, from a browser without Sec-Fetch-Site");
        String rebound = request("POST", "/api/jobs/solve", puzzle, "Host: evil.example:" + app.port(), "Origin: http://evil.example:" + app.port(),
                "Sec-Fetch-Site: same-origin");
        assertEquals(403, status(rebound), rebound);
        assertTrue(body(rebound).get("error").asText().contains("Host"), rebound);
        assertEquals(403, status(request("GET", "/", "", "Host: evil.example")), "the page too, under another name");
        assertEquals(403, status(request("GET", "/api/rules", "", "Sec-Fetch-Site: same-site")), "another port of the machine is another site");
        assertEquals(403, status(request("POST", "/api/solve", puzzle, "Origin: null")));
        // the server's own page, a script without a page, the page opened from a link elsewhere, and localhost: answered
        assertEquals(200, status(request("POST", "/api/solve", puzzle, "Origin: " + here, "Sec-Fetch-Site: same-origin")));
        assertEquals(200, status(request("POST", "/api/solve", puzzle)));
        assertEquals(200, status(request("GET", "/", "", "Sec-Fetch-Site: cross-site")));
        assertEquals(200, status(request("POST", "/api/solve", puzzle, "Host: localhost:" + app.port(), "Origin: http://localhost:" + app.port())));
        assertEquals(200, status(request("GET", "/api/rules", "", "Host: [::1]:" + app.port())));
    }

    @Test
    void aWrongMethodIs405InJson() throws Exception {
        start(DEFAULT);
        for (String[] m : new String[][] {{"GET", "/api/solve"}, {"PUT", "/api/count"}, {"DELETE", "/api/rules"}, {"GET", "/api/generate"}}) {
            String a = request(m[0], m[1], "");
            assertEquals(405, status(a), m[0] + " " + m[1] + ":\n" + a);
            assertTrue(body(a).get("error").asText().startsWith("method not allowed"), a);
        }
        assertEquals(404, status(request("GET", "/api/nothing", "")));
    }

    /** Twenty 64×64 grids in a few hundred bytes: a model no worker's part of the heap holds. */
    static String bomb() {
        StringBuilder b = new StringBuilder("rules sudoku\n");
        for (int i = 0; i < 20; i++) b.append("grid g").append(i).append(" at ").append(i / 5 * 65 + 1).append(',').append(i % 5 * 65 + 1)
                .append(" size 64\n");
        return b.toString();
    }

    /** Each worker's part of the heap made about 512 MB, whatever the machine's heap. */
    static void smallHeap() {
        org.cellwise.engine.Memory.share((int) Math.max(1, (Runtime.getRuntime().maxMemory() - (96L << 20)) / (512L << 20)));
    }

    JsonNode finished(String id) throws Exception {
        JsonNode s;
        long until = System.nanoTime() + 120_000_000_000L;
        do {
            Thread.sleep(50);
            s = JSON.readTree(get("/api/jobs/" + id, "GET").body());
        } while (!s.has("result") && System.nanoTime() < until);
        return s;
    }

    @Test
    void outOfMemoryJobsAndAmplifiedBodiesLeaveTheServerServing() throws Exception {
        start(new Server.Limits(1 << 20, ENOUGH, 2, 2)); // the bombs are refused by their size, never timed
        smallHeap();
        try {
            for (int i = 0; i < 2; i++) {
                HttpResponse<String> job = post("/api/jobs/solve", bomb());
                assertEquals(202, job.statusCode(), job.body());
                JsonNode done = finished(JSON.readTree(job.body()).get("id").asText());
                assertEquals("done", done.get("state").asText(), done.toString());
                assertEquals("invalid", done.get("result").get("status").asText());
                assertTrue(done.get("result").get("error").asText().matches("request:1:1: the puzzle needs about [0-9.]+ GB to search it .*"),
                        done.toString());
            }
            for (String route : List.of("/api/solve", "/api/candidates")) {
                HttpResponse<String> r = post(route, bomb());
                assertEquals(400, r.statusCode(), r.body());
                assertTrue(JSON.readTree(r.body()).get("error").asText().contains("81,920 cells"), r.body());
            }
            // beside a good puzzle, the bomb is one invalid line in its place
            List<JsonNode> mixed = lines(post("/api/solve", bomb() + "\n#puzzle small\nsize 4\nrules sudoku\n"));
            assertEquals(List.of("invalid", "solved"), List.of(mixed.get(0).get("status").asText(), mixed.get(1).get("status").asText()));
            HttpResponse<String> plain = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + app.port() + "/api/solve"))
                    .timeout(ENOUGH).POST(HttpRequest.BodyPublishers.ofString(example("seed001-6x6.cw"))).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, plain.statusCode(), plain.body());
            assertEquals("solved", lines(plain).get(0).get("status").asText());
        } finally {
            org.cellwise.engine.Memory.share(1);
        }
    }

    /** Jobs started and never asked about again: the server keeps a bounded number of them, the oldest dropped. */
    @Test
    void abandonedJobsAreForgottenOldestFirst() throws Exception {
        start(new Server.Limits(1 << 20, ENOUGH, 2, 2));
        List<String> ids = new ArrayList<>();
        while (ids.size() < Jobs.KEPT + 60) {
            HttpResponse<String> r = post("/api/jobs/solve", "size 4\nrules sudoku\n");
            if (r.statusCode() == 503) {
                Thread.sleep(5); // all slots busy: they free within a 4x4's solve
                continue;
            }
            assertEquals(202, r.statusCode(), r.body());
            ids.add(JSON.readTree(r.body()).get("id").asText());
        }
        JsonNode last = finished(ids.get(ids.size() - 1));
        assertEquals("done", last.get("state").asText());
        int kept = 0;
        for (String id : ids) if (get("/api/jobs/" + id, "GET").statusCode() == 200) kept++;
        assertTrue(kept <= Jobs.KEPT + 4, kept + " of " + ids.size() + " jobs kept");
        assertTrue(kept >= Jobs.KEPT - 4, "recent results stay: " + kept);
        assertEquals(404, get("/api/jobs/" + ids.get(0), "GET").statusCode(), "the oldest went first");
    }

    /**
     * Clients that send a byte at a time (headers, or a body) delay nobody and are cut off: a 4×4 sent meanwhile is
     * answered, and every slow connection is closed by the server within its read limit.
     */
    @Test
    void slowClientsDelayNobodyAndAreCutOff() throws Exception {
        start(new Server.Limits(1 << 20, ENOUGH, 2, 4, Duration.ofSeconds(1)));
        List<Socket> slow = new ArrayList<>();
        try {
            for (int i = 0; i < 40; i++) {
                Socket s = new Socket("127.0.0.1", app.port());
                s.setSoTimeout(5);
                String start = i % 2 == 0 ? "POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "
                        : "POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5000\r\n\r\n";
                s.getOutputStream().write(start.getBytes(StandardCharsets.US_ASCII));
                slow.add(s);
            }
            boolean[] closed = new boolean[slow.size()];
            long until = System.nanoTime() + 60_000_000_000L;
            boolean answered = false;
            while (System.nanoTime() < until) {
                int open = 0;
                for (int i = 0; i < slow.size(); i++) {
                    if (closed[i]) continue;
                    Socket s = slow.get(i);
                    try {
                        s.getOutputStream().write('x');
                        int got = s.getInputStream().read(); // an answer (408, 400) or the end: the server let go
                        closed[i] = true;
                    } catch (java.net.SocketTimeoutException e) {
                        open++; // still reading the request
                    } catch (java.io.IOException e) {
                        closed[i] = true;
                    }
                }
                if (!answered) {
                    HttpResponse<String> r = post("/api/solve", "size 4\nrules sudoku\n");
                    assertEquals(200, r.statusCode(), r.body());
                    assertEquals("solved", lines(r).get(0).get("status").asText());
                    answered = true;
                }
                if (open == 0) break;
                Thread.sleep(200);
            }
            for (int i = 0; i < closed.length; i++) assertTrue(closed[i], "slow connection " + i + " still open");
            assertEquals(200, post("/api/solve", example("seed001-6x6.cw")).statusCode(), "still serving");
        } finally {
            for (Socket s : slow) s.close();
        }
    }
}
