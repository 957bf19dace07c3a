package org.cellwise.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.cellwise.check.Checker;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.format.FormatException;
import org.cellwise.format.Formats;
import org.cellwise.puzzle.Puzzle;

/**
 * A random puzzle text judged by choco: the engine counts as many solutions (up to a limit) as choco, and each it
 * finds satisfies choco's model and the checker. For the tests that draw puzzles of a new clue at random.
 */
public final class ChocoJudge {
    private ChocoJudge() {}

    /** The solutions counted (at most {@code limit}), or -1 when the text gives a cell two values and reads as no puzzle. */
    public static long count(String cw, int limit) {
        Puzzle p;
        try {
            p = Formats.readAll(cw, "r.cw", null).get(0);
        } catch (FormatException twice) {
            return -1;
        }
        Result r = Solver.of(p).solve(SolveOptions.upTo(limit), limit);
        assertEquals(Math.min(limit, ChocoOracle.count(p, limit)), r.count(), cw);
        for (int[] s : r.solutions()) assertTrue(ChocoOracle.satisfies(p, s) && Checker.holds(p, s), cw);
        return r.count();
    }
}
