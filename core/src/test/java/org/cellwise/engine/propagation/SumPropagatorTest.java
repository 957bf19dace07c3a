package org.cellwise.engine.propagation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Constraint;
import org.cellwise.model.ValueRange;
import org.junit.jupiter.api.Test;

/**
 * The sum bounded by groups of differing cells against every assignment of its cells: on random domains, random
 * groups of cells that differ, random coefficients (ones, ±1, a pill's 10 and 1 against −1s) and values from 1, 0 or
 * below zero, it never removes a value some solution uses, it keeps no other once three cells or fewer are open and
 * enumerated, and it narrows (or fails) often enough for that to mean something.
 */
class SumPropagatorTest {

    @Test
    void keepsEveryValueSomeSolutionUses() {
        Random rnd = new Random(20261128);
        int narrowed = 0, refuted = 0, exact = 0;
        for (int trial = 0; trial < 20_000; trial++) {
            // values from 1 mostly, from 0 or below zero too (a total may then be negative)
            int values = 4 + rnd.nextInt(6), min = rnd.nextInt(5) == 0 ? -rnd.nextInt(4) : 1, max = min + values - 1;
            int k = 2 + rnd.nextInt(5);
            int[] coef = new int[k];
            int style = rnd.nextInt(3);
            for (int i = 0; i < k; i++) coef[i] = style == 0 ? 1 : style == 1 ? (rnd.nextBoolean() ? 1 : -1) : i == 0 ? 10 : i == 1 ? 1 : -1;
            // cells 0..k-1; groups of cells that differ, as rows and boxes would make them
            List<Constraint> groups = new ArrayList<>();
            for (int g = rnd.nextInt(4); g > 0; g--) {
                int[] cells = rnd.ints(0, k).distinct().limit(2 + rnd.nextInt(Math.min(k, values) - 1)).toArray();
                if (cells.length > 1) groups.add(new AllDifferent("g" + g, cells));
            }
            Apart apart = Apart.of(k, groups);
            int[] vars = new int[k];
            for (int i = 0; i < k; i++) vars[i] = i;
            long[] dom = new long[k];
            double keep = 0.3 + 0.7 * rnd.nextDouble();
            for (int i = 0; i < k; i++) {
                long d = 0;
                for (int b = 0; b < values; b++) if (rnd.nextDouble() < keep) d |= 1L << b;
                dom[i] = d == 0 ? 1L << rnd.nextInt(values) : d;
            }
            // a target some assignment within the domains reaches, or any
            long target = 0;
            for (int i = 0; i < k; i++) {
                long d = dom[i];
                int pick = rnd.nextInt(Long.bitCount(d));
                for (int j = 0; j < pick; j++) d &= d - 1;
                target += (long) coef[i] * (min + Long.numberOfTrailingZeros(d));
            }
            if (rnd.nextInt(4) == 0) target += rnd.nextInt(7) - 3;
            long[] supported = supports(dom, coef, target, apart, min);
            Model empty = new Model(k, new ValueRange(min, max), List.of());
            long[] work = dom.clone();
            Propagation s = new Propagation(empty, work);
            boolean enumerate = rnd.nextBoolean();
            SumPropagator p = new SumPropagator("sum", vars, coef, target, apart.cliques(vars, coef), apart.matrix(vars), min, max,
                    enumerate ? 4_096 : 0, 0);
            boolean ok = p.propagate(s);
            boolean any = false;
            for (long x : supported) any |= x != 0;
            boolean solvable = true;
            for (long x : supported) solvable &= x != 0;
            String what = "trial " + trial;
            int openBefore = 0;
            for (long d : dom) if (!Propagator.single(d)) openBefore++;
            if (!solvable) {
                if (!ok) refuted++;
                // one to three open cells are enumerated: no solution is always found out, also when the bounds fix
                // every cell (two cells of different coefficients that must differ holding one value)
                else assertTrue(!enumerate || openBefore > SumPropagator.OPEN_LIMIT, what + ": no solution, yet the sum held");
                continue;
            }
            assertTrue(ok, what + ": a solution exists, yet the sum failed");
            boolean changed = false, tight = true;
            for (int i = 0; i < k; i++) {
                assertEquals(supported[i], work[i] & supported[i], what + ": cell " + i + " lost a supported value");
                changed |= work[i] != dom[i];
                tight &= work[i] == supported[i];
            }
            if (changed) narrowed++;
            if (tight && enumerate) exact++;
            int openAfter = 0;
            for (long d : work) if (!Propagator.single(d)) openAfter++;
            // the supports are enumerated once the bounds leave three open cells or fewer
            if (enumerate && openAfter <= SumPropagator.OPEN_LIMIT)
                for (int i = 0; i < k; i++) assertEquals(supported[i], work[i], what + ": cell " + i + " keeps a value no solution uses");
            assertTrue(any);
        }
        assertTrue(narrowed > 3_000 && refuted > 500 && exact > 3_000, narrowed + " narrowed, " + refuted + " refuted, " + exact + " exact");
    }

    /** Per cell, the values some assignment uses: within the domains, the differing cells apart, the total met. */
    private static long[] supports(long[] dom, int[] coef, long target, Apart apart, int min) {
        int k = dom.length;
        long[] sup = new long[k];
        int[] value = new int[k];
        search(0, 0, dom, coef, target, apart, min, value, sup);
        for (long x : sup) if (x == 0) return new long[k];
        return sup;
    }

    private static void search(int i, long sum, long[] dom, int[] coef, long target, Apart apart, int min, int[] value, long[] sup) {
        int k = dom.length;
        if (i == k) {
            if (sum == target) for (int j = 0; j < k; j++) sup[j] |= 1L << (value[j] - min);
            return;
        }
        for (long d = dom[i]; d != 0; d &= d - 1) {
            int v = min + Long.numberOfTrailingZeros(d);
            boolean clash = false;
            for (int j = 0; j < i && !clash; j++) clash = value[j] == v && apart.differ(i, j);
            if (clash) continue;
            value[i] = v;
            search(i + 1, sum + (long) coef[i] * v, dom, coef, target, apart, min, value, sup);
        }
    }
}
