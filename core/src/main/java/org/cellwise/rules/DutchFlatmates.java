package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Grid;
import org.cellwise.model.ValueRange;

/**
 * Dutch flatmates: in every column of every grid, each cell holding the middle value has the least value directly
 * above it or the greatest directly below it (on 1..9: each 5 has a 1 above or a 9 below; it may have both). The
 * middle value is the ⌈N/2⌉-th of the N values, as Sigh's solver takes it; a middle value in the top row needs the
 * greatest below, one in the bottom row the least above.
 */
public final class DutchFlatmates extends FlagRule {
    @Override
    public String keyword() {
        return "dutch-flatmates";
    }

    /** The middle value of the range: the ⌈N/2⌉-th from the least. */
    public static int middle(ValueRange v) {
        return v.min() + (v.size() + 1) / 2 - 1;
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        ValueRange v = p.values();
        if (v.size() < 3)
            throw new IllegalArgumentException("dutch-flatmates needs a middle value apart from the least and the greatest: 3 values or more, not " + v.size());
        Machine m = new Machine.Flatmates(middle(v), v.min(), v.max());
        List<Constraint> out = new ArrayList<>();
        for (Grid g : p.grids())
            for (int c = 0; c < g.cols(); c++) {
                String where = "column " + (c + 1) + (p.grids().size() > 1 ? " of grid " + g.name() : "");
                out.add(new Scan("dutch-flatmates: " + where, p.indexesOf(g.column(c)), m));
            }
        return out;
    }
}
