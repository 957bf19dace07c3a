package org.cellwise.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
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
 * Equal sums: counted against clingo on an encoding of its own, read and written again (text, JSON, the f-puzzles
 * link), bad statements located, a wrong answer's broken clue named, the sets drawn.
 */
class EqualSumTest {
    private static final int CAP = 40;
    private static final long NODES = 20_000;

    static Puzzle read(String text) throws FormatException {
        return Formats.readAll(text, "es.cw", Format.CELLWISE).get(0);
    }

    /** A Latin square of side n whose clues' sets each add up to the clue's one sum (an unknown of clingo's). */
    static String program(int n, List<int[]> givens, List<List<List<Cell>>> clues) {
        StringBuilder sb = new StringBuilder("#const n=" + n + ".\n");
        sb.append("""
                rc(1..n). val(1..n).
                1 { v(R,C,N) : val(N) } 1 :- rc(R), rc(C).
                :- v(R,C1,N), v(R,C2,N), C1 < C2.
                :- v(R1,C,N), v(R2,C,N), R1 < R2.
                sum(K,S,T) :- set(K,S), T = #sum { V,R,C : in(K,S,R,C), v(R,C,V) }.
                :- sum(K,S1,T1), sum(K,S2,T2), T1 != T2.
                #show v/3.
                """);
        for (int[] g : givens) sb.append("v(").append(g[0]).append(',').append(g[1]).append(',').append(g[2]).append(").\n");
        for (int k = 0; k < clues.size(); k++)
            for (int s = 0; s < clues.get(k).size(); s++) {
                sb.append("set(").append(k).append(',').append(s).append(").\n");
                for (Cell c : clues.get(k).get(s))
                    sb.append("in(").append(k).append(',').append(s).append(',').append(c.row() + 1).append(',').append(c.col() + 1).append(").\n");
            }
        return sb.toString();
    }

    private static List<Cell> set(Random rnd, int n) {
        Set<Cell> out = new LinkedHashSet<>();
        int size = 1 + rnd.nextInt(3);
        while (out.size() < size) out.add(new Cell(rnd.nextInt(n), rnd.nextInt(n)));
        return new ArrayList<>(out);
    }

    @Test
    void countsAgreeWithClingoOnRandomPuzzles() throws Exception {
        org.cellwise.testing.Clingo.requireInstalled();
        Random rnd = new Random(20261131);
        int cases = 0, undecided = 0, none = 0, exact = 0, unique = 0;
        for (int[] s : new int[][] {{4, 12}, {5, 12}, {6, 6}}) {
            int n = s[0];
            String head = "size " + n + " boxes none\nrules latin\n";
            for (int run = 0; run < s[1]; run++) {
                Puzzle bare = read(head + new Cell(rnd.nextInt(n), rnd.nextInt(n)) + " = " + (1 + rnd.nextInt(n)) + "\n");
                int[] sol = Solver.of(bare).first().first();
                Canvas cv = bare.canvas();
                StringBuilder text = new StringBuilder(head);
                List<int[]> givens = new ArrayList<>();
                int count = (n == 4 ? 1 : n == 5 ? 4 : 9) + rnd.nextInt(n);
                for (int k = 0; k < count; k++) {
                    Cell c = new Cell(rnd.nextInt(n), rnd.nextInt(n));
                    if (givens.stream().anyMatch(x -> x[0] == c.row() + 1 && x[1] == c.col() + 1)) continue;
                    text.append(c).append(" = ").append(sol[cv.require(c)]).append('\n');
                    givens.add(new int[] {c.row() + 1, c.col() + 1, sol[cv.require(c)]});
                }
                // clues of 2 or 3 sets: sets whose sums in the solution are equal, or now and then any sets
                List<List<List<Cell>>> clues = new ArrayList<>();
                for (int k = 1 + rnd.nextInt(3); k > 0; k--) {
                    boolean any = rnd.nextInt(4) == 0;
                    List<List<Cell>> sets = new ArrayList<>(List.of(set(rnd, n)));
                    int target = sets.get(0).stream().mapToInt(c -> sol[cv.require(c)]).sum();
                    for (int tries = 0; tries < 200 && sets.size() < 2 + rnd.nextInt(2); tries++) {
                        List<Cell> t = set(rnd, n);
                        if (any || t.stream().mapToInt(c -> sol[cv.require(c)]).sum() == target) sets.add(t);
                    }
                    if (sets.size() < 2) continue;
                    clues.add(sets);
                    text.append(new EqualSum(sets).statement()).append('\n');
                }
                Puzzle p = read(text.toString());
                Result r = Solver.of(p).solve(SolveOptions.upTo(CAP + 1).withMaxNodes(NODES), 0);
                if (r.outcome() != Outcome.COMPLETE && r.outcome() != Outcome.LIMIT) {
                    undecided++;
                    continue;
                }
                long theirs = org.cellwise.testing.Clingo.count(program(n, givens, clues), CAP + 1, "--project");
                assertEquals(Math.min(theirs, CAP + 1), Math.min(r.count(), CAP + 1), text::toString);
                for (int[] solution : r.solutions()) assertTrue(Checker.check(p, solution).ok(), text::toString);
                cases++;
                if (r.count() == 0) none++;
                if (r.count() == 1) unique++;
                if (r.count() > 1 && r.count() <= CAP) exact++;
            }
        }
        if (Boolean.getBoolean("es.verbose"))
            System.out.println(cases + " decided, " + undecided + " not, " + none + " without solution, " + unique + " unique, " + exact + " with 2 to " + CAP);
        assertTrue(cases >= 28 && undecided <= 2, cases + " decided within " + NODES + " nodes, " + undecided + " not");
        assertTrue(none >= 1 && unique + exact >= 8, none + " without solution, " + unique + " unique, " + exact + " with 2 to " + CAP);
    }

    static final String PUZZLE = """
            #puzzle magic
            size 9
            rules sudoku
            r4c1 = 3
            equal-sum r4c4 r4c5 r4c6 | r5c4 r5c5 r5c6 | r6c4 r6c5 r6c6 | r4c4 r5c5 r6c6
            equal-sum r1c1 | r2c2 r2c3
            """;

    @Test
    void roundTripsThroughTextJsonAndTheFPuzzlesLink() throws Exception {
        Puzzle p = read(PUZZLE);
        org.cellwise.testing.RoundTrips.sameRules(p, "es");
        assertTrue(Writers.write(p, Format.CELLWISE).contains("equal-sum r1c1 | r2c2 r2c3\n"));
    }

    @Test
    void badStatementsAreLocated() {
        String head = "size 4\nrules sudoku\n";
        String[][] bad = {
            {head + "equal-sum r1c1 r1c2\n", "es.cw:3:1:"},
            {head + "equal-sum r1c1 | r1c2 r1c2\n", "es.cw:3:"},
            {head + "equal-sum r1c1 |\n", "es.cw:3:"},
            {head + "equal-sum r1c1 | r9c9\n", "es.cw:3:18:"},
            {head + "equal-sum\n", "es.cw:3:"},
        };
        org.cellwise.testing.Located.refused("es.cw", bad);
    }

    @Test
    void theCheckerNamesTheClueAWrongAnswerBreaks() throws Exception {
        Puzzle p = read("size 4\nrules sudoku\nequal-sum r1c1 r1c2 | r3c3 r3c4\n");
        int[] good = Solver.of(p).first().first();
        assertTrue(Checker.check(p, good).ok());
        // another value in r1c1 changes one set's sum and not the other's
        int[] bad = good.clone();
        int i = p.canvas().require(new Cell(0, 0));
        bad[i] = good[i] % 4 + 1;
        Report rep = Checker.check(p, bad);
        assertFalse(rep.ok());
        assertTrue(rep.lines().stream().anyMatch(l -> l.broken() && l.rule().contains("equal sum r1c1 | r3c3")), rep.summary());
    }

    @Test
    void thePictureOutlinesTheSets() throws Exception {
        String with = org.cellwise.render.SvgRenderer.render(read(PUZZLE), null);
        String without = org.cellwise.render.SvgRenderer.render(read(PUZZLE.replaceAll("equal-sum.*\n", "")), null);
        assertTrue(with.contains("=Σ"), "the first set of each clue is marked");
        assertTrue(with.length() > without.length());
    }
}
