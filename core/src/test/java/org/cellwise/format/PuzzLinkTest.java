package org.cellwise.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.TreeMap;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.model.Cell;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.puzzle.Signature;
import org.cellwise.rules.Givens;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

/** puzz.link sudoku and kakuro URLs: pzprjs's own test vectors, every form of link, the writer against the reader. */
class PuzzLinkTest {
    private static Puzzle read(String link) throws FormatException {
        return Formats.readAll(link, "link", null).get(0);
    }

    @Test
    void pzprjsSudokuVectorReadsItsGivensAndWritesBackTheSameUrl() throws Exception {
        // pzprjs's own test puzzle for its sudoku genre: ". 1 . . / . . . 2 / 3 . . . / . . 3 ."
        String url = "https://puzz.link/p?sudoku/4/4/g1k23k3g";
        Puzzle p = read(url);
        Map<Cell, Integer> want = new TreeMap<>(Map.of(new Cell(0, 1), 1, new Cell(1, 3), 2, new Cell(2, 0), 3, new Cell(3, 2), 3));
        Givens g = (Givens) p.rules().stream().filter(r -> r instanceof Givens).findFirst().orElseThrow();
        assertEquals(want, new TreeMap<>(g.values()));
        assertEquals(url + "\n", Writers.write(p, Format.PUZZLINK));
        for (String form : new String[] {"http://pzv.jp/p.html?sudoku/4/4/g1k23k3g", "https://puzz.link/p?sudoku_edit/4/4/g1k23k3g",
                "https://pzprxs.vercel.app/p?sudoku/4/4/g1k23k3g&extra=1"})
            assertEquals(Signature.of(p), Signature.of(read(form)), form);
    }

    @Test
    void pzprjsKakuroVectorSolvesToItsAnswerAndWritesBackTheSameUrl() throws Exception {
        // pzprjs's kakuro test puzzle and the answer its checker accepts ('.' a black cell), one row per line
        String url = "https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3";
        String[] answer = {". 5 3 . .", "3 4 1 2 .", "1 2 . 1 2", ". 1 9 3 8", ". . 8 4 ."};
        Puzzle p = read(url);
        assertEquals("kakuro", p.kind());
        Result r = Solver.of(p).solve(SolveOptions.upTo(2), 2);
        assertEquals(1, r.count());
        int[] want = new int[p.size()];
        for (int row = 0; row < 5; row++) {
            String[] v = answer[row].split(" ");
            for (int col = 0; col < 5; col++)
                if (!v[col].equals(".")) want[p.indexOf(row + 1, col + 1)] = Integer.parseInt(v[col]);
        }
        assertArrayEquals(want, r.solutions().get(0));
        assertEquals(url + "\n", Writers.write(p, Format.PUZZLINK));
    }

    @Test
    void projectKakuroAndSudokusRoundTripThroughPuzzLink() throws Exception {
        for (String name : new String[] {"kakuro.cw", "seed001-classic.cw", "seed001-16x16.cw", "seed001-6x6.cw", "seed001-worlds-hardest.cw"}) {
            Puzzle p = Formats.readAll(TestFiles.examples().resolve(name)).get(0);
            String link = Writers.write(p, Format.PUZZLINK).strip();
            assertTrue(link.startsWith(PuzzLink.PREFIX), link);
            Puzzle back = read(link);
            assertEquals(Signature.of(p), Signature.of(back), name);
            assertArrayEquals(Solver.of(p).solve(SolveOptions.upTo(1), 1).solutions().get(0),
                    Solver.of(back).solve(SolveOptions.upTo(1), 1).solutions().get(0), name);
        }
        for (int seed = 1; seed <= 6; seed++) {
            Puzzle k = org.cellwise.generate.Generator.generate(org.cellwise.generate.Request.of("kakuro").withSize(3 + seed % 5), seed, 0);
            assertEquals(Signature.of(k), Signature.of(read(Writers.write(k, Format.PUZZLINK))), "kakuro seed " + seed);
        }
    }

    @Test
    void whatPuzzLinkCannotHoldIsRefusedAndBadLinksSayWhere() throws Exception {
        Puzzle knight = Formats.readAll(TestFiles.examples().resolve("seed001-anti-knight.cw")).get(0);
        assertThrows(IllegalArgumentException.class, () -> Writers.write(knight, Format.PUZZLINK));
        FormatException e = assertThrows(FormatException.class, () -> read("https://puzz.link/p?sudoku/4/4/g1k2!k3g"));
        assertEquals(1, e.line());
        assertEquals("https://puzz.link/p?sudoku/4/4/g1k2!k3g".indexOf('!') + 1, e.column(), e.getMessage());
        assertTrue(e.getMessage().contains("found '!'"), e.getMessage());
        e = assertThrows(FormatException.class, () -> read("https://puzz.link/p?nurikabe/5/5/abc"));
        assertTrue(e.getMessage().contains("'nurikabe'"), e.getMessage());
        e = assertThrows(FormatException.class, () -> read("https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl"));
        assertTrue(e.getMessage().contains("cut short"), e.getMessage());
        e = assertThrows(FormatException.class, () -> read("https://puzz.link/p?sudoku/4/4/g5k23k3g"));
        assertTrue(e.getMessage().contains("1 to 4, not 5"), e.getMessage());
        e = assertThrows(FormatException.class, () -> read("https://puzz.link/p?kakuro/3/1/.l12"));
        assertTrue(e.getMessage().contains("has no sum"), e.getMessage());
    }
}
