package org.cellwise.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import org.cellwise.check.Checker;
import org.cellwise.check.Report;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.format.Format;
import org.cellwise.format.FormatException;
import org.cellwise.format.Formats;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.ChocoOracle;
import org.junit.jupiter.api.Test;

/**
 * The setter clues of issue #34 (indexers, lockout, modular, zipper, Nabner lines, double arrows, corner dots and
 * marks), each judged apart from its own code: every 4×4 Latin square (or Sudoku) is enumerated here, the clue's
 * rule text is written out again as a plain predicate, and the engine must find exactly the squares the predicate
 * keeps, and choco as many. A 9×9 puzzle with all of them has one answer, the one choco finds.
 */
class SetterCluesTest {
    /** Every 4×4 Latin square, with 2×2 boxes all different too when {@code sudoku}. */
    static List<int[][]> squares(boolean sudoku) {
        List<int[][]> out = new ArrayList<>();
        fill(new int[4][4], 0, sudoku, out);
        return out;
    }

    private static void fill(int[][] g, int at, boolean sudoku, List<int[][]> out) {
        if (at == 16) {
            int[][] copy = new int[4][];
            for (int r = 0; r < 4; r++) copy[r] = g[r].clone();
            out.add(copy);
            return;
        }
        int r = at / 4, c = at % 4;
        for (int v = 1; v <= 4; v++) {
            boolean ok = true;
            for (int k = 0; k < 4 && ok; k++) ok = (k >= c || g[r][k] != v) && (k >= r || g[k][c] != v);
            for (int k = 0; k < at && ok && sudoku; k++)
                if (k / 4 / 2 == r / 2 && k % 4 / 2 == c / 2 && g[k / 4][k % 4] == v) ok = false;
            if (!ok) continue;
            g[r][c] = v;
            fill(g, at + 1, sudoku, out);
            g[r][c] = 0;
        }
    }

    static int[] cell(String name) {
        org.cellwise.model.Cell c = Clues.cell(name);
        return new int[] {c.row(), c.col()};
    }

    static int at(int[][] g, String name) {
        int[] c = cell(name);
        return g[c[0]][c[1]];
    }

    static String key(int[] values) {
        return java.util.Arrays.toString(values);
    }

    static String key(int[][] g) {
        int[] flat = new int[16];
        for (int i = 0; i < 16; i++) flat[i] = g[i / 4][i % 4];
        return key(flat);
    }

    /**
     * The puzzle's solutions, by the engine, are exactly the squares the predicate keeps, and choco counts as many.
     * Returns how many there are, so a test can say it is not a trivial case.
     */
    static int agrees(String clues, boolean sudoku, Predicate<int[][]> rule) throws Exception {
        Puzzle p = Formats.readAll("size 4\nrules " + (sudoku ? "sudoku" : "latin") + "\n" + clues, "t.cw", null).get(0);
        Set<String> want = new TreeSet<>();
        for (int[][] g : squares(sudoku)) if (rule.test(g)) want.add(key(g));
        Result r = Solver.of(p).solve(SolveOptions.upTo(1000), 1000);
        Set<String> got = new TreeSet<>();
        for (int[] s : r.solutions()) got.add(key(s));
        Set<String> missing = new TreeSet<>(want), extra = new TreeSet<>(got);
        missing.removeAll(got);
        extra.removeAll(want);
        assertTrue(missing.isEmpty() && extra.isEmpty(), clues + ": " + want.size() + " squares keep the rule, the engine found "
                + got.size() + "; missed " + missing.stream().limit(3).toList() + ", extra " + extra.stream().limit(3).toList());
        assertEquals(want.size(), ChocoOracle.count(p, 1000), "choco on " + clues);
        for (int[][] g : squares(sudoku)) { // the checker's word on every square, true or not
            int[] flat = new int[16];
            for (int i = 0; i < 16; i++) flat[i] = g[i / 4][i % 4];
            assertEquals(rule.test(g), Checker.holds(p, flat), clues + " on " + key(g));
        }
        return want.size();
    }

    @Test
    void aRowIndexerPutsItsRowNumberInTheRowItNames() throws Exception {
        // r1c1 holding V: row V of column 1 holds 1; r3c2 holding V: row V of column 2 holds 3
        int n = agrees("row-indexer r1c1 r3c2\n", false, g -> g[at(g, "r1c1") - 1][0] == 1 && g[at(g, "r3c2") - 1][1] == 3);
        assertTrue(n > 0 && n < 576, "a real restriction: " + n);
    }

    @Test
    void aColumnIndexerPutsItsColumnNumberInTheColumnItNames() throws Exception {
        // column 1 all indexers, as the 1 of a 159 Sudoku: r R c1 holding V puts 1 in r R c V
        int n = agrees("column-indexer r1c1 r2c1 r3c1 r4c1\n", false, g -> {
            for (int r = 0; r < 4; r++) if (g[r][g[r][0] - 1] != 1) return false;
            return true;
        });
        assertTrue(n > 0 && n < 576, "a real restriction: " + n);
    }

    @Test
    void onValuesFromZeroAnIndexerStillCountsPositionsFromOne() throws Exception {
        // values 0..3, as Sigh's solver reads them: r1c2 holding V (1..3; 0 names nothing) puts 2 in r1cV; r2c4 can
        // index nothing, as no value names its position 4, so that puzzle has no solution
        Puzzle p = Formats.readAll("size 4\nvalues 0..3\nrules latin\ncolumn-indexer r1c2\n", "t.cw", null).get(0);
        Set<String> want = new TreeSet<>();
        List<int[]> all = new ArrayList<>();
        for (int[][] g : squares(false)) {
            int[] flat = new int[16];
            for (int i = 0; i < 16; i++) flat[i] = g[i / 4][i % 4] - 1;
            all.add(flat);
            int v = flat[1];
            if (v >= 1 && flat[v - 1] == 2) want.add(key(flat));
        }
        Set<String> got = new TreeSet<>();
        for (int[] s : Solver.of(p).solve(SolveOptions.upTo(1000), 1000).solutions()) got.add(key(s));
        assertEquals(want, got);
        assertTrue(want.size() > 0 && want.size() < 576, "a real restriction: " + want.size());
        assertEquals(want.size(), ChocoOracle.count(p, 1000));
        for (int[] flat : all) assertEquals(want.contains(key(flat)), Checker.holds(p, flat), key(flat));
        Puzzle none = Formats.readAll("size 4\nvalues 0..3\nrules latin\ncolumn-indexer r2c4\n", "t.cw", null).get(0);
        assertTrue(Solver.of(none).solve(SolveOptions.upTo(1), 1).impossible());
    }

    @Test
    void aBoxIndexerCountsPositionsInReadingOrder() throws Exception {
        // r1c1 is position 1 of box 1 (r1c1 r1c2 r2c1 r2c2); r2c4 is position 4 of box 2 (r1c3 r1c4 r2c3 r2c4)
        String[][] box = {{"r1c1", "r1c2", "r2c1", "r2c2"}, {"r1c3", "r1c4", "r2c3", "r2c4"}};
        int n = agrees("box-indexer r1c1 r2c4\n", true, g -> at(g, box[0][at(g, "r1c1") - 1]) == 1 && at(g, box[1][at(g, "r2c4") - 1]) == 4);
        assertTrue(n > 0 && n < 288, "a real restriction: " + n);
    }

    @Test
    void aBoxIndexerOnANamedRegionCountsInTheOrderGiven() throws Exception {
        // r2c1 is position 3; holding V, it names position V, which holds 3, and no other cell of the region holds 3
        // (in a region whose values differ, as every f-puzzles region's do, the second half follows from the first)
        String[] region = {"r3c2", "r1c1", "r2c1", "r3c1"};
        int n = agrees("box-indexer r2c1 : r3c2 r1c1 r2c1 r3c1\n", false, g -> {
            for (int k = 1; k <= 4; k++)
                if (k != 3 && (at(g, "r2c1") == k) != (at(g, region[k - 1]) == 3)) return false;
            return true;
        });
        assertTrue(n > 0 && n < 576, "a real restriction: " + n);
    }

    @Test
    void aLockoutLineKeepsItsCellsOutsideItsDiamonds() throws Exception {
        // 4 values: the diamonds differ by at least 2; the cells between lie outside their span, equal to neither
        int n = agrees("lockout r1c1 r2c2 r3c3 r4c4\n", false, g -> {
            int a = at(g, "r1c1"), b = at(g, "r4c4"), lo = Math.min(a, b), hi = Math.max(a, b);
            for (String m : List.of("r2c2", "r3c3")) if (at(g, m) >= lo && at(g, m) <= hi) return false;
            return hi - lo >= 2;
        });
        assertTrue(n > 0 && n < 576, "a real restriction: " + n);
        agrees("lockout r1c1 r2c2\n", false, g -> Math.abs(at(g, "r1c1") - at(g, "r2c2")) >= 2);
    }

    @Test
    void aModularLineHoldsThreeRemaindersInEveryThreeCells() throws Exception {
        String[] line = {"r1c1", "r2c1", "r2c2", "r3c2", "r3c3"};
        int n = agrees("modular " + String.join(" ", line) + "\n", false, g -> {
            for (int i = 0; i < line.length; i++)
                for (int j = i + 1; j < line.length && j < i + 3; j++) if (at(g, line[i]) % 3 == at(g, line[j]) % 3) return false;
            return true;
        });
        assertTrue(n > 0 && n < 576, "a real restriction: " + n);
    }

    /**
     * A modular line of two cells holds two different remainders mod 3, as the solvers that read f-puzzles' modular
     * lines do (Rangsk's SudokuSolver links every two cells of the line at different positions mod 3; Sigh's ISS makes
     * the first three cells, here both, differ mod 3): one group of consecutive cells, shorter than three. The same
     * from the text format and from an f-puzzles link's {@code modularline}.
     */
    @Test
    void aModularLineOfTwoCellsHoldsTwoRemainders() throws Exception {
        int n = agrees("modular r1c1 r2c2\n", false, g -> at(g, "r1c1") % 3 != at(g, "r2c2") % 3);
        assertTrue(n > 0 && n < 576, "a real restriction: " + n);
        String grid = "\"grid\":[" + String.join(",", java.util.Collections.nCopies(4, "[{},{},{},{}]")) + "]";
        Puzzle link = Formats.readAll("{\"size\":4," + grid + ",\"modularline\":[{\"lines\":[[\"R1C1\",\"R2C2\"]]}]}", "l.txt", null).get(0);
        Puzzle text = Formats.readAll("size 4\nrules sudoku\nmodular r1c1 r2c2\n", "t.cw", null).get(0);
        assertEquals(org.cellwise.puzzle.Signature.of(text), org.cellwise.puzzle.Signature.of(link));
        // 1 and 4 share a remainder: never both on the line; 1 and 2 do not
        assertEquals(0, Solver.of(Formats.readAll("size 4\nrules sudoku\nmodular r1c1 r2c2\nr1c1 = 1\nr2c2 = 4\n", "t.cw", null).get(0))
                .solve(SolveOptions.upTo(1), 1000).count());
        assertTrue(Solver.of(Formats.readAll("size 4\nrules sudoku\nmodular r1c1 r2c2\nr1c1 = 1\nr2c2 = 3\n", "t.cw", null).get(0))
                .solve(SolveOptions.upTo(1), 1000).count() > 0);
    }

    @Test
    void aZipperLineAddsUpAlikeFromItsMiddle() throws Exception {
        // odd: each pair adds up to the middle cell, r3c1
        int n = agrees("zipper r1c1 r2c1 r3c1 r3c2 r3c3\n", false,
                g -> at(g, "r1c1") + at(g, "r3c3") == at(g, "r3c1") && at(g, "r2c1") + at(g, "r3c2") == at(g, "r3c1"));
        assertTrue(n > 0 && n < 576, "a real restriction: " + n);
        // even: the pairs add up alike, with no middle cell
        n = agrees("zipper r1c1 r2c2 r3c3 r4c4 r4c3 r4c2\n", false, g -> {
            int s = at(g, "r1c1") + at(g, "r4c2");
            return at(g, "r2c2") + at(g, "r4c3") == s && at(g, "r3c3") + at(g, "r4c4") == s;
        });
        assertTrue(n > 0 && n < 576, "a real restriction: " + n);
    }

    @Test
    void aNabnerLineHoldsNoTwoEqualOrConsecutiveValues() throws Exception {
        int n = agrees("nabner r1c1 r2c2\nnabner r3c1 r4c3\n", false,
                g -> Math.abs(at(g, "r1c1") - at(g, "r2c2")) >= 2 && Math.abs(at(g, "r3c1") - at(g, "r4c3")) >= 2);
        assertTrue(n > 0 && n < 576, "a real restriction: " + n);
        assertEquals(0, agrees("nabner r1c1 r2c2 r3c3\n", false, g -> false)); // three values 2 apart need 5 values
    }

    @Test
    void aDoubleArrowsCirclesAddUpToItsLine() throws Exception {
        int n = agrees("double-arrow r1c1 r1c2 r2c2 r2c3\n", false, g -> at(g, "r1c1") + at(g, "r2c3") == at(g, "r1c2") + at(g, "r2c2"));
        assertTrue(n > 0 && n < 576, "a real restriction: " + n);
    }

    @Test
    void dotsAndMarksOnCornersJoinDiagonalNeighbours() throws Exception {
        int n = agrees("white r1c1 r2c2\nblack r3c2 r4c1\n", false, g -> Math.abs(at(g, "r1c1") - at(g, "r2c2")) == 1
                && (at(g, "r3c2") == 2 * at(g, "r4c1") || at(g, "r4c1") == 2 * at(g, "r3c2")));
        assertTrue(n > 0 && n < 576, "a real restriction: " + n);
        n = agrees("v r1c2 r2c1\n", false, g -> at(g, "r1c2") + at(g, "r2c1") == 5);
        assertTrue(n > 0 && n < 576, "a real restriction: " + n);
        assertEquals(0, agrees("x r3c3 r4c4\n", false, g -> false)); // 4 + 4 is the most two cells add up to
        // a corner dot neither needs nor spares a side-by-side pair from the negative constraint: the same relations
        // with it as without it, and its own difference
        Set<String> plain = signature("negative white\nwhite r2c2 r2c3\n"), corner = signature("negative white\nwhite r2c2 r2c3\nwhite r1c1 r2c2\n");
        assertTrue(corner.containsAll(plain), "nothing spared");
        corner.removeAll(plain);
        assertEquals(1, corner.size(), corner.toString());
        assertTrue(corner.iterator().next().startsWith("relation DIFFERENCE 1 0 5"), corner.toString());
        Puzzle p = Formats.readAll("size 4\nrules latin\nwhite r1c1 r2c2\nwhite r1c1 r1c2\nx r3c3 r4c4\n", "t.cw", null).get(0);
        assertEquals(List.of("Kropki", "DiagonalKropki", "DiagonalXV"),
                p.rules().stream().filter(x -> x instanceof Clue).map(x -> x.getClass().getSimpleName()).toList());
    }

    static Set<String> signature(String clues) throws Exception {
        Puzzle p = Formats.readAll("size 4\nrules latin\n" + clues, "t.cw", null).get(0);
        return new TreeSet<>(List.of(org.cellwise.puzzle.Signature.of(p).split("\n")));
    }

    @Test
    void badShapesAreRefusedWhereTheyAreWritten() {
        String head = "size 4\nrules latin\n";
        for (String[] bad : new String[][] {
                {"white r1c1 r3c3\n", "3:7", "neighbours"},
                {"double-arrow r1c1 r1c2\n", "3:1", "at least 3 cells"},
                {"lockout r1c1\n", "3:1", "at least 2 cells"},
                {"box-indexer r1c1 : r1c2 r1c3 r1c4 r2c1\n", "3:1", "not in the region"},
                {"row-indexer r1c1 r1c1\n", "3:18", "named twice"},
                {"modular r1c1 r1c9\n", "3:14", "r1c9"}}) { // every error at the word it is about
            FormatException e = assertThrows(FormatException.class, () -> Formats.readAll(head + bad[0], "t.cw", null), bad[0]);
            assertTrue(e.getMessage().startsWith("t.cw:" + bad[1]) && e.getMessage().contains(bad[2]), bad[0] + " -> " + e.getMessage());
        }
        // found against the finished canvas, and still said at the clue's own statement
        FormatException box = assertThrows(FormatException.class, () -> Formats.readAll("size 5\nrules latin\nbox-indexer r1c1\n", "t.cw", null));
        assertTrue(box.getMessage().startsWith("t.cw:3:1:") && box.getMessage().contains("r1c1 is in no box"), box.getMessage());
        // an indexer names positions 1..N of its N cells: values that name none are refused
        FormatException e = assertThrows(FormatException.class, () -> Formats.readAll("size 4\nvalues 5..8\nrules latin\ncolumn-indexer r1c1\n", "t.cw", null));
        assertTrue(e.getMessage().startsWith("t.cw:4:1:") && e.getMessage().contains("names one of 4 cells by its value (1..4), and no value of 5..8 does"), e.getMessage());
        // the same in the JSON format: at the clue's string
        FormatException json = assertThrows(FormatException.class, () -> Formats.readAll(
                "{\"size\": 5, \"rules\": [\"latin\"],\n \"clues\": [\"thermo r1c1 r1c2\", \"box-indexer r1c1\"]}", "t.json", Format.JSON));
        assertTrue(json.getMessage().startsWith("t.json:2:33:") && json.getMessage().contains("r1c1 is in no box"), json.getMessage());
    }

    /** A 9×9 with every new clue and a few givens: one answer, choco's, and every clue holds in it as its rule says. */
    @Test
    void aNineByNineWithEveryNewClueHasChocosOneAnswer() throws Exception {
        Puzzle p = Formats.readAll(NINE, "nine.cw", null).get(0);
        Result r = Solver.of(p).uniqueness();
        assertTrue(r.solved() && r.unique(), "unique");
        int[] s = r.first();
        assertEquals(1, ChocoOracle.count(p, 2), "choco finds one answer too");
        assertTrue(ChocoOracle.satisfies(p, s));
        int[][] g = new int[9][9];
        for (int i = 0; i < 81; i++) g[i / 9][i % 9] = s[i];
        // the 1 of rows 1-3 where the column indexers of column 1 say; the row indexer r9c9; the box indexer r5c5
        for (int row = 0; row < 3; row++) assertEquals(1, g[row][g[row][0] - 1]);
        assertEquals(9, g[g[8][8] - 1][8]);
        int[][] box5 = {{3, 3}, {3, 4}, {3, 5}, {4, 3}, {4, 4}, {4, 5}, {5, 3}, {5, 4}, {5, 5}};
        assertEquals(5, g[box5[g[4][4] - 1][0]][box5[g[4][4] - 1][1]]);
        int a = g[0][2], b = g[2][4];
        assertTrue(Math.abs(a - b) >= 4 && (g[1][3] < Math.min(a, b) || g[1][3] > Math.max(a, b)), "lockout");
        assertTrue(g[6][0] + g[6][4] == g[8][2] && g[7][1] + g[7][3] == g[8][2], "zipper");
        assertTrue(Math.abs(g[5][5] - g[6][6]) >= 2, "nabner");
        assertEquals(g[1][6] + g[2][8], g[1][7] + g[2][7], "double arrow");
        assertEquals(1, Math.abs(g[4][0] - g[5][1]), "corner white dot");
        assertEquals(10, g[7][7] + g[8][6], "corner X");
        Report report = Checker.check(p, s);
        assertTrue(report.ok(), report.summary());
    }

    static final String NINE = """
            name setter clues
            size 9
            rules sudoku
            column-indexer r1c1 r2c1 r3c1
            row-indexer r9c9
            box-indexer r5c5
            lockout r1c3 r2c4 r3c5
            modular r4c1 r4c2 r4c3 r5c3
            zipper r7c1 r8c2 r9c3 r8c4 r7c5
            nabner r6c6 r7c7
            double-arrow r2c7 r2c8 r3c8 r3c9
            white r5c1 r6c2
            x r8c8 r9c7
            givens
            . . . 7 . 5 . 6 .
            . . 8 . . 2 3 . .
            7 . . . 8 . . . 4
            . . . . . . . 9 8
            . . . 8 . 9 . . 2
            8 4 . . . . 5 1 .
            . . 4 . . . . . 3
            6 . . 4 . . . . .
            . . . . . . . . .
            """;

    /** Explanations say an indexer's pair and a Nabner pair in words, with the cells named. */
    @Test
    void explanationsReadInWords() throws Exception {
        Puzzle p = Formats.readAll("size 4\nrules latin\ncolumn-indexer r1c1\ngivens\n. . 2 .\n. . . .\n. . . .\n. . . 2\n", "t.cw", null).get(0);
        List<String> steps = org.cellwise.logic.Explainer.explain(p, null, org.cellwise.logic.Explainer.Options.DEFAULT.withMaxSteps(1))
                .steps().stream().map(org.cellwise.logic.board.Step::text).toList();
        assertEquals(List.of("column indexer r1c1: r1c2: r1c1 holds 2 exactly when r1c2 holds 1, and r1c1 cannot be 2, so r1c2 cannot be 1."), steps);
        p = Formats.readAll("size 4\nrules latin\nnabner r1c1 r2c2\ngivens\n. . 3 4\n. . . .\n. . . .\n. . . .\n", "t.cw", null).get(0);
        steps = org.cellwise.logic.Explainer.explain(p, null, org.cellwise.logic.Explainer.Options.DEFAULT.withMaxSteps(1))
                .steps().stream().map(org.cellwise.logic.board.Step::text).toList();
        assertEquals(List.of("nabner r1c1: r1c1/r2c2: r1c1 and r2c2 are at least 2 apart, and r1c1 is 1/2 while r2c2 is 1/2/3/4, so r2c2 cannot be 1/2."), steps);
    }

    @Test
    void theCheckerNamesABrokenClueInItsOwnWords() throws Exception {
        Puzzle p = Formats.readAll("size 4\nrules latin\nlockout r1c1 r1c2 r1c3\ncolumn-indexer r2c1\n", "t.cw", null).get(0);
        // a Latin square where r1c2 = 2 lies between the diamonds 1 and 4, and r2c1 = 3 while the 1 of row 2 is in column 4
        int[] v = {1, 2, 4, 3, 3, 4, 2, 1, 2, 1, 3, 4, 4, 3, 1, 2};
        Report r = Checker.check(p, v);
        assertFalse(r.ok());
        List<Report.Line> broken = r.shown(false);
        List<String> texts = broken.stream().map(Report.Line::text).toList();
        assertEquals(3, broken.size(), texts.toString());
        assertTrue(texts.stream().anyMatch(t -> t.startsWith("lockout r1c1-r1c3: r1c2:") && t.contains("r1c2 lies outside the span of r1c1 and r1c3")), texts.toString());
        assertTrue(texts.stream().anyMatch(t -> t.startsWith("column indexer r2c1: r2c3:") && t.contains("r2c1 = 3 exactly when r2c3 = 1")), texts.toString());
        assertTrue(texts.stream().anyMatch(t -> t.startsWith("column indexer r2c1: r2c4:") && t.contains("r2c1 = 4 exactly when r2c4 = 1")), texts.toString());
        assertEquals(List.of("r1c1", "r1c2", "r1c3"), broken.stream().filter(l -> l.text().startsWith("lockout")).findFirst().orElseThrow().culprits());
    }
}
