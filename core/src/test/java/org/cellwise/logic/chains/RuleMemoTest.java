package org.cellwise.logic.chains;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.logic.Limit;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Cells;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.rules.CageStep;
import org.cellwise.logic.rules.RuleStep;
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
                boards.add(ForcingChains.follow(stall, c, v, L.allRules, false, Limit.never()).board());
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

    /**
     * A cage's "must hold" step reads cells outside the cage. A chain's board whose outside cells have already lost the
     * value gives nothing there; that must not hide the step from the explained board, whose cage cells are the same
     * (it did: the seed-11 minimal killers now tell a cage's "must hold" where they told a pointing pair later).
     */
    @Test
    void nothingFoundOnAChainsBoardDoesNotHideTheStepWhereItIsTold() throws Exception {
        TwoCasesTest.Stall here = TwoCasesTest.Stall.of(TwoCasesTest.KILLER_4, NestedContradictionTest.KILLER_4_OF_11_STALL);
        Layout L = here.layout();
        List<Board> boards = new ArrayList<>(List.of(here.board()));
        for (int c = 0; c < L.n && boards.size() < 60; c += 5)
            for (long m = here.board().placed[c] ? 0 : here.board().cand[c]; m != 0 && boards.size() < 60; m &= m - 1) {
                Board start = here.board().copy(); // one candidate placed: the rules have steps to give there
                start.place(c, Long.numberOfTrailingZeros(m));
                boards.add(start);
            }
        int asked = 0;
        for (Board b : boards) {
            boolean broken = false;
            for (long c : b.cand) broken |= c == 0;
            if (broken) continue; // every rule empties its cells there
            Layout fresh = new Layout(here.puzzle().compiled().structure());
            for (int i = 0; i < L.allRules.size(); i++) {
                RuleStep rule = L.allRules.get(i);
                b.silent = false;
                Step told = fresh.allRules.get(i).find(b, CageStep.SPREAD);
                if (told == null) continue;
                List<Step.Candidate> outside = new ArrayList<>();
                for (Step.Candidate x : told.eliminations()) if (!Cells.contains(rule.cells, x.cell())) outside.add(x);
                if (outside.isEmpty()) continue;
                // the chain's board: the same cage cells, the outside candidates already gone
                Board chain = b.copy();
                chain.apply(new Step(told.technique(), told.rating(), told.rules(), "", List.of(), outside, told.cells()));
                chain.silent = true;
                if (new Layout(here.puzzle().compiled().structure()).allRules.get(i).find(chain, CageStep.SPREAD) != null) continue;
                assertEquals(null, rule.find(chain, CageStep.SPREAD), rule.name);
                Step again = rule.find(b, CageStep.SPREAD);
                assertTrue(again != null, rule.name + " hidden by the chain's empty answer");
                assertEquals(told.eliminations(), again.eliminations(), rule.name);
                asked++;
            }
        }
        assertTrue(asked > 0, "no cage step reached outside its cells on these boards");
        System.out.println("cage steps reaching outside, asked after a chain's empty answer: " + asked);
    }
}
