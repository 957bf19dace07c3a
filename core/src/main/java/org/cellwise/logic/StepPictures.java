package org.cellwise.logic;

import org.cellwise.logic.board.Step;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.render.Marks;
import org.cellwise.render.SvgRenderer;

/** A step drawn on the grid: the cells it looks at highlighted, its eliminations struck out, its placements green. */
public final class StepPictures {
    private StepPictures() {}

    /** The SVG of step {@code i} of an explanation made {@link Explainer.Options#withPictures() with pictures}. */
    public static String svg(Puzzle p, Explanation e, int i, int cellPixels) {
        Explanation.Snapshot snap = e.before().get(i);
        Step s = e.steps().get(i);
        return SvgRenderer.render(p, marks(p, snap, s), cellPixels);
    }

    static Marks marks(Puzzle p, Explanation.Snapshot snap, Step s) {
        int n = p.size(), min = p.values().min();
        boolean[] highlight = new boolean[n];
        for (int c : s.cells()) highlight[c] = true;
        int[] values = new int[n], placed = new int[n];
        java.util.Arrays.fill(placed, Integer.MIN_VALUE);
        for (int c = 0; c < n; c++)
            if (snap.placed()[c]) values[c] = min + Long.numberOfTrailingZeros(snap.candidates()[c]);
        long[] struck = new long[n], cand = snap.candidates().clone();
        for (Step.Candidate e : s.eliminations()) {
            struck[e.cell()] |= 1L << (e.value() - min);
            cand[e.cell()] &= ~(1L << (e.value() - min));
        }
        for (Step.Candidate pl : s.placements()) placed[pl.cell()] = pl.value();
        return new Marks(highlight, snap.placed(), values, cand, struck, placed, min, p.values().size());
    }
}
