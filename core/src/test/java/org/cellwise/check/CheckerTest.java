package org.cellwise.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cellwise.check.Report.Status;
import org.cellwise.engine.Solver;
import org.cellwise.format.FormatException;
import org.cellwise.format.Formats;
import org.cellwise.format.SolutionReader;
import org.cellwise.model.Filling;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

class CheckerTest {
    static Puzzle example(String f) throws Exception {
        return Formats.readAll(TestFiles.examples().resolve(f)).get(0);
    }

    static Puzzle parse(String text) throws Exception {
        return Formats.readAll(text, "t.cw", null).get(0);
    }

    static List<String> texts(Report r, boolean verbose) {
        return r.shown(verbose).stream().map(Report.Line::text).toList();
    }

    @Test
    void aGoodAnswerHoldsEveryLineAndShowsTheWorking() throws Exception {
        Puzzle p = example("seed004-kenken.txt");
        int[] s = Solver.of(p).first().first();
        Report r = Checker.check(p, s);
        assertTrue(r.ok());
        assertEquals("1=9,2=9,3=9,4=9,5=9,6=9,7=9,8=9,9=9,", r.countsText());
        assertEquals(List.of(), r.shown(false), "only failures are shown unless verbose");
        List<String> all = texts(r, true);
        assertEquals(9 + 9 + 36, all.size()); // rows, columns, one line per cage (one-cell cages included)
        // seed 004's solution: cage a is 7 1 8 down column 1, f is 9 and 3, v is the one cell r4c9 holding 2
        assertTrue(all.contains("cage a: holds, 7 + 1 + 8 = 16"), all.toString());
        assertTrue(all.contains("cage f: holds, 9 ÷ 3 = 3"), all.toString());
        assertTrue(all.contains("cage b: holds, 5 − 4 = 1"), all.toString());
        assertTrue(all.contains("cage j: holds, 9 × 5 = 45"), all.toString());
        assertTrue(all.contains("cage v: holds, r4c9 holds 2"), all.toString());
        assertTrue(all.contains("row 1: holds, all different"), all.toString());
        assertEquals("All 54 checks hold.", r.summary());
    }

    @Test
    void aSwappedPairNamesTheCellsThatRepeatAndFailuresComeFirst() throws Exception {
        Puzzle p = example("seed004-killer.txt");
        int[] v = Solver.of(p).first().first().clone();
        int a = v[0], b = v[1];
        v[0] = b;
        v[1] = a; // r1c1 and r1c2 swap: cage a and row 1 still hold, columns 1 and 2 break
        Report r = Checker.check(p, v);
        assertFalse(r.ok());
        int twinOfB = -1, twinOfA = -1;
        for (int row = 1; row < 9; row++) {
            if (v[row * 9] == b) twinOfB = row + 1;
            if (v[row * 9 + 1] == a) twinOfA = row + 1;
        }
        assertEquals(List.of("column 1: r1c1 and r" + twinOfB + "c1 both hold " + b,
                "column 2: r1c2 and r" + twinOfA + "c2 both hold " + a), texts(r, false));
        assertEquals(List.of("r1c1", "r" + twinOfB + "c1"), r.shown(false).get(0).culprits());
        assertEquals("2 of " + r.lines().size() + " checks fail.", r.summary());
        List<String> verbose = texts(r, true);
        assertEquals(r.lines().size(), verbose.size());
        assertTrue(verbose.get(0).startsWith("column 1: ") && verbose.get(1).startsWith("column 2: "), "failures first");
        assertTrue(verbose.get(2).contains(": holds, "), verbose.get(2));
    }

    @Test
    void aWrongSumIsWorkedOutInPlainWords() throws Exception {
        Puzzle p = parse("size 4\nrules latin\ncages\na a b b\n. . . .\n. . . .\n. . . .\ncage a 3\ncage b 7\n");
        int[] v = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
        v[1] = 4; // row 1 now holds 4 twice; cage a is 1 + 4
        Report r = Checker.check(p, v);
        List<String> failed = texts(r, false);
        assertTrue(failed.contains("cage a: 1 + 4 = 5, not 3"), failed.toString());
        assertTrue(failed.contains("row 1: r1c2 and r1c4 both hold 4"), failed.toString());
        assertTrue(failed.contains("column 2: r1c2 and r2c2 both hold 4"), failed.toString());
        assertFalse(failed.toString().contains("expected"), "no 'expected 3=6, found 6' wording");
        v[1] = 1;
        assertTrue(texts(Checker.check(p, v), false).contains("cage a: r1c1 and r1c2 both hold 1, and a cage's values may not repeat"));
    }

    @Test
    void kenKenOperationsAreWrittenWithTheirSigns() throws Exception {
        Puzzle p = parse("size 4\nrules latin\ncages\na a b b\nc c d d\n. . . .\n. . . .\n"
                + "cage a 3-\ncage b 12*\ncage c 2/\ncage d 5?\n");
        int[] v = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
        List<String> failed = texts(Checker.check(p, v), false);
        assertTrue(failed.contains("cage a: 2 − 1 = 1, not 3"), failed.toString());
        assertTrue(failed.contains("cage c: 4 ÷ 3 = 1.333, not 2"), failed.toString());
        assertTrue(failed.contains("cage d: no operation makes 5 of 1 and 2"), failed.toString());
        List<String> all = texts(Checker.check(p, v), true);
        assertTrue(all.contains("cage b: holds, 3 × 4 = 12"), all.toString());
    }

    @Test
    void aPartlyFilledGridIsCheckedOnItsFilledCells() throws Exception {
        Puzzle p = example("seed004-killer.txt");
        int[] s = Solver.of(p).first().first();
        Filling f = Filling.complete(s.clone());
        for (int c = 0; c < 4; c++) f.filled()[c] = false; // r1c1..r1c4 empty
        Report r = Checker.check(p, f);
        assertFalse(r.ok());
        assertEquals(List.of("r1c1", "r1c2", "r1c3", "r1c4"), r.empty());
        assertEquals(List.of(), r.shown(false), "nothing is broken by the filled cells");
        assertEquals("No check fails among the filled cells; 4 cells are not filled.", r.summary());
        Report.Line row1 = r.lines().stream().filter(l -> l.rule().equals("row 1")).findFirst().orElseThrow();
        assertEquals(Status.UNFINISHED, row1.status());
        assertEquals("row 1: not finished, no value repeats so far, 4 cells empty", row1.text());
        f.values()[4] = s[5]; // r1c5 repeats r1c6: broken though the row is not full
        Report bad = Checker.check(p, f);
        assertTrue(texts(bad, false).contains("row 1: r1c5 and r1c6 both hold " + s[5]), texts(bad, false).toString());
        assertTrue(bad.summary().matches("\\d+ of " + bad.lines().size() + " checks fail; 4 cells are not filled\\."), bad.summary());
    }

    @Test
    void aPartSumThatCanNoLongerReachItsTargetIsBroken() throws Exception {
        Puzzle p = parse("size 4\nrules latin\ncages\na a a .\n. . . .\n. . . .\n. . . .\ncage a 6\n");
        Filling f = new Filling(new int[16], new boolean[16]);
        f.values()[0] = 4;
        f.values()[1] = 3;
        f.filled()[0] = f.filled()[1] = true;
        List<String> failed = texts(Checker.check(p, f), false);
        assertEquals(List.of("cage a: 4 + 3 = 7 already, and 1 more cell of 1..4 cannot bring it to 6"), failed);
        f.values()[1] = 1; // 4 + 1 needs another 1, which the cage holds
        assertEquals(List.of("cage a: 4 + 1 = 5 so far: 1 more is needed from 1 cell with a value other than 1 and 4, which cannot be done"),
                texts(Checker.check(p, f), false));
        f.values()[0] = 3;
        Report.Line cage = Checker.check(p, f).lines().stream().filter(l -> l.rule().equals("cage a")).findFirst().orElseThrow();
        assertEquals("cage a: not finished, 3 + 1 = 4 so far, 1 cell empty", cage.text());
    }

    @Test
    void manyPairsMakeOneLinePerRule() throws Exception {
        Puzzle p = example("seed001-anti-knight.cw");
        int[] v = Solver.of(p).first().first().clone();
        Report ok = Checker.check(p, v);
        assertTrue(texts(ok, true).contains("anti-knight: holds, 224 pairs: different values"), texts(ok, true).toString());
        v[0] = v[11]; // r1c1 takes the value of r2c3, a knight's move away; r1c1 is a given 3
        Report bad = Checker.check(p, v);
        List<String> failed = texts(bad, false);
        assertTrue(failed.contains("givens: r1c1 holds " + v[11] + ", not the given 3"), failed.toString());
        Report.Line knight = bad.lines().stream().filter(l -> l.rule().equals("anti-knight")).findFirst().orElseThrow();
        assertTrue(knight.broken());
        assertTrue(knight.detail().contains("r1c1 and r2c3 both hold " + v[11]), knight.detail());
        assertTrue(knight.culprits().containsAll(List.of("r1c1", "r2c3")), knight.culprits().toString());
    }

    @Test
    void headingsSayWhichOfSumAndProductFailed() throws Exception {
        Puzzle header = example("seed002-header.txt");
        int[] h = SolutionReader.read(header, "[[0,14,10,35],[14,7,2,1],[15,3,7,5],[28,4,1,7]]", "s");
        Report r = Checker.check(header, h);
        assertTrue(r.ok(), texts(r, false).toString());
        h = SolutionReader.read(header, "[[0,14,10,35],[14,7,2,1],[15,3,7,5],[28,1,4,7]]", "s");
        List<String> failed = texts(Checker.check(header, h), false);
        assertTrue(failed.stream().anyMatch(s -> s.endsWith("7 + 3 + 1 = 11 and 7 × 3 × 1 = 21, neither is 14")), failed.toString());
    }

    @Test
    void solutionsAreReadInEveryFormAndPartlyFilled() throws Exception {
        Puzzle p = example("seed001-classic.cw");
        int[] s = Solver.of(p).first().first();
        StringBuilder line = new StringBuilder(), rows = new StringBuilder(), json = new StringBuilder("{\"name\":\"x\",\"grid\":[");
        for (int r = 0; r < 9; r++) {
            json.append(r > 0 ? "," : "").append('[');
            for (int c = 0; c < 9; c++) {
                line.append(s[r * 9 + c]);
                rows.append(c > 0 ? " " : "").append(s[r * 9 + c]);
                json.append(c > 0 ? "," : "").append(s[r * 9 + c]);
            }
            rows.append('\n');
            json.append(']');
        }
        json.append("]}");
        for (String text : List.of(line.toString(), rows.toString(), json.toString()))
            assertEquals(java.util.Arrays.toString(s), java.util.Arrays.toString(SolutionReader.read(p, text, "s")));
        FormatException bad = assertThrows(FormatException.class, () -> SolutionReader.read(p, line.substring(0, 80), "s"));
        assertTrue(bad.detail().contains("expected 81 values"), bad.detail());
        FormatException blank = assertThrows(FormatException.class,
                () -> SolutionReader.read(p, rows.toString().replaceFirst("9", "."), "s"));
        assertEquals(1, blank.line());
        // partly filled: '.' and '0' in a line, '.' in grid text, null in JSON
        String dotted = "." + line.substring(1, 40) + "0" + line.substring(41);
        Filling f = SolutionReader.readPartial(p, dotted, "s");
        assertFalse(f.has(0));
        assertFalse(f.has(40));
        assertEquals(79, 81 - f.emptyCount());
        assertEquals(1, SolutionReader.readPartial(p, rows.toString().replaceFirst("9", "."), "s").emptyCount());
        String nulled = json.toString().replaceFirst("\\[\\[" + s[0], "[[null");
        assertFalse(SolutionReader.readPartial(p, nulled, "s").has(0));
        FormatException outside = assertThrows(FormatException.class,
                () -> SolutionReader.readPartial(p, "A" + line.substring(1), "s"));
        assertTrue(outside.detail().contains("outside the values 1..9"), outside.detail());
    }

    /** A grid of values at the given cells (1-based "r1c6" style), the rest empty. */
    static Filling partial(Puzzle p, Object... cellValue) {
        int[] values = new int[p.size()];
        boolean[] filled = new boolean[p.size()];
        for (int k = 0; k < cellValue.length; k += 2) {
            String name = (String) cellValue[k];
            int r = Integer.parseInt(name.substring(1, name.indexOf('c'))) - 1, c = Integer.parseInt(name.substring(name.indexOf('c') + 1)) - 1;
            int i = p.indexOf(r, c);
            values[i] = (Integer) cellValue[k + 1];
            filled[i] = true;
        }
        return new Filling(values, filled);
    }

    /**
     * A cage is broken as soon as its filled cells rule it out: a 3-cell killer cage of 23 holding a 5 would need
     * 9 + 9 in the other two, which may not repeat. A cage that can still be made stays unfinished.
     */
    @Test
    void aCageIsBrokenWhenItsFilledCellsRuleItOut() throws Exception {
        Puzzle p = parse("size 9\nrules sudoku\ncage 23 r1c1 r1c2 r1c3\n");
        Report.Line cage = Checker.check(p, partial(p, "r1c1", 5)).lines().stream().filter(l -> l.rule().startsWith("cage"))
                .findFirst().orElseThrow();
        assertEquals(Status.BROKEN, cage.status(), cage.text());
        assertEquals(List.of("r1c1"), cage.culprits());
        assertTrue(cage.detail().contains("18 more is needed from 2 cells of different values other than 5"), cage.detail());
        // 6 can still become 23 with 8 + 9; 9 + 8 = 17 needs a 6, which is free
        for (Filling f : List.of(partial(p, "r1c1", 6), partial(p, "r1c1", 9, "r1c2", 8)))
            assertEquals(Status.UNFINISHED, Checker.check(p, f).lines().stream().filter(l -> l.rule().startsWith("cage")).findFirst()
                    .orElseThrow().status());
        // 9 + 5 = 14 needs a 9, which the cage already holds
        assertEquals(Status.BROKEN, Checker.check(p, partial(p, "r1c1", 9, "r1c2", 5)).lines().stream()
                .filter(l -> l.rule().startsWith("cage")).findFirst().orElseThrow().status());
        // KenKen: a 5 in a 3-cell 12x cage of 1..6 (12/5 is no product of two values); a 4 in a 2/ cage of 1..3
        Puzzle k = parse("size 6 boxes none\nrules latin\ncage 12x r1c1 r1c2 r1c3\n");
        assertEquals(Status.BROKEN, Checker.check(k, partial(k, "r1c1", 5)).lines().stream().filter(l -> l.rule().startsWith("cage"))
                .findFirst().orElseThrow().status());
        assertEquals(Status.UNFINISHED, Checker.check(k, partial(k, "r1c1", 3)).lines().stream().filter(l -> l.rule().startsWith("cage"))
                .findFirst().orElseThrow().status());
        Puzzle d = parse("size 6 boxes none\nrules latin\ncage 4/ r1c1 r1c2\ncage 9+ r2c1 r2c2\n");
        List<Report.Line> ls = Checker.check(d, partial(d, "r1c1", 3, "r2c1", 2)).lines().stream().filter(l -> l.rule().startsWith("cage")).toList();
        assertEquals(List.of(Status.BROKEN, Status.BROKEN), ls.stream().map(Report.Line::status).toList(), ls.toString());
        assertEquals(ls.get(0).rule() + ": r1c1 holds 3, and no values of 1..6 in the other cell make quotient 4", ls.get(0).text());
    }

    /**
     * With one solution, a filled value that breaks no rule yet but is not the solution's is named; with several
     * solutions, whether one agrees with every filled value; rules alone without the limit argument.
     */
    @Test
    void filledValuesAreComparedWithThePuzzlesSolution() throws Exception {
        Puzzle p = example("seed001-6x6.cw");
        int[] sol = Solver.of(p).first().first();
        // find an empty cell of the puzzle and a value that breaks nothing there but is not the solution's
        java.util.Set<Integer> givens = new java.util.HashSet<>();
        for (int g : p.compiled().givenCells()) givens.add(g);
        Filling f = null;
        String cell = null;
        int wrong = 0;
        for (int i = 0; i < p.size() && f == null; i++) {
            if (givens.contains(i)) continue;
            for (int v = 1; v <= 6 && f == null; v++) {
                if (v == sol[i]) continue;
                int[] values = new int[p.size()];
                boolean[] filled = new boolean[p.size()];
                values[i] = v;
                filled[i] = true;
                Filling candidate = new Filling(values, filled);
                if (Checker.check(p, candidate).brokenCount() == 0) {
                    f = candidate;
                    cell = p.canvas().name(i);
                    wrong = v;
                }
            }
        }
        Report rulesOnly = Checker.check(p, f);
        assertEquals(null, rulesOnly.solutions());
        assertEquals("No check fails among the filled cells; 35 cells are not filled.", rulesOnly.summary());
        Report r = Checker.check(p, f, null);
        assertEquals(Report.Found.UNIQUE, r.solutions().found());
        assertEquals(List.of(new Report.Difference(cell, wrong, solAt(p, sol, cell))), r.differs());
        assertEquals(cell + " holds " + wrong + "; the puzzle's only solution has " + solAt(p, sol, cell) + " there", r.differs().get(0).text());
        assertEquals("No check fails among the filled cells, but 1 filled value differs from the puzzle's only solution; 35 cells are not filled.",
                r.summary());
        assertFalse(r.ok());
        assertEquals(cell, r.toJson("x", false).get("differs").get(0).get("cell").asText());
        assertFalse(rulesOnly.toJson("x", false).has("differs"), "rules alone: the JSON of before");
        // a complete solution needs no search and says nothing more
        assertTrue(Checker.check(p, Filling.complete(sol), null).ok());

        // several solutions: r1c1 and r1c2 hold 1 2 or 2 1
        Puzzle two = parse("size 4\nrules sudoku\ngivens\n. . 3 4\n3 4 1 2\n. . 4 3\n4 3 2 1\n");
        for (int v : new int[] {1, 2}) {
            Report several = Checker.check(two, partial(two, "r1c1", v), null);
            assertEquals(Report.Found.SEVERAL, several.solutions().found());
            assertEquals(Boolean.TRUE, several.solutions().agrees());
            assertEquals(List.of(), several.differs());
        }
        // each value alone agrees with a solution, together with none (r1c1 = 1 means r3c1 = 2)
        Report none = Checker.check(two, partial(two, "r1c1", 1, "r3c1", 1), null);
        assertEquals(Boolean.FALSE, none.solutions().agrees());
        assertTrue(none.summary().contains("no solution of the puzzle agrees with all the filled values"), none.summary());
    }

    private static int solAt(Puzzle p, int[] sol, String cell) {
        for (int i = 0; i < p.size(); i++) if (p.canvas().name(i).equals(cell)) return sol[i];
        throw new AssertionError(cell);
    }
}
