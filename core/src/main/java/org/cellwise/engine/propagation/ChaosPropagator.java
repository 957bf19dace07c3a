package org.cellwise.engine.propagation;

/**
 * A chaos construction's regions as a whole, reasoned per region number as a person does: each region has as many
 * cells as values, holds each value once and is orthogonally connected. Its cells are the chaos order line's: per
 * grid cell in reading order its region cell, its step cell and its value cell; region number k + 1 and step d are
 * bit k and bit d of their cells' domains.
 *
 * <p>Per region number k, over the cells that may still be in it and those that are:
 * <ul>
 * <li>size: fewer possible cells than values, or more fixed ones, fails; as many possible cells as values are all
 * in it; as many fixed ones leave no room for another;</li>
 * <li>values: a value fixed in the region leaves its other cells, and a cell fixed to that value leaves the region;
 * a value with one possible place in the region goes there, with the cell (the region holds every value);</li>
 * <li>connectivity: from a fixed cell, the cells it cannot reach through possible cells leave the region, as do those
 * too far from the fixed cells to fit (a cell at distance d needs d cells besides the fixed ones); a cell whose
 * removal cuts a fixed cell off, or leaves the fixed cells' side too small, is in the region (a cut vertex, found
 * in one depth-first pass); with no fixed cell, a pocket of possible cells too small for a region leaves it;</li>
 * <li>numbering: a cell's region number is at most one more than the highest possible before it in reading order;</li>
 * <li>steps: once the region is complete, each cell's step is its distance from the region's first cell in
 * reading order, so the steps never need a guess.</li>
 * </ul>
 * It reads nothing but its cells' domains and keeps nothing from one run to the next (its arrays are scratch), so
 * clause learning can explain what it removes by its cells' domains.
 */
final class ChaosPropagator extends Propagator {
    private final int count, size, regions;
    private final int[] region, step, value;
    private final long full;
    /** The grid's cells touching side by side, each by its region cell: connectivity per region number (scratch). */
    private final Area area;

    ChaosPropagator(String name, int[] cells, int cols, int size, int regions) {
        super(name, cells);
        this.count = cells.length / 3;
        this.size = size;
        this.regions = regions;
        this.full = size == 64 ? -1L : (1L << size) - 1;
        region = new int[count];
        step = new int[count];
        value = new int[count];
        for (int i = 0; i < count; i++) {
            region[i] = cells[3 * i];
            step[i] = cells[3 * i + 1];
            value[i] = cells[3 * i + 2];
        }
        area = new Area(region, Area.grid(count, cols));
    }

    /**
     * Its cells are every grid cell's region, step and value, so a failure here would weigh every cell alike: the
     * search weighs cells by the clues' failures alone (ISS's Atrocious Destruction and Chaos Construction decided
     * within 15,000 nodes this way, not within 30,000 with it).
     */
    @Override
    boolean steers() {
        return false;
    }

    @Override
    int priority() {
        return 1;
    }

    @Override
    boolean propagate(Propagation s) {
        boolean again = true;
        while (again) {
            again = false;
            int r0 = order(s);
            if (r0 < 0) return false;
            for (int k = 0; k < regions; k++) {
                int r = region(s, k);
                if (r < 0) return false;
                if (r > 0) again = true;
            }
        }
        return true;
    }

    /**
     * Regions numbered in reading order: a cell's region number is at most one more than the highest its cells before
     * it can have (with every region of as many cells as values, every number is then used, first cells in order).
     * -1 when a cell has no number left, 1 when something was removed.
     */
    private int order(Propagation s) {
        long[] dom = s.dom;
        long allowed = 1, labels = regions == 64 ? -1L : (1L << regions) - 1;
        boolean changed = false;
        for (int i = 0; i < count; i++) {
            long d = dom[region[i]], nd = d & allowed;
            if (nd == 0) return -1;
            if (nd != d) {
                s.set(region[i], nd);
                changed = true;
            }
            allowed = (allowed | nd << 1) & labels;
        }
        return changed ? 1 : 0;
    }

    /** -1 when region number k + 1 cannot be made, 1 when something was removed, 0 when nothing was. */
    private int region(Propagation s, int k) {
        long[] dom = s.dom;
        long kb = 1L << k;
        int fixed = 0, possible = 0, first = -1;
        long fixedValues = 0, once = 0, twice = 0;
        for (int i = 0; i < count; i++) {
            long d = dom[region[i]];
            if ((d & kb) == 0) continue;
            possible++;
            long v = dom[value[i]];
            twice |= once & v;
            once |= v;
            if (d == kb) {
                if (first < 0) first = i;
                fixed++;
                if (single(v)) {
                    if ((fixedValues & v) != 0) return -1;
                    fixedValues |= v;
                }
            }
        }
        if (possible < size || fixed > size || (once & full) != full) return -1;
        boolean changed = false;
        if (possible == size && fixed < size) { // every possible cell is needed
            for (int i = 0; i < count; i++) if ((dom[region[i]] & kb) != 0) s.set(region[i], kb);
            return 1;
        }
        if (fixed == size && possible > size) { // the region is full
            for (int i = 0; i < count; i++) {
                long d = dom[region[i]];
                if ((d & kb) != 0 && d != kb && !s.restrict(region[i], ~kb)) return -1;
            }
            return 1;
        }
        // each value once: a value fixed in the region leaves its other cells and keeps cells fixed to it out
        if (fixedValues != 0)
            for (int i = 0; i < count; i++) {
                long d = dom[region[i]];
                if ((d & kb) == 0) continue;
                long v = dom[value[i]];
                if ((v & fixedValues) == 0) continue;
                if (d == kb) {
                    if (!single(v)) {
                        if (!s.restrict(value[i], ~fixedValues)) return -1;
                        changed = true;
                    }
                } else if (single(v)) {
                    if (!s.restrict(region[i], ~kb)) return -1;
                    changed = true;
                }
            }
        if (changed) return 1;
        // a value with one place in the region: there, and that cell in the region
        long hidden = once & ~twice & full;
        if (hidden != 0)
            for (int i = 0; i < count && hidden != 0; i++) {
                long d = dom[region[i]];
                if ((d & kb) == 0) continue;
                long h = dom[value[i]] & hidden;
                if (h == 0) continue;
                if (!single(h)) return -1; // one cell the only place of two values
                hidden &= ~h;
                if (dom[value[i]] != h || d != kb) {
                    s.set(value[i], h);
                    s.set(region[i], kb);
                    changed = true;
                }
            }
        if (changed) return 1;
        return fixed == 0 ? pockets(s, k) : connect(s, k, first, fixed);
    }

    /** No cell fixed to region k + 1 yet: a pocket of possible cells smaller than a region cannot hold it. */
    private int pockets(Propagation s, int k) {
        return area.pockets(s, 1L << k, size);
    }

    /**
     * Region k + 1 has {@code fixed} cells, the first in reading order {@code first}: connectivity and size, and once
     * it is complete, its steps.
     */
    private int connect(Propagation s, int k, int first, int fixed) {
        int r = area.connect(s, 1L << k, first, fixed, size);
        return r == 0 && fixed == size ? steps(s, first) : r;
    }

    /** A complete region, its first cell {@code first}: each cell's step is its distance from that cell. */
    private int steps(Propagation s, int first) {
        long[] dom = s.dom;
        long kb = dom[region[first]];
        int n = area.reach(dom, kb, first);
        boolean changed = false;
        for (int q = 0; q < n; q++) {
            int i = area.queue[q];
            long b = area.dist[i] < 64 ? 1L << area.dist[i] : 0;
            if (dom[step[i]] == b) continue;
            if (!s.restrict(step[i], b)) return -1;
            changed = true;
        }
        return changed ? 1 : 0;
    }
}
