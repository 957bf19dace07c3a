package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.SumOrProduct;
import org.cellwise.model.Cell;
import org.cellwise.model.Canvas;

/** Seed 002: the heading of a row or column is the sum or the product of the line's values. */
public record Heading(String label, List<Cell> cells, int target) implements ValueRule {
    public Heading {
        cells = Cells.distinct("heading " + label, cells);
    }

    @Override
    public String keyword() {
        return "heading";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        return List.of(new SumOrProduct(label, p.indexesOf(cells), target));
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.heading(this);
    }
}
