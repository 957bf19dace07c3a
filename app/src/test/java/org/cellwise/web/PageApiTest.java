package org.cellwise.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.Javalin;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.cellwise.format.FPuzzles;
import org.cellwise.format.Formats;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.render.SvgRenderer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The routes the page is drawn and hinted from: UTF-8 everywhere, the one picture, a puzzle opened, graded hints. */
class PageApiTest {
    static final ObjectMapper JSON = new ObjectMapper();
    final HttpClient http = HttpClient.newBuilder().build();
    Javalin app;

    @BeforeEach
    void start() {
        app = TestServers.start();
    }

    @AfterEach
    void stop() {
        app.stop();
    }

    HttpResponse<byte[]> send(String method, String path, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + app.port() + path));
        b = body == null ? b.method(method, HttpRequest.BodyPublishers.noBody()) : b.method(method, HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        return http.send(b.build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    List<JsonNode> post(String path, String body) throws Exception {
        HttpResponse<byte[]> r = send("POST", path, body);
        String text = new String(r.body(), StandardCharsets.UTF_8);
        assertEquals(200, r.statusCode(), text);
        List<JsonNode> out = new ArrayList<>();
        for (String l : text.split("\n")) if (!l.isBlank()) out.add(JSON.readTree(l));
        return out;
    }

    @Test
    void everyAnswerSaysItIsUtf8AndIs() throws Exception {
        String kenken = ServerTest.example("seed004-kenken.txt").replace("#kenken www.kenken.com kk_91.png 73491", "#kenken Café – ×÷");
        String[][] requests = {{"GET", "/", null}, {"GET", "/main.js", null}, {"GET", "/style.css", null}, {"GET", "/api/rules", null},
                {"POST", "/api/solve", kenken}, {"POST", "/api/hint", kenken}, {"POST", "/api/picture", kenken},
                {"POST", "/api/convert?to=cellwise", kenken}, {"GET", "/nothing-here", null}, {"POST", "/api/solve", "size x"},
                {"POST", "/api/jobs/solve", kenken}};
        for (String[] q : requests) {
            HttpResponse<byte[]> r = send(q[0], q[1], q[2]);
            String type = r.headers().firstValue("content-type").orElse("");
            assertTrue(type.toLowerCase().replace(" ", "").contains("charset=utf-8"), q[0] + " " + q[1] + ": " + type);
        }
        JsonNode hint = post("/api/hint", kenken).get(0);
        assertEquals("Café – ×÷", hint.get("name").asText());
        assertTrue(hint.get("text").asText().contains("6−1"), "a KenKen difference with its minus sign: " + hint.get("text"));
        String saved = post("/api/convert?to=cellwise", kenken).get(0).get("text").asText();
        assertTrue(saved.contains("Café – ×÷"), saved);
    }

    /**
     * The API reads puzzles and progress by the core code the command line uses: a puzzle named after a site opens
     * (it was a 500), a progress in a shape no grid has or a null puzzle is refused in words, a value over a given is
     * the hint, and a drawing of absurd size is refused where it stands, never drawn.
     */
    @Test
    void aPuzzleNamedAfterASiteOpens() throws Exception {
        for (String name : new String[] {"Ported from fpuzzles", "see https://www.f-puzzles.com/?load=N4Ig", "x load=y"}) {
            JsonNode o = post("/api/open", "name " + name + "\nsize 4\nrules sudoku\nr1c1 = 1\n").get(0);
            assertEquals(name, o.get("name").asText());
            assertEquals(name, JSON.readTree(o.get("text").asText()).get("name").asText());
        }
    }

    static final String SIX = "#puzzle six\nsize 6 boxes 2x3\nrules sudoku\ngivens\n. 4 5 | 1 6 3\n. . 6 | . . .\n4 5 3 | 6 2 1\n"
            + "1 6 2 | 3 4 5\n5 . 4 | 2 1 6\n6 2 1 | 5 3 .\n";

    String error(HttpResponse<byte[]> r) throws Exception {
        String text = new String(r.body(), StandardCharsets.UTF_8);
        assertEquals(400, r.statusCode(), text);
        return JSON.readTree(text).get("error").asText();
    }

    @Test
    void hintRequestsInAShapeNoGridHasAreRefusedInWords() throws Exception {
        String puzzle = JSON.writeValueAsString(SIX);
        assertTrue(error(send("POST", "/api/hint", "{\"puzzle\": " + puzzle + ", \"progress\": [1, 2]}"))
                .startsWith("progress:1:1: expected the grid as rows of values"));
        assertEquals("\"puzzle\": expected the puzzle's text or its JSON object, found null", error(send("POST", "/api/hint", "{\"puzzle\": null}")));
        assertTrue(error(send("POST", "/api/hint", "{\"puzzle\": 23}")).endsWith("found '23'"));
        // the setter's share takes the same field the same way
        assertEquals("\"puzzle\": expected the puzzle's text or its JSON object, found null",
                error(send("POST", "/api/share?to=fpuzzles", "{\"puzzle\": null}")));
        assertTrue(error(send("POST", "/api/share?to=fpuzzles", "{\"puzzle\": [1, 2]}")).endsWith("found '[1,2]'"));
        // a value over a given: the hint says so, as the command line does
        JsonNode h = post("/api/hint", "{\"puzzle\": " + puzzle + ", \"progress\": {\"r1c2\": 2}}").get(0);
        assertEquals("wrong value", h.get("technique").asText(), h.toString());
        assertEquals("r1c2 is given as 4, not 2: a given cannot change.", h.get("text").asText(), h.toString());
    }

    @Test
    void aDrawingOfAbsurdSizeIsRefusedNotDrawn() throws Exception {
        String grid = "\"grid\":[" + String.join(",", java.util.Collections.nCopies(4, "[{},{},{},{}]")) + "]";
        for (String width : new String[] {"1e308", "-1", "\"9e99\"", "65"}) {
            String link = FPuzzles.FPUZZLES_LINK + org.cellwise.format.LzString.compressToBase64("{\"size\":4," + grid
                    + ",\"line\":[{\"lines\":[[\"R1C1\",\"R1C2\"]],\"width\":" + width + "}]}");
            String e = error(send("POST", "/api/open", link));
            assertTrue(e.contains("f-puzzles /line/0: a drawn line's width is a number of cells from 0 to 64"), e);
            assertFalse(e.contains("stroke-width"), e);
        }
    }
    @Test
    void thePictureIsTheOneDrawSvgDrawsWithWhereItsCellsLie() throws Exception {
        String text = ServerTest.example("seed004-kenken.txt");
        Puzzle p = Formats.readAll(text, "request", null).get(0);
        JsonNode b = post("/api/picture?cell=44", text).get(0);
        assertEquals(SvgRenderer.render(p, (int[]) null, 44), b.get("svg").asText());
        assertEquals("kenken", b.get("family").asText());
        assertEquals(p.size(), b.get("cells").size());
        assertEquals(9, b.get("rows").asInt());
        // seed 004's KenKen names two givens as one-cell cages: they are givens of the board
        assertEquals(2, b.get("givens").get("r4c9").asInt(), b.get("givens").toString());
        assertTrue(b.get("givens").has("r8c1"), b.get("givens").toString());
        assertEquals(18, b.get("houses").size(), "rows and columns");
        assertTrue(b.get("svg").asText().contains("<g class=\"values\">"));
        // an anti-knight puzzle lists its rule in words and its knight pairs as houses
        JsonNode ak = post("/api/picture", ServerTest.example("seed001-anti-knight.cw")).get(0);
        assertEquals("Cells a knight's move apart hold different values.", ak.get("info").get("global").get(0).asText());
        assertTrue(ak.get("houses").size() > 27 + 100, "knight pairs: " + ak.get("houses").size());
        JsonNode x = post("/api/picture", "size 4\nrules sudoku diagonals\n").get(0);
        assertEquals("Both main diagonals hold different values (Sudoku X).", x.get("info").get("global").get(0).asText());
        assertTrue(x.get("svg").asText().contains("stroke=\"#9fb4d9\""), "the diagonals drawn");
        // the move rules with a parameter have no checkbox, and are listed in words as the flags are
        JsonNode moves = post("/api/picture", "size 6\nrules sudoku self-taxicab\ntaxicab 4\nchess 2,2 values 1-2\n").get(0);
        assertEquals("[\"A value d is never d cells away from another d, counting rows plus columns (taxicab distance).\","
                + "\"Cells a taxicab distance of 4 apart (rows plus columns) hold different values.\","
                + "\"Cells a chess move apart (2 and 2 cells, in rows and columns either way) never hold the same value when it is 1 or 2.\"]",
                moves.get("info").get("global").toString());
    }

    @Test
    void aLinkOpensWithItsTitleAuthorRulesAndWhatCellwiseDoesNotRead() throws Exception {
        ObjectNode fp = JSON.createObjectNode();
        fp.put("size", 4).put("title", "Café").put("author", "Zoë").put("ruleset", "Normal sudoku rules apply.\nThe grey line is a palindrome.");
        var grid = fp.putArray("grid");
        for (int r = 0; r < 4; r++) {
            var row = grid.addArray();
            for (int c = 0; c < 4; c++) row.addObject();
        }
        ((ObjectNode) grid.get(0).get(0)).put("value", 1).put("given", true);
        fp.putArray("line").addObject().put("outlineC", "#A0A0A0").put("width", 0.3).putArray("lines").addArray().add("R1C1").add("R2C2");
        fp.putArray("text").addObject().put("value", "Ω").put("fontC", "#000000").put("size", 0.5).putArray("cells").add("R3C3");
        String link = "https://www.f-puzzles.com/?load=" + org.cellwise.format.LzString.compressToBase64(fp.toString());
        JsonNode o = post("/api/open?cell=44", link).get(0);
        JsonNode info = o.get("info");
        assertEquals("Café", info.get("title").asText());
        assertEquals("Zoë", info.get("author").asText());
        assertTrue(info.get("rules").asText().contains("palindrome"));
        assertEquals("[\"1 line\",\"1 text\"]", info.get("unread").toString());
        String deco = info.get("decoration").asText();
        assertTrue(deco.contains("<path d=\"M22 22 L66 66\""), deco);
        assertTrue(deco.contains(">Ω</text>"), deco);
        Puzzle p = Formats.readAll(o.get("text").asText(), "model", org.cellwise.format.Format.JSON).get(0);
        assertEquals(16, p.size());
        // a .cw file's opening comments are its notes
        JsonNode cw = post("/api/open", ServerTest.example("seed001-6x6.cw")).get(0);
        assertTrue(cw.get("info").get("notes").asText().startsWith("The 6x6 Sudoku of the article"), cw.get("info").toString());
    }

    /**
     * The info is the puzzle's own (its author, rules text and kept drawings), whichever format it came in: a .cw file
     * says them too, the JSON the page is handed keeps them, and a drawing that pictures a clue read is not "unread".
     */
    @Test
    void theInfoIsThePuzzlesOwnInEveryFormat() throws Exception {
        String cw = "name Café\nauthor Zoë\nrules-text The grey line is a palindrome.\nsize 4\nrules latin\npalindrome r1c1 r2c2 r3c3\n"
                + "drawn line {\"lines\":[[\"R1C1\",\"R2C2\",\"R3C3\"]],\"outlineC\":\"#A0A0A0\",\"width\":0.3}\n"
                + "drawn text {\"cells\":[\"R4C4\"],\"value\":\"Ω\"}\n";
        JsonNode o = post("/api/open?cell=44", cw).get(0);
        for (JsonNode info : List.of(o.get("info"), post("/api/picture?cell=44", o.get("text").asText()).get(0).get("info"))) {
            assertEquals("Café", info.get("title").asText());
            assertEquals("Zoë", info.get("author").asText());
            assertEquals("The grey line is a palindrome.", info.get("rules").asText());
            assertEquals("[\"1 text\"]", info.get("unread").toString(), "the grey line is the palindrome's picture");
            assertTrue(info.get("decoration").asText().contains("<path d=\"M22 22 L66 66 L110 110\""), info.toString());
        }
        // the drawn copies an f-puzzles add-on saves beside its clue are that clue's picture: nothing unread
        JsonNode link = post("/api/open", FPuzzles.link(Formats.readAll("size 9\nrules sudoku\nzipper r1c1 r1c2 r1c3\ncolumn-indexer r1c1\n",
                "t.cw", null).get(0))).get(0).get("info");
        assertEquals("[]", link.get("unread").toString(), link.toString());
    }

    @Test
    void hintsAreGradedAndMoveOnWithThePlayersMarks() throws Exception {
        String killer = ServerTest.example("seed004-killer.txt");
        ObjectNode req = JSON.createObjectNode();
        req.put("puzzle", killer).put("level", 1);
        JsonNode one = post("/api/hint", req.toString()).get(0);
        assertEquals("Look at the 6 cage at r1c4: a cage combination step.", one.get("text").asText());
        assertFalse(one.has("cells") || one.has("eliminations") || one.has("svg"), "grade 1 gives no more: " + one);
        req.put("level", 2);
        JsonNode two = post("/api/hint", req.toString()).get(0);
        assertEquals("[\"r1c4\",\"r2c4\"]", two.get("cells").toString());
        assertFalse(two.has("eliminations"));
        req.put("level", 3);
        JsonNode three = post("/api/hint", req.toString()).get(0);
        assertTrue(three.get("eliminations").size() > 0 && three.has("svg") && three.get("candidates").has("r1c4"));
        // the step's eliminations written into the marks: the next hint is another step
        ObjectNode marks = req.putObject("marks");
        for (String cell : List.of("r1c4", "r2c4")) {
            var list = marks.putArray(cell);
            for (JsonNode v : three.get("candidates").get(cell)) {
                boolean gone = false;
                for (JsonNode e : three.get("eliminations")) gone |= e.get("cell").asText().equals(cell) && e.get("value").asInt() == v.asInt();
                if (!gone) list.add(v.asInt());
            }
        }
        JsonNode next = post("/api/hint", req.toString()).get(0);
        assertFalse(next.get("text").asText().equals(three.get("text").asText()), next.get("text").asText());
        // a mark that leaves out the cell's value is said first; a digit that is wrong too
        marks.putArray("r1c4").add(9);
        assertEquals("wrong mark", post("/api/hint", req.toString()).get(0).get("technique").asText());
        req.remove("marks");
        req.putObject("progress").put("r1c1", 1);
        req.put("level", 1);
        JsonNode wrong = post("/api/hint", req.toString()).get(0);
        assertEquals("A digit you placed is wrong, in row 1.", wrong.get("text").asText());
        // bad requests are told what was expected
        req.put("level", 4);
        HttpResponse<byte[]> bad = send("POST", "/api/hint", req.toString());
        assertEquals(400, bad.statusCode());
        assertTrue(new String(bad.body(), StandardCharsets.UTF_8).contains("hint level 1, 2 or 3"));
        req.put("level", 1);
        req.putObject("progress").put("r10c1", 1);
        assertEquals(400, send("POST", "/api/hint", req.toString()).statusCode());
    }
}
