package org.cellwise.engine;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.engine.clause.ClauseSearch;
import org.cellwise.engine.propagation.Model;
import org.cellwise.engine.search.BandSearch;
import org.cellwise.engine.search.Counters;
import org.cellwise.engine.search.DepthFirst;
import org.cellwise.engine.search.Searcher;
import org.cellwise.puzzle.Compiled;
import org.cellwise.puzzle.Compiler;
import java.util.function.Consumer;
import org.cellwise.puzzle.Puzzle;

/**
 * The engine. Compiles a puzzle's constraints once; each call runs an independent search. Propagators keep
 * scratch state, so a solver serves one thread at a time; compiled models are cached per thread and shared by
 * puzzles that differ only in their givens (a file of Sudokus compiles once).
 *
 * <pre>{@code
 * Result r = Solver.of(puzzle).solve(SolveOptions.upTo(2));   // first solution, and is it unique?
 * }</pre>
 */
public final class Solver {
    /** The compiled model of the puzzle's structure, shared by every puzzle of that structure on this thread. */
    private final Model template;
    private final int[] givenCells, givenValues;
    /** The template with the givens applied: built when a search needs it (the classic search reads the givens). */
    private Model model;
    private final Puzzle puzzle;
    private boolean general;
    /**
     * Nodes of plain search before a clausal model is handed to {@link ClauseSearch}: most puzzles are done well
     * before this, and the few that are not are the ones where learning pays for its setup.
     */
    static final long HANDOFF = 1000;
    private long handoff = HANDOFF;

    private Solver(Puzzle puzzle, int[] cells, int[] values) {
        this.puzzle = puzzle;
        this.template = Compiler.perThread(puzzle.compiled().structure(), Model.class,
                s -> new Model(s.canvas().size(), s.canvas().values(), s.constraints()));
        this.givenCells = cells;
        this.givenValues = values;
    }

    public static Solver of(Puzzle puzzle) {
        Compiled c = puzzle.compiled();
        return new Solver(puzzle, c.givenCells(), c.givenValues());
    }

    /**
     * The puzzle's structure (its rules but its givens) with these givens instead: no puzzle is built, so a
     * generator can try thousands of given sets for the cost of the searches alone.
     */
    public static Solver withGivens(Puzzle structure, int[] cells, int[] values) {
        return new Solver(structure, cells, values);
    }

    private Model model() {
        if (model == null) model = template.withGivens(givenCells, givenValues);
        return model;
    }

    /** Plain search only (never the classic 9×9 search nor clause learning): the reference in tests. */
    static Solver general(Puzzle puzzle) {
        Solver s = of(puzzle);
        s.general = true;
        return s;
    }

    /** Clause learning after this many plain-search nodes (1: straight after root propagation): for tests. */
    static Solver clauses(Puzzle puzzle, long handoff) {
        Solver s = of(puzzle);
        s.handoff = handoff;
        return s;
    }

    public Puzzle puzzle() {
        return puzzle;
    }

    /**
     * Searches up to {@code opts.limit()} solutions. Keeps at most {@code keep} of them in the result (all are
     * passed to the listener, if any).
     */
    public Result solve(SolveOptions opts, int keep) {
        if (template.classic && !general) return classic(template, givenCells, givenValues, 0, givenCells.length, opts, keep);
        List<int[]> kept = new ArrayList<>();
        Consumer<int[]> user = opts.listener();
        Consumer<int[]> listener = sol -> {
            if (kept.size() < keep) kept.add(sol);
            if (user != null) user.accept(sol);
        };
        long t0 = System.nanoTime();
        SolveOptions o = opts.withListener(listener);
        Searcher s;
        Outcome outcome;
        {
            Model model = model();
            boolean learn = model.clausal && !general && opts.random() == null
                    && (opts.maxNodes() == 0 || opts.maxNodes() > handoff);
            List<int[]> found = new ArrayList<>();
            SolveOptions plain = learn ? o.withMaxNodes(handoff).withListener(sol -> {
                found.add(sol);
                listener.accept(sol);
            }) : o;
            DepthFirst d = new DepthFirst(model, plain);
            s = d;
            outcome = d.run();
            if (learn && outcome == Outcome.BUDGET) {
                long left = opts.timeoutNanos() == 0 ? 0 : opts.timeoutNanos() - (System.nanoTime() - t0);
                if (opts.timeoutNanos() == 0 || left > 0) {
                    s = new ClauseSearch(model, d.rootDomains(), o.withTimeout(java.time.Duration.ofNanos(left)), found,
                            d.counters());
                    outcome = s.run();
                } else {
                    outcome = Outcome.TIMEOUT;
                }
            }
        }
        Counters c = s.counters();
        double millis = (System.nanoTime() - t0) / 1e6;
        return new Result(List.copyOf(kept), c.solutions(), outcome,
                new Result.Stats(c.nodes(), c.guesses(), c.failures(), millis));
    }

    /** The classic 9×9 search over a classic template and {@code count} givens from index {@code from}. */
    static Result classic(Model template, int[] cells, int[] values, int from, int count, SolveOptions opts, int keep) {
        long t0 = System.nanoTime();
        Consumer<int[]> user = opts.listener();
        int[][] kept = new int[Math.max(keep, 0)][];
        int[] n = {0};
        BandSearch s = new BandSearch(template, cells, values, from, count, opts.withListener(sol -> {
            if (n[0] < kept.length) kept[n[0]++] = sol;
            if (user != null) user.accept(sol);
        }));
        Outcome outcome = s.run();
        Counters c = s.counters();
        double millis = (System.nanoTime() - t0) / 1e6;
        List<int[]> solutions = List.of(java.util.Arrays.copyOf(kept, n[0]));
        return new Result(solutions, c.solutions(), outcome, new Result.Stats(c.nodes(), c.guesses(), c.failures(), millis));
    }

    /**
     * Compiles and solves under one time limit: the deadline in {@code opts} covers building the model as well
     * as the search (building the largest canvas allowed takes about a second). {@code millis} counts both.
     */
    public static Result solve(Puzzle puzzle, SolveOptions opts, int keep) {
        long t0 = System.nanoTime();
        Solver solver = of(puzzle);
        long spent = System.nanoTime() - t0;
        if (opts.timeoutNanos() > 0 && spent >= opts.timeoutNanos())
            return new Result(List.of(), 0, Outcome.TIMEOUT, new Result.Stats(0, 0, 0, spent / 1e6));
        Result r = solver.solve(opts.timeoutNanos() > 0 ? opts.withTimeout(java.time.Duration.ofNanos(opts.timeoutNanos() - spent)) : opts, keep);
        Result.Stats st = r.stats();
        return new Result(r.solutions(), r.count(), r.outcome(),
                new Result.Stats(st.nodes(), st.guesses(), st.failures(), (System.nanoTime() - t0) / 1e6));
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
