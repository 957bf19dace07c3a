package org.cellwise.logic;

/** When an SE rating must stop looking (its chains can take minutes on the hardest puzzles). */
final class SeDeadline {
    /** Thrown from deep inside a search when the time is up. */
    static final class Expired extends RuntimeException {
        Expired() {
            super("the SE rating ran out of time", null, false, false);
        }
    }

    private final long deadline;
    /** Also expired as soon as this is set (null: never). */
    private final java.util.concurrent.atomic.AtomicBoolean cancel;

    SeDeadline(long deadlineNanos) {
        this(deadlineNanos, null);
    }

    SeDeadline(long deadlineNanos, java.util.concurrent.atomic.AtomicBoolean cancel) {
        this.deadline = deadlineNanos;
        this.cancel = cancel;
    }

    static SeDeadline never() {
        return new SeDeadline(Long.MAX_VALUE);
    }

    void check() {
        if (System.nanoTime() > deadline || cancel != null && cancel.get()) throw new Expired();
    }
}
