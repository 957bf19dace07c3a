package org.cellwise.engine.propagation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cellwise.constraint.Connected;
import org.cellwise.model.ValueRange;
import org.junit.jupiter.api.Test;

/**
 * A connected area propagated as a whole, on hand-made 4×4 positions of values 1..2 (cells 0 to 15, r1c1 to r4c4 in
 * reading order): the area is the cells holding 1 (bit 0), so a cell is in it (1), out of it (2) or open (both).
 * Only the area is stated, so what narrows is its propagator's own reasoning.
 */
class ConnectedPropagatorTest {
    private static final long IN = 0b01, OUT = 0b10, OPEN = 0b11;

    private static Model model(int size) {
        int[] cells = new int[16];
        int[][] next = new int[16][];
        for (int i = 0; i < 16; i++) {
            cells[i] = i;
            List<Integer> nb = new java.util.ArrayList<>();
            if (i >= 4) nb.add(i - 4);
            if (i % 4 > 0) nb.add(i - 1);
            if (i % 4 < 3) nb.add(i + 1);
            if (i < 12) nb.add(i + 4);
            next[i] = nb.stream().mapToInt(Integer::intValue).toArray();
        }
        return new Model(16, new ValueRange(1, 2), List.of(new Connected("area", cells, next, new int[] {1}, size)));
    }

    private static int at(int row, int col) {
        return (row - 1) * 4 + col - 1;
    }

    /** Every cell open unless given here (cell, mask, cell, mask...). */
    private static long[] position(long... given) {
        long[] dom = new long[16];
        java.util.Arrays.fill(dom, OPEN);
        for (int i = 0; i < given.length; i += 2) dom[(int) given[i]] = given[i + 1];
        return dom;
    }

    private static boolean propagate(int size, long[] dom) {
        Propagation p = new Propagation(model(size), dom);
        p.scheduleAll();
        return p.propagate();
    }

    @Test
    void aCellThatAloneJoinsTwoCellsOfTheAreaIsInIt() {
        // r1c1 and r1c3 in, r2c1 to r2c3 out: r1c2 is the only way between them
        long[] dom = position(at(1, 1), IN, at(1, 3), IN, at(2, 2), OUT, at(2, 1), OUT, at(2, 3), OUT);
        assertTrue(propagate(0, dom));
        assertEquals(IN, dom[at(1, 2)]);
        assertEquals(OPEN, dom[at(4, 4)], "reached through r1c4 and r2c4, round the wall");
    }

    @Test
    void cellsTheAreaCannotReachAreOut() {
        // r1c1 in, walled in by r1c2 and r2c1 out with r2c2 open: nothing else can join it
        long[] dom = position(at(1, 1), IN, at(1, 2), OUT, at(2, 1), OUT);
        assertTrue(propagate(0, dom));
        for (int i = 0; i < 16; i++) if (i != at(1, 1)) assertEquals(OUT, dom[i] & OUT, "r" + (i / 4 + 1) + "c" + (i % 4 + 1));
        for (int i = 0; i < 16; i++) if (i != at(1, 1)) assertEquals(OUT, dom[i], "r" + (i / 4 + 1) + "c" + (i % 4 + 1) + " is out");
    }

    @Test
    void cellsTooFarForTheSizeAreOut() {
        // an area of 3 through r1c1: only cells within two steps of it may join
        long[] dom = position(at(1, 1), IN);
        assertTrue(propagate(3, dom));
        assertEquals(OPEN, dom[at(1, 3)]);
        assertEquals(OPEN, dom[at(2, 2)]);
        assertEquals(OUT, dom[at(1, 4)], "three steps away");
        assertEquals(OUT, dom[at(2, 3)]);
        assertEquals(OUT, dom[at(4, 4)]);
    }

    @Test
    void aFullAreaKeepsTheOthersOutAndExactlyEnoughRoomIsAllIn() {
        long[] full = position(at(1, 1), IN, at(1, 2), IN);
        assertTrue(propagate(2, full));
        for (int i = 2; i < 16; i++) assertEquals(OUT, full[i]);
        // r1c1 in; everything but r1c2 and r1c3 out: an area of three is those three
        long[] room = position(at(1, 1), IN);
        for (int i = 0; i < 16; i++) if (i != at(1, 1) && i != at(1, 2) && i != at(1, 3)) room[i] = OUT;
        assertTrue(propagate(3, room));
        assertEquals(IN, room[at(1, 2)]);
        assertEquals(IN, room[at(1, 3)]);
    }

    @Test
    void anAreaCutInTwoTooBigOrWithNoRoomFails() {
        assertFalse(propagate(0, position(at(1, 1), IN, at(4, 4), IN, at(2, 1), OUT, at(2, 2), OUT, at(2, 3), OUT, at(2, 4), OUT)), "cut in two");
        assertFalse(propagate(2, position(at(1, 1), IN, at(1, 2), IN, at(1, 3), IN)), "three in an area of two");
        assertFalse(propagate(3, position(at(1, 1), IN, at(1, 4), IN)), "four apart in an area of three");
        long[] none = position();
        java.util.Arrays.fill(none, OUT);
        assertFalse(propagate(0, none), "never empty");
    }

    @Test
    void withNoCellInYetPocketsTooSmallAreOutAndALastCellIsIn() {
        // a wall down column 2 leaves column 1 a pocket of four: too small for an area of five
        long[] dom = position(at(1, 2), OUT, at(2, 2), OUT, at(3, 2), OUT, at(4, 2), OUT);
        assertTrue(propagate(5, dom));
        for (int r = 1; r <= 4; r++) assertEquals(OUT, dom[at(r, 1)]);
        assertEquals(OPEN, dom[at(1, 3)]);
        long[] last = position();
        java.util.Arrays.fill(last, OUT);
        last[at(3, 3)] = OPEN;
        assertTrue(propagate(0, last));
        assertEquals(IN, last[at(3, 3)], "the area is never empty");
    }
}
