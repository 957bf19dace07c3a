package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * A slow thermometer: values never decrease from the bulb (the first cell) along the line. Two cells in a row may
 * hold the same value only where they do not see each other, which the houses already say. Read whole, as one
 * machine: a thermometer's strict steps are two-cell relations, but "at least the one before" across a run of equal
 * values is a property of the line, not of each pair alone.
 */
public record SlowThermometer(List<Cell> cells) implements Clue {
    public SlowThermometer {
        cells = Cells.distinct("slow thermometer", cells);
        if (cells.size() < 2) throw new IllegalArgumentException("a slow thermometer needs at least two cells");
    }

    @Override
    public String keyword() {
        return "slow-thermo";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        return List.of(new Scan("slow thermo " + cells.get(0), p.indexesOf(cells), new Machine.NonDecreasing()));
    }

    @Override
    public String statement() {
        return "slow-thermo " + Clue.cells(cells);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.slowThermometer(this);
    }
}
