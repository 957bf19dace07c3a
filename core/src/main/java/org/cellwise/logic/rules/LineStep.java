package org.cellwise.logic.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Cells;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Reasons;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.board.Technique;

/**
 * A line clue (sandwich, X-sum, skyscrapers, arrow, quadruple, odd/even...): the values no complete reading of
 * the line allows under the current candidates go, read off the clue's unrolled graph as the engine does.
 */
final class LineStep extends RuleStep {
    private final org.cellwise.constraint.Scan sc;
    private org.cellwise.constraint.Unrolled u;

    LineStep(org.cellwise.constraint.Scan sc, String family, Layout layout) {
        super(sc.name(), family, sc.cells(), layout);
        this.sc = sc;
    }

    /**
     * A line is read along its unrolled graph, one pass per edge, however many tuples its cells could take: the
     * measure is the graph's size (with values all different, times the cells, for the walk over values used).
     */
    @Override
    long effort(Board b, long cap) {
        if (u == null) u = org.cellwise.constraint.Unrolled.of(sc, L.min, L.min + L.size - 1);
        long edges = 0;
        for (int[] f : u.from) edges += f.length;
        // or the tuples its cells can still take, when fewer: a skyscraper or sandwich across a whole row is
        // thousands of edges, past what a chain follows, yet once most of its cells are settled reading it is
        // cheap, and a chain that fills the row with values the clue forbids must see it break
        return Math.min(edges * (distinct != null && distinct ? cells.length : 1), super.effort(b, cap));
    }

    /** Whether the line's cells all see each other (a sandwich or X-sum across a whole row, say). */
    private Boolean distinct;

    @Override
    public Step deduce(Board b) {
        if (u == null) u = org.cellwise.constraint.Unrolled.of(sc, L.min, L.min + L.size - 1);
        if (distinct == null) distinct = seeEachOther() && !(sc.machine() instanceof org.cellwise.constraint.Machine.Iff);
        if (distinct) {
            Step s = deduceDistinct(b);
            if (s != null) return s;
        }
        if (sc.machine() instanceof org.cellwise.constraint.Machine.NonDecreasing) {
            Step s = climbs(b);
            if (s != null) return s;
        }
        int n = u.length();
        boolean[][] fwd = new boolean[n + 1][], bwd = new boolean[n + 1][];
        for (int i = 0; i <= n; i++) {
            fwd[i] = new boolean[u.states[i]];
            bwd[i] = new boolean[u.states[i]];
        }
        if (u.states[0] == 0) return null;
        fwd[0][0] = true;
        for (int i = 0; i < n; i++)
            for (int k = 0; k < u.from[i].length; k++)
                if (fwd[i][u.from[i][k]] && has(b, i, u.value[i][k])) fwd[i + 1][u.to[i][k]] = true;
        java.util.Arrays.fill(bwd[n], true);
        long[] keep = new long[n];
        for (int i = n - 1; i >= 0; i--)
            for (int k = 0; k < u.from[i].length; k++)
                if (fwd[i][u.from[i][k]] && fwd[i + 1][u.to[i][k]] && bwd[i + 1][u.to[i][k]] && has(b, i, u.value[i][k])) {
                    bwd[i][u.from[i][k]] = true;
                    keep[i] |= 1L << (u.value[i][k] - L.min);
                }
        // a cell read twice keeps what every reading allows
        long[] removed = new long[n];
        boolean any = false;
        for (int i = 0; i < n; i++) {
            long kept = -1L;
            for (int j = 0; j < n; j++) if (cells[j] == cells[i]) kept &= keep[j];
            removed[i] = b.cand[cells[i]] & ~kept;
            for (int j = 0; j < i; j++) if (cells[j] == cells[i]) removed[i] = 0;
            any |= removed[i] != 0;
            if ((b.cand[cells[i]] & kept) == 0)
                return impossible(b, name + ": " + what() + ", and no reading of the line is left");
        }
        if (!any) {
            Step s = apart(b);
            return s != null ? s : mustHold(b);
        }
        List<Step.Candidate> elim = new ArrayList<>();
        collect(b, cells, removed, elim);
        Technique t = technique(b);
        String why = sc.machine() instanceof org.cellwise.constraint.Machine.Iff f ? pointing(b, f)
                : what() + ", and no reading of the line puts those values there";
        return new Step(t, t.rating(), List.of(name), name + ": " + why + ", so " + losses(b, cells, removed) + ".", List.of(), elim, cells);
    }

    /**
     * A slow thermometer read with its houses: two of its cells that see each other cannot be equal, so the later
     * is above the earlier, not merely at least it. A cell's least value is then the longest such climb from the
     * bulb, its greatest what the climbs left to the end allow, as a solver counts "r8c4 is above four cells of the
     * line it sees, one above another, so at least 5". Any length of line (the walk of {@link #apart} stops at 16
     * cells), and cheap enough for a forcing chain's board.
     */
    private Step climbs(Board b) {
        int n = cells.length;
        int[] lo = new int[n], hi = new int[n];
        for (int i = 0; i < n; i++) {
            int least = i == 0 ? 0 : lo[i - 1];
            for (int j = 0; j < i; j++) if (L.sees(cells[j], cells[i])) least = Math.max(least, lo[j] + 1);
            long m = least >= 64 ? 0 : b.cand[cells[i]] & (-1L << least);
            if (m == 0) return impossible(b, name + ": " + what() + ", and its cells that see each other cannot repeat, so " + L.name(cells[i])
                    + " has no value high enough,");
            lo[i] = Long.numberOfTrailingZeros(m);
        }
        for (int i = n - 1; i >= 0; i--) {
            int most = i == n - 1 ? 63 : hi[i + 1];
            for (int k = i + 1; k < n; k++) if (L.sees(cells[i], cells[k])) most = Math.min(most, hi[k] - 1);
            long m = most < 0 ? 0 : b.cand[cells[i]] & (most >= 63 ? -1L : (1L << (most + 1)) - 1);
            if (m == 0) return impossible(b, name + ": " + what() + ", and its cells that see each other cannot repeat, so " + L.name(cells[i])
                    + " has no value low enough,");
            hi[i] = 63 - Long.numberOfLeadingZeros(m);
        }
        long[] keep = new long[n];
        for (int i = 0; i < n; i++) keep[i] = (hi[i] >= 63 ? -1L : (1L << (hi[i] + 1)) - 1) & (-1L << lo[i]);
        return narrowed(b, keep, removed -> b.silent ? "" : name + ": " + what()
                + ", and each cell is above every earlier one of the line it sees, so " + losses(b, cells, removed) + ".");
    }

    /**
     * A value every reading of the line puts somewhere on it: cells outside that see all its places lose it, as a
     * solver says "the quadruple needs a 1, and it can only be in r3c3 or r3c4, so the rest of row 3 is not 1" (a
     * cage's "must hold"). Asked only where such cells exist, then by one more reading with the value left out;
     * not for a line that covers a whole house, which holds every value anyway (its own locked candidates say it).
     * Not on a forcing chain's board: followed there, it doubled the time of a puzzle that ends in a guess anyway
     * (Orbit, data/fpuzzles-more.tsv: 32 s to 62 s) and made one chain longer (Boxes: 7.6 to 9.0).
     */
    private Step mustHold(Board b) {
        if (b.silent || sc.machine() instanceof org.cellwise.constraint.Machine.Iff) return null;
        if (coversHouse == null) coversHouse = coversHouse();
        if (coversHouse) return null;
        long union = 0;
        for (int c : cells) union |= b.cand[c];
        List<Step.Candidate> elim = new ArrayList<>();
        List<Integer> touched = new ArrayList<>();
        StringBuilder must = new StringBuilder();
        for (long m = union; m != 0; m &= m - 1) {
            int v = Long.numberOfTrailingZeros(m);
            List<Integer> places = new ArrayList<>();
            boolean open = false;
            for (int c : cells)
                if (b.has(c, v) && !places.contains(c)) {
                    places.add(c);
                    open |= !b.placed[c];
                }
            if (!open) continue;
            List<Integer> out = b.seeingAll(places, v);
            out.removeIf(c -> Cells.contains(cells, c));
            if (out.isEmpty()) continue;
            boolean without;
            if (distinct) without = walk(b, 0, 0, 1L << v, new long[u.length()], new java.util.HashMap<>());
            else if (apartApplies(b)) {
                Boolean r = apartWalk(b, 0, 0, new int[u.length()], new long[u.length()], new java.util.HashMap<>(), new int[1], v);
                without = r == null || r;
            } else without = readsWithout(b, v);
            if (without) continue;
            for (int c : out) elim.add(b.candidate(c, v));
            touched.addAll(out);
            if (!b.silent) must.append(must.length() == 0 ? "" : "; ").append("every reading of it puts ").append(b.v(v))
                    .append(places.size() == 1 ? " in " : " in one of ").append(b.names(places)).append(", so ").append(b.names(out))
                    .append(out.size() == 1 ? " is not " : " are not ").append(b.v(v)).append(Reasons.seeing(L, out, places));
        }
        if (elim.isEmpty()) return null;
        Technique t = technique(b);
        String text = b.silent ? "" : name + ": " + what() + "; " + (distinct ? "with its values all different, " : "") + must + ".";
        return new Step(t, t.rating(), List.of(name), text, List.of(), elim, Cells.concat(cells, touched));
    }

    /**
     * The line read with those of its cells that see each other different, where some do and others do not (a
     * between line bent over two boxes, whose inner cells in one row need as many values between the ends): the
     * reading above lets them repeat, the one with all values different does not apply. A depth-first walk that
     * remembers (cell, machine state, values of the earlier cells a later one sees), given up past {@link
     * #APART_NODES}. Not on a forcing chain's board, as {@link #mustHold}.
     */
    private Step apart(Board b) {
        if (!apartApplies(b)) return null;
        int n = u.length();
        long[] keep = new long[n];
        int[] nodes = {0};
        Boolean ok = apartWalk(b, 0, 0, new int[n], keep, new java.util.HashMap<>(), nodes, -1);
        if (ok == null) return null;
        if (!ok) return impossible(b, name + ": " + what() + ", and with its cells that see each other different no reading of it is left");
        return readings(b, keep, "with its cells different within " + seeing());
    }

    /** The values no reading kept ({@code keep}, per position) leave the line's cells, read so ({@code how}). */
    private Step readings(Board b, long[] keep, String how) {
        return narrowed(b, keep, removed -> name + ": " + what() + ", and " + how + " no reading of it puts"
                + " those values there, so " + losses(b, cells, removed) + ".");
    }

    private static final int APART_NODES = 60_000;

    private record Walked(int i, int state, long vals) {}

    /** Per position i, the earlier positions (bits) whose cells a cell at i or later sees. */
    private long[] liveAt;

    /**
     * Per position, the earlier positions whose cells its cell sees; empty when no two cells of the line see each
     * other, or a cell is read twice (an indexer's), where the walk's memory would not say enough.
     */
    private int[][] seenBy;

    private boolean apartApplies(Board b) {
        if (b.silent || distinct || L.size > 16 || cells.length > 16) return false;
        if (seenBy == null) {
            seenBy = seenBy();
            liveAt = new long[cells.length + 1];
            for (int j = 0; j < seenBy.length; j++)
                for (int k : seenBy[j])
                    for (int i = k + 1; i <= j; i++) liveAt[i] |= 1L << k;
        }
        return seenBy.length > 0;
    }

    private int[][] seenBy() {
        int n = cells.length;
        int[][] out = new int[n][];
        boolean some = false;
        for (int i = 0; i < n; i++) {
            List<Integer> ks = new ArrayList<>();
            for (int k = 0; k < i; k++) {
                if (cells[k] == cells[i]) return new int[0][];
                if (L.sees(cells[k], cells[i])) ks.add(k);
            }
            some |= !ks.isEmpty();
            out[i] = ks.stream().mapToInt(Integer::intValue).toArray();
        }
        return some ? out : new int[0][];
    }

    /** Where the line's cells see each other, in words: "row 1, column 4 and box 2", the other links after. */
    private String seeing() {
        List<String> where = new ArrayList<>();
        for (int h = 0; h < L.houses.length; h++) {
            int in = 0;
            for (int c : L.houses[h]) if (Cells.contains(cells, c)) in++;
            if (in >= 2) where.add(L.houseNames[h]);
        }
        boolean other = false;
        for (int i = 0; i < seenBy.length; i++)
            for (int k : seenBy[i]) other |= !Reasons.sharesHouse(L, cells[k], cells[i]);
        String said = where.size() <= 1 ? String.join("", where)
                : String.join(", ", where.subList(0, where.size() - 1)) + " and " + where.get(where.size() - 1);
        if (other) said += (said.isEmpty() ? "" : ", and ") + "cells another rule keeps apart";
        return said;
    }

    /**
     * Whether the line can be read on from position {@code i} in {@code state}, the earlier cells holding {@code
     * at}; null once past the node budget. {@code ban}: a value index no cell may take (-1: none).
     */
    private Boolean apartWalk(Board b, int i, int state, int[] at, long[] keep, java.util.HashMap<Walked, Boolean> memo, int[] nodes, int ban) {
        int n = u.length();
        if (i == n) return true;
        // what the rest of the line depends on: the position, the state and the values of the earlier cells a
        // later cell sees (four bits each, at the earlier cell's place: values up to 16, lines up to 16 cells)
        long vals = 0;
        for (long m = liveAt[i]; m != 0; m &= m - 1) {
            int k = Long.numberOfTrailingZeros(m);
            vals |= (long) at[k] << (4 * k);
        }
        Walked key = new Walked(i, state, vals);
        Boolean known = memo.get(key);
        if (known != null) return known;
        if (++nodes[0] > APART_NODES) return null;
        boolean ok = false;
        for (int k = 0; k < u.from[i].length; k++) {
            if (u.from[i][k] != state) continue;
            int v = u.value[i][k] - L.min;
            if (v == ban || !has(b, i, u.value[i][k])) continue;
            boolean clash = false;
            for (int e : seenBy[i]) clash |= at[e] == v;
            if (clash) continue;
            at[i] = v;
            Boolean r = apartWalk(b, i + 1, u.to[i][k], at, keep, memo, nodes, ban);
            if (r == null) return null;
            if (r) {
                keep[i] |= 1L << v;
                ok = true;
            }
        }
        memo.put(key, ok);
        return ok;
    }

    /** Set once: whether the line's cells include every cell of some house. */
    private Boolean coversHouse;

    private boolean coversHouse() {
        for (int[] h : L.houses) {
            boolean all = true;
            for (int c : h) all &= Cells.contains(cells, c);
            if (all) return true;
        }
        return false;
    }

    /** Whether some reading of the line, under the current candidates, leaves value index {@code v} out. */
    private boolean readsWithout(Board b, int v) {
        int n = u.length();
        boolean[] at = new boolean[u.states[0]];
        if (at.length == 0) return false;
        at[0] = true;
        for (int i = 0; i < n; i++) {
            boolean[] next = new boolean[u.states[i + 1]];
            boolean live = false;
            for (int k = 0; k < u.from[i].length; k++) {
                int val = u.value[i][k];
                if (at[u.from[i][k]] && val - L.min != v && has(b, i, val)) live = next[u.to[i][k]] = true;
            }
            if (!live) return false;
            at = next;
        }
        return true;
    }

    /**
     * An indexer's two cells, as a solver says it: "r5c5 holds 2 exactly when r4c5 holds 5, and r5c5 cannot be 2"
     * (or "r5c5 is 2", and the same of the other cell), which is all an either-both-or-neither pair can give.
     */
    private String pointing(Board b, org.cellwise.constraint.Machine.Iff f) {
        String x = L.name(cells[0]), t = L.name(cells[1]);
        List<String> facts = new ArrayList<>();
        long bitA = 1L << (f.a() - L.min), bitB = 1L << (f.b() - L.min);
        long cx = b.cand[cells[0]], ct = b.cand[cells[1]];
        if ((cx & bitA) == 0) facts.add(x + " cannot be " + f.a());
        else if (cx == bitA) facts.add(x + " is " + f.a());
        if ((ct & bitB) == 0) facts.add(t + " cannot be " + f.b());
        else if (ct == bitB) facts.add(t + " is " + f.b());
        return x + " holds " + f.a() + " exactly when " + t + " holds " + f.b() + (facts.isEmpty() ? "" : ", and " + String.join(" while ", facts));
    }

    /** What the line asks, with its cells named: "r1c1 = r1c2 + r1c3" for an arrow, the clue's own words else. */
    private String what() {
        if (!(sc.machine() instanceof org.cellwise.constraint.Machine.Linear lin)) return sc.describe(L::name);
        StringBuilder left = new StringBuilder(), right = new StringBuilder();
        for (int i = 0; i < cells.length; i++) {
            int w = lin.weights()[i];
            StringBuilder side = w > 0 ? left : right;
            side.append(side.length() == 0 ? "" : " + ").append(Math.abs(w) == 1 ? "" : Math.abs(w) + "·").append(L.name(cells[i]));
        }
        if (lin.target() != 0) (lin.target() > 0 ? right : left).append(" + ").append(Math.abs(lin.target()));
        return (left.length() == 0 ? "0" : left) + " = " + (right.length() == 0 ? "0" : right);
    }

    private boolean has(Board b, int i, int value) {
        return (b.cand[cells[i]] >> (value - L.min) & 1) != 0;
    }

    private boolean seeEachOther() {
        if (cells.length < 2 || cells.length > 16 || L.size > 62) return false;
        for (int i = 0; i < cells.length; i++)
            for (int j = i + 1; j < cells.length; j++)
                if ((L.peerBits[cells[i] * L.words + (cells[j] >>> 6)] >>> cells[j] & 1) == 0) return false;
        return true;
    }

    /**
     * The same reading with the line's values all different, as its row (or column, or box) demands: the clue
     * and the house together, as a solver reasons "the 1 and the 9 are two apart, so...". A depth-first walk
     * over (cell, machine state, values used), remembered: a whole row is at most a few hundred thousand nodes.
     */
    private Step deduceDistinct(Board b) {
        int n = u.length();
        long[] keep = new long[n];
        java.util.HashMap<Long, Boolean> memo = new java.util.HashMap<>();
        if (!walk(b, 0, 0, 0L, keep, memo))
            return impossible(b, name + ": " + what() + ", and no reading of the line with its values all different is left");
        return readings(b, keep, "with the line's values all different");
    }

    private boolean walk(Board b, int i, int state, long used, long[] keep, java.util.HashMap<Long, Boolean> memo) {
        if (i == u.length()) return true;
        long key = ((long) i * 1_000_003L + state) * (1L << 20) ^ used;
        Boolean known = memo.get(key);
        if (known != null) return known;
        boolean ok = false;
        for (int k = 0; k < u.from[i].length; k++) {
            if (u.from[i][k] != state) continue;
            int v = u.value[i][k];
            long bit = 1L << (v - L.min);
            if ((used & bit) != 0 || !has(b, i, v)) continue;
            if (walk(b, i + 1, u.to[i][k], used | bit, keep, memo)) {
                keep[i] |= bit;
                ok = true;
            }
        }
        memo.put(key, ok);
        return ok;
    }
}
