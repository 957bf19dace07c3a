package org.cellwise.logic.chains;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cellwise.format.Formats;
import org.cellwise.logic.Explainer;
import org.cellwise.logic.Limit;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Step;
import org.cellwise.puzzle.Puzzle;
import org.junit.jupiter.api.Test;

/**
 * The nested contradiction step ("forcing chain (nested contradiction)"): one candidate assumed and worked as a case
 * of the two-case step is, with chains inside it; when the case breaks, the candidate goes. The stalls are where
 * {@code explain} gives the step on minimal killers ({@code cellwise generate killer --minimal --count 20 --seed S
 * --threads 1}, seeds 11 and 4242), the candidates and placed cells ({@code *}) just before it.
 */
class NestedContradictionTest {
    /** Killer 8 of seed 11, before its step 63. */
    private static final String KILLER_8_OF_11 = """
            kind killer
            size 9 boxes 3x3
            values 1..9
            rules rows columns boxes
            cages
            . . . e e e e a a
            . d m p p p . a a
            . d m m m . . . i
            . . . m o i i i i
            j n . . o o . k k
            j n n . . . . k .
            j q q h b b c f .
            l g g h b c c f f
            l g g h h c c f f
            cage e 15
            cage a 17
            cage d 12
            cage m 26
            cage p 18
            cage i 30
            cage o 7
            cage j 10
            cage n 18
            cage k 18
            cage q 12
            cage h 24
            cage b 11
            cage c 25
            cage f 29
            cage l 10
            cage g 20
            """;
    private static final String KILLER_8_OF_11_STALL = "46789 123456789 123456789 1234567 3456789 12345679 12345679 23456789 23456789 1456789 345789 "
            + "123456789 123456789 3456789 3456789 123456789 12345678 2345678 1456789 345789 123456789 123456789 "
            + "3456789 123456789 123456789 123456789 23456789 46789 1234678 13456789 356789 124 356789 123456789 "
            + "123456789 23456789 1256 1346789 13456789 356789 124 124 123456789 123456789 3456789 1256 12346789 "
            + "346789 356789 356789 356789 123456789 123456789 23456789 3* 4578 4578 2456789 24568 246 2456789 6789 "
            + "1* 124689 12456789 12456789 123456789 1345 1379 23456789 23456789 23456789 124689 12456789 12456789 "
            + "123456789 3456789 1379 23456789 23456789 23456789";

    /** Killer 13 of seed 4242, before its step 44. */
    private static final String KILLER_13_OF_4242 = """
            kind killer
            size 9 boxes 3x3
            values 1..9
            rules rows columns boxes
            cages
            r m . . d d f f l
            q m m m d . f f f
            q q q d d p . . c
            e e b b p p . . c
            b b b p p i j j c
            n n o o i i k j c
            n h o . . a k k c
            n h . . a a k g g
            h h h . a a g g g
            cage r 3
            cage m 18
            cage d 28
            cage f 26
            cage l 5
            cage q 21
            cage p 21
            cage c 18
            cage e 10
            cage b 28
            cage i 17
            cage j 20
            cage n 27
            cage o 12
            cage k 10
            cage h 23
            cage a 28
            cage g 35
            """;
    private static final String KILLER_13_OF_4242_STALL = "3* 1246789 4689 1246789 1246789 1246789 1246789 1246789 5* 1256789 12456789 12456789 1356 123456789 "
            + "123456789 12346789 12346789 679 1245678 12456789 12456789 123456789 123456789 23456789 1234789 "
            + "1234789 2348 1278 2389 123456789 56789 123456789 123456789 2345679 2345679 12348 1245678 123456789 "
            + "123456789 123456789 123456789 23456789 456789 45679 12348 456789 3456789 1234 23456789 23456789 "
            + "23456789 1234 45679 12348 456789 123456789 1234567 123456789 123456789 123456789 1234 1234 1234 "
            + "456789 123456789 1234567 123456789 123456789 123456789 1234 56789 679 12456789 123456789 123456789 "
            + "123456789 123456789 123456789 56789 56789 679";

    /** Killer 6 of seed 11, before its step 44. */
    private static final String KILLER_6_OF_11 = """
            kind killer
            size 9 boxes 3x3
            values 1..9
            rules rows columns boxes
            cages
            . . . . o o e p p
            . g . . o e e p p
            g g . . l e e . .
            . . l l l f f k .
            . . d l d . k k k
            n n d d d . m m m
            n i i b b . m m c
            i i i a b h h j c
            . . a a a h h c c
            cage o 18
            cage e 21
            cage p 16
            cage g 11
            cage l 19
            cage f 13
            cage k 16
            cage d 16
            cage n 19
            cage m 23
            cage i 23
            cage b 15
            cage c 23
            cage a 25
            cage h 17
            cage j 1
            """;
    private static final String KILLER_6_OF_11_STALL = "123456789 123456789 123456789 123456789 123456789 123456789 123456789 23456789 123456789 123456789 "
            + "12345678 123456789 123456789 123456789 12345678 123456789 23456789 123456789 12345678 12345678 "
            + "23456789 123456789 12345678 1234567 123456789 3456789 3456789 123456789 123456789 12345678 123456789 "
            + "123456789 45678 56789 2345679 56789 23456789 23456789 12346 23456789 34 2356789 12345678 23456789 "
            + "12345678 345789 345789 12346 12346 12346 5789 123456789 23456789 123456789 346789 123456789 "
            + "123456789 123456789 123456789 23456789 2345679 23456789 23456789 23456789 23456789 23456789 23456789 "
            + "23456789 23456 23456789 1* 23456789 123456789 123456789 23456789 123456789 123456789 12345 23456789 "
            + "23456789 23456789";

    /** Killer 10 of {@code cellwise generate killer --size 6 --minimal --count 30 --seed 5 --threads 1}. */
    private static final String KILLER_6X6 = """
            kind killer
            size 6 boxes 2x3
            values 1..6
            rules rows columns boxes
            cages
            g g . . d d
            g g a a a d
            f f f . . .
            . e f . c .
            e e b . c .
            . . b b c c
            cage g 15
            cage d 11
            cage a 13
            cage f 13
            cage e 11
            cage c 16
            cage b 13
            """;

    /** The step asked at a stall, with the puzzle's solution to check it against. */
    record Asked(Layout layout, int[] solution, ForcingChains.Told told) {
        static Asked at(String puzzle, String stall) throws Exception {
            TwoCasesTest.Stall here = TwoCasesTest.Stall.of(puzzle, stall);
            int[] solution = Explainer.explain(here.puzzle(), null, Explainer.Options.DEFAULT.withMaxSteps(1)).solution();
            ForcingChains.Told told = ForcingChains.contradicted(here.board(), here.layout().allRules, Limit.never());
            assertNotNull(told, "a step at the stall");
            return new Asked(here.layout(), solution, told);
        }
    }

    /** Killer 4 of seed 11 ({@link TwoCasesTest#KILLER_4}), before its step 18. */
    static final String KILLER_4_OF_11_STALL = "123456789 1234567 1234567 123456789 123456789 123456789 123456789 123456789 1234567 123456789 1234567 "
            + "689 123456789 123456789 123456789 123456789 123456789 1234567 123457 123457 689 689 "
            + "123456789 123456789 123456789 123456789 1234567 123456789 1245678 123456789 123456789 123456789 123456789 "
            + "123456789 123456789 1234567 6789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 "
            + "3567 123456789 123456789 12345 5689 5689 123456789 123456789 123456789 1234 123456789 "
            + "123456789 12345678 123456789 123456789 123456789 1234567 1234567 12345 123456789 123456789 12345678 "
            + "123456789 23456789 23456789 1234567 1234567 89 123456789 123456789 123456789 123456789 123456 "
            + "123456 123456 1234567 89";

    /**
     * Where no case of the step breaks, the cases it worked are not thrown away: r3c4 is 6, 8 or 9 here, each case
     * worked holds, and all three take the 9 from r2c1, r4c3 and r9c3 ("forcing chain (every case, chains inside)").
     * Each case replayed from its kept steps alone reaches that, as a two-case step's do.
     */
    @Test
    void everyCaseOfACellWorkedAndNoneBrokenGivesWhatTheyAgreeOn() throws Exception {
        Asked at = Asked.at(TwoCasesTest.KILLER_4, KILLER_4_OF_11_STALL);
        Layout L = at.layout();
        int[] solution = at.solution();
        ForcingChains.Told told = at.told();
        Step step = told.step();
        assertEquals(ForcingChains.EVERY_CASE, step.technique(), step.text());
        assertEquals(3, told.branches().size());
        for (ForcingChains.Branch br : told.branches()) assertTrue(!br.outcome().broken(), br.premise());
        assertEquals(List.of("r2c1", "r4c3", "r9c3"), step.eliminations().stream().map(e -> L.name(e.cell())).toList());
        for (Step.Candidate e : step.eliminations()) {
            assertEquals(9, e.value());
            assertNotEquals(solution[e.cell()], e.value());
        }
        assertTrue(step.full().startsWith("r3c4 is 6/8/9. If r3c4 were 6: "), step.full());
        assertTrue(step.full().contains(" In every case r2c1,r49c3 are not 9 (forcing chain (every case, chains inside))."), step.full());
        // said short: the claim first, then each case by the values it places and how long it runs
        assertTrue(step.text().startsWith("r3c4 is 6/8/9; in every case r2c1,r49c3 are not 9 (forcing chain (every case, chains "
                + "inside)). If r3c4 were 6, it follows in 1 step. If r3c4 were 8, it follows in 1 step. If r3c4 were 9, it would place "
                + "r7c3=1, "), step.text());
        assertTrue(step.text().length() < 600, step.text());
        assertTrue(step.hodoku().startsWith("Nested Forcing Chain: r3c4 in 6/8/9 => r2c1<>9, r4c3<>9, r9c3<>9: (r3c4=6 "), step.hodoku());
        TwoCasesTest.checkCases(told, L);
    }

    @Test
    void theCandidateRemovedAtAMinimalKillersStallIsNotTheSolutionsValue() throws Exception {
        check(KILLER_8_OF_11, KILLER_8_OF_11_STALL);
        check(KILLER_13_OF_4242, KILLER_13_OF_4242_STALL);
        check(KILLER_6_OF_11, KILLER_6_OF_11_STALL);
    }

    private static void check(String puzzle, String stall) throws Exception {
        Asked at = Asked.at(puzzle, stall);
        Layout L = at.layout();
        int[] solution = at.solution();
        ForcingChains.Told told = at.told();
        Step step = told.step();
        assertEquals(ForcingChains.NESTED_CONTRADICTION, step.technique());
        assertEquals(1, step.eliminations().size());
        Step.Candidate gone = step.eliminations().get(0);
        assertNotEquals(solution[gone.cell()], gone.value(), step.text());
        // the case told traced back: its kept steps alone, replayed from the assumption, break where the text says
        ForcingChains.Branch br = told.branches().get(0);
        assertTrue(br.outcome().broken());
        assertEquals(br.outcome().why(), ForcingChains.why(TwoCasesTest.replay(br.start(), told.traces().get(0))), step.text());
        assertTrue(step.full().startsWith("If " + L.name(gone.cell()) + " were " + gone.value() + ": "), step.full());
        assertTrue(step.text().startsWith("If " + L.name(gone.cell()) + " were " + gone.value() + ", "), step.text());
        assertTrue(step.text().endsWith(". So " + L.name(gone.cell()) + " is not " + gone.value() + " (forcing chain (nested contradiction))."),
                step.text());
    }

    /**
     * The step in full, checked by hand: r4c2=6 leaves cage g (15: 2346 or 1356) its 6 in column 1 and cage a (13:
     * 256 or 346) its 6 in r2c45, so r1c1=6; cage d (11) can then only be 245, r1c4=1 and r1c2=3, cage a is 346
     * with r2c3 its 4, and so on until r1c5 and r1c6 each break under their own chains (nested chains 1 and 2) and
     * box 2 has no 4 left. Cage c (16 in four different cells: 2356 or 1456) holds a 6, never in r4c5.
     */
    @Test
    void theStepIsToldInFullWithTheChainsInsideItsCase() throws Exception {
        Puzzle p = Formats.readAll(KILLER_6X6, "killer", null).get(0);
        Layout L = Layout.of(p.compiled().structure());
        Board b = new Board(L, org.cellwise.puzzle.Family.of(p).id());
        int cell = 3 * 6 + 1, v = 5; // r4c2, value 6
        Board start = b.copy();
        assertTrue(start.place(cell, v));
        ForcingChains.Outcome o = ForcingChains.probed(start.copy(), L.allRules, Limit.never());
        assertTrue(o.broken());
        ForcingChains.Told told = ForcingChains.told(b, new ForcingChains.Branch("r4c2 were 6", start, o), cell, v);
        assertEquals(EXPECTED, told.step().full());
        assertEquals("If r4c2 were 6, it would place r1c1=6, r1c4=1, r1c2=3, r1c3=2, r2c6=2 and r4c1=2, and then box 2 would have no "
                + "place left for 4 (20 steps, 2 chains inside). So r4c2 is not 6 (forcing chain (nested contradiction)).", told.step().text());
        assertEquals(o.why(), ForcingChains.why(TwoCasesTest.replay(start, told.traces().get(0))));
        assertEquals(HODOKU, told.step().hodoku());
    }

    /** The notation's line: the chain's links in order, the placements and the removals it rests on. */
    private static final String HODOKU = "Nested Forcing Chain Contradiction in b2 => r4c2<>6: r4c2=6 r12c3<>3 r12c3,r6c1<>6 "
            + "r2c45<>1 r2c45<>4 r1c56,r2c16<>6 r1c1=6 r1c56,r2c6<>1 r1c4,r2c45<>2 r1c56<>3 r1c4<>4 r1c4,r2c45<>5 r1c4=1 r1c2=3 "
            + "r2c3<>2 r2c126,r56c3<>4 r2c12<>2 r2c6<>5 r1c3=2 r2c6=2 r3c12<>2 r4c1=2 r5c12<>5 r5c46,r6c4<>6 r56c3<>1 r6c4<>3 "
            + "r6c4<>5 r6c2<>5 r6c1<>3 r6c6<>1 r3c5<>3 r3c5<>5 r3c5<>6 r1c5<>4 r1c6<>4";

    private static final String EXPECTED = "If r4c2 were 6: r12c3 lose 3; r12c3,r6c1 lose 6 (the 15 cage at r1c1), r2c45 lose 1 and 4; r1c56,r2c16 lose "
            + "6 (the 13 cage at r2c3), hidden single r1c1=6, r1c56,r2c6 lose 1; r1c4,r2c45 lose 2 and 5; r1c56 lose 3; r1c"
            + "4 loses 4 (the 11 cage at r1c5), hidden single r1c4=1, hidden single r1c2=3, r2c3 loses 2; r2c126,r56c3 lose"
            + " 4 (the 13 cage at r2c3), r2c12 lose 2; r2c6 loses 5 (the 15 cage at r1c1), hidden single r1c3=2, hidden sin"
            + "gle r2c6=2, r3c12 lose 2 (the 13 cage at r3c1), hidden single r4c1=2, r5c12 lose 5 (the 11 cage at r4c2), r5"
            + "c46,r6c4 lose 6 (the 16 cage at r4c5), r56c3 lose 1; r6c4 loses 3 and 5 (the 13 cage at r5c3), r6c2 loses 5 "
            + "(45 rule on box 5), r6c1 loses 3 (45 rule on box 5), r6c6 loses 1; r3c5 loses 3, 5 and 6 (45 rule on column "
            + "5), r1c56 lose 4 (nested chains 1 and 2), and then box 2 would have no place left for 4. So r4c2 is not 6 (f"
            + "orcing chain (nested contradiction)). Nested chain 1: if r1c5 were 4: r5c4 loses 2; r5c46 lose 4 (45 rule on"
            + " box 6), r5c56 lose 1; r5c5 loses 3, 5 and 6 (45 rule on row 5), hidden single r6c5=1, hidden single r4c5=5,"
            + " hidden single r2c5=6, and then column 5 would have no place left for 3. Nested chain 2: if r1c6 were 4: hid"
            + "den single r1c5=5, r6c56 lose 3; r6c13 lose 5 (the 16 cage at r4c5), hidden single r5c3=5, hidden single r6c"
            + "3=6, and then row 6 would have no place left for 3.";
}
