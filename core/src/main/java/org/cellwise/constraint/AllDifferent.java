package org.cellwise.constraint;

/** No two of the cells hold the same value. */
public record AllDifferent(String name, int[] cells) implements Constraint {
    @Override
    public boolean holds(int[] values) {
        return differ(cells, values);
    }

    /** Whether no two of the cells hold the same value (a killer cage asks it too, without a record per call). */
    static boolean differ(int[] cells, int[] values) {
        for (int i = 0; i < cells.length; i++)
            for (int j = i + 1; j < cells.length; j++) if (values[cells[i]] == values[cells[j]]) return false;
        return true;
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.allDifferent(this);
    }
}
