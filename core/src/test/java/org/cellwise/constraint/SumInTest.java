package org.cellwise.constraint;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** What a cage of several sums says of its total: exactly, modulo the spacing of its sums, or nothing. */
class SumInTest {

    @Test
    void theSpacingIsWhatEveryTwoSumsDifferByAMultipleOf() {
        assertEquals(9, new Machine.SumIn(new int[] {5, 14, 23}).spacing(), "a digital root: modulo 9");
        assertEquals(9, new Machine.SumIn(new int[] {23, 5, 14}).spacing(), "in any order");
        assertEquals(18, new Machine.SumIn(new int[] {5, 23}).spacing(), "5 or 23: modulo 18");
        assertEquals(6, new Machine.SumIn(new int[] {10, 16, 28}).spacing());
        assertEquals(0, new Machine.SumIn(new int[] {14}).spacing(), "one sum: known exactly");
        assertEquals(1, new Machine.SumIn(new int[] {10, 12, 19}).spacing(), "nothing known");
        assertEquals(3, new Machine.SumIn(new int[] {-4, 2, 5}).spacing(), "negative sums too");
        // a gap past an int is no spacing to reason with, never a negative or wrapped one
        assertEquals(1, new Machine.SumIn(new int[] {Integer.MIN_VALUE, Integer.MAX_VALUE}).spacing());
    }
}
