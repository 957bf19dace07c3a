package org.cellwise.engine.propagation;

/**
 * {@code Σ coef[i]·vars[i] = target} bounded by groups of cells that must differ: the cells sharing a coefficient are
 * split into groups whose members pairwise differ ({@link Apart#cliques}), and a group of s cells adds up to at least
 * its s smallest distinct values, not s times its smallest. Little killers (a diagonal crossing three boxes), arrows
 * and pills (a pill is a number: its digits weigh 10 and 1 against the line's −1s), double arrows and the 45 rule's
 * equations all read this way. A long line is then bounded as a person bounds it: the 32 cells of a line through
 * eight rows add up to 98 at least when their rows hold 8, 6, 5, 4, 3, 3, 2 and 1 of them.
 *
 * <p>Per group, the least total is found greedily (the cells in order of their least value, each taking the least
 * value of the group's union at or above it that no cell took; optimal, since each cell is then bounded below only),
 * and the greatest likewise. A value {@code v} in cell x of a group survives when x = v with the other cells of the
 * group at their own least (greatest) total leaves the equation within reach. When the product of the domain sizes is
 * small, the exact supports by enumeration, the cells that must differ kept apart.
 *
 * <p>What it removes follows from its own cells' domains and the rules' fact that some of them differ, so clause
 * learning may explain a removal by its cells alone ({@link Theory}).
 */
final class SumPropagator extends Propagator {
    /** No total: the cells cannot all be placed (not -1, which values below zero may add up to). */
    private static final long NONE = Long.MIN_VALUE;
    /** Supports are enumerated only when this many cells at most are open: the bounds do the rest more cheaply. */
    static final int OPEN_LIMIT = 3;
    private final int[] coef;
    private final long target;
    private final int min;
    private final int priority;
    /** Positions in {@link #vars}, per group; members pairwise differ and share a coefficient. */
    private final int[][] groups;
    /** Per cell, the bits of the cells of {@link #vars} it must differ from; null past 64 cells. */
    private final long[] differ;
    private final long enumerateLimit;
    /** Scratch for {@link #supports}: the open cells' positions, what each may still take, and what some solution gives it. */
    private final int[] openAt = new int[OPEN_LIMIT];
    private final long[] allowed = new long[OPEN_LIMIT], support = new long[OPEN_LIMIT];
    private final long[] gLo, gHi;
    private final int[] sorted;
    /** Scratch for {@link #count}: per value index, the open members whose least (greatest) value it is. */
    private final int[] lowCount, highCount;
    /** What one cell changes at most in a term: past this slack no cell can lose a value to bounds. */
    private final long span;
    /** The greatest value less the least. */
    private final long valueSpan;

    /**
     * @param vars       distinct cells
     * @param coef       one non-zero coefficient per cell
     * @param groups     positions in {@code vars} whose cells pairwise differ and share a coefficient, covering them all
     * @param differ     per cell, the bits of the cells of {@code vars} it must differ from, for the enumeration (null:
     *                   more than 64 cells, never enumerated)
     * @param enumerateLimit the product of domain sizes at or below which the supports are enumerated (0: never)
     * @param priority   0 for a rule's own constraint, 1 for a redundant one
     */
    SumPropagator(String name, int[] vars, int[] coef, long target, int[][] groups, long[] differ, int min, int max,
                  long enumerateLimit, int priority) {
        super(name, vars);
        this.coef = coef;
        this.target = target;
        this.min = min;
        this.priority = priority;
        int k = vars.length;
        this.groups = groups;
        this.differ = differ;
        this.enumerateLimit = differ != null ? enumerateLimit : 0;
        this.gLo = new long[groups.length];
        this.gHi = new long[groups.length];
        this.sorted = new int[k];
        this.lowCount = new int[max - min + 1];
        this.highCount = new int[max - min + 1];
        long most = 0;
        for (int c : coef) most = Math.max(most, Math.abs((long) c));
        this.span = most * (max - min);
        this.valueSpan = max - min;
    }

    @Override
    int priority() {
        return priority;
    }

    @Override
    boolean propagate(Propagation s) {
        long[] dom = s.dom;
        boolean changed = true;
        while (changed) {
            changed = false;
            long lo = 0, hi = 0;
            for (int g = 0; g < groups.length; g++) {
                if (!groupRange(dom, g)) return false;
                int c = coef[groups[g][0]];
                lo += c > 0 ? c * gLo[g] : c * gHi[g];
                hi += c > 0 ? c * gHi[g] : c * gLo[g];
            }
            if (target < lo || target > hi) return false;
            long below = target - lo, above = hi - target; // the slack on either side
            if (below >= span && above >= span) break;
            for (int g = 0; g < groups.length; g++) {
                int r = narrow(s, g, below, above);
                if (r < 0) return false;
                if (r > 0) changed = true;
            }
        }
        if (enumerateLimit == 0) return true;
        long size = 1;
        int open = 0;
        for (int v : vars) {
            long d = dom[v];
            if ((d & (d - 1)) != 0) open++;
            size *= Long.bitCount(d);
            if (size > enumerateLimit || open > OPEN_LIMIT) return true;
        }
        // every cell fixed: the bounds above checked the total exactly, and each group its own members; cells of
        // different coefficients that must differ are checked here, so the sum holds or fails whole
        if (size == 1) return fixedApart(dom);
        return supports(s);
    }

    /** With every cell fixed: false when two cells that must differ hold one value. */
    private boolean fixedApart(long[] dom) {
        for (int i = 0; i < vars.length; i++)
            for (long o = differ[i] & -2L << i; o != 0; o &= o - 1) // the cells after i
                if (dom[vars[Long.numberOfTrailingZeros(o)]] == dom[vars[i]]) return false;
        return true;
    }

    /**
     * The exact supports of the open cells, at most {@link #OPEN_LIMIT} of them: the fixed cells' values taken off the
     * target and out of the open cells they must differ from, the last open cell's value read off what the others
     * leave. False when no solution is left (two fixed cells that must differ holding one value, say). A handful of
     * tuples, where enumerating every cell (fixed ones included) cost as much as the bounds.
     */
    private boolean supports(Propagation s) {
        long[] dom = s.dom;
        int k = vars.length, open = 0;
        long rest = target, fixedAt = 0;
        for (int i = 0; i < k; i++) {
            long d = dom[vars[i]];
            if ((d & (d - 1)) == 0) {
                rest -= coef[i] * (min + (long) Long.numberOfTrailingZeros(d));
                fixedAt |= 1L << i;
            } else {
                openAt[open++] = i;
            }
        }
        for (long f = fixedAt; f != 0; f &= f - 1) {
            int i = Long.numberOfTrailingZeros(f);
            long d = dom[vars[i]];
            for (long o = differ[i] & fixedAt; o != 0; o &= o - 1) if (dom[vars[Long.numberOfTrailingZeros(o)]] == d) return false;
        }
        for (int j = 0; j < open; j++) {
            int i = openAt[j];
            long d = dom[vars[i]];
            for (long o = differ[i] & fixedAt; o != 0; o &= o - 1) d &= ~dom[vars[Long.numberOfTrailingZeros(o)]];
            allowed[j] = d;
            support[j] = 0;
        }
        int last = open - 1;
        int cl = coef[openAt[last]];
        long lastAllowed = allowed[last];
        long firstBit = 0, secondBit = 0;
        // the open cells but the last take each value in turn (at most two of them: their values as bits)
        long a0 = open > 1 ? allowed[0] : 1, a1 = open > 2 ? allowed[1] : 1;
        for (long x0 = a0; x0 != 0; x0 &= x0 - 1) {
            long b0 = x0 & -x0;
            long r0 = rest;
            if (open > 1) {
                firstBit = b0;
                r0 -= coef[openAt[0]] * (min + (long) Long.numberOfTrailingZeros(b0));
            }
            long a1Left = a1;
            if (open > 2 && (differ[openAt[1]] >>> openAt[0] & 1) != 0) a1Left &= ~b0;
            for (long x1 = a1Left; x1 != 0; x1 &= x1 - 1) {
                long b1 = x1 & -x1;
                long r1 = r0;
                if (open > 2) {
                    secondBit = b1;
                    r1 -= coef[openAt[1]] * (min + (long) Long.numberOfTrailingZeros(b1));
                }
                if (r1 % cl != 0) continue;
                long v = r1 / cl - min;
                if (v < 0 || v > 63) continue;
                long bl = 1L << v;
                if ((lastAllowed & bl) == 0) continue;
                long apart = differ[openAt[last]];
                if (open > 1 && (apart >>> openAt[0] & 1) != 0 && bl == firstBit) continue;
                if (open > 2 && (apart >>> openAt[1] & 1) != 0 && bl == secondBit) continue;
                support[last] |= bl;
                if (open > 1) support[0] |= firstBit;
                if (open > 2) support[1] |= secondBit;
            }
        }
        if (support[last] == 0) return false;
        for (int j = 0; j < open; j++) if (!s.restrict(vars[openAt[j]], support[j])) return false;
        return true;
    }

    /** Sets gLo[g] and gHi[g], the least and greatest totals of group g (in values); false when it cannot be filled. */
    private boolean groupRange(long[] dom, int g) {
        int[] members = groups[g];
        if (members.length == 1) {
            long d = dom[vars[members[0]]];
            if (d == 0) return false;
            gLo[g] = min + Long.numberOfTrailingZeros(d);
            gHi[g] = min + 63 - Long.numberOfLeadingZeros(d);
            return true;
        }
        long fixed = 0, fixedSum = 0, union = 0;
        int open = 0;
        for (int i : members) {
            long d = dom[vars[i]];
            if (d == 0) return false;
            if ((d & (d - 1)) == 0) {
                if ((fixed & d) != 0) return false;
                fixed |= d;
                fixedSum += min + Long.numberOfTrailingZeros(d);
            } else {
                union |= d;
                sorted[open++] = i;
            }
        }
        union &= ~fixed;
        if (Long.bitCount(union) < open) return false;
        count(dom, open);
        long least = least(dom, open, -1, union), most = most(dom, open, -1, union);
        if (least == NONE || most == NONE) return false;
        gLo[g] = fixedSum + least;
        gHi[g] = fixedSum + most;
        return true;
    }

    /**
     * Counts the open members {@code sorted[0..open)} by their least value ({@link #lowCount}) and by their greatest
     * ({@link #highCount}), for {@link #least} and {@link #most}.
     */
    private void count(long[] dom, int open) {
        int top = (int) valueSpan + 1;
        java.util.Arrays.fill(lowCount, 0, top, 0);
        java.util.Arrays.fill(highCount, 0, top, 0);
        for (int j = 0; j < open; j++) {
            long d = dom[vars[sorted[j]]];
            lowCount[Long.numberOfTrailingZeros(d)]++;
            highCount[63 - Long.numberOfLeadingZeros(d)]++;
        }
    }

    /**
     * The least total of the open members but {@code skip} (a position, or -1), each at or above its own least value,
     * all different, drawn from {@code avail}; {@link #NONE} when they cannot all be placed (a total may be negative).
     * The values are swept upwards, each taken when some member whose least value it reaches is still waiting: the
     * values that the members taken in order of least value, each the least left at or above its own, would take
     * (optimal, as each cell is bounded below only), without sorting them.
     */
    private long least(long[] dom, int open, int skip, long avail) {
        return sweep(lowCount, 0, 1, skip >= 0 ? Long.numberOfTrailingZeros(dom[vars[skip]]) : -1, skip >= 0 ? open - 1 : open, avail);
    }

    /** As {@link #least}, the greatest total: the values swept downwards. */
    private long most(long[] dom, int open, int skip, long avail) {
        return sweep(highCount, (int) valueSpan, -1, skip >= 0 ? 63 - Long.numberOfLeadingZeros(dom[vars[skip]]) : -1,
                skip >= 0 ? open - 1 : open, avail);
    }

    /**
     * The total of the values of {@code avail} taken from {@code from} by {@code step}, each while some of the
     * {@code left} members it reaches waits ({@code waiting[b]} members start at value b, one less at {@code skipped});
     * {@link #NONE} when some are left over.
     */
    private long sweep(int[] waiting, int from, int step, int skipped, int left, long avail) {
        if (left == 0) return 0;
        long sum = 0;
        int count = 0;
        for (int b = from, top = (int) valueSpan; b >= 0 && b <= top; b += step) {
            count += waiting[b];
            if (b == skipped) count--;
            if (count > 0 && (avail >>> b & 1) != 0) {
                sum += min + b;
                count--;
                if (--left == 0) return sum;
            }
        }
        return NONE;
    }

    /**
     * Narrows the cells of group g so that each value leaves the equation within the slack; -1 on failure, 1 when a
     * domain changed, 0 otherwise.
     */
    private int narrow(Propagation s, int g, long below, long above) {
        int[] members = groups[g];
        int c = coef[members[0]];
        long a = Math.abs((long) c);
        // for c > 0, a larger value eats the slack below the target; for c < 0, the slack above
        long up = (c > 0 ? below : above) / a, down = (c > 0 ? above : below) / a;
        if (up >= valueSpan && down >= valueSpan) return 0;
        long[] dom = s.dom;
        int changed = 0;
        if (members.length == 1) {
            int v = vars[members[0]];
            long d = dom[v];
            long lo = min + Long.numberOfTrailingZeros(d), hi = min + 63 - Long.numberOfLeadingZeros(d);
            long keep = values(hi - down, lo + up, min);
            if ((d & keep) != d) {
                if (!s.restrict(v, keep)) return -1;
                changed = 1;
            }
            return changed;
        }
        // the open members, as groupRange left them, with the fixed values taken out of reach
        long fixed = 0, fixedSum = 0;
        int open = 0;
        for (int i : members) {
            long d = dom[vars[i]];
            if ((d & (d - 1)) == 0) {
                fixed |= d;
                fixedSum += min + Long.numberOfTrailingZeros(d);
            } else {
                sorted[open++] = i;
            }
        }
        if (open == 0) return 0;
        // a cell whose range fits in the slack both ways keeps every value: the group's least total less that of the
        // others (from the same values) is at least the cell's own least value, and likewise for the greatest
        long reach = Math.min(up, down);
        boolean any = false;
        for (int j = 0; j < open && !any; j++) {
            long d = dom[vars[sorted[j]]];
            any = 63 - Long.numberOfLeadingZeros(d) - Long.numberOfTrailingZeros(d) > reach;
        }
        if (!any) return 0;
        count(dom, open);
        long lo = gLo[g], hi = gHi[g];
        long union = 0;
        for (int j = 0; j < open; j++) union |= dom[vars[sorted[j]]];
        union &= ~fixed;
        for (int j = 0; j < open; j++) {
            int i = sorted[j];
            long dx = dom[vars[i]];
            if (63 - Long.numberOfLeadingZeros(dx) - Long.numberOfTrailingZeros(dx) <= reach) continue;
            // the others drawn from the same values as the whole group, so that the two totals compare
            long others = union;
            long restLo = least(dom, open, i, others), restHi = most(dom, open, i, others);
            if (restLo == NONE || restHi == NONE) return -1;
            // x = v: the group's least total is at least v + restLo, its greatest at most v + restHi
            long top = lo - fixedSum - restLo + up, bottom = hi - fixedSum - restHi - down;
            int v = vars[i];
            long d = dom[v];
            long keep = values(bottom, top, min) & ~fixed;
            if ((d & keep) != d) {
                if (!s.restrict(v, keep)) return -1;
                changed = 1;
                count(dom, open); // the greedy totals read the members' current bounds
            }
        }
        return changed;
    }
}
