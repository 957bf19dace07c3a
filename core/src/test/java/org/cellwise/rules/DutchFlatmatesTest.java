package org.cellwise.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.cellwise.check.Checker;
import org.cellwise.check.Report;
import org.cellwise.engine.Outcome;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.format.CellwiseWriter;
import org.cellwise.format.Format;
import org.cellwise.format.FormatException;
import org.cellwise.format.Formats;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;
import org.cellwise.puzzle.Puzzle;
import org.junit.jupiter.api.Test;

/**
 * Dutch flatmates: counted against clingo on an encoding of its own, read and written again (text, JSON, the f-puzzles
 * link), bad statements located, a wrong answer's broken rule named.
 */
class DutchFlatmatesTest {
    private static final int CAP = 40;
    private static final long NODES = 20_000;

    static Puzzle read(String text) throws FormatException {
        return Formats.readAll(text, "df.cw", Format.CELLWISE).get(0);
    }

    /** A Latin square of side n on 1..n, each middle value m with 1 above it or n below it, as clingo reads it. */
    static String program(int n, int m, List<int[]> givens) {
        StringBuilder sb = new StringBuilder("#const n=" + n + ". #const m=" + m + ".\n");
        sb.append("""
                rc(1..n). val(1..n).
                1 { v(R,C,N) : val(N) } 1 :- rc(R), rc(C).
                :- v(R,C1,N), v(R,C2,N), C1 < C2.
                :- v(R1,C,N), v(R2,C,N), R1 < R2.
                :- v(R,C,m), not v(R-1,C,1), not v(R+1,C,n).
                """);
        for (int[] g : givens) sb.append("v(").append(g[0]).append(',').append(g[1]).append(',').append(g[2]).append(").\n");
        return sb.toString();
    }

    @Test
    void countsAgreeWithClingoOnRandomPuzzles() throws Exception {
        org.cellwise.testing.Clingo.requireInstalled();
        Random rnd = new Random(20261130);
        int cases = 0, undecided = 0, none = 0, exact = 0;
        for (int[] s : new int[][] {{4, 10}, {5, 10}, {6, 8}}) {
            int n = s[0];
            String head = "size " + n + " boxes none\nrules latin dutch-flatmates\n";
            for (int run = 0; run < s[1]; run++) {
                Puzzle bare = read(head + new Cell(rnd.nextInt(n), rnd.nextInt(n)) + " = " + (1 + rnd.nextInt(n)) + "\n");
                Result first = Solver.of(bare).first();
                if (!first.solved()) continue;
                int[] sol = first.first();
                Canvas cv = bare.canvas();
                StringBuilder text = new StringBuilder(head);
                List<int[]> givens = new ArrayList<>();
                int count = (n == 4 ? 2 : n == 5 ? 5 : 9) + rnd.nextInt(n);
                for (int k = 0; k < count; k++) {
                    Cell c = new Cell(rnd.nextInt(n), rnd.nextInt(n));
                    if (givens.stream().anyMatch(x -> x[0] == c.row() + 1 && x[1] == c.col() + 1)) continue;
                    int v = rnd.nextInt(10) == 0 ? 1 + rnd.nextInt(n) : sol[cv.require(c)];
                    text.append(c).append(" = ").append(v).append('\n');
                    givens.add(new int[] {c.row() + 1, c.col() + 1, v});
                }
                Puzzle p = read(text.toString());
                Result r = Solver.of(p).solve(SolveOptions.upTo(CAP + 1).withMaxNodes(NODES), 0);
                if (r.outcome() != Outcome.COMPLETE && r.outcome() != Outcome.LIMIT) {
                    undecided++;
                    continue;
                }
                long theirs = org.cellwise.testing.Clingo.count(program(n, DutchFlatmates.middle(p.canvas().values()), givens), CAP + 1);
                assertEquals(Math.min(theirs, CAP + 1), Math.min(r.count(), CAP + 1), text::toString);
                for (int[] solution : r.solutions()) assertTrue(Checker.check(p, solution).ok(), text::toString);
                cases++;
                if (r.count() == 0) none++;
                if (r.count() > 1 && r.count() <= CAP) exact++;
            }
        }
        if (Boolean.getBoolean("df.verbose")) System.out.println(cases + " decided, " + undecided + " not, " + none + " without solution, " + exact + " with 2 to " + CAP);
        assertTrue(cases >= 26 && undecided <= 2, cases + " decided within " + NODES + " nodes, " + undecided + " not");
        assertTrue(none >= 2 && exact >= 5, none + " without solution, " + exact + " with 2 to " + CAP);
    }

    @Test
    void theMiddleValueIsSighsSolvers() {
        assertEquals(5, DutchFlatmates.middle(org.cellwise.model.ValueRange.of(9)));
        assertEquals(3, DutchFlatmates.middle(org.cellwise.model.ValueRange.of(6)));
        assertEquals(3, DutchFlatmates.middle(new org.cellwise.model.ValueRange(1, 5)));
    }

    static final String PUZZLE = """
            #puzzle flatmates
            size 9
            rules sudoku dutch-flatmates
            r1c1 = 5
            r2c1 = 9
            white r5c5 r5c6
            """;

    @Test
    void roundTripsThroughTextJsonAndTheFPuzzlesLink() throws Exception {
        Puzzle p = read(PUZZLE);
        String text = CellwiseWriter.write(p);
        assertTrue(text.contains("dutch-flatmates"), text);
        org.cellwise.testing.RoundTrips.sameRules(p, "df");
    }

    @Test
    void badStatementsAreLocated() {
        String[][] bad = {
            {"size 2 boxes none\nrules latin dutch-flatmates\n", "df.cw:2:13:"},
            {"size 4\nrules sudoku dutch-flatmate\n", "df.cw:2:14:"},
        };
        org.cellwise.testing.Located.refused("df.cw", bad);
    }

    @Test
    void theCheckerNamesTheColumnAWrongAnswerBreaks() throws Exception {
        // a 5 at the top of column 1 needs a 9 below it; this grid has a 6 there
        Puzzle p = read("size 9\nrules sudoku dutch-flatmates\n");
        int[] grid = new int[81];
        // a Sudoku whose first column starts 5 6: rows shifted by 3 in a band and by 1 between bands
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++) grid[r * 9 + c] = (r * 3 + r / 3 + c) % 9 + 1;
        int five = -1;
        for (int r = 0; r < 9; r++) if (grid[r * 9] == 5) five = r;
        Report rep = Checker.check(p, grid);
        boolean fiveOk = five > 0 && grid[(five - 1) * 9] == 1 || five < 8 && grid[(five + 1) * 9] == 9;
        assertFalse(fiveOk, "the grid's 5 in column 1 has no flatmate");
        assertFalse(rep.ok());
        assertTrue(rep.lines().stream().anyMatch(l -> l.broken() && l.rule().equals("dutch-flatmates: column 1")), rep.summary());
    }
}
