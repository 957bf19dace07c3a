package org.cellwise.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeMap;
import org.cellwise.format.Format;
import org.cellwise.format.FormatException;
import org.cellwise.format.Formats;
import org.cellwise.format.Writers;
import org.cellwise.logic.Explainer;
import org.cellwise.logic.Explanation;
import org.cellwise.logic.board.Step;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.model.ValueRange;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.puzzle.Signature;
import org.cellwise.rules.Givens;
import org.cellwise.rules.KillerCage;
import org.cellwise.rules.Rule;
import org.cellwise.rules.RuleCatalog;
import org.cellwise.testing.ChocoOracle;
import org.junit.jupiter.api.Test;

/**
 * Grids that are not square (6×9, 9×8), and values that are more or fewer than a row's cells (1..9 on 6×6, 0..9 on
 * 9×9): the engine against choco on random puzzles of those shapes, every format round trip, and logic's steps,
 * each of which must place only the answer's values and strike out only others (a row of 6 cells need not hold all
 * of 1..9, so "the only place in the row" is no longer a given). Seeds are fixed.
 */
class ShapesTest {
    /** rows, cols, and how many values past the longer side (0: as many values as the longer side). */
    private static final int[][] SHAPES = {{4, 6, 0}, {6, 4, 0}, {6, 8, 0}, {3, 5, 1}, {6, 9, 0}, {9, 8, 0}, {4, 4, 2}, {6, 6, 3},
            {5, 5, 1}, {4, 7, 0}};

    static Puzzle random(long seed) {
        Random rnd = new Random(seed);
        while (true) {
            int[] s = SHAPES[rnd.nextInt(SHAPES.length)];
            int rows = s[0], cols = s[1], n = Math.max(rows, cols) + s[2], min = rnd.nextBoolean() ? 1 : 0;
            Grid g = Grid.standard(rows, cols);
            if (g.hasBoxes() && rnd.nextInt(3) == 0) g = new Grid("main", 0, 0, rows, cols, 0, 0);
            List<Rule> rules = new ArrayList<>(RuleCatalog.lookup("latin"));
            if (g.hasBoxes()) rules.addAll(RuleCatalog.lookup("boxes"));
            Puzzle base = Puzzle.builder().name("shape-" + seed).grid(g).values(new ValueRange(min, min + n - 1)).rules(rules).build();
            Result filled = Solver.of(base).solve(SolveOptions.firstSolution().withRandom(rnd).withMaxNodes(20_000), 1);
            if (!filled.solved()) continue;
            int[] f = filled.first();
            // a killer cage or two read off the filling, then givens
            for (int k = rnd.nextInt(3); k > 0; k--) {
                Cell a = base.cells().get(rnd.nextInt(base.size()));
                Cell b = new Cell(a.row(), a.col() + 1);
                if (base.indexOf(b) < 0 || f[base.indexOf(a)] == f[base.indexOf(b)]) continue;
                rules.add(new KillerCage("k" + k, List.of(a, b), f[base.indexOf(a)] + f[base.indexOf(b)]));
            }
            TreeMap<Cell, Integer> givens = new TreeMap<>();
            double density = 0.4 + rnd.nextDouble() * 0.35;
            for (int i = 0; i < f.length; i++) if (rnd.nextDouble() < density) givens.put(base.cells().get(i), f[i]);
            if (!givens.isEmpty()) rules.add(new Givens(givens));
            return base.withRules(rules);
        }
    }

    @Test
    void theEngineAgreesWithChocoOnGridsOfEveryShape() {
        int unique = 0, several = 0;
        for (long seed = 0; seed < 120; seed++) {
            Puzzle p = random(5600 + seed);
            List<int[]> sols = new ArrayList<>();
            Result ours = Solver.of(p).solve(SolveOptions.upTo(30).withListener(sols::add), 0);
            long theirs = ChocoOracle.count(p, 30);
            assertEquals(theirs, ours.count(), "seed " + (5600 + seed) + ": " + Writers.write(p, Format.CELLWISE));
            for (int[] s : sols) assertTrue(ChocoOracle.satisfies(p, s));
            if (theirs == 1) unique++;
            if (theirs > 1) several++;
        }
        assertTrue(unique > 10 && several > 10, "unique " + unique + ", several " + several);
    }

    @Test
    void everyShapeRoundTripsThroughTextAndJson() throws FormatException {
        for (long seed = 0; seed < 60; seed++) {
            Puzzle p = random(7700 + seed);
            for (Format f : List.of(Format.CELLWISE, Format.JSON)) {
                String text = Writers.write(p, f);
                Puzzle back = Formats.readAll(text, "round-trip", f).get(0);
                assertEquals(Signature.of(p), Signature.of(back), text);
                assertEquals(text, Writers.write(back.withName(p.name()), f).replace(back.name(), p.name()));
            }
        }
        // rows by columns in both, and formats of square grids say they hold none
        Puzzle p = random(7700);
        if (!p.grids().get(0).square()) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Writers.write(p, Format.FPUZZLES));
            assertTrue(e.getMessage().contains("square"), e.getMessage());
        }
    }

    @Test
    void logicsStepsKeepToTheAnswerOnEveryShape() {
        int steps = 0, puzzles = 0;
        for (long seed = 0; seed < 120 && puzzles < 20; seed++) {
            Puzzle p = random(9900 + seed);
            Result r = Solver.of(p).uniqueness();
            if (!r.solved() || !r.unique()) continue;
            puzzles++;
            int[] answer = r.first();
            Explanation e = Explainer.explain(p, null, Explainer.Options.DEFAULT.withMaxSteps(200));
            for (Step s : e.steps()) {
                if (s.technique().name().toLowerCase(java.util.Locale.ROOT).contains("guess")) continue;
                for (Step.Candidate c : s.placements()) assertEquals(answer[c.cell()], c.value(), "seed " + (9900 + seed) + ": " + s.text());
                for (Step.Candidate c : s.eliminations())
                    assertTrue(answer[c.cell()] != c.value(), "seed " + (9900 + seed) + " strikes out the answer: " + s.text());
                steps++;
            }
        }
        assertTrue(puzzles >= 15 && steps > 120, puzzles + " puzzles, " + steps + " steps");
    }

    @Test
    void aRectangleIsWrittenRowsByColumnsAndReadsBack() throws FormatException {
        Puzzle p = Formats.readAll("size 6x9\nrules sudoku\nr1c1 = 5\n", "t.cw", null).get(0);
        Grid g = p.grids().get(0);
        assertEquals(List.of(6, 9, 3, 3), List.of(g.rows(), g.cols(), g.boxRows(), g.boxCols()), "boxes of 9 cells, as many as a row");
        assertEquals(new ValueRange(1, 9), p.values(), "values 1..9, the longer side");
        assertTrue(Writers.write(p, Format.CELLWISE).contains("size 6x9 boxes 3x3"));
        assertTrue(Writers.write(p, Format.JSON).contains("\"size\":\"6x9\""));
        // a grid of another shape placed on the canvas, and sizes a rectangle cannot have
        Puzzle two = Formats.readAll("grid A at 1,1 size 4x6\ngrid B at 5,1 size 2x6 boxes none\nrules latin\n", "t.cw", null).get(0);
        assertEquals(36, two.size());
        for (String[] bad : new String[][] {{"size 6x0\n", "t.cw:1:6"}, {"size 6x9 boxes 2x3\n", "t.cw:1:16"},
                {"size 4x6\nrules diagonals\n", "t.cw:2:7"}, {"size 6xa\n", "t.cw:1:8"}}) {
            FormatException e = assertThrows(FormatException.class, () -> Formats.readAll(bad[0], "t.cw", null), bad[0]);
            assertTrue(e.getMessage().startsWith(bad[1]), bad[0] + " -> " + e.getMessage());
        }
    }
}
