package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * A lunchbox: its cells, read in order, hold different values, and those between the smallest and the largest of
 * them add up to {@code sum} (a sandwich whose crusts are the lunchbox's own extremes).
 */
public record Lunchbox(int sum, List<Cell> cells) implements Clue {
    public Lunchbox {
        cells = Cells.distinct("lunchbox", cells);
        if (cells.size() < 2) throw new IllegalArgumentException("a lunchbox needs at least 2 cells, its two crusts");
        if (sum < 0) throw new IllegalArgumentException("a lunchbox's sum is 0 or more, not " + sum);
    }

    @Override
    public String keyword() {
        return "lunchbox";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        Cells.valuesFrom("lunchbox", 0, 1023, p);
        int[] x = p.indexesOf(cells);
        String name = "lunchbox " + sum + " " + cells.get(0);
        return List.of(new AllDifferent(name, x), new Scan(name, x, new Machine.Lunchbox(sum)));
    }

    @Override
    public String statement() {
        return "lunchbox " + sum + " " + Clue.cells(cells);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.lunchbox(this);
    }
}
