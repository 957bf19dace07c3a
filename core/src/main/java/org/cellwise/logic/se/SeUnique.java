package org.cellwise.logic.se;

import static org.cellwise.logic.se.SeGrid.HOUSE;
import static org.cellwise.logic.se.SeGrid.REGIONS;
import static org.cellwise.logic.se.SeGrid.REGION_OF;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * Sudoku Explainer's uniqueness tests: unique rectangles and loops (types 1 to 4, 4.5 to 5.0 and up) and the
 * bivalue universal grave (BUG, types 1 to 4, 5.6 to 6.2), found as SE finds them. They hold only for a puzzle with
 * one solution, so the rater asks for them only when the engine has proved that.
 */
final class SeUnique {
    private SeUnique() {}

    private static final int[] TYPES = {SeGrid.BLOCK, SeGrid.ROW, SeGrid.COL};

    static final class Loop extends SeHint {
        final int type;
        final List<Integer> loop;

        Loop(String name, double d, int[] remove, int type, List<Integer> loop) {
            super(name, d, remove, -1, 0);
            this.type = type;
            this.loop = loop;
        }

        /** SE's equality: the same kind on the same cells (and for type 3 the same set). */
        boolean same(Loop o, Object extra, Object oExtra) {
            return type == o.type && loop.size() == o.loop.size() && loop.containsAll(o.loop) && java.util.Objects.equals(extra, oExtra);
        }
    }

    private record Found(Loop hint, Object key) {}

    /** Unique rectangles and loops, easiest first (SE sorts them by rating, then by type). */
    static boolean loops(SeGrid g, SeBasics.Sink sink) {
        List<Found> result = new ArrayList<>();
        for (int cell = 0; cell < 81; cell++) {
            if (Integer.bitCount(g.cand[cell]) != 2) continue;
            int v1 = Integer.numberOfTrailingZeros(g.cand[cell]);
            int v2 = Integer.numberOfTrailingZeros(g.cand[cell] & ~(1 << v1));
            List<List<Integer>> loops = new ArrayList<>();
            search(g, cell, v1, v2, new ArrayList<>(), 2, 0, -1, loops);
            for (List<Integer> loop : loops) {
                if (!valid(loop)) continue;
                List<Integer> extra = new ArrayList<>();
                for (int c : loop) if (Integer.bitCount(g.cand[c]) > 2) extra.add(c);
                if (extra.size() == 1) {
                    int[] remove = SeHint.none();
                    remove[extra.get(0)] = (1 << v1) | (1 << v2);
                    add(result, loopHint(g, 1, loop, remove, v1, v2, extra, 0), null);
                } else if (extra.size() > 2) {
                    add(result, type2(g, loop, extra, v1, v2), null);
                } else if (extra.size() == 2) {
                    int c1 = extra.get(0), c2 = extra.get(1);
                    int r = (g.cand[c1] | g.cand[c2]) & ~(1 << v1) & ~(1 << v2);
                    if (Integer.bitCount(r) == 1) add(result, type2(g, loop, extra, v1, v2), null);
                    else if (Integer.bitCount(r) >= 2) type3(g, loop, c1, c2, v1, v2, result);
                    Loop h = type4(g, loop, c1, c2, v1, v2);
                    if (h != null) add(result, h, null);
                }
            }
        }
        result.sort((a, b) -> {
            double d1 = a.hint.rating(), d2 = b.hint.rating();
            return d1 < d2 ? -1 : d1 > d2 ? 1 : a.hint.type - b.hint.type;
        });
        for (Found f : result) if (sink.add(f.hint)) return true;
        return false;
    }

    private static void add(List<Found> result, Loop h, Object key) {
        if (!h.worth()) return;
        for (Found f : result) if (f.hint.same(h, f.key, key)) return;
        result.add(new Found(h, key));
    }

    /**
     * SE's loop search: from a two-value cell through cells holding both values, alternating house types, at most
     * two cells with extra values (or any number sharing one extra value). The extra values seen are gathered across
     * the cells tried at each point, as SE does.
     */
    private static void search(SeGrid g, int cell, int v1, int v2, List<Integer> loop, int allowed, int exValues, int lastType,
            List<List<Integer>> results) {
        loop.add(cell);
        int both = (1 << v1) | (1 << v2);
        for (int t : TYPES) {
            if (t == lastType) continue;
            for (int next : REGIONS[t][REGION_OF[t][cell]]) {
                if (loop.get(0) == next && loop.size() >= 4) results.add(new ArrayList<>(loop));
                else if (!loop.contains(next)) {
                    int cd = g.cand[next];
                    if ((cd & both) != both) continue;
                    exValues |= cd & ~both;
                    int card = Integer.bitCount(cd);
                    if (card == 2 || Integer.bitCount(exValues) == 1 || allowed > 0)
                        search(g, next, v1, v2, loop, card > 2 ? allowed - 1 : allowed, exValues, t, results);
                }
            }
        }
        loop.remove(loop.size() - 1);
    }

    /** Every house is visited once on an odd and once on an even step of the loop, or never. */
    private static boolean valid(List<Integer> loop) {
        java.util.Set<Integer> odd = new java.util.HashSet<>(), even = new java.util.HashSet<>();
        boolean isOdd = false;
        for (int c : loop) {
            for (int t : TYPES) {
                int key = t * 9 + REGION_OF[t][c];
                if (!(isOdd ? odd : even).add(key)) return false;
            }
            isOdd = !isOdd;
        }
        return odd.equals(even);
    }

    private static Loop loopHint(SeGrid g, int type, List<Integer> loop, int[] remove, int v1, int v2, List<Integer> extra,
            double add) {
        double d = 4.5;
        if (loop.size() >= 10) d += 0.3;
        if (loop.size() >= 8) d += 0.2;
        else if (loop.size() >= 6) d += 0.1;
        d += add;
        String kind = loop.size() == 4 ? "Rectangle" : "Loop";
        String name = loop.size() > 6 ? "Unique " + kind + " " + loop.size() + " type " + type : "Unique " + kind + " type " + type;
        Loop h = new Loop(name, d, remove, type, loop);
        h.text = SeNotation.cells(sorted(loop)) + " would hold only " + v1 + " and " + v2 + " (a deadly pattern: two solutions), so "
                + SeNotation.losing(remove) + " (" + name + "; the puzzle has one solution).";
        h.hodoku = (loop.size() == 4 ? "Uniqueness Test " + type : "Unique Loop Type " + type) + ": " + v1 + "/" + v2 + " in "
                + SeNotation.cells(sorted(loop)) + " => " + SeNotation.eliminations(remove);
        List<Integer> shown = new ArrayList<>(loop);
        for (int c = 0; c < 81; c++) if (remove[c] != 0) shown.add(c);
        h.cells = SeNotation.array(shown);
        return h;
    }

    private static List<Integer> sorted(List<Integer> cells) {
        List<Integer> s = new ArrayList<>(cells);
        java.util.Collections.sort(s);
        return s;
    }

    private static Loop type2(SeGrid g, List<Integer> loop, List<Integer> extra, int v1, int v2) {
        int value = Integer.numberOfTrailingZeros(g.cand[extra.get(0)] & ~(1 << v1) & ~(1 << v2));
        LinkedHashSet<Integer> common = null;
        for (int c : extra) {
            LinkedHashSet<Integer> h = new LinkedHashSet<>();
            for (int x : HOUSE[c]) h.add(x);
            if (common == null) common = h;
            else common.retainAll(h);
        }
        int[] remove = SeHint.none();
        for (int c : common) if (!extra.contains(c) && g.has(c, value)) remove[c] |= 1 << value;
        return loopHint(g, 2, loop, remove, v1, v2, extra, 0);
    }

    private static void type3(SeGrid g, List<Integer> loop, int c1, int c2, int v1, int v2, List<Found> result) {
        int extra = (g.cand[c1] | g.cand[c2]) & ~(1 << v1) & ~(1 << v2);
        for (int degree = Integer.bitCount(extra); degree <= 7; degree++)
            for (int t : TYPES) {
                int idx = REGION_OF[t][c1];
                if (REGION_OF[t][c2] != idx) continue;
                int empty = g.emptyCells(t, idx);
                int[] region = REGIONS[t][idx];
                int i1 = SeGrid.POS_IN[t][c1], i2 = SeGrid.POS_IN[t][c2];
                if (degree * 2 <= empty) {
                    for (int combo = (1 << degree) - 1; combo < (1 << 9); combo = SeBasics.nextCombination(combo)) {
                        if ((combo & (1 << i1)) == 0 || (combo & (1 << i2)) != 0) continue;
                        int naked = extra & g.cand[c1] & g.cand[c2];
                        List<Integer> others = new ArrayList<>();
                        boolean ok = true;
                        int union = 0;
                        for (int m = combo; m != 0; m &= m - 1) {
                            int k = Integer.numberOfTrailingZeros(m);
                            int pot = k == i1 ? extra : g.cand[region[k]];
                            if (k != i1) {
                                naked |= pot;
                                others.add(region[k]);
                            }
                            ok &= Integer.bitCount(pot) > 1;
                            union |= pot;
                        }
                        if (Integer.bitCount(naked) != degree || !ok || Integer.bitCount(union) != degree) continue;
                        int[] remove = SeHint.none();
                        for (int c : region) if (!others.contains(c) && c != c1 && c != c2) remove[c] = g.cand[c] & union;
                        Loop h = loopHint(g, 3, loop, remove, v1, v2, List.of(c1, c2), (Integer.bitCount(union) - 1) * 0.1);
                        add(result, h, List.of("naked", t, idx, union, others));
                    }
                }
                if (degree * 2 < empty) {
                    int[] rem = new int[7 - Integer.bitCount(extra)];
                    int n = 0;
                    for (int v = 1; v <= 9; v++) if (v != v1 && v != v2 && (extra & (1 << v)) == 0) rem[n++] = v;
                    if (degree - 2 > rem.length) continue;
                    int k2 = degree - 2;
                    int combo = (1 << k2) - 1;
                    do {
                        int values = (1 << v1) | (1 << v2), common = 0;
                        boolean ok = true;
                        for (int m = combo; m != 0; m &= m - 1) values |= 1 << rem[Integer.numberOfTrailingZeros(m)];
                        int[] order = new int[degree];
                        int o = 0;
                        for (int m = combo; m != 0; m &= m - 1) order[o++] = rem[Integer.numberOfTrailingZeros(m)];
                        order[o++] = v1;
                        order[o] = v2;
                        for (int v : order) {
                            int pos = g.positions(t, idx, v) & ~(1 << i2);
                            ok &= pos != 0;
                            common |= pos;
                        }
                        if (ok && Integer.bitCount(common) == degree) {
                            int cells = common & ~(1 << i1) & ~(1 << i2);
                            int[] remove = SeHint.none();
                            for (int k = 0; k < 9; k++) {
                                if ((cells & (1 << k)) == 0) continue;
                                int c = region[k];
                                if (c != c1 && c != c2) remove[c] = g.cand[c] & ~values;
                            }
                            Loop h = loopHint(g, 3, loop, remove, v1, v2, List.of(c1, c2), (Integer.bitCount(cells) - 1) * 0.1);
                            add(result, h, List.of("hidden", t, idx, values, cells));
                        }
                        if (k2 == 0) break;
                        combo = SeBasics.nextCombination(combo);
                    } while (combo < (1 << rem.length));
                }
            }
    }

    private static Loop type4(SeGrid g, List<Integer> loop, int c1, int c2, int v1, int v2) {
        int r1 = -1, r2 = -1;
        for (int t : TYPES) {
            int idx = REGION_OF[t][c1];
            if (REGION_OF[t][c2] != idx) continue;
            boolean has1 = false, has2 = false;
            for (int c : REGIONS[t][idx]) {
                if (c == c1 || c == c2) continue;
                has1 |= g.has(c, v1);
                has2 |= g.has(c, v2);
            }
            if (!has1) r1 = t;
            if (!has2) r2 = t;
        }
        int remValue;
        if (r1 >= 0) remValue = v2;
        else if (r2 >= 0) remValue = v1;
        else return null;
        int[] remove = SeHint.none();
        remove[c1] = 1 << remValue;
        remove[c2] = 1 << remValue;
        return loopHint(g, 4, loop, remove, v1, v2, List.of(c1, c2), 0);
    }

    // ---------------------------------------------------------------- BUG

    static boolean bug(SeGrid g, SeBasics.Sink sink) {
        SeGrid temp = g.copy();
        List<Integer> bugCells = new ArrayList<>();
        int[] bugValues = new int[81];
        int all = 0;
        LinkedHashSet<Integer> common = null;
        for (int t : TYPES)
            for (int i = 0; i < 9; i++)
                for (int v = 1; v <= 9; v++) {
                    int pos = g.positions(t, i, v);
                    int card = Integer.bitCount(pos);
                    if (card == 0 || card == 2) continue;
                    List<Integer> found = new ArrayList<>();
                    for (int m = pos; m != 0; m &= m - 1) {
                        int c = REGIONS[t][i][Integer.numberOfTrailingZeros(m)];
                        if (Integer.bitCount(g.cand[c]) >= 3) found.add(c);
                    }
                    if (found.size() == 1) {
                        int c = found.get(0);
                        if (!bugCells.contains(c)) bugCells.add(c);
                        bugValues[c] |= 1 << v;
                        all |= 1 << v;
                        temp.cand[c] &= ~(1 << v);
                        LinkedHashSet<Integer> h = new LinkedHashSet<>();
                        for (int x : HOUSE[c]) h.add(x);
                        if (common == null) common = h;
                        else common.retainAll(h);
                        common.removeAll(bugCells);
                        if (bugCells.size() > 1 && Integer.bitCount(all) > 1 && common.isEmpty()) return false;
                    }
                    if (found.isEmpty()) return false;
                }
        for (int c = 0; c < 81; c++) if (temp.value[c] == 0 && Integer.bitCount(temp.cand[c]) != 2) return false;
        for (int t : TYPES)
            for (int i = 0; i < 9; i++)
                for (int v = 1; v <= 9; v++) {
                    int card = Integer.bitCount(temp.positions(t, i, v));
                    if (card != 0 && card != 2) return false;
                }
        if (bugCells.size() == 1) {
            int c = bugCells.get(0);
            int[] remove = SeHint.none();
            remove[c] = g.cand[c] & ~all;
            SeHint h = bugHint("BUG type 1", 5.6, remove, bugCells, all);
            return sink.add(h);
        }
        if (Integer.bitCount(all) == 1) {
            if (bug2(g, bugCells, all, common, sink)) return true;
            if (bugCells.size() == 2 && bug4(g, bugCells, bugValues, all, sink)) return true;
        } else if (common != null && !common.isEmpty()) {
            if (bugCells.size() == 2 && bug4(g, bugCells, bugValues, all, sink)) return true;
            return bug3(g, bugCells, all, common, sink);
        }
        return false;
    }

    private static SeHint bugHint(String name, double d, int[] remove, List<Integer> bugCells, int extra) {
        SeHint h = new SeHint(name, d, remove, -1, 0);
        h.text = "Without " + SeNotation.cells(sorted(bugCells)) + "'s extra " + (Integer.bitCount(extra) == 1 ? "value " : "values ")
                + SeNotation.values(extra) + ", every cell would have two values and every value two places in each house "
                + "(a bivalue universal grave: two solutions), so " + SeNotation.losing(remove) + " (" + name
                + "; the puzzle has one solution).";
        h.hodoku = "Bivalue Universal Grave " + name.substring(name.length() - 1) + ": " + SeNotation.cells(sorted(bugCells)) + " => "
                + SeNotation.eliminations(remove);
        List<Integer> shown = new ArrayList<>(bugCells);
        for (int c = 0; c < 81; c++) if (remove[c] != 0) shown.add(c);
        h.cells = SeNotation.array(shown);
        return h;
    }

    private static boolean bug2(SeGrid g, List<Integer> bugCells, int all, LinkedHashSet<Integer> common, SeBasics.Sink sink) {
        if (common == null || common.isEmpty()) return false;
        int v = Integer.numberOfTrailingZeros(all);
        int[] remove = SeHint.none();
        for (int c : common) if (g.has(c, v)) remove[c] |= 1 << v;
        SeHint h = bugHint("BUG type 2", 5.7, remove, bugCells, all);
        return h.worth() && sink.add(h);
    }

    private static boolean bug3(SeGrid g, List<Integer> bugCells, int all, LinkedHashSet<Integer> common, SeBasics.Sink sink) {
        for (int t : TYPES) {
            int region = -1;
            for (int c : bugCells) {
                int r = REGION_OF[t][c];
                if (region < 0) region = r;
                else if (region != r) {
                    region = -2;
                    break;
                }
            }
            if (region < 0) continue;
            List<Integer> regionCells = new ArrayList<>();
            for (int c : common) if (REGION_OF[t][c] == region) regionCells.add(c);
            for (int degree = 2; degree <= 6; degree++) {
                if (regionCells.size() < degree) continue;
                int k = degree - 1, n = regionCells.size();
                for (int combo = (1 << k) - 1; combo < (1 << n); combo = SeBasics.nextCombination(combo)) {
                    List<Integer> naked = new ArrayList<>();
                    int other = 0;
                    boolean ok = Integer.bitCount(all) > 1;
                    for (int m = combo; m != 0; m &= m - 1) {
                        int c = regionCells.get(Integer.numberOfTrailingZeros(m));
                        naked.add(c);
                        other |= g.cand[c];
                        ok &= Integer.bitCount(g.cand[c]) > 1;
                    }
                    if (Integer.bitCount(other) != degree) continue;
                    int set = other | all;
                    if (!ok || Integer.bitCount(set) != degree) continue;
                    int[] remove = SeHint.none();
                    boolean any = false;
                    for (int c : regionCells) {
                        if (naked.contains(c) || bugCells.contains(c)) continue;
                        remove[c] = g.cand[c] & set;
                        any |= remove[c] != 0;
                    }
                    if (!any) continue;
                    SeHint h = bugHint("BUG type 3", 5.7 + (Integer.bitCount(set) - 1) * 0.1, remove, bugCells, all);
                    if (sink.add(h)) return true;
                }
            }
        }
        return false;
    }

    private static boolean bug4(SeGrid g, List<Integer> bugCells, int[] bugValues, int all, SeBasics.Sink sink) {
        int c1 = bugCells.get(0), c2 = bugCells.get(1);
        int common = g.cand[c1] & g.cand[c2] & ~all;
        if (Integer.bitCount(common) != 1) return false;
        for (int t : TYPES) {
            if (REGION_OF[t][c1] != REGION_OF[t][c2]) continue;
            int v = Integer.numberOfTrailingZeros(common);
            int[] remove = SeHint.none();
            remove[c1] = g.cand[c1] & ~bugValues[c1] & ~(1 << v);
            remove[c2] = g.cand[c2] & ~bugValues[c2] & ~(1 << v);
            if (sink.add(bugHint("BUG type 4", 5.7, remove, bugCells, all))) return true;
        }
        return false;
    }
}
