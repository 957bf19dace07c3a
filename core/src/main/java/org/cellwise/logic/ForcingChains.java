package org.cellwise.logic;

import java.util.ArrayList;
import java.util.List;

/**
 * The last logical resort. A contradiction chain assumes one candidate and follows singles and the rules' own steps
 * until a cell or house has no value left: the candidate is false. A cell (or house) forcing chain follows every
 * candidate of a cell (or every place of a value in a house) and keeps what all of them agree on. The shortest
 * chain found is kept; its length raises the rating.
 */
final class ForcingChains {
    /** Steps one assumption may follow before it is given up: enough for a whole 25×25 grid. */
    private static final int MAX_FOLLOW = 700;
    /** Cages a chain follows: up to this many value tuples (a 4-cell cage of 5 candidates each; measured: wider
     * cages made a sum group over 71 cells cost seconds and decided nothing more). */
    private static final long FOLLOWED_SPREAD = 1_000;

    private ForcingChains() {}

    /** What an assumption led to: the steps followed, and whether it broke the rules. */
    record Outcome(Board board, List<Step> trail, boolean broken) {}

    /** Follows one assumption; at the deadline it stops where it stands, broken only if it already is. */
    static Outcome follow(Board start, int cell, int v, List<RuleStep> rules, boolean deep, long deadline) {
        Board t = start.copy();
        List<Step> trail = new ArrayList<>();
        if (!t.place(cell, v)) return new Outcome(t, trail, true);
        while (trail.size() < MAX_FOLLOW && System.nanoTime() - deadline < 0) {
            if (dead(t)) return new Outcome(t, trail, true);
            Step s = Singles.hiddenSingle(t);
            if (s == null) s = Singles.nakedSingle(t);
            if (s == null) for (RuleStep r : rules) if ((s = r.find(t, FOLLOWED_SPREAD)) != null) break;
            if (s == null && deep) s = LockedCandidates.find(t, true);
            if (s == null && deep) s = LockedCandidates.find(t, false);
            if (s == null) break;
            trail.add(s);
            t.apply(s);
        }
        return new Outcome(t, trail, dead(t));
    }

    /** A cell without candidates, or a house missing a value: cheap enough to ask after every step. */
    private static boolean dead(Board t) {
        Layout L = t.L;
        for (int c = 0; c < L.n; c++) if (t.cand[c] == 0) return true;
        for (int[] h : L.houses) {
            long any = 0;
            for (int c : h) any |= t.cand[c];
            if (any != L.full) return true;
        }
        return false;
    }

    static Step contradiction(Board b, List<RuleStep> rules, long deadline, boolean deep) {
        Layout L = b.L;
        Step best = null;
        int bestLen = Integer.MAX_VALUE;
        for (int bits = 2; bits <= L.size; bits++) {
            for (int c = 0; c < L.n; c++) {
                if (b.placed[c] || Long.bitCount(b.cand[c]) != bits) continue;
                for (long m = b.cand[c]; m != 0; m &= m - 1) {
                    if (System.nanoTime() - deadline > 0) return best;
                    int v = Long.numberOfTrailingZeros(m);
                    Outcome o = follow(b, c, v, rules, deep, deadline);
                    if (!o.broken || o.trail.size() >= bestLen) continue;
                    bestLen = o.trail.size();
                    Technique t = deep ? Technique.DYNAMIC_CONTRADICTION : Technique.CONTRADICTION;
                    String text = "If " + L.name(c) + " were " + b.v(v) + ": " + trailText(b, o.trail)
                            + ", and then a cell or house would have no value left. So " + L.name(c) + " is not " + b.v(v)
                            + " (" + t.name() + ").";
                    best = new Step(t, t.ratingFor(o.trail.size() + 1), rulesOf(o.trail), text, List.of(),
                            List.of(b.candidate(c, v)), cellsOf(c, o.trail));
                }
            }
            if (best != null) return best; // fewer candidates first: the shortest of the simplest cells
        }
        return best;
    }

    /** Every candidate of a cell, or every place of a value in a house, leads to the same placement. */
    static Step agreement(Board b, List<RuleStep> rules, long deadline) {
        Layout L = b.L;
        for (int bits = 2; bits <= 3; bits++) {
            for (int c = 0; c < L.n; c++) {
                if (b.placed[c] || Long.bitCount(b.cand[c]) != bits) continue;
                if (System.nanoTime() - deadline > 0) return null;
                List<Integer> cells = new ArrayList<>(), values = new ArrayList<>();
                for (long m = b.cand[c]; m != 0; m &= m - 1) {
                    cells.add(c);
                    values.add(Long.numberOfTrailingZeros(m));
                }
                Step s = agree(b, rules, cells, values, L.name(c) + " is " + b.values(b.cand[c]), List.of(), deadline);
                if (s != null) return s;
            }
            for (int h = 0; h < L.houses.length; h++)
                for (int v = 0; v < L.size; v++) {
                    List<Integer> places = b.withValue(L.houses[h], v);
                    if (places.size() != bits) continue;
                    if (System.nanoTime() - deadline > 0) return null;
                    List<Integer> values = new ArrayList<>();
                    for (int i = 0; i < bits; i++) values.add(v);
                    Step s = agree(b, rules, places, values, b.v(v) + " in " + L.houseNames[h] + " is in " + b.names(places),
                            List.of(L.houseNames[h]), deadline);
                    if (s != null) return s;
                }
        }
        return null;
    }

    private static Step agree(Board b, List<RuleStep> rules, List<Integer> cells, List<Integer> values, String premise,
            List<String> houses, long deadline) {
        Layout L = b.L;
        List<Outcome> outs = new ArrayList<>();
        for (int i = 0; i < cells.size(); i++) {
            Outcome o = follow(b, cells.get(i), values.get(i), rules, true, deadline);
            if (!o.broken) outs.add(o);
        }
        if (outs.isEmpty()) return null; // every branch breaks: the puzzle has no solution; left to the caller
        for (int c = 0; c < L.n; c++) {
            if (b.placed[c]) continue;
            long common = -1L;
            for (Outcome o : outs) common &= o.board.placed[c] ? o.board.cand[c] : 0;
            if (common == 0) continue;
            int v = Long.numberOfTrailingZeros(common);
            Technique t = Technique.CELL_FORCING;
            int longest = 0;
            StringBuilder text = new StringBuilder(premise).append(". ");
            List<String> ruleNames = new ArrayList<>(houses);
            List<Integer> shown = new ArrayList<>(cells);
            for (int i = 0; i < cells.size(); i++) {
                // the same chains again, for their words: in full, as the first pass followed them
                Outcome o = follow(b, cells.get(i), values.get(i), rules, true, System.nanoTime() + (1L << 62));
                if (o.broken) {
                    text.append("If ").append(L.name(cells.get(i))).append(" were ").append(b.v(values.get(i)))
                            .append(", a cell or house would be left without a value. ");
                    continue;
                }
                int upto = upTo(o.trail, c);
                longest = Math.max(longest, upto);
                text.append("If ").append(L.name(cells.get(i))).append(" were ").append(b.v(values.get(i))).append(": ")
                        .append(trailText(b, o.trail.subList(0, upto))).append(". ");
                ruleNames.addAll(rulesOf(o.trail.subList(0, upto)));
                for (int x : cellsOf(cells.get(i), o.trail.subList(0, upto))) if (!shown.contains(x)) shown.add(x);
            }
            text.append("Either way ").append(L.name(c)).append(" is ").append(b.v(v)).append(" (").append(t.name()).append(").");
            return new Step(t, t.ratingFor(longest + cells.size()), new ArrayList<>(new java.util.LinkedHashSet<>(ruleNames)),
                    text.toString(), List.of(b.candidate(c, v)), List.of(), shown.stream().mapToInt(Integer::intValue).toArray());
        }
        return null;
    }

    /** Steps of the trail up to the one that placed {@code cell}. */
    private static int upTo(List<Step> trail, int cell) {
        for (int i = 0; i < trail.size(); i++)
            for (Step.Candidate p : trail.get(i).placements()) if (p.cell() == cell) return i + 1;
        return trail.size();
    }

    private static String trailText(Board b, List<Step> trail) {
        StringBuilder sb = new StringBuilder();
        int shown = 0;
        for (Step s : trail) {
            if (shown == 12) {
                sb.append(", … (").append(trail.size() - shown).append(" more steps)");
                break;
            }
            sb.append(shown++ == 0 ? "" : ", ");
            if (!s.placements().isEmpty()) {
                Step.Candidate p = s.placements().get(0);
                sb.append(s.technique().name()).append(" ").append(b.L.name(p.cell())).append("=").append(p.value());
            } else {
                sb.append(s.rules().isEmpty() ? s.technique().name() : s.rules().get(0)).append(" removes ")
                        .append(s.eliminations().size()).append(s.eliminations().size() == 1 ? " candidate" : " candidates");
            }
        }
        return sb.toString();
    }

    static List<String> rulesOf(List<Step> trail) {
        java.util.LinkedHashSet<String> out = new java.util.LinkedHashSet<>();
        for (Step s : trail) if (!s.technique().name().startsWith("hidden") && !s.technique().name().startsWith("naked")) out.addAll(s.rules());
        return new ArrayList<>(out);
    }

    private static int[] cellsOf(int first, List<Step> trail) {
        List<Integer> out = new ArrayList<>(List.of(first));
        for (Step s : trail) for (Step.Candidate p : s.placements()) if (!out.contains(p.cell())) out.add(p.cell());
        return out.stream().mapToInt(Integer::intValue).toArray();
    }
}
