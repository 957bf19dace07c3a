package org.cellwise.generate;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.cellwise.engine.Outcome;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.propagation.Model;
import org.cellwise.engine.search.BandSearch;
import org.cellwise.puzzle.Compiler;
import org.cellwise.puzzle.Puzzle;

/**
 * Plain 9×9 Sudokus (no added rule) made straight on the classic search: the filling, then givens removed while the
 * solution stays unique, as {@link GivenKinds} makes every kind, without a puzzle or a solver per search. It draws the
 * same random numbers in the same order and settles every removal exactly as the general way does, so it makes the
 * same puzzles, byte for byte; only the puzzle made at the end is built.
 */
final class ClassicGivens {
    private ClassicGivens() {}

    /** The requests made here: a Sudoku of the usual size with its own rules alone. */
    static boolean takes(Request r) {
        return r.kind().equals("sudoku") && (r.size() == 0 || r.size() == 9) && r.rules().isEmpty();
    }

    /** Cell → its row, column and box (0-8 each). */
    private static final int[] ROW = new int[81], COL = new int[81], BOX = new int[81];
    /** Cell → the other eight cells of its row, of its column, then of its box. */
    private static final int[][] HOUSES = new int[81 * 3][];

    static {
        for (int c = 0; c < 81; c++) {
            ROW[c] = c / 9;
            COL[c] = c % 9;
            BOX[c] = c / 27 * 3 + c % 9 / 3;
        }
        for (int c = 0; c < 81; c++)
            for (int h = 0; h < 3; h++) {
                int[] others = new int[8];
                int k = 0;
                for (int d = 0; d < 81; d++)
                    if (d != c && (h == 0 ? ROW[d] == ROW[c] : h == 1 ? COL[d] == COL[c] : BOX[d] == BOX[c])) others[k++] = d;
                HOUSES[c * 3 + h] = others;
            }
    }

    /** The empty grid every draw starts from, with its search model and its orbits under each symmetry. */
    private static final class Template {
        static final Puzzle PUZZLE = GivenKinds.sudokuTemplate(Request.of("sudoku"), "sudoku");
        static final List<List<int[]>> ORBITS = new ArrayList<>();

        static {
            for (Symmetry s : Symmetry.values()) ORBITS.add(List.copyOf(s.orbits(PUZZLE.canvas())));
        }

        static Model model() {
            return Compiler.perThread(PUZZLE.compiled().structure(), Model.class,
                    s -> new Model(s.canvas().size(), s.canvas().values(), s.constraints()));
        }
    }

    /** One draw as a puzzle, or null when a search gave up (drawn again, as the general way). */
    static Puzzle sudoku(Request r, Random rnd) {
        int[] givens = givens(r, rnd);
        if (givens == null) return null;
        Puzzle t = Template.PUZZLE;
        boolean[] keep = new boolean[81];
        for (int c = 0; c < 81; c++) keep[c] = givens[c] != 0;
        return t.withRules(Uniqueness.withGivens(t, t.rules(), keep, givens));
    }

    /** One draw: the givens (0 where blank) of a random filling reduced, or null when a search gave up. */
    static int[] givens(Request r, Random rnd) {
        Model model = Template.model();
        int[][] got = new int[1][];
        SolveOptions fill = SolveOptions.firstSolution().withRandom(rnd).withMaxNodes(2_000_000).withListener(sol -> got[0] = sol);
        SolveOptions o = timed(fill);
        run(new BandSearch(model, NONE, NONE, 0, 0, o), o);
        int[] solution = got[0];
        if (solution == null) return null;
        // a full grid that is a solution is the only one: the uniqueness the general way proves here holds already
        boolean[] keep = new boolean[81];
        java.util.Arrays.fill(keep, true);
        Reduction red = new Reduction(model, solution, keep);
        List<int[]> order = new ArrayList<>(Template.ORBITS.get(r.symmetry().ordinal()));
        Collections.shuffle(order, rnd);
        for (int[] orbit : order) red.tryRemove(orbit);
        for (int c = 0; c < 81; c++) if (!keep[c]) solution[c] = 0;
        return solution;
    }

    /**
     * The two-value parts of a solution (values {@code min..min+8}) into {@code part}: for cell c and value o (0-8,
     * not its own), {@code part[9c + o]} numbers the part of c among the cells of their two values (36 pairs, 18
     * numbers each). A row, a column or a box holding one value's cell of a part holds the other's too, so swapping
     * the two values in a part gives another solution.
     */
    static void parts(int[] solution, int min, int[] part) {
        // value v's row in column j, its row in box k, its column in row r
        int[] rowInCol = new int[81], rowInBox = new int[81], colInRow = new int[81];
        for (int c = 0; c < 81; c++) {
            int v = solution[c] - min;
            rowInCol[v * 9 + COL[c]] = ROW[c];
            rowInBox[v * 9 + BOX[c]] = ROW[c];
            colInRow[v * 9 + ROW[c]] = COL[c];
        }
        // for a pair of values: node r is a's cell in row r, node 9 + r is b's; rows, columns and boxes join one
        // of each into a part
        int[] up = new int[18];
        for (int a = 0, pair = 0; a < 9; a++)
            for (int b = a + 1; b < 9; b++, pair++) {
                for (int i = 0; i < 18; i++) up[i] = i;
                for (int r = 0; r < 9; r++) join(up, r, 9 + r);
                for (int j = 0; j < 9; j++) join(up, rowInCol[a * 9 + j], 9 + rowInCol[b * 9 + j]);
                for (int k = 0; k < 9; k++) join(up, rowInBox[a * 9 + k], 9 + rowInBox[b * 9 + k]);
                for (int r = 0; r < 9; r++) {
                    part[(r * 9 + colInRow[a * 9 + r]) * 9 + b] = pair * 18 + root(up, r);
                    part[(r * 9 + colInRow[b * 9 + r]) * 9 + a] = pair * 18 + root(up, 9 + r);
                }
            }
    }

    private static int root(int[] up, int x) {
        while (up[x] != x) x = up[x] = up[up[x]];
        return x;
    }

    private static void join(int[] up, int x, int y) {
        up[root(up, x)] = root(up, y);
    }

    private static final int[] NONE = new int[0];

    /** The removals of one draw, with the values of its kept givens per row, column and box. */
    private static final class Reduction {
        final Model model;
        final int[] solution;
        final boolean[] keep;
        final int min;
        /** Values (bit value - min) of the kept givens in each row, column and box. */
        final int[] rows = new int[9], cols = new int[9], boxes = new int[9];
        /** The kept givens, in no order, {@code n} of them; {@code at[c]}: where cell c is among them. */
        final int[] cells = new int[81], values = new int[81], at = new int[81];
        int n;
        /**
         * Two-value unavoidable sets of the solution. For values a and b, their 18 cells fall into parts: a row, a
         * column or a box holding a's cell of the part holds b's cell of it too, so swapping a and b in one part gives
         * another solution. {@code part[9c + o]}: the part of cell c for its value and value o (o not its own),
         * numbered up to 36 × 18; {@code kept[part]}: how many of its cells are kept givens. A part with no kept
         * given but the ones being removed shows another solution without a search.
         */
        final int[] part = new int[81 * 9], kept = new int[36 * 18];

        Reduction(Model model, int[] solution, boolean[] keep) {
            this.model = model;
            this.solution = solution;
            this.keep = keep;
            this.min = model.min;
            parts(solution, min, part);
            for (int c = 0; c < 81; c++) if (keep[c]) add(c);
        }

        /** Whether a part of cell c has no kept given left (c itself just taken out). */
        private boolean unavoidable(int c) {
            int own = solution[c] - min;
            for (int o = 0; o < 9; o++) if (o != own && kept[part[c * 9 + o]] == 0) return true;
            return false;
        }

        private void add(int c) {
            at[c] = n;
            cells[n] = c;
            values[n++] = solution[c];
            int own = solution[c] - min, bit = 1 << own;
            rows[ROW[c]] |= bit;
            cols[COL[c]] |= bit;
            boxes[BOX[c]] |= bit;
            for (int o = 0; o < 9; o++) if (o != own) kept[part[c * 9 + o]]++;
        }

        private void drop(int c) {
            // the last kept given takes its place
            int i = at[c], last = cells[--n];
            cells[i] = last;
            values[i] = values[n];
            at[last] = i;
            int own = solution[c] - min, bit = ~(1 << own);
            rows[ROW[c]] &= bit;
            cols[COL[c]] &= bit;
            boxes[BOX[c]] &= bit;
            for (int o = 0; o < 9; o++) if (o != own) kept[part[c * 9 + o]]--;
        }

        /**
         * Whether the kept givens put cell c's value back by themselves: they hold every other value among its
         * peers (a naked single), or in its row, column or box every other cell is a given or sees that value in
         * one (a hidden single). The kept givens had one solution with c given, so they still have only it.
         */
        private boolean forced(int c) {
            int v = 1 << (solution[c] - min);
            if ((rows[ROW[c]] | cols[COL[c]] | boxes[BOX[c]] | v) == 0x1FF) return true;
            for (int h = c * 3; h < c * 3 + 3; h++) {
                boolean elsewhere = false;
                for (int d : HOUSES[h])
                    if (!keep[d] && ((rows[ROW[d]] | cols[COL[d]] | boxes[BOX[d]]) & v) == 0) {
                        elsewhere = true;
                        break;
                    }
                if (!elsewhere) return true;
            }
            return false;
        }

        /**
         * The general way's removal ({@code Uniqueness.tryRemove} with the kept givens proven unique): an orbit
         * goes when its givens come back by themselves, or when the search finds no other solution. It decides
         * exactly what the general way decides; it only asks the search less often: not when the givens come back
         * as singles, nor when a two-value part shows another solution.
         */
        void tryRemove(int[] orbit) {
            boolean any = false;
            for (int c : orbit) any |= keep[c];
            if (!any) return;
            boolean[] was = new boolean[orbit.length];
            for (int i = 0; i < orbit.length; i++) {
                was[i] = keep[orbit[i]];
                if (was[i]) drop(orbit[i]);
                keep[orbit[i]] = false;
            }
            boolean forced = true;
            for (int i = 0; i < orbit.length && forced; i++) forced = !was[i] || forced(orbit[i]);
            if (forced) return;
            // a two-value part with no kept given left shows another solution (its two values swapped)
            boolean stays = false;
            for (int i = 0; i < orbit.length && !stays; i++) stays = was[i] && unavoidable(orbit[i]);
            if (!stays) stays = orbit.length == 1 ? another(orbit[0]) : !unique();
            if (stays)
                for (int i = 0; i < orbit.length; i++)
                    if (was[i]) {
                        keep[orbit[i]] = true;
                        add(orbit[i]);
                    }
        }

        /** Whether the kept givens have a solution with another value in cell c (with it they had one). */
        private boolean another(int c) {
            SolveOptions opts = timed(ANOTHER);
            BandSearch s = new BandSearch(model, cells, values, 0, n, opts).without(c, solution[c]);
            Outcome o = run(s, opts);
            return !(o == Outcome.COMPLETE && s.counters().solutions() == 0);
        }

        /** Whether the kept givens have one solution, proven. */
        private boolean unique() {
            SolveOptions opts = timed(UNIQUE);
            BandSearch s = new BandSearch(model, cells, values, 0, n, opts);
            Outcome o = run(s, opts);
            return o == Outcome.COMPLETE && s.counters().solutions() == 1;
        }
    }

    private static final SolveOptions ANOTHER = SolveOptions.firstSolution().withMaxNodes(Uniqueness.NODES),
            UNIQUE = SolveOptions.upTo(2).withMaxNodes(Uniqueness.NODES);

    /** The options under this thread's deadline and work, as {@code Uniqueness} gives every search of a draw. */
    private static SolveOptions timed(SolveOptions o) {
        o = Uniqueness.worked(o);
        Long d = Uniqueness.DEADLINE.get();
        if (d == null) return o;
        long left = d - System.nanoTime();
        if (left <= 0) throw new Uniqueness.TimeUp();
        // a deadline centuries away (no --timeout) asks no clock
        return left > 1L << 60 ? o : o.withTimeout(java.time.Duration.ofNanos(left));
    }

    /** The search run under {@code opts}, its nodes counted against the work. */
    private static Outcome run(BandSearch s, SolveOptions opts) {
        Outcome o = s.run();
        if (o == Outcome.TIMEOUT) throw new Uniqueness.TimeUp();
        Uniqueness.spend(opts, o, s.counters().nodes());
        return o;
    }
}
