package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Constraint;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/** A killer cage without a sum: its values differ. */
public record SumlessCage(List<Cell> cells) implements Clue {
    public SumlessCage {
        cells = Cells.distinct("cage", cells);
        if (cells.isEmpty()) throw new IllegalArgumentException("a cage needs a cell");
    }

    @Override
    public String keyword() {
        return "cage";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        return List.of(new AllDifferent("cage " + cells.get(0) + " (no sum)", p.indexesOf(cells)));
    }

    @Override
    public String statement() {
        return "cage - " + Clue.cells(cells);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.sumlessCage(this);
    }
}
