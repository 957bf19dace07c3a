package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.model.ValueRange;

/**
 * Doppelganger: an N×N grid on N + 1 values (0..N). Every row, column and box holds the least value (0) and all but
 * one of the others; no two rows (no two columns, no two boxes) miss the same value; and where a cell holds 0, its
 * row, its column and its box miss three different values.
 *
 * <p>The missing values are unknowns held in cells beside the grid, which the rule brings: each row's right of the
 * grid after an empty column, each column's below the grid after an empty row, and each box's in a block laid out as
 * the boxes are, right of the rows' after another empty column. A house and its missing value then hold every value
 * once, which is how the rule is stated; the missing values are determined by the grid, so counting answers counts
 * grids.
 */
public final class Doppelganger extends FlagRule implements BesideGrid {
    @Override
    public String keyword() {
        return "doppelganger";
    }

    @Override
    public String keeps() {
        return "the missing values";
    }

    /** The cell beside the grid that holds the value row {@code r} (0-based) misses. */
    public static Cell rowMissing(Grid g, int r) {
        return new Cell(g.top() + r, g.left() + g.cols() + 1);
    }

    /** The cell below the grid that holds the value column {@code c} (0-based) misses. */
    public static Cell columnMissing(Grid g, int c) {
        return new Cell(g.top() + g.rows() + 1, g.left() + c);
    }

    /** The cell beside the grid that holds the value box {@code b} (0-based, reading order) misses. */
    public static Cell boxMissing(Grid g, int b) {
        int across = g.cols() / g.boxCols();
        return new Cell(g.top() + b / across, g.left() + g.cols() + 3 + b % across);
    }

    @Override
    public List<Cell> besideCells(Grid g) {
        List<Cell> out = new ArrayList<>();
        for (int r = 0; r < g.rows(); r++) out.add(rowMissing(g, r));
        for (int c = 0; c < g.cols(); c++) out.add(columnMissing(g, c));
        if (g.hasBoxes()) for (int b = 0; b < g.boxes(); b++) out.add(boxMissing(g, b));
        return out;
    }

    @Override
    public void fits(Grid g, ValueRange values) {
        if (!g.square()) throw new IllegalArgumentException("doppelganger needs a square grid, not " + g.dims());
        if (values.size() != g.rows() + 1)
            throw new IllegalArgumentException("doppelganger needs one value more than the grid's side (" + (g.rows() + 1)
                    + ", as 0.." + g.rows() + "), not " + values.size());
        if (values.size() > Machine.DoppelgangerZero.MAX_VALUES)
            throw new IllegalArgumentException("doppelganger takes at most " + Machine.DoppelgangerZero.MAX_VALUES + " values, not " + values.size());
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        Grid g = BesideGrid.grid(keyword(), p.grids());
        fits(g, p.values());
        for (Cell c : besideCells(g))
            if (p.indexOf(c) < 0)
                throw new IllegalArgumentException("doppelganger keeps the missing values in cells beside the grid, and " + c + " is not on the canvas");
        int zero = p.values().min();
        List<Constraint> out = new ArrayList<>();
        List<Cell> rows = new ArrayList<>(), columns = new ArrayList<>(), boxes = new ArrayList<>();
        for (int r = 0; r < g.rows(); r++) {
            rows.add(rowMissing(g, r));
            out.add(house(p, "row " + (r + 1), g.row(r), rowMissing(g, r)));
        }
        for (int c = 0; c < g.cols(); c++) {
            columns.add(columnMissing(g, c));
            out.add(house(p, "column " + (c + 1), g.column(c), columnMissing(g, c)));
        }
        if (g.hasBoxes())
            for (int b = 0; b < g.boxes(); b++) {
                boxes.add(boxMissing(g, b));
                out.add(house(p, "box " + (b + 1), g.box(b), boxMissing(g, b)));
            }
        for (var kind : List.of(java.util.Map.entry("rows", rows), java.util.Map.entry("columns", columns), java.util.Map.entry("boxes", boxes))) {
            if (kind.getValue().isEmpty()) continue;
            int[] cells = p.indexesOf(kind.getValue());
            // each house holds the least value, so none misses it; and no two of a kind miss the same value
            out.add(new Scan("doppelganger: every one of the " + kind.getKey() + " holds " + zero, cells, new Machine.Occurs(zero, 1L)));
            out.add(new AllDifferent("doppelganger: the " + kind.getKey() + " miss different values", cells));
        }
        for (int r = 0; r < g.rows(); r++)
            for (int c = 0; c < g.cols(); c++) {
                Cell cell = g.cell(r, c);
                List<Cell> line = new ArrayList<>(List.of(cell, rowMissing(g, r), columnMissing(g, c)));
                if (g.hasBoxes()) line.add(boxMissing(g, g.boxOf(r, c)));
                out.add(new Scan("doppelganger: where " + cell + " holds " + zero + ", its houses miss different values",
                        p.indexesOf(line), new Machine.DoppelgangerZero(zero)));
            }
        return out;
    }

    private static Constraint house(Canvas p, String name, List<Cell> cells, Cell missing) {
        List<Cell> all = new ArrayList<>(cells);
        all.add(missing);
        return new AllDifferent("doppelganger: " + name + " and the value it misses", p.indexesOf(all));
    }
}
