package org.cellwise.engine;

import org.cellwise.constraint.Constraint;
import org.cellwise.puzzle.Structure;

/**
 * What a search may take of the heap, and estimates of what it will take, made before anything large is built: a
 * puzzle that cannot fit is refused with its size named ({@link TooLarge}), never left to run out of memory in the
 * middle of a search (which, on a server, kills the worker and whatever else allocates at that moment).
 *
 * <p>The heap is shared by the searches that may run at once ({@link #share(int)}: the threads of a batch, the
 * workers of a server), so each gets an equal part of what the JVM may use, less a reserve for everything else.
 * Estimates are upper bounds of the structures' sizes, counted the way the JVM lays them out (16-byte array headers,
 * 8-byte longs), measured against the real structures in {@code MemoryTest}.
 */
public final class Memory {
    private Memory() {}

    /** Heap kept for the program itself: classes, caches, the puzzles being read, the answers being written. */
    static final long RESERVE = 96L << 20;

    private static volatile int share = 1;
    private static volatile long budget = budget(1);

    /** How many searches may run at once in this process; each may use an equal part of the heap. */
    public static void share(int searches) {
        if (searches < 1) throw new IllegalArgumentException("at least one search");
        share = searches;
        budget = budget(searches);
    }

    public static int share() {
        return share;
    }

    /** Bytes one search may use: the JVM's largest heap less the reserve, divided among the searches at once. */
    public static long budget() {
        return budget;
    }

    private static long budget(int searches) {
        long max = Heap.max();
        if (max == Long.MAX_VALUE) max = 4L << 30; // no limit given: assume a modest machine
        return Math.max(16L << 20, (max - RESERVE) / searches);
    }

    /** A puzzle whose search (or explanation) needs more memory than this run can give it. */
    public static final class TooLarge extends RuntimeException {
        private final long needed, budget;

        public TooLarge(String what, long needed, long budget) {
            super("the puzzle needs about " + bytes(needed) + " " + what + ", more than the " + bytes(budget)
                    + " one search may use here (give Java more memory with -Xmx, or run fewer at once)", null, false, false);
            this.needed = needed;
            this.budget = budget;
        }

        public long needed() {
            return needed;
        }

        public long budget() {
            return budget;
        }
    }

    /** Refuses {@code bytes} beyond the budget; {@code what} says what they are for ("to search ..."). */
    public static void check(long bytes, String what) {
        long b = budget();
        if (bytes > b) throw new TooLarge(what, bytes, b);
    }

    /** "1.2 GB", "340 MB", "12 KB". */
    public static String bytes(long n) {
        if (n >= 1L << 30) return String.format(java.util.Locale.ROOT, "%.1f GB", n / (double) (1L << 30));
        if (n >= 1L << 20) return (n >> 20) + " MB";
        return Math.max(1, n >> 10) + " KB";
    }

    /** An array of {@code n} elements of {@code width} bytes, with its header, rounded up to 8 bytes. */
    static long array(long n, int width) {
        return 16 + ((n * width + 7) & ~7L);
    }

    /**
     * The engine's compiled model of a structure: domains, watchers, one propagator per constraint (each holding
     * its cells and some scratch per cell). Lines read by a machine ({@code Scan}) are counted when they are
     * unrolled ({@link #unrolled}), since their size is only known then.
     */
    public static long model(Structure s) {
        long n = s.canvas().size();
        long bytes = array(n, 8) * 2 + n * 48; // root domains, the first search's copy, watcher lists
        // a group's propagators keep scratch per cell, and the intersections of covering groups grow with their size
        for (Constraint c : s.constraints()) bytes += 96 + 40L * c.cells().length * (1 + c.cells().length / 16);
        return bytes;
    }

    /** An unrolled line: its edges as three int arrays, its states per layer. */
    public static long unrolled(long edges, long positions) {
        return 3 * array(edges, 4) + positions * 3 * 16 + array(positions + 1, 4);
    }

    /**
     * Depth-first search keeps the domains of every cell at each decision on the current path; each decision
     * settles at least one open cell, so the path is at most as long as the cells left open by the givens.
     */
    public static long searchStack(long cells, long open) {
        return (open + 1) * array(cells, 8) + array(cells + 1, 8);
    }

    /**
     * The clause encoding's size as {@link #clauses(int[], int[])} counts it, estimated from the structure before any
     * model is built (every open cell with all its values); -1 when the structure is not clausal (a sum, a cage, a
     * line): such a puzzle is then weighed by the plain search's path alone, as before clause learning took it.
     */
    public static long clauses(Structure s, int[] givenCells) {
        int n = s.canvas().size(), m = s.canvas().values().size(), min = s.canvas().values().min();
        if (m > 64) return -1;
        int[] candidates = new int[n], excluded = new int[n];
        java.util.Arrays.fill(candidates, m);
        for (int g : givenCells) if (g >= 0 && g < n) candidates[g] = 1;
        java.util.Map<String, int[]> worst = new java.util.HashMap<>();
        for (Constraint c : s.constraints()) {
            if (c instanceof org.cellwise.constraint.AllDifferent a) {
                for (int x : a.cells()) excluded[x] += a.cells().length - 1;
            } else if (c instanceof org.cellwise.constraint.Relation r) {
                int[] w = worst.computeIfAbsent(r.kind() + "/" + r.k(), k -> {
                    int[] out = new int[2], againstB = new int[m];
                    for (int x = 0; x < m; x++) {
                        int bad = 0;
                        for (int y = 0; y < m; y++)
                            if (!r.test(min + x, min + y)) {
                                bad++;
                                againstB[y]++;
                            }
                        out[0] = Math.max(out[0], bad);
                    }
                    for (int y = 0; y < m; y++) out[1] = Math.max(out[1], againstB[y]);
                    return out;
                });
                excluded[r.a()] += w[0];
                excluded[r.b()] += w[1];
            } else if (!(c instanceof org.cellwise.constraint.Fixed)) {
                return -1;
            }
        }
        return clauses(candidates, excluded);
    }

    /**
     * Clause learning over a model: a variable per candidate, two literals each with an implication list and a
     * watch list, the implication lists holding one entry per pair of candidates that exclude each other (two
     * cells of a group, two values of a cell, the incompatible pairs of a relation), grown by doubling.
     *
     * @param candidates per cell, the candidates left after root propagation
     * @param excluded   per cell, how many other candidates each of its candidates excludes (an upper bound)
     */
    public static long clauses(int[] candidates, int[] excluded) {
        long bytes = 0;
        for (int c = 0; c < candidates.length; c++) {
            long vars = candidates[c];
            if (vars <= 1) continue;
            long entries = excluded[c] + vars - 1, list = entries <= 4 ? 4 : Long.highestOneBit(entries - 1) << 1;
            // the positive literal's implications; the negative literal's and both watch lists start at 4; the
            // per-variable arrays of the search (assignment, trail, reasons, activity heap, phases)
            bytes += vars * (array(list, 4) + 3 * array(4, 4) + 96);
        }
        return bytes + bytes / 8; // long clauses, learnt clauses and the arena around them
    }
}
