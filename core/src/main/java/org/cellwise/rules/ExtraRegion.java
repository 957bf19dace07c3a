package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.*;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/** An extra region: its cells hold different values. */
public record ExtraRegion(List<Cell> cells) implements Clue {
    public ExtraRegion {
        cells = Cells.distinct("extra-region", cells);
        if (cells.size() < 2) throw new IllegalArgumentException("extra-region needs at least 2 cells");
    }

    @Override
    public String keyword() {
        return "extra-region";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        int[] x = p.indexesOf(cells);
        List<Constraint> out = new ArrayList<>();
        out.add(new AllDifferent("extra region " + cells.get(0), x));
        return out;
    }

    @Override
    public String statement() {
        return "extra-region " + Clue.cells(cells);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.extraRegion(this);
    }
}
