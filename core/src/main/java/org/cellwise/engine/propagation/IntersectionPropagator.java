package org.cellwise.engine.propagation;

/**
 * Two groups that must each hold every value (a box and a row, say) and share some cells. A value that group A
 * can place only inside the shared cells must be there, so group B cannot place it anywhere else, and the other
 * way round ("pointing" and "claiming" to Sudoku solvers). Derived by the engine, not stated by any rule.
 */
final class IntersectionPropagator extends Propagator {
    private final int[] onlyA, onlyB;
    private final long full;

    IntersectionPropagator(String name, int[] onlyA, int[] onlyB, int[] shared, long full) {
        super(name, concat(onlyA, onlyB, shared));
        this.onlyA = onlyA;
        this.onlyB = onlyB;
        this.full = full;
    }

    private static int[] concat(int[] a, int[] b, int[] c) {
        int[] out = new int[a.length + b.length + c.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        System.arraycopy(c, 0, out, a.length + b.length, c.length);
        return out;
    }

    /**
     * Not woken by its shared cells, which it never reads: the same fixpoints, and about a fifth of the cells it
     * would watch.
     */
    @Override
    int[] watched() {
        return java.util.Arrays.copyOf(vars, onlyA.length + onlyB.length);
    }

    @Override
    boolean propagate(Propagation s) {
        long[] dom = s.dom;
        boolean changed = true;
        while (changed) {
            changed = false;
            long outA = 0, outB = 0;
            for (int v : onlyA) outA |= dom[v];
            for (int v : onlyB) outB |= dom[v];
            long insideForA = full & ~outA; // A must place these in the shared cells
            long insideForB = full & ~outB;
            // most runs end here: nothing either group must place inside is left in the other's cells
            if ((insideForA & outB) == 0 && (insideForB & outA) == 0) break;
            if (insideForA != 0) {
                for (int v : onlyB) {
                    long d = dom[v];
                    if ((d & insideForA) != 0) {
                        if (!s.restrict(v, ~insideForA)) return false;
                        changed = true;
                    }
                }
            }
            if (insideForB != 0) {
                for (int v : onlyA) {
                    long d = dom[v];
                    if ((d & insideForB) != 0) {
                        if (!s.restrict(v, ~insideForB)) return false;
                        changed = true;
                    }
                }
            }
        }
        return true;
    }
}
