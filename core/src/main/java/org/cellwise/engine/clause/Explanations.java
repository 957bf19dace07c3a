package org.cellwise.engine.clause;

import org.cellwise.engine.propagation.Model;
import org.cellwise.engine.propagation.Theory;

/**
 * Lazy clause generation: the constraints that are not clauses ({@link Theory}: cages, sums, lines) take part in
 * clause learning through their propagators. At each fixpoint of unit propagation, the propagators whose cells
 * changed run on the domains the literals imply; each value one removes becomes a literal whose reason is a
 * clause: the value is not there, or some value already removed from a cell of that propagator is there after all
 * (for a cell down to one value, the shorter "that cell does not hold it"). A failure gives the clause of all those
 * removals, which conflict analysis then learns from as from any other. Valid because each propagator reads only
 * its own cells ({@link Theory}). A line read cell by cell explains each removal apart, by the removed values that cut
 * every path through it ({@link Theory#explainRemoval}): on a sum line of 56 cells the whole line's removals made
 * clauses that never pruned again, and learning found no solution in 100,000 nodes where it now proves the only one in
 * 16,001 (docs/ISS.md).
 *
 * <p>The explanations are stored as learnt clauses, ranked below every learnt one ({@link ClauseSearch}): they
 * propagate again by themselves until a reduction drops them. Measured on the stall candidates (docs/PERFORMANCE.md)
 * and not kept: explaining by fewer cells (each cell given back its root candidates when the propagator still
 * concludes the same without them) took more conflicts on six of seven, 72,900 against 52,900 on killer-jig-3-9;
 * two-literal explanations used once and not stored, no fewer conflicts (killer-nc-3-7 176,000 against 143,000).
 * A decomposition of the cages into clauses over partial sums (auxiliary variables) was not tried: this reuses the
 * propagators as they stand, value-set tables included, for every kind of constraint at once.
 */
final class Explanations {
    /** {@link #propagate}: nothing to do, or literals were set (unit propagation goes first again). */
    static final int QUIET = Integer.MIN_VALUE, SET = Integer.MIN_VALUE + 1;

    private final Model model;
    private Theory theory;
    private Thread owner;
    /** The trail position up to which changed cells have woken their propagators. */
    private int head;
    private int[] queue;
    private boolean[] queued;
    private int qHead, qSize;
    private long[] before, after, reasons;
    private int[] clause = new int[64];
    private int k;

    Explanations(Model model) {
        this.model = model;
    }

    /**
     * A fresh start for a copy of a search: every propagator runs once again. On the same thread the copy shares
     * the compiled propagators, which keep nothing between runs.
     */
    Explanations copy() {
        Explanations e = new Explanations(model);
        e.theory = theory;
        e.owner = owner;
        return e;
    }

    /** Compiled on the thread that searches: propagators keep scratch state while they run. */
    private void ready() {
        if (queue != null && owner == Thread.currentThread()) return;
        if (theory == null || owner != Thread.currentThread()) {
            theory = new Theory(model);
            owner = Thread.currentThread();
        }
        queue = new int[theory.size()];
        queued = new boolean[theory.size()];
        int widest = 1;
        for (int p = 0; p < theory.size(); p++) widest = Math.max(widest, theory.cells(p).length);
        before = new long[widest];
        after = new long[widest];
        reasons = new long[widest];
        head = 0;
        qHead = qSize = 0;
        for (int p = 0; p < theory.size(); p++) wake(p);
    }

    private void wake(int p) {
        if (queued[p]) return;
        queued[p] = true;
        int at = qHead + qSize;
        queue[at >= queue.length ? at - queue.length : at] = p;
        qSize++;
    }

    /** The search went back to a shorter trail: what is queued was woken by undone literals. */
    void backtracked(int trailSize) {
        if (head > trailSize) head = trailSize;
        while (qSize > 0) {
            queued[queue[qHead]] = false;
            qHead = qHead + 1 == queue.length ? 0 : qHead + 1;
            qSize--;
        }
    }

    /**
     * Runs the woken propagators until one narrows something or fails: {@link #QUIET} when none does, {@link #SET}
     * when literals were set (the search propagates its clauses, then calls again), or a conflict for the search
     * to analyse (as {@link ClauseSearch} numbers them).
     */
    int propagate(ClauseSearch s) {
        ready();
        Encoding enc = s.enc;
        while (head < s.trailSize) {
            int cell = enc.cellOf(s.trail[head++] >> 1);
            for (int p : theory.watchers(cell)) wake(p);
        }
        long[] dom = theory.dom;
        while (qSize > 0) {
            int p = queue[qHead];
            qHead = qHead + 1 == queue.length ? 0 : qHead + 1;
            qSize--;
            queued[p] = false;
            int[] cells = theory.cells(p);
            for (int i = 0; i < cells.length; i++) before[i] = dom[cells[i]] = domain(s, cells[i]);
            boolean ok = theory.run(p);
            boolean narrowed = !ok;
            for (int i = 0; i < cells.length; i++) {
                after[i] = dom[cells[i]];
                narrowed |= after[i] != before[i];
            }
            if (!narrowed) continue;
            if (theory.explainsByPaths(p)) return byPaths(s, p, cells, ok);
            k = 1;
            for (int i = 0; i < cells.length; i++) explain(s, cells[i], before[i]);
            if (!ok) return s.theoryConflict(clause, 1, k);
            boolean set = false;
            for (int i = 0; i < cells.length; i++) {
                long removed = before[i] & ~after[i];
                for (; removed != 0; removed &= removed - 1) {
                    int lit = enc.lit(cells[i], Long.numberOfTrailingZeros(removed));
                    if (lit < 0 || s.litValue(lit) != 0) continue; // the cell's other candidates, already gone
                    clause[0] = lit ^ 1;
                    if (!s.theoryImplies(clause, k)) {
                        backtracked(s.trailSize);
                        return SET;
                    }
                    set = true;
                }
            }
            if (set) return SET;
        }
        return QUIET;
    }

    /**
     * A line's removals, each with a clause of its own: the removed values that cut every path through it
     * ({@link Theory#explainRemoval}), a few cells either side of it, where the whole line's removals would make a
     * clause as long as the line. A removal the paths do not explain (none is known) gets the whole line's.
     */
    private int byPaths(ClauseSearch s, int p, int[] cells, boolean ok) {
        Encoding enc = s.enc;
        long[] dom = theory.dom;
        int n = cells.length;
        for (int i = 0; i < n; i++) dom[cells[i]] = before[i];
        theory.explainOn(p);
        if (!ok) {
            java.util.Arrays.fill(reasons, 0, n, 0);
            k = 1;
            if (theory.explainFailure(p, reasons)) for (int i = 0; i < n; i++) because(s, cells[i], before[i], reasons[i]);
            else for (int i = 0; i < n; i++) explain(s, cells[i], before[i]);
            return s.theoryConflict(clause, 1, k);
        }
        boolean set = false;
        for (int i = 0; i < n; i++) {
            long removed = before[i] & ~after[i];
            for (; removed != 0; removed &= removed - 1) {
                int b = Long.numberOfTrailingZeros(removed);
                int lit = enc.lit(cells[i], b);
                if (lit < 0 || s.litValue(lit) != 0) continue;
                java.util.Arrays.fill(reasons, 0, n, 0);
                k = 1;
                if (theory.explainRemoval(p, i, b, reasons)) for (int j = 0; j < n; j++) because(s, cells[j], before[j], reasons[j]);
                else for (int j = 0; j < n; j++) explain(s, cells[j], before[j]);
                clause[0] = lit ^ 1;
                if (!s.theoryImplies(clause, k)) {
                    backtracked(s.trailSize);
                    return SET;
                }
                set = true;
            }
        }
        return set ? SET : QUIET;
    }

    /**
     * Appends to {@link #clause} that a cell of domain {@code d} lacks the values {@code gone}: their false literals,
     * or for a cell down to one value, that it holds it (negated) when that is shorter. Level 0 is left out.
     */
    private void because(ClauseSearch s, int cell, long d, long gone) {
        Encoding enc = s.enc;
        gone &= enc.rootDomain(cell);
        if (gone == 0) return;
        if ((gone & (gone - 1)) != 0 && (d & (d - 1)) == 0 && d != 0) {
            int lit = enc.lit(cell, Long.numberOfTrailingZeros(d));
            if (lit >= 0 && s.litValue(lit) == 1) {
                if (s.levelOf(lit) > 0) add(lit ^ 1);
                return;
            }
        }
        for (long r = gone; r != 0; r &= r - 1) {
            int lit = enc.lit(cell, Long.numberOfTrailingZeros(r));
            if (lit >= 0 && s.levelOf(lit) > 0) add(lit);
        }
    }

    /** What the literals leave of a cell's candidates. */
    private static long domain(ClauseSearch s, int cell) {
        Encoding enc = s.enc;
        long d = enc.rootDomain(cell);
        if ((d & (d - 1)) == 0) return d;
        for (long r = d; r != 0; r &= r - 1) {
            int b = Long.numberOfTrailingZeros(r);
            if (s.litValue(enc.lit(cell, b)) < 0) d &= ~(1L << b);
        }
        return d;
    }

    /**
     * Appends to {@link #clause} why a cell has domain {@code d}: the false literals of its removed candidates, or
     * for a cell down to one value, that it holds it (negated). Literals fixed at level 0 are left out.
     */
    private void explain(ClauseSearch s, int cell, long d) {
        Encoding enc = s.enc;
        long root = enc.rootDomain(cell);
        if (d == root) return;
        if ((d & (d - 1)) == 0 && d != 0) {
            int lit = enc.lit(cell, Long.numberOfTrailingZeros(d));
            if (lit >= 0 && s.litValue(lit) == 1) {
                if (s.levelOf(lit) > 0) add(lit ^ 1);
                return;
            }
        }
        for (long r = root & ~d; r != 0; r &= r - 1) {
            int lit = enc.lit(cell, Long.numberOfTrailingZeros(r));
            if (s.levelOf(lit) > 0) add(lit);
        }
    }

    private void add(int lit) {
        if (k == clause.length) clause = java.util.Arrays.copyOf(clause, k * 2);
        clause[k++] = lit;
    }
}
