package org.cellwise.logic.se;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.logic.Limit;

/**
 * Rates a classic 9×9 Sudoku as Sudoku Explainer 1.2.1.3 (serate) does: at each step the first technique of SE's
 * list that finds anything gives the step (a chain technique gives its shortest step), the step is applied, and the
 * rating (ER) is the hardest step; EP is the hardest step up to the first placed value, ED the first step's. The
 * uniqueness tests are asked only when the puzzle is known to have one solution.
 *
 * <p>Exact ratings of the nested chains (9.5 and up) can take long: past the deadline the remaining steps are
 * found the quick way (each chain technique's first step rather than its shortest), and the rating says so.
 */
public final class SeRater {
    /** SE's rating of a puzzle that its techniques cannot finish (serate prints 20.0). */
    static final double UNSOLVED = 20.0;

    record Result(List<SeHint> steps, double er, double ep, double ed, boolean finished, boolean exact) {}

    private final boolean unique;
    private final SeDeadline deadline;
    private final boolean quick;
    private final List<SeChaining> chains = new ArrayList<>();
    private final int maxLevel;

    SeRater(boolean unique, SeDeadline deadline, boolean quick, int maxLevel) {
        this.unique = unique;
        this.deadline = deadline;
        this.quick = quick;
        this.maxLevel = maxLevel;
        chains.add(new SeChaining(false, false, false, 0, quick, deadline));
        chains.add(new SeChaining(false, true, true, 0, quick, deadline));
        chains.add(new SeChaining(true, false, false, 0, quick, deadline));
        chains.add(new SeChaining(true, true, false, 0, quick, deadline));
        for (int level = 1; level <= maxLevel; level++) chains.add(new SeChaining(true, true, false, level, quick, deadline));
    }

    /** The first step SE takes on this grid, or null when its techniques find nothing. */
    SeHint next(SeGrid g) {
        SeHint[] found = new SeHint[1];
        SeBasics.Sink first = h -> {
            found[0] = h;
            return true;
        };
        if (SeBasics.hiddenSingles(g, first) || SeBasics.locking(g, true, first) || SeBasics.hiddenSets(g, 2, true, first)
                || SeBasics.nakedSingles(g, first) || SeBasics.hiddenSets(g, 3, true, first) || SeBasics.locking(g, false, first)
                || SeBasics.nakedSets(g, 2, first) || SeBasics.fish(g, 2, first) || SeBasics.hiddenSets(g, 2, false, first)
                || SeBasics.nakedSets(g, 3, first) || SeBasics.fish(g, 3, first) || SeBasics.hiddenSets(g, 3, false, first)
                || SeBasics.wings(g, false, first) || SeBasics.wings(g, true, first) || (unique && SeUnique.loops(g, first))
                || SeBasics.nakedSets(g, 4, first) || SeBasics.fish(g, 4, first) || SeBasics.hiddenSets(g, 4, false, first)
                || (unique && SeUnique.bug(g, first)) || SeAligned.find(g, 2, first))
            return found[0];
        for (int i = 0; i < chains.size(); i++) {
            List<SeChainHint> hints = chains.get(i).hints(g);
            if (!hints.isEmpty()) return hints.get(0);
            if (i == 0 && SeAligned.find(g, 3, first)) return found[0];
        }
        return null;
    }

    /**
     * The whole rating. {@code exactUntil} bounds the exact search; past it the rest is rated quickly and
     * {@code exact} is false. {@code hard} bounds everything: past it the solve stops unfinished.
     */
    static Result rate(int[] givens, boolean unique, Limit exactUntil, Limit hardDeadline) {
        SeGrid g = SeGrid.of(givens);
        SeRater exact = new SeRater(unique, new SeDeadline(exactUntil), false, 5);
        SeRater fast = null;
        List<SeHint> steps = new ArrayList<>();
        double er = Double.NEGATIVE_INFINITY, ep = 0, ed = 0;
        boolean isExact = true;
        while (!g.solved()) {
            SeHint h;
            try {
                h = isExact ? exact.next(g) : fast.next(g);
            } catch (SeDeadline.Expired e) {
                if (!isExact) break;
                isExact = false;
                fast = new SeRater(unique, new SeDeadline(hardDeadline), true, 5);
                continue;
            }
            if (h == null) break;
            int before = weight(g);
            er = Math.max(er, h.rating());
            h.apply(g);
            steps.add(h);
            if (ep == 0) {
                if (ed == 0) ed = er;
                if (h.cell >= 0) ep = er;
            }
            if (weight(g) == before) break; // a step that changes nothing would come back forever
        }
        boolean finished = g.solved();
        if (!finished) er = UNSOLVED;
        return new Result(steps, er, ep, ed, finished, isExact);
    }

    private static int weight(SeGrid g) {
        int w = 0;
        for (int c = 0; c < 81; c++) w += Integer.bitCount(g.cand[c]) + (g.value[c] == 0 ? 1 : 0);
        return w;
    }

    /** serate's printed form of a rating: one decimal, rounded as serate rounds. */
    public static String format(double r) {
        int w = (int) ((r + 0.05) * 10);
        return (w / 10) + "." + (w % 10);
    }
}
