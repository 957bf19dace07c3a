package org.cellwise.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.cellwise.check.Checker;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.model.ValueRange;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.Clue;
import org.cellwise.rules.ExtraRegion;
import org.cellwise.rules.Rule;
import org.cellwise.rules.RuleCatalog;

/**
 * Variant 9×9 Sudokus of the few kinds that every f-puzzles solver reads, so that Cellwise's logic can be set beside
 * another solver's on the very same puzzles (docs/EXPLAIN.md, "Beside Rangsk's logical solver"): diagonals,
 * anti-knight, anti-king, disjoint groups, non-consecutive, kropki dots, XV marks, odd/even cells and a nine-cell
 * extra region. Each seed's main kind is {@link #kindOf}, so a run of seeds mixes them evenly; one puzzle in three
 * adds a second kind. Givens are minimal, as in {@link RandomVariants}. Everything follows from the seed.
 */
public final class CommonVariants {
    public static final List<String> KINDS = List.of("diagonals", "anti-knight", "anti-king", "disjoint-groups",
            "non-consecutive", "kropki", "xv", "parity", "extra-region");
    private static final List<String> CLUES = List.of("kropki", "xv", "parity", "extra-region");

    private CommonVariants() {}

    public static String kindOf(long seed) {
        return KINDS.get((int) Math.floorMod(seed, (long) KINDS.size()));
    }

    /** The puzzle of a seed, named {@code common-SEED-KIND[+KIND]}, its kinds in its name. */
    public static Puzzle make(long seed) {
        Random rnd = new Random(seed);
        List<String> kinds = new ArrayList<>(List.of(kindOf(seed)));
        if (rnd.nextInt(3) == 0) {
            String second = KINDS.get(rnd.nextInt(KINDS.size()));
            if (!kinds.contains(second)) kinds.add(second);
        }
        while (true) {
            Puzzle p = attempt(rnd, "common-" + seed + "-" + String.join("+", kinds), kinds);
            if (p != null) return p;
        }
    }

    private static Puzzle attempt(Random rnd, String name, List<String> kinds) {
        Grid grid = new Grid("main", 0, 0, 9, 3, 3);
        List<Rule> rules = new ArrayList<>(RuleCatalog.lookup("sudoku"));
        // rules that shape the solution come first: the grid is filled under them
        for (String k : kinds)
            if (!CLUES.contains(k)) rules.addAll(RuleCatalog.lookup(k.equals("disjoint-groups") ? "offset" : k));
        Puzzle base = Puzzle.builder().name(name).values(ValueRange.of(9)).grid(grid).rules(rules).build();
        Result filled = Solver.of(base).solve(SolveOptions.firstSolution().withRandom(rnd).withMaxNodes(20_000), 1);
        if (!filled.solved()) return null;
        int[] f = filled.first();
        for (String k : kinds) {
            if (!CLUES.contains(k)) continue;
            Clue c = null;
            // RandomClues spoils one clue in eight on purpose, and may find nothing to mark: draw again
            for (int tries = 0; tries < 20 && c == null; tries++) {
                Clue drawn = k.equals("extra-region") ? extraRegion(base, f, rnd) : RandomClues.clue(k, base, f, rnd);
                List<Rule> with = new ArrayList<>(rules);
                if (drawn != null) with.add(drawn);
                if (drawn != null && Checker.holds(base.withRules(with), f)) c = drawn;
            }
            if (c == null) return null;
            rules.add(c);
        }
        return RandomVariants.withMinimalGivens(base, rules, f, rnd);
    }

    /** Nine scattered cells holding 1 to 9 in {@code f}: one cell of each value, drawn at random. */
    private static Clue extraRegion(Puzzle base, int[] f, Random rnd) {
        List<Cell> cells = new ArrayList<>();
        for (int v = 1; v <= 9; v++) {
            List<Cell> holding = new ArrayList<>();
            for (int i = 0; i < f.length; i++) if (f[i] == v) holding.add(base.cells().get(i));
            cells.add(holding.get(rnd.nextInt(holding.size())));
        }
        return new ExtraRegion(cells);
    }
}
