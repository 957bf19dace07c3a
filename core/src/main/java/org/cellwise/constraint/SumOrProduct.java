package org.cellwise.constraint;

/** The cells add up to {@code target} or multiply to it (a heading of seed 002). */
public record SumOrProduct(String name, int[] cells, int target) implements Constraint {
    @Override
    public boolean holds(int[] values) {
        return Arithmetic.evaluate(Arithmetic.Op.ADD, target, values, cells)
                || Arithmetic.evaluate(Arithmetic.Op.MULTIPLY, target, values, cells);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.sumOrProduct(this);
    }
}
