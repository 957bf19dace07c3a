package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Relation;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/** A Nabner line: no two of its values are equal or consecutive, wherever they lie on it (every pair at least 2 apart). */
public record NabnerLine(List<Cell> cells) implements Clue {
    public NabnerLine {
        cells = Cells.distinct("nabner", cells);
        if (cells.size() < 2) throw new IllegalArgumentException("a Nabner line needs at least 2 cells");
    }

    @Override
    public String keyword() {
        return "nabner";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        int[] x = p.indexesOf(cells);
        List<Constraint> out = new ArrayList<>();
        for (int i = 0; i < x.length; i++)
            for (int j = i + 1; j < x.length; j++)
                out.add(new Relation("nabner " + cells.get(0) + ": " + cells.get(i) + "/" + cells.get(j), x[i], x[j], Relation.Kind.APART_AT_LEAST, 2));
        return out;
    }

    @Override
    public String statement() {
        return "nabner " + Clue.cells(cells);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.nabner(this);
    }
}
