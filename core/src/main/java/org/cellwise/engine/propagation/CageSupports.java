package org.cellwise.engine.propagation;

import org.cellwise.constraint.Arithmetic;

/**
 * Which values of a cage's cells take part in some combination that meets the cage's target: the enumeration
 * behind the engine's cage propagator and the explanations' cage steps, written once. Domains are bit masks over
 * value indexes (bit i = value min + i), one per cell of the cage, narrowed in place.
 *
 * <p>The engine asks for plain cages (all cells distinct or none, coefficients one). Explanations ask for more:
 * cells that must differ because they share a row (a KenKen cage bent over two rows), and integer coefficients for the
 * innies-and-outies equations derived from the 45 rule. Both are optional, so the engine's loop keeps its shape.
 * The enumeration is bounded by a node budget: a large cage costs a fixed amount of work and is then left alone.
 */
public final class CageSupports {
    public enum Mode {
        SUM, PRODUCT, SUBTRACT, DIVIDE, SUM_OR_PRODUCT, ANY_OF_TWO;

        /** A KenKen cage's mode: a hidden operation over two cells tries all four, over more a sum or a product. */
        public static Mode of(Arithmetic a) {
            return switch (a.op()) {
                case ADD -> SUM;
                case MULTIPLY -> PRODUCT;
                case SUBTRACT -> SUBTRACT;
                case DIVIDE -> DIVIDE;
                case ANY -> a.cells().length == 2 ? ANY_OF_TWO : SUM_OR_PRODUCT;
            };
        }
    }

    /** Receives each combination found (value indexes per cell, in the cage's order); the array is reused. */
    public interface Combinations {
        void accept(int[] valueIndexes);
    }

    public static final int NONE = 0, NARROWED = 1, OVER_BUDGET = 2;

    private final Mode mode;
    private final long target;
    private final boolean distinct;
    private final int min;
    private final boolean positive; // every value >= 1 and target >= 1: products only grow, divisors prune
    private final int k;
    private final int[] order;
    private final long[] sup;
    private final long[] sufMin, sufMax;
    private final int[] chosen;
    private long[] differ; // per cell, the cells (bits over positions) it must differ from; null: by `distinct`
    private int[] coef; // per cell (±1 for the 45 rule, 10 for a pill's tens); null: all one
    private int budget;
    private boolean complete;
    private long[] dom;
    private Combinations listener;
    private boolean first; // stop at the first combination

    public CageSupports(Mode mode, long target, boolean distinct, int min, int max, int cells) {
        this.mode = mode;
        this.target = target;
        this.distinct = distinct;
        this.min = min;
        this.positive = min >= 1 && target >= 1;
        this.k = cells;
        this.order = new int[k];
        this.sup = new long[k];
        this.sufMin = new long[k + 1];
        this.sufMax = new long[k + 1];
        this.chosen = new int[k];
    }

    /** Cells that must differ pairwise: {@code mustDiffer[i]} has bit j when cells i and j cannot share a value. */
    public CageSupports differ(long[] mustDiffer) {
        if (k > 64) throw new IllegalArgumentException("at most 64 cells when cells must differ");
        this.differ = mustDiffer;
        return this;
    }

    /** One integer per cell (a SUM only): the cells' values times these add up to the target. */
    public CageSupports coefficients(int[] signs) {
        if (mode != Mode.SUM) throw new IllegalArgumentException("coefficients apply to sums only");
        this.coef = signs;
        return this;
    }

    /**
     * Narrows each {@code domains[i]} to its supported values within {@code nodes} enumeration steps. Returns
     * {@link #NONE} when no combination exists (domains untouched), {@link #NARROWED} when every mask left is a
     * value of some combination, {@link #OVER_BUDGET} when the budget ran out (domains untouched). With a listener,
     * every combination is reported (no early stop).
     */
    public int prune(long[] domains, int nodes, Combinations each) {
        this.dom = domains;
        this.listener = each;
        for (int i = 0; i < k; i++) order[i] = i;
        // smallest domains first: fewer branches near the root of the enumeration
        for (int i = 1; i < k; i++) {
            int x = order[i];
            int bx = Long.bitCount(dom[x]);
            int j = i - 1;
            while (j >= 0 && Long.bitCount(dom[order[j]]) > bx) {
                order[j + 1] = order[j];
                j--;
            }
            order[j + 1] = x;
        }
        sufMin[k] = 0;
        sufMax[k] = 0;
        for (int i = k - 1; i >= 0; i--) {
            int pos = order[i];
            long d = dom[pos];
            if (d == 0) return NONE;
            long lo = min + Long.numberOfTrailingZeros(d), hi = min + 63 - Long.numberOfLeadingZeros(d);
            long c = coef == null ? 1 : coef[pos];
            sufMin[i] = sufMin[i + 1] + (c < 0 ? c * hi : c * lo);
            sufMax[i] = sufMax[i + 1] + (c < 0 ? c * lo : c * hi);
        }
        java.util.Arrays.fill(sup, 0);
        budget = nodes;
        complete = false;
        boolean finished = dfs(0, 0, 1, 0, 0);
        this.listener = null;
        if (!finished) return OVER_BUDGET;
        for (int i = 0; i < k; i++) if (sup[i] == 0) return NONE;
        for (int i = 0; i < k; i++) dom[i] = sup[i];
        return NARROWED;
    }

    /**
     * Whether some combination exists within {@code nodes} steps; true as well when the budget runs out (unknown
     * counts as possible, so a caller never concludes from a search it did not finish). Domains are left as they are.
     */
    public boolean any(long[] domains, int nodes) {
        long[] copy = domains.clone();
        first = true;
        try {
            return prune(copy, nodes, null) != NONE;
        } finally {
            first = false;
        }
    }

    /** Returns false when the budget ran out. {@code placed}: positions chosen so far (with {@code differ}). */
    private boolean dfs(int i, long sum, long prod, long used, long placed) {
        if (--budget < 0) return false;
        if (i == k) {
            if (accepts(sum, prod)) record();
            return true;
        }
        int pos = order[i];
        long d = dom[pos];
        if (differ != null) {
            long against = differ[pos] & placed;
            while (against != 0) {
                d &= ~(1L << chosen[Long.numberOfTrailingZeros(against)]);
                against &= against - 1;
            }
        } else if (distinct) {
            d &= ~used;
        }
        while (d != 0 && !complete) {
            long bit = d & -d;
            d ^= bit;
            int b = Long.numberOfTrailingZeros(bit);
            long val = min + b;
            long nsum = sum + (coef == null ? val : coef[pos] * val);
            long nprod = Arithmetic.times(prod, val);
            if (!feasible(i + 1, nsum, nprod)) continue;
            chosen[pos] = b;
            if (!dfs(i + 1, nsum, nprod, used | bit, placed | 1L << (pos & 63))) return false;
        }
        return true;
    }

    private boolean feasible(int next, long sum, long prod) {
        boolean sumOk = sum + sufMin[next] <= target && target <= sum + sufMax[next];
        boolean prodOk = !positive || (prod <= target && target % prod == 0);
        switch (mode) {
            case SUM: return sumOk;
            case PRODUCT: return prodOk;
            case SUM_OR_PRODUCT: return sumOk || prodOk;
            default: return true;
        }
    }

    private boolean accepts(long sum, long prod) {
        switch (mode) {
            case SUM: return sum == target;
            case PRODUCT: return prod == target;
            case SUM_OR_PRODUCT: return sum == target || prod == target;
            case SUBTRACT: return Arithmetic.pair(Arithmetic.Op.SUBTRACT, target, min + chosen[0], min + chosen[1]);
            case DIVIDE: return Arithmetic.pair(Arithmetic.Op.DIVIDE, target, min + chosen[0], min + chosen[1]);
            case ANY_OF_TWO: return Arithmetic.pair(Arithmetic.Op.ANY, target, min + chosen[0], min + chosen[1]);
            default: throw new AssertionError(mode);
        }
    }

    private void record() {
        for (int i = 0; i < k; i++) sup[i] |= 1L << chosen[i];
        if (first) {
            complete = true;
            return;
        }
        if (listener != null) {
            listener.accept(chosen);
            return;
        }
        // stop early once every remaining value has a support
        complete = true;
        for (int i = 0; i < k && complete; i++) if (sup[i] != dom[i]) complete = false;
    }
}
