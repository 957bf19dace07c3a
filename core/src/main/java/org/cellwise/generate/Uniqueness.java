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

    /**
     * The nodes left to the searches of the puzzle being made on this thread ({@code [0]}), all its draws together;
     * null: no limit on work.
     */
    static final ThreadLocal<long[]> WORK = new ThreadLocal<>();

    /** The deadline passed, or the work ({@code work}): the draw is abandoned, whatever it had reached. */
    static final class TimeUp extends RuntimeException {
        final boolean work;

        TimeUp() {
            this(false);
        }

        TimeUp(boolean work) {
            super(null, null, false, false);
            this.work = work;
        }
    }

    /** A search of this thread's draw, stopped at its deadline and its work (which end the draw) as well as by its node budget. */
    private static Result solve(Solver s, SolveOptions o, int keep) {
        o = worked(o);
        Long d = DEADLINE.get();
        Result r;
        if (d == null) r = s.solve(o, keep);
        else {
            long left = d - System.nanoTime();
            if (left <= 0) throw new TimeUp();
            r = s.solve(o.withTimeout(java.time.Duration.ofNanos(left)), keep);
            if (r.outcome() == org.cellwise.engine.Outcome.TIMEOUT) throw new TimeUp();
        }
        spend(o, r.outcome(), r.stats().nodes());
        return r;
    }

    /** The options with the work left on this thread as their budget of nodes when it is less than their own. */
    static SolveOptions worked(SolveOptions o) {
        long[] w = WORK.get();
        if (w == null) return o;
        if (w[0] <= 0) throw new TimeUp(true);
        return o.maxNodes() == 0 || w[0] < o.maxNodes() ? o.withMaxNodes(w[0]) : o;
    }

    /**
     * Counts a search's nodes against the work left on this thread; a search the work cut (its budget was what was
     * left) ends the draw, as the deadline does: a search's own budget only makes the draw try again.
     */
    static void spend(SolveOptions o, org.cellwise.engine.Outcome outcome, long nodes) {
        long[] w = WORK.get();
        if (w == null) return;
        boolean cut = outcome == org.cellwise.engine.Outcome.BUDGET && o.maxNodes() == w[0];
        w[0] = cut ? 0 : Math.max(0, w[0] - nodes);
        if (cut) throw new TimeUp(true);
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
     * Whether these givens, which the known solution meets, have a solution with another value in {@code cell}; true
     * as well when the budget runs out (unsettled counts as not unique, as in {@link #unique}). With the cell given
     * the puzzle had one solution, so any other solution differs there: one first-solution search decides what a
     * uniqueness search would, without finding the known solution and then proving there is no second.
     */
    static boolean another(Puzzle structure, int[] cells, int[] values, int cell, int value) {
        Result r = solve(Solver.withGivensExcept(structure, cells, values, cell, value), SolveOptions.firstSolution().withMaxNodes(NODES), 0);
        return !r.impossible();
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
        return reduce(structure, solution, start, orbits, rnd, false);
    }

    /**
     * The same, told that the start is proven unique: then a removed given that comes back by itself (a naked single
     * among the kept givens) keeps it so without a search.
     */
    static boolean[] reduce(Puzzle structure, int[] solution, boolean[] start, List<int[]> orbits, Random rnd, boolean startUnique) {
        boolean[] keep = start.clone();
        List<int[]> order = new ArrayList<>(orbits);
        java.util.Collections.shuffle(order, rnd);
        Peers peers = startUnique ? new Peers(structure) : null;
        for (int[] orbit : order) tryRemove(structure, solution, keep, orbit, peers);
        return keep;
    }

    private static void tryRemove(Puzzle structure, int[] solution, boolean[] keep, int[] cells, Peers peers) {
        boolean any = false;
        for (int c : cells) any |= keep[c];
        if (!any) return;
        boolean[] was = new boolean[cells.length];
        for (int i = 0; i < cells.length; i++) {
            was[i] = keep[cells[i]];
            keep[cells[i]] = false;
        }
        boolean forced = peers != null;
        for (int i = 0; i < cells.length && forced; i++) forced = !was[i] || peers.forced(cells[i], keep, solution);
        // givens that come back by themselves leave the solutions as they were: one (every set kept is unique)
        if (forced) return;
        // one search for another value in the cell decides it only when the givens kept so far are proven unique
        boolean stays = cells.length == 1 && peers != null ? !another(structure, cellsOf(keep), valuesOf(keep, solution), cells[0], solution[cells[0]])
                : unique(structure, cellsOf(keep), valuesOf(keep, solution));
        if (!stays) for (int i = 0; i < cells.length; i++) keep[cells[i]] = was[i];
    }

    /**
     * Cells that must differ (sharing an all-different constraint), as bits per cell. A removed given whose kept
     * peers hold every other value can only take its own (a naked single), so the search that would prove the
     * puzzle still unique is not needed: most removals from a full grid are such, and cost a search each.
     */
    private static final class Peers {
        final long[] bits;
        final int words, min, size;

        Peers(Puzzle structure) {
            var st = structure.compiled().structure();
            int n = st.canvas().size();
            words = (n + 63) >>> 6;
            min = st.canvas().values().min();
            size = st.canvas().values().size();
            bits = new long[size > 64 ? 0 : n * words];
            if (size > 64) return;
            for (org.cellwise.constraint.Constraint c : st.constraints())
                if (c instanceof org.cellwise.constraint.AllDifferent a)
                    for (int x : a.cells()) for (int y : a.cells()) if (x != y) bits[x * words + (y >>> 6)] |= 1L << y;
        }

        /** Whether the kept peers of cell c hold every value but the solution's. */
        boolean forced(int c, boolean[] keep, int[] solution) {
            if (bits.length == 0) return false;
            long seen = 1L << (solution[c] - min);
            for (int w = 0; w < words; w++)
                for (long m = bits[c * words + w]; m != 0; m &= m - 1) {
                    int p = (w << 6) + Long.numberOfTrailingZeros(m);
                    if (keep[p]) seen |= 1L << (solution[p] - min);
                }
            return Long.bitCount(seen) == size;
        }
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
