package org.cellwise.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.propagation.Model;
import org.cellwise.engine.search.BandSearch;
import org.cellwise.engine.search.Counters;
import org.cellwise.engine.search.DepthFirst;
import org.cellwise.format.LineFormat;
import org.cellwise.puzzle.Structure;
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
 * The classic 9×9 search ({@link BandSearch}) against the general depth-first search ({@link DepthFirst}) on the
 * same model and puzzles, per puzzle, uniqueness checked. Both are built here through their public constructors
 * from the compiled classic model, as the engine builds them: the band search reads the givens over the
 * structure's model, the general search gets the model with the givens applied (built per puzzle, as the engine
 * builds it) and no clause-learning hand-off, which is the engine's general path ({@code Solver.general}). 256
 * puzzles spread over the set, taken in turn.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ClassicSearchBenchmark {
    static final int N = 256;
    static final SolveOptions TWO = SolveOptions.upTo(2);

    @Param({"17_clue.txt", "magictour_top1465.txt"})
    public String set;

    Model template;
    int[][] cells = new int[N][], values = new int[N][];
    int i;

    @Setup
    public void load() throws Exception {
        Structure st = LineFormat.emptyClassic().compiled().structure();
        template = new Model(st.canvas().size(), st.canvas().values(), st.constraints());
        if (!template.classic) throw new IllegalStateException("the empty classic model is not recognised as classic");
        List<String> lines = Corpus.lines(set, N);
        for (int k = 0; k < N; k++) {
            int[][] g = Corpus.givens(lines.get(k));
            cells[k] = g[0];
            values[k] = g[1];
            Counters band = band(k), general = general(k);
            if (band.solutions() != 1 || general.solutions() != 1)
                throw new IllegalStateException(set + " puzzle " + k + ": " + band.solutions() + " and " + general.solutions()
                        + " solutions");
        }
    }

    private Counters band(int k) {
        BandSearch s = new BandSearch(template, cells[k], values[k], 0, cells[k].length, TWO);
        s.run();
        return s.counters();
    }

    private Counters general(int k) {
        DepthFirst s = new DepthFirst(template.withGivens(cells[k], values[k]), TWO);
        s.run();
        return s.counters();
    }

    @Benchmark
    public Counters bandSearch() {
        return band(i++ & (N - 1));
    }

    @Benchmark
    public Counters depthFirst() {
        return general(i++ & (N - 1));
    }
}
