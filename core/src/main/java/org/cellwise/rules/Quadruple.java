package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/** A quadruple: each value in the circle (repeats counting) appears in the cells around it. */
public record Quadruple(List<Cell> cells, int[] values) implements Clue {
    public Quadruple {
        cells = Cells.distinct("quadruple", cells);
        values = java.util.Arrays.stream(values).sorted().toArray();
        if (values.length == 0 || values.length > cells.size())
            throw new IllegalArgumentException("a quadruple holds 1 to " + cells.size() + " values, not " + values.length);
    }

    @Override
    public String keyword() {
        return "quadruple";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        return List.of(new Scan("quadruple " + Clues.values(values) + " at " + cells.get(0), p.indexesOf(cells), new Machine.Contains(values)));
    }

    @Override
    public String statement() {
        return "quadruple " + Clues.values(values) + " " + Clue.cells(cells);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Quadruple q && q.cells.equals(cells) && java.util.Arrays.equals(q.values, values);
    }

    @Override
    public int hashCode() {
        return cells.hashCode() * 31 + java.util.Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return statement();
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.quadruple(this);
    }
}
