package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * A sum line: it can be cut into segments that each add up to {@code sum}. A {@code loop} closes back on its first
 * cell, and its cuts may fall anywhere around it.
 */
public record SumLine(int sum, List<Cell> cells, boolean loop) implements Clue {
    public SumLine {
        cells = Cells.distinct("sum-line", cells);
        if (cells.isEmpty()) throw new IllegalArgumentException("a sum line needs a cell");
        if (sum < 1) throw new IllegalArgumentException("a sum line's segments add up to at least 1, not " + sum);
    }

    @Override
    public String keyword() {
        return "sum-line";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        Cells.valuesFrom("sum-line", 0, Integer.MAX_VALUE, p);
        return List.of(new Scan("sum line " + sum + " " + cells.get(0), p.indexesOf(cells), new Machine.SegmentSums(sum, loop)));
    }

    @Override
    public String statement() {
        return "sum-line " + sum + " " + Clue.cells(cells) + (loop ? " loop" : "");
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.sumLine(this);
    }
}
