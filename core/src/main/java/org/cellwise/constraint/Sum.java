package org.cellwise.constraint;

/** The cells add up to {@code target}; with {@code distinct} no value repeats (a killer cage). */
public record Sum(String name, int[] cells, int target, boolean distinct) implements Constraint {
    @Override
    public boolean holds(int[] values) {
        long s = 0;
        for (int c : cells) s += values[c];
        return s == target && (!distinct || AllDifferent.differ(cells, values));
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.sum(this);
    }
}
