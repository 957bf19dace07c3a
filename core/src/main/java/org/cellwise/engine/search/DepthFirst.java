package org.cellwise.engine.search;

import java.util.Random;
import org.cellwise.engine.Outcome;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.propagation.Model;
import org.cellwise.engine.propagation.Propagation;

/**
 * Depth-first search over any compiled model. Domains live in a preallocated stack of arrays, one per depth, so
 * the search loop allocates nothing: a branch copies the parent's domains into the next slot. Branching is
 * binary: try value x for the cell the propagation picks, and on failure remove x and propagate at the same
 * depth.
 */
public final class DepthFirst extends Skeleton {
    private final Model m;
    private final long[][] stack;
    private final Propagation prop;
    private final Random random;
    /** The domains after root propagation (null when that failed). */
    private long[] rootDomains;

    public DepthFirst(Model m, SolveOptions opts) {
        super(opts, Counters.ZERO);
        this.m = m;
        this.stack = new long[m.n + 1][];
        this.stack[0] = m.root.clone();
        this.prop = new Propagation(m, stack[0]);
        this.prop.checkLimitsWith(this::checkLimits);
        // a node scans every cell (pick) and copies the domains: past a few hundred cells it costs microseconds
        checkLimitsEvery(m.n >= 2048 ? 1 : m.n >= 512 ? 16 : 1024);
        this.random = opts.random();
    }

    /** The domains after root propagation, for a search that takes over; null when root propagation failed. */
    public long[] rootDomains() {
        return rootDomains;
    }

    @Override
    protected Outcome search() {
        for (int v = 0; v < m.n; v++) if (prop.dom[v] == 0) return Outcome.COMPLETE;
        prop.scheduleAll();
        if (!prop.propagate()) return Outcome.COMPLETE;
        if (prop.pick() >= 0 && prop.wakeRedundant() && !prop.propagate()) return Outcome.COMPLETE;
        rootDomains = prop.dom.clone();
        search(0);
        return exhausted();
    }

    private void search(int depth) {
        while (true) {
            node();
            int v = prop.pick();
            if (v < 0) {
                found();
                return;
            }
            long[] dom = prop.dom;
            long d = dom[v];
            long bit = random == null ? d & -d : randomBit(d);
            long[] child = stack[depth + 1];
            if (child == null) child = stack[depth + 1] = new long[m.n];
            System.arraycopy(dom, 0, child, 0, m.n);
            prop.dom = child;
            guesses++;
            child[v] = bit;
            prop.schedule(v);
            if (prop.propagate()) search(depth + 1);
            prop.dom = dom;
            // the branch is exhausted (or stopped by an exception, which unwinds everything)
            if (!prop.restrict(v, ~bit) || !prop.propagate()) {
                conflict();
                return;
            }
        }
    }

    private long randomBit(long d) {
        int k = random.nextInt(Long.bitCount(d));
        for (int i = 0; i < k; i++) d &= d - 1;
        return d & -d;
    }

    @Override
    protected int[] values() {
        int[] values = new int[m.n];
        for (int v = 0; v < m.n; v++) values[v] = m.min + Long.numberOfTrailingZeros(prop.dom[v]);
        return values;
    }
}
