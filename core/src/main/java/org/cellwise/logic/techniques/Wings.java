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
 * XY-wing: a cell with x/y sees one with x/z and one with y/z; whichever value the first takes, one of the others
 * is z, so cells seeing both lose z. XYZ-wing: the first cell is x/y/z, and cells seeing all three lose z.
 */
public final class Wings {
    private Wings() {}

    public static Step xy(Board b, boolean xyz) {
        Layout L = b.L;
        for (int p = 0; p < L.n; p++) {
            if (b.placed[p] || Long.bitCount(b.cand[p]) != (xyz ? 3 : 2)) continue;
            long pivot = b.cand[p];
            int[] peers = L.peers[p];
            for (int i = 0; i < peers.length; i++) {
                int a = peers[i];
                long ca = b.cand[a];
                if (b.placed[a] || Long.bitCount(ca) != 2) continue;
                if (xyz ? (ca & pivot) != ca : Long.bitCount(ca & pivot) != 1) continue;
                for (int j = i + 1; j < peers.length; j++) {
                    int c = peers[j];
                    long cc = b.cand[c];
                    if (b.placed[c] || Long.bitCount(cc) != 2 || cc == ca) continue;
                    long z;
                    if (xyz) {
                        if ((cc & pivot) != cc) continue;
                        z = ca & cc;
                    } else {
                        if (Long.bitCount(cc & pivot) != 1 || (ca & cc & pivot) != 0) continue;
                        z = ca & cc & ~pivot;
                        if ((((ca | cc) & pivot) != pivot)) continue;
                    }
                    if (Long.bitCount(z) != 1) continue;
                    int v = Long.numberOfTrailingZeros(z);
                    List<Integer> wing = xyz ? List.of(p, a, c) : List.of(a, c);
                    List<Integer> out = b.seeingAll(new ArrayList<>(wing), v);
                    out.removeAll(wing);
                    out.remove(Integer.valueOf(p));
                    if (out.isEmpty()) continue;
                    List<Step.Candidate> elim = new ArrayList<>();
                    for (int x : out) elim.add(b.candidate(x, v));
                    Technique t = xyz ? Technique.XYZ_WING : Technique.XY_WING;
                    String text = L.name(p) + " is " + b.values(pivot) + " and sees " + L.name(a) + " (" + b.values(ca) + ") and "
                            + L.name(c) + " (" + b.values(cc) + "): one of " + Notation.cells(L.canvas, wing) + " is " + b.v(v) + " (" + t.name()
                            + "), so " + Notation.cells(L.canvas, out) + (out.size() == 1 ? " is not " : " are not ") + b.v(v)
                            + Reasons.join(Reasons.seeing(L, List.of(p), List.of(a, c)), Reasons.seeing(L, out, new ArrayList<>(wing))) + ".";
                    List<String> rules = new ArrayList<>();
                    for (int x : new int[] {a, c}) {
                        String h = LockedCandidates.commonHouse(b, List.of(p, x), -1);
                        if (h != null) rules.add(h);
                    }
                    String line = (xyz ? "XYZ-Wing: " : "XY-Wing: ") + b.values(pivot | ca | cc) + " in " + L.name(p) + ","
                            + L.name(a) + "," + L.name(c) + " => " + Notation.results(L.canvas, List.of(), elim).substring(3);
                    return new Step(t, t.rating(), rules, text, List.of(), elim,
                            Cells.concat(new int[] {p, a, c}, out)).withForms(line, null);
                }
            }
        }
        return null;
    }
}
