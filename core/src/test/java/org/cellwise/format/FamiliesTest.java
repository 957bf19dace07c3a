package org.cellwise.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.model.Cell;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.ChocoOracle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The seeds' other families, read in their own formats, solve to the answers the seeds print. */
class FamiliesTest {

    static Puzzle example(String file) throws Exception {
        List<Puzzle> ps = Formats.readAll(TestFiles.examples().resolve(file));
        assertEquals(1, ps.size());
        return ps.get(0);
    }

    static int[] digits(String s) {
        return s.chars().map(c -> c - '0').toArray();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        // seed 004's short-mode answers, row by row
        "seed004-kenken.txt, kenken, 754619328128495763812746935649538172231864597475382619596273841367951284983127456",
        "seed004-killer.txt, killer, 937184526246579381851362947312857469468923175579641238795436812124798653683215794",
        // seed 003's model: V0..V8
        "seed003-sujiko.txt, sujiko, 931854726",
    })
    void seedAnswers(String file, String kind, String answer) throws Exception {
        Puzzle p = example(file);
        assertEquals(kind, p.kind());
        Result r = Solver.of(p).uniqueness();
        assertTrue(r.unique(), file);
        assertArrayEquals(digits(answer), r.first());
    }

    @Test
    void seed002AnswersInItsOwnListForm() throws Exception {
        Puzzle p = example("seed002-header.txt");
        Result r = Solver.of(p).uniqueness();
        assertTrue(r.unique());
        assertEquals("[[0,14,10,35],[14,7,2,1],[15,3,7,5],[28,4,1,7]]", HeaderListFormat.write(p, r.first()));
        assertEquals("[[0,14,10,35],[14,_,_,_],[15,_,_,_],[28,_,1,_]]", HeaderListFormat.write(p, null));
    }

    @Test
    void headerPuzzlesOfOtherSizes() throws Exception {
        // 2x2 needs equal diagonal and distinct lines: [[0,3,4],[3,a,b],[4,c,a]] has a=1? 1+2=3 and 1*2... solve it
        Puzzle p = Formats.readAll("[[0,3,2],[3,_,_],[2,_,_]]", "h", null).get(0);
        Result r = Solver.of(p).solve(SolveOptions.upTo(10), 10);
        assertEquals(ChocoOracle.count(p, 10), r.count());
        for (int[] s : r.solutions()) assertTrue(ChocoOracle.satisfies(p, s));
    }

    /** The stable model seed 000 prints: grid letter, X, Y, value. */
    static final String SEED000_MODEL = """
            e(1,1,2) e(1,2,3) e(1,3,1) e(1,4,4) e(1,5,5) e(2,1,5)
            e(2,2,1) e(2,3,2) e(2,4,3) e(2,5,4) e(3,1,1) e(3,2,4) e(3,3,5) e(3,4,2) e(3,5,3)
            e(4,1,3) e(4,2,2) e(4,3,4) e(4,4,5) e(4,5,1) e(5,1,4) e(5,2,5) e(5,3,3) e(5,4,1)
            e(5,5,2) d(1,1,1) d(1,2,5) d(1,3,4) d(1,4,3) d(1,5,2) d(2,1,3) d(2,2,1) d(2,3,2)
            d(2,4,4) d(2,5,5) d(3,1,5) d(3,2,4) d(3,3,1) d(3,4,2) d(3,5,3) d(4,1,2) d(4,2,3)
            d(4,3,5) d(4,4,1) d(4,5,4) d(5,1,4) d(5,2,2) d(5,3,3) d(5,4,5) d(5,5,1)
            c(5,2,4) c(1,1,4) c(1,2,2) c(1,3,1) c(1,4,3) c(1,5,5) c(2,1,3) c(2,2,1) c(2,3,5)
            c(2,4,4) c(2,5,2) c(3,1,5) c(3,2,3) c(3,3,2) c(3,4,1) c(3,5,4) c(4,1,1) c(4,2,5)
            c(4,3,4) c(4,4,2) c(4,5,3) c(5,1,2) c(5,3,3) c(5,4,5) c(5,5,1) b(1,1,5) b(1,2,1)
            b(1,3,4) b(1,4,3) b(1,5,2) b(2,1,1) b(2,2,2) b(2,3,5) b(2,4,4) b(2,5,3) b(3,1,3)
            b(3,2,4) b(3,3,2) b(3,4,1) b(3,5,5) b(4,1,2) b(4,2,3) b(4,3,1) b(4,4,5) b(4,5,4)
            b(5,1,4) b(5,2,5) b(5,3,3) b(5,4,2) b(5,5,1) a(1,1,1) a(1,2,3) a(1,3,5) a(1,4,2)
            a(1,5,4) a(2,1,2) a(2,2,1) a(2,3,4) a(2,4,5) a(2,5,3) a(3,1,5) a(3,2,2) a(3,3,3)
            a(3,4,4) a(3,5,1) a(4,1,4) a(4,2,5) a(4,3,1) a(4,4,3) a(4,5,2) a(5,1,3) a(5,2,4)
            a(5,3,2) a(5,4,1) a(5,5,5)
            """;

    @Test
    void seed000EqualsTheStableModel() throws Exception {
        Puzzle p = example("seed000-overlap.lp");
        assertEquals(11, p.rows());
        assertEquals(11, p.cols());
        assertEquals(5 * 25 - 4 * 4, p.size());
        Result r = Solver.of(p).uniqueness();
        assertTrue(r.unique());
        Matcher m = Pattern.compile("([a-e])\\((\\d),(\\d),(\\d)\\)").matcher(SEED000_MODEL);
        int facts = 0;
        while (m.find()) {
            Cell c = FactsFormat.cell(m.group(1).charAt(0) - 'a', Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
            assertEquals(Integer.parseInt(m.group(4)), r.first()[p.indexOf(c)], m.group());
            facts++;
        }
        assertEquals(125, facts);
        // the top row of the canvas comes first: grid a's Y=5 row, then grid b's
        assertEquals(List.of(4, 3, 1, 2, 5), java.util.stream.IntStream.range(0, 5).map(c -> r.first()[p.indexOf(0, c)]).boxed().toList());
    }

    @Test
    void seed000LatinSquareAlone() throws Exception {
        Puzzle p = example("seed000-latin.cw");
        Result r = Solver.of(p).uniqueness();
        assertTrue(r.unique());
        assertArrayEquals(digits("4312525431543123125412543"), r.first());
    }

    @Test
    void kakuroSamuraiAndHiddenOperators() throws Exception {
        for (String f : List.of("kakuro.cw", "samurai.cw", "kenken-hidden.cw")) {
            Puzzle p = example(f);
            Result r = Solver.of(p).uniqueness();
            assertTrue(r.unique(), f);
            assertTrue(ChocoOracle.satisfies(p, r.first()), f);
        }
        Puzzle kakuro = example("kakuro.cw");
        assertEquals("kakuro", kakuro.kind());
        assertEquals(20, kakuro.size());
        assertEquals(1, ChocoOracle.count(kakuro, 5));
        assertEquals(1, ChocoOracle.count(example("kenken-hidden.cw"), 5));
        Puzzle samurai = example("samurai.cw");
        assertEquals(5 * 81 - 4 * 9, samurai.size());
    }

    @Test
    void jankoKenKenSolvesToItsSolutions() throws Exception {
        checkCorpus("kenken-janko.txt", "kenken-janko.solutions", 171);
    }

    @Test
    void jankoKillerSolvesToItsSolutionsOrAnotherValidOne() throws Exception {
        checkCorpus("killer-janko.txt", "killer-janko.solutions", 405);
    }

    private static void checkCorpus(String file, String solutions, int expected) throws Exception {
        Map<String, int[]> answers = new HashMap<>();
        for (String l : Files.readAllLines(TestFiles.data().resolve(solutions))) {
            String[] parts = l.split("\t");
            answers.put(parts[0], java.util.Arrays.stream(parts[1].split(",")).mapToInt(Integer::parseInt).toArray());
        }
        List<Puzzle> ps = Formats.readAll(TestFiles.data().resolve(file));
        assertEquals(expected, ps.size());
        int severalSolutions = 0;
        for (Puzzle p : ps) {
            int[] answer = answers.get(p.name().split(" ")[0]); // the title: corpus name, then its source
            Result r = Solver.of(p).uniqueness();
            assertTrue(r.solved(), p.name());
            assertTrue(ChocoOracle.satisfies(p, answer), p.name() + ": the published answer breaks a rule as read");
            if (r.unique()) assertArrayEquals(answer, r.first(), p.name());
            else {
                severalSolutions++;
                assertTrue(ChocoOracle.satisfies(p, r.first()), p.name());
            }
        }
        assertTrue(severalSolutions <= 10, severalSolutions + " puzzles with several solutions");
    }

    @Test
    void cageLabelsRoundTrip() throws Exception {
        for (String file : List.of("kenken-janko.txt", "killer-janko.txt")) {
            for (Puzzle p : Formats.readAll(TestFiles.data().resolve(file))) {
                String text = CageLabelFormat.write(p);
                Puzzle back = Formats.readAll(text, "rt", null).get(0);
                assertEquals(p.name(), back.name());
                assertEquals(p.kind(), back.kind());
                assertEquals(p.grids(), back.grids());
                assertEquals(new HashSet<>(p.rules()), new HashSet<>(back.rules()), p.name());
            }
        }
        Puzzle seed = example("seed004-kenken.txt");
        Puzzle back = Formats.readAll(CageLabelFormat.write(seed), "rt", null).get(0);
        assertEquals(new HashSet<>(seed.constraints().stream().map(c -> c.name() + java.util.Arrays.toString(c.cells())).toList()).size(),
                new HashSet<>(back.constraints().stream().map(c -> c.name() + java.util.Arrays.toString(c.cells())).toList()).size());
        assertArrayEquals(Solver.of(seed).first().first(), Solver.of(back).first().first());
    }

    @Test
    void familyErrorsNameTheSpot() {
        FormatException target = assertThrows(FormatException.class,
                () -> Formats.readAll("#kenken k\na,b2-\na,b\n", "k.txt", null));
        assertEquals(2, target.line());
        assertTrue(target.detail().contains("cage a has no cell with its target"), target.detail());
        FormatException op = assertThrows(FormatException.class,
                () -> Formats.readAll("#killer k\na3*,b3+\na,b\n", "k.txt", null));
        assertTrue(op.detail().contains("killer cages add up"), op.detail());
        // a typed 6x in a killer: an error at the x, never a KenKen product
        FormatException x = assertThrows(FormatException.class, () -> Formats.readAll("#killer k\na3,b6x\na,b\n", "k.txt", null));
        assertEquals(2, x.line());
        assertEquals(6, x.column());
        assertEquals("killer cages add up: 'b6x' has the operation 'x', which would make a KenKen cage; write b6 (or b6+)", x.detail());
        FormatException cw = assertThrows(FormatException.class,
                () -> Formats.readAll("kind killer\nsize 4\nrules sudoku\ncage 3 r1c1 r1c2\ncage 6x r2c1 r2c2\n", "k.cw", null));
        assertEquals(5, cw.line());
        assertEquals(7, cw.column());
        assertTrue(cw.detail().startsWith("killer cages add up: '6x'"), cw.detail());
        FormatException ragged = assertThrows(FormatException.class,
                () -> Formats.readAll("#kenken k\na3+,b1-\na,b,c\n", "k.txt", null));
        assertEquals(3, ragged.line());
        FormatException sums = assertThrows(FormatException.class,
                () -> Formats.readAll("#sujiko s\n25,13,22\nP8,6\n", "s.txt", null));
        assertEquals(2, sums.line());
        assertTrue(sums.detail().contains("four circle sums"), sums.detail());
        FormatException clue = assertThrows(FormatException.class,
                () -> Formats.readAll("#sujiko s\n25,13,22,17\nQ8,6\n", "s.txt", null));
        assertEquals(3, clue.line());
        FormatException list = assertThrows(FormatException.class,
                () -> Formats.readAll("[[0,14,10,35],[14,_,_,_],[15,_,_,_],[28,_,1,_]", "h.txt", null));
        assertEquals(1, list.line());
        assertEquals(47, list.column());
        assertTrue(list.detail().contains("expected ']'"), list.detail());
        FormatException digit = assertThrows(FormatException.class,
                () -> Formats.readAll("[[0,14,10],[14,_,12],[15,_,_]]", "h.txt", null));
        assertEquals(18, digit.column());
        FormatException arity = assertThrows(FormatException.class,
                () -> Formats.readAll("% seed 000\nc(5,2).\n", "f.lp", null));
        assertEquals(2, arity.line());
        assertTrue(arity.detail().contains("expected c(X,Y,VALUE)"), arity.detail());
        FormatException xy = assertThrows(FormatException.class,
                () -> Formats.readAll("sa(1,4,6,5,9).\n", "f.lp", null));
        assertTrue(xy.detail().contains("expected X and Y from 1 to 5"), xy.detail());
        FormatException run = assertThrows(FormatException.class,
                () -> Formats.readAll("kakuro\nx x x\nx . .\n", "k.cw", null));
        assertTrue(run.detail().contains("needs a clue"), run.detail());
    }
}
