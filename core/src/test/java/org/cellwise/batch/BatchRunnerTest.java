package org.cellwise.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.cellwise.format.Formats;
import org.cellwise.format.FormatException;
import org.cellwise.format.PuzzleReader;
import org.cellwise.puzzle.Puzzle;
import org.junit.jupiter.api.Test;

class BatchRunnerTest {
    private static final String SUDOKU = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    /** n line-format puzzles, every {@code badEvery}-th line broken (0: none). */
    private static PuzzleReader lines(int n, int badEvery) throws FormatException {
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= n; i++) sb.append(badEvery > 0 && i % badEvery == 0 ? "x" + SUDOKU.substring(1) : SUDOKU).append('\n');
        return Formats.open(new BufferedReader(new StringReader(sb.toString())), "t.txt", "t", null);
    }

    /**
     * Results come back in input order however the workers finish. With several workers the order of finishing is
     * forced: the first puzzle's task waits until puzzle 65 (the first of the second worker's batch of
     * {@value BatchRunner#BATCH}) is done, so a later puzzle always finishes before an earlier one.
     */
    @Test
    void resultsComeBackInInputOrderWithBadPuzzlesInTheirPlace() throws Exception {
        for (int threads : new int[] {1, 2, 4}) {
            List<BatchRunner.Item<String>> items = new ArrayList<>();
            List<String> finished = java.util.Collections.synchronizedList(new ArrayList<>());
            java.util.concurrent.CountDownLatch laterDone = new java.util.concurrent.CountDownLatch(1);
            boolean force = threads > 1;
            BatchRunner.Summary s = BatchRunner.run(lines(500, 7), BatchRunner.Options.threads(threads), p -> {
                if (force && p.name().equals("t:1")) {
                    try {
                        // a hang guard only: the other worker finishes t:65 in a moment
                        if (!laterDone.await(60, java.util.concurrent.TimeUnit.SECONDS))
                            throw new IllegalStateException("t:65 never finished while t:1 was running");
                    } catch (InterruptedException e) {
                        throw new IllegalStateException(e);
                    }
                }
                String r = Answer.solve(p, false, null, null).status() + " " + p.name();
                finished.add(p.name());
                if (p.name().equals("t:65")) laterDone.countDown();
                return r;
            }, items::add);
            assertEquals(500, s.items());
            assertEquals(71, s.errors());
            assertEquals(500, items.size());
            if (force) assertTrue(finished.indexOf("t:65") < finished.indexOf("t:1"), threads + " threads: finished " + finished);
            for (int i = 0; i < 500; i++) {
                BatchRunner.Item<String> it = items.get(i);
                assertEquals(i, it.index());
                int line = i + 1;
                if (line % 7 == 0) {
                    assertNotNull(it.error(), "line " + line);
                    assertEquals(line, it.error().line());
                    assertNull(it.puzzle());
                } else {
                    assertEquals("solved t:" + line, it.result(), threads + " threads");
                }
            }
        }
    }

    @Test
    void aTaskThatThrowsSpoilsOnlyItsOwnPuzzle() throws Exception {
        List<BatchRunner.Item<Integer>> items = new ArrayList<>();
        BatchRunner.run(lines(200, 0), BatchRunner.Options.threads(2), p -> {
            if (p.name().equals("t:100")) throw new IllegalStateException("boom");
            return p.size();
        }, items::add);
        assertEquals(200, items.size());
        assertEquals("boom", items.get(99).failure().getMessage());
        assertEquals(81, items.get(100).result());
    }

    @Test
    void limitAndCancelStopEarly() throws Exception {
        List<BatchRunner.Item<Integer>> items = new ArrayList<>();
        BatchRunner.Summary s = BatchRunner.run(lines(1000, 0), new BatchRunner.Options(2, 130, null), Puzzle::size, items::add);
        assertEquals(130, s.items());
        assertEquals(130, items.size());
        AtomicBoolean cancel = new AtomicBoolean();
        List<Long> seen = new ArrayList<>();
        BatchRunner.Summary c = BatchRunner.run(lines(5000, 0), new BatchRunner.Options(2, 0, cancel), Puzzle::size, it -> {
            seen.add(it.index());
            if (it.index() == 300) cancel.set(true);
        });
        assertTrue(c.cancelled());
        assertTrue(seen.size() < 5000, "stopped after " + seen.size());
        for (int i = 0; i < seen.size(); i++) assertEquals(i, seen.get(i));
    }

    @Test
    void anUnreadableInputEndsTheRunWithItsError() {
        PuzzleReader broken = new PuzzleReader() {
            int n;

            @Override
            public Puzzle next() throws FormatException {
                if (n++ < 10) return Formats.readAll(SUDOKU, "x", null).get(0);
                throw new UncheckedIOException(new java.io.IOException("disk gone"));
            }
        };
        assertThrows(UncheckedIOException.class,
                () -> BatchRunner.run(broken, BatchRunner.Options.threads(2), Puzzle::size, it -> {}));
    }

    /** A node budget stops a search the same way on every machine, and says so instead of calling it a timeout. */
    @Test
    void aNodeBudgetIsReportedAsSuch() throws Exception {
        Puzzle p = Formats.readAll(SUDOKU + "\n", "t.txt", null).get(0);
        Answer a = Answer.diagnose(p, false, null, 1, null, null);
        assertEquals("budget", a.status());
        assertEquals("budget", a.toJson(p).get("status").asText());
        assertEquals("stopped at the node budget", a.verdict());
        org.cellwise.engine.Result r = org.cellwise.engine.Solver.solve(p,
                org.cellwise.engine.SolveOptions.upTo(1000).withMaxNodes(1), 0);
        assertEquals("budget", Answer.countJson(p, r).get("status").asText());
        assertEquals("solved", Answer.diagnose(p, false, null, 0, null, null).status());
    }

    /**
     * A worker holds its thread of the run while it takes puzzles and lends it once the input is done: a search
     * left working then finds it idle, and after the run every thread is idle again.
     */
    @Test
    void workersLendTheirThreadsOnceTheInputIsDone() throws Exception {
        try {
            org.cellwise.engine.Cores.allow(2);
            boolean[] idleWhileLast = {false};
            // one puzzle per worker batch: the second worker, with nothing to take, is done while the first still works
            BatchRunner.run(lines(1, 0), BatchRunner.Options.threads(2), p -> {
                try {
                    for (int i = 0; i < 600 && !idleWhileLast[0]; i++) {
                        if (org.cellwise.engine.Cores.borrow()) {
                            idleWhileLast[0] = true;
                            org.cellwise.engine.Cores.giveBack();
                        } else {
                            Thread.sleep(100);
                        }
                    }
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
                return p.name();
            }, item -> {});
            assertTrue(idleWhileLast[0], "the idle worker's thread was never lent");
            assertTrue(org.cellwise.engine.Cores.borrow() && org.cellwise.engine.Cores.borrow());
            assertTrue(!org.cellwise.engine.Cores.borrow(), "more threads idle than the run has");
        } finally {
            org.cellwise.engine.Cores.allow(1);
        }
    }
}
