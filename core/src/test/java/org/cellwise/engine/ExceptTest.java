package org.cellwise.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.format.Format;
import org.cellwise.format.Formats;
import org.cellwise.puzzle.Puzzle;
import org.junit.jupiter.api.Test;

/**
 * A search with one value taken out of one cell, as the generator asks: with the cell given the puzzle is unique, so
 * the givens without it have a second solution exactly when this search finds one. Checked against the uniqueness
 * search on every given of a minimal 17-clue puzzle and of a 9×9 with more givens than it needs, on both searches.
 */
class ExceptTest {

    @Test
    void findsAnotherSolutionExactlyWhenTheGivenWasNeeded() throws Exception {
        String minimal = ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
        Puzzle p = Formats.readAll(minimal, "t", Format.LINE).get(0);
        int[] solution = Solver.of(p).uniqueness().first();
        // the same puzzle with eight more givens read off the solution: some of its givens can now go
        StringBuilder more = new StringBuilder(minimal);
        for (int i = 0, added = 0; i < 81 && added < 8; i += 10) if (more.charAt(i) == '.') {
            more.setCharAt(i, (char) ('0' + solution[i]));
            added++;
        }
        int needed = 0, spare = 0, neededInMinimal = 0;
        for (String line : List.of(minimal, more.toString())) {
            Puzzle structure = Formats.readAll(".".repeat(81), "t", Format.LINE).get(0);
            List<Integer> cells = new ArrayList<>();
            for (int i = 0; i < 81; i++) if (line.charAt(i) != '.') cells.add(i);
            for (int drop : cells) {
                int[] c = cells.stream().filter(x -> x != drop).mapToInt(Integer::intValue).toArray();
                int[] v = java.util.Arrays.stream(c).map(x -> solution[x]).toArray();
                boolean unique = Solver.withGivens(structure, c, v).uniqueness().unique();
                for (boolean general : new boolean[] {false, true}) {
                    Solver s = Solver.withGivensExcept(structure, c, v, drop, solution[drop]);
                    if (general) s = s.generalOnly();
                    Result r = s.solve(SolveOptions.firstSolution(), 1);
                    assertEquals(!unique, r.solved(), "dropping r" + (drop / 9 + 1) + "c" + (drop % 9 + 1) + (general ? ", general search" : ""));
                    if (r.solved()) {
                        assertTrue(r.first()[drop] != solution[drop], "the other solution differs in the dropped cell");
                        for (int k = 0; k < c.length; k++) assertEquals(v[k], r.first()[c[k]], "givens kept");
                    }
                }
                if (unique) spare++;
                else needed++;
                if (!unique && line.equals(minimal)) neededInMinimal++;
            }
        }
        assertEquals(17 + 25, needed + spare, "every given of both puzzles was tried");
        assertEquals(17, neededInMinimal, "a minimal puzzle needs every given");
        assertTrue(spare > 0, "the puzzle with more givens has some to spare");
    }
}
