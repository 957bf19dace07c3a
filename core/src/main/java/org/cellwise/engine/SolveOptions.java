package org.cellwise.engine;

import java.time.Duration;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.LongConsumer;

/**
 * What a search should do: stop after {@code limit} solutions, give up after a time, watch a cancel flag, try
 * values in random order (for generators), hand each solution (values per cell) to a listener, and stop after
 * a number of search nodes (a budget that, unlike time, gives the same result on every machine), and tell the
 * nodes searched so far to a progress display (whenever the limits are asked, every few hundred nodes: an
 * {@code AtomicLong}'s {@code set} for a display on another thread, or, in the browser, a message to the page).
 */
public record SolveOptions(long limit, long timeoutNanos, AtomicBoolean cancel, Random random,
        Consumer<int[]> listener, long maxNodes, LongConsumer progress) {

    public SolveOptions {
        if (limit < 1) throw new IllegalArgumentException("limit must be at least 1");
    }

    public static SolveOptions firstSolution() {
        return new SolveOptions(1, 0, null, null, null, 0, null);
    }

    public static SolveOptions upTo(long limit) {
        return new SolveOptions(limit, 0, null, null, null, 0, null);
    }

    public SolveOptions withLimit(long l) {
        return new SolveOptions(l, timeoutNanos, cancel, random, listener, maxNodes, progress);
    }

    public SolveOptions withTimeout(Duration d) {
        return new SolveOptions(limit, d == null ? 0 : d.toNanos(), cancel, random, listener, maxNodes, progress);
    }

    public SolveOptions withCancel(AtomicBoolean c) {
        return new SolveOptions(limit, timeoutNanos, c, random, listener, maxNodes, progress);
    }

    public SolveOptions withRandom(Random r) {
        return new SolveOptions(limit, timeoutNanos, cancel, r, listener, maxNodes, progress);
    }

    /** Stop after this many search nodes (0: no budget); the outcome is then {@link Outcome#BUDGET}. */
    public SolveOptions withMaxNodes(long n) {
        return new SolveOptions(limit, timeoutNanos, cancel, random, listener, n, progress);
    }

    /** What the search tells how many nodes it has searched. */
    public SolveOptions withProgress(LongConsumer nodes) {
        return new SolveOptions(limit, timeoutNanos, cancel, random, listener, maxNodes, nodes);
    }

    public SolveOptions withListener(Consumer<int[]> l) {
        return new SolveOptions(limit, timeoutNanos, cancel, random, l, maxNodes, progress);
    }
}
