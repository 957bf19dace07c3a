package org.cellwise.engine.search;

import java.util.concurrent.atomic.AtomicBoolean;
import org.cellwise.engine.Outcome;
import org.cellwise.engine.SolveOptions;

/**
 * What every search does the same way: counting, the deadline and cancel flag, the node budget, and the step
 * taken at a solution (hand it to the listener, stop at the limit). A search supplies only its own loop
 * ({@link #search()}) and how to read a solution off its state ({@link #values()}).
 */
public abstract class Skeleton implements Searcher {
    /** Ends a search from anywhere inside it, with the outcome to report. */
    protected static final class Stop extends RuntimeException {
        final Outcome outcome;

        Stop(Outcome outcome) {
            super(null, null, false, false);
            this.outcome = outcome;
        }
    }

    protected final SolveOptions opts;
    /** System.nanoTime() past which the search gives up (Long.MAX_VALUE: never). */
    protected final long deadline;
    private final AtomicBoolean cancel;
    /** A second flag that ends the search as cancelled: searches working together on one puzzle share it. */
    private AtomicBoolean stop;
    private final long maxNodes;
    /** Limits are asked when {@code (nodes & nodeMask) == 0}: see {@link #checkLimitsEvery}. */
    private long nodeMask = 1023;
    protected long nodes, guesses, failures, solutions;

    /** {@code spent}: what an earlier search of the same run already counted (a hand-over keeps counting). */
    protected Skeleton(SolveOptions opts, Counters spent) {
        this(opts, spent, opts.timeoutNanos() > 0 ? System.nanoTime() + opts.timeoutNanos() : Long.MAX_VALUE);
    }

    /** As above, with the deadline of another search (a part of the same run must give up at the same moment). */
    protected Skeleton(SolveOptions opts, Counters spent, long deadline) {
        this.opts = opts;
        this.deadline = deadline;
        this.cancel = opts.cancel();
        this.maxNodes = opts.maxNodes() > 0 ? opts.maxNodes() : -1;
        this.nodes = spent.nodes();
        this.guesses = spent.guesses();
        this.failures = spent.failures();
        this.solutions = spent.solutions();
    }

    @Override
    public final Outcome run() {
        try {
            return search();
        } catch (Stop stop) {
            return stop.outcome;
        } finally {
            finish();
        }
    }

    /**
     * The search loop. Returns {@link Outcome#COMPLETE} when every branch was explored (or {@link #exhausted()});
     * limits end it early through {@link #node()}, {@link #conflict()} and {@link #found()}.
     */
    protected abstract Outcome search();

    /** The current solution's values, per cell; asked only when a listener wants them. */
    protected abstract int[] values();

    /** After the run, however it ended. */
    protected void finish() {}

    @Override
    public final Counters counters() {
        return new Counters(nodes, guesses, failures, solutions);
    }

    /**
     * How often {@link #node()} asks the limits: every 1,024 nodes by default, where a node costs well under a
     * microsecond. A search whose nodes cost more (a large canvas, where one node scans thousands of cells) asks
     * more often, so that a deadline is met within a node or two: on two overlapping 64×64 grids 1,024 nodes took
     * over 2 s. {@code nodes} must be a power of two.
     */
    protected final void checkLimitsEvery(int nodes) {
        if (Integer.bitCount(nodes) != 1) throw new IllegalArgumentException("not a power of two: " + nodes);
        nodeMask = nodes - 1;
    }

    /** A node of the search tree: counted; the limits are asked every few nodes, the budget every time. */
    protected final void node() {
        if ((++nodes & nodeMask) == 0) checkLimits();
        if (nodes == maxNodes) throw new Stop(Outcome.BUDGET);
    }

    /** A dead end: counted; the limits are asked every 256 (a learning search can spend long between nodes). */
    protected final void conflict() {
        if ((++failures & 255) == 0) checkLimits();
    }

    /** Also stop, as cancelled, when this flag is set. */
    public final void stopWhen(AtomicBoolean flag) {
        stop = flag;
    }

    /** Throws the outcome to end with when past the deadline or cancelled. */
    protected final void checkLimits() {
        if (opts.progress() != null) opts.progress().accept(nodes);
        if (cancel != null && cancel.get()) throw new Stop(Outcome.CANCELLED);
        if (stop != null && stop.get()) throw new Stop(Outcome.CANCELLED);
        if (System.nanoTime() > deadline) throw new Stop(Outcome.TIMEOUT);
    }

    /** A solution: counted and handed to the listener; the search stops at the limit. */
    protected final void found() {
        if (counted()) throw new Stop(Outcome.LIMIT);
    }

    /**
     * A solution: counted and handed to the listener; true when the limit is reached, for a search that unwinds by
     * returning (an exception unwinding compiled frames costs more than the search of an easy puzzle).
     */
    protected final boolean counted() {
        solutions++;
        if (opts.listener() != null) opts.listener().accept(values());
        return solutions >= opts.limit();
    }

    /** How a search that ran out of branches ended. */
    protected final Outcome exhausted() {
        return solutions >= opts.limit() ? Outcome.LIMIT : Outcome.COMPLETE;
    }

    /** Ends the search as complete from inside it (no other solution can exist). */
    protected static void complete() {
        throw new Stop(Outcome.COMPLETE);
    }
}
