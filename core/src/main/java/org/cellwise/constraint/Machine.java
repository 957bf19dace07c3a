package org.cellwise.constraint;

import java.util.Arrays;

/**
 * A left-to-right reading of a line of cells that accepts or rejects the values it meets: what a {@link Scan}
 * checks. States are longs; {@link #REJECT} ends the reading. Every consumer works on the machine's unrolled graph
 * ({@link Unrolled}), so a new machine is one record here and needs nothing in the engine, checker or exporters.
 */
public sealed interface Machine {
    long REJECT = Long.MIN_VALUE;

    long start();

    /** The state after reading {@code value} at {@code position} (0-based) in {@code state}, or {@link #REJECT}. */
    long step(long state, int position, int value);

    boolean accepts(long state);

    /** What the line asks, for reports: "sandwich sum 18". */
    String describe();

    /** Σ weights[i]·value[i] = target: arrows (a pill reads as a number: weights 10, 1, then −1 per arrow cell). */
    record Linear(int[] weights, int target) implements Machine {
        public long start() {
            return 0;
        }

        public long step(long s, int i, int v) {
            return s + (long) weights[i] * v;
        }

        public boolean accepts(long s) {
            return s == target;
        }

        public String describe() {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < weights.length; i++)
                sb.append(i == 0 ? (weights[i] < 0 ? "−" : "") : weights[i] < 0 ? " − " : " + ")
                        .append(Math.abs(weights[i]) == 1 ? "" : Math.abs(weights[i]) + "·").append('x').append(i + 1);
            return sb + " = " + target;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Linear l && l.target == target && Arrays.equals(l.weights, weights);
        }

        @Override
        public int hashCode() {
            return 31 * Arrays.hashCode(weights) + target;
        }

        @Override
        public String toString() {
            return "Linear" + Arrays.toString(weights) + "=" + target;
        }
    }

    /** The values between the two crusts ({@code low} and {@code high}, 1 and N) add up to {@code target}. */
    record Sandwich(int low, int high, int target) implements Machine {
        public long start() {
            return 0; // crusts seen * 1024 + sum between them
        }

        public long step(long s, int i, int v) {
            long crusts = s >> 10, sum = s & 1023;
            if (v == low || v == high) return crusts == 2 ? REJECT : (crusts + 1) << 10 | sum;
            if (crusts != 1) return s;
            sum += v;
            return sum > target || sum > 1023 || sum < 0 ? REJECT : crusts << 10 | sum;
        }

        public boolean accepts(long s) {
            return s >> 10 == 2 && (s & 1023) == target;
        }

        public String describe() {
            return "sandwich sum " + target;
        }
    }

    /** The first X values add up to {@code target}, X being the first value (at most {@code length}). */
    record XSum(int length, int target) implements Machine {
        public long start() {
            return 0; // X * 65536 + sum
        }

        public long step(long s, int i, int v) {
            if (i == 0) return v < 1 || v > length ? REJECT : (long) v << 16 | v;
            long x = s >> 16, sum = s & 0xFFFF;
            if (i >= x) return s;
            sum += v;
            return sum > target || sum < 0 ? REJECT : x << 16 | sum;
        }

        public boolean accepts(long s) {
            return (s & 0xFFFF) == target;
        }

        public String describe() {
            return "X-sum " + target;
        }
    }

    /** {@code count} values are higher than every value before them (skyscrapers seen from the clue). */
    record Skyscraper(int count) implements Machine {
        public long start() {
            return 0; // highest so far * 65536 + how many seen; the first step ignores it
        }

        public long step(long s, int i, int v) {
            int highest = i == 0 ? Integer.MIN_VALUE : (int) (s >> 16), seen = i == 0 ? 0 : (int) (s & 0xFFFF);
            if (v > highest) {
                highest = v;
                if (++seen > count) return REJECT;
            }
            return (long) highest << 16 | seen;
        }

        public boolean accepts(long s) {
            return (s & 0xFFFF) == count;
        }

        public String describe() {
            return "skyscrapers " + count;
        }
    }

    /** Every value strictly between the first and the last, whichever of them is lower ({@code length} cells). */
    record Between(int length) implements Machine {
        private static final int OFF = 1 << 14;

        public long start() {
            return 0;
        }

        public long step(long s, int i, int v) {
            if (v <= -OFF || v >= OFF) return REJECT;
            if (i == 0) return pack(v, OFF - 1, -OFF + 1);
            int end = (int) (s >> 32) - OFF, lo = (int) (s >> 16 & 0xFFFF) - OFF, hi = (int) (s & 0xFFFF) - OFF;
            if (i == length - 1) {
                int a = Math.min(end, v), b = Math.max(end, v);
                return lo > a && hi < b ? 1 : REJECT;
            }
            return pack(end, Math.min(lo, v), Math.max(hi, v));
        }

        private static long pack(int end, int lo, int hi) {
            return (long) (end + OFF) << 32 | (long) (lo + OFF) << 16 | (hi + OFF);
        }

        public boolean accepts(long s) {
            return s == 1;
        }

        public String describe() {
            return "between line";
        }
    }

    /** Each of {@code values} (a multiset) appears among the cells (a quadruple's circle). */
    record Contains(int[] values) implements Machine {
        public Contains {
            values = values.clone();
            Arrays.sort(values);
            if (values.length > 62) throw new IllegalArgumentException("at most 62 values");
        }

        public long start() {
            return (1L << values.length) - 1; // the values still to meet
        }

        public long step(long s, int i, int v) {
            for (int j = 0; j < values.length; j++)
                if (values[j] == v && (s >> j & 1) != 0) return s & ~(1L << j);
            return s;
        }

        public boolean accepts(long s) {
            return s == 0;
        }

        public String describe() {
            StringBuilder sb = new StringBuilder("holds");
            for (int v : values) sb.append(' ').append(v);
            return sb.toString();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Contains c && Arrays.equals(c.values, values);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(values);
        }

        @Override
        public String toString() {
            return "Contains" + Arrays.toString(values);
        }
    }

    /** Each cell holds one of {@code values} (odd, even, given pencil marks). */
    record OneOf(int[] values) implements Machine {
        public OneOf {
            values = Arrays.stream(values).sorted().distinct().toArray();
        }

        public long start() {
            return 0;
        }

        public long step(long s, int i, int v) {
            return Arrays.binarySearch(values, v) >= 0 ? 0 : REJECT;
        }

        public boolean accepts(long s) {
            return s == 0;
        }

        public String describe() {
            StringBuilder sb = new StringBuilder("one of");
            for (int v : values) sb.append(' ').append(v);
            return sb.toString();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof OneOf c && Arrays.equals(c.values, values);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(values);
        }

        @Override
        public String toString() {
            return "OneOf" + Arrays.toString(values);
        }
    }

    /**
     * The first cell holds {@code a} exactly when the second holds {@code b}: an indexer cell and a cell of the
     * house it points into (a 5 in r1c1 of a column indexer puts the 1 of row 1 in r1c5).
     */
    record Iff(int a, int b) implements Machine {
        public long start() {
            return 0;
        }

        public long step(long s, int i, int v) {
            if (i == 0) return v == a ? 1 : 2;
            return i == 1 && (s == 1) == (v == b) ? 3 : REJECT;
        }

        public boolean accepts(long s) {
            return s == 3;
        }

        public String describe() {
            return "x1 = " + a + " exactly when x2 = " + b;
        }
    }

    /**
     * Three cells read as (end, middle, end): the middle value lies outside the ends' span, equal to neither (a
     * lockout line's cell between its two diamonds).
     */
    record Outside() implements Machine {
        private static final long OFF = 1L << 20;

        public long start() {
            return 0;
        }

        public long step(long s, int i, int v) {
            if (v <= -OFF || v >= OFF) return REJECT;
            if (i == 0) return v + OFF;
            if (i == 1) return s << 21 | (v + OFF);
            long end = (s >> 21) - OFF, mid = (s & ((1L << 21) - 1)) - OFF;
            return i == 2 && (mid < Math.min(end, v) || mid > Math.max(end, v)) ? 1 : REJECT;
        }

        public boolean accepts(long s) {
            return s == 1;
        }

        public String describe() {
            return "x2 lies outside the span of x1 and x3, equal to neither";
        }
    }

    /**
     * Along the line, any {@code m} cells in a row hold values of {@code m} different remainders mod {@code m} (a
     * modular line, m = 3: one of 1, 4, 7, one of 2, 5, 8 and one of 3, 6, 9 in every three).
     */
    record Modular(int m) implements Machine {
        public Modular {
            if (m < 2 || m > 9) throw new IllegalArgumentException("a modular line counts remainders mod 2 to 9, not " + m);
        }

        public long start() {
            return 0; // the last m − 1 remainders, each + 1, newest lowest, base m + 1 (0: none yet)
        }

        public long step(long s, int i, int v) {
            int r = Math.floorMod(v, m);
            long rest = s;
            for (int k = 0; k < m - 1; k++, rest /= m + 1) if (rest % (m + 1) == r + 1) return REJECT;
            long keep = 1;
            for (int k = 0; k < m - 2; k++) keep *= m + 1;
            return (s % keep) * (m + 1) + r + 1;
        }

        public boolean accepts(long s) {
            return true;
        }

        public String describe() {
            return "any " + m + " cells in a row along the line hold " + m + " different remainders mod " + m;
        }
    }

    /** Each value is at least the one before it (a slow thermometer, read from its bulb). */
    record NonDecreasing() implements Machine {
        public long start() {
            return Long.MIN_VALUE + 1; // below every value, and not REJECT: the bulb may hold anything
        }

        public long step(long s, int i, int v) {
            return v < s ? REJECT : v;
        }

        public boolean accepts(long s) {
            return true;
        }

        public String describe() {
            return "each value at least the one before";
        }
    }

    /**
     * The values add up to one of {@code sums} (a killer cage with several allowed totals, such as a digital-root
     * cage). The state is the running total; the reading is judged only at its end, so no value range is assumed.
     */
    record SumIn(int[] sums) implements Machine {
        public SumIn {
            sums = Arrays.stream(sums).sorted().distinct().toArray();
            if (sums.length == 0) throw new IllegalArgumentException("a cage needs at least one sum");
        }

        public long start() {
            return 0;
        }

        public long step(long s, int i, int v) {
            return s + v;
        }

        public boolean accepts(long s) {
            return s >= Integer.MIN_VALUE && s <= Integer.MAX_VALUE && Arrays.binarySearch(sums, (int) s) >= 0;
        }

        /**
         * What every two sums differ by a multiple of: 9 for a digital-root cage (5|14|23), so its total is known
         * modulo 9; 0 for a single sum (known exactly); 1 where nothing is known (also for gaps past an int).
         */
        public int spacing() {
            long g = 0;
            for (int t : sums) {
                long d = (long) t - sums[0];
                while (d != 0) {
                    long r = g % d;
                    g = d;
                    d = r;
                }
            }
            return g > Integer.MAX_VALUE ? 1 : (int) g;
        }

        public String describe() {
            StringBuilder sb = new StringBuilder(sums.length == 1 ? "sum " : "sum one of ");
            for (int i = 0; i < sums.length; i++) sb.append(i == 0 ? "" : ", ").append(sums[i]);
            return sb.toString();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof SumIn c && Arrays.equals(c.sums, sums);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(sums);
        }

        @Override
        public String toString() {
            return "SumIn" + Arrays.toString(sums);
        }
    }
}
