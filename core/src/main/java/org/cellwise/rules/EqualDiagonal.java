package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Equal;
import org.cellwise.model.Grid;
import org.cellwise.model.Canvas;

/** Seed 002: every cell on each grid's main diagonal (top left to bottom right) holds the same value. */
public final class EqualDiagonal extends FlagRule {
    @Override
    public String keyword() {
        return "equal-diagonal";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        List<Constraint> out = new ArrayList<>();
        for (Grid g : p.grids()) {
            List<org.cellwise.model.Cell> d = new ArrayList<>();
            for (int i = 0, n = OneDiagonal.side(g, keyword()); i < n; i++) d.add(g.cell(i, i));
            out.add(new Equal((p.grids().size() > 1 ? "grid " + g.name() + " " : "") + "diagonal", p.indexesOf(d)));
        }
        return out;
    }
}
