package org.cellwise.format;

import org.cellwise.constraint.Constraint;
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
                if (c instanceof Scan s) Unrolled.of(s, canvas.values().min(), canvas.values().max());
        } catch (IllegalArgumentException e) {
            String m = e.getMessage() == null ? "does not fit the canvas" : e.getMessage();
            throw new IllegalArgumentException(m.startsWith(r.keyword()) ? m : r.keyword() + ": " + m, e);
        }
    }
}
