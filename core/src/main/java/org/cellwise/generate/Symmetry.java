package org.cellwise.generate;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/** How givens are placed: each given comes with its images under the symmetry, so cells fall into orbits. */
public enum Symmetry {
    NONE, ROTATE180, ROTATE90, MIRROR, FLIP, DIAGONAL;

    public static Symmetry of(String word) {
        for (Symmetry s : values()) if (s.word().equals(word)) return s;
        throw new IllegalArgumentException("unknown symmetry '" + word + "': expected none, rotate180, rotate90, mirror, flip or diagonal");
    }

    public String word() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    private Cell image(Cell c, int rows, int cols) {
        return switch (this) {
            case NONE -> c;
            case ROTATE180 -> new Cell(rows - 1 - c.row(), cols - 1 - c.col());
            case ROTATE90 -> new Cell(c.col(), rows - 1 - c.row());
            case MIRROR -> new Cell(c.row(), cols - 1 - c.col());
            case FLIP -> new Cell(rows - 1 - c.row(), c.col());
            case DIAGONAL -> new Cell(c.col(), c.row());
        };
    }

    /** The cells in orbits (cell indexes), each orbit once, in canvas order of its first cell. */
    public List<int[]> orbits(Canvas canvas) {
        int n = canvas.size();
        boolean[] seen = new boolean[n];
        List<int[]> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (seen[i]) continue;
            List<Integer> orbit = new ArrayList<>();
            Cell c = canvas.cells().get(i);
            for (int k = 0; k < 4; k++) {
                int j = canvas.indexOf(c);
                if (j >= 0 && !seen[j]) {
                    seen[j] = true;
                    orbit.add(j);
                }
                c = image(c, canvas.rows(), canvas.cols());
            }
            out.add(orbit.stream().mapToInt(Integer::intValue).toArray());
        }
        return out;
    }
}
