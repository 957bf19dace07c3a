package org.cellwise.render;

import org.cellwise.model.Cell;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.GreaterThan;

/**
 * A puzzle, and its answer if given, as strokes on a {@link Canvas}: coloured cages with dashed outlines and their
 * clues, thick region borders, greater-than signs between cells, givens in black and found values in blue.
 */
final class Picture {
    static final int S = 44, M = 12;

    private Picture() {}

    static int width(Puzzle p) {
        return p.cols() * S + 2 * M;
    }

    static int height(Puzzle p) {
        return p.rows() * S + 2 * M;
    }

    /** {@code values} may be null (the puzzle as posed). */
    static void draw(Puzzle p, int[] values, Canvas g) {
        Drawing d = new Drawing(p);
        g.rect(0, 0, width(p), height(p), "#ffffff", null);
        for (int i = 0; i < p.size(); i++) {
            Cell c = p.cells().get(i);
            g.rect(x(c), y(c), S, S, Palette.fill(d.colourOf(i)), "#9a9a9a");
        }
        // dashed cage outlines, a little inside the cells
        for (int i = 0; i < p.size(); i++) {
            int k = d.cageOf[i];
            if (k < 0 || d.cages.get(k).cells().size() == 1 && values == null && d.given[i]) continue;
            Cell c = p.cells().get(i);
            int in = 4;
            int x0 = x(c) + in, y0 = y(c) + in, x1 = x(c) + S - in, y1 = y(c) + S - in;
            if (!sameCage(d, i, c.row() - 1, c.col())) g.line(x0, y0, x1, y0, "#444444", 1, true);
            if (!sameCage(d, i, c.row() + 1, c.col())) g.line(x0, y1, x1, y1, "#444444", 1, true);
            if (!sameCage(d, i, c.row(), c.col() - 1)) g.line(x0, y0, x0, y1, "#444444", 1, true);
            if (!sameCage(d, i, c.row(), c.col() + 1)) g.line(x1, y0, x1, y1, "#444444", 1, true);
        }
        // thick borders between regions and around the canvas
        for (int i = 0; i < p.size(); i++) {
            Cell c = p.cells().get(i);
            if (!sameRegion(d, i, c.row() - 1, c.col())) g.line(x(c), y(c), x(c) + S, y(c), "#111111", 3, false);
            if (!sameRegion(d, i, c.row() + 1, c.col())) g.line(x(c), y(c) + S, x(c) + S, y(c) + S, "#111111", 3, false);
            if (!sameRegion(d, i, c.row(), c.col() - 1)) g.line(x(c), y(c), x(c), y(c) + S, "#111111", 3, false);
            if (!sameRegion(d, i, c.row(), c.col() + 1)) g.line(x(c) + S, y(c), x(c) + S, y(c) + S, "#111111", 3, false);
        }
        for (Drawing.Cage cage : d.cages) {
            Cell f = cage.first();
            g.text(x(f) + 6, y(f) + 14, 11, false, false, "#222222", cage.clue());
        }
        for (GreaterThan s : d.signs) sign(g, s);
        for (int i = 0; i < p.size(); i++) {
            Cell c = p.cells().get(i);
            boolean isGiven = d.given[i];
            Integer v = values != null ? Integer.valueOf(values[i]) : isGiven ? Integer.valueOf(d.givenValue[i]) : null;
            if (v == null) continue;
            g.text(x(c) + S / 2, y(c) + S / 2 + 9, 20, true, isGiven, isGiven ? "#000000" : "#1f5fbf", v.toString());
        }
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

    /** A sign on the edge between two neighbouring cells, opening towards the greater. */
    private static void sign(Canvas g, GreaterThan s) {
        Cell a = s.greater(), b = s.smaller();
        int dr = b.row() - a.row(), dc = b.col() - a.col();
        if (Math.abs(dr) + Math.abs(dc) != 1) return; // only neighbours carry a sign
        String text = dc == 1 ? ">" : dc == -1 ? "<" : dr == 1 ? "∨" : "∧";
        int cx = M + Math.min(a.col(), b.col()) * S + (dc != 0 ? S : S / 2);
        int cy = M + Math.min(a.row(), b.row()) * S + (dr != 0 ? S : S / 2);
        g.text(cx, cy + 6, 16, true, true, "#b00020", text);
    }
}
