package org.cellwise.logic.techniques;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Reasons;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.board.Technique;

/**
 * One step of forcing through value-specific clues: whatever a cell holds, or wherever a house puts a value, some
 * other candidate clashes with it, so that candidate goes. "r1c1 is 4/6, and 5 in r1c2 would be next to either
 * (non-consecutive), so r1c2 is not 5"; "in box 1, 4 can only go in r1c1 and r2c2, both next to r1c2, so r1c2 is not
 * 3 or 5". Locked candidates are the case where the clash is the same value in cells that see each other; this is the
 * case where it is a clue between two cells (non-consecutive, kropki and XV with their negative rules, thermometers,
 * whispers...). Puzzles without such clues never get here.
 */
public final class SimpleForcing {
    static final Technique TECHNIQUE = new Technique("simple forcing", 2.8, 60, Technique.Level.MEDIUM);

    private SimpleForcing() {}

    public static Step find(Board b) {
        Layout L = b.L;
        if (L.extra == null) return null;
        for (int c = 0; c < L.n; c++) {
            if (b.placed[c] || Long.bitCount(b.cand[c]) < 2) continue;
            List<int[]> sources = new ArrayList<>();
            for (long m = b.cand[c]; m != 0; m &= m - 1) sources.add(new int[] {c, Long.numberOfTrailingZeros(m)});
            Step s = clash(b, sources, L.name(c) + " is " + b.values(b.cand[c]), List.of(),
                    Long.bitCount(b.cand[c]) == 2 ? "either value" : "each of these values");
            if (s != null) return s;
        }
        for (int h = 0; h < L.houses.length; h++) {
            long have = 0;
            for (int c : L.houses[h]) if (b.placed[c]) have |= b.cand[c];
            for (long m = L.full & ~have; m != 0; m &= m - 1) {
                int v = Long.numberOfTrailingZeros(m);
                List<Integer> places = b.withValue(L.houses[h], v);
                if (places.size() < 2) continue;
                List<int[]> sources = new ArrayList<>();
                for (int p : places) sources.add(new int[] {p, v});
                Step s = clash(b, sources, "In " + L.houseNames[h] + ", " + b.v(v) + " can only go in " + b.names(places),
                        List.of(L.houseNames[h]), "each place");
                if (s != null) return s;
            }
        }
        return null;
    }

    /** Candidates that clash with every source (one of the sources is true); null when none goes. */
    private static Step clash(Board b, List<int[]> sources, String premise, List<String> houses, String each) {
        Layout L = b.L;
        List<Step.Candidate> elim = new ArrayList<>();
        List<Integer> cells = new ArrayList<>();
        java.util.Set<Integer> tried = new java.util.HashSet<>();
        // a clash with two different sources is a clue's link at least once: the links of each source hold them all
        for (int[] src : sources) {
            int[] links = L.extra[src[0] * L.size + src[1]];
            if (links == null) continue;
            for (int x : links) {
                int d = x / L.size, u = x % L.size;
                if (!tried.add(x) || b.placed[d] || !b.has(d, u)) continue;
                boolean all = true;
                for (int[] s : sources) all &= d != s[0] && L.sees(d, u, s[0], s[1]);
                if (!all) continue;
                elim.add(b.candidate(d, u));
                if (!cells.contains(d)) cells.add(d);
            }
        }
        if (elim.isEmpty()) return null;
        // the clues that make the clashes, by name
        List<String> rules = new ArrayList<>(houses);
        for (int d : cells)
            for (int[] s : sources) {
                long gone = 0;
                for (Step.Candidate e : elim) if (e.cell() == d) gone |= 1L << (e.value() - L.min);
                // a move rule's pair says how the cells lie and which values clash ("2+3 would make 5")
                String why = Reasons.clue(L, s[0], s[1], d, gone);
                if (why != null && !rules.contains(why)) rules.add(why);
            }
        StringBuilder lost = new StringBuilder();
        for (int d : cells) {
            long m = 0;
            for (Step.Candidate e : elim) if (e.cell() == d) m |= 1L << (e.value() - L.min);
            lost.append(lost.length() == 0 ? "" : ", ").append(L.name(d)).append(" cannot be ").append(b.values(m));
        }
        StringBuilder targets = new StringBuilder();
        for (int d : cells) {
            long m = 0;
            for (Step.Candidate e : elim) if (e.cell() == d) m |= 1L << (e.value() - L.min);
            targets.append(targets.length() == 0 ? "" : " and ").append(b.values(m)).append(" in ").append(L.name(d));
        }
        String text = premise + ", and " + each + " rules out " + targets + " ("
                + String.join(", ", rules.subList(houses.size(), rules.size())) + "), so " + lost + ".";
        int[] shown = new int[sources.size()];
        for (int i = 0; i < shown.length; i++) shown[i] = sources.get(i)[0];
        java.util.LinkedHashSet<Integer> all = new java.util.LinkedHashSet<>();
        for (int x : shown) all.add(x);
        all.addAll(cells);
        return new Step(TECHNIQUE, TECHNIQUE.rating(), rules, text, List.of(), elim, all.stream().mapToInt(Integer::intValue).toArray());
    }
}
