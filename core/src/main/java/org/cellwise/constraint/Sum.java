package org.cellwise.constraint;

/** The cells add up to {@code target}; with {@code distinct} no value repeats (a killer cage). */
public record Sum(String name, int[] cells, int target, boolean distinct) implements Constraint {
    @Override
    public boolean holds(int[] values) {
        long s = 0;
        for (int c : cells) s += values[c];
        if (s != target || !distinct) return s == target;
        for (int i = 0; i < cells.length; i++)
            for (int j = i + 1; j < cells.length; j++) if (values[cells[i]] == values[cells[j]]) return false;
        return true;
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.sum(this);
    }
}
