package org.cellwise.logic.se;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.Explainer;
import org.cellwise.logic.Explanation;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.Limit;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.board.Technique;
import org.cellwise.model.Cell;

/**
 * Explanations on Sudoku Explainer's scale ({@code --scale se}) for classic 9×9 Sudoku: SE's steps in SE's order,
 * named and rated as SE names and rates them, with ER/EP/ED as serate prints them. Where SE's techniques find
 * nothing the step is a guess, rated 20.0 as serate rates a puzzle it cannot finish, so a rating never shares a
 * number with a chain; such a grade is not a solve by logic. Past half the time limit the remaining chains are found
 * the quick way (see {@link SeRater}) and the rating is marked as not exact; at the limit the grade stops where it
 * stands and says so, with no level and no ER (the steps it did not look for are unknown, not guessed).
 */
public final class SeExplainer {
    private SeExplainer() {}

    /** The canvas index of each SE cell (row * 9 + column), or null when the puzzle is not a classic 9×9 Sudoku. */
    public static int[] classic(Layout L) {
        if (L.n != 81 || L.size != 9 || L.min != 1 || L.extra != null || !L.rules.isEmpty() || !L.equations.isEmpty()) return null;
        if (L.canvas.rows() != 9 || L.canvas.cols() != 9) return null;
        int[] toCanvas = new int[81], toSe = new int[81];
        java.util.Arrays.fill(toCanvas, -1);
        for (int i = 0; i < 81; i++) {
            Cell c = L.canvas.cells().get(i);
            if (c.row() < 0 || c.row() > 8 || c.col() < 0 || c.col() > 8) return null;
            toCanvas[c.row() * 9 + c.col()] = i;
            toSe[i] = c.row() * 9 + c.col();
        }
        for (int x : toCanvas) if (x < 0) return null;
        if (L.houses.length != 27 || L.groups.length != 27) return null;
        java.util.Set<String> want = new java.util.HashSet<>();
        for (int t = 0; t < 3; t++)
            for (int i = 0; i < 9; i++) {
                int[] h = SeGrid.REGIONS[t][i].clone();
                java.util.Arrays.sort(h);
                want.add(java.util.Arrays.toString(h));
            }
        for (int[] h : L.houses) {
            int[] s = new int[h.length];
            for (int k = 0; k < h.length; k++) s[k] = toSe[h[k]];
            java.util.Arrays.sort(s);
            if (!want.remove(java.util.Arrays.toString(s))) return null;
        }
        return toCanvas;
    }

    /** SE's level names mapped onto the five levels: Easy/Medium, Hard, Fiendish, Diabolical, nested chains. */
    public static Technique.Level level(double rating) {
        if (rating <= 1.5) return Technique.Level.EASY;
        if (rating <= 2.5) return Technique.Level.MEDIUM;
        if (rating <= 6.0) return Technique.Level.HARD;
        if (rating <= 9.0) return Technique.Level.EXPERT;
        return Technique.Level.EXTREME;
    }

    /** HoDoKu-like weights by family, so that the score adds up as on the default scale. */
    private static int weight(double r) {
        if (r <= 1.5) return r <= 1.0 ? 4 : 14;
        if (r <= 2.5) return r == 2.3 ? 4 : 40;
        if (r <= 3.0) return 60;
        if (r <= 4.4) return 150;
        if (r <= 6.2) return 200;
        if (r <= 7.5) return 300;
        if (r <= 9.0) return 600;
        return r >= SeRater.UNSOLVED ? 10000 : 1000;
    }

    public static Explanation explain(String name, Layout L, int[] toCanvas, Board b, int[] solution, boolean unique, String problem,
            Explainer.Options o, Limit deadline) {
        int[] values = new int[81];
        for (int s = 0; s < 81; s++) {
            int c = toCanvas[s];
            if (b.placed[c]) values[s] = Long.numberOfTrailingZeros(b.cand[c]) + L.min;
        }
        SeGrid g = SeGrid.of(values);
        SeRater rater = new SeRater(unique, new SeDeadline(deadline.half()), false, 5);
        SeRater fast = null;
        boolean exact = true;
        List<Step> steps = new ArrayList<>();
        List<Explanation.Snapshot> before = new ArrayList<>();
        double er = Double.NEGATIVE_INFINITY, ep = 0, ed = 0;
        int open = 0;
        for (int v : values) if (v == 0) open++;
        boolean stopped = false;
        while (!g.solved() && steps.size() < o.maxSteps()) {
            SeHint h = null;
            boolean guess = false;
            // past the limit the grade stops where it stands: the steps not looked for are not guessed, as a rating of
            // 20.0 would claim a solve the rater never saw
            if (deadline.passed()) {
                stopped = true;
                break;
            }
            try {
                h = exact ? rater.next(g) : fast.next(g);
            } catch (SeDeadline.Expired e) {
                if (exact) {
                    exact = false;
                    fast = new SeRater(unique, new SeDeadline(deadline), true, 5);
                    continue;
                }
                stopped = true;
                break;
            }
            if (h == null) { // SE's techniques have nothing left: a guess, rated as serate rates an unfinished puzzle
                h = guess(g, solution, toCanvas, L);
                guess = true;
            }
            if (o.pictures()) before.add(snapshot(g, toCanvas, L));
            int weightBefore = weight(g);
            er = Math.max(er, h.rating());
            h.apply(g);
            if (ep == 0) {
                if (ed == 0) ed = er;
                if (h.cell >= 0) ep = er;
            }
            steps.add(step(h, toCanvas, L, guess));
            if (weight(g) == weightBefore) { // a step that changes nothing would come back forever: guess instead
                SeHint gh = guess(g, solution, toCanvas, L);
                er = Math.max(er, gh.rating());
                gh.apply(g);
                steps.add(step(gh, toCanvas, L, true));
            }
        }
        if (stopped) {
            int left = 0;
            for (int v : g.value) if (v == 0) left++;
            String at = Explanation.STOPPED + Explanation.limit(deadline) + " after " + steps.size() + (steps.size() == 1 ? " step" : " steps") + ", "
                    + left + (left == 1 ? " cell" : " cells") + " open";
            problem = problem == null ? at : problem + "; " + at;
        }
        Explanation e = Explanation.of(name, g.solved(), steps, problem, solution, before, open);
        return e.withSe(new Explanation.SeScore(round(steps.isEmpty() ? 0 : er), round(ep), round(ed), exact && !stopped));
    }

    /** A rating as serate prints it (one decimal), as a number. */
    static double round(double r) {
        return Double.parseDouble(SeRater.format(r));
    }

    private static int weight(SeGrid g) {
        int w = 0;
        for (int c = 0; c < 81; c++) w += Integer.bitCount(g.cand[c]) + (g.value[c] == 0 ? 1 : 0);
        return w;
    }

    private static SeHint guess(SeGrid g, int[] solution, int[] toCanvas, Layout L) {
        int best = -1;
        for (int c = 0; c < 81; c++)
            if (g.value[c] == 0 && (best < 0 || Integer.bitCount(g.cand[c]) < Integer.bitCount(g.cand[best]))) best = c;
        int v = solution[toCanvas[best]];
        SeHint h = new SeHint("guess", SeRater.UNSOLVED, SeHint.none(), best, v);
        h.text = "No step of Sudoku Explainer's is left: " + SeGrid.name(best) + " is " + SeNotation.values(g.cand[best])
                + ", and trying " + v + " leads to the solution (a guess, not logic; SE rates such a puzzle 20.0).";
        h.hodoku = "Guess: " + SeGrid.name(best) + "=" + v;
        h.cells = new int[] {best};
        return h;
    }

    private static Explanation.Snapshot snapshot(SeGrid g, int[] toCanvas, Layout L) {
        long[] cand = new long[L.n];
        boolean[] placed = new boolean[L.n];
        for (int s = 0; s < 81; s++) {
            int c = toCanvas[s];
            if (g.value[s] != 0) {
                placed[c] = true;
                cand[c] = 1L << (g.value[s] - L.min);
            } else cand[c] = ((long) g.cand[s] >>> 1) << (1 - L.min);
        }
        return new Explanation.Snapshot(cand, placed);
    }

    private static Step step(SeHint h, int[] toCanvas, Layout L, boolean guess) {
        if (h instanceof SeChainHint ch) SeChainText.describe(ch);
        double r = round(h.rating());
        // the one guess technique, so that Step.isGuess knows it and a grade with a guess is never "solved by logic"
        Technique t = guess ? Technique.GUESS
                : new Technique(h.seName(), r, weight(r), level(r));
        List<Step.Candidate> place = new ArrayList<>(), elim = new ArrayList<>();
        if (h.cell >= 0) place.add(new Step.Candidate(toCanvas[h.cell], h.value));
        for (int[] x : h.removals()) elim.add(new Step.Candidate(toCanvas[x[0]], x[1]));
        int[] cells = new int[h.cells.length];
        for (int i = 0; i < cells.length; i++) cells[i] = toCanvas[h.cells[i]];
        String text = h.text != null ? h.text : h.seName();
        Step s = new Step(t, r, h.houses, text, place, elim, cells);
        return s.withForms(h.hodoku != null ? h.hodoku : t.name(), h.eureka);
    }
}
