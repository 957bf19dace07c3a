package org.cellwise.model;

/** A position on the canvas, 0-based; printed 1-based as {@code r1c1}, the way solvers talk. */
public record Cell(int row, int col) implements Comparable<Cell> {
    @Override
    public String toString() {
        return "r" + (row + 1) + "c" + (col + 1);
    }

    // written out rather than left to the record: its generated equals and hashCode are linked through method handles on
    // first use, some 10 ms of a short run's start; the same formula, so hash orders do not change
    @Override
    public boolean equals(Object o) {
        return o instanceof Cell c && c.row == row && c.col == col;
    }

    @Override
    public int hashCode() {
        return 31 * row + col;
    }

    @Override
    public int compareTo(Cell o) {
        return row != o.row ? Integer.compare(row, o.row) : Integer.compare(col, o.col);
    }
}
