package org.cellwise.engine.propagation;

/**
 * The propagators of a model's constraints that clause learning does not encode as clauses (killer and KenKen
 * cages, sums, equal cells, lines read cell by cell), run one at a time on domains the learning search supplies,
 * so that it can explain each removal by the removals in that propagator's own cells (lazy clause generation).
 *
 * <p>Such an explanation holds only when a propagator reads nothing but the domains of its own cells and keeps
 * nothing from one run to the next. Each kind compiled here was checked for that: {@code CagePropagator} (value-set
 * tables, bounds, and an enumeration that prunes nothing when over its budget, so what it removes always follows
 * from the domains it read), {@code AllDifferentPropagator} (for a distinct sum without a table: its cells are the
 * sum's), {@code EqualPropagator}, {@code ScanPropagator} and {@code SumPropagator} (sums, arrows and the 45 rule's
 * equations, which also read which of their cells the rules keep apart: a fact of every solution, so a clause from it
 * holds), {@code CountingPropagator} (counting circles, with the cells outside that it narrows among its own cells, and
 * the same facts of which cells differ); their buffers are scratch, refilled on every run. The all-different matching, which keeps a matching between
 * runs, is never compiled here: groups are clauses.
 *
 * <p>One per thread: the propagators keep scratch state while they run. Each instance compiles its own.
 */
public final class Theory {
    private final Model part;
    private final Propagation run;
    /** Domains read and narrowed by {@link #run}: the caller fills those of the propagator's cells first. */
    public final long[] dom;
    private final int[][] cells;
    private final Propagator[] props;

    public Theory(Model m) {
        part = m.theoryPart();
        dom = new long[m.n];
        run = new Propagation(part, dom);
        // the 45 rule's equations over houses and sums: 6-14% fewer conflicts in the proofs of no solution of the
        // stall candidates (docs/PERFORMANCE.md)
        run.wakeRedundant();
        props = run.propagators();
        cells = new int[props.length][];
        for (int p = 0; p < cells.length; p++)
            cells[p] = java.util.Arrays.stream(props[p].vars).distinct().toArray();
    }

    /** Whether a model has constraints beyond clauses that a theory can take (values fit a mask). */
    public static boolean needed(Model m) {
        return !m.clausal && m.size <= 64;
    }

    public int size() {
        return cells.length;
    }

    /** The distinct cells propagator {@code p} reads and narrows. */
    public int[] cells(int p) {
        return cells[p];
    }

    /** The propagators over a cell. */
    public int[] watchers(int cell) {
        return run.watchersOf(cell);
    }

    /** Narrows {@link #dom} by propagator {@code p} alone, to its own fixpoint; false when it cannot hold. */
    public boolean run(int p) {
        return run.runOne(p);
    }

    /**
     * Whether propagator {@code p} explains each removal by the paths of its line ({@link ScanPropagator}): its
     * cells, {@link #cells}, are then the line's in order, and {@link #explainRemoval} and {@link #explainFailure} say
     * which of their removed values are the reasons.
     */
    public boolean explainsByPaths(int p) {
        return props[p] instanceof ScanPropagator line && line.explainsByPaths();
    }

    /** Reads {@link #dom} for the explanations of propagator {@code p} (a line) that follow: the domains it ran on. */
    public void explainOn(int p) {
        ((ScanPropagator) props[p]).explainOn(dom);
    }

    /**
     * Why propagator {@code p} (a line, {@link #explainsByPaths}) removes value bit {@code v} from its {@code i}-th
     * cell given the domains {@link #explainOn} read: the reasons, removed value bits per cell in {@link #cells}
     * order, are ORed into {@code reasons}. False when one pass over those domains does not remove it.
     */
    public boolean explainRemoval(int p, int i, int v, long[] reasons) {
        return ((ScanPropagator) props[p]).explainRemoval(i, v, reasons);
    }

    /** As {@link #explainRemoval}, why the line cannot hold at all; false when one pass does not find that. */
    public boolean explainFailure(int p, long[] reasons) {
        return ((ScanPropagator) props[p]).explainFailure(reasons);
    }
}
