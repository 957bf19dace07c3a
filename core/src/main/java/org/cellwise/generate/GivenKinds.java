package org.cellwise.generate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.model.ValueRange;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.EqualDiagonal;
import org.cellwise.rules.Heading;
import org.cellwise.rules.Regions;
import org.cellwise.rules.Rule;
import org.cellwise.rules.RuleCatalog;
import org.cellwise.rules.SumGroup;

/**
 * The kinds whose clues are givens, with fixed clues read off the filled grid where the kind has them: Sudoku of
 * every size (and added rules), jigsaw, samurai, seed 000's overlapping grids with sum groups, Sujiko circles, and
 * seed 002's headings. A random filling, its clues, then givens removed while the solution stays unique.
 */
final class GivenKinds {
    private GivenKinds() {}

    /** Box shapes by size: the usual ones. */
    static int[] boxes(int n) {
        return switch (n) {
            case 4 -> new int[] {2, 2};
            case 6 -> new int[] {2, 3};
            case 8 -> new int[] {2, 4};
            case 9 -> new int[] {3, 3};
            case 12 -> new int[] {3, 4};
            case 16 -> new int[] {4, 4};
            case 25 -> new int[] {5, 5};
            default -> throw new IllegalArgumentException("a Sudoku is 4, 6, 8, 9, 12, 16 or 25 cells wide, not " + n);
        };
    }

    static List<Rule> keywords(List<String> words) {
        List<Rule> out = new ArrayList<>();
        for (String w : words) {
            List<Rule> rs = RuleCatalog.lookup(w);
            // taxicab, chess, knightmare sums: known, but not a keyword --rules can give (it was called unknown)
            String syntax = rs == null ? org.cellwise.format.CellwiseFormat.parameters(w) : null;
            if (syntax != null) throw new IllegalArgumentException("'" + w + "' takes parameters (" + w + " " + syntax
                    + "), which --rules cannot give");
            if (rs == null) throw new IllegalArgumentException(RuleCatalog.unknown(w));
            out.addAll(rs);
        }
        return out;
    }

    static Puzzle sudoku(Request r, Random rnd) {
        if (ClassicGivens.takes(r)) return ClassicGivens.sudoku(r, rnd);
        return sudokuByPuzzles(r, rnd);
    }

    /** A Sudoku the general way, a puzzle per search: what {@link ClassicGivens} must give for a plain 9×9. */
    static Puzzle sudokuByPuzzles(Request r, Random rnd) {
        return givens(r, rnd, sudokuTemplate(r, "sudoku"), List.of());
    }

    /** The empty grid of a Sudoku or killer of the request's size, with the Sudoku rules and those added. */
    static Puzzle sudokuTemplate(Request r, String kind) {
        int n = r.size() == 0 ? 9 : r.size();
        int[] b = boxes(n);
        List<Rule> rules = new ArrayList<>(RuleCatalog.lookup("sudoku"));
        for (Rule x : keywords(r.rules())) if (!rules.contains(x)) rules.add(x);
        return Puzzle.builder().kind(kind).grid(new Grid("main", 0, 0, n, b[0], b[1])).values(ValueRange.of(n)).rules(rules).build();
    }

    static Puzzle jigsaw(Request r, Random rnd) {
        int n = r.size() == 0 ? 9 : r.size();
        if (n < 4 || n > 16) throw new IllegalArgumentException("a jigsaw is 4 to 16 cells wide, not " + n);
        int[] start = new int[n * n];
        for (int i = 0; i < n * n; i++) start[i] = i / n; // rows: every region starts as one
        int[] region = Pieces.regions(n, start, rnd);
        Grid g = new Grid("main", 0, 0, n, 0, 0);
        Map<String, List<Cell>> regions = new LinkedHashMap<>();
        for (int i = 0; i < n * n; i++) regions.computeIfAbsent(String.valueOf((char) ('a' + region[i])), k -> new ArrayList<>())
                .add(g.cell(i / n, i % n));
        List<Rule> rules = new ArrayList<>(RuleCatalog.lookup("latin"));
        rules.add(new Regions(regions));
        for (Rule x : keywords(r.rules())) if (!rules.contains(x)) rules.add(x);
        Puzzle t = Puzzle.builder().kind("jigsaw").grid(g).values(ValueRange.of(n)).rules(rules).build();
        return givens(r, rnd, t, List.of());
    }

    static Puzzle samurai(Request r, Random rnd) {
        Puzzle.Builder b = Puzzle.builder().kind("samurai").values(ValueRange.of(9)).rules(RuleCatalog.lookup("sudoku"));
        int[][] at = {{0, 0}, {0, 12}, {6, 6}, {12, 0}, {12, 12}};
        String[] names = {"A", "B", "E", "C", "D"};
        for (int i = 0; i < 5; i++) b.grid(new Grid(names[i], at[i][0], at[i][1], 9, 3, 3));
        return givens(r, rnd, b.build(), List.of());
    }

    /** Seed 000: grids A B / E / C D, E sharing a corner with each; sum groups of two or three cells. */
    static Puzzle overlap(Request r, Random rnd) {
        int g = r.gridSize() == 0 ? 5 : r.gridSize();
        if (g < 3 || g > 9) throw new IllegalArgumentException("--grid-size is 3 to 9, not " + g);
        int k = Math.max(1, (g - 1) / 2), far = 2 * (g - k);
        Puzzle.Builder b = Puzzle.builder().kind("overlap").values(ValueRange.of(g)).rules(RuleCatalog.lookup("latin"));
        b.grid(new Grid("A", 0, 0, g, 0, 0)).grid(new Grid("B", 0, far, g, 0, 0)).grid(new Grid("E", g - k, g - k, g, 0, 0))
                .grid(new Grid("C", far, 0, g, 0, 0)).grid(new Grid("D", far, far, g, 0, 0));
        Puzzle t = b.build();
        return givens(r, rnd, t, (structure, solution) -> {
            List<Rule> sums = new ArrayList<>();
            int[] all = new int[structure.size()];
            for (int i = 0; i < all.length; i++) all[i] = i;
            int label = 0;
            for (List<Integer> piece : Pieces.cages(structure.canvas(), all, rnd, new int[] {0, 0, 3, 2}, (p, c) -> true)) {
                if (piece.size() < 2 || rnd.nextInt(5) < 2) continue; // about half the cells in groups, as in the seed
                List<Cell> cells = new ArrayList<>();
                int sum = 0;
                for (int c : piece) {
                    cells.add(structure.cells().get(c));
                    sum += solution[c];
                }
                sums.add(new SumGroup("s" + (++label), cells, sum, false));
            }
            return sums;
        });
    }

    private static final int[][] CIRCLES = {{0, 1, 3, 4}, {1, 2, 4, 5}, {3, 4, 6, 7}, {4, 5, 7, 8}};

    static Puzzle sujiko(Request r, Random rnd) {
        Grid g = new Grid("main", 0, 0, 3, 0, 0);
        Puzzle t = Puzzle.builder().kind("sujiko").grid(g).values(new ValueRange(1, 9))
                .rules(List.of(new Regions(Map.of("all", g.cells())))).build();
        return givens(r, rnd, t, (structure, solution) -> {
            List<Rule> sums = new ArrayList<>();
            String[] names = {"A", "B", "C", "D"};
            for (int i = 0; i < 4; i++) {
                List<Cell> cs = new ArrayList<>();
                int sum = 0;
                for (int pos : CIRCLES[i]) {
                    cs.add(new Cell(pos / 3, pos % 3));
                    sum += solution[pos];
                }
                sums.add(new SumGroup("circle " + names[i], cs, sum, false));
            }
            return sums;
        });
    }

    /** Seed 002: an N×N of values 1-9 differing in rows and columns, the diagonal equal, headings sum or product. */
    static Puzzle header(Request r, Random rnd) {
        int n = r.size() == 0 ? 4 : r.size();
        if (n < 2 || n > 9) throw new IllegalArgumentException("a header puzzle is 2 to 9 cells wide, not " + n);
        Grid g = new Grid("main", 0, 0, n, 0, 0);
        List<Rule> rules = new ArrayList<>(RuleCatalog.lookup("latin"));
        rules.add(new EqualDiagonal());
        Puzzle t = Puzzle.builder().kind("header").grid(g).values(new ValueRange(1, 9)).rules(rules).build();
        return givens(r, rnd, t, (structure, solution) -> {
            List<Rule> heads = new ArrayList<>();
            for (int line = 0; line < 2 * n; line++) {
                boolean row = line < n;
                int i = line % n;
                List<Cell> cells = row ? g.row(i) : g.column(i);
                long sum = 0, product = 1;
                for (Cell c : cells) {
                    sum += solution[structure.indexOf(c)];
                    product *= solution[structure.indexOf(c)];
                }
                long target = rnd.nextBoolean() || product > Integer.MAX_VALUE ? sum : product;
                heads.add(new Heading((row ? "row " : "column ") + (i + 1) + " heading", cells, (int) target));
            }
            return heads;
        });
    }

    /** Clues read off the filled grid (sums, headings), fixed before the givens are removed. */
    interface Clues {
        List<Rule> of(Puzzle structure, int[] solution);
    }

    private static Puzzle givens(Request r, Random rnd, Puzzle template, List<Rule> none) {
        return givens(r, rnd, template, (s, sol) -> none);
    }

    private static Puzzle givens(Request r, Random rnd, Puzzle template, Clues clues) {
        int[] solution = Uniqueness.fill(template, rnd);
        if (solution == null) return null;
        List<Rule> fixed = clues.of(template, solution);
        List<Rule> rules = new ArrayList<>(template.rules());
        rules.addAll(fixed);
        Puzzle structure = template.withRules(rules);
        boolean[] all = new boolean[structure.size()];
        java.util.Arrays.fill(all, true);
        if (!Uniqueness.unique(structure, Uniqueness.cellsOf(all), Uniqueness.valuesOf(all, solution))) return null;
        boolean[] keep = Uniqueness.reduce(structure, solution, all, r.symmetry().orbits(structure.canvas()), rnd, true);
        if (r.minimal() && !fixed.isEmpty()) {
            // a sum group that can go, goes (headings and circles are the kind itself and stay)
            for (Rule f : fixed) {
                if (!(f instanceof SumGroup) || template.kind().equals("sujiko")) continue;
                List<Rule> less = new ArrayList<>(rules);
                less.remove(f);
                Puzzle fewer = template.withRules(less);
                Boolean unique = Uniqueness.decide(fewer, Uniqueness.cellsOf(keep), Uniqueness.valuesOf(keep, solution), CageKinds.PROOF_NODES);
                if (unique == null) return null; // not proven minimal: drawn again
                if (unique) {
                    rules = less;
                    structure = fewer;
                }
            }
        }
        return structure.withRules(Uniqueness.withGivens(structure, rules, keep, solution));
    }
}
