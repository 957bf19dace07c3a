package org.cellwise.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cellwise.engine.Solver;
import org.cellwise.format.FormatException;
import org.cellwise.format.Formats;
import org.cellwise.format.SolutionReader;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

class CheckerTest {
    static Puzzle example(String f) throws Exception {
        return Formats.readAll(TestFiles.examples().resolve(f)).get(0);
    }

    @Test
    void aGoodAnswerPassesEveryLineInSeed004Style() throws Exception {
        Puzzle p = example("seed004-kenken.txt");
        Report r = Checker.check(p, Solver.of(p).first().first());
        assertTrue(r.ok());
        assertEquals("1=9,2=9,3=9,4=9,5=9,6=9,7=9,8=9,9=9,", r.countsText());
        List<String> texts = r.lines().stream().map(Report.Line::text).toList();
        assertTrue(texts.contains("Cage a = OK as 16 + over r1c1 r2c1 r3c1"), texts.toString());
        assertTrue(texts.contains("Cage v = OK as 2=2"), texts.toString());
        assertTrue(texts.contains("Cage f = OK as 3 / over r1c6 r1c7"), texts.toString());
        assertEquals(9 + 9 + 36, r.lines().size()); // rows, columns, one line per cage (givens included)
    }

    @Test
    void aBadAnswerSaysWhatWasExpectedAndFound() throws Exception {
        Puzzle p = example("seed004-killer.txt");
        int[] v = Solver.of(p).first().first().clone();
        int t = v[0];
        v[0] = v[1];
        v[1] = t; // swap two cells of cage a: the cage still adds up, but box and column break
        Report r = Checker.check(p, v);
        assertFalse(r.ok());
        List<String> failed = r.lines().stream().filter(l -> !l.ok()).map(Report.Line::text).toList();
        assertTrue(failed.stream().anyMatch(s -> s.startsWith("Column 1 = FAIL: expected all different, found")), failed.toString());
        assertTrue(failed.stream().noneMatch(s -> s.startsWith("Cage a ")), failed.toString());
        v[0] = 1;
        Report sums = Checker.check(p, v);
        assertTrue(sums.lines().stream().anyMatch(l -> !l.ok() && l.text().startsWith("Cage a = FAIL: expected 14 + distinct, found sum")),
                sums.lines().toString());
    }

    @Test
    void manyPairsMakeOneLinePerRule() throws Exception {
        Puzzle p = example("seed001-anti-knight.cw");
        int[] v = Solver.of(p).first().first().clone();
        Report ok = Checker.check(p, v);
        assertTrue(ok.lines().stream().anyMatch(l -> l.text().equals("Anti-knight = OK as 224 pairs not-equal")),
                ok.lines().toString());
        v[0] = v[11]; // r1c1 takes the value of r2c3, a knight's move away
        Report bad = Checker.check(p, v);
        Report.Line knight = bad.lines().stream().filter(l -> l.name().equals("Anti-knight")).findFirst().orElseThrow();
        assertFalse(knight.ok());
        assertTrue(knight.found().contains("anti-knight r1c1-r2c3"), knight.found());
        Report.Line givens = bad.lines().stream().filter(l -> l.name().equals("Givens")).findFirst().orElseThrow();
        assertFalse(givens.ok(), "r1c1 is a given");
    }

    @Test
    void solutionsAreReadInEveryForm() throws Exception {
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
        Puzzle header = example("seed002-header.txt");
        int[] h = SolutionReader.read(header, "[[0,14,10,35],[14,7,2,1],[15,3,7,5],[28,4,1,7]]", "s");
        assertTrue(Checker.check(header, h).ok());
    }
}
