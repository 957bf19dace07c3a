package org.cellwise.logic.board;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.cellwise.format.Formats;
import org.cellwise.logic.chains.NestedPairsTest;
import org.cellwise.puzzle.Puzzle;
import org.junit.jupiter.api.Test;

/**
 * The fast following of nested chains: a contradiction its locked candidates reach is a contradiction; a cell handed
 * over with one value is placed; and its readings by masks, kept only around what changed, end where a plain reading
 * of every house and cell ends.
 */
class PropagationTest {
    private static final String EMPTY = """
            size 9 boxes 3x3
            values 1..9
            rules rows columns boxes
            givens
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            """;

    private static Layout layout(String text) throws Exception {
        Puzzle p = Formats.readAll(text, "test", null).get(0);
        return Layout.of(p.compiled().structure());
    }

    private static Board givens(String rules) throws Exception {
        // a minimal non-consecutive Sudoku (7 givens), under the rules asked
        String text = NestedPairsTest.PUZZLE.replace("rules rows columns boxes non-consecutive", "rules " + rules);
        assertTrue(text.contains("rules " + rules + "\n"), text);
        Puzzle p = Formats.readAll(text, "test", null).get(0);
        Layout L = Layout.of(p.compiled().structure());
        Board b = new Board(L, "sudoku");
        int[] gc = p.compiled().givenCells(), gv = p.compiled().givenValues();
        for (int i = 0; i < gc.length; i++) b.place(gc[i], gv[i] - L.min);
        return b;
    }

    @Test
    void lockedCandidatesThatEmptyACellBreakTheFollowing() throws Exception {
        Layout L = layout(EMPTY);
        Board b = new Board(L, "sudoku");
        int r1c1 = 0, r1c2 = 1, r1c4 = 3, r1c5 = 4;
        // 1 of box 1 only in r1c1 and r1c2 (pointing along row 1), which also has it in r1c4 and r1c5, both 1 or 2:
        // locked candidates leave both 2, and placing one empties the other
        for (int c = 0; c < L.n; c++) if (c / 9 < 3 && c % 9 < 3 && c != r1c1 && c != r1c2) b.eliminate(c, 0);
        for (int c = 0; c < 9; c++) if (c != r1c1 && c != r1c2 && c != r1c4 && c != r1c5) b.eliminate(c, 0);
        b.cand[r1c4] = b.cand[r1c5] = 0b11;
        Propagation s = Propagation.of(b);
        assertFalse(s.propagate(true), "r1c4 and r1c5 both 2");
        assertTrue(s.failCell == r1c4 || s.failCell == r1c5, "fails at " + s.failCell);
        // singles alone do not see it: row 1 has four places for 1, and r1c4 and r1c5 two values each
        assertTrue(Propagation.of(b).propagate(false));
    }

    @Test
    void aCellHandedOverWithOneValueNotYetPlacedIsPlacedFirst() throws Exception {
        Layout L = layout(EMPTY);
        Board b = new Board(L, "sudoku");
        int r1c1 = 0, r1c2 = 1, r1c4 = 3;
        // 1 of box 1 only in r1c1 and r1c2, and r1c4 left with 1 alone, not yet placed: placing it takes box 1's 1
        for (int c = 0; c < L.n; c++) if (c / 9 < 3 && c % 9 < 3 && c != r1c1 && c != r1c2) b.eliminate(c, 0);
        b.cand[r1c4] = 1L;
        Propagation s = Propagation.of(b);
        assertFalse(s.propagate(false), "singles alone place r1c4=1 and leave box 1 no place for 1");
        assertEquals(-1, s.failCell);
        assertEquals("box 1", L.houseNames[s.failHouse]);
        assertEquals(0, s.failValue);
        // a copy, or a following that takes the handed-over one's candidates, has the same single waiting
        assertFalse(Propagation.of(b).copy().propagate(false));
        Propagation other = Propagation.of(new Board(L, "sudoku"));
        other.copyFrom(Propagation.of(b));
        assertFalse(other.propagate(false));
        // and told with a journal, the placement is the chain's first inference, resting on nothing before it
        Propagation told = Propagation.of(b);
        told.journal = new Propagation.Journal(L, b.cand);
        assertFalse(told.propagate(false));
        int[] first = told.journal.events.get(0);
        assertArrayEquals(new int[] {Propagation.Journal.NAKED, r1c4, 0, -1, -1}, first);
        assertEquals(0, told.journal.premises.get(0).length);
    }

    @Test
    void candidatesSeenAreTheLinksOfEveryCandidate() throws Exception {
        Layout L = givens("rows columns boxes non-consecutive").L;
        long[] sees = L.candidateSees();
        int cw = L.candidateWords(), m = L.n * L.size;
        for (int x = 0; x < m; x++)
            for (int y = 0; y < m; y++) {
                boolean bit = (sees[x * cw + (y >>> 6)] & (1L << y)) != 0;
                assertEquals(L.sees(x / L.size, x % L.size, y / L.size, y % L.size), bit, x + " " + y);
            }
    }

    /**
     * Pairs of assumptions on the givens' board, as the search for pair contradictions makes them, followed by the
     * masks (from the start, and from a copy of the first assumption's end, which reads only what the second changed)
     * and by a plain reading of every house and cell: the same end, or both break.
     */
    @Test
    void readingsByMasksEndWhereAPlainReadingEnds() throws Exception {
        for (String rules : new String[] {"rows columns boxes non-consecutive", "rows columns boxes diagonals non-consecutive",
                "rows columns boxes"}) {
            Board b = givens(rules);
            Layout L = b.L;
            Random random = new Random(5101);
            int broke = 0, held = 0;
            Propagation base = Propagation.of(b);
            int[] open = java.util.stream.IntStream.range(0, L.n).filter(c -> !b.placed[c]).toArray();
            for (int trial = 0; trial < 250; trial++) {
                int c = open[random.nextInt(open.length)], d = open[random.nextInt(open.length)];
                int v = some(random, b.cand[c]), w = some(random, b.cand[d]);
                long[] cand = b.cand.clone();
                boolean[] done = b.placed.clone();
                boolean plain = Plain.place(L, cand, done, c, v) && Plain.follow(L, cand, done) && (!Plain.has(cand, d, w)
                        || Plain.place(L, cand, done, d, w) && Plain.follow(L, cand, done));
                boolean plainBroken = !plain || !Plain.has(cand, d, w);

                Propagation fresh = Propagation.of(b);
                boolean ok = fresh.assign(c, v, -1) && fresh.propagate(true);
                Propagation first = fresh.copy();
                boolean freshHeld = ok && (fresh.cand[d] & (1L << w)) != 0 && fresh.assign(d, w, -1) && fresh.propagate(true);
                assertEquals(!plainBroken, freshHeld, rules + ": " + L.name(c) + "=" + (v + 1) + ", " + L.name(d) + "=" + (w + 1));
                if (freshHeld) assertArrayEquals(cand, fresh.cand, rules);

                if (ok && (first.cand[d] & (1L << w)) != 0) {
                    Propagation second = base.copy();
                    second.copyFrom(first);
                    boolean secondHeld = second.assign(d, w, -1) && second.propagate(true);
                    assertEquals(freshHeld, secondHeld, rules);
                    if (secondHeld) assertArrayEquals(cand, second.cand, rules);
                }
                if (freshHeld) held++;
                else broke++;
            }
            // with seven givens two assumptions break a grid with non-consecutive links often, a plain one seldom
            assertTrue(broke > (L.extra == null ? 0 : 20) && held > 20, rules + ": " + broke + " broke, " + held + " held");
        }
    }

    private static int some(Random random, long values) {
        for (int i = random.nextInt(Long.bitCount(values)); i > 0; i--) values &= values - 1;
        return Long.numberOfTrailingZeros(values);
    }

    /** Singles, locked candidates and simple forcing read cell by cell, to a fixed point: slow, and plainly so. */
    private static final class Plain {
        static boolean has(long[] cand, int c, int v) {
            return (cand[c] & (1L << v)) != 0;
        }

        static boolean place(Layout L, long[] cand, boolean[] done, int c, int v) {
            if (!has(cand, c, v)) return false;
            cand[c] = 1L << v;
            done[c] = true;
            for (int p : L.peers[c]) cand[p] &= ~(1L << v);
            if (L.extra != null && L.extra[c * L.size + v] != null)
                for (int x : L.extra[c * L.size + v]) cand[x / L.size] &= ~(1L << (x % L.size));
            for (int d = 0; d < L.n; d++) if (cand[d] == 0) return false;
            return true;
        }

        /** False when it breaks. */
        static boolean follow(Layout L, long[] cand, boolean[] done) {
            int S = L.size;
            boolean changed = true;
            while (changed) {
                changed = false;
                for (int c = 0; c < L.n; c++) {
                    if (cand[c] == 0) return false;
                    if (!done[c] && Long.bitCount(cand[c]) == 1) {
                        if (!place(L, cand, done, c, Long.numberOfTrailingZeros(cand[c]))) return false;
                        changed = true;
                    }
                }
                for (int[] h : L.houses)
                    for (int v = 0; v < S; v++) {
                        int open = 0, at = -1;
                        boolean placed = false;
                        for (int c : h) {
                            if (!has(cand, c, v)) continue;
                            if (done[c]) placed = true;
                            else {
                                open++;
                                at = c;
                            }
                        }
                        if (!placed && open == 0) return false;
                        if (!placed && open == 1) {
                            if (!place(L, cand, done, at, v)) return false;
                            changed = true;
                        }
                    }
                if (changed) continue;
                for (int h = 0; h < L.houses.length; h++)
                    for (int v = 0; v < S; v++) {
                        java.util.List<Integer> at = new java.util.ArrayList<>();
                        for (int c : L.houses[h]) if (!done[c] && has(cand, c, v)) at.add(c);
                        if (at.size() < 2) continue;
                        for (int h2 = 0; h2 < L.houses.length; h2++) {
                            if (h2 == h || !java.util.Arrays.stream(L.houses[h2]).boxed().toList().containsAll(at)) continue;
                            for (int c : L.houses[h2])
                                if (!done[c] && has(cand, c, v) && !Cells.contains(L.houses[h], c)) {
                                    cand[c] &= ~(1L << v);
                                    changed = true;
                                }
                        }
                        int[] src = new int[at.size()];
                        for (int i = 0; i < src.length; i++) src[i] = at.get(i) * S + v;
                        if (src.length <= 4 && L.extra != null) changed |= forced(L, cand, done, src, v);
                    }
                if (L.extra != null)
                    for (int c = 0; c < L.n; c++) {
                        int k = Long.bitCount(cand[c]);
                        if (done[c] || k < 2 || k > 4) continue;
                        int[] src = new int[k];
                        int i = 0;
                        for (long m = cand[c]; m != 0; m &= m - 1) src[i++] = c * S + Long.numberOfTrailingZeros(m);
                        changed |= forced(L, cand, done, src, -1);
                    }
            }
            for (int c = 0; c < L.n; c++) if (cand[c] == 0) return false;
            return true;
        }

        /** Removes every open candidate that sees all the sources (for a house's places of value {@code not}, not that value). */
        static boolean forced(Layout L, long[] cand, boolean[] done, int[] src, int not) {
            boolean any = false;
            for (int d = 0; d < L.n; d++) {
                if (done[d]) continue;
                for (int u = 0; u < L.size; u++) {
                    if (u == not || !has(cand, d, u)) continue;
                    boolean all = true;
                    for (int x : src) all &= x != d * L.size + u && L.sees(x / L.size, x % L.size, d, u);
                    if (all) {
                        cand[d] &= ~(1L << u);
                        any = true;
                    }
                }
            }
            return any;
        }
    }
}
