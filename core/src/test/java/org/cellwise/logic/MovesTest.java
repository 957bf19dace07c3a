package org.cellwise.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Predicate;
import org.cellwise.check.Checker;
import org.cellwise.check.Report;
import org.cellwise.constraint.Constraint;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.format.Format;
import org.cellwise.format.FormatException;
import org.cellwise.format.Formats;
import org.cellwise.format.Writers;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;
import org.cellwise.model.Filling;
import org.cellwise.model.Grid;
import org.cellwise.model.ValueRange;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.puzzle.Signature;
import org.cellwise.rules.Chess;
import org.cellwise.rules.Givens;
import org.cellwise.rules.Rule;
import org.cellwise.rules.RuleCatalog;
import org.cellwise.rules.Taxicab;
import org.cellwise.testing.ChocoOracle;
import org.junit.jupiter.api.Test;

/**
 * The five move rules of Rangsk's solver (diagonal non-consecutive, knightmare, taxicab N, self-taxicab, chess
 * leaps): each against its meaning stated directly on small grids, the engine against choco on puzzles made from
 * them, the formats' round trips, the checker's line and the explanation's words.
 */
class MovesTest {
    private static final String SIX = "size 6 boxes 2x3\nrules sudoku\n";

    private static Puzzle read(String text) throws FormatException {
        return Formats.readAll(text, "moves", null).get(0);
    }

    /** The rule's meaning, said without its expansion: values by (row, column) on a rows × cols grid. */
    private record Meaning(String statement, Predicate<int[][]> holds) {}

    private static int taxi(int r1, int c1, int r2, int c2) {
        return Math.abs(r1 - r2) + Math.abs(c1 - c2);
    }

    /** Whether every two cells for which {@code bound} says so hold values that {@code ok} accepts. */
    private static boolean pairs(int[][] v, PairTest bound, ValueTest ok) {
        int n = v.length;
        for (int a = 0; a < n * n; a++)
            for (int b = a + 1; b < n * n; b++) {
                int r1 = a / n, c1 = a % n, r2 = b / n, c2 = b % n;
                if (bound.test(Math.abs(r1 - r2), Math.abs(c1 - c2)) && !ok.test(v[r1][c1], v[r2][c2], taxi(r1, c1, r2, c2))) return false;
            }
        return true;
    }

    private interface PairTest {
        boolean test(int dr, int dc);
    }

    private interface ValueTest {
        boolean test(int x, int y, int distance);
    }

    private static final List<Meaning> MEANINGS = List.of(
            new Meaning("rules diagonal-non-consecutive", v -> pairs(v, (dr, dc) -> dr == 1 && dc == 1, (x, y, d) -> Math.abs(x - y) != 1)),
            new Meaning("rules knightmare", v -> pairs(v, (dr, dc) -> dr * dc == 2, (x, y, d) -> x + y != 5 && x + y != 15)),
            new Meaning("knightmare 7,10", v -> pairs(v, (dr, dc) -> dr * dc == 2, (x, y, d) -> x + y != 7 && x + y != 10)),
            new Meaning("taxicab 3", v -> pairs(v, (dr, dc) -> dr + dc == 3, (x, y, d) -> x != y)),
            new Meaning("rules self-taxicab", v -> pairs(v, (dr, dc) -> true, (x, y, d) -> !(x == d && y == d))),
            new Meaning("chess 0,2 1,3", v -> pairs(v, (dr, dc) -> dr == 0 && dc == 2 || dr == 2 && dc == 0 || dr * dc == 3,
                    (x, y, d) -> x != y)),
            new Meaning("chess 1,1 values 2,4-5", v -> pairs(v, (dr, dc) -> dr == 1 && dc == 1,
                    (x, y, d) -> x != y || x != 2 && x != 4 && x != 5)));

    /**
     * Each rule's constraints hold on exactly the grids its meaning allows: random 4×4 grids of values 1..9 (so that
     * both outcomes come up often), with no other rule.
     */
    @Test
    void eachRuleMeansWhatItSays() throws Exception {
        Random rnd = new Random(29);
        for (Meaning m : MEANINGS) {
            Puzzle p = read("size 4 boxes none\nvalues 1..9\n" + m.statement() + "\n");
            List<Constraint> cs = p.constraints();
            int yes = 0, no = 0;
            for (int t = 0; t < 4000; t++) {
                int[][] v = new int[4][4];
                int[] flat = new int[16];
                for (int i = 0; i < 16; i++) flat[i] = v[i / 4][i % 4] = 1 + rnd.nextInt(9);
                boolean want = m.holds().test(v);
                boolean got = cs.stream().allMatch(c -> c.holds(flat));
                assertEquals(want, got, m.statement() + " on " + java.util.Arrays.deepToString(v));
                if (want) yes++;
                else no++;
            }
            assertTrue(yes > 20 && no > 20, m.statement() + ": " + yes + " grids keep it, " + no + " break it");
        }
    }

    /** Chess 1,2 is anti-knight and chess 1,1 0,1 is anti-king, by another road: the same count of 6×6 Sudokus. */
    @Test
    void chessLeapsAgreeWithTheFlagsTheyRestate() throws Exception {
        for (String[] pair : new String[][] {{"chess 1,2", "rules anti-knight"}, {"chess 1,1 0,1", "rules anti-king"}}) {
            long a = Solver.of(read(SIX + pair[0] + "\n")).solve(SolveOptions.upTo(100000), 0).count();
            long b = Solver.of(read(SIX + pair[1] + "\n")).solve(SolveOptions.upTo(100000), 0).count();
            assertEquals(b, a, pair[0]);
            assertTrue(a > 0 && a < 100000, pair[0] + ": " + a);
        }
    }

    /** The statements each rule is tried in: 6×6 Sudokus with one move rule. */
    static final List<String> RULES = List.of("rules diagonal-non-consecutive", "rules knightmare", "taxicab 4", "taxicab 2",
            "rules self-taxicab", "chess 2,2", "chess 1,3 values 1-3");

    /**
     * A puzzle of the rule with a unique answer: one of its solutions (by {@code seed}), given cell by cell in a random
     * order until it is unique, then each given dropped where it stays unique.
     */
    static Puzzle unique(String statement, long seed) throws Exception {
        Puzzle bare = read(SIX + statement + "\n");
        List<int[]> sols = new ArrayList<>();
        Solver.of(bare).solve(SolveOptions.upTo(200).withListener(sols::add), 0);
        Random rnd = new Random(seed);
        int[] sol = sols.get(rnd.nextInt(sols.size()));
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < 36; i++) order.add(i);
        java.util.Collections.shuffle(order, rnd);
        List<Integer> given = new ArrayList<>();
        Puzzle p = bare;
        for (int c : order) {
            given.add(c);
            p = with(bare, given, sol);
            if (Solver.of(p).uniqueness().unique()) break;
        }
        for (int c : new ArrayList<>(given)) {
            given.remove(Integer.valueOf(c));
            if (!Solver.of(with(bare, given, sol)).uniqueness().unique()) given.add(c);
        }
        return with(bare, given, sol).withName(statement.replace("rules ", "") + " " + seed);
    }

    private static Puzzle with(Puzzle bare, List<Integer> cells, int[] sol) {
        java.util.Map<Cell, Integer> g = new java.util.HashMap<>();
        for (int c : cells) g.put(bare.cells().get(c), sol[c]);
        List<Rule> rules = new ArrayList<>(bare.rules());
        rules.add(new Givens(g));
        return bare.withRules(rules);
    }

    /**
     * The engine's solution count equals choco's on puzzles of each rule: made unique ones, and the same with givens
     * dropped (several solutions) or a wrong given added (often none).
     */
    @Test
    void theEngineAgreesWithChoco() throws Exception {
        int none = 0, one = 0, many = 0;
        for (String r : RULES)
            for (long seed = 1; seed <= 3; seed++) {
                Puzzle p = unique(r, seed);
                List<Puzzle> variants = new ArrayList<>(List.of(p));
                Givens g = (Givens) p.rules().get(p.rules().size() - 1);
                List<Cell> cells = new ArrayList<>(g.values().keySet());
                java.util.Collections.sort(cells);
                java.util.Map<Cell, Integer> fewer = new java.util.HashMap<>(g.values());
                fewer.remove(cells.get(0));
                fewer.remove(cells.get(1));
                java.util.Map<Cell, Integer> wrong = new java.util.HashMap<>(g.values());
                wrong.put(cells.get(0), g.values().get(cells.get(0)) % 6 + 1);
                for (java.util.Map<Cell, Integer> m : List.of(fewer, wrong)) {
                    List<Rule> rules = new ArrayList<>(p.rules().subList(0, p.rules().size() - 1));
                    rules.add(new Givens(m));
                    variants.add(p.withRules(rules));
                }
                for (Puzzle q : variants) {
                    List<int[]> sols = new ArrayList<>();
                    Result ours = Solver.of(q).solve(SolveOptions.upTo(60).withListener(sols::add), 0);
                    long theirs = ChocoOracle.count(q, 60);
                    assertEquals(theirs, ours.count(), r + " seed " + seed);
                    for (int[] s : sols) assertTrue(ChocoOracle.satisfies(q, s), r + " seed " + seed);
                    if (theirs == 0) none++;
                    else if (theirs == 1) one++;
                    else many++;
                }
            }
        assertTrue(none > 0 && one > 0 && many > 0, none + " none, " + one + " one, " + many + " several");
    }

    /** .cw, JSON and the f-puzzles link (in its cellwise field) give back the same rules and answers, text for text. */
    @Test
    void theFormatsRoundTrip() throws Exception {
        List<String> statements = new ArrayList<>(RULES);
        statements.add("rules knightmare\ntaxicab 5\nchess 1,2 2,2 values 1,3\nchess 0,4");
        statements.add("knightmare 7,3\nrules self-taxicab");
        for (String st : statements) {
            Puzzle p = read(SIX + st + "\ngivens\n1 . . . . .\n" + ". . . . . .\n".repeat(5));
            for (Format f : List.of(Format.CELLWISE, Format.JSON, Format.FPUZZLES)) {
                String text = Writers.write(p, f);
                Puzzle back = Formats.readAll(text, "back", f).get(0);
                assertEquals(Signature.of(p), Signature.of(back), st + " in " + f + ": " + text);
                assertEquals(new java.util.HashSet<>(p.rules()), new java.util.HashSet<>(back.rules()), st + " in " + f);
                assertEquals(text, Writers.write(back.withName(p.name()), f).replace(back.name(), p.name()), st + " in " + f);
            }
        }
        // one rule has one spelling: offsets either way round and in any order, values as a range
        assertEquals(read(SIX + "chess 2,1 2,2 values 1-3\n").rules(), read(SIX + "chess 2,2 1,2 values 3,2,1\n").rules());
        // the usual sums are the flag, however they are written, so the page's checkbox shows them
        assertEquals("rules rows columns boxes knightmare", Writers.write(read(SIX + "knightmare 15,5\n"), Format.CELLWISE).lines()
                .filter(l -> l.startsWith("rules")).findFirst().orElseThrow());
        assertEquals(read(SIX + "rules knightmare\n").rules(), read(SIX + "knightmare 5,15\n").rules());
        assertEquals("chess 1,2 2,2 values 1,2,3", new Chess(List.of(new Chess.Offset(2, 2), new Chess.Offset(2, 1)), List.of(3, 1, 2)).statement());
    }

    @Test
    void badStatementsAreRefusedWhereTheyAre() {
        for (String[] bad : new String[][] {{"taxicab 0", "at least 1"}, {"taxicab", "expected more words"},
            {"taxicab 3 4", "expected the end"}, {"chess 1", "two distances"}, {"chess 0,0", "itself"},
            {"chess values 1", "before the values"}, {"knightmare", "expected more words"}, {"knightmare 5 15", "expected the end"}, {"chess 1,2 values", "expected more words"}, {"chess 1,2 values 1-x", "values such as"},
            {"chess 1,2 values 4-2", "from low to high"}, {"chess 1,2 values 1-99", "a range of at most 64 values"},
            {"self-taxicab 3", "'self-taxicab' is a rule without parameters: name it after rules"},
            {"rules sudoku taxicab", "'taxicab' takes parameters, so it is a line of its own: taxicab DISTANCE"}}) {
            FormatException x = org.junit.jupiter.api.Assertions.assertThrows(FormatException.class, () -> read(SIX + bad[0] + "\n"), bad[0]);
            assertTrue(x.getMessage().contains(bad[1]) && x.line() == 3, bad[0] + ": " + x.getMessage());
        }
    }

    /** The checker names the rule with its parameter and the pair that breaks it. */
    @Test
    void theCheckerNamesTheBrokenPair() throws Exception {
        String[][] cases = {{"taxicab 4", "taxicab 4: r1c1 and r3c3 both hold 5", "5", "5"},
            {"rules self-taxicab", "self-taxicab: r1c1 and r3c3 both hold 4", "4", "4"},
            {"chess 2,2 values 4", "chess 2,2 values 4: r1c1 and r3c3 both hold 4", "4", "4"},
            {"rules knightmare", "knightmare: r1c1 holds 2 and r2c3 holds 3, which add up to 5", "2", "3"},
            {"knightmare 9", "knightmare 9: r1c1 holds 4 and r2c3 holds 5, which add up to 9", "4", "5"},
            {"rules diagonal-non-consecutive", "diagonal-non-consecutive: r1c1 holds 2 and r2c2 holds 3, consecutive", "2", "3"}};
        for (String[] c : cases) {
            Puzzle p = read("size 6 boxes none\nrules latin\n" + c[0] + "\n");
            int[] v = new int[36];
            boolean[] filled = new boolean[36];
            int second = c[0].contains("knightmare") ? 8 : c[0].contains("diagonal") ? 7 : 14;
            v[0] = Integer.parseInt(c[2]);
            v[second] = Integer.parseInt(c[3]);
            filled[0] = filled[second] = true;
            Report r = Checker.check(p, new Filling(v, filled));
            List<String> broken = r.lines().stream().filter(Report.Line::broken).map(Report.Line::text).toList();
            assertEquals(List.of(c[1]), broken, c[0]);
        }
    }

    /** The page lists each rule in a sentence, the parameterised ones too. */
    @Test
    void eachRuleHasASentence() throws Exception {
        Puzzle p = read(SIX + "rules knightmare self-taxicab diagonal-non-consecutive\ntaxicab 4\nchess 1,2 values 1-2\nknightmare 3,7,9\n");
        List<String> said = RuleCatalog.sentences(p.rules());
        assertEquals(6, said.size(), said.toString());
        assertTrue(said.contains("Cells a knight's move apart never add up to 3, 7 or to 9."), said.toString());
        assertTrue(said.contains("Cells a taxicab distance of 4 apart (rows plus columns) hold different values."), said.toString());
        assertTrue(said.contains("Cells a knight's move apart never add up to 5 or to 15."), said.toString());
        assertTrue(said.stream().anyMatch(s -> s.startsWith("Cells a chess move apart (1 and 2 cells") && s.endsWith("when it is 1 or 2.")), said.toString());
        for (String k : List.of("knightmare", "self-taxicab", "diagonal-non-consecutive")) assertTrue(RuleCatalog.explained().containsKey(k), k);
    }

    /** The step that uses a rule says why in words: how the cells lie, and what the values would break. */
    @Test
    void explanationsSayTheMove() throws Exception {
        String[][] words = {{"rules diagonal-non-consecutive", " are diagonal neighbours, so they may not be consecutive"},
            {"rules knightmare", ": a knight's move apart, and \\d\\+\\d would make 5"},
            {"taxicab 4", " sees r\\dc\\d at a taxicab distance of 4"},
            {"rules self-taxicab", ": a taxicab distance of (\\d) apart, and both would be \\1"},
            {"chess 2,2", " sees r\\dc\\d by a chess move of 2 and 2"},
            {"chess 1,3 values 1-3", "chess 1,3 r\\dc\\d-r\\dc\\d: a chess move of 1 and 3 apart, and both would be [123]"}};
        for (String[] w : words) {
            java.util.regex.Pattern said = java.util.regex.Pattern.compile(".*" + w[1] + ".*");
            boolean found = false;
            for (long seed = 1; seed <= 12 && !found; seed++) {
                Puzzle p = unique(w[0], seed);
                Explanation e = Explainer.explain(p, null, Explainer.Options.DEFAULT);
                ExplainTest.sound(p, e);
                found = e.steps().stream().anyMatch(s -> said.matcher(s.text()).matches());
            }
            assertTrue(found, w[0] + ": no step says " + w[1]);
        }
    }
}
