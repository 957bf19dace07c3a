package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Fixed;
import org.cellwise.model.Cell;
import org.cellwise.model.Canvas;

/** A given written as a one-cell cage with a label (seed 004's {@code kk3}), so reports can name it. */
public record LabelledGiven(String label, Cell cell, int value) implements ValueRule {
    @Override
    public String keyword() {
        return "given";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        int i = p.require(cell);
        if (!p.values().contains(value))
            throw new IllegalArgumentException("given " + value + " at " + cell + " is outside the values " + p.values());
        return List.of(new Fixed("cage " + label, i, value));
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.labelledGiven(this);
    }
}
