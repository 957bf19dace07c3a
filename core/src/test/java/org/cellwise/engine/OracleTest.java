package org.cellwise.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.ChocoOracle;
import org.cellwise.testing.RandomPuzzles;
import org.junit.jupiter.api.Test;

/**
 * The engine against choco-solver on random puzzles: random rule sets over random grids, givens and cage targets
 * taken from random filled grids. Solution counts (up to a cap) must agree, and every solution the engine gives
 * must satisfy every constraint. Reproduce a failure with -Dcellwise.oracle.seed=SEED -Dcellwise.oracle.cases=1.
 */
class OracleTest {
    private static final long CAP = 60;

    /** Outcomes of a run of cases: disagreements, and how many had no solution, one, several. */
    private static final class Run {
        final List<String> failures = new ArrayList<>();
        final java.util.Set<String> kinds = new java.util.TreeSet<>();
        int unsat, unique, many;

        /** The engine's count against choco's (up to the cap), and every solution the engine gave against choco's check. */
        void compare(String what, Puzzle p) {
            List<int[]> sols = new ArrayList<>();
            Result ours = Solver.of(p).solve(SolveOptions.upTo(CAP).withListener(sols::add), 0);
            long theirs = ChocoOracle.count(p, CAP);
            if (ours.count() != theirs)
                failures.add(what + ": engine counted " + ours.count() + ", choco " + theirs + " for " + describe(p));
            for (int[] s : sols)
                if (!ChocoOracle.satisfies(p, s)) {
                    failures.add(what + ": engine gave a solution that breaks a constraint, " + describe(p));
                    break;
                }
            if (theirs == 0) unsat++;
            else if (theirs == 1) unique++;
            else many++;
        }

        /** No disagreement, and every outcome common enough that the comparison proves something. */
        void assertAgreed(int cases, String label, long base) {
            assertTrue(failures.isEmpty(), failures.size() + " of " + cases + " cases disagree:\n" + String.join("\n", failures));
            assertTrue(unsat > cases / 50, "too few puzzles without solution: " + unsat);
            assertTrue(unique > cases / 20, "too few unique puzzles: " + unique);
            assertTrue(many > cases / 20, "too few puzzles with several solutions: " + many);
            System.out.printf("oracle: %d %s from seed %d agree (%d no solution, %d unique, %d several)%n", cases, label, base,
                    unsat, unique, many);
        }
    }

    @Test
    void engineAgreesWithChocoOnRandomPuzzles() {
        long base = Long.getLong("cellwise.oracle.seed", 20261121L);
        int cases = Integer.getInteger("cellwise.oracle.cases", 600);
        Run run = new Run();
        for (int i = 0; i < cases; i++) {
            long seed = base + i;
            if (Boolean.getBoolean("cellwise.oracle.verbose")) System.out.println("case seed " + seed);
            Puzzle p = RandomPuzzles.make(seed);
            p.rules().forEach(r -> run.kinds.add(r.keyword()));
            run.compare("seed " + seed, p);
        }
        // the generator must exercise every rule and every outcome, or the comparison proves little
        if (cases >= 600)
            for (String k : List.of("rows", "columns", "boxes", "diagonals", "offset", "anti-knight", "anti-king",
                    "non-consecutive", "equal-diagonal", "regions", "cage", "sum", "heading", "greater-than", "given",
                    "givens", "raw"))
                assertTrue(run.kinds.contains(k), "no random puzzle had " + k + ": " + run.kinds);
        run.assertAgreed(cases, "cases", base);
    }

    /**
     * The variant clues (thermometers to skyscrapers) on random filled grids: the engine's count and choco's agree,
     * and every clue kind is drawn. Choco encodes each line machine in its own terms, not through the unrolled
     * graph the engine filters, so the two share only the clue's expansion.
     */
    @Test
    void engineAgreesWithChocoOnRandomVariantClues() {
        long base = Long.getLong("cellwise.oracle.seed", 20261123L);
        int cases = Integer.getInteger("cellwise.oracle.clueCases", 300);
        Run run = new Run();
        for (int i = 0; i < cases; i++) {
            long seed = base + i;
            Puzzle p = org.cellwise.testing.RandomClues.make(seed);
            p.rules().forEach(r -> { if (r instanceof org.cellwise.rules.Clue) run.kinds.add(r.getClass().getSimpleName()); });
            run.compare("clue seed " + seed, p);
        }
        if (cases >= 300) assertEquals(org.cellwise.testing.RandomClues.KINDS.size(), run.kinds.size(), "clue kinds drawn: " + run.kinds);
        run.assertAgreed(cases, "clue cases", base);
    }

    private static String describe(Puzzle p) {
        StringBuilder sb = new StringBuilder(p.grids().get(0).rows() + "x" + p.grids().get(0).rows() + " values " + p.values() + " rules");
        p.rules().forEach(r -> sb.append(' ').append(r instanceof org.cellwise.rules.Clue c ? "[" + c.statement() + "]" : r.keyword()));
        return sb.toString();
    }

    @Test
    void countsAgreeOnKnownTotals() {
        // 4x4 Sudoku has 288 filled grids, 4x4 Latin squares 576: both sides must find them all
        Puzzle sudoku4 = Puzzle.builder().grid(org.cellwise.model.Grid.standard(4))
                .rules(org.cellwise.rules.RuleCatalog.lookup("sudoku")).build();
        assertEquals(288, Solver.of(sudoku4).count(10_000).count());
        assertEquals(288, ChocoOracle.count(sudoku4, 10_000));
        Puzzle latin4 = Puzzle.builder().grid(new org.cellwise.model.Grid("g", 0, 0, 4, 0, 0))
                .rules(org.cellwise.rules.RuleCatalog.lookup("latin")).build();
        assertEquals(576, Solver.of(latin4).count(10_000).count());
        assertEquals(Outcome.COMPLETE, Solver.of(latin4).count(10_000).outcome());
    }
}
