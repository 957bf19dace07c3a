package org.cellwise.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.cellwise.check.Checker;
import org.cellwise.check.Report;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.format.FPuzzles;
import org.cellwise.format.Format;
import org.cellwise.format.FormatException;
import org.cellwise.format.Formats;
import org.cellwise.format.Writers;
import org.cellwise.puzzle.Puzzle;
import org.junit.jupiter.api.Test;

/**
 * Killer cages with several allowed sums (f-puzzles' digital-root cages among them), judged apart from their
 * machine: the rule as a plain predicate over every 4×4 square, choco's count on random 6×6 and 9×9 puzzles, the
 * three text forms read back, f-puzzles' "DR<n>" read by its solvers' rule, and the checker's word on a broken one.
 */
class MultiSumCageTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static boolean cage(int[][] g, int[] sums, String... cells) {
        Set<Integer> seen = new HashSet<>();
        int total = 0;
        for (String c : cells) {
            int v = SetterCluesTest.at(g, c);
            if (!seen.add(v)) return false;
            total += v;
        }
        for (int s : sums) if (s == total) return true;
        return false;
    }

    @Test
    void valuesDifferAndAddUpToOneOfTheSums() throws Exception {
        // r1c1 and r2c2 share no row or column of a Latin square: only the cage keeps them apart
        int n = SetterCluesTest.agrees("cage 3|7 r1c1 r2c2\n", false, g -> cage(g, new int[] {3, 7}, "r1c1", "r2c2"));
        assertTrue(n > 0 && n < 576, "a real restriction: " + n);
        n = SetterCluesTest.agrees("cage 6|9|2 r1c1 r1c2 r2c1\ncage 5|8 r3c3 r4c4 r4c3\n", false,
                g -> cage(g, new int[] {2, 6, 9}, "r1c1", "r1c2", "r2c1") && cage(g, new int[] {5, 8}, "r3c3", "r4c4", "r4c3"));
        assertTrue(n > 0 && n < 576, "a real restriction: " + n);
        // a cage map with labels, in a Sudoku; a one-cell cage with one sum of two is a pencil mark
        n = SetterCluesTest.agrees("cages\na a . .\n. b . .\n. . c c\n. . c .\ncage a 4|6\ncage b 1|3\ncage c 7|9\n", true,
                g -> cage(g, new int[] {4, 6}, "r1c1", "r1c2") && cage(g, new int[] {1, 3}, "r2c2")
                        && cage(g, new int[] {7, 9}, "r3c3", "r3c4", "r4c3"));
        assertTrue(n > 0 && n < 288, "a real restriction: " + n);
    }

    /** A cage read off a filled grid: its true sum and, most of the time, one or two more it could have had. */
    private static String cageFrom(Random rnd, int[] grid, int n, Set<Integer> used) {
        List<Integer> cells = new ArrayList<>();
        int at;
        do at = rnd.nextInt(n * n); while (used.contains(at));
        cells.add(at);
        int want = 2 + rnd.nextInt(3);
        Set<Integer> values = new HashSet<>(List.of(grid[at]));
        while (cells.size() < want) {
            List<Integer> next = new ArrayList<>();
            for (int c : cells)
                for (int[] d : new int[][] {{0, 1}, {1, 0}, {0, -1}, {-1, 0}}) {
                    int r = c / n + d[0], k = c % n + d[1], x = r * n + k;
                    if (r >= 0 && r < n && k >= 0 && k < n && !used.contains(x) && !cells.contains(x) && !values.contains(grid[x])) next.add(x);
                }
            if (next.isEmpty()) break;
            int x = next.get(rnd.nextInt(next.size()));
            cells.add(x);
            values.add(grid[x]);
        }
        used.addAll(cells);
        int sum = values.stream().mapToInt(Integer::intValue).sum();
        Set<Integer> sums = new java.util.TreeSet<>(List.of(sum));
        for (int extra = rnd.nextInt(3); extra > 0; extra--) sums.add(sum + (rnd.nextBoolean() ? 1 : -1) * (1 + rnd.nextInt(9)));
        StringBuilder sb = new StringBuilder("cage ");
        sb.append(String.join("|", sums.stream().map(String::valueOf).toList()));
        for (int c : cells) sb.append(" r").append(c / n + 1).append("c").append(c % n + 1);
        return sb.append('\n').toString();
    }

    private static int[] filled(Random rnd, int n) throws Exception {
        int[] base = Solver.of(Formats.readAll("size " + n + "\nrules sudoku\n", "e.cw", null).get(0)).solve(SolveOptions.upTo(1), 1).first();
        List<Integer> perm = new ArrayList<>();
        for (int v = 1; v <= n; v++) perm.add(v);
        Collections.shuffle(perm, rnd);
        int[] grid = new int[n * n];
        for (int i = 0; i < grid.length; i++) grid[i] = perm.get(base[i] - 1);
        return grid;
    }

    /** The engine's solutions are choco's on random 6×6 and 9×9 Sudokus with cages of several sums and a few givens. */
    @Test
    void theEngineFindsChocosSolutions() throws Exception {
        Random rnd = new Random(2929);
        int unique = 0, several = 0, none = 0;
        for (int k = 0; k < 40; k++) {
            int n = k % 4 == 3 ? 9 : 6;
            int[] grid = filled(rnd, n);
            StringBuilder cw = new StringBuilder("size " + n + "\nrules sudoku\n");
            Set<Integer> used = new HashSet<>();
            for (int t = 0; t < (n == 9 ? 22 : 9); t++) cw.append(cageFrom(rnd, grid, n, used));
            // a wrong given now and then, so that some puzzles have no solution
            int givens = rnd.nextInt(n == 9 ? 16 : 8);
            for (int gv = 0; gv < givens; gv++) {
                int at = rnd.nextInt(n * n);
                cw.append("r").append(at / n + 1).append("c").append(at % n + 1).append(" = ")
                        .append(rnd.nextInt(6) == 0 ? 1 + rnd.nextInt(n) : grid[at]).append('\n');
            }
            long count = org.cellwise.testing.ChocoJudge.count(cw.toString(), 30);
            if (count < 0) continue; // a cell given two values
            if (count == 0) none++;
            else if (count == 1) unique++;
            else several++;
        }
        assertTrue(none > 0 && several > 0 && unique > 0, none + " without a solution, " + several + " with several, " + unique + " unique");
    }

    static final String SMALL = "size 6\nrules sudoku\ncages\na a . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n"
            + "cage a 4|11\ncage 10|19 r6c4 r6c5 r6c6\n";

    private static List<Rule> cages(Puzzle p) {
        return p.rules().stream().filter(r -> r instanceof MultiSumCage).toList();
    }

    private static List<org.cellwise.model.Cell> cells(String names) {
        return Arrays.stream(names.split(" ")).map(Clues::cell).toList();
    }

    /** The .cw statement, the JSON cage and f-puzzles (a drawn "DR1" cage, or a statement) each read back the same. */
    @Test
    void everyFormReadsItBack() throws Exception {
        Puzzle p = Formats.readAll(SMALL, "s.cw", null).get(0);
        List<Rule> want = cages(p);
        assertEquals(List.of(new MultiSumCage("a", cells("r1c1 r1c2"), new int[] {11, 4}),
                new MultiSumCage("#2", cells("r6c4 r6c5 r6c6"), new int[] {10, 19})), want);
        String cw = Writers.write(p, Format.CELLWISE);
        assertTrue(cw.contains("cage a 4|11") && cw.contains("10|19"), cw);
        String json = Writers.write(p, Format.JSON);
        assertTrue(json.contains("\"target\":[4,11]"), json);
        for (Format f : List.of(Format.CELLWISE, Format.JSON, Format.FPUZZLES)) {
            String text = Writers.write(p, f);
            Puzzle back = Formats.readAll(text, "back", f).get(0);
            // f-puzzles' cellwise field lists its statements sorted: the cages come back in another order
            List<Rule> got = new java.util.ArrayList<>(cages(back));
            if (f == Format.FPUZZLES) got.sort(java.util.Comparator.comparing(r -> ((MultiSumCage) r).cells().get(0)));
            assertEquals(want.size(), got.size(), f + ": " + text);
            for (int i = 0; i < want.size(); i++) {
                assertEquals(((MultiSumCage) want.get(i)).cells(), ((MultiSumCage) got.get(i)).cells(), f + ": " + text);
                assertArrayEquals(((MultiSumCage) want.get(i)).sums(), ((MultiSumCage) got.get(i)).sums(), f + ": " + text);
            }
            assertEquals(text, Writers.write(back.withName(p.name()), f), f + ": nothing drifts");
        }
        // on 6×6, three cells reach 6..15: 10 is the only sum of digital root 1, so 10|19 is a statement, and 4|11
        // (two cells, 3..11: 4 and 13 would be root 4) one too
        ObjectNode fp = (ObjectNode) JSON.readTree(FPuzzles.write(p));
        assertEquals(2, fp.get("cellwise").size(), fp.toString());
        assertFalse(fp.has("cage"), fp.toString());
        // a cage of three cells on 9×9 with sums 10|19 is exactly the digital-root-1 set (6..24): written as DR1
        Puzzle nine = Formats.readAll("size 9\nrules sudoku\ncage 10|19 r1c1 r1c2 r1c3\ncage 5|14 r9c9\n", "n.cw", null).get(0);
        fp = (ObjectNode) JSON.readTree(FPuzzles.write(nine));
        assertEquals("DR1", fp.get("cage").get(0).get("value").asText(), fp.toString());
        assertEquals("[\"cage \\\"#2\\\" 5|14 r9c9\"]", fp.get("cellwise").toString()); // 14 is past one cell of 1..9
        Puzzle back = Formats.readAll(FPuzzles.write(nine), "back", Format.FPUZZLES).get(0);
        assertEquals(org.cellwise.puzzle.Signature.of(nine), org.cellwise.puzzle.Signature.of(back));
        Puzzle linked = Formats.readAll(FPuzzles.link(nine), "link.txt", null).get(0);
        assertEquals(org.cellwise.puzzle.Signature.of(nine), org.cellwise.puzzle.Signature.of(linked));
    }

    /** JSON's other forms (a cage map with targets by label, a target as text) and the errors of every form. */
    @Test
    void otherFormsAndErrors() throws Exception {
        String map = "{\"size\": 4, \"rules\": [\"latin\"], \"cages\": [\"aa..\", \"....\", \"....\", \"..bb\"],"
                + " \"sums\": {\"a\": \"3|7\", \"b\": [4, 6]}}";
        Puzzle p = Formats.readAll(map, "m.json", Format.JSON).get(0);
        assertEquals(List.of(new MultiSumCage("a", cells("r1c1 r1c2"), new int[] {3, 7}), new MultiSumCage("b", cells("r4c3 r4c4"), new int[] {4, 6})),
                cages(p));
        Puzzle text = Formats.readAll("{\"size\": 4, \"cages\": [{\"label\": \"a\", \"target\": \"3|7\", \"cells\": [\"r1c1\", \"r1c2\"]}]}",
                "t.json", Format.JSON).get(0);
        assertEquals(List.of(new MultiSumCage("a", cells("r1c1 r1c2"), new int[] {3, 7})), cages(text));
        for (String[] bad : new String[][] {
                {"size 4\nsum 3|4 r1c1 r1c2\n", "2:5", "a sum takes one target"},
                {"size 4\ncage a 3|4| r1c1 r1c2\n", "2:8", "10|19"},
                {"size 4\ncage 3|9999999999 r1c1\n", "2:6", "out of range"},
                {"size 4\ncages\naa..\n....\n....\n....\ncage a 3|4\ncage a 5|6\n", "8:6", "defined twice"},
                {"{\"size\": 4, \"cages\": [{\"target\": [3, \"x\"], \"cells\": [\"r1c1\"]}]}", "1:38", "expected a sum (a whole number)"},
                {"{\"size\": 4, \"cages\": [{\"target\": [3, 4], \"op\": \"+\", \"cells\": [\"r1c1\"]}]}", "1:", "takes no operation"}}) {
            FormatException e = assertThrows(FormatException.class, () -> Formats.readAll(bad[0], "bad", bad[0].startsWith("{") ? Format.JSON : null), bad[0]);
            assertTrue(e.getMessage().contains(bad[1]) && e.getMessage().contains(bad[2]), bad[0] + " -> " + e.getMessage());
        }
        // formats that cannot hold such a cage say what it is, not "drawn cages" or "rule 'cage'"
        Puzzle dr = fpuzzles(9, "\"cage\":[{\"cells\":[\"R1C1\",\"R1C2\",\"R1C3\"],\"value\":\"DR3\"}]");
        IllegalArgumentException scl = assertThrows(IllegalArgumentException.class, () -> Writers.write(dr, Format.SCL));
        assertTrue(scl.getMessage().contains("not cages with an operation or a digital root (KenKen, DR)"), scl.getMessage());
        IllegalArgumentException labels = assertThrows(IllegalArgumentException.class, () -> Writers.write(p, Format.CAGES));
        assertTrue(labels.getMessage().contains("gives a cage one sum, not several (cage a 3|7)"), labels.getMessage());
    }

    /** An f-puzzles JSON of size n with an empty grid and the given elements. */
    private static Puzzle fpuzzles(int n, String elements) throws Exception {
        ObjectNode o = (ObjectNode) JSON.readTree("{\"size\":" + n + (elements.isEmpty() ? "" : "," + elements) + "}");
        ArrayNode grid = o.putArray("grid");
        for (int r = 0; r < n; r++) {
            ArrayNode row = grid.addArray();
            for (int c = 0; c < n; c++) row.addObject();
        }
        return Formats.readAll(o.toString(), "t.json", Format.FPUZZLES).get(0);
    }

    @Test
    void fPuzzlesDigitalRootCagesAreReadAsTheirSolversReadThem() throws Exception {
        // his rule: the root, + 9, + 18 ... between the least and greatest sums of that many different values 1..N
        assertArrayEquals(new int[] {6, 15, 24}, MultiSumCage.digitalRootSums(6, 3, 9));
        assertArrayEquals(new int[] {14, 23}, MultiSumCage.digitalRootSums(5, 4, 9)); // 10..30: 5 below, 32 past it
        assertArrayEquals(new int[] {45}, MultiSumCage.digitalRootSums(9, 9, 9));
        // a root out of reach (nine cells always add up to 45): every total of that root up to 45, none of which the
        // cells can make, so a cage no values fill, still read back as DR1
        assertArrayEquals(new int[] {1, 10, 19, 28, 37}, MultiSumCage.digitalRootSums(1, 9, 9));
        assertArrayEquals(new int[] {3}, MultiSumCage.digitalRootSums(3, 2, 6)); // 3..11 on 6×6: 12 is past it
        for (String value : List.of("DR5", "dr5", " DR5 ", "Dr 5")) {
            Puzzle p = fpuzzles(9, "\"cage\":[{\"cells\":[\"R1C1\",\"R1C2\",\"R2C1\",\"R2C2\"],\"value\":\"" + value + "\",\"outlineC\":\"#000000\"}]");
            List<Rule> got = cages(p);
            assertEquals(1, got.size(), value);
            assertArrayEquals(new int[] {14, 23}, ((MultiSumCage) got.get(0)).sums(), value);
            assertTrue(p.warnings().isEmpty(), "read as a rule, not a drawing: " + p.warnings());
        }
        // a cage with any other words stays a drawing
        Puzzle drawn = fpuzzles(9, "\"cage\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"DRx\"}]");
        assertTrue(cages(drawn).isEmpty());
        // no sum reachable (four cells of 1..4 make 10, not 2): a cage no values fill, so a puzzle with no solution,
        // as a killer cage of a total out of reach is, not an error in the file
        Puzzle unreachable = fpuzzles(4, "\"cage\":[{\"cells\":[\"R1C1\",\"R1C2\",\"R1C3\",\"R1C4\"],\"value\":\"DR2\"}]");
        assertTrue(unreachable.warnings().isEmpty(), "read as a rule, not a drawing: " + unreachable.warnings());
        assertTrue(org.cellwise.engine.Solver.solve(unreachable, org.cellwise.engine.SolveOptions.upTo(1), 1).impossible());
        // more cells than values, a root that is no digital root: refused at the element's path
        for (String[] bad : new String[][] {
                {"\"cage\":[{\"cells\":[\"R1C1\",\"R1C2\",\"R1C3\",\"R1C4\",\"R2C1\"],\"value\":\"DR1\"}]", "4", "/cage/0/cells"},
                {"\"cage\":[{\"cells\":[\"R1C1\"]},{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"DR12\"}]", "9", "/cage/1/value"}}) {
            FormatException e = assertThrows(FormatException.class, () -> fpuzzles(Integer.parseInt(bad[1]), bad[0]), bad[0]);
            assertTrue(e.getMessage().contains(bad[2]), bad[0] + " -> " + e.getMessage());
        }
    }

    @Test
    void theCheckerNamesABrokenCage() throws Exception {
        Puzzle p = Formats.readAll("size 4\nrules latin\ncages\na a a .\n. . . .\n. . . .\n. . . .\ncage a 8|9\n", "s.cw", null).get(0);
        int[] fine = {1, 3, 4, 2, 3, 4, 2, 1, 4, 2, 1, 3, 2, 1, 3, 4}; // 1 + 3 + 4 = 8
        assertTrue(Checker.check(p, fine).ok());
        int[] broken = {1, 2, 4, 3, 2, 3, 1, 4, 3, 4, 2, 1, 4, 1, 3, 2}; // 1 + 2 + 4 = 7
        Report r = Checker.check(p, broken);
        assertFalse(r.ok());
        List<Report.Line> bad = r.lines().stream().filter(Report.Line::broken).toList();
        assertEquals(1, bad.size(), bad.toString());
        assertEquals("cage a: 1 + 2 + 4 = 7, not one of 8, 9", bad.get(0).text());
    }

    /**
     * The digital-root killer of data/dr-killer.cw (made by bench/dr-killer.py) finishes by logic, its cages read by
     * their value sets as killer cages are: the steps name the combinations left for the sums the cage may take.
     */
    @Test
    void aDigitalRootKillerIsExplainedByItsCombinations() throws Exception {
        Puzzle p = Formats.readAll(java.nio.file.Files.readString(org.cellwise.testing.TestFiles.data().resolve("dr-killer.cw")),
                "dr-killer.cw", null).get(0);
        assertTrue(Solver.of(p).uniqueness().unique());
        org.cellwise.logic.Explanation e = org.cellwise.logic.Explainer.explain(p, null, org.cellwise.logic.Explainer.Options.DEFAULT);
        assertTrue(e.solved(), "by logic");
        int[] answer = Solver.of(p).solve(SolveOptions.upTo(1), 1).first();
        boolean named = false;
        for (var st : e.steps()) {
            assertTrue(st.technique() != org.cellwise.logic.board.Technique.GUESS, st.text());
            for (var c : st.eliminations()) assertTrue(answer[c.cell()] != c.value(), st.text());
            named |= st.text().matches("the [0-9|DR]+ cage at r\\dc\\d \\(sum \\d+(, \\d+)* or \\d+ in \\d cells\\) can only be .*");
        }
        assertTrue(named, "a step names a cage's sums and the combinations left");
    }

    /**
     * The value-set reading of cages with several sums never takes an answer's value: random 6×6 Sudokus made from a
     * filled grid with cages of several sums that hold in it, and givens from it until one answer is left.
     */
    @Test
    void explanationsNeverRemoveTheAnswer() throws Exception {
        Random rnd = new Random(292929);
        int cageSteps = 0;
        for (int k = 0; k < 12; k++) {
            int[] grid = filled(rnd, 6);
            StringBuilder cw = new StringBuilder("size 6\nrules sudoku\n");
            Set<Integer> used = new HashSet<>();
            for (int t = 0; t < 8; t++) cw.append(cageFrom(rnd, grid, 6, used));
            Puzzle p = org.cellwise.testing.UntilUnique.givens(cw, grid, 6, rnd);
            org.cellwise.logic.Explanation e = org.cellwise.logic.Explainer.explain(p, null, org.cellwise.logic.Explainer.Options.DEFAULT);
            for (var st : e.steps()) {
                if (st.technique() == org.cellwise.logic.board.Technique.GUESS) continue;
                for (var c : st.eliminations()) assertTrue(grid[c.cell()] != c.value(), cw + st.text());
                if (st.text().contains(" or ") && st.text().contains("can only be")) cageSteps++;
            }
        }
        assertTrue(cageSteps >= 10, cageSteps + " cage steps");
    }
}
