package org.cellwise.constraint;

import java.util.List;

/**
 * At least one branch holds, a branch being all of its constraints (a conjunction): "either r5c2 is 5 or the
 * skyscraper clue above column 2 sees 5". Its cells are every cell any branch names, each once, in order of first
 * mention. Branches may hold any kind, this one too (a disjunction inside a branch).
 */
public record AnyOf(String name, List<List<Constraint>> branches, int[] cells) implements Constraint {
    public AnyOf {
        if (branches.isEmpty()) throw new IllegalArgumentException(name + ": a disjunction needs at least one branch");
        for (List<Constraint> b : branches)
            if (b.isEmpty()) throw new IllegalArgumentException(name + ": a branch needs at least one constraint");
        branches = branches.stream().map(List::copyOf).toList();
    }

    public AnyOf(String name, List<List<Constraint>> branches) {
        this(name, branches, cellsOf(branches));
    }

    /** Every cell the branches name, each once, in order of first mention. */
    private static int[] cellsOf(List<List<Constraint>> branches) {
        java.util.LinkedHashSet<Integer> all = new java.util.LinkedHashSet<>();
        for (List<Constraint> b : branches) for (Constraint c : b) for (int x : c.cells()) all.add(x);
        return all.stream().mapToInt(Integer::intValue).toArray();
    }

    @Override
    public boolean holds(int[] values) {
        for (int b = 0; b < branches.size(); b++) if (branchHolds(b, values)) return true;
        return false;
    }

    /** Whether every constraint of branch {@code b} holds. */
    public boolean branchHolds(int b, int[] values) {
        for (Constraint c : branches.get(b)) if (!c.holds(values)) return false;
        return true;
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.anyOf(this);
    }
}
