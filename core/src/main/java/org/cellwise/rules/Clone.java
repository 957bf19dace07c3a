package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Equal;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/** Two areas of the same shape hold the same values, cell for cell in the order given. */
public record Clone(List<Cell> cells, List<Cell> copy) implements Clue {
    public Clone {
        cells = Cells.distinct("clone", cells);
        copy = Cells.distinct("clone", copy);
        if (cells.isEmpty() || cells.size() != copy.size())
            throw new IllegalArgumentException("a clone pairs areas of as many cells, not " + cells.size() + " and " + copy.size());
    }

    @Override
    public String keyword() {
        return "clone";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        List<Constraint> out = new ArrayList<>();
        for (int i = 0; i < cells.size(); i++)
            out.add(new Equal("clone " + cells.get(i) + "=" + copy.get(i), new int[] {p.require(cells.get(i)), p.require(copy.get(i))}));
        return out;
    }

    @Override
    public String statement() {
        return "clone " + Clue.cells(cells) + " = " + Clue.cells(copy);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.clone(this);
    }
}
