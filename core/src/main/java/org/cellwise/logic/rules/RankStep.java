package org.cellwise.logic.rules;

import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Rank;
import org.cellwise.engine.propagation.Model;
import org.cellwise.engine.propagation.Propagation;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Step;
import org.cellwise.model.ValueRange;

/**
 * A full-rank clue (a line's place among all rows and columns read both ways): the engine's own reasoning on the
 * candidates left, run on a copy: lines that begin with a smaller value are all smaller, so the rank fixes the line's
 * first value when the grid's edges hold every value once; then only so many lines may read smaller or larger, and
 * those that must are made to. The step says the rank and what it removes.
 */
public final class RankStep extends RuleStep {
    private final Rank rank;
    private final Model model;

    public RankStep(Rank rank, String family, List<Constraint> whole, Layout layout) {
        super(rank.name(), family, rank.cells(), layout);
        this.rank = rank;
        ValueRange values = new ValueRange(layout.min, layout.min + layout.size - 1);
        this.model = Model.within(layout.n, values, List.of(rank), whole);
    }

    @Override
    boolean closed() {
        return true; // it reads and narrows its own cells only
    }

    @Override
    long effort(Board b, long cap) {
        return 1; // a pass over the lines, however many values they could take
    }

    @Override
    public Step deduce(Board b) {
        long[] dom = b.cand.clone();
        for (int c : cells) {
            dom[c] &= model.root[c];
            if (dom[c] == 0) return impossible(b, name + " cannot be met");
        }
        Propagation p = new Propagation(model, dom);
        p.scheduleAll();
        String what = rank.rank() > 0
                ? "the line " + L.name(rank.lines()[rank.line()][0]) + "… is number " + rank.rank() + " of the " + rank.lines().length
                        + " lines read as numbers" + (rank.tied() ? "" : ", and no other line reads the same")
                : "the line " + L.name(rank.lines()[rank.line()][0]) + "… reads unlike every other line";
        if (!p.propagate()) return impossible(b, name + ": " + what + ", which the candidates left cannot give");
        long[] keep = new long[cells.length];
        for (int i = 0; i < cells.length; i++) keep[i] = p.dom[cells[i]];
        return narrowed(b, keep, removed -> "Full rank: " + what + " (lines beginning with a smaller value are smaller; only so many may read"
                + " smaller or larger): " + losses(b, cells, removed) + ".");
    }
}
