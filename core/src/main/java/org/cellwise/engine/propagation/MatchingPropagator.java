package org.cellwise.engine.propagation;

/**
 * All different with full arc consistency (Régin's method): a value stays in a cell's domain only if some
 * matching of the cells to distinct values uses it. Runs at low priority, after the cheap rules of
 * {@link AllDifferentPropagator} have settled.
 */
final class MatchingPropagator extends Propagator {
    private final Matching matching;
    private final long[] edges;

    MatchingPropagator(String name, int[] vars) {
        super(name, vars);
        matching = new Matching(vars.length);
        edges = new long[vars.length];
    }

    @Override
    int priority() {
        return 1;
    }

    @Override
    boolean propagate(Propagation s) {
        final long[] dom = s.dom;
        final int k = vars.length;
        boolean open = false;
        for (int i = 0; i < k; i++) {
            long d = dom[vars[i]];
            edges[i] = d;
            if (!single(d)) open = true;
        }
        if (!open) {
            long seen = 0;
            for (int i = 0; i < k; i++) {
                if ((seen & edges[i]) != 0) return false;
                seen |= edges[i];
            }
            return true;
        }
        if (!matching.prune(edges)) return false;
        // what is left is arc consistent: its own prunings open no new ones
        for (int i = 0; i < k; i++) if (edges[i] != dom[vars[i]]) s.set(vars[i], edges[i]);
        return true;
    }
}
