package org.cellwise.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.cellwise.batch.Answer;
import org.cellwise.check.Checker;
import org.cellwise.puzzle.Puzzle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A format is told by the shape of the text: where a link's address and its marker sit, which fields a JSON object
 * has at its top. Names, titles, authors and rules text that mention a site, {@code load=} or a field's name are
 * read as what they are, in every format and every way in (by extension, by detection, read back after a convert).
 */
class DetectionByShapeTest {
    @TempDir
    Path tmp;

    /** Words that once made a puzzle unreadable, or could: each a site's marker or a format's sign inside a name. */
    static final List<String> NAMES = List.of("Ported from fpuzzles", "x load=y", "see https://www.f-puzzles.com/?load=N4IgzglgXgpiBcB",
            "FPUZZLES", "played on sudokupad.app/abc", "crackingthecryptic.com/ video", "puzz.link/p?sudoku/4/4/g", "is it up?yes/no",
            "grid", "\"grid\": [[]]", "sclN4Igxyz", "(me).");

    private static Puzzle solvedAndChecked(Puzzle p) {
        Answer a = Answer.solve(p, false, null, null);
        assertTrue(a.solved() && Checker.holds(p, a.first()), p.name() + ": " + a.status());
        return p;
    }

    private static String json(String s) {
        return com.fasterxml.jackson.databind.node.TextNode.valueOf(s).toString();
    }

    @Test
    void namesThatMentionASiteOrAMarkerAreReadAsNames() throws Exception {
        for (String name : NAMES) {
            String cw = "name " + name + "\nauthor " + name + "\nsize 4\nrules sudoku\nr1c1 = 1\nrules-text " + name + "\n";
            String js = "{\"name\": " + json(name) + ", \"author\": " + json(name) + ", \"rulesText\": " + json(name)
                    + ", \"size\": 4, \"rules\": [\"sudoku\"], \"givens\": {\"r1c1\": 1}}";
            for (String[] c : new String[][] {{"p.cw", cw}, {"p.txt", cw}, {"p.json", js}, {"p.txt", js}, {"p.jsonl", js + "\n" + js + "\n"}}) {
                Path f = tmp.resolve(c[0]);
                Files.writeString(f, c[1]);
                List<Puzzle> ps = Formats.readAll(f);
                String context = name + " in " + c[0];
                assertEquals(c[0].endsWith(".jsonl") ? 2 : 1, ps.size(), context);
                Puzzle p = solvedAndChecked(ps.get(0));
                assertEquals(name, p.name(), context);
                assertEquals(name, p.author(), context);
                assertEquals(name, p.rulesText(), context);
                // convert: every writer checks its output by reading it back (the page's /api/open writes JSON so)
                for (Format to : List.of(Format.JSON, Format.CELLWISE, Format.FPUZZLES)) {
                    String out = Writers.write(p, to);
                    Puzzle back = Formats.readAll(out, "back.txt", null).get(0);
                    assertEquals(name, back.name(), context + " written as " + to.id);
                }
                // standard input: no name to go by, detection alone
                assertEquals(name, Formats.readAll(c[1], "<stdin>", null).get(0).name(), context + " on standard input");
            }
            // f-puzzles' own JSON with such a title is f-puzzles JSON, by its top-level "grid"
            String grid = "\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]";
            Puzzle fp = Formats.readAll("{\"title\":" + json(name) + ",\"ruleset\":" + json(name) + ",\"size\":4," + grid + "}", "f.txt", null).get(0);
            assertEquals(name, fp.name());
        }
    }

    @Test
    void linksAreKnownByTheirAddressAndJsonByItsFields() {
        for (String link : List.of("https://www.f-puzzles.com/?load=N4Ig", "http://f-puzzles.com/?a=1&load=N4Ig", "https:www.f-puzzles.com?load=x",
                "https://sudokupad.app/fpuzzlesN4Ig", "  sudokupad.app/fpuzzles N4Ig with spaces", "fpuzzlesN4Ig", "load=N4Ig"))
            assertTrue(FPuzzles.looks(link), link);
        for (String link : List.of("https://sudokupad.app/sclN4Ig", "https://crackingthecryptic.com/sudoku/abc", "sclN4IgAAAA"))
            assertTrue(SudokuPad.looks(link), link);
        for (String link : List.of("https://puzz.link/p?sudoku/4/4/g", "http://pzv.jp/p.html?kakuro/5/5/x", "p?sudoku/9/9/g"))
            assertTrue(PuzzLink.looks(link), link);
        for (String name : NAMES) {
            for (String line : List.of("name " + name, "rules-text " + name, "{\"name\": " + json(name) + ", \"size\": 4}",
                    "{\"title\": " + json(name) + "}", "# " + name)) {
                assertFalse(FPuzzles.looks(line), line);
                assertFalse(SudokuPad.looks(line), line);
                assertFalse(PuzzLink.looks(line), line);
            }
        }
        assertTrue(FPuzzles.looks("{\"size\":4,\"title\":\"grid\",\"grid\":[[{}]]}"));
        assertTrue(FPuzzles.looks("{\"size\": 9, \"grid\": ["), "the first line of a longer f-puzzles JSON");
        assertFalse(FPuzzles.looks("{\"size\": 9, \"grids\": [{\"grid\": 1}]}"), "a field named grid inside another is not f-puzzles'");
    }

    @Test
    void aStatementKeywordIsTheTextFormatEvenWhereAspWouldSeeAFact() throws Exception {
        Puzzle p = Formats.readAll("author (me).\nsize 4\nrules sudoku\n", "a.txt", null).get(0);
        assertEquals("(me).", p.author());
        // seed 000's facts still read as facts
        assertEquals(1, Formats.readAll(org.cellwise.testing.TestFiles.examples().resolve("seed000-overlap.lp")).size());
        Files.writeString(tmp.resolve("f.txt"), Files.readString(org.cellwise.testing.TestFiles.examples().resolve("seed000-overlap.lp")));
        assertEquals(1, Formats.readAll(tmp.resolve("f.txt")).size());
    }
}
