package org.cellwise.engine;

import java.util.Random;

/**
 * One run of depth-first search over a compiled model. Domains live in a preallocated stack of arrays, one per
 * depth, so the search loop allocates nothing: a branch copies the parent's domains into the next slot.
 * Branching is binary: try value x for the cell with the fewest candidates, and on failure remove x and
 * propagate at the same depth.
 */
final class Search {
    static final class Stop extends RuntimeException {
        final Outcome outcome;

        Stop(Outcome outcome) {
            super(null, null, false, false);
            this.outcome = outcome;
        }
    }

    private final Model m;
    private final SolveOptions opts;
    private final long[][] stack;
    long[] dom;
    private final int[] queue, slow; // priority 0 and priority 1
    private final boolean[] queued;
    private final boolean[] costly;
    private int qHead, qTail, qSize, sHead, sTail, sSize;

    long nodes, guesses, failures, solutions;
    /** The domains after root propagation (null when that failed). */
    long[] rootDomains;
    private final Limits limits;
    private final long maxNodes;
    private final Random random;
    private final int[] values;
    /** Failures per propagator: the variable order prefers cells whose constraints keep failing (dom/wdeg). */
    private final int[] weight;

    Search(Model m, SolveOptions opts) {
        this.m = m;
        this.opts = opts;
        this.stack = new long[m.n + 1][];
        this.stack[0] = m.root.clone();
        this.dom = stack[0];
        this.queue = new int[m.props.length];
        this.slow = new int[m.props.length];
        this.queued = new boolean[m.props.length];
        this.costly = new boolean[m.props.length];
        for (int p = 0; p < m.props.length; p++) costly[p] = m.props[p].priority() > 0;
        this.limits = new Limits(opts);
        this.random = opts.random();
        this.maxNodes = opts.maxNodes() > 0 ? opts.maxNodes() : -1;
        this.values = new int[m.n];
        this.weight = new int[m.props.length];
        java.util.Arrays.fill(weight, 1);
    }

    /** Narrows a cell's domain to {@code d & mask}; false when nothing is left. */
    boolean restrict(int v, long mask) {
        long d = dom[v];
        long nd = d & mask;
        if (nd == d) return true;
        if (nd == 0) return false;
        dom[v] = nd;
        schedule(v);
        return true;
    }

    /** Sets a cell's domain to a non-empty subset of what it has. */
    void set(int v, long nd) {
        if (dom[v] != nd) {
            dom[v] = nd;
            schedule(v);
        }
    }

    private void schedule(int v) {
        for (int p : m.watchers[v]) if (!queued[p]) enqueue(p);
    }

    private void enqueue(int p) {
        queued[p] = true;
        if (costly[p]) {
            slow[sTail] = p;
            sTail = sTail + 1 == slow.length ? 0 : sTail + 1;
            sSize++;
        } else {
            queue[qTail] = p;
            qTail = qTail + 1 == queue.length ? 0 : qTail + 1;
            qSize++;
        }
    }

    private void scheduleAll() {
        for (int p = 0; p < m.props.length; p++) if (!queued[p]) enqueue(p);
    }

    private boolean propagate() {
        while (qSize > 0 || sSize > 0) {
            int p;
            if (qSize > 0) {
                p = queue[qHead];
                qHead = qHead + 1 == queue.length ? 0 : qHead + 1;
                qSize--;
            } else {
                p = slow[sHead];
                sHead = sHead + 1 == slow.length ? 0 : sHead + 1;
                sSize--;
            }
            // queued[p] stays set while p runs: its own changes need not wake it
            boolean ok = m.props[p].propagate(this);
            queued[p] = false;
            if (!ok) {
                weight[p]++;
                clearQueue();
                return false;
            }
        }
        return true;
    }

    private void clearQueue() {
        while (qSize > 0) {
            queued[queue[qHead]] = false;
            qHead = qHead + 1 == queue.length ? 0 : qHead + 1;
            qSize--;
        }
        while (sSize > 0) {
            queued[slow[sHead]] = false;
            sHead = sHead + 1 == slow.length ? 0 : sHead + 1;
            sSize--;
        }
    }

    Outcome run() {
        for (int v = 0; v < m.n; v++) if (dom[v] == 0) return Outcome.COMPLETE;
        scheduleAll();
        if (!propagate()) return Outcome.COMPLETE;
        rootDomains = dom.clone();
        try {
            search(0);
            return solutions >= opts.limit() ? Outcome.LIMIT : Outcome.COMPLETE;
        } catch (Stop stop) {
            return stop.outcome;
        }
    }

    private void search(int depth) {
        while (true) {
            if ((++nodes & 1023) == 0) limits.check();
            if (nodes == maxNodes) throw new Stop(Outcome.BUDGET);
            int v = pick();
            if (v < 0) {
                found();
                return;
            }
            long d = dom[v];
            long bit = random == null ? d & -d : randomBit(d);
            long[] child = stack[depth + 1];
            if (child == null) child = stack[depth + 1] = new long[m.n];
            System.arraycopy(dom, 0, child, 0, m.n);
            long[] parent = dom;
            dom = child;
            guesses++;
            dom[v] = bit;
            schedule(v);
            if (propagate()) search(depth + 1);
            dom = parent;
            // the branch is exhausted (or stopped by an exception, which unwinds everything)
            if (!restrict(v, ~bit) || !propagate()) {
                failures++;
                return;
            }
        }
    }

    private long randomBit(long d) {
        int k = random.nextInt(Long.bitCount(d));
        for (int i = 0; i < k; i++) d &= d - 1;
        return d & -d;
    }

    /**
     * The unfixed cell with the smallest ratio of candidates to the failure weight of its constraints, or -1 when
     * every cell is fixed. Before any failure this is plain fewest-candidates-first.
     */
    private int pick() {
        int best = -1;
        long bestSize = 1, bestWeight = 0;
        long[] dm = dom;
        int[][] watchers = m.watchers;
        for (int v = 0; v < dm.length; v++) {
            long d = dm[v];
            if ((d & (d - 1)) != 0) {
                long size = Long.bitCount(d);
                long w = 0;
                for (int p : watchers[v]) w += weight[p];
                // size / w < bestSize / bestWeight, without division
                if (best < 0 || size * bestWeight < bestSize * w) {
                    best = v;
                    bestSize = size;
                    bestWeight = w;
                }
            }
        }
        return best;
    }

    private void found() {
        solutions++;
        if (opts.listener() != null) {
            for (int v = 0; v < m.n; v++) values[v] = m.min + Long.numberOfTrailingZeros(dom[v]);
            opts.listener().accept(values.clone());
        }
        if (solutions >= opts.limit()) throw new Stop(Outcome.LIMIT);
    }

    /** Whether root propagation alone fixed every cell. */
    boolean solvedWithoutGuessing() {
        return guesses == 0 && solutions > 0;
    }
}
