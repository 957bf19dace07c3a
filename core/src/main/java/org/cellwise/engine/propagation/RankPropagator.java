package org.cellwise.engine.propagation;

/**
 * A line's rank among lines read as numbers ({@link org.cellwise.constraint.Rank}). Each other line is compared with
 * the ranked one on the domains, position by position while they can still be equal: it can read smaller, the same,
 * larger. The rank asks for exactly {@code rank - 1} smaller lines (and, untied, exactly the rest larger): too few
 * that can be or too many that must be fails; when the count is met exactly, the lines that can are made to, and the
 * others kept from it, by lexicographic ordering of the two lines (the first position where they may differ is
 * narrowed by the bounds of the other, strictly when what follows cannot make up for a tie).
 *
 * <p>When the model says each value begins exactly {@code perValue} lines (a square grid whose edges hold every
 * value once: a row read from the left begins in the first column, and so on), lines that begin with a smaller value
 * are all smaller, so the rank fixes the ranked line's first value, and the lines that may share it are counted on
 * what follows their first cell, as Sigh's solver does: a line that would have to be smaller where no smaller one is
 * wanted cannot begin with that value.
 */
final class RankPropagator extends Propagator {
    private static final int LT = org.cellwise.constraint.Rank.SMALLER, EQ = org.cellwise.constraint.Rank.SAME, GT = org.cellwise.constraint.Rank.LARGER;
    private final int[][] lines;
    private final int t, rank, perValue;
    private final boolean tied;
    /** Each line's cells hold different values, by the model's groups. */
    private final boolean distinct;
    private final int[] cls;
    private boolean changed;

    RankPropagator(String name, int[] cells, int[][] lines, int line, int rank, boolean tied, int perValue, boolean distinct) {
        super(name, cells);
        this.distinct = distinct;
        this.lines = lines;
        this.t = line;
        this.rank = rank;
        this.tied = tied;
        this.perValue = perValue;
        this.cls = new int[lines.length];
    }

    @Override
    boolean propagate(Propagation s) {
        do {
            changed = false;
            if (!round(s)) return false;
        } while (changed);
        return true;
    }

    private boolean round(Propagation s) {
        long[] dom = s.dom;
        int[] me = lines[t];
        if (perValue > 0 && rank > 0) {
            int idx = (rank - 1) / perValue;
            if (idx >= 63 || !narrow(s, me[0], 1L << idx)) return false;
        }
        int canL = 0, mustL = 0, canG = 0, mustG = 0;
        for (int j = 0; j < lines.length; j++) {
            if (j == t) continue;
            int c = cls[j] = classify(dom, lines[j], me, 0);
            if (c == 0 || !tied && c == EQ) return false;
            if ((c & LT) != 0) canL++;
            if (c == LT) mustL++;
            if ((c & GT) != 0) canG++;
            if (c == GT) mustG++;
        }
        if (rank > 0) {
            int need = rank - 1;
            if (mustL > need || canL < need) return false;
            if (canL == need && mustL < need) {
                for (int j = 0; j < lines.length; j++)
                    if (j != t && (cls[j] & LT) != 0 && cls[j] != LT && !order(s, lines[j], me, true)) return false;
            } else if (mustL == need && canL > need) {
                for (int j = 0; j < lines.length; j++)
                    if (j != t && (cls[j] & LT) != 0 && cls[j] != LT && !order(s, me, lines[j], !tied)) return false;
            }
            if (!tied) {
                int needG = lines.length - rank;
                if (mustG > needG || canG < needG) return false;
                if (canG == needG && mustG < needG) {
                    for (int j = 0; j < lines.length; j++)
                        if (j != t && (cls[j] & GT) != 0 && cls[j] != GT && !order(s, me, lines[j], true)) return false;
                } else if (mustG == needG && canG > needG) {
                    for (int j = 0; j < lines.length; j++)
                        if (j != t && (cls[j] & GT) != 0 && cls[j] != GT && !order(s, lines[j], me, true)) return false;
                }
            }
        }
        if (!tied)
            for (int j = 0; j < lines.length; j++)
                if (j != t && (cls[j] & EQ) != 0 && !differ(s, lines[j], me)) return false;
        return perValue <= 0 || rank <= 0 || group(s);
    }

    /** Among the lines that may begin with the ranked line's first value: how many read smaller after it, and larger. */
    private boolean group(Propagation s) {
        long[] dom = s.dom;
        int[] me = lines[t];
        long v = dom[me[0]];
        int idx = Long.numberOfTrailingZeros(v);
        int below = (rank - 1) - perValue * idx, above = perValue - 1 - below;
        int maybeL = 0, fixedL = 0, maybeG = 0, fixedG = 0;
        for (int j = 0; j < lines.length; j++) {
            if (j == t) continue;
            long first = dom[lines[j][0]];
            if ((first & v) == 0) {
                cls[j] = -1;
                continue;
            }
            int c = cls[j] = classify(dom, lines[j], me, 1);
            boolean in = first == v;
            if (c == 0 || !tied && c == EQ) {
                // after a first value it cannot share, or reading the same where no tie is allowed
                if (in) return false;
                if (!narrow(s, lines[j][0], ~v)) return false;
                cls[j] = -1;
                continue;
            }
            if ((c & LT) != 0) maybeL++;
            if (in && c == LT) fixedL++;
            if ((c & GT) != 0) maybeG++;
            if (in && c == GT) fixedG++;
        }
        if (maybeL < below || fixedL > below) return false;
        if (maybeL == below && fixedL < below) {
            for (int j = 0; j < lines.length; j++)
                if (j != t && cls[j] > 0 && (cls[j] & LT) != 0 && (!narrow(s, lines[j][0], v) || !order(s, lines[j], me, true))) return false;
        } else if (fixedL == below && maybeL > below) {
            if (!exclude(s, v, LT, me, false)) return false;
        }
        if (tied) return true;
        if (maybeG < above || fixedG > above) return false;
        if (maybeG == above && fixedG < above) {
            for (int j = 0; j < lines.length; j++)
                if (j != t && cls[j] > 0 && (cls[j] & GT) != 0 && (!narrow(s, lines[j][0], v) || !order(s, me, lines[j], true))) return false;
        } else if (fixedG == above && maybeG > above) {
            if (!exclude(s, v, GT, me, true)) return false;
        }
        return true;
    }

    /**
     * Every place on this side of the ranked line within its first value is taken: a line that could only be on
     * that side does not begin with the value, and one that does is kept off that side.
     */
    private boolean exclude(Propagation s, long v, int side, int[] me, boolean larger) {
        long[] dom = s.dom;
        for (int j = 0; j < lines.length; j++) {
            if (j == t || cls[j] <= 0 || (cls[j] & side) == 0) continue;
            boolean in = dom[lines[j][0]] == v;
            if (in && cls[j] == side) continue; // one of those taking the places
            if (!in && (cls[j] == side || !tied && cls[j] == (side | EQ))) {
                if (!narrow(s, lines[j][0], ~v)) return false;
            } else if (in) {
                boolean ok = larger ? order(s, lines[j], me, !tied) : order(s, me, lines[j], !tied);
                if (!ok) return false;
            }
        }
        return true;
    }

    private int classify(long[] dom, int[] a, int[] b, int from) {
        return org.cellwise.constraint.Rank.outcomes(dom, a, b, from, distinct);
    }

    /** Line {@code a} reads no larger than {@code b} (smaller, if {@code strict}). */
    private boolean order(Propagation s, int[] a, int[] b, boolean strict) {
        long[] dom = s.dom;
        for (int i = 0; i < a.length; i++) {
            if (a[i] == b[i]) continue;
            long da = dom[a[i]], db = dom[b[i]];
            if (da == db && single(da)) continue;
            // the first place they may differ: a's value is at most b's; below it when what follows cannot decide
            int rest = classify(dom, a, b, i + 1);
            boolean restOk = strict ? (rest & LT) != 0 : (rest & (LT | EQ)) != 0;
            int gap = restOk ? 0 : 1;
            int hiB = 63 - Long.numberOfLeadingZeros(db);
            if (hiB - gap < 0 || !narrow(s, a[i], upTo(hiB - gap))) return false;
            int loA = Long.numberOfTrailingZeros(dom[a[i]]);
            if (loA + gap > 63 || !narrow(s, b[i], ~upTo(loA + gap - 1))) return false;
            da = dom[a[i]];
            db = dom[b[i]];
            if (!(da == db && single(da))) return true;
        }
        return !strict;
    }

    /** Lines {@code a} and {@code b} do not read the same: when one place alone can tell them apart, it must. */
    private boolean differ(Propagation s, int[] a, int[] b) {
        long[] dom = s.dom;
        int open = -1;
        for (int i = 0; i < a.length; i++) {
            if (a[i] == b[i]) continue;
            long da = dom[a[i]], db = dom[b[i]];
            if ((da & db) == 0) return true;
            if (da == db && single(da)) continue;
            if (open >= 0) return true;
            open = i;
        }
        if (open < 0) return false;
        long da = dom[a[open]], db = dom[b[open]];
        if (single(da) && !narrow(s, b[open], ~da)) return false;
        if (single(db) && !narrow(s, a[open], ~db)) return false;
        return true;
    }

    /** Bits 0 to {@code b}; none when {@code b} is negative. */
    private static long upTo(int b) {
        return b < 0 ? 0 : b >= 63 ? -1L : (1L << (b + 1)) - 1;
    }

    private boolean narrow(Propagation s, int cell, long mask) {
        long d = s.dom[cell];
        if (!s.restrict(cell, mask)) return false;
        if (s.dom[cell] != d) changed = true;
        return true;
    }
}
