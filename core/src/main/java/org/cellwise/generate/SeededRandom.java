package org.cellwise.generate;

import java.util.Random;

/**
 * {@link Random} whose numbers are the ones the JDK's documented algorithms draw from the seed, on any platform, so
 * that {@code generate --seed N} makes the same puzzles in the browser as on the JVM: the browser build's class
 * library keeps Random's generator but draws bounded ints, booleans and doubles from it by other algorithms.
 */
final class SeededRandom extends Random {
    SeededRandom(long seed) {
        super(seed);
    }

    @Override
    public int nextInt() {
        return next(32);
    }

    /** The JDK's: a power of two from the high bits, any other bound by rejection from 31 bits. */
    @Override
    public int nextInt(int bound) {
        if (bound <= 0) throw new IllegalArgumentException("bound must be positive");
        int r = next(31), m = bound - 1;
        if ((bound & m) == 0) return (int) ((bound * (long) r) >> 31);
        for (int u = r; u - (r = u % bound) + m < 0; u = next(31)) {
            // a draw from the incomplete last stretch of 31 bits: drawn again
        }
        return r;
    }

    @Override
    public long nextLong() {
        return ((long) next(32) << 32) + next(32);
    }

    @Override
    public boolean nextBoolean() {
        return next(1) != 0;
    }

    @Override
    public double nextDouble() {
        return (((long) next(26) << 27) + next(27)) * 0x1.0p-53;
    }

    @Override
    public float nextFloat() {
        return next(24) / ((float) (1 << 24));
    }
}
