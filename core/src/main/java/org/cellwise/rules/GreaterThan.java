package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Relation;
import org.cellwise.model.Cell;
import org.cellwise.model.Canvas;

/** The value in {@code greater} exceeds the value in {@code smaller} (greater-than Sudoku, seed 001). */
public record GreaterThan(Cell greater, Cell smaller) implements ValueRule {
    @Override
    public String keyword() {
        return "greater-than";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        int g = p.require(greater), s = p.require(smaller);
        return List.of(new Relation(greater + ">" + smaller, s, g, Relation.Kind.LESS));
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.greaterThan(this);
    }
}
