package org.cellwise.bench;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.cellwise.batch.Answer;
import org.cellwise.batch.BatchRunner;
import org.cellwise.batch.JsonBytes;
import org.cellwise.batch.LeanAnswers;
import org.cellwise.batch.LeanRunner;
import org.cellwise.check.Checker;
import org.cellwise.engine.ClassicSolver;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.format.ClassicLines;
import org.cellwise.format.Format;
import org.cellwise.format.Formats;
import org.cellwise.format.LineFormat;
import org.cellwise.format.PuzzleReader;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Whole passes over 1,024 lines of 17-clue held in memory, per line, one thread, uniqueness checked, as
 * {@code bench} and {@code solve --json} run them: the lean path (bytes read into givens, blocks through
 * {@link LeanRunner}, the classic search without a puzzle, then the cheap check or the lean JSON line) against the
 * general path on the same text (a puzzle per line through {@link BatchRunner}, {@link Solver}, then the rule-by-rule
 * yes/no or {@link Answer#diagnose} and its Jackson line). {@code solverOnly} is the classic search alone on givens
 * read beforehand: what {@code bench} calls the solver rate, so {@code solverOnly / benchLean} is the wall share.
 * Eight warm-up iterations: the general paths take about five seconds to compile on two busy cores.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 8, time = 1)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PipelineBenchmark {
    static final int LINES = 1024;
    static final SolveOptions TWO = SolveOptions.upTo(2);

    byte[] text;
    int[] cells = new int[LINES * 81], values = new int[LINES * 81], count = new int[LINES];
    ClassicSolver solver;
    final JsonBytes out = new JsonBytes(1 << 16);
    final OutputStream sink = OutputStream.nullOutputStream();

    @Setup
    public void load() throws Exception {
        List<String> lines = Corpus.lines("17_clue.txt", LINES);
        text = Corpus.text(lines);
        for (int k = 0; k < LINES; k++) {
            int[][] g = Corpus.givens(lines.get(k));
            count[k] = g[0].length;
            System.arraycopy(g[0], 0, cells, k * 81, count[k]);
            System.arraycopy(g[1], 0, values, k * 81, count[k]);
        }
        solver = new ClassicSolver(LineFormat.emptyClassic());
    }

    private ClassicLines lean() {
        return ClassicLines.open(new ByteArrayInputStream(text), "bench", "bench", Format.LINE);
    }

    private PuzzleReader general() throws Exception {
        return Formats.open(new BufferedReader(new InputStreamReader(new ByteArrayInputStream(text), StandardCharsets.UTF_8)),
                "bench", "bench", Format.LINE);
    }

    private void write() {
        try {
            out.writeTo(sink);
        } catch (java.io.IOException e) {
            throw new UncheckedIOException(e);
        }
        out.clear();
    }

    @Benchmark
    @OperationsPerInvocation(LINES)
    public long solverOnly() {
        long solutions = 0;
        for (int k = 0; k < LINES; k++) solutions += solver.solve(cells, values, k * 81, count[k], TWO, 1).count();
        return solutions;
    }

    /** {@code bench}'s lean pass: read, solve, check with {@link Checker#holdsClassic}. */
    @Benchmark
    @OperationsPerInvocation(LINES)
    public long benchLean(Blackhole bh) throws Exception {
        long[] held = {0};
        LeanRunner.run(lean(), 1, 0, null, () -> {
            ClassicSolver s = new ClassicSolver(LineFormat.emptyClassic());
            return new LeanRunner.Work() {
                @Override
                public void process(LeanRunner.Block b) {
                    for (int i = 0; i < b.size; i++) {
                        Result r = s.solve(b.cells, b.values, i * 81, b.count[i], TWO, 1);
                        if (Checker.holdsClassic(r.first(), b.cells, b.values, i * 81, b.count[i])) held[0]++;
                    }
                }

                @Override
                public void emit(LeanRunner.Block b) {
                    bh.consume(b.size);
                }
            };
        });
        return held[0];
    }

    /** {@code bench}'s general pass on the same lines: a puzzle each, {@link Solver}, {@link Checker#holds}. */
    @Benchmark
    @OperationsPerInvocation(LINES)
    public long benchGeneral(Blackhole bh) throws Exception {
        long[] held = {0};
        BatchRunner.run(general(), BatchRunner.Options.threads(1), p -> {
            Result r = Solver.of(p).solve(TWO);
            return Checker.holds(p, r.first());
        }, item -> {
            if (Boolean.TRUE.equals(item.result())) held[0]++;
        });
        return held[0];
    }

    /** {@code solve --json}'s lean path: {@link LeanAnswers} writes each line into a block's buffer. */
    @Benchmark
    @OperationsPerInvocation(LINES)
    public long jsonLean() throws Exception {
        long[] bytes = {0};
        LeanRunner.run(lean(), 1, 0, null, () -> {
            LeanAnswers answers = new LeanAnswers("bench", "bench", false, null, null);
            return new LeanRunner.Work() {
                @Override
                public void process(LeanRunner.Block b) {
                    out.clear();
                    for (int i = 0; i < b.size; i++) answers.solve(b.lineNo[i], b.cells, b.values, i * 81, b.count[i], out);
                }

                @Override
                public void emit(LeanRunner.Block b) {
                    bytes[0] += out.size();
                    write();
                }
            };
        });
        return bytes[0];
    }

    /** {@code solve --json}'s general path on the same lines: {@link Answer#diagnose}, then its Jackson line. */
    @Benchmark
    @OperationsPerInvocation(LINES)
    public long jsonGeneral() throws Exception {
        long[] bytes = {0};
        BatchRunner.run(general(), BatchRunner.Options.threads(1), p -> Answer.diagnose(p, false, null, null, null), item -> {
            out.utf8(item.result().toJson(item.puzzle()).toString()).raw('\n');
            bytes[0] += out.size();
            write();
        });
        return bytes[0];
    }
}
