package org.cellwise.engine.propagation;

import org.cellwise.constraint.Arithmetic;

/**
 * Sums, products, differences and quotients over a group of cells (killer cages, KenKen cages, seed 002's
 * sum-or-product headings). Cheap bounds reasoning always; full arc consistency by enumerating the cage's tuples
 * when the cage is small enough, which is the usual case (cages of two to five cells). The enumeration is
 * bounded, so a large cage costs at most a fixed amount of work and then falls back to bounds; a fully assigned
 * cage is always enumerated, so it is always checked exactly.
 */
final class CagePropagator extends Propagator {
    enum Mode { SUM, PRODUCT, SUBTRACT, DIVIDE, SUM_OR_PRODUCT, ANY_OF_TWO }

    private static final long SIZE_LIMIT = 200_000; // product of domain sizes above which only bounds run
    private static final int NODE_BUDGET = 50_000;

    private final Mode mode;
    private final long target;
    private final boolean distinct;
    private final int min;
    private final boolean positive; // every value >= 1 and target >= 1: products only grow, divisors prune
    private final long divisors; // values dividing the target, when positive

    private final int k;
    private final int[] order;
    private final long[] sup;
    private final long[] sufMin, sufMax;
    private final int[] chosen;
    private int budget;
    private boolean complete;
    private long[] dom; // the domains being enumerated, for the early stop

    CagePropagator(String name, int[] vars, Mode mode, long target, boolean distinct, int min, int max) {
        super(name, vars);
        this.mode = mode;
        this.target = target;
        this.distinct = distinct;
        this.min = min;
        this.positive = min >= 1 && target >= 1;
        long dv = 0;
        if (positive) for (int v = min; v <= max; v++) if (target % v == 0) dv |= 1L << (v - min);
        this.divisors = dv;
        this.k = vars.length;
        this.order = new int[k];
        this.sup = new long[k];
        this.sufMin = new long[k + 1];
        this.sufMax = new long[k + 1];
        this.chosen = new int[k];
    }

    private int lo(long d) {
        return min + Long.numberOfTrailingZeros(d);
    }

    private int hi(long d) {
        return min + 63 - Long.numberOfLeadingZeros(d);
    }

    @Override
    boolean propagate(Propagation s) {
        if (mode == Mode.SUM && !sumBounds(s)) return false;
        if (mode == Mode.PRODUCT && positive) {
            for (int v : vars) if (!s.restrict(v, divisors)) return false;
        }
        long size = 1;
        for (int v : vars) {
            size *= Long.bitCount(s.dom[v]);
            if (size > SIZE_LIMIT) return true;
        }
        return enumerate(s);
    }

    private boolean sumBounds(Propagation s) {
        long[] dom = s.dom;
        boolean changed = true;
        while (changed) {
            changed = false;
            long sumLo = 0, sumHi = 0;
            for (int v : vars) {
                sumLo += lo(dom[v]);
                sumHi += hi(dom[v]);
            }
            if (target < sumLo || target > sumHi) return false;
            for (int v : vars) {
                long d = dom[v];
                int vlo = lo(d), vhi = hi(d);
                long newHi = target - (sumLo - vlo), newLo = target - (sumHi - vhi);
                if (newHi < vhi || newLo > vlo) {
                    if (!s.restrict(v, rangeMask(newLo, newHi))) return false;
                    long nd = dom[v];
                    sumLo += lo(nd) - vlo;
                    sumHi += hi(nd) - vhi;
                    changed = true;
                }
            }
        }
        return true;
    }

    private long rangeMask(long lo, long hi) {
        long a = Math.max(0, lo - min), b = Math.min(63, hi - min);
        if (a > b) return 0;
        long upto = b == 63 ? -1L : (1L << (b + 1)) - 1;
        return upto & ~((1L << a) - 1);
    }

    private boolean enumerate(Propagation s) {
        long[] dom = s.dom;
        this.dom = dom;
        for (int i = 0; i < k; i++) order[i] = i;
        // smallest domains first: fewer branches near the root of the enumeration
        for (int i = 1; i < k; i++) {
            int x = order[i];
            int bx = Long.bitCount(dom[vars[x]]);
            int j = i - 1;
            while (j >= 0 && Long.bitCount(dom[vars[order[j]]]) > bx) {
                order[j + 1] = order[j];
                j--;
            }
            order[j + 1] = x;
        }
        sufMin[k] = 0;
        sufMax[k] = 0;
        for (int i = k - 1; i >= 0; i--) {
            long d = dom[vars[order[i]]];
            sufMin[i] = sufMin[i + 1] + lo(d);
            sufMax[i] = sufMax[i + 1] + hi(d);
        }
        java.util.Arrays.fill(sup, 0);
        budget = NODE_BUDGET;
        complete = false;
        boolean finished = dfs(s, 0, 0, 1, 0);
        if (!finished) return true; // over budget: keep what bounds gave
        for (int i = 0; i < k; i++) if (sup[i] == 0) return false;
        for (int i = 0; i < k; i++) if (!s.restrict(vars[i], sup[i])) return false;
        return true;
    }

    /** Returns false when the budget ran out. */
    private boolean dfs(Propagation s, int i, long sum, long prod, long used) {
        if (--budget < 0) return false;
        if (i == k) {
            if (accepts(sum, prod)) record();
            return true;
        }
        int pos = order[i];
        long d = s.dom[vars[pos]];
        if (distinct) d &= ~used;
        while (d != 0 && !complete) {
            long bit = d & -d;
            d ^= bit;
            int b = Long.numberOfTrailingZeros(bit);
            long val = min + b;
            long nsum = sum + val;
            long nprod = Arithmetic.times(prod, val);
            if (!feasible(i + 1, nsum, nprod)) continue;
            chosen[pos] = b;
            if (!dfs(s, i + 1, nsum, nprod, used | bit)) return false;
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
        // stop early once every remaining value has a support
        // (checked lazily: cheap relative to the enumeration for small cages)
        complete = true;
        for (int i = 0; i < k && complete; i++) if (sup[i] != domOf(i)) complete = false;
    }

    private long domOf(int i) {
        return dom[vars[i]];
    }
}
