package org.cellwise.engine.propagation;

/**
 * Counting circles as a whole: a value v in a circle means exactly v circles hold it, so the values the circles hold
 * add up to the number of circles. The per-value lines (none or exactly v of the circles hold v) see one value each
 * and cannot know that; here the sets of values that add up to the count are the supports. A set stays while it
 * holds every value fixed in a circle, only values some circle can still take, each of its values v with at least v
 * circles that can take it in v different groups of cells that must differ (a row of circles holds a value once),
 * and a value for every circle. The values of no set leave every circle; a value in every set is placed: if just v
 * circles can take it they all hold it, and if it has just v groups, each group holds it once: a group's only circle
 * that can take it holds it, and a cell outside the circles that must differ from all of a group's candidates loses it.
 */
final class CountingPropagator extends Propagator {
    /** Past this many sets of values the propagator is not built (the per-value lines still hold). */
    static final int MAX_SETS = 4_096;

    private final int min;
    /** Groups of positions in {@link #circles} whose cells must differ, covering them. */
    private final int[][] groups;
    /** Each set of values (bit b: value min + b) adding up to the number of circles. */
    private final long[] sets;
    /** Scratch: per value bit, the circles that can take it, those fixed to it, and the groups that can take it. */
    private final int[] can, fixed, inGroups;
    /** The circles: the first {@code circles} of {@link #vars}, each once. */
    private final int[] circles;
    /**
     * Cells outside the circles that must differ from some circle, and per such cell the circles' positions it must
     * differ from. They are the rest of {@link #vars}: the propagator reads and narrows only its own cells, so that
     * clause learning can explain what it removes by them.
     */
    private final int[] outside;
    private final long[] sees;

    private CountingPropagator(String name, int[] cells, int[][] groups, long[] sets, int min, int size, int[] outside, long[] sees) {
        super(name, concat(cells, outside));
        this.circles = cells;
        this.outside = outside;
        this.sees = sees;
        this.min = min;
        this.groups = groups;
        this.sets = sets;
        can = new int[size];
        fixed = new int[size];
        inGroups = new int[size];
    }

    /**
     * The propagator for circles over {@code cells} (each once), {@code groups} splitting their positions into cells
     * that must differ, {@code outside} the other cells that must differ from some circle and {@code sees} per such
     * cell the positions of those circles (both empty past 64 circles); null when the sets of values adding up to the
     * count are too many to list.
     */
    static CountingPropagator of(String name, int[] cells, int[][] groups, int min, int size, int[] outside, long[] sees) {
        java.util.List<Long> sets = new java.util.ArrayList<>();
        int lo = Math.max(1, min), hi = Math.min(min + size - 1, Math.min(cells.length, 62));
        if (!subsets(hi, lo, cells.length, 0L, min, sets)) return null;
        long[] s = new long[sets.size()];
        for (int i = 0; i < s.length; i++) s[i] = sets.get(i);
        return new CountingPropagator(name, cells, groups, s, min, size, outside, sees);
    }

    private static int[] concat(int[] a, int[] b) {
        int[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    /** Adds the sets of values from {@code lo} to {@code v} adding up to {@code left}; false past {@link #MAX_SETS}. */
    private static boolean subsets(int v, int lo, int left, long chosen, int min, java.util.List<Long> out) {
        if (left == 0) {
            out.add(chosen);
            return out.size() <= MAX_SETS;
        }
        // the values lo..v add up to at most this: too little left to reach the count
        if (v < lo || (long) (v + lo) * (v - lo + 1) / 2 < left) return true;
        if (v <= left && !subsets(v - 1, lo, left - v, chosen | 1L << (v - min), min, out)) return false;
        return subsets(v - 1, lo, left, chosen, min, out);
    }

    @Override
    int priority() {
        return 1;
    }

    @Override
    boolean propagate(Propagation s) {
        long[] dom = s.dom;
        boolean changed = true;
        while (changed) {
            changed = false;
            long all = 0, fixedValues = 0;
            java.util.Arrays.fill(can, 0);
            java.util.Arrays.fill(fixed, 0);
            java.util.Arrays.fill(inGroups, 0);
            for (int[] g : groups) {
                long inGroup = 0;
                for (int i : g) {
                    long d = dom[vars[i]];
                    all |= d;
                    inGroup |= d;
                    if (single(d)) {
                        fixedValues |= d;
                        fixed[Long.numberOfTrailingZeros(d)]++;
                    }
                    for (long e = d; e != 0; e &= e - 1) can[Long.numberOfTrailingZeros(e)]++;
                }
                for (long e = inGroup; e != 0; e &= e - 1) inGroups[Long.numberOfTrailingZeros(e)]++;
            }
            long allowed = 0, required = -1L;
            next:
            for (long set : sets) {
                if ((fixedValues & ~set) != 0 || (set & ~all) != 0) continue;
                for (long e = set; e != 0; e &= e - 1) {
                    int b = Long.numberOfTrailingZeros(e), v = min + b;
                    if (inGroups[b] < v || fixed[b] > v) continue next;
                }
                for (int x : circles) if ((dom[x] & set) == 0) continue next;
                allowed |= set;
                required &= set;
            }
            if (allowed == 0) return false;
            for (int x : circles) {
                long d = dom[x];
                if ((d & allowed) != d) {
                    if (!s.restrict(x, allowed)) return false;
                    changed = true;
                }
            }
            for (long e = required; e != 0; e &= e - 1) {
                int b = Long.numberOfTrailingZeros(e), v = min + b;
                long bit = 1L << b;
                if (can[b] == v) { // every circle that can take it holds it
                    for (int x : circles)
                        if ((dom[x] & bit) != 0 && dom[x] != bit) {
                            s.set(x, bit);
                            changed = true;
                        }
                } else if (fixed[b] == v) { // placed v times: no other circle holds it
                    for (int x : circles)
                        if ((dom[x] & bit) != 0 && dom[x] != bit) {
                            if (!s.restrict(x, ~bit)) return false;
                            changed = true;
                        }
                } else if (inGroups[b] == v) { // once in each group that can take it: a lone candidate holds it
                    for (int[] g : groups) {
                        int only = -1, count = 0;
                        long at = 0;
                        for (int i : g)
                            if ((dom[vars[i]] & bit) != 0) {
                                only = vars[i];
                                count++;
                                at |= 1L << i;
                            }
                        if (count == 1 && dom[only] != bit) {
                            s.set(only, bit);
                            changed = true;
                        }
                        if (count == 0) continue;
                        for (int o = 0; o < outside.length; o++)
                            if ((sees[o] & at) == at && (dom[outside[o]] & bit) != 0) {
                                if (!s.restrict(outside[o], ~bit)) return false;
                                changed = true;
                            }
                    }
                }
            }
        }
        return true;
    }
}
