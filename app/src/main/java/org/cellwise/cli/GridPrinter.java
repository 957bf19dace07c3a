package org.cellwise.cli;

import org.cellwise.model.Grid;
import org.cellwise.puzzle.Puzzle;

/** Draws a canvas of values as text: box lines for a single grid whose boxes are a rule, blanks where there is no cell. */
final class GridPrinter {
    private GridPrinter() {}

    static String draw(Puzzle p, int[] values) {
        int width = 1;
        for (int v : values) width = Math.max(width, Integer.toString(v).length());
        Grid only = p.grids().size() == 1 ? p.grids().get(0) : null;
        // box lines only where boxes are a rule: a Latin square or KenKen has none, whatever its grid's shape
        boolean boxes = only != null && only.hasBoxes() && only.top() == 0 && only.left() == 0
                && p.rows() == only.rows() && p.cols() == only.cols()
                && p.rules().stream().anyMatch(r -> r.keyword().equals("boxes"));
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < p.rows(); r++) {
            if (boxes && r > 0 && r % only.boxRows() == 0) {
                for (int c = 0; c < p.cols(); c++) {
                    if (c > 0 && c % only.boxCols() == 0) sb.append("-+");
                    sb.append("-".repeat(width + (c > 0 ? 1 : 0)));
                }
                sb.append('\n');
            }
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < p.cols(); c++) {
                if (c > 0) line.append(boxes && c % only.boxCols() == 0 ? " | " : " ");
                int i = p.indexOf(r, c);
                String s = i < 0 ? "" : Integer.toString(values[i]);
                line.append(" ".repeat(width - s.length())).append(s);
            }
            sb.append(line.toString().stripTrailing()).append('\n');
        }
        return sb.toString();
    }
}
