package org.cellwise.engine.propagation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.format.Formats;
import org.cellwise.model.ValueRange;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

/**
 * A chaos construction's regions propagated as a whole, on hand-made 4×4 positions: the region cells are variables 0
 * to 15 (r1c1 to r4c4 in reading order), the steps 16 to 31, the values 32 to 47; region number k and step d are bits
 * k - 1 and d. Only the chaos order line is stated, so what narrows is the regions' propagator's own reasoning.
 */
class ChaosPropagatorTest {
    private static final int N = 16, ALL = 0b1111;

    private static Model model() {
        int[] cells = new int[3 * N];
        for (int i = 0; i < N; i++) {
            cells[3 * i] = i;
            cells[3 * i + 1] = N + i;
            cells[3 * i + 2] = 2 * N + i;
        }
        return new Model(3 * N, new ValueRange(1, 4), List.of(new Scan("chaos", cells, new Machine.ChaosOrder(1, 4, 4))));
    }

    private static int at(int row, int col) {
        return (row - 1) * 4 + col - 1;
    }

    /** Region numbers as masks (bit k - 1 for region k): every cell may be in any region unless given here. */
    private static long[] position(Object... regionsOf) {
        long[] dom = new long[3 * N];
        java.util.Arrays.fill(dom, ALL);
        for (int i = 0; i < regionsOf.length; i += 2) dom[(int) regionsOf[i]] = (long) (int) regionsOf[i + 1];
        return dom;
    }

    private static boolean propagate(long[] dom) {
        Propagation p = new Propagation(model(), dom);
        p.scheduleAll();
        return p.propagate();
    }

    @Test
    void aCellThatAloneJoinsTwoFixedCellsIsInTheirRegion() {
        // region 1 holds r1c1 and r1c3 and may hold only r1c2, r1c4 and r2c1 besides: r1c2 is the one way between them
        long[] dom = position(at(1, 1), 0b0001, at(1, 2), 0b0011, at(1, 3), 0b0001, at(1, 4), 0b0011, at(2, 1), 0b0011);
        for (int i = at(2, 2); i < N; i++) dom[i] = 0b1110;
        assertTrue(propagate(dom));
        assertEquals(0b0001, dom[at(1, 2)], "r1c2 cut");
        assertEquals(0b0011, dom[at(1, 4)], "r1c4 is one of two ways to the fourth cell");
        assertEquals(0b0011, dom[at(2, 1)], "r2c1 is the other");
    }

    @Test
    void aCellWhoseRemovalLeavesTooLittleRoomIsInTheRegion() {
        // region 1: r1c1 fixed; it may hold r1c2, r2c1, r2c2 and r3c1 besides, r3c1 reached only through r2c1
        long[] dom = position(at(1, 1), 0b0001, at(1, 2), 0b0011, at(2, 1), 0b0011, at(2, 2), 0b0011, at(3, 1), 0b0011);
        for (int i = 0; i < N; i++) if (dom[i] == ALL) dom[i] = 0b1110;
        assertTrue(propagate(dom));
        // without r2c1, only r1c1, r1c2 and r2c2 are left: too few for four cells
        assertEquals(0b0001, dom[at(2, 1)]);
        assertEquals(0b0011, dom[at(3, 1)], "r3c1 is one of three for the fourth cell");
    }

    @Test
    void cellsTooFarFromTheFixedCellsLeaveTheRegion() {
        long[] dom = position(at(1, 1), 0b0001, at(1, 2), 0b0001);
        assertTrue(propagate(dom));
        // two fixed cells leave room for two more: a cell two steps from them may join, three may not
        assertTrue((dom[at(3, 1)] & 1) != 0);
        assertEquals(0, dom[at(3, 3)] & 1);
        assertEquals(0, dom[at(4, 4)] & 1);
        // and numbering in reading order: r1c3 is at most region 2
        assertEquals(0b0011, dom[at(1, 3)]);
    }

    @Test
    void aPocketTooSmallForARegionLosesIt() {
        // region 4 may only be in r1c4 and r2c4, or in r4c1, r4c2 and r4c3 (nothing fixed in it): two pockets, each
        // too small for four cells
        long[] dom = position(at(1, 1), 0b0001);
        for (int i = 1; i < N; i++) dom[i] = 0b0111;
        for (int c : new int[] {at(1, 4), at(2, 4), at(4, 1), at(4, 2), at(4, 3)}) dom[c] = ALL;
        assertFalse(propagate(dom), "region 4 has no room");
        dom = position(at(1, 1), 0b0001);
        dom[at(2, 2)] = 0b0001;
        dom[at(1, 2)] = dom[at(2, 1)] = 0b0010; // r1c1 and r2c2 meet only through r1c2 or r2c1, both elsewhere
        assertFalse(propagate(dom), "region 1 cut in two");
    }

    @Test
    void eachValueOnceInARegion() {
        long[] dom = position(at(1, 1), 0b0001, at(2, 1), 0b0001, at(1, 2), 0b0011);
        dom[2 * N + at(1, 1)] = 0b0100; // r1c1 holds 3
        dom[2 * N + at(1, 2)] = 0b0100; // r1c2 holds 3 too: not in region 1
        assertTrue(propagate(dom));
        assertEquals(0b1011, dom[2 * N + at(2, 1)], "3 leaves the region's other cells");
        assertEquals(0b0010, dom[at(1, 2)], "a cell holding the region's 3 is not in it");
    }

    @Test
    void aValueWithOnePlaceInTheRegionGoesThere() {
        // region 1 may be r1c1, r1c2, r2c1, r2c2 and r3c1; only r3c1 may hold 4
        long[] dom = position(at(1, 1), 0b0001, at(1, 2), 0b0011, at(2, 1), 0b0011, at(2, 2), 0b0011, at(3, 1), 0b0011);
        for (int i = 0; i < N; i++) if (dom[i] == ALL) dom[i] = 0b1110;
        for (int c : new int[] {at(1, 1), at(1, 2), at(2, 1), at(2, 2)}) dom[2 * N + c] = 0b0111;
        assertTrue(propagate(dom));
        assertEquals(0b0001, dom[at(3, 1)]);
        assertEquals(0b1000, dom[2 * N + at(3, 1)]);
    }

    @Test
    void aCompleteRegionFixesItsSteps() {
        long[] dom = position(at(1, 1), 0b0001, at(1, 2), 0b0001, at(2, 2), 0b0001, at(2, 3), 0b0001);
        assertTrue(propagate(dom));
        assertEquals(0b0001, dom[N + at(1, 1)], "the first cell: step 0");
        assertEquals(0b0010, dom[N + at(1, 2)]);
        assertEquals(0b0100, dom[N + at(2, 2)]);
        assertEquals(0b1000, dom[N + at(2, 3)]);
        assertEquals(0, dom[at(1, 3)] & 1, "region 1 is full");
    }

    @Test
    void stepsAreNeverGuessed() {
        Model m = model();
        for (int i = 0; i < N; i++) {
            assertFalse(m.derived[i]);
            assertTrue(m.derived[N + i]);
        }
    }

    @Test
    void theRegionsFailuresLeaveTheSearchsWeightsAsTheyWere() {
        // the chaos order line and one all-different over r1c1's and r1c2's values, which both hold 1
        int[] cells = new int[3 * N];
        for (int i = 0; i < N; i++) {
            cells[3 * i] = i;
            cells[3 * i + 1] = N + i;
            cells[3 * i + 2] = 2 * N + i;
        }
        Model m = new Model(3 * N, new ValueRange(1, 4), List.of(new Scan("chaos", cells, new Machine.ChaosOrder(1, 4, 4)),
                new org.cellwise.constraint.AllDifferent("pair", new int[] {2 * N, 2 * N + 1})));
        // region 1 cut off at r1c1 (r1c2 and r2c1 out of it): the regions' propagator fails
        long[] dom = position(at(1, 2), 0b1110, at(2, 1), 0b1110);
        dom[at(1, 1)] = 0b0001;
        Propagation cut = new Propagation(m, dom);
        long[] before = new long[3 * N];
        for (int v = 0; v < 3 * N; v++) before[v] = cut.weight(v);
        cut.scheduleAll();
        assertFalse(cut.propagate());
        for (int v = 0; v < 3 * N; v++) assertEquals(before[v], cut.weight(v), "cell " + v);
        // the two values both 1: the all-different fails, and its two cells weigh one more
        long[] same = position();
        same[2 * N] = same[2 * N + 1] = 0b0001;
        Propagation clash = new Propagation(m, same);
        clash.scheduleAll();
        assertFalse(clash.propagate());
        assertEquals(before[2 * N] + 1, clash.weight(2 * N));
        assertEquals(before[2 * N + 1] + 1, clash.weight(2 * N + 1));
        assertEquals(before[2 * N + 2], clash.weight(2 * N + 2));
    }

    @Test
    void issSixBySixChaosConstructionsAreDecidedWithinAFewThousandNodes() throws Exception {
        List<Puzzle> all = Formats.readAll(TestFiles.data().resolve(Path.of("iss", "examples.cw")));
        int seen = 0;
        for (Puzzle p : all) {
            if (p.rules().stream().noneMatch(r -> r instanceof org.cellwise.rules.ChaosConstruction)) continue;
            if (p.canvas().grids().get(0).rows() != 6) continue;
            Result r = Solver.of(p).solve(SolveOptions.upTo(2).withMaxNodes(20_000), 2);
            assertTrue(r.unique(), p.name() + ": " + r.count() + " in " + r.stats().nodes() + " nodes, " + r.outcome());
            seen++;
        }
        assertEquals(4, seen, "ISS's 6x6 chaos constructions");
    }

    /**
     * Two of ISS's 9×9 chaos constructions, decided within 15,000 nodes since the regions' failures no longer weigh
     * every cell alike in the search's choice (neither was within 30,000 before).
     */
    @Test
    void issNineByNineChaosConstructionsWithSingleArrowsAreDecided() throws Exception {
        List<Puzzle> all = Formats.readAll(TestFiles.data().resolve(Path.of("iss", "examples.cw")));
        List<String> names = List.of("Atrocious Destruction", "Chaos Construction");
        int seen = 0;
        for (Puzzle p : all) {
            if (!names.contains(p.name())) continue;
            Result r = Solver.of(p).solve(SolveOptions.upTo(2).withMaxNodes(15_000), 2);
            assertTrue(r.unique(), p.name() + ": " + r.count() + " in " + r.stats().nodes() + " nodes, " + r.outcome());
            seen++;
        }
        assertEquals(2, seen, "the two puzzles");
    }
}
