package org.cellwise.logic.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Relation;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Reasons;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.board.Technique;

/**
 * The two-cell clues of one line (a thermometer, a whisper, a chain of kropki dots or XV marks) taken together: each
 * clue narrows its two cells, and the narrowing runs along the line until nothing more goes, said as one step that
 * names the line ("thermo r3c1 (r3c1 < r3c2 < r4c3 < r5c3): r3c1 cannot be 7/8/9, ..."). A person clears a
 * thermometer's impossible values, or a whisper's 5s, in one look, not a pair at a time. A line of one clue is
 * {@link PairStep}'s; reading the line whole, with its cells that see each other apart, is {@link ClueLine}'s.
 */
public final class PairLine extends RuleStep {
    private final Relation[] clues;

    public PairLine(String name, String family, int[] cells, List<Relation> clues, Layout layout) {
        super(name, family, cells, layout);
        this.clues = clues.toArray(new Relation[0]);
    }

    /** Each pass reads each clue's two cells: cheap however many values the line's cells could take together. */
    @Override
    long effort(Board b, long cap) {
        long work = 0;
        for (Relation r : clues) work += (long) Long.bitCount(b.cand[r.a()]) * Long.bitCount(b.cand[r.b()]);
        return work;
    }

    @Override
    boolean closed() {
        return true; // it removes only from its own cells, and reads only them
    }

    @Override
    public Step deduce(Board b) {
        int k = cells.length;
        long[] dom = new long[k];
        for (int i = 0; i < k; i++) dom[i] = b.cand[cells[i]];
        boolean changed = true;
        while (changed) {
            changed = false;
            for (Relation r : clues) {
                int ia = index(r.a()), ib = index(r.b());
                long[] keep = PairStep.allowed(L, r, dom[ia], dom[ib]);
                if (keep[0] == 0 || keep[1] == 0)
                    return impossible(b, name + ": no pair of values is left for " + L.name(r.a()) + " and " + L.name(r.b()));
                if (keep[0] != dom[ia] || keep[1] != dom[ib]) {
                    dom[ia] = keep[0];
                    dom[ib] = keep[1];
                    changed = true;
                }
            }
        }
        long[] removed = new long[k];
        boolean any = false;
        for (int i = 0; i < k; i++) any |= (removed[i] = b.cand[cells[i]] & ~dom[i]) != 0;
        if (!any) return null;
        List<Step.Candidate> elim = new ArrayList<>();
        collect(b, cells, removed, elim);
        Technique t = technique(b);
        return new Step(t, t.rating(), List.of(name), name + " (" + said() + "): " + losses(b, cells, removed) + ".", List.of(),
                elim, cells);
    }

    private int index(int cell) {
        for (int i = 0; i < cells.length; i++) if (cells[i] == cell) return i;
        throw new IllegalStateException("a clue's cell is not on its line");
    }

    /**
     * The clues in words: a thermometer's rises as one chain ("r3c1 < r3c2 < r4c3"), clues of one kind once
     * ("neighbours are at least 5 apart"), mixed clues each.
     */
    private String said() {
        boolean path = true, same = true;
        for (int i = 0; i < clues.length; i++) {
            path &= clues[i].kind() == Relation.Kind.LESS && (i == 0 || clues[i].a() == clues[i - 1].b());
            same &= clues[i].kind() == clues[0].kind() && clues[i].k() == clues[0].k();
        }
        if (path) {
            StringBuilder sb = new StringBuilder(L.name(clues[0].a()));
            for (Relation r : clues) sb.append(" < ").append(L.name(r.b()));
            return sb.toString();
        }
        if (same && Reasons.apart(L, clues[0]) == null && clues[0].kind() != Relation.Kind.LESS)
            return "neighbours " + PairStep.said(clues[0]);
        List<String> each = new ArrayList<>();
        for (Relation r : clues) each.add(PairStep.words(L, r));
        return String.join("; ", each);
    }
}
