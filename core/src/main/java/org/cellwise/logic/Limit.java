package org.cellwise.logic;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * When logic must stop looking: at a moment (a person is waiting), after an amount of work (the same on every machine
 * and under any load), either, or never; and in any case as soon as its cancel flag is set (a page's job that a newer
 * edit replaced). Work is counted in askings: each technique asks between its pieces of work (a technique tried, a
 * chain followed one step, a candidate probed, a few hundred links of an SE chain), so a limit of N work passes at
 * the N-th asking wherever that falls, and the same puzzle under the same limit stops at the same place every time;
 * a cancelled one gives its thread back within one piece. Once passed, a limit stays passed.
 */
public final class Limit {
    private final boolean timed;
    /** {@link System#nanoTime()} past which the limit has passed, when timed. */
    private final long deadline;
    /** Askings so far, shared by a limit and the limits cut from it ({@link #half}). */
    private final long[] asked;
    /** The asking past which the limit has passed (Long.MAX_VALUE: no limit on work). */
    private final long until;
    /** Passed as soon as this is set (null: never cancelled); shared by the limits cut from this one. */
    private final AtomicBoolean cancel;

    private Limit(boolean timed, long deadline, long[] asked, long until, AtomicBoolean cancel) {
        this.timed = timed;
        this.deadline = deadline;
        this.asked = asked;
        this.until = until;
        this.cancel = cancel;
    }

    /** No limit. */
    public static Limit never() {
        return new Limit(false, 0, new long[1], Long.MAX_VALUE, null);
    }

    /** Passed already: whatever asks it does the least it can. */
    public static Limit expired() {
        return new Limit(false, 0, new long[] {1}, 0, null);
    }

    /**
     * From now: {@code millis} of time (0: no time limit, else at least 1 ms and at most 2^40 ms, 35 years) and
     * {@code work} askings (0: no limit on work), never cancelled.
     */
    static Limit of(long millis, long work) {
        return of(millis, work, null);
    }

    /** The same, passed too as soon as {@code cancel} (null: never) is set. */
    static Limit of(long millis, long work, AtomicBoolean cancel) {
        boolean timed = millis > 0;
        long nanos = Math.min(Math.max(1, millis), 1L << 40) * 1_000_000L;
        return new Limit(timed, timed ? System.nanoTime() + nanos : 0, new long[1], work > 0 ? work : Long.MAX_VALUE, cancel);
    }

    /** Whether the limit has passed (or was cancelled); counts one asking. */
    public boolean passed() {
        long n = ++asked[0];
        return n > until || cancelled() || timed && System.nanoTime() - deadline > 0;
    }

    /** Whether the cancel flag is set: then what was found is dropped, not kept as a limit's partial answer. */
    boolean cancelled() {
        return cancel != null && cancel.get();
    }

    /** The cancel flag (null: none), for the engine's searches this limit starts. */
    AtomicBoolean cancel() {
        return cancel;
    }

    /** A limit at half of what is left of this one, in time and in work, counting the same askings, cancelled alike. */
    public Limit half() {
        long now = System.nanoTime();
        long u = until == Long.MAX_VALUE ? until : asked[0] + (until - asked[0]) / 2;
        return new Limit(timed, timed ? now + (deadline - now) / 2 : 0, asked, u, cancel);
    }

    /** Nanoseconds left (Long.MAX_VALUE when untimed, at least 1), for the engine's own time limit. */
    long nanosLeft() {
        return timed ? Math.max(1, deadline - System.nanoTime()) : Long.MAX_VALUE;
    }

    /** Work left (0 when none is set), for the engine's budget of nodes. */
    long workLeft() {
        return until == Long.MAX_VALUE ? 0 : Math.max(1, until - asked[0]);
    }

    /** Whether this limit is on time (then what it stops may depend on the machine). */
    boolean timed() {
        return timed;
    }

    /**
     * Whether the time, not the work, is what passed: a limit on both that stopped before its time was up was
     * stopped by its work, the same on every machine.
     */
    boolean timeUp() {
        return timed && (until == Long.MAX_VALUE || System.nanoTime() - deadline > 0);
    }

    /** Askings so far. */
    long asked() {
        return asked[0];
    }
}
