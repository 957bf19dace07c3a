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
    private final Area area;

    /** {@code in}: the mask of the area's values; {@code size} 0 for any size. */
    ConnectedPropagator(String name, int[] cells, int[][] next, long in, int size) {
        super(name, cells);
        this.count = cells.length;
        this.in = in;
        this.size = size;
        this.area = new Area(cells, next);
    }

    @Override
    int priority() {
        return 1;
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
            if (!area.possible(dom, in, i)) continue;
            possible++;
            if (area.fixed(dom, in, i)) {
                if (first < 0) first = i;
                fixed++;
            }
        }
        if (possible == 0 || possible < size || size > 0 && fixed > size) return -1;
        if (possible == size && fixed < size || possible == 1 && fixed == 0) { // every possible cell is needed
            for (int i = 0; i < count; i++) if (area.possible(dom, in, i) && !area.fixed(dom, in, i) && !s.restrict(vars[i], in)) return -1;
            return 1;
        }
        if (size > 0 && fixed == size && possible > size) { // the area is full
            for (int i = 0; i < count; i++) if (area.possible(dom, in, i) && !area.fixed(dom, in, i) && !s.restrict(vars[i], ~in)) return -1;
            return 1;
        }
        return fixed == 0 ? area.pockets(s, in, size) : area.connect(s, in, first, fixed, size);
    }
}
