package org.cellwise.model;

/** A position on the canvas, 0-based; printed 1-based as {@code r1c1}, the way solvers talk. */
public record Cell(int row, int col) implements Comparable<Cell> {
    @Override
    public String toString() {
        return "r" + (row + 1) + "c" + (col + 1);
    }

    @Override
    public int compareTo(Cell o) {
        return row != o.row ? Integer.compare(row, o.row) : Integer.compare(col, o.col);
    }
}
