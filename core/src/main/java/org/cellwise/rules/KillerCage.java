package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Sum;
import org.cellwise.model.Cell;
import org.cellwise.model.Canvas;

/** A killer cage: its cells add up to {@code sum} and hold different values. */
public record KillerCage(String label, List<Cell> cells, int sum) implements ValueRule {
    public KillerCage {
        cells = Cells.distinct("cage " + label, cells);
        if (cells.isEmpty()) throw new IllegalArgumentException("cage " + label + " has no cells");
    }

    @Override
    public String keyword() {
        return "cage";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        return List.of(new Sum("cage " + label, p.indexesOf(cells), sum, true));
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.killerCage(this);
    }
}
