package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/** The {@code control} cell holds how many different values the other {@code cells} hold. */
public record CountDistinct(Cell control, List<Cell> cells) implements Clue {
    public CountDistinct {
        cells = Cells.distinct("count-distinct", cells);
        if (cells.isEmpty()) throw new IllegalArgumentException("count-distinct needs cells to count");
        if (cells.contains(control)) throw new IllegalArgumentException("count-distinct: " + control + " counts itself");
    }

    @Override
    public String keyword() {
        return "count-distinct";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        Cells.valuesFrom("count-distinct", 0, 55, p);
        List<Cell> all = new ArrayList<>(List.of(control));
        all.addAll(cells);
        return List.of(new Scan("count-distinct " + control, p.indexesOf(all), new Machine.CountsDistinct()));
    }

    @Override
    public String statement() {
        return "count-distinct " + control + " : " + Clue.cells(cells);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.countDistinct(this);
    }
}
