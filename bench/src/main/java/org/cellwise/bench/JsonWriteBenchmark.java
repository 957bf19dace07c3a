package org.cellwise.bench;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.cellwise.batch.Answer;
import org.cellwise.batch.JsonBytes;
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
 * Writing one answer of {@code solve --json} (a solved, unique 9×9), per answer: the lean writer ({@link JsonBytes},
 * called as {@code LeanAnswers} calls it) against {@link Answer#toJson} (a Jackson tree, then its text as UTF-8),
 * which the general path prints. Both write into a reused buffer; set-up checks that they write the same bytes.
 * 64 answers of 17-clue, taken in turn.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class JsonWriteBenchmark {
    static final int N = 64;
    /** A time as solving a 17-clue takes it, to the microsecond as written. */
    static final double MILLIS = 0.017;

    Puzzle[] puzzles = new Puzzle[N];
    Answer[] answers = new Answer[N];
    int[] lineNo = new int[N];
    final JsonBytes out = new JsonBytes(1 << 12);
    int i;

    private static final byte[] NAME = bytes("{\"name\":\"bench:"), SOLVED = bytes("\",\"status\":\"solved\",\"grid\":"),
            UNIQUE = bytes(",\"unique\":true"), MILLIS_KEY = bytes(",\"millis\":"), NODES = bytes(",\"nodes\":"),
            GUESSES = bytes(",\"guesses\":");

    private static byte[] bytes(String ascii) {
        return ascii.getBytes(StandardCharsets.US_ASCII);
    }

    @Setup
    public void load() throws Exception {
        List<String> lines = Corpus.lines("17_clue.txt", N);
        for (int k = 0; k < N; k++) {
            lineNo[k] = k + 1;
            Puzzle p = LineFormat.parse("bench", lines.get(k), k + 1, 1, "bench:" + (k + 1));
            Result r = Solver.of(p).solve(SolveOptions.upTo(2));
            if (!r.unique()) throw new IllegalStateException(p.name() + " is not unique");
            puzzles[k] = p;
            answers[k] = new Answer("solved", r.first(), Boolean.TRUE, 1, MILLIS, r.stats().nodes(), r.stats().guesses(),
                    null, null, null);
            String lean = lean(k).toString(), jackson = jackson(k).toString();
            if (!lean.equals(jackson)) throw new IllegalStateException("the writers differ:\n" + lean + jackson);
        }
    }

    private JsonBytes lean(int k) {
        Answer a = answers[k];
        out.clear();
        out.raw(NAME).number(lineNo[k]).raw(SOLVED).grid9(a.first()).raw(UNIQUE);
        out.raw(MILLIS_KEY).thousandths(Math.round(a.millis() * 1000));
        out.raw(NODES).number(a.nodes()).raw(GUESSES).number(a.guesses());
        return out.raw("}\n");
    }

    private JsonBytes jackson(int k) {
        out.clear();
        return out.utf8(answers[k].toJson(puzzles[k]).toString()).raw('\n');
    }

    @Benchmark
    public int leanJsonBytes() {
        return lean(i++ & (N - 1)).size();
    }

    @Benchmark
    public int jacksonTree() {
        return jackson(i++ & (N - 1)).size();
    }
}
