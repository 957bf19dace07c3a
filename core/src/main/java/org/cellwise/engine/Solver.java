package org.cellwise.engine;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.engine.clause.ClauseSearch;
import org.cellwise.engine.clause.Cubes;
import org.cellwise.engine.propagation.Model;
import org.cellwise.engine.propagation.Theory;
import org.cellwise.engine.search.BandSearch;
import org.cellwise.engine.search.Counters;
import org.cellwise.engine.search.DepthFirst;
import org.cellwise.engine.search.Searcher;
import org.cellwise.puzzle.Compiled;
import org.cellwise.puzzle.Compiler;
import org.cellwise.puzzle.Structure;
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
    /** Cells the givens leave open: the deepest search path. */
    private final int open;
    private boolean general;
    /**
     * Nodes of plain search before a model is handed to {@link ClauseSearch}: most puzzles are done well
     * before this, and the few that are not are the ones where learning pays for its setup.
     */
    static final long HANDOFF = 1000;
    private long handoff = HANDOFF;
    /** Conflicts a cube of clause learning spends before it splits ({@link Cubes}); tests make it small. */
    private long splitEvery = Cubes.SPLIT_EVERY;

    private Solver(Puzzle puzzle) {
        this(puzzle, puzzle.compiled().givenCells(), puzzle.compiled().givenValues(), true);
    }

    public static Solver of(Puzzle puzzle) {
        return new Solver(puzzle);
    }

    private Solver(Puzzle puzzle, int[] cells, int[] values) {
        this(puzzle, cells, values, true);
    }

    /**
     * A solver whose model is built here, not taken from this thread's cache: a benchmark that counts building the
     * model (and deriving its redundant propagators on the first search) as part of each solve.
     */
    static Solver uncached(Puzzle puzzle) {
        return new Solver(puzzle, puzzle.compiled().givenCells(), puzzle.compiled().givenValues(), false);
    }

    private Solver(Puzzle puzzle, int[] cells, int[] values, boolean cached) {
        this.puzzle = puzzle;
        Structure st = puzzle.compiled().structure();
        int n = st.canvas().size();
        this.open = Math.max(0, n - cells.length);
        // Refused before anything is built. The search's path is weighed first (a product, no cost); the model and
        // the clause encoding, which take a pass over the constraints, only when the path alone is a sizeable part of
        // the budget, or when the model is built (once per structure and thread for the small ones).
        long budget = Memory.budget(), stack = Memory.searchStack(n, open);
        if (stack > budget / 8) {
            long modelBytes = Memory.model(st), deep = modelBytes + stack;
            if (deep > budget) {
                long clauses = Memory.clauses(st, cells);
                long least = clauses < 0 ? deep : Math.min(deep, modelBytes + Memory.searchStack(n, Math.min(open, HANDOFF)) + clauses);
                if (least > budget) throw tooLarge(least, budget);
            }
        }
        java.util.function.Function<Structure, Model> build = s -> {
            long modelBytes = Memory.model(s);
            if (modelBytes > budget) throw tooLarge(modelBytes, budget);
            return new Model(s.canvas().size(), s.canvas().values(), s.constraints());
        };
        Model template = cached ? Compiler.perThread(st, Model.class, build) : build.apply(st);
        this.template = template;
        this.givenCells = cells;
        this.givenValues = values;
    }

    /** A value taken out of a cell on top of the givens ({@link #withGivensExcept}); cell -1: none. */
    private int exceptCell = -1, exceptValue;

    /** The structure's model, with the excluded value taken out if there is one. */
    private Model base() {
        return exceptCell < 0 ? template : template.without(exceptCell, exceptValue);
    }

    private Model model() {
        if (model == null) model = base().withGivens(givenCells, givenValues);
        return model;
    }

    private Memory.TooLarge tooLarge(long need, long budget) {
        return new Memory.TooLarge(String.format(java.util.Locale.ROOT, "to search it (%,d cells, %,d of them open, %d values)",
                puzzle.size(), open, puzzle.values().size()), need, budget);
    }

    /**
     * The puzzle's structure (its rules but its givens) with these givens instead: no puzzle is built, so a
     * generator can try thousands of given sets for the cost of the searches alone.
     */
    public static Solver withGivens(Puzzle structure, int[] cells, int[] values) {
        return new Solver(structure, cells, values);
    }

    /**
     * As {@link #withGivens}, and {@code cell} may not hold {@code value}: a generator that knows one solution asks
     * for a solution other than it in one search, where a uniqueness check would find the known one first and then
     * prove there is no second. When the givens with that cell's value have exactly one solution, these givens have
     * another exactly when this search finds one.
     */
    public static Solver withGivensExcept(Puzzle structure, int[] cells, int[] values, int cell, int value) {
        Solver s = new Solver(structure, cells, values);
        s.exceptCell = cell;
        s.exceptValue = value;
        return s;
    }

    /** Plain search only (never the classic 9×9 search nor clause learning): the reference in tests. */
    static Solver general(Puzzle puzzle) {
        return new Solver(puzzle).generalOnly();
    }

    /** This solver, held to plain search: for tests. */
    Solver generalOnly() {
        general = true;
        return this;
    }

    /** Clause learning after this many plain-search nodes (1: straight after root propagation): for tests. */
    static Solver clauses(Puzzle puzzle, long handoff) {
        return new Solver(puzzle).handoff(handoff);
    }

    /** This solver, handing over to clause learning after this many plain-search nodes: for tests and benches. */
    Solver handoff(long nodes) {
        this.handoff = nodes;
        return this;
    }

    /** As above, the cubes splitting after this many conflicts: for tests. */
    static Solver clauses(Puzzle puzzle, long handoff, long splitEvery) {
        Solver s = clauses(puzzle, handoff);
        s.splitEvery = splitEvery;
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
        if (template.classic && !general) return classic(base(), givenCells, givenValues, 0, givenCells.length, opts, keep);
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
            // Plain search keeps the domains at every decision of its path: as deep as the open cells, or the node
            // budget. Clause learning takes over after a short plain search, in an encoding of its own. Whichever
            // way the search will go must fit the memory one search may use, or the puzzle is refused now, before
            // the search fills the heap; learning that would not fit gives way to plain search to the end.
            long budget = Memory.budget();
            // the model is built already: what the search adds is weighed against the budget
            long deep = Memory.searchStack(model.n, opts.maxNodes() > 0 ? Math.min(open, opts.maxNodes()) : open);
            // models beyond clauses too: their cages, sums and lines explain what they remove (Theory)
            // not where some cells are derived (a chaos construction's steps): its regions' propagator reads the whole
            // grid, so what it removes is explained by every removal in the grid, and such clauses never prune again
            boolean learn = (model.clausal || Theory.needed(model)) && !general && opts.random() == null && model.derived == null
                    && (opts.maxNodes() == 0 || opts.maxNodes() > handoff);
            long clauseBytes = !learn ? 0 : model.n <= 256 ? 1 << 22 // a 16×16's encoding is a few megabytes at most
                    : ClauseSearch.estimate(model, model.root);
            long learning = !learn ? Long.MAX_VALUE : model.n <= 256 ? 0
                    : Memory.searchStack(model.n, Math.min(open, handoff)) + clauseBytes;
            if (learning > budget) learn = false;
            if (!learn && deep > budget) throw tooLarge(Math.min(deep, learning), budget);
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
                    SolveOptions co = o.withTimeout(java.time.Duration.ofNanos(left));
                    // Cubes pay off where every part must be searched: a uniqueness proof, a count. A first solution
                    // is reported only once every cube before its own is done, so one search finds it sooner
                    // (gecode25-18: 217,000 conflicts alone, 378,000 in cubes). Each cube waiting for a thread holds
                    // a copy of the clause state: no splits where those would not fit.
                    int depth = co.limit() < 2 || co.maxNodes() > 0 || clauseBytes * (Cubes.DEPTH + Cores.allowed()) > budget
                            ? 0 : Cubes.DEPTH;
                    s = new Cubes(model, d.rootDomains(), co, found, d.counters(), Cores.allowed(), depth, splitEvery);
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
