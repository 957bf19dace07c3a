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
}
