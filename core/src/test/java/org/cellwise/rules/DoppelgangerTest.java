package org.cellwise.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
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
import org.cellwise.format.JsonWriter;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.puzzle.Puzzle;
import org.junit.jupiter.api.Test;

/**
 * Doppelganger: counted against clingo on an encoding of its own, read and written again, bad statements located, a
 * wrong answer's broken rule named.
 */
class DoppelgangerTest {
    private static final int CAP = 40;
    /** The search's bound on one puzzle: a puzzle not decided within it is counted apart, not compared. */
    private static final long NODES = 20_000;

    static Puzzle read(String text) throws FormatException {
        return Formats.readAll(text, "dg.cw", Format.CELLWISE).get(0);
    }

    /**
     * The rule as its words say it, for clingo: a house's missing value is the value none of its cells holds (not a
     * cell beside the grid); every house holds 0; no two houses of a kind miss one value; a 0's houses miss different
     * values. Givens on the missing values are said of the houses.
     */
    static String program(int n, int bh, int bw, List<int[]> givens, List<String> extra) {
        StringBuilder sb = new StringBuilder();
        sb.append("#const n=").append(n).append(". #const bh=").append(bh).append(". #const bw=").append(bw).append(".\n");
        sb.append("""
                rc(1..n). val(0..n).
                1 { v(R,C,N) : val(N) } 1 :- rc(R), rc(C).
                in(row(R),R,C) :- rc(R), rc(C).
                in(col(C),R,C) :- rc(R), rc(C).
                in(box(((R-1)/bh)*(n/bw) + (C-1)/bw + 1),R,C) :- rc(R), rc(C).
                house(H) :- in(H,_,_).
                kind(row(X),1) :- house(row(X)). kind(col(X),2) :- house(col(X)). kind(box(X),3) :- house(box(X)).
                :- in(H,R1,C1), in(H,R2,C2), (R1,C1) < (R2,C2), v(R1,C1,N), v(R2,C2,N).
                has(H,N) :- in(H,R,C), v(R,C,N).
                :- house(H), not has(H,0).
                miss(H,N) :- house(H), val(N), not has(H,N).
                :- miss(H1,N), miss(H2,N), kind(H1,K), kind(H2,K), H1 < H2.
                :- v(R,C,0), in(H1,R,C), in(H2,R,C), H1 < H2, miss(H1,N), miss(H2,N).
                #project v/3.
                """);
        for (int[] g : givens) sb.append("v(").append(g[0]).append(',').append(g[1]).append(',').append(g[2]).append(").\n");
        for (String e : extra) sb.append(e).append('\n');
        return sb.toString();
    }

    @Test
    void countsAgreeWithClingoOnRandomPuzzles() throws Exception {
        org.cellwise.testing.Clingo.requireInstalled();
        Random rnd = new Random(20261129);
        int cases = 0, undecided = 0, nonzero = 0, several = 0, exact = 0;
        // side, box rows, box columns, runs
        int[][] plan = {{4, 2, 2, 12}, {6, 2, 3, 10}, {4, 0, 0, 4}};
        for (int[] s : plan) {
            int n = s[0], bh = s[1], bw = s[2];
            boolean boxes = bh > 0;
            String head = "size " + n + (boxes ? " boxes " + bh + "x" + bw : " boxes none") + "\nvalues 0.." + n + "\nrules "
                    + (boxes ? "sudoku" : "latin") + " doppelganger\n";
            for (int run = 0; run < s[3]; run++) {
                // a solution to read clues from, with a random givens' start so that the runs differ
                Puzzle bare = read(head + new Cell(rnd.nextInt(n), rnd.nextInt(n)) + " = " + rnd.nextInt(n + 1) + "\n");
                Result first = Solver.of(bare).first();
                if (!first.solved()) continue;
                int[] sol = first.first();
                Canvas cv = bare.canvas();
                Grid g = cv.grids().get(0);
                StringBuilder text = new StringBuilder(head);
                List<int[]> givens = new ArrayList<>();
                List<String> asp = new ArrayList<>();
                int count = (n == 4 ? 3 : 12) + rnd.nextInt(n == 4 ? 5 : 9);
                for (int k = 0; k < count; k++) {
                    Cell c = new Cell(rnd.nextInt(n), rnd.nextInt(n));
                    if (givens.stream().anyMatch(x -> x[0] == c.row() + 1 && x[1] == c.col() + 1)) continue;
                    // now and then a wrong value, so that some puzzles have no solution
                    int v = rnd.nextInt(12) == 0 ? rnd.nextInt(n + 1) : sol[cv.require(c)];
                    text.append(c).append(" = ").append(v).append('\n');
                    givens.add(new int[] {c.row() + 1, c.col() + 1, v});
                }
                // a value some house misses, given in its cell beside the grid (and said of the house for clingo)
                for (int k = rnd.nextInt(3); k > 0; k--) {
                    int kind = rnd.nextInt(boxes ? 3 : 2), i = rnd.nextInt(n);
                    Cell m = kind == 0 ? Doppelganger.rowMissing(g, i) : kind == 1 ? Doppelganger.columnMissing(g, i) : Doppelganger.boxMissing(g, i);
                    int v = rnd.nextInt(8) == 0 ? 1 + rnd.nextInt(n) : sol[cv.require(m)];
                    text.append(m).append(" = ").append(v).append('\n');
                    asp.add(":- not miss(" + (kind == 0 ? "row" : kind == 1 ? "col" : "box") + "(" + (i + 1) + ")," + v + ").");
                }
                Puzzle p = read(text.toString());
                Result r = Solver.of(p).solve(SolveOptions.upTo(CAP + 1).withMaxNodes(NODES), 0);
                if (r.outcome() != Outcome.COMPLETE && r.outcome() != Outcome.LIMIT) {
                    undecided++;
                    continue;
                }
                String program = program(n, boxes ? bh : n, boxes ? bw : n, givens, asp);
                // without boxes, no box is a house
                if (!boxes) program = program.replace("in(box(((R-1)/bh)*(n/bw) + (C-1)/bw + 1),R,C) :- rc(R), rc(C).", "");
                long theirs = org.cellwise.testing.Clingo.count(program, CAP + 1, "--project");
                assertEquals(Math.min(theirs, CAP + 1), Math.min(r.count(), CAP + 1), text::toString);
                for (int[] solution : r.solutions()) assertTrue(Checker.check(p, solution).ok(), text::toString);
                cases++;
                if (r.count() > 0) nonzero++;
                if (r.count() > 1) several++;
                if (r.count() > 1 && r.count() <= CAP) exact++;
            }
        }
        if (Boolean.getBoolean("dg.verbose")) System.out.println(cases + " decided, " + undecided + " not, " + nonzero + " with solutions, " + several + " several, " + exact + " of them at most " + CAP);
        assertTrue(cases >= 24 && undecided <= 2, cases + " decided within " + NODES + " nodes, " + undecided + " not");
        assertTrue(nonzero >= 8 && several >= 3 && exact >= 3 && nonzero < cases, "solutions: " + nonzero + " of " + cases + " have some, " + several + " several");
    }

    static final String PUZZLE = """
            #puzzle doppelganger
            size 4
            values 0..4
            rules sudoku doppelganger
            r1c1 = 0
            r1c2 = 3
            r1c6 = 2
            r6c2 > r6c1
            whispers 2 r1c8 r2c8
            """;

    @Test
    void roundTripsThroughTextAndJson() throws Exception {
        Puzzle p = read(PUZZLE);
        // 16 grid cells, 4 rows', 4 columns' and 4 boxes' missing values
        assertEquals(28, p.canvas().size());
        String text = CellwiseWriter.write(p);
        assertFalse(text.contains("\ncells "), "the missing-value cells come with the rule, not listed:\n" + text);
        Puzzle again = read(text);
        assertEquals(new java.util.HashSet<>(p.rules()), new java.util.HashSet<>(again.rules()));
        assertEquals(p.canvas(), again.canvas());
        assertEquals(text, CellwiseWriter.write(again));
        Puzzle json = Formats.readAll(JsonWriter.write(p), "dg.json", Format.JSON).get(0);
        assertEquals(new java.util.HashSet<>(p.rules()), new java.util.HashSet<>(json.rules()));
        assertEquals(p.canvas(), json.canvas());
        assertEquals(Solver.of(p).uniqueness().count(), Solver.of(again).uniqueness().count());
    }

    @Test
    void theFPuzzlesLinkRefusesItByName() throws Exception {
        // f-puzzles holds one grid of values 1..N and no cells beside it: the rule's cells have no place there
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> org.cellwise.format.Writers.write(read(PUZZLE), Format.FPUZZLES));
        assertTrue(e.getMessage().contains("'doppelganger' keeps the missing values"), e.getMessage());
    }

    @Test
    void badStatementsAreLocated() {
        String[][] bad = {
            {"size 4\nrules sudoku doppelganger\n", "dg.cw:2:14:"},
            {"size 4x6\nvalues 0..6\nrules latin doppelganger\n", "dg.cw:3:13:"},
            {"grid a at 1,1 size 4\ngrid b at 1,3 size 4\nvalues 0..4\nrules latin doppelganger\n", "dg.cw:4:13:"},
            {"size 4\nvalues 0..4\nrules sudoku anti-knight doppelganger\n", "dg.cw:3:14:"},
            {"size 4\nvalues 0..4\nrules sudoku doppelganger\nr1c6 = 5\n", "dg.cw:4:"},
            {"size 4\nvalues 0..4\nrules sudoku doppelganger\nr1c7 = 1\n", "dg.cw:4:1:"},
            {"size 4\nvalues 0..4\ncells r1c6\nrules sudoku doppelganger chaos-construction\n", "dg.cw:4:"},
        };
        org.cellwise.testing.Located.refused("dg.cw", bad);
    }

    @Test
    void theCheckerNamesTheRuleAWrongAnswerBreaks() throws Exception {
        Puzzle p = read("size 4\nvalues 0..4\nrules sudoku doppelganger\n");
        int[] good = Solver.of(p).first().first();
        assertTrue(Checker.check(p, good).ok());
        Canvas cv = p.canvas();
        Grid g = cv.grids().get(0);
        // the missing value of row 1 said wrong: its row then holds a value twice with it
        int[] wrongMissing = good.clone();
        int m = cv.require(Doppelganger.rowMissing(g, 0));
        wrongMissing[m] = good[cv.require(new Cell(0, 0))] == 0 ? good[cv.require(new Cell(0, 1))] : good[cv.require(new Cell(0, 0))];
        Report a = Checker.check(p, wrongMissing);
        assertFalse(a.ok());
        assertTrue(a.lines().stream().anyMatch(l -> l.broken() && l.rule().contains("doppelganger") && l.rule().contains("row 1")), a.summary());
        // two rows' missing values swapped with their rows' values: a row without 0 is named
        int[] noZero = good.clone();
        for (int c = 0; c < 4; c++) {
            int i = cv.require(new Cell(0, c));
            if (good[i] == 0) noZero[i] = good[m];
        }
        noZero[m] = 0;
        Report b = Checker.check(p, noZero);
        assertTrue(b.lines().stream().anyMatch(l -> l.broken() && l.rule().contains("doppelganger") && l.rule().contains("holds 0")), b.summary());
    }

    @Test
    void theSolvedPictureShowsTheMissingValues() throws Exception {
        Puzzle p = read(PUZZLE);
        int[] solution = Solver.of(p).first().first();
        String posed = org.cellwise.render.SvgRenderer.render(p, null), solved = org.cellwise.render.SvgRenderer.render(p, solution);
        // the solved picture writes a value in every cell the puzzle did not give, beside the grid too: 28 cells, 3 given
        long before = texts(posed), after = texts(solved);
        assertTrue(after - before >= p.canvas().size() - 3, before + " texts posed, " + after + " solved");
    }

    private static long texts(String svg) {
        return java.util.regex.Pattern.compile("<text[^>]*>[0-9]</text>").matcher(svg).results().count();
    }
}
