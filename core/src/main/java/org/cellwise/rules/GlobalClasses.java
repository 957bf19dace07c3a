package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;

/**
 * Every 2×2 square of each grid holds a value of each of three classes: a low (1-3), a middle (4-6) and a high
 * (7-9) value ({@code global-entropy}, values 1..9), or one of each remainder mod 3 ({@code global-mod}: one of
 * 1 4 7, one of 2 5 8, one of 3 6 9).
 */
public final class GlobalClasses extends FlagRule {
    private final boolean mod;

    GlobalClasses(boolean mod) {
        this.mod = mod;
    }

    @Override
    public String keyword() {
        return mod ? "global-mod" : "global-entropy";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        if (!mod && (p.values().min() != 1 || p.values().max() != 9))
            throw new IllegalArgumentException("global entropy reads low, middle and high values of 1..9, not " + p.values());
        List<Constraint> out = new ArrayList<>();
        boolean many = p.grids().size() > 1;
        for (Grid g : p.grids())
            for (int r = 0; r + 1 < g.rows(); r++)
                for (int c = 0; c + 1 < g.cols(); c++) {
                    List<Cell> four = List.of(g.cell(r, c), g.cell(r, c + 1), g.cell(r + 1, c), g.cell(r + 1, c + 1));
                    out.add(new Scan((many ? "grid " + g.name() + " " : "") + keyword() + " " + four.get(0), p.indexesOf(four),
                            new Machine.EachClass(mod ? 0 : 3, 3)));
                }
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GlobalClasses g && g.mod == mod;
    }

    @Override
    public int hashCode() {
        return Boolean.hashCode(mod) + 17;
    }
}
