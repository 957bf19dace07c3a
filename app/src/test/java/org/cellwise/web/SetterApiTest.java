package org.cellwise.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.cellwise.format.Formats;
import org.cellwise.format.LzString;
import org.cellwise.puzzle.Signature;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The setter's routes over HTTP: the loop's count with the conflict placed on the board (its givens, groups and the
 * page's own clue lines), true candidates, the grade with where logic stops, and sharing that carries title,
 * author and rules text where a site has room and names what a site cannot carry.
 */
class SetterApiTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static Javalin app;

    @BeforeAll
    static void start() {
        app = TestServers.start();
    }

    @AfterAll
    static void stop() {
        app.stop();
    }

    static HttpResponse<String> send(String method, String path, String body) throws Exception {
        return TestServers.send(app, method, path, body);
    }

    /** A job started and watched to its end, as the page does: its result. */
    static JsonNode job(String path, String body) throws Exception {
        return TestServers.job(app, path, body);
    }

    static JsonNode share(String to, String body) throws Exception {
        HttpResponse<String> r = send("POST", "/api/share?to=" + to, body);
        assertEquals(200, r.statusCode(), r.body());
        return JSON.readTree(r.body().strip());
    }

    static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    static final String FOUR = "{\"size\": 4, \"boxes\": \"2x2\", \"rules\": [\"sudoku\"], \"givens\": {%s}, \"clues\": [%s]}";

    @Test
    void theLoopSaysUniqueSeveralOrNoneAndPlacesTheConflictOnTheBoard() throws Exception {
        String givens = "\"r1c3\": 1, \"r1c4\": 4, \"r2c4\": 2, \"r3c1\": 4";
        JsonNode unique = job("/api/jobs/setter", String.format(FOUR, givens + ", \"r1c1\": 2", "\"thermo r2c1 r1c1\""));
        assertEquals("solved", unique.get("status").asText());
        assertTrue(unique.get("unique").asBoolean());
        assertEquals(600, unique.get("limit").asInt(), "the server's time limit, for 'not decided in N s'");
        JsonNode several = job("/api/jobs/setter", String.format(FOUR, givens, "\"thermo r2c1 r1c1\""));
        assertFalse(several.get("unique").asBoolean());
        assertTrue(several.get("differs").size() >= 2, several.toString());
        // the thermometer cannot take r1c1 = 1 under its bulb: the given and the clue line, nothing else (without
        // r1c3 = 1, which would clash with it in row 1 and be named first)
        JsonNode none = job("/api/jobs/setter", String.format(FOUR, "\"r1c4\": 4, \"r2c4\": 2, \"r3c1\": 4, \"r1c1\": 1", "\"thermo r2c1 r1c1\""));
        assertEquals("no-solution", none.get("status").asText());
        JsonNode parts = none.get("parts");
        assertEquals(2, parts.size(), parts.toString());
        assertEquals("given", parts.get(0).get("kind").asText());
        assertEquals(List.of("r1c1"), texts(parts.get(0).get("cells")));
        assertEquals(List.of("thermo r2c1 r1c1"), texts(parts.get(1).get("clues")));
        assertEquals(List.of("r2c1", "r1c1"), texts(parts.get(1).get("cells")));
        // one dot of many: the dot's own line; a negative constraint: the setting and the pair without a dot
        JsonNode dot = job("/api/jobs/setter", String.format(FOUR, "\"r1c1\": 1, \"r1c2\": 4", "\"white r1c1 r1c2\", \"white r3c3 r3c4\""));
        assertEquals(List.of("white r1c1 r1c2"), texts(dot.get("parts").findValues("clues").stream().filter(c -> c.size() > 0).findFirst().orElseThrow(() -> new AssertionError(dot.toString()))));
        JsonNode negative = job("/api/jobs/setter", String.format(FOUR, "\"r1c1\": 1, \"r1c2\": 2", "\"negative white\""));
        for (JsonNode part : negative.get("parts")) {
            if (part.get("clues").isEmpty()) continue;
            assertEquals(List.of("negative white"), texts(part.get("clues")));
            List<String> pair = texts(part.get("cells"));
            assertEquals(2, pair.size(), part.toString());
            assertTrue(part.get("name").asText().equals("no white dot " + pair.get(0) + "-" + pair.get(1)), part.toString());
        }
    }

    /**
     * {@code ?conflict=later}: the verdict alone, the conflict left to a second job ({@code conflictFollows}) unless
     * the quick checks or clashing givens show it at once; the second job (without it) gives what the one call gave.
     */
    @Test
    void theVerdictComesAloneAndTheConflictInASecondJob() throws Exception {
        String thermo = String.format(FOUR, "\"r1c4\": 4, \"r2c4\": 2, \"r3c1\": 4, \"r1c1\": 1", "\"thermo r2c1 r1c1\"");
        JsonNode verdict = job("/api/jobs/setter?conflict=later", thermo);
        assertEquals("no-solution", verdict.get("status").asText());
        assertTrue(verdict.get("conflictFollows").asBoolean(), verdict.toString());
        assertFalse(verdict.has("parts") || verdict.has("conflict"), verdict.toString());
        JsonNode marking = job("/api/jobs/setter", thermo);
        assertFalse(marking.has("conflictFollows"), marking.toString());
        assertEquals(List.of("given", "thermo"), marking.get("parts").findValuesAsText("kind"));
        JsonNode now = job("/api/jobs/setter?conflict=now", thermo);
        ((com.fasterxml.jackson.databind.node.ObjectNode) now).remove("millis");
        ((com.fasterxml.jackson.databind.node.ObjectNode) marking).remove("millis");
        assertEquals(marking, now, "conflict=now is the one call");
        // two givens of a row: named with the verdict, nothing follows
        JsonNode clash = job("/api/jobs/setter?conflict=later", String.format(FOUR, "\"r1c1\": 1, \"r1c3\": 1", ""));
        assertEquals("no-solution", clash.get("status").asText());
        assertFalse(clash.has("conflictFollows"), clash.toString());
        assertEquals(List.of("given r1c1", "given r1c3", "row 1"), clash.get("parts").findValuesAsText("name"), clash.toString());
        // a cage no values can meet: the quick check's reason with the verdict
        JsonNode cage = job("/api/jobs/setter?conflict=later", String.format(NINE, "{\"label\": \"c1\", \"target\": [30, 40], \"cells\": [\"r1c1\", \"r1c2\"]}"));
        assertEquals("cage", cage.get("parts").get(0).get("kind").asText(), cage.toString());
        assertFalse(cage.has("conflictFollows"), cage.toString());
        // unique and several: the same as in one call, the differing cells with the verdict
        String several = String.format(FOUR, "\"r1c3\": 1, \"r1c4\": 4, \"r2c4\": 2, \"r3c1\": 4", "\"thermo r2c1 r1c1\"");
        JsonNode two = job("/api/jobs/setter?conflict=later", several);
        assertTrue(two.get("differs").size() >= 2, two.toString());
        assertFalse(two.has("conflictFollows"), two.toString());
        HttpResponse<String> bad = send("POST", "/api/jobs/setter?conflict=soon", thermo);
        assertEquals(400, bad.statusCode(), bad.body());
        assertEquals("expected ?conflict=later or now, found 'soon'", JSON.readTree(bad.body()).get("error").asText());
    }

    static final String NINE = "{\"size\": 9, \"boxes\": \"3x3\", \"rules\": [\"sudoku\"], \"cages\": [%s]}";

    /**
     * A cage of several sums gets the plain cage's quick checks in the loop: a sum out of reach is a warning naming
     * it, none in reach is "no solution" with the reason and the cage marked, a label in two places is said; a
     * digital root the cells cannot hold is refused in the words the page's cage tool uses.
     */
    @Test
    void theLoopChecksCagesOfSeveralSumsAsPlainOnes() throws Exception {
        JsonNode some = job("/api/jobs/setter", String.format(NINE, "{\"label\": \"c1\", \"target\": [10, 40], \"cells\": [\"r1c1\", \"r1c2\"]}"));
        assertEquals("solved", some.get("status").asText(), some.toString());
        assertEquals(List.of("cage c1: 2 cells of 1..9, all different, add up to 3 to 17, never 40: of 10|40 only 10 can be met"),
                texts(some.get("warnings")));
        JsonNode none = job("/api/jobs/setter", String.format(NINE, "{\"label\": \"c1\", \"target\": [30, 40], \"cells\": [\"r1c1\", \"r1c2\"]}"));
        assertEquals("no-solution", none.get("status").asText(), none.toString());
        assertEquals("cage c1: 2 cells of 1..9, all different, add up to 3 to 17, never 30 or 40", none.get("reason").asText());
        assertEquals("cage", none.get("parts").get(0).get("kind").asText(), none.toString());
        assertEquals(List.of("r1c1", "r1c2"), texts(none.get("parts").get(0).get("cells")));
        JsonNode apart = job("/api/jobs/setter", String.format(NINE, "{\"label\": \"c1\", \"target\": [10, 19], \"cells\": [\"r1c1\", \"r1c2\", \"r9c9\"]}"));
        assertEquals(List.of("cage c1: its cells lie in 2 separate places (r1c1 r1c2; r9c9): is one label used for two cages?"),
                texts(apart.get("warnings")));
        StringBuilder ten = new StringBuilder();
        for (int c = 1; c <= 9; c++) ten.append("\"r1c").append(c).append("\", ");
        HttpResponse<String> wide = send("POST", "/api/jobs/setter",
                String.format(NINE, "{\"label\": \"c1\", \"target\": \"DR5\", \"cells\": [" + ten + "\"r2c1\"]}"));
        assertEquals(400, wide.statusCode(), wide.body());
        assertEquals("request:1:87: a digital-root cage of 10 cells cannot hold different values 1..9", JSON.readTree(wide.body()).get("error").asText());
    }

    @Test
    void candidatesAndTheGradeWithWhereLogicStops() throws Exception {
        JsonNode cands = job("/api/jobs/candidates", String.format(FOUR, "", "\"thermo r1c1 r1c2 r1c3\""));
        assertEquals("[1,2]", cands.get("candidates").get(0).get(0).toString());
        JsonNode stuck = job("/api/jobs/grade", String.format(FOUR, "", "\"thermo r1c1 r1c2 r1c3\""));
        assertFalse(stuck.get("solved").asBoolean());
        assertTrue(stuck.get("stuck").get("step").asInt() > 0, stuck.toString());
        assertEquals("[1,2]", stuck.get("stuck").get("candidates").get("r1c1").toString());
        JsonNode solved = job("/api/jobs/grade", ServerTest.example("seed001-6x6.cw"));
        assertTrue(solved.get("solved").asBoolean());
        assertFalse(solved.has("stuck"));
    }

    @Test
    void sharingCarriesTitleAuthorAndRulesTextAndNamesWhatASiteCannotCarry() throws Exception {
        String body = "{\"puzzle\": {\"name\": \"Café – ×÷\", \"size\": 9, \"rules\": [\"sudoku\"], \"clues\": [\"thermo r1c1 r1c2 r1c3\"],"
                + " \"relations\": [\"r5c5 > r5c6\"]}, \"author\": \"Me\", \"rules\": \"Thermos rise. A sign points down.\"}";
        JsonNode fp = share("fpuzzles", body);
        String link = fp.get("text").asText();
        assertTrue(link.startsWith("https://www.f-puzzles.com/?load="), link);
        JsonNode json = JSON.readTree(LzString.decompressFromBase64(link.substring(link.indexOf("load=") + 5)));
        assertEquals("Café – ×÷", json.get("title").asText());
        assertEquals("Me", json.get("author").asText());
        assertEquals("Thermos rise. A sign points down.", json.get("ruleset").asText());
        assertEquals(List.of("r5c5 > r5c6"), texts(fp.get("hidden")), "f-puzzles shows no greater-than sign: the link keeps it for Cellwise");
        String page = "{\"name\": \"Café – ×÷\", \"size\": 9, \"rules\": [\"sudoku\"], \"clues\": [\"thermo r1c1 r1c2 r1c3\"], \"relations\": [\"r5c5 > r5c6\"]}";
        assertEquals(Signature.of(Formats.readAll(page, "page", null).get(0)), Signature.of(Formats.readAll(link, "link", null).get(0)));
        assertTrue(share("sudokupad", body).get("text").asText().startsWith("https://sudokupad.app/fpuzzles"));
        JsonNode pz = share("puzzlink", body);
        assertTrue(pz.get("text").isNull());
        assertEquals(List.of("r5c5 > r5c6", "thermo r1c1 r1c2 r1c3"), texts(pz.get("cannot")).stream().sorted().toList());
        JsonNode samurai = share("fpuzzles", "{\"puzzle\": " + JSON.writeValueAsString(ServerTest.example("samurai.cw")) + "}");
        assertTrue(samurai.get("text").isNull());
        assertEquals(1, samurai.get("cannot").size(), "the grid itself, once");
        assertTrue(samurai.get("cannot").get(0).asText().contains("one square grid"), samurai.toString());
        assertTrue(share("cellwise", body).get("text").asText().contains("thermo r1c1 r1c2 r1c3"));
        assertEquals(400, send("POST", "/api/share?to=fpuzzles", "size 9").statusCode(), "the page's form: {\"puzzle\": ...}");
    }
}
