package org.cellwise.logic.chains;

import java.util.List;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.rules.RuleStep;

/**
 * Which steps of a trail (a case of {@link ForcingChains#cases}, or a chain inside it) a conclusion rests on, traced
 * back from it, as a person would write the case down: only what the conclusion needs. Each step rests on some
 * candidates being gone when it was taken, and so on the steps that removed them:
 * <ul>
 * <li>a naked single on the other candidates of its cell; a hidden single on the value's other places in its house;
 * locked candidates on the value's places in the house outside the cells that see the removals;</li>
 * <li>a rule step (cage combinations, 45 rule, ...) on every candidate of the cells its rule reads
 * ({@link RuleStep#reads}), and on their being placed: its deduction is a function of those alone;</li>
 * <li>a removal by a contradiction chain inside the case on what that chain needs, itself traced back
 * ({@link #inner}).</li>
 * </ul>
 * A step of no kind known here rests on everything before it: over-keeping is allowed, dropping a needed step is
 * not. Replaying the kept steps alone from the start (each making only the removals marked needed, placements whole)
 * gives the steps the same candidates to read, so each holds again and the conclusion follows (TwoCasesTest replays
 * the cases of real puzzles that way).
 */
public final class Trace {
    /** Why a step of a trail was taken, besides a rule ({@link RuleStep}) or a chain ({@link ForcingChains.Outcome}). */
    enum Found {
        HIDDEN, NAKED, LOCKED
    }

    final Board start;
    final List<Step> trail;
    /** Per step: its rule, its contradiction chain, a {@link Found}, or null (rests on everything before it). */
    final List<Object> because;
    private final Layout L;
    /** Per candidate ({@code cell * size + value index}): the step that removed it, -1 if none did. */
    private final int[] remover;
    /** Per cell: the step that placed it, -1 if none did. */
    private final int[] placer;
    /** Steps the conclusion rests on. */
    final boolean[] kept;
    /** Per cell: candidates whose removal by a step of the trail is needed (the rest of a step's removals is not said). */
    final long[] needed;
    /** Per cell: candidates already gone at the start that are needed gone, and cells needed placed at the start. */
    final long[] neededAtStart;
    final boolean[] placedAtStart;
    /** Per kept contradiction removal, its chain traced back; null elsewhere. */
    final Trace[] inner;

    Trace(Board start, List<Step> trail, List<Object> because) {
        this.start = start;
        this.trail = trail;
        this.because = because;
        this.L = start.L;
        remover = new int[L.n * L.size];
        placer = new int[L.n];
        java.util.Arrays.fill(remover, -1);
        java.util.Arrays.fill(placer, -1);
        Board t = start.copy();
        long[] was = new long[L.n];
        for (int i = 0; i < trail.size(); i++) {
            System.arraycopy(t.cand, 0, was, 0, L.n);
            boolean[] placedBefore = t.placed.clone();
            t.apply(trail.get(i));
            for (int c = 0; c < L.n; c++) {
                for (long m = was[c] & ~t.cand[c]; m != 0; m &= m - 1) remover[c * L.size + Long.numberOfTrailingZeros(m)] = i;
                if (t.placed[c] && !placedBefore[c]) placer[c] = i;
            }
        }
        kept = new boolean[trail.size()];
        needed = new long[L.n];
        neededAtStart = new long[L.n];
        placedAtStart = new boolean[L.n];
        inner = new Trace[trail.size()];
    }

    /** The conclusion needs candidate (cell, value index) gone at the end. */
    void needGone(int cell, int v) {
        need(cell, v, trail.size());
    }

    /** The conclusion is that the end board is broken: the cell or house {@link ForcingChains#why} names. */
    void needBroken(Board end) {
        int at = trail.size();
        for (int c = 0; c < L.n; c++)
            if (end.cand[c] == 0) {
                for (int w = 0; w < L.size; w++) need(c, w, at);
                return;
            }
        for (int[] h : L.houses) {
            long any = 0;
            for (int c : h) any |= end.cand[c];
            if (any == L.full) continue;
            int u = Long.numberOfTrailingZeros(L.full & ~any);
            for (int c : h) need(c, u, at);
            return;
        }
        // broken by no cell or house (two placed cells alike): rest on everything
        for (int c = 0; c < L.n; c++) whole(c, at);
    }

    /** Traces back from what was asked: every step a kept one rests on is kept, latest first. */
    Trace resolve() {
        for (int i = trail.size() - 1; i >= 0; i--) if (kept[i]) rest(i);
        return this;
    }

    private boolean has(int c, int v, int at) {
        int r = remover[c * L.size + v];
        return start.has(c, v) && (r < 0 || r >= at);
    }

    private boolean placed(int c, int at) {
        return start.placed[c] || (placer[c] >= 0 && placer[c] < at);
    }

    private void need(int c, int v, int at) {
        int r = remover[c * L.size + v];
        if (r >= 0 && r < at) {
            kept[r] = true;
            needed[c] |= 1L << v;
        } else if (!start.has(c, v)) {
            neededAtStart[c] |= 1L << v;
        }
        // else the candidate is still there: nothing rests on its being gone
    }

    private void needPlaced(int c, int at) {
        if (placer[c] >= 0 && placer[c] < at) kept[placer[c]] = true;
        else if (start.placed[c]) placedAtStart[c] = true;
    }

    /** Everything a cell holds at step {@code at}: the candidates gone from it, and whether it is placed. */
    private void whole(int c, int at) {
        for (int w = 0; w < L.size; w++) if (!has(c, w, at)) need(c, w, at);
        if (placed(c, at)) needPlaced(c, at);
    }

    /** What step i rests on. */
    private void rest(int i) {
        Step s = trail.get(i);
        Object why = because.get(i);
        if (why instanceof RuleStep r) {
            support(i, r, s);
            return;
        }
        if (why instanceof ForcingChains.Outcome q && s.eliminations().size() == 1 && s.placements().isEmpty()) {
            chain(i, s.eliminations().get(0), q);
            return;
        }
        if (why == Found.NAKED && s.placements().size() == 1) {
            Step.Candidate p = s.placements().get(0);
            int v = p.value() - L.min;
            for (int w = 0; w < L.size; w++) if (w != v) need(p.cell(), w, i);
            return;
        }
        if (why == Found.HIDDEN && s.placements().size() == 1 && hidden(i, s)) return;
        if (why == Found.LOCKED && s.placements().isEmpty() && locked(i, s)) return;
        for (int c = 0; c < L.n; c++) whole(c, i);
    }

    /** Tries of a rule's deduction per step, at most, in looking for what it does without: past them the rest is kept. */
    private static final int TRIES = 48;

    /**
     * A rule step rests on the cells its rule reads, but mostly on few of the removals made in them: those the rule
     * still needs for what the step gave. Removals are given back, those of one step at a time (the chains' first, then
     * the latest), and stay given back where the rule's own deduction on the cells so restored still gives every
     * removal (or placement) of the step that is needed; the rest are needed. A rule's deduction is a logical
     * consequence of its cells' candidates, so with fewer candidates (as a replay of the kept steps has) it gives at
     * least as much.
     */
    private void support(int i, RuleStep r, Step s) {
        int[] cells = java.util.Arrays.stream(r.reads()).distinct().toArray();
        List<Step.Candidate> want = neededOf(i);
        want.addAll(s.placements());
        Board at = boardAt(i);
        // the removals in those cells made by steps of the trail, by step
        java.util.TreeMap<Integer, List<int[]>> byStep = new java.util.TreeMap<>((x, y) -> {
            boolean cx = because.get(x) instanceof ForcingChains.Outcome, cy = because.get(y) instanceof ForcingChains.Outcome;
            return cx != cy ? (cx ? -1 : 1) : Integer.compare(y, x);
        });
        for (int k = 0; k < cells.length; k++)
            for (int w = 0; w < L.size; w++) {
                int rm = remover[cells[k] * L.size + w];
                if (rm >= 0 && rm < i) byStep.computeIfAbsent(rm, x -> new java.util.ArrayList<>()).add(new int[] {k, w});
            }
        long[] back = new long[cells.length];
        int tries = 0;
        for (List<int[]> group : byStep.values()) {
            if (tries >= TRIES) break;
            tries++;
            if (holds(at, r, cells, back, group, want)) {
                for (int[] u : group) back[u[0]] |= 1L << u[1];
                continue;
            }
            if (group.size() == 1) continue;
            for (int[] u : group) {
                if (tries >= TRIES) break;
                tries++;
                if (holds(at, r, cells, back, List.of(u), want)) back[u[0]] |= 1L << u[1];
            }
        }
        for (int k = 0; k < cells.length; k++) {
            int c = cells[k];
            for (int w = 0; w < L.size; w++) if (!has(c, w, i) && (back[k] >>> w & 1) == 0) need(c, w, i);
            if (back[k] == 0 && placed(c, i)) needPlaced(c, i);
        }
    }

    /** Whether the rule, on the board of the step with {@code back} and {@code more} given back, still gives {@code want}. */
    private boolean holds(Board at, RuleStep r, int[] cells, long[] back, List<int[]> more, List<Step.Candidate> want) {
        Board x = at.copy();
        long[] add = back.clone();
        for (int[] u : more) add[u[0]] |= 1L << u[1];
        for (int k = 0; k < cells.length; k++) {
            if (add[k] == 0) continue;
            int c = cells[k];
            x.cand[c] |= add[k];
            if (x.placed[c]) { // a cell given back a value is open again
                x.placed[c] = false;
                x.open++;
            }
        }
        Step d = r.deduce(x);
        if (d == null) return false;
        for (Step.Candidate p : want) if (!d.eliminations().contains(p) && !d.placements().contains(p)) return false;
        return true;
    }

    /**
     * A hidden single rests on the value's other places in a house where it is alone: the words do not name the
     * house, so of the houses where it is, the one whose removals add the fewest steps not yet kept.
     */
    private boolean hidden(int i, Step s) {
        Step.Candidate p = s.placements().get(0);
        int c = p.cell(), v = p.value() - L.min;
        int best = -1, fewest = Integer.MAX_VALUE;
        for (int h : L.housesOf[c]) {
            boolean alone = true;
            int adds = 0;
            java.util.Set<Integer> steps = new java.util.HashSet<>();
            for (int d : L.houses[h]) {
                if (d == c) continue;
                alone &= !has(d, v, i);
                int r = remover[d * L.size + v];
                if (r >= 0 && r < i && !kept[r] && steps.add(r)) adds++;
            }
            if (alone && adds < fewest) {
                best = h;
                fewest = adds;
            }
        }
        if (best < 0) return false;
        for (int d : L.houses[best]) if (d != c) need(d, v, i);
        return true;
    }

    /** Locked candidates rest on the value's places in the house that do not see every cell losing it. */
    private boolean locked(int i, Step s) {
        int h = house(s);
        if (h < 0 || s.eliminations().isEmpty()) return false;
        int v = s.eliminations().get(0).value() - L.min;
        for (Step.Candidate e : s.eliminations()) if (e.value() - L.min != v) return false;
        int[] cells = L.houses[h];
        boolean[] seesAll = new boolean[cells.length];
        for (int k = 0; k < cells.length; k++) {
            boolean all = true;
            for (Step.Candidate e : s.eliminations()) all &= e.cell() != cells[k] && L.sees(cells[k], e.cell());
            seesAll[k] = all;
            if (!all && has(cells[k], v, i)) return false; // not the house the step reasoned in
        }
        for (int k = 0; k < cells.length; k++) if (!seesAll[k]) need(cells[k], v, i);
        return true;
    }

    private int house(Step s) {
        if (s.rules().isEmpty()) return -1;
        String name = s.rules().get(0);
        for (int h = 0; h < L.houses.length; h++) if (L.houseNames[h].equals(name)) return h;
        return -1;
    }

    /**
     * A removal by a contradiction chain: the chain, followed again from the board of step i with the candidate
     * placed, traced back to where it breaks; what it needs gone at its start that the assumption did not remove
     * rests on the steps of this trail before it.
     */
    private void chain(int i, Step.Candidate gone, ForcingChains.Outcome q) {
        Board at = boardAt(i);
        Board assumed = at.copy();
        int c = gone.cell(), v = gone.value() - L.min;
        if (!assumed.place(c, v)) {
            for (int d = 0; d < L.n; d++) whole(d, i);
            return;
        }
        Trace t = new Trace(assumed, q.trail(), q.because());
        t.needBroken(q.board());
        t.resolve();
        inner[i] = t;
        for (int d = 0; d < L.n; d++) {
            for (long m = t.neededAtStart[d]; m != 0; m &= m - 1) {
                int w = Long.numberOfTrailingZeros(m);
                if (!at.has(d, w)) need(d, w, i);
            }
            if (t.placedAtStart[d] && at.placed[d]) needPlaced(d, i);
        }
    }

    /** The board just before step i. */
    Board boardAt(int i) {
        Board b = start.copy();
        for (int c = 0; c < L.n; c++) {
            for (int w = 0; w < L.size; w++) if (!has(c, w, i)) b.cand[c] &= ~(1L << w);
            if (!b.placed[c] && placed(c, i)) {
                b.placed[c] = true;
                b.open--;
            }
        }
        return b;
    }

    /** The removals of step i the conclusion needs (all of them for a step kept whole). */
    List<Step.Candidate> neededOf(int i) {
        List<Step.Candidate> out = new java.util.ArrayList<>();
        for (Step.Candidate e : trail.get(i).eliminations()) {
            int v = e.value() - L.min;
            if (remover[e.cell() * L.size + v] == i && (needed[e.cell()] >>> v & 1) != 0) out.add(e);
        }
        return out;
    }
}
