package org.cellwise.engine;

import java.util.List;
import java.util.function.Consumer;
import org.cellwise.engine.propagation.Model;
import org.cellwise.engine.search.BandSearch;
import org.cellwise.engine.search.Counters;
import org.cellwise.puzzle.Compiler;
import org.cellwise.puzzle.Puzzle;

/**
 * Classic 9×9 puzzles given as cells and values, solved by the classic search without building a puzzle for each:
 * the lean path of long line files. Same search, options and results as {@link Solver} on the same puzzle. One
 * per thread: it keeps the solutions of the search at hand.
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

    /** Whether a result's millis are measured (two clock readings a puzzle); 0 when not. */
    private boolean timed = true;

    /** This solver, not reading the clock: for a caller that times the searches itself. */
    public ClassicSolver untimed() {
        timed = false;
        return this;
    }

    /**
     * Solves with {@code count} givens from index {@code from} ({@code cells[i]} holds {@code values[i]}); keeps up
     * to {@code keep} solutions.
     */
    public Result solve(int[] cells, int[] values, int from, int count, SolveOptions opts, int keep) {
        if (opts != given) {
            given = opts;
            wrapped = opts.withListener(keeper);
        }
        keeper.start(keep, opts.listener());
        long t0 = timed ? System.nanoTime() : 0;
        BandSearch s = new BandSearch(template, cells, values, from, count, wrapped);
        Outcome outcome = s.run();
        Counters c = s.counters();
        double millis = timed ? (System.nanoTime() - t0) / 1e6 : 0;
        return new Result(keeper.kept(), c.solutions(), outcome, new Result.Stats(c.nodes(), c.guesses(), c.failures(), millis));
    }

    /** The options last asked for, and the same with the keeper listening: most callers ask with the same every time. */
    private SolveOptions given, wrapped;
    private final Keeper keeper = new Keeper();

    /** Keeps the first solutions of a search and passes every one on to the caller's listener. */
    private static final class Keeper implements Consumer<int[]> {
        private int[][] kept = new int[2][];
        private int n, keep;
        private Consumer<int[]> user;

        void start(int keep, Consumer<int[]> user) {
            if (kept.length < keep) kept = new int[keep][];
            this.keep = keep;
            this.user = user;
            n = 0;
        }

        @Override
        public void accept(int[] sol) {
            if (n < keep) kept[n++] = sol;
            if (user != null) user.accept(sol);
        }

        List<int[]> kept() {
            return n == 0 ? List.of() : n == 1 ? List.of(kept[0]) : List.of(java.util.Arrays.copyOf(kept, n));
        }
    }
}
