package org.cellwise.engine.propagation;

/**
 * All different, the cheap rules a person uses: naked singles (a fixed value leaves the other cells), hidden
 * singles (when the cells must use every value of their union, a value with one place goes there) and the
 * pigeonhole check. {@link MatchingPropagator} adds full arc consistency at a lower priority.
 */
final class AllDifferentPropagator extends Propagator {
    AllDifferentPropagator(String name, int[] vars) {
        super(name, vars);
    }

    @Override
    boolean propagate(Propagation s) {
        return singles(s) >= 0;
    }

    /** -1 failure, 1 changed something that needs another pass, 0 fixpoint of the cheap rules. */
    private int singles(Propagation s) {
        final long[] dom = s.dom;
        final int[] vs = vars;
        final int n = vs.length;
        while (true) {
            long fixed = 0;
            boolean again = false;
            for (int i = 0; i < n; i++) {
                long d = dom[vs[i]];
                if (single(d)) {
                    if ((fixed & d) != 0) return -1;
                    fixed |= d;
                }
            }
            if (fixed != 0) {
                for (int i = 0; i < n; i++) {
                    int v = vs[i];
                    long d = dom[v];
                    if (!single(d) && (d & fixed) != 0) {
                        long nd = d & ~fixed;
                        if (nd == 0) return -1;
                        s.set(v, nd);
                        if (single(nd)) again = true;
                    }
                }
                if (again) continue;
            }
            long once = 0, twice = 0;
            for (int i = 0; i < n; i++) {
                long d = dom[vs[i]];
                twice |= once & d;
                once |= d;
            }
            int distinctValues = Long.bitCount(once);
            if (distinctValues < n) return -1;
            if (distinctValues > n) return 0;
            long hidden = once & ~twice;
            for (int i = 0; i < n && hidden != 0; i++) {
                int v = vs[i];
                long d = dom[v];
                long h = d & hidden;
                if (h != 0) {
                    if (!single(h)) return -1;
                    if (d != h) {
                        s.set(v, h);
                        again = true;
                    }
                    hidden &= ~h;
                }
            }
            if (!again) return 0;
        }
    }
}
