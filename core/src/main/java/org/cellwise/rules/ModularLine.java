package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * A modular line: any {@code m} cells in a row along it hold one value of each remainder mod m; for the usual m = 3,
 * one of 1, 4, 7, one of 2, 5, 8 and one of 3, 6, 9 in every three. A line shorter than m holds different
 * remainders. Read whole, as one machine.
 */
public record ModularLine(List<Cell> cells, int m) implements Clue {
    public ModularLine {
        cells = Cells.distinct("modular", cells);
        if (cells.size() < 2) throw new IllegalArgumentException("a modular line needs at least 2 cells");
        if (m < 2 || m > 9) throw new IllegalArgumentException("a modular line counts remainders mod 2 to 9, not " + m);
    }

    public ModularLine(List<Cell> cells) {
        this(cells, 3);
    }

    @Override
    public String keyword() {
        return "modular";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        return List.of(new Scan("modular " + cells.get(0) + "-" + cells.get(cells.size() - 1), p.indexesOf(cells), new Machine.Modular(m)));
    }

    @Override
    public String statement() {
        return "modular " + (m == 3 ? "" : m + " ") + Clue.cells(cells);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.modular(this);
    }
}
