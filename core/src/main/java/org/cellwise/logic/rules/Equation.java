package org.cellwise.logic.rules;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.cellwise.engine.propagation.CageSupports;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Cells;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Technique;
import org.cellwise.model.Cell;

/**
 * Innies and outies (the 45 rule): houses hold every value once, so a union of disjoint houses has a known total;
 * the sum cages wholly inside it account for part of it, and what is left is an equation over few cells. Cages
 * that stick out may be counted from inside (their cells inside are innies) or from outside (their cells outside
 * are outies, subtracted); every choice gives an equation, and those over few cells are kept. Unions are rows,
 * columns and their runs within one grid, boxes and regions, and whole grids, so overlapping grids are covered.
 */
public final class Equation extends CageStep {
    static final int MAX_CELLS = 6;
    private static final int MAX_PARTIAL = 6;
    private final String region;
    /** Cages crossing the region's edge that are counted whole: their cells outside it are the outies. */
    private final List<String> across;

    private final boolean difference;

    private Equation(String region, List<String> across, int[] cells, int[] coef, long target, Layout layout, boolean difference) {
        super(difference ? region : "45 rule on " + region, "innies and outies", cells, coef, CageSupports.Mode.SUM, target,
                false, layout);
        this.region = region;
        this.across = across;
        this.difference = difference;
    }

    /** Several sums (and houses) added and taken away: {@link SumCombinations}. */
    static Equation combined(String name, int[] cells, int[] coef, long target, Layout layout) {
        return new Equation(name, List.of(), cells, coef, target, layout, true);
    }

    @Override
    Technique technique(Board b) {
        return difference ? Technique.SUM_DIFFERENCE : Technique.INNIES_OUTIES;
    }

    /**
     * As a person writes the 45 rule: what the cells are to the region ("innies of box 1", "outies of rows 1 to 5",
     * naming the cages that stick out) and the equation with a positive total on each side: {@code r6c4 = r1c6 + 6},
     * not {@code r1c6 − r6c4 = -6}.
     */
    @Override
    String subject(Board b) {
        if (difference) return region + ": " + equation();
        boolean plus = false, minus = false;
        for (int k : coef) {
            plus |= k > 0;
            minus |= k < 0;
        }
        String what = plus && minus ? "Innies and outies" : plus ? "Innies" : "Outies";
        StringBuilder sb = new StringBuilder(what).append(" of ").append(region);
        if (!across.isEmpty()) {
            sb.append(" (");
            for (int i = 0; i < across.size(); i++)
                sb.append(i == 0 ? "" : i == across.size() - 1 ? " and " : ", ").append(across.get(i));
            sb.append(across.size() == 1 ? " sticks out)" : " stick out)");
        }
        return sb.append(": ").append(equation()).toString();
    }

    /** The cells on the side of their sign, the total on the side that keeps it positive. */
    private String equation() {
        List<String> pos = new ArrayList<>(), neg = new ArrayList<>();
        Integer[] order = new Integer[cells.length];
        for (int i = 0; i < order.length; i++) order[i] = i;
        java.util.Arrays.sort(order, java.util.Comparator.comparingInt(i -> cells[i])); // r9c1 + r9c2 + r9c3, as read
        for (int i : order) (coef[i] > 0 ? pos : neg).add(L.name(cells[i]));
        if (neg.isEmpty()) return String.join(" + ", pos) + " = " + target;
        if (pos.isEmpty()) return String.join(" + ", neg) + " = " + -target;
        if (target == 0) return String.join(" + ", pos) + " = " + String.join(" + ", neg);
        return target > 0 ? String.join(" + ", pos) + " = " + String.join(" + ", neg) + " + " + target
                : String.join(" + ", neg) + " = " + String.join(" + ", pos) + " + " + -target;
    }

    /**
     * One combination as the equation is written: values of one side only as a set ("3+9", each set once), of both
     * sides with the total ("7 = 1+6").
     */
    @Override
    String combination(Board b, int[] chosen) {
        List<Integer> pos = new ArrayList<>(), neg = new ArrayList<>();
        for (int i = 0; i < cells.length; i++) (coef[i] > 0 ? pos : neg).add(L.value(chosen[i]));
        pos.sort(null);
        neg.sort(null);
        if (pos.isEmpty() || neg.isEmpty()) return join(pos.isEmpty() ? neg : pos);
        if (target == 0) return pos.size() == 1 && neg.size() == 1 ? join(pos) : join(pos) + " = " + join(neg);
        return target > 0 ? join(pos) + " = " + join(neg) + "+" + target : join(neg) + " = " + join(pos) + "+" + -target;
    }

    private static String join(List<Integer> values) {
        StringBuilder sb = new StringBuilder();
        for (int v : values) sb.append(sb.length() == 0 ? "" : "+").append(v);
        return sb.toString();
    }

    /** The combinations in brackets after the equation: "r1c4 + r2c4 = 12 (3+9, 4+8, 5+7)". */
    @Override
    String combinations(java.util.Collection<String> combos, boolean all) {
        if (!all) return " (many combinations left)";
        if (combos.size() > SHOWN) return " (" + (combos.size() > COUNTED ? "over " + COUNTED : combos.size()) + " combinations left)";
        return " (" + either(combos) + ")";
    }

    public static List<Equation> derive(Layout L, List<int[]> sums, List<Long> targets, List<String> names, List<LinearCage> lines) {
        List<Equation> out = new ArrayList<>();
        if (sums.isEmpty() && lines.isEmpty()) return out;
        long total = 0;
        for (int v = 0; v < L.size; v++) total += L.value(v);
        Set<String> seen = new HashSet<>();
        for (int[] cage : sums) seen.add(key(cage, null));
        final long house = total;
        readings(L, sums, MAX_CELLS, r -> {
            long target = house * r.union().houses();
            for (int k : r.inside()) target -= targets.get(k);
            for (int k : r.outside()) target -= targets.get(k);
            int[] cs = r.cells().stream().mapToInt(Integer::intValue).toArray();
            int[] co = r.signs().stream().mapToInt(Integer::intValue).toArray();
            if (seen.add(key(cs, co)))
                out.add(new Equation(r.union().name(), r.outside().stream().map(names::get).toList(), cs, co, target, L, false));
        });
        differences(L, sums, targets, names, seen, out);
        List<int[]> all = new ArrayList<>(sums), coefs = new ArrayList<>();
        List<Long> allTargets = new ArrayList<>(targets);
        List<String> allNames = new ArrayList<>(names);
        for (int i = 0; i < sums.size(); i++) coefs.add(null);
        for (LinearCage c : lines)
            if (c.unitWeights()) {
                all.add(c.cells);
                coefs.add(c.coef);
                allTargets.add(c.target);
                allNames.add(c.name);
            }
        SumCombinations.derive(L, all, coefs, allTargets, allNames, seen, out);
        return out;
    }

    /**
     * Two sums that overlap: the shared cells cancel, so the cells only in the first minus those only in the second
     * make the difference of the totals (Sujiko's neighbouring circles, seed 000's sum groups across cages).
     */
    private static void differences(Layout L, List<int[]> sums, List<Long> targets, List<String> names, Set<String> seen,
            List<Equation> out) {
        for (int i = 0; i < sums.size(); i++)
            for (int j = 0; j < sums.size(); j++) {
                if (i == j) continue;
                int[] a = sums.get(i), b = sums.get(j);
                int shared = 0;
                for (int x : a) if (Cells.contains(b, x)) shared++;
                if (shared == 0) continue;
                List<Integer> cells = new ArrayList<>(), signs = new ArrayList<>();
                for (int x : a) if (!Cells.contains(b, x)) { cells.add(x); signs.add(1); }
                for (int x : b) if (!Cells.contains(a, x)) { cells.add(x); signs.add(-1); }
                if (cells.isEmpty() || cells.size() > MAX_CELLS || signs.get(0) < 0) continue;
                int[] cs = cells.stream().mapToInt(Integer::intValue).toArray();
                int[] co = signs.stream().mapToInt(Integer::intValue).toArray();
                if (!seen.add(key(cs, co))) continue;
                out.add(new Equation(names.get(i) + " minus " + names.get(j), List.of(), cs, co, targets.get(i) - targets.get(j), L, true));
            }
    }

    static String key(int[] cells, int[] coef) {
        long[] k = new long[cells.length];
        for (int i = 0; i < cells.length; i++) k[i] = cells[i] * 2L + (coef != null && coef[i] < 0 ? 1 : 0);
        java.util.Arrays.sort(k);
        return java.util.Arrays.toString(k);
    }

    /**
     * One reading of the 45 rule on a union: its cells with their signs (innies +1, outies −1), and the sums (indexes
     * into those given) wholly inside it, crossing its edge, and of those counted from outside it. Its total is the
     * union's less the sums inside and outside.
     */
    record Reading(Union union, List<Integer> cells, List<Integer> signs, List<Integer> inside, List<Integer> crossing,
            List<Integer> outside) {}

    /**
     * Every reading of the 45 rule over {@code sums}, of the first of any that overlap (killer cages are disjoint;
     * seed 000's sum groups may cross cages): per union, the sums wholly inside are taken away, and each crossing its
     * edge is counted from inside (its cells inside are innies) or from outside (its cells outside are outies). Read
     * by the exact equations here and by {@link DigitalRoots} modulo a step; readings of more than {@code maxCells}
     * cells are left out.
     */
    static void readings(Layout L, List<int[]> sums, int maxCells, java.util.function.Consumer<Reading> out) {
        int[] cageOf = new int[L.n];
        java.util.Arrays.fill(cageOf, -1);
        List<Integer> chosen = new ArrayList<>();
        for (int i = 0; i < sums.size(); i++) {
            boolean free = true;
            for (int c : sums.get(i)) free &= cageOf[c] < 0;
            if (!free) continue;
            for (int c : sums.get(i)) cageOf[c] = chosen.size();
            chosen.add(i);
        }
        for (Union u : L.houses.length == 0 ? List.<Union>of() : unions(L)) {
            boolean[] in = new boolean[L.n];
            for (int c : u.cells) in[c] = true;
            List<Integer> uncaged = new ArrayList<>(), inside = new ArrayList<>(), partial = new ArrayList<>();
            Set<Integer> seenCage = new HashSet<>();
            for (int c : u.cells) {
                int k = cageOf[c];
                if (k < 0) {
                    uncaged.add(c);
                    continue;
                }
                if (!seenCage.add(k)) continue;
                boolean whole = true;
                for (int x : sums.get(chosen.get(k))) whole &= in[x];
                (whole ? inside : partial).add(chosen.get(k));
            }
            if (partial.size() > MAX_PARTIAL || uncaged.size() > maxCells) continue;
            for (int mask = 0; mask < 1 << partial.size(); mask++) {
                List<Integer> cells = new ArrayList<>(uncaged), signs = new ArrayList<>(), outside = new ArrayList<>();
                for (int i = 0; i < uncaged.size(); i++) signs.add(1);
                for (int i = 0; i < partial.size(); i++) {
                    boolean counted = (mask & (1 << i)) != 0;
                    if (counted) outside.add(partial.get(i));
                    for (int x : sums.get(partial.get(i)))
                        if (in[x] != counted) {
                            cells.add(x);
                            signs.add(counted ? -1 : 1);
                        }
                }
                if (cells.isEmpty() || cells.size() > maxCells) continue;
                out.accept(new Reading(u, cells, signs, inside, partial, outside));
            }
        }
    }

    record Union(String name, int[] cells, int houses) {}

    /** Single houses, runs of parallel lines of one grid, and whole grids (all rows). */
    static List<Union> unions(Layout L) {
        List<Union> out = new ArrayList<>();
        for (int h = 0; h < L.houses.length; h++) out.add(new Union(L.houseNames[h], L.houses[h], 1));
        for (int k = 1; k <= 2; k++) {
            final int kind = k;
            // lines of one grid share their span across the other axis
            java.util.Map<String, List<Integer>> bySpan = new java.util.TreeMap<>();
            for (int h = 0; h < L.houses.length; h++) {
                if (L.houseKind[h] != kind) continue;
                int lo = Integer.MAX_VALUE, hi = Integer.MIN_VALUE;
                for (int c : L.houses[h]) {
                    Cell x = L.canvas.cells().get(c);
                    int along = kind == 1 ? x.col() : x.row();
                    lo = Math.min(lo, along);
                    hi = Math.max(hi, along);
                }
                bySpan.computeIfAbsent(lo + ":" + hi, s -> new ArrayList<>()).add(h);
            }
            for (List<Integer> lines : bySpan.values()) {
                lines.sort((a, b) -> Integer.compare(across(L, a, kind), across(L, b, kind)));
                for (int i = 0; i < lines.size(); i++)
                    for (int j = i + 1; j < lines.size(); j++) {
                        if (across(L, lines.get(j), kind) - across(L, lines.get(i), kind) != j - i) break;
                        List<Integer> cells = new ArrayList<>();
                        for (int x = i; x <= j; x++) for (int c : L.houses[lines.get(x)]) cells.add(c);
                        String name = span(L.houseNames[lines.get(i)], L.houseNames[lines.get(j)]);
                        out.add(new Union(name, cells.stream().mapToInt(Integer::intValue).toArray(), j - i + 1));
                    }
            }
        }
        return out;
    }

    /** "rows 1 to 5" for row 1 to row 5 (so also columns, and "rows 1 and 2"); other houses as they are named. */
    static String span(String first, String last) {
        for (String kind : new String[] {"row ", "column "})
            if (first.startsWith(kind) && last.startsWith(kind)) {
                String a = first.substring(kind.length()), b = last.substring(kind.length());
                boolean two = a.matches("\\d+") && b.matches("\\d+") && Integer.parseInt(b) - Integer.parseInt(a) == 1;
                return kind.trim() + "s " + a + (two ? " and " : " to ") + b;
            }
        return first + " to " + last;
    }

    private static int across(Layout L, int house, int kind) {
        Cell x = L.canvas.cells().get(L.houses[house][0]);
        return kind == 1 ? x.row() : x.col();
    }
}
