package org.cellwise.cli;

import org.cellwise.batch.Answer;
import org.cellwise.batch.BatchRunner;
import org.cellwise.engine.Outcome;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.batch.LeanRunner;
import org.cellwise.engine.ClassicSolver;
import org.cellwise.format.ClassicLines;
import org.cellwise.format.FormatException;
import org.cellwise.format.LineFormat;
import org.cellwise.format.Formats;
import org.cellwise.format.PuzzleReader;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.check.Checker;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"Solves and checks every puzzle of each FILE and measures how fast.",
                "Prints per file the columns of tdoku's benchmark: puzzles, puzzles/s (wall time: reading, solving, checking), solver/s "
                + "(solver time only, as tdoku counts), microseconds per puzzle (mean, median, max), %% solved without "
                + "guessing and guesses per puzzle.",
                "Uniqueness is checked unless --first. Files are streamed.",
                "Exit code: 0 every puzzle solved and verified, 1 otherwise, 2 bad input, 141 output closed early (| head)."})
final class BenchCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Puzzle files, in any format Cellwise reads.")
    List<Path> files;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1", description = "Solve on N threads (default 1); N > 1 also runs one thread and reports the scaling.")
    int threads;

    @Option(names = "--first", description = "Stop at the first solution instead of checking uniqueness.")
    boolean first;

    @Option(names = "--warmup", paramLabel = "N", defaultValue = "20000", description = "Puzzles read, solved and checked untimed first, to warm the JIT, going round the file "
            + "again when it is shorter (default ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--time", paramLabel = "SECONDS", defaultValue = "0",
            description = "Go round the file again until the timed passes have lasted this long (default 0: one pass), "
                    + "as tdoku's benchmark does with -t; on a busy machine a short pass is at the mercy of one pause.")
    double time;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "0", description = "Only the first N puzzles of each file (0: all).")
    long limit;

    @Option(names = "--with", paramLabel = "RULE",
            description = "Add a rule or clue to every puzzle read, as solve --with does (a line file is then read the general way). Repeatable.")
    List<String> with = new java.util.ArrayList<>();

    @Option(names = "--json", description = "One JSON object per file.")
    boolean json;

    @Option(names = "--timeout", paramLabel = "SECONDS",
            description = "Give up on a puzzle after this long; timed-out puzzles are counted and shown.")
    Double timeout;

    /**
     * What one timed pass over a file measured. Solver times go into a histogram of 64 steps per power of two
     * (medians within 1.6%), so memory stays flat however long the file.
     */
    static final class Pass {
        long puzzles, solved, unique, noGuess, guesses, failures, nanos, maxNanos, timedOut, invalid;
        double wallSeconds;
        final long[] histogram = new long[58 * 64];

        /** Counts one puzzle's outcome (its time is {@link #record}ed apart). */
        void tally(Result r, boolean holds) {
            puzzles++;
            if (r.solved()) solved++;
            if (r.unique()) unique++;
            if (r.outcome() == Outcome.TIMEOUT) timedOut++;
            if (r.stats().guesses() == 0) noGuess++;
            guesses += r.stats().guesses();
            if (!holds) failures++;
        }

        void record(long dt) {
            nanos += dt;
            maxNanos = Math.max(maxNanos, dt);
            histogram[bucket(dt)]++;
        }

        /** Buckets: exact below 128 ns, then 64 per power of two. */
        static int bucket(long v) {
            if (v < 128) return (int) Math.max(v, 0);
            int shift = 63 - Long.numberOfLeadingZeros(v) - 6;
            return shift * 64 + (int) (v >>> shift);
        }

        /** The smallest time a bucket holds. */
        static long lower(int bucket) {
            if (bucket < 128) return bucket;
            int shift = bucket / 64 - 1;
            return (long) (bucket - shift * 64) << shift;
        }

        void add(Pass o) {
            puzzles += o.puzzles;
            solved += o.solved;
            unique += o.unique;
            noGuess += o.noGuess;
            guesses += o.guesses;
            failures += o.failures;
            timedOut += o.timedOut;
            invalid += o.invalid;
            nanos += o.nanos;
            maxNanos = Math.max(maxNanos, o.maxNanos);
            for (int i = 0; i < histogram.length; i++) histogram[i] += o.histogram[i];
        }

        /** Puzzles per second of wall time: reading, solving and checking. */
        double perSecond() {
            return puzzles / wallSeconds;
        }

        /** Puzzles per second of solver time on one thread, the way tdoku counts (puzzles loaded beforehand). */
        double solverPerSecond() {
            return nanos == 0 ? 0 : puzzles * 1e9 / nanos;
        }

        double meanMicros() {
            return puzzles == 0 ? 0 : nanos / 1e3 / puzzles;
        }

        double medianMicros() {
            long half = (puzzles + 1) / 2, seen = 0;
            for (int i = 0; i < histogram.length; i++) {
                seen += histogram[i];
                if (seen >= half && histogram[i] > 0) return lower(i) / 1e3;
            }
            return 0;
        }

        double maxMicros() {
            return maxNanos / 1e3;
        }
    }

    @Override
    public Integer call() {
        String bad = Options.threads(threads);
        if (bad == null) bad = Options.count("--warmup", warmup, 0, 100_000_000);
        if (bad == null) bad = Options.count("--limit", limit, 0, Long.MAX_VALUE);
        if (bad == null && timeout != null) bad = Options.seconds("--timeout", timeout);
        if (bad == null && time != 0) bad = Options.seconds("--time", time);
        if (bad != null) {
            System.err.println("cellwise: " + bad);
            return Main.BAD_INPUT;
        }
        // a --with line the reader refuses is refused once, as every other command does, not once a puzzle
        for (Path f : with.isEmpty() ? List.<Path>of() : files) {
            try {
                Puzzle p = Formats.open(f, null).next();
                if (p != null) org.cellwise.format.Additions.add(p, with);
            } catch (FormatException e) {
                if (!org.cellwise.format.Additions.SOURCE.equals(e.source())) continue; // the file's own fault, counted in its pass
                System.err.println("cellwise: " + e.getMessage());
                return Main.BAD_INPUT;
            } catch (IOException | RuntimeException e) {
                continue; // said where the file is measured
            }
        }
        boolean allGood = true;
        if (!json)
            System.out.printf("%-28s %7s %9s %11s %11s %9s %9s %10s %9s %8s%s%n", "file", "threads", "puzzles",
                    "puzzles/s", "solver/s", "us mean", "us median", "us max", "no-guess%", "guesses",
                    threads > 1 ? "  scaling" : "");
        for (Path f : files) {
            try {
                reported = passes = 0;
                warm(f);
                Pass one = timed(f, 1);
                Pass many = threads > 1 ? timed(f, threads) : null;
                Pass shown = many != null ? many : one;
                allGood &= shown.failures == 0 && shown.solved == shown.puzzles && shown.invalid == 0 && one.failures == 0
                        && one.solved == one.puzzles;
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
        SolveOptions o = first ? SolveOptions.firstSolution() : SolveOptions.upTo(2);
        return timeout == null ? o : o.withTimeout(java.time.Duration.ofNanos((long) (timeout * 1e9)));
    }

    /** Messages shown for the file at hand: its first three bad puzzles, in the first pass only. */
    private int reported, passes;

    private void report(String message) {
        if (passes == 1 && reported++ < 3) System.err.println(message);
    }

    /** One pass over the file, or whole passes until {@code --time} seconds have gone, added up. */
    private Pass timed(Path f, int nThreads) throws IOException, FormatException, InterruptedException {
        Pass total = pass(f, nThreads, limit);
        while (total.wallSeconds < time && total.puzzles > 0) {
            Pass more = pass(f, nThreads, limit);
            total.add(more);
            total.wallSeconds += more.wallSeconds;
        }
        return total;
    }

    /** Untimed passes through the very code that is timed, so the timed pass starts compiled. */
    private void warm(Path f) throws IOException, FormatException, InterruptedException {
        long left = warmup;
        while (left > 0) {
            Pass w = pass(f, 1, left);
            if (w.puzzles == 0) return; // an empty file
            left -= w.puzzles;
        }
    }

    /** One puzzle's measurement, made on a worker: solver time, what the search found, whether the answer holds. */
    private record Measured(long nanos, Result result, boolean holds) {}

    /**
     * One pass over a file through the core batch runner, the same that serves solve and count: workers take
     * batches straight from the reader; results are tallied in input order. A puzzle that cannot be read is
     * counted and the pass goes on.
     */
    private Pass pass(Path f, int nThreads, long max) throws IOException, FormatException, InterruptedException {
        passes++;
        ClassicLines lines = ClassicLines.open(f, null);
        // the lean path builds no puzzle, so it has none to add rules to
        if (lines.lean() && with.isEmpty()) return leanPass(lines, nThreads, max);
        lines.close();
        PuzzleReader read = Formats.open(f, null);
        PuzzleReader reader = with.isEmpty() ? read : () -> {
            Puzzle p = read.next();
            return p == null ? null : org.cellwise.format.Additions.add(p, with);
        };
        SolveOptions opts = options();
        org.cellwise.engine.Memory.share(nThreads);
        Pass all = new Pass();
        long start = System.nanoTime();
        try {
            BatchRunner.run(reader, new BatchRunner.Options(nThreads, max, null), p -> {
                long t0 = System.nanoTime();
                Result r = Solver.of(p).solve(opts);
                long dt = System.nanoTime() - t0;
                return new Measured(dt, r, !r.solved() || Checker.holds(p, r.first()));
            }, item -> {
                if (item.error() != null || item.failure() != null) {
                    all.invalid++;
                    boolean tooLarge = item.failure() instanceof org.cellwise.engine.Memory.TooLarge
                            || item.failure() instanceof BatchRunner.OutOfMemory;
                    report("cellwise: " + (item.error() != null ? item.error().getMessage()
                            : tooLarge ? org.cellwise.batch.Answer.located(item.puzzle(), item.failure().getMessage()).getMessage()
                            : item.puzzle().name() + ": internal error: " + item.failure()));
                    return;
                }
                Measured m = item.result();
                all.record(m.nanos());
                all.tally(m.result(), m.holds());
            });
        } catch (java.io.UncheckedIOException e) {
            throw e.getCause();
        }
        all.wallSeconds = (System.nanoTime() - start) / 1e9;
        return all;
    }

    /**
     * A pass over a file of lines: classic lines are read straight from bytes into givens and solved by the
     * classic search without a puzzle being built, and each answer is checked against the rows, columns, boxes
     * and givens; other lines go the general way. Each worker tallies its own pass; they are added up at the end.
     */
    private Pass leanPass(ClassicLines lines, int nThreads, long max) throws IOException, InterruptedException {
        SolveOptions opts = options();
        Puzzle classic = LineFormat.emptyClassic();
        List<Pass> passes = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
        Pass all = new Pass();
        long start = System.nanoTime();
        try {
            LeanRunner.run(lines, nThreads, max, null, () -> {
                // bench times the search itself: the solver's own clock readings (for solve's millis) are left out
                ClassicSolver solver = new ClassicSolver(classic).untimed();
                Pass mine = new Pass();
                passes.add(mine);
                Result[] results = new Result[LeanRunner.BLOCK];
                return new LeanRunner.Work() {
                    @Override
                    public void process(LeanRunner.Block b) {
                        // the block's classic puzzles solved back to back, one clock reading between two (the end of
                        // one is the start of the next: reading the clock costs 20-100 ns, a twentieth of an easy
                        // puzzle), then their answers checked
                        long t = System.nanoTime();
                        for (int i = 0; i < b.size; i++) {
                            if (b.kind[i] != LeanRunner.Block.CLASSIC) continue;
                            results[i] = solver.solve(b.cells, b.values, i * 81, b.count[i], opts, 1);
                            long t1 = System.nanoTime();
                            mine.record(t1 - t);
                            t = t1;
                        }
                        for (int i = 0; i < b.size; i++) {
                            if (b.kind[i] == LeanRunner.Block.ERROR) continue;
                            Result r;
                            boolean holds;
                            if (b.kind[i] == LeanRunner.Block.CLASSIC) {
                                r = results[i];
                                results[i] = null;
                                holds = !r.solved() || Checker.holdsClassic(r.first(), b.cells, b.values, i * 81, b.count[i]);
                            } else {
                                Puzzle p = b.other[i];
                                long t0 = System.nanoTime();
                                r = Solver.of(p).solve(opts);
                                mine.record(System.nanoTime() - t0);
                                holds = !r.solved() || Checker.holds(p, r.first());
                            }
                            mine.tally(r, holds);
                        }
                    }

                    @Override
                    public void emit(LeanRunner.Block b) {
                        for (int i = 0; i < b.size; i++) {
                            if (b.kind[i] != LeanRunner.Block.ERROR) continue;
                            all.invalid++;
                            report("cellwise: " + b.error[i].getMessage());
                        }
                    }
                };
            });
        } catch (java.io.UncheckedIOException e) {
            throw e.getCause();
        } finally {
            lines.close();
        }
        all.wallSeconds = (System.nanoTime() - start) / 1e9;
        for (Pass p : passes) all.add(p);
        return all;
    }

    private void print(Path f, Pass p, Pass one, Pass many) {
        if (json) {
            ObjectNode o = new com.fasterxml.jackson.databind.ObjectMapper().createObjectNode();
            o.put("file", f.toString());
            o.put("puzzles", p.puzzles);
            o.put("solved", p.solved);
            o.put("unique", p.unique);
            o.put("verified", p.solved - p.failures);
            o.put("timedOut", p.timedOut);
            o.put("invalid", p.invalid);
            o.put("uniquenessChecked", !first);
            o.put("threads", many != null ? threads : 1);
            o.put("puzzlesPerSecond", Math.round(p.perSecond()));
            o.put("solverPuzzlesPerSecond", Math.round(one.solverPerSecond()));
            o.put("microsMean", Answer.round(one.meanMicros()));
            o.put("microsMedian", Answer.round(one.medianMicros()));
            o.put("microsMax", Answer.round(one.maxMicros()));
            o.put("noGuessPercent", Answer.round(100.0 * one.noGuess / Math.max(1, one.puzzles)));
            o.put("guessesPerPuzzle", Answer.round((double) one.guesses / Math.max(1, one.puzzles)));
            if (many != null) {
                o.put("singleThreadPuzzlesPerSecond", Math.round(one.perSecond()));
                o.put("scaling", Answer.round(many.perSecond() / one.perSecond()));
            }
            System.out.println(o);
            return;
        }
        row(f, 1, one, "");
        if (many != null) row(f, threads, many, String.format("  %.2fx", many.perSecond() / one.perSecond()));
    }

    private static void row(Path f, int nThreads, Pass p, String scaling) {
        System.out.printf("%-28s %7d %9d %11.0f %11.0f %9.1f %9.1f %10.1f %9.1f %8.2f%s%n", f.getFileName(), nThreads,
                p.puzzles, p.perSecond(), p.solverPerSecond(), p.meanMicros(), p.medianMicros(), p.maxMicros(),
                100.0 * p.noGuess / Math.max(1, p.puzzles), (double) p.guesses / Math.max(1, p.puzzles), scaling);
        if (p.failures > 0 || p.solved < p.puzzles || p.invalid > 0)
            System.out.printf("  %d unsolved (%d timed out), %d answers broke a rule, %d puzzles could not be read%n",
                    p.puzzles - p.solved, p.timedOut, p.failures, p.invalid);
    }
}
