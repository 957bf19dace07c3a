package org.cellwise.engine.propagation;

/**
 * The cells holding one of some values form one orthogonally connected area, never empty, of a given size or any.
 * A cell is in the area when every value left to it is one of them, out when none is, open otherwise. As a person
 * reasons about such an area:
 * <ul>
 * <li>size: fewer cells in or open than the size, or more in, fails; as many in or open as the size are all in; as
 * many in as the size leave every other cell out;</li>
 * <li>connectivity from a cell in the area: a cell in it that the first cannot reach through cells in or open fails
 * (the area is already cut in two); open cells it cannot reach are out, and so are those too far from the cells in
 * it to fit (a cell at distance d needs d cells besides those); an open cell whose removal cuts a cell in the area
 * off, or leaves too little room on their side, is in (a cut vertex, found in one depth-first pass);</li>
 * <li>with no cell in the area yet: a pocket of open cells too small for the size is out, and no room left fails;
 * a single open cell left is in (the area is never empty).</li>
 * </ul>
 * It reads only its cells' domains and keeps nothing from one run to the next (its arrays are scratch), so clause
 * learning can explain what it removes by its cells' domains.
 */
final class ConnectedPropagator extends Propagator {
    private final int count, size;
    private final long in;
    private final int[][] next;
    // scratch, refilled on every run
    private final int[] queue, dist, disc, low, sub, cut;
    private final int[] stack, at, parent;
    private final boolean[] fixedBelow, cutsFixed;
    private int clock;

    /** {@code in}: the mask of the area's values; {@code size} 0 for any size. */
    ConnectedPropagator(String name, int[] cells, int[][] next, long in, int size) {
        super(name, cells);
        this.count = cells.length;
        this.next = next;
        this.in = in;
        this.size = size;
        queue = new int[count];
        dist = new int[count];
        disc = new int[count];
        low = new int[count];
        sub = new int[count];
        cut = new int[count];
        stack = new int[count];
        at = new int[count];
        parent = new int[count];
        fixedBelow = new boolean[count];
        cutsFixed = new boolean[count];
    }

    @Override
    int priority() {
        return 1;
    }

    private boolean possible(long[] dom, int i) {
        return (dom[vars[i]] & in) != 0;
    }

    private boolean fixed(long[] dom, int i) {
        return (dom[vars[i]] & ~in) == 0;
    }

    @Override
    boolean propagate(Propagation s) {
        int r;
        do {
            r = once(s);
            if (r < 0) return false;
        } while (r > 0);
        return true;
    }

    /** -1 when the area cannot be made, 1 when something was removed, 0 when nothing was. */
    private int once(Propagation s) {
        long[] dom = s.dom;
        int fixed = 0, possible = 0, first = -1;
        for (int i = 0; i < count; i++) {
            if (!possible(dom, i)) continue;
            possible++;
            if (fixed(dom, i)) {
                if (first < 0) first = i;
                fixed++;
            }
        }
        if (possible == 0 || possible < size || size > 0 && fixed > size) return -1;
        if (possible == size && fixed < size || possible == 1 && fixed == 0) { // every possible cell is needed
            for (int i = 0; i < count; i++) if (possible(dom, i) && !fixed(dom, i) && !s.restrict(vars[i], in)) return -1;
            return 1;
        }
        if (size > 0 && fixed == size && possible > size) { // the area is full
            for (int i = 0; i < count; i++) if (possible(dom, i) && !fixed(dom, i) && !s.restrict(vars[i], ~in)) return -1;
            return 1;
        }
        return fixed == 0 ? pockets(s) : connect(s, first, fixed);
    }

    /** No cell in the area yet: a pocket of open cells smaller than the area cannot hold it. */
    private int pockets(Propagation s) {
        long[] dom = s.dom;
        java.util.Arrays.fill(dist, -1);
        boolean changed = false;
        int room = 0;
        for (int i = 0; i < count; i++) {
            if (dist[i] >= 0 || !possible(dom, i)) continue;
            int n = reach(dom, i);
            if (n >= Math.max(size, 1)) {
                room++;
                continue;
            }
            for (int q = 0; q < n; q++)
                if (!s.restrict(vars[queue[q]], ~in)) return -1;
            changed = true;
        }
        if (room == 0) return -1;
        return changed ? 1 : 0;
    }

    private int reach(long[] dom, int from) {
        queue[0] = from;
        dist[from] = 0;
        return spread(dom, 1);
    }

    /** Breadth first from the {@code seeds} cells at the head of {@code queue}, through cells in or open; how many. */
    private int spread(long[] dom, int seeds) {
        int head = 0, tail = seeds;
        while (head < tail) {
            int u = queue[head++];
            for (int w : next[u])
                if (dist[w] < 0 && possible(dom, w)) {
                    dist[w] = dist[u] + 1;
                    queue[tail++] = w;
                }
        }
        return tail;
    }

    /** {@code fixed} cells are in the area, the first of them {@code first}: connectivity and size. */
    private int connect(Propagation s, int first, int fixed) {
        long[] dom = s.dom;
        java.util.Arrays.fill(dist, -1);
        int reached = reach(dom, first), reachedFixed = 0;
        for (int q = 0; q < reached; q++) if (fixed(dom, queue[q])) reachedFixed++;
        if (reachedFixed < fixed || reached < size) return -1;
        boolean changed = false;
        for (int i = 0; i < count; i++)
            if (dist[i] < 0 && possible(dom, i)) {
                if (!s.restrict(vars[i], ~in)) return -1;
                changed = true;
            }
        if (changed) return 1;
        if (fixed == reached) return 0; // nothing open is left beside it
        int tail = reached;
        if (size > 0) {
            // distances from the cells in the area: a cell d steps away needs d cells besides them
            java.util.Arrays.fill(dist, -1);
            int seeds = 0;
            for (int i = 0; i < count; i++)
                if (possible(dom, i) && fixed(dom, i)) {
                    dist[i] = 0;
                    queue[seeds++] = i;
                }
            tail = spread(dom, seeds);
            for (int q = 0; q < tail; q++) {
                int i = queue[q];
                if (fixed + dist[i] > size) {
                    if (!s.restrict(vars[i], ~in)) return -1;
                    changed = true;
                }
            }
            if (changed) return 1;
        }
        // cut vertices: one depth-first pass from the first cell in the area
        java.util.Arrays.fill(disc, 0);
        clock = 0;
        dfs(dom, first);
        for (int q = 0; q < tail; q++) {
            int u = queue[q];
            if (fixed(dom, u) || cut[u] == 0 && !cutsFixed[u]) continue;
            // without u, the area lies on the first cell's side: every cell in it there, and room enough
            if (cutsFixed[u] || reached - 1 - cut[u] < size) {
                if (!s.restrict(vars[u], in)) return -1;
                changed = true;
            }
        }
        return changed ? 1 : 0;
    }

    /**
     * Tarjan's depth-first pass over the cells in or open: per cell, how many cells its removal cuts off from the
     * root ({@code cut}) and whether a cell in the area is among them ({@code cutsFixed}). Iterative, as an area may
     * be long: a stack of cells with the next neighbour each is to look at.
     */
    private void dfs(long[] dom, int root) {
        int top = 0;
        stack[top] = root;
        at[top] = 0;
        parent[top] = -1;
        disc[root] = low[root] = ++clock;
        sub[root] = 1;
        fixedBelow[root] = fixed(dom, root);
        cut[root] = 0;
        cutsFixed[root] = false;
        while (top >= 0) {
            int u = stack[top];
            if (at[top] < next[u].length) {
                int w = next[u][at[top]++];
                if (!possible(dom, w)) continue;
                if (disc[w] == 0) {
                    disc[w] = low[w] = ++clock;
                    sub[w] = 1;
                    fixedBelow[w] = fixed(dom, w);
                    cut[w] = 0;
                    cutsFixed[w] = false;
                    top++;
                    stack[top] = w;
                    at[top] = 0;
                    parent[top] = u;
                } else if (w != parent[top]) {
                    low[u] = Math.min(low[u], disc[w]);
                }
                continue;
            }
            top--;
            if (top < 0) break;
            int p = stack[top];
            sub[p] += sub[u];
            fixedBelow[p] |= fixedBelow[u];
            low[p] = Math.min(low[p], low[u]);
            if (p != root && low[u] >= disc[p]) {
                cut[p] += sub[u];
                cutsFixed[p] |= fixedBelow[u];
            }
        }
    }
}
