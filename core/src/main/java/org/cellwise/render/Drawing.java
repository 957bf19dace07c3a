package org.cellwise.render;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cellwise.constraint.Arithmetic;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.puzzle.Family;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.ArithmeticCage;
import org.cellwise.rules.Givens;
import org.cellwise.rules.GreaterThan;
import org.cellwise.rules.Heading;
import org.cellwise.rules.KillerCage;
import org.cellwise.rules.LabelledGiven;
import org.cellwise.rules.Regions;
import org.cellwise.rules.Rule;
import org.cellwise.rules.SumGroup;

/**
 * What every picture of a puzzle needs, worked out once: which cage and which region (box or jigsaw piece) each
 * cell is in, what each cage says, which cells are given, the greater-than signs, and a colour per cage (or per
 * region when there are no cages) such that no two neighbours share one.
 */
public final class Drawing {
    /** A cage; {@code walls}: drawn with bold solid walls (KenKen) rather than a dashed outline (killer). */
    public record Cage(String label, List<Cell> cells, String op, String target, boolean walls) {
        /** The cell that carries the cage's clue: its top-left one. */
        public Cell first() {
            return first(cells);
        }

        static Cell first(List<Cell> cells) {
            return cells.stream().min(Cell::compareTo).orElseThrow();
        }

        public String clue() {
            return target + op;
        }
    }

    /** A sum over cells whose values may repeat (seed 000's sum groups): drawn apart from cages, dotted. */
    public record SumMark(String label, List<Cell> cells, int sum) {
        public Cell first() {
            return Cage.first(cells);
        }
    }

    /** A Kakuro clue: in the black position {@code at}, the sum of the run to its right or below it. */
    public record Clue(Cell at, boolean across, int sum) {}

    /** A Sujiko circle: the sum of the four cells around the corner below and right of {@code corner}. */
    public record Circle(Cell topLeft, int sum) {}

    /** A heading of seed 002: the sum or product of a row ({@code row}) or a column, drawn outside the grid. */
    public record HeadingMark(boolean row, int index, int target) {}

    public final Puzzle puzzle;
    public final List<Cage> cages = new ArrayList<>();
    public final int[] cageOf, regionOf, colour;
    public final boolean[] given;
    /** The value of each given cell (meaningful where {@link #given} is set). */
    public final int[] givenValue;
    public final List<GreaterThan> signs = new ArrayList<>();
    public final List<SumMark> sums = new ArrayList<>();
    public final List<Clue> clues = new ArrayList<>();
    public final List<Circle> circles = new ArrayList<>();
    public final List<HeadingMark> headings = new ArrayList<>();
    /** Variant clues (lines, dots, marks, clues outside the grid), drawn by {@link ClueStrokes}. */
    public final List<org.cellwise.rules.Clue> variants = new ArrayList<>();
    /** Whether boxes are a rule here (a Latin square or a jigsaw without boxes has none to draw). */
    public final boolean boxes;
    public final boolean diagonals, equalDiagonal;
    public final int colours;
    /** The family, recognised by its geometry: how sum groups are drawn (Kakuro runs, Sujiko circles). */
    public final Family family;

    public Drawing(Puzzle p) {
        this.puzzle = p;
        this.family = Family.of(p);
        int n = p.size();
        cageOf = new int[n];
        regionOf = new int[n];
        given = new boolean[n];
        givenValue = new int[n];
        Arrays.fill(cageOf, -1);
        Arrays.fill(regionOf, -1);
        boolean[] flags = new boolean[3]; // boxes, diagonals, equal diagonal
        Regions[] jigsawOf = {null};
        Rule.Cases<Void> draw = new Rule.Cases<>() {
            @Override
            public Void killerCage(KillerCage k) {
                addCage(k.label(), k.cells(), "", String.valueOf(k.sum()), false);
                return null;
            }

            @Override
            public Void multiSumCage(org.cellwise.rules.MultiSumCage m) {
                addCage(m.label(), m.cells(), "", m.drawn(p.values().min(), p.values().max()), false);
                return null;
            }

            @Override
            public Void arithmeticCage(ArithmeticCage a) {
                addCage(a.label(), a.cells(), a.op().printed(), String.valueOf(a.target()), true);
                return null;
            }

            @Override
            public Void sumGroup(SumGroup s) {
                List<Cell> cs = s.cells();
                Family.Run run = family == Family.KAKURO ? Family.runOf(p, cs) : null;
                Cell corner = family == Family.SUJIKO ? Family.circleOf(cs) : null;
                if (run != null) clues.add(new Clue(run.at(), run.across(), s.sum()));
                else if (corner != null) circles.add(new Circle(corner, s.sum()));
                else if (s.distinct() && cs.stream().allMatch(c -> cageOf[p.indexOf(c)] < 0))
                    addCage(s.label(), cs, "", String.valueOf(s.sum()), false);
                else
                    sums.add(new SumMark(s.label(), cs, s.sum())); // values may repeat, or it overlaps a cage
                return null;
            }

            @Override
            public Void labelledGiven(LabelledGiven g) {
                addCage(g.label(), List.of(g.cell()), "", String.valueOf(g.value()), true);
                given[p.indexOf(g.cell())] = true;
                givenValue[p.indexOf(g.cell())] = g.value();
                return null;
            }

            @Override
            public Void givens(Givens g) {
                g.values().forEach((c, v) -> {
                    given[p.indexOf(c)] = true;
                    givenValue[p.indexOf(c)] = v;
                });
                return null;
            }

            @Override
            public Void greaterThan(GreaterThan gt) {
                signs.add(gt);
                return null;
            }

            @Override
            public Void regions(Regions reg) {
                if (reg.regions().size() > 1) jigsawOf[0] = reg;
                return null;
            }

            @Override
            public Void heading(Heading h) {
                List<Cell> cs = h.cells();
                boolean row = cs.stream().allMatch(c -> c.row() == cs.get(0).row());
                headings.add(new HeadingMark(row, row ? cs.get(0).row() : cs.get(0).col(), h.target()));
                return null;
            }

            @Override
            public Void flag(Rule r) {
                switch (r.keyword()) {
                    case "boxes" -> flags[0] = true;
                    case "diagonals" -> flags[1] = true;
                    case "equal-diagonal" -> flags[2] = true;
                    default -> { }
                }
                return null;
            }

            @Override
            public Void clue(org.cellwise.rules.Clue c) {
                variants.add(c);
                if (c instanceof org.cellwise.rules.SumlessCage k) addCage("", k.cells(), "", "", false);
                return null;
            }

            @Override
            public Void custom(Rule r) {
                return null;
            }

            @Override
            public Void either(org.cellwise.rules.Either e) {
                // each branch's clues and cages drawn as they are; a given in a branch is no given, so its cell is
                // left open (the statement says which value it may be)
                for (List<Rule> b : e.branches())
                    for (Rule r : b)
                        if (!(r instanceof Givens) && !(r instanceof LabelledGiven)) r.accept(this);
                return null;
            }
        };
        for (Rule r : p.rules()) r.accept(draw);
        boxes = flags[0];
        diagonals = flags[1];
        equalDiagonal = flags[2];
        Regions jigsaw = jigsawOf[0];
        if (jigsaw != null) {
            int id = 0;
            for (Map.Entry<String, List<Cell>> e : jigsaw.regions().entrySet()) {
                for (Cell c : e.getValue()) regionOf[p.indexOf(c)] = id;
                id++;
            }
        } else {
            for (int gi = 0; gi < p.grids().size() && boxes; gi++) {
                Grid g = p.grids().get(gi);
                if (!g.hasBoxes()) continue;
                for (int b = 0; b < g.boxes(); b++)
                    for (Cell c : g.box(b)) if (regionOf[p.indexOf(c)] < 0) regionOf[p.indexOf(c)] = gi * 64 + b;
            }
        }
        int[] groupOf = cages.isEmpty() ? regionOf : cageOf;
        int groups = 0;
        for (int x : groupOf) groups = Math.max(groups, x + 1);
        colour = new int[Math.max(groups, 0)];
        colours = groups == 0 ? 0 : colourGroups(p, groupOf, groups, colour);
    }

    private void addCage(String label, List<Cell> cells, String op, String target, boolean walls) {
        int id = cages.size();
        cages.add(new Cage(label, cells, op, target, walls));
        for (Cell c : cells) cageOf[puzzle.indexOf(c)] = id;
    }

    /** The colour of a cell (its cage's, else its region's), or -1. */
    public int colourOf(int cell) {
        int g = cages.isEmpty() ? regionOf[cell] : cageOf[cell];
        return g < 0 || g >= colour.length ? -1 : colour[g];
    }

    /**
     * Colours the groups so that groups sharing an edge differ: backtracking over four colours, most-constrained
     * group first (four suffice for cages drawn on a grid, as seed 004 remarks); more only if four fail.
     */
    static int colourGroups(Puzzle p, int[] groupOf, int groups, int[] colour) {
        List<Set<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < groups; i++) adj.add(new HashSet<>());
        for (int i = 0; i < p.size(); i++) {
            Cell c = p.cells().get(i);
            for (int[] d : new int[][] {{0, 1}, {1, 0}}) {
                int j = p.indexOf(c.row() + d[0], c.col() + d[1]);
                if (j < 0) continue;
                int a = groupOf[i], b = groupOf[j];
                if (a >= 0 && b >= 0 && a != b) {
                    adj.get(a).add(b);
                    adj.get(b).add(a);
                }
            }
        }
        for (int k = 4; ; k++) {
            Arrays.fill(colour, -1);
            int[] budget = {200_000};
            if (assign(adj, colour, k, budget)) return k;
        }
    }

    /**
     * Backtracking with an explicit stack (a picture of hundreds of grids has thousands of groups, too deep for
     * recursion): at each depth the most constrained uncoloured group, trying colours in order. How many
     * neighbours of each group hold each colour is kept up to date as colours are set and taken back, so picking
     * a group is one pass over the groups (a thousand grids: 40 s when each pick counted the neighbours anew).
     */
    private static boolean assign(List<Set<Integer>> adjacent, int[] colour, int k, int[] budget) {
        int groups = colour.length;
        int[][] adj = new int[groups][];
        for (int g = 0; g < groups; g++) adj[g] = adjacent.get(g).stream().mapToInt(Integer::intValue).toArray();
        int[] around = new int[groups * k]; // around[g * k + c]: neighbours of g coloured c
        int[] used = new int[groups]; // colours among g's neighbours
        int[] chosen = new int[groups + 1], tried = new int[groups + 1];
        int depth = 0;
        chosen[0] = mostConstrained(colour, used);
        tried[0] = -1;
        while (depth >= 0) {
            if (--budget[0] < 0) return false;
            int g = chosen[depth];
            if (g < 0) return true; // every group coloured
            if (colour[g] >= 0) {
                for (int h : adj[g]) if (--around[h * k + colour[g]] == 0) used[h]--;
                colour[g] = -1;
            }
            int c = tried[depth] + 1;
            while (c < k && around[g * k + c] > 0) c++;
            if (c == k) {
                depth--; // no colour left here: back to the group before
                continue;
            }
            tried[depth] = c;
            colour[g] = c;
            for (int h : adj[g]) if (around[h * k + c]++ == 0) used[h]++;
            depth++;
            chosen[depth] = mostConstrained(colour, used);
            tried[depth] = -1;
        }
        return false;
    }

    /** The uncoloured group with the most colours around it (the fewest left), or -1 when all are coloured. */
    private static int mostConstrained(int[] colour, int[] used) {
        int best = -1, bestUsed = -1;
        for (int g = 0; g < colour.length; g++)
            if (colour[g] < 0 && used[g] > bestUsed) {
                best = g;
                bestUsed = used[g];
            }
        return best;
    }
}
