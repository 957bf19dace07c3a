package org.cellwise.engine;

/**
 * Naked singles (a fixed value leaves the other cells), hidden singles (when the cells must use every value in
 * their union, a value with one place goes there) and the pigeonhole check.
 */
final class AllDifferentPropagator extends Propagator {

    AllDifferentPropagator(String name, int[] vars) {
        super(name, vars);
    }

    @Override
    boolean propagate(Search s) {
        final long[] dom = s.dom;
        final int[] vs = vars;
        final int n = vs.length;
        while (true) {
            long fixed = 0;
            boolean again = false;
            for (int i = 0; i < n; i++) {
                long d = dom[vs[i]];
                if (single(d)) {
                    if ((fixed & d) != 0) return false;
                    fixed |= d;
                }
            }
            if (fixed != 0) {
                for (int i = 0; i < n; i++) {
                    int v = vs[i];
                    long d = dom[v];
                    if (!single(d) && (d & fixed) != 0) {
                        long nd = d & ~fixed;
                        if (nd == 0) return false;
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
            if (distinctValues < n) return false;
            if (distinctValues > n) return true;
            // every value of the union is needed: a value with a single place must go there
            long hidden = once & ~twice;
            for (int i = 0; i < n && hidden != 0; i++) {
                int v = vs[i];
                long d = dom[v];
                long h = d & hidden;
                if (h != 0) {
                    if (!single(h)) return false; // one cell would need two values
                    if (d != h) {
                        s.set(v, h);
                        again = true;
                    }
                    hidden &= ~h;
                }
            }
            if (!again) return true;
        }
    }
}
