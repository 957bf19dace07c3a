package org.cellwise.engine.propagation;

/**
 * One connected area over cells that touch ({@link #next}), each cell a domain variable: a cell may be in the area
 * when its domain meets the area's mask, and is in it when its domain holds nothing else. The reasoning a person does
 * about such an area, shared by a chaos construction's regions and a connected-values clue: pockets too small for it,
 * cells out of reach of the cells in it or too far from them to fit, and cells whose removal would cut it (cut
 * vertices, one depth-first pass). Its arrays are scratch, refilled on every call.
 */
final class Area {
    final int count;
    private final int[] cell;
    final int[][] next;
    final int[] queue, dist;
    private final int[] disc, low, sub, cut, stack, at, parent;
    private final boolean[] fixedBelow, cutsFixed;
    private int clock;

    /** {@code cell[i]}: the domain variable of position i; {@code next[i]}: the positions touching it. */
    Area(int[] cell, int[][] next) {
        this.count = cell.length;
        this.cell = cell;
        this.next = next;
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

    /** The positions of a rows × cols layout touching side by side, in reading order (the last row may be short). */
    static int[][] grid(int count, int cols) {
        int[][] next = new int[count][];
        for (int i = 0; i < count; i++) {
            int r = i / cols, c = i % cols;
            int[] nb = new int[4];
            int k = 0;
            if (r > 0) nb[k++] = i - cols;
            if (c > 0) nb[k++] = i - 1;
            if (c + 1 < cols) nb[k++] = i + 1;
            if (i + cols < count) nb[k++] = i + cols;
            next[i] = java.util.Arrays.copyOf(nb, k);
        }
        return next;
    }

    boolean possible(long[] dom, long mask, int i) {
        return (dom[cell[i]] & mask) != 0;
    }

    boolean fixed(long[] dom, long mask, int i) {
        return (dom[cell[i]] & ~mask) == 0;
    }

    /** The cells that may be in the area reachable from {@code from}, into {@link #queue}; marks {@link #dist}. */
    int reach(long[] dom, long mask, int from) {
        java.util.Arrays.fill(dist, -1);
        queue[0] = from;
        dist[from] = 0;
        return spread(dom, mask, 1);
    }

    /** Breadth first from the {@code seeds} cells at the head of {@link #queue} (at distance 0); returns how many. */
    private int spread(long[] dom, long mask, int seeds) {
        int head = 0, tail = seeds;
        while (head < tail) {
            int u = queue[head++];
            for (int w : next[u])
                if (dist[w] < 0 && possible(dom, mask, w)) {
                    dist[w] = dist[u] + 1;
                    queue[tail++] = w;
                }
        }
        return tail;
    }

    /**
     * No cell in the area yet: a pocket of cells that may be in it, smaller than {@code size} (1 for any size), cannot
     * hold it. -1 when no pocket is left, 1 when something was removed, 0 when nothing was.
     */
    int pockets(Propagation s, long mask, int size) {
        long[] dom = s.dom;
        java.util.Arrays.fill(dist, -1);
        boolean changed = false;
        int room = 0;
        for (int i = 0; i < count; i++) {
            if (dist[i] >= 0 || !possible(dom, mask, i)) continue;
            queue[0] = i;
            dist[i] = 0;
            int n = spread(dom, mask, 1);
            if (n >= Math.max(size, 1)) {
                room++;
                continue;
            }
            for (int q = 0; q < n; q++)
                if (!s.restrict(cell[queue[q]], ~mask)) return -1;
            changed = true;
        }
        if (room == 0) return -1;
        return changed ? 1 : 0;
    }

    /**
     * {@code fixed} cells are in the area, the first of them {@code first}; {@code size} 0 for any size. Cells out of
     * reach are out (one of the area's out of reach fails), then those too far from the cells in it to fit (a cell d
     * steps away needs d cells besides them), then a cell whose removal cuts a cell of the area off, or leaves too
     * little room on the first's side, is in. -1 when the area cannot be made, 1 when something changed, 0 when
     * nothing did (then {@link #queue} holds the cells reached from {@code first}).
     */
    int connect(Propagation s, long mask, int first, int fixed, int size) {
        long[] dom = s.dom;
        int reached = reach(dom, mask, first), reachedFixed = 0;
        for (int q = 0; q < reached; q++) if (fixed(dom, mask, queue[q])) reachedFixed++;
        if (reachedFixed < fixed || reached < size) return -1;
        boolean changed = false;
        for (int i = 0; i < count; i++)
            if (dist[i] < 0 && possible(dom, mask, i)) {
                if (!s.restrict(cell[i], ~mask)) return -1;
                changed = true;
            }
        if (changed) return 1;
        if (fixed == reached) return 0; // nothing open is left beside it
        int tail = reached;
        if (size > 0) {
            java.util.Arrays.fill(dist, -1);
            int seeds = 0;
            for (int i = 0; i < count; i++)
                if (possible(dom, mask, i) && fixed(dom, mask, i)) {
                    dist[i] = 0;
                    queue[seeds++] = i;
                }
            tail = spread(dom, mask, seeds);
            for (int q = 0; q < tail; q++) {
                int i = queue[q];
                if (fixed + dist[i] > size) {
                    if (!s.restrict(cell[i], ~mask)) return -1;
                    changed = true;
                }
            }
            if (changed) return 1;
        }
        cuts(dom, mask, first);
        for (int q = 0; q < tail; q++) {
            int u = queue[q];
            if (fixed(dom, mask, u) || cut[u] == 0 && !cutsFixed[u]) continue;
            // without u, the area lies on the first cell's side: every cell in it there, and room enough
            if (cutsFixed[u] || reached - 1 - cut[u] < size) {
                if (!s.restrict(cell[u], mask)) return -1;
                changed = true;
            }
        }
        return changed ? 1 : 0;
    }

    /**
     * Tarjan's depth-first pass over the cells that may be in the area, from {@code root}: per cell, how many cells
     * its removal cuts off from the root ({@code cut}) and whether a cell in the area is among them ({@code
     * cutsFixed}). Iterative, as an area may be long: a stack of cells with the next neighbour each is to look at.
     */
    private void cuts(long[] dom, long mask, int root) {
        java.util.Arrays.fill(disc, 0);
        clock = 0;
        int top = 0;
        enter(dom, mask, root);
        stack[0] = root;
        at[0] = 0;
        parent[0] = -1;
        while (top >= 0) {
            int u = stack[top];
            if (at[top] < next[u].length) {
                int w = next[u][at[top]++];
                if (!possible(dom, mask, w)) continue;
                if (disc[w] == 0) {
                    enter(dom, mask, w);
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

    private void enter(long[] dom, long mask, int u) {
        disc[u] = low[u] = ++clock;
        sub[u] = 1;
        fixedBelow[u] = fixed(dom, mask, u);
        cut[u] = 0;
        cutsFixed[u] = false;
    }
}
