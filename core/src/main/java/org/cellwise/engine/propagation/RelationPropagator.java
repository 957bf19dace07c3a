package org.cellwise.engine.propagation;

/**
 * A binary relation as support tables: {@code forA[y]} is the set of a-values compatible with b = y, and
 * {@code forB[x]} the b-values compatible with a = x. One pass each way reaches arc consistency.
 */
final class RelationPropagator extends Propagator {
    private final int a, b;
    private final long[] forA, forB;
    private final boolean notEqual;

    RelationPropagator(String name, int a, int b, long[] forA, long[] forB, boolean notEqual) {
        super(name, new int[] {a, b});
        this.a = a;
        this.b = b;
        this.forA = forA;
        this.forB = forB;
        this.notEqual = notEqual;
    }

    @Override
    boolean propagate(Propagation s) {
        long[] dom = s.dom;
        if (notEqual) {
            long da = dom[a], db = dom[b];
            if (single(da)) {
                if (!s.restrict(b, ~da)) return false;
                db = dom[b];
            }
            if (single(db)) return s.restrict(a, ~db);
            return true;
        }
        if (!s.restrict(a, union(forA, dom[b]))) return false;
        return s.restrict(b, union(forB, dom[a]));
    }

    private static long union(long[] table, long d) {
        long u = 0;
        while (d != 0) {
            u |= table[Long.numberOfTrailingZeros(d)];
            d &= d - 1;
        }
        return u;
    }
}
