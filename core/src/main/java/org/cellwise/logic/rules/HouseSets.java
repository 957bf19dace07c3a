package org.cellwise.logic.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Fixed;
import org.cellwise.constraint.Relation;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Cells;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.board.Technique;

/**
 * The clues that lie wholly inside one house, read together with the house: each group of cells tied by clues (a
 * renban or whisper line, a cage, a thermometer's stretch inside a box, cells joined by dots) can only hold certain
 * sets of values; the house holds every value once, so the groups take disjoint sets and the other cells of the
 * house take what is left. Sets no way of filling the house uses go. This is how a setter reads "two four-cell
 * renbans in a column leave 1, 5 or 9 for the fifth cell", or two cages in a box that must share out its values.
 *
 * <p>Each group is enumerated within a budget (its cells take different values, and every clue inside it must
 * hold); then the groups' sets are combined, and the free cells are matched to the values left.
 */
public final class HouseSets extends RuleStep {
    static final Technique TECHNIQUE = new Technique("sets in a house", 3.0, 70, Technique.Level.MEDIUM);
    private static final int MAX_GROUP = 6, MAX_FREE = 12;
    private static final long NODES = 200_000;
    private static final long[] NO_FIT = new long[0];

    private final int house;
    private final Group[] groups;
    private final int[] free;
    /** Placements asked before, kept. */
    private final Matching.Kept matched = new Matching.Kept();

    /** Cells tied by clues inside the house, and the clues. */
    private record Group(String name, int[] cells, List<Constraint> checks, int[][] sums, long[] targets, List<Constraint> others) {
        /** The sums among the checks, as positions in the group, so that a partial filling out of reach stops early. */
        static Group of(String name, int[] cells, List<Constraint> checks) {
            List<int[]> sums = new ArrayList<>();
            List<Long> targets = new ArrayList<>();
            List<Constraint> others = new ArrayList<>();
            for (Constraint c : checks) {
                if (!(c instanceof org.cellwise.constraint.Sum sum)) {
                    others.add(c);
                    continue;
                }
                int[] pos = new int[sum.cells().length];
                for (int i = 0; i < pos.length; i++) pos[i] = indexOf(cells, sum.cells()[i]);
                sums.add(pos);
                targets.add((long) sum.target());
            }
            return new Group(name, cells, checks, sums.toArray(new int[0][]),
                    targets.stream().mapToLong(Long::longValue).toArray(), others);
        }

        private static int indexOf(int[] a, int x) {
            for (int i = 0; i < a.length; i++) if (a[i] == x) return i;
            throw new IllegalArgumentException("cell outside its group");
        }
    }

    private HouseSets(int house, Group[] groups, int[] free, Layout layout) {
        super(layout.houseNames[house], "sets in a house", layout.houses[house], layout);
        this.house = house;
        this.groups = groups;
        this.free = free;
    }

    @Override
    Technique technique(Board b) {
        return TECHNIQUE;
    }

    /** One step per house that holds a group of cells tied by some clue other than "all different". */
    public static List<RuleStep> derive(Layout L, List<Constraint> constraints) {
        List<RuleStep> out = new ArrayList<>();
        if (L.size > 62) return out;
        for (int h = 0; h < L.houses.length; h++) {
            int[] hc = L.houses[h];
            Map<Integer, Integer> pos = new HashMap<>();
            for (int i = 0; i < hc.length; i++) pos.put(hc[i], i);
            int[] parent = new int[hc.length];
            for (int i = 0; i < hc.length; i++) parent[i] = i;
            List<Constraint> inside = new ArrayList<>();
            for (Constraint c : constraints) {
                if (c instanceof Fixed) continue;
                if (c instanceof Relation r && r.kind() == Relation.Kind.NOT_EQUAL) continue;
                int[] cs = c.cells();
                if (cs.length < 2 || (c instanceof AllDifferent && cs.length >= hc.length)) continue;
                boolean in = true;
                for (int x : cs) in &= pos.containsKey(x);
                if (!in) continue;
                for (int x : cs) union(parent, pos.get(cs[0]), pos.get(x));
                if (!(c instanceof AllDifferent)) inside.add(c);
            }
            if (inside.isEmpty()) continue;
            Map<Integer, List<Integer>> comps = new LinkedHashMap<>();
            for (int i = 0; i < hc.length; i++) comps.computeIfAbsent(find(parent, i), k -> new ArrayList<>()).add(hc[i]);
            List<Group> groups = new ArrayList<>();
            List<Integer> free = new ArrayList<>();
            boolean ok = true;
            for (List<Integer> comp : comps.values()) {
                List<Constraint> checks = new ArrayList<>();
                for (Constraint c : inside) if (comp.contains(c.cells()[0])) checks.add(c);
                if (comp.size() == 1 || checks.isEmpty()) {
                    free.addAll(comp);
                    continue;
                }
                if (comp.size() > MAX_GROUP) {
                    ok = false;
                    break;
                }
                String name = checks.get(0).name();
                int colon = name.indexOf(':');
                if (colon > 0) name = name.substring(0, colon);
                groups.add(Group.of(L.names.of(name), comp.stream().mapToInt(Integer::intValue).toArray(), checks));
            }
            if (!ok || groups.isEmpty() || free.size() > MAX_FREE) continue;
            out.add(new HouseSets(h, groups.toArray(new Group[0]), free.stream().mapToInt(Integer::intValue).toArray(), L));
        }
        return out;
    }

    private static int find(int[] p, int x) {
        while (p[x] != x) x = p[x] = p[p[x]];
        return x;
    }

    private static void union(int[] p, int a, int b) {
        p[find(p, a)] = find(p, b);
    }

    /** The groups' value tuples: always tried in the main loop (the work has its own budget), in forcing chains when small. */
    @Override
    long effort(Board b, long cap) {
        long sum = 0;
        for (Group g : groups) {
            long t = 1;
            for (int c : g.cells()) if ((t *= Long.bitCount(b.cand[c])) > cap) break;
            if ((sum += t) > cap) break;
        }
        return Math.min(sum, CageStep.SPREAD);
    }

    /** Per group: each value set it can take, with the values each cell can take within it. */
    private List<Map<Long, long[]>> setsOf;
    private long budget;

    /** Its steps remove candidates from the house's cells alone. */
    @Override
    boolean closed() {
        return true;
    }

    @Override
    public Step deduce(Board b) {
        budget = NODES;
        setsOf = new ArrayList<>();
        int[] values = new int[L.n];
        for (Group g : groups) {
            Map<Long, long[]> sets = new HashMap<>();
            if (!enumerate(b, g, 0, 0L, new int[g.cells().length], values, sets)) return null;
            if (sets.isEmpty()) return impossible(b, name + ": " + g.name() + " has no values left that meet its clues");
            setsOf.add(sets);
        }
        // the groups' sets, disjoint, and the free cells matched to the values left
        Integer[] order = new Integer[groups.length];
        for (int i = 0; i < order.length; i++) order[i] = i;
        java.util.Arrays.sort(order, (x, y) -> setsOf.get(x).size() - setsOf.get(y).size());
        List<java.util.Set<Long>> kept = new ArrayList<>();
        for (int i = 0; i < groups.length; i++) kept.add(new java.util.HashSet<>());
        long[] freeKeep = new long[free.length];
        Map<Long, long[]> leftovers = new HashMap<>();
        long[] chosen = new long[groups.length];
        if (!combine(b, order, 0, 0L, chosen, kept, freeKeep, leftovers)) return null;
        boolean anyWay = false;
        for (java.util.Set<Long> k : kept) anyWay |= !k.isEmpty();
        if (!anyWay) return impossible(b, name + ": its clues' groups cannot share out its values");
        // what is left of each cell
        List<Step.Candidate> elim = new ArrayList<>();
        List<Integer> shown = new ArrayList<>();
        StringBuilder losses = new StringBuilder();
        for (int g = 0; g < groups.length; g++) {
            int[] cs = groups[g].cells();
            long[] keep = new long[cs.length];
            for (long set : kept.get(g)) {
                long[] per = setsOf.get(g).get(set);
                for (int i = 0; i < cs.length; i++) keep[i] |= per[i];
            }
            for (int i = 0; i < cs.length; i++) note(b, cs[i], keep[i], elim, losses, shown);
        }
        for (int i = 0; i < free.length; i++) note(b, free[i], freeKeep[i], elim, losses, shown);
        if (elim.isEmpty()) return null;
        List<String> rules = new ArrayList<>(List.of(name));
        for (Group g : groups) rules.add(g.name());
        int[] cells = new int[0];
        for (Group g : groups) cells = Cells.concat(cells, list(g.cells()));
        cells = Cells.concat(cells, shown.stream().filter(c -> !containsAny(groups, c)).toList());
        if (b.silent) return new Step(TECHNIQUE, TECHNIQUE.rating(), rules, "", List.of(), elim, cells);
        StringBuilder text = new StringBuilder("In ").append(name).append(", ");
        for (int g = 0; g < groups.length; g++) {
            text.append(g == 0 ? "" : "; ").append(groups[g].name()).append(" (").append(b.names(list(groups[g].cells())))
                    .append(")");
            List<Long> sets = new ArrayList<>(kept.get(g));
            sets.sort(Long::compare);
            if (sets.size() <= 6) {
                List<String> said = new ArrayList<>();
                for (long set : sets) said.add(setText(b, set));
                text.append(" can only be ").append(CageStep.either(said));
            } else text.append(" has ").append(sets.size()).append(" sets of values left");
        }
        text.append(free.length == 0 ? ", taking disjoint sets of values" : ", and the house's other cells take the values left")
                .append(": ").append(losses).append(".");
        return new Step(TECHNIQUE, TECHNIQUE.rating(), rules, text.toString(), List.of(), elim, cells);
    }

    private static boolean containsAny(Group[] gs, int c) {
        for (Group g : gs) if (Cells.contains(g.cells(), c)) return true;
        return false;
    }

    private static List<Integer> list(int[] a) {
        List<Integer> l = new ArrayList<>();
        for (int x : a) l.add(x);
        return l;
    }

    private void note(Board b, int cell, long keep, List<Step.Candidate> elim, StringBuilder losses, List<Integer> shown) {
        long removed = b.cand[cell] & ~keep;
        if (removed == 0 || b.placed[cell]) return;
        for (long m = removed; m != 0; m &= m - 1) elim.add(b.candidate(cell, Long.numberOfTrailingZeros(m)));
        losses.append(losses.length() == 0 ? "" : ", ").append(L.name(cell)).append(" cannot be ").append(b.values(removed));
        shown.add(cell);
    }

    /** "1234" for one-digit values, else "10,11,12". */
    private String setText(Board b, long set) {
        boolean digits = L.min >= 0 && L.min + L.size - 1 <= 9;
        StringBuilder sb = new StringBuilder();
        for (long m = set; m != 0; m &= m - 1) sb.append(digits || sb.length() == 0 ? "" : ",").append(b.v(Long.numberOfTrailingZeros(m)));
        return sb.toString();
    }

    /** Every way to fill the group's cells with different values that its clues allow; false when over budget. */
    private boolean enumerate(Board b, Group g, int i, long used, int[] chosen, int[] values, Map<Long, long[]> sets) {
        if (--budget < 0) return false;
        int[] cs = g.cells();
        if (i == cs.length) {
            // sums by their positions (the group's values all differ already), the other clues as they say
            for (int s = 0; s < g.sums().length; s++) {
                long sum = 0;
                for (int p : g.sums()[s]) sum += L.value(chosen[p]);
                if (sum != g.targets()[s]) return true;
            }
            if (!g.others().isEmpty()) {
                for (int j = 0; j < cs.length; j++) values[cs[j]] = L.value(chosen[j]);
                for (Constraint c : g.others()) if (!c.holds(values)) return true;
            }
            long[] per = sets.computeIfAbsent(used, k -> new long[cs.length]);
            for (int j = 0; j < cs.length; j++) per[j] |= 1L << chosen[j];
            return true;
        }
        if (outOfReach(b, g, i, chosen, used)) return true;
        for (long m = b.cand[cs[i]] & ~used; m != 0; m &= m - 1) {
            int v = Long.numberOfTrailingZeros(m);
            boolean ok = true; // values differ by "used"; links between cells beyond that are asked
            for (int j = 0; j < i && ok && L.extra != null; j++) ok = !L.sees(cs[j], chosen[j], cs[i], v);
            if (!ok) continue;
            chosen[i] = v;
            if (!enumerate(b, g, i + 1, used | 1L << v, chosen, values, sets)) return false;
        }
        return true;
    }

    /**
     * Whether a sum of the group cannot be met whatever the cells from position {@code i} on take (each its smallest
     * or largest value left): the tuples below are not listed. Profiled on minimal killers, listing them and
     * checking each sum at the end was a sixth of the time forcing chains spend.
     */
    private boolean outOfReach(Board b, Group g, int i, int[] chosen, long used) {
        int[] cs = g.cells();
        for (int s = 0; s < g.sums().length; s++) {
            long lo = 0, hi = 0;
            for (int p : g.sums()[s]) {
                if (p < i) {
                    lo += L.value(chosen[p]);
                    hi += L.value(chosen[p]);
                    continue;
                }
                long left = b.cand[cs[p]] & ~used;
                if (left == 0) return true;
                lo += L.value(Long.numberOfTrailingZeros(left));
                hi += L.value(63 - Long.numberOfLeadingZeros(left));
            }
            if (g.targets()[s] < lo || g.targets()[s] > hi) return true;
        }
        return false;
    }

    /** Groups in {@code order} from {@code k} take disjoint sets; false when over budget. */
    private boolean combine(Board b, Integer[] order, int k, long used, long[] chosen, List<java.util.Set<Long>> kept,
            long[] freeKeep, Map<Long, long[]> leftovers) {
        if (--budget < 0) return false;
        if (k == order.length) {
            long left = L.full & ~used;
            long[] fit = leftovers.get(left);
            if (fit == null) {
                fit = match(b, left);
                budget -= 1L << free.length;
                leftovers.put(left, fit);
            }
            if (fit == NO_FIT) return true;
            for (int i = 0; i < free.length; i++) freeKeep[i] |= fit[i];
            for (int g = 0; g < order.length; g++) kept.get(g).add(chosen[g]);
            return true;
        }
        int g = order[k];
        for (long set : setsOf.get(g).keySet()) {
            if ((set & used) != 0) continue;
            chosen[g] = set;
            if (!combine(b, order, k + 1, used | set, chosen, kept, freeKeep, leftovers)) return false;
        }
        return true;
    }

    /**
     * The values each free cell can take when the free cells take exactly {@code left} (one each), or an empty
     * array when they cannot: a matching of the free cells to those values ({@link Matching}).
     */
    private long[] match(Board b, long left) {
        int k = free.length;
        if (Long.bitCount(left) != k) return NO_FIT;
        if (k == 0) return new long[0];
        int[] at = new int[k];
        int j = 0;
        for (long m = left; m != 0; m &= m - 1) at[j++] = Long.numberOfTrailingZeros(m);
        int[] allowed = new int[k];
        for (int i = 0; i < k; i++)
            for (int p = 0; p < k; p++) if (b.has(free[i], at[p])) allowed[i] |= 1 << p;
        int[] kept = matched.keep(allowed, k);
        if (kept == null) return NO_FIT;
        long[] keep = new long[k];
        for (int i = 0; i < k; i++)
            for (int f = kept[i]; f != 0; f &= f - 1) keep[i] |= 1L << at[Integer.numberOfTrailingZeros(f)];
        return keep;
    }
}
