package org.cellwise.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import org.cellwise.engine.clause.Cubes;
import org.cellwise.engine.propagation.Model;
import org.cellwise.engine.search.Counters;
import org.cellwise.engine.search.DepthFirst;
import org.cellwise.format.Formats;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.model.ValueRange;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.Givens;
import org.cellwise.rules.RuleCatalog;
import org.cellwise.testing.ChocoOracle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Clause learning split into cubes: the same answers as the plain search, and on two threads the same solutions,
 * in the same order, with the same count, outcome and statistics as on one.
 */
class CubesTest {

    @AfterEach
    void oneThreadAgain() {
        Cores.allow(1);
    }

    private static Puzzle puzzle(int size, List<String> rules, Map<Cell, Integer> givens) {
        Puzzle.Builder b = Puzzle.builder().name("t").values(new ValueRange(1, size)).grid(Grid.standard(size));
        for (String r : rules) b.rules(RuleCatalog.lookup(r));
        return b.rule(new Givens(givens)).build();
    }

    /** Every solution up to the limit, in the order reported, with the result. */
    private static List<int[]> all(Solver s, SolveOptions o, Result[] out) {
        List<int[]> sols = new ArrayList<>();
        out[0] = s.solve(o.withListener(sols::add), 0);
        return sols;
    }

    private static void same(String what, List<int[]> a, Result ra, List<int[]> b, Result rb) {
        assertEquals(ra.count(), rb.count(), what);
        assertEquals(ra.outcome(), rb.outcome(), what);
        assertEquals(a.size(), b.size(), what);
        for (int i = 0; i < a.size(); i++) assertArrayEquals(a.get(i), b.get(i), what + ": solution " + i);
        assertEquals(ra.stats().nodes(), rb.stats().nodes(), what);
        assertEquals(ra.stats().guesses(), rb.stats().guesses(), what);
        assertEquals(ra.stats().failures(), rb.stats().failures(), what);
    }

    /** Random partial grids, cubes split after a few conflicts, against the plain search and across thread counts. */
    private static void agree(int size, List<String> rules, int trials, long seed) {
        Random rnd = new Random(seed);
        Agreement tally = new Agreement();
        Puzzle empty = puzzle(size, rules, Map.of());
        for (int t = 0; t < trials; t++) {
            int[] full = Solver.of(empty).solve(SolveOptions.firstSolution().withRandom(new Random(rnd.nextLong())), 1).first();
            int keep = size * size / 5 + rnd.nextInt(size * size / 3);
            Puzzle p = puzzle(size, rules, Agreement.givens(full, size, 1, keep, rnd));
            long limit = 1 + rnd.nextInt(30), every = 5 + rnd.nextInt(40);
            Cores.allow(1);
            tally.compare(p, Solver.clauses(p, 1, every), Solver.general(p), limit);
            Result[] one = new Result[1], two = new Result[1];
            List<int[]> a = all(Solver.clauses(p, 1, every), SolveOptions.upTo(limit), one);
            Cores.allow(2);
            List<int[]> b = all(Solver.clauses(p, 1, every), SolveOptions.upTo(limit), two);
            same(p + " limit " + limit, a, one[0], b, two[0]);
        }
        assertTrue(tally.none > 0 && tally.unique > 0 && tally.several > 0, rules + ": " + tally);
    }

    @Test
    void splitSearchesAgreeWithThePlainSearchOnOneAndTwoThreads() {
        agree(9, List.of("sudoku"), 60, 11);
        agree(6, List.of("latin", "non-consecutive"), 60, 12);
        agree(9, List.of("sudoku", "anti-knight"), 30, 13);
    }

    private static Puzzle gecode(String suffix) throws Exception {
        return Formats.readAll(TestFiles.data().resolve("sudoku-25x25-gecode.txt")).stream()
                .filter(q -> q.name().endsWith(suffix)).findFirst().orElseThrow();
    }

    @Test
    void minimal25x25SudokusGetTheSameAnswerOnTwoThreads() throws Exception {
        for (String name : List.of("-20", "-19")) {
            Puzzle p = gecode(name);
            Result[] one = new Result[1], two = new Result[1];
            Cores.allow(1);
            List<int[]> a = all(Solver.clauses(p, Solver.HANDOFF, 500), SolveOptions.upTo(2), one);
            Cores.allow(2);
            List<int[]> b = all(Solver.clauses(p, Solver.HANDOFF, 500), SolveOptions.upTo(2), two);
            same(name, a, one[0], b, two[0]);
            assertTrue(two[0].unique(), name);
            assertTrue(ChocoOracle.satisfies(p, b.get(0)));
        }
    }

    @Test
    void aSecondThreadIsBorrowedOnlyWhenOneIsIdle() throws Exception {
        Puzzle p = gecode("-19");
        Model m = new Model(p.cells().size(), p.values(), p.constraints());
        for (int idle : new int[] {0, 1}) {
            Cores.allow(2);
            for (int i = 0; i < 2 - idle; i++) Cores.occupy();
            DepthFirst root = new DepthFirst(m, SolveOptions.upTo(2).withMaxNodes(1));
            assertEquals(Outcome.BUDGET, root.run());
            Cubes c = new Cubes(m, root.rootDomains(), SolveOptions.upTo(2), List.of(), Counters.ZERO, 2, 3, 300);
            assertEquals(Outcome.COMPLETE, c.run());
            assertTrue(c.cubes() > 1);
            assertEquals(idle, c.helpers(), "idle threads: " + idle);
            assertEquals(idle == 1, Cores.borrow(), "a borrowed thread was not given back");
        }
    }

    @Test
    void twoThreadsStopAtTheDeadlineAndOnCancel() throws Exception {
        Puzzle hard = gecode("-18");
        Cores.allow(2);
        Result time = Solver.clauses(hard, 1, 200).solve(SolveOptions.upTo(2).withTimeout(Duration.ofMillis(300)), 0);
        assertEquals(Outcome.TIMEOUT, time.outcome());
        AtomicBoolean cancel = new AtomicBoolean();
        Thread canceller = new Thread(() -> {
            try {
                Thread.sleep(300);
            } catch (InterruptedException e) {
                return;
            }
            cancel.set(true);
        });
        canceller.start();
        Result cancelled = Solver.clauses(hard, 1, 200).solve(SolveOptions.upTo(2).withCancel(cancel), 0);
        canceller.join();
        assertEquals(Outcome.CANCELLED, cancelled.outcome());
        for (Thread t : Thread.getAllStackTraces().keySet())
            assertFalse(t.getName().startsWith("cellwise-cube") && t.isAlive(), "a helper outlived its search");
    }
}
