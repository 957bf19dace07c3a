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

    /**
     * -1 failure, 0 fixpoint of the cheap rules. One pass reads every cell once, for the fixed values and for the
     * values seen once and more than once; only when it finds something to do does it act and read again (a house is
     * woken by every change to any of its cells, and most wakings change nothing).
     */
    private int singles(Propagation s) {
        final long[] dom = s.dom;
        final int[] vs = vars;
        final int n = vs.length;
        while (true) {
            long fixed = 0, open = 0, once = 0, twice = 0;
            for (int i = 0; i < n; i++) {
                long d = dom[vs[i]];
                twice |= once & d;
                once |= d;
                if (single(d)) {
                    if ((fixed & d) != 0) return -1;
                    fixed |= d;
                } else {
                    open |= d;
                }
            }
            if ((open & fixed) != 0) { // naked singles: a fixed value leaves the other cells
                for (int i = 0; i < n; i++) {
                    int v = vs[i];
                    long d = dom[v];
                    if (!single(d) && (d & fixed) != 0) {
                        long nd = d & ~fixed;
                        if (nd == 0) return -1;
                        s.set(v, nd);
                    }
                }
                continue;
            }
            int distinctValues = Long.bitCount(once);
            if (distinctValues < n) return -1;
            if (distinctValues > n) return 0;
            // hidden singles: the cells use every value of their union, so a value with one place goes there
            long hidden = once & ~twice & ~fixed;
            if (hidden == 0) return 0;
            for (int i = 0; i < n && hidden != 0; i++) {
                int v = vs[i];
                long d = dom[v];
                long h = d & hidden;
                if (h != 0) {
                    if (!single(h)) return -1;
                    s.set(v, h);
                    hidden &= ~h;
                }
            }
        }
    }
}
