package org.cellwise.engine.propagation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The 45 rule's equations: the ones a person finds, and never one a filled grid breaks. */
class InniesOutiesTest {

    private static List<int[]> houses() {
        List<int[]> h = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            int[] row = new int[9];
            for (int j = 0; j < 9; j++) row[j] = i * 9 + j;
            h.add(row);
        }
        for (int i = 0; i < 9; i++) {
            int[] col = new int[9];
            for (int j = 0; j < 9; j++) col[j] = j * 9 + i;
            h.add(col);
        }
        for (int i = 0; i < 9; i++) {
            int[] box = new int[9];
            for (int j = 0; j < 9; j++) box[j] = (i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3;
            h.add(box);
        }
        return h;
    }

    @Test
    void findsTheInnieAndTheOutieOfARow() {
        // row 1: r1c1-r1c4 add to 10, r1c5-r1c8 to 30, and r1c9 with r2c9 to 12
        List<int[]> cages = List.of(new int[] {0, 1, 2, 3}, new int[] {4, 5, 6, 7}, new int[] {8, 17});
        List<Long> targets = List.of(10L, 30L, 12L);
        List<InniesOuties.Equation> eqs = InniesOuties.derive(81, houses(), cages, targets, 45);
        assertTrue(has(eqs, new int[] {8}, new int[] {1}, 5), "the innie r1c9 = 45 - 10 - 30: " + show(eqs));
        assertTrue(has(eqs, new int[] {17}, new int[] {-1}, 45 - 52), "the outie r2c9 = 52 - 45: " + show(eqs));
    }

    @Test
    void everyEquationHoldsOnTheGridItWasDerivedFrom() {
        Random rnd = new Random(20261126);
        int checked = 0, mixed = 0;
        for (int trial = 0; trial < 300; trial++) {
            int[] grid = grid(rnd);
            List<int[]> cages = cages(rnd, 1 + rnd.nextInt(6), rnd.nextInt(4) == 0);
            List<Long> targets = new ArrayList<>();
            for (int[] c : cages) targets.add(Arrays.stream(c).mapToLong(x -> grid[x]).sum());
            for (InniesOuties.Equation e : InniesOuties.derive(81, houses(), cages, targets, 45)) {
                long sum = 0;
                boolean plus = false, minus = false;
                for (int i = 0; i < e.cells().length; i++) {
                    sum += (long) e.coef()[i] * grid[e.cells()[i]];
                    plus |= e.coef()[i] > 0;
                    minus |= e.coef()[i] < 0;
                }
                assertEquals(e.target(), sum, "trial " + trial + ": " + show(List.of(e)));
                assertTrue(e.cells().length <= InniesOuties.MAX_TERMS);
                checked++;
                if (plus && minus) mixed++;
            }
        }
        assertTrue(checked > 3_000 && mixed > 100, checked + " equations, " + mixed + " with innies and outies");
    }

    /** A Sudoku solution: the pattern grid with digits, rows within bands, bands and columns shuffled. */
    private static int[] grid(Random rnd) {
        int[] digits = shuffled(rnd, 9), rows = new int[9], cols = new int[9];
        int[] bands = shuffled(rnd, 3), stacks = shuffled(rnd, 3);
        for (int b = 0; b < 3; b++) {
            int[] r = shuffled(rnd, 3), c = shuffled(rnd, 3);
            for (int i = 0; i < 3; i++) {
                rows[b * 3 + i] = bands[b] * 3 + r[i];
                cols[b * 3 + i] = stacks[b] * 3 + c[i];
            }
        }
        int[] g = new int[81];
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++) {
                int rr = rows[r], cc = cols[c];
                g[r * 9 + c] = 1 + digits[(rr * 3 + rr / 3 + cc) % 9];
            }
        return g;
    }

    private static int[] shuffled(Random rnd, int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = i;
        for (int i = n - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1), t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
        return a;
    }

    /** Connected cages of up to {@code max} cells; with {@code gaps} some cells stay outside every cage. */
    private static List<int[]> cages(Random rnd, int max, boolean gaps) {
        int[] owner = new int[81];
        Arrays.fill(owner, -1);
        List<int[]> out = new ArrayList<>();
        for (int start : shuffled(rnd, 81)) {
            if (owner[start] >= 0) continue;
            if (gaps && rnd.nextInt(5) == 0) {
                owner[start] = -2;
                continue;
            }
            int want = 1 + rnd.nextInt(max);
            List<Integer> cells = new ArrayList<>(List.of(start));
            owner[start] = out.size();
            while (cells.size() < want) {
                int from = cells.get(rnd.nextInt(cells.size()));
                int[] next = {from - 9, from + 9, from % 9 > 0 ? from - 1 : -1, from % 9 < 8 ? from + 1 : -1};
                int to = next[rnd.nextInt(4)];
                if (to < 0 || to >= 81 || owner[to] != -1) {
                    if (rnd.nextInt(8) == 0) break; // boxed in: a shorter cage
                    continue;
                }
                owner[to] = out.size();
                cells.add(to);
            }
            out.add(cells.stream().mapToInt(Integer::intValue).toArray());
        }
        return out;
    }

    private static boolean has(List<InniesOuties.Equation> eqs, int[] cells, int[] coef, long target) {
        for (InniesOuties.Equation e : eqs)
            if (Arrays.equals(e.cells(), cells) && Arrays.equals(e.coef(), coef) && e.target() == target) return true;
        return false;
    }

    private static String show(List<InniesOuties.Equation> eqs) {
        StringBuilder b = new StringBuilder();
        for (InniesOuties.Equation e : eqs) {
            for (int i = 0; i < e.cells().length; i++)
                b.append(e.coef()[i] > 0 ? " +" : " -").append('r').append(e.cells()[i] / 9 + 1).append('c').append(e.cells()[i] % 9 + 1);
            b.append(" = ").append(e.target()).append(';');
        }
        return b.toString();
    }
}
