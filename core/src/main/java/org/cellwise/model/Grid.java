package org.cellwise.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A grid of {@code rows} × {@code cols} cells placed on the canvas at (top, left): square (N×N) or not (6×9).
 * Several grids may overlap and share cells (samurai, seed 000). Boxes are boxRows×boxCols and tile the grid,
 * each of as many cells as the longer side (a 6×9 grid's 3×3 boxes hold 9); 0×0 means the grid has no boxes.
 */
public record Grid(String name, int top, int left, int rows, int cols, int boxRows, int boxCols) {

    public Grid {
        if (rows < 1 || cols < 1) throw new IllegalArgumentException("grid size must be positive");
        if (top < 0 || left < 0) throw new IllegalArgumentException("grid position must not be negative");
        if (boxRows < 0 || boxCols < 0) throw new IllegalArgumentException("box shape must not be negative");
        if ((boxRows == 0) != (boxCols == 0)) throw new IllegalArgumentException("box shape " + boxRows + "x" + boxCols);
        if (boxRows > 0 && (rows % boxRows != 0 || cols % boxCols != 0 || boxRows * boxCols != Math.max(rows, cols)))
            throw new IllegalArgumentException("boxes " + boxRows + "x" + boxCols + " do not tile a " + shape(rows, cols) + " grid"
                    + (rows == cols ? "" : " in boxes of " + Math.max(rows, cols) + " cells, as many as its longer side"));
    }

    // written out rather than left to the record: its generated equals and hashCode are linked through method handles on
    // first use, some 10 ms of a short run's start; the same formula, so hash orders do not change
    @Override
    public boolean equals(Object o) {
        return o instanceof Grid g && g.top == top && g.left == left && g.rows == rows && g.cols == cols && g.boxRows == boxRows
                && g.boxCols == boxCols && java.util.Objects.equals(g.name, name);
    }

    @Override
    public int hashCode() {
        int h = java.util.Objects.hashCode(name);
        for (int x : new int[] {top, left, rows, cols, boxRows, boxCols}) h = 31 * h + x;
        return h;
    }

    /** A square grid. */
    public Grid(String name, int top, int left, int size, int boxRows, int boxCols) {
        this(name, top, left, size, size, boxRows, boxCols);
    }

    /** "9x9", "6x9": rows by columns, for messages. */
    public static String shape(int rows, int cols) {
        return rows + "x" + cols;
    }

    /** The grid's size as a {@code size} statement writes it: "9" for a square grid, "6x9" for rows by columns. */
    public String dims() {
        return square() ? String.valueOf(rows) : rows + "x" + cols;
    }

    /** A grid at the origin with the usual box shape for its size. */
    public static Grid standard(int size) {
        return standard(size, size);
    }

    /** A grid at the origin of {@code rows} × {@code cols} with the usual boxes (none when none tile it). */
    public static Grid standard(int rows, int cols) {
        int[] box = defaultBox(rows, cols);
        return new Grid("main", 0, 0, rows, cols, box[0], box[1]);
    }

    /**
     * The usual box shape for an N×N sudoku: as square as possible with more columns than rows (6×6 → 2×3,
     * 8×8 → 2×4, 12×12 → 3×4). A prime size has no boxes.
     */
    public static int[] defaultBox(int size) {
        int best = 0;
        for (int r = 2; (long) r * r <= size; r++) if (size % r == 0) best = r;
        return best == 0 ? new int[] {0, 0} : new int[] {best, size / best};
    }

    /**
     * The usual boxes of a {@code rows} × {@code cols} grid: boxes of as many cells as the longer side, as square
     * as possible, that tile it (6×9: 3×3; 6×8: 2×4; 5×10: 5×2), else none (9×8, 4×7). A square grid's are
     * {@link #defaultBox(int)}'s.
     */
    public static int[] defaultBox(int rows, int cols) {
        if (rows == cols) return defaultBox(rows);
        int n = Math.max(rows, cols);
        for (int small = (int) Math.sqrt(n); small >= 2; small--) {
            if (n % small != 0) continue;
            int large = n / small;
            if (rows % small == 0 && cols % large == 0) return new int[] {small, large};
            if (rows % large == 0 && cols % small == 0) return new int[] {large, small};
        }
        return new int[] {0, 0};
    }

    public boolean square() {
        return rows == cols;
    }

    /** A square grid's side, for what holds square grids only ({@code what}: "the cage-label encoding"). */
    public int side(String what) {
        if (!square()) throw new IllegalArgumentException(what + " holds a square grid, and grid " + name + " is " + shape(rows, cols));
        return rows;
    }

    /** The longer side: how many values a row or column of the longer side holds, and each box. */
    public int span() {
        return Math.max(rows, cols);
    }

    public boolean hasBoxes() {
        return boxRows > 0;
    }

    public Cell cell(int r, int c) {
        return new Cell(top + r, left + c);
    }

    public boolean contains(Cell cell) {
        return cell.row() >= top && cell.row() < top + rows && cell.col() >= left && cell.col() < left + cols;
    }

    public List<Cell> row(int r) {
        List<Cell> out = new ArrayList<>(cols);
        for (int c = 0; c < cols; c++) out.add(cell(r, c));
        return out;
    }

    public List<Cell> column(int c) {
        List<Cell> out = new ArrayList<>(rows);
        for (int r = 0; r < rows; r++) out.add(cell(r, c));
        return out;
    }

    /** The number of boxes. */
    public int boxes() {
        return hasBoxes() ? rows / boxRows * (cols / boxCols) : 0;
    }

    public List<Cell> box(int b) {
        int boxesAcross = cols / boxCols;
        int r0 = (b / boxesAcross) * boxRows, c0 = (b % boxesAcross) * boxCols;
        List<Cell> out = new ArrayList<>(boxRows * boxCols);
        for (int r = 0; r < boxRows; r++) for (int c = 0; c < boxCols; c++) out.add(cell(r0 + r, c0 + c));
        return out;
    }

    /** The box holding the cell at (r, c) of the grid. */
    public int boxOf(int r, int c) {
        return r / boxRows * (cols / boxCols) + c / boxCols;
    }

    public List<Cell> cells() {
        List<Cell> out = new ArrayList<>(rows * cols);
        for (int r = 0; r < rows; r++) out.addAll(row(r));
        return out;
    }
}
