package org.cellwise.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.format.FormatException;
import org.cellwise.format.Formats;
import org.cellwise.format.PuzzleReader;
import org.cellwise.model.Puzzle;
import org.cellwise.check.Checker;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"Solves every puzzle of each FILE, checks every answer against the rules, and prints per file:",
                "puzzles, puzzles/s, microseconds per puzzle (mean and median), % solved without guessing and guesses",
                "per puzzle, the columns of tdoku's benchmark. Uniqueness is checked unless --first. Files are streamed.",
                "Exit code: 0 every puzzle solved and verified, 1 otherwise, 2 bad input."})
final class BenchCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Puzzle files, in any format Cellwise reads.")
    List<Path> files;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1", description = "Solve on N threads (default 1); N > 1 also runs one thread and reports the scaling.")
    int threads;

    @Option(names = "--first", description = "Stop at the first solution instead of checking uniqueness.")
    boolean first;

    @Option(names = "--warmup", paramLabel = "N", defaultValue = "2000", description = "Puzzles solved untimed first, to warm the JIT (default ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "0", description = "Only the first N puzzles of each file (0: all).")
    long limit;

    @Option(names = "--json", description = "One JSON object per file.")
    boolean json;

    /** What one timed pass over a file measured. */
    record Pass(long puzzles, long solved, long unique, long noGuess, long guesses, long failures, double wallSeconds,
            long[] nanos, int count) {
        double perSecond() {
            return puzzles / wallSeconds;
        }

        double meanMicros() {
            return Arrays.stream(nanos, 0, count).average().orElse(0) / 1e3;
        }

        double medianMicros() {
            long[] s = Arrays.copyOf(nanos, count);
            Arrays.sort(s);
            return count == 0 ? 0 : s[count / 2] / 1e3;
        }

        double maxMicros() {
            return Arrays.stream(nanos, 0, count).max().orElse(0) / 1e3;
        }
    }

    @Override
    public Integer call() {
        if (threads < 1 || warmup < 0 || limit < 0) {
            System.err.println("cellwise: --threads must be at least 1, --warmup and --limit not negative");
            return Main.BAD_INPUT;
        }
        boolean allGood = true;
        if (!json)
            System.out.printf("%-28s %9s %12s %10s %10s %10s %9s %9s%s%n", "file", "puzzles", "puzzles/s", "us mean",
                    "us median", "us max", "no-guess%", "guesses", threads > 1 ? "   scaling" : "");
        for (Path f : files) {
            try {
                warm(f);
                Pass one = pass(f, 1);
                Pass many = threads > 1 ? pass(f, threads) : null;
                Pass shown = many != null ? many : one;
                allGood &= shown.failures() == 0 && shown.solved() == shown.puzzles();
                print(f, shown, one, many);
            } catch (NoSuchFileException e) {
                System.err.println("cellwise: " + f + ": no such file");
                return Main.BAD_INPUT;
            } catch (IOException e) {
                System.err.println("cellwise: " + f + ": cannot read: " + e.getMessage());
                return Main.BAD_INPUT;
            } catch (FormatException e) {
                System.err.println("cellwise: " + e.getMessage());
                return Main.BAD_INPUT;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return Main.BAD_INPUT;
            }
        }
        return allGood ? Main.OK : Main.UNSOLVED;
    }

    private SolveOptions options() {
        return first ? SolveOptions.firstSolution() : SolveOptions.upTo(2);
    }

    private void warm(Path f) throws IOException, FormatException {
        PuzzleReader r = Formats.open(f, null);
        Puzzle p;
        for (int i = 0; i < warmup && (p = r.next()) != null; i++) Solver.of(p).solve(options());
    }

    private Pass pass(Path f, int nThreads) throws IOException, FormatException, InterruptedException {
        PuzzleReader reader = Formats.open(f, null);
        BlockingQueue<Puzzle> queue = new ArrayBlockingQueue<>(4096);
        Puzzle end = Puzzle.builder().grid(org.cellwise.model.Grid.standard(1)).build();
        AtomicLong solved = new AtomicLong(), unique = new AtomicLong(), noGuess = new AtomicLong(), guesses = new AtomicLong(),
                failures = new AtomicLong(), index = new AtomicLong();
        long[][] nanos = {new long[1 << 16]};
        Object lock = new Object();
        Thread[] workers = new Thread[nThreads];
        for (int t = 0; t < nThreads; t++) {
            workers[t] = new Thread(() -> {
                try {
                    while (true) {
                        Puzzle p = queue.take();
                        if (p == end) return;
                        long t0 = System.nanoTime();
                        Result r = Solver.of(p).solve(options());
                        long dt = System.nanoTime() - t0;
                        if (r.solved()) solved.incrementAndGet();
                        if (r.unique()) unique.incrementAndGet();
                        if (r.stats().guesses() == 0) noGuess.incrementAndGet();
                        guesses.addAndGet(r.stats().guesses());
                        if (r.solved() && !Checker.holds(p, r.first())) failures.incrementAndGet();
                        long k = index.getAndIncrement();
                        synchronized (lock) {
                            if (k >= nanos[0].length) nanos[0] = Arrays.copyOf(nanos[0], (int) Math.max(k + 1, nanos[0].length * 2L));
                            nanos[0][(int) k] = dt;
                        }
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
        }
        long start = System.nanoTime();
        for (Thread w : workers) w.start();
        long n = 0;
        Puzzle p;
        try {
            while ((limit == 0 || n < limit) && (p = reader.next()) != null) {
                queue.put(p);
                n++;
            }
        } finally {
            for (int t = 0; t < nThreads; t++) queue.put(end);
            for (Thread w : workers) w.join();
        }
        double wall = (System.nanoTime() - start) / 1e9;
        return new Pass(n, solved.get(), unique.get(), noGuess.get(), guesses.get(), failures.get(), wall, nanos[0], (int) index.get());
    }

    private void print(Path f, Pass p, Pass one, Pass many) {
        double noGuessPct = 100.0 * p.noGuess() / Math.max(1, p.puzzles());
        double gpp = (double) p.guesses() / Math.max(1, p.puzzles());
        if (json) {
            ObjectNode o = Batch.JSON.createObjectNode();
            o.put("file", f.toString());
            o.put("puzzles", p.puzzles());
            o.put("solved", p.solved());
            o.put("unique", p.unique());
            o.put("verified", p.solved() - p.failures());
            o.put("uniquenessChecked", !first);
            o.put("threads", many != null ? threads : 1);
            o.put("puzzlesPerSecond", Math.round(p.perSecond()));
            o.put("microsMean", Batch.round(p.meanMicros()));
            o.put("microsMedian", Batch.round(p.medianMicros()));
            o.put("microsMax", Batch.round(p.maxMicros()));
            o.put("noGuessPercent", Batch.round(noGuessPct));
            o.put("guessesPerPuzzle", Batch.round(gpp));
            if (many != null) {
                o.put("singleThreadPuzzlesPerSecond", Math.round(one.perSecond()));
                o.put("scaling", Batch.round(many.perSecond() / one.perSecond()));
            }
            System.out.println(o);
        } else {
            System.out.printf("%-28s %9d %12.0f %10.1f %10.1f %10.1f %9.1f %9.2f%s%n", f.getFileName(), p.puzzles(), p.perSecond(),
                    p.meanMicros(), p.medianMicros(), p.maxMicros(), noGuessPct, gpp,
                    many != null ? String.format("   %.2fx", many.perSecond() / one.perSecond()) : "");
            if (p.failures() > 0 || p.solved() < p.puzzles())
                System.out.printf("  %d unsolved, %d answers broke a rule%n", p.puzzles() - p.solved(), p.failures());
        }
    }
}
