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

    static List<int[]> houses() {
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

    @Test
    void aDigitalRootCageGivesItsRowsRestModuloNine() {
        // row 1: r1c1-r1c2 add to 4 or 13 (digital root 4), r1c3-r1c5 to 15: r1c6-r1c9 add to 26 modulo 9, that is 8
        List<int[]> cages = List.of(new int[] {0, 1}, new int[] {2, 3, 4});
        List<InniesOuties.Equation> eqs = InniesOuties.derive(81, houses(), cages, List.of(4L, 15L), new int[] {9, 0}, 45);
        InniesOuties.Equation e = eqs.stream().filter(x -> Arrays.equals(x.cells(), new int[] {5, 6, 7, 8})).findFirst().orElseThrow();
        assertEquals(9, e.modulus());
        assertEquals(8, e.target());
        assertTrue(eqs.stream().noneMatch(x -> x.modulus() == 0 && Arrays.equals(x.cells(), new int[] {5, 6, 7, 8})),
                "no exact equation where a total is known only modulo 9");
    }

    /**
     * With cages known only modulo their step (digital-root cages, and sums of a few totals a step apart), every
     * equation holds on the grid, exactly or modulo its step; none is kept modulo 1.
     */
    @Test
    void everyModularEquationHoldsOnTheGridItWasDerivedFrom() {
        Random rnd = new Random(20261127);
        int modular = 0, exact = 0;
        for (int trial = 0; trial < 300; trial++) {
            int[] grid = grid(rnd);
            List<int[]> cages = cages(rnd, 1 + rnd.nextInt(6), rnd.nextInt(4) == 0);
            List<Long> targets = new ArrayList<>();
            int[] steps = new int[cages.size()];
            for (int i = 0; i < cages.size(); i++) {
                long sum = Arrays.stream(cages.get(i)).mapToLong(x -> grid[x]).sum();
                steps[i] = rnd.nextInt(3) == 0 ? 0 : rnd.nextBoolean() ? 9 : 2 + rnd.nextInt(8);
                // the target given is any total of the cage's set, not always the one the grid has
                targets.add(steps[i] == 0 ? sum : sum + steps[i] * (long) (rnd.nextInt(3) - 1));
            }
            for (InniesOuties.Equation e : InniesOuties.derive(81, houses(), cages, targets, steps, 45)) {
                long sum = 0;
                for (int i = 0; i < e.cells().length; i++) sum += (long) e.coef()[i] * grid[e.cells()[i]];
                assertTrue(e.modulus() != 1, show(List.of(e)));
                if (e.modulus() == 0) {
                    assertEquals(e.target(), sum, "trial " + trial + ": " + show(List.of(e)));
                    exact++;
                } else {
                    assertEquals(e.target(), Math.floorMod(sum, e.modulus()), "trial " + trial + ": " + show(List.of(e)) + " mod " + e.modulus());
                    modular++;
                }
            }
        }
        assertTrue(modular > 1_000 && exact > 100, modular + " modular equations, " + exact + " exact");
    }

    /** A Sudoku solution: the pattern grid with digits, rows within bands, bands and columns shuffled. */
    static int[] grid(Random rnd) {
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
    static List<int[]> cages(Random rnd, int max, boolean gaps) {
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
