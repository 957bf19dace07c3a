package org.cellwise.diagnose;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Fixed;
import org.cellwise.engine.Outcome;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.puzzle.Puzzle;

/**
 * Why a puzzle has no solution: a small set of its named constraints (rows, cages, givens, single relations) that
 * cannot hold together. Found by deletion: each part in turn is left out, and stays out when what remains is proven
 * to have no solution. When every part has been tried and every trial decided, the set is minimal: leaving out any
 * one part of it gives a solution. Givens are tried first, then cages and relations, then whole groups, so the set
 * names as few of a setter's clues as it can.
 *
 * <p>Each trial searches within a budget of nodes, not of time, so the same puzzle gives the same set on every run
 * and machine: first by propagation alone (a trial costs one fixpoint, and most contradictions a setter makes are
 * found this way), then with a search of a few thousand nodes for the parts still in. A trial the budget does not
 * decide keeps its part, and the set is then said not to be minimal. The trials together search at most
 * {@link #NODES} nodes, so a puzzle where even that is slow stops at the same place everywhere; a time limit, when a
 * caller gives one, guards the same way. A set cut short by either is the smallest found so far, and is never the
 * whole puzzle.
 */
public final class Conflict {
    private Conflict() {}

    /**
     * The names that cannot hold together, whether every part was tried and decided (minimal), and the solves it
     * took. {@code names} is empty when no part could be left out (the puzzle as a whole is the only set known).
     */
    public record Found(List<String> names, boolean minimal, int solves) {}

    /** Nodes a trial may search after propagation alone: at least this, or ten times what the whole puzzle took. */
    static final long TRIAL_NODES = 2_000;

    /** Nodes the trials after the first (the whole puzzle) may search in all. */
    static final long NODES = 1_000_000;

    /**
     * Null when the puzzle has a solution, or when even that could not be decided in time. {@code limit}: a time
     * limit (null: none, only the budget of nodes).
     */
    public static Found find(Puzzle p, Duration limit) {
        return find(p, limit, 0, TRIAL_NODES, null);
    }

    /**
     * The same, stopping as soon as {@code cancel} (null: never) is set, as at the time limit: each trial's search
     * watches it, and no trial starts after it.
     */
    public static Found find(Puzzle p, Duration limit, AtomicBoolean cancel) {
        return find(p, limit, 0, TRIAL_NODES, cancel);
    }

    /**
     * The same under a limit on work too ({@code work} nodes, 0: none): the first search (the whole puzzle) may
     * search that many, the trials after it that many in all (at most {@link #NODES}).
     */
    public static Found find(Puzzle p, Duration limit, long work, AtomicBoolean cancel) {
        return find(p, limit, work, TRIAL_NODES, cancel);
    }

    /** {@code trialNodes}: the least budget of a trial after propagation alone (tests make it small). */
    static Found find(Puzzle p, Duration limit, long trialNodes) {
        return find(p, limit, 0, trialNodes, null);
    }

    private static Found find(Puzzle p, Duration limit, long work, long trialNodes, AtomicBoolean cancel) {
        long deadline = limit == null ? Long.MAX_VALUE : System.nanoTime() + limit.toNanos();
        long all = work > 0 ? Math.min(work, NODES) : NODES;
        Map<String, List<Constraint>> parts = new LinkedHashMap<>();
        for (Constraint c : p.constraints()) parts.computeIfAbsent(c.name(), k -> new ArrayList<>()).add(c);
        List<String> order = new ArrayList<>(parts.keySet());
        order.sort((a, b) -> Integer.compare(rank(parts.get(a)), rank(parts.get(b)))); // stable: ties keep the puzzle's order
        Trial whole = trial(p, parts, order, work, deadline, cancel);
        if (whole.verdict != Boolean.TRUE) return null;
        long budget = Math.max(trialNodes, trialNodes == TRIAL_NODES ? 10 * whole.nodes : 0);
        List<String> kept = new ArrayList<>(order);
        int solves = 1;
        boolean minimal = true;
        // a part whose leaving out gave a solution is needed in every smaller set too: it is not tried again
        java.util.Set<String> needed = new java.util.HashSet<>();
        // propagation alone first: cheap, and it takes most parts out when the contradiction is a simple one
        long[] passes = {1, budget};
        long spent = 0;
        for (int pass = 0; pass < passes.length; pass++) {
            long nodes = passes[pass];
            for (String name : new ArrayList<>(kept)) {
                if (needed.contains(name)) continue;
                if (spent >= all || deadline != Long.MAX_VALUE && System.nanoTime() > deadline || cancel != null && cancel.get()) {
                    minimal = false;
                    break;
                }
                List<String> without = new ArrayList<>(kept);
                without.remove(name);
                solves++;
                Trial t = trial(p, parts, without, Math.min(nodes, all - spent), deadline, cancel);
                spent += Math.max(1, t.nodes);
                if (t.verdict == Boolean.TRUE) kept = without;
                else if (t.verdict == Boolean.FALSE) needed.add(name);
                else if (pass == passes.length - 1) minimal = false; // undecided: kept, so the set stays true
            }
            if (!minimal) break;
        }
        if (kept.size() == order.size()) return new Found(List.of(), false, solves);
        return new Found(List.copyOf(kept), minimal, solves);
    }

    /** Givens first, then small parts (cages, single relations), then whole groups. */
    private static int rank(List<Constraint> cs) {
        if (cs.get(0) instanceof Fixed) return 0;
        return 1 + cs.stream().mapToInt(c -> c.cells().length).sum();
    }

    /** Verdict true: no solution; false: one exists; null: not decided within the nodes or before the deadline. */
    private record Trial(Boolean verdict, long nodes) {}

    /** {@code nodes} 0: no budget of nodes, only the deadline ({@code Long.MAX_VALUE}: none) and the cancel flag. */
    private static Trial trial(Puzzle p, Map<String, List<Constraint>> parts, List<String> names, long nodes, long deadline,
            AtomicBoolean cancel) {
        if (cancel != null && cancel.get()) return new Trial(null, 0);
        SolveOptions o = SolveOptions.firstSolution().withCancel(cancel);
        if (deadline != Long.MAX_VALUE) {
            long left = deadline - System.nanoTime();
            if (left <= 0) return new Trial(null, 0);
            o = o.withTimeout(Duration.ofNanos(left));
        }
        List<Constraint> cs = new ArrayList<>();
        for (String n : names) cs.addAll(parts.get(n));
        if (nodes > 0) o = o.withMaxNodes(nodes);
        Result r = Solver.solve(p.withRules(List.of(new Part(cs))), o, 0);
        if (r.solved()) return new Trial(false, r.stats().nodes());
        return new Trial(r.outcome() == Outcome.COMPLETE ? Boolean.TRUE : null, r.stats().nodes());
    }
}
