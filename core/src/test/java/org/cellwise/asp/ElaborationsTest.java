package org.cellwise.asp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.cellwise.check.Checker;
import org.cellwise.check.Report;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.format.Format;
import org.cellwise.format.Formats;
import org.cellwise.logic.Explainer;
import org.cellwise.logic.Explanation;
import org.cellwise.logic.board.Step;
import org.cellwise.model.Filling;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.puzzle.Signature;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

/**
 * Seed 001's elaborations, each written both ways, the built-in rule and the article's lines in clingo's notation,
 * give the same answers: on the seed's puzzles, on random puzzles (counted, so that every solution is compared, not
 * only one), and where the grounding is the built-in rule's own constraints, the same search tree and the same
 * logical steps.
 */
class ElaborationsTest {
    private static final String EIGHT = """
            : - a(R, C, N), a(R-2, C-1, N) .      : - a(R, C, N), a(R-2, C+1, N) .
            : - a(R, C, N), a(R-1, C-2, N) .      : - a(R, C, N), a(R-1, C+2, N) .
            : - a(R, C, N), a(R+1, C-2, N) .      : - a(R, C, N), a(R+1, C+2, N) .
            : - a(R, C, N), a(R+2, C-1, N) .      : - a(R, C, N), a(R+2, C+1, N) .
            """;

    /** Each elaboration: the built-in rules line first, then the same written in clingo's notation. */
    static final Map<String, List<String>> FORMS = Map.of(
            "anti-knight", List.of("rules sudoku anti-knight",
                    "rules sudoku\n:- a(R,C,N), a(R1,C1,N), |R1-R| + |C1-C| == 3.",
                    "rules sudoku\n" + EIGHT,
                    "rules sudoku\n:- a(R,C,N), a(R1,C1,N), |R1-R| * |C1-C| == 2."),
            "offset", List.of("rules sudoku offset",
                    "rules sudoku\n:\u2010 a(R,C,N), a(R1,C1,N),\n    R\\3 == R1\\3, C\\3 == C1\\3,\n    1{R != R1; C != C1}.",
                    "rules sudoku\n:\u2010 a(R,C,N), a(R1,C1,N),\n    R\\3 == R1\\3, C\\3 == C1\\3,\n    R != R1, C != C1."),
            "non-consecutive", List.of("rules sudoku non-consecutive",
                    "rules sudoku\n:- a(R,C,N), a(R1,C1,N1), |R-R1| + |C-C1| == 1, |N-N1| == 1."));

    /** The forms whose grounding is the built-in rule's own constraints, in its order. */
    static final Map<String, List<Integer>> SAME = Map.of("anti-knight", List.of(3), "offset", List.of(1, 2), "non-consecutive", List.of(1));

    private static Puzzle read(String text) throws Exception {
        return Formats.readAll(text, "t.cw", Format.CELLWISE).get(0);
    }

    private static String example(String file) throws Exception {
        return Files.readString(TestFiles.examples().resolve(file));
    }

    @Test
    void theSeedsPuzzlesHaveTheSameAnswerEitherWay() throws Exception {
        for (String variant : List.of("anti-knight", "offset")) {
            String text = example("seed001-" + variant + ".cw");
            String builtIn = FORMS.get(variant).get(0);
            assertTrue(text.contains(builtIn + "\n"), variant);
            Result expected = Solver.of(read(text)).uniqueness();
            assertTrue(expected.unique(), variant);
            for (String form : FORMS.get(variant)) {
                Result r = Solver.of(read(text.replace(builtIn + "\n", form + "\n"))).uniqueness();
                assertTrue(r.unique(), variant + " as " + form);
                assertArrayEquals(expected.first(), r.first(), variant + " as " + form);
            }
        }
        // the examples written in clingo's notation, the seed's own lines in them
        for (String variant : List.of("anti-knight", "offset", "greater-than")) {
            Result builtIn = Solver.of(read(example("seed001-" + variant + ".cw"))).uniqueness();
            Result asp = Solver.of(read(example("seed001-asp-" + variant + ".cw"))).uniqueness();
            assertTrue(asp.unique(), variant);
            assertArrayEquals(builtIn.first(), asp.first(), variant);
        }
    }

    /** A random solution of the puzzle of these rules with no givens, then {@code k} of its cells as givens. */
    private static String givens(String rules, Random rnd, int k) throws Exception {
        Result r = Solver.solve(read("size 9\n" + rules + "\n"), SolveOptions.firstSolution().withRandom(rnd), 1);
        return givens(r.first(), rnd, k);
    }

    /** {@code k} random cells of a solution as a givens map. */
    private static String givens(int[] sol, Random rnd, int k) {
        List<Integer> cells = new ArrayList<>();
        for (int i = 0; i < 81; i++) cells.add(i);
        java.util.Collections.shuffle(cells, rnd);
        StringBuilder sb = new StringBuilder("givens\n");
        java.util.Set<Integer> given = new java.util.HashSet<>(cells.subList(0, k));
        for (int row = 0; row < 9; row++) {
            for (int c = 0; c < 9; c++) sb.append(c == 0 ? "" : " ").append(given.contains(row * 9 + c) ? String.valueOf(sol[row * 9 + c]) : ".");
            sb.append('\n');
        }
        return sb.toString();
    }

    /**
     * Every solution in one order when there are fewer than {@code limit}; past it only that there are so many (which
     * ones come first depends on the order the search meets the constraints in).
     */
    private static List<String> solutions(Puzzle p, long limit) {
        Result r = Solver.solve(p, SolveOptions.upTo(limit), (int) limit);
        if (r.count() >= limit) return List.of("at least " + limit);
        List<String> out = new ArrayList<>();
        for (int[] s : r.solutions()) out.add(java.util.Arrays.toString(s));
        out.sort(Comparator.naturalOrder());
        return out;
    }

    @Test
    void randomPuzzlesHaveTheSameSolutionsEitherWay() throws Exception {
        Random rnd = new Random(52);
        int compared = 0, several = 0;
        for (String variant : List.of("anti-knight", "offset", "non-consecutive"))
            for (int round = 0; round < 6; round++) {
                List<String> forms = FORMS.get(variant);
                String g = givens(forms.get(0), rnd, 12 + rnd.nextInt(10));
                List<String> expected = solutions(read("size 9\n" + forms.get(0) + "\n" + g), 20);
                if (expected.size() > 1) several++;
                assertTrue(expected.size() < 20, "a random puzzle with so many solutions compares little: " + g);
                for (String form : forms.subList(1, forms.size()))
                    assertEquals(expected, solutions(read("size 9\n" + form + "\n" + g), 20), variant + " as " + form + "\n" + g);
                compared++;
            }
        // greater-than: random signs between neighbours of a box, read off a random solution, as gt facts
        for (int round = 0; round < 6; round++) {
            int[] sol = Solver.solve(read("size 9\nrules sudoku\n"), SolveOptions.firstSolution().withRandom(rnd), 1).first();
            StringBuilder signs = new StringBuilder(), facts = new StringBuilder();
            for (int i = 0; i < 81; i++)
                for (int j : new int[] {i + 1, i + 9}) {
                    if (j >= 81 || (j == i + 1 && (i % 9) / 3 != (j % 9) / 3) || (j == i + 9 && (i / 9) / 3 != (j / 9) / 3) || rnd.nextInt(3) == 0) continue;
                    int big = sol[i] > sol[j] ? i : j, small = big == i ? j : i;
                    signs.append("r").append(big / 9 + 1).append("c").append(big % 9 + 1).append(" > r").append(small / 9 + 1).append("c").append(small % 9 + 1).append('\n');
                    facts.append("gt(").append(big / 9 + 1).append(',').append(big % 9 + 1).append(',').append(small / 9 + 1).append(',').append(small % 9 + 1).append("). ");
                }
            String g = givens(sol, rnd, 4 + rnd.nextInt(6)); // a few givens too
            List<String> expected = solutions(read("size 9\nrules sudoku\n" + signs + g), 20);
            List<String> asp = solutions(read("size 9\nrules sudoku\n:- a(R,C,N), a(R1,C1,N1), gt(R,C,R1,C1), N <= N1.\n" + facts + "\n" + g), 20);
            assertEquals(expected, asp, signs.toString());
            if (expected.size() > 1) several++;
            compared++;
        }
        assertEquals(24, compared);
        assertTrue(several > 0, "some random puzzles should have several solutions, so that more than one is compared");
    }

    @Test
    void theSameGroundingSearchesTheSameTree() throws Exception {
        Random rnd = new Random(2003);
        for (String variant : SAME.keySet())
            for (int round = 0; round < 4; round++) {
                List<String> forms = FORMS.get(variant);
                String g = givens(forms.get(0), rnd, 14 + rnd.nextInt(6));
                Puzzle builtIn = read("size 9\n" + forms.get(0) + "\n" + g);
                Result expected = Solver.of(builtIn).count(10);
                for (int f : SAME.get(variant)) {
                    Puzzle asp = read("size 9\n" + forms.get(f) + "\n" + g);
                    assertEquals(Signature.of(builtIn), Signature.of(asp), variant + " as " + forms.get(f));
                    Result r = Solver.of(asp).count(10);
                    assertEquals(expected.count(), r.count(), variant);
                    assertEquals(expected.stats().nodes(), r.stats().nodes(), variant + " as " + forms.get(f) + ": nodes\n" + g);
                    assertEquals(expected.stats().guesses(), r.stats().guesses(), variant + " as " + forms.get(f) + ": guesses\n" + g);
                }
            }
        // the article's simple anti-knight rule grounds to the knight's moves and the pairs 3 apart in a row or column,
        // which the rows and columns keep apart already: more constraints, the same solutions (above)
        Puzzle simple = read("size 9\n" + FORMS.get("anti-knight").get(1));
        Puzzle knight = read("size 9\nrules sudoku anti-knight");
        assertEquals(Signature.of(knight).lines().count() + 2 * 9 * 6, Signature.of(simple).lines().count());
    }

    /** An anti-knight Sudoku made by {@code cellwise generate sudoku --rules anti-knight --seed 52}: its steps lean on knight's moves. */
    private static final String GENERATED = """
            size 9
            rules sudoku anti-knight
            givens
            5 . . . . 4 . . .
            3 . . . . . . 1 .
            . . . . . . . 4 .
            . . . . . 9 . . .
            . 2 . . . 8 . . .
            . . . . . . . . .
            . . . . . . 5 . .
            6 4 . . . . . . .
            . . 1 . . . . . .
            """;

    @Test
    void explanationsTakeTheSameStepsEitherWay() throws Exception {
        String text = GENERATED;
        Explanation builtIn = Explainer.explain(read(text), null, Explainer.Options.DEFAULT);
        Explanation asp = Explainer.explain(read(text.replace("rules sudoku anti-knight\n", "rules sudoku\n" + EIGHT)), null, Explainer.Options.DEFAULT);
        assertEquals(builtIn.steps().size(), asp.steps().size());
        boolean said = false;
        for (int i = 0; i < builtIn.steps().size(); i++) {
            Step a = builtIn.steps().get(i), b = asp.steps().get(i);
            assertEquals(a.technique().name(), b.technique().name(), "step " + (i + 1));
            assertEquals(a.placements(), b.placements(), "step " + (i + 1));
            assertEquals(a.eliminations(), b.eliminations(), "step " + (i + 1));
            if (a.text().contains("by a knight's move")) {
                // "r8c3 sees r6c2 by a knight's move" is "r8c3 and r6c2 are a knight's move apart under rule `...`"
                assertTrue(b.text().matches(".*r\\dc\\d and r\\dc\\d are a knight's move apart under rule `: ?- a\\(R, C, N\\), a\\(R[-+][12], C[-+][12], N\\) \\.`.*"), b.text());
                said = true;
            }
        }
        assertTrue(said, "the puzzle takes a step that names the knight's move");
        // a rule's own step names the rule by its text and says how its cells lie
        Explanation gt = Explainer.explain(read(example("seed001-asp-greater-than.cw")), null, Explainer.Options.DEFAULT);
        Explanation plain = Explainer.explain(read(example("seed001-greater-than.cw")), null, Explainer.Options.DEFAULT);
        assertEquals(plain.steps().size(), gt.steps().size());
        assertEquals(plain.rating(), gt.rating());
        assertEquals("clingo rule", gt.steps().get(0).technique().name());
        assertTrue(gt.steps().get(0).text().startsWith("rule `:- a(R,C,N), a(R1,C1,N1), gt(R,C,R1,C1), N <= N1.` r1c1-r1c2: r1c1 and r1c2 are side by side, so r1c1 < r1c2"),
                gt.steps().get(0).text());
    }

    @Test
    void aBrokenRuleIsNamedByItsTextAndItsCells() throws Exception {
        Puzzle p = read(example("seed001-asp-anti-knight.cw"));
        int[] sol = Solver.of(p).uniqueness().first().clone();
        // r2c3 given r1c1's value: a knight's move apart, both hold it
        sol[11] = sol[0];
        Report r = Checker.check(p, Filling.complete(sol));
        Report.Line line = r.lines().stream().filter(l -> l.rule().startsWith("rule `")).findFirst().orElseThrow();
        assertTrue(line.broken(), line.text());
        assertEquals("rule `:- a(R,C,N), a(R1,C1,N), |R1-R| + |C1-C| == 3.`", line.rule());
        assertTrue(line.detail().matches("(r\\dc\\d holds \\d and r\\dc\\d holds \\d(; )?)+, which it forbids"), line.detail());
        assertTrue(line.detail().contains("r1c1 holds " + sol[0] + " and r2c3 holds " + sol[0]), line.detail());
        assertTrue(line.culprits().containsAll(List.of("r1c1", "r2c3")), line.culprits().toString());
    }
}
