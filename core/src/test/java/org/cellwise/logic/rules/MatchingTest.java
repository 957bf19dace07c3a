package org.cellwise.logic.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Which cell takes which value in some complete placement: {@link Matching} against every placement listed, on
 * random bipartite graphs of 1 to 8 cells (dense, sparse and in between), and on two read by hand.
 */
class MatchingTest {
    @Test
    void keepsExactlyTheValuesSomePlacementGivesACell() {
        SplittableRandom r = new SplittableRandom(20261127);
        int none = 0, some = 0;
        for (int round = 0; round < 20_000; round++) {
            int k = 1 + r.nextInt(8);
            double density = 0.2 + 0.7 * r.nextDouble();
            int[] allowed = new int[k];
            for (int i = 0; i < k; i++)
                for (int p = 0; p < k; p++) if (r.nextDouble() < density) allowed[i] |= 1 << p;
            int[] expected = listed(allowed, k);
            int[] got = Matching.keep(allowed, k);
            if (expected == null) {
                assertNull(got);
                none++;
            } else {
                assertArrayEquals(expected, got, () -> java.util.Arrays.toString(allowed));
                some++;
            }
        }
        assertTrue(none > 1000 && some > 1000, none + " without a placement, " + some + " with");
    }

    /** Kept answers, asked again and again about a few graphs per size, as rules ask: the same as listing them. */
    @Test
    void keptAnswersAreTheAnswers() {
        SplittableRandom r = new SplittableRandom(20261128);
        for (int k = 1; k <= 8; k++) {
            Matching.Kept kept = new Matching.Kept();
            int[][] pool = new int[3000][];
            for (int g = 0; g < pool.length; g++) {
                pool[g] = new int[k];
                double density = 0.2 + 0.7 * r.nextDouble();
                for (int i = 0; i < k; i++)
                    for (int p = 0; p < k; p++) if (r.nextDouble() < density) pool[g][i] |= 1 << p;
            }
            for (int ask = 0; ask < 12_000; ask++) {
                int[] allowed = pool[r.nextInt(pool.length)];
                int[] expected = listed(allowed, k), got = kept.keep(allowed.clone(), k);
                if (expected == null) assertNull(got);
                else assertArrayEquals(expected, got, java.util.Arrays.toString(allowed));
            }
        }
    }

    @Test
    void twoByHand() {
        // cells 0 and 1 share positions 0 and 1, so cell 2 cannot take them: it keeps 2 alone
        assertArrayEquals(new int[] {0b011, 0b011, 0b100}, Matching.keep(new int[] {0b011, 0b011, 0b111}, 3));
        // three cells on two positions: no placement
        assertNull(Matching.keep(new int[] {0b011, 0b011, 0b011}, 3));
        assertEquals(1, Matching.keep(new int[] {0b1}, 1)[0]);
    }

    /** Every placement listed: per cell the positions some placement gives it, or null when there is none. */
    private static int[] listed(int[] allowed, int k) {
        int[] keep = new int[k];
        boolean any = place(allowed, k, 0, 0, new int[k], keep);
        return any ? keep : null;
    }

    private static boolean place(int[] allowed, int k, int i, int used, int[] at, int[] keep) {
        if (i == k) {
            for (int c = 0; c < k; c++) keep[c] |= 1 << at[c];
            return true;
        }
        boolean any = false;
        for (int p = 0; p < k; p++) {
            if ((allowed[i] >>> p & 1) == 0 || (used >>> p & 1) != 0) continue;
            at[i] = p;
            any |= place(allowed, k, i + 1, used | 1 << p, at, keep);
        }
        return any;
    }
}
