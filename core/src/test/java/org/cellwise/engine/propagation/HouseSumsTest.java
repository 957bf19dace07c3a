package org.cellwise.engine.propagation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Sum;
import org.junit.jupiter.api.Test;

/** The sums derived from houses and from sums added together hold on every filled grid they were derived from. */
class HouseSumsTest {

    @Test
    void everyHouseEquationHoldsOnItsGrid() {
        Random rnd = new Random(20261128);
        int checked = 0, long_ = 0, outside = 0;
        for (int trial = 0; trial < 300; trial++) {
            int[] grid = InniesOutiesTest.grid(rnd);
            List<int[]> cages = InniesOutiesTest.cages(rnd, 1 + rnd.nextInt(8), rnd.nextInt(3) == 0);
            List<Long> targets = new ArrayList<>();
            for (int[] c : cages) targets.add(Arrays.stream(c).mapToLong(x -> grid[x]).sum());
            Apart apart = apart(cages);
            for (HouseSums.Equation e : HouseSums.derive(81, InniesOutiesTest.houses(), cages, targets, apart, 9, 1)) {
                long sum = 0;
                for (int i = 0; i < e.cells().length; i++) sum += (long) e.coef()[i] * grid[e.cells()[i]];
                assertEquals(e.target(), sum, "trial " + trial + ": " + Arrays.toString(e.cells()) + Arrays.toString(e.coef()));
                checked++;
                if (e.cells().length > InniesOuties.MAX_TERMS) long_++;
                if (Arrays.stream(e.coef()).anyMatch(c -> c < 0)) outside++;
            }
        }
        assertTrue(checked > 2_000 && long_ > 30 && outside > 100, checked + " equations, " + long_ + " long, " + outside + " with a cell out");
    }

    /**
     * A merged sum is the union of some of the sums given, over disjoint cells, and its total theirs: on diagonals of
     * six cells or more (little killers), with totals near the ends of their ranges, where merging pays.
     */
    @Test
    void everySumAddedIsTheSumOfItsParts() {
        Random rnd = new Random(20261129);
        int checked = 0;
        for (int trial = 0; trial < 300; trial++) {
            List<int[]> sums = new ArrayList<>();
            List<Long> targets = new ArrayList<>();
            for (int start = -3; start <= 3; start++) {
                for (int dir = 0; dir < 2; dir++) {
                    if (rnd.nextBoolean()) continue;
                    List<Integer> diag = new ArrayList<>();
                    for (int r = 0; r < 9; r++) {
                        int c = dir == 0 ? r + start : 8 - r + start;
                        if (c >= 0 && c < 9) diag.add(r * 9 + c);
                    }
                    sums.add(diag.stream().mapToInt(Integer::intValue).toArray());
                    int len = diag.size();
                    targets.add((long) (rnd.nextBoolean() ? len + rnd.nextInt(len * 2) : 9 * len - rnd.nextInt(len * 2)));
                }
            }
            for (CombinedSums.Merged m : CombinedSums.derive(81, sums, targets, apart(List.of()), 9, 1)) {
                java.util.Set<Integer> cells = new java.util.HashSet<>();
                for (int x : m.cells()) assertTrue(cells.add(x), "each cell once");
                java.util.Set<Integer> covered = new java.util.HashSet<>();
                long total = 0;
                assertTrue(m.parts().length >= 2, "trial " + trial + ": merged from two sums or more");
                for (int i : m.parts()) {
                    for (int x : sums.get(i)) assertTrue(covered.add(x), "trial " + trial + ": merged sums overlap");
                    total += targets.get(i);
                }
                assertEquals(cells, covered, "trial " + trial + ": the merged cells are its parts'");
                assertEquals(total, m.target(), "trial " + trial + ": the merged total is its parts'");
                checked++;
            }
        }
        assertTrue(checked > 100, checked + " merged sums");
    }

    /** Rows, columns and boxes, and the cages as distinct sums. */
    private static Apart apart(List<int[]> cages) {
        List<Constraint> cs = new ArrayList<>();
        for (int[] h : InniesOutiesTest.houses()) cs.add(new AllDifferent("house", h));
        for (int[] c : cages) cs.add(new Sum("cage", c, 0, true));
        return Apart.of(81, cs);
    }
}
