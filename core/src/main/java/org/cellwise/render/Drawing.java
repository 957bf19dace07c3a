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
    public record Cage(String label, List<Cell> cells, String op, String target) {
        /** The cell that carries the cage's clue: its top-left one. */
        public Cell first() {
            return cells.stream().min(Cell::compareTo).orElseThrow();
        }

        public String clue() {
            return target + op;
        }
    }

    public final Puzzle puzzle;
    public final List<Cage> cages = new ArrayList<>();
    public final int[] cageOf, regionOf, colour;
    public final boolean[] given;
    public final List<GreaterThan> signs = new ArrayList<>();
    public final int colours;

    public Drawing(Puzzle p) {
        this.puzzle = p;
        int n = p.size();
        cageOf = new int[n];
        regionOf = new int[n];
        given = new boolean[n];
        Arrays.fill(cageOf, -1);
        Arrays.fill(regionOf, -1);
        Regions[] jigsawOf = {null};
        Rule.Cases<Void> draw = new Rule.Cases<>() {
            @Override
            public Void killerCage(KillerCage k) {
                addCage(k.label(), k.cells(), "", String.valueOf(k.sum()));
                return null;
            }

            @Override
            public Void arithmeticCage(ArithmeticCage a) {
                addCage(a.label(), a.cells(), a.op() == Arithmetic.Op.ANY ? "" : String.valueOf(a.op().symbol),
                        String.valueOf(a.target()));
                return null;
            }

            @Override
            public Void sumGroup(SumGroup s) {
                if (s.cells().stream().allMatch(c -> cageOf[p.indexOf(c)] < 0))
                    addCage(s.label(), s.cells(), "", String.valueOf(s.sum()));
                return null;
            }

            @Override
            public Void labelledGiven(LabelledGiven g) {
                addCage(g.label(), List.of(g.cell()), "", String.valueOf(g.value()));
                given[p.indexOf(g.cell())] = true;
                return null;
            }

            @Override
            public Void givens(Givens g) {
                for (Cell c : g.values().keySet()) given[p.indexOf(c)] = true;
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
                return null; // headings are not drawn yet
            }

            @Override
            public Void flag(Rule r) {
                return null;
            }

            @Override
            public Void custom(Rule r) {
                return null;
            }
        };
        for (Rule r : p.rules()) r.accept(draw);
        Regions jigsaw = jigsawOf[0];
        if (jigsaw != null) {
            int id = 0;
            for (Map.Entry<String, List<Cell>> e : jigsaw.regions().entrySet()) {
                for (Cell c : e.getValue()) regionOf[p.indexOf(c)] = id;
                id++;
            }
        } else {
            for (int gi = 0; gi < p.grids().size(); gi++) {
                Grid g = p.grids().get(gi);
                if (!g.hasBoxes()) continue;
                for (int b = 0; b < g.size(); b++)
                    for (Cell c : g.box(b)) if (regionOf[p.indexOf(c)] < 0) regionOf[p.indexOf(c)] = gi * 64 + b;
            }
        }
        int[] groupOf = cages.isEmpty() ? regionOf : cageOf;
        int groups = 0;
        for (int x : groupOf) groups = Math.max(groups, x + 1);
        colour = new int[Math.max(groups, 0)];
        colours = groups == 0 ? 0 : colourGroups(p, groupOf, groups, colour);
    }

    private void addCage(String label, List<Cell> cells, String op, String target) {
        int id = cages.size();
        cages.add(new Cage(label, cells, op, target));
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

    private static boolean assign(List<Set<Integer>> adj, int[] colour, int k, int[] budget) {
        if (--budget[0] < 0) return false;
        int best = -1, bestFree = Integer.MAX_VALUE;
        for (int g = 0; g < colour.length; g++) {
            if (colour[g] >= 0) continue;
            int used = 0;
            for (int h : adj.get(g)) if (colour[h] >= 0) used |= 1 << colour[h];
            int free = k - Integer.bitCount(used & ((1 << k) - 1));
            if (free < bestFree) {
                best = g;
                bestFree = free;
            }
        }
        if (best < 0) return true;
        for (int c = 0; c < k; c++) {
            boolean clash = false;
            for (int h : adj.get(best)) if (colour[h] == c) clash = true;
            if (clash) continue;
            colour[best] = c;
            if (assign(adj, colour, k, budget)) return true;
            colour[best] = -1;
        }
        return false;
    }
}
