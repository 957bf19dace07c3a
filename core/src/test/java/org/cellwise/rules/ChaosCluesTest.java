package org.cellwise.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.List;
import org.cellwise.check.Checker;
import org.cellwise.check.Report;
import org.cellwise.engine.Result;
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

/** Chaos constructions read, written and read again; bad statements located; a wrong answer's broken rule named. */
class ChaosCluesTest {
    static final String PUZZLE = """
            #puzzle chaos
            size 5 boxes none
            rules latin chaos-construction
            r1c1 = 1
            r3c3 = 2
            chaos-count r2c2
            chaos-count r5c5 excluding-first : r4c4 r4c5 r5c4
            chaos-arrow r1c5
            chaos-arrow r3c1 excluding-first : r3c1 r3c2 r3c3 : r3c1 r4c1
            same-values r1c7 | r1c8
            """;

    static Puzzle read(String text) throws FormatException {
        return Formats.readAll(text, "chaos.cw", Format.CELLWISE).get(0);
    }

    @Test
    void roundTripsThroughTextAndJson() throws Exception {
        Puzzle p = read(PUZZLE);
        String text = CellwiseWriter.write(p);
        assertFalse(text.contains("\ncells "), "the region and step cells come with the rule, not listed:\n" + text);
        Puzzle again = read(text);
        // the writer sorts clue statements: the same rules, in another order
        assertEquals(new java.util.HashSet<>(p.rules()), new java.util.HashSet<>(again.rules()));
        assertEquals(p.canvas(), again.canvas());
        assertEquals(text, CellwiseWriter.write(again));
        Puzzle json = Formats.readAll(JsonWriter.write(p), "chaos.json", Format.JSON).get(0);
        assertEquals(new java.util.HashSet<>(p.rules()), new java.util.HashSet<>(json.rules()));
        assertEquals(p.canvas(), json.canvas());
        // 25 grid cells, then 25 region and 25 step cells beside them
        assertEquals(75, p.canvas().size());
    }

    @Test
    void theSolvedPictureDrawsTheRegions() throws Exception {
        Puzzle p = read(PUZZLE.replace("chaos-count r5c5 excluding-first : r4c4 r4c5 r5c4\n", ""));
        int[] solution = Solver.of(p).first().first();
        String posed = org.cellwise.render.SvgRenderer.render(p, null), solved = org.cellwise.render.SvgRenderer.render(p, solution);
        // the grid's regions in bold: every edge between two cells of different regions, on the grid and on its region cells
        Canvas cv = p.canvas();
        Grid g = cv.grids().get(0);
        int inner = 0;
        for (Cell c : g.cells())
            for (Cell d : List.of(new Cell(c.row(), c.col() + 1), new Cell(c.row() + 1, c.col())))
                if (g.contains(d) && solution[cv.require(ChaosConstruction.region(g, c))] != solution[cv.require(ChaosConstruction.region(g, d))]) inner++;
        assertTrue(inner > 0);
        long thick = bold(solved), before = bold(posed);
        assertTrue(thick >= before + 2L * inner, thick + " bold strokes solved, " + before + " posed, " + inner + " region edges");
    }

    private static long bold(String svg) {
        return java.util.regex.Pattern.compile("<line[^>]*stroke-width=\"3\"").matcher(svg).results().count();
    }

    @Test
    void badStatementsAreLocated() {
        String head = "size 5 boxes none\nrules latin chaos-construction\n";
        String[][] bad = {
            {head + "chaos-count\n", "chaos.cw:3:13:"},
            {head + "chaos-count r1c1 :\n", "chaos.cw:3:20:"},
            {head + "chaos-count r1c1 sideways : r1c2\n", "chaos.cw:3:18:"},
            {head + "chaos-count r1c1 : r1c2 r1c2\n", "chaos.cw:3:25:"},
            {head + "chaos-count r1c1 : r1c2 : r1c3\n", "chaos.cw:3:25:"},
            {head + "chaos-arrow r1c1 : r1c1 r1c2 : r2c2 r3c2\n", "chaos.cw:3:1:"},
            {head + "chaos-arrow r1c1 : r1c1 r9c9\n", "chaos.cw:3:25:"},
            {head + "chaos-arrow r1c1 excluding-first :\n", "chaos.cw:3:36:"},
            {"size 5 boxes none\nvalues 1..4\nrules latin chaos-construction\n", "chaos.cw:3:13:"},
            {"size 5 boxes none\nrules latin anti-king chaos-construction\n", "chaos.cw:2:13:"},
            {"grid a at 1,1 size 4\ngrid b at 1,3 size 4\nrules latin chaos-construction\n", "chaos.cw:3:13:"},
            {"size 4 boxes none\nrules latin\nchaos-count r1c1\n", "chaos.cw:3:1:"},
            {"size 4 boxes none\nrules latin\nsame-values r1c6 | r1c7\n", "chaos.cw:3:13:"},
        };
        List<String> wrong = new java.util.ArrayList<>();
        for (String[] b : bad) {
            FormatException e = assertThrows(FormatException.class, () -> read(b[0]), b[0]);
            if (!e.getMessage().startsWith(b[1])) wrong.add(b[0].replace("\n", " / ") + " -> " + e.getMessage());
        }
        assertEquals(List.of(), wrong);
        // without the rule, a chaos clue says it needs it (not which region cell the canvas lacks)
        for (String clue : List.of("chaos-count r1c1", "chaos-arrow r1c1 : r1c1 r1c2")) {
            FormatException e = assertThrows(FormatException.class, () -> read("size 4 boxes none\nrules latin\n" + clue + "\n"));
            assertTrue(e.getMessage().contains("needs rules chaos-construction"), e.getMessage());
        }
    }

    /** The step cells a person need not work out: each grid cell's distance within its region from its first cell. */
    static void steps(Puzzle p, int[] values) {
        Canvas cv = p.canvas();
        Grid g = cv.grids().get(0);
        int min = cv.values().min();
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (Cell c : g.cells()) {
            int label = values[cv.require(ChaosConstruction.region(g, c))];
            if (!seen.add(label)) continue;
            ArrayDeque<Cell> queue = new ArrayDeque<>(List.of(c));
            values[cv.require(ChaosConstruction.step(g, c))] = min;
            java.util.Set<Cell> done = new java.util.HashSet<>(List.of(c));
            while (!queue.isEmpty()) {
                Cell a = queue.poll();
                for (int[] d : new int[][] {{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
                    Cell b = new Cell(a.row() + d[0], a.col() + d[1]);
                    if (!g.contains(b) || done.contains(b) || values[cv.require(ChaosConstruction.region(g, b))] != label) continue;
                    done.add(b);
                    values[cv.require(ChaosConstruction.step(g, b))] = values[cv.require(ChaosConstruction.step(g, a))] + 1;
                    queue.add(b);
                }
            }
        }
    }

    @Test
    void theCheckerNamesTheRuleAWrongAnswerBreaks() throws Exception {
        Puzzle p = read("size 4 boxes none\nrules latin chaos-construction\n");
        Result r = Solver.of(p).first();
        int[] good = r.first();
        assertTrue(Checker.check(p, good).ok());
        Canvas cv = p.canvas();
        Grid g = cv.grids().get(0);
        // a region cut in two: two cells of different regions swap their numbers, steps worked out again
        int[] cut = good.clone();
        int a = cv.require(ChaosConstruction.region(g, new Cell(0, 0)));
        Cell other = null;
        for (Cell c : g.cells())
            if (good[cv.require(ChaosConstruction.region(g, c))] != good[a] && good[cv.require(c)] == good[cv.require(new Cell(0, 0))]) {
                other = c;
                break;
            }
        int b = cv.require(ChaosConstruction.region(g, other));
        cut[a] = good[b];
        cut[b] = good[a];
        steps(p, cut);
        Report broken = Checker.check(p, cut);
        assertFalse(broken.ok());
        assertTrue(broken.lines().stream().filter(Report.Line::broken).allMatch(l -> l.rule().contains("chaos-construction")), broken.summary());
        // a value repeated in a region: the rule names the two cells
        int[] twice = good.clone();
        Cell x = new Cell(0, 0), y = null;
        for (Cell c : g.cells())
            if (!c.equals(x) && good[cv.require(ChaosConstruction.region(g, c))] == good[cv.require(ChaosConstruction.region(g, x))]) y = c;
        twice[cv.require(x)] = good[cv.require(y)];
        String pair = x + " and " + y, reversed = y + " and " + x;
        Report rep = Checker.check(p, twice);
        assertTrue(rep.lines().stream().anyMatch(l -> l.broken() && (l.rule().contains(pair) || l.rule().contains(reversed))), rep.summary());
    }

    @Test
    void aPersonFillsTheGridAndTheRegionsAndTheCheckerWorksOutTheSteps() throws Exception {
        Puzzle p = read("size 4 boxes none\nrules latin chaos-construction\n");
        int[] good = Solver.of(p).first().first();
        Canvas cv = p.canvas();
        Grid g = cv.grids().get(0);
        boolean[] filled = new boolean[good.length];
        java.util.Arrays.fill(filled, true);
        for (Cell c : g.cells()) filled[cv.require(ChaosConstruction.step(g, c))] = false;
        Report ok = Checker.check(p, new org.cellwise.model.Filling(good, filled));
        assertTrue(ok.ok(), ok.summary());
        assertEquals(List.of(), ok.empty(), "no step left for the person to fill");
        // regions left empty: the steps stay empty too, and nothing is claimed broken
        boolean[] gridOnly = filled.clone();
        for (Cell c : g.cells()) gridOnly[cv.require(ChaosConstruction.region(g, c))] = false;
        Report open = Checker.check(p, new org.cellwise.model.Filling(good, gridOnly));
        assertEquals(0L, open.brokenCount(), open.summary());
        // a region cut in two (two cells of different regions and one value swap their numbers): broken, steps or not
        int[] cut = good.clone();
        Cell x = new Cell(0, 0), y = null;
        for (Cell c : g.cells())
            if (good[cv.require(ChaosConstruction.region(g, c))] != good[cv.require(ChaosConstruction.region(g, x))]
                    && good[cv.require(c)] == good[cv.require(x)] && Math.abs(c.row() - x.row()) + Math.abs(c.col() - x.col()) > 1) y = c;
        int a = cv.require(ChaosConstruction.region(g, x)), b = cv.require(ChaosConstruction.region(g, y));
        cut[a] = good[b];
        cut[b] = good[a];
        Report broken = Checker.check(p, new org.cellwise.model.Filling(cut, filled));
        assertFalse(broken.ok(), broken.summary());
        assertTrue(broken.lines().stream().filter(Report.Line::broken).allMatch(l -> l.rule().contains("chaos-construction")), broken.summary());
    }
}
