package org.cellwise.engine;

import org.cellwise.engine.propagation.Model;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.Map;
import java.util.Random;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.model.ValueRange;
import org.cellwise.rules.Givens;
import org.cellwise.rules.RuleCatalog;
import org.cellwise.testing.ChocoOracle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

/** The classic 9×9 search against the general one: same counts, same solutions, same outcomes. */
class BandSearchTest {

    static Puzzle classic(ValueRange values, Map<Cell, Integer> givens) {
        return Puzzle.builder().name("t").values(values).grid(Grid.standard(9)).rules(RuleCatalog.lookup("sudoku"))
                .rule(new Givens(givens)).build();
    }

    @Test
    void classicModelsAreRecognisedAndOthersAreNot() {
        Puzzle plain = classic(new ValueRange(1, 9), Map.of());
        assertTrue(new Model(81, plain.values(), plain.constraints()).classic);
        Puzzle knight = Puzzle.builder().grid(Grid.standard(9)).rules(RuleCatalog.lookup("sudoku"))
                .rules(RuleCatalog.lookup("anti-knight")).build();
        assertFalse(new Model(81, knight.values(), knight.constraints()).classic);
        Puzzle latin = Puzzle.builder().grid(Grid.standard(9)).rules(RuleCatalog.lookup("latin")).build();
        assertFalse(new Model(81, latin.values(), latin.constraints()).classic);
    }

    @Test
    void agreesWithTheGeneralSearchOnRandomPartialGrids() {
        Random rnd = new Random(20261121);
        Agreement tally = new Agreement();
        for (int t = 0; t < 400; t++) {
            ValueRange values = t % 5 == 0 ? new ValueRange(0, 8) : new ValueRange(1, 9);
            Puzzle empty = classic(values, Map.of());
            int[] full = Solver.of(empty).solve(SolveOptions.firstSolution().withRandom(new Random(rnd.nextLong())), 1).first();
            assertTrue(ChocoOracle.satisfies(empty, full));
            int keep = 20 + rnd.nextInt(32);
            Puzzle p = classic(values, Agreement.givens(full, 9, values.min(), keep, rnd));
            tally.compare(p, Solver.of(p), Solver.general(p), 1 + rnd.nextInt(30));
        }
        // the cases above must really cover all three answers
        assertTrue(tally.none > 20 && tally.unique > 20 && tally.several > 20, tally.toString());
    }

    @Test
    void agreesOnTheHardestCorpus() throws Exception {
        try (BufferedReader in = Files.newBufferedReader(TestFiles.data().resolve("forum_hardest_1106.txt"))) {
            String line;
            int n = 0;
            while ((line = in.readLine()) != null && n < 120) {
                if (line.isBlank() || line.startsWith("#")) continue;
                Puzzle p = SolverTest.line(line.trim().substring(0, 81));
                Result fast = Solver.of(p).uniqueness(), slow = Solver.general(p).uniqueness();
                assertTrue(fast.unique(), line);
                assertTrue(slow.unique());
                assertTrue(fast.stats().guesses() > 0);
                assertEquals(Arrays.toString(slow.first()), Arrays.toString(fast.first()));
                n++;
            }
            assertEquals(120, n);
        }
    }

    @Test
    void budgetAndCancellationAreHonoured() {
        Puzzle empty = classic(new ValueRange(1, 9), Map.of());
        Result r = Solver.of(empty).solve(SolveOptions.upTo(Long.MAX_VALUE).withMaxNodes(5000), 0);
        assertEquals(Outcome.BUDGET, r.outcome());
        assertEquals(5000, r.stats().nodes());
        java.util.concurrent.atomic.AtomicBoolean cancel = new java.util.concurrent.atomic.AtomicBoolean(true);
        Result c = Solver.of(empty).solve(SolveOptions.upTo(Long.MAX_VALUE).withCancel(cancel), 0);
        assertEquals(Outcome.CANCELLED, c.outcome());
    }
}
