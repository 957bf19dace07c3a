package org.cellwise.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.List;
import org.cellwise.engine.Solver;
import org.cellwise.model.ValueRange;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.puzzle.Signature;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

/** What a text means, whatever file it sits in: each header kind selects its notation; statements end blocks. */
class FormatMeaningTest {
    private static Puzzle one(String text, String source) throws FormatException {
        List<Puzzle> ps = Formats.readAll(text, source, null);
        assertEquals(1, ps.size(), text);
        return ps.get(0);
    }

    @Test
    void aTitleIsTheHeaderLineThenTheNameStatementThenTheFileName() throws Exception {
        String cages = "a3,a,b7,b\nc7,c,d3,d\ne3,e,f7,f\ng7,g,h3,h\n";
        assertEquals("Killer Sudoku _01 DM", one("#killer Killer Sudoku _01 DM\n" + cages, "k.txt").name());
        assertEquals("Killer Sudoku _01 DM", one("#Killer Sudoku _01 DM\n" + cages, "k.txt").name(), "seed 004's own header");
        assertEquals("www.kenken.com kk_91.png 73491", Formats.readAll(TestFiles.examples().resolve("seed004-kenken.txt")).get(0).name());
        String body = "size 4\nrules sudoku\n";
        assertEquals("Title here", one("#puzzle Title here\nname Other\n" + body, "p.cw").name());
        assertEquals("My puzzle", one("#puzzle\nname My puzzle\n" + body, "p.cw").name());
        assertEquals("My puzzle", one("name My puzzle\n" + body, "p.cw").name());
        assertEquals("p", one(body, "p.cw").name());
        assertEquals("seed001-classic", Formats.readAll(TestFiles.examples().resolve("seed001-classic.cw")).get(0).name());
        List<Puzzle> two = Formats.readAll("." .repeat(81) + "\n" + ".".repeat(81) + "\n", "many.txt", null);
        assertEquals(List.of("many:1", "many:2"), two.stream().map(Puzzle::name).toList());
        // written and read back, a title keeps its spaces and its capitals
        Puzzle killer = one("#killer Killer Sudoku _01 DM\n" + cages, "k.txt");
        assertEquals("Killer Sudoku _01 DM", one(Writers.write(killer, Format.CAGES), "w.txt").name());
    }

    @Test
    void aLatinHeaderOverGridTextIsALatinSquareNotASudoku() throws FormatException {
        Puzzle latin = one("#latin l\n1 . . .\n. . . .\n. . . .\n. . . .\n", "l.txt");
        Puzzle cw = one("size 4 boxes none\nrules latin\ngivens\n1 . . .\n. . . .\n. . . .\n. . . .\n", "l.cw");
        assertEquals(Signature.of(cw), Signature.of(latin));
        assertEquals(144, Solver.of(latin).count(10_000).count());
        assertEquals("latin", latin.kind());
        Puzzle sudoku = one("#sudoku s\n1 . . .\n. . . .\n. . . .\n. . . .\n", "s.txt");
        assertEquals(72, Solver.of(sudoku).count(10_000).count());
    }

    @Test
    void kakuroSamuraiAndHeaderBlocksSelectTheirNotationInAnyFile() throws Exception {
        String kakuro = Files.readString(TestFiles.examples().resolve("kakuro.cw"));
        String rows = kakuro.substring(kakuro.indexOf("kakuro\n") + "kakuro\n".length());
        Puzzle k = one("#kakuro k\n" + rows, "k.txt");
        assertEquals(Signature.of(Formats.readAll(TestFiles.examples().resolve("kakuro.cw")).get(0)), Signature.of(k));
        assertTrue(Solver.of(k).uniqueness().unique());

        String samurai = Files.readString(TestFiles.examples().resolve("samurai.cw")).replace("#puzzle samurai", "#samurai s");
        Puzzle s = one(samurai, "s.txt");
        assertEquals(5, s.grids().size());
        assertTrue(Solver.of(s).uniqueness().unique());

        Puzzle h = one("#header h\n[[0,14,10,35],[14,_,_,_],[15,_,_,_],[28,_,1,_]]\n", "h.txt");
        assertEquals("header", h.kind());
        assertTrue(Solver.of(h).uniqueness().unique());
        FormatException two = assertThrows(FormatException.class,
                () -> one("#header h\n[[0,14,10,35],[14,_,_,_],[15,_,_,_],[28,_,1,_]]\n[[0,1],[1,_]]\n", "h.txt"));
        assertEquals(3, two.line());

        // a mixed file: every block in its own notation
        List<Puzzle> mixed = Formats.readAll("#latin a\n12\n21\n#killer b\na3,a\nb3,b\n#sudoku c\n"
                + "1...\n..3.\n.4..\n...2\n", "mixed.txt", null);
        assertEquals(List.of("latin", "killer", "sudoku"), mixed.stream().map(Puzzle::kind).toList());
    }

    @Test
    void aStatementEndsAMapBlockEvenWithoutASize() throws FormatException {
        Puzzle p = one("givens\n1 . . .\n. . . .\n. . . .\n. . . .\nr4c4 = 2\nrules latin\n", "g.cw");
        assertEquals(16, p.size());
        assertEquals(2, p.compiled().givens().size());
        Puzzle q = one("givens\n1 . . .\n. . . .\n. . . .\n. . . .\nr4c3 > r4c4\nrules latin\n", "g.cw");
        assertTrue(q.constraints().stream().anyMatch(c -> c.name().equals("r4c3>r4c4")));
    }

    @Test
    void withoutValuesTheLargestGridDecidesWhateverTheOrder() throws FormatException {
        Puzzle a = one("grid A at 1,1 size 4\ngrid B at 1,5 size 6\nrules latin\n", "a.cw");
        Puzzle b = one("grid B at 1,5 size 6\ngrid A at 1,1 size 4\nrules latin\n", "b.cw");
        assertEquals(new ValueRange(1, 6), a.values());
        assertEquals(new ValueRange(1, 6), b.values());
    }

    @Test
    void aCellTwiceInACageOrSumIsALocatedError() {
        for (String text : List.of("size 4\ncage 4+ r1c1 r1c1\n", "size 4\nsum 4 r1c2 r2c2 r1c2\n",
                "size 4\ncage a 3\ncage a 4\n")) {
            FormatException e = assertThrows(FormatException.class, () -> one(text, "c.cw"));
            assertTrue(e.line() >= 2, e.getMessage());
        }
        FormatException json = assertThrows(FormatException.class,
                () -> one("{\"size\": 4, \"cages\": [{\"target\": 4, \"op\": \"+\", \"cells\": [\"r1c1\", \"r1c1\"]}]}", "c.json"));
        assertTrue(json.getMessage().contains("r1c1 is listed twice"), json.getMessage());
        FormatException facts = assertThrows(FormatException.class, () -> one("sa(1,4,1,4,3).\n", "f.lp"));
        assertTrue(facts.getMessage().contains("listed twice"), facts.getMessage());
    }

    @Test
    void kakuroWhiteCellsBelongToARunAndRowsAreEven() {
        FormatException free = assertThrows(FormatException.class,
                () -> one("kakuro\n\\3 . .\nx x x\n. x x\n", "k.cw"));
        assertTrue(free.getMessage().contains("belongs to no run"), free.getMessage());
        FormatException ragged = assertThrows(FormatException.class,
                () -> one("kakuro\nx   3\\  4\\\n\\7 .   .\n\\3 .\n", "k.cw"));
        assertEquals(4, ragged.line());
    }

    @Test
    void aSubtractionCageTakesEitherOrderSoANegativeTargetMeansItsOpposite() throws FormatException {
        Puzzle minus = one("size 2 boxes none\nrules latin\ncage a -1-\ncages\na a\n. .\n", "m.cw");
        Puzzle plus = one("size 2 boxes none\nrules latin\ncage a 1-\ncages\na a\n. .\n", "p.cw");
        assertEquals(Solver.of(plus).count(10).count(), Solver.of(minus).count(10).count());
        assertEquals(2, Solver.of(minus).count(10).count());
    }

    private static FormatException error(String text, String source) {
        return assertThrows(FormatException.class, () -> Formats.readAll(text, source, null));
    }

    /** Clue statements are read by one table, with the canvas: a 'v' after a givens map is a clue, not a map row. */
    @Test
    void aVClueAfterAGivensMapIsAClue() throws Exception {
        Puzzle p = one("givens\n1 . . .\n. . . .\n. . . .\n. . . .\nv r1c1 r1c2\nx r2c1 r2c2\n", "v.cw");
        assertEquals(4, p.grids().get(0).rows());
        assertTrue(p.rules().stream().anyMatch(r -> r instanceof org.cellwise.rules.XV x && x.marks().size() == 2), p.rules().toString());
        // a Kakuro row still starts with x
        assertEquals("kakuro", one("kakuro\n\\3 . .\nx x x\n", "k.cw").kind().isEmpty() ? "" : "kakuro");
    }

    /** Errors found when the puzzle is built point at the statement (or the word) they are about, not at its first line. */
    @Test
    void errorsFoundWhenRulesAreExpandedPointAtTheirOwnStatement() throws Exception {
        FormatException off = error("size 4\nrules latin\n\nthermo r1c1 r2c1 r5c1\n", "o.cw");
        assertEquals(4, off.line(), off.getMessage());
        assertEquals("thermo r1c1 r2c1 ".length() + 1, off.column(), off.getMessage());
        FormatException beside = error("size 4\nrules latin\nsandwich 3 r2c2\n", "s.cw");
        assertEquals(3, beside.line());
        assertEquals("sandwich 3 ".length() + 1, beside.column(), beside.getMessage());
        assertTrue(beside.getMessage().contains("not beside the grid"), beside.getMessage());
        FormatException entropic = error("size 4\nrules latin\nr1c1 = 1\nentropic r1c1 r1c2 r1c3\n", "e.cw");
        assertEquals(4, entropic.line(), entropic.getMessage());
        assertTrue(entropic.getMessage().contains("multiple of 3"), entropic.getMessage());
        FormatException outside = error("size 4\nrules latin\nlittle-killer 5 r3c3 DL\n", "l.cw");
        assertEquals(3, outside.line(), outside.getMessage());
        // and in JSON, at the clue's string
        FormatException json = error("{\"size\": 4,\n \"clues\": [\"thermo r1c1 r9c1\"]}", "t.json");
        assertEquals(2, json.line(), json.getMessage());
        assertEquals(" \"clues\": [\"thermo r1c1 ".length() + 1, json.column(), json.getMessage());
    }

    /** Minimum or maximum named twice is one mark; a cell twice in one statement is an error at the second. */
    @Test
    void aCellMarkedTwiceIsOneMarkAndTwiceInOneStatementAnError() throws Exception {
        Puzzle p = one("size 4\nrules latin\nminimum r1c1\nminimum r1c1 r2c2\nmaximum r4c4\nmaximum r4c4\n", "m.cw");
        assertEquals(2, p.rules().stream().filter(r -> r instanceof org.cellwise.rules.Extreme).count());
        FormatException e = error("size 4\nminimum r1c3 r1c3\n", "m.cw");
        assertEquals(2, e.line());
        assertEquals("minimum r1c3 ".length() + 1, e.column());
        // the rest of the file is read: two puzzles, the first with the repeated mark
        assertEquals(2, Formats.readAll("#puzzle a\nsize 4\nminimum r1c1\nminimum r1c1\n#puzzle b\nsize 4\n", "two.cw", null).size());
    }

    /** whispers 0 is refused (the default gap is written by leaving the number out), a gap of 1 or more is read. */
    @Test
    void aWhispersGapIsAtLeastOne() throws Exception {
        FormatException e = error("size 9\nwhispers 0 r1c1 r1c2\n", "w.cw");
        assertEquals("whispers ".length() + 1, e.column(), e.getMessage());
        assertEquals(4, ((org.cellwise.rules.Whispers) one("size 9\nwhispers 4 r1c1 r1c2\n", "w.cw").rules().get(0)).gap());
    }

    /** Author, rules text and drawings: their own statements and fields, written back by every writer that holds them. */
    @Test
    void authorRulesTextAndDrawingsHaveStatements() throws Exception {
        String text = "name Tiny\nauthor A. Setter # not a comment\nsize 4\nrules sudoku\nrules-text Normal rules apply.\nrules-text\n"
                + "rules-text #1 is special.\ndrawn line {\"lines\":[[\"R1C1\",\"R2C2\"]],\"outlineC\":\"#FF0000\"}\n";
        Puzzle p = one(text, "a.cw");
        assertEquals("A. Setter # not a comment", p.author());
        assertEquals("Normal rules apply.\n\n#1 is special.", p.rulesText());
        assertEquals(List.of("drawn lines with no rule: 1"), p.warnings());
        for (Format f : List.of(Format.CELLWISE, Format.JSON)) {
            Puzzle back = one(Writers.write(p, f), "w." + f.id);
            assertEquals(p.metadata(), back.metadata(), f.id);
        }
        FormatException bad = error("size 4\ndrawn squiggle {}\n", "d.cw");
        assertTrue(bad.getMessage().contains("squiggle") && bad.line() == 2, bad.getMessage());
        FormatException broken = error("size 4\ndrawn line {\"lines\":\n", "d.cw");
        assertEquals(2, broken.line(), broken.getMessage());
    }
}
