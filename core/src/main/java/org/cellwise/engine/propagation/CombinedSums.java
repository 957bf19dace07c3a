package org.cellwise.engine.propagation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Sums added together: two sums over disjoint cells, many of which must differ from cells of the other (two little
 * killers on neighbouring diagonals, crossing the same boxes), add up to a total that groups of differing cells bound
 * far more tightly than either sum alone. Four little killers of 49 on a 9×9 have no solution, and it shows only in
 * their total. The idea is that of Sigh's Interactive Sudoku Solver: each sum is scored by how much its groups of
 * differing cells can narrow (per group of s cells, s·(N−s) totals less the slack), and pairs are merged greedily,
 * best merge first, while the merged sum scores above both parts (or their sum); the merged sums are kept.
 */
final class CombinedSums {
    /** Two sums are related when this many cells of the smaller differ from some cell of the larger. */
    static final int RELATED = 6;
    /** Merged sums stay within one mask of cells. */
    static final int MAX_CELLS = 64;

    private CombinedSums() {}

    /** A sum added up from the given sums numbered {@code parts}. */
    record Merged(int[] cells, long target, int[] parts) {}

    private record Rec(int[] cells, long target, long score, boolean original, int[] parts) {}

    private record Candidate(Rec a, Rec b, Rec merged) {}

    /**
     * @param sums    the cells of each sum (each cell once, values may or may not repeat), all coefficients one
     * @param targets their totals
     * @param values  how many values, from {@code min}
     */
    static List<Merged> derive(int n, List<int[]> sums, List<Long> targets, Apart apart, int values, int min) {
        Map<String, Rec> active = new HashMap<>();
        List<Rec> initial = new ArrayList<>();
        for (int i = 0; i < sums.size(); i++) {
            int[] cells = sums.get(i).clone();
            Arrays.sort(cells);
            if (cells.length > MAX_CELLS) continue;
            Rec r = record(cells, targets.get(i), new int[] {i}, apart, values, min);
            if (r == null || active.containsKey(key(cells))) continue;
            active.put(key(cells), r);
            initial.add(r);
        }
        int[] mark = new int[apart.groupCount()];
        int[] stamp = {0};
        List<Candidate> candidates = new ArrayList<>();
        for (int i = 0; i < initial.size(); i++)
            for (int j = i + 1; j < initial.size(); j++) consider(initial.get(i), initial.get(j), active, candidates, apart, values, min, mark, stamp);
        while (true) {
            Candidate best = null;
            for (int i = 0; i < candidates.size(); i++) {
                Candidate c = candidates.get(i);
                if (active.get(key(c.a.cells)) != c.a || active.get(key(c.b.cells)) != c.b || active.containsKey(key(c.merged.cells))) {
                    candidates.set(i, candidates.get(candidates.size() - 1));
                    candidates.remove(candidates.size() - 1);
                    i--;
                    continue;
                }
                if (best == null || better(c.merged, best.merged)) best = c;
            }
            if (best == null) break;
            candidates.remove(best);
            active.remove(key(best.a.cells));
            active.remove(key(best.b.cells));
            active.put(key(best.merged.cells), best.merged);
            for (Rec other : List.copyOf(active.values()))
                if (other != best.merged) consider(best.merged, other, active, candidates, apart, values, min, mark, stamp);
        }
        List<Merged> out = new ArrayList<>();
        List<Rec> kept = new ArrayList<>(active.values());
        kept.sort((a, b) -> key(a.cells).compareTo(key(b.cells))); // a fixed order, whatever the map's
        for (Rec r : kept) if (!r.original && r.score > 0) out.add(new Merged(r.cells, r.target, r.parts));
        return out;
    }

    private static boolean better(Rec a, Rec b) {
        if (a.score != b.score) return a.score > b.score;
        return key(a.cells).compareTo(key(b.cells)) > 0;
    }

    private static void consider(Rec a, Rec b, Map<String, Rec> active, List<Candidate> out, Apart apart, int values, int min,
                                 int[] mark, int[] stamp) {
        if (a.cells.length + b.cells.length > MAX_CELLS || !related(a, b, apart, mark, stamp)) return;
        int[] cells = new int[a.cells.length + b.cells.length];
        System.arraycopy(a.cells, 0, cells, 0, a.cells.length);
        System.arraycopy(b.cells, 0, cells, a.cells.length, b.cells.length);
        Arrays.sort(cells);
        if (active.containsKey(key(cells))) return;
        int[] parts = java.util.stream.IntStream.concat(Arrays.stream(a.parts), Arrays.stream(b.parts)).sorted().toArray();
        Rec m = record(cells, a.target + b.target, parts, apart, values, min);
        if (m == null) return;
        if ((m.score <= a.score || m.score <= b.score) && m.score <= a.score + b.score) return;
        out.add(new Candidate(a, b, m));
    }

    /** Disjoint, and at least {@link #RELATED} cells of the smaller differ from some cell of the larger. */
    private static boolean related(Rec a, Rec b, Apart apart, int[] mark, int[] stamp) {
        Rec small = a.cells.length <= b.cells.length ? a : b, big = small == a ? b : a;
        if (small.cells.length < RELATED) return false;
        int i = 0, j = 0;
        while (i < small.cells.length && j < big.cells.length) { // both ascending
            if (small.cells[i] == big.cells[j]) return false;
            if (small.cells[i] < big.cells[j]) i++;
            else j++;
        }
        int s = ++stamp[0];
        int[][] groupsOf = apart.groupsOf();
        for (int x : big.cells) for (int g : groupsOf[x]) mark[g] = s;
        int count = 0;
        for (int x : small.cells) {
            for (int g : groupsOf[x]) {
                if (mark[g] == s) {
                    count++;
                    break;
                }
            }
            if (count >= RELATED) return true;
        }
        return false;
    }

    /**
     * A sum scored by its groups of differing cells; null when a group has more cells than values. A merged sum those
     * groups cannot reach scores highest: kept, it proves at once that there is no solution.
     */
    private static Rec record(int[] cells, long target, int[] parts, Apart apart, int values, int min) {
        boolean original = parts.length == 1;
        int[] sizes = apart.cliqueSizes(cells);
        long lo = 0, hi = 0, spread = 0;
        int max = min + values - 1;
        for (int s : sizes) {
            if (s > values) return null;
            long tri = (long) s * (s - 1) / 2;
            lo += (long) s * min + tri;
            hi += (long) s * max - tri;
            spread += (long) s * (values - s);
        }
        if (target < lo || target > hi) return original ? null : new Rec(cells, target, Long.MAX_VALUE / 4, false, parts);
        long dof = Math.min(target - lo, hi - target);
        return new Rec(cells, target, spread - sizes.length * dof, original, parts);
    }

    private static String key(int[] sortedCells) {
        return Arrays.toString(sortedCells);
    }
}
