package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * Counting circles: a value v in a circle means exactly v of the circles hold v. Lowered value by value: for each v,
 * none or exactly v of the circles hold it (none for a value below 1).
 */
public record CountingCircles(List<Cell> cells) implements Clue {
    public CountingCircles {
        cells = Cells.distinct("counting-circles", cells);
        if (cells.isEmpty()) throw new IllegalArgumentException("counting circles need a cell");
    }

    @Override
    public String keyword() {
        return "counting-circles";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        int[] x = p.indexesOf(cells);
        List<Constraint> out = new java.util.ArrayList<>();
        for (int v = p.values().min(); v <= p.values().max(); v++) {
            long counts = v >= 1 && v <= Math.min(x.length, 62) ? 1L | 1L << v : 1L;
            out.add(new Scan("counting circles " + cells.get(0) + ": " + v, x, new Machine.Occurs(v, counts)));
        }
        return out;
    }

    @Override
    public String statement() {
        return "counting-circles " + Clue.cells(cells);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.countingCircles(this);
    }
}
