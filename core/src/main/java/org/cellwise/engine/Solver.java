package org.cellwise.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cellwise.constraint.Constraint;
import org.cellwise.rules.Givens;
import org.cellwise.rules.Rule;
import java.util.function.Consumer;
import org.cellwise.model.Puzzle;

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
    private final Model model;
    private final Puzzle puzzle;
    private boolean general;

    private static final int CACHE_SIZE = 32;
    private static final ThreadLocal<Map<List<Object>, Model>> CACHE = ThreadLocal.withInitial(() ->
            new LinkedHashMap<>(64, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<List<Object>, Model> e) {
                    return size() > CACHE_SIZE;
                }
            });

    private Solver(Puzzle puzzle) {
        this.puzzle = puzzle;
        List<Rule> structure = new ArrayList<>();
        List<Givens> givens = new ArrayList<>();
        boolean cacheable = true;
        for (Rule r : puzzle.rules()) {
            if (r instanceof Givens g) {
                givens.add(g);
                continue;
            }
            structure.add(r);
            // rules without value equality (tests' ad-hoc rules) cannot key a cache
            if (!(r instanceof Record) && r.getClass().getPackage() != Givens.class.getPackage()) cacheable = false;
        }
        if (!cacheable) {
            this.model = new Model(puzzle.size(), puzzle.values(), puzzle.constraints());
            return;
        }
        List<Object> key = List.of(puzzle.canvasKey(), structure);
        Map<List<Object>, Model> cache = CACHE.get();
        Model template = cache.get(key);
        if (template == null) {
            List<Constraint> rest = new ArrayList<>();
            for (Rule r : structure) rest.addAll(r.expand(puzzle));
            template = new Model(puzzle.size(), puzzle.values(), rest);
            cache.put(key, template);
        }
        this.model = template.withGivens(puzzle, givens);
    }


    public static Solver of(Puzzle puzzle) {
        return new Solver(puzzle);
    }

    /** Never the classic 9×9 search: for comparing the two searches. */
    static Solver general(Puzzle puzzle) {
        Solver s = new Solver(puzzle);
        s.general = true;
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
        List<int[]> kept = new ArrayList<>();
        Consumer<int[]> user = opts.listener();
        Consumer<int[]> listener = sol -> {
            if (kept.size() < keep) kept.add(sol);
            if (user != null) user.accept(sol);
        };
        long t0 = System.nanoTime();
        SolveOptions o = opts.withListener(listener);
        if (model.classic && !general) {
            BandSearch s = new BandSearch(model, o);
            Outcome outcome = s.run();
            double millis = (System.nanoTime() - t0) / 1e6;
            return new Result(List.copyOf(kept), s.solutions, outcome,
                    new Result.Stats(s.nodes, s.guesses, s.failures, millis));
        }
        Search s = new Search(model, o);
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
