package org.cellwise.engine.propagation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The 45 rule, as killer solvers use it: a region made of whole houses (groups that hold every value once) adds
 * up to a known total, so the cells of the region outside the cages lying wholly inside it (innies), and the cells
 * of the cages poking out of it (outies), add up to known totals too. These equations are redundant: they change no
 * answer, only how early a wrong branch fails. On the slowest janko killers they cut the search several times.
 *
 * <p>Regions are runs of up to {@link #MAX_RUN} consecutive, pairwise disjoint houses in the order the rules list
 * them (rows 1–3, boxes 4–5, one column). Any such union is a valid region whatever the order, so the order only
 * decides which equations are found, never whether one holds. An equation is kept when it is short
 * ({@link #MAX_TERMS} cells or fewer), because a long sum of unknown cells narrows little and costs each wake-up.
 */
final class InniesOuties {
    static final int MAX_RUN = 4;
    static final int MAX_TERMS = 6;

    private InniesOuties() {}

    /** One derived equation: sum of coef[i] * cell[i] equals target. */
    record Equation(int[] cells, int[] coef, long target) {}

    /**
     * @param houses the groups holding every value once, in the rules' order
     * @param sums   the sum constraints as {cells..., target} (cells pairwise different within each)
     * @param total  what a house adds up to
     */
    static List<Equation> derive(int n, List<int[]> houses, List<int[]> sumCells, List<Long> sumTargets, long total) {
        List<Equation> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        // each cell's sums, so a region finds its cages without scanning them all
        List<List<Integer>> sumsOf = new ArrayList<>();
        for (int i = 0; i < n; i++) sumsOf.add(new ArrayList<>());
        for (int s = 0; s < sumCells.size(); s++) for (int c : sumCells.get(s)) sumsOf.get(c).add(s);
        // the given sums themselves count as seen: an equation equal to a cage adds nothing
        for (int s = 0; s < sumCells.size(); s++) {
            int[] sorted = sumCells.get(s).clone();
            Arrays.sort(sorted);
            seen.add(key(sorted, null) + "=" + sumTargets.get(s));
        }
        boolean[] inRegion = new boolean[n];
        for (int start = 0; start < houses.size(); start++) {
            Arrays.fill(inRegion, false);
            int regionSize = 0;
            for (int len = 1; len <= MAX_RUN && start + len - 1 < houses.size(); len++) {
                int[] h = houses.get(start + len - 1);
                boolean disjoint = true;
                for (int c : h) disjoint &= !inRegion[c];
                if (!disjoint) break;
                for (int c : h) inRegion[c] = true;
                regionSize += h.length;
                if (2 * regionSize > n && len > 1) break; // past half the canvas the complement says the same
                region(inRegion, len * total, sumsOf, sumCells, sumTargets, n, seen, out);
            }
        }
        return out;
    }

    private static void region(boolean[] inRegion, long regionTotal, List<List<Integer>> sumsOf, List<int[]> sumCells,
            List<Long> sumTargets, int n, Set<String> seen, List<Equation> out) {
        // cages touching the region, taken greedily so that no cell counts twice: inside ones first
        boolean[] covered = new boolean[n];
        List<Integer> inside = new ArrayList<>(), touching = new ArrayList<>();
        Set<Integer> looked = new HashSet<>();
        for (int c = 0; c < n; c++) {
            if (!inRegion[c]) continue;
            for (int s : sumsOf.get(c)) {
                if (!looked.add(s)) continue;
                boolean all = true;
                for (int x : sumCells.get(s)) all &= inRegion[x];
                (all ? inside : touching).add(s);
            }
        }
        long insideSum = 0;
        for (int s : inside) {
            if (!free(sumCells.get(s), covered)) continue;
            for (int x : sumCells.get(s)) covered[x] = true;
            insideSum += sumTargets.get(s);
        }
        // innies: the region's cells no inside cage covers
        List<Integer> innies = new ArrayList<>();
        for (int c = 0; c < n; c++) if (inRegion[c] && !covered[c]) innies.add(c);
        add(innies, List.of(), regionTotal - insideSum, seen, out);
        // outies: add the cages poking out; the cells they bring from outside count negatively
        long touchingSum = insideSum;
        for (int s : touching) {
            if (!free(sumCells.get(s), covered)) continue;
            for (int x : sumCells.get(s)) covered[x] = true;
            touchingSum += sumTargets.get(s);
        }
        List<Integer> uncovered = new ArrayList<>(), outies = new ArrayList<>();
        for (int c = 0; c < n; c++) {
            if (inRegion[c] && !covered[c]) uncovered.add(c);
            if (!inRegion[c] && covered[c]) outies.add(c);
        }
        // region = uncovered + (all chosen cages) - outies
        add(uncovered, outies, regionTotal - touchingSum, seen, out);
    }

    private static boolean free(int[] cells, boolean[] covered) {
        for (int x : cells) if (covered[x]) return false;
        return true;
    }

    /** Keeps sum(plus) - sum(minus) = target when short, not empty and not found before (both lists ascending). */
    private static void add(List<Integer> plus, List<Integer> minus, long target, Set<String> seen, List<Equation> out) {
        int terms = plus.size() + minus.size();
        if (terms == 0 || terms > MAX_TERMS) return;
        int[] cells = new int[terms], coef = new int[terms];
        for (int i = 0; i < plus.size(); i++) {
            cells[i] = plus.get(i);
            coef[i] = 1;
        }
        for (int i = 0; i < minus.size(); i++) {
            cells[plus.size() + i] = minus.get(i);
            coef[plus.size() + i] = -1;
        }
        if (seen.add(key(cells, coef) + "=" + target)) out.add(new Equation(cells, coef, target));
    }

    private static String key(int[] cells, int[] coef) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < cells.length; i++) b.append(coef == null || coef[i] > 0 ? '+' : '-').append(cells[i]);
        return b.toString();
    }
}
