package org.cellwise.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeMap;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.model.ValueRange;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.Arrow;
import org.cellwise.rules.Givens;
import org.cellwise.rules.KillerCage;
import org.cellwise.rules.LittleKiller;
import org.cellwise.rules.Rule;
import org.cellwise.rules.RuleCatalog;
import org.cellwise.testing.ChocoOracle;
import org.junit.jupiter.api.Test;

/**
 * Sums bounded by the cells that must differ, and the sums the engine derives from them (the 45 rule over long
 * stretches, houses against the sums crossing them, sums added together), against choco-solver on random puzzles
 * made of them: killer cages with cells left out, little killers, pill arrows (a two-cell number in reading order)
 * and plain arrows, on 6×6 and 9×9 Sudokus, their totals read off a random filled grid (one clue in 24 spoiled),
 * with some givens. Solution counts up to a cap must agree. No time limit: the searches are bounded by their size.
 */
class SumsOracleTest {
    private static final long CAP = 12;

    @Test
    void engineAgreesWithChocoOnRandomSums() {
        long base = Long.getLong("cellwise.oracle.seed", 20261128L);
        int cases = Integer.getInteger("cellwise.oracle.sumCases", 240);
        List<String> failures = new ArrayList<>();
        int unsat = 0, unique = 0, many = 0, pills = 0;
        for (int i = 0; i < cases; i++) {
            long seed = base + i;
            Puzzle p = make(seed);
            pills += p.rules().stream().filter(r -> r instanceof Arrow a && a.circle().size() == 2).count();
            List<int[]> sols = new ArrayList<>();
            Result ours = Solver.of(p).solve(SolveOptions.upTo(CAP).withListener(sols::add), 0);
            long theirs = ChocoOracle.count(p, CAP);
            if (ours.count() != theirs) failures.add("seed " + seed + ": engine counted " + ours.count() + ", choco " + theirs);
            for (int[] s : sols)
                if (!ChocoOracle.satisfies(p, s)) {
                    failures.add("seed " + seed + ": a solution that breaks a constraint");
                    break;
                }
            if (theirs == 0) unsat++;
            else if (theirs == 1) unique++;
            else many++;
        }
        assertTrue(failures.isEmpty(), failures.size() + " of " + cases + " disagree:\n" + String.join("\n", failures));
        assertTrue(unsat > cases / 20 && unique > cases / 20 && many > cases / 20 && pills > cases / 4,
                "outcomes: " + unsat + " none, " + unique + " unique, " + many + " several; " + pills + " pill arrows");
    }

    /** Four little killers of 49 leave no solution: their total shows it, so the search is short. */
    @Test
    void littleKillersWithNoSolutionAreRefutedQuickly() {
        List<Rule> rules = new ArrayList<>(RuleCatalog.lookup("sudoku"));
        // ISS's "Zero solution: Little Killer" (data/iss/slow-cases.cw): eight diagonals of 49, as r0c10 DL ...
        int[][] clues = {{0, 10, 'D', 'L'}, {0, 9, 'D', 'L'}, {10, 1, 'U', 'R'}, {10, 2, 'U', 'R'}, {8, 10, 'U', 'L'},
                {0, 0, 'D', 'R'}, {1, 0, 'D', 'R'}, {2, 0, 'D', 'R'}};
        for (int[] c : clues)
            rules.add(new LittleKiller(new Cell(c[0] - 1, c[1] - 1), LittleKiller.Direction.of("" + (char) c[2] + (char) c[3]), 49));
        Puzzle p = Puzzle.builder().name("zero little killer").values(ValueRange.of(9)).grid(Grid.standard(9)).rules(rules).build();
        Result r = Solver.of(p).solve(SolveOptions.upTo(2).withMaxNodes(5_000));
        assertTrue(r.impossible(), "proved without a solution within 5,000 nodes: " + r.outcome() + " after " + r.stats().nodes());
    }

    /** A 32-cell line from a pill of 98, no other clue: its rows bound it to the one answer, with no guess. */
    @Test
    void aLongPillArrowIsSettledWithoutGuessing() throws Exception {
        Puzzle p = org.cellwise.format.Formats.readAll("""
                size 9
                rules sudoku
                arrow r1c8 r1c9 : r1c7 r1c6 r1c5 r2c4 r2c3 r2c2 r2c1 r3c1 r4c1 r4c2 r5c2 r5c1 r6c1 r6c2 r7c2 r7c1 r8c1 r8c2 r8c3 r7c3 r7c4 r6c4 r6c3 r5c3 r5c4 r5c5 r6c5 r7c5 r7c6 r6c6 r6c7 r6c8
                """, "long sums 3", org.cellwise.format.Format.CELLWISE).get(0);
        Result r = Solver.of(p).solve(SolveOptions.upTo(2));
        assertTrue(r.unique());
        assertEquals(0, r.stats().guesses());
    }

    static Puzzle make(long seed) {
        Random rnd = new Random(seed);
        int n = rnd.nextInt(3) == 0 ? 6 : 9;
        Grid grid = Grid.standard(n);
        List<Rule> rules = new ArrayList<>(RuleCatalog.lookup("sudoku"));
        Puzzle base = Puzzle.builder().name("sums-" + seed).values(ValueRange.of(n)).grid(grid).rules(rules).build();
        int[] f = Solver.of(base).solve(SolveOptions.firstSolution().withRandom(rnd), 1).first();
        boolean[] caged = new boolean[n * n];
        int cages = rnd.nextInt(n + 4);
        for (int k = 0; k < cages; k++) {
            List<Cell> cells = walk(rnd, n, 2 + rnd.nextInt(4), caged, true);
            if (cells.size() < 2) continue;
            for (Cell c : cells) caged[c.row() * n + c.col()] = true;
            rules.add(new KillerCage(String.valueOf((char) ('a' + k % 26)) + k, cells, spoil(rnd, sum(cells, f, n))));
        }
        int lines = rnd.nextInt(4);
        for (int k = 0; k < lines; k++) {
            LittleKiller.Direction d = LittleKiller.Direction.values()[rnd.nextInt(4)];
            int along = rnd.nextInt(n);
            Cell at = d.dr > 0 ? new Cell(-1, along) : new Cell(n, along);
            try {
                List<Cell> cells = new LittleKiller(at, d, 0).cells(base.canvas());
                rules.add(new LittleKiller(at, d, spoil(rnd, sum(cells, f, n))));
            } catch (IllegalArgumentException pointsNowhere) {
                // a clue pointing past the grid's corner: none
            }
        }
        int arrows = 1 + rnd.nextInt(3);
        for (int k = 0, tries = 0; k < arrows && tries < 40; tries++) {
            boolean pill = n == 9 && rnd.nextInt(3) > 0;
            List<Cell> line = walk(rnd, n, pill ? 24 : 5, new boolean[n * n], false);
            if (line.size() < (pill ? 4 : 2)) continue;
            List<Cell> circle = pill ? reading(line.subList(0, 2)) : line.subList(0, 1);
            if (pill && !adjacent(circle)) continue;
            long want = pill ? 10L * f[index(circle.get(0), n)] + f[index(circle.get(1), n)] : f[index(circle.get(0), n)];
            // the line runs until it reaches the circle's number, and is kept when it hits it (or is spoiled)
            List<Cell> rest = line.subList(circle.size(), line.size());
            int end = 0;
            long total = 0;
            while (end < rest.size() && total < want) total += f[index(rest.get(end++), n)];
            if (end == 0 || total != want && rnd.nextInt(24) > 0) continue;
            rules.add(new Arrow(circle, List.of(List.copyOf(rest.subList(0, end)))));
            k++;
        }
        TreeMap<Cell, Integer> givens = new TreeMap<>();
        // a 9×9 with next to no givens and long lines has thousands of solutions, which choco counts for minutes
        double density = n == 9 ? 0.25 + 0.35 * rnd.nextDouble() : 0.4 * rnd.nextDouble();
        for (int i = 0; i < f.length; i++) if (rnd.nextDouble() < density) givens.put(base.cells().get(i), f[i]);
        if (!givens.isEmpty()) rules.add(new Givens(givens));
        return base.withRules(rules);
    }

    private static int spoil(Random rnd, int sum) {
        return rnd.nextInt(24) == 0 ? sum + (rnd.nextBoolean() ? 1 : -1) : sum;
    }

    private static int sum(List<Cell> cells, int[] f, int n) {
        int s = 0;
        for (Cell c : cells) s += f[index(c, n)];
        return s;
    }

    private static int index(Cell c, int n) {
        return c.row() * n + c.col();
    }

    /** The two cells in reading order. */
    private static List<Cell> reading(List<Cell> two) {
        List<Cell> c = new ArrayList<>(two);
        c.sort((a, b) -> a.row() != b.row() ? Integer.compare(a.row(), b.row()) : Integer.compare(a.col(), b.col()));
        return c;
    }

    /** Side by side or one above the other: a pill. */
    private static boolean adjacent(List<Cell> two) {
        Cell a = two.get(0), b = two.get(1);
        return Math.abs(a.row() - b.row()) + Math.abs(a.col() - b.col()) == 1;
    }

    /** A path of distinct cells (orthogonal steps, or king steps), avoiding {@code taken}. */
    private static List<Cell> walk(Random rnd, int n, int len, boolean[] taken, boolean orthogonal) {
        List<Cell> path = new ArrayList<>();
        int start = rnd.nextInt(n * n);
        if (taken[start]) return path;
        Cell at = new Cell(start / n, start % n);
        path.add(at);
        for (int i = 1; i < len; i++) {
            Cell next = null;
            for (int tries = 0; tries < 10 && next == null; tries++) {
                int dr = rnd.nextInt(3) - 1, dc = rnd.nextInt(3) - 1;
                if (orthogonal && dr != 0 && dc != 0) continue;
                int r = at.row() + dr, c = at.col() + dc;
                Cell x = new Cell(r, c);
                if (r >= 0 && c >= 0 && r < n && c < n && !taken[r * n + c] && !path.contains(x)) next = x;
            }
            if (next == null) break;
            path.add(next);
            at = next;
        }
        return path;
    }
}
