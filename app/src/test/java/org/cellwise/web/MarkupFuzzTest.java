package org.cellwise.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.Javalin;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.cellwise.format.FPuzzles;
import org.cellwise.format.Formats;
import org.cellwise.format.LzString;
import org.cellwise.format.SudokuPad;
import org.cellwise.testing.Markup;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Seeded random hostile strings (markup, quotes, entities, CDATA and comment ends, control characters, lone
 * surrogates) in every text field of every form a puzzle reaches the page in: the Cellwise text (name, author, rules
 * text, notes, drawn texts and cage values), its JSON model (also cage, sum and region labels), an f-puzzles link
 * (title, author, rules, texts, cosmetic cages and circles), SudokuPad's own link and its f-puzzles form. Each is
 * sent to the server as the page sends it, and every picture the server draws for it (the board and the drawings it
 * keeps, /api/picture; the step, /api/hint; the clue layers, /api/clues) is well-formed SVG holding only the
 * pictures' own elements and attributes, with the name and every drawn text back as text. A form the server
 * refuses is refused in JSON. Reproduce one case with -Dcellwise.fuzz.seed=SEED.
 */
class MarkupFuzzTest {
    /** Non-ASCII written as \\u escapes: a lone surrogate reaches the server as it is, not as UTF-8 makes it ('?'). */
    static final ObjectMapper JSON = new ObjectMapper(com.fasterxml.jackson.core.JsonFactory.builder()
            .enable(com.fasterxml.jackson.core.json.JsonWriteFeature.ESCAPE_NON_ASCII).build());
    static final String[] PIECES = {"<", ">", "&", "\"", "'", "</title>", "<script>", "</script>", "<img src=x onerror=alert(1)>",
            "<svg><set onbegin=alert(1) attributeName=x to=1>", "javascript:", "]]>", "<!--", "-->", "<![CDATA[", "&amp;", "&#60;", "&lt;",
            "\u0000", "\u0001", "\u001b", "\u007f", "\uD800", "\uDFFF", "\uFFFE", "\uFFFF", "\u2028", "\u00e9", "\uD83D\uDE00", "=", "/", " ",
            "\t", "x", "on", "href", "style", "url(", ")", "{", "}", "\\", "#", "|", ";"};
    static final int CASES = 60;

    static Javalin app;
    static final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @BeforeAll
    static void start() {
        app = TestServers.start(8);
    }

    @AfterAll
    static void stop() {
        if (app != null) app.stop();
    }

    static String payload(Random rnd) {
        StringBuilder sb = new StringBuilder();
        for (int i = 1 + rnd.nextInt(8); i > 0; i--) sb.append(PIECES[rnd.nextInt(PIECES.length)]);
        if (sb.toString().isBlank()) sb.append("<b>");
        return sb.toString();
    }

    /** A form of a puzzle, and the drawn texts it asks the board to show (null: none it can be sure of). */
    record Form(String what, String text, List<String> drawn) {}

    static final String GRID = "1 . . .\n. . . .\n. . . .\n. . . .\n";

    static List<Form> forms(Random rnd) throws Exception {
        List<Form> out = new ArrayList<>();
        String name = payload(rnd), author = payload(rnd), rules = payload(rnd), note = payload(rnd), text = payload(rnd), cage = payload(rnd);
        // the Cellwise text: a line holds what is written on it (line breaks are not pieces)
        out.add(new Form("cellwise", "# " + note + "\nname " + name + "\nauthor " + author + "\nrules-text " + rules
                + "\nsize 4 boxes 2x2\nrules sudoku\ngivens\n" + GRID + "drawn text {\"cells\": [\"R2C2\"], \"value\": " + JSON.writeValueAsString(text)
                + "}\ndrawn cage {\"cells\": [\"R3C3\", \"R3C4\"], \"value\": " + JSON.writeValueAsString(cage) + "}\n", List.of(text, cage)));
        // the JSON model, labels too
        ObjectNode m = JSON.createObjectNode();
        m.put("name", name).put("author", author).put("rulesText", rules + "\n" + note);
        m.putArray("grids").addObject().put("name", "main").put("row", 1).put("col", 1).put("size", 4).put("boxes", "2x2");
        m.put("values", "1..4");
        m.putArray("rules").add("rows").add("columns").add("boxes");
        m.putArray("cages").addObject().put("label", payload(rnd)).put("target", 3).set("cells", JSON.createArrayNode().add("r1c1").add("r1c2"));
        m.putArray("sums").addObject().put("label", payload(rnd)).put("target", 7).set("cells", JSON.createArrayNode().add("r4c3").add("r4c4"));
        m.putObject("givens").put("r2c1", 3);
        ObjectNode drawn = m.putObject("drawn");
        drawn.putArray("text").addObject().put("value", text).put("fontC", payload(rnd)).set("cells", JSON.createArrayNode().add("R2C2"));
        drawn.putArray("circle").addObject().put("value", cage).put("baseC", payload(rnd)).put("outlineC", payload(rnd))
                .set("cells", JSON.createArrayNode().add("R3C3"));
        out.add(new Form("json", JSON.writeValueAsString(m), List.of(text, cage)));
        // an f-puzzles link, and SudokuPad's f-puzzles form of it
        ObjectNode fp = JSON.createObjectNode();
        fp.put("size", 4).put("title", name).put("author", author).put("ruleset", rules);
        ArrayNode grid = fp.putArray("grid");
        for (int r = 0; r < 4; r++) {
            ArrayNode row = grid.addArray();
            for (int c = 0; c < 4; c++) row.addObject();
        }
        ((ObjectNode) grid.get(0).get(0)).put("value", 1).put("given", true);
        fp.putArray("text").addObject().put("value", text).put("fontC", payload(rnd)).put("size", 0.5).set("cells", JSON.createArrayNode().add("R2C2"));
        fp.putArray("cage").addObject().put("value", cage).put("outlineC", payload(rnd)).set("cells", JSON.createArrayNode().add("R3C3").add("R3C4"));
        fp.putArray("rectangle").addObject().put("value", note).put("baseC", payload(rnd)).put("width", 0.5).put("height", 0.5)
                .set("cells", JSON.createArrayNode().add("R4C1"));
        String link = FPuzzles.FPUZZLES_LINK + LzString.compressToBase64(fp.toString());
        out.add(new Form("f-puzzles", link, List.of(text, cage, note)));
        out.add(new Form("sudokupad f-puzzles form", FPuzzles.sudokuPadForm(link), List.of(text, cage, note)));
        // SudokuPad's own link, written from a puzzle whose title, author and rules text are the payloads (its format
        // holds no drawings)
        ObjectNode plain = JSON.createObjectNode().put("name", name).put("author", author).put("rulesText", rules);
        plain.set("grids", m.get("grids"));
        plain.put("values", "1..4");
        plain.set("rules", m.get("rules"));
        plain.putObject("givens").put("r1c1", 1);
        try {
            out.add(new Form("sudokupad", SudokuPad.link(Formats.readAll(JSON.writeValueAsString(plain), "t.json", null).get(0)), List.of()));
        } catch (org.cellwise.format.FormatException e) {
            // a text the JSON model refuses: the server's answer to the model is checked with the model
        }
        return out;
    }

    static JsonNode post(String path, String body) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + app.port() + path))
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        assertTrue(r.headers().firstValue("content-type").orElse("").contains("json"), path + ": " + r.body());
        JsonNode first = JSON.readTree(r.body().lines().findFirst().orElse("{}"));
        if (r.statusCode() != 200) {
            assertEquals(400, r.statusCode(), path + ": " + r.body());
            assertTrue(first.get("error").isTextual());
            return null;
        }
        return first.has("status") && first.get("status").asText().equals("invalid") ? null : first;
    }

    /**
     * A text as it can be compared after a trip: what markup cannot hold as U+FFFD (asKept), and a lone surrogate that
     * UTF-8 carried as '?' (a request's raw text, a JSON answer's string) the same.
     */
    static String wire(String text) {
        return Markup.asKept(text).replace('?', '\uFFFD');
    }

    @Test
    void hostileTextsInEveryFieldComeBackEscapedInEveryPicture() throws Exception {
        long seed = Long.getLong("cellwise.fuzz.seed", 49);
        java.util.Map<String, Integer> drawnForms = new java.util.TreeMap<>(), refused = new java.util.TreeMap<>();
        for (int i = 0; i < CASES; i++) {
            Random rnd = new Random(seed + i);
            for (Form f : forms(rnd)) {
                String where = f.what() + ", seed " + (seed + i);
                JsonNode picture = post("/api/picture?cell=44", f.text());
                if (picture == null) {
                    refused.merge(f.what(), 1, Integer::sum);
                    continue;
                }
                drawnForms.merge(f.what(), 1, Integer::sum);
                List<String> texts;
                try {
                    texts = Markup.svgTexts(picture.get("svg").asText());
                } catch (AssertionError e) {
                    throw new AssertionError(where + ": " + e.getMessage(), e);
                }
                assertEquals(wire(picture.get("name").asText()), wire(texts.get(0)), where + ": the title, as text");
                JsonNode info = picture.get("info");
                if (info.has("decoration")) {
                    List<String> drawn = Markup.svgFragmentTexts(info.get("decoration").asText());
                    for (String t : f.drawn())
                        if (!t.isBlank()) assertTrue(drawn.stream().map(MarkupFuzzTest::wire).toList().contains(wire(t)), where + ": drawn " + t + " in " + drawn);
                } else {
                    assertTrue(f.drawn().stream().allMatch(String::isBlank) || f.what().equals("sudokupad"), where + ": the drawings drawn");
                }
                JsonNode open = post("/api/open", f.text());
                assertEquals(info.get("title"), open.get("info").get("title"), where);
                JsonNode clues = post("/api/clues", f.text());
                Markup.svgFragmentTexts(clues.get("under").asText());
                Markup.svgFragmentTexts(clues.get("over").asText());
                ObjectNode ask = JSON.createObjectNode().put("puzzle", f.text()).put("level", 3);
                JsonNode hint = post("/api/hint", JSON.writeValueAsString(ask));
                if (hint != null && hint.has("svg")) {
                    List<String> step = Markup.svgTexts(hint.get("svg").asText());
                    assertEquals(wire(hint.get("name").asText()), wire(step.get(0)), where + ": the step's title");
                }
            }
        }
        for (String form : List.of("cellwise", "json", "f-puzzles", "sudokupad f-puzzles form", "sudokupad"))
            assertTrue(drawnForms.getOrDefault(form, 0) > CASES / 2, form + ": most are drawn (drawn " + drawnForms + ", refused " + refused + ")");
    }
}
