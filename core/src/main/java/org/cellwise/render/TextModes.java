package org.cellwise.render;

import java.util.function.BiFunction;
import org.cellwise.check.Report;
import org.cellwise.puzzle.Puzzle;

/**
 * Seed 004's text modes. Short: each cell's cage label and value, row by row. Verbose: label (R), operation (Ro),
 * target (Rn) and value (Val) for every cell. Both are followed by the check, as the seed's script does.
 */
public final class TextModes {
    private TextModes() {}

    public static String shortMode(Puzzle p, int[] values) {
        return rows(p, values, "  ", (cage, v) -> (cage == null ? "." : cage.label()) + " " + v);
    }

    public static String verboseMode(Puzzle p, int[] values) {
        return rows(p, values, "\t", (cage, v) -> "R=" + (cage == null ? "." : cage.label()) + " Ro=" + (cage == null ? "" : ascii(cage.op()))
                + " Rn=" + (cage == null ? "" : cage.target()) + " Val=" + v);
    }

    /**
     * What follows the grid in seed 004: the counts line (how many cells hold each value, so a 9x9 shows
     * {@code 1=9,...,9=9,}), then in verbose mode every rule's check, then the verdict.
     */
    public static String checked(Report report, boolean verbose) {
        StringBuilder sb = new StringBuilder(report.countsText()).append('\n');
        for (Report.Line l : report.shown(verbose)) sb.append(l.text()).append('\n');
        return sb.append(report.summary()).append('\n').toString();
    }

    /** Seed 004 writes its operations in ASCII. */
    private static String ascii(String op) {
        return op.replace('−', '-').replace('×', '*').replace('÷', '/');
    }

    /** One line per canvas row, one entry per cell, each made from the cell's cage (or null) and value. */
    private static String rows(Puzzle p, int[] values, String sep, BiFunction<Drawing.Cage, Integer, String> entry) {
        Drawing d = new Drawing(p);
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < p.rows(); r++) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < p.cols(); c++) {
                int i = p.indexOf(r, c);
                if (i < 0) continue;
                if (line.length() > 0) line.append(sep);
                line.append(entry.apply(d.cageOf[i] < 0 ? null : d.cages.get(d.cageOf[i]), values[i]));
            }
            if (line.length() > 0) sb.append(line).append('\n');
        }
        return sb.toString();
    }
}
