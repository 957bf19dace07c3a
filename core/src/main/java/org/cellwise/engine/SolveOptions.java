package org.cellwise.engine;

import java.time.Duration;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * What a search should do: stop after {@code limit} solutions, give up after a time, watch a cancel flag, try
 * values in random order (for generators), and hand each solution (values per cell) to a listener.
 */
public record SolveOptions(long limit, long timeoutNanos, AtomicBoolean cancel, Random random,
        Consumer<int[]> listener) {

    public SolveOptions {
        if (limit < 1) throw new IllegalArgumentException("limit must be at least 1");
    }

    public static SolveOptions firstSolution() {
        return new SolveOptions(1, 0, null, null, null);
    }

    public static SolveOptions upTo(long limit) {
        return new SolveOptions(limit, 0, null, null, null);
    }

    public SolveOptions withLimit(long l) {
        return new SolveOptions(l, timeoutNanos, cancel, random, listener);
    }

    public SolveOptions withTimeout(Duration d) {
        return new SolveOptions(limit, d == null ? 0 : d.toNanos(), cancel, random, listener);
    }

    public SolveOptions withCancel(AtomicBoolean c) {
        return new SolveOptions(limit, timeoutNanos, c, random, listener);
    }

    public SolveOptions withRandom(Random r) {
        return new SolveOptions(limit, timeoutNanos, cancel, r, listener);
    }

    public SolveOptions withListener(Consumer<int[]> l) {
        return new SolveOptions(limit, timeoutNanos, cancel, random, l);
    }
}
