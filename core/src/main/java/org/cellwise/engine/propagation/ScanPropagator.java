package org.cellwise.engine.propagation;

import org.cellwise.constraint.Unrolled;

/**
 * A line clue over its unrolled graph: a forward pass marks the states reachable under the current domains, a
 * backward pass the states that still reach the end, and a value stays where an edge carrying it joins the two.
 * That is exact (arc consistency) for the line on its own, in time linear in the edges; a sandwich or X-sum of
 * nine cells has a few thousand, so it runs as a costly propagator, after the groups have settled.
 */
final class ScanPropagator extends Propagator {
    private final int min;
    private final int[] states;
    private final int[][] from, bit, to;
    private final boolean[][] fwd, bwd;
    private final long[] support;
    private final boolean empty;

    ScanPropagator(String name, int[] cells, Unrolled u, int min) {
        super(name, cells);
        this.min = min;
        this.states = u.states;
        this.from = u.from;
        this.to = u.to;
        this.bit = new int[u.length()][];
        for (int i = 0; i < bit.length; i++) {
            bit[i] = new int[u.value[i].length];
            for (int k = 0; k < bit[i].length; k++) bit[i][k] = u.value[i][k] - min;
        }
        fwd = new boolean[states.length][];
        bwd = new boolean[states.length][];
        for (int i = 0; i < states.length; i++) {
            fwd[i] = new boolean[states[i]];
            bwd[i] = new boolean[states[i]];
        }
        support = new long[cells.length];
        empty = states[0] == 0;
    }

    @Override
    int priority() {
        return 1;
    }

    @Override
    boolean propagate(Propagation s) {
        if (empty) return false;
        long[] dom = s.dom;
        int n = vars.length;
        fwd[0][0] = true;
        for (int i = 0; i < n; i++) {
            java.util.Arrays.fill(fwd[i + 1], false);
            long d = dom[vars[i]];
            boolean any = false;
            int[] f = from[i], b = bit[i], t = to[i];
            boolean[] here = fwd[i], next = fwd[i + 1];
            for (int k = 0; k < f.length; k++)
                if (here[f[k]] && (d >> b[k] & 1) != 0) {
                    next[t[k]] = true;
                    any = true;
                }
            if (!any) return false;
        }
        java.util.Arrays.fill(bwd[n], true);
        for (int i = n - 1; i >= 0; i--) {
            java.util.Arrays.fill(bwd[i], false);
            long d = dom[vars[i]], sup = 0;
            int[] f = from[i], b = bit[i], t = to[i];
            boolean[] here = fwd[i], back = bwd[i], next = bwd[i + 1], nf = fwd[i + 1];
            for (int k = 0; k < f.length; k++)
                if (here[f[k]] && next[t[k]] && nf[t[k]] && (d >> b[k] & 1) != 0) {
                    back[f[k]] = true;
                    sup |= 1L << b[k];
                }
            support[i] = sup;
        }
        // a cell read twice keeps what both readings allow
        for (int i = 0; i < n; i++) if (!s.restrict(vars[i], support[i])) return false;
        return true;
    }
}
