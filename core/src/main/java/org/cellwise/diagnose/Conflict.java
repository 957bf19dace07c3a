package org.cellwise.diagnose;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Fixed;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.puzzle.Puzzle;

/**
 * Why a puzzle has no solution: a small set of its named constraints (rows, cages, givens, single relations) that
 * cannot hold together. Found by deletion: each part in turn is left out, and stays out when what remains still
 * has no solution. What is left when every part has been tried is minimal: leaving out any one part of it gives a
 * solution. Givens are tried first, then cages and relations, then whole groups, so the set names as few of a
 * setter's clues as it can.
 */
public final class Conflict {
    private Conflict() {}

    /** The names that cannot hold together, whether leaving each out was tried (minimal), and the solves it took. */
    public record Found(List<String> names, boolean minimal, int solves) {}

    /** Null when the puzzle has a solution, or when even that could not be decided in time. */
    public static Found find(Puzzle p, Duration limit) {
        long deadline = System.nanoTime() + limit.toNanos();
        Map<String, List<Constraint>> parts = new LinkedHashMap<>();
        for (Constraint c : p.constraints()) parts.computeIfAbsent(c.name(), k -> new ArrayList<>()).add(c);
        List<String> order = new ArrayList<>(parts.keySet());
        order.sort((a, b) -> Integer.compare(rank(parts.get(a)), rank(parts.get(b))));
        List<String> kept = new ArrayList<>(order);
        int solves = 1;
        Boolean none = impossible(p, parts, kept, deadline);
        if (!Boolean.TRUE.equals(none)) return null;
        boolean minimal = true;
        for (String name : order) {
            if (System.nanoTime() > deadline) {
                minimal = false;
                break;
            }
            List<String> without = new ArrayList<>(kept);
            without.remove(name);
            solves++;
            Boolean stillNone = impossible(p, parts, without, deadline);
            if (stillNone == null) {
                minimal = false; // undecided in time: keep it, the set stays true though maybe not minimal
                continue;
            }
            if (stillNone) kept = without;
        }
        return new Found(List.copyOf(kept), minimal, solves);
    }

    /** Givens first, then small parts (cages, single relations), then whole groups. */
    private static int rank(List<Constraint> cs) {
        if (cs.get(0) instanceof Fixed) return 0;
        return 1 + cs.stream().mapToInt(c -> c.cells().length).sum();
    }

    /** True: no solution; false: one exists; null: not decided before the deadline. */
    private static Boolean impossible(Puzzle p, Map<String, List<Constraint>> parts, List<String> names, long deadline) {
        long left = deadline - System.nanoTime();
        if (left <= 0) return null;
        List<Constraint> cs = new ArrayList<>();
        for (String n : names) cs.addAll(parts.get(n));
        Result r = Solver.solve(p.withRules(List.of(new Part(cs))), SolveOptions.firstSolution().withTimeout(Duration.ofNanos(left)), 0);
        if (r.solved()) return false;
        return r.impossible() ? true : null;
    }
}
