package org.cellwise.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.model.Cell;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.Givens;
import org.cellwise.rules.Rule;

/**
 * Uniqueness as the generator asks it: the engine searches for two solutions within a node budget, and a search that
 * runs out counts as "not unique". A budget rather than a time limit keeps every seed's output the same on any
 * machine; a puzzle the engine cannot settle within it is no puzzle a person would enjoy.
 */
final class Uniqueness {
    static final long NODES = 200_000;

    private Uniqueness() {}

    /** The deadline of the puzzle being made on this thread ({@link System#nanoTime()}); null: none. */
    static final ThreadLocal<Long> DEADLINE = new ThreadLocal<>();

    /** The deadline passed: the draw is abandoned, whatever it had reached. */
    static final class TimeUp extends RuntimeException {
        TimeUp() {
            super(null, null, false, false);
        }
    }

    /** A search of this thread's draw, stopped at its deadline (which ends the draw) as well as by its node budget. */
    private static Result solve(Solver s, SolveOptions o, int keep) {
        Long d = DEADLINE.get();
        if (d == null) return s.solve(o, keep);
        long left = d - System.nanoTime();
        if (left <= 0) throw new TimeUp();
        Result r = s.solve(o.withTimeout(java.time.Duration.ofNanos(left)), keep);
        if (r.outcome() == org.cellwise.engine.Outcome.TIMEOUT) throw new TimeUp();
        return r;
    }

    static boolean unique(Puzzle p) {
        return solve(Solver.of(p), SolveOptions.upTo(2).withMaxNodes(NODES), 1).unique();
    }

    static boolean unique(Puzzle structure, int[] cells, int[] values) {
        return unique(structure, cells, values, NODES);
    }

    static boolean unique(Puzzle structure, int[] cells, int[] values, long nodes) {
        return solve(Solver.withGivens(structure, cells, values), SolveOptions.upTo(2).withMaxNodes(nodes), 1).unique();
    }

    /**
     * Whether the puzzle is unique, proven either way within {@code nodes}: true (one solution), false (two found,
     * or none), or null when the budget ran out first. Where a claim rests on the answer (a minimal puzzle), a null
     * must not be read as either.
     */
    static Boolean decide(Puzzle structure, int[] cells, int[] values, long nodes) {
        Result r = solve(Solver.withGivens(structure, cells, values), SolveOptions.upTo(2).withMaxNodes(nodes), 1);
        if (r.unique()) return Boolean.TRUE;
        return r.count() >= 2 || r.impossible() ? Boolean.FALSE : null;
    }

    /** Two solutions, or null when there are not two (one, none, or the budget ran out). */
    static List<int[]> two(Puzzle p) {
        Result r = solve(Solver.of(p), SolveOptions.upTo(2).withMaxNodes(NODES), 2);
        return r.solutions().size() == 2 ? r.solutions() : null;
    }

    /** Whether the rules have no solution at all, proven (false also when the budget runs out first). */
    static boolean noFilling(Puzzle structure) {
        return solve(Solver.of(structure), SolveOptions.firstSolution().withMaxNodes(2_000_000), 1).impossible();
    }

    /** A random solution of the rules, or null when the budget runs out first. */
    static int[] fill(Puzzle structure, Random rnd) {
        Result r = solve(Solver.of(structure), SolveOptions.firstSolution().withRandom(rnd).withMaxNodes(2_000_000), 1);
        return r.solved() ? r.first() : null;
    }

    /**
     * Givens removed orbit by orbit in random order while the puzzle stays unique. One pass leaves no orbit that
     * could go (a given kept once stays needed: later sets only hold fewer), so the result is minimal: without
     * symmetry no given can go, with it no orbit can (taking one given of an orbit would break the symmetry asked).
     */
    static boolean[] reduce(Puzzle structure, int[] solution, boolean[] start, List<int[]> orbits, Random rnd) {
        boolean[] keep = start.clone();
        List<int[]> order = new ArrayList<>(orbits);
        java.util.Collections.shuffle(order, rnd);
        for (int[] orbit : order) tryRemove(structure, solution, keep, orbit);
        return keep;
    }

    private static void tryRemove(Puzzle structure, int[] solution, boolean[] keep, int[] cells) {
        boolean any = false;
        for (int c : cells) any |= keep[c];
        if (!any) return;
        boolean[] was = new boolean[cells.length];
        for (int i = 0; i < cells.length; i++) {
            was[i] = keep[cells[i]];
            keep[cells[i]] = false;
        }
        if (!unique(structure, cellsOf(keep), valuesOf(keep, solution)))
            for (int i = 0; i < cells.length; i++) keep[cells[i]] = was[i];
    }

    static int[] cellsOf(boolean[] keep) {
        int k = 0;
        for (boolean b : keep) if (b) k++;
        int[] out = new int[k];
        k = 0;
        for (int i = 0; i < keep.length; i++) if (keep[i]) out[k++] = i;
        return out;
    }

    static int[] valuesOf(boolean[] keep, int[] solution) {
        int[] cells = cellsOf(keep), out = new int[cells.length];
        for (int i = 0; i < cells.length; i++) out[i] = solution[cells[i]];
        return out;
    }

    /** The rules plus the kept givens, as a rule. */
    static List<Rule> withGivens(Puzzle structure, List<Rule> rules, boolean[] keep, int[] solution) {
        List<Rule> out = new ArrayList<>(rules);
        Map<Cell, Integer> g = new TreeMap<>();
        for (int i = 0; i < keep.length; i++) if (keep[i]) g.put(structure.cells().get(i), solution[i]);
        if (!g.isEmpty()) out.add(new Givens(g));
        return out;
    }
}
