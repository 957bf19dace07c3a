package org.cellwise.engine.propagation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.ValueRange;
import org.junit.jupiter.api.Test;

/**
 * Counting circles propagated as a whole, on hand-made positions: circles stated as counting circles lower them (none
 * or exactly v of the circles hold v, a line per value), with groups of cells that must differ where a position needs
 * them. Bit i of a domain is value i + 1.
 */
class CountingPropagatorTest {
    /** The per-value lines of counting circles over {@code circles}, values 1..{@code size}, and the groups given. */
    private static Model model(int n, int size, int[] circles, int[]... groups) {
        List<Constraint> cs = new ArrayList<>();
        for (int v = 1; v <= size; v++)
            cs.add(new Scan("counting circles: " + v, circles, new Machine.Occurs(v, v <= circles.length ? 1L | 1L << v : 1L)));
        for (int[] g : groups) cs.add(new AllDifferent("group", g));
        return new Model(n, new ValueRange(1, size), cs);
    }

    private static boolean propagate(Model m, long[] dom) {
        Propagation p = new Propagation(m, dom);
        p.scheduleAll();
        return p.propagate();
    }

    private static long[] open(int n, int size) {
        long[] dom = new long[n];
        java.util.Arrays.fill(dom, (1L << size) - 1);
        return dom;
    }

    @Test
    void theValuesHeldAddUpToTheNumberOfCircles() {
        // four circles of 1..4: {4} or {1, 3} add up to 4, so no circle holds 2 (two 2s alone would leave two circles)
        long[] dom = open(4, 4);
        assertTrue(propagate(model(4, 4, new int[] {0, 1, 2, 3}), dom));
        for (int i = 0; i < 4; i++) assertEquals(0b1101, dom[i], "circle " + i);
    }

    @Test
    void aFixedValueChoosesTheSetAndARequiredValueWithJustEnoughCirclesTakesThemAll() {
        // a 3 in the first circle: the values are {1, 3}; the last can be 1 alone, so the two others are 3
        long[] dom = open(4, 4);
        dom[0] = 0b0100;
        dom[3] = 0b1011;
        assertTrue(propagate(model(4, 4, new int[] {0, 1, 2, 3}), dom));
        assertEquals(List.of(0b0100L, 0b0100L, 0b0100L, 0b0001L), List.of(dom[0], dom[1], dom[2], dom[3]));
    }

    @Test
    void aValueOnceInEachOfJustEnoughGroupsLeavesTheCellsThatSeeAGroup() {
        // circles r0, r1 (which differ) and r2; cell 3 differs from r0 and from r1. {3} would need three groups, so the
        // values are {1, 2}: 2 is once in each of the two groups (r2 holds it), 1 once in {r0, r1}: cell 3 holds
        // neither, though no group over it says so
        long[] dom = open(4, 3);
        assertTrue(propagate(model(4, 3, new int[] {0, 1, 2}, new int[] {0, 1}, new int[] {0, 3}, new int[] {1, 3}), dom));
        assertEquals(0b010, dom[2], "r2 is the only circle of its group that can hold 2");
        assertEquals(0b011, dom[0]);
        assertEquals(0b011, dom[1]);
        assertEquals(0b100, dom[3], "sees both circles that hold 1 and 2");
    }

    @Test
    void tooFewGroupsForAnySetFailsBeforeAGuess() {
        // four circles that all differ: {4} needs four groups and {1, 3} three; there is one
        long[] dom = open(4, 4);
        assertFalse(propagate(model(4, 4, new int[] {0, 1, 2, 3}, new int[] {0, 1, 2, 3}), dom));
    }

    @Test
    void aValuePlacedTooOftenFails() {
        long[] dom = open(4, 4);
        dom[0] = dom[1] = 0b0001;
        assertFalse(propagate(model(4, 4, new int[] {0, 1, 2, 3}), dom));
    }

    @Test
    void onlyAFullSetOfPerValueLinesIsReadAsCountingCircles() {
        // the lines for 1..3 but not for 4: not counting circles, so 2 stays (two 2s and two 4s meet the lines stated)
        List<Constraint> cs = new ArrayList<>();
        int[] circles = {0, 1, 2, 3};
        for (int v = 1; v <= 3; v++) cs.add(new Scan("lines: " + v, circles, new Machine.Occurs(v, 1L | 1L << v)));
        long[] dom = open(4, 4);
        assertTrue(propagate(new Model(4, new ValueRange(1, 4), cs), dom));
        for (int i = 0; i < 4; i++) assertEquals(0b1111, dom[i]);
    }
}
