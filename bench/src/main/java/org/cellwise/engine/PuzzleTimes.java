package org.cellwise.engine;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.cellwise.format.Formats;
import org.cellwise.puzzle.Puzzle;

/**
 * Times each puzzle of a few files on one thread, warm, uniqueness proven, and checks each answer against the
 * {@code .solutions} file beside its file ({@code NAME<TAB>values, comma-separated}, {@code NAME<TAB>none}, or
 * {@code NAME<TAB>unknown} where the reference gave up). One JSON
 * line per puzzle: its set (the file's name without extension), name, status, the median and largest time of its runs,
 * the median thread CPU time (what a busy machine's other work does not add to), guesses and nodes. Each timed run builds the model itself (not the thread's cached one), as the first solve of a
 * puzzle does, so deriving the redundant propagators is counted; hence the engine's package.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar org.cellwise.engine.PuzzleTimes [--runs 5] [--warmup 20] [--timeout 60] [--plain] [--handoff NODES] FILE.cw...
 * </pre>
 *
 * The warm-up solves the files round and round, untimed, for the seconds of CPU time given (each puzzle under a short
 * time limit). A puzzle whose run takes more than two seconds of CPU time is run once. Statuses: {@code unique}, {@code none} (proved to
 * have no solution), {@code multiple}, {@code timeout}, {@code wrong} (an answer other than the recorded one).
 */
public final class PuzzleTimes {
    private PuzzleTimes() {}

    record Entry(String set, Puzzle puzzle, String expected) {}

    public static void main(String[] args) throws Exception {
        int runs = 5;
        double warmup = 20, timeout = 60;
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--warmup" -> warmup = Double.parseDouble(args[++i]);
                case "--timeout" -> timeout = Double.parseDouble(args[++i]);
                case "--plain" -> plain = true;
                case "--handoff" -> handoff = Long.parseLong(args[++i]);
                default -> files.add(Path.of(args[i]));
            }
        }
        List<Entry> all = new ArrayList<>();
        for (Path f : files) {
            String set = f.getFileName().toString().replaceFirst("\\.[^.]*$", "");
            Map<String, String> expected = solutions(f.resolveSibling(set + ".solutions"));
            for (Puzzle p : Formats.readAll(f)) all.add(new Entry(set, p, expected.get(p.name())));
        }
        // warm-up by CPU time, so that a busy machine warms the JIT as far as a quiet one
        long warmEnd = THREADS.getCurrentThreadCpuTime() + (long) (warmup * 1e9);
        boolean[] slow = new boolean[all.size()];
        while (THREADS.getCurrentThreadCpuTime() < warmEnd) {
            for (int i = 0; i < all.size() && THREADS.getCurrentThreadCpuTime() < warmEnd; i++) {
                if (slow[i]) continue;
                Result r = solve(all.get(i).puzzle(), 1.0);
                slow[i] = r.outcome() == Outcome.TIMEOUT;
            }
        }
        for (Entry e : all) {
            double[] ms = new double[runs], cpu = new double[runs];
            Result last = null;
            int done = 0;
            for (int k = 0; k < runs; k++) {
                long t0 = System.nanoTime(), c0 = THREADS.getCurrentThreadCpuTime();
                last = solve(e.puzzle(), timeout);
                cpu[done] = (THREADS.getCurrentThreadCpuTime() - c0) / 1e6;
                ms[done++] = (System.nanoTime() - t0) / 1e6;
                if (cpu[done - 1] > 2000 || last.outcome() == Outcome.TIMEOUT) break;
            }
            double[] got = Arrays.copyOf(ms, done), gotCpu = Arrays.copyOf(cpu, done);
            Arrays.sort(got);
            Arrays.sort(gotCpu);
            System.out.println(String.format(Locale.ROOT,
                    "{\"set\": \"%s\", \"name\": \"%s\", \"status\": \"%s\", \"ms\": %.3f, \"msMax\": %.3f, \"cpuMs\": %.3f, \"guesses\": %d, \"nodes\": %d, \"runs\": %d}",
                    e.set(), e.puzzle().name(), status(e, last), median(got), got[done - 1], median(gotCpu), last.stats().guesses(),
                    last.stats().nodes(), done));
        }
    }

    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();

    private static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /** Plain search only, never clause learning: to weigh what learning adds. */
    private static boolean plain;

    /** Plain-search nodes before clause learning takes over (0: the solver's own). */
    private static long handoff;

    private static Result solve(Puzzle p, double seconds) {
        Solver solver = Solver.uncached(p);
        if (handoff > 0) solver.handoff(handoff);
        if (plain) solver.generalOnly();
        return solver.solve(SolveOptions.upTo(2).withTimeout(Duration.ofNanos((long) (seconds * 1e9))));
    }

    private static String status(Entry e, Result r) {
        if (r.outcome() == Outcome.TIMEOUT) return "timeout";
        if (r.count() > 1) return "multiple";
        if (r.outcome() != Outcome.COMPLETE) return r.outcome().name().toLowerCase(Locale.ROOT);
        String got = r.count() == 0 ? "none" : values(e.puzzle(), r.first());
        if (e.expected() != null && !e.expected().equals("unknown") && !e.expected().equals(got)) return "wrong";
        return r.count() == 0 ? "none" : "unique";
    }

    /** The solution as the .solutions file writes it: values row by row, comma-separated. */
    private static String values(Puzzle p, int[] sol) {
        StringBuilder sb = new StringBuilder();
        var canvas = p.canvas();
        for (int r = 0; r < canvas.rows(); r++)
            for (int c = 0; c < canvas.cols(); c++) {
                int i = canvas.indexOf(r, c);
                if (i < 0) continue;
                if (sb.length() > 0) sb.append(',');
                sb.append(sol[i]);
            }
        return sb.toString();
    }

    private static Map<String, String> solutions(Path f) throws IOException {
        Map<String, String> out = new HashMap<>();
        if (!Files.exists(f)) return out;
        for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
            int tab = line.indexOf('\t');
            if (tab > 0) out.put(line.substring(0, tab), line.substring(tab + 1).strip());
        }
        return out;
    }
}
