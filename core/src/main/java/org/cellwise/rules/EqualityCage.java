package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * An equality cage: different values, as many even as odd, and as many from the lower half of the values as from
 * the upper half; on an odd count of values the middle one is in neither half and may not appear.
 */
public record EqualityCage(List<Cell> cells) implements Clue {
    public EqualityCage {
        cells = Cells.distinct("equality-cage", cells);
        if (cells.size() < 2) throw new IllegalArgumentException("an equality cage needs at least 2 cells");
    }

    @Override
    public String keyword() {
        return "equality-cage";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        int[] x = p.indexesOf(cells);
        String name = "equality cage " + cells.get(0);
        return List.of(new AllDifferent(name, x), new Scan(name, x, new Machine.Balanced(p.values().min(), p.values().max())));
    }

    @Override
    public String statement() {
        return "equality-cage " + Clue.cells(cells);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.equalityCage(this);
    }
}
