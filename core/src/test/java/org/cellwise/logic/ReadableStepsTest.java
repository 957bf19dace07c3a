package org.cellwise.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cellwise.format.Formats;
import org.cellwise.logic.board.Step;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

/** What a person reads: one idea a step, lines that carry their content, chains said by what they show. */
class ReadableStepsTest {
    private static Explanation explain(String cw) throws Exception {
        Puzzle p = Formats.readAll(cw, "t.cw", null).get(0);
        return Explainer.explain(p, null, Explainer.Options.DEFAULT);
    }

    /** A thermometer's three clues are one step that names the line and narrows it whole. */
    @Test
    void aThermometerIsOneStep() throws Exception {
        Explanation e = explain("size 9\nrules sudoku\nthermo r1c1 r1c2 r1c3 r2c3\n");
        Step first = e.steps().get(0);
        assertEquals("thermo r1c1 (r1c1 < r1c2 < r1c3 < r2c3): r1c1 cannot be 7/8/9, r1c2 cannot be 1/8/9, r1c3 cannot be 1/2/9, "
                + "r2c3 cannot be 1/2/3.", first.text());
        assertEquals(List.of("thermo r1c1"), first.rules());
        // every value the pairs remove one at a time goes in that one step: none is left for a second
        assertFalse(e.steps().stream().skip(1).anyMatch(s -> s.text().startsWith("thermo r1c1")), e.steps().toString());
    }

    /** A whisper's 5s (and what its neighbours then cannot be) go in one step naming the line. */
    @Test
    void aWhisperIsOneStep() throws Exception {
        Explanation e = explain("size 9\nrules sudoku\nwhispers r5c1 r5c2 r5c3 r5c4\n");
        Step first = e.steps().get(0);
        assertTrue(first.text().startsWith("whispers r5c1 (neighbours are at least 5 apart): r5c1 cannot be 5, r5c2 cannot be 5, "
                + "r5c3 cannot be 5, r5c4 cannot be 5"), first.text());
    }

    /** Fish name their houses in the grid's order, as HoDoKu writes them (c24, never c42). */
    @Test
    void fishHousesInOrder() throws Exception {
        List<String> lines = Files.readAllLines(TestFiles.data().resolve("magictour_top1465.txt")).stream()
                .filter(l -> !l.startsWith("#")).toList();
        Pattern fish = Pattern.compile("(X-Wing|Swordfish|Jellyfish): \\d ([rc])(\\d+) ([rc])(\\d+)");
        int seen = 0;
        for (int i = 0; i < lines.size() && seen < 6; i += 24) {
            Puzzle p = Formats.readAll(lines.get(i), "m", null).get(0);
            for (Step s : Explainer.explain(p, null, Explainer.Options.DEFAULT).steps()) {
                Matcher m = fish.matcher(s.hodoku(p.canvas()));
                if (!m.find()) continue;
                seen++;
                for (String houses : List.of(m.group(3), m.group(5))) {
                    char[] sorted = houses.toCharArray();
                    java.util.Arrays.sort(sorted);
                    assertEquals(new String(sorted), houses, s.hodoku(p.canvas()));
                }
            }
        }
        assertTrue(seen >= 3, "fish seen: " + seen);
    }

    /**
     * A contradiction chain: short, by the values it places and where it breaks; in full, every inference; its
     * notation line, the chain's links from the assumption.
     */
    @Test
    void aChainIsSaidByWhatItShows() throws Exception {
        Puzzle p = Formats.readAll(TestFiles.examples().resolve("seed001-worlds-hardest.cw")).get(0);
        Explanation e = Explainer.explain(p, null, Explainer.Options.DEFAULT);
        int chains = 0;
        for (Step s : e.steps()) {
            if (!s.technique().name().contains("forcing chain")) continue;
            chains++;
            assertTrue(s.text().length() < 700, () -> s.text().length() + ": " + s.text());
            assertTrue(s.text().matches(".*\\(\\d+ steps?(, \\d+ chains? inside)?\\).*"), s.text());
            if (s.detail() != null) assertTrue(s.detail().length() > s.text().length(), s.detail());
            assertTrue(s.hodoku(p.canvas()).matches(".* => .*: \\(?r\\dc\\d=\\d.*"), s.hodoku(p.canvas()));
        }
        assertTrue(chains > 0, "the world's hardest needs chains");
    }

    /** The same puzzle explained in full says every step's whole trace; --json carries both. */
    @Test
    void theJsonCarriesTextAndDetail() throws Exception {
        Puzzle p = Formats.readAll(TestFiles.examples().resolve("seed001-worlds-hardest.cw")).get(0);
        Explanation e = Explainer.explain(p, null, Explainer.Options.DEFAULT);
        Step chain = e.steps().stream().filter(s -> s.detail() != null).findFirst().orElseThrow();
        var json = chain.toJson(p);
        assertEquals(chain.text(), json.get("text").asText());
        assertEquals(chain.detail(), json.get("detail").asText());
        assertEquals(chain.detail(), chain.full());
        Step plain = e.steps().stream().filter(s -> s.technique().name().endsWith("single")).findFirst().orElseThrow();
        assertEquals(null, plain.detail(), plain.text());
        assertEquals(plain.text(), plain.full());
        assertFalse(plain.toJson(p).has("detail"), plain.toJson(p).toString());
    }

    /** Lockout diamonds a setter draws as rectangles on the line's ends picture the line: no warning. */
    @Test
    void lockoutDiamondsAreTheLinesPicture() throws Exception {
        String diamond = "{\"cells\":[\"R1C1\"],\"baseC\":\"#FFFFFF\",\"outlineC\":\"#006CBA\",\"width\":0.55,\"height\":0.55,\"angle\":45}";
        Puzzle ends = Formats.readAll("size 9\nrules sudoku\nlockout r1c1 r2c2 r3c3 r1c4\ndrawn rectangle " + diamond + "\ndrawn rectangle "
                + diamond.replace("R1C1", "R1C4") + "\n", "l.cw", null).get(0);
        assertEquals(List.of(), ends.warnings());
        Puzzle elsewhere = Formats.readAll("size 9\nrules sudoku\nlockout r1c1 r2c2 r3c3 r1c4\ndrawn rectangle "
                + diamond.replace("R1C1", "R5C5") + "\n", "l.cw", null).get(0);
        assertEquals(List.of("drawn rectangles with no rule: 1"), elsewhere.warnings());
    }
}
