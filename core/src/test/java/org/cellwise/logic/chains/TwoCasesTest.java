package org.cellwise.logic.chains;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cellwise.format.Formats;
import org.cellwise.logic.Limit;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.rules.RuleStep;
import org.cellwise.puzzle.Puzzle;
import org.junit.jupiter.api.Test;

/**
 * The two-case step ("forcing chain (two cases, chains inside)") tells each case traced back from its conclusion.
 * Replaying only the kept steps of a case from its start, each making only the removals the text says, must reach
 * the conclusion, and each step must hold where the replay takes it: a rule's own deduction gives what the step
 * removed, a single is a single, a chain inside the case, replayed the same way, breaks where it said it does.
 *
 * <p>The boards are the stalls of minimal killers where the step is given: {@code cellwise generate killer --minimal
 * --count 5 --seed 11 --threads 1}, killers 1, 4 and 5, the candidates and placed cells ({@code *}) just before the
 * step as {@code explain} reaches them.
 */
public class TwoCasesTest {
    /** Killer 1 of seed 11 (ExplainTest's two-case stall too). */
    public static final String KILLER_1 = """
            kind killer
            size 9 boxes 3x3
            values 1..9
            rules rows columns boxes
            cages
            c c c a . . . h h
            o o o a a . p b h
            n n o p p p p b h
            n . l i i b b b h
            n l l l i i m m m
            q q l . i j f m m
            q q . . j j f e e
            q k k . j . f g e
            d d d d . . g g e
            cage c 16
            cage a 15
            cage h 21
            cage o 16
            cage p 16
            cage b 25
            cage n 25
            cage l 22
            cage i 28
            cage m 29
            cage q 20
            cage j 23
            cage f 8
            cage e 22
            cage k 13
            cage g 16
            cage d 18
            """;
    /** Killer 1 where ExplainTest asks for a hint (its first two-case step). */
    public static final String KILLER_1_STALL = "23456789 23456789 23456789 2345 45689 45689 789 124 124 123458 1234589 "
            + "1234589 3578 3578 789 46 35689 2345689 456789 456789 4589 12346 12346 12346 23 5789 579 345789 123456789 "
            + "123456789 123456789 123456789 12 456789 23456 235678 345789 123456789 123456789 123456789 123456789 "
            + "123456789 6789 23456789 23456789 23456789 23456789 23456789 23456789 23456789 23456789 1* 23456789 "
            + "23456789 123456789 12345678 123456789 123456789 123456789 123456789 2345 13456789 12346789 123456789 "
            + "456789 456789 123456789 123456789 123456789 2345 1234678 12346789 123456789 123456789 123456789 "
            + "123456789 123456789 123456789 56789 1346789 12346789";
    static final String KILLER_4 = """
            kind killer
            size 9 boxes 3x3
            values 1..9
            rules rows columns boxes
            cages
            . i i . m m m g a
            . i n m m . g g a
            d d n n . . p p a
            . d c c . . . p a
            f . . c c . . . b
            f f . o o b b b b
            k k j l l l l . .
            k . j j e e l . h
            . . j j q q q . h
            cage i 10
            cage m 28
            cage g 15
            cage a 18
            cage n 23
            cage d 13
            cage p 16
            cage c 19
            cage f 17
            cage b 25
            cage o 14
            cage k 16
            cage j 21
            cage l 24
            cage e 11
            cage h 17
            cage q 9
            """;
    private static final String KILLER_4_STALL = "12345679 1234567 1234567 12345678 123456789 123456789 12345789 123456789 "
            + "1234567 12345679 1234567 8* 12345679 12345679 12345679 12345679 12345679 1234567 123457 123457 69 69 "
            + "1234578 1234578 1234578 1234578 123457 123456789 1245678 12345679 123456789 123456789 123456789 "
            + "123456789 1356789 1234567 6789 123456789 12345679 123456789 123456789 123456789 123456789 123456789 "
            + "3567 12345678 12345678 12345 5689 5689 123456789 123456789 123456789 1234 123456789 123456789 1234567 "
            + "123456789 123456789 123456789 1234567 1234567 12345 12345679 12345679 1234567 12345679 245679 245679 "
            + "123456 1234567 8* 12345678 12345678 1234567 12345678 123456 123456 123456 1234567 9*";
    private static final String KILLER_5 = """
            kind killer
            size 9 boxes 3x3
            values 1..9
            rules rows columns boxes
            cages
            . . . a q q q . .
            d d d a n n o o .
            f f f a a n n o .
            . e e e a . . . h
            . e k k k g g i h
            . c r r g g i i h
            c c r r . g j j j
            c p p . . . m m m
            c p l l . m m b b
            cage a 27
            cage q 10
            cage d 15
            cage n 22
            cage o 14
            cage f 6
            cage e 20
            cage h 17
            cage k 20
            cage g 24
            cage i 10
            cage c 23
            cage r 14
            cage j 19
            cage p 21
            cage m 23
            cage l 5
            cage b 9
            """;
    private static final String KILLER_5_STALL = "8* 9* 7* 13456 123456 12345 23456 123456 123456 4* 56 56 2789 123789 "
            + "123789 123789 123789 3789 123 123 23 456789 456789 45789 6789 4569 456789 1235679 123567 45689 "
            + "123456789 12345 12345789 123456789 123456789 123456789 1235679 123567 345689 3456789 3456789 12345789 "
            + "123456789 1234567 123456789 1235679 234 23458 1235678 123456789 12345789 1234567 1234567 123456789 "
            + "23579 23457 1234 12358 12345789 1234578 45689 45689 45689 23569 478 69 12345789 12345789 12345789 "
            + "12345789 12345789 123457 3579 48 1234 1234 359 6* 3579 278 127";

    @Test
    void eachCaseReplayedFromItsKeptStepsAloneReachesItsConclusion() throws Exception {
        check(KILLER_1, KILLER_1_STALL);
        check(KILLER_4, KILLER_4_STALL);
        check(KILLER_5, KILLER_5_STALL);
    }

    private static void check(String puzzle, String stall) throws Exception {
        Stall here = Stall.of(puzzle, stall);
        Layout L = here.layout();
        ForcingChains.Told told = ForcingChains.told(here.board(), L.allRules, Limit.never());
        assertNotNull(told, "a two-case step at the stall");
        checkCases(told, L);
    }

    /**
     * Each case of a step told by its cases, replayed from its kept steps alone, breaks where it says or reaches the
     * step's conclusion; every chain inside is written out once, numbered.
     */
    static void checkCases(ForcingChains.Told told, Layout L) {
        Step step = told.step();
        int chains = 0;
        for (int k = 0; k < told.branches().size(); k++) {
            ForcingChains.Branch br = told.branches().get(k);
            Trace tr = told.traces().get(k);
            Board end = replay(br.start(), tr);
            if (br.outcome().broken()) {
                assertEquals(br.outcome().why(), ForcingChains.why(end), step.text());
            } else {
                for (Step.Candidate e : step.eliminations())
                    assertFalse(end.has(e.cell(), e.value() - L.min), () -> br.premise() + ": " + e + " not gone in " + step.text());
                for (Step.Candidate q : step.placements())
                    assertEquals(1L << (q.value() - L.min), end.cand[q.cell()], () -> br.premise() + ": " + q + " not placed");
            }
            for (Trace in : tr.inner) if (in != null) chains++;
            int kept = 0;
            for (boolean x : tr.kept) if (x) kept++;
            assertTrue(kept <= tr.trail.size());
        }
        // every chain the cases need is written out once, numbered, and ends where it breaks; none is only named
        String text = step.full();
        assertFalse(text.contains("(forcing chain (contradiction))"), text);
        assertFalse(text.contains("more steps"), text);
        for (int n = 1; n <= chains; n++) {
            Matcher m = Pattern.compile(" Nested chain " + n + ": if r\\dc\\d were \\d: [^N]*?(would have no value left|would have no place "
                    + "left for \\d)( at once)?\\.( Nested|$)").matcher(text);
            int at = text.indexOf(" Nested chain " + n + ":");
            assertTrue(m.find(), "nested chain " + n + ": " + (at < 0 ? "missing" : text.substring(at, Math.min(text.length(), at + 3000))));
        }
        assertFalse(text.contains(" Nested chain " + (chains + 1) + ":"), text);
    }

    /** A killer written in text, laid out, and its board at a stall ({@link #board}). */
    public record Stall(Puzzle puzzle, Layout layout, Board board) {
        public static Stall of(String killer, String stall) throws Exception {
            Puzzle p = Formats.readAll(killer, "killer", null).get(0);
            Layout L = Layout.of(p.compiled().structure());
            return new Stall(p, L, TwoCasesTest.board(p, L, stall));
        }
    }

    /** The stall: the givens, the cells placed by then ({@code *}), the candidates left. */
    static Board board(Puzzle p, Layout L, String stall) {
        Board b = new Board(L, org.cellwise.puzzle.Family.of(p).id());
        int[] gc = p.compiled().givenCells(), gv = p.compiled().givenValues();
        for (int i = 0; i < gc.length; i++) b.place(gc[i], gv[i] - L.min);
        String[] cells = stall.split(" ");
        assertEquals(L.n, cells.length);
        long[] marks = new long[L.n];
        for (int c = 0; c < L.n; c++) {
            for (char d : cells[c].toCharArray()) if (d != '*') marks[c] |= 1L << (d - '0' - L.min);
            if (cells[c].endsWith("*")) b.place(c, Long.numberOfTrailingZeros(marks[c]));
        }
        for (int c = 0; c < L.n; c++) b.cand[c] &= marks[c];
        return b;
    }

    /**
     * The kept steps of a trace replayed from {@code from}, each checked to hold there before it makes only the
     * removals the text gives it (placements whole); the board at the end.
     */
    static Board replay(Board from, Trace tr) {
        Layout L = from.L;
        Board r = from.copy();
        for (int i = 0; i < tr.trail.size(); i++) {
            if (!tr.kept[i]) continue;
            Step s = tr.trail.get(i);
            Object why = tr.because.get(i);
            List<Step.Candidate> gone = tr.neededOf(i);
            String where = s.text();
            if (why instanceof RuleStep rule) {
                // the rule's own reasoning, asked until it has nothing more: a cage read with its houses gives one
                // needed value's step at a time, and here another may come first
                Board x = r.copy();
                for (int k = 0; k < 20; k++) {
                    Step d = rule.deduce(x);
                    if (d == null) break;
                    x.apply(d);
                }
                for (Step.Candidate e : gone) assertFalse(x.has(e.cell(), e.value() - L.min), () -> "not given again: " + e + " of " + where);
                for (Step.Candidate q : s.placements()) assertTrue(x.placed[q.cell()] && x.has(q.cell(), q.value() - L.min), where);
            } else if (why instanceof ForcingChains.Outcome q) {
                Step.Candidate e = s.eliminations().get(0);
                Board a = r.copy();
                assertTrue(a.place(e.cell(), e.value() - L.min), where);
                Board end = replay(a, tr.inner[i]);
                assertEquals(q.why(), ForcingChains.why(end), where);
            } else if (why == Trace.Found.NAKED) {
                Step.Candidate q = s.placements().get(0);
                assertEquals(1L << (q.value() - L.min), r.cand[q.cell()], where);
            } else if (why == Trace.Found.HIDDEN) {
                Step.Candidate q = s.placements().get(0);
                boolean alone = false;
                for (int h : L.housesOf[q.cell()]) {
                    boolean only = true;
                    for (int c : L.houses[h]) only &= c == q.cell() || !r.has(c, q.value() - L.min);
                    alone |= only;
                }
                assertTrue(alone, where);
            } else if (why == Trace.Found.LOCKED) {
                int h = List.of(L.houseNames).indexOf(s.rules().get(0));
                for (Step.Candidate e : gone)
                    for (int c : L.houses[h])
                        assertTrue(!r.has(c, e.value() - L.min) || (c != e.cell() && L.sees(c, e.cell())), where);
            } else {
                fail("a step of no known kind: " + where);
            }
            for (Step.Candidate e : gone) r.eliminate(e.cell(), e.value() - L.min);
            for (Step.Candidate q : s.placements()) r.place(q.cell(), q.value() - L.min);
        }
        return r;
    }
}
