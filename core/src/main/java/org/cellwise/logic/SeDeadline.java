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

    SeDeadline(long deadlineNanos) {
        this.deadline = deadlineNanos;
    }

    static SeDeadline never() {
        return new SeDeadline(Long.MAX_VALUE);
    }

    void check() {
        if (System.nanoTime() > deadline) throw new Expired();
    }
}
