package org.cellwise.diagnose;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.cellwise.batch.Answer;
import org.cellwise.constraint.Constraint;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.format.Formats;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.ChocoOracle;
import org.cellwise.testing.RawRule;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

class DiagnoseTest {
    static Puzzle parse(String text) throws Exception {
        return Formats.readAll(text, "t.cw", null).get(0);
    }

    /** The named constraints alone, on the same canvas: for choco, which knows nothing of how they were found. */
    static Puzzle only(Puzzle p, List<String> names) {
        List<Constraint> cs = new ArrayList<>();
        for (Constraint c : p.constraints()) if (names.contains(c.name())) cs.add(c);
        return p.withRules(List.of(new RawRule("part", cs)));
    }

    /** The conflict has no solution (says choco), and leaving out any one of its parts gives one. */
    static void assertMinimalConflict(Puzzle p, List<String> conflict) {
        assertEquals(0, ChocoOracle.count(only(p, conflict), 1), p.name() + ": " + conflict);
        for (String name : conflict) {
            List<String> fewer = new ArrayList<>(conflict);
            fewer.remove(name);
            assertEquals(1, ChocoOracle.count(only(p, fewer), 1), p.name() + ": " + conflict + " without " + name);
        }
    }

    static final String STUCK = "size 4\nrules sudoku\ngivens\n1 . . .\n3 . . .\n. 2 . .\n. 4 . .\n";

    @Test
    void aConflictIsSmallAndMinimalInEveryFamily() throws Exception {
        Puzzle stuck = parse(STUCK);
        Conflict.Found found = Conflict.find(stuck, null);
        assertNotNull(found);
        assertTrue(found.minimal());
        assertEquals(List.of("given r2c1", "given r3c2", "given r4c2", "column 2", "box 1"), found.names());
        assertMinimalConflict(stuck, found.names());

        // KenKen: cages that the Latin square cannot meet together (both rows would need 1 and 2 twice)
        Puzzle kenken = parse("size 4 boxes none\nrules latin\ncages\na a b b\nc c d d\n. . . .\n. . . .\n"
                + "cage a 3+\ncage b 2/\ncage c 3+\ncage d 7+\n");
        List<String> k = Conflict.find(kenken, null).names();
        assertMinimalConflict(kenken, k);
        assertTrue(k.contains("cage a") && k.contains("cage b"), k.toString());

        // a samurai whose centre grid gets a given that clashes with a corner grid's given in a shared box
        Puzzle samurai = Formats.readAll(TestFiles.examples().resolve("samurai.cw")).get(0);
        int[] s = Solver.of(samurai).first().first();
        Puzzle clash = parse(Files.readString(TestFiles.examples().resolve("samurai.cw")) + "\nr7c7 = " + (s[samurai.indexOf(6, 6)] % 9 + 1) + "\n");
        Conflict.Found c = Conflict.find(clash, null);
        assertNotNull(c);
        assertMinimalConflict(clash, c.names());
        assertTrue(c.names().contains("given r7c7"), c.names().toString());

        assertNull(Conflict.find(parse("size 4\nrules sudoku\n"), null), "a puzzle with solutions has no conflict");
    }

    @Test
    void quickChecksFindWhatArithmeticProves() throws Exception {
        List<QuickChecks.Finding> far = QuickChecks.of(parse("size 9\nrules sudoku\ncage 30 r1c1 r1c2\n"));
        assertEquals(1, far.size(), far.toString());
        assertTrue(far.get(0).impossible());
        assertEquals("cage r1c1: 2 cells of 1..9, all different, add up to 3 to 17, never 30", far.get(0).message()
                .replaceFirst("cage \\S+:", "cage r1c1:"));
        // the cages of a row add up to more than the row holds
        List<QuickChecks.Finding> row = QuickChecks.of(parse("size 9\nrules sudoku\ncages\na a a b b b c c c\n"
                + ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
                + ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\ncage a 24\ncage b 20\ncage c 6\n"));
        assertTrue(row.stream().anyMatch(f -> f.impossible() && f.message().equals(
                "row 1: cage a, cage b, cage c add up to 50, but row 1 holds 1..9 once each, 45 in all")), row.toString());
        // a whole killer whose cages add up to 406
        String killer = Files.readString(TestFiles.examples().resolve("seed004-killer.txt"));
        Puzzle ok = Formats.readAll(killer, "k.txt", null).get(0);
        assertEquals(List.of(), QuickChecks.of(ok));
        Puzzle over = Formats.readAll(killer.replaceFirst("a14", "a15"), "k.txt", null).get(0);
        List<QuickChecks.Finding> grid = QuickChecks.of(over);
        assertTrue(grid.stream().anyMatch(f -> f.impossible() && f.message().startsWith("the grid: ")
                && f.message().endsWith("406, but the grid has 81 cells, 9 rows each holding 1..9 once, 405 in all")), grid.toString());
        // a KenKen cage among killer cages: a typed 6x is warned about
        List<QuickChecks.Finding> mixed = QuickChecks.of(parse("size 4\nrules sudoku\ncage 6x r1c1 r1c2\ncage 3 r2c1 r2c2\ncage 7 r3c1 r3c2\n"));
        assertTrue(mixed.stream().anyMatch(f -> !f.impossible() && f.message().equals("cages: cage #1 (6×) has an operation among 2 killer"
                + " cages that add up: if it is a killer cage, write its target without the operation")), mixed.toString());
        // warnings: a label in two places, boxes and regions both given
        List<QuickChecks.Finding> two = QuickChecks.of(parse("size 4\nrules sudoku\ncages\na a . .\n. . . .\n. . . a\n. . . .\ncage a 8\n"));
        assertEquals(1, two.size(), two.toString());
        assertFalse(two.get(0).impossible());
        assertEquals("cage a: its cells lie in 2 separate places (r1c1 r1c2; r3c4): is one label used for two cages?", two.get(0).message());
        List<QuickChecks.Finding> jigsaw = QuickChecks.of(parse("size 4\nrules sudoku\nregions\na a b b\na a b b\nc c d d\nc c d d\n"));
        assertTrue(jigsaw.stream().anyMatch(f -> !f.impossible() && f.rule().equals("regions")), jigsaw.toString());
    }

    /**
     * A cage of several sums gets the plain cage's checks: a sum out of reach is named (a warning while another sum
     * can be met, the proof of no solution when none can), and a label in two places is said.
     */
    @Test
    void quickChecksSpeakOfCagesOfSeveralSums() throws Exception {
        String grid = "size 9\nrules sudoku\ncages\na a . . . . . . .\n" + ". . . . . . . . .\n".repeat(8);
        List<QuickChecks.Finding> some = QuickChecks.of(parse(grid + "cage a 10|40\n"));
        assertEquals(1, some.size(), some.toString());
        assertFalse(some.get(0).impossible());
        assertEquals("cage a: 2 cells of 1..9, all different, add up to 3 to 17, never 40: of 10|40 only 10 can be met",
                some.get(0).message());
        List<QuickChecks.Finding> two = QuickChecks.of(parse(grid + "cage a 1|2|30|40\n"));
        assertEquals("cage a: 2 cells of 1..9, all different, add up to 3 to 17, never 1, 2, 30 or 40", two.get(0).message());
        assertTrue(two.get(0).impossible());
        List<QuickChecks.Finding> one = QuickChecks.of(parse("size 4\nrules sudoku\ncage 5|11 r1c1\n"));
        assertEquals("cage #1: 1 cell of 1..4 add up to 1 to 4, never 5 or 11", one.get(0).message());
        List<QuickChecks.Finding> wide = QuickChecks.of(parse("size 4\nrules latin\ncage 10|11 r1c1 r2c2 r3c3 r4c4 r1c2\n"));
        assertEquals("cage #1: 5 cells cannot all differ with only 4 values (1..4)", wide.get(0).message());
        assertTrue(wide.get(0).impossible());
        // a digital-root set is always within reach: nothing to say
        assertEquals(List.of(), QuickChecks.of(parse(grid + "cage a DR5\n")));
        List<QuickChecks.Finding> apart = QuickChecks.of(parse("size 4\nrules sudoku\ncages\na a . .\n. . . .\n. . . a\n. . . .\ncage a 7|8\n"));
        assertEquals(List.of("cage a: its cells lie in 2 separate places (r1c1 r1c2; r3c4): is one label used for two cages?"),
                apart.stream().map(QuickChecks.Finding::message).toList());
        assertFalse(apart.get(0).impossible());
        // several sums among KenKen cages count as cages that add up
        List<QuickChecks.Finding> mixed = QuickChecks.of(parse("size 4\nrules sudoku\ncage 6x r1c1 r1c2\ncage 3|7 r2c1 r2c2\n"));
        assertTrue(mixed.stream().anyMatch(f -> f.message().startsWith("cages: cage #1 (6×) has an operation among 1 killer cage that adds up: ")), mixed.toString());
    }

    @Test
    void noExampleRaisesAQuickCheck() throws Exception {
        try (Stream<Path> files = Files.list(TestFiles.examples())) {
            for (Path f : files.toList())
                for (Puzzle p : Formats.readAll(f)) assertEquals(List.of(), QuickChecks.of(p), f.toString());
        }
    }

    /** Every value any solution puts in a cell, by listing every solution. */
    static long[] union(Puzzle p) {
        long[] u = new long[p.size()];
        Solver.of(p).solve(SolveOptions.upTo(1_000_000).withListener(s -> {
            for (int i = 0; i < s.length; i++) u[i] |= 1L << (s[i] - p.values().min());
        }), 0);
        return u;
    }

    @Test
    void candidatesAreTheValuesOfAllSolutions() throws Exception {
        List<Puzzle> puzzles = List.of(
                parse("size 4\nrules sudoku\ngivens\n1 2 . .\n3 4 . .\n. . . .\n. . . .\n"),
                parse("size 6\nrules sudoku anti-king\ngivens\n1 . . . . .\n. . . . . .\n. . 3 . . .\n. . . . . .\n. . . . . .\n. . . . . 2\n"),
                parse("size 4 boxes none\nrules latin\ncages\na a b b\nc c d d\ne e f f\ng g h h\n"
                        + "cage a 3+\ncage b 7+\ncage c 7+\ncage d 3+\ncage e 3+\ncage f 7+\ncage g 7+\ncage h 3+\n"),
                Formats.readAll(TestFiles.examples().resolve("seed000-latin.cw")).get(0));
        for (Puzzle p : puzzles) {
            Candidates.Found f = Candidates.find(p, null, 100_000);
            assertTrue(f.solvable() && f.decided(), p.name());
            assertArrayEquals(union(p), f.possible(), p.name());
        }
        Candidates.Found none = Candidates.find(parse(STUCK), null, 100);
        assertFalse(none.solvable());
        Candidates.Found cut = Candidates.find(puzzles.get(1), null, 3);
        assertFalse(cut.decided(), "three searches cannot settle a 6x6 with few givens");
        assertTrue(cut.open() > 0);
        // a stopped search says so and claims only what it saw: every value shown holds in a solution, and the
        // values not decided are neither shown possible nor ruled out
        assertEquals("limit", cut.stopped());
        long[] truth = union(puzzles.get(1));
        for (int c = 0; c < truth.length; c++) {
            assertEquals(0, cut.possible()[c] & ~truth[c], "shown possible but in no solution, cell " + c);
            assertEquals(0, cut.ruledOut()[c] & truth[c], "ruled out but in a solution, cell " + c);
        }
        assertTrue(cut.toJson(puzzles.get(1)).get("undecided").size() > 0);
        Candidates.Found late = Candidates.find(puzzles.get(1), Duration.ofNanos(1), 100);
        assertEquals("timeout", late.status());
        assertNull(late.solvable(), "not known: never 'no solution'");
        assertTrue(late.toJson(puzzles.get(1)).get("solvable").isNull());
    }

    /** A cancel flag stops the true candidates and the conflict search at once: nothing claimed, the reason said. */
    @Test
    void aCancelledDiagnosisStopsAndSaysSo() throws Exception {
        Puzzle open = parse("size 6\nrules sudoku\n");
        java.util.concurrent.atomic.AtomicBoolean cancel = new java.util.concurrent.atomic.AtomicBoolean(true);
        Candidates.Found f = Candidates.find(open, null, 100_000, cancel, null);
        assertEquals("cancelled", f.status());
        assertEquals("cancelled", f.stopped());
        assertNull(f.solvable(), "nothing known: never 'no solution'");
        assertEquals(1, f.searches(), "no search after the first, which stopped at once");
        Candidates.Found live = Candidates.find(open, null, 100_000, new java.util.concurrent.atomic.AtomicBoolean(), null);
        assertTrue(live.decided() && live.solvable(), "the same puzzle, not cancelled, is decided");
        assertNull(Conflict.find(parse(STUCK), null, cancel), "no conflict claimed once cancelled");
        assertNotNull(Conflict.find(parse(STUCK), null, new java.util.concurrent.atomic.AtomicBoolean()));
    }

    @Test
    void anAmbiguousPuzzleShowsASecondSolutionAndWhereTheyDiffer() throws Exception {
        for (String text : List.of("size 4\nrules sudoku\ngivens\n1 2 . .\n3 4 . .\n. . . .\n. . . .\n",
                "size 4 boxes none\nrules latin\ncages\na a b b\nc c d d\ne e f f\ng g h h\n"
                        + "cage a 3+\ncage b 7+\ncage c 7+\ncage d 3+\ncage e 3+\ncage f 7+\ncage g 7+\ncage h 3+\n")) {
            Puzzle p = parse(text);
            Answer a = Answer.diagnose(p, false, null, null, null);
            assertEquals(Boolean.FALSE, a.unique());
            int[] b = a.diagnosis().another();
            assertNotNull(b);
            assertTrue(ChocoOracle.satisfies(p, a.first()) && ChocoOracle.satisfies(p, b));
            List<String> differs = a.differs(p);
            assertFalse(differs.isEmpty());
            for (int i = 0; i < p.size(); i++)
                assertEquals(a.first()[i] != b[i], differs.contains(p.canvas().name(i)), p.canvas().name(i));
            assertTrue(a.toJson(p).get("differs").isArray() && a.toJson(p).get("another").isArray());
        }
        Answer none = Answer.diagnose(parse(STUCK), false, null, null, null);
        assertEquals("no-solution", none.status());
        assertEquals(5, none.toJson(parse(STUCK)).get("conflict").size());
        Answer quick = Answer.diagnose(parse("size 9\nrules sudoku\ncage 30 r1c1 r1c2\n"), false, null, null, null);
        assertEquals("no-solution", quick.status());
        assertEquals(0, quick.nodes(), "a quick check answers without searching");
        assertEquals(List.of("cage r1c1"), quick.diagnosis().conflict().stream().map(n -> n.replaceFirst("cage \\S+", "cage r1c1")).toList());
    }

    /** A newspaper grid typed with two 5s in row 1: the clash is named at once, row 1 and the two givens. */
    @Test
    void clashingGivensAreNamedFirst() throws Exception {
        String grid = "5....5..." + "........." .repeat(8);
        Puzzle p = Formats.readAll(grid, "typed", org.cellwise.format.Format.LINE).get(0);
        Answer a = Answer.diagnose(p, false, null, null, null);
        assertEquals("no-solution", a.status());
        assertEquals(List.of("given r1c1", "given r1c6", "row 1"), a.diagnosis().conflict());
        assertEquals("the givens clash: row 1: r1c1 and r1c6 both hold 5", a.diagnosis().reason());
        assertMinimalConflict(p, a.diagnosis().conflict());
        assertTrue(a.toJson(p).get("conflictMinimal").asBoolean());
    }

    /**
     * A contradiction that needs search to show (one wrong given in the anti-knight example): the same conflict
     * on every run, proven minimal; when the trials may search too little to decide, the set is smaller than
     * the puzzle, still has no solution, and says it is not minimal.
     */
    @Test
    void aConflictIsTheSameEveryRunAndSaysWhenItIsNotMinimal() throws Exception {
        Puzzle p = parse(Files.readString(TestFiles.examples().resolve("seed001-anti-knight.cw")) + "\nr2c2 = 5\n");
        Conflict.Found a = Conflict.find(p, null), b = Conflict.find(p, null);
        assertEquals(a, b);
        assertTrue(a.minimal());
        // choco takes minutes to prove a set of this size impossible; the engine proves it, and each answer with a
        // part left out is checked by choco's own reading of the constraints
        assertTrue(Solver.of(only(p, a.names())).count(1).impossible(), a.names().toString());
        for (String name : a.names()) {
            List<String> fewer = new ArrayList<>(a.names());
            fewer.remove(name);
            Puzzle less = only(p, fewer);
            int[] s = Solver.of(less).first().first();
            assertNotNull(s, "without " + name);
            assertTrue(ChocoOracle.satisfies(less, s), "without " + name);
        }
        Conflict.Found cut = Conflict.find(p, null, 1);
        assertFalse(cut.minimal());
        long parts = p.constraints().stream().map(Constraint::name).distinct().count();
        assertTrue(!cut.names().isEmpty() && cut.names().size() < parts, cut.names().size() + " of " + parts);
        assertTrue(Solver.of(only(p, cut.names())).count(1).impossible(), "the set found still has no solution");
        assertEquals(cut, Conflict.find(p, null, 1));
    }
}
