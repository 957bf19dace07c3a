package org.cellwise.engine;

import org.cellwise.engine.propagation.Model;
import org.cellwise.engine.clause.ClauseSearch;
import org.cellwise.engine.search.Counters;
import org.cellwise.engine.search.DepthFirst;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import org.cellwise.format.Formats;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.model.ValueRange;
import org.cellwise.rules.Givens;
import org.cellwise.rules.KillerCage;
import org.cellwise.rules.RuleCatalog;
import org.cellwise.testing.ChocoOracle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

/** Clause learning against the plain search: same counts, same solutions, same outcomes, on every clausal family. */
class ClauseSearchTest {

    private static Puzzle puzzle(int size, List<String> rules, Map<Cell, Integer> givens) {
        Puzzle.Builder b = Puzzle.builder().name("t").values(new ValueRange(1, size)).grid(Grid.standard(size));
        for (String r : rules) b.rules(RuleCatalog.lookup(r));
        return b.rule(new Givens(givens)).build();
    }

    /** Random partial grids of one family, some spoilt, compared on up to {@code limit} solutions. */
    private static void agree(int size, List<String> rules, int trials, long seed) {
        Random rnd = new Random(seed);
        Agreement tally = new Agreement();
        Puzzle empty = puzzle(size, rules, Map.of());
        assertTrue(new Model(empty.size(), empty.values(), empty.constraints()).clausal, rules.toString());
        for (int t = 0; t < trials; t++) {
            int[] full = Solver.of(empty).solve(SolveOptions.firstSolution().withRandom(new Random(rnd.nextLong())), 1).first();
            int keep = size * size / 4 + rnd.nextInt(size * size / 3);
            Puzzle p = puzzle(size, rules, Agreement.givens(full, size, 1, keep, rnd));
            long limit = 1 + rnd.nextInt(30);
            tally.compare(p, Solver.clauses(p, 1 + rnd.nextInt(3) * rnd.nextInt(20)), Solver.general(p), limit);
        }
        assertTrue(tally.none > 0 && tally.unique > 0 && tally.several > 0, rules + ": " + tally);
    }

    @Test
    void agreesOnClassicGrids() {
        agree(9, List.of("sudoku"), 120, 1);
        agree(6, List.of("sudoku"), 80, 2);
    }

    @Test
    void agreesOnRelationsAndLatinSquares() {
        agree(9, List.of("sudoku", "anti-knight"), 60, 3);
        agree(6, List.of("latin", "non-consecutive"), 60, 4);
        agree(5, List.of("latin", "diagonals"), 60, 5);
    }

    @Test
    void carriesOnFromThePlainSearchWithoutRepeatingItsSolutions() {
        Puzzle empty = puzzle(4, List.of("sudoku"), Map.of());
        for (long handoff : new long[] {1, 2, 5, 40, 200}) {
            Result[] r = new Result[1];
            Set<String> all = Agreement.solutions(Solver.clauses(empty, handoff), 1000, r);
            assertEquals(288, r[0].count(), "handoff " + handoff);
            assertEquals(288, all.size());
            assertEquals(Outcome.COMPLETE, r[0].outcome());
        }
    }

    @Test
    void onlyClausalModelsAreHandedOver() {
        Puzzle killer = Puzzle.builder().grid(Grid.standard(4)).rules(RuleCatalog.lookup("sudoku"))
                .rule(new KillerCage("a", List.of(new Cell(0, 0), new Cell(0, 1)), 3)).build();
        assertFalse(new Model(16, killer.values(), killer.constraints()).clausal);
    }

    @Test
    void solvesMinimal25x25SudokusAndProvesThemUnique() throws Exception {
        List<Puzzle> all = Formats.readAll(TestFiles.data().resolve("sudoku-25x25-gecode.txt"));
        int n = 0;
        for (Puzzle p : all) {
            if (!p.name().endsWith("-89") && !p.name().endsWith("-90") && !p.name().endsWith("-19")) continue;
            Result r = Solver.of(p).uniqueness();
            assertTrue(r.unique(), p.name());
            assertTrue(ChocoOracle.satisfies(p, r.first()));
            n++;
        }
        assertEquals(3, n);
    }

    /**
     * Shrinking learnt clauses changes the search's path, never its answer: the same solutions and outcome with and
     * without, on searches long enough to learn thousands of clauses (two minimal 25×25 Sudokus, unique; a killer
     * jigsaw of data/stalls.cw, through the cages' explanations, with no solution).
     */
    @Test
    void shrunkLearntClausesKeepTheAnswer() throws Exception {
        List<Puzzle> puzzles = new ArrayList<>();
        for (Puzzle p : Formats.readAll(TestFiles.data().resolve("sudoku-25x25-gecode.txt")))
            if (p.name().endsWith("-19") || p.name().endsWith("-20")) puzzles.add(p);
        for (Puzzle p : Formats.readAll(TestFiles.data().resolve("stalls.cw")))
            if (p.name().equals("killer-jig-3-18")) puzzles.add(p);
        assertEquals(3, puzzles.size());
        for (Puzzle p : puzzles) {
            Model m = new Model(p.cells().size(), p.values(), p.constraints());
            DepthFirst root = new DepthFirst(m, SolveOptions.upTo(2).withMaxNodes(1));
            assertEquals(Outcome.BUDGET, root.run(), p.name());
            List<List<int[]>> found = List.of(new ArrayList<>(), new ArrayList<>());
            Outcome[] o = new Outcome[2];
            for (int k = 0; k < 2; k++) {
                ClauseSearch c = new ClauseSearch(m, root.rootDomains(), SolveOptions.upTo(2).withListener(found.get(k)::add),
                        List.of(), Counters.ZERO, new ClauseSearch.Tuning(0, 1, ClauseSearch.Tuning.DEFAULT.restartUnit(), k == 0));
                o[k] = c.run();
                assertTrue(c.counters().failures() > 500, p.name() + ": " + c.counters().failures() + " conflicts");
            }
            assertEquals(Outcome.COMPLETE, o[0], p.name());
            assertEquals(o[1], o[0], p.name());
            assertEquals(found.get(1).size(), found.get(0).size(), p.name());
            for (int s = 0; s < found.get(0).size(); s++) {
                assertTrue(java.util.Arrays.equals(found.get(1).get(s), found.get(0).get(s)), p.name());
                assertTrue(ChocoOracle.satisfies(p, found.get(0).get(s)), p.name());
            }
            assertEquals(p.name().startsWith("killer") ? 0 : 1, found.get(0).size(), p.name());
        }
    }

    @Test
    void clauseMemoryIsCompactedOnALongRunAndTheAnswerStaysRight() throws Exception {
        Puzzle p = Formats.readAll(TestFiles.data().resolve("sudoku-25x25-gecode.txt")).stream()
                .filter(q -> q.name().endsWith("-19")).findFirst().orElseThrow();
        Model m = new Model(p.cells().size(), p.values(), p.constraints());
        DepthFirst root = new DepthFirst(m, SolveOptions.upTo(2).withMaxNodes(1));
        assertEquals(Outcome.BUDGET, root.run());
        List<int[]> found = new java.util.ArrayList<>();
        ClauseSearch c = new ClauseSearch(m, root.rootDomains(), SolveOptions.upTo(2).withListener(found::add),
                List.of(), Counters.ZERO);
        assertEquals(Outcome.COMPLETE, c.run());
        assertTrue(c.compactions() > 0, "dropped learnt clauses were never compacted away");
        assertEquals(1, found.size());
        assertTrue(ChocoOracle.satisfies(p, found.get(0)));
    }

    @Test
    void budgetTimeAndCancellationAreHonoured() throws Exception {
        Puzzle hard = Formats.readAll(TestFiles.data().resolve("sudoku-25x25-gecode.txt")).get(0);
        Result budget = Solver.clauses(hard, 1).solve(SolveOptions.upTo(2).withMaxNodes(300), 0);
        assertEquals(Outcome.BUDGET, budget.outcome());
        assertEquals(300, budget.stats().nodes());
        Result time = Solver.clauses(hard, 1).solve(SolveOptions.upTo(2).withTimeout(java.time.Duration.ofMillis(200)), 0);
        assertEquals(Outcome.TIMEOUT, time.outcome());
        Result cancelled = Solver.clauses(hard, 1).solve(SolveOptions.upTo(2).withCancel(new AtomicBoolean(true)), 0);
        assertEquals(Outcome.CANCELLED, cancelled.outcome());
    }
}
