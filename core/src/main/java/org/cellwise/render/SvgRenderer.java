package org.cellwise.render;

import org.cellwise.model.Cell;
import org.cellwise.model.Puzzle;
import org.cellwise.rules.GreaterThan;

/**
 * A puzzle, and its answer if given, as a standalone SVG: coloured cages with dashed outlines and their clues,
 * thick region borders, greater-than signs between cells, givens in black and found values in blue.
 */
public final class SvgRenderer {
    static final int S = 44, M = 12;

    private SvgRenderer() {}

    /** {@code values} may be null (the puzzle as posed). */
    public static String render(Puzzle p, int[] values) {
        Drawing d = new Drawing(p);
        int w = p.cols() * S + 2 * M, h = p.rows() * S + 2 * M;
        StringBuilder sb = new StringBuilder();
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(w).append("\" height=\"").append(h)
                .append("\" viewBox=\"0 0 ").append(w).append(' ').append(h).append("\" font-family=\"sans-serif\">\n");
        sb.append("<title>").append(Palette.esc(p.name())).append("</title>\n");
        sb.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        for (int i = 0; i < p.size(); i++) {
            Cell c = p.cells().get(i);
            sb.append(String.format("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" stroke=\"#9a9a9a\" stroke-width=\"1\"/>\n",
                    x(c), y(c), S, S, Palette.fill(d.colourOf(i))));
        }
        // dashed cage outlines, a little inside the cells
        for (int i = 0; i < p.size(); i++) {
            int k = d.cageOf[i];
            if (k < 0 || d.cages.get(k).cells().size() == 1 && values == null && d.given[i]) continue;
            Cell c = p.cells().get(i);
            int in = 4;
            int x0 = x(c) + in, y0 = y(c) + in, x1 = x(c) + S - in, y1 = y(c) + S - in;
            if (!sameCage(d, i, c.row() - 1, c.col())) line(sb, x0, y0, x1, y0, "#444", 1, true);
            if (!sameCage(d, i, c.row() + 1, c.col())) line(sb, x0, y1, x1, y1, "#444", 1, true);
            if (!sameCage(d, i, c.row(), c.col() - 1)) line(sb, x0, y0, x0, y1, "#444", 1, true);
            if (!sameCage(d, i, c.row(), c.col() + 1)) line(sb, x1, y0, x1, y1, "#444", 1, true);
        }
        // thick borders between regions and around the canvas
        for (int i = 0; i < p.size(); i++) {
            Cell c = p.cells().get(i);
            if (!sameRegion(d, i, c.row() - 1, c.col())) line(sb, x(c), y(c), x(c) + S, y(c), "#111", 3, false);
            if (!sameRegion(d, i, c.row() + 1, c.col())) line(sb, x(c), y(c) + S, x(c) + S, y(c) + S, "#111", 3, false);
            if (!sameRegion(d, i, c.row(), c.col() - 1)) line(sb, x(c), y(c), x(c), y(c) + S, "#111", 3, false);
            if (!sameRegion(d, i, c.row(), c.col() + 1)) line(sb, x(c) + S, y(c), x(c) + S, y(c) + S, "#111", 3, false);
        }
        for (Drawing.Cage cage : d.cages) {
            Cell f = cage.first();
            sb.append(String.format("<text x=\"%d\" y=\"%d\" font-size=\"11\" fill=\"#222\">%s</text>\n", x(f) + 6, y(f) + 14,
                    Palette.esc(cage.clue())));
        }
        for (GreaterThan g : d.signs) sign(sb, g);
        for (int i = 0; i < p.size(); i++) {
            Cell c = p.cells().get(i);
            boolean isGiven = d.given[i];
            Integer v = values != null ? Integer.valueOf(values[i]) : isGiven ? givenValue(p, i) : null;
            if (v == null) continue;
            sb.append(String.format("<text x=\"%d\" y=\"%d\" font-size=\"20\" text-anchor=\"middle\" fill=\"%s\"%s>%d</text>\n",
                    x(c) + S / 2, y(c) + S / 2 + 9, isGiven ? "#000" : "#1f5fbf", isGiven ? " font-weight=\"bold\"" : "", v));
        }
        sb.append("</svg>\n");
        return sb.toString();
    }

    static Integer givenValue(Puzzle p, int cell) {
        for (var c : p.constraints())
            if (c instanceof org.cellwise.constraint.Fixed f && f.cell() == cell) return f.value();
        return null;
    }

    private static int x(Cell c) {
        return M + c.col() * S;
    }

    private static int y(Cell c) {
        return M + c.row() * S;
    }

    private static boolean sameCage(Drawing d, int i, int r, int c) {
        int j = d.puzzle.indexOf(r, c);
        return j >= 0 && d.cageOf[j] == d.cageOf[i];
    }

    private static boolean sameRegion(Drawing d, int i, int r, int c) {
        int j = d.puzzle.indexOf(r, c);
        return j >= 0 && d.regionOf[j] == d.regionOf[i];
    }

    private static void line(StringBuilder sb, int x0, int y0, int x1, int y1, String colour, int width, boolean dashed) {
        sb.append(String.format("<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"%d\"%s/>\n",
                x0, y0, x1, y1, colour, width, dashed ? " stroke-dasharray=\"4 3\"" : ""));
    }

    /** A sign on the edge between two neighbouring cells, opening towards the greater. */
    private static void sign(StringBuilder sb, GreaterThan g) {
        Cell a = g.greater(), b = g.smaller();
        int dr = b.row() - a.row(), dc = b.col() - a.col();
        if (Math.abs(dr) + Math.abs(dc) != 1) return; // only neighbours carry a sign
        String text = dc == 1 ? "&gt;" : dc == -1 ? "&lt;" : dr == 1 ? "∨" : "∧";
        int cx = M + Math.min(a.col(), b.col()) * S + (dc != 0 ? S : S / 2);
        int cy = M + Math.min(a.row(), b.row()) * S + (dr != 0 ? S : S / 2);
        sb.append(String.format("<text x=\"%d\" y=\"%d\" font-size=\"16\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"#b00020\">%s</text>\n",
                cx, cy + 6, text));
    }
}
