package org.cellwise.engine;

import org.cellwise.puzzle.Puzzle;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * Clause learning on a model with cages (lazy clause generation: {@code Theory}, {@code Explanations}) against the
 * plain search it replaced, on the same proof of no solution: data/stalls.cw's killer-jig-3-18, a 9×9 jigsaw with
 * random killer cages. In the engine's package because the plain-search-only solver is not public API.
 */
public class TheoryBenchmark extends SearchBenchmark {
    Puzzle stall;

    @Setup
    public void load() throws Exception {
        stall = puzzle("stalls.cw", "killer-jig-3-18");
    }

    /** Plain search after 1,000 nodes, explanations from the cages' own propagators (as the solver runs it). */
    @Benchmark
    public Result learning() {
        Result r = Solver.of(stall).solve(SolveOptions.upTo(2));
        if (!r.impossible()) throw new IllegalStateException("killer-jig-3-18 has no solution: " + r.count() + " found, " + r.outcome());
        return r;
    }

    /** The plain search alone, without memory: what such a model had before clause learning reached it. */
    @Benchmark
    public Result plain() {
        Result r = Solver.general(stall).solve(SolveOptions.upTo(2));
        if (!r.impossible()) throw new IllegalStateException("killer-jig-3-18 has no solution: " + r.count() + " found, " + r.outcome());
        return r;
    }
}
