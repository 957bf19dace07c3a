package org.cellwise.engine.propagation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The combination table narrows a distinct sum exactly as the cell-by-cell enumeration does. */
class SumCombinationsTest {

    @Test
    void agreesWithTheEnumerationOnRandomDomains() {
        Random rnd = new Random(20261126);
        int narrowed = 0, empty = 0;
        for (int trial = 0; trial < 40_000; trial++) {
            int size = rnd.nextBoolean() ? 9 : 4 + rnd.nextInt(13); // 4..16 values
            int min = rnd.nextInt(4) == 0 ? 0 : 1;
            int max = min + size - 1;
            int k = 2 + rnd.nextInt(Math.min(size, SumCombinations.MAX_CELLS) - 1);
            long lo = (long) k * min + (long) k * (k - 1) / 2, hi = (long) k * max - (long) k * (k - 1) / 2;
            long target = lo + (long) (rnd.nextDouble() * (hi - lo + 1));
            long full = (1L << size) - 1;
            long[] dom = new long[k];
            double keep = 0.3 + 0.7 * rnd.nextDouble();
            for (int i = 0; i < k; i++) {
                long d = 0;
                for (int b = 0; b < size; b++) if (rnd.nextDouble() < keep) d |= 1L << b;
                dom[i] = d == 0 ? full : d;
            }
            SumCombinations table = SumCombinations.of(k, target, min, max);
            double orderings = 1;
            for (long d : dom) orderings *= Long.bitCount(d);
            if (table == null || orderings > 200_000) continue; // the reference enumeration must stay quick
            long[] expected = dom.clone();
            int r = new CageSupports(CageSupports.Mode.SUM, target, true, min, max, k).prune(expected, Integer.MAX_VALUE, null);
            long[] got = dom.clone();
            boolean ok = table.prune(got);
            String what = "k=" + k + " target=" + target + " min=" + min + " size=" + size;
            if (r == CageSupports.NONE) {
                assertEquals(false, ok, what);
                assertArrayEquals(dom, got, "domains stay as they were when nothing fits: " + what);
                empty++;
            } else {
                assertEquals(true, ok, what);
                assertArrayEquals(expected, got, what);
                narrowed++;
            }
        }
        // both outcomes must have been exercised many times for the comparison to mean anything
        org.junit.jupiter.api.Assertions.assertTrue(narrowed > 5_000 && empty > 1_000, narrowed + " / " + empty);
    }

    /**
     * A cage of several totals narrows each cell to the values that some ordering of distinct values reaching one of
     * them takes, found here by trying every ordering: the union of what each total alone keeps is not it, as one
     * total's orderings fit and another's do not.
     */
    @Test
    void severalTotalsKeepWhatSomeTotalsOrderingsTake() {
        Random rnd = new Random(20261127);
        int narrowed = 0, empty = 0;
        for (int trial = 0; trial < 20_000; trial++) {
            int k = 2 + rnd.nextInt(3); // 2..4 cells on 1..9: every ordering is quick to try
            int root = 1 + rnd.nextInt(9);
            int[] targets = org.cellwise.rules.MultiSumCage.digitalRootSums(root, k, 9);
            if (rnd.nextInt(4) == 0) targets = new int[] {targets[0], targets[0] + 1 + rnd.nextInt(5)}; // not a root set
            long[] dom = new long[k];
            double keep = 0.2 + 0.6 * rnd.nextDouble();
            for (int i = 0; i < k; i++) {
                long d = 0;
                for (int b = 0; b < 9; b++) if (rnd.nextDouble() < keep) d |= 1L << b;
                dom[i] = d == 0 ? 0b111111111 : d;
            }
            long[] expected = new long[k];
            boolean any = orderings(dom, new int[k], 0, targets, expected);
            SumCombinations table = SumCombinations.anyOf(k, targets, 1, 9);
            assertNotNull(table);
            long[] got = dom.clone();
            String what = "k=" + k + " totals=" + java.util.Arrays.toString(targets);
            assertEquals(any, table.prune(got), what);
            if (any) {
                assertArrayEquals(expected, got, what);
                narrowed++;
            } else {
                assertArrayEquals(dom, got, "domains stay as they were when nothing fits: " + what);
                empty++;
            }
        }
        org.junit.jupiter.api.Assertions.assertTrue(narrowed > 2_000 && empty > 1_000, narrowed + " / " + empty);
    }

    /** Every ordering of distinct values from {@code dom} adding up to one of {@code targets}, into {@code seen}. */
    private static boolean orderings(long[] dom, int[] picked, int i, int[] targets, long[] seen) {
        if (i == dom.length) {
            int sum = 0;
            for (int b : picked) sum += b + 1;
            for (int t : targets)
                if (t == sum) {
                    for (int j = 0; j < picked.length; j++) seen[j] |= 1L << picked[j];
                    return true;
                }
            return false;
        }
        boolean any = false;
        next:
        for (long m = dom[i]; m != 0; m &= m - 1) {
            int b = Long.numberOfTrailingZeros(m);
            for (int j = 0; j < i; j++) if (picked[j] == b) continue next;
            picked[i] = b;
            any |= orderings(dom, picked, i + 1, targets, seen);
        }
        return any;
    }

    @Test
    void listsTheKnownKillerCombinations() {
        // 17 in two cells: only 8+9; 10 in four cells: only 1+2+3+4; 45 in nine: everything
        long[] two = {-1, -1};
        SumCombinations pair = SumCombinations.of(2, 17, 1, 9);
        assertNotNull(pair);
        pair.prune(two);
        assertArrayEquals(new long[] {0b110000000, 0b110000000}, two);
        long[] four = {-1, -1, -1, -1};
        SumCombinations.of(4, 10, 1, 9).prune(four);
        assertArrayEquals(new long[] {0b1111, 0b1111, 0b1111, 0b1111}, four);
        long[] nine = new long[9];
        java.util.Arrays.fill(nine, 0b111111111);
        nine[0] = 0b1; // r: only 1
        SumCombinations.of(9, 45, 1, 9).prune(nine);
        assertEquals(0b111111110, nine[1], "the 1 is taken by the first cell, so no other cell keeps it");
        assertNull(SumCombinations.of(11, 66, 1, 11), "longer cages keep the enumeration");
    }
}
