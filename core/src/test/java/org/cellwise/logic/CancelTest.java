package org.cellwise.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicBoolean;
import org.cellwise.format.Formats;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Technique;
import org.cellwise.logic.chains.ForcingChains;
import org.cellwise.logic.chains.TwoCasesTest;
import org.cellwise.puzzle.Puzzle;
import org.junit.jupiter.api.Test;

/**
 * A cancelled explanation stops at the next check, whatever it is doing: before the engine's answer, between steps,
 * and inside the long techniques (each assumption a forcing chain follows, each case it works), which ask the same
 * {@link Limit} that bounds their time and work. A cancelled explanation says so and keeps nothing it found: no steps, no grade.
 */
class CancelTest {
    private static AtomicBoolean set() {
        return new AtomicBoolean(true);
    }

    @Test
    void aCancelledExplanationSaysSoWithNoStepsAndNoGrade() throws Exception {
        Puzzle p = Formats.readAll("size 4 boxes 2x2\nrules sudoku\ngivens\n2 . 1 4\n. . . 2\n4 . . .\n. . . .\n", "four", null).get(0);
        Explanation live = Explainer.explain(p, null, Explainer.Options.DEFAULT);
        assertTrue(live.solved() && !live.steps().isEmpty(), "explained when not cancelled");
        for (Explainer.Scale scale : Explainer.Scale.values())
            for (long work : new long[] {0, 1_000_000}) { // cancelled, not stopped at a limit on work
                String what = scale + ", work " + work;
                Explanation e = Explainer.explain(p, null, Explainer.Options.DEFAULT.withScale(scale).withMaxWork(work).withCancel(set()));
                assertEquals(Explanation.CANCELLED, e.problem(), what);
                assertTrue(e.steps().isEmpty(), what);
                assertNull(e.level(), what);
                assertFalse(e.solved(), what);
            }
        assertEquals(Explainer.Fit.STOPPED, Explainer.fits(p, Technique.Level.EASY, Explainer.Options.DEFAULT.withCancel(set())));
    }

    @Test
    void theLongTechniquesStopAtACancelledLimit() throws Exception {
        TwoCasesTest.Stall here = TwoCasesTest.Stall.of(TwoCasesTest.KILLER_1, TwoCasesTest.KILLER_1_STALL);
        Layout L = here.layout();
        Limit live = Limit.never(), cancelled = Limit.of(0, 0, set());
        assertFalse(live.passed());
        assertTrue(cancelled.passed(), "a cancel flag set passes the limit at once, with neither time nor work set");
        assertNotNull(ForcingChains.told(here.board(), L.allRules, live), "the stall has a two-case step");
        assertNull(ForcingChains.told(here.board(), L.allRules, cancelled), "no case is worked once cancelled");
        assertNull(ForcingChains.contradicted(here.board(), L.allRules, cancelled));
        assertNotNull(Explainer.next(here.board(), L, live, true, null), "logic has a step at the stall");
        assertNull(Explainer.next(here.board(), L, cancelled, true, null), "none once cancelled: no technique past the first check");
        // an assumption followed stops where it stands: nothing followed, nothing broken
        Board stall = here.board();
        int c = 0;
        while (stall.placed[c]) c++;
        ForcingChains.Outcome o = ForcingChains.follow(stall, c, Long.numberOfTrailingZeros(stall.cand[c]), L.allRules, false, cancelled);
        assertFalse(o.broken());
    }
}
