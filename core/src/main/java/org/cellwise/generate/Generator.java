package org.cellwise.generate;

import java.util.List;
import java.util.Random;
import java.util.function.Function;
import org.cellwise.format.Format;
import org.cellwise.format.Writers;
import org.cellwise.logic.Explainer;
import org.cellwise.puzzle.Puzzle;

/**
 * New puzzles of every family, each with exactly one solution (proven by the engine), at a chosen level (rated by the
 * explanations' {@code grade}). Puzzle number {@code index} of a seed depends on the seed and the index alone, so a
 * run gives the same puzzles, byte for byte, on any number of threads.
 *
 * <pre>{@code
 * Puzzle p = Generator.generate(Request.of("killer").withMinimal(true), 42, 0);
 * }</pre>
 */
public final class Generator {
    public static final List<String> KINDS = List.of("sudoku", "jigsaw", "killer", "kenken", "kakuro", "sujiko", "header",
            "samurai", "overlap");
    /** Draws per puzzle before giving up on a level that does not come (extreme 4×4 Sudokus do not exist). */
    public static final int ATTEMPTS = 2000;
    /**
     * The work one draw's grading may take ({@link Explainer.Options#withMaxWork}); a draw not graded within it is
     * not of the level. A bound on work, not time, so that which draws are kept, and so the puzzles of a seed, do not
     * depend on the machine or its load. About a minute of grading a 9×9 variant on the development machine (Orbit,
     * f-puzzles' hardest: 3.3 million in 20 s of CPU).
     */
    static final long GRADE_WORK = 10_000_000;

    private Generator() {}

    /** No puzzle of the level asked within {@link #ATTEMPTS} draws. */
    public static final class NotFound extends Exception {
        NotFound(String message) {
            super(message);
        }
    }

    public static Puzzle generate(Request r, long seed, int index) throws NotFound {
        return generate(r, seed, index, System.nanoTime() + (1L << 62));
    }

    /**
     * The same, giving up at {@code deadline} ({@link System#nanoTime()}): every search of a draw, and the grading,
     * stop there too, so a slow kind (a 25×25 killer) cannot hold a worker past it. A puzzle found in time is the
     * one the plain call gives.
     */
    public static Puzzle generate(Request r, long seed, int index, long deadline) throws NotFound {
        return generate(r, seed, index, deadline, 0);
    }

    /**
     * The same, giving up too after {@code work} nodes of the draws' searches together (0: no limit on work), which
     * stops at the same draw on every machine; each grading has its own limit on work ({@link #GRADE_WORK}). A
     * puzzle found within it is the one the plain call gives.
     */
    public static Puzzle generate(Request r, long seed, int index, long deadline, long work) throws NotFound {
        return draws(r, seed, index, deadline, work, rnd -> {
            Puzzle p = draw(r, rnd);
            if (p == null || r.level() == null) return p;
            long left = (deadline - System.nanoTime()) / 1_000_000;
            Explainer.Fit f = Explainer.fits(p, r.level(), Explainer.Options.DEFAULT.withMaxWork(GRADE_WORK)
                    .withTimeout(Math.max(1, left)));
            if (f == Explainer.Fit.STOPPED && System.nanoTime() - deadline > 0) throw new Uniqueness.TimeUp();
            return f == Explainer.Fit.AT ? p : null;
        }).withName(r.kind() + " " + (index + 1));
    }

    /**
     * Puzzle {@code index} as text in a format: what {@link Writers#write} gives for {@link #generate}'s puzzle. A
     * plain 9×9 Sudoku with no level asked, as a line, is written straight from its givens: 81 symbols always hold it, so
     * neither the puzzle nor the reading back that checks a format can hold it is needed.
     */
    public static String text(Request r, long seed, int index, Format format) throws NotFound {
        return text(r, seed, index, System.nanoTime() + (1L << 62), format);
    }

    /** The same, giving up at {@code deadline} as {@link #generate(Request, long, int, long)} does. */
    public static String text(Request r, long seed, int index, long deadline, Format format) throws NotFound {
        if (format != Format.LINE || r.level() != null || !ClassicGivens.takes(r))
            return Writers.write(generate(r, seed, index, deadline), format);
        int[] givens = draws(r, seed, index, deadline, 0, rnd -> ClassicGivens.givens(r, rnd));
        char[] line = new char[82];
        for (int c = 0; c < 81; c++) line[c] = givens[c] == 0 ? '.' : (char) ('0' + givens[c]);
        line[81] = '\n';
        return new String(line);
    }

    /** Draws until one gives a result (null: drawn again), up to {@link #ATTEMPTS}; the checks and limits of a run. */
    private static <T> T draws(Request r, long seed, int index, long deadline, long work, Function<Random, T> draw) throws NotFound {
        if (!KINDS.contains(r.kind()))
            throw new IllegalArgumentException("unknown kind '" + r.kind() + "': expected one of " + String.join(", ", KINDS));
        r.check();
        Random rnd = new SeededRandom(mix(seed, index));
        Long outer = Uniqueness.DEADLINE.get();
        long[] outerWork = Uniqueness.WORK.get();
        Uniqueness.DEADLINE.set(deadline);
        Uniqueness.WORK.set(work > 0 ? new long[] {work} : null);
        try {
            // added rules may leave no filled grid at all: proven once here, not met 2,000 times in the draws
            if (!r.rules().isEmpty() && (r.kind().equals("sudoku") || r.kind().equals("killer"))) {
                Puzzle t = GivenKinds.sudokuTemplate(r, r.kind());
                if (Uniqueness.noFilling(t)) {
                    int n = t.grids().get(0).rows();
                    throw new NotFound("no " + n + "x" + n + " " + r.kind() + " exists with " + String.join(", ", r.rules())
                            + ": no filled grid keeps all these rules (proven by search before drawing)");
                }
            }
            for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
                if (System.nanoTime() - deadline > 0) throw new Uniqueness.TimeUp();
                T p = draw.apply(rnd);
                if (p != null) return p;
            }
        } catch (Uniqueness.TimeUp t) {
            throw new NotFound("no " + (r.level() == null ? "" : r.level().word() + " ") + r.kind() + " found within the "
                    + (t.work ? "limit on work" : "time limit"));
        } finally {
            Uniqueness.DEADLINE.set(outer);
            Uniqueness.WORK.set(outerWork);
        }
        throw new NotFound("no " + (r.level() == null ? "" : r.level().word() + " ") + r.kind() + " found in " + ATTEMPTS
                + " draws" + (r.level() == null ? "" : ": the level may not exist at this size"));
    }

    private static Puzzle draw(Request r, Random rnd) {
        return switch (r.kind()) {
            case "sudoku" -> GivenKinds.sudoku(r, rnd);
            case "jigsaw" -> GivenKinds.jigsaw(r, rnd);
            case "samurai" -> GivenKinds.samurai(r, rnd);
            case "overlap" -> GivenKinds.overlap(r, rnd);
            case "sujiko" -> GivenKinds.sujiko(r, rnd);
            case "header" -> GivenKinds.header(r, rnd);
            case "killer" -> CageKinds.killer(r, rnd);
            case "kenken" -> CageKinds.kenken(r, rnd);
            case "kakuro" -> KakuroKind.kakuro(r, rnd);
            default -> throw new AssertionError(r.kind());
        };
    }

    /** SplitMix64 of seed and index: neighbouring indexes get unrelated streams. */
    static long mix(long seed, int index) {
        long z = seed + 0x9E3779B97F4A7C15L * (index + 1L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
