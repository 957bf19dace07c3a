package org.cellwise.bench;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.cellwise.batch.LeanRunner;
import org.cellwise.format.ClassicLines;
import org.cellwise.format.Format;
import org.cellwise.format.Formats;
import org.cellwise.format.PuzzleReader;
import org.cellwise.puzzle.Puzzle;
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
 * Reading classic lines, per line: the lean reader of {@code bench} and {@code solve --json} ({@link ClassicLines},
 * bytes to givens), the same under {@link LeanRunner} (blocks of lines handed to one worker), and the general line
 * reader on the same text, which builds a puzzle per line; the last also compiles each puzzle to its givens, which
 * is what the general path needs before it can solve. 4,096 lines of 17-clue from memory, so no disk is measured.
 * The general reader runs through much more code than the lean one, and on two busy cores the compiler needs about
 * five seconds to catch up with it: hence eight warm-up iterations, which {@code -wi 2} would cut short.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 8, time = 1)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ReadBenchmark {
    static final int LINES = 4096;

    byte[] text;

    @Setup
    public void load() throws Exception {
        text = Corpus.text(Corpus.lines("17_clue.txt", LINES));
    }

    private ClassicLines lean() {
        return ClassicLines.open(new ByteArrayInputStream(text), "bench", "bench", Format.LINE);
    }

    private PuzzleReader general() throws Exception {
        return Formats.open(new BufferedReader(new InputStreamReader(new ByteArrayInputStream(text), StandardCharsets.UTF_8)),
                "bench", "bench", Format.LINE);
    }

    @Benchmark
    @OperationsPerInvocation(LINES)
    public long leanReader(Blackhole bh) throws Exception {
        ClassicLines in = lean();
        long givens = 0;
        while (in.next() == ClassicLines.CLASSIC) {
            givens += in.givens();
            bh.consume(in.cells());
            bh.consume(in.values());
        }
        return givens;
    }

    @Benchmark
    @OperationsPerInvocation(LINES)
    public long leanRunner(Blackhole bh) throws Exception {
        long[] givens = {0};
        LeanRunner.run(lean(), 1, 0, null, () -> new LeanRunner.Work() {
            @Override
            public void process(LeanRunner.Block b) {
                for (int i = 0; i < b.size; i++) givens[0] += b.count[i];
                bh.consume(b.cells);
            }

            @Override
            public void emit(LeanRunner.Block b) {
                bh.consume(b.size);
            }
        });
        return givens[0];
    }

    @Benchmark
    @OperationsPerInvocation(LINES)
    public long generalReader(Blackhole bh) throws Exception {
        PuzzleReader in = general();
        long n = 0;
        for (Puzzle p; (p = in.next()) != null; n++) bh.consume(p);
        return n;
    }

    @Benchmark
    @OperationsPerInvocation(LINES)
    public long generalReaderToGivens(Blackhole bh) throws Exception {
        PuzzleReader in = general();
        long givens = 0;
        for (Puzzle p; (p = in.next()) != null; ) {
            int[] cells = p.compiled().givenCells();
            givens += cells.length;
            bh.consume(p.compiled().givenValues());
        }
        return givens;
    }
}
