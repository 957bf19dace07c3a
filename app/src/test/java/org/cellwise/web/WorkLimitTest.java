package org.cellwise.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.Javalin;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code ?work=N}: a limit on work beside the server's time limit, which cuts an answer at the same node or asking
 * every time, so a cut answer is the same answer twice (and in the browser's worker: SiteTest) and says it was cut
 * by the work ({@code budget}), never by the time. {@code ?timeout=} asks for less time than the server gives, never
 * more.
 */
class WorkLimitTest {
    static Javalin app;
    /** A 25x25 that no search decides in a few nodes, nor logic in a few askings. */
    static String big;
    /** A puzzle every route answers whole with work enough. */
    static String hardest;

    @BeforeAll
    static void start() throws Exception {
        app = TestServers.start();
        hardest = ServerTest.example("seed001-worlds-hardest.cw");
        List<String> lines = java.nio.file.Files.readAllLines(PageTest.root().resolve("data/sudoku-25x25-gecode.txt"));
        int at = lines.indexOf("#sudoku gecode25-18");
        big = String.join("\n", lines.subList(at, at + 26)) + "\n";
    }

    @AfterAll
    static void stop() {
        app.stop();
    }

    /** The answer's text, its time taken out: what two runs of the same work must share. */
    static String timeless(String text) throws Exception {
        StringBuilder out = new StringBuilder();
        for (String line : text.split("\n")) {
            if (line.isBlank()) continue;
            JsonNode n = TestServers.JSON.readTree(line);
            strip(n);
            out.append(n).append('\n');
        }
        return out.toString();
    }

    private static void strip(JsonNode n) {
        if (n instanceof ObjectNode o) {
            o.remove(List.of("millis", "toolMillis"));
            o.forEach(WorkLimitTest::strip);
        } else if (n.isArray()) n.forEach(WorkLimitTest::strip);
    }

    static String post(String path, String body) throws Exception {
        HttpResponse<String> r = TestServers.send(app, "POST", path, body);
        assertEquals(200, r.statusCode(), path + ": " + r.body());
        return r.body();
    }

    @Test
    void eachRouteCutByWorkSaysSoAndGivesTheSameAnswerTwice() throws Exception {
        // the field that says which limit stopped the answer, route by route
        String[][] routes = {
            {"/api/solve?work=5", "status"},
            {"/api/count?limit=10&work=5", "status"},
            {"/api/candidates?work=5", "status"},
            {"/api/hint?level=3&work=5", "status"},
            {"/api/check?solution=EMPTY&work=5", "stopped"},
        };
        for (String[] r : routes) {
            String path = r[0].replace("EMPTY", ".".repeat(625));
            String first = post(path, big), again = post(path, big);
            JsonNode answer = TestServers.JSON.readTree(first);
            assertEquals("budget", answer.path(r[1]).asText(), r[0] + ": " + first);
            assertFalse(first.contains("timeout"), r[0] + ": " + first);
            assertEquals(timeless(first), timeless(again), r[0]);
            // with work enough, the same route answers whole
            String whole = post(r[0].replace("EMPTY", ".".repeat(81)).replace("work=5", "work=10000000"), hardest);
            assertFalse(whole.contains("budget"), r[0] + " with work enough: " + whole);
        }
        // the hint says so in words too, as the command line's explain --work does
        assertTrue(post("/api/hint?work=5", big).contains("stopped at the limit on work"));
        // the check claims nothing of the puzzle's solutions it did not decide
        JsonNode check = TestServers.JSON.readTree(post("/api/check?solution=" + ".".repeat(625) + "&work=5", big));
        assertEquals("unknown", check.get("solutions").asText(), check.toString());
    }

    @Test
    void eachJobCutByWorkSaysSoAndGivesTheSameResultTwice() throws Exception {
        String[][] jobs = {
            {"/api/jobs/solve?work=5", "status"},
            {"/api/jobs/count?work=5", "status"},
            {"/api/jobs/setter?work=5", "status"},
            {"/api/jobs/candidates?work=5", "status"},
            {"/api/jobs/grade?work=5", "stopped"},
        };
        for (String[] j : jobs) {
            JsonNode first = TestServers.job(app, j[0], big), again = TestServers.job(app, j[0], big);
            assertEquals("budget", first.path(j[1]).asText(), j[0] + ": " + first);
            assertFalse(first.toString().contains("timeout"), j[0] + ": " + first);
            assertEquals(timeless(first.toString()), timeless(again.toString()), j[0]);
        }
        // the setter's and candidates' results say the limits they ran under
        JsonNode setter = TestServers.job(app, "/api/jobs/setter?work=5", big);
        assertEquals(5, setter.get("work").asLong());
        assertEquals(600, setter.get("limit").asLong());
        assertFalse(TestServers.job(app, "/api/jobs/setter", hardest).has("work"), "no work asked, none said");
    }

    @Test
    void aNewPuzzleCutByWorkIsRefusedInWordsTheSameWayTwice() throws Exception {
        for (int i = 0; i < 2; i++) {
            HttpResponse<String> r = TestServers.send(app, "POST", "/api/generate?kind=killer&seed=7&work=50", "");
            assertEquals(503, r.statusCode(), r.body());
            assertTrue(r.body().contains("no killer found within the limit on work"), r.body());
        }
        // with work enough it is the seed's puzzle, the same as with no limit on work
        String enough = post("/api/generate?kind=killer&seed=7&work=100000000", ""), plain = post("/api/generate?kind=killer&seed=7", "");
        assertEquals(plain, enough);
    }

    @Test
    void badLimitsAreRefusedInWordsOnEveryRoute() throws Exception {
        for (String path : List.of("/api/open?work=0", "/api/solve?work=many", "/api/jobs/solve?work=-3")) {
            HttpResponse<String> r = TestServers.send(app, "POST", path, hardest);
            assertEquals(400, r.statusCode(), path + ": " + r.body());
            assertTrue(r.body().contains("expected ?work= a number"), path + ": " + r.body());
        }
        // a server gives no more time than its own limit
        HttpResponse<String> more = TestServers.send(app, "POST", "/api/solve?timeout=601", hardest);
        assertEquals(400, more.statusCode(), more.body());
        assertTrue(more.body().contains("at most 600 seconds"), more.body());
        HttpResponse<String> jobMore = TestServers.send(app, "POST", "/api/jobs/solve?timeout=601", hardest);
        assertEquals(400, jobMore.statusCode(), jobMore.body());
        // less is taken: the setter's job says the limit it ran under
        assertEquals(30, TestServers.job(app, "/api/jobs/setter?timeout=30", hardest).get("limit").asLong());
    }
}
