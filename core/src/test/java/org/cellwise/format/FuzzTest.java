package org.cellwise.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.cellwise.batch.Answer;
import org.cellwise.check.Checker;
import org.cellwise.export.Exporter;
import org.cellwise.logic.Explainer;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile input against every reader: seeded mutations of every example (byte flips, truncation, duplicated and
 * deleted lines, huge numbers, odd bytes) and a corpus of nasty cases. Whatever comes in, the answer is a located
 * error or a puzzle whose answer the checker accepts; no other exception escapes, messages stay short and
 * printable, the puzzle after a bad one is still read, and every solve ends (each under the solver's own limit).
 * Reproduce one case with -Dcellwise.fuzz.seed=SEED.
 */
class FuzzTest {
    /** Each solve's budget of nodes: the same cases end the same way on every machine, however busy. */
    private static final long SOLVE_NODES = 20_000;

    private static Answer solve(Puzzle p, boolean firstOnly) {
        return Answer.solve(p, firstOnly, null, SOLVE_NODES, null, null);
    }

    private static String asArray(List<String> texts) {
        com.fasterxml.jackson.databind.node.ArrayNode a = Json.array();
        texts.forEach(a::add);
        return Json.write(a);
    }

    private static Answer diagnose(Puzzle p) {
        return Answer.diagnose(p, false, null, SOLVE_NODES, null, null);
    }

    @TempDir
    Path tmp;

    private static final String[] ODD = {"\0", "\u0001", "\u001b[31m", "\u00e9", "\uff11", "\u0661", "\ufeff", "\u2028",
            "99999999999999999999", "4294967299", "-2147483649", "\"", "{", "]", "\t", "\r", "#", "r99999999999c1",
            "1000000,1000000", "0x0", "|", "---", "\\", "?", "*", "÷", "fpuzzles", " load=", "sudokupad.app/", "\"x<y\"", " #1"};

    /** One seeded mutation of a text, as bytes (some mutations are not UTF-8 on purpose). */
    private static byte[] mutate(String text, Random rnd) {
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        switch (rnd.nextInt(7)) {
            case 0 -> { // duplicate a line
                int i = rnd.nextInt(lines.size());
                lines.add(i, lines.get(i));
            }
            case 1 -> { // delete a line
                if (lines.size() > 1) lines.remove(rnd.nextInt(lines.size()));
            }
            case 2 -> { // an odd token into a line
                int i = rnd.nextInt(lines.size());
                String l = lines.get(i);
                int at = l.isEmpty() ? 0 : rnd.nextInt(l.length() + 1);
                lines.set(i, l.substring(0, at) + ODD[rnd.nextInt(ODD.length)] + l.substring(at));
            }
            case 3 -> { // a number made huge
                int i = rnd.nextInt(lines.size());
                lines.set(i, lines.get(i).replaceFirst("\\d+", rnd.nextBoolean() ? "99999999999999999999" : "2147483648"));
            }
            default -> {}
        }
        byte[] b = String.join("\n", lines).getBytes(StandardCharsets.UTF_8);
        switch (rnd.nextInt(4)) {
            case 0 -> { // flip bytes, Latin-1 and control bytes among them
                b = b.clone();
                for (int k = 0; k < 1 + rnd.nextInt(3) && b.length > 0; k++)
                    b[rnd.nextInt(b.length)] = (byte) (new int[] {0xE9, 0xFF, 0x00, 0x0B, '.', '1', '9', ' ', '\n'})[rnd.nextInt(9)];
            }
            case 1 -> { // truncate
                if (b.length > 1) b = java.util.Arrays.copyOf(b, rnd.nextInt(b.length));
            }
            default -> {}
        }
        return b;
    }

    /**
     * What the mutations start from: every example, the forms added with issue 29 that no example holds (taxicab,
     * chess, knightmare sums, the move flags, cages of several sums, offset over irregular regions, in .cw, JSON and
     * f-puzzles links; core/src/test/resources/format/new-forms), and the two data files written in those forms.
     */
    private static List<Path> examples() throws IOException {
        List<Path> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(TestFiles.examples())) {
            out.addAll(s.sorted().toList());
        }
        try (Stream<Path> s = Files.list(TestFiles.root().resolve("core/src/test/resources/format/new-forms"))) {
            out.addAll(s.sorted().toList());
        }
        out.add(TestFiles.data().resolve("rangsk-tests.cw"));
        out.add(TestFiles.data().resolve("dr-killer.cw"));
        return out;
    }

    private static void checkMessage(FormatException e, String context) {
        assertTrue(e.line() >= 1 && e.column() >= 1, context + ": unlocated " + e.getMessage());
        assertTrue(e.getMessage().length() < 800, context + ": message of " + e.getMessage().length() + " characters");
        for (char c : e.getMessage().toCharArray())
            assertTrue(!Character.isISOControl(c), context + ": raw control character in " + e.getMessage());
    }

    /** Reads every puzzle of a file; each is solved (bounded) and its answer checked. Returns the names read. */
    private static List<String> readAll(Path f, Format format, String context) throws IOException {
        List<String> names = new ArrayList<>();
        PuzzleReader r;
        try {
            r = Formats.open(f, format);
        } catch (FormatException e) {
            checkMessage(e, context);
            return names;
        }
        for (int guard = 0; guard < 10_000; guard++) {
            Puzzle p;
            try {
                p = r.next();
            } catch (FormatException e) {
                checkMessage(e, context);
                names.add("!");
                continue;
            }
            if (p == null) return names;
            names.add(p.name());
            Answer a = solve(p, false);
            if (a.solved()) assertTrue(Checker.holds(p, a.first()), context + ": an answer that breaks a rule");
            for (String target : List.of("smt2", "asp", "minizinc", "prolog")) Exporter.of(target).program(p);
            try {
                Writers.write(p, Format.CELLWISE);
            } catch (IllegalArgumentException e) {
                // a puzzle the text format cannot hold is said so
                assertTrue(e.getMessage().contains("cannot"), context + ": " + e.getMessage());
            }
        }
        fail(context + ": the reader never ended");
        return names;
    }

    @Test
    void mutatedExamplesGiveLocatedErrorsOrCheckedAnswers() throws Exception {
        Long only = Long.getLong("cellwise.fuzz.seed");
        int cases = 0;
        for (Path ex : examples()) {
            String text = Files.readString(ex);
            String name = ex.getFileName().toString();
            // more rounds for a longer hunt: -Dcellwise.fuzz.rounds=400 (seeds past 999 overlap the next file's)
            for (int i = 0; i < Integer.getInteger("cellwise.fuzz.rounds", 40); i++) {
                long seed = name.hashCode() * 1000L + i;
                if (only != null && only != seed) continue;
                Random rnd = new Random(seed);
                Path f = tmp.resolve(name);
                Files.write(f, mutate(text, rnd));
                try {
                    readAll(f, null, name + " seed " + seed);
                } catch (RuntimeException e) {
                    throw new AssertionError(name + " seed " + seed + ": " + e, e);
                }
                cases++;
            }
        }
        assertTrue(only != null || cases >= 500, "cases: " + cases);
    }

    /**
     * {@code --with} lines, whole and mutated, added to a link that states no move rule: a located error at the n-th
     * {@code --with}, or a puzzle whose answer the checker accepts.
     */
    @Test
    void mutatedWithLinesGiveLocatedErrorsOrCheckedAnswers() throws Exception {
        Puzzle base = Formats.readAll(TestFiles.examples().resolve("knightmare-link.txt")).get(0);
        List<String> lines = List.of("knightmare", "taxicab 4", "chess 1,2 values 1-3", "knightmare 5,15", "self-taxicab",
                "diagonal-non-consecutive", "cage 10|19 r1c2 r1c3", "offset", "r5c5 = 3", "anti-king");
        Random rnd = new Random(Long.getLong("cellwise.fuzz.with", 29));
        int cases = 0, errors = 0;
        for (int i = 0; i < 3 * Integer.getInteger("cellwise.fuzz.rounds", 40); i++) {
            List<String> with = new ArrayList<>();
            for (int k = 0; k < 1 + rnd.nextInt(3); k++) with.add(lines.get(rnd.nextInt(lines.size())));
            int bad = rnd.nextInt(with.size() + 1); // one line mutated, or none
            if (bad < with.size()) with.set(bad, new String(mutate(with.get(bad), rnd), StandardCharsets.UTF_8));
            String context = "--with " + with;
            cases++;
            try {
                Puzzle p = Additions.add(base, with);
                Answer a = solve(p, false);
                if (a.solved()) assertTrue(Checker.holds(p, a.first()), context + ": an answer that breaks a rule");
            } catch (FormatException e) {
                errors++;
                checkMessage(e, context);
                assertEquals(Additions.SOURCE, e.source(), context + ": " + e.getMessage());
                assertTrue(e.line() <= with.size(), context + ": " + e.getMessage());
            } catch (RuntimeException e) {
                throw new AssertionError(context + ": " + e, e);
            }
        }
        assertTrue(errors > 10 && errors < cases, errors + " errors of " + cases);
    }

    /**
     * Hostile values in the statements and targets added with issue 29, each once an internal error, a hang, a
     * message naming the wrong thing, or text not said in words: the exact message at its line and column.
     */
    @Test
    void theNewStatementsRefuseHostileValuesInWords() throws Exception {
        String[][] cases = {
            // a range ending at the largest int never ended, counted in ints, and filled the heap
            {"chess 1,2 values 2147483600-2147483647", null},
            // a distance past the grid, up to the largest int, where listing the steps never ended
            {"taxicab 2147483647", null},
            {"chess 2147483647,2147483647 1,2147483647", null},
            {"chess 1,2 values 99999999999", "3:18: a value '99999999999' is out of range (at most 2147483647)"},
            {"knightmare 5,99999999999999999999", "3:14: a sum '99999999999999999999' is out of range (at most 2147483647)"},
            {"knightmare 5,x", "3:14: expected sums such as 5,15, found 'x'"},
            {"chess 1,99999999999999999999", "3:9: a distance '99999999999999999999' is out of range (at most 2147483647)"},
            {"taxicab 99999999999999999999", "3:9: a distance '99999999999999999999' is out of range (at most 2147483647)"},
            {"taxicab 0", "3:9: taxicab: a taxicab distance is at least 1, not 0 (taxicab DISTANCE (cells that many rows plus columns"
                    + " apart hold different values))"},
            {"cage 10||19 r1c2 r1c3", "3:6: expected sums joined by '|' such as 10|19, found '10||19' (a sum is missing)"},
            {"cage 10| r1c2 r1c3", "3:6: expected sums joined by '|' such as 10|19, found '10|' (a sum is missing)"},
            {"cage |19 r1c2 r1c3", "3:6: expected sums joined by '|' such as 10|19, found '|19' (a sum is missing)"},
            {"cage a 10||19 r1c2 r1c3", "3:8: expected sums joined by '|' such as 10|19, found '10||19' (a sum is missing)"},
            {"cage 10|19+ r1c2 r1c3", "3:6: a cage with several sums takes no operation, found '10|19+'"},
            {"cage 13|99999999999999999999 r1c2 r1c3", "3:6: a sum '99999999999999999999' is out of range (-2147483648 to 2147483647)"},
            {"sum s 10|19 r1c2 r1c3", "3:7: a sum takes one target, not '10|19'"},
        };
        for (String[] c : cases) {
            String text = "size 9\nrules sudoku\n" + c[0] + "\n";
            if (c[1] == null) {
                Puzzle p = Formats.readAll(text, "h.cw", null).get(0);
                Answer a = solve(p, true);
                assertTrue(a.solved() && Checker.holds(p, a.first()), c[0]);
                continue;
            }
            FormatException e = refused(text, "h.cw");
            assertEquals("h.cw:" + c[1], e.getMessage(), c[0]);
        }
        // lists longer than any puzzle's values can use: once printed whole in every message naming the rule
        StringBuilder sums = new StringBuilder("1"), values = new StringBuilder("1");
        for (int i = 2; i <= 5000; i++) sums.append(',').append(i);
        for (int i = 2; i <= 65; i++) values.append(',').append(i);
        assertEquals("h.cw:3:12: knightmare: at most 127 different sums (two of at most 64 values make no more), not 5000 (knightmare "
                + "SUM[,SUM...] (cells a knight's move apart never add up to these; 'rules knightmare' is 5,15))",
                refused("size 9\nrules sudoku\nknightmare " + sums + "\n", "h.cw").getMessage());
        assertTrue(refused("size 9\nrules sudoku\nchess 1,2 values " + values + "\n", "h.cw").getMessage()
                .startsWith("h.cw:3:18: chess: at most 64 different values (a puzzle has no more)"));
        assertEquals(1, Formats.readAll("size 9\nrules sudoku\nchess 1,2 values 1-64\nknightmare 2-128".replace("2-128",
                java.util.stream.IntStream.rangeClosed(2, 128).mapToObj(String::valueOf).collect(java.util.stream.Collectors.joining(","))) + "\n",
                "h.cw", null).size());
        // the same target in JSON, as text
        FormatException j = refused("{\"size\": 9, \"rules\": [\"sudoku\"], \"cages\": [{\"label\": \"a\", \"target\": \"10||19\","
                + " \"cells\": [\"r1c2\", \"r1c3\"]}]}", "h.json");
        assertTrue(j.getMessage().endsWith(": expected sums joined by '|' such as 10|19, found '10||19' (a sum is missing)"), j.getMessage());
    }

    /**
     * Several thousand sums on one cage, in .cw and JSON: read, not a stack overflow (a regular expression with a
     * repeated group recursed once a sum), and solved as the sums that matter say.
     */
    @Test
    void aCageOfThousandsOfSumsIsRead() throws Exception {
        StringBuilder sums = new StringBuilder("1");
        for (int i = 2; i <= 3000; i++) sums.append('|').append(i);
        Puzzle cw = Formats.readAll("size 4\nrules sudoku\ncage " + sums + " r1c1 r1c2\nr1c1 = 1\n", "m.cw", null).get(0);
        Puzzle json = Formats.readAll("{\"size\": 4, \"rules\": [\"sudoku\"], \"cages\": [{\"label\": \"a\", \"target\": \"" + sums
                + "\", \"cells\": [\"r1c1\", \"r1c2\"]}]}", "m.json", null).get(0);
        for (Puzzle p : List.of(cw, json)) {
            Answer a = solve(p, true);
            assertTrue(a.solved() && Checker.holds(p, a.first()), p.name());
        }
    }

    /**
     * A cage of several sums none of which its cells reach: said before any search, as a cage of one sum is, and the
     * check of an empty grid says so in words (it read "reads  so far, which no values in the 2 cells empty can
     * complete", quoting values that were not there).
     */
    @Test
    void aCageOfSeveralSumsOutOfReachIsSaidInWords() throws Exception {
        Puzzle p = Formats.readAll("size 9\nrules sudoku\ncage a 100|200 r1c2 r1c3\nr1c1 = 1\n", "u.cw", null).get(0);
        List<org.cellwise.diagnose.QuickChecks.Finding> found = org.cellwise.diagnose.QuickChecks.of(p);
        assertEquals(1, found.size(), found.toString());
        assertTrue(found.get(0).impossible());
        assertEquals("cage a: 2 cells of 1..9, all different, add up to 3 to 17, never 100 or 200", found.get(0).message());
        Answer a = diagnose(p);
        assertEquals("no-solution", a.status());
        org.cellwise.check.Report r = Checker.check(p, new org.cellwise.model.Filling(new int[81], new boolean[81]));
        List<String> broken = r.lines().stream().filter(org.cellwise.check.Report.Line::broken).map(org.cellwise.check.Report.Line::detail).toList();
        assertEquals(List.of("no values in its 2 cells can make it"), broken);
        StringBuilder many = new StringBuilder("100");
        for (int i = 1; i <= 7; i++) many.append('|').append(100 + i);
        Puzzle q = Formats.readAll("size 9\nrules sudoku\ncage a " + many + " r1c2 r1c3\n", "u.cw", null).get(0);
        assertEquals("cage a: 2 cells of 1..9, all different, add up to 3 to 17, never 100, 101, 102, 103, 104 or any of 3 more",
                org.cellwise.diagnose.QuickChecks.of(q).get(0).message());
    }

    /**
     * f-puzzles cages valued DR with any digits: a root out of 1..9 is an error at the value, however many digits
     * (DR99999999999999999999 was kept as a drawing while DR10 was an error); a root of every cell of a row is read;
     * the answers hold.
     */
    @Test
    void digitalRootCagesAtTheEdges() throws Exception {
        String grid = "\"grid\":[" + String.join(",", java.util.Collections.nCopies(9, "[" + String.join(",",
                java.util.Collections.nCopies(9, "{}")) + "]")) + "]";
        String four = "[\"R1C1\",\"R1C2\",\"R2C1\",\"R2C2\"]", row = "[\"R1C1\",\"R1C2\",\"R1C3\",\"R1C4\",\"R1C5\",\"R1C6\",\"R1C7\",\"R1C8\",\"R1C9\"]";
        String[][] cases = {
            {"DR0", four, "a digital root is 1 to 9, not 0"},
            {"DR10", four, "a digital root is 1 to 9, not 10"},
            {"DR99999999999999999999", four, "a digital root is 1 to 9, not 99999999999999999999"},
            {"DR8", row, "no-solution"}, // a root out of reach: no values fill the cage
            {"DR9", row, null},
            {" dr 05 ", four, null},
        };
        for (String[] c : cases) {
            String text = "{\"size\":9," + grid + ",\"cage\":[{\"cells\":" + c[1] + ",\"value\":\"" + c[0] + "\"}]}";
            if (c[2] == null || c[2].equals("no-solution")) {
                Puzzle p = FPuzzles.read(text, "dr.txt", 1, "dr");
                Answer a = Answer.diagnose(p, true, null, SOLVE_NODES, null, null); // its checks see a cage no values fill
                if (c[2] == null) assertTrue(a.solved() && Checker.holds(p, a.first()), c[0]);
                else assertEquals("no-solution", a.status(), c[0]);
                continue;
            }
            FormatException e = assertThrows(FormatException.class, () -> FPuzzles.read(text, "dr.txt", 1, "dr"), c[0]);
            checkMessage(e, c[0]);
            assertTrue(e.getMessage().endsWith("f-puzzles /cage/0/value: " + c[2]), c[0] + ": " + e.getMessage());
        }
    }

    /**
     * A link whose digital-root cages list their cells out of reading order (as data/dr-killer.cw's do) converts to
     * .cw and takes --with: the letter map wrote the cells in reading order, the check on the way back found another
     * constraint ("cannot state cage r1c8"), and --with, which adds to that text, failed with an internal error.
     */
    @Test
    void aDigitalRootLinkConvertsAndTakesWith() throws Exception {
        List<String> links = Files.readAllLines(TestFiles.root().resolve("core/src/test/resources/format/new-forms/links.txt"));
        Puzzle dr = Formats.readAll(links.get(links.size() - 1), "dr.txt", null).get(0);
        String cw = Writers.write(dr, Format.CELLWISE);
        assertTrue(cw.contains("cage r1c8 DR2\n"), cw); // its sums 11, 20 and 29 are the digital-root set, written so
        Puzzle back = Formats.readAll(cw, "dr.cw", null).get(0);
        assertEquals(Writers.write(back, Format.CELLWISE), cw);
        Puzzle with = Additions.add(dr, List.of("anti-king"));
        assertTrue(with.rules().stream().anyMatch(r -> r.keyword().equals("anti-king")), with.rules().toString());
    }

    /**
     * The mutation sources in the new forms, and values at the edges of each new statement that read (a distance as
     * long as the grid's diagonal, a move longer than the grid, a knightmare sum no pair reaches, offset over regions
     * that do not cover the grid, a cage with a sum no pair reaches): as many answers as choco finds, each one choco accepts.
     */
    @Test
    void theNewFormsAnswerAsChocoDoes() throws Exception {
        List<String> texts = new ArrayList<>();
        for (String block : Files.readString(TestFiles.root().resolve("core/src/test/resources/format/new-forms/moves.cw")).split("(?m)^(?=#puzzle )"))
            if (block.startsWith("#puzzle")) texts.add(block);
        String four = "size 4\nrules sudoku\n";
        texts.addAll(List.of(four + "taxicab 6\n", four + "taxicab 7\n", four + "chess 4,5\n", four + "chess 0,2 values 1,4\n",
                four + "knightmare 0,100\n", four + "knightmare 3,4,5,6,7\n", four + "cage 3|7|11 r1c1 r1c2\n",
                four + "rules self-taxicab diagonal-non-consecutive\n",
                "size 4 boxes none\nrules rows columns offset\nregion a r1c1 r1c2 r1c3 r2c2\nregion b r1c4 r2c3 r2c4 r3c4\n"));
        int some = 0;
        for (String t : texts) if (org.cellwise.testing.ChocoJudge.count(t, 300) > 0) some++;
        assertTrue(some > texts.size() / 2, some + " of " + texts.size() + " have answers");
    }

    /**
     * The f-puzzles link's {@code cellwise} field holds the rules f-puzzles cannot state: a statement of the canvas
     * there ('values 0..8', 'boxes none') was dropped without a word, and a map left without rows was placed at an
     * entry past the list's end.
     */
    @Test
    void theCellwiseFieldOfALinkRefusesCanvasStatements() throws Exception {
        String grid = "\"grid\":[" + String.join(",", java.util.Collections.nCopies(9, "[" + String.join(",",
                java.util.Collections.nCopies(9, "{}")) + "]")) + "]";
        String[][] cases = {
            {"[\"values 0..8\"]", "f-puzzles /cellwise/0: 'values' states the canvas, which the grid states here: the field holds rules and clues"},
            {"[\"taxicab 4\", \"boxes none\"]", "f-puzzles /cellwise/1: 'boxes' states the canvas, which the grid states here: the field holds rules and clues"},
            {"[\"givens\"]", "f-puzzles /cellwise/0: expected 9 rows after 'givens' (line 1), found 0"},
        };
        for (String[] c : cases) {
            String text = "{\"size\":9," + grid + ",\"cellwise\":" + c[0] + "}";
            FormatException e = assertThrows(FormatException.class, () -> FPuzzles.read(text, "cw.txt", 1, "cw"), c[0]);
            checkMessage(e, c[0]);
            assertTrue(e.getMessage().endsWith(c[1]), c[0] + ": " + e.getMessage());
        }
        Puzzle p = FPuzzles.read("{\"size\":9," + grid + ",\"cellwise\":[\"taxicab 4\", \"r1c1 = 5\"]}", "cw.txt", 1, "cw");
        assertTrue(Writers.write(p, Format.CELLWISE).contains("taxicab 4\n"), Writers.write(p, Format.CELLWISE));
    }

    /**
     * Chess values beyond the puzzle's, negative ones (a puzzle of values -4..4 writes them so), and duplicates: read,
     * and the puzzle solved as choco solves it.
     */
    @Test
    void chessValuesAtTheEdgesAreReadAndJudged() throws Exception {
        String[] texts = {
            "size 4\nrules sudoku\nchess 1,2 values 2147483647\n",
            "size 4\nrules sudoku\nchess 1,1 values 1,1,1-2,2-3\n",
            "size 4 boxes none\nvalues -1..2\nrules latin\nchess 1,2 values -1,-1-0\n",
            "size 4 boxes none\nvalues -1..2\nrules latin\nchess 1,1 values -3--1\n",
        };
        long[] counts = new long[texts.length];
        for (int i = 0; i < texts.length; i++) counts[i] = org.cellwise.testing.ChocoJudge.count(texts[i], 1000);
        assertEquals(288, counts[0]); // values beyond 1..4: the rule adds nothing
        // a negative value written back reads back as itself
        Puzzle neg = Formats.readAll(texts[2], "n.cw", null).get(0);
        assertTrue(Writers.write(neg, Format.CELLWISE).contains("chess 1,2 values -1,0\n"), Writers.write(neg, Format.CELLWISE));
        assertEquals(1, Formats.readAll(Writers.write(neg, Format.CELLWISE), "n2.cw", null).size());
    }

    /** What rules in clingo's notation are made of, for the mutations below: tokens and edge values. */
    private static final String[] ASP_TOKENS = {":-", ": -", ":\u2010", "(", ")", ",", ";", ".", "..", "{", "}", "|", "\\", "/", "*", "**",
        "+", "-", "==", "=", "!=", "<>", "<", "<=", ">", ">=", "not ", "_", "R", "C1", "N", "X", "a", "a(", "gt(", "f", "0", "/0", "\\0",
        "2147483647", "2147483648", "-2147483648", "#count", "#", "%", "%*", "*%", ":", "1..9", "\"", "'", "a(R,C,N)", "a(1,1,1).",
        "1{", "}1", "99999999999999999999", "\u00e9", "\u0000", "\t"};

    /** A token-level mutation of a line of clingo's notation: a token put in, one taken out, a part doubled or cut. */
    private static String mutateAsp(String line, Random rnd) {
        StringBuilder sb = new StringBuilder(line);
        for (int k = 0; k < 1 + rnd.nextInt(3); k++) {
            int at = sb.length() == 0 ? 0 : rnd.nextInt(sb.length() + 1);
            switch (rnd.nextInt(4)) {
                case 0 -> sb.insert(at, ASP_TOKENS[rnd.nextInt(ASP_TOKENS.length)]);
                case 1 -> { if (at < sb.length()) sb.deleteCharAt(at); }
                case 2 -> { int to = Math.min(sb.length(), at + rnd.nextInt(8)); sb.insert(at, sb.substring(at, to)); }
                default -> { if (at < sb.length()) sb.setLength(at); }
            }
        }
        return sb.toString();
    }

    /**
     * The rules and facts in clingo's notation of seed 001's variants and of one's own, mutated token by token, in
     * .cw, as JSON lines and in a link's cellwise field: a located error in words, or a puzzle whose answer the
     * checker accepts, whose every export is written and whose text reads back.
     */
    @Test
    void mutatedRulesInClingosNotationGiveLocatedErrorsOrCheckedAnswers() throws Exception {
        List<String> lines = new ArrayList<>();
        for (String f : List.of("seed001-asp-offset.cw", "seed001-asp-anti-knight.cw", "seed001-asp-greater-than.cw", "asp-own-rules.cw"))
            for (String l : Files.readAllLines(TestFiles.examples().resolve(f)))
                if (org.cellwise.asp.Parser.starts(l) || l.startsWith("    ")) lines.add(l);
        lines.addAll(List.of(":- a(R,C,N), a(R1,C1,N1), 1{R != R1; C != C1}1, not N/0 == 1, (N+N1) \\ 2 == 0.",
                ":- a(R,C,_), R == C, |N| < 0.", ":- a(R-1,C+1,N), a(R,C,N1), N1 = N + 1.", "f(1,-2). f(2,3).", ":- f(X,Y), a(X,X,Y)."));
        Random rnd = new Random(Long.getLong("cellwise.fuzz.asp", 2003));
        int cases = 0, errors = 0;
        for (int i = 0; i < 10 * Integer.getInteger("cellwise.fuzz.rounds", 40); i++) {
            List<String> chosen = new ArrayList<>();
            for (int k = 0; k < 1 + rnd.nextInt(4); k++) chosen.add(lines.get(rnd.nextInt(lines.size())));
            int bad = rnd.nextInt(chosen.size() + 1);
            if (bad < chosen.size()) chosen.set(bad, mutateAsp(chosen.get(bad), rnd));
            String body = String.join("\n", chosen);
            String context = "clingo lines " + chosen;
            String cw = (rnd.nextBoolean() ? "size 9\nrules sudoku\n" : "size 4\nvalues -1..2\nrules sudoku\n") + body + "\n";
            String json = "{\"size\": 4, \"rules\": [\"sudoku\"], \"asp\": " + asArray(chosen) + "}";
            for (String[] t : new String[][] {{cw, "m.cw"}, {json, "m.json"}}) {
                cases++;
                try {
                    Puzzle p = Formats.readAll(t[0], t[1], null).get(0);
                    Answer a = solve(p, false);
                    if (a.solved()) assertTrue(Checker.holds(p, a.first()), context + ": an answer that breaks a rule");
                    for (String target : List.of("smt2", "asp", "minizinc", "prolog")) Exporter.of(target).program(p);
                    for (Format f : List.of(Format.CELLWISE, Format.JSON)) Writers.write(p, f);
                    if (p.grids().size() == 1 && p.values().min() == 1) FPuzzles.read(FPuzzles.write(p), "link", 1, "link");
                } catch (FormatException e) {
                    errors++;
                    checkMessage(e, context);
                } catch (RuntimeException e) {
                    throw new AssertionError(context + " in " + t[1] + ": " + e, e);
                }
            }
        }
        assertTrue(errors > cases / 10 && errors < cases, errors + " errors of " + cases);
    }

    /** Hostile rules in clingo's notation: each refused in words at its place, never a hang or an internal error. */
    @Test
    void hostileRulesInClingosNotationAreRefusedInWords() throws Exception {
        String deep = "(".repeat(5000) + "R" + ")".repeat(5000);
        String[][] cases = {
            {":- a(R,C,N), N == " + deep + ".", "3:", "terms nest at most 64 deep"},
            {":- " + "a(R,C,N), ".repeat(70) + "R == 1.", "3:", "at most"},
            {":- a(R,C,N), R == 1" + ", R == 1".repeat(100) + ".", "3:", "at most 64 literals"},
            {":- a(R,C,N), N == 1" + "+1".repeat(100000) + ".", "3:", "operations deep"},
            {":- a(R,C,N), N == 1" + "+1".repeat(60) + ".", "3:", null},
            {"f(" + "1,".repeat(100) + "1).", "3:", "at most 64 arguments"},
            {":- a(R,C,N), R == 99999999999999999999.", "3:19:", "at most 2147483647"},
            {":- a(R,C,N), N == 1. %* never closed", "3:22:", "not closed with *%"},
            {":- a(R,C,N), R == \u0000.", "3:19:", "character U+0000"},
            {"gt" + "x".repeat(200) + "(1).", "3:1:", "at most 100 characters"},
            {":- a(R,C,N), a(R1,C1,N1), a(R2,C2,N2), a(R3,C3,N3), N+N1+N2+N3 == 0.", "3:", "the bound"},
        };
        for (String[] c : cases) {
            String text = "size 9\nrules sudoku\n" + c[0] + "\n";
            if (c[2] == null) { // long but fine: read, and what it says holds
                Puzzle p = Formats.readAll(text, "h.cw", null).get(0);
                Answer a = solve(p, true);
                assertTrue(!a.solved() || Checker.holds(p, a.first()), c[0].substring(0, 40));
                continue;
            }
            FormatException e = refused(text, "h.cw");
            assertTrue(e.getMessage().startsWith("h.cw:" + c[1]), c[0].substring(0, Math.min(60, c[0].length())) + ": " + e.getMessage());
            assertTrue(e.getMessage().contains(c[2]), c[0].substring(0, Math.min(60, c[0].length())) + ": " + e.getMessage());
        }
        // a hundred thousand facts and one more: refused at the one past the bound
        StringBuilder facts = new StringBuilder(":- f(X), a(1,1,X).\n");
        for (int i = 0; i <= 100_000; i++) facts.append("f(").append(i).append(").\n");
        FormatException e = refused("size 9\nrules sudoku\n" + facts, "h.cw");
        assertTrue(e.getMessage().contains("at most 100,000 facts"), e.getMessage());
        assertEquals(100_004, e.line(), e.getMessage());
    }

    @Test
    void aBrokenPuzzleSpoilsNoNeighbour() throws Exception {
        String good = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        Random rnd = new Random(7);
        for (int i = 0; i < 60; i++) {
            ByteArrayOutputStream b = new ByteArrayOutputStream();
            b.write((good + "\n").getBytes(StandardCharsets.UTF_8));
            byte[] bad = mutate(good, rnd);
            for (byte x : bad) if (x != '\n') b.write(x);
            b.write(("\n" + good + "\n").getBytes(StandardCharsets.UTF_8));
            Path f = tmp.resolve("n.txt");
            Files.write(f, b.toByteArray());
            List<String> names = readAll(f, Format.LINE, "neighbours " + i);
            assertEquals("n:1", names.get(0));
            assertEquals("n:3", names.get(names.size() - 1), names.toString());
        }
        // blocks: a broken block between two good ones
        String block = Files.readString(TestFiles.examples().resolve("seed004-kenken.txt")).strip();
        for (int i = 0; i < 40; i++) {
            String bad = new String(mutate(block, rnd), StandardCharsets.UTF_8);
            if (!bad.startsWith("#kenken")) bad = "#kenken broken\n" + bad;
            Path f = tmp.resolve("k.txt");
            Files.writeString(f, block.replaceFirst("#kenken .*", "#kenken first") + "\n" + bad + "\n"
                    + block.replaceFirst("#kenken .*", "#kenken last") + "\n");
            List<String> names = readAll(f, null, "blocks " + i);
            assertEquals("first", names.get(0));
            assertEquals("last", names.get(names.size() - 1), names.toString());
        }
    }

    /** Cases found by hand, each once a crash, a hang or a silent wrong answer. */
    @Test
    void nastyCorpus() throws Exception {
        String[][] corpus = {
            {"a.txt", "#kenken k\na4294967299+,a\nb1-,b\n", "out of range"},
            {"b.cw", "size 4\ncage 3+ r99999999999c1 r1c2\n", "rows and columns go up to"},
            {"c.cw", "grid A at 1,1 size 4\ngrid B at 1000000,1000000 size 4\nrules latin\n", "within row and column"},
            {"d.cw", "grid A at 1,1 size 4\ngrid B at 995,995 size 9\nrules latin\n", "reaches past"},
            {"e.cw", "size 4\nboxes 0x0\n", "boxes none"},
            {"f.cw", "size 4\ngivens\n|\n", "only decoration"},
            {"g.cw", "size 4\nr1c1 = 1\nr1c1 = 2\n", "given 2 here but 1 before"},
            {"h.cw", "size 4\ngivens\n1 . . .\n. . . .\n. . . .\n. . . .\ngivens\n2 . . .\n. . . .\n. . . .\n. . . .\n", "given 2 here but 1 before"},
            {"i.json", "{\"size\": 4, \"givens\": {\"r1c1\": 1}, \"givens\": {\"r1c1\": 2}}", "Duplicate"},
            {"j.txt", "#sujiko s\n25,13,22,17\nP8,6\nP8,7\n", "given 7 here but 6 before"},
            {"k.lp", "hello world.\n", "expected a fact"},
            {"l.cw", "size 4\nvalues 1..9999999999\n", "out of range"},
            {"m.cw", "size 9999999999\n", "out of range"},
            {"n.cw", "size 4\ncage a " + "9".repeat(100_000) + "\n", "out of range"},
            {"o.cw", "size 4\ngivens\n\u0000\u0001 . . .\n. . . .\n. . . .\n. . . .\n", "\\0"},
            {"p.cw", "size 4\ngivens\n\uff11 . . .\n. . . .\n. . . .\n. . . .\n", "expected a value"},
            {"q.txt", "x".repeat(200_000) + "\n", "expected"},
            {"r.cw", "kakuro\n\\3 . .\nx x x\n. x x\n", "belongs to no run"},
        };
        for (String[] c : corpus) {
            Path f = tmp.resolve(c[0]);
            Files.writeString(f, c[1]);
            FormatException e = null;
            try {
                Formats.readAll(f);
            } catch (FormatException x) {
                e = x;
            } catch (RuntimeException x) {
                throw new AssertionError(c[0] + ": " + x, x);
            }
            assertTrue(e != null, c[0] + " was read without complaint");
            checkMessage(e, c[0]);
            assertTrue(e.getMessage().contains(c[2]), c[0] + ": " + e.getMessage());
        }
    }

    /**
     * Maps and grids of decoration alone ('|'), in every reader that takes map rows: a located error at the row, and
     * the puzzle after it still read (held-back cases of the first round that came back once).
     */
    @Test
    void decorationOnlyMapsAndGridsAreLocatedErrors() throws Exception {
        String good4 = "size 4\nrules sudoku\n";
        String[][] cases = {
            {"a.cw", "#puzzle a\ngivens\n|\n|\n\n#puzzle b\n" + good4, "3:1"},
            {"b.cw", "#puzzle a\nsize 4\ngivens\n|\n|\n|\n|\n\n#puzzle b\n" + good4, "4:1"},
            {"c.cw", "#puzzle a\nsize 4\nregions\n| |\n\n#puzzle b\n" + good4, "4:1"},
            {"d.cw", "#puzzle a\nsize 4\ncages\n|\n|\n|\n|\n\n#puzzle b\n" + good4, "4:1"},
            {"e.cw", "#puzzle a\ngivens\n| | |\n1 2\n\n#puzzle b\n" + good4, "3:1"},
            {"f.txt", "#sudoku a\n| |\n| |\n\n#sudoku b\n1 . . .\n. . . .\n. . . .\n. . . 4\n", "2:1"},
            {"g.txt", "#sudoku a\n1 . . .\n|\n. . . .\n. . . 4\n\n#sudoku b\n1 . . .\n. . . .\n. . . .\n. . . 4\n", "3:1"},
            {"h.jsonl", "{\"givens\": [\"|\", \"|\"]}\n{\"size\": 4, \"rules\": [\"sudoku\"]}\n", "1:"},
            {"i.jsonl", "{\"size\": 4, \"regions\": [\"||\", \"|\", \"|\", \"|\"]}\n{\"size\": 4, \"rules\": [\"sudoku\"]}\n", "1:"},
        };
        for (String[] c : cases) {
            Path f = tmp.resolve(c[0]);
            Files.writeString(f, c[1]);
            List<String> names = readAll(f, null, c[0]);
            assertEquals(List.of("!", c[0].endsWith(".jsonl") ? c[0].substring(0, 1) + "-2" : "b"), names, c[0]);
            FormatException e = assertThrows(FormatException.class, () -> Formats.open(f, null).next(), c[0]);
            checkMessage(e, c[0]);
            assertTrue(e.getMessage().startsWith(f + ":" + c[2]), c[0] + ": " + e.getMessage());
        }
    }

    /**
     * A few hundred bytes that expand into a model too large for the heap: refused before the search is built, at
     * the line the puzzle starts, naming its size, and the next puzzle of the file is still solved.
     */
    @Test
    void modelBombsAreRefusedWithTheirSize() throws Exception {
        StringBuilder bomb = new StringBuilder("#puzzle bomb\nrules sudoku\n");
        for (int i = 0; i < 20; i++) bomb.append("grid g").append(i).append(" at ").append(i / 5 * 65 + 1).append(',').append(i % 5 * 65 + 1)
                .append(" size 64\n");
        String latin = "#puzzle wide\nvalues 1..64\n";
        StringBuilder wide = new StringBuilder(latin);
        for (int i = 0; i < 24; i++) wide.append("grid w").append(i).append(" at ").append(i / 6 * 65 + 1).append(',').append(i % 6 * 65 + 1)
                .append(" size 64 boxes none\n");
        Path f = tmp.resolve("bombs.cw");
        Files.writeString(f, bomb + "\n" + wide + "rules latin anti-knight\n\n#puzzle after\nsize 4\nrules sudoku\n");
        long usable = Runtime.getRuntime().maxMemory() - (96L << 20);
        org.cellwise.engine.Memory.share((int) Math.max(1, usable / (512L << 20))); // about 512 MB a search, on any machine
        try {
            List<Puzzle> ps = Formats.readAll(f);
            assertEquals(3, ps.size());
            int line = 1;
            for (Puzzle p : ps.subList(0, 2)) {
                org.cellwise.engine.Memory.TooLarge e = assertThrows(org.cellwise.engine.Memory.TooLarge.class,
                        () -> diagnose(p), p.name());
                FormatException located = Answer.located(p, e.getMessage());
                checkMessage(located, p.name());
                assertEquals(line, located.line(), p.name());
                assertTrue(located.getMessage().contains(" GB to search it ("), located.getMessage());
                line = 24;
            }
            assertTrue(diagnose(ps.get(2)).solved(), "the puzzle after them");
        } finally {
            org.cellwise.engine.Memory.share(1);
        }
    }

    /** A JSON array of {@code count} puzzles made on demand, never held whole; counts the characters handed out. */
    static final class Generated extends java.io.Reader {
        static final String ONE = "{\"size\": 4, \"rules\": [\"sudoku\"], \"givens\": [\"1...\", \"..3.\", \".4..\", \"...2\"]}";
        final int count;
        long handedOut;
        private int next;
        private String chunk = "[";
        private int at;

        Generated(int count) {
            this.count = count;
        }

        @Override
        public int read(char[] buf, int off, int len) {
            if (at == chunk.length()) {
                if (next > count) return -1;
                chunk = next == count ? "]\n" : (next == 0 ? "" : ",\n") + ONE;
                next++;
                at = 0;
            }
            int n = Math.min(len, chunk.length() - at);
            chunk.getChars(at, at + n, buf, off);
            at += n;
            handedOut += n;
            return n;
        }

        @Override
        public void close() {}
    }

    /** Reads a generated array; returns the bytes this thread allocated doing so. */
    private static long readGenerated(int count) throws Exception {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        long before = mx.getCurrentThreadAllocatedBytes();
        Generated g = new Generated(count);
        PuzzleReader r = Formats.open(new java.io.BufferedReader(g), "big.json", "big", null);
        int n = 0;
        for (Puzzle p; (p = r.next()) != null; n++) {
            // streaming: the reader is never more than its buffers ahead of the puzzle it hands out
            long ahead = g.handedOut - (n + 1L) * (Generated.ONE.length() + 2);
            if (ahead > 64 * 1024) fail("after puzzle " + (n + 1) + " the reader had taken " + ahead + " characters more");
            assertEquals(16, p.size());
        }
        assertEquals(count, n);
        return mx.getCurrentThreadAllocatedBytes() - before;
    }

    /**
     * A large JSON array is read as a stream: each puzzle comes out while the rest of the array is still unread,
     * and the memory allocated per puzzle is the same for 2,000 puzzles as for 20,000 (reading all of it first,
     * or re-scanning from the start, would allocate ten times as much per puzzle at the larger size).
     */
    @Test
    void aLargeJsonArrayStreamsInLinearWork() throws Exception {
        readGenerated(2_000); // loads and compiles the reading code, which allocates once
        long small = readGenerated(2_000), large = readGenerated(20_000);
        double perSmall = small / 2_000.0, perLarge = large / 20_000.0;
        assertTrue(perLarge < 2 * perSmall, String.format("%.0f bytes a puzzle at 20,000 against %.0f at 2,000", perLarge, perSmall));
    }

    /**
     * An lz-string stream built to expand: after one letter, each code names the entry being made, so k codes spell
     * k²/2 letters ({@code codes} = 35,000 is a link of 6 KB that spells 600 million). The bits are laid out as the
     * library lays them out (each code lowest bit first, six bits a base64 letter, highest first); {@code tail} follows
     * the end code, where a decoder never looks.
     */
    static String bomb(int codes, String tail) {
        String keys = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";
        StringBuilder out = new StringBuilder();
        int[] acc = {0, 0};
        java.util.function.BiConsumer<Integer, Integer> write = (v, n) -> {
            for (int i = 0; i < n; i++) {
                acc[0] = (acc[0] << 1) | ((v >> i) & 1);
                if (++acc[1] == 6) {
                    out.append(keys.charAt(acc[0]));
                    acc[0] = 0;
                    acc[1] = 0;
                }
            }
        };
        write.accept(0, 2);
        write.accept((int) '{', 8);
        int dictSize = 4, enlargeIn = 4, numBits = 3;
        for (int k = 0; k < codes; k++) {
            write.accept(dictSize++, numBits);
            if (--enlargeIn == 0) {
                enlargeIn = 1 << numBits;
                numBits++;
            }
        }
        write.accept(2, numBits);
        while (acc[1] != 0) write.accept(0, 1);
        return out + tail;
    }

    private static FormatException refused(String text, String file) {
        try {
            Formats.readAll(text, file, null);
        } catch (FormatException e) {
            checkMessage(e, file);
            return e;
        }
        throw new AssertionError(file + ": read without complaint");
    }

    /** Links built to expand, and damaged links whose every repair expands: refused at a bound, the next line still read. */
    @Test
    void linkBombsAreRefusedAtABound() throws Exception {
        String bomb = bomb(35_000, "");
        for (String link : List.of(FPuzzles.FPUZZLES_LINK + bomb, SudokuPad.LINK + bomb, FPuzzles.SUDOKUPAD_LINK + bomb)) {
            FormatException e = refused(link, "bomb.txt");
            assertTrue(e.getMessage().contains("more than 4000000 characters"), e.getMessage());
        }
        // a stream that expands to just under the bound, then 400 slashes where the decoder never looks: each
        // repair tried decompresses it all again, and the link's time or the count of repairs (on a fast machine)
        // ends them; either way the link is refused as damaged (on a busy machine by the time bound: seen in a
        // fresh-clone run while another build shared the two cores)
        String damaged = FPuzzles.FPUZZLES_LINK + bomb(2_700, "/A".repeat(400));
        FormatException e = refused(damaged, "damaged.txt");
        assertTrue(e.getMessage().contains("could not be repaired") || e.getMessage().contains("does not decompress to JSON")
                || e.getMessage().contains("broken JSON: is the link cut short?")
                || e.getMessage().contains("takes longer than 2000 ms to expand (a link built to expand without end, or a damaged one)"),
                e.getMessage());
        // the puzzle after a bomb is still read
        Path f = tmp.resolve("links.txt");
        String good = FPuzzles.link(Formats.readAll("size 4\nrules sudoku\nr1c1 = 1\n", "g.cw", null).get(0));
        Files.writeString(f, FPuzzles.FPUZZLES_LINK + bomb + "\n" + good + "\n");
        assertEquals(List.of("!", "g"), readAll(f, null, "links after a bomb")); // the good one keeps its title
    }

    /** Nesting deep enough to overflow a recursive reader's stack: a located error in every reader. */
    @Test
    void deepNestingIsALocatedError() throws Exception {
        String deep = "[".repeat(200_000);
        refused(SudokuPad.LINK + LzString.compressToBase64("{ce:" + deep), "deep-scl.txt");
        refused("{\"size\":4,\"grid\":" + deep, "deep-fpuzzles.txt");
        refused(FPuzzles.FPUZZLES_LINK + LzString.compressToBase64("{\"size\":4,\"grid\":" + deep), "deep-link.txt");
        Path f = tmp.resolve("deep.json");
        Files.writeString(f, "{\"size\": 4, \"givens\": " + deep + "\n");
        try {
            Formats.readAll(f);
            throw new AssertionError("deep JSON read");
        } catch (FormatException e) {
            checkMessage(e, "deep.json");
        }
    }

    /** A cell named twice in one clue, in every clue kind and every notation: an error at its own line and column. */
    @Test
    void aCellTwiceInOneClueIsALocatedErrorInEveryKind() throws Exception {
        List<String> statements = List.of("thermo r1c1 r1c2 r1c1", "arrow r1c1 : r1c2 r1c2", "arrow r1c1 r1c1 : r1c2",
                "white r1c1 r1c1", "black 2 r1c1 r1c1", "x r1c1 r1c1", "v r1c1 r1c1", "odd r1c1 r2c2 r1c1", "even r1c1 r1c1",
                "minimum r1c3 r1c3", "maximum r1c3 r1c3", "marks 1,2 r1c1 r1c1", "palindrome r1c1 r1c2 r1c1", "renban r1c1 r1c1",
                "whispers r1c1 r1c2 r1c1", "whispers 3 r1c1 r1c1", "between r1c1 r1c2 r1c1", "region-sum r1c1 r1c2 | r1c2 r2c2",
                "entropic r1c1 r1c2 r1c1", "extra-region r1c1 r1c1", "clone r1c1 r1c1 = r2c1 r2c2", "quadruple 1,2 r1c1 r1c2 r2c1 r1c1",
                "cage - r1c1 r1c1", "cage 10 r1c1 r1c1", "sum s 3 r1c1 r1c1", "heading h 3 r1c1 r1c1", "region a r1c1 r1c1",
                "lunchbox 3 r1c1 r1c2 r1c1");
        for (String st : statements) {
            FormatException e = refused("size 4\nrules sudoku\n" + st + "\n", "twice.cw");
            assertEquals(3, e.line(), st + ": " + e.getMessage());
            assertTrue(e.column() > 1, st + ": " + e.getMessage());
            assertTrue(e.getMessage().contains("twice"), st + ": " + e.getMessage());
            FormatException j = refused("{\"size\": 4, \"rules\": [\"sudoku\"], \"clues\": [\"" + st + "\"]}", "twice.json");
            assertTrue(j.getMessage().contains("twice") || !st.matches("(thermo|arrow|white|black|x|v|odd|even|minimum|maximum|marks|"
                    + "palindrome|renban|whispers|between|region-sum|entropic|extra-region|clone|quadruple|cage -).*"), st + ": " + j.getMessage());
        }
        // minimum twice in two statements is one mark, and the puzzle is read
        assertEquals(1, Formats.readAll("size 4\nminimum r1c1\nminimum r1c1\n", "twice.cw", null).size());
        // f-puzzles: a cell twice in any element's list
        for (String el : List.of("\"killercage\":[{\"cells\":[\"R1C1\",\"R1C1\"],\"value\":\"3\"}]",
                "\"thermometer\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R1C1\"]]}]",
                "\"arrow\":[{\"cells\":[\"R1C1\"],\"lines\":[[\"R1C1\",\"R1C2\",\"R1C2\"]]}]",
                "\"extraregion\":[{\"cells\":[\"R1C1\",\"R1C1\"]}]", "\"difference\":[{\"cells\":[\"R1C1\",\"R1C1\"]}]",
                "\"clone\":[{\"cells\":[\"R1C1\",\"R1C1\"],\"cloneCells\":[\"R2C1\",\"R2C2\"]}]")) {
            FormatException e = refused("{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]," + el + "}",
                    "twice.txt");
            assertTrue(e.getMessage().contains("named twice") && e.column() > 30, el + ": " + e.getMessage());
        }
    }

    /**
     * Two irregular regions sharing a cell would ask it for two sets of values: no solution and no word why. In the
     * text format the second region's label is pointed at; a JSON map of regions at its "regions".
     */
    @Test
    void regionsThatShareACellAreALocatedError() throws Exception {
        FormatException e = refused("size 4 boxes none\nrules rows columns\nregion a r1c1 r1c2 r2c1 r2c2\nregion b r2c2 r1c3 r1c4 r2c3\n",
                "overlap.cw");
        assertEquals("overlap.cw:4:8: r2c2 is in region a and in region b: irregular regions do not overlap", e.getMessage());
        FormatException j = refused("{\"size\": 4, \"boxes\": \"none\", \"rules\": [\"rows\", \"columns\"], "
                + "\"regions\": {\"a\": [\"r1c1\", \"r1c2\"], \"b\": [\"r1c2\", \"r1c3\"]}}", "overlap.json");
        assertTrue(j.getMessage().contains("r1c2 is in region a and in region b: irregular regions do not overlap"), j.getMessage());
        // regions that only touch are read
        assertEquals(1, Formats.readAll("size 4 boxes none\nrules rows columns\nregion a r1c1 r1c2 r2c1 r2c2\n"
                + "region b r1c3 r1c4 r2c3 r2c4\nregion c r3c1 r3c2 r4c1 r4c2\nregion d r3c3 r3c4 r4c3 r4c4\n", "touch.cw", null).size());
    }

    /**
     * A value-indexing line too short to point anywhere, one whose automaton would pass its bound of states, a
     * skyscraper with a word it does not take, and sizes a rectangle cannot have: located errors naming what was
     * expected.
     */
    @Test
    void valueIndexingSkyscraperReadingsAndRectanglesRefuseHostileWords() throws Exception {
        FormatException shortLine = refused("size 4\nvalue-indexing r1c1 r1c2\n", "vi.cw");
        assertTrue(shortLine.getMessage().startsWith("vi.cw:2:") && shortLine.getMessage().contains("CELLS"), shortLine.getMessage());
        StringBuilder longLine = new StringBuilder("value-indexing");
        for (int c = 1; c <= 64; c++) longLine.append(" r1c").append(c);
        FormatException states = refused("size 64\nrules latin\n" + longLine + "\n", "vi.cw");
        assertTrue(states.getMessage().startsWith("vi.cw:3:") && states.getMessage().contains("value-indexing")
                && (states.getMessage().contains("4096 states") || states.getMessage().contains("too long")), states.getMessage());
        FormatException word = refused("size 4\nskyscraper 2 r0c1 zero\n", "sky.cw");
        assertTrue(word.getMessage().startsWith("sky.cw:2:") && word.getMessage().contains("zero-seen"), word.getMessage());
        for (String[] bad : new String[][] {{"size 65x4\n", "1 to 64"}, {"size 4x-1\n", "t.cw:1:"}, {"size x\n", "t.cw:1:"},
                {"size 99999999999x2\n", "t.cw:1:"}, {"grid a at 1,1 size 4x6 boxes 2x2\n", "do not tile"}}) {
            FormatException e = refused(bad[0], "t.cw");
            assertTrue(e.getMessage().contains(bad[1]) && e.getMessage().startsWith("t.cw:1:"), bad[0] + " -> " + e.getMessage());
        }
    }

    /** A line clue too long to unroll: an error at the clue naming it, its length and the limit, in a short message. */
    @Test
    void aLineTooLongToUnrollIsALocatedError() throws Exception {
        StringBuilder arrow = new StringBuilder("arrow r1c1 :");
        for (int r = 1; r <= 16; r++)
            for (int c = 1; c <= 16; c++) if (r + c > 2) arrow.append(" r").append(r).append('c').append(c);
        FormatException e = refused("size 16\nrules latin\n" + arrow + "\n", "long.cw");
        assertEquals(3, e.line());
        assertTrue(e.getMessage().contains("arrow") && e.getMessage().contains("256 cells") && e.getMessage().contains("2000000"),
                e.getMessage());
        FormatException f = refused("{\"size\":16,\"grid\":" + "[".repeat(1) + String.join(",", java.util.Collections.nCopies(16,
                "[" + String.join(",", java.util.Collections.nCopies(16, "{}")) + "]")) + "],\"arrow\":[{\"cells\":[\"R1C1\"],\"lines\":[["
                + arrow.substring("arrow r1c1 : ".length()).replaceAll("r(\\d+)c(\\d+)", "\"R$1C$2\"").replace(" ", ",") + "]]}]}", "long.txt");
        assertTrue(f.getMessage().contains("/arrow/0") && f.getMessage().contains("256 cells"), f.getMessage()); // the circle and its line
    }

    /** puzz.link sizes that are not numbers, or far too large, and empty ones: located errors, the file read on. */
    @Test
    void puzzLinkSizesAreCheckedWhereTheyStand() throws Exception {
        for (String link : List.of("https://puzz.link/p?sudoku/99999999999/9/g1", "https://puzz.link/p?sudoku//9/9",
                "https://puzz.link/p?kakuro/5/99999999999999999999/x", "https://puzz.link/p?sudoku/4/4")) {
            FormatException e = refused(link, "pz.txt");
            assertTrue(e.column() > "https://puzz.link/p?".length(), link + ": " + e.getMessage());
        }
        Path f = tmp.resolve("pz.txt");
        Files.writeString(f, "https://puzz.link/p?sudoku/99999999999/9/g1\nhttps://puzz.link/p?sudoku/4/4/g1k2k3g#a-fragment\n");
        assertEquals(List.of("!", "pz:2"), readAll(f, null, "puzz.link"));
    }

    /** One value anywhere in a JSON tree (a field's or a list entry's) replaced by one of {@code odd}, chosen by {@code rnd}. */
    private static void replaceOne(com.fasterxml.jackson.databind.JsonNode root, com.fasterxml.jackson.databind.JsonNode[] odd, Random rnd) {
        List<com.fasterxml.jackson.databind.JsonNode> parents = new ArrayList<>();
        java.util.ArrayDeque<com.fasterxml.jackson.databind.JsonNode> todo = new java.util.ArrayDeque<>(List.of(root));
        while (!todo.isEmpty()) {
            com.fasterxml.jackson.databind.JsonNode n = todo.pop();
            if (n.isContainerNode() && !n.isEmpty()) parents.add(n);
            n.forEach(todo::push);
        }
        com.fasterxml.jackson.databind.JsonNode parent = parents.get(rnd.nextInt(parents.size()));
        com.fasterxml.jackson.databind.JsonNode value = odd[rnd.nextInt(odd.length)];
        if (parent instanceof com.fasterxml.jackson.databind.node.ObjectNode o) {
            List<String> names = new ArrayList<>();
            o.fieldNames().forEachRemaining(names::add);
            o.set(names.get(rnd.nextInt(names.size())), value);
        } else ((com.fasterxml.jackson.databind.node.ArrayNode) parent).set(rnd.nextInt(parent.size()), value);
    }

    /**
     * The published f-puzzles JSON with one value anywhere replaced by something odd (another type, a huge number, a
     * cell off the grid, a nested list): a located error at a JSON path, or a puzzle that writes back; never another
     * exception, never a clue passed over silently (an unreadable entry is an error, not a skip).
     */
    @Test
    void mutatedFPuzzlesJsonGivesLocatedErrorsOrPuzzles() throws Exception {
        List<String> lines = new ArrayList<>(Files.readAllLines(TestFiles.data().resolve("fpuzzles.tsv")));
        // and the links in the forms added with issue 29 (DR cages, disjoint groups over a jigsaw, the cellwise field)
        for (String l : Files.readAllLines(TestFiles.root().resolve("core/src/test/resources/format/new-forms/links.txt")))
            if (l.startsWith("http")) lines.add("new\t" + l.substring(l.indexOf("load=") + "load=".length()));
        com.fasterxml.jackson.databind.node.JsonNodeFactory nodes = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance;
        com.fasterxml.jackson.databind.JsonNode[] odd = {nodes.booleanNode(true), nodes.arrayNode(), nodes.objectNode(), nodes.textNode("x"),
            nodes.numberNode(99999999999L), nodes.nullNode(), nodes.textNode("R99C1"), nodes.textNode(""), nodes.numberNode(-1),
            nodes.arrayNode().add(nodes.arrayNode().add(nodes.arrayNode())), nodes.textNode("R1C1"), nodes.numberNode(1.5)};
        Random rnd = new Random(Long.getLong("cellwise.fuzz.json", 34));
        int cases = 0;
        for (String l : lines.subList(1, lines.size())) {
            String json = LzString.decompressFromBase64(l.split("\t")[1]);
            for (int k = 0; k < Integer.getInteger("cellwise.fuzz.json.cases", 25); k++) {
                com.fasterxml.jackson.databind.JsonNode root = Json.parse(json);
                replaceOne(root, odd, rnd);
                String text = root.toString();
                cases++;
                try {
                    Puzzle p = FPuzzles.read(text, "m.txt", 5, "m");
                    try {
                        FPuzzles.write(p);
                    } catch (IllegalArgumentException cannot) {
                        assertTrue(cannot.getMessage().startsWith("f-puzzles") || cannot.getMessage().startsWith("every"), cannot.getMessage());
                    }
                } catch (FormatException e) {
                    checkMessage(e, text);
                    assertEquals(5, e.line());
                    assertTrue(e.getMessage().contains("f-puzzles"), e.getMessage());
                } catch (RuntimeException e) {
                    throw new AssertionError(text + ": " + e, e);
                }
            }
        }
        assertTrue(cases >= 400, "cases: " + cases);
    }

    /** Pieces hostile names are built of: sites' markers, formats' signs, relation signs, comments. */
    private static final String[] MARKERS = {"fpuzzles", "load=", "https://www.f-puzzles.com/?load=N4Ig", "sudokupad.app/scl", "sclN4Ig",
        "puzz.link/p?sudoku/9/9/", "p?kakuro/5/5/", "{\"grid\": [[", "\"grid\"", "[[0,14]]", "c(5,2,4).", "(me).", ":-", "#", " #1", "x<y",
        "r1c1 = 3", "|", "DR5", "N4IgzglgXgpiBcB", "\u001f", "size 9", "\\", "'", "é", " "};

    private static String hostile(Random rnd) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < 1 + rnd.nextInt(4); k++) sb.append(MARKERS[rnd.nextInt(MARKERS.length)]);
        String t = sb.toString().strip();
        return t.isEmpty() ? "x" : t;
    }

    /**
     * Names, authors and rules texts built of sites' markers and formats' signs (a title "Ported from fpuzzles" made a
     * puzzle unreadable), on every example: written as .cw, JSON and an f-puzzles link where the puzzle fits one, read
     * back by detection alone and by extension, the same text and the same rules.
     */
    @Test
    void hostileNamesAreReadAsTextInEveryFormat() throws Exception {
        Random rnd = new Random(Long.getLong("cellwise.fuzz.names", 49));
        int cases = 0;
        for (Path ex : examples()) {
            List<Puzzle> ps;
            try {
                ps = Formats.readAll(ex);
            } catch (FormatException e) {
                continue;
            }
            Puzzle base = ps.get(0);
            for (int i = 0; i < Integer.getInteger("cellwise.fuzz.rounds", 40) / 8; i++) {
                String name = hostile(rnd), author = hostile(rnd), rules = hostile(rnd);
                Puzzle p = base.withName(name).withMetadata(base.metadata().withAuthor(author).withRulesText(rules));
                for (Format f : List.of(Format.CELLWISE, Format.JSON, Format.FPUZZLES)) {
                    String text;
                    try {
                        text = Writers.write(p, f);
                    } catch (IllegalArgumentException cannot) {
                        continue; // a format that cannot hold the puzzle says so (checked elsewhere)
                    }
                    String context = ex.getFileName() + " as " + f.id + " named " + name;
                    cases++;
                    for (String file : List.of("back.txt", f == Format.JSON ? "back.json" : f == Format.CELLWISE ? "back.cw" : "back.txt")) {
                        Puzzle back = Formats.readAll(text, file, null).get(0);
                        assertEquals(name, back.name(), context + " read from " + file);
                        assertEquals(author, back.author(), context);
                        assertEquals(rules, back.rulesText(), context);
                        assertEquals(org.cellwise.puzzle.Signature.of(p), org.cellwise.puzzle.Signature.of(back), context);
                    }
                }
            }
        }
        assertTrue(cases > 100, "cases: " + cases);
    }

    /** Labels of any text in quotes: read exactly, written back, or (a double quote, a line break) refused in words. */
    @Test
    void quotedLabelsOfAnyTextRoundTrip() throws Exception {
        Random rnd = new Random(Long.getLong("cellwise.fuzz.labels", 49));
        String alphabet = "ab <>=#|\"'\\\t:;,.-+*/?()[]{}1é";
        int written = 0, refused = 0;
        for (int i = 0; i < 10 * Integer.getInteger("cellwise.fuzz.rounds", 40); i++) {
            StringBuilder label = new StringBuilder();
            for (int k = 0; k < 1 + rnd.nextInt(8); k++) label.append(alphabet.charAt(rnd.nextInt(alphabet.length())));
            String l = label.toString();
            Puzzle p = Formats.readAll("{\"size\": 4, \"rules\": [\"sudoku\"], \"cages\": [{\"label\": "
                    + com.fasterxml.jackson.databind.node.TextNode.valueOf(l) + ", \"target\": 7, \"cells\": [\"r1c1\", \"r1c2\"]}]}", "l.json", null).get(0);
            String cw;
            try {
                cw = Writers.write(p, Format.CELLWISE);
            } catch (IllegalArgumentException e) {
                assertTrue(l.contains("\""), l + ": " + e.getMessage());
                assertTrue(e.getMessage().contains("holds anything but a double quote and a line break"), e.getMessage());
                refused++;
                continue;
            }
            Puzzle back = Formats.readAll(cw, "l.cw", null).get(0);
            String got = back.rules().stream().filter(r -> r instanceof org.cellwise.rules.KillerCage).map(r ->
                    ((org.cellwise.rules.KillerCage) r).label()).findFirst().orElseThrow();
            assertEquals(l, got, cw);
            written++;
        }
        assertTrue(written > 100 && refused > 10, written + " written, " + refused + " refused");
    }

    /**
     * SudokuPad's own links made by SudokuPad's code, their documents with one value anywhere replaced by something
     * odd: a located error in SudokuPad's words at a SudokuPad path (never "f-puzzles /", never a field passed over),
     * or a puzzle.
     */
    @Test
    void mutatedSudokuPadLinksGiveErrorsInSudokuPadsWords() throws Exception {
        List<String> links = new ArrayList<>();
        try (java.io.InputStream in = FuzzTest.class.getResourceAsStream("/format/sudokupad-scl.tsv")) {
            for (String l : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n"))
                if (!l.startsWith("#") && !l.isBlank()) links.add(l.split("\t")[1]);
        }
        com.fasterxml.jackson.databind.node.JsonNodeFactory nodes = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance;
        com.fasterxml.jackson.databind.JsonNode[] odd = {nodes.booleanNode(true), nodes.objectNode().put("x", 1), nodes.textNode("x"),
            nodes.numberNode(99999999999L), nodes.numberNode(-1), nodes.textNode("99999999999"), nodes.numberNode(1.5),
            nodes.arrayNode().add(nodes.arrayNode().add(99)), nodes.textNode("title: " + "x".repeat(3))};
        Random rnd = new Random(Long.getLong("cellwise.fuzz.scl", 49));
        int cases = 0, errors = 0;
        for (String link : links) {
            String zipped = LzString.decompressFromBase64(link.substring(SudokuPad.LINK.length()));
            for (int k = 0; k < 2 * Integer.getInteger("cellwise.fuzz.rounds", 40); k++) {
                com.fasterxml.jackson.databind.JsonNode root = new SudokuPadZip.Unzip(zipped).document();
                replaceOne(root, odd, rnd);
                String mutated = SudokuPad.LINK + LzString.compressToBase64(SudokuPadZip.zip(root));
                cases++;
                try {
                    Puzzle p = Formats.readAll(mutated, "m.txt", null).get(0);
                    Answer a = solve(p, true);
                    if (a.solved()) assertTrue(Checker.holds(p, a.first()), root.toString());
                } catch (FormatException e) {
                    errors++;
                    checkMessage(e, root.toString());
                    assertEquals(1, e.line());
                    assertTrue(e.getMessage().contains("SudokuPad") && !e.getMessage().contains("f-puzzles /"), e.getMessage());
                } catch (RuntimeException e) {
                    throw new AssertionError(root + ": " + e, e);
                }
            }
        }
        assertTrue(cases >= 200 && errors > 20, cases + " cases, " + errors + " errors");
    }

    /**
     * Sizes of drawings (width, height, text size) from every way in (an f-puzzles link, .cw's drawn, JSON's drawings),
     * from absurd to none: a located error naming the bound, or a drawing within it; never a drawing of 1e308.
     */
    @Test
    void drawingSizesAtTheEdges() throws Exception {
        String grid = "\"grid\":[" + String.join(",", java.util.Collections.nCopies(4, "[{},{},{},{}]")) + "]";
        String[] values = {"-1", "0", "0.3", "64", "64.0001", "1e308", "\"1e308\"", "\"abc\"", "true", "[]", "null", "\"0.5\"", "-0.0",
            "99999999999999999999999", "1E-320"};
        for (String v : values) {
            for (String[] element : new String[][] {{"line", "\"lines\":[[\"R1C1\",\"R1C2\"]]", "width"}, {"circle", "\"cells\":[\"R1C1\"]", "height"},
                {"text", "\"cells\":[\"R1C1\"],\"value\":\"a\"", "size"}}) {
                String drawing = "{" + element[1] + ",\"" + element[2] + "\":" + v + "}";
                double d;
                try {
                    d = v.equals("null") ? 0 : Double.parseDouble(v.replace("\"", ""));
                } catch (NumberFormatException e) {
                    d = Double.NaN;
                }
                boolean ok = v.equals("null") || d >= 0 && d <= 64 && !v.equals("true") && !v.equals("[]");
                List<String[]> ways = List.of(
                    new String[] {"{\"size\":4," + grid + ",\"" + element[0] + "\":[" + drawing + "]}", "d.txt"},
                    new String[] {"size 4\nrules sudoku\ndrawn " + element[0] + " " + drawing + "\n", "d.cw"},
                    new String[] {"{\"size\": 4, \"rules\": [\"sudoku\"], \"drawn\": {\"" + element[0] + "\": [" + drawing + "]}}", "d.json"});
                for (String[] way : ways) {
                    String context = way[1] + " " + drawing;
                    try {
                        Puzzle p = Formats.readAll(way[0], way[1], null).get(0);
                        assertTrue(ok, context + " was read");
                        assertEquals(1, p.metadata().drawings().size(), context);
                    } catch (FormatException e) {
                        checkMessage(e, context);
                        assertTrue(!ok, context + ": " + e.getMessage());
                        assertTrue(e.getMessage().contains("'s " + element[2] + " is a number of cells from 0 to 64, not "), context + ": " + e.getMessage());
                    }
                }
            }
        }
    }

    /** A progress of any JSON shape: a grid, or a located refusal in words; never another exception, never passed over. */
    @Test
    void progressOfAnyShape() throws Exception {
        Puzzle p = Formats.readAll(TestFiles.examples().resolve("seed001-6x6.cw")).get(0);
        com.fasterxml.jackson.databind.ObjectMapper m = new com.fasterxml.jackson.databind.ObjectMapper();
        String[] shapes = {"[1,2]", "[]", "[[]]", "[[1,2,3,4,5,6]]", "{}", "{\"r1c1\": []}", "{\"r0c0\": 1}", "{\"\": 1}", "1", "-1", "1.5", "true",
            "\"\"", "\"x\"", "{\"r1c1\": 1.0}", "{\"r1c1\": 99999999999}", "[[null]]", "[\"245163\"]", "{\"grid\": [[1]]}", "null",
            "{\"r2147483648c1\": 1}", "[[1,2,3,4,5,6],[1,2,3,4,5,6],[1,2,3,4,5,6],[1,2,3,4,5,6],[1,2,3,4,5,6],[1,2,3,4,5,\"6\"]]"};
        for (String shape : shapes) {
            try {
                org.cellwise.model.Filling f = SolutionReader.readProgress(p, m.readTree(shape), "progress");
                assertTrue(f == null || f.size() == p.size(), shape);
                if (f != null) Explainer.hint(p, f, Explainer.Options.DEFAULT.withMaxWork(100_000));
            } catch (FormatException e) {
                checkMessage(e, shape);
                assertTrue(e.getMessage().startsWith("progress:1:1: "), shape + ": " + e.getMessage());
            }
        }
    }

    /**
     * Every example with a line past the bound put in at a random place (the bound lowered, so the line is short): a
     * located refusal at that line and column, or a JSON text streamed past it; and every example gzipped, whole (the
     * same puzzles, named the same) and cut at a random place (the puzzles before the cut, then one located error in
     * the archive's words, never a line cut short read as a puzzle).
     */
    @Test
    void longLinesAndDamagedArchivesInEveryExample() throws Exception {
        Random rnd = new Random(Long.getLong("cellwise.fuzz.archives", 49));
        int cases = 0;
        for (Path ex : examples()) {
            String name = ex.getFileName().toString();
            List<String> plain = readAll(ex, null, name);
            // gzipped whole: the same puzzles, named the same
            byte[] gz = org.cellwise.testing.Archives.gzip(Files.readAllBytes(ex));
            Path whole = tmp.resolve(name + ".gz");
            Files.write(whole, gz);
            assertEquals(plain, readAll(whole, null, name + ".gz"));
            for (int i = 0; i < 3; i++) {
                Path cut = Files.createDirectories(tmp.resolve("cut")).resolve(name + ".gz"); // named as the example is
                Files.write(cut, java.util.Arrays.copyOf(gz, rnd.nextInt(gz.length)));
                List<String> got = readAll(cut, null, "cut " + name);
                cases++;
                // empty: the damage showed before the first line, and opening said so (checked below)
                assertTrue(got.isEmpty() || got.get(got.size() - 1).equals("!"), name + " cut: " + got);
                List<String> before = got.subList(0, Math.max(0, got.size() - 1));
                assertEquals(plain.subList(0, Math.min(before.size(), plain.size())), before, name + " cut: the puzzles before the damage");
                PuzzleReader r;
                FormatException last = null;
                try {
                    r = Formats.open(cut, null);
                    while (true) {
                        try {
                            if (r.next() == null) break;
                        } catch (FormatException e) {
                            last = e;
                        }
                    }
                } catch (FormatException e) {
                    last = e;
                }
                assertTrue(last != null && last.getMessage().endsWith(Archive.DAMAGED) && last.column() == 1, name + ": " + last);
            }
            // a line past the bound put in somewhere
            List<String> lines = new ArrayList<>(List.of(Files.readString(ex).split("\n", -1)));
            try (var bound = org.cellwise.testing.Archives.lineBound(2000)) {
                int at = rnd.nextInt(lines.size() + 1);
                lines.add(at, "7".repeat(5000));
                Path f = tmp.resolve(name);
                Files.writeString(f, String.join("\n", lines));
                cases++;
                List<FormatException> errors = new ArrayList<>();
                try {
                    PuzzleReader r = Formats.open(f, null);
                    for (int guard = 0; guard < 100_000; guard++) {
                        try {
                            if (r.next() == null) break;
                        } catch (FormatException e) {
                            errors.add(e);
                        }
                    }
                } catch (FormatException e) {
                    errors.add(e);
                }
                for (FormatException e : errors) checkMessage(e, name);
                // a JSON file whose first line is past the bound is taken for one document: read as a stream, in which
                // the line is a number where an object belongs
                boolean streamed = (name.endsWith(".json") || name.endsWith(".jsonl")) && at == 0;
                assertTrue(!errors.isEmpty(), name + " with a long line at " + (at + 1));
                assertTrue(streamed || errors.stream().anyMatch(e -> e.line() == at + 1 && e.column() == 2001
                        && e.getMessage().contains("this line is 5,000 characters long, more than the 2,000 a line may hold")),
                        name + " with a long line at " + (at + 1) + ": " + errors);
            }
        }
        assertTrue(cases > 50, "cases: " + cases);
    }
}
