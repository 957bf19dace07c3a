package org.cellwise.logic.chains;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cellwise.logic.Explainer;
import org.cellwise.logic.Limit;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Propagation;
import org.cellwise.logic.board.Step;
import org.junit.jupiter.api.Test;

/**
 * Nested chains with pair contradictions (found by singles, locked candidates and simple forcing), on a minimal
 * non-consecutive Sudoku (7 givens): puzzle 7 of
 * {@code cellwise generate sudoku --rules non-consecutive --count 20 --seed 5101 --threads 2}, its candidates just
 * before its step 18, where static and dynamic nested chains find nothing within their budget and logic guessed
 * before pairs came.
 */
public class NestedPairsTest {
    /** The puzzle, read by {@code PropagationTest} too. */
    public static final String PUZZLE = """
            size 9 boxes 3x3
            values 1..9
            rules rows columns boxes non-consecutive
            givens
            . . . 3 . . . 5 .
            . . . . 4 . . . .
            . . . . . . . . .
            . . . 1 . . . . .
            1 . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . 6 . .
            . 3 . . . . . . .
            """;
    private static final String STALL = "246789 1246789 16789 3 16789 126789 12789 5 12789 2356789 125789 1235689 6789 4 126789 "
            + "123789 123789 1236789 236789 126789 1236789 56789 12789 1256789 1234789 1246789 1234689 3456789 2456789 3456789 1 "
            + "356789 2345789 2345789 2346789 2346789 1 456789 23456789 456789 236789 23456789 235789 2346789 2346789 3456789 "
            + "2456789 23456789 2456789 2356789 23456789 1345789 1346789 12346789 2456789 12456789 12456789 2456789 12356789 "
            + "13456789 123489 1234789 12345789 245789 15789 1245789 245789 135789 13489 6 123489 1235789 56789 3 156789 "
            + "2456789 1256789 12456789 12489 124789 1245789";

    private static final Pattern PAIR = Pattern.compile(" Pair (\\d+): r(\\d)c(\\d)=(\\d) and r(\\d)c(\\d)=(\\d) cannot both hold: ");
    private static final Pattern CITED = Pattern.compile("\\(not with r\\dc\\d=\\d: pair (\\d+)\\)");

    @Test
    void aStallNoNestedChainBreaksIsBrokenWithPairContradictionsToldAndSound() throws Exception {
        TwoCasesTest.Stall here = TwoCasesTest.Stall.of(PUZZLE, STALL);
        Layout L = here.layout();
        int[] solution = Explainer.explain(here.puzzle(), null, Explainer.Options.DEFAULT.withMaxSteps(1)).solution();
        Step step = NestedChains.find(here.board(), Limit.never());
        assertNotNull(step, "a step at the stall");
        assertEquals(NestedChains.NESTED_PAIRS, step.technique(), step.text());
        assertEquals(1, step.eliminations().size());
        Step.Candidate gone = step.eliminations().get(0);
        assertNotEquals(solution[gone.cell()], gone.value(), step.text());
        String who = L.name(gone.cell()) + " were " + gone.value();
        // said short: what it places and where it breaks, the chains and pairs inside counted
        assertTrue(step.text().startsWith("If " + who + ", it would place "), step.text());
        assertTrue(step.text().matches(".* \\(\\d+ steps, \\d+ chains inside\\)\\. So " + L.name(gone.cell()) + " is not " + gone.value()
                + " \\(nested forcing chain with pair contradictions\\)\\."), step.text());
        assertTrue(step.text().length() < 400, step.text());
        assertTrue(step.rating() > NestedChains.NESTED_PAIRS.rating() && step.rating() < 20, "rating " + step.rating());
        // in full: every pair told once, numbered in turn, and none of them two values of the solution
        String full = step.detail();
        assertTrue(full.startsWith("If " + who + ": "), full);
        Matcher m = PAIR.matcher(full);
        int told = 0;
        while (m.find()) {
            assertEquals(++told, Integer.parseInt(m.group(1)), full);
            int a = (Integer.parseInt(m.group(2)) - 1) * 9 + Integer.parseInt(m.group(3)) - 1;
            int b = (Integer.parseInt(m.group(5)) - 1) * 9 + Integer.parseInt(m.group(6)) - 1;
            assertFalse(solution[a] == Integer.parseInt(m.group(4)) && solution[b] == Integer.parseInt(m.group(7)), m.group());
        }
        assertTrue(told > 0, full);
        Matcher cited = CITED.matcher(full);
        while (cited.find()) assertTrue(Integer.parseInt(cited.group(1)) <= told, cited.group());
        // simple forcing over the non-consecutive links, inside the chain, in a person's words
        assertTrue(full.matches("(?s).*r\\dc\\d is not \\d \\(each place of \\d in (box|row|column) \\d rules it out\\).*"), full);
        // pairs found by locked candidates and simple forcing too, not singles alone, and told so
        assertTrue(full.matches("(?s).* Pair \\d+: [^.]*(is locked in|rules it out)[^.]*\\..*"), full);
    }

    /**
     * Pairs found on an earlier board (here the givens alone: more candidates) and kept are the pairs found afresh
     * at the stall, with fewer tried; the step they give is the step found afresh, told alike.
     */
    @Test
    void pairsKeptFromAnEarlierBoardAreThePairsFoundAfreshWithFewerTried() throws Exception {
        TwoCasesTest.Stall here = TwoCasesTest.Stall.of(PUZZLE, STALL);
        Layout L = here.layout();
        Board givens = new Board(L, "sudoku");
        int[] gc = here.puzzle().compiled().givenCells(), gv = here.puzzle().compiled().givenValues();
        for (int i = 0; i < gc.length; i++) givens.place(gc[i], gv[i] - L.min);
        Set<Long> known = new HashSet<>();
        assertNotNull(NestedChains.pairs(Propagation.of(givens), Limit.never(), new long[] {Long.MAX_VALUE}, known));
        int early = known.size();
        assertTrue(early > 0);

        long[] freshBudget = {Long.MAX_VALUE}, keptBudget = {Long.MAX_VALUE};
        Set<Long> freshKnown = new HashSet<>(), kept = new HashSet<>(known);
        int[][] fresh = NestedChains.pairs(Propagation.of(here.board()), Limit.never(), freshBudget, freshKnown);
        int[][] reused = NestedChains.pairs(Propagation.of(here.board()), Limit.never(), keptBudget, kept);
        assertNotNull(fresh);
        assertArrayEquals(fresh, reused);
        // no pair is two values of the solution
        int[] solution = Explainer.explain(here.puzzle(), null, Explainer.Options.DEFAULT.withMaxSteps(1)).solution();
        for (int x = 0; x < fresh.length; x++)
            if (fresh[x] != null && solution[x / 9] == x % 9 + 1)
                for (int y : fresh[x]) assertNotEquals(y % 9 + 1, solution[y / 9], L.name(x / 9) + "=" + (x % 9 + 1) + " and " + L.name(y / 9));
        // what the stall tried and found is known now, besides what the givens' board found
        assertTrue(kept.containsAll(freshKnown));
        long freshTried = Long.MAX_VALUE - freshBudget[0], keptTried = Long.MAX_VALUE - keptBudget[0];
        long reusedPairs = freshKnown.stream().filter(known::contains).count();
        assertTrue(reusedPairs > 0, "pairs of the givens' board still pairs at the stall");
        assertEquals(freshTried - reusedPairs, keptTried, "each pair kept is one less tried");

        Board a = here.board().copy(), b = here.board().copy();
        b.pairsKnown = new HashSet<>(known);
        Step afresh = NestedChains.find(a, Limit.never()), withKept = NestedChains.find(b, Limit.never());
        assertNotNull(afresh);
        assertEquals(afresh.detail(), withKept.detail());
        assertEquals(afresh.text(), withKept.text());
        assertEquals(afresh.eliminations(), withKept.eliminations());
        assertTrue(b.pairsKnown.containsAll(freshKnown), "the stall's pairs kept on the board for the next");
    }
}
