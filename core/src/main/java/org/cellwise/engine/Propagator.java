package org.cellwise.engine;

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

    /** Returns false when the constraint can no longer hold. */
    abstract boolean propagate(Search s);

    static boolean single(long d) {
        return (d & (d - 1)) == 0;
    }
}
