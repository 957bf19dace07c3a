package org.cellwise.constraint;

/** All the cells hold the same value (the diagonal of seed 002's header puzzles). */
public record Equal(String name, int[] cells) implements Constraint {
    @Override
    public boolean holds(int[] values) {
        for (int c : cells) if (values[c] != values[cells[0]]) return false;
        return true;
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.equal(this);
    }
}
