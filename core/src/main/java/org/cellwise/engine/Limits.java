package org.cellwise.engine;

import java.util.concurrent.atomic.AtomicBoolean;

/** When a search must give up early: past its deadline, or cancelled. Searches ask every so many nodes. */
final class Limits {
    private final long deadline;
    private final AtomicBoolean cancel;

    Limits(SolveOptions opts) {
        deadline = opts.timeoutNanos() > 0 ? System.nanoTime() + opts.timeoutNanos() : Long.MAX_VALUE;
        cancel = opts.cancel();
    }

    /** Throws the outcome to end the search with, if any. */
    void check() {
        if (cancel != null && cancel.get()) throw new Search.Stop(Outcome.CANCELLED);
        if (System.nanoTime() > deadline) throw new Search.Stop(Outcome.TIMEOUT);
    }
}
