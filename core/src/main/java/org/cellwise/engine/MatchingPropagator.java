package org.cellwise.engine;

/**
 * All different with full arc consistency (Régin's method): a maximum matching of cells to values, and a value
 * stays in a cell's domain only if some maximum matching uses it. Runs at low priority, after the cheap rules
 * of {@link AllDifferentPropagator} have settled. Groups have at most 64 cells and values, so the graphs are
 * bit masks.
 */
final class MatchingPropagator extends Propagator {
    private final int k;
    private final int[] valOf; // matching: value index of each cell, kept between calls as a warm start
    private final int[] owner = new int[64];
    private final long[] adj;
    private final int[] index, low, stack;
    private final int[] comp;
    private int counter, sp, comps;
    private long onStack, seen;

    MatchingPropagator(String name, int[] vars) {
        super(name, vars);
        k = vars.length;
        valOf = new int[k];
        java.util.Arrays.fill(valOf, -1);
        adj = new long[k];
        index = new int[k];
        low = new int[k];
        stack = new int[k];
        comp = new int[k];
    }

    @Override
    int priority() {
        return 1;
    }

    @Override
    boolean propagate(Search s) {
        int r;
        while ((r = matching(s)) > 0) {
            // pruning can open new prunings elsewhere in the group
        }
        return r == 0;
    }

    /** -1 failure, 1 pruned, 0 nothing to prune. */
    private int matching(Search s) {
        final long[] dom = s.dom;
        boolean open = false;
        for (int i = 0; i < k; i++) if (!single(dom[vars[i]])) open = true;
        if (!open) return 0;
        java.util.Arrays.fill(owner, -1);
        for (int i = 0; i < k; i++) {
            int v = valOf[i];
            if (v >= 0 && (dom[vars[i]] & (1L << v)) != 0 && owner[v] < 0) owner[v] = i;
            else valOf[i] = -1;
        }
        for (int i = 0; i < k; i++) {
            if (valOf[i] < 0) {
                seen = 0;
                if (!augment(dom, i)) return -1;
            }
        }
        long matched = 0, union = 0;
        for (int i = 0; i < k; i++) {
            matched |= 1L << valOf[i];
            union |= dom[vars[i]];
        }
        long free = union & ~matched;
        // cell i points to cell j when i could take j's matched value
        long escape = 0;
        for (int i = 0; i < k; i++) {
            long d = dom[vars[i]];
            long a = 0;
            long m = d & matched & ~(1L << valOf[i]);
            while (m != 0) {
                a |= 1L << owner[Long.numberOfTrailingZeros(m)];
                m &= m - 1;
            }
            adj[i] = a;
            if ((d & free) != 0) escape |= 1L << i;
        }
        // cells that can reach a cell with a free value: whatever they give up can be absorbed
        boolean grew = escape != 0;
        while (grew) {
            grew = false;
            for (int i = 0; i < k; i++)
                if ((escape & (1L << i)) == 0 && (adj[i] & escape) != 0) {
                    escape |= 1L << i;
                    grew = true;
                }
        }
        if (Long.bitCount(escape) == k) return 0;
        scc();
        boolean pruned = false;
        for (int i = 0; i < k; i++) {
            long d = dom[vars[i]];
            long m = d & matched & ~(1L << valOf[i]);
            long remove = 0;
            while (m != 0) {
                int v = Long.numberOfTrailingZeros(m);
                m &= m - 1;
                int j = owner[v];
                if ((escape & (1L << j)) == 0 && comp[j] != comp[i]) remove |= 1L << v;
            }
            if (remove != 0) {
                s.set(vars[i], d & ~remove);
                pruned = true;
            }
        }
        return pruned ? 1 : 0;
    }

    /** Kuhn's augmenting path from cell i; {@code seen} holds the values visited in this search. */
    private boolean augment(long[] dom, int i) {
        long d = dom[vars[i]] & ~seen;
        while (d != 0) {
            int v = Long.numberOfTrailingZeros(d);
            d &= d - 1;
            seen |= 1L << v;
            if (owner[v] < 0 || augment(dom, owner[v])) {
                owner[v] = i;
                valOf[i] = v;
                return true;
            }
            d &= ~seen;
        }
        return false;
    }

    /** Tarjan's strongly connected components over the cell graph in {@code adj}. */
    private void scc() {
        java.util.Arrays.fill(index, -1);
        counter = 0;
        sp = 0;
        comps = 0;
        onStack = 0;
        for (int i = 0; i < k; i++) if (index[i] < 0) strong(i);
    }

    private void strong(int v) {
        index[v] = low[v] = counter++;
        stack[sp++] = v;
        onStack |= 1L << v;
        long a = adj[v];
        while (a != 0) {
            int w = Long.numberOfTrailingZeros(a);
            a &= a - 1;
            if (index[w] < 0) {
                strong(w);
                low[v] = Math.min(low[v], low[w]);
            } else if ((onStack & (1L << w)) != 0) {
                low[v] = Math.min(low[v], index[w]);
            }
        }
        if (low[v] == index[v]) {
            int w;
            do {
                w = stack[--sp];
                onStack &= ~(1L << w);
                comp[w] = comps;
            } while (w != v);
            comps++;
        }
    }
}
