package org.cellwise.engine.propagation;

/**
 * A chaos arrow read through the regions: the control holds the length of the run of the start cell's region along
 * the arms (the start counted once, or not at all with an offset of one). Its cells are the arrow line's: the control,
 * the start's region cell, then each arm's region cells after the start; region number k + 1 is bit k.
 *
 * <p>Per region number r the start may have, each arm's possible runs are the lengths whose cells may all be in r and
 * whose next cell (if any) may be out of it; the arms' runs add up (a sum of bit sets), so a control value stands
 * where some r reaches it, an r where it reaches some control value, and an arm cell keeps r where a run covering it
 * or ending before its predecessor fits, another region where a run ends before it. That is exact for the arrow on
 * its own, as the line's automaton is, without walking its states.
 *
 * <p>What it knows of the regions besides: a region has as many cells as values, so the cells fixed to r off the arms
 * leave the run at most the rest (ISS's off-arm budget); a start whose every neighbour is an arm's first step shares
 * its region with one of them, so the run is at least two long. The off-arm cells are read, not watched: a change
 * there is seen the next time an arm cell or the control changes, which is sound, merely later.
 */
final class ChaosArrowPropagator extends Propagator {
    private final int control, start, min, offset, size;
    private final int[][] arms;
    /** Every grid cell's region cell that is not on the arrow (read for the off-arm budget). */
    private final int[] offArm;
    private final int leastRun;
    // scratch
    private final long[] lengths, others, support;
    private final long[][] cellSupport;
    private final int[] fixedOff;

    /**
     * @param cells the arrow line's cells: control, start's region cell, then the arms' region cells
     * @param armLengths how many region cells each arm has after the start
     * @param offset one when the start is not counted
     * @param size the values per region (and the region numbers' bits)
     * @param regionCells every grid cell's region cell, in reading order
     * @param enclosed whether the start's every neighbour is an arm's first step
     */
    ChaosArrowPropagator(String name, int[] cells, int[] armLengths, int offset, int min, int size, int[] regionCells, boolean enclosed) {
        super(name, cells);
        this.control = cells[0];
        this.start = cells[1];
        this.min = min;
        this.offset = offset;
        this.size = size;
        arms = new int[armLengths.length][];
        int p = 2;
        for (int a = 0; a < arms.length; a++) {
            arms[a] = java.util.Arrays.copyOfRange(cells, p, p + armLengths[a]);
            p += armLengths[a];
        }
        java.util.Set<Integer> on = new java.util.HashSet<>();
        for (int i = 1; i < cells.length; i++) on.add(cells[i]);
        offArm = java.util.Arrays.stream(regionCells).filter(c -> !on.contains(c)).toArray();
        leastRun = enclosed && arms.length > 0 ? 1 : 0;
        lengths = new long[arms.length];
        others = new long[arms.length];
        support = new long[arms.length];
        cellSupport = new long[arms.length][];
        for (int a = 0; a < arms.length; a++) cellSupport[a] = new long[arms[a].length];
        fixedOff = new int[64];
    }

    /**
     * Whether this propagator can state the line: its region cells each once (arms that share a cell are left to the
     * line), and its longest run within a long's bits.
     */
    static boolean fits(int[] cells, int[] armLengths) {
        int total = 0;
        for (int a : armLengths) total += a;
        if (total > 60 || cells.length != total + 2) return false;
        for (int i = 1; i < cells.length; i++)
            for (int j = 1; j < i; j++)
                if (cells[i] == cells[j]) return false;
        return true;
    }

    @Override
    int priority() {
        return 1;
    }

    @Override
    boolean propagate(Propagation s) {
        long[] dom = s.dom;
        java.util.Arrays.fill(fixedOff, 0);
        for (int c : offArm) {
            long d = dom[c];
            if (d != 0 && (d & (d - 1)) == 0) fixedOff[Long.numberOfTrailingZeros(d)]++;
        }
        // the control's value v is a run of v + offset cells, the start and the arms' total R: bit v - min of the
        // control is bit R = v - min + (min + offset - 1) of the arms' totals
        int shift = min + offset - 1;
        long runsWanted = shiftBits(dom[control], shift) & ~((1L << leastRun) - 1);
        long startSup = 0, ctrlSup = 0, starts = dom[start];
        for (int a = 0; a < arms.length; a++) java.util.Arrays.fill(cellSupport[a], 0);
        for (long rs = starts; rs != 0; rs &= rs - 1) {
            int r = Long.numberOfTrailingZeros(rs);
            long bit = 1L << r;
            int room = size - 1 - fixedOff[r]; // the arms' cells the region has room for
            if (room < 0) continue;
            long wanted = runsWanted & (room >= 63 ? -1L : (1L << (room + 1)) - 1);
            if (wanted == 0) continue;
            boolean ok = true;
            for (int a = 0; a < arms.length && ok; a++) {
                int[] arm = arms[a];
                long l = 0;
                for (int k = 0; ; k++) { // a run of k: cells 0..k-1 in r, cell k (if any) may be out
                    if (k == arm.length || dom[arm[k]] != bit) l |= 1L << k;
                    if (k == arm.length || (dom[arm[k]] & bit) == 0) break;
                }
                lengths[a] = l;
                ok = l != 0;
            }
            if (!ok) continue;
            // others[a]: the totals of every arm but a (prefix sums, then suffix)
            long acc = 1;
            for (int a = 0; a < arms.length; a++) {
                others[a] = acc;
                acc = plus(acc, lengths[a]);
            }
            long all = acc & wanted;
            if (all == 0) continue;
            startSup |= bit;
            ctrlSup |= all;
            acc = 1;
            for (int a = arms.length - 1; a >= 0; a--) {
                others[a] = plus(others[a], acc);
                acc = plus(acc, lengths[a]);
                long sup = 0;
                for (long ls = lengths[a]; ls != 0; ls &= ls - 1) {
                    int k = Long.numberOfTrailingZeros(ls);
                    if ((others[a] << k & wanted) != 0) sup |= 1L << k;
                }
                long[] cs = cellSupport[a];
                for (int i = 0; i < cs.length; i++) {
                    // cell i is in the run when it is longer than i, its breaker when the run is i, free when shorter
                    long longer = sup >>> (i + 1), upTo = sup & ((1L << (i + 1)) - 1), shorter = sup & ((1L << i) - 1);
                    if (longer != 0 || shorter != 0) cs[i] |= bit;
                    if (upTo != 0) cs[i] |= ~bit;
                }
            }
        }
        if (!s.restrict(start, startSup)) return false;
        if (!s.restrict(control, shiftBits(ctrlSup, -shift))) return false;
        for (int a = 0; a < arms.length; a++)
            for (int i = 0; i < arms[a].length; i++)
                if (!s.restrict(arms[a][i], cellSupport[a][i])) return false;
        return budget(s);
    }

    /**
     * The start's region fixed to r: r holds the run and the cells fixed to it off the arms, so once those fill all
     * but the shortest run's room, no other off-arm cell joins r.
     */
    private boolean budget(Propagation s) {
        long[] dom = s.dom;
        long d = dom[start];
        if ((d & (d - 1)) != 0) return true;
        int r = Long.numberOfTrailingZeros(d);
        int shortest = min + Long.numberOfTrailingZeros(dom[control]) + offset; // the run's cells, the start among them
        if (fixedOff[r] + shortest < size) return true;
        for (int c : offArm) {
            long x = dom[c];
            if (x != d && (x & d) != 0 && !s.restrict(c, ~d)) return false;
        }
        return true;
    }

    /** The sums of a total from {@code a} and a length from {@code b}, as bit sets. */
    private static long plus(long a, long b) {
        long out = 0;
        for (; b != 0; b &= b - 1) out |= a << Long.numberOfTrailingZeros(b);
        return out;
    }

    private static long shiftBits(long x, int by) {
        return by >= 0 ? x << by : x >>> -by;
    }
}
