package org.cellwise.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.cellwise.check.Checker;
import org.cellwise.check.Report;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.format.FPuzzles;
import org.cellwise.format.Format;
import org.cellwise.format.Formats;
import org.cellwise.format.Writers;
import org.cellwise.logic.Explainer;
import org.cellwise.logic.Explanation;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

/**
 * Slow thermometers (values never decrease from the bulb), judged apart from their machine: the rule written out
 * again as a plain predicate over every 4×4 square, choco's count on random 6×6 puzzles, the three text forms read
 * back, the checker's word on a broken one, and the explanation of the published puzzle that uses them.
 */
class SlowThermometerTest {
    private static boolean rising(int[][] g, String... line) {
        for (int i = 1; i < line.length; i++) if (SetterCluesTest.at(g, line[i]) < SetterCluesTest.at(g, line[i - 1])) return false;
        return true;
    }

    @Test
    void valuesNeverDecreaseFromTheBulb() throws Exception {
        // five cells, four values: a diagonal step (r1c1 to r2c2, r2c3 to r3c4) may keep its value, as no row or
        // column of a Latin square holds both, and one of them must
        String[] bent = {"r1c1", "r2c2", "r2c3", "r3c4", "r4c4"};
        int n = SetterCluesTest.agrees("slow-thermo " + String.join(" ", bent) + "\n", false, g -> rising(g, bent));
        assertTrue(n > 0 && n < 576, "a real restriction: " + n);
        // in a Sudoku, r1c1 and r2c2 share a box and must climb: only r2c3 to r3c4 may keep its value
        n = SetterCluesTest.agrees("slow-thermo " + String.join(" ", bent) + "\n", true, g -> rising(g, bent));
        assertTrue(n > 0 && n < 288, "a real restriction: " + n);
        String[] across = {"r1c1", "r1c2", "r2c3", "r3c4"}; // equal values only from one box to the next, diagonally
        n = SetterCluesTest.agrees("slow-thermo " + String.join(" ", across) + "\n", true, g -> rising(g, across));
        assertTrue(n > 0 && n < 288, "a real restriction: " + n);
        // two lines, one of them diagonal, where equal values are the only way along it
        n = SetterCluesTest.agrees("slow-thermo r1c1 r2c2 r3c3 r4c4\nslow-thermo r4c1 r3c2\n", false,
                g -> rising(g, "r1c1", "r2c2", "r3c3", "r4c4") && rising(g, "r4c1", "r3c2"));
        assertTrue(n > 0 && n < 576, "a real restriction: " + n);
    }

    /** The engine's solutions are choco's on random 6×6 Sudokus with slow thermometers and a few givens. */
    @Test
    void theEngineFindsChocosSolutions() throws Exception {
        Random rnd = new Random(29);
        int unique = 0, several = 0, none = 0;
        for (int k = 0; k < 40; k++) {
            StringBuilder cw = new StringBuilder("size 6\nrules sudoku\n");
            for (int t = 0; t < 3; t++) cw.append("slow-thermo ").append(walk(rnd, 6, 3 + rnd.nextInt(4))).append('\n');
            int givens = rnd.nextInt(6);
            for (int gv = 0; gv < givens; gv++)
                cw.append("r").append(1 + rnd.nextInt(6)).append("c").append(1 + rnd.nextInt(6)).append(" = ").append(1 + rnd.nextInt(6)).append('\n');
            long count = org.cellwise.testing.ChocoJudge.count(cw.toString(), 30);
            if (count < 0) continue; // a cell given two values
            if (count == 0) none++;
            else if (count == 1) unique++;
            else several++;
        }
        assertTrue(none > 0 && several > 0, "both ends drawn: " + none + " without a solution, " + several + " with several, " + unique + " unique");
    }

    /**
     * The climb step (each cell above the earlier ones of the line it sees) never takes an answer's value: random
     * 6×6 Sudokus, each made from a filled grid with slow thermometers that hold in it and givens from it until it
     * has one answer, explained; no step but a guess removes a value the answer has there, and the climb step is
     * met on them.
     */
    @Test
    void explanationsNeverRemoveTheAnswer() throws Exception {
        Random rnd = new Random(2929);
        int[] base = Solver.of(Formats.readAll("size 6\nrules sudoku\n", "e.cw", null).get(0)).solve(SolveOptions.upTo(1), 1).first();
        int climbed = 0;
        for (int k = 0; k < 20; k++) {
            List<Integer> perm = new ArrayList<>(List.of(1, 2, 3, 4, 5, 6));
            java.util.Collections.shuffle(perm, rnd);
            int[] grid = new int[36];
            for (int i = 0; i < 36; i++) grid[i] = perm.get(base[i] - 1); // the same Sudoku, its values renamed
            StringBuilder cw = new StringBuilder("size 6\nrules sudoku\n");
            for (int t = 0; t < 4; t++) {
                String line = rising(rnd, grid);
                if (line.split(" ").length >= 3) cw.append("slow-thermo ").append(line).append('\n');
                else t--; // a walk stuck at once (a 6 with no higher neighbour): drawn again
            }
            Puzzle p = org.cellwise.testing.UntilUnique.givens(cw, grid, 6, rnd);
            Explanation e = Explainer.explain(p, null, Explainer.Options.DEFAULT);
            for (var s : e.steps()) {
                if (s.technique() == org.cellwise.logic.board.Technique.GUESS) continue;
                for (var c : s.eliminations()) assertTrue(grid[c.cell()] != c.value(), cw + s.text());
                if (s.text().contains("each cell is above every earlier one of the line it sees")) climbed++;
            }
        }
        assertTrue(climbed >= 10, climbed + " climb steps");
    }

    /** A slow thermometer that holds in the grid: a king's walk from a random cell onto values no lower. */
    private static String rising(Random rnd, int[] grid) {
        List<String> out = new ArrayList<>();
        Set<Integer> used = new HashSet<>();
        int at = rnd.nextInt(36), length = 4 + rnd.nextInt(5);
        used.add(at);
        out.add("r" + (at / 6 + 1) + "c" + (at % 6 + 1));
        while (out.size() < length) {
            List<Integer> next = new ArrayList<>();
            for (int dr = -1; dr <= 1; dr++)
                for (int dc = -1; dc <= 1; dc++) {
                    int r = at / 6 + dr, c = at % 6 + dc;
                    if (r >= 0 && r < 6 && c >= 0 && c < 6 && !used.contains(r * 6 + c) && grid[r * 6 + c] >= grid[at]) next.add(r * 6 + c);
                }
            if (next.isEmpty()) break;
            at = next.get(rnd.nextInt(next.size()));
            used.add(at);
            out.add("r" + (at / 6 + 1) + "c" + (at % 6 + 1));
        }
        return String.join(" ", out);
    }

    /** A walk of distinct cells, each a king's move from the one before. */
    private static String walk(Random rnd, int n, int length) {
        List<String> out = new ArrayList<>();
        Set<Integer> used = new HashSet<>();
        int at = rnd.nextInt(n * n);
        used.add(at);
        out.add("r" + (at / n + 1) + "c" + (at % n + 1));
        while (out.size() < length) {
            List<Integer> next = new ArrayList<>();
            for (int dr = -1; dr <= 1; dr++)
                for (int dc = -1; dc <= 1; dc++) {
                    int r = at / n + dr, c = at % n + dc;
                    if (r >= 0 && r < n && c >= 0 && c < n && !used.contains(r * n + c)) next.add(r * n + c);
                }
            if (next.isEmpty()) break;
            at = next.get(rnd.nextInt(next.size()));
            used.add(at);
            out.add("r" + (at / n + 1) + "c" + (at % n + 1));
        }
        return String.join(" ", out);
    }

    private static List<org.cellwise.model.Cell> cells(String names) {
        return java.util.Arrays.stream(names.split(" ")).map(Clues::cell).toList();
    }

    static final String SMALL = "size 6\nrules sudoku\nslow-thermo r1c1 r2c2 r3c2 r4c1\nslow-thermo r6c6 r5c5 r5c4\n";

    /** The .cw statement, the JSON clue and the f-puzzles element each read back into the same slow thermometers. */
    @Test
    void everyFormReadsItBack() throws Exception {
        Puzzle p = Formats.readAll(SMALL, "s.cw", null).get(0);
        List<Rule> want = p.rules().stream().filter(r -> r instanceof SlowThermometer).toList();
        assertEquals(List.of(new SlowThermometer(cells("r1c1 r2c2 r3c2 r4c1")), new SlowThermometer(cells("r6c6 r5c5 r5c4"))), want);
        assertEquals("slow-thermo r1c1 r2c2 r3c2 r4c1", ((Clue) want.get(0)).statement());
        for (Format f : List.of(Format.CELLWISE, Format.JSON, Format.FPUZZLES)) {
            String text = Writers.write(p, f);
            Puzzle back = Formats.readAll(text, "back", f).get(0);
            assertEquals(want, back.rules().stream().filter(r -> r instanceof SlowThermometer).toList(), f + ": " + text);
            assertEquals(text, Writers.write(back.withName(p.name()), f), f + ": nothing drifts");
        }
        assertTrue(Writers.write(p, Format.CELLWISE).contains("slow-thermo r6c6 r5c5 r5c4"));
        String json = FPuzzles.write(p);
        assertTrue(json.contains("\"slowthermometer\"") && !json.contains("\"cellwise\""), json); // its own element, not a .cw statement
        Puzzle linked = Formats.readAll(FPuzzles.link(p), "link.txt", null).get(0);
        assertEquals(want, linked.rules().stream().filter(r -> r instanceof SlowThermometer).toList());
    }

    @Test
    void theCheckerNamesABrokenSlowThermometer() throws Exception {
        Puzzle p = Formats.readAll("size 4\nrules latin\nslow-thermo r1c1 r2c2 r3c3\n", "s.cw", null).get(0);
        int[] fine = {1, 2, 3, 4, 3, 4, 1, 2, 2, 3, 4, 1, 4, 1, 2, 3}; // 1, 4, 4 from the bulb: equal where they may be
        assertTrue(Checker.check(p, fine).ok());
        int[] broken = {3, 1, 2, 4, 1, 2, 4, 3, 2, 4, 3, 1, 4, 3, 1, 2}; // 3, 2, 3: r2c2 below the bulb
        Report r = Checker.check(p, broken);
        assertFalse(r.ok());
        List<Report.Line> bad = r.lines().stream().filter(Report.Line::broken).toList();
        assertEquals(1, bad.size(), bad.toString());
        assertTrue(bad.get(0).text().startsWith("slow thermo r1c1"), bad.get(0).text());
    }

    /**
     * The published "Slow Thermo Sudoku" (Philip Newman): its long line crosses boxes, and the count of cells of it
     * that see each other fixes most of its values at once, the way its setter intends.
     */
    @Test
    void explanationsNameTheLineAndCountItsClimb() throws Exception {
        String line = Files.readAllLines(TestFiles.data().resolve("fpuzzles-more.tsv")).stream()
                .filter(l -> l.startsWith("Slow Thermo Sudoku")).findFirst().orElseThrow();
        Puzzle p = Formats.readAll(line.split("\t")[1], "fpuzzles", null).get(0);
        Explanation e = Explainer.explain(p, null, Explainer.Options.DEFAULT);
        assertTrue(e.solved(), "by logic");
        String first = e.steps().get(0).text();
        assertTrue(first.startsWith("slow thermo r4c5: each value at least the one before, and each cell is above every earlier one of the line"
                + " it sees, so ") && first.contains("r2c3 cannot be 2/3/4/5/6/7/8/9"), first);
        Set<String> used = new TreeSet<>();
        for (var s : e.steps()) used.addAll(s.rules());
        assertTrue(used.contains("slow thermo r7c7"), used.toString());
    }
}
