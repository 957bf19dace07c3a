package org.cellwise.logic.techniques;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Cells;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Reasons;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.board.Technique;
import org.cellwise.logic.words.Notation;

/**
 * A value confined within a house to cells that all see some other cells: those lose it. Pointing when the house is
 * a box or region, claiming when it is a row or column; works for any house shape and any overlap.
 */
public final class LockedCandidates {
    private LockedCandidates() {}

    public static Step find(Board b, boolean pointing) {
        Layout L = b.L;
        long[] seen = new long[L.words];
        for (int h = 0; h < L.houses.length; h++) {
            if ((L.houseKind[h] == 0) != pointing) continue;
            long have = 0;
            for (int c : L.houses[h]) if (b.placed[c]) have |= b.cand[c];
            for (long m = L.full & ~have; m != 0; m &= m - 1) {
                int v = Long.numberOfTrailingZeros(m);
                // most values have nowhere to go out: the cells seeing every place, as bits, say so before any list
                if (!anyOut(b, L.houses[h], v, seen)) continue;
                Step s = step(b, pointing, h, v);
                if (s != null) return s;
            }
        }
        return null;
    }

    /**
     * The step of value v in house h, or null. Written apart from the search, which runs for every house and value:
     * the words are made for the few that give a step, and the search compiles small.
     */
    private static Step step(Board b, boolean pointing, int h, int v) {
        Layout L = b.L;
        List<Integer> places = b.withValue(L.houses[h], v);
        if (places.size() < 2) return null;
        List<Integer> out = b.seeingAll(places, v);
        if (out.isEmpty()) return null;
        List<Step.Candidate> elim = new ArrayList<>();
        for (int c : out) elim.add(b.candidate(c, v));
        List<String> rules = new ArrayList<>(List.of(L.houseNames[h]));
        String other = commonHouse(b, places, h);
        if (other != null) rules.add(other);
        Technique t = pointing ? Technique.POINTING : Technique.CLAIMING;
        String text = "In " + L.houseNames[h] + ", " + b.v(v) + " can only go in " + Notation.cells(L.canvas, places)
                + (other != null ? " (all in " + other + ")" : "") + ", so " + Notation.cells(L.canvas, out)
                + (out.size() == 1 ? " is not " : " are not ") + b.v(v) + Reasons.seeing(L, out, places) + ".";
        int[] cells = Cells.concat(places.stream().mapToInt(Integer::intValue).toArray(), out);
        String line = (pointing ? "Locked Candidates Type 1 (Pointing): " : "Locked Candidates Type 2 (Claiming): ") + b.v(v)
                + " in " + Notation.house(L.houseNames[h]) + " => " + Notation.results(L.canvas, List.of(), elim).substring(3);
        return new Step(t, t.rating(), rules, text, List.of(), elim, cells).withForms(line, null);
    }

    /** Whether two or more cells of the house have v and an open cell outside them that sees them all has it too. */
    private static boolean anyOut(Board b, int[] house, int v, long[] seen) {
        Layout L = b.L;
        java.util.Arrays.fill(seen, -1L);
        int places = 0;
        long bit = 1L << v;
        for (int c : house) {
            if (b.placed[c] || (b.cand[c] & bit) == 0) continue;
            places++;
            for (int w = 0; w < L.words; w++) seen[w] &= L.peerBits[c * L.words + w]; // a cell is not its own peer
        }
        if (places < 2) return false;
        for (int w = 0; w < L.words; w++)
            for (long m = seen[w]; m != 0; m &= m - 1) {
                int p = (w << 6) + Long.numberOfTrailingZeros(m);
                if (!b.placed[p] && (b.cand[p] & bit) != 0) return true;
            }
        return false;
    }

    /** Another house holding all the cells, for the explanation. */
    static String commonHouse(Board b, List<Integer> cells, int except) {
        for (int h : b.L.housesOf[cells.get(0)]) {
            if (h == except) continue;
            boolean all = true;
            for (int c : cells) all &= Cells.contains(b.L.houses[h], c);
            if (all) return b.L.houseNames[h];
        }
        return null;
    }
}
