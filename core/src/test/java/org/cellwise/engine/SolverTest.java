package org.cellwise.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.cellwise.format.Format;
import org.cellwise.format.Formats;
import org.cellwise.format.PuzzleReader;
import org.cellwise.model.Grid;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.RuleCatalog;
import org.cellwise.testing.ChocoOracle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

class SolverTest {

    static Puzzle line(String s) throws Exception {
        return Formats.readAll(s, "t", Format.LINE).get(0);
    }

    @Test
    void contradictoryGivensMeanNoSolutionNotACrash() throws Exception {
        Result r = Solver.of(line("11" + ".".repeat(79))).uniqueness();
        assertTrue(r.impossible());
        assertFalse(r.solved());
        assertEquals(null, r.first());
    }

    @Test
    void impossibleRuleSetsMeanNoSolution() {
        // anti-king on a 4x4 Sudoku cannot be filled
        Puzzle p = Puzzle.builder().grid(Grid.standard(4)).rules(RuleCatalog.lookup("sudoku"))
                .rules(RuleCatalog.lookup("anti-king")).build();
        assertTrue(Solver.of(p).uniqueness().impossible());
    }

    @Test
    void notUniqueIsReported() throws Exception {
        Result r = Solver.of(line(".".repeat(81))).uniqueness();
        assertTrue(r.solved());
        assertFalse(r.unique());
        assertEquals(2, r.count());
        assertEquals(Outcome.LIMIT, r.outcome());
    }

    @Test
    void enumeratesEverySolutionOnce() {
        Puzzle p = Puzzle.builder().grid(Grid.standard(4)).rules(RuleCatalog.lookup("sudoku")).build();
        java.util.Set<String> seen = new java.util.HashSet<>();
        Result r = Solver.of(p).solve(SolveOptions.upTo(1000).withListener(s -> {
            assertTrue(ChocoOracle.satisfies(p, s));
            assertTrue(seen.add(java.util.Arrays.toString(s)), "solution reported twice");
        }), 3);
        assertEquals(288, r.count());
        assertEquals(288, seen.size());
        assertEquals(3, r.solutions().size());
        assertEquals(Outcome.COMPLETE, r.outcome());
    }

    /**
     * Counting every solution of an empty 16×16 cannot end on any machine, so a time limit ends it, however busy the
     * machine: nothing is asserted about how far it got (a budget of nodes says that, the same everywhere).
     */
    @Test
    void timeLimitStopsALongSearch() {
        Puzzle empty16 = Puzzle.builder().grid(Grid.standard(16)).rules(RuleCatalog.lookup("sudoku")).build();
        Result r = Solver.of(empty16).solve(SolveOptions.upTo(Long.MAX_VALUE).withTimeout(Duration.ofMillis(200)), 0);
        assertEquals(Outcome.TIMEOUT, r.outcome());
    }

    /**
     * The limits (deadline and cancel flag) are asked inside a fixpoint, not only between nodes: the root fixpoint
     * of an empty 49×49 once ran 0.8 s under a 1 ms limit. A flag raised before the start stops the search before
     * its first node, on any machine.
     */
    @Test
    void limitsAreAskedInsideTheRootFixpoint() {
        Puzzle e49 = Puzzle.builder().grid(Grid.standard(49)).rules(RuleCatalog.lookup("sudoku")).build();
        Result r = Solver.solve(e49, SolveOptions.upTo(2).withCancel(new AtomicBoolean(true)), 1);
        assertEquals(Outcome.CANCELLED, r.outcome());
        assertEquals(0, r.stats().nodes(), "stopped inside the root fixpoint");
    }

    /** Five 64×64 grids overlapping at their corners: 18,000 cells, so one search node scans thousands. */
    static Puzzle overlapping64() throws Exception {
        StringBuilder five = new StringBuilder("#puzzle five\n");
        for (int i = 0; i < 5; i++) five.append("grid G").append(i).append(" at ").append(1 + 56 * i).append(',').append(1 + 56 * i)
                .append(" size 64 boxes 8x8\n");
        return Formats.readAll(five + "rules sudoku\n", "five.cw", null).get(0);
    }

    /**
     * A limit is met soon after it passes because it is asked often in nodes, whatever a node costs in time: on five
     * overlapping 64×64 grids, where one node scans thousands of cells, the limits are asked at every node (asking
     * every 1,024, as once, met a deadline seconds late there). The limits were last asked at the very node a budget
     * stopped the search, for every budget.
     */
    @Test
    void limitsAreAskedAtEveryNodeOfALargeCanvas() throws Exception {
        Puzzle overlap = overlapping64();
        for (long budget = 1; budget <= 24; budget++) {
            java.util.concurrent.atomic.AtomicLong asked = new java.util.concurrent.atomic.AtomicLong(-1);
            Result r = Solver.solve(overlap, SolveOptions.upTo(2).withMaxNodes(budget).withProgress(asked::set), 1);
            assertEquals(Outcome.BUDGET, r.outcome());
            assertEquals(budget, asked.get(), "the limits were last asked at node " + asked.get() + " of " + budget);
        }
    }

    /**
     * Ten thousand 2×2 grids (40,000 cells) are built into one model and solved, and a limit too short for that
     * says timeout rather than an answer (building the model once took 40 s before the search began).
     */
    @Test
    void aCanvasOfTenThousandGridsIsSolvedOrTimesOut() throws Exception {
        StringBuilder many = new StringBuilder("#puzzle many\nvalues 1..2\n");
        for (int i = 0; i < 10_000; i++) many.append("grid G").append(i).append(" at ").append(1 + 2 * (i / 100)).append(',')
                .append(1 + 2 * (i % 100)).append(" size 2 boxes 1x2\n");
        Puzzle small = Formats.readAll(many + "rules latin\n", "many.cw", null).get(0);
        assertEquals(40_000, small.size());
        Result r = Solver.solve(small, SolveOptions.upTo(2).withTimeout(Duration.ofNanos(1)), 1);
        assertEquals(Outcome.TIMEOUT, r.outcome());
        r = Solver.solve(small, SolveOptions.upTo(2), 1);
        assertEquals(Outcome.LIMIT, r.outcome()); // each 2x2 grid has two solutions
        assertTrue(ChocoOracle.satisfies(small, r.first()));
    }

    @Test
    void nodeBudgetStopsTheSearchTheSameWayEveryTime() {
        Puzzle empty16 = Puzzle.builder().grid(Grid.standard(16)).rules(RuleCatalog.lookup("sudoku")).build();
        Result a = Solver.of(empty16).solve(SolveOptions.upTo(Long.MAX_VALUE).withMaxNodes(5000), 0);
        Result b = Solver.of(empty16).solve(SolveOptions.upTo(Long.MAX_VALUE).withMaxNodes(5000), 0);
        assertEquals(Outcome.BUDGET, a.outcome());
        assertEquals(5000, a.stats().nodes());
        assertTrue(a.count() > 0, "the solutions found before the budget are counted");
        assertEquals(a.count(), b.count());
    }

    @Test
    void cancellationStopsTheSearch() throws Exception {
        Puzzle empty16 = Puzzle.builder().grid(Grid.standard(16)).rules(RuleCatalog.lookup("sudoku")).build();
        AtomicBoolean cancel = new AtomicBoolean();
        Thread t = new Thread(() -> {
            try {
                Thread.sleep(100);
            } catch (InterruptedException ignored) {
                // the flag is set either way
            }
            cancel.set(true);
        });
        t.start();
        Result r = Solver.of(empty16).solve(SolveOptions.upTo(Long.MAX_VALUE).withCancel(cancel), 0);
        t.join();
        assertEquals(Outcome.CANCELLED, r.outcome());
    }

    @Test
    void statisticsCountTheWork() throws Exception {
        Result easy = Solver.of(line(
                "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")).uniqueness();
        assertTrue(easy.unique());
        assertEquals(0, easy.stats().guesses(), "an easy puzzle falls to propagation alone");
        Result hard = Solver.of(line(
                "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")).uniqueness();
        assertTrue(hard.stats().guesses() > 0);
        assertTrue(hard.stats().nodes() >= hard.stats().guesses());
    }

    @Test
    void solvesTheClassicCorporaWithUniqueness() throws Exception {
        for (String file : List.of("norvig_top95.txt", "forum_hardest_1106.txt")) {
            int n = 0;
            try (BufferedReader in = Files.newBufferedReader(TestFiles.data().resolve(file))) {
                PuzzleReader r = Formats.open(in, file, file, null);
                Puzzle p;
                while ((p = r.next()) != null) {
                    Result res = Solver.of(p).uniqueness();
                    assertTrue(res.unique(), p.name());
                    assertTrue(ChocoOracle.satisfies(p, res.first()), p.name());
                    n++;
                }
            }
            assertTrue(n > 90, file + ": " + n);
        }
    }

    @Test
    void sixteenBySixteenCorpusSolves() throws Exception {
        List<Puzzle> ps = Formats.readAll(TestFiles.data().resolve("sudoku-16x16-gecode.txt"));
        assertEquals(55, ps.size());
        for (Puzzle p : ps) {
            Result r = Solver.of(p).solve(SolveOptions.upTo(2).withMaxNodes(10_000_000)); // a budget in nodes: the same on any machine
            assertTrue(r.solved(), p.name());
            assertTrue(ChocoOracle.satisfies(p, r.first()), p.name());
        }
    }

    @Test
    void puzzlesWithSeveralSolutionsAreSeenAsSuch() throws Exception {
        // serg_benchmark: every puzzle there has more than one solution
        try (BufferedReader in = Files.newBufferedReader(TestFiles.data().resolve("serg_benchmark.txt"))) {
            PuzzleReader r = Formats.open(in, "serg", "serg", null);
            for (int i = 0; i < 200; i++) {
                Puzzle p = r.next();
                Result res = Solver.of(p).uniqueness();
                assertEquals(2, res.count(), p.name());
            }
        }
    }

    @Test
    void valueRangesNeedNotStartAtOne() {
        Puzzle p = Puzzle.builder().grid(Grid.standard(4)).values(new org.cellwise.model.ValueRange(-2, 1))
                .rules(RuleCatalog.lookup("sudoku")).build();
        Result r = Solver.of(p).count(1000);
        assertEquals(288, r.count());
        for (int v : Solver.of(p).first().first()) assertTrue(v >= -2 && v <= 1);
    }

    @Test
    void sixtyFourValuesFitTheBitMasks() {
        Puzzle p = Puzzle.builder().grid(new Grid("g", 0, 0, 64, 8, 8)).rules(RuleCatalog.lookup("sudoku")).build();
        Result r = Solver.of(p).solve(SolveOptions.firstSolution().withMaxNodes(10_000_000));
        assertTrue(r.solved());
        assertTrue(ChocoOracle.satisfies(p, r.first()));
    }
}
