package org.cellwise.engine.search;

import java.util.Random;
import org.cellwise.engine.Outcome;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.propagation.Model;

/**
 * The search for models that are exactly a classic 9×9 (rows, columns and 3×3 boxes all different, values on
 * nine consecutive numbers, givens or narrowed root domains). Same contract as the general search: same options,
 * outcomes and statistics, and it reaches the same solutions; only the representation differs.
 *
 * <p>State is digit-major: for each value, three 27-bit masks (one per band of three rows) of the cells that may
 * still hold it, a mask of unsolved cells per band, and per value its (row, box) pattern in each band and its
 * (band, column) pattern in each stack, 48 ints in all. For one value inside one band, the rows must take three
 * different boxes (one of six permutations, a "configuration"); which (row, box) segments can belong to one is
 * looked up from the 9-bit pattern of non-empty segments, and the same table serves stacks (columns against
 * bands). That does hidden singles in boxes and pointing/claiming; hidden singles in rows and columns and naked
 * singles are bit counting. Each segment (three cells of a row or column inside a box) holds exactly three values:
 * a segment only three values reach takes them, one that three values must take admits no other. Branching splits the configurations of one value in the band or stack with the fewest left.
 * The hot paths avoid data-dependent branches, which cost more than the work they would skip.
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
    /** Rows (3 bits) → their cells in a band; boxes (3 bits) → theirs. */
    private static final int[] ROW_FILL = new int[8], BOX_FILL = new int[8];
    /** Cell → its peers (same row, column or box, not itself) in each of the three bands. */
    private static final int[] PEERS = new int[81 * 3];
    /** Columns of a 9-bit column set, repeated on the three rows of a band. */
    private static final int SPREAD = 1 | 1 << 9 | 1 << 18;
    /** The six ways three rows take three boxes (or three bands three columns of a stack), as 9-bit patterns. */
    private static final int[] PERMS = new int[6];
    /** A 9-bit (row, box) pattern → how many of the six permutations it still holds. */
    private static final int[] CONFIGS = new int[512];
    /** A 9-bit (row, box) pattern → the 27-bit mask of its segments' cells. */
    private static final int[] SEGMENTS = new int[512];
    /** A 9-bit pattern → the segments every permutation it holds passes through. */
    private static final int[] FORCED = new int[512];

    static {
        for (int x = 0; x < 8; x++)
            for (int k = 0; k < 3; k++)
                if ((x >> k & 1) != 0) {
                    ROW_FILL[x] |= 0x1FF << (9 * k);
                    BOX_FILL[x] |= 0x1C0E07 << (3 * k);
                }
        for (int x = 1; x < 512; x++) LONE[x] = (x & (x - 1)) == 0 ? x : 0;
        for (int x = 0; x < 512; x++)
            BOXES[x] = ((x & 7) != 0 ? 1 : 0) | ((x & 0x38) != 0 ? 2 : 0) | ((x & 0x1C0) != 0 ? 4 : 0);
        int[][] perms = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        for (int i = 0; i < 6; i++) PERMS[i] = 1 << perms[i][0] | 1 << (3 + perms[i][1]) | 1 << (6 + perms[i][2]);
        for (int p = 0; p < 512; p++) {
            int and = 0x1FF;
            for (int sel : PERMS)
                if ((p & sel) == sel) {
                    CONFIGS[p]++;
                    and &= sel;
                }
            FORCED[p] = CONFIGS[p] == 0 ? 0 : and;
            for (int r = 0; r < 3; r++)
                for (int k = 0; k < 3; k++)
                    if ((p >> (3 * r + k) & 1) != 0) SEGMENTS[p] |= 7 << (9 * r + 3 * k);
        }
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
    /**
     * One state per depth: [value * 3 + band] candidate masks, [27 + band] unsolved cells, then per value its
     * (row, box) patterns in the three bands ([ROWS + value], 9 bits a band) and its (band, column) patterns in
     * the three stacks ([COLS + value], 9 bits a stack), current whenever propagation is at a fixpoint.
     */
    private static final int ROWS = 30, COLS = 39, STATE = 48;
    private final int[][] stack;
    private int[] s;

    /** Depth stacks reused by the searches of one thread (10 KB each, too much to allocate per puzzle). */
    private static final ThreadLocal<int[][][]> STACKS = ThreadLocal.withInitial(() -> new int[1][][]);
    /** Per value and band, the given cells holding the value (scratch for the start of a search). */
    private final int[] givenVal = new int[27];
    /** Values whose masks changed since their last update. */
    private int dirty;

    private final Random random;

    /** Given cells and their values, applied over the model's root domains: {@code givenCount} from {@code givenFrom}. */
    private final int[] givenCells, givenValues;
    private final int givenFrom, givenCount;

    public BandSearch(Model m, SolveOptions opts) {
        this(m, new int[0], new int[0], 0, 0, opts);
    }

    /**
     * The model's root domains narrowed by {@code count} givens from index {@code from} of the arrays (what
     * {@link Model#withGivens} would make, without making it).
     */
    public BandSearch(Model m, int[] givenCells, int[] givenValues, int from, int count, SolveOptions opts) {
        super(opts, Counters.ZERO);
        this.m = m;
        this.givenCells = givenCells;
        this.givenValues = givenValues;
        this.givenFrom = from;
        this.givenCount = count;
        int[][][] holder = STACKS.get();
        if (holder[0] != null) {
            stack = holder[0];
            holder[0] = null; // a listener may start another search on this thread: it gets its own stack
        } else {
            stack = new int[83][STATE];
        }
        this.s = stack[0];
        this.random = opts.random();
    }

    /** A value taken out of one cell on top of the givens (cell -1: none). */
    private int exceptCell = -1, exceptValue;

    /**
     * Also keeps {@code value} out of {@code cell}: a generator that knows a solution asks for another in one
     * search (as {@link Model#without} would, without building a model).
     */
    public BandSearch without(int cell, int value) {
        exceptCell = cell;
        exceptValue = value;
        return this;
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
        if (!m.open) {
            long full = 0x1FF;
            long[] root = m.root;
            for (int b = 0, cell = 0; b < 3; b++) {
                for (int i = 0; i < 27; i++, cell++) {
                    long d = root[cell];
                    if (d == full) continue;
                    if (d == 0) return Outcome.COMPLETE;
                    int keep = ~(1 << i);
                    for (long out = ~d & full; out != 0; out &= out - 1) st[Long.numberOfTrailingZeros(out) * 3 + b] &= keep;
                }
            }
        }
        // a given keeps its value in its cell and takes the others out of it
        int g0 = 0, g1 = 0, g2 = 0;
        int[] gv = givenVal;
        java.util.Arrays.fill(gv, 0);
        for (int i = givenFrom, end = givenFrom + givenCount; i < end; i++) {
            int cell = givenCells[i], v = givenValues[i] - m.min;
            if (v < 0 || v >= 9) return Outcome.COMPLETE;
            int b = cell < 27 ? 0 : cell < 54 ? 1 : 2, bit = 1 << (cell - 27 * b);
            int o = v * 3 + b;
            if ((st[o] & bit) == 0) return Outcome.COMPLETE; // the root domain lacks it
            if (b == 0) g0 |= bit;
            else if (b == 1) g1 |= bit;
            else g2 |= bit;
            gv[o] |= bit;
        }
        for (int o = 0; o < 27; o += 3) {
            st[o] = st[o] & ~g0 | gv[o];
            st[o + 1] = st[o + 1] & ~g1 | gv[o + 1];
            st[o + 2] = st[o + 2] & ~g2 | gv[o + 2];
        }
        // two givens in one cell with different values leave it with two candidates: no solution
        int twice0 = 0, twice1 = 0, twice2 = 0, once0 = 0, once1 = 0, once2 = 0;
        for (int o = 0; o < 27; o += 3) {
            twice0 |= once0 & gv[o];
            once0 |= gv[o];
            twice1 |= once1 & gv[o + 1];
            once1 |= gv[o + 1];
            twice2 |= once2 & gv[o + 2];
            once2 |= gv[o + 2];
        }
        if ((twice0 | twice1 | twice2) != 0) return Outcome.COMPLETE;
        if (exceptCell >= 0) {
            int v = exceptValue - m.min;
            if (v >= 0 && v < 9) st[v * 3 + exceptCell / 27] &= ~(1 << exceptCell % 27);
        }
        // each value's givens placed at once (their peers lose it) before the first round, which then starts from
        // the grid the givens leave rather than finding them again as naked singles
        for (int v = 0, o = 0; v < 9; v++, o += 3)
            if ((gv[o] | gv[o + 1] | gv[o + 2]) != 0 && !commit(v, gv[o], gv[o + 1], gv[o + 2], false)) return Outcome.COMPLETE;
        dirty = 0x1FF;
        if (!propagate()) return Outcome.COMPLETE;
        search(0);
        return exhausted();
    }

    /** True when the search is to stop: the limit of solutions is reached. */
    private boolean search(int depth) {
        if (random != null) {
            return searchCells(depth);
        }
        while (true) {
            node();
            if (!choose()) return counted();
            int o = branchValue * 3;
            int a0 = branchA0, a1 = branchA1, a2 = branchA2, b0 = branchB0, b1 = branchB1, b2 = branchB2;
            int v = branchValue;
            int[] parent = s;
            int[] child = stack[depth + 1];
            System.arraycopy(parent, 0, child, 0, STATE);
            s = child;
            guesses++;
            child[o] &= a0;
            child[o + 1] &= a1;
            child[o + 2] &= a2;
            dirty = 1 << v;
            if (propagate() && search(depth + 1)) return true;
            s = parent;
            // the branch is exhausted (a limit or the deadline unwinds everything by an exception)
            parent[o] &= b0;
            parent[o + 1] &= b1;
            parent[o + 2] &= b2;
            dirty = 1 << v;
            if (!propagate()) {
                conflict();
                return false;
            }
        }
    }

    /** The branch chosen by {@link #choose}: a value, and the masks of its two sides over the value's three bands. */
    private int branchValue, branchA0, branchA1, branchA2, branchB0, branchB1, branchB2;

    /**
     * Picks the band or stack with the fewest configurations of its values left (a configuration: which box each
     * of its rows takes a value in, or which column of the stack each band takes it in) and, in it, a value with
     * the fewest (two when there is one). One side of the branch takes the first configuration, the other the
     * rest. False when every value is placed.
     */
    private boolean choose() {
        int[] st = s;
        // unsigned minimum of (configurations - 10, unit): a unit with every value settled (9) comes last
        int best = -1;
        for (int u = 0; u < 6; u++) {
            int base = u < 3 ? ROWS : COLS, sh = 9 * (u < 3 ? u : u - 3);
            int total = 0;
            for (int v = 0; v < 9; v++) total += CONFIGS[st[base + v] >>> sh & 0x1FF];
            int key = (total - 10) << 3 | u;
            if (Integer.compareUnsigned(key, best) < 0) best = key;
        }
        if (best >>> 3 == (-1 >>> 3)) return false;
        int bestUnit = best & 7;
        int base = bestUnit < 3 ? ROWS : COLS, sh = 9 * (bestUnit < 3 ? bestUnit : bestUnit - 3);
        int bestKey = -1;
        for (int v = 0; v < 9; v++) {
            int key = (CONFIGS[st[base + v] >>> sh & 0x1FF] - 2) << 4 | v;
            if (Integer.compareUnsigned(key, bestKey) < 0) bestKey = key;
        }
        int bestV = bestKey & 15;
        int bestPattern = st[base + bestV] >>> sh & 0x1FF;
        // split on one segment: the configurations through it, and the pattern without it (with two
        // configurations, a segment of the first that the second lacks splits them exactly)
        int first = 0, other = 0;
        for (int sel : PERMS) {
            if ((bestPattern & sel) != sel) continue;
            if (first == 0) first = sel;
            else other |= sel;
        }
        int seg = first & ~other;
        seg = seg != 0 ? seg & -seg : first & -first;
        first = 0;
        for (int sel : PERMS) if ((bestPattern & sel) == sel && (sel & seg) != 0) first |= sel;
        int rest = bestPattern & ~seg;
        branchValue = bestV;
        if (bestUnit < 3) {
            branchA0 = branchA1 = branchA2 = ALL;
            branchB0 = branchB1 = branchB2 = ALL;
            if (bestUnit == 0) {
                branchA0 = SEGMENTS[first];
                branchB0 = SEGMENTS[rest];
            } else if (bestUnit == 1) {
                branchA1 = SEGMENTS[first];
                branchB1 = SEGMENTS[rest];
            } else {
                branchA2 = SEGMENTS[first];
                branchB2 = SEGMENTS[rest];
            }
        } else {
            int cs = 3 * (bestUnit - 3);
            int outside = 0x1FF & ~(7 << cs);
            branchA0 = (outside | (first & 7) << cs) * SPREAD;
            branchA1 = (outside | (first >>> 3 & 7) << cs) * SPREAD;
            branchA2 = (outside | (first >>> 6) << cs) * SPREAD;
            branchB0 = (outside | (rest & 7) << cs) * SPREAD;
            branchB1 = (outside | (rest >>> 3 & 7) << cs) * SPREAD;
            branchB2 = (outside | (rest >>> 6) << cs) * SPREAD;
        }
        return true;
    }

    /** The 9-bit (row, box) pattern of a value in a band: bit 3r + k when row r holds it in box k. */
    private static int rowBox(int x) {
        // a bit per segment (at its first column), its three rows' box bits gathered by one multiply each
        int seg = (x | x >>> 1 | x >>> 2) & 0x1249249;
        return (seg * 21 & 0x1C0E070) * 0x1041 >>> 16 & 0x1FF;
    }

    /** The 9-bit (band, column) pattern of a value in the stack whose columns start at {@code sh}. */
    private static int colBand(int b0, int b1, int b2, int sh) {
        int c0 = (b0 | b0 >>> 9 | b0 >>> 18) >>> sh & 7;
        int c1 = (b1 | b1 >>> 9 | b1 >>> 18) >>> sh & 7;
        int c2 = (b2 | b2 >>> 9 | b2 >>> 18) >>> sh & 7;
        return c0 | c1 << 3 | c2 << 6;
    }

    /** Branching on cells, values in random order: the generators' random grids. */
    private boolean searchCells(int depth) {
        while (true) {
            node();
            int cell = pick();
            if (cell < 0) return counted();
            int b = cell / 27, bit = 1 << (cell % 27);
            int v = value(b, bit);
            int[] parent = s;
            int[] child = stack[depth + 1];
            System.arraycopy(parent, 0, child, 0, STATE);
            s = child;
            guesses++;
            if (place(v, b, bit) && propagate() && searchCells(depth + 1)) return true;
            s = parent;
            dirty = 0;
            // the branch is exhausted (a limit or the deadline unwinds everything by an exception)
            s[v * 3 + b] &= ~bit;
            dirty = 1 << v;
            if (!propagate()) {
                conflict();
                return false;
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
        int[] st = s, n = counts;
        int bestPair = -1, most = -1;
        for (int b = 0; b < 3; b++) {
            int u = st[27 + b];
            // each cell's number of candidates as four bit planes (a counter per cell, added up value by value)
            int c0 = 0, c1 = 0, c2 = 0, c3 = 0;
            for (int v = 0; v < 27; v += 3) {
                int x = st[v + b], carry = c0 & x;
                c0 ^= x;
                int carry2 = c1 & carry;
                c1 ^= carry;
                c3 |= c2 & carry2;
                c2 ^= carry2;
            }
            n[4 * b] = c0;
            n[4 * b + 1] = c1;
            n[4 * b + 2] = c2;
            n[4 * b + 3] = c3;
            int pairs = u & ~c0 & c1 & ~c2 & ~c3;
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
        // else the first open cell (band by band, cell by cell) with the fewest candidates
        for (int k = 1; k <= 9; k++)
            for (int b = 0; b < 3; b++) {
                int m = st[27 + b] & ((k & 1) != 0 ? n[4 * b] : ~n[4 * b]) & ((k & 2) != 0 ? n[4 * b + 1] : ~n[4 * b + 1])
                        & ((k & 4) != 0 ? n[4 * b + 2] : ~n[4 * b + 2]) & ((k & 8) != 0 ? n[4 * b + 3] : ~n[4 * b + 3]);
                if (m != 0) return b * 27 + Integer.numberOfTrailingZeros(m);
            }
        return -1;
    }

    /** {@link #pick}'s counters of candidates per cell, four bit planes a band. */
    private final int[] counts = new int[12];

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
        int o = v * 3;
        int x0 = st[o], x1 = st[o + 1], x2 = st[o + 2];
        // peers as whole rows, columns and boxes (no loop over the cells); the cells themselves stay
        int c0 = (f0 | f0 >>> 9 | f0 >>> 18) & 0x1FF, c1 = (f1 | f1 >>> 9 | f1 >>> 18) & 0x1FF,
                c2 = (f2 | f2 >>> 9 | f2 >>> 18) & 0x1FF;
        int cols = c0 | c1 | c2, spread = cols * SPREAD;
        int r0 = rows(f0), r1 = rows(f1), r2 = rows(f2), x = BOXES[c0], y = BOXES[c1], z = BOXES[c2];
        int count = Integer.bitCount(f0) + Integer.bitCount(f1) + Integer.bitCount(f2);
        // v still possible in every cell, and no two of them in one row, column or box
        if (((x0 & f0) ^ f0 | (x1 & f1) ^ f1 | (x2 & f2) ^ f2) != 0 || Integer.bitCount(cols) != count
                || Integer.bitCount(r0 | r1 << 3 | r2 << 6) != count || Integer.bitCount(x | y << 3 | z << 6) != count)
            return false;
        int n0 = x0 & ~(spread | ROW_FILL[r0] | BOX_FILL[x]) | f0;
        int n1 = x1 & ~(spread | ROW_FILL[r1] | BOX_FILL[y]) | f1;
        int n2 = x2 & ~(spread | ROW_FILL[r2] | BOX_FILL[z]) | f2;
        int ch = (n0 ^ x0) | (n1 ^ x1) | (n2 ^ x2);
        int d = dirty | (ch | -ch) >>> 31 << v;
        st[o] = n0;
        st[o + 1] = n1;
        st[o + 2] = n2;
        int keep0 = ~f0, keep1 = ~f1, keep2 = ~f2;
        if (others) {
            // every value loses the cells (no branch on which had them), then v gets its own back
            int changed = 0;
            for (int w = 0, i = 0; w < 9; w++, i += 3) {
                int w0 = st[i], w1 = st[i + 1], w2 = st[i + 2];
                int hit = (w0 & f0) | (w1 & f1) | (w2 & f2);
                st[i] = w0 & keep0;
                st[i + 1] = w1 & keep1;
                st[i + 2] = w2 & keep2;
                changed |= (hit | -hit) >>> 31 << w;
            }
            st[o] = n0;
            st[o + 1] = n1;
            st[o + 2] = n2;
            d |= changed & ~(1 << v);
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
            if (r == 0 && dirty == 0) {
                if (!triads()) return false;
                if (dirty == 0) return true;
            }
        }
    }

    /**
     * Each minirow (three cells of a row in one box) and each minicolumn holds exactly three values. A segment
     * only three values can reach takes all three; a segment three values must take admits no other. False when
     * a segment can no longer hold three values.
     */
    private boolean triads() {
        int[] st = s;
        // the three bands (then the three stacks) at once: each word holds a value's three 9-bit patterns
        for (int base = ROWS; base <= COLS; base += COLS - ROWS) {
            int one = 0, two = 0, three = 0, four = 0, f1 = 0, f2 = 0, f3 = 0, f4 = 0;
            for (int v = 0; v < 9; v++) {
                int p = st[base + v];
                four |= three & p;
                three |= two & p;
                two |= one & p;
                one |= p;
                int f = FORCED[p & 0x1FF] | FORCED[p >>> 9 & 0x1FF] << 9 | FORCED[p >>> 18] << 18;
                f4 |= f3 & f;
                f3 |= f2 & f;
                f2 |= f1 & f;
                f1 |= f;
            }
            if (three != ALL || f4 != 0) return false;
            int naked = three & ~four & ~f3, hidden = f3 & four;
            if ((naked | hidden) == 0) continue;
            for (int k = 0; k < 3; k++) {
                int sh = 9 * k, nk = naked >>> sh & 0x1FF, hk = hidden >>> sh & 0x1FF;
                if ((nk | hk) == 0) continue;
                int u = base == ROWS ? k : 3 + k;
                for (int v = 0; v < 9; v++) {
                    int p = st[base + v] >>> sh & 0x1FF;
                    int np = narrow(p, nk, hk);
                    if (np == p) continue;
                    if (np == 0) return false;
                    int o = v * 3;
                    if (u < 3) {
                        st[o + u] &= SEGMENTS[np];
                    } else {
                        int cs = 3 * (u - 3);
                        int outside = 0x1FF & ~(7 << cs);
                        st[o] &= (outside | (np & 7) << cs) * SPREAD;
                        st[o + 1] &= (outside | (np >>> 3 & 7) << cs) * SPREAD;
                        st[o + 2] &= (outside | (np >>> 6) << cs) * SPREAD;
                    }
                    dirty |= 1 << v;
                }
            }
        }
        return true;
    }

    /**
     * A value's pattern kept to the permutations through every segment of {@code naked} it reaches and through
     * no segment of {@code hidden} it is not forced into; 0 when none is left.
     */
    private static int narrow(int p, int naked, int hidden) {
        int need = p & naked, drop = p & hidden & ~FORCED[p];
        if ((need | drop) == 0) return p;
        int np = 0;
        for (int sel : PERMS) if ((p & sel) == sel && (sel & need) == need && (sel & drop) == 0) np |= sel;
        return np;
    }

    /** -1 a cell has no candidate left or two singles clash, 1 placed something, 0 nothing to do. */
    private int nakedSingles() {
        int[] st = s;
        int one0 = 0, two0 = 0, one1 = 0, two1 = 0, one2 = 0, two2 = 0;
        for (int o = 0; o < 27; o += 3) {
            int x = st[o], y = st[o + 1], z = st[o + 2];
            two0 |= one0 & x;
            one0 |= x;
            two1 |= one1 & y;
            one1 |= y;
            two2 |= one2 & z;
            one2 |= z;
        }
        int u0 = st[27], u1 = st[28], u2 = st[29];
        if ((u0 & ~one0 | u1 & ~one1 | u2 & ~one2) != 0) return -1;
        int s0 = u0 & ~two0, s1 = u1 & ~two1, s2 = u2 & ~two2;
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
        int r0 = rowBox(b0), r1 = rowBox(b1), r2 = rowBox(b2), k0, k1, k2;
        while (true) {
            // the cells kept straight from the pattern (one load on the way), the kept pattern beside it
            int n0 = b0 & KEEP[r0], n1 = b1 & KEEP[r1], n2 = b2 & KEEP[r2];
            r0 = KEEP9[r0];
            r1 = KEEP9[r1];
            r2 = KEEP9[r2];
            if (n0 == 0 || n1 == 0 || n2 == 0) return false;
            int c0 = (n0 | n0 >>> 9 | n0 >>> 18) & 0x1FF;
            int c1 = (n1 | n1 >>> 9 | n1 >>> 18) & 0x1FF;
            int c2 = (n2 | n2 >>> 9 | n2 >>> 18) & 0x1FF;
            k0 = KEEP9[(c0 & 7) | (c1 & 7) << 3 | (c2 & 7) << 6];
            k1 = KEEP9[(c0 >>> 3 & 7) | (c1 >>> 3 & 7) << 3 | (c2 >>> 3 & 7) << 6];
            k2 = KEEP9[(c0 >>> 6) | (c1 >>> 6) << 3 | (c2 >>> 6) << 6];
            if (k0 == 0 || k1 == 0 || k2 == 0) return false;
            int a0 = (k0 & 7) | (k1 & 7) << 3 | (k2 & 7) << 6;
            int a1 = (k0 >>> 3 & 7) | (k1 >>> 3 & 7) << 3 | (k2 >>> 3 & 7) << 6;
            int a2 = (k0 >>> 6) | (k1 >>> 6) << 3 | (k2 >>> 6) << 6;
            int m0 = n0 & a0 * SPREAD, m1 = n1 & a1 * SPREAD, m2 = n2 & a2 * SPREAD;
            b0 = m0;
            b1 = m1;
            b2 = m2;
            // the band step is idempotent: only a change by the stack step calls for another round
            if (m0 == n0 && m1 == n1 && m2 == n2) break;
            r0 = rowBox(b0);
            r1 = rowBox(b1);
            r2 = rowBox(b2);
        }
        st[o] = b0;
        st[o + 1] = b1;
        st[o + 2] = b2;
        st[ROWS + v] = r0 | r1 << 9 | r2 << 18;
        st[COLS + v] = k0 | k1 << 9 | k2 << 18;
        return singles(v, b0, b1, b2);
    }

    /** Hidden singles of value v: a row (of a band) or a column with one place left. */
    private boolean singles(int v, int b0, int b1, int b2) {
        int[] st = s;
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

    /** The rows of a band (3 bits) in which a mask has a cell. */
    private static int rows(int f) {
        return ((f & 0x1FF) + 0x1FF) >>> 9 | ((f >>> 9 & 0x1FF) + 0x1FF) >>> 9 << 1 | ((f >>> 18) + 0x1FF) >>> 9 << 2;
    }

    /** The cells of a band that are alone in their row. */
    private static int lone(int band) {
        return LONE[band & 0x1FF] | LONE[band >>> 9 & 0x1FF] << 9 | LONE[band >>> 18] << 18;
    }

    @Override
    protected int[] values() {
        int[] values = new int[81];
        int[] st = s;
        // at a solution each value's masks hold exactly its cells
        for (int v = 0, o = 0; v < 9; v++, o += 3) {
            int value = m.min + v;
            for (int b = 0; b < 3; b++)
                for (int x = st[o + b]; x != 0; x &= x - 1) values[b * 27 + Integer.numberOfTrailingZeros(x)] = value;
        }
        return values;
    }

}
