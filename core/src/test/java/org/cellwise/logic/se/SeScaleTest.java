package org.cellwise.logic.se;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.cellwise.format.Formats;
import org.cellwise.logic.ExplainTest;
import org.cellwise.logic.Explainer;
import org.cellwise.logic.Explanation;
import org.cellwise.logic.Limit;
import org.cellwise.logic.board.Step;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

/**
 * The SE scale rates as Sudoku Explainer 1.2.1.3 (serate) does: data/se-rated.tsv holds 178 puzzles with the
 * ER/EP/ED serate printed for them; the share rated the same is asserted (the goal is 90% and Spearman 0.99), on
 * each half of the file too, and every step of those solves is sound.
 */
class SeScaleTest {
    private record Rated(String puzzle, double er, double ep, double ed) {}

    private static List<Rated> seRated() throws Exception {
        List<Rated> out = new ArrayList<>();
        for (String line : Files.readAllLines(TestFiles.data().resolve("se-rated.tsv"))) {
            if (line.startsWith("#") || line.isBlank()) continue;
            String[] f = line.split("\t");
            String[] r = f[1].split("/");
            out.add(new Rated(f[0], Double.parseDouble(r[0]), Double.parseDouble(r[1]), Double.parseDouble(r[2])));
        }
        return out;
    }

    private static Explanation se(String puzzle) throws Exception {
        Puzzle p = Formats.readAll(puzzle, "p", null).get(0);
        return Explainer.explain(p, null, Explainer.Options.DEFAULT.withScale(Explainer.Scale.SE));
    }

    @Test
    void theSameRatingsAsSerateOnTheRatedSet() throws Exception {
        List<Rated> set = seRated();
        assertEquals(178, set.size());
        int[] exact = new int[2], all3 = new int[2], count = new int[2];
        List<Double> ours = new ArrayList<>(), theirs = new ArrayList<>();
        double worst = 0;
        for (int i = 0; i < set.size(); i++) {
            Rated r = set.get(i);
            Explanation e = se(r.puzzle());
            ExplainTest.sound(Formats.readAll(r.puzzle(), "p", null).get(0), e);
            assertTrue(e.solved(), r.puzzle());
            assertNotNull(e.se());
            int half = i % 2;
            count[half]++;
            if (e.se().er() == r.er()) exact[half]++;
            if (e.se().er() == r.er() && e.se().ep() == r.ep() && e.se().ed() == r.ed()) all3[half]++;
            worst = Math.max(worst, Math.abs(e.se().er() - r.er()));
            ours.add(e.se().er());
            theirs.add(r.er());
        }
        double share = (double) (exact[0] + exact[1]) / set.size();
        String report = "ER exact " + (exact[0] + exact[1]) + "/" + set.size() + " (halves " + exact[0] + "/" + count[0] + ", "
                + exact[1] + "/" + count[1] + "), ER/EP/ED exact " + (all3[0] + all3[1]) + ", worst difference " + worst;
        System.out.println("SE scale against serate: " + report + ", Spearman " + spearman(ours, theirs));
        assertTrue(share >= 0.90, report);
        assertTrue((double) exact[0] / count[0] >= 0.90 && (double) exact[1] / count[1] >= 0.90, report);
        assertTrue(spearman(ours, theirs) >= 0.99, "Spearman " + spearman(ours, theirs));
        assertTrue(worst <= 0.3 || share == 1.0, report);
    }

    static double spearman(List<Double> a, List<Double> b) {
        double[] ra = ranks(a), rb = ranks(b);
        double ma = 0, mb = 0;
        for (int i = 0; i < ra.length; i++) {
            ma += ra[i];
            mb += rb[i];
        }
        ma /= ra.length;
        mb /= rb.length;
        double sab = 0, saa = 0, sbb = 0;
        for (int i = 0; i < ra.length; i++) {
            sab += (ra[i] - ma) * (rb[i] - mb);
            saa += (ra[i] - ma) * (ra[i] - ma);
            sbb += (rb[i] - mb) * (rb[i] - mb);
        }
        return sab / Math.sqrt(saa * sbb);
    }

    /** Ranks with ties sharing their mean rank. */
    private static double[] ranks(List<Double> xs) {
        Integer[] idx = new Integer[xs.size()];
        for (int i = 0; i < idx.length; i++) idx[i] = i;
        java.util.Arrays.sort(idx, (x, y) -> Double.compare(xs.get(x), xs.get(y)));
        double[] r = new double[idx.length];
        for (int i = 0; i < idx.length; ) {
            int j = i;
            while (j + 1 < idx.length && xs.get(idx[j + 1]).equals(xs.get(idx[i]))) j++;
            for (int k = i; k <= j; k++) r[idx[k]] = (i + j) / 2.0 + 1;
            i = j + 1;
        }
        return r;
    }

    @Test
    void stepsCarrySesNamesAndTheHardestIsTheRating() throws Exception {
        // a puzzle serate rates 7.3/2.3/2.3: its forcing chains are SE's
        String p = ".........9......84.623...5....6...453...1...6...9...7....1.....4.5..2....3.8....9";
        Explanation e = se(p);
        assertEquals(7.3, e.se().er());
        assertEquals(2.3, e.se().ep());
        assertEquals(2.3, e.se().ed());
        assertTrue(e.se().exact());
        Step hardest = e.steps().stream().filter(s -> s.rating() == 7.3).findFirst().orElseThrow();
        assertEquals("Forcing Chain", hardest.technique().name());
        assertTrue(hardest.text().startsWith("If r"), hardest.text());
        assertFalse(hardest.text().contains("more steps"), "a chain is written in full");
        var json = e.toJson(Formats.readAll(p, "p", null).get(0), false);
        assertEquals("se", json.get("scale").asText());
        assertEquals(7.3, json.get("er").asDouble());
        assertEquals(2.3, json.get("ep").asDouble());
    }

    @Test
    void uniquenessTestsOnlyWhenThePuzzleHasOneSolution() throws Exception {
        // serate rates this one 4.5: its hardest step is a unique rectangle
        String unique = "85.....7.....41...3..........1...4.6.7.5...........2..742.6.......8...3..........";
        Explanation e = se(unique);
        assertTrue(e.steps().stream().anyMatch(s -> s.technique().name().startsWith("Unique Rectangle")), "a unique rectangle");
        assertTrue(e.steps().stream().filter(s -> s.technique().name().startsWith("Unique"))
                .allMatch(s -> s.text().contains("the puzzle has one solution")));
        // one given fewer: several solutions, and no uniqueness test may be used; the chains of a puzzle with many
        // solutions go on and on, so they are bounded by work (the same steps on every machine), as a person's
        // time limit bounds them
        String open = ".5.....7.....41...3..........1...4.6.7.5...........2..742.6.......8...3..........";
        Explanation two = Explainer.explain(Formats.readAll(open, "p", null).get(0), null,
                Explainer.Options.DEFAULT.withScale(Explainer.Scale.SE).withMaxWork(20_000));
        assertNotNull(two.problem());
        assertTrue(two.steps().stream().noneMatch(s -> s.technique().name().startsWith("Unique") || s.technique().name().startsWith("BUG")));
    }

    /**
     * Where SE's techniques find nothing the step is a guess, known as one: never "solved by logic", whatever the
     * rest (the SE scale made its guesses with a technique of its own, which Step.isGuess did not know).
     */
    @Test
    void seGuessesAreGuesses() throws Exception {
        // seed 001's classic solved, less a rectangle of two values in two boxes: two solutions, and nothing to find
        String open = ".7648.325.4325.786528376194694518237812734569735962418467823951251697843389145672";
        Explanation two = se(open);
        assertTrue(two.steps().stream().anyMatch(Step::isGuess), "several solutions: logic cannot finish it");
        assertFalse(two.solved());
        assertEquals("guess", two.toJson(Formats.readAll(open, "p", null).get(0), false).get("hardest").asText());
        assertEquals(20.0, two.se().er());
    }

    @Test
    void onlyClassicSudokuHasAnSeRating() throws Exception {
        Puzzle killer = Formats.readAll(TestFiles.examples().resolve("seed004-killer.txt")).get(0);
        Explanation e = Explainer.explain(killer, null, Explainer.Options.DEFAULT.withScale(Explainer.Scale.SE));
        assertNull(e.se());
        assertTrue(e.problem().contains("classic 9×9"), e.problem());
    }

    /** Above 10, where serate's rating comes from nested chains: seed 001's "world's hardest" (serate 1.2.1.3 rates it
     * 10.7/10.7/9.7 on this machine, in 102 s of CPU), told step by step with no guess and never rated as one. */
    @Test
    void aboveTenAsSerateRatesIt() throws Exception {
        Puzzle p = Formats.readAll(TestFiles.examples().resolve("seed001-worlds-hardest.cw")).get(0);
        // no time limit, so that a busy machine does not make the rater take its quick way
        Explanation e = Explainer.explain(p, null, Explainer.Options.DEFAULT.withScale(Explainer.Scale.SE));
        ExplainTest.sound(p, e);
        assertTrue(e.solved());
        assertTrue(e.se().exact());
        assertEquals("10.7/10.7/9.7", e.se().text());
        assertTrue(e.steps().stream().noneMatch(Step::isGuess));
        assertTrue(e.steps().stream().anyMatch(s -> s.technique().name().contains("(+ Forcing Chains)")), "a nested level");
    }

    @Test
    void nestedLevelsAreSoundWhenFoundTheQuickWay() throws Exception {
        // a forum "hardest" puzzle (SE 11+): past the exact search's limit (here passed at once) its chains are taken
        // as found, nested ones included
        String p = "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6";
        int[] givens = new int[81];
        for (int i = 0; i < 81; i++) givens[i] = p.charAt(i) == '.' ? 0 : p.charAt(i) - '0';
        SeRater.Result r = SeRater.rate(givens, true, Limit.expired(), Limit.never());
        assertTrue(r.finished());
        assertFalse(r.exact());
        assertTrue(r.er() >= 9.5, "nested chains rate 9.5 and up: " + r.er());
        assertTrue(r.steps().stream().anyMatch(h -> h.seName().contains("(+")), "a nested level was used");
        Puzzle puzzle = Formats.readAll(p, "p", null).get(0);
        int[] solution = Explainer.explain(puzzle, null, Explainer.Options.DEFAULT.withMaxSteps(1)).solution();
        for (SeHint h : r.steps()) {
            if (h.cell >= 0) assertEquals(solution[h.cell], h.value, h.seName());
            for (int[] x : h.removals()) assertTrue(solution[x[0]] != x[1], h.seName() + " removes the answer");
        }
    }

    @Test
    void cellsAreWrittenCompressedAndStepsInHodokusLine() throws Exception {
        assertEquals("r123c5", SeNotation.cells(List.of(4, 13, 22)));
        assertEquals("r12c34", SeNotation.cells(List.of(2, 3, 11, 12)));
        assertEquals("r1c23,r4c5", SeNotation.cells(List.of(1, 2, 31)));
        Explanation e = se(".........9......84.623...5....6...453...1...6...9...7....1.....4.5..2....3.8....9");
        Puzzle p = Formats.readAll(".........9......84.623...5....6...453...1...6...9...7....1.....4.5..2....3.8....9", "p", null).get(0);
        String pointing = e.steps().stream().filter(s -> s.technique().name().equals("Pointing")).findFirst().orElseThrow()
                .hodoku(p.canvas());
        assertTrue(pointing.matches("Locked Candidates Type 1 \\(Pointing\\): \\d in b\\d => r\\d+c\\d+(,r\\d+c\\d+)*<>\\d"), pointing);
        Step chain = e.steps().stream().filter(s -> s.technique().name().equals("Forcing Chain")).findFirst().orElseThrow();
        assertTrue(chain.eureka(p.canvas()).matches("\\(\\d[-=\\d]*\\)r\\dc\\d([-=]\\(\\d[-=\\d]*\\)r\\dc\\d)+ => .*"),
                chain.eureka(p.canvas()));
    }
}
