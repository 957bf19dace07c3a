package org.cellwise.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.List;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

/** The published f-puzzles corpus, links in every form, and the writer against the reader. */
class FPuzzlesTest {
    private static List<String[]> corpus() throws Exception {
        List<String> lines = Files.readAllLines(TestFiles.data().resolve("fpuzzles.tsv"));
        return lines.subList(1, lines.size()).stream().map(l -> l.split("\t")).toList();
    }

    private static int[] solution(String text) {
        return text.contains(",") ? java.util.Arrays.stream(text.split(",")).mapToInt(Integer::parseInt).toArray()
                : text.chars().map(c -> c - '0').toArray();
    }

    private static Result solve(Puzzle p) {
        return Solver.of(p).solve(SolveOptions.upTo(2).withMaxNodes(5_000_000), 2);
    }

    @Test
    void everyCorpusPuzzleSolvesToItsPublishedSolutionAndIsUnique() throws Exception {
        int agreed = 0;
        for (String[] f : corpus()) {
            Puzzle p = FPuzzles.read(f[1], "fpuzzles.tsv", 1, "p");
            Result r = solve(p);
            assertEquals(1, r.count(), f[0]);
            assertTrue(org.cellwise.check.Checker.holds(p, r.solutions().get(0)), f[0]);
            int[] published = solution(f[2]);
            if (latin(published)) {
                assertArrayEquals(published, r.solutions().get(0), f[0]);
                agreed++;
            } else {
                // the corpus's answer to "Behemoth" repeats values in its columns, so it cannot be any Sudoku's answer;
                // the unique answer found above is checked rule by rule instead
                assertTrue(f[0].contains("Behemoth"), f[0] + ": its published answer is not a Latin square");
            }
        }
        assertEquals(corpus().size() - 1, agreed);
    }

    /** Whether a row-major N×N answer repeats no value in a row or a column (judged apart from any reader). */
    private static boolean latin(int[] v) {
        int n = (int) Math.round(Math.sqrt(v.length));
        for (int i = 0; i < n; i++) {
            java.util.Set<Integer> row = new java.util.HashSet<>(), col = new java.util.HashSet<>();
            for (int j = 0; j < n; j++) {
                row.add(v[i * n + j]);
                col.add(v[j * n + i]);
            }
            if (row.size() != n || col.size() != n) return false;
        }
        return true;
    }

    @Test
    void linksOfEveryShapeReadTheSamePuzzle() throws Exception {
        String s = corpus().get(3)[1];
        Puzzle want = FPuzzles.read(s, "t", 1, "p");
        String json = LzString.decompressFromBase64(s);
        for (String form : List.of(FPuzzles.FPUZZLES_LINK + s, "https:www.f-puzzles.com?load=" + s, FPuzzles.SUDOKUPAD_LINK + s,
                "https://sudokupad.app/fpuzzles" + s.replace("+", " "), s, json,
                "https://www.f-puzzles.com/?load=" + s.replace("/", "%2F").replace("+", "%2B") + "&other=1")) {
            Puzzle p = FPuzzles.read(form, "t", 1, "p");
            assertEquals(want.rules(), p.rules(), form);
            assertTrue(FPuzzles.looks(form), form);
        }
    }

    /**
     * Chat programs turn "//" into "/": the slash is put back, as SudokuPad does. lz-string seldom writes "//", so
     * random puzzles are written until three links hold one, which is then collapsed.
     */
    @Test
    void linksWhoseDoubledSlashWasCollapsedStillRead() throws Exception {
        int repaired = 0;
        for (long seed = 1; seed < 5000 && repaired < 3; seed++) {
            Puzzle p = org.cellwise.testing.RandomClues.make(seed);
            String payload = LzString.compressToBase64(FPuzzles.write(p));
            if (!payload.contains("//") || payload.contains("///")) continue;
            String damaged = FPuzzles.FPUZZLES_LINK + payload.replaceFirst("//", "/");
            assertEquals(org.cellwise.puzzle.Signature.of(p), org.cellwise.puzzle.Signature.of(FPuzzles.read(damaged, "t", 1, "p")), damaged);
            repaired++;
        }
        assertEquals(3, repaired);
    }

    @Test
    void theWriterRoundTripsEveryCorpusPuzzle() throws Exception {
        for (String[] f : corpus()) {
            Puzzle p = FPuzzles.read(f[1], "t", 1, "p");
            Puzzle back = FPuzzles.read(FPuzzles.link(p), "t", 1, "p");
            assertEquals(org.cellwise.puzzle.Signature.of(p), org.cellwise.puzzle.Signature.of(back), f[0]);
            Puzzle pad = FPuzzles.read(FPuzzles.sudokuPad(p), "t", 1, "p");
            assertEquals(org.cellwise.puzzle.Signature.of(p), org.cellwise.puzzle.Signature.of(pad), f[0]);
            assertEquals(FPuzzles.link(p), FPuzzles.link(back), f[0]); // the same link again: nothing drifts
        }
    }

    @Test
    void aConstraintCellwiseCannotExpressIsALocatedErrorNamingIt() {
        String json = "{\"size\":9,\"grid\":[],\"doublers\":[{\"cell\":\"R1C1\"}]}";
        FormatException e = assertThrows(FormatException.class, () -> FPuzzles.read("  " + LzString.compressToBase64(json), "f.txt", 7, "p"));
        assertTrue(e.getMessage().contains("f.txt:7:") && e.getMessage().contains("doublers"), e.getMessage());
        FormatException bad = assertThrows(FormatException.class, () -> FPuzzles.read("https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCAzEaX", "f.txt", 3, "p"));
        assertTrue(bad.getMessage().startsWith("f.txt:3:"), bad.getMessage());
    }

    @Test
    void anFpuzzlesExportSavedAsJsonIsReadAsFpuzzles() throws Exception {
        String json = LzString.decompressFromBase64(corpus().get(9)[1]); // the thermometers and irregular regions
        PuzzleReader r = JsonFormat.reader(new LineInput(new java.io.BufferedReader(new java.io.StringReader(json)), "x.json"), "x");
        Puzzle p = r.next();
        assertEquals(FPuzzles.read(corpus().get(9)[1], "t", 1, "x").rules(), p.rules());
        assertTrue(p.rules().stream().anyMatch(x -> x instanceof org.cellwise.rules.Thermometer));
    }
}
