package org.cellwise.logic.se;

import static org.cellwise.logic.se.SeGrid.HOUSE;

import java.util.ArrayList;
import java.util.List;

/**
 * Sudoku Explainer's aligned exclusions (pair 6.2, triplet 7.5): among two or three cells, each combination of their
 * values that two of them seeing each other share, or that empties a cell they all see, is impossible; a value no
 * possible combination uses is removed. Scanned in SE's order.
 */
final class SeAligned {
    private SeAligned() {}

    static boolean find(SeGrid g, int degree, SeBasics.Sink sink) {
        int[] candidates = new int[81];
        int[][] excluders = new int[81][];
        long[] exLo = new long[81], exHi = new long[81];
        int[] indexOf = new int[81];
        java.util.Arrays.fill(indexOf, -1);
        int n = 0;
        for (int c = 0; c < 81; c++) {
            if (Integer.bitCount(g.cand[c]) < 2) continue;
            boolean single = false;
            int[] ex = new int[20];
            int k = 0;
            long lo = 0, hi = 0;
            for (int x : HOUSE[c]) {
                int card = Integer.bitCount(g.cand[x]);
                if (card == 1) single = true;
                else if (card >= 2 && card <= degree) {
                    ex[k++] = x;
                    if (x < 64) lo |= 1L << x;
                    else hi |= 1L << (x - 64);
                }
            }
            if (!single && k > 0) {
                indexOf[c] = n;
                candidates[n] = c;
                excluders[n] = java.util.Arrays.copyOf(ex, k);
                exLo[n] = lo;
                exHi[n] = hi;
                n++;
            }
        }
        if (n < degree) return false;
        int[] twin = new int[40];
        boolean[] inTwin = new boolean[81];
        // SE's order of cell pairs {a < b}: increasing bit masks, that is by b, then by a
        for (int b = 1; b < n; b++)
            for (int a = 0; a < b; a++) {
                int c0 = candidates[a], c1 = candidates[b];
                if (degree == 2) {
                    long lo = exLo[a] & exLo[b], hi = exHi[a] & exHi[b];
                    if (Long.bitCount(lo) + Long.bitCount(hi) < 2) continue;
                    SeHint h = exclusion(g, new int[] {c0, c1}, cells(lo, hi));
                    if (h != null && sink.add(h)) return true;
                } else {
                    int t = 0;
                    for (int[] list : new int[][] {excluders[a], excluders[b]})
                        for (int x : list)
                            if (!inTwin[x] && indexOf[x] >= 0 && x != c0 && x != c1) {
                                inTwin[x] = true;
                                twin[t++] = x;
                            }
                    for (int i = 0; i < t; i++) inTwin[twin[i]] = false;
                    for (int i = 0; i < t; i++) {
                        int c2 = twin[i], e = indexOf[c2];
                        long lo = exLo[a] & exLo[b] & exLo[e], hi = exHi[a] & exHi[b] & exHi[e];
                        if (Long.bitCount(lo) + Long.bitCount(hi) < 2) continue;
                        SeHint h = exclusion(g, new int[] {c0, c1, c2}, cells(lo, hi));
                        if (h != null && sink.add(h)) return true;
                    }
                }
            }
        return false;
    }

    /** Whether the values used leave one of the cells all the chosen cells see without a value. */
    private static boolean locked(int[] ex, int used) {
        for (int m : ex) if ((m & ~used) == 0) return true;
        return false;
    }

    private static List<Integer> cells(long lo, long hi) {
        List<Integer> out = new ArrayList<>();
        for (long m = lo; m != 0; m &= m - 1) out.add(Long.numberOfTrailingZeros(m));
        for (long m = hi; m != 0; m &= m - 1) out.add(64 + Long.numberOfTrailingZeros(m));
        return out;
    }

    private static SeHint exclusion(SeGrid g, int[] cells, java.util.Collection<Integer> common) {
        int k = cells.length;
        int[] ex = new int[common.size()];
        int e = 0;
        for (int x : common) ex[e++] = g.cand[x];
        int[][] values = new int[k][];
        for (int i = 0; i < k; i++) {
            values[i] = new int[Integer.bitCount(g.cand[cells[i]])];
            int j = 0;
            for (int m = g.cand[cells[i]]; m != 0; m &= m - 1) values[i][j++] = Integer.numberOfTrailingZeros(m);
        }
        boolean s01 = SeGrid.sees(cells[0], cells[1]);
        boolean s02 = k > 2 && SeGrid.sees(cells[0], cells[2]), s12 = k > 2 && SeGrid.sees(cells[1], cells[2]);
        int[] allowed = new int[k];
        for (int a : values[0])
            for (int b : values[1]) {
                if (a == b && s01) continue;
                if (k == 2) {
                    int used = (1 << a) | (1 << b);
                    if (!locked(ex, used)) {
                        allowed[0] |= 1 << a;
                        allowed[1] |= 1 << b;
                    }
                    continue;
                }
                for (int c : values[2]) {
                    if ((c == a && s02) || (c == b && s12)) continue;
                    int used = (1 << a) | (1 << b) | (1 << c);
                    if (!locked(ex, used)) {
                        allowed[0] |= 1 << a;
                        allowed[1] |= 1 << b;
                        allowed[2] |= 1 << c;
                    }
                }
            }
        int[] remove = SeHint.none();
        boolean any = false;
        for (int i = 0; i < k; i++) {
            remove[cells[i]] = g.cand[cells[i]] & ~allowed[i];
            any |= remove[cells[i]] != 0;
        }
        if (!any) return null;
        String name = k == 2 ? "Aligned Pair Exclusion" : "Aligned Triplet Exclusion";
        SeHint h = new SeHint(name, k == 2 ? 6.2 : 7.5, remove, -1, 0);
        List<Integer> cs = SeNotation.list(cells);
        h.text = "Of the values " + SeNotation.cells(cs) + " could take together, every combination that repeats a value in cells "
                + "that see each other, or leaves one of " + SeNotation.cells(new ArrayList<>(common)) + " without a value, is "
                + "impossible (" + name + "), so " + SeNotation.losing(remove) + ".";
        h.hodoku = name + ": " + SeNotation.cells(cs) + " => " + SeNotation.eliminations(remove);
        List<Integer> shown = new ArrayList<>(cs);
        shown.addAll(common);
        h.cells = SeNotation.array(shown);
        return h;
    }
}
