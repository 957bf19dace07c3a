package org.cellwise.engine;

import java.time.Duration;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * What a search should do: stop after {@code limit} solutions, give up after a time, watch a cancel flag, try
 * values in random order (for generators), hand each solution (values per cell) to a listener, and stop after
 * a number of search nodes (a budget that, unlike time, gives the same result on every machine).
 */
public record SolveOptions(long limit, long timeoutNanos, AtomicBoolean cancel, Random random,
        Consumer<int[]> listener, long maxNodes) {

    public SolveOptions {
        if (limit < 1) throw new IllegalArgumentException("limit must be at least 1");
    }

    public static SolveOptions firstSolution() {
        return new SolveOptions(1, 0, null, null, null, 0);
    }

    public static SolveOptions upTo(long limit) {
        return new SolveOptions(limit, 0, null, null, null, 0);
    }

    public SolveOptions withLimit(long l) {
        return new SolveOptions(l, timeoutNanos, cancel, random, listener, maxNodes);
    }

    public SolveOptions withTimeout(Duration d) {
        return new SolveOptions(limit, d == null ? 0 : d.toNanos(), cancel, random, listener, maxNodes);
    }

    public SolveOptions withCancel(AtomicBoolean c) {
        return new SolveOptions(limit, timeoutNanos, c, random, listener, maxNodes);
    }

    public SolveOptions withRandom(Random r) {
        return new SolveOptions(limit, timeoutNanos, cancel, r, listener, maxNodes);
    }

    /** Stop after this many search nodes (0: no budget); the outcome is then {@link Outcome#BUDGET}. */
    public SolveOptions withMaxNodes(long n) {
        return new SolveOptions(limit, timeoutNanos, cancel, random, listener, n);
    }

    public SolveOptions withListener(Consumer<int[]> l) {
        return new SolveOptions(limit, timeoutNanos, cancel, random, l, maxNodes);
    }
}
