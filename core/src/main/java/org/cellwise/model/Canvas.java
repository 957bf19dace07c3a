package org.cellwise.model;

import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;

/**
 * Where a puzzle's cells sit and what they may hold: the union of its grids plus any loose cells (a Kakuro's
 * white cells), and the value range. Knows nothing of rules. Immutable; two canvases with the same grids, loose
 * cells and values are equal, so compiled work can be shared by key.
 */
public final class Canvas {
    /** Rows and columns of the largest canvas: past it a typo (a grid at 1000000,1000000) is an error, not 8 GB. */
    public static final int MAX_SIDE = 1000;
    /** Cells of the largest canvas: sixteen 64×64 grids, or a 300×300 Latin square, fit. */
    public static final int MAX_CELLS = 100_000;

    private final List<Grid> grids;
    private final List<Cell> loose;
    private final ValueRange values;
    private final List<Cell> cells;
    private final int rows, cols;
    private final int[] index; // canvas position -> cell index, -1 for no cell
    private final int hash;

    public Canvas(List<Grid> grids, Collection<Cell> loose, ValueRange values) {
        this.grids = List.copyOf(grids);
        this.loose = List.copyOf(new TreeSet<>(loose));
        this.values = values;
        if (this.grids.isEmpty() && this.loose.isEmpty()) throw new IllegalArgumentException("the puzzle has no cells");
        long cellCount = this.loose.size();
        for (Grid g : this.grids) {
            if (g.top() + g.rows() > MAX_SIDE || g.left() + g.cols() > MAX_SIDE)
                throw new IllegalArgumentException("grid " + g.name() + " reaches past row or column " + MAX_SIDE
                        + ", the largest canvas");
            cellCount += (long) g.rows() * g.cols();
        }
        for (Cell c : this.loose)
            if (c.row() >= MAX_SIDE || c.col() >= MAX_SIDE)
                throw new IllegalArgumentException("cell " + c + " lies past row or column " + MAX_SIDE + ", the largest canvas");
        if (cellCount > MAX_CELLS)
            throw new IllegalArgumentException("the canvas would have " + cellCount + " cells; at most " + MAX_CELLS);
        for (Cell c : this.loose)
            if (c.row() < 0 || c.col() < 0) throw new IllegalArgumentException("cell " + c + " is off the canvas");
        TreeSet<Cell> all = new TreeSet<>(this.loose);
        for (Grid g : this.grids) all.addAll(g.cells());
        this.cells = List.copyOf(all);
        int maxR = 0, maxC = 0;
        for (Cell c : cells) {
            maxR = Math.max(maxR, c.row() + 1);
            maxC = Math.max(maxC, c.col() + 1);
        }
        this.rows = maxR;
        this.cols = maxC;
        this.index = new int[rows * cols];
        Arrays.fill(index, -1);
        for (int i = 0; i < cells.size(); i++) index[cells.get(i).row() * cols + cells.get(i).col()] = i;
        this.hash = (grids.hashCode() * 31 + this.loose.hashCode()) * 31 + values.hashCode();
    }

    public ValueRange values() {
        return values;
    }

    public List<Grid> grids() {
        return grids;
    }

    /** Cells that belong to no grid, in canvas order. */
    public List<Cell> loose() {
        return loose;
    }

    /** Cells in row-major canvas order; a cell's position in this list is its index everywhere else. */
    public List<Cell> cells() {
        return cells;
    }

    public int size() {
        return cells.size();
    }

    public int rows() {
        return rows;
    }

    public int cols() {
        return cols;
    }

    /** The cell index at a canvas position, or -1 where the canvas has no cell. */
    public int indexOf(int row, int col) {
        if (row < 0 || col < 0 || row >= rows || col >= cols) return -1;
        return index[row * cols + col];
    }

    public int indexOf(Cell c) {
        return indexOf(c.row(), c.col());
    }

    /** The index of a cell that must be on the canvas. */
    public int require(Cell c) {
        int i = indexOf(c);
        if (i < 0) throw new IllegalArgumentException("cell " + c + " is not on the canvas");
        return i;
    }

    public int[] indexesOf(Collection<Cell> cs) {
        int[] out = new int[cs.size()];
        int i = 0;
        for (Cell c : cs) out[i++] = require(c);
        return out;
    }

    /** The name a person reads for a cell index: {@code r1c1}. */
    public String name(int cell) {
        return cells.get(cell).toString();
    }

    /** Names of cell indexes, space-separated: {@code r1c1 r1c2}. */
    public String names(int[] cellIndexes) {
        StringBuilder sb = new StringBuilder();
        for (int c : cellIndexes) sb.append(sb.length() == 0 ? "" : " ").append(name(c));
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        return o instanceof Canvas c && c.hash == hash && c.values.equals(values) && c.grids.equals(grids)
                && c.loose.equals(loose);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return "Canvas[" + rows + "x" + cols + ", " + cells.size() + " cells, values " + values + "]";
    }
}
