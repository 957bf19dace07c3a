package org.cellwise.constraint;

/** A given: the cell holds {@code value}. */
public record Fixed(String name, int cell, int value) implements Constraint {
    @Override
    public int[] cells() {
        return new int[] {cell};
    }

    @Override
    public boolean holds(int[] values) {
        return values[cell] == value;
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.fixed(this);
    }
}
