package org.cellwise.engine.propagation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.constraint.Unrolled;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.format.Format;
import org.cellwise.format.Formats;
import org.cellwise.model.ValueRange;
import org.cellwise.puzzle.Puzzle;
import org.junit.jupiter.api.Test;

/**
 * A chaos arrow (and a chaos count, an arrow of one-cell arms) read through the regions. Hand-made positions on a 4×4 (values and region numbers 1 to 4): the region
 * cells are variables 0 to 15 (r1c1 to r4c4 in reading order), the control a variable of its own (16); region number k
 * is bit k - 1. The arrow propagator runs alone, so what narrows is its own reasoning.
 */
class ChaosArrowPropagatorTest {
    private static final int N = 16, CONTROL = 16, ALL = 0b1111;
    private static final int[] GRID = java.util.stream.IntStream.range(0, N).toArray();

    private static int at(int row, int col) {
        return (row - 1) * 4 + col - 1;
    }

    /** The arrow from r1c1 right and down (the start r1c1, its arms r1c2..r1c4 and r2c1..r4c1). */
    private static int[] cornerArrow() {
        return new int[] {CONTROL, at(1, 1), at(1, 2), at(1, 3), at(1, 4), at(2, 1), at(3, 1), at(4, 1)};
    }

    private static long[] domains() {
        long[] dom = new long[N + 1];
        java.util.Arrays.fill(dom, ALL);
        return dom;
    }

    private static boolean run(Propagator p, long[] dom) {
        return p.propagate(new Propagation(new Model(dom.length, new ValueRange(1, 4), List.of()), dom));
    }

    @Test
    void theRunReadsTheRegionsAlongTheArms() {
        // r1c1 in region 1, r1c2 in it, r1c3 out, r2c1 out: the run is r1c1 and r1c2, so the control is 2
        long[] dom = domains();
        dom[at(1, 1)] = 0b0001;
        dom[at(1, 2)] = 0b0001;
        dom[at(1, 3)] = 0b0010;
        dom[at(2, 1)] = 0b0100;
        assertTrue(run(new ChaosArrowPropagator("arrow", cornerArrow(), new int[] {3, 3}, 0, 1, 4, GRID, false), dom));
        assertEquals(0b0010, dom[CONTROL]);
        // excluding the start, the same run is 1
        dom = domains();
        dom[at(1, 1)] = 0b0001;
        dom[at(1, 2)] = 0b0001;
        dom[at(1, 3)] = 0b0010;
        dom[at(2, 1)] = 0b0100;
        assertTrue(run(new ChaosArrowPropagator("arrow", cornerArrow(), new int[] {3, 3}, 1, 1, 4, GRID, false), dom));
        assertEquals(0b0001, dom[CONTROL]);
    }

    @Test
    void theControlPlacesTheRunsEnd() {
        // control 1: nothing beyond the start is in its region, so r1c2 and r2c1 leave region 1 (r1c1's); the cells
        // past them are free
        long[] dom = domains();
        dom[at(1, 1)] = 0b0001;
        dom[CONTROL] = 0b0001;
        assertTrue(run(new ChaosArrowPropagator("arrow", cornerArrow(), new int[] {3, 3}, 0, 1, 4, GRID, false), dom));
        assertEquals(0b1110, dom[at(1, 2)]);
        assertEquals(0b1110, dom[at(2, 1)]);
        assertEquals(ALL, dom[at(1, 3)]);
        // control 4 with r1c2 out of region 1: the down arm holds three more, r2c1 to r4c1
        dom = domains();
        dom[at(1, 1)] = 0b0001;
        dom[at(1, 2)] = 0b0010;
        dom[CONTROL] = 0b1000;
        assertTrue(run(new ChaosArrowPropagator("arrow", cornerArrow(), new int[] {3, 3}, 0, 1, 4, GRID, false), dom));
        assertEquals(0b0001, dom[at(2, 1)]);
        assertEquals(0b0001, dom[at(3, 1)]);
        assertEquals(0b0001, dom[at(4, 1)]);
    }

    @Test
    void aStartWhoseNeighboursAllBeginArmsRunsAtLeastTwo() {
        // r1c1's region has four cells, so r1c2 or r2c1 is in it: the control is not 1
        long[] dom = domains();
        assertTrue(run(new ChaosArrowPropagator("arrow", cornerArrow(), new int[] {3, 3}, 0, 1, 4, GRID, true), dom));
        assertEquals(0b1110, dom[CONTROL]);
        // a start with a neighbour off the arms may be alone on them
        dom = domains();
        int[] rightOnly = {CONTROL, at(1, 1), at(1, 2), at(1, 3), at(1, 4)};
        assertTrue(run(new ChaosArrowPropagator("arrow", rightOnly, new int[] {3}, 0, 1, 4, GRID, false), dom));
        assertEquals(ALL, dom[CONTROL]);
    }

    @Test
    void cellsFixedToTheRegionOffTheArmsCapTheRun() {
        // region 1 holds r1c1 and, off the arms, r2c2 and r2c3: room for one more cell on the arms, so the run is at
        // most 2 and the control's 3 and 4 go
        long[] dom = domains();
        dom[at(1, 1)] = 0b0001;
        dom[at(2, 2)] = 0b0001;
        dom[at(2, 3)] = 0b0001;
        assertTrue(run(new ChaosArrowPropagator("arrow", cornerArrow(), new int[] {3, 3}, 0, 1, 4, GRID, false), dom));
        assertEquals(0b0011, dom[CONTROL]);
        // with the control 2 the region is full once the run is: the other off-arm cells leave it
        dom[CONTROL] = 0b0010;
        assertTrue(run(new ChaosArrowPropagator("arrow", cornerArrow(), new int[] {3, 3}, 0, 1, 4, GRID, false), dom));
        assertEquals(0b1110, dom[at(3, 3)]);
        assertEquals(0b1110, dom[at(4, 4)]);
        assertEquals(0b0001, dom[at(2, 2)], "the fixed cells stay");
        assertEquals(ALL, dom[at(1, 2)], "the arms are the run's to settle");
    }

    @Test
    void anImpossibleArrowFails() {
        // control 4 from r1c1 with r1c2 and r2c1 both out of its region
        long[] dom = domains();
        dom[at(1, 1)] = 0b0001;
        dom[at(1, 2)] = 0b0010;
        dom[at(2, 1)] = 0b0010;
        dom[CONTROL] = 0b1010;
        assertFalse(run(new ChaosArrowPropagator("arrow", cornerArrow(), new int[] {3, 3}, 0, 1, 4, GRID, false), dom));
        // the control 4 in region 1 with three cells of region 1 off the arms: no room for the run
        dom = domains();
        dom[at(1, 1)] = 0b0001;
        dom[CONTROL] = 0b1000;
        dom[at(2, 2)] = 0b0001;
        assertFalse(run(new ChaosArrowPropagator("arrow", cornerArrow(), new int[] {3, 3}, 0, 1, 4, GRID, false), dom));
    }

    @Test
    void anImpossibleArrowFailsBeforeAGuess() throws Exception {
        // r1c1 = 1 says its region is r1c1 alone along the arms right and down, but a region has four cells and its
        // every neighbour begins an arm
        Puzzle p = Formats.readAll("""
                #puzzle lonely corner
                size 4 boxes none
                rules latin chaos-construction
                r1c1 = 1
                chaos-arrow r1c1
                """, "arrow.cw", Format.CELLWISE).get(0);
        Result r = Solver.of(p).solve(SolveOptions.upTo(2).withMaxNodes(1_000), 2);
        assertTrue(r.impossible());
        assertEquals(0, r.stats().guesses());
    }

    /**
     * On its own (no cell off the arms, no neighbours known, arms no longer than a region) the propagator narrows
     * exactly as the arrow's line does under its automaton: random domains over arrows of one to four arms and over
     * chaos counts (arms of one cell each), each start counted or not.
     */
    @Test
    void narrowsAsTheLineDoes() {
        Random rnd = new Random(20261129);
        int size = 9, tried = 0, failed = 0;
        for (int t = 0; t < 3_000; t++) {
            // a chaos count is read as an arrow whose arms are its counted cells, one each
            boolean count = rnd.nextInt(3) == 0;
            int arms = count ? rnd.nextInt(size) : 1 + rnd.nextInt(4), offset = rnd.nextInt(2);
            int[] lengths = new int[arms];
            int total = 0;
            // at most a region's cells beyond the start, past which the propagator knows more than the line (a run
            // longer than a region)
            for (int a = 0; a < arms; a++) total += lengths[a] = count ? 1 : rnd.nextInt(Math.min(6, size - total));
            int[] cells = new int[total + 2];
            for (int i = 0; i < cells.length; i++) cells[i] = i;
            long full = (1L << size) - 1;
            long[] dom = new long[cells.length];
            // few region numbers per cell, so that runs are decided often enough to prune
            long labels = rnd.nextInt(3) == 0 ? full : 0b111;
            for (int i = 1; i < cells.length; i++) {
                long d = 0;
                while (d == 0) d = rnd.nextLong() & labels;
                dom[i] = d;
            }
            dom[0] = 0;
            while (dom[0] == 0) dom[0] = rnd.nextLong() & full;
            long[] mine = dom.clone(), line = dom.clone();
            int[] regionCells = java.util.Arrays.copyOfRange(cells, 1, cells.length);
            boolean okMine = run(new ChaosArrowPropagator("arrow", cells, lengths, offset, 1, size, regionCells, false), mine, size);
            Scan scan = new Scan("arrow", cells, count ? new Machine.ChaosCount(offset)
                    : new Machine.ChaosRun(offset, java.util.Arrays.stream(lengths).filter(l -> l > 0).toArray()));
            boolean okLine = run(new ScanPropagator("line", cells, Unrolled.of(scan, 1, size), 1), line, size);
            tried++;
            assertEquals(okLine, okMine, () -> "fails alike: " + java.util.Arrays.toString(dom) + " arms " + java.util.Arrays.toString(lengths));
            if (!okLine) {
                failed++;
                continue;
            }
            assertArrayEquals(line, mine, () -> "from " + java.util.Arrays.toString(dom) + " arms " + java.util.Arrays.toString(lengths)
                    + " offset " + offset);
        }
        assertTrue(failed > 100 && failed < tried - 1_000, failed + " of " + tried + " failed");
    }

    private static boolean run(Propagator p, long[] dom, int size) {
        return p.propagate(new Propagation(new Model(dom.length, new ValueRange(1, size), List.of()), dom));
    }
}
