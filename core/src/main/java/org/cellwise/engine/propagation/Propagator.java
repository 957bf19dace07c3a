package org.cellwise.engine.propagation;

/**
 * Narrows domains for one constraint. Domains are bit masks over value indexes (bit i = value min + i).
 * A propagator runs until its own fixpoint: the engine does not re-run it for changes it made itself.
 */
abstract class Propagator {
    final String name;
    final int[] vars;

    Propagator(String name, int[] vars) {
        this.name = name;
        this.vars = vars;
    }

    /** 0 runs first; 1 (costly) runs only when no priority-0 propagator is waiting. */
    int priority() {
        return 0;
    }

    /**
     * Whether its failures weigh on the search's choice of cell (each failure adds one to the weight of each of its
     * cells). A propagator over every cell of the puzzle says no: its failures would raise every weight alike, which
     * tells the search nothing and drowns what the smaller constraints' failures tell it.
     */
    boolean steers() {
        return true;
    }

    /**
     * The cells whose changes can give a run something to do; by default all of {@link #vars}. A cell a propagator
     * never reads is better left out: waking it there changes nothing but costs a run.
     */
    int[] watched() {
        return vars;
    }

    /** Returns false when the constraint can no longer hold. */
    abstract boolean propagate(Propagation s);

    /**
     * Bounds reasoning on {@code sum(coef[i] * vars[i]) = target} ({@code coef} null: all one), to its fixpoint: each
     * term must fit between the target and what the others can reach. False when the sum cannot be met. Shared by
     * sum cages and the 45 rule's equations.
     */
    static boolean sumBounds(Propagation s, int[] vars, int[] coef, long target, int min) {
        long[] dom = s.dom;
        boolean changed = true;
        while (changed) {
            changed = false;
            long lo = 0, hi = 0;
            for (int i = 0; i < vars.length; i++) {
                long d = dom[vars[i]];
                long a = min + Long.numberOfTrailingZeros(d), b = min + 63 - Long.numberOfLeadingZeros(d);
                boolean plus = coef == null || coef[i] > 0;
                lo += plus ? a : -b;
                hi += plus ? b : -a;
            }
            if (target < lo || target > hi) return false;
            for (int i = 0; i < vars.length; i++) {
                long d = dom[vars[i]];
                long a = min + Long.numberOfTrailingZeros(d), b = min + 63 - Long.numberOfLeadingZeros(d);
                boolean plus = coef == null || coef[i] > 0;
                long termLo = plus ? a : -b, termHi = plus ? b : -a;
                // what this term may be, given the others
                long tLo = target - (hi - termHi), tHi = target - (lo - termLo);
                if (tLo <= termLo && tHi >= termHi) continue;
                if (!s.restrict(vars[i], plus ? values(tLo, tHi, min) : values(-tHi, -tLo, min))) return false;
                long nd = dom[vars[i]];
                long na = min + Long.numberOfTrailingZeros(nd), nb = min + 63 - Long.numberOfLeadingZeros(nd);
                lo += (plus ? na : -nb) - termLo;
                hi += (plus ? nb : -na) - termHi;
                changed = true;
            }
        }
        return true;
    }

    /** The mask of the values from {@code lo} to {@code hi}, with bit 0 standing for {@code min}; 0 when none. */
    static long values(long lo, long hi, int min) {
        long a = Math.max(0, lo - min), b = Math.min(63, hi - min);
        if (a > b) return 0;
        long upto = b == 63 ? -1L : (1L << (b + 1)) - 1;
        return upto & ~((1L << a) - 1);
    }

    static boolean single(long d) {
        return (d & (d - 1)) == 0;
    }
}
