package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Relation;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/** Values increase strictly from the bulb (the first cell) along the line. */
public record Thermometer(List<Cell> cells) implements Clue {
    public Thermometer {
        cells = Cells.distinct("thermometer", cells);
        if (cells.size() < 2) throw new IllegalArgumentException("a thermometer needs at least two cells");
    }

    @Override
    public String keyword() {
        return "thermo";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        List<Constraint> out = new ArrayList<>();
        for (int i = 1; i < cells.size(); i++)
            out.add(new Relation("thermo " + cells.get(0) + ": " + cells.get(i - 1) + "<" + cells.get(i), p.require(cells.get(i - 1)),
                    p.require(cells.get(i)), Relation.Kind.LESS));
        return out;
    }

    @Override
    public String statement() {
        return "thermo " + Clue.cells(cells);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.thermometer(this);
    }
}
