package org.cellwise.render;

import org.cellwise.model.Puzzle;

/**
 * Seed 004's text modes. Short: each cell's cage label and value, row by row. Verbose: label (R), operation (Ro),
 * target (Rn) and value (Val) for every cell.
 */
public final class TextModes {
    private TextModes() {}

    public static String shortMode(Puzzle p, int[] values) {
        Drawing d = new Drawing(p);
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < p.rows(); r++) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < p.cols(); c++) {
                int i = p.indexOf(r, c);
                if (i < 0) continue;
                int k = d.cageOf[i];
                if (line.length() > 0) line.append("  ");
                line.append(k < 0 ? "." : d.cages.get(k).label()).append(' ').append(values[i]);
            }
            if (line.length() > 0) sb.append(line).append('\n');
        }
        return sb.toString();
    }

    public static String verboseMode(Puzzle p, int[] values) {
        Drawing d = new Drawing(p);
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < p.rows(); r++) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < p.cols(); c++) {
                int i = p.indexOf(r, c);
                if (i < 0) continue;
                int k = d.cageOf[i];
                Drawing.Cage cage = k < 0 ? null : d.cages.get(k);
                if (line.length() > 0) line.append('\t');
                line.append("R=").append(cage == null ? "." : cage.label())
                        .append(" Ro=").append(cage == null ? "" : cage.op())
                        .append(" Rn=").append(cage == null ? "" : cage.target())
                        .append(" Val=").append(values[i]);
            }
            if (line.length() > 0) sb.append(line).append('\n');
        }
        return sb.toString();
    }
}
