package org.cellwise.engine.propagation;

/**
 * Constructive disjunction: each branch's own propagators run on a copy of the current domains; a branch that fails
 * there is dropped, and each cell keeps only the values some surviving branch leaves it. With one branch left this
 * is that branch's own propagation (its fixpoint is the union), so a branch the others rule out acts as a rule.
 *
 * <p>Each branch is a {@link Model} of its own (its propagators and the values its givens fix), run by a
 * {@link Propagation} kept for it; the copies cover this propagator's cells alone, which are every cell any branch
 * reads, so a removal depends on their domains only (as clause learning's explanations need).
 */
final class DisjunctionPropagator extends Propagator {
    private final Model[] branches;
    private final Propagation[] runs;
    private final long[][] scratch;
    private final long[] union;

    DisjunctionPropagator(String name, int[] cells, Model[] branches) {
        super(name, cells);
        this.branches = branches;
        this.runs = new Propagation[branches.length];
        this.scratch = new long[branches.length][];
        for (int b = 0; b < branches.length; b++) {
            scratch[b] = new long[branches[b].n];
            runs[b] = new Propagation(branches[b], scratch[b]);
        }
        this.union = new long[cells.length];
    }

    /** Trying every branch is dearer than most propagators: it waits for the cheap ones. */
    @Override
    int priority() {
        return 1;
    }

    @Override
    boolean propagate(Propagation s) {
        long[] dom = s.dom;
        java.util.Arrays.fill(union, 0);
        boolean any = false;
        for (int b = 0; b < branches.length; b++) {
            if (!branchSurvives(b, dom)) continue;
            any = true;
            long[] d = scratch[b];
            for (int i = 0; i < vars.length; i++) union[i] |= d[vars[i]];
        }
        if (!any) return false;
        for (int i = 0; i < vars.length; i++) if (!s.restrict(vars[i], union[i])) return false;
        return true;
    }

    /** Runs branch {@code b} on a copy of {@code dom} (its cells only); false when it fails there. */
    boolean branchSurvives(int b, long[] dom) {
        long[] d = scratch[b], root = branches[b].root;
        for (int v : vars) {
            d[v] = dom[v] & root[v];
            if (d[v] == 0) return false;
        }
        Propagation run = runs[b];
        run.dom = d;
        run.scheduleAll();
        return run.propagate();
    }

    /** The domains branch {@code b} left in its last run (meaningful on this propagator's cells). */
    long[] branchDomains(int b) {
        return scratch[b];
    }

    int branchCount() {
        return branches.length;
    }
}
