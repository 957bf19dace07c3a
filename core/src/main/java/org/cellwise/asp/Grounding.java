package org.cellwise.asp;

/**
 * What a rule forbids on one canvas, ground: for each cell the values it may not hold ({@link #unary}, a bit per
 * value from the lowest), and for each pair of cells the pairs of values they may not hold together. A pair is
 * keyed {@code a << 32 | b} with cell a before cell b, its table giving for each value of a (from the lowest) the
 * values of b it may not meet, as bits. Pairs are in key order; equal tables are one array.
 */
public record Grounding(int min, int size, long[] unary, long[] pairKeys, long[][] pairTables, long steps) {
    public int pairs() {
        return pairKeys.length;
    }

    public static int first(long key) {
        return (int) (key >>> 32);
    }

    public static int second(long key) {
        return (int) key;
    }

    /** Whether values x in cell a and y in cell b are forbidden together by pair {@code i}. */
    public boolean forbids(int i, int x, int y) {
        return (pairTables[i][x - min] >>> (y - min) & 1) != 0;
    }

    /** Whether value x is forbidden in cell c on its own. */
    public boolean forbids(int c, int x) {
        return (unary[c] >>> (x - min) & 1) != 0;
    }
}
