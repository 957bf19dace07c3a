package org.cellwise.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.engine.propagation.CageSupports;
import org.cellwise.engine.propagation.SumCombinations;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * Killer cages: the combination table against the cell-by-cell enumeration it replaced, on the same cage states,
 * and the slowest janko killers solved whole (cages, the 45 rule's equations, search).
 *
 * <pre>java -jar bench/target/benchmarks.jar KillerBenchmark -wi 2 -w 1 -i 3 -r 1 -f 1</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
public class KillerBenchmark {
    /** The janko killers that took longest before the table and the 45 rule (24, 13, 12 and 10 ms). */
    private static final List<String> SLOWEST = List.of("janko-171_9x9", "janko-620_9x9", "janko-177_9x9", "janko-540_9x9", "janko-369_9x9");

    /** Cage states as a search meets them: 2 to 6 cells, a reachable target, each cell missing some values. */
    private static final int STATES = 1024;
    private final int[] cells = new int[STATES];
    private final long[] targets = new long[STATES];
    private final long[][] domains = new long[STATES][];
    private final SumCombinations[] tables = new SumCombinations[STATES];
    private final CageSupports[] enumerations = new CageSupports[STATES];
    private final long[] scratch = new long[9];
    private List<Puzzle> slowest;
    private int i;

    @Setup
    public void load() throws Exception {
        Random rnd = new Random(31);
        for (int s = 0; s < STATES; s++) {
            int k = 2 + rnd.nextInt(5);
            long lo = (long) k * (k + 1) / 2, hi = (long) k * 9 - (long) k * (k - 1) / 2;
            long target = lo + rnd.nextInt((int) (hi - lo + 1));
            long[] d = new long[k];
            double keep = 0.5 + 0.45 * rnd.nextDouble();
            for (int c = 0; c < k; c++) {
                for (int b = 0; b < 9; b++) if (rnd.nextDouble() < keep) d[c] |= 1L << b;
                if (d[c] == 0) d[c] = 0x1ff;
            }
            cells[s] = k;
            targets[s] = target;
            domains[s] = d;
            tables[s] = SumCombinations.of(k, target, 1, 9);
            enumerations[s] = new CageSupports(CageSupports.Mode.SUM, target, true, 1, 9, k);
        }
        slowest = new ArrayList<>();
        for (Puzzle p : Formats.readAll(Corpus.file("killer-janko.txt")))
            if (SLOWEST.stream().anyMatch(n -> p.name().startsWith(n + " "))) slowest.add(p);
        if (slowest.size() != SLOWEST.size()) throw new IllegalStateException("found " + slowest.size() + " of " + SLOWEST);
    }

    @Benchmark
    public void cageTable(Blackhole bh) {
        int s = i++ & (STATES - 1);
        System.arraycopy(domains[s], 0, scratch, 0, cells[s]);
        bh.consume(tables[s].prune(scratch));
        bh.consume(scratch[0]);
    }

    @Benchmark
    public void cageEnumeration(Blackhole bh) {
        int s = i++ & (STATES - 1);
        System.arraycopy(domains[s], 0, scratch, 0, cells[s]);
        bh.consume(enumerations[s].prune(scratch, Integer.MAX_VALUE, null));
        bh.consume(scratch[0]);
    }

    @Benchmark
    public Result slowestJankoKiller() {
        return Solver.of(slowest.get(i++ % slowest.size())).solve(SolveOptions.upTo(2));
    }
}
