package org.cellwise.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** What a {@link Limit} promises, each in a way no machine's load can change. */
class LimitTest {
    @Test
    void aLimitOnWorkPassesAtItsAskingAndStaysPassed() {
        Limit l = Limit.of(0, 3);
        assertFalse(l.timed());
        assertFalse(l.passed());
        assertFalse(l.passed());
        assertFalse(l.passed());
        assertTrue(l.passed(), "the fourth asking is past a limit of 3");
        assertTrue(l.passed());
        assertEquals(5, l.asked());
    }

    @Test
    void halfALimitCountsTheSameAskings() {
        Limit l = Limit.of(0, 10);
        l.passed();
        l.passed(); // 8 left
        Limit half = l.half();
        for (int i = 0; i < 4; i++) assertFalse(half.passed(), "asking " + i);
        assertTrue(half.passed(), "half of the 8 left");
        assertFalse(l.passed(), "the whole limit goes on: 8 asked of 10");
        assertEquals(8, l.asked());
    }

    @Test
    void neverAndExpired() {
        Limit never = Limit.never();
        for (int i = 0; i < 1000; i++) assertFalse(never.passed());
        assertEquals(0, never.workLeft(), "no budget for the engine either");
        assertEquals(Long.MAX_VALUE, never.nanosLeft());
        assertTrue(Limit.expired().passed());
        assertFalse(Limit.never().half().passed());
    }

    @Test
    void aCancelledLimitHasPassedWhateverItsTimeAndWorkAndSoHaveItsHalves() {
        AtomicBoolean cancel = new AtomicBoolean();
        Limit l = Limit.of(0, 1_000, cancel), half = l.half(), none = Limit.of(0, 0, cancel);
        assertFalse(l.passed());
        assertFalse(half.passed());
        assertFalse(none.passed());
        assertFalse(l.cancelled());
        cancel.set(true);
        assertTrue(l.passed(), "work is left, but the flag is set");
        assertTrue(half.passed(), "a half carries the flag");
        assertTrue(none.passed(), "no limit of time or work, but cancelled");
        assertTrue(l.cancelled() && half.cancelled());
        assertTrue(l.cancel() == cancel, "the engine's searches get the same flag");
        assertFalse(Limit.of(0, 3).cancelled(), "a limit with no flag is never cancelled");
        assertFalse(Limit.of(0, 3).passed());
    }

    /** Time only moves on: once slept past, a time limit has passed, however busy the machine. */
    @Test
    void aTimeLimitHasPassedOnceItsTimeIsPast() throws Exception {
        Limit l = Limit.of(1, 0);
        assertTrue(l.timed());
        Thread.sleep(5);
        assertTrue(l.passed());
        assertEquals(1, l.nanosLeft(), "the engine is given the least it can take");
    }
}
