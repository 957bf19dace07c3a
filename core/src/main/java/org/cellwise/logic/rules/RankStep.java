package org.cellwise.logic.rules;

import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Rank;
import org.cellwise.engine.propagation.Model;
import org.cellwise.logic.board.Layout;
import org.cellwise.model.ValueRange;

/**
 * A full-rank clue (a line's place among all rows and columns read both ways): the engine's own reasoning on the
 * candidates left, run on a copy: lines that begin with a smaller value are all smaller, so the rank fixes the line's
 * first value when the grid's edges hold every value once; then only so many lines may read smaller or larger, and
 * those that must are made to. The step says the rank and what it removes.
 */
public final class RankStep extends EngineStep {
    public RankStep(Rank rank, String family, List<Constraint> whole, Layout layout) {
        super(rank.name(), family, rank.cells(), layout,
                Model.within(layout.n, new ValueRange(layout.min, layout.min + layout.size - 1), List.of(rank), whole),
                what(rank, layout), "Full rank: " + what(rank, layout) + " (lines beginning with a smaller value are smaller; only so many may read"
                        + " smaller or larger)");
    }

    private static String what(Rank rank, Layout layout) {
        return rank.rank() > 0
                ? "the line " + layout.name(rank.lines()[rank.line()][0]) + "… is number " + rank.rank() + " of the " + rank.lines().length
                        + " lines read as numbers" + (rank.tied() ? "" : ", and no other line reads the same")
                : "the line " + layout.name(rank.lines()[rank.line()][0]) + "… reads unlike every other line";
    }
}
