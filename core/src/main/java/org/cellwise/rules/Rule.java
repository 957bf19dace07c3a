package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.model.Puzzle;

/**
 * A rule of a puzzle, stated the way a setter states it. Rules compose freely: each expands, against the puzzle's
 * canvas, into constraints of the few kinds in {@link org.cellwise.constraint}; nothing else knows about rules.
 */
public interface Rule {
    /** The word that names this rule in the formats and in reports, e.g. {@code anti-knight}. */
    String keyword();

    List<Constraint> expand(Puzzle puzzle);

    /**
     * Whether the expansion depends only on the canvas and the values (no parameters of its own), so puzzles
     * that share a canvas can share it. A file of a million Sudokus then expands rows, columns and boxes once.
     */
    default boolean canvasOnly() {
        return false;
    }
}
