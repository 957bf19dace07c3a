package org.cellwise.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.cellwise.check.Checker;
import org.cellwise.check.Report;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.format.LineFormat;
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
 * Checking a solved 9×9 answer, per answer: the cheap classic check of {@code bench}'s lean path
 * ({@link Checker#holdsClassic}: rows, columns, boxes and givens as bit masks, no puzzle) against the general
 * yes/no ({@link Checker#holds}, every constraint of the puzzle in turn), which the general path runs, and the
 * rule-by-rule report of {@code cellwise check} ({@link Checker#check}). 64 answers of 17-clue, all correct, so
 * every check runs to the end.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class CheckBenchmark {
    static final int N = 64;

    Puzzle[] puzzles = new Puzzle[N];
    int[][] answers = new int[N][], cells = new int[N][], values = new int[N][];
    int i;

    @Setup
    public void load() throws Exception {
        List<String> lines = Corpus.lines("17_clue.txt", N);
        for (int k = 0; k < N; k++) {
            Puzzle p = LineFormat.parse("bench", lines.get(k), k + 1, 1, "bench:" + (k + 1));
            Result r = Solver.of(p).solve(SolveOptions.upTo(2));
            puzzles[k] = p;
            answers[k] = r.first();
            int[][] g = Corpus.givens(lines.get(k));
            cells[k] = g[0];
            values[k] = g[1];
            if (!Checker.holdsClassic(answers[k], cells[k], values[k], 0, cells[k].length) || !Checker.holds(p, answers[k])
                    || Checker.check(p, answers[k]).brokenCount() != 0)
                throw new IllegalStateException(p.name() + ": the checks disagree on its solution");
        }
    }

    @Benchmark
    public boolean holdsClassic() {
        int k = i++ & (N - 1);
        return Checker.holdsClassic(answers[k], cells[k], values[k], 0, cells[k].length);
    }

    @Benchmark
    public boolean holdsGeneral() {
        int k = i++ & (N - 1);
        return Checker.holds(puzzles[k], answers[k]);
    }

    @Benchmark
    public Report checkReport() {
        int k = i++ & (N - 1);
        return Checker.check(puzzles[k], answers[k]);
    }
}
