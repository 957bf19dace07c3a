package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/** Odd cells (a circle) or even cells (a square). */
public record Parity(List<Cell> cells, boolean even) implements Clue {
    public Parity {
        cells = Cells.distinct(even ? "even" : "odd", cells);
        if (cells.isEmpty()) throw new IllegalArgumentException((even ? "even" : "odd") + " needs a cell");
    }

    @Override
    public String keyword() {
        return even ? "even" : "odd";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        int[] allowed = java.util.stream.IntStream.rangeClosed(p.values().min(), p.values().max())
                .filter(v -> Math.floorMod(v, 2) == (even ? 0 : 1)).toArray();
        List<Constraint> out = new ArrayList<>();
        for (Cell c : cells) out.add(new Scan(keyword() + " " + c, new int[] {p.require(c)}, new Machine.OneOf(allowed)));
        return out;
    }

    @Override
    public String statement() {
        return keyword() + " " + Clue.cells(cells);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.parity(this);
    }
}
