package org.cellwise.cli;

import java.io.PrintStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import org.cellwise.format.Format;
import org.cellwise.generate.Generator;
import org.cellwise.generate.Request;
import org.cellwise.generate.Symmetry;
import org.cellwise.logic.board.Technique;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "generate", mixinStandardHelpOptions = true,
        description = {"Makes new puzzles, each with exactly one solution (proven by the engine), optionally at a level "
                + "rated as 'grade' rates (docs/EXPLAIN.md).",
                "The same --seed gives the same output, byte for byte, on any number of threads.",
                "Exit code: 0 every puzzle made, 1 a level did not come within the draws allowed, 2 bad usage, 141 output closed early (| head)."})
final class GenerateCommand implements Callable<Integer> {
    PrintStream out = System.out, err = System.err;

    @Parameters(index = "0", paramLabel = "KIND", description = "What to make: ${COMPLETION-CANDIDATES}.",
            completionCandidates = Kinds.class)
    String kind;

    static final class Kinds extends ArrayList<String> {
        Kinds() {
            super(Generator.KINDS);
        }
    }

    @Option(names = "--size", paramLabel = "N", description = "Width of the grid (sudoku 4, 6, 8, 9, 12, 16, 25; jigsaw 4-16; "
            + "killer as sudoku; kenken 3-9; kakuro 3-8; header 2-9). Default: the kind's usual size.")
    int size;

    @Option(names = "--count", paramLabel = "C", defaultValue = "1", description = "How many puzzles (default 1).")
    int count;

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the run (default: from the clock, printed on stderr).")
    Long seed;

    @Option(names = "--difficulty", paramLabel = "LEVEL", description = "easy, medium, hard, expert, extreme, or any (default).")
    String difficulty = "any";

    @Option(names = "--symmetry", paramLabel = "S", defaultValue = "none",
            description = "Of the givens: none (default), rotate180, rotate90, mirror, flip, diagonal.")
    String symmetry;

    @Option(names = "--minimal", description = "No cage or sum group can be removed without losing uniqueness (each removal proven by the "
            + "engine); neighbouring cages are merged where uniqueness is proven quickly (on a 9x9 a merge may remain). "
            + "Givens are always minimal: none can go (with --symmetry, no symmetric set of them).")
    boolean minimal;

    @Option(names = "--rules", arity = "1..*", paramLabel = "RULE", description = "Rule keywords added to a sudoku, jigsaw or "
            + "killer (anti-knight, diagonals, ...).")
    List<String> rules = new ArrayList<>();

    @Option(names = "--hidden-op", description = "KenKen: the operations are not shown.")
    boolean hiddenOp;

    @Option(names = "--grid-size", paramLabel = "G", description = "overlap: the size of each of the five grids (default 5).")
    int gridSize;

    @Option(names = "--givens", description = "killer: givens where the cages alone leave several solutions.")
    boolean givens;

    @Option(names = {"--to", "--format"}, paramLabel = "FORMAT", defaultValue = "cellwise", completionCandidates = Input.FormatNames.class,
            description = "One of: ${COMPLETION-CANDIDATES} (default ${DEFAULT-VALUE}).")
    String to;

    @Option(names = "--threads", paramLabel = "N", description = "Worker threads (default: every core).")
    Integer threads;

    @Option(names = "--timeout", paramLabel = "SECONDS", description = "Give up on a puzzle after this long (default: no limit); "
            + "a puzzle not made in time is reported and the next one is made.")
    Double timeout;

    @Override
    public Integer call() {
        Format format = Format.byId(to);
        if (format == null) {
            err.println("cellwise: unknown format '" + to + "'; expected one of "
                    + Arrays.stream(Format.values()).map(f -> f.id).collect(Collectors.joining(", ")));
            return Main.BAD_INPUT;
        }
        if (!Generator.KINDS.contains(kind)) {
            err.println("cellwise: unknown kind '" + kind + "'; expected one of " + String.join(", ", Generator.KINDS));
            return Main.BAD_INPUT;
        }
        String bad = Options.count("--count", count, 1, Options.MAX_COUNT);
        if (bad == null && threads != null) bad = Options.threads(threads);
        if (bad == null && timeout != null) bad = Options.seconds("--timeout", timeout);
        if (bad != null) {
            err.println("cellwise: " + bad);
            return Main.BAD_INPUT;
        }
        Technique.Level level = null;
        if (!difficulty.equals("any")) {
            try {
                level = Technique.Level.valueOf(difficulty.toUpperCase(java.util.Locale.ROOT));
            } catch (IllegalArgumentException e) {
                err.println("cellwise: unknown level '" + difficulty + "'; expected easy, medium, hard, expert, extreme or any");
                return Main.BAD_INPUT;
            }
        }
        Request r;
        try {
            r = Request.of(kind).withSize(size).withLevel(level).withSymmetry(Symmetry.of(symmetry)).withMinimal(minimal)
                    .withRules(rules).withHiddenOp(hiddenOp).withGridSize(gridSize).withGivens(givens);
            r.check();
        } catch (IllegalArgumentException e) {
            err.println("cellwise: " + e.getMessage());
            return Main.BAD_INPUT;
        }
        long s = seed != null ? seed : System.currentTimeMillis();
        if (seed == null) err.println("cellwise: seed " + s);
        int n = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        ExecutorService pool = Executors.newFixedThreadPool(n, task -> {
            Thread t = new Thread(task, "generate");
            t.setDaemon(true);
            return t;
        });
        // puzzles in order: a window of tasks ahead, each index on its own random stream
        ArrayDeque<Future<String>> ahead = new ArrayDeque<>();
        int next = 0, code = Main.OK;
        try {
            for (int written = 0; written < count && !Output.closed(); written++) {
                while (next < count && ahead.size() < 4 * n) {
                    int index = next++;
                    // written on the worker too: a writer reads its output back, which is as slow as making an easy puzzle
                    ahead.add(pool.submit(() -> timeout == null ? Generator.text(r, s, index, format)
                            : Generator.text(r, s, index, System.nanoTime() + (long) (timeout * 1e9), format)));
                }
                String text;
                try {
                    text = ahead.poll().get();
                } catch (ExecutionException e) {
                    Throwable c = e.getCause();
                    if (c instanceof Generator.NotFound) {
                        err.println("cellwise: puzzle " + (written + 1) + ": " + c.getMessage());
                        code = Main.UNSOLVED;
                        continue;
                    }
                    if (c instanceof IllegalArgumentException) {
                        err.println("cellwise: " + c.getMessage());
                        return Main.BAD_INPUT;
                    }
                    throw new IllegalStateException(c);
                }
                if (written > 0 && (format == Format.CELLWISE || format == Format.GRID || format == Format.CAGES
                        || format == Format.SUJIKO)) out.println();
                out.print(text);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Main.BAD_INPUT;
        } finally {
            pool.shutdownNow();
        }
        out.flush();
        return code;
    }
}
