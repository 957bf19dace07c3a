package org.cellwise.engine.propagation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Sums a house implies through the sums that touch it, however many cells they take, bounded by the groups of cells
 * that must differ ({@link SumPropagator}): the 45 rule of {@link InniesOuties} keeps to short equations, which a sum
 * bounded cell by cell needs; these are long. After Sigh's Interactive Sudoku Solver, per house:
 *
 * <ul>
 *   <li><b>the house less its cages</b>: the cells no sum lying wholly inside the house covers add up to the house's
 *       total less those sums;
 *   <li><b>what pokes out</b>: sums crossing the house (a set of them sharing no cell, the gaps filled by other houses
 *       lying inside the gaps) cover the house, so their cells outside it add up to their totals less the house's, less
 *       any house lying wholly among those outside cells; kept only when the groups of differing cells make the range
 *       of that total narrow beside its slack (or prove it out of reach);
 *   <li><b>one cell out</b>: a sum with one cell outside the house makes that cell the rest of the house (less the
 *       other sums inside) less the sum's part inside, up to six cells.
 * </ul>
 */
final class HouseSums {
    /** "One cell out" keeps to equations of this many cells at most. */
    static final int MAX_ONE_OUT = 6;

    private HouseSums() {}

    /** {@code Σ coef·cells = target}; cells ascending within each sign. */
    record Equation(int[] cells, int[] coef, long target) {}

    static List<Equation> derive(int n, List<int[]> houses, List<int[]> sums, List<Long> targets, Apart apart, int values, int min) {
        long houseTotal = 0;
        for (int v = 0; v < values; v++) houseTotal += min + v;
        List<Equation> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int s = 0; s < sums.size(); s++) seen.add(key(sorted(sums.get(s)), targets.get(s)));
        int[][] sumsOf = index(n, sums);
        int[][] housesOf = index(n, houses);
        boolean[] inHouse = new boolean[n], covered = new boolean[n];
        int[] mark = new int[sums.size()];
        int stamp = 0;
        for (int[] house : houses) {
            stamp++;
            for (int x : house) inHouse[x] = true;
            // the sums touching the house, fewest overlaps with the others first, kept while they share no cell
            List<Integer> touching = new ArrayList<>();
            for (int x : house) for (int s : sumsOf[x]) if (mark[s] != stamp) {
                mark[s] = stamp;
                touching.add(s);
            }
            if (touching.isEmpty()) {
                for (int x : house) inHouse[x] = false;
                continue;
            }
            int[] overlaps = new int[touching.size()];
            for (int i = 0; i < touching.size(); i++)
                for (int j = 0; j < touching.size(); j++)
                    if (i != j && intersect(sums.get(touching.get(i)), sums.get(touching.get(j)))) overlaps[i]++;
            Integer[] order = new Integer[touching.size()];
            for (int i = 0; i < order.length; i++) order[i] = i;
            Arrays.sort(order, (a, b) -> overlaps[a] != overlaps[b] ? Integer.compare(overlaps[a], overlaps[b]) : Integer.compare(touching.get(a), touching.get(b)));
            List<Integer> chosen = new ArrayList<>();
            for (int i : order) {
                int s = touching.get(i);
                boolean free = true;
                for (int x : sums.get(s)) free &= !covered[x];
                if (!free) continue;
                chosen.add(s);
                for (int x : sums.get(s)) covered[x] = true;
            }
            poking(house, houseTotal, chosen, sums, targets, houses, housesOf, inHouse, covered, apart, values, min, out, seen);
            for (int s : chosen) for (int x : sums.get(s)) covered[x] = false;
            insideAndOneOut(house, houseTotal, chosen, sums, targets, inHouse, out, seen);
            for (int x : house) inHouse[x] = false;
        }
        return out;
    }

    /** The house less the sums wholly inside it, and each sum with one cell outside. */
    private static void insideAndOneOut(int[] house, long houseTotal, List<Integer> chosen, List<int[]> sums, List<Long> targets,
                                        boolean[] inHouse, List<Equation> out, Set<String> seen) {
        List<Integer> oneOut = new ArrayList<>();
        Set<Integer> inside = new HashSet<>();
        long rest = houseTotal;
        int insideCells = 0;
        for (int s : chosen) {
            int outside = 0;
            for (int x : sums.get(s)) if (!inHouse[x]) outside++;
            if (outside == 0) {
                rest -= targets.get(s);
                insideCells += sums.get(s).length;
                for (int x : sums.get(s)) inside.add(x);
            } else if (outside == 1) {
                oneOut.add(s);
            }
        }
        List<Integer> complement = new ArrayList<>();
        for (int x : house) if (!inside.contains(x)) complement.add(x);
        for (int s : oneOut) {
            Set<Integer> mine = new HashSet<>();
            for (int x : sums.get(s)) mine.add(x);
            List<Integer> plus = new ArrayList<>();
            for (int x : complement) if (!mine.contains(x)) plus.add(x);
            if (plus.size() + 1 > MAX_ONE_OUT) continue;
            int outsideCell = -1;
            for (int x : sums.get(s)) if (!inHouse[x]) outsideCell = x;
            int[] cells = new int[plus.size() + 1], coef = new int[plus.size() + 1];
            int[] p = plus.stream().mapToInt(Integer::intValue).sorted().toArray();
            for (int i = 0; i < p.length; i++) {
                cells[i] = p[i];
                coef[i] = 1;
            }
            cells[p.length] = outsideCell;
            coef[p.length] = -1;
            add(new Equation(cells, coef, rest - targets.get(s)), out, seen);
        }
        // the rest of the house: a single cell is a given the sums settle by themselves, a whole house says nothing
        if (insideCells >= 2 && complement.size() >= 2 && complement.size() < house.length) {
            int[] cells = complement.stream().mapToInt(Integer::intValue).sorted().toArray();
            int[] coef = new int[cells.length];
            Arrays.fill(coef, 1);
            add(new Equation(cells, coef, rest), out, seen);
        }
    }

    /** The cells of the chosen sums outside the house, with gaps filled by other houses and houses inside taken away. */
    private static void poking(int[] house, long houseTotal, List<Integer> chosen, List<int[]> sums, List<Long> targets,
                               List<int[]> houses, int[][] housesOf, boolean[] inHouse, boolean[] covered, Apart apart,
                               int values, int min, List<Equation> out, Set<String> seen) {
        long total = -houseTotal;
        for (int s : chosen) total += targets.get(s);
        List<int[]> filled = new ArrayList<>();
        int uncovered = 0;
        for (int x : house) if (!covered[x]) uncovered++;
        if (uncovered > 0) {
            // another house fills a gap when it lies in the gap over two or more cells and takes no covered cell
            Set<int[]> tried = new HashSet<>();
            for (int x : house) {
                if (covered[x]) continue;
                for (int h : housesOf[x]) {
                    int[] other = houses.get(h);
                    if (other == house || !tried.add(other)) continue;
                    int inGap = 0, inHouseAll = 0;
                    boolean clash = false;
                    for (int y : other) {
                        if (covered[y]) clash = true;
                        if (inHouse[y]) {
                            inHouseAll++;
                            if (!covered[y]) inGap++;
                        }
                    }
                    if (clash || inGap < 2 || inGap != inHouseAll) continue;
                    filled.add(other);
                    total += houseTotal;
                    for (int y : other) covered[y] = true;
                    uncovered -= inGap;
                }
                if (uncovered == 0) break;
            }
        }
        if (uncovered == 0) {
            List<Integer> outside = new ArrayList<>();
            for (int s : chosen) for (int x : sums.get(s)) if (!inHouse[x]) outside.add(x);
            for (int[] f : filled) for (int y : f) if (!inHouse[y]) outside.add(y);
            Set<Integer> left = new HashSet<>(outside);
            // houses lying wholly among the outside cells add up to their totals
            for (int[] other : houses) {
                if (other.length > left.size()) continue;
                boolean all = true;
                for (int y : other) all &= left.contains(y);
                if (!all) continue;
                for (int y : other) left.remove(y);
                total -= houseTotal;
            }
            if (!left.isEmpty() && left.size() <= 64) {
                int[] cells = left.stream().mapToInt(Integer::intValue).sorted().toArray();
                long lo = 0, hi = 0, spread = 0;
                int max = min + values - 1;
                boolean tooMany = false;
                for (int s : apart.cliqueSizes(cells)) {
                    tooMany |= s > values;
                    long tri = (long) s * (s - 1) / 2;
                    lo += (long) s * min + tri;
                    hi += (long) s * max - tri;
                    spread += (long) s * (values - s);
                }
                long dof = Math.min(total - lo, hi - total);
                // out of reach proves no solution; a wide range beside the slack narrows nothing
                if (!tooMany && (dof < 0 || spread > 4 * dof)) {
                    int[] coef = new int[cells.length];
                    Arrays.fill(coef, 1);
                    add(new Equation(cells, coef, total), out, seen);
                }
            }
        }
        for (int[] f : filled) for (int y : f) covered[y] = false;
    }

    private static void add(Equation e, List<Equation> out, Set<String> seen) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < e.cells().length; i++) b.append(e.coef()[i] > 0 ? '+' : '-').append(e.cells()[i]);
        if (seen.add(b.append('=').append(e.target()).toString())) out.add(e);
    }

    private static String key(int[] sortedCells, long target) {
        StringBuilder b = new StringBuilder();
        for (int x : sortedCells) b.append('+').append(x);
        return b.append('=').append(target).toString();
    }

    private static int[] sorted(int[] cells) {
        int[] c = cells.clone();
        Arrays.sort(c);
        return c;
    }

    private static boolean intersect(int[] a, int[] b) {
        for (int x : a) for (int y : b) if (x == y) return true;
        return false;
    }

    /** Per cell, the lists (by number) that hold it. */
    private static int[][] index(int n, List<int[]> lists) {
        int[] count = new int[n];
        for (int[] l : lists) for (int x : l) count[x]++;
        int[][] of = new int[n][];
        for (int x = 0; x < n; x++) of[x] = new int[count[x]];
        Arrays.fill(count, 0);
        for (int i = 0; i < lists.size(); i++) for (int x : lists.get(i)) of[x][count[x]++] = i;
        return of;
    }
}
