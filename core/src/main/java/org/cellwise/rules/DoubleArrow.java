package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/** A double arrow: the values in the circles at its two ends add up to the sum of the values between them. */
public record DoubleArrow(List<Cell> cells) implements Clue {
    public DoubleArrow {
        cells = Cells.distinct("double arrow", cells);
        if (cells.size() < 3) throw new IllegalArgumentException("a double arrow needs at least 3 cells: two circles and the line between");
    }

    @Override
    public String keyword() {
        return "double-arrow";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        int n = cells.size();
        List<Cell> order = new ArrayList<>(List.of(cells.get(0), cells.get(n - 1))); // the circles first: x1 + x2 − x3 − ...
        order.addAll(cells.subList(1, n - 1));
        int[] w = new int[n];
        for (int i = 0; i < n; i++) w[i] = i < 2 ? 1 : -1;
        return List.of(new Scan("double arrow " + cells.get(0) + "-" + cells.get(n - 1), p.indexesOf(order), new Machine.Linear(w, 0)));
    }

    @Override
    public String statement() {
        return "double-arrow " + Clue.cells(cells);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.doubleArrow(this);
    }
}
