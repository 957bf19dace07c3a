package org.cellwise.logic.se;

import org.cellwise.logic.Limit;

/** When an SE rating must stop looking (its chains can take minutes on the hardest puzzles): a {@link Limit} asked. */
final class SeDeadline {
    /** Thrown from deep inside a search when the time is up. */
    static final class Expired extends RuntimeException {
        Expired() {
            super("the SE rating ran out of time", null, false, false);
        }
    }

    private final Limit limit;

    SeDeadline(Limit limit) {
        this.limit = limit;
    }

    static SeDeadline never() {
        return new SeDeadline(Limit.never());
    }

    void check() {
        if (limit.passed()) throw new Expired();
    }
}
