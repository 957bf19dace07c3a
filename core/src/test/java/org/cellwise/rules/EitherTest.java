package org.cellwise.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cellwise.check.Checker;
import org.cellwise.constraint.AnyOf;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.format.Format;
import org.cellwise.format.FormatException;
import org.cellwise.format.Formats;
import org.cellwise.format.Writers;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.puzzle.Signature;
import org.cellwise.testing.ChocoJudge;
import org.cellwise.testing.RandomEithers;
import org.junit.jupiter.api.Test;

/**
 * Either/or blocks: the engine against choco on random puzzles (choco takes each disjunction apart into its choices,
 * posting plain constraints), the text and JSON round trip, the checker's verdicts, and hostile input.
 */
class EitherTest {
    private static Puzzle read(String cw) throws FormatException {
        return Formats.readAll(cw, "e.cw", null).get(0);
    }

    @Test
    void randomDisjunctionsCountAsChocoCountsThem() {
        int solved = 0, none = 0, several = 0, nested = 0;
        for (long seed = 0; seed < 300; seed++) {
            String cw = RandomEithers.make(seed);
            long n = ChocoJudge.count(cw, 20);
            if (n < 0) continue;
            if (n == 0) none++;
            else if (n == 1) solved++;
            else several++;
            if (cw.contains("  either")) nested++;
        }
        // the draw reaches every verdict, and blocks inside blocks
        assertTrue(none >= 5 && solved > 20 && several > 20, none + " none, " + solved + " one, " + several + " several");
        assertTrue(nested > 20, "nested blocks: " + nested);
    }

    @Test
    void randomDisjunctionsRoundTripThroughTextAndJson() throws FormatException {
        for (long seed = 0; seed < 150; seed++) {
            Puzzle p;
            try {
                p = read(RandomEithers.make(seed));
            } catch (FormatException twice) {
                continue; // a cell given two values outside any block
            }
            for (Format f : List.of(Format.CELLWISE, Format.JSON)) {
                String text = Writers.write(p, f);
                Puzzle back = Formats.readAll(text, "back", f).get(0);
                assertEquals(Signature.of(p), Signature.of(back), text);
                assertEquals(text, Writers.write(back.withName(p.name()), f), "written again: " + text);
            }
        }
    }

    /**
     * An f-puzzles (and so SudokuPad) link keeps a block whole in its cellwise field, its lines in order among the
     * field's sorted statements, with a warning that those sites cannot show it.
     */
    @Test
    void randomDisjunctionsRoundTripThroughAnFPuzzlesLink() throws FormatException {
        int written = 0, refused = 0;
        for (long seed = 0; seed < 150; seed++) {
            Puzzle p;
            try {
                p = read(RandomEithers.make(seed));
            } catch (FormatException twice) {
                continue;
            }
            String text;
            try {
                text = Writers.write(p, Format.FPUZZLES);
            } catch (IllegalArgumentException none) {
                refused++; // a clue of a branch f-puzzles has no way to state, not even as a statement
                continue;
            }
            written++;
            Puzzle back = Formats.readAll(text, "back", Format.FPUZZLES).get(0);
            assertEquals(Signature.of(p), Signature.of(back), text);
            assertEquals(text, Writers.write(back.withName(p.name()), Format.FPUZZLES), "written again: " + text);
            assertTrue(org.cellwise.format.FPuzzles.unshown(p).stream().anyMatch(w -> w.contains("'either' block")), text);
        }
        assertTrue(written > 100, written + " written, " + refused + " refused");
    }

    @Test
    void theBlockReadsAsOneRuleOfBranches() throws FormatException {
        Puzzle p = read("size 4\nrules sudoku\neither   # a comment\n  r1c1 = 1\n  cage 7 r1c2 r1c3\nor\n  skyscraper 4 r0c1\n  either\n"
                + "    r2c2 = 3\n  or\n    r2c2 = 4\n  end\nend\n");
        Either e = (Either) p.rules().stream().filter(r -> r instanceof Either).findFirst().orElseThrow();
        assertEquals(2, e.branches().size());
        assertEquals(2, e.branches().get(0).size());
        assertTrue(e.branches().get(1).get(1) instanceof Either);
        AnyOf any = (AnyOf) p.constraints().stream().filter(c -> c instanceof AnyOf).findFirst().orElseThrow();
        assertEquals(2, any.branches().size());
        Result r = Solver.of(p).solve(SolveOptions.upTo(1000), 1000);
        for (int[] s : r.solutions()) {
            boolean first = s[0] == 1 && s[1] + s[2] == 7 && s[1] != s[2];
            boolean second = s[0] == 1 && s[4] == 2 && s[8] == 3 && s[12] == 4 && (s[5] == 3 || s[5] == 4);
            assertTrue(first || second, java.util.Arrays.toString(s));
        }
    }

    @Test
    void theCheckerSaysWhichBranchHoldsAndWhyNoneDoes() throws FormatException {
        Puzzle p = read("size 4\nrules sudoku\neither\n  r1c1 = 1\nor\n  r1c1 = 2\n  r1c2 = 1\nend\n");
        String holds = Checker.check(p, new int[] {2, 1, 3, 4, 3, 4, 1, 2, 1, 2, 4, 3, 4, 3, 2, 1}).toString();
        String broken = Checker.check(p, new int[] {3, 4, 1, 2, 1, 2, 3, 4, 2, 1, 4, 3, 4, 3, 2, 1}).toString();
        assertTrue(holds.contains("branch 2 (given r1c1 and given r1c2) holds"), holds);
        assertTrue(broken.contains("no branch holds: branch 1 (given r1c1) is broken: given r1c1: r1c1 holds 3, not the given 1;"
                + " branch 2 (given r1c1 and given r1c2) is broken"), broken);
    }

    private static void refused(String cw, String where, String words) {
        FormatException e = assertThrows(FormatException.class, () -> read(cw), cw);
        assertTrue(e.getMessage().contains(where) && e.getMessage().contains(words), e.getMessage());
    }

    @Test
    void hostileBlocksAreRefusedWhereTheyGoWrong() {
        String head = "size 4\nrules sudoku\n";
        refused(head + "either\nor\n  r1c1 = 1\nend\n", "e.cw:4:1:", "expected a rule before 'or'");
        refused(head + "either\n  r1c1 = 1\nor\n  # nothing\nend\n", "e.cw:7:1:", "expected a rule before 'end'");
        refused(head + "either\n  r1c1 = 1\nend\n", "e.cw:5:1:", "expected 'or' and another branch");
        refused(head + "either\n  r1c1 = 1\nor\n  r1c1 = 2\n", "e.cw:3:1:", "has no 'end'");
        refused(head + "either\n  frobnicate r1c1\nor\n  r1c1 = 2\nend\n", "e.cw:4:3:", "expected a statement");
        refused(head + "either\n  rules sudoku knight\nor\n  r1c1 = 2\nend\n", "e.cw:4:16:", "knight");
        refused(head + "either\n  size 9\nor\n  r1c1 = 2\nend\n", "e.cw:4:3:", "cannot stand inside 'either'");
        refused(head + "either\n  :- a(R,C,1), a(R,C,2).\nor\n  r1c1 = 2\nend\n", "e.cw:4:3:", "clingo's notation cannot stand inside");
        refused(head + "either x\n  r1c1 = 1\nor\n  r1c1 = 2\nend\n", "e.cw:3:8:", "stands alone on its line");
        refused(head + "or\n", "e.cw:3:1:", "'or' outside an 'either' block");
        refused(head + "end\n", "e.cw:3:1:", "'end' outside an 'either' block");
        refused(head + "either\n  r9c9 = 1\nor\n  r1c1 = 2\nend\n", "e.cw:4:3:", "no cell r9c9");
        refused(head + "either\n  r1c1 = 7\nor\n  r1c1 = 2\nend\n", "e.cw:4:10:", "");
        // nested past the bound: each block one level deeper, the innermost refused at its own 'either'
        refused(nested(head, Either.MAX_DEPTH + 1), "e.cw:" + (3 + Either.MAX_DEPTH) + ":1:", "nest at most " + Either.MAX_DEPTH + " deep");
        // and the bound itself is read
        assertEquals(1, assertDoesNotThrow(nested(head, Either.MAX_DEPTH)).rules().stream().filter(r -> r instanceof Either).count());
    }

    /** Blocks each inside the one before, {@code levels} deep. */
    private static String nested(String head, int levels) {
        StringBuilder sb = new StringBuilder(head);
        sb.append("either\n".repeat(levels)).append("r1c1 = 1\n").append("or\nr1c2 = 1\nend\n".repeat(levels));
        return sb.toString();
    }

    private static Puzzle assertDoesNotThrow(String cw) {
        try {
            return read(cw);
        } catch (FormatException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    @Test
    void hostileJsonIsRefusedAtItsPath() {
        String head = "{\"size\": 4, \"rules\": [\"sudoku\"], \"either\": ";
        for (String[] c : new String[][] {
                {"[[[\"r1c1 = 1\"]]]}", "two branches at least"},
                {"[[[\"r1c1 = 1\"], []]]}", "a branch holds at least one"},
                {"[[[\"r1c1 = 1\"], \"r1c1 = 2\"]]}", "expected a branch"},
                {"[[[\"r1c1 = 1\"], [3]]]}", "a statement as a string"},
                {"[[[\"r1c1 = 1\"], [\"size 9\"]]]}", "cannot stand inside 'either'"},
                {"[[[\"r1c1 = 1\"], [\"thermo r1c1 r7c7\"]]]}", "no cell r7c7"},
                {"{}}", "expected a JSON array"}}) {
            FormatException e = assertThrows(FormatException.class, () -> Formats.readAll(head + c[0], "e.json", Format.JSON), c[0]);
            assertTrue(e.getMessage().startsWith("e.json:1:") && e.getMessage().contains(c[1]), c[0] + ": " + e.getMessage());
        }
    }
}
