package org.cellwise.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.cellwise.model.Puzzle;

/**
 * The engine. Compiles a puzzle's constraints once; each call runs an independent search, so one solver may
 * serve several threads.
 *
 * <pre>{@code
 * Result r = Solver.of(puzzle).solve(SolveOptions.upTo(2));   // first solution, and is it unique?
 * }</pre>
 */
public final class Solver {
    private final Model model;
    private final Puzzle puzzle;

    private Solver(Puzzle puzzle) {
        this.puzzle = puzzle;
        this.model = new Model(puzzle.size(), puzzle.values(), puzzle.constraints());
    }

    public static Solver of(Puzzle puzzle) {
        return new Solver(puzzle);
    }

    public Puzzle puzzle() {
        return puzzle;
    }

    /**
     * Searches up to {@code opts.limit()} solutions. Keeps at most {@code keep} of them in the result (all are
     * passed to the listener, if any).
     */
    public Result solve(SolveOptions opts, int keep) {
        List<int[]> kept = new ArrayList<>();
        Consumer<int[]> user = opts.listener();
        Consumer<int[]> listener = sol -> {
            if (kept.size() < keep) kept.add(sol);
            if (user != null) user.accept(sol);
        };
        long t0 = System.nanoTime();
        Search s = new Search(model, opts.withListener(listener));
        Outcome outcome = s.run();
        double millis = (System.nanoTime() - t0) / 1e6;
        return new Result(List.copyOf(kept), s.solutions, outcome,
                new Result.Stats(s.nodes, s.guesses, s.failures, millis));
    }

    /** First solution and whether it is unique (searches for two). */
    public Result solve(SolveOptions opts) {
        return solve(opts, 1);
    }

    public Result first() {
        return solve(SolveOptions.firstSolution(), 1);
    }

    public Result uniqueness() {
        return solve(SolveOptions.upTo(2), 1);
    }

    public Result count(long limit) {
        return solve(SolveOptions.upTo(limit), 1);
    }
}
