package org.cellwise.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.format.Formats;
import org.cellwise.format.PuzzleReader;
import org.cellwise.logic.Explainer;
import org.cellwise.puzzle.Puzzle;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Grading (a whole logical solve, as {@code cellwise grade} does) against the engine's solve with uniqueness on the
 * same puzzles, in one run, one thread: a sample of 500 from a shared set (every k-th puzzle). The score is time per
 * batch of 500; puzzles per second per core = 500 / score.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 3)
@Fork(1)
public class ExplainBenchmark {
    static final int SAMPLE = 500;

    @Param({"17_clue.txt"})
    public String set;

    List<Puzzle> puzzles;

    @Setup
    public void read() throws Exception {
        Path f = Path.of(System.getProperty("cellwise.data", "data")).resolve(set);
        long total = Formats.estimateCount(f);
        long stride = Math.max(1, total / SAMPLE);
        PuzzleReader r = Formats.open(f, null);
        puzzles = new ArrayList<>();
        Puzzle p;
        for (long i = 0; (p = r.next()) != null && puzzles.size() < SAMPLE; i++) if (i % stride == 0) puzzles.add(p);
    }

    @Benchmark
    public long grade() {
        long score = 0;
        for (Puzzle p : puzzles) score += Explainer.explain(p, null, Explainer.Options.DEFAULT).score();
        return score;
    }

    @Benchmark
    public long solve() {
        long n = 0;
        for (Puzzle p : puzzles) n += Solver.of(p).solve(SolveOptions.upTo(2)).count();
        return n;
    }
}
