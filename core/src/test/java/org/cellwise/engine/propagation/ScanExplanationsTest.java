package org.cellwise.engine.propagation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import java.util.function.Predicate;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.ValueRange;
import org.junit.jupiter.api.Test;

/**
 * What clause learning is told of a line's removals ({@link Theory#explainRemoval}, {@link Theory#explainFailure}):
 * the removed values that cut every path through the value removed, on hand-made positions, and at random against
 * brute force (every filling of the line's cells from their root values less the reasons, checked by a reading of the
 * rule written apart from the line's automaton). Bit b of a domain is value min + b.
 */
class ScanExplanationsTest {
    private static Theory theory(int n, int min, int max, Machine machine) {
        int[] cells = new int[n];
        for (int i = 0; i < n; i++) cells[i] = i;
        return new Theory(new Model(n, new ValueRange(min, max), List.of(new Scan("line", cells, machine))));
    }

    @Test
    void aRemovalIsExplainedByTheCellsThatCutItsPathsAlone() {
        // a sum line of 10 over eight cells 1..9, the first a 9: the second closes the segment, so it is 1; a 5 there
        // is out because the first holds none of 1..5 (after any of 6..9 a 5 passes 10), and the cells after it are
        // not reasons
        Theory t = theory(8, 1, 9, new Machine.SegmentSums(10, false));
        assertTrue(t.explainsByPaths(0));
        long all = (1L << 9) - 1;
        long[] dom = {1L << 8, all, all, all, all, all, all, all};
        System.arraycopy(dom, 0, t.dom, 0, 8);
        t.explainOn(0);
        long[] reasons = new long[8];
        assertTrue(t.explainRemoval(0, 1, 4, reasons));
        assertArrayEquals(new long[] {0b11111, 0, 0, 0, 0, 0, 0, 0}, reasons);
        // a 1 in the second cell is not removed: nothing to explain
        assertFalse(t.explainRemoval(0, 1, 0, new long[8]));
    }

    @Test
    void aRemovalNearTheEndIsExplainedByTheCellsAfterIt() {
        // the last cell a 9 closes a segment: the one before it can only be 1 (or end a segment itself, 10 is no value)
        Theory t = theory(8, 1, 9, new Machine.SegmentSums(10, false));
        long all = (1L << 9) - 1;
        System.arraycopy(new long[] {all, all, all, all, all, all, all, 1L << 8}, 0, t.dom, 0, 8);
        t.explainOn(0);
        long[] reasons = new long[8];
        assertTrue(t.explainRemoval(0, 6, 4, reasons));
        assertArrayEquals(new long[] {0, 0, 0, 0, 0, 0, 0, 0b11111}, reasons);
    }

    @Test
    void aLineThatCannotHoldIsExplainedByTheCellsBeforeWhereItStops() {
        // 9 then 2: the segment passes 10 whatever follows
        Theory t = theory(5, 1, 9, new Machine.SegmentSums(10, false));
        long all = (1L << 9) - 1;
        System.arraycopy(new long[] {1L << 8, 1L << 1, all, all, all}, 0, t.dom, 0, 5);
        t.explainOn(0);
        long[] reasons = new long[5];
        assertTrue(t.explainFailure(0, reasons));
        assertEquals(0, reasons[2] | reasons[3] | reasons[4]);
        assertTrue(reasons[0] != 0 && reasons[1] != 0);
    }

    @Test
    void aCellReadTwiceIsLeftToTheWholeLine() {
        Theory t = new Theory(new Model(3, new ValueRange(1, 4), List.of(new Scan("loop", new int[] {0, 1, 2, 0}, new Machine.SegmentSums(5, false)))));
        assertFalse(t.explainsByPaths(0));
    }

    /** A sum line's rule read directly: cut where each segment reaches the sum; a loop from some starting cell. */
    private static Predicate<int[]> sumLine(int target, boolean loop) {
        return v -> {
            for (int r = 0; r < (loop ? v.length : 1); r++) {
                int partial = 0, cuts = 0;
                boolean ok = true;
                for (int k = 0; k < v.length && ok; k++) {
                    partial += v[(r + k) % v.length];
                    if (partial == target) {
                        partial = 0;
                        cuts++;
                    } else ok = partial < target;
                }
                if (ok && partial == 0 && cuts > 0) return true;
            }
            return false;
        };
    }

    /** Exactly {@code count} cells hold {@code value}. */
    private static Predicate<int[]> occurs(int value, int count) {
        return v -> java.util.Arrays.stream(v).filter(x -> x == value).count() == count;
    }

    @Test
    void randomLinesAgreeWithBruteForce() {
        Random rnd = new Random(56);
        int removals = 0, failures = 0;
        for (int round = 0; round < 3000; round++) {
            int n = 2 + rnd.nextInt(5), min = rnd.nextInt(2), max = min + 2 + rnd.nextInt(3);
            Machine machine;
            Predicate<int[]> rule;
            if (rnd.nextInt(4) > 0) {
                int target = 2 + rnd.nextInt(7);
                boolean loop = rnd.nextBoolean();
                machine = new Machine.SegmentSums(target, loop);
                rule = sumLine(target, loop);
            } else {
                int value = min + rnd.nextInt(max - min + 1), count = rnd.nextInt(n + 1);
                machine = new Machine.Counts(new int[] {value}, new int[] {count});
                rule = occurs(value, count);
            }
            Theory t = theory(n, min, max, machine);
            if (!t.explainsByPaths(0)) continue;
            int width = max - min + 1;
            long[] dom = new long[n];
            for (int i = 0; i < n; i++) {
                long d = 0;
                while (d == 0) d = rnd.nextLong() & ((1L << width) - 1) & (rnd.nextBoolean() ? -1L : rnd.nextLong());
                dom[i] = d;
            }
            System.arraycopy(dom, 0, t.dom, 0, n);
            boolean ok = t.run(0);
            long[] after = java.util.Arrays.copyOf(t.dom, n);
            System.arraycopy(dom, 0, t.dom, 0, n);
            t.explainOn(0);
            long root = (1L << width) - 1;
            if (!ok) {
                long[] reasons = new long[n];
                assertTrue(t.explainFailure(0, reasons), "a failure one pass finds");
                for (int j = 0; j < n; j++) assertEquals(0, reasons[j] & dom[j], "only removed values are reasons");
                assertFalse(anyFilling(n, min, root, reasons, rule, -1, 0), "the reasons alone leave no filling");
                failures++;
                continue;
            }
            for (int i = 0; i < n; i++)
                for (long gone = dom[i] & ~after[i]; gone != 0; gone &= gone - 1) {
                    int b = Long.numberOfTrailingZeros(gone);
                    long[] reasons = new long[n];
                    assertTrue(t.explainRemoval(0, i, b, reasons), "a removal one pass makes");
                    for (int j = 0; j < n; j++) assertEquals(0, reasons[j] & dom[j], "only removed values are reasons");
                    assertFalse(anyFilling(n, min, root, reasons, rule, i, b), "the reasons alone keep value " + (min + b) + " out of cell " + i);
                    removals++;
                }
            // a value kept has a filling through it, and is not explained away
            for (int i = 0; i < n; i++)
                for (long kept = after[i]; kept != 0; kept &= kept - 1)
                    assertFalse(t.explainRemoval(0, i, Long.numberOfTrailingZeros(kept), new long[n]));
        }
        assertTrue(removals > 1000 && failures > 100, removals + " removals, " + failures + " failures");
    }

    /**
     * Whether some filling of the cells, each from {@code root} less its reasons, meets the rule with bit {@code b} in
     * cell {@code cell} ({@code cell} -1: any filling).
     */
    private static boolean anyFilling(int n, int min, long root, long[] reasons, Predicate<int[]> rule, int cell, int b) {
        int[] v = new int[n];
        return fill(0, v, min, root, reasons, rule, cell, b);
    }

    private static boolean fill(int i, int[] v, int min, long root, long[] reasons, Predicate<int[]> rule, int cell, int b) {
        if (i == v.length) return rule.test(v);
        long d = i == cell ? 1L << b : root & ~reasons[i];
        for (; d != 0; d &= d - 1) {
            v[i] = min + Long.numberOfTrailingZeros(d);
            if (fill(i + 1, v, min, root, reasons, rule, cell, b)) return true;
        }
        return false;
    }
}
