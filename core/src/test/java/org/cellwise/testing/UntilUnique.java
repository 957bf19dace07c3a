package org.cellwise.testing;

import java.util.Random;
import org.cellwise.engine.Solver;
import org.cellwise.format.FormatException;
import org.cellwise.format.Formats;
import org.cellwise.puzzle.Puzzle;

/** A drawn puzzle made unique: givens from its filled grid, at random cells, until one answer is left. */
public final class UntilUnique {
    private UntilUnique() {}

    /** Reads {@code cw} (an n×n puzzle whose answer {@code grid} is) and appends givens of it until it is unique. */
    public static Puzzle givens(StringBuilder cw, int[] grid, int n, Random rnd) throws FormatException {
        Puzzle p = Formats.readAll(cw.toString(), "r.cw", null).get(0);
        while (!Solver.of(p).uniqueness().unique()) {
            int at = rnd.nextInt(n * n);
            cw.append("r").append(at / n + 1).append("c").append(at % n + 1).append(" = ").append(grid[at]).append('\n');
            try {
                p = Formats.readAll(cw.toString(), "r.cw", null).get(0);
            } catch (FormatException twice) {
                cw.setLength(cw.lastIndexOf("r", cw.length() - 2)); // the same given twice: drawn again
            }
        }
        return p;
    }
}
