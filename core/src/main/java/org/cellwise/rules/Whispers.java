package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Relation;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * German whispers: neighbours along the line differ by at least {@code gap}; a gap of 0 means the usual ⌈N/2⌉ for N
 * values (5 on 9×9).
 */
public record Whispers(List<Cell> cells, int gap) implements Clue {
    public Whispers {
        cells = Cells.distinct("whispers", cells);
        if (cells.size() < 2) throw new IllegalArgumentException("whispers needs at least 2 cells");
        if (gap < 0) throw new IllegalArgumentException("a whispers gap is positive, not " + gap);
    }

    @Override
    public String keyword() {
        return "whispers";
    }

    public int gap(Canvas p) {
        return gap > 0 ? gap : (p.values().size() + 1) / 2;
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        int[] x = p.indexesOf(cells);
        List<Constraint> out = new ArrayList<>();
        for (int i = 1; i < x.length; i++)
            out.add(new Relation("whispers " + cells.get(0) + ": " + cells.get(i - 1) + "/" + cells.get(i), x[i - 1], x[i], Relation.Kind.APART_AT_LEAST, gap(p)));
        return out;
    }

    @Override
    public String statement() {
        return "whispers " + (gap > 0 ? gap + " " : "") + Clue.cells(cells);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.whispers(this);
    }
}
