package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.*;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/** Any three cells in a row along the line hold one low, one middle and one high value (1-3, 4-6, 7-9 on 9x9): cells one or two apart on the line lie in different thirds. */
public record Entropic(List<Cell> cells) implements Clue {
    public Entropic {
        cells = Cells.distinct("entropic", cells);
        if (cells.size() < 2) throw new IllegalArgumentException("entropic needs at least 2 cells");
    }

    @Override
    public String keyword() {
        return "entropic";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        int[] x = p.indexesOf(cells);
        List<Constraint> out = new ArrayList<>();
        if (p.values().min() != 1 || p.values().size() % 3 != 0)
            throw new IllegalArgumentException("an entropic line needs values 1..N with N a multiple of 3, not " + p.values());
        int band = p.values().size() / 3;
        for (int i = 0; i < x.length; i++)
            for (int j = i + 1; j <= i + 2 && j < x.length; j++)
                out.add(new Relation("entropic " + cells.get(0) + ": " + cells.get(i) + "/" + cells.get(j), x[i], x[j], Relation.Kind.OTHER_BAND, band));
        return out;
    }

    @Override
    public String statement() {
        return "entropic " + Clue.cells(cells);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.entropic(this);
    }
}
