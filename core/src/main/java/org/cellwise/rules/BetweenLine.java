package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.*;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/** Every value along the line lies strictly between the values in its two end circles. */
public record BetweenLine(List<Cell> cells) implements Clue {
    public BetweenLine {
        cells = Cells.distinct("between", cells);
        if (cells.size() < 3) throw new IllegalArgumentException("between needs at least 3 cells");
    }

    @Override
    public String keyword() {
        return "between";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        int[] x = p.indexesOf(cells);
        List<Constraint> out = new ArrayList<>();
        out.add(new Scan("between " + cells.get(0) + "-" + cells.get(x.length - 1), x, new Machine.Between(x.length)));
        return out;
    }

    @Override
    public String statement() {
        return "between " + Clue.cells(cells);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.between(this);
    }
}
