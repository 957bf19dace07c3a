package org.cellwise.engine.propagation;

/**
 * Matchings of up to 64 left vertices into up to 64 right vertices, as bit masks (Régin's method): which edges
 * lie on some matching that covers every left vertex. Keeps its last matching as a warm start, so a propagator
 * that calls it again after a few domain changes repairs the matching instead of rebuilding it.
 */
final class Matching {
    private final int k;
    private final int[] rightOf; // the right vertex each left vertex is matched to, or -1
    private final int[] owner = new int[64];
    private final long[] arcs; // left i -> left j when i could take j's right vertex
    private final int[] index, low, stack, comp;
    private int counter, sp, comps;
    private long onStack, seen;

    Matching(int k) {
        this.k = k;
        rightOf = new int[k];
        java.util.Arrays.fill(rightOf, -1);
        arcs = new long[k];
        index = new int[k];
        low = new int[k];
        stack = new int[k];
        comp = new int[k];
    }

    /**
     * Narrows {@code edges[i]} (the right vertices left vertex i may take) to the edges of matchings covering
     * every left vertex; false when there is no such matching. Every mask left is non-empty.
     */
    boolean prune(long[] edges) {
        java.util.Arrays.fill(owner, -1);
        for (int i = 0; i < k; i++) {
            int v = rightOf[i];
            if (v >= 0 && (edges[i] & (1L << v)) != 0 && owner[v] < 0) owner[v] = i;
            else rightOf[i] = -1;
        }
        for (int i = 0; i < k; i++) {
            if (rightOf[i] < 0) {
                seen = 0;
                if (!augment(edges, i)) return false;
            }
        }
        long matched = 0, union = 0;
        for (int i = 0; i < k; i++) {
            matched |= 1L << rightOf[i];
            union |= edges[i];
        }
        long free = union & ~matched;
        long escape = 0;
        for (int i = 0; i < k; i++) {
            long a = 0;
            long m = edges[i] & matched & ~(1L << rightOf[i]);
            while (m != 0) {
                a |= 1L << owner[Long.numberOfTrailingZeros(m)];
                m &= m - 1;
            }
            arcs[i] = a;
            if ((edges[i] & free) != 0) escape |= 1L << i;
        }
        // left vertices that can reach one with a free right vertex: whatever they give up can be absorbed
        boolean grew = escape != 0;
        while (grew) {
            grew = false;
            for (int i = 0; i < k; i++)
                if ((escape & (1L << i)) == 0 && (arcs[i] & escape) != 0) {
                    escape |= 1L << i;
                    grew = true;
                }
        }
        if (Long.bitCount(escape) == k) return true;
        scc();
        for (int i = 0; i < k; i++) {
            long m = edges[i] & matched & ~(1L << rightOf[i]);
            long remove = 0;
            while (m != 0) {
                int v = Long.numberOfTrailingZeros(m);
                m &= m - 1;
                int j = owner[v];
                if ((escape & (1L << j)) == 0 && comp[j] != comp[i]) remove |= 1L << v;
            }
            edges[i] &= ~remove;
        }
        return true;
    }

    /** Kuhn's augmenting path from left vertex i; {@code seen} holds the right vertices visited in this search. */
    private boolean augment(long[] edges, int i) {
        long d = edges[i] & ~seen;
        while (d != 0) {
            int v = Long.numberOfTrailingZeros(d);
            d &= d - 1;
            seen |= 1L << v;
            if (owner[v] < 0 || augment(edges, owner[v])) {
                owner[v] = i;
                rightOf[i] = v;
                return true;
            }
            d &= ~seen;
        }
        return false;
    }

    /** Tarjan's strongly connected components over the left graph in {@code arcs}. */
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
        long a = arcs[v];
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
