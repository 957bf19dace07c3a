package org.cellwise.logic.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.cellwise.format.Formats;
import org.cellwise.puzzle.Puzzle;
import org.junit.jupiter.api.Test;

/** The fast following of nested chains: a contradiction its locked candidates reach is a contradiction. */
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

    @Test
    void lockedCandidatesThatEmptyACellBreakTheFollowing() throws Exception {
        Puzzle p = Formats.readAll(EMPTY, "empty", null).get(0);
        Layout L = Layout.of(p.compiled().structure());
        Board b = new Board(L, "sudoku");
        int r1c1 = 0, r1c2 = 1, r1c4 = 3;
        // 1 of box 1 only in r1c1 and r1c2 (pointing along row 1); r1c4 left with 1 alone, not yet placed, and no
        // other place of row 1 has 1: locked candidates take r1c4's last value
        for (int c = 0; c < L.n; c++) {
            boolean box1 = c / 9 < 3 && c % 9 < 3, row1 = c / 9 == 0;
            if ((box1 || row1) && c != r1c1 && c != r1c2 && c != r1c4) b.eliminate(c, 0);
        }
        b.cand[r1c4] = 1L;
        Propagation s = Propagation.of(b);
        assertFalse(s.propagate(true), "r1c4 emptied");
        assertEquals(r1c4, s.failCell);
        // singles alone do not see it: row 1 still has three places for 1
        Propagation plain = Propagation.of(b);
        assertTrue(plain.propagate(false));
    }
}
