package org.cellwise.logic;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * When logic must stop looking: at a time ({@link System#nanoTime}), or as soon as a cancel flag is set (a page's
 * job that a newer edit replaced). Techniques ask between their pieces of work (an assumption followed, a candidate
 * tried, a technique run), so a cancelled explanation gives its thread back within one piece, as the engine's
 * search does within a few hundred nodes.
 */
final class Deadline {
    /** The time, as {@link System#nanoTime} counts it. */
    final long nanos;
    private final AtomicBoolean cancel;

    Deadline(long nanos, AtomicBoolean cancel) {
        this.nanos = nanos;
        this.cancel = cancel;
    }

    /** A time alone, never cancelled. */
    static Deadline at(long nanos) {
        return new Deadline(nanos, null);
    }

    /** Whether to stop: the time has passed or the work was cancelled. */
    boolean passed() {
        return System.nanoTime() - nanos > 0 || cancel != null && cancel.get();
    }
}
