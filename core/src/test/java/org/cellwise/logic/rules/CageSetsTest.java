package org.cellwise.logic.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.cellwise.engine.propagation.CageSupports;
import org.junit.jupiter.api.Test;

/**
 * A cage whose cells all differ, read by its value sets ({@link CageSets}): what it keeps of each cell against
 * every filling listed, on random domains of cages of 1 to 7 cells over 1..9, for sums and products, with and
 * without a value the sets must hold. Each cage is asked many times, as forcing chains ask it, so both the sets
 * listed once and the search within the budget are met.
 */
class CageSetsTest {
    @Test
    void keepsExactlyTheValuesSomeFillingGivesACell() {
        SplittableRandom r = new SplittableRandom(20261129);
        int none = 0, some = 0, over = 0;
        for (int cage = 0; cage < 400; cage++) {
            int k = 1 + r.nextInt(7);
            CageSupports.Mode mode = r.nextInt(4) == 0 ? CageSupports.Mode.PRODUCT : CageSupports.Mode.SUM;
            long target = target(r, k, mode);
            CageSets sets = new CageSets(mode, target, 1, 9, k);
            for (int ask = 0; ask < 60; ask++) {
                long[] dom = new long[k];
                double density = 0.3 + 0.7 * r.nextDouble();
                for (int i = 0; i < k; i++)
                    for (int v = 0; v < 9; v++) if (r.nextDouble() < density) dom[i] |= 1L << v;
                long require = r.nextInt(5) == 0 ? 1L << r.nextInt(9) : 0;
                long[] expected = listed(dom, k, mode, target, require);
                long[] got = dom.clone();
                // a small budget now and then: the search then runs instead of the sets listed, or gives up
                long nodes = ask % 3 == 0 ? 300 : 50_000;
                int answer = sets.prune(got, nodes, require);
                if (answer == CageSupports.OVER_BUDGET) {
                    assertEquals(300, nodes);
                    assertArrayEquals(dom, got);
                    over++;
                    continue;
                }
                if (expected == null) {
                    assertEquals(CageSupports.NONE, answer);
                    none++;
                } else {
                    assertEquals(CageSupports.NARROWED, answer);
                    assertArrayEquals(expected, got, () -> mode + " " + target + " " + java.util.Arrays.toString(dom));
                    some++;
                }
            }
        }
        assertTrue(none > 1000 && some > 1000 && over > 100, none + " without a filling, " + some + " with, " + over + " over budget");
    }

    /** A target some k different values of 1..9 meet. */
    private static long target(SplittableRandom r, int k, CageSupports.Mode mode) {
        long t = mode == CageSupports.Mode.SUM ? 0 : 1;
        long used = 0;
        for (int i = 0; i < k; i++) {
            int v;
            do v = 1 + r.nextInt(9); while ((used >>> v & 1) != 0);
            used |= 1L << v;
            t = mode == CageSupports.Mode.SUM ? t + v : t * v;
        }
        return t;
    }

    /** Every filling listed: per cell the value indexes some filling gives it, or null when there is none. */
    private static long[] listed(long[] dom, int k, CageSupports.Mode mode, long target, long require) {
        long[] keep = new long[k];
        boolean any = fill(dom, k, mode, target, require, 0, 0, mode == CageSupports.Mode.SUM ? 0 : 1, new int[k], keep);
        return any ? keep : null;
    }

    private static boolean fill(long[] dom, int k, CageSupports.Mode mode, long target, long require, int i, long used,
            long acc, int[] at, long[] keep) {
        if (i == k) {
            if (acc != target || (used & require) != require) return false;
            for (int c = 0; c < k; c++) keep[c] |= 1L << at[c];
            return true;
        }
        boolean any = false;
        for (int v = 0; v < 9; v++) {
            if ((dom[i] >>> v & 1) == 0 || (used >>> v & 1) != 0) continue;
            at[i] = v;
            long next = mode == CageSupports.Mode.SUM ? acc + v + 1 : acc * (v + 1);
            any |= fill(dom, k, mode, target, require, i + 1, used | 1L << v, next, at, keep);
        }
        return any;
    }
}
