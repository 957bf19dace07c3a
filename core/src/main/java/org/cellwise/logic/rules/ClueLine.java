package org.cellwise.logic.rules;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Equal;
import org.cellwise.constraint.Relation;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Cells;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Reasons;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.board.Technique;
import org.cellwise.rules.Rule;

/**
 * A line made of two-cell clues read whole: a renban, a whisper or a thermometer, a chain of kropki dots or XV
 * marks, a palindrome. The dot-by-dot steps see two cells at a time; this one fills the whole line, with every
 * clue between its cells and every two of its cells that see each other different, so it knows that a four-cell
 * renban is four consecutive values, that a thermometer's fourth cell is at least 4, that a whisper bent inside a
 * box cannot use 5 twice. A value every filling puts somewhere on the line is then removed from the cells outside
 * that see all its places ("the renban must hold a 5").
 */
public final class ClueLine extends RuleStep {
    private static final int MAX_CELLS = 9, SHOWN = 6;
    private static final long NODES = 60_000;

    private ClueLine(String name, String family, int[] cells, Layout layout) {
        super(name, family, cells, layout);
    }

    /** The lines of two-cell clues: each rule's clues split into chains of cells they join. */
    public static List<RuleStep> derive(Layout L, List<Constraint> constraints, Map<Constraint, Rule> ruleOf,
            java.util.function.Function<Rule, String> family) {
        Map<Rule, List<Constraint>> byRule = new IdentityHashMap<>();
        List<Rule> order = new ArrayList<>();
        for (Constraint c : constraints) {
            if (!joins(c)) continue;
            Rule r = ruleOf.get(c);
            if (r == null) continue;
            if (!byRule.containsKey(r)) order.add(r);
            byRule.computeIfAbsent(r, k -> new ArrayList<>()).add(c);
        }
        List<RuleStep> out = new ArrayList<>();
        for (Rule r : order) {
            for (List<Integer> chain : chains(byRule.get(r))) {
                if (chain.size() < 3 || chain.size() > MAX_CELLS) continue;
                String name = null;
                for (Constraint c : byRule.get(r))
                    if (chain.contains(c.cells()[0])) {
                        name = c.name();
                        break;
                    }
                out.add(new ClueLine(lineName(name, family.apply(r), L, chain.get(0)), family.apply(r), order(L, chain), L));
            }
        }
        return out;
    }

    /** The cells joined by clues, chain by chain (cells in the order first met). */
    public static List<List<Integer>> chains(List<? extends Constraint> clues) {
        Map<Integer, Integer> parent = new LinkedHashMap<>();
        for (Constraint c : clues)
            for (int x : c.cells()) parent.putIfAbsent(x, x);
        for (Constraint c : clues) {
            int[] cs = c.cells();
            for (int i = 1; i < cs.length; i++) parent.put(find(parent, cs[i]), find(parent, cs[0]));
        }
        Map<Integer, List<Integer>> chains = new LinkedHashMap<>();
        for (int x : parent.keySet()) chains.computeIfAbsent(find(parent, x), k -> new ArrayList<>()).add(x);
        return new ArrayList<>(chains.values());
    }

    /** A line named as its clues are ("thermo r3c1" of "thermo r3c1: r3c1<r3c2"), else by its kind and first cell. */
    public static String lineName(String clueName, String family, Layout L, int first) {
        int colon = clueName.indexOf(':');
        return colon > 0 ? clueName.substring(0, colon) : family + " " + L.name(first);
    }

    /** The clues that make a line: relations that join two cells by their values, and equal cells. */
    public static boolean joins(Constraint c) {
        if (c instanceof Equal e) return e.cells().length == 2;
        if (!(c instanceof Relation r)) return false;
        return switch (r.kind()) {
            case LESS, DIFFERENCE, APART_AT_LEAST, APART_AT_MOST, RATIO, SUM, OTHER_BAND -> true;
            default -> false; // "not" clues hold between every undotted pair: they join everything
        };
    }

    private static int find(Map<Integer, Integer> p, int x) {
        while (p.get(x) != x) x = p.get(x);
        return x;
    }

    /** Cells in an order that meets each clue early: along the chain from a cell with the fewest partners. */
    private static int[] order(Layout L, List<Integer> chain) {
        List<Integer> out = new ArrayList<>();
        List<Integer> left = new ArrayList<>(chain);
        while (!left.isEmpty()) {
            int next = -1;
            for (int c : left) {
                boolean touches = false;
                for (int o : out) touches |= linked(L, o, c);
                if (touches || out.isEmpty()) {
                    next = c;
                    break;
                }
            }
            if (next < 0) next = left.get(0);
            out.add(next);
            left.remove(Integer.valueOf(next));
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    private static boolean linked(Layout L, int a, int b) {
        if (L.sees(a, b)) return true;
        for (int x = 0; x < L.size; x++)
            for (int y = 0; y < L.size; y++) if (L.sees(a, x, b, y)) return true;
        return false;
    }

    /** Always tried in the main loop (the filling has its own budget); in forcing chains only when small. */
    @Override
    long effort(Board b, long cap) {
        return Math.min(super.effort(b, cap), CageStep.SPREAD);
    }

    private long budget;
    private long[] keep;
    private long inEvery;
    private int ways;
    private final List<String> shownWays = new ArrayList<>();

    @Override
    public Step deduce(Board b) {
        int k = cells.length;
        keep = new long[k];
        inEvery = -1L;
        ways = 0;
        shownWays.clear();
        budget = NODES;
        if (!fill(b, 0, new int[k])) return null;
        if (ways == 0) return impossible(b, name + " cannot be filled");
        long[] removed = new long[k];
        boolean any = false;
        for (int i = 0; i < k; i++) {
            removed[i] = b.cand[cells[i]] & ~keep[i];
            any |= removed[i] != 0;
        }
        List<Step.Candidate> elim = new ArrayList<>();
        collect(b, cells, removed, elim);
        // values every filling uses: the cells outside that see all their places lose them
        StringBuilder must = new StringBuilder();
        List<Integer> touched = new ArrayList<>();
        for (long m = inEvery; m != 0; m &= m - 1) {
            int v = Long.numberOfTrailingZeros(m);
            List<Integer> places = new ArrayList<>();
            boolean open = false;
            for (int i = 0; i < k; i++)
                if ((keep[i] >>> v & 1) != 0) {
                    places.add(cells[i]);
                    open |= !b.placed[cells[i]];
                }
            if (!open) continue;
            List<Integer> out = b.seeingAll(places, v);
            out.removeIf(c -> Cells.contains(cells, c));
            if (out.isEmpty()) continue;
            for (int c : out) elim.add(b.candidate(c, v));
            touched.addAll(out);
            must.append(must.length() == 0 ? "" : "; ").append("the line must hold ").append(b.v(v)).append(" (in ")
                    .append(b.names(places)).append("), so ").append(b.names(out)).append(out.size() == 1 ? " is not " : " are not ")
                    .append(b.v(v)).append(Reasons.seeing(L, out, places));
        }
        if (elim.isEmpty()) return null;
        List<Integer> in = new ArrayList<>();
        for (int c : cells) in.add(c);
        StringBuilder text = new StringBuilder(name).append(" (").append(b.names(in)).append(")");
        text.append(", read whole with its cells that see each other apart,");
        if (ways == 1) text.append(" can only be ").append(shownWays.get(0));
        else if (ways <= SHOWN)
            text.append(" can only be ").append(String.join(", ", shownWays.subList(0, ways - 1))).append(" or ").append(shownWays.get(ways - 1));
        else text.append(" can be filled ").append(ways > 999 ? "over 999" : Integer.toString(ways)).append(" ways");
        if (any) text.append(": ").append(losses(b, cells, removed));
        if (must.length() > 0) text.append(any ? "; " : ": ").append(must);
        Technique t = technique(b);
        return new Step(t, t.rating(), List.of(name), text.append(".").toString(), List.of(), elim,
                touched.isEmpty() ? cells : Cells.concat(cells, touched));
    }

    /** Every filling of the line from cell i on; false when over budget. */
    private boolean fill(Board b, int i, int[] chosen) {
        if (--budget < 0) return false;
        if (i == cells.length) {
            long used = 0;
            for (int j = 0; j < cells.length; j++) {
                keep[j] |= 1L << chosen[j];
                used |= 1L << chosen[j];
            }
            inEvery &= used;
            if (ways++ < SHOWN) {
                StringBuilder w = new StringBuilder();
                for (int j = 0; j < cells.length; j++) w.append(j == 0 ? "" : "-").append(L.value(chosen[j]));
                shownWays.add(w.toString());
            }
            return true;
        }
        for (long m = b.cand[cells[i]]; m != 0; m &= m - 1) {
            int v = Long.numberOfTrailingZeros(m);
            boolean ok = true;
            for (int j = 0; j < i && ok; j++) ok = !L.sees(cells[j], chosen[j], cells[i], v);
            if (!ok) continue;
            chosen[i] = v;
            if (!fill(b, i + 1, chosen)) return false;
        }
        return true;
    }
}
