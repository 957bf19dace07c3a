package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.*;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/** A renban line holds distinct consecutive values in any order: distinct, and no two further apart than its length allows. */
public record Renban(List<Cell> cells) implements Clue {
    public Renban {
        cells = Cells.distinct("renban", cells);
        if (cells.size() < 2) throw new IllegalArgumentException("renban needs at least 2 cells");
    }

    @Override
    public String keyword() {
        return "renban";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        int[] x = p.indexesOf(cells);
        List<Constraint> out = new ArrayList<>();
        out.add(new AllDifferent("renban " + cells.get(0), x));
        for (int i = 0; i < x.length; i++)
            for (int j = i + 1; j < x.length; j++)
                out.add(new Relation("renban " + cells.get(0) + ": " + cells.get(i) + "~" + cells.get(j), x[i], x[j], Relation.Kind.APART_AT_MOST, x.length - 1));
        return out;
    }

    @Override
    public String statement() {
        return "renban " + Clue.cells(cells);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.renban(this);
    }
}
