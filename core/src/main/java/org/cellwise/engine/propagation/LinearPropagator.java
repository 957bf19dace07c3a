package org.cellwise.engine.propagation;

/**
 * A sum of cells with coefficients +1 or -1 equal to a constant: the innies-and-outies equations the engine derives
 * from the 45 rule ({@link InniesOuties}). Bounds always; when the cells' domains are few enough, the exact supports
 * by enumeration, with cells that share a house kept distinct, which is where an innie pair earns its keep (two
 * innies adding to 17 in one row are 8 and 9).
 */
final class LinearPropagator extends Propagator {
    /** Above this product of domain sizes only bounds run: an equation is a helper, not worth a long enumeration. */
    private static final long ENUMERATE_LIMIT = 4_096;

    private final int[] coef;
    private final long target;
    private final int min;
    private final CageSupports supports;
    private final long[] local;

    LinearPropagator(String name, int[] vars, int[] coef, long target, long[] mustDiffer, int min, int max) {
        super(name, vars);
        this.coef = coef;
        this.target = target;
        this.min = min;
        this.supports = new CageSupports(CageSupports.Mode.SUM, target, false, min, max, vars.length)
                .coefficients(coef).differ(mustDiffer);
        this.local = new long[vars.length];
    }

    @Override
    int priority() {
        return 1; // redundant: worth running once the constraints themselves are quiet
    }

    @Override
    boolean propagate(Propagation s) {
        if (!bounds(s)) return false;
        long size = 1;
        for (int v : vars) {
            size *= Long.bitCount(s.dom[v]);
            if (size > ENUMERATE_LIMIT) return true;
        }
        if (size == 1) return true; // bounds have checked a fully assigned equation exactly
        for (int i = 0; i < vars.length; i++) local[i] = s.dom[vars[i]];
        int r = supports.prune(local, Integer.MAX_VALUE, null);
        if (r == CageSupports.NONE) return false;
        for (int i = 0; i < vars.length; i++) if (!s.restrict(vars[i], local[i])) return false;
        return true;
    }

    /** Each term's range must fit between the target and what the other terms can reach, until nothing moves. */
    private boolean bounds(Propagation s) {
        long[] dom = s.dom;
        boolean changed = true;
        while (changed) {
            changed = false;
            long lo = 0, hi = 0;
            for (int i = 0; i < vars.length; i++) {
                long d = dom[vars[i]];
                long a = min + Long.numberOfTrailingZeros(d), b = min + 63 - Long.numberOfLeadingZeros(d);
                lo += coef[i] > 0 ? a : -b;
                hi += coef[i] > 0 ? b : -a;
            }
            if (target < lo || target > hi) return false;
            for (int i = 0; i < vars.length; i++) {
                long d = dom[vars[i]];
                long a = min + Long.numberOfTrailingZeros(d), b = min + 63 - Long.numberOfLeadingZeros(d);
                // the term's own range given the others: coef*x in [target - (hi - termHi), target - (lo - termLo)]
                long termLo = coef[i] > 0 ? a : -b, termHi = coef[i] > 0 ? b : -a;
                long tLo = target - (hi - termHi), tHi = target - (lo - termLo);
                long xLo = coef[i] > 0 ? tLo : -tHi, xHi = coef[i] > 0 ? tHi : -tLo;
                if (xLo > a || xHi < b) {
                    if (!s.restrict(vars[i], values(xLo, xHi, min))) return false;
                    changed = true;
                    break; // sums changed: start over from fresh totals
                }
            }
        }
        return true;
    }
}
