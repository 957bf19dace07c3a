package org.cellwise.engine.propagation;

/**
 * Sums, products, differences and quotients over a group of cells (killer cages, KenKen cages, seed 002's
 * sum-or-product headings). Cheap bounds reasoning always; full arc consistency by enumerating the cage's tuples
 * when the cage is small enough, which is the usual case (cages of two to five cells). The enumeration is
 * bounded, so a large cage costs at most a fixed amount of work and then falls back to bounds; a fully assigned
 * cage is always enumerated, so it is always checked exactly. A distinct sum short enough to list its value sets is
 * a {@link SetsPropagator} instead.
 */
final class CagePropagator extends Propagator {
    private static final long SIZE_LIMIT = 200_000; // product of domain sizes above which only bounds run
    private static final int NODE_BUDGET = 50_000;

    private final CageSupports.Mode mode;
    private final long target;
    private final boolean distinct;
    private final int min;
    private final boolean positive; // every value >= 1 and target >= 1: products only grow, divisors prune
    private final long divisors; // values dividing the target, when positive

    private final CageSupports supports;
    private final long[] local;

    CagePropagator(String name, int[] vars, CageSupports.Mode mode, long target, boolean distinct, int min, int max) {
        super(name, vars);
        this.mode = mode;
        this.target = target;
        this.distinct = distinct;
        this.min = min;
        this.positive = min >= 1 && target >= 1;
        long dv = 0;
        if (positive) for (int v = min; v <= max; v++) if (target % v == 0) dv |= 1L << (v - min);
        this.divisors = dv;
        this.supports = new CageSupports(mode, target, distinct, min, max, vars.length);
        this.local = new long[vars.length];
    }

    @Override
    boolean propagate(Propagation s) {
        if (mode == CageSupports.Mode.SUM && !sumBounds(s, vars, null, target, min)) return false;
        if (mode == CageSupports.Mode.PRODUCT && positive) {
            for (int v : vars) if (!s.restrict(v, divisors)) return false;
        }
        long size = 1;
        for (int v : vars) {
            size *= Long.bitCount(s.dom[v]);
            if (size > SIZE_LIMIT) return true;
        }
        return enumerate(s);
    }

    private boolean enumerate(Propagation s) {
        for (int i = 0; i < vars.length; i++) local[i] = s.dom[vars[i]];
        int r = supports.prune(local, NODE_BUDGET, null);
        if (r == CageSupports.OVER_BUDGET) return true; // keep what bounds gave
        if (r == CageSupports.NONE) return false;
        for (int i = 0; i < vars.length; i++) if (!s.restrict(vars[i], local[i])) return false;
        return true;
    }
}
