package org.cellwise.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cellwise.check.Checker;
import org.cellwise.check.Report;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.format.Format;
import org.cellwise.format.Formats;
import org.cellwise.format.Writers;
import org.cellwise.model.Cell;
import org.cellwise.puzzle.Puzzle;
import org.junit.jupiter.api.Test;

/**
 * Disjoint groups over irregular regions (f-puzzles' disjoint groups on a jigsaw, as its solvers read them): the
 * i-th cell of every region, counted in reading order, hold different values. Checked against that sentence on every
 * answer of a 4×4 jigsaw, not against the rule's own expansion.
 */
class DisjointRegionsTest {
    private static final String SHAPE = "size 4 boxes none\nrules rows columns%s\nregions\na a a b\nc a b b\nc c d b\nc d d d\n";

    private static Puzzle read(String text) throws Exception {
        return Formats.readAll(text, "j.cw", null).get(0);
    }

    /** Every answer of the puzzle, as strings of values in reading order. */
    private static Set<String> answers(Puzzle p) throws Exception {
        List<int[]> all = new ArrayList<>();
        Solver.of(p).solve(SolveOptions.upTo(10_000).withListener(all::add), 1);
        Set<String> out = new HashSet<>();
        for (int[] s : all) out.add(Arrays.toString(s));
        return out;
    }

    @Test
    void theIthCellOfEveryRegionDiffersAndEveryFormatKeepsIt() throws Exception {
        Puzzle plain = read(String.format(SHAPE, "")), disjoint = read(String.format(SHAPE, " offset"));
        Map<String, List<Cell>> regions = plain.rules().stream().filter(r -> r instanceof Regions).map(r -> ((Regions) r).regions())
                .findFirst().orElseThrow();
        Set<String> wanted = new HashSet<>();
        Set<String> all = answers(plain);
        for (String a : all) {
            int[] v = Arrays.stream(a.substring(1, a.length() - 1).split(", ")).mapToInt(Integer::parseInt).toArray();
            boolean ok = true;
            for (int i = 0; i < 4; i++) {
                Set<Integer> seen = new HashSet<>();
                for (List<Cell> cells : regions.values()) {
                    List<Cell> inOrder = cells.stream().sorted((x, y) -> x.row() != y.row() ? x.row() - y.row() : x.col() - y.col()).toList();
                    ok &= seen.add(v[plain.indexOf(inOrder.get(i))]);
                }
            }
            if (ok) wanted.add(a);
        }
        assertEquals(96, all.size());
        assertEquals(24, wanted.size());
        assertEquals(wanted, answers(disjoint));
        assertTrue(disjoint.rules().stream().anyMatch(r -> r instanceof Regions g && g.disjoint()));
        assertFalse(disjoint.rules().stream().anyMatch(r -> r instanceof OffsetGroups), "the groups are the regions', not the boxes'");
        assertEquals(List.of("The same cell of every region, counted in reading order, holds different values (disjoint groups)."),
                RuleCatalog.sentences(disjoint.rules()));
        // a puzzle built in code with the flag and regions on a grid without boxes means the same as one read
        List<Rule> withFlag = new ArrayList<>(plain.rules());
        withFlag.add(new OffsetGroups());
        Puzzle built = plain.withRules(withFlag);
        assertEquals(disjoint.rules(), built.rules());
        for (Format f : List.of(Format.CELLWISE, Format.JSON, Format.FPUZZLES)) {
            Puzzle back = Formats.readAll(Writers.write(disjoint, f), "w", f).get(0);
            if (f != Format.FPUZZLES) assertEquals(disjoint.rules(), back.rules(), f.id); // f-puzzles names no region
            assertEquals(wanted, answers(back), f.id);
        }
        // an answer of the plain jigsaw that breaks them is named by its group
        String broken = all.stream().filter(a -> !wanted.contains(a)).findFirst().orElseThrow();
        int[] v = Arrays.stream(broken.substring(1, broken.length() - 1).split(", ")).mapToInt(Integer::parseInt).toArray();
        Report r = Checker.check(disjoint, v);
        assertFalse(r.ok());
        assertTrue(r.lines().stream().filter(Report.Line::broken).allMatch(l -> l.text().startsWith("disjoint group ")), r.lines().toString());
    }

    /**
     * Sigh's solver's disjoint sets on a 6×6 of 9 values (boxes of 3×3, written as regions): the groups offset makes
     * over the regions are the cells at one place in every box, as its sets are.
     */
    @Test
    void overBoxesWrittenAsRegionsTheGroupsAreTheSamePlaceInEveryBox() throws Exception {
        StringBuilder text = new StringBuilder("size 6 boxes none\nvalues 1..9\nrules latin offset\n");
        for (int b = 0; b < 4; b++) {
            text.append("region box").append(b + 1);
            for (int r = 0; r < 3; r++)
                for (int c = 0; c < 3; c++) text.append(' ').append(new Cell(b / 2 * 3 + r, b % 2 * 3 + c));
            text.append('\n');
        }
        Puzzle p = read(text.toString());
        Set<Set<Integer>> groups = new HashSet<>();
        for (Rule r : p.rules())
            for (org.cellwise.constraint.Constraint c : r.expand(p.canvas()))
                if (c.name().startsWith("disjoint group")) {
                    Set<Integer> g = new HashSet<>();
                    for (int i : c.cells()) g.add(i);
                    groups.add(g);
                }
        Set<Set<Integer>> places = new HashSet<>();
        for (int r = 0; r < 3; r++)
            for (int c = 0; c < 3; c++) {
                Set<Integer> g = new HashSet<>();
                for (int b = 0; b < 4; b++) g.add(p.indexOf(new Cell(b / 2 * 3 + r, b % 2 * 3 + c)));
                places.add(g);
            }
        assertEquals(places, groups);
    }
}
