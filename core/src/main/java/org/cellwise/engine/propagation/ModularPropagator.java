package org.cellwise.engine.propagation;

/**
 * A sum of cells with coefficients +1 or -1 congruent to a constant modulo a step: the 45 rule's equations where a
 * cage of several totals a step apart takes part (a digital-root killer's: its totals are known modulo 9). Exact
 * supports by enumeration, cells that share a house kept distinct, once the cells' domains are few enough; before
 * that it waits, as bounds say nothing of a remainder.
 */
final class ModularPropagator extends Propagator {
    /** Above this product of domain sizes the equation waits: it is a helper, not worth a long enumeration. */
    private static final long ENUMERATE_LIMIT = 4_096;

    private final int[] coef;
    private final long residue;
    private final int modulus, min;
    private final long[] mustDiffer, local, seen;
    private final int[] picked;

    ModularPropagator(String name, int[] vars, int[] coef, long residue, int modulus, long[] mustDiffer, int min) {
        super(name, vars);
        this.coef = coef;
        this.residue = residue;
        this.modulus = modulus;
        this.min = min;
        this.mustDiffer = mustDiffer;
        this.local = new long[vars.length];
        this.seen = new long[vars.length];
        this.picked = new int[vars.length];
    }

    @Override
    int priority() {
        return 1; // redundant: worth running once the constraints themselves are quiet
    }

    @Override
    boolean propagate(Propagation s) {
        long size = 1;
        for (int v : vars) {
            size *= Long.bitCount(s.dom[v]);
            if (size > ENUMERATE_LIMIT) return true;
        }
        for (int i = 0; i < vars.length; i++) {
            local[i] = s.dom[vars[i]];
            seen[i] = 0;
        }
        if (!supports(0, 0)) return false;
        for (int i = 0; i < vars.length; i++) if (!s.restrict(vars[i], seen[i])) return false;
        return true;
    }

    /** Whether some tuple from cell {@code i} on meets the residue; marks the values each cell takes in one. */
    private boolean supports(int i, long sum) {
        if (i == vars.length) {
            if (Math.floorMod(sum, modulus) != residue) return false;
            for (int j = 0; j < vars.length; j++) seen[j] |= 1L << picked[j];
            return true;
        }
        boolean any = false;
        next:
        for (long m = local[i]; m != 0; m &= m - 1) {
            int b = Long.numberOfTrailingZeros(m);
            for (long d = mustDiffer[i] & ((1L << i) - 1); d != 0; d &= d - 1)
                if (picked[Long.numberOfTrailingZeros(d)] == b) continue next;
            picked[i] = b;
            any |= supports(i + 1, sum + coef[i] * (long) (min + b));
        }
        return any;
    }
}
