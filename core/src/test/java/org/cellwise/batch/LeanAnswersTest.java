package org.cellwise.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.cellwise.check.Checker;
import org.cellwise.engine.Solver;
import org.cellwise.format.FormatException;
import org.cellwise.format.LineFormat;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

/**
 * The JSON lines of the lean path are the lines {@link Answer#toJson} writes, byte for byte but the time: for
 * unique puzzles, puzzles with several solutions (with the other solution and where it differs), puzzles with no
 * solution, and with {@code --first}. The number and string spellings agree with Jackson's, and the quick classic
 * check agrees with the full checker.
 */
class LeanAnswersTest {
    static final ObjectMapper JSON = new ObjectMapper();

    static List<String> lines(String file, int every, int max) throws Exception {
        List<String> out = new ArrayList<>();
        int k = 0;
        for (String l : Files.readAllLines(TestFiles.data().resolve(file))) {
            if (l.isBlank() || l.startsWith("#")) continue;
            if (k++ % every == 0) out.add(l.trim().substring(0, 81));
            if (out.size() == max) break;
        }
        return out;
    }

    /** The line with its time taken out: {@code "millis":x} becomes {@code "millis":0}. */
    static String untimed(String json) {
        return json.replaceAll("\"millis\":[0-9.E-]+", "\"millis\":0");
    }

    static void sameAsUsual(List<String> puzzles, boolean first) throws Exception {
        sameAsUsual(puzzles, first, 0);
    }

    static void sameAsUsual(List<String> puzzles, boolean first, long maxNodes) throws Exception {
        LeanAnswers lean = new LeanAnswers("f.txt", "f", first, null, maxNodes, null);
        JsonBytes out = new JsonBytes(1024);
        int lineNo = 0;
        for (String line : puzzles) {
            lineNo++;
            Puzzle p = LineFormat.parse("f.txt", line, lineNo, 1, "f:" + lineNo);
            int[] cells = new int[81], values = new int[81];
            int n = 0;
            for (int i = 0; i < 81; i++)
                if (line.charAt(i) >= '1' && line.charAt(i) <= '9') {
                    cells[n] = i;
                    values[n++] = line.charAt(i) - '0';
                }
            // the givens somewhere inside larger arrays, as a block holds them
            int[] c2 = new int[200], v2 = new int[200];
            System.arraycopy(cells, 0, c2, 50, n);
            System.arraycopy(values, 0, v2, 50, n);
            out.clear();
            String status = lean.solve(lineNo, c2, v2, 50, n, out);
            Answer usual = Answer.diagnose(p, first, null, maxNodes, null, null);
            String want = usual.toJson(p).toString() + "\n";
            assertEquals(untimed(want), untimed(out.toString()), line);
            assertEquals(usual.status(), status);
        }
    }

    @Test
    void uniquePuzzlesWriteTheUsualLine() throws Exception {
        List<String> ps = lines("17_clue.txt", 97, 300);
        ps.addAll(lines("forum_hardest_1106.txt", 5, 40));
        sameAsUsual(ps, false);
        sameAsUsual(ps.subList(0, 50), true);
    }

    /** A budget of nodes ends a search as the usual path ends it: status budget, the same line. */
    @Test
    void aBudgetOfNodesWritesTheUsualLine() throws Exception {
        List<String> ps = lines("forum_hardest_1106.txt", 5, 40);
        sameAsUsual(ps, false, 3);
        sameAsUsual(ps, true, 3);
    }

    @Test
    void puzzlesWithSeveralOrNoSolutionsWriteTheUsualLine() throws Exception {
        List<String> several = lines("serg_benchmark.txt", 41, 200);
        sameAsUsual(several, false);
        sameAsUsual(several.subList(0, 30), true);
        // spoilt: a given changed to clash with another in its row
        List<String> none = new ArrayList<>();
        for (String p : lines("17_clue.txt", 501, 20)) {
            int a = p.indexOf(p.chars().filter(c -> c != '.').findFirst().getAsInt());
            int row = a / 9;
            int other = row * 9 + (a % 9 + 1) % 9;
            char[] t = p.toCharArray();
            if (t[other] == '.') t[other] = t[a];
            none.add(new String(t));
        }
        none.add("11" + ".".repeat(79));
        sameAsUsual(none, false);
        sameAsUsual(List.of(".".repeat(81)), false);
    }

    @Test
    void numbersAndStringsAreSpeltAsJacksonSpellsThem() throws Exception {
        Random rnd = new Random(3);
        List<Long> ks = new ArrayList<>(List.of(0L, 1L, 9L, 10L, 99L, 100L, 999L, 1000L, 1001L, 1010L, 1100L, 12345L,
                9_999_999_999L, 10_000_000_000L, 123_456_789_012L));
        for (int i = 0; i < 5000; i++) ks.add((long) (Math.pow(10, rnd.nextDouble() * 10)));
        for (long k : ks) {
            ObjectNode o = JSON.createObjectNode();
            o.put("m", Answer.round(k / 1000.0));
            JsonBytes b = new JsonBytes(8).raw("{\"m\":").thousandths(Math.round(Answer.round(k / 1000.0) * 1000)).raw('}');
            assertEquals(o.toString(), b.toString(), "thousandths " + k);
        }
        for (String s : new String[] {"", "plain", "quote\" back\\slash", "tab\tnew\nline\rcr\bf\f", "\u0001\u001f\u007f",
                "é 数独 \uD83D\uDE00", "</script>"}) {
            ObjectNode o = JSON.createObjectNode();
            o.put("s", s);
            assertEquals(o.toString(), new JsonBytes(4).raw("{\"s\":").string(s).raw('}').toString(), s);
        }
        for (long v : new long[] {0, 7, -7, 10, 1234567890123L, Long.MAX_VALUE, Long.MIN_VALUE})
            assertEquals(Long.toString(v), new JsonBytes(1).number(v).toString());
    }

    @Test
    void theQuickClassicCheckAgreesWithTheChecker() throws Exception {
        Random rnd = new Random(11);
        Puzzle empty = LineFormat.emptyClassic();
        for (String line : lines("17_clue.txt", 211, 150)) {
            Puzzle p = LineFormat.parse("f", line, 1, 1, "f");
            int[] sol = Solver.of(p).first().first();
            int[] cells = p.compiled().givenCells(), values = p.compiled().givenValues();
            assertTrue(Checker.holdsClassic(sol, cells, values, 0, cells.length));
            for (int t = 0; t < 20; t++) {
                int[] bad = sol.clone();
                switch (t % 4) {
                    case 0 -> { // swap two cells of a row: rows hold, columns or givens break
                        int r = rnd.nextInt(9), a = rnd.nextInt(9), b = (a + 1 + rnd.nextInt(8)) % 9;
                        int x = bad[r * 9 + a];
                        bad[r * 9 + a] = bad[r * 9 + b];
                        bad[r * 9 + b] = x;
                    }
                    case 1 -> bad[rnd.nextInt(81)] = 1 + rnd.nextInt(9);
                    case 2 -> bad[rnd.nextInt(81)] = rnd.nextBoolean() ? 0 : 10;
                    default -> { // relabel two digits everywhere: a valid grid that may break givens
                        int a = 1 + rnd.nextInt(9), b = 1 + rnd.nextInt(9);
                        for (int i = 0; i < 81; i++) bad[i] = bad[i] == a ? b : bad[i] == b ? a : bad[i];
                    }
                }
                // the checker's constraints say nothing of the range: an answer holds values 1..9 only
                boolean want = Checker.holds(p, bad) && Checker.holds(empty, bad)
                        && java.util.Arrays.stream(bad).allMatch(v -> v >= 1 && v <= 9);
                assertEquals(want, Checker.holdsClassic(bad, cells, values, 0, cells.length), java.util.Arrays.toString(bad));
            }
        }
        assertFalse(Checker.holdsClassic(new int[80], new int[0], new int[0], 0, 0));
    }
}
