package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/** Given pencil marks: the cell holds one of {@code values}. */
public record PencilMarks(Cell cell, int[] values) implements Clue {
    public PencilMarks {
        values = java.util.Arrays.stream(values).sorted().distinct().toArray();
        if (values.length == 0) throw new IllegalArgumentException("pencil marks on " + cell + " need a value");
    }

    @Override
    public String keyword() {
        return "marks";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        return List.of(new Scan("marks " + cell, new int[] {p.require(cell)}, new Machine.OneOf(values)));
    }

    @Override
    public String statement() {
        return "marks " + Clues.values(values) + " " + cell;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PencilMarks m && m.cell.equals(cell) && java.util.Arrays.equals(m.values, values);
    }

    @Override
    public int hashCode() {
        return cell.hashCode() * 31 + java.util.Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return statement();
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.pencilMarks(this);
    }
}
