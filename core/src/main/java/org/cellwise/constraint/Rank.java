package org.cellwise.constraint;

/**
 * Where one line stands among lines of equal length read as numbers (compared value by value from each line's first
 * cell, as numbers of as many digits): exactly {@code rank - 1} of the other lines are smaller; unless {@code tied},
 * none equals it. A rank of 0 says nothing of the order: the line equals no other (with {@code tied} too, the
 * constraint would say nothing, so it is refused).
 *
 * <p>Full-rank clues are these: the lines are every row and column of a square grid, read both ways. Lines may
 * share cells (a row and its reversal share all of theirs); a cell shared at one position of both lines compares
 * equal there whatever it holds.
 */
public record Rank(String name, int[][] lines, int line, int rank, boolean tied, int[] cells) implements Constraint {
    public Rank {
        if (lines.length < 1 || line < 0 || line >= lines.length)
            throw new IllegalArgumentException(name + ": line " + line + " is not one of the " + lines.length + " lines");
        for (int[] l : lines)
            if (l.length != lines[0].length || l.length == 0)
                throw new IllegalArgumentException(name + ": the ranked lines must be of one length, and not empty");
        if (rank < 0 || rank > lines.length)
            throw new IllegalArgumentException(name + ": a rank among " + lines.length + " lines is 1 to " + lines.length + ", not " + rank);
        if (rank == 0 && tied) throw new IllegalArgumentException(name + ": a tied line without a rank says nothing");
    }

    public Rank(String name, int[][] lines, int line, int rank, boolean tied) {
        this(name, lines, line, rank, tied, cellsOf(lines));
    }

    /** Every cell of the lines, each once, in order of first mention. */
    private static int[] cellsOf(int[][] lines) {
        java.util.LinkedHashSet<Integer> all = new java.util.LinkedHashSet<>();
        for (int[] l : lines) for (int x : l) all.add(x);
        return all.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Below 0 when line {@code a} reads smaller than line {@code b}, 0 when they read the same, above 0 when larger. */
    public static int compare(int[] a, int[] b, int[] values) {
        for (int i = 0; i < a.length; i++) {
            int c = Integer.compare(values[a[i]], values[b[i]]);
            if (c != 0) return c;
        }
        return 0;
    }

    /** {@link #outcomes}: line a can read smaller, the same, larger. */
    public static final int SMALLER = 1, SAME = 2, LARGER = 4;

    /**
     * Which of {@link #SMALLER}, {@link #SAME} and {@link #LARGER} line {@code a} can read than line {@code b} from
     * position {@code from} on, the cells holding values of their masks ({@code dom[cell]}, bit i for the i-th
     * smallest value): position by position while they can still be equal. A cell at one position of both lines
     * compares equal there; other ties between cells are not followed, so this may allow more than can happen, never
     * less.
     */
    public static int outcomes(long[] dom, int[] a, int[] b, int from) {
        return outcomes(dom, a, b, from, false);
    }

    /**
     * The same, knowing (when {@code distinct}) that each line holds different values: while the two read the same,
     * a value both must hold at one position (the only one their cells share there) is held at no later position of
     * either. Positions before {@code from} are taken to read the same.
     */
    public static int outcomes(long[] dom, int[] a, int[] b, int from, boolean distinct) {
        long used = 0;
        if (distinct)
            for (int i = 0; i < from; i++) {
                long common = dom[a[i]] & dom[b[i]];
                if (common != 0 && (common & (common - 1)) == 0) used |= common;
            }
        int out = 0;
        for (int i = from; i < a.length; i++) {
            long da = dom[a[i]] & ~used, db = dom[b[i]] & ~used;
            if (da == 0 || db == 0) return out; // they cannot read the same this far
            if (a[i] == b[i]) {
                if (distinct && (da & (da - 1)) == 0) used |= da;
                continue;
            }
            if (Long.numberOfTrailingZeros(da) < 63 - Long.numberOfLeadingZeros(db)) out |= SMALLER;
            if (63 - Long.numberOfLeadingZeros(da) > Long.numberOfTrailingZeros(db)) out |= LARGER;
            long common = da & db;
            if (common == 0) return out;
            if (distinct && (common & (common - 1)) == 0) used |= common;
        }
        return out | SAME;
    }

    /** How many other lines read smaller than the ranked one. */
    public int smaller(int[] values) {
        int n = 0;
        for (int j = 0; j < lines.length; j++) if (j != line && compare(lines[j], lines[line], values) < 0) n++;
        return n;
    }

    /** How many other lines read the same as the ranked one. */
    public int same(int[] values) {
        int n = 0;
        for (int j = 0; j < lines.length; j++) if (j != line && compare(lines[j], lines[line], values) == 0) n++;
        return n;
    }

    @Override
    public boolean holds(int[] values) {
        return (rank == 0 || smaller(values) == rank - 1) && (tied || same(values) == 0);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.rank(this);
    }
}
