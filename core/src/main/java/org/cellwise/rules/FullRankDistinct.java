package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Rank;
import org.cellwise.model.Canvas;
import org.cellwise.model.Grid;

/**
 * No two of a square grid's 4N lines (each row and column, read both ways) read the same number: every line has a
 * rank of its own, clued or not (Sigh's solver's "no ranks" tie option).
 */
public final class FullRankDistinct extends FlagRule {
    @Override
    public String keyword() {
        return "full-rank-distinct";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        List<Constraint> out = new ArrayList<>();
        boolean many = p.grids().size() > 1;
        for (Grid g : p.grids()) {
            if (!g.square()) throw new IllegalArgumentException("full-rank-distinct ranks the rows and columns of a square grid, not of a " + g.dims() + " one");
            int[][] lines = FullRank.indexes(p, FullRank.lines(g));
            // each line differs from those after it: each pair once
            for (int i = 0; i + 1 < lines.length; i++) {
                int[][] rest = java.util.Arrays.copyOfRange(lines, i, lines.length);
                out.add(new Rank((many ? "grid " + g.name() + " " : "") + "full-rank-distinct " + name(g, i), rest, 0, 0, false));
            }
        }
        return out;
    }

    /** "row 3 from the right". */
    static String name(Grid g, int line) {
        int k = line / 2;
        boolean back = line % 2 == 1;
        return k < g.rows() ? "row " + (k + 1) + (back ? " from the right" : " from the left")
                : "column " + (k - g.rows() + 1) + (back ? " from the bottom" : " from the top");
    }
}
