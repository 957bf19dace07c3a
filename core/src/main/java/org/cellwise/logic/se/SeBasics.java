package org.cellwise.logic.se;

import static org.cellwise.logic.se.SeGrid.BLOCK;
import static org.cellwise.logic.se.SeGrid.COL;
import static org.cellwise.logic.se.SeGrid.HOUSE;
import static org.cellwise.logic.se.SeGrid.REGIONS;
import static org.cellwise.logic.se.SeGrid.REGION_OF;
import static org.cellwise.logic.se.SeGrid.ROW;

import java.util.ArrayList;
import java.util.List;

/**
 * Sudoku Explainer's techniques up to the wings, each scanning in SE's order (that order picks among equal steps,
 * and so fixes the path a rating follows): singles, the "direct" steps (a locked candidate or a hidden pair or
 * triple whose point is the hidden single it makes), locked candidates, naked and hidden sets, fish on rows and
 * columns, XY- and XYZ-wings.
 */
final class SeBasics {
    private SeBasics() {}

    /** Receives steps as a technique finds them; true stops the search. */
    interface Sink {
        boolean add(SeHint h);

        /** Whether the steps need their sentences (not when a chain collects them as links). */
        default boolean words() {
            return true;
        }
    }

    /** Houses in the order SE scans them for singles and sets. */
    static final int[] BLOCK_COL_ROW = {BLOCK, COL, ROW};

    static final String[] SET_NAMES = {"", "", "Pair", "Triplet", "Quad"};

    // ---- singles

    static boolean hiddenSingles(SeGrid g, Sink sink) {
        int[] P = g.table();
        for (int pass = 0; pass < 2; pass++)
            for (int type : BLOCK_COL_ROW)
                for (int i = 0; i < 9; i++)
                    for (int v = 1; v <= 9; v++) {
                        int pos = P[SeGrid.at(type, i, v)];
                        if (Integer.bitCount(pos) != 1) continue;
                        int cell = REGIONS[type][i][Integer.numberOfTrailingZeros(pos)];
                        boolean alone = g.emptyCells(type, i) == 1;
                        if (alone != (pass == 0)) continue;
                        double d = alone ? 1.0 : type == BLOCK ? 1.2 : 1.5;
                        SeHint h = new SeHint(alone ? "Full House" : "Hidden Single", d, SeHint.none(), cell, v);
                        String house = SeGrid.houseName(type, i);
                        h.text = alone ? SeGrid.name(cell) + " is the last empty cell of " + house + ": it is " + v + "."
                                : "In " + house + ", " + v + " can only go in " + SeGrid.name(cell) + ".";
                        h.hodoku = (alone ? "Full House: " : "Hidden Single: ") + SeGrid.name(cell) + "=" + v;
                        h.houses = List.of(house);
                        h.cells = new int[] {cell};
                        if (sink.add(h)) return true;
                    }
        return false;
    }

    static boolean nakedSingles(SeGrid g, Sink sink) {
        for (int c = 0; c < 81; c++) {
            if (Integer.bitCount(g.cand[c]) != 1) continue;
            int v = Integer.numberOfTrailingZeros(g.cand[c]);
            SeHint h = new SeHint("Naked Single", 2.3, SeHint.none(), c, v);
            h.text = SeGrid.name(c) + " can only be " + v + ".";
            h.hodoku = "Naked Single: " + SeGrid.name(c) + "=" + v;
            h.cells = new int[] {c};
            if (sink.add(h)) return true;
        }
        return false;
    }

    // ---- locked candidates

    private static final int[][] LOCKING_PAIRS = {{BLOCK, COL}, {BLOCK, ROW}, {COL, BLOCK}, {ROW, BLOCK}};

    /** A value of a house confined to its crossing with another house: the other house's cells lose it. */
    static final class Locking extends SeHint {
        final int v;
        /** Houses as (type, index) pairs: the confining ones at even places, the ones losing the value at odd. */
        final int[] regions;

        Locking(String name, double d, int[] remove, int cell, int value, int v, int[] regions) {
            super(name, d, remove, cell, value);
            this.v = v;
            this.regions = regions;
        }

        @Override
        String premise() {
            StringBuilder sb = new StringBuilder().append(v).append(" in ");
            for (int i = 0; i < regions.length; i += 4) sb.append(SeNotation.house(regions[i], regions[i + 1]));
            return sb.toString();
        }

        @Override
        List<Integer> ruleParents(SeGrid init, SeGrid cur) {
            List<Integer> out = new ArrayList<>();
            for (int i = 0; i < regions.length; i += 4)
                for (int c : REGIONS[regions[i]][regions[i + 1]]) {
                    if (!init.has(c, v) || cur.has(c, v)) continue;
                    boolean inCover = false;
                    for (int j = 2; j < regions.length; j += 4) inCover |= REGION_OF[regions[j]][c] == regions[j + 1];
                    if (!inCover) out.add(SePotential.off(c, v));
                }
            return out;
        }
    }

    static boolean locking(SeGrid g, boolean direct, Sink sink) {
        int[] P = g.table();
        for (int[] pair : LOCKING_PAIRS) {
            int t1 = pair[0], t2 = pair[1];
            for (int i1 = 0; i1 < 9; i1++)
                for (int i2 = 0; i2 < 9; i2++) {
                    if (!SeGrid.crosses(t1, i1, t2, i2)) continue;
                    for (int v = 1; v <= 9; v++) {
                        int pos = P[SeGrid.at(t1, i1, v)];
                        if (Integer.bitCount(pos) <= 1) continue;
                        boolean inside = true;
                        for (int m = pos; m != 0 && inside; m &= m - 1)
                            inside = REGION_OF[t2][REGIONS[t1][i1][Integer.numberOfTrailingZeros(m)]] == i2;
                        if (!inside) continue;
                        if (direct) {
                            for (int i3 = 0; i3 < 9; i3++) {
                                if (i3 == i1 || !SeGrid.crosses(t1, i3, t2, i2)) continue;
                                int pos3 = P[SeGrid.at(t1, i3, v)];
                                if (Integer.bitCount(pos3) <= 1) continue;
                                int left = 0, hcell = -1;
                                for (int m = pos3; m != 0; m &= m - 1) {
                                    int c = REGIONS[t1][i3][Integer.numberOfTrailingZeros(m)];
                                    if (REGION_OF[t2][c] != i2) {
                                        left++;
                                        hcell = c;
                                    }
                                }
                                if (left == 1 && sink.add(lockingHint(g, t1, i1, t2, i2, v, hcell, t1, i3, sink.words()))) return true;
                            }
                        } else {
                            SeHint h = lockingHint(g, t1, i1, t2, i2, v, -1, -1, -1, sink.words());
                            if (h.worth() && sink.add(h)) return true;
                        }
                    }
                }
        }
        return false;
    }

    private static SeHint lockingHint(SeGrid g, int t1, int i1, int t2, int i2, int v, int hcell, int t3, int i3, boolean words) {
        int[] remove = SeHint.none();
        List<Integer> out = new ArrayList<>(), in = new ArrayList<>();
        for (int c : REGIONS[t2][i2]) {
            if (!g.has(c, v)) continue;
            if (REGION_OF[t1][c] != i1) {
                remove[c] |= 1 << v;
                out.add(c);
            } else in.add(c);
        }
        boolean pointing = t1 == BLOCK;
        String name = hcell >= 0 ? (pointing ? "Direct Pointing" : "Direct Claiming") : pointing ? "Pointing" : "Claiming";
        double d = hcell >= 0 ? (pointing ? 1.7 : 1.9) : pointing ? 2.6 : 2.8;
        // a direct step only places its hidden single (SE removes nothing with it)
        Locking h = new Locking(name, d, hcell >= 0 ? SeHint.none() : remove, hcell, hcell >= 0 ? v : 0, v, new int[] {t1, i1, t2, i2});
        if (!words) return h;
        String h1 = SeGrid.houseName(t1, i1), h2 = SeGrid.houseName(t2, i2);
        String elim = SeNotation.cells(out) + (out.size() == 1 ? " is not " : " are not ") + v;
        h.text = "In " + h1 + ", " + v + " can only go in " + SeNotation.cells(in) + " (all in " + h2 + "), so " + elim
                + (hcell >= 0 ? "; then in " + SeGrid.houseName(t3, i3) + ", " + v + " can only go in " + SeGrid.name(hcell)
                        + "." : ".");
        h.hodoku = hcell >= 0 ? name + ": " + v + " in " + SeNotation.house(t1, i1) + " => " + SeGrid.name(hcell) + "=" + v
                : (pointing ? "Locked Candidates Type 1 (Pointing): " : "Locked Candidates Type 2 (Claiming): ") + v + " in "
                        + SeNotation.house(t1, i1) + " => " + SeNotation.eliminations(remove);
        h.houses = List.of(h1, h2);
        List<Integer> shown = new ArrayList<>(in);
        shown.addAll(out);
        if (hcell >= 0) shown.add(hcell);
        h.cells = SeNotation.array(shown);
        return h;
    }

    // ---- naked and hidden sets

    /** Every set of k bits among n, in increasing order of the bits as a number (SE's order). */
    static int nextCombination(int m) {
        int smallest = m & -m, ripple = m + smallest, ones = m ^ ripple;
        return ripple | ((ones >>> 2) / smallest);
    }

    static final class HiddenSet extends SeHint {
        final int type, index, values;

        HiddenSet(String name, double d, int[] remove, int cell, int value, int type, int index, int values) {
            super(name, d, remove, cell, value);
            this.type = type;
            this.index = index;
            this.values = values;
        }

        @Override
        String premise() {
            return SeNotation.valueList(values) + " in " + SeNotation.house(type, index);
        }

        @Override
        List<Integer> ruleParents(SeGrid init, SeGrid cur) {
            List<Integer> out = new ArrayList<>();
            int mine = 0;
            for (int m = values; m != 0; m &= m - 1) mine |= cur.positions(type, index, Integer.numberOfTrailingZeros(m));
            for (int k = 0; k < 9; k++) {
                if ((mine & (1 << k)) != 0) continue;
                int c = REGIONS[type][index][k];
                for (int m = values; m != 0; m &= m - 1) {
                    int v = Integer.numberOfTrailingZeros(m);
                    if (init.has(c, v)) out.add(SePotential.off(c, v));
                }
            }
            return out;
        }
    }

    static boolean hiddenSets(SeGrid g, int degree, boolean direct, Sink sink) {
        int[] P = g.table();
        for (int type : BLOCK_COL_ROW)
            for (int i = 0; i < 9; i++) {
                int empty = g.emptyCells(type, i);
                if (!(empty > degree * 2 || (direct && empty > degree))) continue;
                for (int combo = (1 << degree) - 1; combo < (1 << 9); combo = nextCombination(combo)) {
                    int values = combo << 1, common = 0;
                    boolean ok = true;
                    for (int m = values; m != 0 && ok; m &= m - 1) {
                        int pos = P[SeGrid.at(type, i, Integer.numberOfTrailingZeros(m))];
                        ok = Integer.bitCount(pos) > 1;
                        common |= pos;
                    }
                    if (!ok || Integer.bitCount(common) != degree) continue;
                    SeHint h = hiddenSetHint(g, P, type, i, values, common, degree, direct, sink.words());
                    if (h != null && (direct || h.worth()) && sink.add(h)) return true;
                }
            }
        return false;
    }

    private static SeHint hiddenSetHint(SeGrid g, int[] P, int type, int i, int values, int common, int degree, boolean direct,
            boolean words) {
        int[] remove = SeHint.none();
        List<Integer> cells = new ArrayList<>();
        for (int k = 0; k < 9; k++) {
            if ((common & (1 << k)) == 0) continue;
            int c = REGIONS[type][i][k];
            remove[c] = g.cand[c] & ~values;
            cells.add(c);
        }
        int hcell = -1, hvalue = 0;
        if (direct) {
            for (int v = 1; v <= 9 && hcell < 0; v++) {
                if ((values & (1 << v)) != 0) continue;
                int pos = P[SeGrid.at(type, i, v)];
                if (Integer.bitCount(pos) <= 1) continue;
                pos &= ~common;
                if (Integer.bitCount(pos) == 1) {
                    hcell = REGIONS[type][i][Integer.numberOfTrailingZeros(pos)];
                    hvalue = v;
                }
            }
            if (hcell < 0) return null;
        }
        String set = SET_NAMES[degree];
        String name = (direct ? "Direct Hidden " : "Hidden ") + set;
        double d = direct ? (degree == 2 ? 2.0 : degree == 3 ? 2.5 : 4.3) : degree == 2 ? 3.4 : degree == 3 ? 4.0 : 5.4;
        HiddenSet h = new HiddenSet(name, d, direct ? SeHint.none() : remove, hcell, hvalue, type, i, values);
        if (!words) return h;
        String house = SeGrid.houseName(type, i);
        h.text = "In " + house + ", " + SeNotation.values(values) + " can only go in " + SeNotation.cells(cells) + " (a hidden "
                + set.toLowerCase(java.util.Locale.ROOT) + "), so " + SeNotation.losing(remove)
                + (hcell >= 0 ? "; then in " + house + ", " + hvalue + " can only go in " + SeGrid.name(hcell) + "." : ".");
        h.hodoku = (direct ? name : "Hidden " + (degree == 3 ? "Triple" : set)) + ": " + SeNotation.valueList(values) + " in "
                + SeNotation.cells(cells) + " => "
                + (direct ? SeGrid.name(hcell) + "=" + hvalue : SeNotation.eliminations(remove));
        h.houses = List.of(house);
        if (hcell >= 0) cells.add(hcell);
        h.cells = SeNotation.array(cells);
        return h;
    }

    static final class NakedSet extends SeHint {
        final int[] setCells;
        final int values;

        NakedSet(String name, double d, int[] remove, int[] setCells, int values) {
            super(name, d, remove, -1, 0);
            this.setCells = setCells;
            this.values = values;
        }

        @Override
        String premise() {
            return SeNotation.valueList(values) + " in " + SeNotation.cells(SeNotation.list(setCells));
        }

        @Override
        List<Integer> ruleParents(SeGrid init, SeGrid cur) {
            List<Integer> out = new ArrayList<>();
            for (int c : setCells)
                for (int v = 1; v <= 9; v++) if (init.has(c, v) && (values & (1 << v)) == 0) out.add(SePotential.off(c, v));
            return out;
        }
    }

    static boolean nakedSets(SeGrid g, int degree, Sink sink) {
        for (int type : BLOCK_COL_ROW)
            for (int i = 0; i < 9; i++) {
                if (g.emptyCells(type, i) < degree * 2) continue;
                int[] region = REGIONS[type][i];
                for (int combo = (1 << degree) - 1; combo < (1 << 9); combo = nextCombination(combo)) {
                    int union = 0;
                    boolean ok = true;
                    for (int m = combo; m != 0 && ok; m &= m - 1) {
                        int cd = g.cand[region[Integer.numberOfTrailingZeros(m)]];
                        ok = Integer.bitCount(cd) > 1;
                        union |= cd;
                    }
                    if (!ok || Integer.bitCount(union) != degree) continue;
                    int[] remove = SeHint.none();
                    int[] set = new int[degree];
                    int n = 0;
                    for (int k = 0; k < 9; k++) {
                        int c = region[k];
                        if ((combo & (1 << k)) != 0) set[n++] = c;
                        else remove[c] = g.cand[c] & union;
                    }
                    NakedSet h = new NakedSet("Naked " + SET_NAMES[degree], degree == 2 ? 3.0 : degree == 3 ? 3.6 : 5.0, remove,
                            set, union);
                    if (!h.worth()) continue;
                    if (!sink.words()) {
                        if (sink.add(h)) return true;
                        continue;
                    }
                    String house = SeGrid.houseName(type, i);
                    List<Integer> cells = SeNotation.list(set);
                    h.text = SeNotation.cells(cells) + " hold only " + SeNotation.values(union) + " (a naked "
                            + SET_NAMES[degree].toLowerCase(java.util.Locale.ROOT) + " in " + house + "), so "
                            + SeNotation.losing(remove) + ".";
                    h.hodoku = "Naked " + (degree == 3 ? "Triple" : SET_NAMES[degree]) + ": " + SeNotation.valueList(union) + " in "
                            + SeNotation.cells(cells) + " => " + SeNotation.eliminations(remove);
                    h.houses = List.of(house);
                    h.cells = SeNotation.with(set, remove);
                    if (sink.add(h)) return true;
                }
            }
        return false;
    }

    // ---- fish

    static boolean fish(SeGrid g, int degree, Sink sink) {
        int[] P = g.table();
        int[] occurrences = new int[10];
        for (int c = 0; c < 81; c++) occurrences[g.value[c]]++;
        int[][] orders = {{COL, ROW}, {ROW, COL}};
        for (int[] o : orders) {
            int base = o[0], cover = o[1];
            for (int lines = (1 << degree) - 1; lines < (1 << 9); lines = nextCombination(lines))
                for (int v = 1; v <= 9; v++) {
                    if (occurrences[v] + degree * 2 > 9) continue;
                    int common = 0;
                    boolean ok = true;
                    for (int m = lines; m != 0 && ok; m &= m - 1) {
                        int pos = P[SeGrid.at(base, Integer.numberOfTrailingZeros(m), v)];
                        ok = Integer.bitCount(pos) > 1;
                        common |= pos;
                    }
                    if (!ok || Integer.bitCount(common) != degree) continue;
                    int[] remove = SeHint.none();
                    List<Integer> out = new ArrayList<>(), in = new ArrayList<>();
                    for (int i = 0; i < 9; i++) {
                        if ((common & (1 << i)) == 0) continue;
                        int pos = P[SeGrid.at(cover, i, v)];
                        for (int k = 0; k < 9; k++) {
                            if ((pos & (1 << k)) == 0) continue;
                            int c = REGIONS[cover][i][k];
                            if ((lines & (1 << k)) == 0) {
                                remove[c] |= 1 << v;
                                out.add(c);
                            } else in.add(c);
                        }
                    }
                    int[] regions = new int[degree * 4];
                    int n = 0, a = lines, b = common;
                    for (int k = 0; k < degree; k++) {
                        regions[n++] = base;
                        regions[n++] = Integer.numberOfTrailingZeros(a);
                        regions[n++] = cover;
                        regions[n++] = Integer.numberOfTrailingZeros(b);
                        a &= a - 1;
                        b &= b - 1;
                    }
                    String name = degree == 2 ? "X-Wing" : degree == 3 ? "Swordfish" : "Jellyfish";
                    Locking h = new Locking(name, degree == 2 ? 3.2 : degree == 3 ? 3.8 : 5.2, remove, -1, 0, v, regions);
                    if (!h.worth()) continue;
                    if (!sink.words()) {
                        if (sink.add(h)) return true;
                        continue;
                    }
                    String bases = SeNotation.lines(base, lines), covers = SeNotation.lines(cover, common);
                    h.text = "In " + SeNotation.lineWords(base, lines) + ", " + v + " can only go in "
                            + SeNotation.lineWords(cover, common) + " (" + name + "), so " + SeNotation.cells(out)
                            + (out.size() == 1 ? " is not " : " are not ") + v + ".";
                    h.hodoku = name + ": " + v + " " + bases + " " + covers + " => " + SeNotation.eliminations(remove);
                    List<String> houses = new ArrayList<>();
                    for (int i = 0; i < regions.length; i += 2) houses.add(SeGrid.houseName(regions[i], regions[i + 1]));
                    h.houses = houses;
                    in.addAll(out);
                    h.cells = SeNotation.array(in);
                    if (sink.add(h)) return true;
                }
        }
        return false;
    }

    // ---- wings

    static boolean wings(SeGrid g, boolean xyz, Sink sink) {
        int target = xyz ? 3 : 2;
        for (int p = 0; p < 81; p++) {
            int xy = g.cand[p];
            if (Integer.bitCount(xy) != target) continue;
            for (int a : HOUSE[p]) {
                int xz = g.cand[a];
                if (Integer.bitCount(xz) != 2 || Integer.bitCount(xy & ~xz) != 1) continue;
                for (int b : HOUSE[p]) {
                    int yz = g.cand[b];
                    if (Integer.bitCount(yz) != 2) continue;
                    int union = xy | xz | yz, inter = xy & xz & yz;
                    if (Integer.bitCount(union) != 3 || Integer.bitCount(inter) != (xyz ? 1 : 0)) continue;
                    int z = Integer.numberOfTrailingZeros(xz & yz);
                    int[] remove = SeHint.none();
                    List<Integer> out = new ArrayList<>();
                    for (int c : HOUSE[a]) {
                        if (c == p || c == a || c == b || !SeGrid.sees(b, c) || (xyz && !SeGrid.sees(p, c))) continue;
                        if (g.has(c, z)) {
                            remove[c] |= 1 << z;
                            out.add(c);
                        }
                    }
                    SeHint h = new SeHint(xyz ? "XYZ-Wing" : "XY-Wing", xyz ? 4.4 : 4.2, remove, -1, 0);
                    if (!h.worth()) continue;
                    List<Integer> wing = xyz ? List.of(p, a, b) : List.of(a, b);
                    h.text = SeGrid.name(p) + " is " + SeNotation.values(xy) + " and sees " + SeGrid.name(a) + " ("
                            + SeNotation.values(xz) + ") and " + SeGrid.name(b) + " (" + SeNotation.values(yz) + "): one of "
                            + SeNotation.cells(wing) + " is " + z + " (" + h.name + "), so " + SeNotation.cells(out)
                            + (out.size() == 1 ? " is not " : " are not ") + z + ".";
                    h.hodoku = h.name + ": " + SeNotation.values(union) + " in " + SeGrid.name(p) + "," + SeGrid.name(a) + ","
                            + SeGrid.name(b) + " => " + SeNotation.eliminations(remove);
                    List<Integer> shown = new ArrayList<>(List.of(p, a, b));
                    shown.addAll(out);
                    h.cells = SeNotation.array(shown);
                    if (sink.add(h)) return true;
                }
            }
        }
        return false;
    }
}
