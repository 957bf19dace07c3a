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
        f.values()[1] = 1;
        Report.Line cage = Checker.check(p, f).lines().stream().filter(l -> l.rule().equals("cage a")).findFirst().orElseThrow();
        assertEquals("cage a: not finished, 4 + 1 = 5 so far, 1 cell empty", cage.text());
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
}
