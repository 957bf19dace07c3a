package org.cellwise.logic.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Arithmetic;
import org.cellwise.engine.propagation.CageSupports;

/**
 * A cage whose cells all see each other, read as a person reads it: first the sets of values that make its total
 * (sum, product, or either), then where each value of a set can go. A value stays in a cell when some set holds it
 * and the set's other values can fill the other cells. The work is the number of value sets, not the value tuples
 * the cells could take, so a heading over six cells of nine values each is read from the first step.
 *
 * <p>The result is the same as enumerating the cells' values one by one with all values different; only the cost
 * differs. Placements of a set are read as a matching of its values to the cells ({@link Matching}), so a value of
 * a set is kept in a cell exactly when some complete placement puts it there.
 */
public final class CageSets {
    /** Up to this many cells: a set's placement is charged 2^k to the budget (the table it once was). */
    public static final int MAX_CELLS = 12;

    private final CageSupports.Mode mode;
    private final long target;
    private final int min, k, size;
    /** The sets found by the last {@link #prune}, as masks of value indexes. */
    final List<Long> sets = new ArrayList<>();
    /** Placements asked before, kept. */
    private final Matching.Kept matched = new Matching.Kept();
    private long budget;
    /** Values every set must hold (value index mask). */
    private long require;
    private int[] vals;
    private long[] dom;
    private long[] keep;

    /** A sum cage's several allowed totals, sorted (a digital-root cage); null for one target. */
    private final long[] targets;

    CageSets(CageSupports.Mode mode, long target, int min, int size, int cells) {
        this(mode, target, null, min, size, cells);
    }

    /** A sum cage whose values add up to any of {@code targets}. */
    CageSets(long[] targets, int min, int size, int cells) {
        this(CageSupports.Mode.SUM, targets[0], targets, min, size, cells);
    }

    private CageSets(CageSupports.Mode mode, long target, long[] targets, int min, int size, int cells) {
        this.mode = mode;
        this.target = target;
        this.targets = targets == null ? null : java.util.Arrays.stream(targets).sorted().toArray();
        this.min = min;
        this.size = size;
        this.k = cells;
    }

    static boolean applies(CageSupports.Mode mode, int cells) {
        return cells >= 1 && cells <= MAX_CELLS
                && (mode == CageSupports.Mode.SUM || mode == CageSupports.Mode.PRODUCT || mode == CageSupports.Mode.SUM_OR_PRODUCT);
    }

    /** About how much work {@link #prune} takes: sets of k values from the values left, times the table per set. */
    long effort(long union) {
        int u = Long.bitCount(union);
        if (efforts == null) { // asked of every cage after every step of every chain: a table by the count of values
            efforts = new long[65];
            for (int n = 0; n <= 64; n++) {
                if (n < k) {
                    efforts[n] = 1;
                    continue;
                }
                double sets = 1;
                for (int i = 0; i < k; i++) sets = sets * (n - i) / (i + 1);
                efforts[n] = (long) Math.min(Long.MAX_VALUE / 4, sets * (1L << k) / 16 + 1);
            }
        }
        return efforts[u];
    }

    private long[] efforts;

    /**
     * Narrows {@code domains} (one mask per cell) to the values some complete placement of some set uses. Returns
     * {@link CageSupports#NONE} when no set can be placed, {@link CageSupports#OVER_BUDGET} when the work ran past
     * {@code nodes} (domains untouched), else {@link CageSupports#NARROWED}. {@link #sets} then holds the sets that
     * can be placed. Only sets holding every value of {@code require} (a mask of value indexes) count.
     */
    int prune(long[] domains, long nodes, long require) {
        this.require = require;
        sets.clear();
        this.dom = domains;
        long union = 0;
        for (long d : domains) union |= d;
        if (Long.bitCount(union) < k) return CageSupports.NONE;
        keep = new long[k];
        if (listed(union, nodes)) {
            // the same sets in the same order as the search below, which could not have run out of budget here
            for (long set : all) if ((set & ~union) == 0 && (set & require) == require) place(set);
        } else {
            vals = new int[Long.bitCount(union)];
            int j = 0;
            for (long m = union; m != 0; m &= m - 1) vals[j++] = Long.numberOfTrailingZeros(m);
            budget = nodes;
            if (!choose(0, 0, 0, 0, 1)) return CageSupports.OVER_BUDGET;
        }
        if (sets.isEmpty()) return CageSupports.NONE;
        for (int i = 0; i < k; i++) domains[i] = keep[i];
        return CageSupports.NARROWED;
    }

    /**
     * Every set of k values meeting the target, listed once (in the order {@link #choose} finds them): the search
     * for the sets within the values left was a tenth of a minimal killer's forcing chains (profiled); filtering
     * this list costs a mask test per set. Null where the values are too many to list.
     */
    private long[] all;
    private static final int LISTED = 4096;

    /**
     * Whether the listed sets can stand for the search: the list is small, and the search over these values could
     * not have run past {@code nodes} (at most one node per subset of up to k values, and 2^k per set placed), so
     * it would have found the same sets and narrowed the same way.
     */
    private boolean listed(long union, long nodes) {
        if (size > 62 || binomial(size, k) > LISTED) return false;
        int u = Long.bitCount(union);
        long bound = 0;
        for (int j = 0; j <= k; j++) bound += binomial(u, j);
        if (all == null) {
            List<Long> found = new ArrayList<>();
            vals = new int[size];
            for (int j = 0; j < size; j++) vals[j] = j;
            budget = Long.MAX_VALUE;
            listing = found;
            choose(0, 0, 0, 0, 1);
            listing = null;
            all = found.stream().mapToLong(Long::longValue).toArray();
        }
        for (long set : all) if ((set & ~union) == 0) bound += 1L << k;
        return bound <= nodes;
    }

    /** Where the sets meeting the target are being listed (no placement asked), else null. */
    private List<Long> listing;

    private static long binomial(int n, int r) {
        if (r < 0 || r > n) return 0;
        long c = 1;
        for (int i = 0; i < r; i++) c = c * (n - i) / (i + 1);
        return c;
    }

    /** Values chosen so far (mask), how many, their sum and product; false when the budget ran out. */
    private boolean choose(int from, int count, long mask, long sum, long prod) {
        if (--budget < 0) return false;
        if (count == k) {
            if (listing != null) {
                if (meets(sum, prod)) listing.add(mask);
            } else if (meets(sum, prod) && (mask & require) == require) place(mask);
            return budget >= 0;
        }
        int need = k - count;
        for (int i = from; i <= vals.length - need; i++) {
            long v = min + vals[i];
            long s = sum + v, p = Arithmetic.times(prod, v);
            if (!feasible(i + 1, need - 1, s, p)) continue;
            if (!choose(i + 1, count + 1, mask | 1L << vals[i], s, p)) return false;
        }
        return true;
    }

    /** Whether {@code r} more values from {@code vals[from..]} can still reach the target. */
    private boolean feasible(int from, int r, long sum, long prod) {
        if (vals.length - from < r) return false;
        long lo = sum, hi = sum;
        for (int i = 0; i < r; i++) {
            lo += min + vals[from + i];
            hi += min + vals[vals.length - 1 - i];
        }
        boolean sumOk = targets == null ? lo <= target && target <= hi : reachable(lo, hi);
        boolean positive = min >= 1 && target >= 1;
        boolean prodOk = !positive || (prod <= target && target % prod == 0);
        return switch (mode) {
            case SUM -> sumOk;
            case PRODUCT -> prodOk;
            default -> sumOk || prodOk;
        };
    }

    /** Whether some target lies in lo..hi. */
    private boolean reachable(long lo, long hi) {
        int at = java.util.Arrays.binarySearch(targets, lo);
        if (at < 0) at = -at - 1;
        return at < targets.length && targets[at] <= hi;
    }

    private boolean meets(long sum, long prod) {
        return switch (mode) {
            case SUM -> targets == null ? sum == target : java.util.Arrays.binarySearch(targets, sum) >= 0;
            case PRODUCT -> prod == target;
            default -> sum == target || prod == target;
        };
    }

    /** The placements of one set: which value each cell can take in some complete placement. */
    private void place(long set) {
        int[] at = new int[k]; // value index of each position of the set
        int j = 0;
        for (long m = set; m != 0; m &= m - 1) at[j++] = Long.numberOfTrailingZeros(m);
        int[] allowed = new int[k]; // per cell, the positions of the set it can take
        for (int i = 0; i < k; i++)
            for (int p = 0; p < k; p++) if ((dom[i] >>> at[p] & 1) != 0) allowed[i] |= 1 << p;
        for (int i = 0; i < k; i++) if (allowed[i] == 0) return;
        // counted as the subset table over the set's values this replaced: the same budget gives the same answers
        budget -= 1L << k;
        int[] kept = matched.keep(allowed, k);
        if (kept == null) return;
        for (int i = 0; i < k; i++)
            for (int f = kept[i]; f != 0; f &= f - 1) keep[i] |= 1L << at[Integer.numberOfTrailingZeros(f)];
        sets.add(set);
    }
}
