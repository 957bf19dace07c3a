package org.cellwise.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.cellwise.check.Checker;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.format.Formats;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.Markup;
import org.junit.jupiter.api.Test;

/**
 * Every text a picture or a page is written from (the puzzle's name, author, rules text, cage labels) is escaped,
 * so that markup in it stays text: the SVG pictures ({@code draw --svg}, the page's board, a step's picture) and the
 * HTML pages ({@code solve --html}, {@code draw --html}) hold only their own elements and attributes, whatever the
 * text says, and give the text back as it was.
 */
class EscapeTest {
    static final List<String> PAYLOADS = List.of(
            "<img src=x onerror=\"window.__xss=1\">",
            "<svg><set onbegin=\"window.__xss=1\" attributeName=x to=1></set></svg>",
            "\"><script>window.__xss=1</script>",
            "javascript:window.__xss=1",
            "</title><script>window.__xss=1</script>",
            "' onmouseover='window.__xss=1' x='",
            "]]><!-- &amp; &lt;b&gt; &#60;i&#62;",
            "bell\u0007 nul\u0000 escape\u001b lone\uD800 \uFFFF end \uD83D\uDE00");

    @Test
    void theEscapingKeepsTextAndOnlyText() {
        assertEquals("&lt;img src=x onerror=&quot;a&quot;&gt;", Palette.esc("<img src=x onerror=\"a\">"));
        assertEquals("&#39; &amp;amp;", Palette.esc("' &amp;"));
        assertEquals("a\uFFFDb\uFFFDc\uFFFD\uD83D\uDE00\t\n", Palette.esc("a\u0000b\u001bc\uDC00\uD83D\uDE00\t\n"), "what XML cannot hold");
        for (String p : PAYLOADS) assertEquals(Markup.asKept(p), Markup.decode(Palette.esc(p)));
    }

    /** A KenKen whose name, author, rules text and cage labels are the payload. */
    static Puzzle hostile(String payload) throws Exception {
        ObjectMapper json = new ObjectMapper();
        ObjectNode o = json.createObjectNode();
        o.put("name", payload).put("author", payload).put("rulesText", payload + "\nline two " + payload);
        o.putArray("grids").addObject().put("name", "main").put("row", 1).put("col", 1).put("size", 4).put("boxes", "none");
        o.put("values", "1..4");
        o.putArray("rules").add("rows").add("columns");
        ArrayNode cages = o.putArray("cages");
        String[][] cells = {{"r1c1", "r1c2"}, {"r1c3", "r1c4"}, {"r2c1", "r2c2"}, {"r2c3", "r2c4"}, {"r3c1", "r3c2"}, {"r3c3", "r3c4"},
                {"r4c1", "r4c2"}, {"r4c3", "r4c4"}};
        String[] targets = {"3", "7", "7", "3", "3", "7", "7", "3"};
        for (int i = 0; i < cells.length; i++) {
            ObjectNode c = cages.addObject().put("label", payload + " " + i).put("target", Integer.parseInt(targets[i])).put("op", "+");
            for (String k : cells[i]) c.withArray("cells").add(k);
        }
        return Formats.readAll(o.toString(), "hostile.json", null).get(0);
    }

    @Test
    void picturesHoldTheirOwnElementsAndTheTextAsItWas() throws Exception {
        for (String payload : PAYLOADS) {
            Puzzle p = hostile(payload);
            int[] solution = Solver.solve(p, SolveOptions.firstSolution(), 1).first();
            String kept = Markup.asKept(p.name());
            assertEquals(payload.strip(), p.name().strip(), "the reader kept the name");
            for (String svg : List.of(SvgRenderer.render(p, null), SvgRenderer.render(p, solution), SvgRenderer.board(p, 44).svg())) {
                List<String> texts = Markup.svgTexts(svg);
                assertEquals(kept, texts.get(0), "the title, as text");
            }
            String[] layers = SvgRenderer.clueLayers(p, 44);
            Markup.svgFragmentTexts(layers[0]);
            Markup.svgFragmentTexts(layers[1]);

            HtmlRenderer.Entry e = new HtmlRenderer.Entry(p, solution, Checker.check(p, new org.cellwise.model.Filling(solution,
                    filled(solution.length))), "solved");
            List<String> page = Markup.htmlTexts(HtmlRenderer.page(payload, List.of(e)));
            assertTrue(page.contains(kept), "the name as a heading: " + page);
            assertTrue(page.contains(Markup.asKept(payload)), "the page's title, as text");
            assertTrue(page.stream().anyMatch(t -> t.startsWith(Markup.asKept(p.rules().stream()
                    .filter(r -> r instanceof org.cellwise.rules.ArithmeticCage).map(r -> ((org.cellwise.rules.ArithmeticCage) r).label())
                    .findFirst().orElseThrow()))), "a cage's label, as an attribute's value");
            List<String> sheet = Markup.htmlTexts(HtmlRenderer.worksheet(payload, payload, List.of(List.of(new Sheet.Item(p, null,
                    p.name()))), 1, 36));
            assertTrue(sheet.contains("by " + Markup.asKept(p.author().strip())), "the author under the picture: " + sheet);
            assertTrue(sheet.stream().anyMatch(t -> t.contains("line two")), "the rules text under the picture");
        }
    }

    private static boolean[] filled(int n) {
        boolean[] b = new boolean[n];
        java.util.Arrays.fill(b, true);
        return b;
    }
}
