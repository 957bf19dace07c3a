package org.cellwise.testing;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.cellwise.constraint.Arithmetic;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Equal;
import org.cellwise.constraint.Relation;
import org.cellwise.constraint.Sum;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.model.ValueRange;
import org.cellwise.rules.ArithmeticCage;
import org.cellwise.rules.Givens;
import org.cellwise.rules.GreaterThan;
import org.cellwise.rules.Heading;
import org.cellwise.rules.KillerCage;
import org.cellwise.rules.Regions;
import org.cellwise.rules.Rule;
import org.cellwise.rules.RuleCatalog;

/**
 * Random puzzles for property tests: a random size, a random set of rules, a random filled grid of those rules,
 * then cages, relations and givens read off that grid (sometimes spoiled, so that some puzzles have no
 * solution). Everything follows from the seed.
 */
public final class RandomPuzzles {
    private RandomPuzzles() {}

    public static Puzzle make(long seed) {
        return make(seed, true);
    }

    /**
     * With {@code raw} false, only rules Cellwise can write: what the format round-trip tests need. With it, also
     * constraint kinds no rule produces on arbitrary cells (an equality, a non-consecutive pair), posted directly.
     */
    public static Puzzle make(long seed, boolean raw) {
        Random rnd = new Random(seed);
        for (int attempt = 0; ; attempt++) {
            Puzzle p = attempt(rnd, seed, raw);
            if (p != null) return p;
        }
    }

    private static Puzzle attempt(Random rnd, long seed, boolean allowRaw) {
        int[][] shapes = {{4, 2, 2}, {4, 0, 0}, {5, 0, 0}, {6, 2, 3}, {6, 3, 2}, {6, 0, 0}, {4, 2, 2}, {9, 3, 3}};
        int[] shape = shapes[rnd.nextInt(shapes.length)];
        int n = shape[0];
        Grid grid = new Grid("main", 0, 0, n, shape[1], shape[2]);
        // now and then a second grid overlapping the first at a corner, sharing those cells
        // (a whole box when the grids have boxes, as in samurai; else one or two rows and columns)
        int overlap = 1 + rnd.nextInt(2);
        Grid second = n <= 6 && rnd.nextInt(6) == 0
                ? new Grid("second", n - (grid.hasBoxes() ? shape[1] : overlap), n - (grid.hasBoxes() ? shape[2] : overlap),
                        n, shape[1], shape[2])
                : null;
        // values usually 1..n; sometimes shifted (0-based or negative) to exercise the offset arithmetic
        int min = rnd.nextInt(6) == 0 ? -rnd.nextInt(3) : 1;
        ValueRange values = new ValueRange(min, min + n - 1);
        List<Rule> rules = new ArrayList<>();
        rules.addAll(RuleCatalog.lookup("latin"));
        List<String> label = new ArrayList<>();
        if (grid.hasBoxes() && rnd.nextInt(4) != 0) rules.addAll(RuleCatalog.lookup("boxes"));
        for (String flag : List.of("diagonals", "diagonal-down", "diagonal-up", "offset", "anti-knight", "anti-king", "non-consecutive", "equal-diagonal"))
            if (rnd.nextInt(7) == 0) rules.addAll(RuleCatalog.lookup(flag));
        if (rnd.nextInt(5) == 0) rules.add(randomRegions(rnd, grid));
        Puzzle.Builder builder = Puzzle.builder().name("random-" + seed).values(values).grid(grid);
        if (second != null) builder.grid(second);
        Puzzle base = builder.rules(rules).build();
        Result filled = Solver.of(base).solve(SolveOptions.firstSolution().withRandom(rnd)
                .withMaxNodes(20_000), 1);
        // none (anti-king on a small grid) or none found within the budget (a dense rule set on 9x9): another
        // rule set; a node budget, unlike a time limit, keeps every seed reproducible on any machine
        if (!filled.solved()) return null;
        int[] f = filled.first();
        List<Cell> cells = base.cells();
        // cages over a random partition into small connected pieces
        if (second == null && rnd.nextInt(3) == 0) {
            boolean killer = rnd.nextBoolean();
            int k = 0;
            for (List<Cell> piece : pieces(rnd, grid, 4)) {
                String lab = "c" + (k++);
                int[] idx = base.indexesOf(piece);
                if (killer) {
                    if (!distinct(f, idx)) continue; // a killer cage repeats no value
                    rules.add(new KillerCage(lab, piece, spoil(rnd, sum(f, idx))));
                } else {
                    Arithmetic.Op op = chooseOp(rnd, f, idx);
                    // now and then the operation is hidden: the target stays, any operation may make it
                    Arithmetic.Op shown = rnd.nextInt(6) == 0 ? Arithmetic.Op.ANY : op;
                    rules.add(new ArithmeticCage(lab, piece, shown, spoil(rnd, apply(op, f, idx))));
                }
            }
        }
        if (rnd.nextInt(4) == 0) {
            int count = 1 + rnd.nextInt(2 * n);
            for (int i = 0; i < count; i++) {
                int a = rnd.nextInt(cells.size());
                Cell ca = cells.get(a);
                int[][] steps = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
                int[] st = steps[rnd.nextInt(4)];
                int b = base.indexOf(ca.row() + st[0], ca.col() + st[1]);
                if (b < 0 || f[a] == f[b]) continue;
                boolean wrong = rnd.nextInt(20) == 0;
                Cell big = cells.get((f[a] > f[b]) != wrong ? a : b), small = cells.get((f[a] > f[b]) != wrong ? b : a);
                rules.add(new GreaterThan(big, small));
            }
        }
        // constraint kinds that no rule of this size uses yet: posted directly
        List<Constraint> raw = new ArrayList<>();
        // (not on 9x9: choco's product decomposition over nine cells exhausts the heap)
        if (second == null && n <= 6 && rnd.nextInt(5) == 0) {
            int r = rnd.nextInt(n);
            int[] line = new int[n];
            for (int c = 0; c < n; c++) line[c] = r * n + c;
            long t = rnd.nextBoolean() ? sum(f, line) : apply(Arithmetic.Op.MULTIPLY, f, line);
            List<Cell> row = new ArrayList<>();
            for (int i : line) row.add(cells.get(i));
            if (t == (int) t) rules.add(new Heading("row " + (r + 1) + " heading", row, spoil(rnd, (int) t)));
        }
        if (rnd.nextInt(6) == 0) {
            List<Integer> same = new ArrayList<>();
            int v = f[rnd.nextInt(f.length)];
            for (int i = 0; i < f.length; i++) if (f[i] == v && rnd.nextBoolean()) same.add(i);
            if (allowRaw && same.size() > 1) raw.add(new Equal("equal", same.stream().mapToInt(Integer::intValue).toArray()));
        }
        if (rnd.nextInt(6) == 0) {
            // an overlapping sum group whose values may repeat (seed 000), over any cells
            List<Cell> group = new ArrayList<>();
            int size = 2 + rnd.nextInt(3);
            int s = 0;
            for (int i = 0; i < size; i++) {
                int k = rnd.nextInt(f.length);
                if (group.contains(cells.get(k))) continue;
                group.add(cells.get(k));
                s += f[k];
            }
            rules.add(new org.cellwise.rules.SumGroup("group", group, spoil(rnd, s), false));
        }
        if (rnd.nextInt(8) == 0) {
            // a run of distinct values adding up (a Kakuro run), along part of a row
            int r = rnd.nextInt(n), c0 = rnd.nextInt(n - 1), len = 2 + rnd.nextInt(n - c0 - 1);
            List<Cell> run = new ArrayList<>();
            int s = 0;
            for (int c = c0; c < c0 + len; c++) {
                run.add(new Cell(r, c));
                s += f[base.indexOf(r, c)];
            }
            rules.add(new org.cellwise.rules.SumGroup("across r" + (r + 1) + "c" + (c0 + 1), run, spoil(rnd, s), true));
        }
        if (rnd.nextInt(8) == 0) {
            int a = rnd.nextInt(f.length), b = rnd.nextInt(f.length);
            if (allowRaw && a != b && Math.abs(f[a] - f[b]) != 1) raw.add(new Relation("nc", a, b, Relation.Kind.NOT_CONSECUTIVE));
        }
        if (allowRaw && rnd.nextInt(4) == 0) {
            // a quotient or a hidden operation over two cells in different rows and columns, which may hold the
            // same value, 0 included: where a divisor of 0 must not count
            int a = rnd.nextInt(f.length), b = rnd.nextInt(f.length);
            Cell ca = cells.get(a), cb = cells.get(b);
            if (ca.row() != cb.row() && ca.col() != cb.col()) {
                int t = f[b] != 0 && f[a] % f[b] == 0 ? f[a] / f[b] : f[a] != 0 && f[b] % f[a] == 0 ? f[b] / f[a] : rnd.nextInt(3);
                raw.add(new Arithmetic("quotient", new int[] {a, b}, rnd.nextBoolean() ? Arithmetic.Op.DIVIDE : Arithmetic.Op.ANY, t));
            }
        }
        if (allowRaw && rnd.nextInt(8) == 0) {
            // an empty sum: 0 always holds, anything else never (no engine may read it as true, or fail to read it)
            raw.add(new org.cellwise.constraint.Sum("empty", new int[0], rnd.nextInt(4) == 0 ? 1 : 0, rnd.nextBoolean()));
        }
        if (rnd.nextInt(6) == 0) {
            // a rule in clingo's notation the filled grid keeps (mostly: the puzzle should have a solution)
            for (int t = 0; t < 8; t++) {
                String text = rnd.nextInt(3) == 0 ? RandomAspRules.withFacts(rnd, base.rows(), base.cols()) : RandomAspRules.shaped(rnd);
                try {
                    org.cellwise.asp.Parser.Program pr = org.cellwise.asp.Parser.parse(text);
                    org.cellwise.rules.AspRule r = org.cellwise.rules.AspRule.of(pr.denials().get(0), pr.facts());
                    if (r.expand(base.canvas()).stream().allMatch(c -> c.holds(f)) || rnd.nextInt(10) == 0) {
                        rules.add(r);
                        break;
                    }
                } catch (org.cellwise.asp.AspException e) {
                    // forbids every value or pair here: another
                }
            }
        }
        if (!raw.isEmpty()) rules.add(new RawRule("raw", raw));
        // givens from the filled grid: none to half of the cells; rarely a wrong one
        TreeMap<Cell, Integer> givens = new TreeMap<>();
        double density = n == 9 ? 0.3 + rnd.nextDouble() * 0.4 : rnd.nextDouble() * 0.5;
        for (int i = 0; i < cells.size(); i++) if (rnd.nextDouble() < density) givens.put(cells.get(i), f[i]);
        if (!givens.isEmpty() && rnd.nextInt(15) == 0) {
            Cell c = new ArrayList<>(givens.keySet()).get(rnd.nextInt(givens.size()));
            givens.put(c, values.min() + rnd.nextInt(n));
        }
        if (!givens.isEmpty() && rnd.nextInt(6) == 0) {
            // one given named as a one-cell cage, as seed 004 writes them
            Cell c = givens.firstKey();
            rules.add(new org.cellwise.rules.LabelledGiven("kk" + (c.row() + 1), c, givens.remove(c)));
        }
        if (!givens.isEmpty()) rules.add(new Givens(givens));
        return base.withRules(rules);
    }

    private static Rule randomRegions(Random rnd, Grid g) {
        List<Cell> all = new ArrayList<>(g.cells());
        Collections.shuffle(all, rnd);
        Map<String, List<Cell>> regions = new LinkedHashMap<>();
        for (int i = 0; i < all.size(); i++) regions.computeIfAbsent("R" + (i / g.rows()), k -> new ArrayList<>()).add(all.get(i));
        return new Regions(regions);
    }

    /** A partition of the grid into connected pieces of 1..max cells. */
    private static List<List<Cell>> pieces(Random rnd, Grid g, int max) {
        int n = g.rows();
        int[] owner = new int[n * n];
        java.util.Arrays.fill(owner, -1);
        List<List<Cell>> out = new ArrayList<>();
        for (int start = 0; start < n * n; start++) {
            if (owner[start] >= 0) continue;
            int want = 1 + rnd.nextInt(max);
            List<Cell> piece = new ArrayList<>();
            List<Integer> frontier = new ArrayList<>(List.of(start));
            while (!frontier.isEmpty() && piece.size() < want) {
                int c = frontier.remove(rnd.nextInt(frontier.size()));
                if (owner[c] >= 0) continue;
                owner[c] = out.size();
                piece.add(new Cell(c / n, c % n));
                int r = c / n, col = c % n;
                if (r > 0) frontier.add(c - n);
                if (r < n - 1) frontier.add(c + n);
                if (col > 0) frontier.add(c - 1);
                if (col < n - 1) frontier.add(c + 1);
            }
            out.add(piece);
        }
        return out;
    }

    private static boolean distinct(int[] f, int[] idx) {
        for (int i = 0; i < idx.length; i++) for (int j = i + 1; j < idx.length; j++) if (f[idx[i]] == f[idx[j]]) return false;
        return true;
    }

    private static int sum(int[] f, int[] idx) {
        int s = 0;
        for (int i : idx) s += f[i];
        return s;
    }

    private static Arithmetic.Op chooseOp(Random rnd, int[] f, int[] idx) {
        if (idx.length == 2) {
            int a = f[idx[0]], b = f[idx[1]];
            boolean divisible = (b != 0 && a % b == 0) || (a != 0 && b % a == 0);
            switch (rnd.nextInt(4)) {
                case 0: return Arithmetic.Op.SUBTRACT;
                case 1: if (divisible) return Arithmetic.Op.DIVIDE; // else fall through
                case 2: return Arithmetic.Op.MULTIPLY;
                default: return Arithmetic.Op.ADD;
            }
        }
        return rnd.nextBoolean() ? Arithmetic.Op.ADD : Arithmetic.Op.MULTIPLY;
    }

    private static int apply(Arithmetic.Op op, int[] f, int[] idx) {
        switch (op) {
            case ADD: return sum(f, idx);
            case MULTIPLY: {
                int p = 1;
                for (int i : idx) p *= f[i];
                return p;
            }
            case SUBTRACT: return Math.abs(f[idx[0]] - f[idx[1]]);
            case DIVIDE: {
                int a = f[idx[0]], b = f[idx[1]];
                return (b != 0 && a % b == 0) ? a / b : b / a;
            }
            default: throw new AssertionError(op);
        }
    }

    /** Usually the true target; now and then one off, so that some puzzles have no solution. */
    private static int spoil(Random rnd, int target) {
        return rnd.nextInt(25) == 0 ? target + (rnd.nextBoolean() ? 1 : -1) : target;
    }
}
