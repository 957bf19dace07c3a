package org.cellwise.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cellwise.engine.clause.ClauseSearch;
import org.cellwise.engine.propagation.Model;
import org.cellwise.engine.search.Counters;
import org.cellwise.format.Formats;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.puzzle.Structure;
import org.cellwise.testing.ChocoOracle;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The engine's memory: estimates made before anything is built are upper bounds of what is built (measured on the
 * real structures), a puzzle too large for the part of the heap one search may use is refused with its size, and
 * clause learning that would not fit gives way to plain search instead of refusing a puzzle that plain search fits.
 */
class MemoryTest {
    @AfterEach
    void oneSearchAgain() {
        Memory.share(1);
    }

    /** Makes one search's part of the heap about {@code bytes}, whatever the machine's heap is. */
    static void budget(long bytes) {
        long usable = Runtime.getRuntime().maxMemory() - Memory.RESERVE;
        Memory.share((int) Math.max(1, Math.min(Integer.MAX_VALUE, usable / bytes)));
    }

    static Puzzle read(String text) throws Exception {
        return Formats.readAll(text, "t.cw", null).get(0);
    }

    static long used() {
        for (int i = 0; i < 3; i++) System.gc();
        Runtime r = Runtime.getRuntime();
        return r.totalMemory() - r.freeMemory();
    }

    @Test
    void theClauseEncodingsEstimateBoundsWhatIsBuilt() throws Exception {
        for (String text : List.of("size 25\nrules sudoku\n", "size 36\nrules sudoku\n", "size 30\nrules sudoku anti-knight\n",
                "size 20\nrules latin anti-king diagonals\n")) {
            Puzzle p = read(text);
            Structure s = p.compiled().structure();
            Model m = new Model(s.canvas().size(), s.canvas().values(), s.constraints());
            long estimate = ClauseSearch.estimate(m, m.root), before = used();
            ClauseSearch search = new ClauseSearch(m, m.root, SolveOptions.upTo(2), List.of(), Counters.ZERO);
            long built = used() - before;
            assertTrue(search.compactions() == 0 && built > 0, text);
            assertTrue(built <= estimate * 1.1, text + ": built " + built + " bytes, estimated " + estimate);
            assertTrue(estimate <= built * 2, text + ": estimated " + estimate + " bytes, built " + built);
            // the estimate from the structure alone, before any model, bounds the model's own estimate
            assertTrue(Memory.clauses(s, new int[0]) >= estimate, text);
        }
    }

    @Test
    void aPuzzleTooLargeForItsPartOfTheHeapIsRefusedWithItsSize() throws Exception {
        StringBuilder twenty = new StringBuilder("rules sudoku\n");
        for (int i = 0; i < 20; i++) twenty.append("grid g").append(i).append(" at ").append(i / 5 * 65 + 1).append(',').append(i % 5 * 65 + 1)
                .append(" size 64\n");
        assertTrue(twenty.length() < 700, "a few hundred bytes");
        Puzzle bomb = read(twenty.toString());
        budget(512L << 20);
        long before = used();
        Memory.TooLarge e = assertThrows(Memory.TooLarge.class,
                () -> Solver.solve(bomb, SolveOptions.upTo(2), 1));
        assertTrue(used() - before < 64L << 20, "refused before the search was built");
        assertTrue(e.getMessage().matches("the puzzle needs about [0-9.]+ GB to search it \\(81,920 cells, 81,920 of them open, "
                + "64 values\\), more than the [0-9]+ MB one search may use here .*"), e.getMessage());
        assertTrue(e.needed() > e.budget());
    }

    @Test
    void learningThatWouldNotFitGivesWayToPlainSearch() throws Exception {
        Puzzle p = read("size 36\nrules sudoku\n");
        Structure s = p.compiled().structure();
        Model m = new Model(s.canvas().size(), s.canvas().values(), s.constraints());
        long plain = Memory.model(s) + Memory.searchStack(p.size(), p.size()), learning = ClauseSearch.estimate(m, m.root);
        assertTrue(learning > 2 * plain, "the encoding of an empty 36x36 outweighs a plain search's path");
        budget(plain + (learning - plain) / 4); // room for plain search, not for learning
        Result r = Solver.solve(p, SolveOptions.upTo(1), 1);
        assertEquals(Outcome.LIMIT, r.outcome(), "solved by plain search, not refused");
        assertTrue(ChocoOracle.satisfies(p, r.first()));
    }
}
