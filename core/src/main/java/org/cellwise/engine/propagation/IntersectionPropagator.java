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

    /** It reads the cells of either side alone, never the shared ones. */
    @Override
    int[] watched() {
        return java.util.Arrays.copyOf(vars, onlyA.length + onlyB.length);
    }

    /** One place kept per value and side (a cell of that side holding it): A's at [value], B's at [64 + value]. */
    @Override
    int[] wakeState() {
        int[] places = new int[128];
        java.util.Arrays.fill(places, -1);
        return places;
    }

    /**
     * From its fixpoint it acts only when a value leaves a side altogether (one more value the other group must place
     * in the shared cells). A value taken from a cell that is not its kept place on that side is still there; when it
     * was, another place is looked for, and only a value with none left wakes it.
     */
    @Override
    boolean wakes(long[] dom, int cell, long removed, int[] places) {
        int[] side = onlyA;
        int off = 0;
        for (int v : onlyB)
            if (v == cell) {
                side = onlyB;
                off = 64;
                break;
            }
        boolean wake = false;
        for (long r = removed; r != 0; r &= r - 1) {
            int x = off + Long.numberOfTrailingZeros(r);
            int a = places[x];
            if (a >= 0 && a != cell) continue;
            long bit = r & -r;
            a = -1;
            for (int v : side)
                if ((dom[v] & bit) != 0) {
                    a = v;
                    break;
                }
            places[x] = a;
            if (a < 0) wake = true;
        }
        return wake;
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
