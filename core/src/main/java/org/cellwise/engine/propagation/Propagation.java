package org.cellwise.engine.propagation;


/**
 * The domains of one search and the queue that runs propagators to a fixpoint. A search owns one, swaps
 * {@link #dom} between the arrays of its depth stack, and asks {@link #propagate()} after each change. Failure
 * weights per propagator are kept here too: the branching heuristic prefers cells whose constraints keep failing.
 * One thread at a time: the propagators of a {@link Model} keep scratch state while they run.
 */
public final class Propagation {
    private final Model m;
    /** The current domains: bit i of {@code dom[cell]} set when value {@code min + i} is still possible. */
    public long[] dom;
    private int[] queue, slow; // priority 0 and priority 1
    private boolean[] queued;
    private boolean[] costly;
    /** The model's propagators, then, once woken, its redundant ones (numbered after them). */
    private Propagator[] props;
    /** Per cell, the propagators to wake: the model's, and once woken the redundant ones too. */
    private int[][] watchers;
    private boolean awake;
    private final boolean everyChange;
    private int qHead, qTail, qSize, sHead, sTail, sSize;
    /**
     * Per cell, the failures of the model's propagators over it, each propagator counting one to start with (dom/wdeg),
     * kept up to date as they fail, so that picking a cell reads one number per cell.
     */
    private final long[] cellWeight;
    /** Per model propagator, its cells, each once (the model's). */
    private final int[][] cellsOf;
    /** Asked every 256 propagator runs, so that one long fixpoint cannot outlive a deadline; may throw. */
    private Runnable limits;
    private int runs;

    public Propagation(Model m, long[] dom) {
        this(m, dom, false);
    }

    /**
     * With {@code everyChange}, every change to a cell wakes every propagator over it, even one that never reads the
     * cell ({@link Propagator#watched()}): the fixpoints must be the same, which a test checks.
     */
    Propagation(Model m, long[] dom, boolean everyChange) {
        this.m = m;
        this.dom = dom;
        this.everyChange = everyChange;
        this.props = m.props;
        this.watchers = everyChange ? Model.byCell(m.cellsOf, m.n) : m.watchers;
        this.queue = new int[props.length];
        this.slow = new int[props.length];
        this.queued = new boolean[props.length];
        this.costly = new boolean[props.length];
        for (int p = 0; p < props.length; p++) costly[p] = props[p].priority() > 0;
        this.cellWeight = new long[m.n];
        // each propagator over a cell counts one, whether or not the cell wakes it
        for (int[] cells : m.cellsOf) for (int v : cells) cellWeight[v]++;
        this.cellsOf = m.cellsOf;
    }

    /**
     * Lets a search stop inside a fixpoint: {@code check} runs every 256 propagator runs and ends the search by
     * throwing. On an empty 49×49 the root fixpoint alone takes 0.7 s. The queue is left as it stood, so a
     * propagation that was stopped must not be resumed.
     */
    public void checkLimitsWith(Runnable check) {
        this.limits = check;
    }

    /** Narrows a cell's domain to {@code d & mask}; false when nothing is left. */
    public boolean restrict(int v, long mask) {
        long d = dom[v];
        long nd = d & mask;
        if (nd == d) return true;
        if (nd == 0) return false;
        dom[v] = nd;
        schedule(v);
        return true;
    }

    /** Sets a cell's domain to a non-empty subset of what it has. */
    public void set(int v, long nd) {
        if (dom[v] != nd) {
            dom[v] = nd;
            schedule(v);
        }
    }

    /** Wakes the propagators watching a cell whose domain the caller changed directly. */
    public void schedule(int v) {
        for (int p : watchers[v]) if (!queued[p]) enqueue(p);
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

    /**
     * Lets the model's redundant propagators ({@link Model#redundant()}) run from now on, and schedules them all;
     * false when there are none. Call it with the queue empty (after a fixpoint). The search calls it once root
     * propagation has left cells open: building and running them doubled the time of the janko killers that
     * propagation settles alone, and cut the search of the hardest several times.
     */
    public boolean wakeRedundant() {
        if (awake) return false;
        awake = true;
        Model.Redundant r = m.redundant();
        if (r.props().length == 0) return false;
        int base = m.props.length, all = base + r.props().length;
        props = java.util.Arrays.copyOf(m.props, all);
        System.arraycopy(r.props(), 0, props, base, r.props().length);
        queue = new int[all];
        slow = new int[all];
        qHead = qTail = qSize = sHead = sTail = sSize = 0;
        queued = new boolean[all];
        costly = java.util.Arrays.copyOf(costly, all);
        for (int p = base; p < all; p++) costly[p] = props[p].priority() > 0;
        int[][] ownAll = everyChange ? Model.byCell(m.cellsOf, m.n) : m.watchers;
        int[][] extraAll = everyChange ? Model.byCell(cellsOfAll(r.props()), m.n) : r.watchers();
        watchers = new int[m.n][];
        for (int v = 0; v < m.n; v++) {
            int[] own = ownAll[v], extra = extraAll[v];
            int[] w = java.util.Arrays.copyOf(own, own.length + extra.length);
            for (int i = 0; i < extra.length; i++) w[own.length + i] = base + extra[i];
            watchers[v] = w;
        }
        for (int p = base; p < all; p++) enqueue(p);
        return true;
    }

    private static int[][] cellsOfAll(Propagator[] ps) {
        int[][] c = new int[ps.length][];
        for (int p = 0; p < ps.length; p++) c[p] = java.util.Arrays.stream(ps[p].vars).distinct().toArray();
        return c;
    }

    public void scheduleAll() {
        for (int p = 0; p < props.length; p++) if (!queued[p]) enqueue(p);
    }

    /** Runs the queue to its fixpoint; false when some constraint can no longer hold. */
    public boolean propagate() {
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
            if (limits != null && (++runs & 255) == 0) limits.run();
            // queued[p] stays set while p runs: its own changes need not wake it
            boolean ok = props[p].propagate(this);
            queued[p] = false;
            if (!ok) {
                // redundant ones do not steer branching, nor do those over the whole puzzle
                if (p < cellsOf.length && props[p].steers()) for (int v : cellsOf[p]) cellWeight[v]++;
                clearQueue();
                return false;
            }
        }
        return true;
    }

    /**
     * Runs one propagator alone on {@link #dom}, to its own fixpoint, and leaves nothing queued: a clause-learning
     * search ({@link Theory}) explains each run's removals by that propagator's cells alone.
     */
    boolean runOne(int p) {
        boolean ok = props[p].propagate(this);
        clearQueue();
        return ok;
    }

    /** The failure weight the search gives {@code cell} (its constraints' failures so far, from its count of them). */
    long weight(int cell) {
        return cellWeight[cell];
    }

    /** The propagators this propagation runs (the redundant ones too once woken) and those over each cell. */
    Propagator[] propagators() {
        return props;
    }

    int[] watchersOf(int cell) {
        return watchers[cell];
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

    /**
     * The unfixed cell with the smallest ratio of candidates to the failure weight of its constraints, or -1 when
     * every cell is fixed. Before any failure this is plain fewest-candidates-first. Cells the model derives
     * ({@link Model#derived}) are picked only when no other is left.
     */
    public int pick() {
        int best = -1, fallback = -1;
        long bestSize = 1, bestWeight = 0;
        long[] dm = dom, cw = cellWeight;
        boolean[] derived = m.derived;
        for (int v = 0; v < dm.length; v++) {
            long d = dm[v];
            if ((d & (d - 1)) != 0) {
                if (derived != null && derived[v]) {
                    if (fallback < 0) fallback = v;
                    continue;
                }
                long size = Long.bitCount(d);
                long w = cw[v];
                // size / w < bestSize / bestWeight, without division
                if (best < 0 || size * bestWeight < bestSize * w) {
                    best = v;
                    bestSize = size;
                    bestWeight = w;
                }
            }
        }
        return best >= 0 ? best : fallback;
    }
}
