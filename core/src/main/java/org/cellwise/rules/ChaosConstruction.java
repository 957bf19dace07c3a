package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;

/**
 * Chaos construction: the grid has no given boxes; it is cut into regions of as many cells as there are values, each
 * orthogonally connected and holding every value once, and the regions are part of the answer.
 *
 * <p>The regions are unknowns held in cells beside the grid. Each grid cell has a region cell, in a block of the
 * grid's shape one column to its right, and a step cell, in a second block one column right of that: the region's
 * number (1 for the region of the first cell in reading order, 2 for the next region met, and so on, counted in the
 * puzzle's values from the least) and the cell's distance within its region from the region's first cell. Numbering
 * in reading order makes the numbers a function of the regions, and the distances of the regions are one filling,
 * so one answer is one partition. Connectivity is that every cell but a region's first has a neighbour in its
 * region one step nearer the first; the distances make it exact (no neighbour two steps nearer).
 */
public final class ChaosConstruction extends FlagRule implements BesideGrid {
    @Override
    public String keyword() {
        return "chaos-construction";
    }

    /** The one grid a chaos construction cuts into regions. */
    public static Grid grid(List<Grid> grids) {
        return BesideGrid.grid("chaos-construction", grids);
    }

    /**
     * The one grid of a puzzle whose chaos construction a clue reads; a puzzle without the rule has no region cells
     * beside its grid, and the clue says it needs the rule rather than naming a cell the canvas lacks.
     */
    public static Grid regionsFor(String clue, org.cellwise.model.Canvas p) {
        Grid g = grid(p.grids());
        if (p.indexOf(region(g, g.cell(0, 0))) < 0)
            throw new IllegalArgumentException(clue + " needs rules chaos-construction: it reads the regions that rule cuts the grid into");
        return g;
    }

    @Override
    public List<Cell> besideCells(Grid g) {
        return hiddenCells(g);
    }

    @Override
    public void fits(Grid g, org.cellwise.model.ValueRange values) {
        regions(g, values);
    }

    @Override
    public String keeps() {
        return "the regions";
    }

    /** The cell beside the grid that holds {@code c}'s region number. */
    public static Cell region(Grid g, Cell c) {
        return new Cell(c.row(), c.col() + g.cols() + 1);
    }

    /** The cell beside the grid that holds {@code c}'s distance from its region's first cell. */
    public static Cell step(Grid g, Cell c) {
        return new Cell(c.row(), c.col() + 2 * g.cols() + 2);
    }

    /** The region cells then the step cells of the grid, in reading order: the cells the rule adds to the canvas. */
    public static List<Cell> hiddenCells(Grid g) {
        List<Cell> out = new ArrayList<>();
        for (Cell c : g.cells()) out.add(region(g, c));
        for (Cell c : g.cells()) out.add(step(g, c));
        return out;
    }

    /**
     * A filling of a puzzle with a chaos construction, its steps derived from its regions where none is filled: a
     * person checking an answer fills the grid and the regions, and each cell's step (its distance within its region
     * from the region's first cell in reading order) follows from them. A cell whose region is empty keeps its step
     * empty; a region in pieces has a first cell per piece, which the numbering's line then finds broken; a filling
     * with any step of its own is checked as it stands.
     */
    public static org.cellwise.model.Filling withSteps(Canvas canvas, List<? extends Rule> rules, org.cellwise.model.Filling f) {
        if (canvas.grids().size() != 1 || rules.stream().noneMatch(r -> r instanceof ChaosConstruction)) return f;
        Grid g = canvas.grids().get(0);
        List<Cell> cells = g.cells();
        int[] reg = new int[cells.size()], stp = new int[cells.size()];
        for (int i = 0; i < cells.size(); i++) {
            reg[i] = canvas.indexOf(region(g, cells.get(i)));
            stp[i] = canvas.indexOf(step(g, cells.get(i)));
            if (reg[i] < 0 || stp[i] < 0 || f.has(stp[i])) return f;
        }
        int[] values = f.values().clone();
        boolean[] filled = f.filled().clone();
        int[] dist = new int[cells.size()];
        java.util.Arrays.fill(dist, -1);
        java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
        for (int first = 0; first < cells.size(); first++) {
            if (dist[first] >= 0 || !f.has(reg[first])) continue;
            // the first cell in reading order of a region not met yet: its distances, through cells of its region
            dist[first] = 0;
            queue.add(first);
            while (!queue.isEmpty()) {
                int u = queue.poll();
                values[stp[u]] = canvas.values().min() + dist[u];
                filled[stp[u]] = true;
                Cell c = cells.get(u);
                for (int[] d : new int[][] {{-1, 0}, {0, -1}, {0, 1}, {1, 0}}) {
                    Cell b = new Cell(c.row() + d[0], c.col() + d[1]);
                    if (!g.contains(b)) continue;
                    int w = (b.row() - g.top()) * g.cols() + b.col() - g.left(); // the grid's cells are in reading order
                    if (dist[w] < 0 && f.has(reg[w]) && f.value(reg[w]) == f.value(reg[first])) {
                        dist[w] = dist[u] + 1;
                        queue.add(w);
                    }
                }
            }
        }
        return new org.cellwise.model.Filling(values, filled);
    }

    /** How many regions the grid is cut into, or an error saying why it cannot be. */
    public static int regions(Grid g, org.cellwise.model.ValueRange values) {
        int cells = g.rows() * g.cols(), n = values.size();
        if (cells % n != 0)
            throw new IllegalArgumentException("chaos-construction cuts the grid into regions of " + n + " cells (one per value), and "
                    + cells + " cells do not divide into them");
        if (n > 62) throw new IllegalArgumentException("chaos-construction takes at most 62 values, not " + n);
        if (cells / n > n)
            throw new IllegalArgumentException("chaos-construction numbers its " + cells / n + " regions with the puzzle's " + n
                    + " values, too few");
        return cells / n;
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        Grid g = grid(p.grids());
        int regions = regions(g, p.values());
        for (Cell c : hiddenCells(g))
            if (p.indexOf(c) < 0)
                throw new IllegalArgumentException("chaos-construction keeps the regions in cells beside the grid, and " + c + " is not on the canvas");
        int min = p.values().min();
        List<Cell> cells = g.cells();
        List<Constraint> out = new ArrayList<>();
        int[] order = new int[3 * cells.size()], pairs = new int[2 * cells.size()];
        for (int i = 0; i < cells.size(); i++) {
            order[3 * i] = p.require(region(g, cells.get(i)));
            order[3 * i + 1] = p.require(step(g, cells.get(i)));
            order[3 * i + 2] = p.require(cells.get(i));
            pairs[2 * i] = order[3 * i];
            pairs[2 * i + 1] = order[3 * i + 2];
        }
        out.add(new Scan("chaos-construction: regions numbered in reading order", order, new Machine.ChaosOrder(min, regions, g.cols())));
        // two cells of one region differ, for every two cells close enough to share a region (a region of n cells
        // spans at most n - 1 steps); and each region has n cells
        int n = p.values().size();
        for (int i = 0; i < cells.size(); i++)
            for (int j = i + 1; j < cells.size(); j++) {
                Cell a = cells.get(i), b = cells.get(j);
                if (Math.abs(a.row() - b.row()) + Math.abs(a.col() - b.col()) > n - 1) continue;
                out.add(new Scan("chaos-construction: " + a + " and " + b + " differ in one region",
                        new int[] {pairs[2 * i], pairs[2 * j], pairs[2 * i + 1], pairs[2 * j + 1]}, new Machine.ChaosApart()));
            }
        int[] labels = new int[cells.size()];
        for (int i = 0; i < cells.size(); i++) labels[i] = pairs[2 * i];
        for (int k = 0; k < regions; k++)
            out.add(new Scan("chaos-construction: region " + (k + 1) + " has " + n + " cells", labels, new Machine.Occurs(min + k, 1L << n)));
        for (Cell c : cells) {
            List<Cell> line = new ArrayList<>(List.of(step(g, c), region(g, c)));
            for (int[] d : new int[][] {{-1, 0}, {0, -1}, {0, 1}, {1, 0}}) {
                Cell next = new Cell(c.row() + d[0], c.col() + d[1]);
                if (!g.contains(next)) continue;
                line.add(region(g, next));
                line.add(step(g, next));
            }
            out.add(new Scan("chaos-construction: " + c + " joins its region", p.indexesOf(line), new Machine.ChaosStep(min)));
        }
        return out;
    }
}
