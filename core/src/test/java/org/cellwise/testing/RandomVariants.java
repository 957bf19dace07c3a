package org.cellwise.testing;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.TreeMap;
import org.cellwise.check.Checker;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.model.ValueRange;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.Clue;
import org.cellwise.rules.DiagonalKropki;
import org.cellwise.rules.DiagonalXV;
import org.cellwise.rules.Extreme;
import org.cellwise.rules.Givens;
import org.cellwise.rules.Kropki;
import org.cellwise.rules.Rule;
import org.cellwise.rules.RuleCatalog;
import org.cellwise.rules.XV;

/**
 * Variant puzzles as a setter would pose them: a 9×9 Sudoku (now and then a 6×6) with several true clues of
 * random kinds ({@link RandomClues}' kinds), and givens removed one at a time, in random order, while the engine
 * proves the solution unique. So the givens are minimal and the clues carry the puzzle, which is what tests of
 * logical solving need (RandomClues keeps many givens, so its puzzles are mostly easy). Everything follows from the
 * seed; a given whose removal the engine cannot decide within its budget stays.
 */
public final class RandomVariants {
    private static final long NODES = 20_000;

    private RandomVariants() {}

    public static Puzzle make(long seed) {
        Random rnd = new Random(seed);
        while (true) {
            Puzzle p = attempt(rnd, seed);
            if (p != null) return p;
        }
    }

    private static Puzzle attempt(Random rnd, long seed) {
        boolean six = rnd.nextInt(5) == 0;
        int n = six ? 6 : 9;
        Grid grid = new Grid("main", 0, 0, n, six ? 2 : 3, 3);
        List<Rule> rules = new ArrayList<>(RuleCatalog.lookup("sudoku"));
        Puzzle base = Puzzle.builder().name("variant-" + seed).values(ValueRange.of(n)).grid(grid).rules(rules).build();
        Result filled = Solver.of(base).solve(SolveOptions.firstSolution().withRandom(rnd).withMaxNodes(20_000), 1);
        if (!filled.solved()) return null;
        int[] f = filled.first();
        int count = 3 + rnd.nextInt(6);
        for (int k = 0; k < count; k++) {
            String kind = RandomClues.KINDS.get(rnd.nextInt(RandomClues.KINDS.size()));
            Clue c = RandomClues.clue(kind, base, f, rnd);
            if (c == null) continue;
            // one set of dots, of XV marks, of minima and of maxima, as every format reads them (RandomClues does the same)
            if (rules.stream().anyMatch(r -> r.getClass() == c.getClass() && (c instanceof Kropki || c instanceof XV
                    || c instanceof DiagonalKropki || c instanceof DiagonalXV || c instanceof Extreme e && ((Extreme) r).maximum() == e.maximum())))
                continue;
            List<Rule> with = new ArrayList<>(rules);
            with.add(c);
            if (Checker.holds(base.withRules(with), f)) rules.add(c); // a clue spoiled on purpose is left out
        }
        return withMinimalGivens(base, rules, f, rnd);
    }

    /**
     * The puzzle of {@code rules} on {@code base}'s grid with the givens of {@code f} that are needed: each removed
     * in random order unless the engine then finds a second solution (or cannot decide within its budget).
     */
    static Puzzle withMinimalGivens(Puzzle base, List<Rule> rules, int[] f, Random rnd) {
        Puzzle structure = base.withRules(rules);
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < f.length; i++) order.add(i);
        Collections.shuffle(order, rnd);
        boolean[] keep = new boolean[f.length];
        java.util.Arrays.fill(keep, true);
        for (int i : order) {
            keep[i] = false;
            if (!unique(structure, keep, f)) keep[i] = true;
        }
        TreeMap<Cell, Integer> givens = new TreeMap<>();
        for (int i = 0; i < f.length; i++) if (keep[i]) givens.put(base.cells().get(i), f[i]);
        List<Rule> all = new ArrayList<>(rules);
        if (!givens.isEmpty()) all.add(new Givens(givens));
        return base.withRules(all);
    }

    private static boolean unique(Puzzle structure, boolean[] keep, int[] f) {
        int k = 0;
        for (boolean b : keep) if (b) k++;
        int[] cells = new int[k], values = new int[k];
        k = 0;
        for (int i = 0; i < keep.length; i++)
            if (keep[i]) {
                cells[k] = i;
                values[k++] = f[i];
            }
        return Solver.withGivens(structure, cells, values).solve(SolveOptions.upTo(2).withMaxNodes(NODES), 0).unique();
    }
}
