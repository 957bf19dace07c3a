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
import org.cellwise.format.Format;
import org.cellwise.format.FormatException;
import org.cellwise.format.Formats;
import org.cellwise.format.Writers;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;
import org.cellwise.puzzle.Puzzle;
import org.junit.jupiter.api.Test;

/**
 * Same-value houses: counted against clingo on an encoding of its own, read and written again, a puzzle with regions
 * refused where the rule stands, a wrong answer's broken rule named.
 */
class SameValueHousesTest {
    private static final int CAP = 40;
    private static final long NODES = 20_000;

    static Puzzle read(String text) throws FormatException {
        return Formats.readAll(text, "sv.cw", Format.CELLWISE).get(0);
    }

    /** A 4x4 Sudoku on values 1..m whose rows, columns and boxes each hold one set of values, as clingo reads it. */
    static String program(int m, List<int[]> givens) {
        StringBuilder sb = new StringBuilder("#const m=" + m + ".\n");
        sb.append("""
                rc(1..4). val(1..m).
                1 { v(R,C,N) : val(N) } 1 :- rc(R), rc(C).
                in(row(R),R,C) :- rc(R), rc(C). in(col(C),R,C) :- rc(R), rc(C).
                in(box((R-1)/2*2 + (C-1)/2),R,C) :- rc(R), rc(C).
                house(H) :- in(H,_,_).
                :- in(H,R1,C1), in(H,R2,C2), (R1,C1) < (R2,C2), v(R1,C1,N), v(R2,C2,N).
                has(H,N) :- in(H,R,C), v(R,C,N).
                :- house(H1), house(H2), has(H1,N), not has(H2,N).
                """);
        for (int[] g : givens) sb.append("v(").append(g[0]).append(',').append(g[1]).append(',').append(g[2]).append(").\n");
        return sb.toString();
    }

    @Test
    void countsAgreeWithClingoOnRandomPuzzles() throws Exception {
        org.cellwise.testing.Clingo.requireInstalled();
        Random rnd = new Random(20261132);
        int cases = 0, none = 0, exact = 0;
        for (int run = 0; run < 24; run++) {
            int m = 5 + rnd.nextInt(2);
            String head = "size 4\nvalues 1.." + m + "\nrules sudoku same-value-houses\n";
            Puzzle bare = read(head + new Cell(rnd.nextInt(4), rnd.nextInt(4)) + " = " + (1 + rnd.nextInt(m)) + "\n");
            int[] sol = Solver.of(bare).first().first();
            Canvas cv = bare.canvas();
            StringBuilder text = new StringBuilder(head);
            List<int[]> givens = new ArrayList<>();
            for (int k = 1 + rnd.nextInt(5); k > 0; k--) {
                Cell c = new Cell(rnd.nextInt(4), rnd.nextInt(4));
                if (givens.stream().anyMatch(x -> x[0] == c.row() + 1 && x[1] == c.col() + 1)) continue;
                int v = rnd.nextInt(6) == 0 ? 1 + rnd.nextInt(m) : sol[cv.require(c)];
                text.append(c).append(" = ").append(v).append('\n');
                givens.add(new int[] {c.row() + 1, c.col() + 1, v});
            }
            Puzzle p = read(text.toString());
            Result r = Solver.of(p).solve(SolveOptions.upTo(CAP + 1).withMaxNodes(NODES), 0);
            assertTrue(r.outcome() == Outcome.COMPLETE || r.outcome() == Outcome.LIMIT, text::toString);
            long theirs = org.cellwise.testing.Clingo.count(program(m, givens), CAP + 1);
            assertEquals(Math.min(theirs, CAP + 1), Math.min(r.count(), CAP + 1), text::toString);
            for (int[] solution : r.solutions()) assertTrue(Checker.check(p, solution).ok(), text::toString);
            cases++;
            if (r.count() == 0) none++;
            if (r.count() >= 1 && r.count() <= CAP) exact++;
        }
        assertTrue(none >= 1 && exact >= 6, cases + " puzzles: " + none + " without solution, " + exact + " with 1 to " + CAP);
    }

    @Test
    void roundTripsAndRefusesRegions() throws Exception {
        Puzzle p = read("size 4\nvalues 1..5\nrules sudoku same-value-houses\nr1c1 = 5\n");
        for (Format f : List.of(Format.CELLWISE, Format.JSON)) {
            String written = Writers.write(p, f);
            assertEquals(p.rules(), Formats.readAll(written, "sv", f).get(0).rules(), written);
        }
        org.cellwise.testing.Located.refused("sv.cw", new String[][] {
            {"size 4 boxes none\nvalues 1..5\nrules latin same-value-houses\nregion a r1c1 r1c2 r2c1 r2c2\n", "sv.cw:3:13:"},
            {"grid a at 1,1 size 4\ngrid b at 1,6 size 4\nvalues 1..5\nrules latin same-value-houses\n", "sv.cw:"},
        });
    }

    @Test
    void theCheckerNamesTheRuleAWrongAnswerBreaks() throws Exception {
        Puzzle p = read("size 4\nvalues 1..5\nrules sudoku same-value-houses\n");
        int[] good = Solver.of(p).first().first();
        assertTrue(Checker.check(p, good).ok());
        // r1c1 takes the value no house holds: row 1 then holds a value the others do not
        java.util.Set<Integer> used = new java.util.HashSet<>();
        for (int v : good) used.add(v);
        int unused = java.util.stream.IntStream.rangeClosed(1, 5).filter(v -> !used.contains(v)).findFirst().orElseThrow();
        int[] bad = good.clone();
        bad[p.canvas().require(new Cell(0, 0))] = unused;
        Report rep = Checker.check(p, bad);
        assertFalse(rep.ok());
        assertTrue(rep.lines().stream().anyMatch(l -> l.broken() && l.rule().startsWith("same-value-houses")), rep.summary());
    }
}
