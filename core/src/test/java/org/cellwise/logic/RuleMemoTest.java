package org.cellwise.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Rules keep their answers to the last signatures seen (a cage its enumeration; a cage read with its houses, and
 * sets in a house, their whole step): forcing chains come back to the same cells from many assumptions. A kept
 * answer must be the answer: asked on boards visited in turn, again and again, each rule gives what the same rule
 * of a fresh layout, which has kept nothing, gives. Asked without words (as on a chain's board), a rule gives the same
 * removals and rules, and an answer kept without words is not given where the step is told.
 */
class RuleMemoTest {
    @Test
    void aRuleAskedOnBoardsInTurnAnswersAsAFreshOneDoes() throws Exception {
        TwoCasesTest.Stall here = TwoCasesTest.Stall.of(TwoCasesTest.KILLER_4, NestedContradictionTest.KILLER_4_OF_11_STALL);
        Layout L = here.layout();
        Board stall = here.board();
        // boards a forcing chain passes through: the stall with one candidate placed, and where that assumption leads
        List<Board> boards = new ArrayList<>(List.of(stall));
        for (int c = 0; c < L.n && boards.size() < 40; c += 7)
            for (long m = stall.placed[c] ? 0 : stall.cand[c]; m != 0 && boards.size() < 40; m &= m - 1) {
                int v = Long.numberOfTrailingZeros(m);
                Board start = stall.copy();
                start.place(c, v);
                boards.add(start);
                boards.add(ForcingChains.follow(stall, c, v, L.allRules, false, System.nanoTime() + 60_000_000_000L).board());
            }
        int steps = 0;
        for (int round = 0; round < 3; round++)
            for (Board b : boards) {
                Layout fresh = new Layout(here.puzzle().compiled().structure());
                for (int i = 0; i < L.allRules.size(); i++) {
                    // asked first as a chain asks (no words), then as a step to tell: the kept answer of the first
                    // must not stand for the second
                    b.silent = (round + i) % 2 == 0;
                    Step quiet = L.allRules.get(i).find(b, 1_000);
                    b.silent = false;
                    Step kept = L.allRules.get(i).find(b, 1_000), anew = fresh.allRules.get(i).find(b, 1_000);
                    String rule = L.allRules.get(i).name;
                    assertEquals(anew == null, kept == null, rule);
                    assertEquals(anew == null, quiet == null, rule);
                    if (kept == null) continue;
                    steps++;
                    assertTrue(!kept.text().isEmpty(), rule);
                    assertEquals(anew.text(), kept.text(), rule);
                    for (Step x : List.of(kept, quiet)) {
                        assertEquals(anew.eliminations(), x.eliminations(), rule);
                        assertEquals(anew.placements(), x.placements(), rule);
                        assertEquals(anew.rules(), x.rules(), rule);
                    }
                }
            }
        assertTrue(steps > 100, "rules gave steps on the boards: " + steps);
    }
}
