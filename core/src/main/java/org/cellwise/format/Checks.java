package org.cellwise.format;

import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.constraint.Unrolled;
import org.cellwise.model.Canvas;
import org.cellwise.rules.Rule;

/**
 * What every reader checks of a rule before it builds the puzzle: that it expands on the canvas and that its lines
 * unroll within the engine's bound. Done where the rule's place in the input is still known, so the error names it.
 */
final class Checks {
    private Checks() {}

    /** Throws {@link IllegalArgumentException} with a short message, starting with the rule's keyword, when the rule does not fit. */
    static void fits(Rule r, Canvas canvas) {
        try {
            for (Constraint c : r.expand(canvas))
                if (c instanceof Scan s && mayBeTooLong(s, canvas)) Unrolled.of(s, canvas.values().min(), canvas.values().max());
        } catch (org.cellwise.asp.AspException e) {
            throw e; // located within its rule already
        } catch (IllegalArgumentException e) {
            String m = e.getMessage() == null ? "does not fit the canvas" : e.getMessage();
            throw new IllegalArgumentException(m.startsWith(r.keyword()) ? m : r.keyword() + ": " + m, e);
        }
    }

    /**
     * Whether a line could unroll past the engine's bound, so it is worth unrolling now (the engine unrolls it again).
     * A line of at most 16 cells over at most 16 values never comes near (the largest, a between line, 151,496 edges
     * of 2,000,000, measured); an arrow's partial sums bound its states.
     */
    private static boolean mayBeTooLong(Scan s, Canvas canvas) {
        int n = s.cells().length, values = canvas.values().size();
        long maxAbs = Math.max(Math.abs((long) canvas.values().min()), Math.abs((long) canvas.values().max()));
        if (s.machine() instanceof Machine.Linear l) {
            long weights = 0;
            for (int w : l.weights()) weights += Math.abs(w);
            return n * (2 * weights * maxAbs + 1) * values > Unrolled.MAX_EDGES;
        }
        return n > 16 || values > 16;
    }
}
