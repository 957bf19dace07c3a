package org.cellwise.cli;

import static org.cellwise.cli.MainTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** generate from the command line: unique puzzles any format reads back, the same on any thread count, usage errors. */
class GenerateCommandTest {
    @TempDir
    Path tmp;

    @Test
    void generatedPuzzlesAreSolvedUniquelyAndTheSameOnAnyThreadCount() throws Exception {
        for (String kind : new String[] {"sudoku", "killer", "kenken", "kakuro", "sujiko", "header", "samurai", "overlap", "jigsaw"}) {
            MainTest.Run one = run(null, "generate", kind, "--seed", "5", "--count", "3", "--threads", "1");
            assertEquals(0, one.code(), kind + ": " + one.err());
            MainTest.Run two = run(null, "generate", kind, "--seed", "5", "--count", "3", "--threads", "2");
            assertEquals(one.out(), two.out(), kind + ": the same seed, the same bytes");
            Path f = tmp.resolve(kind + ".cw");
            Files.writeString(f, one.out());
            MainTest.Run solved = run(null, "solve", f.toString());
            assertEquals(0, solved.code(), kind + ": " + solved.err());
            assertEquals(3, solved.out().split("solved, unique", -1).length - 1, kind + ":\n" + solved.out());
        }
    }

    @Test
    void formatsLevelsAndOptions() throws Exception {
        MainTest.Run line = run(null, "generate", "sudoku", "--seed", "1", "--count", "4", "--to", "line", "--minimal",
                "--symmetry", "rotate180");
        assertEquals(0, line.code(), line.err());
        String[] lines = line.out().split("\n");
        assertEquals(4, lines.length);
        for (String l : lines) {
            assertEquals(81, l.length());
            for (int i = 0; i < 81; i++) assertEquals(l.charAt(i) == '.', l.charAt(80 - i) == '.', "rotate180: " + l);
        }
        Path f = tmp.resolve("hard.txt");
        Files.writeString(f, run(null, "generate", "sudoku", "--seed", "2", "--count", "2", "--difficulty", "hard", "--to", "line").out());
        MainTest.Run graded = run(null, "grade", f.toString());
        assertEquals(2, graded.out().split("level hard", -1).length - 1, graded.out());
        MainTest.Run ken = run(null, "generate", "kenken", "--size", "5", "--hidden-op", "--seed", "3");
        assertTrue(ken.out().contains("?"), ken.out());
        MainTest.Run knight = run(null, "generate", "sudoku", "--rules", "anti-knight", "--seed", "3");
        assertTrue(knight.out().contains("anti-knight"), knight.out());
    }

    @Test
    void badRequestsAreUsageErrors() {
        MainTest.Run kind = run(null, "generate", "nonogram");
        assertEquals(2, kind.code());
        assertTrue(kind.err().startsWith("cellwise: unknown kind 'nonogram'; expected one of sudoku, "), kind.err());
        MainTest.Run size = run(null, "generate", "sudoku", "--size", "7", "--seed", "1");
        assertEquals(2, size.code());
        assertEquals("cellwise: size 7: a Sudoku is 4, 6, 8, 9, 12, 16 or 25 cells wide\n", size.err());
        assertEquals(2, run(null, "generate", "sudoku", "--difficulty", "fiendish").code());
        assertEquals(2, run(null, "generate", "sudoku", "--symmetry", "spiral").code());
        // a level that a 4x4 Sudoku never reaches: said, exit 1
        MainTest.Run none = run(null, "generate", "sudoku", "--size", "4", "--difficulty", "extreme", "--seed", "1");
        assertEquals(1, none.code());
        assertTrue(none.err().contains("no extreme sudoku found in 2000 draws"), none.err());
    }
}
