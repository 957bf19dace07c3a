package org.cellwise.logic.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.cellwise.engine.propagation.CageSupports;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Cells;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.board.Technique;

/**
 * A cage read together with a house it crosses: when a value the house still needs can only go in the cage's cells
 * of that house, the cage holds it there ("in row 3, 5 can only go in r3c1 and r3c2, both in cage c, so cage c
 * holds a 5"). Only the combinations that place every such value in those cells are left. What a KenKen or killer
 * solver does when a cage's arithmetic alone allows more than the row or column does.
 */
public final class CageAndHouse extends RuleStep {
    static final Technique TECHNIQUE = new Technique("cage and house", 2.8, 60, Technique.Level.MEDIUM);

    private final CageStep cage;
    /** Houses the cage crosses without lying wholly inside them or covering them. */
    private final int[] houses;
    /** Per crossed house, each of its cells' position in the cage, or -1 (asked for every value of every house). */
    private final int[][] posIn;

    public CageAndHouse(CageStep cage, Layout layout) {
        super(cage.name, "cage and house", cage.cells, layout);
        this.cage = cage;
        List<Integer> hs = new ArrayList<>();
        for (int h = 0; h < layout.houses.length; h++) {
            int in = 0;
            for (int c : layout.houses[h]) if (Cells.contains(cells, c)) in++;
            if (in > 0 && in < layout.houses[h].length) hs.add(h);
        }
        houses = hs.stream().mapToInt(Integer::intValue).toArray();
        posIn = new int[houses.length][];
        for (int j = 0; j < houses.length; j++) {
            int[] h = layout.houses[houses[j]];
            posIn[j] = new int[h.length];
            for (int i = 0; i < h.length; i++) posIn[j][i] = indexOf(h[i]);
        }
    }

    public boolean crosses() {
        return houses.length > 0;
    }

    /** Cages of one operation (not the derived equations). */
    public static boolean worth(CageStep cage, Layout layout) {
        // a cage of several sums is read by its value sets alone (see CageStep#targets)
        return cage.coef == null && cage.cells.length >= 1 && layout.houses.length > 0
                && (cage.targets == null || cage.cells.length <= CageSets.MAX_CELLS);
    }

    @Override
    Technique technique(Board b) {
        return TECHNIQUE;
    }

    /** The houses' cells too: a value leaving a cell outside the cage can make the cage hold it. */
    @Override
    long signature(Board b) {
        long sig = super.signature(b);
        for (int h : houses) sig = signature(b, L.houses[h], sig);
        return sig;
    }

    @Override
    public int[] reads() {
        java.util.LinkedHashSet<Integer> all = new java.util.LinkedHashSet<>();
        for (int c : cells) all.add(c);
        for (int h : houses) for (int c : L.houses[h]) all.add(c);
        return all.stream().mapToInt(Integer::intValue).toArray();
    }

    @Override
    long effort(Board b, long cap) {
        return houses.length == 0 ? Long.MAX_VALUE : cage.effort(b, cap);
    }

    /** Its steps remove candidates from the cage's cells alone. */
    @Override
    boolean closed() {
        return true;
    }

    @Override
    public Step deduce(Board b) {
        if (!cage.prepared) cage.prepare();
        int k = cells.length;
        // values each house needs that only the cage's cells of it can take
        List<Integer> needValue = new ArrayList<>(), needHouse = new ArrayList<>();
        List<Long> needAt = new ArrayList<>(); // positions in the cage
        for (int hj = 0; hj < houses.length; hj++) {
            int h = houses[hj];
            int[] house = L.houses[h];
            // by masks first: the values whose open places in the house are all in the cage (most calls find none)
            long have = 0, inside = 0, outside = 0;
            for (int i = 0; i < house.length; i++) {
                int c = house[i];
                if (b.placed[c]) have |= b.cand[c];
                else if (posIn[hj][i] < 0) outside |= b.cand[c];
                else inside |= b.cand[c];
            }
            for (long m = L.full & ~have & inside & ~outside; m != 0; m &= m - 1) {
                int v = Long.numberOfTrailingZeros(m);
                long at = 0;
                for (int i = 0; i < house.length; i++) {
                    int c = house[i];
                    if (posIn[hj][i] >= 0 && !b.placed[c] && b.has(c, v)) at |= 1L << posIn[hj][i];
                }
                needValue.add(v);
                needAt.add(at);
                needHouse.add(h);
            }
        }
        if (needValue.isEmpty() || k > 64) return null;
        // one needed value at a time first, for the simplest reason; then all of them together
        for (int j = 0; j <= needValue.size(); j++) {
            if (j == needValue.size() && j == 1) break;
            List<Integer> v = j < needValue.size() ? List.of(needValue.get(j)) : needValue;
            List<Long> at = j < needValue.size() ? List.of(needAt.get(j)) : needAt;
            List<Integer> h = j < needValue.size() ? List.of(needHouse.get(j)) : needHouse;
            Step s = with(b, v, at, h);
            if (s != null) return s;
        }
        return null;
    }

    private Step with(Board b, List<Integer> needValue, List<Long> needAt, List<Integer> needHouse) {
        int k = cells.length;
        long[] dom = new long[k];
        for (int i = 0; i < k; i++) dom[i] = b.cand[cells[i]];
        long[] keep = new long[k];
        TreeSet<String> combos = new TreeSet<>();
        if (cage.sets == null && cage.targets != null) return null;
        if (cage.sets != null) {
            // the cage holds each value once, so a needed value sits where the house wants it
            long require = 0;
            for (int j = 0; j < needValue.size(); j++) {
                int v = needValue.get(j);
                require |= 1L << v;
                for (int i = 0; i < k; i++) if ((needAt.get(j) >>> i & 1) == 0) dom[i] &= ~(1L << v);
            }
            int r = cage.sets.prune(dom, CageStep.NODES, require);
            if (r == CageSupports.OVER_BUDGET) return null;
            if (r == CageSupports.NONE) return impossible(b, why(b, needValue, needAt, needHouse) + ", and then " + cage.subject(b) + " has no combination left");
            keep = dom;
            if (!b.silent) for (long set : cage.sets.sets) if (combos.size() <= CageStep.COUNTED) combos.add(cage.combination(set));
        } else {
            long[] copy = dom.clone();
            final long[] kept = keep;
            int r = cage.supports.prune(copy, CageStep.NODES, chosen -> {
                for (int j = 0; j < needValue.size(); j++) {
                    boolean met = false;
                    for (long m = needAt.get(j); m != 0 && !met; m &= m - 1) met = chosen[Long.numberOfTrailingZeros(m)] == needValue.get(j);
                    if (!met) return;
                }
                for (int i = 0; i < k; i++) kept[i] |= 1L << chosen[i];
                if (!b.silent && combos.size() <= CageStep.COUNTED) combos.add(cage.combination(b, chosen));
            });
            if (r == CageSupports.OVER_BUDGET) return null;
            boolean none = r == CageSupports.NONE;
            for (int i = 0; i < k && !none; i++) none = kept[i] == 0;
            if (none) return impossible(b, why(b, needValue, needAt, needHouse) + ", and then " + cage.subject(b) + " has no combination left");
        }
        long[] removed = new long[k];
        boolean any = false;
        for (int i = 0; i < k; i++) {
            removed[i] = b.cand[cells[i]] & ~keep[i];
            any |= removed[i] != 0;
        }
        if (!any) return null;
        List<Step.Candidate> elim = new ArrayList<>();
        collect(b, cells, removed, elim);
        List<String> rules = new ArrayList<>(List.of(name));
        for (int h : needHouse) if (!rules.contains(L.houseNames[h])) rules.add(L.houseNames[h]);
        if (b.silent) return new Step(TECHNIQUE, TECHNIQUE.rating(), rules, "", List.of(), elim, cells);
        StringBuilder text = new StringBuilder(why(b, needValue, needAt, needHouse)).append(", so ").append(cage.subject(b));
        text.append(cage.combinations(combos, true));
        text.append(": ").append(losses(b, cells, removed)).append(".");
        return new Step(TECHNIQUE, TECHNIQUE.rating(), rules, text.toString(), List.of(), elim, cells);
    }

    /** "In row 3, 5 can only go in r3c1,r3c2 (in cage c)" for each needed value. */
    private String why(Board b, List<Integer> values, List<Long> at, List<Integer> house) {
        StringBuilder sb = new StringBuilder();
        for (int j = 0; j < values.size(); j++) {
            List<Integer> places = new ArrayList<>();
            for (long m = at.get(j); m != 0; m &= m - 1) places.add(cells[Long.numberOfTrailingZeros(m)]);
            sb.append(j == 0 ? "In " : "; in ").append(L.houseNames[house.get(j)]).append(", ").append(b.v(values.get(j)))
                    .append(" can only go in ").append(b.names(places)).append(places.size() == 1 ? ", in " : ", all in ").append(name);
        }
        return sb.toString();
    }

    private int indexOf(int cell) {
        for (int i = 0; i < cells.length; i++) if (cells[i] == cell) return i;
        return -1;
    }
}
