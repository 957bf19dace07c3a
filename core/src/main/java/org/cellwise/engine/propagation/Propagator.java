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

    static boolean single(long d) {
        return (d & (d - 1)) == 0;
    }
}
