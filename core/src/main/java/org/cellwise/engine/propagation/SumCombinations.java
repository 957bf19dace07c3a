package org.cellwise.engine.propagation;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The value sets of a distinct-value sum (a killer cage), listed once per cage length and target, and the
 * arc-consistent narrowing they give. A killer solver's cages are mostly two to five cells with a handful of
 * combinations each; enumerating their orderings cell by cell, as {@link CageSupports} does for every other cage,
 * visits each combination k! times and was three quarters of the solve time on the slowest janko killers.
 *
 * <p>For a combination that fits the domains, which cells can take which of its values is a perfect-matching
 * question over k cells and k values. Up to four open cells the answer is read from a table built once (each cell's
 * possible values among the combination's k as k bits, 16 bits in all); five or six try each value of the tightest
 * cell and match the others one level down; past that, a dynamic programme over subsets of the cells, 2^k·k steps a
 * combination, hence the limit on k.
 */
public final class SumCombinations {
    /** Cages longer than this keep the cell-by-cell enumeration: the subset programme doubles with each cell. */
    static final int MAX_CELLS = 10;
    /** Above this many combinations the table costs more to scan than the enumeration's early stop saves. */
    private static final int MAX_COMBINATIONS = 4096;

    private static final ConcurrentHashMap<Key, long[]> TABLES = new ConcurrentHashMap<>();

    private record Key(int size, int min, int cells, long target) {}

    private final long[] combos;
    private final int k;
    private final boolean[] fwd, bwd;
    private final int[] values = new int[64];
    /** Per open cell (in {@link #openCells}), the values supported so far and its domain. */
    private final long[] sup, cell;
    private final int[] openCells;
    /** Per open cell, its domain and its support as bits over the combination's values (up to five cells). */
    private final int[][] localDom = new int[4][6], localSup = new int[4][6];

    private SumCombinations(long[] combos, int k) {
        this.combos = combos;
        this.k = k;
        this.fwd = new boolean[1 << k];
        this.bwd = new boolean[1 << k];
        this.sup = new long[k];
        this.cell = new long[k];
        this.openCells = new int[k];
    }

    /**
     * The table for {@code cells} distinct values from {@code min..max} adding up to {@code target}, or null when
     * the cage is too long or has too many combinations for a table to pay (the caller enumerates instead).
     */
    public static SumCombinations of(int cells, long target, int min, int max) {
        int size = max - min + 1;
        if (cells < 2 || cells > MAX_CELLS || cells > size || size > 64) return null;
        if (binomial(size, cells) > 50L * MAX_COMBINATIONS) return null;
        long[] t = TABLES.computeIfAbsent(new Key(size, min, cells, target), key -> list(size, min, cells, target));
        return t.length > MAX_COMBINATIONS ? null : new SumCombinations(t, cells);
    }

    /**
     * The table of a cage whose distinct values add up to any one of {@code targets} (a digital-root cage: 5, 14,
     * 23 ...): the value sets of each total, listed together, as no set adds up to two totals. Null where one total
     * alone has too many sets, or all of them together do. Read by a running total instead, such a cage knew its sum
     * but not that its values differ, and the search paid for it (data/dr-killer.cw took 9,398 guesses).
     */
    public static SumCombinations anyOf(int cells, int[] targets, int min, int max) {
        long[] all = new long[0];
        for (int target : targets) {
            SumCombinations one = of(cells, target, min, max);
            if (one == null) return null;
            long[] t = one.combos;
            if (all.length + t.length > MAX_COMBINATIONS) return null;
            long[] joined = java.util.Arrays.copyOf(all, all.length + t.length);
            System.arraycopy(t, 0, joined, all.length, t.length);
            all = joined;
        }
        return all.length == 0 ? null : new SumCombinations(all, cells);
    }

    private static long binomial(int n, int r) {
        long b = 1;
        for (int i = 1; i <= r; i++) b = b * (n - r + i) / i;
        return b;
    }

    /** Every set of {@code cells} value indexes whose values add up to the target, as bit masks. */
    private static long[] list(int size, int min, int cells, long target) {
        List<long[]> out = new ArrayList<>();
        collect(0, size, min, cells, target, 0L, out);
        long[] t = new long[out.size()];
        for (int i = 0; i < t.length; i++) t[i] = out.get(i)[0];
        return t;
    }

    private static void collect(int from, int size, int min, int left, long rest, long mask, List<long[]> out) {
        if (out.size() > MAX_COMBINATIONS) return;
        if (left == 0) {
            if (rest == 0) out.add(new long[] {mask});
            return;
        }
        for (int b = from; b <= size - left; b++) {
            long v = min + b;
            // the smallest and largest sums of `left` values starting at v bound what can still be reached
            long lo = left * v + (long) left * (left - 1) / 2;
            long top = min + size - 1;
            long hi = left * top - (long) left * (left - 1) / 2;
            if (rest < lo) return;
            if (rest > hi) continue;
            collect(b + 1, size, min, left - 1, rest - v, mask | 1L << b, out);
        }
    }

    /**
     * Narrows {@code dom} (one mask per cell of the cage) to the values some combination supports in some
     * assignment of distinct values; false when no combination fits (then {@code dom} is untouched). The cells already
     * fixed take their values out of every combination first, so the matching runs over the open cells alone.
     */
    public boolean prune(long[] dom) {
        long fixed = 0, union = 0;
        int open = 0;
        for (int i = 0; i < k; i++) {
            long d = dom[i];
            if (d == 0) return false;
            if ((d & (d - 1)) == 0) {
                if ((fixed & d) != 0) return false;
                fixed |= d;
            } else {
                union |= d;
                openCells[open++] = i;
            }
        }
        union &= ~fixed;
        for (int j = 0; j < open; j++) sup[j] = 0;
        boolean any = false;
        next:
        for (long c : combos) {
            if ((c & fixed) != fixed) continue;
            long rest = c & ~fixed;
            if ((rest & ~union) != 0) continue;
            if (open == 0) {
                any = true;
                break;
            }
            boolean full = true, news = false;
            for (int j = 0; j < open; j++) {
                long d = dom[openCells[j]] & rest;
                if (d == 0) continue next;
                if (d != rest) full = false;
                if ((d & ~sup[j]) != 0) news = true;
            }
            // a combination that could only support what is supported already matters only if none has fitted yet
            if (!news && any) continue;
            if (full) { // every cell can hold every value of the rest: every ordering works
                any = true;
                for (int j = 0; j < open; j++) sup[j] |= rest;
            } else if (matchings(dom, open, rest)) {
                any = true;
            }
            boolean done = true;
            for (int j = 0; j < open && done; j++) done = sup[j] == (dom[openCells[j]] & ~fixed);
            if (done) break;
        }
        if (!any) return false;
        for (int j = 0; j < open; j++) dom[openCells[j]] = sup[j];
        return true;
    }

    /**
     * Adds to {@code sup} the (open cell, value) pairs of {@code c} that lie on a perfect matching of the open cells
     * ({@link #openCells}, {@code k} of them) to the values of {@code c}; false if there is none. Up to five cells
     * (nearly every killer cage's open part) it reads a table; beyond, the subset programme.
     */
    private boolean matchings(long[] dom, int k, long c) {
        if (k > 6) return subsets(dom, k, c);
        int n = 0;
        for (long m = c; m != 0; m &= m - 1) values[n++] = Long.numberOfTrailingZeros(m);
        // each open cell's domain as k bits: bit j when it may take the combination's j-th value
        int[] m = localDom[0];
        for (int i = 0; i < k; i++) {
            long d = dom[openCells[i]];
            int bits = 0;
            for (int j = 0; j < k; j++) if ((d >>> values[j] & 1) != 0) bits |= 1 << j;
            m[i] = bits;
        }
        if (!local(k, 0)) return false;
        int[] got = localSup[0];
        for (int i = 0; i < k; i++) expand(i, got[i]);
        return true;
    }

    /**
     * Matches {@code k} cells to {@code k} values given as bits ({@code localDom[depth]}), the values each takes in some
     * perfect matching into {@code localSup[depth]}; false when there is none. Up to four cells, the table; past four,
     * the cell with fewest values takes each in turn and the others match the other values, one level down.
     */
    private boolean local(int k, int depth) {
        int[] m = localDom[depth], got = localSup[depth];
        if (k <= 4) {
            int key = 0;
            for (int i = 0; i < k; i++) key |= m[i] << k * i;
            int r = MATCH[k][key];
            if (r == 0) return false;
            for (int i = 0, mask = (1 << k) - 1; i < k; i++) got[i] = r >>> k * i & mask;
            return true;
        }
        int p = 0;
        for (int i = 1; i < k; i++) if (Integer.bitCount(m[i]) < Integer.bitCount(m[p])) p = i;
        java.util.Arrays.fill(got, 0, k, 0);
        int[] down = localDom[depth + 1], back = localSup[depth + 1];
        for (int mp = m[p]; mp != 0; mp &= mp - 1) {
            int j = Integer.numberOfTrailingZeros(mp);
            for (int i = 0, at = 0; i < k; i++) if (i != p) down[at++] = drop(m[i], j);
            if (!local(k - 1, depth + 1)) continue;
            got[p] |= 1 << j;
            for (int i = 0, at = 0; i < k; i++) if (i != p) got[i] |= insert(back[at++], j);
        }
        return got[p] != 0;
    }

    /** Adds to open cell {@code i}'s support the combination's values whose positions are the bits of {@code m}. */
    private void expand(int i, int m) {
        for (; m != 0; m &= m - 1) sup[i] |= 1L << values[Integer.numberOfTrailingZeros(m)];
    }

    /** {@code m} without bit {@code j}, the bits above it moved down one. */
    private static int drop(int m, int j) {
        return m & ((1 << j) - 1) | (m >>> j + 1) << j;
    }

    /** The inverse of {@link #drop}: a zero bit put in at {@code j}. */
    private static int insert(int m, int j) {
        return m & ((1 << j) - 1) | (m >>> j) << j + 1;
    }

    /**
     * {@code MATCH[k]} for k = 2..4: for k cells over k values, the key holding cell i's possible values (k bits) at
     * bits k·i, the values each cell takes in some perfect matching, packed the same way; 0 when there is none.
     * Built once by trying every ordering (4 cells: 65,536 keys, 24 orderings each).
     */
    private static final short[][] MATCH = {null, null, table(2), table(3), table(4)};

    private static short[] table(int k) {
        int[][] orders = orderings(k);
        short[] t = new short[1 << k * k];
        int mask = (1 << k) - 1;
        for (int key = 0; key < t.length; key++) {
            int out = 0;
            for (int[] o : orders) {
                boolean fits = true;
                for (int i = 0; i < k && fits; i++) fits = (key >>> k * i & mask & 1 << o[i]) != 0;
                if (fits) for (int i = 0; i < k; i++) out |= 1 << o[i] + k * i;
            }
            t[key] = (short) out;
        }
        return t;
    }

    private static int[][] orderings(int k) {
        if (k == 1) return new int[][] {{0}};
        List<int[]> out = new ArrayList<>();
        for (int[] shorter : orderings(k - 1))
            for (int at = 0; at < k; at++) {
                int[] o = new int[k];
                for (int i = 0, j = 0; i < k; i++) o[i] = i == at ? k - 1 : shorter[j++];
                out.add(o);
            }
        return out.toArray(new int[0][]);
    }

    /**
     * The subset programme over the open cells, for more than five: forward, which sets of cells can take the
     * combination's j smallest values; backward, which its largest; a cell takes the j-th value in some matching when
     * the cells before it in some forward set and the rest in the complementary backward set both work out.
     */
    private boolean subsets(long[] dom, int k, long c) {
        int n = 0;
        for (long m = c; m != 0; m &= m - 1) values[n++] = Long.numberOfTrailingZeros(m);
        for (int j = 0; j < k; j++) cell[j] = dom[openCells[j]];
        int subsets = 1 << k;
        long all = subsets - 1;
        // fwd[S]: the cells of S can take values[0 .. |S|-1]; bwd[S]: they can take values[k-|S| .. k-1]
        fwd[0] = true;
        bwd[0] = true;
        for (int s = 1; s < subsets; s++) {
            int j = Integer.bitCount(s);
            long vf = 1L << values[j - 1], vb = 1L << values[k - j];
            boolean f = false, b = false;
            for (int rest = s; rest != 0 && !(f && b); rest &= rest - 1) {
                int i = Integer.numberOfTrailingZeros(rest);
                int without = s & ~(1 << i);
                if (!f && (cell[i] & vf) != 0 && fwd[without]) f = true;
                if (!b && (cell[i] & vb) != 0 && bwd[without]) b = true;
            }
            fwd[s] = f;
            bwd[s] = b;
        }
        if (!fwd[subsets - 1]) return false;
        for (int s = 0; s < subsets; s++) {
            if (!fwd[s]) continue;
            int j = Integer.bitCount(s);
            if (j == k) continue;
            long v = 1L << values[j];
            for (long out = all & ~s; out != 0; out &= out - 1) {
                int i = Long.numberOfTrailingZeros(out);
                if ((cell[i] & v) != 0 && (sup[i] & v) == 0 && bwd[(int) (all & ~s & ~(1L << i))]) sup[i] |= v;
            }
        }
        return true;
    }

}
