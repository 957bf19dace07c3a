package org.cellwise.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cellwise.check.Checker;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.format.CellwiseWriter;
import org.cellwise.format.Formats;
import org.cellwise.logic.Explainer;
import org.cellwise.logic.board.Technique;
import org.cellwise.model.Cell;
import org.cellwise.model.Filling;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.ArithmeticCage;
import org.cellwise.rules.Givens;
import org.cellwise.rules.KillerCage;
import org.cellwise.rules.Rule;
import org.cellwise.rules.SumGroup;
import org.junit.jupiter.api.Test;

/**
 * Everything generated has one solution (proven without the generator's node budget), reads back from its text, is
 * the same for the same seed, is minimal when asked (checked by brute removal and merging), and has the level asked.
 */
class GeneratorTest {
    private static Puzzle gen(Request r, long seed, int index) throws Exception {
        return Generator.generate(r, seed, index);
    }

    private static void assertUnique(Puzzle p) throws Exception {
        Result r = Solver.of(p).solve(SolveOptions.upTo(2));
        assertTrue(r.unique(), p.name() + " is not unique:\n" + CellwiseWriter.write(p));
        assertTrue(Checker.check(p, Filling.complete(r.first())).ok());
        // what is written reads back as the same puzzle with the same answer
        Puzzle back = Formats.readAll(CellwiseWriter.write(p), "generated", null).get(0);
        assertEquals(List.of(r.first()).get(0).length, back.size());
        assertTrue(java.util.Arrays.equals(r.first(), Solver.of(back).solve(SolveOptions.upTo(2)).first()));
    }

    @Test
    void everyKindAndSizeIsUnique() throws Exception {
        List<Request> requests = new ArrayList<>();
        for (int n : new int[] {4, 6, 8, 9, 12, 16}) requests.add(Request.of("sudoku").withSize(n));
        requests.add(Request.of("sudoku").withRules(List.of("anti-knight", "diagonals")));
        requests.add(Request.of("sudoku").withSymmetry(Symmetry.ROTATE180));
        requests.add(Request.of("jigsaw").withSize(6));
        requests.add(Request.of("jigsaw"));
        requests.add(Request.of("killer"));
        requests.add(Request.of("killer").withSize(6).withGivens(true));
        for (int n = 3; n <= 9; n++) requests.add(Request.of("kenken").withSize(n));
        requests.add(Request.of("kenken").withSize(5).withHiddenOp(true));
        requests.add(Request.of("kakuro").withSize(5));
        requests.add(Request.of("kakuro"));
        requests.add(Request.of("sujiko"));
        for (int n = 2; n <= 4; n++) requests.add(Request.of("header").withSize(n));
        requests.add(Request.of("samurai"));
        requests.add(Request.of("overlap"));
        requests.add(Request.of("overlap").withGridSize(4));
        for (Request r : requests)
            for (int i = 0; i < 3; i++) assertUnique(gen(r, 11, i));
    }

    @Test
    void plainSudokusAreTheSameMadeOnTheClassicSearch() throws Exception {
        // the classic way draws the same random numbers and decides every removal as the general way does
        for (Symmetry sym : Symmetry.values()) {
            Request r = Request.of("sudoku").withSymmetry(sym);
            assertTrue(ClassicGivens.takes(r));
            for (int i = 0; i < 12; i++) {
                java.util.Random a = new java.util.Random(Generator.mix(31, i)), b = new java.util.Random(Generator.mix(31, i));
                Puzzle fast = ClassicGivens.sudoku(r, a), general = GivenKinds.sudokuByPuzzles(r, b);
                assertEquals(CellwiseWriter.write(general), CellwiseWriter.write(fast), sym + " draw " + i);
                assertEquals(b.nextLong(), a.nextLong(), "the same random numbers drawn");
            }
        }
        assertFalse(ClassicGivens.takes(Request.of("sudoku").withSize(6)));
        assertFalse(ClassicGivens.takes(Request.of("sudoku").withRules(List.of("anti-knight"))));
        assertFalse(ClassicGivens.takes(Request.of("killer")));
        // minimal, checked given by given: each removed alone leaves two solutions
        for (int i = 0; i < 2; i++) {
            String line = Generator.text(Request.of("sudoku"), 9, i, org.cellwise.format.Format.LINE);
            assertUnique(Formats.readAll(line, "t", org.cellwise.format.Format.LINE).get(0));
            for (int c = 0; c < 81; c++) {
                if (line.charAt(c) == '.') continue;
                String less = line.substring(0, c) + "." + line.substring(c + 1, 81);
                assertEquals(2, Solver.of(Formats.readAll(less, "t", org.cellwise.format.Format.LINE).get(0)).solve(SolveOptions.upTo(2)).count(), less);
            }
        }
        // a plain 9×9 as a line is written straight from its givens: the same text as the puzzle written
        for (int i = 0; i < 5; i++) {
            Request r = Request.of("sudoku").withSymmetry(i % 2 == 0 ? Symmetry.NONE : Symmetry.ROTATE180);
            assertEquals(org.cellwise.format.Writers.write(gen(r, 8, i), org.cellwise.format.Format.LINE),
                    Generator.text(r, 8, i, org.cellwise.format.Format.LINE));
        }
    }

    @Test
    void swappingTwoValuesInOnePartGivesAnotherSolution() throws Exception {
        // every part of a few fillings, swapped: a grid that keeps the rules, differing from the filling in the part
        for (int i = 0; i < 5; i++) {
            int[] full = Solver.of(org.cellwise.format.LineFormat.emptyClassic())
                    .solve(SolveOptions.firstSolution().withRandom(new java.util.Random(i)), 1).first();
            int[] part = new int[81 * 9];
            ClassicGivens.parts(full, 1, part);
            int seen = 0;
            for (int id = 0; id < 36 * 18; id++) {
                int[] other = full.clone();
                int cells = 0, a = 0, b = 0;
                for (int c = 0; c < 81; c++)
                    for (int o = 0; o < 9; o++)
                        if (o != full[c] - 1 && part[c * 9 + o] == id) {
                            other[c] = o + 1;
                            cells++;
                            a = Math.min(full[c], o + 1);
                            b = Math.max(full[c], o + 1);
                        }
                if (cells == 0) continue;
                seen++;
                assertTrue(cells >= 4 && cells % 2 == 0, cells + " cells");
                assertTrue(Checker.holdsClassic(other, new int[0], new int[0], 0, 0), "values " + a + " and " + b + ", part " + id);
            }
            assertTrue(seen >= 36, seen + " parts");
        }
    }

    @Test
    void theSameSeedGivesTheSamePuzzle() throws Exception {
        for (String kind : Generator.KINDS) {
            Request r = Request.of(kind);
            String a = CellwiseWriter.write(gen(r, 5, 2)), b = CellwiseWriter.write(gen(r, 5, 2));
            assertEquals(a, b, kind);
            assertNotEquals(a, CellwiseWriter.write(gen(r, 5, 3)), kind);
            assertNotEquals(a, CellwiseWriter.write(gen(r, 6, 2)), kind);
        }
    }

    @Test
    void symmetricGivensAreSymmetric() throws Exception {
        // the image of each cell under each symmetry, written out here rather than taken from Symmetry itself
        Map<Symmetry, java.util.function.UnaryOperator<Cell>> image = Map.of(
                Symmetry.ROTATE180, c -> new Cell(8 - c.row(), 8 - c.col()),
                Symmetry.ROTATE90, c -> new Cell(c.col(), 8 - c.row()),
                Symmetry.MIRROR, c -> new Cell(c.row(), 8 - c.col()),
                Symmetry.FLIP, c -> new Cell(8 - c.row(), c.col()),
                Symmetry.DIAGONAL, c -> new Cell(c.col(), c.row()));
        for (var e : image.entrySet()) {
            Puzzle p = gen(Request.of("sudoku").withSymmetry(e.getKey()), 3, 0);
            Map<Cell, Integer> g = givens(p);
            assertTrue(g.size() >= 17, e.getKey() + ": a unique 9x9 Sudoku has at least 17 givens, not " + g.size());
            for (Cell c : g.keySet()) assertTrue(g.containsKey(e.getValue().apply(c)), e.getKey() + ": " + c + " without its image");
            assertUnique(p);
        }
    }

    private static Map<Cell, Integer> givens(Puzzle p) {
        for (Rule r : p.rules()) if (r instanceof Givens gv) return gv.values();
        return Map.of();
    }

    private static boolean unique(Puzzle p, List<Rule> rules) {
        return Solver.of(p.withRules(rules)).solve(SolveOptions.upTo(2)).unique();
    }

    /** No single given, cage or sum group goes, and no two neighbouring cages merge, without a second solution. */
    private static void assertMinimal(Puzzle p, int maxCage) {
        List<Rule> rules = p.rules();
        Map<Cell, Integer> g = givens(p);
        for (Cell c : g.keySet()) {
            Map<Cell, Integer> less = new HashMap<>(g);
            less.remove(c);
            List<Rule> rs = new ArrayList<>(rules);
            rs.replaceAll(r -> r instanceof Givens ? new Givens(new java.util.TreeMap<>(less)) : r);
            if (less.isEmpty()) rs.removeIf(r -> r instanceof Givens);
            assertFalse(unique(p, rs), p.name() + ": given " + c + " can go");
        }
        int[] answer = Solver.of(p).first().first();
        for (Rule r : rules) {
            if (r instanceof KillerCage || r instanceof SumGroup && !p.kind().equals("sujiko")) {
                List<Rule> rs = new ArrayList<>(rules);
                rs.remove(r);
                assertFalse(unique(p, rs), p.name() + ": " + r + " can go");
            }
        }
        for (int i = 0; i < rules.size(); i++)
            for (int j = i + 1; j < rules.size(); j++) {
                List<Cell> a = cells(rules.get(i)), b = cells(rules.get(j));
                if (a == null || b == null || a.size() + b.size() > maxCage || !touch(a, b)) continue;
                List<Cell> m = new ArrayList<>(a);
                m.addAll(b);
                int sum = 0;
                java.util.Set<Integer> seen = new java.util.HashSet<>();
                boolean distinct = true;
                for (Cell c : m) {
                    sum += answer[p.indexOf(c)];
                    distinct &= seen.add(answer[p.indexOf(c)]);
                }
                Rule merged;
                if (rules.get(i) instanceof KillerCage) {
                    if (!distinct) continue;
                    merged = new KillerCage("m", m, sum);
                } else {
                    merged = new ArithmeticCage("m", m, org.cellwise.constraint.Arithmetic.Op.ADD, sum);
                }
                List<Rule> rs = new ArrayList<>(rules);
                rs.remove(rules.get(j));
                rs.set(i, merged);
                assertFalse(unique(p, rs), p.name() + ": " + rules.get(i) + " and " + rules.get(j) + " can merge");
            }
    }

    private static List<Cell> cells(Rule r) {
        if (r instanceof KillerCage k) return k.cells();
        if (r instanceof ArithmeticCage a) return a.cells();
        return null;
    }

    private static boolean touch(List<Cell> a, List<Cell> b) {
        for (Cell x : a) for (Cell y : b) if (Math.abs(x.row() - y.row()) + Math.abs(x.col() - y.col()) == 1) return true;
        return false;
    }

    @Test
    void minimalPuzzlesAreMinimalByBruteForce() throws Exception {
        for (int i = 0; i < 4; i++) {
            assertMinimal(gen(Request.of("sudoku").withSize(4).withMinimal(true), 9, i), 0);
            assertMinimal(gen(Request.of("sudoku").withSize(6).withMinimal(true), 9, i), 0);
            assertMinimal(gen(Request.of("killer").withSize(4).withMinimal(true), 9, i), 3);
            assertMinimal(gen(Request.of("killer").withSize(6).withMinimal(true).withGivens(true), 9, i), 5);
            assertMinimal(gen(Request.of("kenken").withSize(4).withMinimal(true), 9, i), 3);
            assertMinimal(gen(Request.of("sujiko").withMinimal(true), 9, i), 0);
            assertMinimal(gen(Request.of("header").withSize(3).withMinimal(true), 9, i), 0);
            assertMinimal(gen(Request.of("overlap").withGridSize(3).withMinimal(true), 9, i), 0);
        }
    }

    /**
     * A 9×9 minimal killer: every cage removal is proven to give a second solution (the searches here have no budget),
     * where removals once ran out of budget and 70 of 153 cages could go.
     */
    @Test
    void aMinimal9x9KillerLosesUniquenessWithoutAnyCage() throws Exception {
        Puzzle p = gen(Request.of("killer").withSize(9).withMinimal(true), 7, 0);
        int cages = 0;
        for (Rule r : p.rules())
            if (r instanceof KillerCage) {
                cages++;
                List<Rule> rs = new ArrayList<>(p.rules());
                rs.remove(r);
                assertFalse(unique(p, rs), p.name() + ": " + r + " can go");
            }
        assertTrue(cages > 5, "cages: " + cages);
    }

    /** Rules that no filled grid keeps are said at once, proven, instead of 2,000 failed draws. */
    @Test
    void rulesWithNoFillingAreSaidBeforeDrawing() {
        for (String kind : List.of("sudoku", "killer")) {
            Generator.NotFound e = assertThrows(Generator.NotFound.class,
                    () -> Generator.generate(Request.of(kind).withSize(6).withRules(List.of("anti-king", "non-consecutive")), 1, 0));
            assertEquals("no 6x6 " + kind + " exists with anti-king, non-consecutive: no filled grid keeps all these rules "
                    + "(proven by search before drawing)", e.getMessage());
        }
    }

    @Test
    void levelsMatchTheGrade() throws Exception {
        // every level, three puzzles each: the generator's early decisions must give what the whole grade gives
        for (Technique.Level l : Technique.Level.values())
            for (int i = 0; i < 3; i++) {
                Puzzle p = gen(Request.of("sudoku").withLevel(l), 4, i);
                assertEquals(l, Explainer.explain(p, null, Explainer.Options.DEFAULT).level(), l + " " + i);
            }
        for (Technique.Level l : List.of(Technique.Level.EASY, Technique.Level.MEDIUM)) {
            Puzzle k = gen(Request.of("killer").withLevel(l), 4, 0);
            assertEquals(l, Explainer.explain(k, null, Explainer.Options.DEFAULT).level());
        }
    }

    @Test
    void fitsSaysWhatTheWholeGradeSays() throws Exception {
        // draws of every level (about 40% easy, 15% extreme), and other families, each asked of every level
        List<Puzzle> draws = new ArrayList<>();
        for (int i = 0; i < 40; i++) draws.add(gen(Request.of("sudoku"), 11, i));
        for (int i = 0; i < 4; i++) draws.add(gen(Request.of("killer"), 11, i));
        for (int i = 0; i < 4; i++) draws.add(gen(Request.of("kenken").withSize(6), 11, i));
        Map<Technique.Level, Integer> seen = new HashMap<>();
        for (Puzzle p : draws) {
            Technique.Level grade = Explainer.explain(p, null, Explainer.Options.DEFAULT).level();
            seen.merge(grade, 1, Integer::sum);
            for (Technique.Level l : Technique.Level.values())
                assertEquals(grade == l ? Explainer.Fit.AT : Explainer.Fit.NOT_AT, Explainer.fits(p, l, Explainer.Options.DEFAULT),
                        p.name() + " graded " + grade + ", asked " + l + ":\n" + CellwiseWriter.write(p));
        }
        assertEquals(Technique.Level.values().length, seen.size(), "every level among the draws: " + seen);
    }

    @Test
    void cagesLookLikePublishedOnes() throws Exception {
        int[] bySize = new int[10];
        for (int i = 0; i < 10; i++) {
            for (String kind : List.of("killer", "kenken")) {
                Puzzle p = gen(Request.of(kind), 21, i);
                for (Rule r : p.rules()) {
                    List<Cell> cs = cells(r);
                    if (cs == null) continue;
                    bySize[cs.size()]++;
                    assertTrue(cs.size() >= 1 && cs.size() <= 5, r.toString());
                    assertTrue(cs.size() == 1 || connected(cs), r + " is not connected");
                    assertFalse(cs.stream().map(Cell::row).distinct().count() == 1 && cs.size() == p.grids().get(0).rows(), r.toString());
                }
            }
        }
        int all = 0;
        for (int s : bySize) all += s;
        assertTrue(bySize[2] + bySize[3] > all / 2, "most cages of 2 or 3 cells: " + java.util.Arrays.toString(bySize));
    }

    private static boolean connected(List<Cell> cs) {
        java.util.Set<Cell> reached = new java.util.HashSet<>(List.of(cs.get(0)));
        boolean grew = true;
        while (grew) {
            grew = false;
            for (Cell c : cs)
                if (!reached.contains(c) && touch(List.of(c), new ArrayList<>(reached))) grew = reached.add(c);
        }
        return reached.size() == cs.size();
    }

    @Test
    void impossibleRequestsSaySo() {
        assertThrows(IllegalArgumentException.class, () -> gen(Request.of("sudoku").withSize(7), 1, 0));
        assertThrows(IllegalArgumentException.class, () -> gen(Request.of("kenken").withSize(12), 1, 0));
        assertThrows(IllegalArgumentException.class, () -> gen(Request.of("nonogram"), 1, 0));
        assertThrows(IllegalArgumentException.class, () -> gen(Request.of("sudoku").withRules(List.of("anti-bishop")), 1, 0));
        // what a kind would silently ignore is refused, before any draw
        for (Request r : List.of(Request.of("samurai").withSize(16), Request.of("sujiko").withSize(4), Request.of("overlap").withSize(6),
                Request.of("kenken").withRules(List.of("diagonals")), Request.of("sudoku").withHiddenOp(true),
                Request.of("killer").withGridSize(5), Request.of("kakuro").withGivens(true), Request.of("overlap").withGridSize(12)))
            assertThrows(IllegalArgumentException.class, r::check, r.toString());
        Request.of("samurai").withSize(9).check();
        Request.of("overlap").withGridSize(4).check();
    }

    /** A deadline stops every search of a draw, not only the draws between them: a 25×25 killer takes minutes. */
    @Test
    void aDeadlineStopsASlowKindInsideItsDraw() {
        Generator.NotFound e = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofMinutes(1),
                () -> assertThrows(Generator.NotFound.class,
                        () -> Generator.generate(Request.of("killer").withSize(25), 1, 0, System.nanoTime() + 300_000_000L)));
        assertTrue(e.getMessage().contains("within the time limit"), e.getMessage());
    }
}
