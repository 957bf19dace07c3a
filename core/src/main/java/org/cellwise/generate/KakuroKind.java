package org.cellwise.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Constraint;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;
import org.cellwise.model.ValueRange;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.Rule;
import org.cellwise.rules.SumGroup;

/**
 * Kakuro: a pattern of white cells (symmetric under a half turn, every run 2 to 9 cells, the whites connected), a
 * random filling with no value twice in a run, and the run sums read off it. A filling whose sums allow another is
 * drawn again, a few times, then the pattern. The size is the side of the white area.
 */
final class KakuroKind {
    private KakuroKind() {}

    static Puzzle kakuro(Request r, Random rnd) {
        int n = r.size() == 0 ? 6 : r.size();
        if (n < 3 || n > 8) throw new IllegalArgumentException("a Kakuro is 3 to 8 cells wide, not " + n);
        boolean[][] white = pattern(n, rnd);
        if (white == null) return null;
        int[][] value = new int[n + 2][n + 2];
        {
            Puzzle t = shape(white, n, List.of(new Runs(runs(white, n))));
            int[] sol = Uniqueness.fill(t, rnd);
            if (sol == null) return null;
            for (int i = 0; i < t.size(); i++) value[t.cells().get(i).row()][t.cells().get(i).col()] = sol[i];
        }
        // while another filling fits the sums, a cell where the two differ turns black (with its mirror image): the
        // runs only shrink, so the first filling still fits, and the sums are read off it again
        for (int round = 0; round < n * n; round++) {
            Puzzle p = shape(white, n, sums(white, n, value));
            List<int[]> two = Uniqueness.two(p);
            if (two == null) return Uniqueness.unique(p) ? p : null;
            List<Cell> differ = new ArrayList<>();
            for (int i = 0; i < p.size(); i++) if (two.get(0)[i] != two.get(1)[i]) differ.add(p.cells().get(i));
            Cell c = differ.get(rnd.nextInt(differ.size()));
            white[c.row()][c.col()] = false;
            white[n + 1 - c.row()][n + 1 - c.col()] = false;
            if (!tidy(white, n, true, n * n / 4)) return null;
        }
        return null;
    }

    private static Puzzle shape(boolean[][] white, int n, List<Rule> rules) {
        Puzzle.Builder b = Puzzle.builder().kind("kakuro").values(new ValueRange(1, 9));
        for (int i = 1; i <= n; i++)
            for (int j = 1; j <= n; j++) if (white[i][j]) b.cell(new Cell(i, j));
        return b.rules(rules).build();
    }

    private static List<Rule> sums(boolean[][] white, int n, int[][] value) {
        List<Rule> rules = new ArrayList<>();
        for (List<Cell> run : runs(white, n)) {
            int sum = 0;
            for (Cell c : run) sum += value[c.row()][c.col()];
            boolean across = run.get(0).row() == run.get(1).row();
            Cell clue = across ? new Cell(run.get(0).row(), run.get(0).col() - 1) : new Cell(run.get(0).row() - 1, run.get(0).col());
            rules.add(new SumGroup((across ? "across " : "down ") + clue, run, sum, true));
        }
        return rules;
    }

    /** Whites inside a border of black: a random half-turn-symmetric pattern, runs of 2 to 9, connected. */
    private static boolean[][] pattern(int n, Random rnd) {
        boolean[][] w = new boolean[n + 2][n + 2];
        for (int i = 1; i <= n; i++) for (int j = 1; j <= n; j++) w[i][j] = true;
        // black cells one pair at a time, each kept only if the pattern stays connected and large enough
        int target = n * n * 2 / 7, blacks = 0;
        for (int tries = 0; blacks < target && tries < 20 * n * n; tries++) {
            int i = 1 + rnd.nextInt(n), j = 1 + rnd.nextInt(n);
            if (!w[i][j]) continue;
            boolean[][] copy = new boolean[n + 2][];
            for (int k = 0; k < n + 2; k++) copy[k] = w[k].clone();
            copy[i][j] = false;
            copy[n + 1 - i][n + 1 - j] = false;
            if (!tidy(copy, n, false, n * n / 3)) continue;
            w = copy;
            blacks = 0;
            for (int a = 1; a <= n; a++) for (int b = 1; b <= n; b++) if (!w[a][b]) blacks++;
        }
        return tidy(w, n, true, n * n / 3) ? w : null;
    }

    /** Runs of one cell turn black (with their mirror images); then whether every run is 2 to 9 cells, the whites
     * are connected and at least {@code fewest} ({@code runsToo}: and no run is longer than 9). */
    private static boolean tidy(boolean[][] w, int n, boolean runsToo, int fewest) {
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i = 1; i <= n; i++)
                for (int j = 1; j <= n; j++) {
                    if (!w[i][j]) continue;
                    boolean aloneAcross = !w[i][j - 1] && !w[i][j + 1], aloneDown = !w[i - 1][j] && !w[i + 1][j];
                    if (aloneAcross || aloneDown) {
                        w[i][j] = false;
                        w[n + 1 - i][n + 1 - j] = false;
                        changed = true;
                    }
                }
        }
        if (runsToo) for (List<Cell> run : runs(w, n)) if (run.size() > 9) return false;
        int whites = 0, fi = -1, fj = -1;
        for (int i = 1; i <= n; i++)
            for (int j = 1; j <= n; j++)
                if (w[i][j]) {
                    whites++;
                    if (fi < 0) {
                        fi = i;
                        fj = j;
                    }
                }
        if (whites < Math.max(4, fewest)) return false; // a Kakuro of mostly black is no puzzle
        boolean[][] seen = new boolean[n + 2][n + 2];
        java.util.ArrayDeque<int[]> q = new java.util.ArrayDeque<>();
        q.add(new int[] {fi, fj});
        seen[fi][fj] = true;
        int reached = 0;
        while (!q.isEmpty()) {
            int[] c = q.poll();
            reached++;
            for (int[] d : new int[][] {{0, 1}, {1, 0}, {0, -1}, {-1, 0}}) {
                int a = c[0] + d[0], b = c[1] + d[1];
                if (w[a][b] && !seen[a][b]) {
                    seen[a][b] = true;
                    q.add(new int[] {a, b});
                }
            }
        }
        return reached == whites;
    }

    private static List<List<Cell>> runs(boolean[][] w, int n) {
        List<List<Cell>> out = new ArrayList<>();
        for (int i = 1; i <= n; i++)
            for (int j = 1; j <= n; j++) {
                if (w[i][j] && !w[i][j - 1] && w[i][j + 1]) {
                    List<Cell> run = new ArrayList<>();
                    for (int k = j; w[i][k]; k++) run.add(new Cell(i, k));
                    out.add(run);
                }
                if (w[i][j] && !w[i - 1][j] && w[i + 1][j]) {
                    List<Cell> run = new ArrayList<>();
                    for (int k = i; w[k][j]; k++) run.add(new Cell(k, j));
                    out.add(run);
                }
            }
        return out;
    }

    /** The runs' "no value twice" alone, to draw a filling before the sums exist; never written to a file. */
    private record Runs(List<List<Cell>> runs) implements Rule {
        @Override
        public String keyword() {
            return "kakuro runs";
        }

        @Override
        public List<Constraint> expand(Canvas canvas) {
            List<Constraint> out = new ArrayList<>();
            for (List<Cell> run : runs) out.add(new AllDifferent("run " + run.get(0), canvas.indexesOf(run)));
            return out;
        }

        @Override
        public <R> R accept(Cases<R> cases) {
            return cases.custom(this);
        }
    }
}
