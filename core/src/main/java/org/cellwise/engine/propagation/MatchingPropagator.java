package org.cellwise.engine.propagation;

/**
 * All different with full arc consistency (Régin's method): a value stays in a cell's domain only if some
 * matching of the cells to distinct values uses it. Runs at low priority, after the cheap rules of
 * {@link AllDifferentPropagator} have settled.
 */
final class MatchingPropagator extends Propagator {
    private final Matching matching;
    private final long[] edges;
    /** Scratch: open cells per domain size. */
    private final int[] bySize = new int[65];

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
        if (noHallSet()) return true;
        if (!matching.prune(edges)) return false;
        // what is left is arc consistent: its own prunings open no new ones
        for (int i = 0; i < k; i++) if (edges[i] != dom[vars[i]]) s.set(vars[i], edges[i]);
        return true;
    }

    /**
     * Whether the matching can remove nothing and find no failure, read from the open cells' domain sizes alone. It
     * runs only once the cheap rules of the same cells ({@link AllDifferentPropagator}, priority 0) are at their
     * fixpoint: no open cell holds a fixed value, the fixed values differ, the open cells' values are at least as many
     * as they, and when exactly as many, each lies in two open cells at least (no hidden single). What the matching
     * removes beyond that comes from a Hall set, s open cells (2 ≤ s) holding s values between them, whose values
     * leave the other open cells; and it fails only on s cells holding fewer than s. Either needs s open cells of s
     * values or fewer. Of m open cells over exactly m values a Hall set has at most m - 2 cells (m - 1 would leave a
     * hidden single); over more values, at most m - 1. On the hard killers about half the runs end here, nearly all of
     * the rest changing nothing either; what the propagator leaves is the same.
     */
    private boolean noHallSet() {
        final int k = vars.length;
        long fixed = 0, union = 0;
        int open = 0;
        for (int i = 0; i < k; i++) {
            long d = edges[i];
            if (single(d)) fixed |= d;
        }
        java.util.Arrays.fill(bySize, 0);
        for (int i = 0; i < k; i++) {
            long d = edges[i];
            if (single(d)) continue;
            d &= ~fixed;
            union |= d;
            open++;
            bySize[Long.bitCount(d)]++;
        }
        int largest = Long.bitCount(union) == open ? open - 2 : open - 1;
        int small = bySize[0] + bySize[1];
        for (int t = 2; t <= largest; t++) {
            small += bySize[t];
            if (small >= t) return false;
        }
        return true;
    }
}
