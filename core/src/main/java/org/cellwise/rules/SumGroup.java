package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Sum;
import org.cellwise.model.Cell;
import org.cellwise.model.Canvas;

/**
 * Cells that add up to a sum, with or without distinct values: seed 000's sub-groups (values may repeat), a
 * Sujiko circle, a Kakuro run (distinct). Unlike a killer cage, groups may overlap.
 */
public record SumGroup(String label, List<Cell> cells, int sum, boolean distinct) implements ValueRule {
    public SumGroup {
        cells = Cells.distinct("sum group " + label, cells);
        if (cells.isEmpty()) throw new IllegalArgumentException("sum group " + label + " has no cells");
    }

    @Override
    public String keyword() {
        return "sum";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        return List.of(new Sum(label, p.indexesOf(cells), sum, distinct));
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.sumGroup(this);
    }
}
