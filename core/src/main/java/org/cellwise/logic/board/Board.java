package org.cellwise.logic.board;

import java.util.ArrayList;
import java.util.List;

/**
 * Candidates of every cell while a puzzle is solved by logic. Placing a value removes it from the cells that see
 * the cell and from the candidates linked to it (the bookkeeping every solver does without naming a step);
 * everything else is a {@link Step}.
 */
public final class Board {
    public final Layout L;
    public final long[] cand;
    public final boolean[] placed;
    public int open;
    /** The family the puzzle was read as: names rule steps ("Kakuro run" for a sum group of a Kakuro). */
    public final String kind;
    /**
     * Of each fish search (size and fins), the places of each value when it last found nothing there: the board only
     * loses candidates, and a value whose places are the same gives the same nothing ({@link
     * org.cellwise.logic.techniques.Fish}). Not copied.
     */
    public long[][] fishNone;
    /**
     * What each case worked with chains inside led to on this board (key cell * size + value index; the candidates left
     * at its end), kept across steps. The board only loses candidates, so a case's end still holds as far as it goes:
     * read together with the board as it is now, it says which cases will break and which cells or houses will agree,
     * and only those are worked again ({@link org.cellwise.logic.chains.ForcingChains#nestedContradiction}). Not
     * copied.
     */
    public java.util.Map<Integer, long[]> worked;
    /**
     * The pairs of candidates found not to hold together ({@code min * n * size + max}, a candidate {@code cell * size +
     * value index}), kept across steps. The board only loses candidates, so a pair whose following (singles, locked
     * candidates, simple forcing) broke still breaks: only pairs not known yet are tried again ({@link
     * org.cellwise.logic.chains.NestedChains}). Not copied.
     */
    public java.util.Set<Long> pairsKnown;
    /**
     * A forcing chain's board: the steps found on it are never told one by one (a chain is said from their
     * techniques and candidates), so rules leave out their sentences. Measured on minimal killers, where chains
     * take nearly all the time, the sentences were a fifth of it. Not copied.
     */
    public boolean silent;

    public Board(Layout layout, String kind) {
        this.L = layout;
        this.kind = kind;
        cand = new long[layout.n];
        java.util.Arrays.fill(cand, layout.full);
        placed = new boolean[layout.n];
        open = layout.n;
    }

    private Board(Board b) {
        L = b.L;
        kind = b.kind;
        cand = b.cand.clone();
        placed = b.placed.clone();
        open = b.open;
    }

    public Board copy() {
        return new Board(this);
    }

    /** Places value index {@code v}; false when the cell cannot hold it. */
    public boolean place(int cell, int v) {
        long bit = 1L << v;
        if ((cand[cell] & bit) == 0) return false;
        if (placed[cell]) return true;
        cand[cell] = bit;
        placed[cell] = true;
        open--;
        for (int p : L.peers[cell]) cand[p] &= ~bit;
        if (L.extra != null) {
            int[] l = L.extra[cell * L.size + v];
            if (l != null) for (int x : l) cand[x / L.size] &= ~(1L << (x % L.size));
        }
        return true;
    }

    /** Candidates left plus open cells: falls with every step that does something. */
    public long weight() {
        long w = open;
        for (long d : cand) w += Long.bitCount(d);
        return w;
    }

    public void eliminate(int cell, int v) {
        cand[cell] &= ~(1L << v);
    }

    public boolean has(int cell, int v) {
        return (cand[cell] & (1L << v)) != 0;
    }

    public void apply(Step s) {
        for (Step.Candidate c : s.eliminations()) eliminate(c.cell(), c.value() - L.min);
        for (Step.Candidate c : s.placements()) place(c.cell(), c.value() - L.min);
    }

    /**
     * Whether the candidates already contradict the rules: a cell without candidates, two placed cells that see
     * each other with one value, or a house missing a value with nowhere to put it.
     */
    boolean broken() {
        for (int c = 0; c < L.n; c++) {
            if (cand[c] == 0) return true;
            if (placed[c]) for (int p : L.peers[c]) if (placed[p] && cand[p] == cand[c]) return true;
        }
        for (int[] h : L.houses) {
            long any = 0;
            for (int c : h) any |= cand[c];
            if (any != L.full) return true;
        }
        return false;
    }

    public Step.Candidate candidate(int cell, int v) {
        return new Step.Candidate(cell, L.value(v));
    }

    /** The cells among {@code cells} that still have value index v and are not placed. */
    public List<Integer> withValue(int[] cells, int v) {
        List<Integer> out = new ArrayList<>();
        for (int c : cells) if (!placed[c] && has(c, v)) out.add(c);
        return out;
    }

    /** Unplaced cells that see every cell of {@code cells} and still have value v, outside {@code cells}. */
    public List<Integer> seeingAll(List<Integer> cells, int v) {
        List<Integer> out = new ArrayList<>();
        int first = cells.get(0);
        for (int p : L.peers[first]) {
            if (placed[p] || !has(p, v) || cells.contains(p)) continue;
            boolean all = true;
            for (int i = 1; i < cells.size() && all; i++) all = L.sees(p, cells.get(i));
            if (all) out.add(p);
        }
        return out;
    }

    /** {value} in person's words. */
    public String v(int index) {
        return Integer.toString(L.value(index));
    }

    /** The values of a mask, "3/5/7". */
    public String values(long mask) {
        StringBuilder sb = new StringBuilder();
        for (long m = mask; m != 0; m &= m - 1) sb.append(sb.length() == 0 ? "" : "/").append(v(Long.numberOfTrailingZeros(m)));
        return sb.toString();
    }

    public String names(List<Integer> cells) {
        StringBuilder sb = new StringBuilder();
        for (int c : cells) sb.append(sb.length() == 0 ? "" : ",").append(L.name(c));
        return sb.toString();
    }
}
