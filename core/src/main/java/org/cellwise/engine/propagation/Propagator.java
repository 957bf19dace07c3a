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

    /** Returns false when the constraint can no longer hold. */
    abstract boolean propagate(Propagation s);

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
