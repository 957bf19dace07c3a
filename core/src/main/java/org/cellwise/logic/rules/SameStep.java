package org.cellwise.logic.rules;

import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Step;

/** Cells that hold one value (seed 002's diagonal). */
public final class SameStep extends RuleStep {
    SameStep(String name, String family, int[] cells, Layout layout) {
        super(name, family, cells, layout);
    }

    @Override
    public Step deduce(Board b) {
        long all = -1L;
        for (int c : cells) all &= b.cand[c];
        if (all == 0) return impossible(b, name + " holds one value, and no value is left in all its cells");
        long common = all;
        long[] keep = new long[cells.length];
        java.util.Arrays.fill(keep, common);
        return narrowed(b, keep, removed -> name + " holds one value, and only " + b.values(common)
                + " is possible in all its cells: " + losses(b, cells, removed) + ".");
    }
}
