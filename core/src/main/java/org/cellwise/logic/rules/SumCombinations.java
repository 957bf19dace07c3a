package org.cellwise.logic.rules;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.cellwise.logic.board.Cells;
import org.cellwise.logic.board.Layout;

/**
 * Several overlapping sums added and taken away so that their shared cells cancel: what a Sujiko solver does with
 * "circle A + circle D − 45" (the centre counted twice, less once, leaves the centre minus two corners). Sums that
 * overlap are chained (up to four), each added or taken away, and a house they cross may be taken away or added as
 * well; a result is kept when every cell is counted once, plus or minus, and few cells are left. Two sums alone
 * are the sum differences of {@link Equation}; houses with the cages inside them are its 45 rule.
 */
final class SumCombinations {
    private static final int MAX_SUMS = 4, MAX_EQUATIONS = 400, MAX_SETS = 20_000;

    private SumCombinations() {}

    /**
     * {@code sums} are cells whose values add up to {@code targets}; {@code coefs} gives each its coefficients (null
     * for all one: a cage), so lines that are equations (a region sum line: this stretch minus the next is 0) chain
     * as well: "A − B = 0" and "B − C = 0" give "A − C = 0".
     */
    static void derive(Layout L, List<int[]> sums, List<int[]> coefs, List<Long> targets, List<String> names, Set<String> seen,
            List<Equation> out) {
        int s = sums.size();
        if (s < 2 || s > 200) return;
        boolean[][] overlap = new boolean[s][s];
        for (int i = 0; i < s; i++)
            for (int j = i + 1; j < s; j++)
                for (int x : sums.get(i))
                    if (Cells.contains(sums.get(j), x)) {
                        overlap[i][j] = overlap[j][i] = true;
                        break;
                    }
        long total = 0;
        for (int v = 0; v < L.size; v++) total += L.value(v);
        // connected sets of sums, grown one overlapping sum at a time
        Set<Long> done = new HashSet<>();
        List<long[]> frontier = new ArrayList<>();
        for (int i = 0; i < s && i < 63; i++) frontier.add(new long[] {1L << i});
        int added = 0;
        for (int size = 2; size <= MAX_SUMS && !frontier.isEmpty(); size++) {
            List<long[]> next = new ArrayList<>();
            for (long[] f : frontier)
                for (int j = 0; j < s && j < 63; j++) {
                    if ((f[0] >>> j & 1) != 0) continue;
                    boolean touches = false;
                    for (long m = f[0]; m != 0 && !touches; m &= m - 1) touches = overlap[Long.numberOfTrailingZeros(m)][j];
                    if (!touches) continue;
                    long set = f[0] | 1L << j;
                    if (!done.add(set) || done.size() > MAX_SETS) continue;
                    next.add(new long[] {set});
                }
            frontier = next;
            for (long[] f : frontier) {
                int[] members = new int[size];
                int k = 0;
                for (long m = f[0]; m != 0; m &= m - 1) members[k++] = Long.numberOfTrailingZeros(m);
                for (int signs = 0; signs < 1 << (size - 1); signs++) {
                    int[] coef = new int[L.n];
                    long target = 0;
                    List<String> parts = new ArrayList<>();
                    List<Integer> partSigns = new ArrayList<>();
                    for (int i = 0; i < size; i++) {
                        int sign = i > 0 && (signs >>> (i - 1) & 1) != 0 ? -1 : 1;
                        int[] cs = sums.get(members[i]), w = coefs.get(members[i]);
                        for (int x = 0; x < cs.length; x++) coef[cs[x]] += sign * (w == null ? 1 : w[x]);
                        target += sign * targets.get(members[i]);
                        parts.add(names.get(members[i]));
                        partSigns.add(sign);
                    }
                    added += keep(L, coef, target, parts, partSigns, seen, out);
                    // and with a house they cross, taken away or added
                    for (int h = 0; h < L.houses.length && added < MAX_EQUATIONS; h++) {
                        boolean crosses = false;
                        for (int x : L.houses[h]) crosses |= coef[x] != 0;
                        if (!crosses) continue;
                        for (int sign = -1; sign <= 1; sign += 2) {
                            for (int x : L.houses[h]) coef[x] += sign;
                            parts.add(L.houseNames[h]);
                            partSigns.add(sign);
                            added += keep(L, coef, target + sign * total, parts, partSigns, seen, out);
                            parts.remove(parts.size() - 1);
                            partSigns.remove(partSigns.size() - 1);
                            for (int x : L.houses[h]) coef[x] -= sign;
                        }
                    }
                    if (added >= MAX_EQUATIONS) return;
                }
            }
        }
    }

    /** Adds the equation when every coefficient is ±1 and few cells are left; 1 when added. */
    private static int keep(Layout L, int[] coef, long target, List<String> parts, List<Integer> partSigns, Set<String> seen,
            List<Equation> out) {
        List<Integer> cells = new ArrayList<>();
        int positive = 0;
        for (int c = 0; c < L.n; c++) {
            if (coef[c] == 0) continue;
            if (Math.abs(coef[c]) != 1 || cells.size() == Equation.MAX_CELLS) return 0;
            cells.add(c);
            if (coef[c] > 0) positive++;
        }
        if (cells.isEmpty()) return 0;
        // the same equation negated says the same: keep the form with more cells added than taken away
        int flip = positive * 2 < cells.size() ? -1 : 1;
        int[] cs = new int[cells.size()], co = new int[cells.size()];
        // added cells first, as a person writes it
        int i = 0;
        for (int c : cells) if (coef[c] * flip > 0) { cs[i] = c; co[i++] = 1; }
        for (int c : cells) if (coef[c] * flip < 0) { cs[i] = c; co[i++] = -1; }
        String key = Equation.key(cs, co), negated = Equation.key(cs, negate(co));
        if (seen.contains(negated) || !seen.add(key)) return 0;
        // named with the sums added first; parts of one clue ("line: a|b", "line: b|c") share its name once
        String prefix = null;
        for (String part : parts) {
            int colon = part.indexOf(": ");
            String p = colon < 0 ? "" : part.substring(0, colon + 2);
            prefix = prefix == null || prefix.equals(p) ? p : "";
        }
        StringBuilder name = new StringBuilder(prefix == null ? "" : prefix);
        int start = name.length();
        // the name says which sums were added and which taken away (the equation may be written negated)
        int lead = partSigns.stream().filter(x -> x * flip > 0).count() > 0 ? flip : -flip;
        for (int pass = 1; pass >= -1; pass -= 2)
            for (int j = 0; j < parts.size(); j++)
                if (partSigns.get(j) * lead == pass)
                    name.append(name.length() == start ? (pass > 0 ? "" : "−") : pass > 0 ? " + " : " − ")
                            .append(parts.get(j).substring(prefix == null ? 0 : prefix.length()));
        out.add(Equation.combined(name.toString(), cs, co, flip * target, L));
        return 1;
    }

    private static int[] negate(int[] co) {
        int[] n = co.clone();
        for (int i = 0; i < n.length; i++) n[i] = -n[i];
        return n;
    }
}
