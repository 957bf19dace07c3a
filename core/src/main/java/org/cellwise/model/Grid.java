package org.cellwise.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A square N×N grid placed on the canvas at (top, left). Several grids may overlap and share cells
 * (samurai, seed 000). Boxes are boxRows×boxCols; 0×0 means the grid has no boxes.
 */
public record Grid(String name, int top, int left, int size, int boxRows, int boxCols) {

    public Grid {
        if (size < 1) throw new IllegalArgumentException("grid size must be positive");
        if (top < 0 || left < 0) throw new IllegalArgumentException("grid position must not be negative");
        if (boxRows < 0 || boxCols < 0) throw new IllegalArgumentException("box shape must not be negative");
        if ((boxRows == 0) != (boxCols == 0)) throw new IllegalArgumentException("box shape " + boxRows + "x" + boxCols);
        if (boxRows > 0 && (size % boxRows != 0 || size % boxCols != 0 || boxRows * boxCols != size))
            throw new IllegalArgumentException("boxes " + boxRows + "x" + boxCols + " do not tile a " + size + "x" + size + " grid");
    }

    /** A grid at the origin with the usual box shape for its size. */
    public static Grid standard(int size) {
        int[] box = defaultBox(size);
        return new Grid("main", 0, 0, size, box[0], box[1]);
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

    public boolean hasBoxes() {
        return boxRows > 0;
    }

    public Cell cell(int r, int c) {
        return new Cell(top + r, left + c);
    }

    public boolean contains(Cell cell) {
        return cell.row() >= top && cell.row() < top + size && cell.col() >= left && cell.col() < left + size;
    }

    public List<Cell> row(int r) {
        List<Cell> out = new ArrayList<>(size);
        for (int c = 0; c < size; c++) out.add(cell(r, c));
        return out;
    }

    public List<Cell> column(int c) {
        List<Cell> out = new ArrayList<>(size);
        for (int r = 0; r < size; r++) out.add(cell(r, c));
        return out;
    }

    public List<Cell> box(int b) {
        int boxesAcross = size / boxCols;
        int r0 = (b / boxesAcross) * boxRows, c0 = (b % boxesAcross) * boxCols;
        List<Cell> out = new ArrayList<>(size);
        for (int r = 0; r < boxRows; r++) for (int c = 0; c < boxCols; c++) out.add(cell(r0 + r, c0 + c));
        return out;
    }

    public List<Cell> cells() {
        List<Cell> out = new ArrayList<>(size * size);
        for (int r = 0; r < size; r++) out.addAll(row(r));
        return out;
    }
}
