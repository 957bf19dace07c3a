package org.cellwise.engine.search;

import java.util.Random;
import org.cellwise.engine.Outcome;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.propagation.Model;

/**
 * The search for models that are exactly a classic 9×9 (rows, columns and 3×3 boxes all different, values on
 * nine consecutive numbers, givens or narrowed root domains). Same contract as {@link Search}: same options,
 * outcomes and statistics, and it reaches the same solutions; only the representation differs.
 *
 * <p>State is digit-major: for each value, three 27-bit masks (one per band of three rows) of the cells that may
 * still hold it, plus a mask of unsolved cells per band, 30 ints in all, so a branch copies 120 bytes. For one
 * value inside one band, the rows must take three different boxes; which (row, box) pairs can belong to such a
 * permutation is looked up from the 9-bit pattern of non-empty (row, box) segments. The same table serves stacks
 * (columns against bands). That one lookup does hidden singles in boxes and pointing/claiming in rows and columns;
 * hidden singles in rows and columns and naked singles are bit counting.
 */
public final class BandSearch extends Skeleton {
    private static final int ALL = (1 << 27) - 1;
    /** Non-empty (row, box) pattern of one value in one band → the 27-bit mask of cells some permutation keeps. */
    private static final int[] KEEP = new int[512];
    /** The same, as the 9-bit pattern of kept (row, box) segments; 0 when no permutation exists. */
    private static final int[] KEEP9 = new int[512];
    /** A 9-bit row → itself when it has exactly one bit, else 0. */
    private static final int[] LONE = new int[512];
    /** A 9-bit row → which of its three boxes hold a candidate (3 bits). */
    private static final int[] BOXES = new int[512];
    /** Cell → its peers (same row, column or box, not itself) in each of the three bands. */
    private static final int[] PEERS = new int[81 * 3];
    /** Columns of a 9-bit column set, repeated on the three rows of a band. */
    private static final int SPREAD = 1 | 1 << 9 | 1 << 18;

    static {
        for (int x = 1; x < 512; x++) LONE[x] = (x & (x - 1)) == 0 ? x : 0;
        for (int x = 0; x < 512; x++)
            BOXES[x] = ((x & 7) != 0 ? 1 : 0) | ((x & 0x38) != 0 ? 2 : 0) | ((x & 0x1C0) != 0 ? 4 : 0);
        int[][] perms = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        for (int p = 0; p < 512; p++) {
            int keep = 0;
            for (int[] pi : perms) {
                int sel = 1 << pi[0] | 1 << (3 + pi[1]) | 1 << (6 + pi[2]);
                if ((p & sel) == sel) keep |= sel;
            }
            KEEP9[p] = keep;
            int mask = 0;
            for (int r = 0; r < 3; r++)
                for (int k = 0; k < 3; k++)
                    if ((keep >> (3 * r + k) & 1) != 0) mask |= 7 << (9 * r + 3 * k);
            KEEP[p] = mask;
        }
        for (int cell = 0; cell < 81; cell++) {
            int r = cell / 9, c = cell % 9;
            for (int other = 0; other < 81; other++) {
                int r2 = other / 9, c2 = other % 9;
                boolean peer = other != cell
                        && (r == r2 || c == c2 || (r / 3 == r2 / 3 && c / 3 == c2 / 3));
                if (peer) PEERS[cell * 3 + r2 / 3] |= 1 << ((r2 % 3) * 9 + c2);
            }
        }
    }

    private final Model m;
    /** One state per depth: [value * 3 + band] candidate masks, then [27 + band] unsolved cells. */
    private final int[][] stack;
    private int[] s;

    /** Depth stacks reused by the searches of one thread (10 KB each, too much to allocate per puzzle). */
    private static final ThreadLocal<int[][][]> STACKS = ThreadLocal.withInitial(() -> new int[1][][]);
    /** Values whose masks changed since their last update. */
    private int dirty;

    private final Random random;

    public BandSearch(Model m, SolveOptions opts) {
        super(opts, Counters.ZERO);
        this.m = m;
        int[][][] holder = STACKS.get();
        if (holder[0] != null) {
            stack = holder[0];
            holder[0] = null; // a listener may start another search on this thread: it gets its own stack
        } else {
            stack = new int[83][30];
        }
        this.s = stack[0];
        this.random = opts.random();
    }

    @Override
    protected void finish() {
        STACKS.get()[0] = stack;
    }

    @Override
    protected Outcome search() {
        int[] st = s;
        for (int i = 0; i < 27; i++) st[i] = ALL;
        for (int b = 0; b < 3; b++) st[27 + b] = ALL;
        dirty = 0x1FF;
        long full = 0x1FF;
        for (int cell = 0; cell < 81; cell++) {
            long d = m.root[cell];
            if (d == full) continue;
            if (d == 0) return Outcome.COMPLETE;
            int b = cell / 27, bit = 1 << (cell % 27);
            for (int v = 0; v < 9; v++) if ((d >> v & 1) == 0) st[v * 3 + b] &= ~bit;
        }
        if (!propagate()) return Outcome.COMPLETE;
        search(0);
        return exhausted();
    }

    private void search(int depth) {
        while (true) {
            node();
            int cell = pick();
            if (cell < 0) {
                found();
                return;
            }
            int b = cell / 27, bit = 1 << (cell % 27);
            int v = value(b, bit);
            int[] parent = s;
            int[] child = stack[depth + 1];
            System.arraycopy(parent, 0, child, 0, 30);
            s = child;
            guesses++;
            if (place(v, b, bit) && propagate()) search(depth + 1);
            s = parent;
            dirty = 0;
            // the branch is exhausted (or stopped by an exception, which unwinds everything)
            s[v * 3 + b] &= ~bit;
            dirty = 1 << v;
            if (!propagate()) {
                conflict();
                return;
            }
        }
    }

    /** The value to try first in a cell: the smallest, or a random one for generators. */
    private int value(int b, int bit) {
        int[] st = s;
        int count = 0, first = -1;
        for (int v = 0; v < 9; v++)
            if ((st[v * 3 + b] & bit) != 0) {
                if (first < 0) first = v;
                count++;
            }
        if (random == null) return first;
        int k = random.nextInt(count);
        for (int v = 0; v < 9; v++)
            if ((st[v * 3 + b] & bit) != 0 && k-- == 0) return v;
        return first;
    }

    /**
     * An unsolved cell with two candidates if there is one, else one with the fewest; -1 when all are solved.
     */
    private int pick() {
        int[] st = s;
        int bestPair = -1, most = -1;
        for (int b = 0; b < 3; b++) {
            int u = st[27 + b];
            if (u == 0) continue;
            int one = 0, two = 0, three = 0;
            for (int v = 0; v < 27; v += 3) {
                int c = st[v + b];
                three |= two & c;
                two |= one & c;
                one |= c;
            }
            int pairs = u & two & ~three;
            // of the cells with two candidates, the one that sees the most unsolved cells: its choice settles most
            while (pairs != 0) {
                int cell = b * 27 + Integer.numberOfTrailingZeros(pairs);
                pairs &= pairs - 1;
                int k = cell * 3;
                int seen = Integer.bitCount(st[27] & PEERS[k]) + Integer.bitCount(st[28] & PEERS[k + 1])
                        + Integer.bitCount(st[29] & PEERS[k + 2]);
                if (seen > most) {
                    most = seen;
                    bestPair = cell;
                }
            }
        }
        if (bestPair >= 0) return bestPair;
        int best = -1, bestCount = 10;
        for (int b = 0; b < 3; b++) {
            for (int u = st[27 + b]; u != 0; u &= u - 1) {
                int bit = u & -u;
                int count = 0;
                for (int v = 0; v < 27; v += 3) if ((st[v + b] & bit) != 0) count++;
                if (count < bestCount) {
                    bestCount = count;
                    best = b * 27 + Integer.numberOfTrailingZeros(bit);
                }
            }
        }
        return best;
    }

    /** Puts value v in the cell {@code bit} of band b; false when v is no longer possible there. */
    private boolean place(int v, int b, int bit) {
        return commit(v, b == 0 ? bit : 0, b == 1 ? bit : 0, b == 2 ? bit : 0, true);
    }

    /**
     * Puts value v in every cell of f0, f1, f2 (one mask per band, unsolved cells): v leaves their peers, the
     * other values leave those cells (unless the caller knows they hold no other: naked singles). False when two
     * of the cells see each other or v was no longer possible.
     */
    private boolean commit(int v, int f0, int f1, int f2, boolean others) {
        int[] st = s;
        int p0 = 0, p1 = 0, p2 = 0;
        for (int b = 0; b < 3; b++) {
            int f = b == 0 ? f0 : b == 1 ? f1 : f2;
            while (f != 0) {
                int k = (b * 27 + Integer.numberOfTrailingZeros(f)) * 3;
                f &= f - 1;
                p0 |= PEERS[k];
                p1 |= PEERS[k + 1];
                p2 |= PEERS[k + 2];
            }
        }
        int o = v * 3;
        int n0 = st[o] & ~p0, n1 = st[o + 1] & ~p1, n2 = st[o + 2] & ~p2;
        if ((n0 & f0) != f0 || (n1 & f1) != f1 || (n2 & f2) != f2) return false;
        int d = dirty;
        if (n0 != st[o] || n1 != st[o + 1] || n2 != st[o + 2]) d |= 1 << v;
        st[o] = n0;
        st[o + 1] = n1;
        st[o + 2] = n2;
        int keep0 = ~f0, keep1 = ~f1, keep2 = ~f2;
        for (int w = 0, i = 0; others && w < 9; w++, i += 3) {
            if (w == v) continue;
            int x0 = st[i], x1 = st[i + 1], x2 = st[i + 2];
            if (((x0 & f0) | (x1 & f1) | (x2 & f2)) != 0) {
                st[i] = x0 & keep0;
                st[i + 1] = x1 & keep1;
                st[i + 2] = x2 & keep2;
                d |= 1 << w;
            }
        }
        st[27] &= keep0;
        st[28] &= keep1;
        st[29] &= keep2;
        dirty = d;
        return true;
    }

    private boolean propagate() {
        while (true) {
            while (dirty != 0) {
                int v = Integer.numberOfTrailingZeros(dirty);
                dirty &= dirty - 1;
                if (!update(v)) return false;
            }
            int r = nakedSingles();
            if (r < 0) return false;
            if (r == 0 && dirty == 0) return true;
        }
    }

    /** -1 a cell has no candidate left or two singles clash, 1 placed something, 0 nothing to do. */
    private int nakedSingles() {
        int[] st = s;
        int s0 = 0, s1 = 0, s2 = 0;
        for (int b = 0; b < 3; b++) {
            int u = st[27 + b];
            if (u == 0) continue;
            int one = 0, two = 0;
            for (int i = b; i < 27; i += 3) {
                int c = st[i];
                two |= one & c;
                one |= c;
            }
            if ((u & ~one) != 0) return -1;
            int singles = u & ~two;
            if (b == 0) s0 = singles;
            else if (b == 1) s1 = singles;
            else s2 = singles;
        }
        if ((s0 | s1 | s2) == 0) return 0;
        for (int v = 0, o = 0; v < 9; v++, o += 3) {
            int f0 = st[o] & s0, f1 = st[o + 1] & s1, f2 = st[o + 2] & s2;
            if ((f0 | f1 | f2) != 0 && !commit(v, f0, f1, f2, false)) return -1;
        }
        return 1;
    }

    /** Band and stack permutations for one value, then its hidden singles in rows and columns. */
    private boolean update(int v) {
        int[] st = s;
        int o = v * 3;
        int b0 = st[o], b1 = st[o + 1], b2 = st[o + 2];
        while (true) {
            int n0 = b0 & KEEP[BOXES[b0 & 0x1FF] | BOXES[b0 >>> 9 & 0x1FF] << 3 | BOXES[b0 >>> 18] << 6];
            int n1 = b1 & KEEP[BOXES[b1 & 0x1FF] | BOXES[b1 >>> 9 & 0x1FF] << 3 | BOXES[b1 >>> 18] << 6];
            int n2 = b2 & KEEP[BOXES[b2 & 0x1FF] | BOXES[b2 >>> 9 & 0x1FF] << 3 | BOXES[b2 >>> 18] << 6];
            if (n0 == 0 || n1 == 0 || n2 == 0) return false;
            int c0 = (n0 | n0 >>> 9 | n0 >>> 18) & 0x1FF;
            int c1 = (n1 | n1 >>> 9 | n1 >>> 18) & 0x1FF;
            int c2 = (n2 | n2 >>> 9 | n2 >>> 18) & 0x1FF;
            int a0 = 0, a1 = 0, a2 = 0;
            for (int sh = 0; sh < 9; sh += 3) {
                int k = KEEP9[(c0 >>> sh & 7) | (c1 >>> sh & 7) << 3 | (c2 >>> sh & 7) << 6];
                if (k == 0) return false;
                a0 |= (k & 7) << sh;
                a1 |= (k >>> 3 & 7) << sh;
                a2 |= (k >>> 6) << sh;
            }
            int m0 = n0 & a0 * SPREAD, m1 = n1 & a1 * SPREAD, m2 = n2 & a2 * SPREAD;
            b0 = m0;
            b1 = m1;
            b2 = m2;
            // the band step is idempotent: only a change by the stack step calls for another round
            if (m0 == n0 && m1 == n1 && m2 == n2) break;
        }
        st[o] = b0;
        st[o + 1] = b1;
        st[o + 2] = b2;
        // hidden singles: a row (of a band) or a column with one place left for v
        int once = 0, twice = 0;
        for (int sh = 0; sh < 27; sh += 9) {
            int x = b0 >>> sh & 0x1FF, y = b1 >>> sh & 0x1FF, z = b2 >>> sh & 0x1FF;
            twice |= once & x | (once | x) & y | (once | x | y) & z;
            once |= x | y | z;
        }
        int cols = (once & ~twice) * SPREAD;
        int f0 = (lone(b0) | b0 & cols) & st[27];
        int f1 = (lone(b1) | b1 & cols) & st[28];
        int f2 = (lone(b2) | b2 & cols) & st[29];
        if ((f0 | f1 | f2) != 0) return commit(v, f0, f1, f2, true);
        return true;
    }

    /** The cells of a band that are alone in their row. */
    private static int lone(int band) {
        return LONE[band & 0x1FF] | LONE[band >>> 9 & 0x1FF] << 9 | LONE[band >>> 18] << 18;
    }

    @Override
    protected int[] values() {
        int[] values = new int[81];
        int[] st = s;
        for (int cell = 0; cell < 81; cell++) {
            int b = cell / 27, bit = 1 << (cell % 27);
            int v = 0;
            while ((st[v * 3 + b] & bit) == 0) v++;
            values[cell] = m.min + v;
        }
        return values;
    }

}
