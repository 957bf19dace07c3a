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
import org.cellwise.model.Cell;
import org.cellwise.puzzle.Puzzle;
import org.junit.jupiter.api.Test;

/**
 * Connected values: counted against clingo on an encoding of its own (neighbours worked out from rows and columns,
 * the area reached from its last cell), on Latin squares and on raw grids with no rule; read and written again; bad
 * statements refused where they stand; a wrong answer's broken clue named; the engine failing an area that cannot be
 * made before it guesses.
 */
class ConnectedValuesTest {
    private static final int CAP = 30;
    private static final long NODES = 20_000;

    static Puzzle read(String text) throws FormatException {
        return Formats.readAll(text, "cv.cw", Format.CELLWISE).get(0);
    }

    /**
     * An n x n grid of values 1..m (a Latin square when {@code latin}), with per clue its values, size (0: any) and
     * cells (empty: all), as clingo reads it: a cell is in clue K's area when it is among its cells and holds one of
     * its values; every such cell reaches the last of them in order through neighbours in the area; some cell is in it.
     */
    static String program(int n, int m, boolean latin, List<int[]> values, List<Integer> sizes, List<List<Cell>> cells, List<int[]> givens) {
        StringBuilder sb = new StringBuilder("#const n=" + n + ". #const m=" + m + ".\n");
        sb.append("rc(1..n). val(1..m).\n1 { v(R,C,N) : val(N) } 1 :- rc(R), rc(C).\n");
        if (latin) sb.append(":- v(R,C1,N), v(R,C2,N), C1 < C2.\n:- v(R1,C,N), v(R2,C,N), R1 < R2.\n");
        for (int k = 0; k < values.size(); k++) {
            for (int v : values.get(k)) sb.append("kv(").append(k).append(',').append(v).append(").\n");
            if (cells.get(k).isEmpty()) sb.append("among(").append(k).append(",R,C) :- rc(R), rc(C).\n");
            else for (Cell c : cells.get(k)) sb.append("among(").append(k).append(',').append(c.row() + 1).append(',').append(c.col() + 1).append(").\n");
            if (sizes.get(k) > 0) sb.append(":- #count { R,C : area(").append(k).append(",R,C) } != ").append(sizes.get(k)).append(".\n");
        }
        sb.append("""
                area(K,R,C) :- among(K,R,C), v(R,C,N), kv(K,N).
                last(K,R,C) :- area(K,R,C), not area(K,R2,C2) : area(K,R2,C2), (R2,C2) > (R,C).
                reach(K,R,C) :- last(K,R,C).
                reach(K,R2,C2) :- reach(K,R,C), area(K,R2,C2), |R-R2| + |C-C2| == 1.
                :- area(K,R,C), not reach(K,R,C).
                some(K) :- area(K,_,_).
                :- kv(K,_), not some(K).
                """);
        for (int[] g : givens) sb.append("v(").append(g[0]).append(',').append(g[1]).append(',').append(g[2]).append(").\n");
        return sb.toString();
    }

    @Test
    void countsAgreeWithClingoOnRandomPuzzles() throws Exception {
        org.cellwise.testing.Clingo.requireInstalled();
        Random rnd = new Random(56056);
        int cases = 0, none = 0, exact = 0;
        for (int run = 0; run < 40; run++) {
            boolean latin = rnd.nextInt(3) > 0;
            int n = latin ? 4 + rnd.nextInt(2) : 3, m = latin ? n : 2 + rnd.nextInt(2);
            String head = "size " + n + " boxes none\nvalues 1.." + m + "\n" + (latin ? "rules latin\n" : "");
            // the clues are read off a grid of the rule (most of them hold on it), so that many puzzles have answers
            int[] grid = Solver.of(read(head + new Cell(rnd.nextInt(n), rnd.nextInt(n)) + " = " + (1 + rnd.nextInt(m)) + "\n")).first().first();
            if (!latin) for (int i = 0; i < grid.length; i++) grid[i] = 1 + rnd.nextInt(m);
            StringBuilder text = new StringBuilder(head);
            List<int[]> values = new ArrayList<>();
            List<Integer> sizes = new ArrayList<>();
            List<List<Cell>> cells = new ArrayList<>();
            for (int k = 1 + rnd.nextInt(2); k > 0; k--) {
                List<Cell> among = new ArrayList<>();
                if (rnd.nextInt(3) == 0) // a rectangle of the grid
                    for (int r = 0; r < n - 1; r++) for (int c = 1; c < n; c++) among.add(new Cell(r, c));
                List<Cell> room = among.isEmpty() ? new ArrayList<>() : among;
                if (among.isEmpty()) for (int r = 0; r < n; r++) for (int c = 0; c < n; c++) room.add(new Cell(r, c));
                int[] vs = null;
                int size = 0;
                for (int tries = 0; tries < 20 && vs == null; tries++) {
                    java.util.Set<Integer> pick = new java.util.TreeSet<>();
                    for (int j = 1 + rnd.nextInt(latin ? 3 : 2); j > 0; j--) pick.add(1 + rnd.nextInt(m));
                    int[] cand = pick.stream().mapToInt(Integer::intValue).toArray();
                    List<Cell> area = new ArrayList<>();
                    for (Cell c : room) if (pick.contains(grid[c.row() * n + c.col()])) area.add(c);
                    if (area.isEmpty() || !connected(area)) continue;
                    vs = cand;
                    size = rnd.nextInt(3) == 0 ? 0 : area.size() + (rnd.nextInt(5) == 0 ? 1 - 2 * rnd.nextInt(2) : 0);
                }
                if (vs == null) vs = new int[] {1 + rnd.nextInt(m)};
                size = Math.max(0, Math.min(size, room.size()));
                values.add(vs);
                sizes.add(size);
                cells.add(among);
                StringBuilder vt = new StringBuilder();
                for (int v : vs) vt.append(vt.length() == 0 ? "" : ",").append(v);
                text.append("connected-values ").append(vt).append(size > 0 ? " size " + size : "")
                        .append(among.isEmpty() ? "" : " : " + Clue.cells(among)).append('\n');
            }
            List<int[]> givens = new ArrayList<>();
            for (int k = rnd.nextInt(latin ? n + 2 : n + 3); k > 0; k--) {
                Cell c = new Cell(rnd.nextInt(n), rnd.nextInt(n));
                if (givens.stream().anyMatch(x -> x[0] == c.row() + 1 && x[1] == c.col() + 1)) continue;
                int v = rnd.nextInt(8) == 0 ? 1 + rnd.nextInt(m) : grid[c.row() * n + c.col()];
                text.append(c).append(" = ").append(v).append('\n');
                givens.add(new int[] {c.row() + 1, c.col() + 1, v});
            }
            Puzzle p = read(text.toString());
            Result r = Solver.of(p).solve(SolveOptions.upTo(CAP + 1).withMaxNodes(NODES), 0);
            assertTrue(r.outcome() == Outcome.COMPLETE || r.outcome() == Outcome.LIMIT, text::toString);
            long theirs = org.cellwise.testing.Clingo.count(program(n, m, latin, values, sizes, cells, givens), CAP + 1);
            assertEquals(Math.min(theirs, CAP + 1), Math.min(r.count(), CAP + 1), text::toString);
            for (int[] solution : r.solutions()) assertTrue(Checker.check(p, solution).ok(), text::toString);
            cases++;
            if (r.count() == 0) none++;
            if (r.count() >= 1 && r.count() <= CAP) exact++;
        }
        assertTrue(none >= 3 && exact >= 5, cases + " puzzles: " + none + " without solution, " + exact + " with 1 to " + CAP);
    }

    /** Whether the cells are one orthogonally connected piece. */
    private static boolean connected(List<Cell> area) {
        java.util.Set<Cell> left = new java.util.HashSet<>(area), seen = new java.util.HashSet<>();
        java.util.ArrayDeque<Cell> todo = new java.util.ArrayDeque<>(List.of(area.get(0)));
        seen.add(area.get(0));
        while (!todo.isEmpty()) {
            Cell c = todo.pop();
            for (Cell o : List.of(new Cell(c.row() + 1, c.col()), new Cell(c.row() - 1, c.col()), new Cell(c.row(), c.col() + 1), new Cell(c.row(), c.col() - 1)))
                if (left.contains(o) && seen.add(o)) todo.push(o);
        }
        return seen.size() == area.size();
    }

    static final String PUZZLE = """
            size 4 boxes none
            rules latin
            connected-values 1,3
            connected-values 2 size 2 : r1c1 r1c2 r2c1 r2c2
            r1c1 = 1
            """;

    @Test
    void roundTripsThroughTextJsonAndTheFPuzzlesLink() throws Exception {
        Puzzle p = read(PUZZLE);
        org.cellwise.testing.RoundTrips.sameRules(p, "cv");
        String text = Writers.write(p, Format.CELLWISE);
        assertTrue(text.contains("connected-values 1,3\n") && text.contains("connected-values 2 size 2 : r1c1 r1c2 r2c1 r2c2\n"), text);
    }

    /** A raw grid (no rule: ISS's Homogenous) is written back with no rules line; an f-puzzles link cannot hold it. */
    @Test
    void aRawGridIsWrittenWithNoRulesAndRefusedByTheLink() throws Exception {
        Puzzle p = read("size 4 boxes none\nvalues 0..3\nconnected-values 0 size 4\nconnected-values 1 size 4\nr1c1 = 0\n");
        for (Format f : List.of(Format.CELLWISE, Format.JSON)) {
            String written = Writers.write(p, f);
            Puzzle again = Formats.readAll(written, "raw", f).get(0);
            assertEquals(p.rules(), again.rules(), written);
            assertEquals(p.constraints().size(), again.constraints().size(), written);
        }
        assertFalse(Writers.write(p, Format.CELLWISE).contains("rules"));
        // values repeat in rows and columns: four 0s in a row hold
        Result r = Solver.of(read("size 4 boxes none\nvalues 0..3\nconnected-values 0 size 4\nr1c1 = 0\nr1c2 = 0\nr1c3 = 0\nr1c4 = 0\n"))
                .solve(SolveOptions.upTo(1), 0);
        assertEquals(1, r.count());
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> Writers.write(read("size 4 boxes none\nconnected-values 1 size 4\n"), Format.FPUZZLES));
        assertTrue(e.getMessage().contains("different values in each row and column"), e.getMessage());
    }

    @Test
    void badStatementsAreLocated() {
        String head = "size 4\nrules sudoku\n";
        org.cellwise.testing.Located.refused("cv.cw", new String[][] {
            {head + "connected-values\n", "cv.cw:3:"},
            {head + "connected-values x\n", "cv.cw:3:18:"},
            {head + "connected-values 1 size\n", "cv.cw:3:"},
            {head + "connected-values 1 size 0\n", "cv.cw:3:25:"},
            {head + "connected-values 1 size big\n", "cv.cw:3:25:"},
            {head + "connected-values 1 around r1c1\n", "cv.cw:3:20:"},
            {head + "connected-values 1 :\n", "cv.cw:3:"},
            {head + "connected-values 1 : r1c1 r1c2 r1c1\n", "cv.cw:3:32:"},
            {head + "connected-values 1 : r1c1 r9c9\n", "cv.cw:3:27:"},
            {head + "connected-values 7\n", "cv.cw:3:1:"},
            {head + "connected-values 1 size 17\n", "cv.cw:3:1:"},
            {head + "connected-values 1 size 3 : r1c1 r1c2\n", "cv.cw:3:1:"},
        });
    }

    @Test
    void theCheckerNamesTheClueAWrongAnswerBreaks() throws Exception {
        Puzzle p = read("size 4 boxes none\nvalues 1..2\nconnected-values 1 size 4\nr1c1 = 1\n");
        int[] good = new int[16], split = new int[16], small = new int[16];
        java.util.Arrays.fill(good, 2);
        java.util.Arrays.fill(split, 2);
        java.util.Arrays.fill(small, 2);
        for (int c = 0; c < 4; c++) good[c] = 1; // row 1
        split[0] = split[1] = split[14] = split[15] = 1; // two pieces
        small[0] = 1;
        assertTrue(Checker.check(p, good).ok());
        for (int[] bad : List.of(split, small)) {
            Report rep = Checker.check(p, bad);
            assertFalse(rep.ok());
            assertTrue(rep.lines().stream().anyMatch(l -> l.broken() && l.rule().equals("connected values 1 size 4")), rep.summary());
        }
        assertTrue(Checker.check(p, split).lines().stream().anyMatch(l -> l.broken() && l.detail().equals("the area is in 2 pieces: r1c1 r1c2; r4c3 r4c4")),
                Checker.check(p, split).lines().toString());
    }

    @Test
    void anAreaThatCannotBeMadeFailsBeforeAGuess() throws Exception {
        // two 1s too far apart for an area of three; a 1 walled in by 2s; an area of four with room for three
        for (String clue : List.of("connected-values 1 size 3\nr1c1 = 1\nr4c4 = 1\n", "connected-values 1\nr1c1 = 1\nr1c2 = 2\nr2c1 = 2\nr4c4 = 1\n",
                "connected-values 1 size 4\nr1c1 = 1\nr1c2 = 2\nr3c1 = 2\nr2c2 = 2\n")) {
            Puzzle p = read("size 4 boxes none\nvalues 1..2\n" + clue);
            Result r = Solver.of(p).solve(SolveOptions.upTo(1), 0);
            assertEquals(0, r.count(), clue);
            assertEquals(Outcome.COMPLETE, r.outcome(), clue);
            assertTrue(r.stats().nodes() <= 1, clue + ": " + r.stats().nodes() + " nodes");
        }
    }

    @Test
    void thePictureOutlinesListedCells() throws Exception {
        String with = org.cellwise.render.SvgRenderer.render(read(PUZZLE), null);
        String without = org.cellwise.render.SvgRenderer.render(read(PUZZLE.replaceAll("connected-values 2.*\n", "")), null);
        assertTrue(with.contains(">2 (2)<"), "the listed cells are labelled with the values and the size");
        assertTrue(with.length() > without.length());
    }
}
