package org.cellwise.logic.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.cellwise.format.Formats;
import org.cellwise.logic.Explainer;
import org.cellwise.logic.Explanation;
import org.cellwise.logic.board.Step;
import org.cellwise.model.Filling;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

/** Hints in three grades and in the player's words, from the player's candidate marks too. */
class GradedHintTest {
    static Puzzle example(String f) throws Exception {
        return Formats.readAll(TestFiles.examples().resolve(f)).get(0);
    }

    @Test
    void theGradesSayMoreEachTime() throws Exception {
        Puzzle p = example("seed001-classic.cw");
        Step s = Explainer.hint(p, null, Explainer.Options.DEFAULT).steps().get(0);
        GradedHint g = new GradedHint(p);
        String one = g.text(s, 1), two = g.text(s, 2), three = g.text(s, 3);
        assertEquals("Look for a hidden single in box 1.", one);
        assertFalse(one.matches(".*r\\dc\\d.*"), "the first grade names no cell: " + one);
        assertTrue(two.startsWith(one) && two.contains("The cells: " + p.canvas().name(s.cells()[0])), two);
        assertEquals(s.text(), three, "the whole step");
    }

    @Test
    void cagesAndCluesOutsideTheGridAreNamedAsAPlayerNamesThem() throws Exception {
        Puzzle killer = example("seed004-killer.txt");
        Step s = Explainer.hint(killer, null, Explainer.Options.DEFAULT).steps().get(0);
        GradedHint g = new GradedHint(killer);
        // named as the player sees it in the explanation too, never by the file's label ("cage d")
        assertTrue(s.text().startsWith("the 6 cage at r1c4 (2 cells) "), s.text());
        assertEquals("Look at the 6 cage at r1c4: a cage combination step.", g.text(s, 1));
        assertEquals(s.text(), g.text(s, 3));
        Puzzle kenken = example("seed004-kenken.txt");
        Step k = Explainer.hint(kenken, null, Explainer.Options.DEFAULT).steps().get(0);
        assertTrue(new GradedHint(kenken).text(k, 3).startsWith("the 5− cage at r1c4"), new GradedHint(kenken).text(k, 3));
        Puzzle sandwich = Formats.readAll("size 6\nrules sudoku\nsandwich 9 r0c5\nsandwich 4 r3c0\nx-sum 10 r7c2\nlittle-killer 9 r0c1 DR\n"
                + "little-killer 7 r7c7 UL\n", "t", null).get(0);
        GradedHint w = new GradedHint(sandwich);
        assertEquals("the sandwich clue 9 above column 5 and the sandwich clue 4 left of row 3",
                w.words("sandwich 9 at r0c5 and sandwich 4 at r3c0"));
        assertEquals("the X-sum clue 10 below column 2", w.words("x-sum 10 at r7c2"));
        assertEquals("the little killer clue 9 above column 1", w.words("little killer 9 at r0c1 DR"));
        assertEquals("the little killer clue 7 at the bottom-right corner", w.words("little killer 7 at r7c7 UL"));
        assertEquals("the clue right of row 4 and r4c6", w.words("r4c7 and r4c6"));
        // a Sujiko circle by its total and corner, in the steps themselves
        Puzzle sujiko = example("seed003-sujiko.txt");
        assertTrue(Explainer.explain(sujiko, null, Explainer.Options.DEFAULT).steps().stream()
                .anyMatch(st -> st.text().matches(".*the \\d+ circle at r1c1-r2c2.*")), "a circle named by its total and corner");
    }

    /**
     * Steps write cells in groups on grids up to 9 wide (r789c5 for r7c5, r8c5 and r9c5): the graded hint keeps them as
     * the explanation writes them (it said "the clue below column 5" for r789c5), on the world's hardest's first step
     * and beside clues outside the grid.
     */
    @Test
    void groupedCellsAreCellsNotCluesOutsideTheGrid() throws Exception {
        Puzzle hardest = example("seed001-worlds-hardest.cw");
        // the whole step, as written, for every step the explanation gives (bounded by work: the same on any machine)
        GradedHint g = new GradedHint(hardest);
        for (Step s : Explainer.explain(hardest, null, Explainer.Options.DEFAULT.withMaxWork(30_000)).steps())
            assertEquals(s.text(), g.text(s, GradedHint.STEP));
        Puzzle sandwich = Formats.readAll("size 6\nrules sudoku\nsandwich 9 r0c5\nx-sum 10 r7c2\n", "t", null).get(0);
        GradedHint w = new GradedHint(sandwich);
        assertEquals("3 can only go in r13c2 and r4c56; the clue below column 2 and the clue right of row 4",
                w.words("3 can only go in r13c2 and r4c56; r7c2 and r4c7"));
        assertEquals("the sandwich clue 9 above column 5 and the clue below column 3", w.words("sandwich 9 at r0c5 and r10c3"));
        // not a group (falling, repeated, past the grid): a position, below the grid here; too long to be one: as written
        assertEquals("the clue below column 2, the clue below column 2, the clue below column 1, r99999999999c1",
                w.words("r31c2, r11c2, r19c1, r99999999999c1"));
        // wider grids write each number whole (r10.11c3 for a group), so r13c2 there is row 13
        Puzzle big = Formats.readAll("size 16\nrules sudoku\nsandwich 9 r0c5\n", "t", null).get(0);
        assertEquals("r13c2 and the clue below column 2", new GradedHint(big).words("r13c2 and r17c2"));
    }

    @Test
    void thePlayersMarksMoveTheHintOnAndAWrongMarkComesFirst() throws Exception {
        Puzzle killer = example("seed004-killer.txt");
        int n = killer.size(), min = killer.values().min();
        Filling none = new Filling(new int[n], new boolean[n]);
        long[] marks = new long[n];
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (int round = 0; round < 5; round++) {
            Explanation e = Explainer.hint(killer, none, marks, Explainer.Options.DEFAULT.withPictures());
            Step s = e.steps().get(0);
            assertTrue(seen.add(s.text()), "a new step each time: " + s.text());
            assertFalse(s.eliminations().isEmpty(), "the killer's first steps only eliminate");
            // the person writes the step's eliminations into their marks, starting from the candidates the step had
            for (var el : s.eliminations()) {
                if (marks[el.cell()] == 0) marks[el.cell()] = e.before().get(0).candidates()[el.cell()];
                marks[el.cell()] &= ~(1L << (el.value() - min));
            }
        }
        int[] solution = org.cellwise.engine.Solver.of(killer).first().first();
        long[] wrong = new long[n];
        wrong[5] = ~(1L << (solution[5] - min)) & ((1L << killer.values().size()) - 1);
        Step s = Explainer.hint(killer, none, wrong, Explainer.Options.DEFAULT).steps().get(0);
        assertEquals("wrong mark", s.technique().name());
        assertEquals(5, s.cells()[0]);
        assertEquals("Some marks leave out a value a cell holds, in row 1.", new GradedHint(killer).text(s, 1));
        assertNotEquals(Arrays.toString(marks), Arrays.toString(new long[n]));
    }
}
