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

    /**
     * The state after reading {@code value} at {@code position} (0-based) in {@code state}, or {@link #REJECT}. A
     * machine that guesses (an automaton with several next states, a loop read from any of its starting points)
     * goes to several states at once and overrides {@link #next} instead; only it leaves this unimplemented.
     */
    default long step(long state, int position, int value) {
        throw new UnsupportedOperationException(describe() + " may go to several states: read it with next()");
    }

    /** Every state reading {@code value} at {@code position} in {@code state} may lead to; none rejects. */
    default long[] next(long state, int position, int value) {
        long t = step(state, position, value);
        return t == REJECT ? Empty.NONE : new long[] {t};
    }

    /**
     * No next state. It lives in a class of its own, not as the interface's constant: the browser build (TeaVM's
     * WebAssembly) runs a default method without initialising its interface, where the constant would still be null.
     */
    final class Empty {
        static final long[] NONE = {};

        private Empty() {}
    }

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

    /**
     * {@code count} values are higher than every value before them (skyscrapers seen from the clue). A value of 0 or
     * less is an empty lot, never seen; with {@code zeroSeen} it is a building like the others, seen when first.
     */
    record Skyscraper(int count, boolean zeroSeen) implements Machine {
        public Skyscraper(int count) {
            this(count, false);
        }

        public long start() {
            return 0; // highest so far * 65536 + how many seen; the first step ignores it
        }

        public long step(long s, int i, int v) {
            int highest = i == 0 ? (zeroSeen ? Integer.MIN_VALUE : 0) : (int) (s >> 16), seen = i == 0 ? 0 : (int) (s & 0xFFFF);
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
            return "skyscrapers " + count + (zeroSeen ? " (a 0 seen)" : "");
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

    /**
     * The line follows an {@link Automaton}: some run from one of its starting states reads the line's values and
     * ends in an accepting state. A line of several segments reads a break between segments: {@code breaks[i]} is
     * how many breaks come before the cell at position i (an empty segment makes two in a row, one at the start or
     * the end a break before the first cell or after the last, the last counted at position {@code breaks.length - 1},
     * one past the cells). The reading may be in several states at once (the automaton guesses), so nothing is
     * determinised: the unrolled line holds the automaton's own states, layer by layer, and one more before the first
     * cell. {@code what} says what the line asks, for reports.
     */
    record Nfa(Automaton automaton, int[] breaks, String what) implements Machine {
        private static final long BEFORE = -1;

        public Nfa {
            breaks = breaks.clone();
        }

        public long start() {
            return BEFORE;
        }

        @Override
        public long[] next(long s, int i, int v) {
            int[] from = s == BEFORE ? automaton.starts() : new int[] {(int) s};
            for (int k = i < breaks.length ? breaks[i] : 0; k > 0; k--) from = after(from, null);
            int[] to = after(from, v);
            long[] out = new long[to.length];
            for (int k = 0; k < to.length; k++) out[k] = to[k];
            return out;
        }

        private int[] after(int[] from, Integer value) {
            java.util.TreeSet<Integer> to = new java.util.TreeSet<>();
            for (int f : from) for (int t : automaton.next(f, value)) to.add(t);
            return to.stream().mapToInt(Integer::intValue).toArray();
        }

        public boolean accepts(long s) {
            if (s == BEFORE) return false;
            int[] at = {(int) s};
            for (int k = breaks.length == 0 ? 0 : breaks[breaks.length - 1]; k > 0; k--) at = after(at, null);
            for (int t : at) if (automaton.accepting(t)) return true;
            return false;
        }

        public String describe() {
            return what;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Nfa n && n.automaton.equals(automaton) && Arrays.equals(n.breaks, breaks) && n.what.equals(what);
        }

        @Override
        public int hashCode() {
            return automaton.hashCode() * 31 + Arrays.hashCode(breaks);
        }

        @Override
        public String toString() {
            return "Nfa[" + what + "]";
        }
    }

    /**
     * The values between the line's smallest and its largest value (wherever they stand) add up to {@code target}: a
     * lunchbox, its values distinct (a separate group says so). Read left to right, the state keeps the smallest and
     * largest so far, which of them came later, the sum between them and the sum after the later one; when a new
     * extreme replaces the earlier one, what lies between the two ends is known again. Values 0 to 1023.
     */
    record Lunchbox(int target) implements Machine {
        private static final int BITS = 17, SUM = (1 << BITS) - 1;

        public long start() {
            return 0; // nothing read: the first value sets both ends
        }

        // state: lo(10) hi(10) order(2: 1 = the smallest came later, 2 = the largest, 3 = one cell) between(17) tail(17), 1 bit set
        public long step(long s, int i, int v) {
            if (v < 0 || v > 1023) return REJECT;
            if (i == 0) return pack(v, v, 3, 0, 0);
            int lo = (int) (s >> 46 & 1023), hi = (int) (s >> 36 & 1023), order = (int) (s >> 34 & 3);
            long between = s >> BITS & SUM, tail = s & SUM;
            if (v < lo) {
                // the new smallest: with the largest before it, the cells between are the old ones after the largest
                long b = order == 1 ? between + lo + tail : tail;
                return b > SUM ? REJECT : pack(v, hi, 1, b, 0);
            }
            if (v > hi) {
                long b = order == 2 ? between + hi + tail : tail;
                return b > SUM ? REJECT : pack(lo, v, 2, b, 0);
            }
            return tail + v > SUM ? REJECT : pack(lo, hi, order, between, tail + v);
        }

        private static long pack(int lo, int hi, int order, long between, long tail) {
            return 1L << 56 | (long) lo << 46 | (long) hi << 36 | (long) order << 34 | between << BITS | tail;
        }

        public boolean accepts(long s) {
            return (s >> BITS & SUM) == target;
        }

        public String describe() {
            return "lunchbox sum " + target + " between the smallest and the largest value";
        }
    }

    /**
     * The line can be cut into segments that each add up to {@code target} (a sum line); on a {@code loop} the cuts
     * may start anywhere, the last segment running on into the first. It guesses where the cuts go: a state is the
     * partial sum of the segment being read, the partial sum the line started with (a loop's guess, 0 on a line),
     * whether a segment has been completed, and whether a segment has just completed (so zeros may lengthen it).
     * Values 0 and up.
     */
    record SegmentSums(int target, boolean loop) implements Machine {
        public SegmentSums {
            if (target < 1) throw new IllegalArgumentException("a sum line's segments add up to at least 1, not " + target);
        }

        private static final long BEFORE = -1;

        public long start() {
            return BEFORE;
        }

        // state: first(20) partial(20) done(1) full(1): partial in [0, target], full: it equals target and may go on with zeros
        @Override
        public long[] next(long s, int i, int v) {
            if (v < 0) return Empty.NONE;
            java.util.List<Long> out = new java.util.ArrayList<>(2);
            if (s == BEFORE) {
                for (int first = 0; first < (loop ? target : 1); first++) advance(first, first, false, out, v);
            } else {
                int first = (int) (s >> 22), partial = (int) (s >> 2 & 0xFFFFF);
                advance(first, partial, (s & 2) != 0, out, v);
            }
            long[] a = new long[out.size()];
            for (int k = 0; k < a.length; k++) a[k] = out.get(k);
            return a;
        }

        private void advance(int first, int partial, boolean done, java.util.List<Long> out, int v) {
            long p = (long) partial + v;
            if (p > target) return;
            if (p == target) {
                out.add(pack(first, 0, true, false)); // cut here
                out.add(pack(first, target, true, true)); // or go on with zeros
            } else out.add(pack(first, (int) p, done, false));
        }

        private static long pack(int first, int partial, boolean done, boolean full) {
            return (long) first << 22 | (long) partial << 2 | (done ? 2 : 0) | (full ? 1 : 0);
        }

        public boolean accepts(long s) {
            if (s == BEFORE || (s & 2) == 0) return false;
            int first = (int) (s >> 22), partial = (int) (s >> 2 & 0xFFFFF);
            return partial == first || (partial == target && first == 0);
        }

        public String describe() {
            return (loop ? "a loop" : "a line") + " cut into segments each adding up to " + target;
        }
    }

    /**
     * Exactly {@code counts[k]} of the cells hold {@code values[k]} (look-and-say clues, counts given exactly); other
     * values are free. Counts 0 to 15, at most 15 values.
     */
    record Counts(int[] values, int[] counts) implements Machine {
        public Counts {
            values = values.clone();
            counts = counts.clone();
            if (values.length != counts.length || values.length > 15) throw new IllegalArgumentException("at most 15 values, each with a count");
            for (int c : counts) if (c < 0 || c > 15) throw new IllegalArgumentException("a count is 0 to 15, not " + c);
        }

        public long start() {
            return 0;
        }

        public long step(long s, int i, int v) {
            for (int k = 0; k < values.length; k++)
                if (values[k] == v) {
                    long c = s >> 4 * k & 15;
                    return c == counts[k] ? REJECT : s + (1L << 4 * k);
                }
            return s;
        }

        public boolean accepts(long s) {
            for (int k = 0; k < values.length; k++) if ((s >> 4 * k & 15) != counts[k]) return false;
            return true;
        }

        public String describe() {
            StringBuilder sb = new StringBuilder();
            for (int k = 0; k < values.length; k++)
                sb.append(k == 0 ? "" : ", ").append(counts[k] == 0 ? "no " + values[k] : counts[k] + " × " + values[k]);
            return "exactly " + sb;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Counts c && Arrays.equals(c.values, values) && Arrays.equals(c.counts, counts);
        }

        @Override
        public int hashCode() {
            return 31 * Arrays.hashCode(values) + Arrays.hashCode(counts);
        }

        @Override
        public String toString() {
            return "Counts" + Arrays.toString(values) + Arrays.toString(counts);
        }
    }

    /**
     * Seen from the clue, the first cell lower than (or as high as) one before it, a hidden skyscraper, holds
     * {@code value}; until then each cell is higher than all before it.
     */
    record FirstHidden(int value) implements Machine {
        private static final long OFF = 1L << 30, FOUND = 1L << 62;

        public long start() {
            return 0;
        }

        public long step(long s, int i, int v) {
            if ((s & FOUND) != 0) return s;
            if (i == 0) return v + OFF;
            long highest = s - OFF;
            if (v > highest) return v + OFF;
            return v == value ? FOUND : REJECT;
        }

        public boolean accepts(long s) {
            return (s & FOUND) != 0;
        }

        public String describe() {
            return "the first hidden skyscraper is " + value;
        }
    }

    /**
     * The cell as far along the line as the first cell's value says (1: the first itself) holds {@code value}: a
     * numbered room clue.
     */
    record Room(int value, int length) implements Machine {
        public long start() {
            return 0;
        }

        // state: the first value N, then 1 << 40 once the N-th cell has held the clue
        public long step(long s, int i, int v) {
            if (i == 0) {
                if (v < 1 || v > length) return REJECT;
                return v == 1 ? (v == value ? 1L << 40 | 1 : REJECT) : v;
            }
            long n = s & 0xFFFF;
            if (i == n - 1) return v == value ? s | 1L << 40 : REJECT;
            return s;
        }

        public boolean accepts(long s) {
            return (s >> 40) == 1;
        }

        public String describe() {
            return "x1 counts to the cell holding " + value;
        }
    }

    /** The first cell holds how many different values the others hold. Values 0 to 55. */
    record CountsDistinct() implements Machine {
        public long start() {
            return 0;
        }

        // state: the first value + 1 (6 bits, from bit 56), the values met so far (bits 0..55)
        public long step(long s, int i, int v) {
            if (v < 0 || v > 55) return REJECT;
            if (i == 0) return (long) (v + 1) << 56;
            return s | 1L << v;
        }

        public boolean accepts(long s) {
            return (s >>> 56) - 1 == Long.bitCount(s & ((1L << 56) - 1));
        }

        public String describe() {
            return "x1 counts the different values of the others";
        }
    }

    /**
     * No one or more of the cells add up to {@code target} (a rellik cage). The state is the set of sums below the
     * target that some of the cells read so far make. Values 0 and up, targets 1 to 62.
     */
    record NoSubsetSum(int target) implements Machine {
        public NoSubsetSum {
            if (target < 1 || target > 62) throw new IllegalArgumentException("a rellik cage's sum is 1 to 62, not " + target);
        }

        public long start() {
            return 1; // the empty set makes 0
        }

        public long step(long s, int i, int v) {
            if (v < 0) return REJECT;
            if (v == 0) return s; // a 0 changes no sum (and alone makes none: the sum is at least 1)
            long more = v > target ? 0 : s << v;
            if ((more >> target & 1) != 0) return REJECT;
            return s | more & ((1L << target) - 1);
        }

        public boolean accepts(long s) {
            return true;
        }

        public String describe() {
            return "no cells add up to " + target;
        }
    }

    /**
     * As many even as odd values, and as many low as high, on the values {@code min}..{@code max}: the lower half is
     * low, the upper half high, and the middle value of an odd count is neither and may not appear (an equality cage).
     */
    record Balanced(int min, int max) implements Machine {
        private static final long OFF = 1 << 10;

        public long start() {
            return OFF << 20 | OFF;
        }

        // state: even - odd + OFF (20 bits), low - high + OFF (20 bits)
        public long step(long s, int i, int v) {
            int n = max - min + 1, below = v - min;
            if (n % 2 == 1 && below == n / 2) return REJECT;
            long parity = (s >> 20) + (Math.floorMod(v, 2) == 0 ? 1 : -1), side = (s & 0xFFFFF) + (below < n / 2 ? 1 : -1);
            if (parity < 0 || parity >= 2 * OFF || side < 0 || side >= 2 * OFF) return REJECT;
            return parity << 20 | side;
        }

        public boolean accepts(long s) {
            return s == (OFF << 20 | OFF);
        }

        public String describe() {
            return "as many even as odd values, and as many low as high";
        }
    }

    /**
     * How many cells hold {@code value} is one of {@code counts} (a set of counts 0 to 62, as bits): counting circles
     * say, for each value v, "none or exactly v of the circles hold v".
     */
    record Occurs(int value, long counts) implements Machine {
        public Occurs {
            if (counts == 0 || counts < 0) throw new IllegalArgumentException("a count of 0 to 62 is allowed");
        }

        public long start() {
            return 0;
        }

        public long step(long s, int i, int v) {
            if (v != value) return s;
            return counts >>> (s + 1) == 0 ? REJECT : s + 1; // past the largest count allowed
        }

        public boolean accepts(long s) {
            return (counts >> s & 1) != 0;
        }

        public String describe() {
            StringBuilder sb = new StringBuilder();
            for (int k = 0; k < 63; k++) if ((counts >> k & 1) != 0) sb.append(sb.length() == 0 ? "" : " or ").append(k);
            return sb + " of the cells hold " + value;
        }
    }

    /** As many of the first {@code split} cells as of the rest hold {@code value} (two sets of the same values). */
    record SameCount(int value, int split) implements Machine {
        private static final long OFF = 1 << 20;

        public long start() {
            return OFF;
        }

        public long step(long s, int i, int v) {
            return v != value ? s : i < split ? s + 1 : s - 1;
        }

        public boolean accepts(long s) {
            return s == OFF;
        }

        public String describe() {
            return "the two sets hold " + value + " as often";
        }
    }

    /**
     * Among the cells, every one of {@code count} classes has a value: the bands of {@code width} values from 1 (low,
     * middle, high for width 3 and count 3: global entropy), or the remainders mod {@code count} when {@code width}
     * is 0 (global mod 3).
     */
    record EachClass(int width, int count) implements Machine {
        public EachClass {
            if (count < 1 || count > 60 || width < 0) throw new IllegalArgumentException("1 to 60 classes, not " + count);
        }

        public long start() {
            return 0;
        }

        public long step(long s, int i, int v) {
            int c = width == 0 ? Math.floorMod(v, count) : Math.floorDiv(v - 1, width);
            return c < 0 || c >= count ? s : s | 1L << c;
        }

        public boolean accepts(long s) {
            return s == (1L << count) - 1;
        }

        public String describe() {
            return width == 0 ? "every remainder mod " + count : "a value of each band of " + width + " from 1";
        }
    }

    /** Two cells whose values, in order, are one of {@code pairs} (a setter's own relation: {first, second} each). */
    record Pairs(int[][] pairs) implements Machine {
        public Pairs {
            pairs = Arrays.stream(pairs).map(int[]::clone).sorted(java.util.Comparator.<int[]>comparingInt(p -> p[0]).thenComparingInt(p -> p[1]))
                    .toArray(int[][]::new);
        }

        private static final long OFF = 1L << 31;

        public long start() {
            return 0;
        }

        public long step(long s, int i, int v) {
            if (i == 0) return v + OFF;
            int a = (int) (s - OFF);
            for (int[] p : pairs) if (p[0] == a && p[1] == v) return 1;
            return REJECT;
        }

        public boolean accepts(long s) {
            return s == 1;
        }

        public String describe() {
            return "x1, x2 is one of the relation's pairs";
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Pairs p && Arrays.deepEquals(p.pairs, pairs);
        }

        @Override
        public int hashCode() {
            return Arrays.deepHashCode(pairs);
        }

        @Override
        public String toString() {
            return "Pairs" + Arrays.deepToString(pairs);
        }
    }

    /**
     * A chaos construction's regions numbered in reading order, read over each grid cell's region, its step (its
     * distance from its region's first cell) and its value, in reading order over a grid {@code cols} wide. Values
     * count from {@code min}: region 1 and step 0 are {@code min}. A region's number is at most one more than the
     * highest before it, so region k+1's first cell comes after region k's; a cell's step is 0 exactly when its region
     * is new there; {@code regions} regions are used. The values say nothing here: they are read so that the line
     * names every cell of the construction, which the engine propagates as a whole (regions of as many cells as
     * values, connected, each value once) where it meets this line.
     */
    record ChaosOrder(int min, int regions, int cols) implements Machine {
        public long start() {
            return 0; // the highest region so far * 2 + whether the region just read is new
        }

        public long step(long s, int i, int v) {
            long high = s >> 1;
            long x = (long) v - min;
            if (i % 3 == 2) return s; // the cell's value
            if (i % 3 == 0) {
                if (x < 0 || x > high || x >= regions) return REJECT; // region x + 1: at most one more than the highest
                return x == high ? (high + 1) << 1 | 1 : high << 1;
            }
            if (x < 0) return REJECT;
            return (x == 0) == ((s & 1) == 1) ? high << 1 : REJECT; // a first cell has step 0, no other cell has
        }

        public boolean accepts(long s) {
            return s >> 1 == regions && (s & 1) == 0;
        }

        public String describe() {
            return "regions numbered 1 to " + regions + " in the reading order of their first cells, each first cell at step 0";
        }
    }

    /**
     * Two cells in one region differ, read as the two cells' regions then their values (a chaos construction's
     * region holds every value once, stated pair by pair).
     */
    record ChaosApart() implements Machine {
        private static final long OFF = 1L << 31;

        public long start() {
            return 0; // the first region, then whether the two regions are one, then with the first value
        }

        public long step(long s, int i, int v) {
            return switch (i) {
                case 0 -> v + OFF;
                case 1 -> s == v + OFF ? 1 : 0;
                case 2 -> s == 1 ? v + OFF : 0;
                default -> s != 0 && s == v + OFF ? REJECT : 0;
            };
        }

        public boolean accepts(long s) {
            return s == 0;
        }

        public String describe() {
            return "x3 and x4 differ when their regions x1 and x2 are one";
        }
    }

    /**
     * A cell's step (its distance, within its region, from the region's first cell), read as the cell's step, its
     * region, then each orthogonal neighbour's region and step: a step above 0 is one more than a neighbour's in the
     * same region, and no neighbour in the same region is two or more steps nearer the first cell. Steps and regions
     * count from {@code min}. So each region is connected, and the steps are its distances (one way to fill them).
     */
    record ChaosStep(int min) implements Machine {
        public long start() {
            return 0; // step (8 bits), region + 1 (8 bits, 0 before read), pending (the neighbour just read is in it), found
        }

        public long step(long s, int i, int v) {
            long x = (long) v - min;
            if (x < 0 || x > 250) return REJECT;
            if (i == 0) return x;
            long step = s & 0xFF, region = s >> 8 & 0xFF;
            boolean pending = (s >> 16 & 1) == 1;
            long found = s >> 17 & 1;
            if (i == 1) return step | (x + 1) << 8;
            if (i % 2 == 0) return step | region << 8 | (x + 1 == region ? 1L : 0L) << 16 | found << 17;
            if (!pending) return step | region << 8 | found << 17;
            if (x + 1 < step) return REJECT; // a neighbour of the region two or more steps nearer
            return step | region << 8 | (found == 1 || x + 1 == step ? 1L : 0L) << 17;
        }

        public boolean accepts(long s) {
            return (s & 0xFF) == 0 || (s >> 17 & 1) == 1;
        }

        public String describe() {
            return "x1 (the step of the cell whose region is x2) is 0 or one more than the least step of its neighbours in that region";
        }
    }

    /**
     * The first value plus {@code offset} is how many of the regions read after it equal the first of them (a chaos
     * count: the first counted cell's region is counted too).
     */
    record ChaosCount(int offset) implements Machine {
        private static final long OFF = 1L << 31;

        public long start() {
            return 0; // target (8 bits), count (8 bits), the first region + 2^31 (from bit 16)
        }

        public long step(long s, int i, int v) {
            if (i == 0) {
                long target = (long) v + offset;
                return target < 1 || target > 255 ? REJECT : target;
            }
            long target = s & 0xFF, count = s >> 8 & 0xFF;
            long first = i == 1 ? v + OFF : s >>> 16;
            if (first == v + OFF) count++;
            return count > target ? REJECT : target | count << 8 | first << 16;
        }

        public boolean accepts(long s) {
            return (s & 0xFF) == (s >> 8 & 0xFF);
        }

        public String describe() {
            return (offset == 0 ? "x1" : "x1 + " + offset) + " of the regions x2... equal x2";
        }
    }

    /**
     * The first value plus {@code offset} is the length of a run: from a start region (the second value) along arms of
     * {@code arms[k]} regions each, the regions equal to the start up to the first that differs, the start counted once
     * (a chaos arrow).
     */
    record ChaosRun(int offset, int[] arms) implements Machine {
        public ChaosRun {
            arms = arms.clone();
        }

        private static final long OFF = 1L << 31;

        public long start() {
            return 0; // target (8 bits), length so far (8 bits), still in the run on this arm (1 bit), start + 2^31 (from bit 17)
        }

        public long step(long s, int i, int v) {
            if (i == 0) {
                long target = (long) v + offset;
                return target < 1 || target > 255 ? REJECT : target;
            }
            long target = s & 0xFF, length = s >> 8 & 0xFF;
            if (i == 1) return target | 1L << 8 | 1L << 16 | (v + OFF) << 17;
            long first = s >>> 17;
            boolean running = (s >> 16 & 1) == 1 || armStarts(i);
            if (running && v + OFF == first) length++;
            else running = false;
            return length > target ? REJECT : target | length << 8 | (running ? 1L : 0L) << 16 | first << 17;
        }

        /** Whether position {@code i} is an arm's first cell after the start. */
        private boolean armStarts(int i) {
            int p = 2;
            for (int a : arms) {
                if (i == p) return true;
                p += a;
            }
            return false;
        }

        public boolean accepts(long s) {
            return (s & 0xFF) == (s >> 8 & 0xFF);
        }

        public String describe() {
            return (offset == 0 ? "x1" : "x1 + " + offset) + " is how many regions from x2 along the arrow's arms equal x2, x2 once";
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof ChaosRun r && r.offset == offset && Arrays.equals(r.arms, arms);
        }

        @Override
        public int hashCode() {
            return 31 * Arrays.hashCode(arms) + offset;
        }

        @Override
        public String toString() {
            return "ChaosRun" + offset + Arrays.toString(arms);
        }
    }

    /**
     * Where the first cell holds {@code zero}, the cells after it hold different values (a doppelganger's zero: its
     * row, column and box miss three different values); otherwise anything.
     */
    record DoppelgangerZero(int zero) implements Machine {
        /** Values the state's bits can tell apart. */
        public static final int MAX_VALUES = 60;
        private static final long FREE = 1;

        public long start() {
            return 0; // then FREE (the first cell is not the zero) or the values seen as bits from 2 up, with bit 1 set
        }

        public long step(long s, int i, int v) {
            if (i == 0) return v == zero ? 2 : FREE;
            if (s == FREE) return FREE;
            int k = v - zero;
            if (k < 0 || k >= MAX_VALUES) return REJECT;
            long bit = 1L << (k + 2);
            return (s & bit) != 0 ? REJECT : s | bit;
        }

        public boolean accepts(long s) {
            return s != 0;
        }

        public String describe() {
            return "where x1 is " + zero + ", the others differ";
        }
    }

    /**
     * A column read from the top: each {@code mid} has {@code low} directly above it or {@code high} directly below
     * it (Dutch flatmates: each 5 has a 1 above or a 9 below).
     */
    record Flatmates(int mid, int low, int high) implements Machine {
        private static final long LOW = 1, WANTS_HIGH = 2;

        public long start() {
            return 0; // whether the cell just read holds low, and whether it holds a mid without low above (high next)
        }

        public long step(long s, int i, int v) {
            if ((s & WANTS_HIGH) != 0 && v != high) return REJECT;
            return (v == low ? LOW : 0) | (v == mid && (s & LOW) == 0 ? WANTS_HIGH : 0);
        }

        public boolean accepts(long s) {
            return (s & WANTS_HIGH) == 0;
        }

        public String describe() {
            return "each " + mid + " has " + low + " directly above it or " + high + " directly below it";
        }
    }
}
