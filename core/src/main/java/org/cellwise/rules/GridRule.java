package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Constraint;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.model.Canvas;

/** A rule that applies the same all-different groups to every grid of the puzzle. */
abstract class GridRule extends FlagRule {

    /** The groups of one grid, each with its name ("row 3"). */
    abstract void groups(Grid grid, GroupSink sink);

    interface GroupSink {
        void group(String name, List<Cell> cells);
    }

    @Override
    public List<Constraint> expand(Canvas puzzle) {
        List<Constraint> out = new ArrayList<>();
        boolean many = puzzle.grids().size() > 1;
        for (Grid g : puzzle.grids()) {
            String prefix = many ? "grid " + g.name() + " " : "";
            groups(g, (name, cells) -> out.add(new AllDifferent(prefix + name, puzzle.indexesOf(cells))));
        }
        return out;
    }
}
