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
        if (!sumBounds(s, vars, coef, target, min)) return false;
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
}
