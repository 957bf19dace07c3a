package org.cellwise.engine;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.cellwise.format.Formats;
import org.cellwise.puzzle.Puzzle;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Clause learning on a model with cages (lazy clause generation: {@code Theory}, {@code Explanations}) against the
 * plain search it replaced, on the same proof of no solution: data/stalls.cw's killer-jig-3-18, a 9×9 jigsaw with
 * random killer cages. In the engine's package because the plain-search-only solver is not public API.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1, time = 10)
@Measurement(iterations = 3, time = 10)
@Fork(1)
public class TheoryBenchmark {
    Puzzle stall;

    @Setup
    public void load() throws Exception {
        Path file = Path.of(System.getProperty("cellwise.data", "data")).resolve("stalls.cw");
        if (!Files.exists(file))
            throw new IllegalStateException(file.toAbsolutePath() + " not found: run from the project root or set -Dcellwise.data");
        stall = Formats.readAll(file).stream().filter(p -> p.name().equals("killer-jig-3-18")).findFirst().orElseThrow();
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
