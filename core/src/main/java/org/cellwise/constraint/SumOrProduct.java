package org.cellwise.constraint;

/** The cells add up to {@code target} or multiply to it (a heading of seed 002). */
public record SumOrProduct(String name, int[] cells, int target) implements Constraint {
    public SumOrProduct {
        // over no cells "sum or product" would be "0 or 1": no reader makes one, and no exporter need say it
        if (cells.length == 0) throw new IllegalArgumentException(name + ": a heading needs at least one cell");
    }

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
