package org.cellwise.generate;

import java.util.List;
import java.util.Random;
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
        if (!KINDS.contains(r.kind()))
            throw new IllegalArgumentException("unknown kind '" + r.kind() + "': expected one of " + String.join(", ", KINDS));
        r.check();
        Random rnd = new Random(mix(seed, index));
        Long outer = Uniqueness.DEADLINE.get();
        Uniqueness.DEADLINE.set(deadline);
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
                Puzzle p = draw(r, rnd);
                if (p == null) continue;
                if (r.level() != null) {
                    long left = (deadline - System.nanoTime()) / 1_000_000;
                    Explainer.Fit f = Explainer.fits(p, r.level(), Explainer.Options.DEFAULT.withTimeout(Math.max(1, Math.min(left,
                            Explainer.Options.DEFAULT.timeoutMillis()))));
                    if (f == Explainer.Fit.STOPPED && System.nanoTime() - deadline > 0) throw new Uniqueness.TimeUp();
                    if (f != Explainer.Fit.AT) continue;
                }
                return p.withName(r.kind() + " " + (index + 1));
            }
        } catch (Uniqueness.TimeUp t) {
            throw new NotFound("no " + (r.level() == null ? "" : r.level().word() + " ") + r.kind() + " found within the time limit");
        } finally {
            Uniqueness.DEADLINE.set(outer);
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
