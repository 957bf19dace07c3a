package org.cellwise.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.cellwise.engine.propagation.Model;
import org.cellwise.format.Format;
import org.cellwise.format.Formats;
import org.cellwise.puzzle.Puzzle;
import org.junit.jupiter.api.Test;

/**
 * Clause learning on models that are not only clauses (cages, sums, sandwiches and sum lines through lazy clause
 * generation), against the plain search: same counts, outcomes and solutions on random grids with random clues read
 * off a filling, one in four spoilt, with clause learning from the first nodes on.
 */
class TheoryClauseTest {

    /** A random puzzle of {@code side}×{@code side} as Cellwise text: its rules, clues from {@code full}, a few givens. */
    private static String randomPuzzle(int side, String rules, int[] full, Random rnd) {
        StringBuilder t = new StringBuilder("size " + side + (rules.contains("sudoku") ? "" : " boxes none") + "\nrules " + rules + "\n");
        int[] cage = new int[side * side];
        java.util.Arrays.fill(cage, -1);
        List<List<Integer>> cages = new ArrayList<>();
        for (int start = 0; start < side * side; start++) {
            if (cage[start] >= 0) continue;
            List<Integer> c = new ArrayList<>(List.of(start));
            cage[start] = cages.size();
            int want = 1 + rnd.nextInt(4);
            while (c.size() < want) {
                int from = c.get(rnd.nextInt(c.size())), r = from / side, col = from % side;
                int[][] steps = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
                int[] s = steps[rnd.nextInt(4)];
                int nr = r + s[0], nc = col + s[1];
                if (nr < 0 || nc < 0 || nr >= side || nc >= side || cage[nr * side + nc] >= 0) break;
                cage[nr * side + nc] = cages.size();
                c.add(nr * side + nc);
            }
            cages.add(c);
        }
        boolean spoil = rnd.nextInt(4) == 0;
        for (List<Integer> c : cages) {
            if (rnd.nextInt(3) == 0) continue;
            int bump = spoil && rnd.nextInt(3) == 0 ? 1 : 0;
            String cells = cells(c, side);
            int sum = 0, product = 1;
            java.util.Set<Integer> distinct = new java.util.HashSet<>();
            for (int x : c) {
                sum += full[x];
                product *= full[x];
                distinct.add(full[x]);
            }
            switch (rnd.nextInt(4)) {
                case 0 -> t.append(distinct.size() == c.size() ? "cage " : "sum ").append(sum + bump).append(' ').append(cells);
                case 1 -> t.append("cage ").append(product + bump).append("* ").append(cells);
                case 2 -> t.append("cage ").append(sum + bump).append("+ ").append(cells);
                default -> {
                    if (c.size() != 2) continue;
                    t.append("cage ").append(Math.abs(full[c.get(0)] - full[c.get(1)]) + bump).append("- ").append(cells);
                }
            }
            t.append('\n');
        }
        // an arrow or two: a cell that is the sum of two others somewhere in the grid
        for (int a = 0; a < 2; a++) {
            int x = rnd.nextInt(side * side), y = rnd.nextInt(side * side), z = rnd.nextInt(side * side);
            if (x == y || x == z || y == z || full[x] != full[y] + full[z]) continue;
            t.append("arrow ").append(cells(List.of(x), side)).append(" : ").append(cells(List.of(y, z), side)).append('\n');
        }
        if (rnd.nextBoolean()) { // a sandwich clue on a column
            int col = rnd.nextInt(side), lo = -1, hi = -1;
            for (int r = 0; r < side; r++) {
                if (full[r * side + col] == 1) lo = r;
                if (full[r * side + col] == side) hi = r;
            }
            int between = 0;
            for (int r = Math.min(lo, hi) + 1; r < Math.max(lo, hi); r++) between += full[r * side + col];
            t.append("sandwich ").append(between + (spoil ? 1 : 0)).append(" r0c").append(col + 1).append('\n');
        }
        if (rnd.nextBoolean()) { // a sum line along a walk of neighbours, cut where its segments reach the first's total
            List<Integer> walk = new ArrayList<>(List.of(rnd.nextInt(side * side)));
            int[][] steps = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
            for (int step = 0; step < 4 * side; step++) {
                int from = walk.get(walk.size() - 1);
                int[] d = steps[rnd.nextInt(4)];
                int r = from / side + d[0], col = from % side + d[1];
                if (r >= 0 && col >= 0 && r < side && col < side && !walk.contains(r * side + col)) walk.add(r * side + col);
            }
            int target = 0, partial = 0, end = 0, first = Math.min(walk.size(), 1 + rnd.nextInt(3));
            for (int k = 0; k < first; k++) target += full[walk.get(k)];
            for (int k = 0; k < walk.size(); k++) {
                partial += full[walk.get(k)];
                if (partial == target) {
                    partial = 0;
                    end = k + 1;
                } else if (partial > target) break;
            }
            t.append("sum-line ").append(target + (spoil ? 1 : 0)).append(' ').append(cells(walk.subList(0, end), side)).append('\n');
        }
        for (int g = rnd.nextInt(side); g > 0; g--) {
            int x = rnd.nextInt(side * side);
            t.append("r").append(x / side + 1).append('c').append(x % side + 1).append(" = ").append(full[x]).append('\n');
        }
        return t.toString();
    }

    private static String cells(List<Integer> c, int side) {
        StringBuilder b = new StringBuilder();
        for (int x : c) b.append(b.length() == 0 ? "" : " ").append('r').append(x / side + 1).append('c').append(x % side + 1);
        return b.toString();
    }

    private static Puzzle read(String text) throws Exception {
        return Formats.readAll(text, "test", Format.CELLWISE).get(0);
    }

    private static void agree(int side, String rules, int trials, long seed) throws Exception {
        Random rnd = new Random(seed);
        Agreement tally = new Agreement();
        Puzzle empty = read("size " + side + (rules.contains("sudoku") ? "" : " boxes none") + "\nrules " + rules + "\n");
        int learnt = 0;
        for (int t = 0; t < trials; t++) {
            int[] full = Solver.of(empty).solve(SolveOptions.firstSolution().withRandom(new Random(rnd.nextLong())), 1).first();
            String text = randomPuzzle(side, rules, full, rnd);
            Puzzle p = read(text);
            Model m = new Model(p.size(), p.values(), p.constraints());
            if (m.clausal) continue;
            learnt++;
            long limit = 1 + rnd.nextInt(30);
            tally.compare(p, Solver.clauses(p, 1 + rnd.nextInt(3) * rnd.nextInt(10)), Solver.general(p), limit);
        }
        assertTrue(learnt > trials / 2, "too few models with cages: " + learnt);
        // a 6×6 non-consecutive Latin square is nearly determined by its rule: clues leave one filling or none
        assertTrue(tally.none > 0 && tally.unique > 0 && (tally.several > 0 || rules.contains("non-consecutive")), rules + ": " + tally);
    }

    @Test
    void agreesWithThePlainSearchOnCagesSumsAndLines() throws Exception {
        agree(6, "sudoku", Integer.getInteger("trials", 150), 11);
        agree(5, "latin", 150, 12);
        agree(6, "latin non-consecutive", 80, 13);
    }

    @Test
    void agreesWhenTheCubesSplitOften() throws Exception {
        Random rnd = new Random(21);
        Puzzle empty = read("size 6\nrules sudoku\n");
        for (int t = 0; t < 40; t++) {
            int[] full = Solver.of(empty).solve(SolveOptions.firstSolution().withRandom(new Random(rnd.nextLong())), 1).first();
            Puzzle p = read(randomPuzzle(6, "sudoku", full, rnd));
            Result want = Solver.general(p).solve(SolveOptions.upTo(1000), 0);
            Result got = Solver.clauses(p, 1, 5 + rnd.nextInt(40)).solve(SolveOptions.upTo(1000), 0);
            assertEquals(want.count(), got.count(), p.toString());
            assertEquals(want.outcome(), got.outcome());
        }
    }

    /**
     * Two killer stalls of data/stalls.cw, decided by clause learning: cages on a 12×12 non-consecutive Latin square
     * with two solutions (the plain search took 47 s of CPU), and on a jigsaw with none (5 s).
     */
    @Test
    void decidesStallsWithCages() throws Exception {
        java.util.Map<String, Puzzle> stalls = new java.util.HashMap<>();
        for (Puzzle p : Formats.readAll(org.cellwise.testing.TestFiles.data().resolve("stalls.cw"))) stalls.put(p.name(), p);
        Puzzle two = stalls.get("killer-nc-2-57");
        assertFalse(new Model(two.size(), two.values(), two.constraints()).clausal);
        Result r = Solver.of(two).solve(SolveOptions.upTo(2), 2);
        assertEquals(2, r.count());
        assertEquals(Outcome.LIMIT, r.outcome());
        for (int[] sol : r.solutions()) assertTrue(org.cellwise.testing.ChocoOracle.satisfies(two, sol));
        Result none = Solver.of(stalls.get("killer-jig-3-18")).solve(SolveOptions.upTo(2), 0);
        assertEquals(0, none.count());
        assertEquals(Outcome.COMPLETE, none.outcome());
    }

    /** The same solutions in the same order, count, outcome and statistics on one thread and on two. */
    @Test
    void cagesGetTheSameAnswerOnTwoThreads() throws Exception {
        java.util.Map<String, Puzzle> stalls = new java.util.HashMap<>();
        for (Puzzle p : Formats.readAll(org.cellwise.testing.TestFiles.data().resolve("stalls.cw"))) stalls.put(p.name(), p);
        List<Puzzle> cases = new ArrayList<>(List.of(stalls.get("killer-jig-3-18"), stalls.get("killer-nc-2-57")));
        Random rnd = new Random(31);
        Puzzle empty = read("size 6\nrules sudoku\n");
        for (int t = 0; t < 20; t++) {
            int[] full = Solver.of(empty).solve(SolveOptions.firstSolution().withRandom(new Random(rnd.nextLong())), 1).first();
            cases.add(read(randomPuzzle(6, "sudoku", full, rnd)));
        }
        try {
            for (Puzzle p : cases) {
                Result[] r = new Result[2];
                List<List<int[]>> sols = new ArrayList<>();
                for (int threads = 1; threads <= 2; threads++) {
                    Cores.allow(threads);
                    List<int[]> found = new ArrayList<>();
                    long limit = p.name().startsWith("killer") ? 2 : 50; // a stall: its first two solutions
                    r[threads - 1] = Solver.clauses(p, 1, 100).solve(SolveOptions.upTo(limit).withListener(found::add), 0);
                    sols.add(found);
                }
                assertEquals(r[0].count(), r[1].count(), p.name());
                assertEquals(r[0].outcome(), r[1].outcome());
                assertEquals(r[0].stats().failures(), r[1].stats().failures());
                assertEquals(sols.get(0).size(), sols.get(1).size());
                for (int i = 0; i < sols.get(0).size(); i++)
                    org.junit.jupiter.api.Assertions.assertArrayEquals(sols.get(0).get(i), sols.get(1).get(i));
            }
        } finally {
            Cores.allow(1);
        }
    }

    @Test
    void cagesAreNotClausal() throws Exception {
        assertFalse(new Model(36, read("size 6\nrules sudoku\ncage 3 r1c1 r1c2\n").values(),
                read("size 6\nrules sudoku\ncage 3 r1c1 r1c2\n").constraints()).clausal);
    }
}
