package org.cellwise.engine;

import org.cellwise.engine.propagation.Model;
import org.cellwise.puzzle.Compiler;
import org.cellwise.puzzle.Puzzle;

/**
 * Classic 9×9 puzzles given as cells and values, solved by the classic search without building a puzzle for each:
 * the lean path of long line files. Same search, options and results as {@link Solver} on the same puzzle.
 */
public final class ClassicSolver {
    private final Model template;

    /** {@code structure}: a classic 9×9 without givens (rows, columns and boxes over nine values). */
    public ClassicSolver(Puzzle structure) {
        this.template = Compiler.perThread(structure.compiled().structure(), Model.class,
                s -> new Model(s.canvas().size(), s.canvas().values(), s.constraints()));
        if (!template.classic || !structure.compiled().givens().isEmpty())
            throw new IllegalArgumentException("not a classic 9x9 without givens: " + structure);
    }

    /**
     * Solves with {@code count} givens from index {@code from} ({@code cells[i]} holds {@code values[i]}); keeps up
     * to {@code keep} solutions.
     */
    public Result solve(int[] cells, int[] values, int from, int count, SolveOptions opts, int keep) {
        return Solver.classic(template, cells, values, from, count, opts, keep);
    }
}
