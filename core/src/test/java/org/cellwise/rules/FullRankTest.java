package org.cellwise.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Predicate;
import org.cellwise.check.Checker;
import org.cellwise.check.Report;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.format.Format;
import org.cellwise.format.FormatException;
import org.cellwise.format.Formats;
import org.cellwise.format.Writers;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.puzzle.Signature;
import org.junit.jupiter.api.Test;

/**
 * Full-rank clues judged apart from their code: the rule text ("every row and column read as a number both ways;
 * the clue is the line's place in order, ties as the statement says") is written out again here over plain
 * numbers, and the engine must find exactly the 4×4 Latin squares (and Sudokus) it keeps, choco as many, and the
 * checker must agree on every square ({@link SetterCluesTest#agrees}).
 */
class FullRankTest {
    /** A clue as the rule text reads it: where it sits, the rank, whether others may tie it. */
    record Said(String at, int rank, boolean tied) {
        String statement() {
            return "full-rank " + rank + " " + at + (tied ? " tied" : "") + "\n";
        }
    }

    /** The 16 lines of a 4×4 square as numbers: each row from the left and the right, each column from the top and bottom. */
    static List<Integer> numbers(int[][] g) {
        List<Integer> out = new ArrayList<>();
        for (int k = 0; k < 4; k++) {
            int rl = 0, rr = 0, ct = 0, cb = 0;
            for (int i = 0; i < 4; i++) {
                rl = rl * 10 + g[k][i];
                rr = rr * 10 + g[k][3 - i];
                ct = ct * 10 + g[i][k];
                cb = cb * 10 + g[3 - i][k];
            }
            out.addAll(List.of(rl, rr, ct, cb));
        }
        return out;
    }

    /** The number read from an outside cell: r0cC down column C, r5cC up it, rRc0 along row R, rRc5 back along it. */
    static int readFrom(int[][] g, String at) {
        int[] rc = SetterCluesTest.cell(at);
        int n = 0;
        for (int i = 0; i < 4; i++) {
            int v = rc[0] < 0 ? g[i][rc[1]] : rc[0] > 3 ? g[3 - i][rc[1]] : rc[1] < 0 ? g[rc[0]][i] : g[rc[0]][3 - i];
            n = n * 10 + v;
        }
        return n;
    }

    static boolean keeps(int[][] g, Said s) {
        int me = readFrom(g, s.at()), smaller = 0, same = 0;
        for (int x : numbers(g)) {
            if (x < me) smaller++;
            if (x == me) same++;
        }
        return smaller == s.rank() - 1 && (s.tied() || same == 1); // the line itself is among the 16
    }

    static boolean allDistinct(int[][] g) {
        return numbers(g).stream().distinct().count() == 16;
    }

    static final String[] OUTSIDE = {"r0c1", "r0c2", "r0c3", "r0c4", "r5c1", "r5c2", "r5c3", "r5c4", "r1c0", "r2c0", "r3c0", "r4c0",
            "r1c5", "r2c5", "r3c5", "r4c5"};

    @Test
    void ranksAreCountedAsTheRuleTextSaysOnEveryLatinSquare() throws Exception {
        // the clue of ISS's 4x4 examples, and one on each side, tied and not
        int total = 0;
        for (Said s : List.of(new Said("r4c0", 5, false), new Said("r4c0", 5, true), new Said("r0c1", 10, false), new Said("r0c2", 15, true),
                new Said("r2c5", 1, false), new Said("r5c3", 16, false), new Said("r5c3", 13, true)))
            for (boolean sudoku : new boolean[] {false, true})
                total += SetterCluesTest.agrees(s.statement(), sudoku, g -> keeps(g, s));
        assertTrue(total > 100, "the clues keep " + total + " squares in all: not a trivial case");
    }

    @Test
    void noTwoLinesAlikeIsTheDistinctRule() throws Exception {
        int n = SetterCluesTest.agrees("rules full-rank-distinct\n", false, FullRankTest::allDistinct);
        assertTrue(n > 0 && n < 576, n + " of the 576 Latin squares have 16 different lines");
        Said s = new Said("r0c1", 10, false);
        SetterCluesTest.agrees("rules full-rank-distinct\n" + s.statement(), true, g -> allDistinct(g) && keeps(g, s));
    }

    /** Random sets of clues, their ranks read off a random square (now and then moved by one), against the predicate. */
    @Test
    void randomCluesAgreeWithThePredicateChocoAndTheChecker() throws Exception {
        Random rnd = new Random(56);
        List<int[][]> latin = SetterCluesTest.squares(false), sudoku = SetterCluesTest.squares(true);
        int nonEmpty = 0;
        for (int t = 0; t < 40; t++) {
            boolean box = rnd.nextBoolean(), distinct = rnd.nextInt(5) == 0;
            List<int[][]> pool = box ? sudoku : latin;
            int[][] g = pool.get(rnd.nextInt(pool.size()));
            List<Said> said = new ArrayList<>();
            StringBuilder text = new StringBuilder(distinct ? "rules full-rank-distinct\n" : "");
            for (int k = 1 + rnd.nextInt(3); k > 0; k--) {
                String at = OUTSIDE[rnd.nextInt(OUTSIDE.length)];
                int me = readFrom(g, at), rank = 1;
                for (int x : numbers(g)) if (x < me) rank++;
                if (rnd.nextInt(4) == 0) rank = Math.max(1, Math.min(16, rank + (rnd.nextBoolean() ? 1 : -1)));
                Said s = new Said(at, rank, rnd.nextInt(3) == 0);
                said.add(s);
                text.append(s.statement());
            }
            Predicate<int[][]> rule = x -> (!distinct || allDistinct(x)) && said.stream().allMatch(s -> keeps(x, s));
            if (SetterCluesTest.agrees(text.toString(), box, rule) > 0) nonEmpty++;
        }
        assertTrue(nonEmpty >= 10, nonEmpty + " of 40 random clue sets have solutions");
    }

    @Test
    void roundTripsThroughTextJsonAndTheFPuzzlesLink() throws Exception {
        String text = "size 4\nrules sudoku full-rank-distinct\nfull-rank 10 r0c1\nfull-rank 5 r4c0 tied\nfull-rank 16 r3c5\n";
        Puzzle p = Formats.readAll(text, "t.cw", null).get(0);
        for (Format f : List.of(Format.CELLWISE, Format.JSON, Format.FPUZZLES)) {
            String written = Writers.write(p, f);
            Puzzle back = Formats.readAll(written, "round-trip", f).get(0);
            assertEquals(Signature.of(p), Signature.of(back), written);
            assertEquals(written, Writers.write(back.withName(p.name()), f).replace(back.name(), p.name()), written);
        }
        String cw = Writers.write(p, Format.CELLWISE);
        assertTrue(cw.contains("full-rank 5 r4c0 tied") && cw.contains("full-rank-distinct"), cw);
    }

    @Test
    void badStatementsAreRefusedWhereTheyAreWritten() {
        String head = "size 4\nrules sudoku\n";
        String[][] bad = {
            {"full-rank x r0c1\n", "3:11"}, // not a number
            {"full-rank 5 r0c1 tide\n", "3:18"}, // not 'tied'
            {"full-rank 5\n", "3:1"}, // no place
            {"full-rank 0 r0c1\n", "3:"}, // no rank 0
            {"full-rank 17 r0c1\n", "3:"}, // past the 16 lines
            {"full-rank 5 r2c2\n", "3:"}, // inside the grid
            {"full-rank 5 r0c1 tied tied\n", "3:"},
        };
        for (String[] b : bad) {
            FormatException e = assertThrows(FormatException.class, () -> Formats.readAll(head + b[0], "t.cw", null), b[0]);
            assertTrue(e.getMessage().startsWith("t.cw:" + b[1]), b[0] + ": " + e.getMessage());
        }
        FormatException rect = assertThrows(FormatException.class, () -> Formats.readAll("size 4x6\nrules latin\nfull-rank 3 r0c1\n", "t.cw", null));
        assertTrue(rect.getMessage().contains("square"), rect.getMessage());
        FormatException json = assertThrows(FormatException.class, () -> Formats.readAll(
                "{\"size\": 4, \"rules\": [\"sudoku\"], \"clues\": [\"full-rank 99 r0c1\"]}", "t.json", null));
        assertTrue(json.getMessage().startsWith("t.json:"), json.getMessage());
    }

    private static int[] digits(String s) {
        return s.chars().map(c -> c - '0').toArray();
    }

    private static List<String> texts(Report r, Report.Status status) {
        return r.lines().stream().filter(l -> l.status() == status).map(Report.Line::text).toList();
    }

    @Test
    void theCheckerSaysHowManyLinesReadSmallerAndWhichReadTheSame() throws Exception {
        // ISS's "with ties" answer, 3421 / 1243 / 4132 / 2314: row 1 from the right and row 2 from the left both read 1243
        int[] grid = digits("3421124341322314");
        Puzzle right = Formats.readAll("size 4\nrules sudoku\nfull-rank 5 r4c0 tied\nfull-rank 10 r0c1 tied\n", "t.cw", null).get(0);
        assertTrue(Checker.check(right, grid).ok(), Checker.check(right, grid).toString());
        Puzzle wrong = Formats.readAll("size 4\nrules sudoku\nfull-rank 6 r4c0\n", "t.cw", null).get(0);
        Report no = Checker.check(wrong, grid);
        assertFalse(no.ok());
        assertTrue(texts(no, Report.Status.BROKEN).stream().anyMatch(t -> t.contains("r4c1…r4c4 reads 2314") && t.contains("so it is number 5, not 6")
                        && t.contains("r3c4…r3c1 reads the same")),
                texts(no, Report.Status.BROKEN).toString());
        Puzzle tie = Formats.readAll("size 4\nrules sudoku\nfull-rank 2 r2c0\n", "t.cw", null).get(0);
        List<String> said = texts(Checker.check(tie, grid), Report.Status.BROKEN);
        assertTrue(said.stream().anyMatch(t -> t.contains("r1c4…r1c1 reads the same")), said.toString());
        // a partly filled grid: unfinished while the filled cells leave the rank open, broken once they decide it
        int[] part = new int[16];
        boolean[] filled = new boolean[16];
        part[12] = 2;
        filled[12] = true; // row 4 begins with 2: 4 lines beginning with 1 are smaller at least, 4 ones with 3 or 4 larger
        assertTrue(texts(Checker.check(wrong, new org.cellwise.model.Filling(part, filled)), Report.Status.BROKEN).isEmpty());
        part[12] = 4; // every line beginning with 1, 2 or 3 reads smaller: 12 of them
        assertTrue(texts(Checker.check(wrong, new org.cellwise.model.Filling(part, filled)), Report.Status.BROKEN).isEmpty(),
                "the other lines' first cells are empty, so nothing is decided yet");
        Puzzle first = Formats.readAll("size 4\nrules sudoku\nfull-rank 1 r4c0\n", "t.cw", null).get(0);
        for (int i = 0; i < 4; i++) {
            part[i] = i + 1; // row 1 is 1234: it reads smaller than a row 4 beginning with 4
            filled[i] = true;
        }
        List<String> early = texts(Checker.check(first, new org.cellwise.model.Filling(part, filled)), Report.Status.BROKEN);
        assertTrue(early.stream().anyMatch(t -> t.contains("lines already read smaller")), early.toString());
    }

    @Test
    void theEngineSolvesIssFourByFourExamples() throws Exception {
        String[][] cases = {
            {"size 4\nrules sudoku\nfull-rank 10 r0c1 tied\nfull-rank 15 r0c2 tied\nfull-rank 5 r4c0 tied\n", "3421124341322314"},
            {"size 4\nrules sudoku full-rank-distinct\nfull-rank 10 r0c1\nr3c4 = 2\nr4c3 = 1\n", "3421213413424213"},
            {"size 4\nrules sudoku\nfull-rank 5 r4c0\nr3c2 = 1\n", "3241143241232314"},
        };
        for (String[] c : cases) {
            Puzzle p = Formats.readAll(c[0], "t.cw", null).get(0);
            Result r = Solver.of(p).solve(SolveOptions.upTo(2).withMaxNodes(10_000), 2);
            assertTrue(r.unique(), c[0]);
            StringBuilder sb = new StringBuilder();
            for (int v : r.first()) sb.append(v);
            assertEquals(c[1], sb.toString(), c[0]);
        }
    }
}
