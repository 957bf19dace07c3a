package org.cellwise.render;

import java.util.List;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.puzzle.Family;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.GreaterThan;

/**
 * A puzzle, and its answer if given, as strokes on a {@link Canvas}, showing every clue the puzzle has: killer
 * cages dashed and KenKen cages walled in bold, each with its clue in a corner kept clear of lines; sums whose
 * values may repeat dotted in another colour; Kakuro's black cells split by a diagonal with their across and down
 * clues; Sujiko's circles on the shared corners; header puzzles' headings outside the grid and their equal
 * diagonal shaded; boxes or jigsaw regions in bold, each grid of an overlapping canvas outlined; diagonals;
 * greater-than signs; givens in black and found values in blue.
 */
public final class Picture {
    /** The default cell size in pixels; every length and font scales with the cell. */
    static final int CELL = 44;
    /** Smaller cells make clue text unreadable; larger ones serve no screen or page. */
    public static final int MIN_CELL = 12, MAX_CELL = 400;

    private final Puzzle p;
    private final Drawing d;
    private final int s, m, left, top, outside;

    Picture(Puzzle p, int cell) {
        if (cell < MIN_CELL || cell > MAX_CELL) throw new IllegalArgumentException("a cell is " + MIN_CELL + " to " + MAX_CELL + " pixels, not " + cell);
        this.p = p;
        this.d = new Drawing(p);
        this.s = cell;
        this.m = Math.max(8, cell * 12 / 44);
        boolean rowHeadings = d.headings.stream().anyMatch(Drawing.HeadingMark::row);
        boolean colHeadings = d.headings.stream().anyMatch(h -> !h.row());
        this.outside = ClueStrokes.outside(d) ? s : 0;
        this.left = m + (rowHeadings ? s : outside);
        this.top = m + (colHeadings ? s : outside);
    }

    /** Where r1c1's top-left corner lies. */
    int left() {
        return left;
    }

    int top() {
        return top;
    }

    int width() {
        return left + p.cols() * s + m + outside;
    }

    int height() {
        return top + p.rows() * s + m + outside;
    }

    /** Pixels for a length given at the default cell size. */
    private int px(int atDefault) {
        return Math.max(1, Math.round(atDefault * s / (float) CELL));
    }

    private int x(int col) {
        return left + col * s;
    }

    private int y(int row) {
        return top + row * s;
    }

    /** {@code values} may be null (the puzzle as posed). */
    void draw(int[] values, Canvas g) {
        draw(values, g, null);
    }

    /** With a step's marks over the puzzle (values then come from the marks). */
    void draw(int[] values, Canvas g, Marks marks) {
        g.layer("cells");
        g.rect(0, 0, width(), height(), "#ffffff", null);
        cells(g, marks);
        g.layer("under");
        ClueStrokes strokes = new ClueStrokes(p, d, g, s, left, top);
        strokes.under();
        kakuro(g);
        if (d.diagonals)
            for (Grid gr : p.grids()) {
                if (!gr.square()) continue; // a diagonal rule refuses a rectangle: nothing to draw
                g.line(x(gr.left()), y(gr.top()), x(gr.left() + gr.cols()), y(gr.top() + gr.rows()), "#9fb4d9", px(2), false);
                g.line(x(gr.left() + gr.cols()), y(gr.top()), x(gr.left()), y(gr.top() + gr.rows()), "#9fb4d9", px(2), false);
            }
        g.layer("lines");
        cages(values, g);
        borders(g, regionsOf(values));
        sums(g);
        for (Drawing.Circle c : d.circles) {
            int cx = x(c.topLeft().col() + 1), cy = y(c.topLeft().row() + 1), r = px(14);
            g.circle(cx, cy, r, "#ffffff", "#222222", px(2));
            g.text(cx, cy + px(5), px(14), true, true, "#222222", String.valueOf(c.sum()));
        }
        for (Drawing.HeadingMark h : d.headings) {
            int cx = h.row() ? left - s : x(h.index()), cy = h.row() ? y(h.index()) : top - s;
            g.rect(cx, cy, s, s, "#eeeeee", "#9a9a9a");
            g.text(cx + s / 2, cy + s / 2 + px(7), px(18), true, true, "#333333", String.valueOf(h.target()));
        }
        for (Drawing.Cage cage : d.cages) {
            Cell f = cage.first();
            int i = p.indexOf(f);
            if (cage.cells().size() == 1 && values == null && d.given[i]) continue; // a one-cell cage is its given
            if (cage.clue().isEmpty()) continue; // a cage without a sum
            label(g, x(f.col()) + px(3), y(f.row()) + px(3), px(13), cage.clue(), "#222222", Palette.fill(d.colourOf(i)));
        }
        for (GreaterThan sign : d.signs) sign(g, sign);
        g.layer("over");
        strokes.over();
        g.layer("values");
        if (marks != null) {
            marks(g, marks);
            g.layer(null);
            return;
        }
        for (int i = 0; i < p.size(); i++) {
            Cell c = p.cells().get(i);
            boolean isGiven = d.given[i];
            Integer v = values != null ? Integer.valueOf(values[i]) : isGiven ? Integer.valueOf(d.givenValue[i]) : null;
            if (v == null) continue;
            g.text(x(c.col()) + s / 2, y(c.row()) + s / 2 + px(9), px(24), true, isGiven, isGiven ? "#000000" : "#1f5fbf", v.toString());
        }
        g.layer(null);
    }

    /** Known values, placements in green, and small candidates with the removed ones red and struck through. */
    private void marks(Canvas g, Marks mk) {
        int per = (int) Math.ceil(Math.sqrt(mk.size()));
        int sub = s / per, font = Math.max(6, sub * 3 / 4);
        for (int i = 0; i < p.size(); i++) {
            Cell c = p.cells().get(i);
            int x0 = x(c.col()), y0 = y(c.row());
            if (mk.placed()[i] != Integer.MIN_VALUE) {
                g.text(x0 + s / 2, y0 + s / 2 + px(9), px(24), true, true, "#1a8a2e", String.valueOf(mk.placed()[i]));
                continue;
            }
            if (mk.known()[i]) {
                boolean isGiven = d.given[i];
                g.text(x0 + s / 2, y0 + s / 2 + px(9), px(24), true, isGiven, isGiven ? "#000000" : "#1f5fbf",
                        String.valueOf(mk.values()[i]));
                continue;
            }
            long all = mk.candidates()[i] | mk.struck()[i];
            for (int v = 0; v < mk.size(); v++) {
                if ((all & (1L << v)) == 0) continue;
                int cx = x0 + (v % per) * sub + sub / 2, cy = y0 + (v / per) * sub + sub / 2 + font / 3;
                boolean gone = (mk.struck()[i] & (1L << v)) != 0;
                g.text(cx, cy, font, true, gone, gone ? "#d0021b" : "#666666", String.valueOf(mk.min() + v));
                if (gone) g.line(cx - font / 2, cy - font / 3, cx + font / 2, cy - font / 3, "#d0021b", px(2), false);
            }
        }
    }

    private void cells(Canvas g, Marks marks) {
        boolean[] diagonal = new boolean[p.size()];
        if (d.equalDiagonal)
            for (Grid gr : p.grids()) for (int k = 0; k < Math.min(gr.rows(), gr.cols()); k++) diagonal[p.indexOf(gr.cell(k, k))] = true;
        for (int i = 0; i < p.size(); i++) {
            Cell c = p.cells().get(i);
            String fill = marks != null && marks.highlight()[i] ? "#ffe98a"
                    : diagonal[i] ? "#dfe8f7" : Palette.fill(d.colourOf(i));
            g.rect(x(c.col()), y(c.row()), s, s, fill, "#9a9a9a");
        }
    }

    /** Black cells, each split by a diagonal when it holds clues: down below the diagonal, across above it. */
    private void kakuro(Canvas g) {
        if (d.family != Family.KAKURO) return;
        for (int r = 0; r < p.rows(); r++)
            for (int c = 0; c < p.cols(); c++)
                if (p.indexOf(r, c) < 0) g.rect(x(c), y(r), s, s, "#3a3a3a", "#3a3a3a");
        java.util.Set<Cell> split = new java.util.HashSet<>();
        for (Drawing.Clue k : d.clues) {
            Cell at = k.at();
            if (split.add(at)) g.line(x(at.col()), y(at.row()), x(at.col() + 1), y(at.row() + 1), "#bbbbbb", px(1), false);
            if (k.across()) g.text(x(at.col()) + s - px(13), y(at.row()) + px(17), px(14), true, true, "#ffffff", String.valueOf(k.sum()));
            else g.text(x(at.col()) + px(13), y(at.row()) + s - px(6), px(14), true, true, "#ffffff", String.valueOf(k.sum()));
        }
    }

    /** Killer cages: a dashed outline inside the cells. KenKen cages: bold solid walls on the cell edges. */
    private void cages(int[] values, Canvas g) {
        for (int i = 0; i < p.size(); i++) {
            int k = d.cageOf[i];
            if (k < 0) continue;
            Drawing.Cage cage = d.cages.get(k);
            Cell c = p.cells().get(i);
            if (cage.walls()) {
                int x0 = x(c.col()), y0 = y(c.row()), x1 = x0 + s, y1 = y0 + s;
                if (!sameCage(i, c.row() - 1, c.col())) g.line(x0, y0, x1, y0, "#111111", px(3), false);
                if (!sameCage(i, c.row() + 1, c.col())) g.line(x0, y1, x1, y1, "#111111", px(3), false);
                if (!sameCage(i, c.row(), c.col() - 1)) g.line(x0, y0, x0, y1, "#111111", px(3), false);
                if (!sameCage(i, c.row(), c.col() + 1)) g.line(x1, y0, x1, y1, "#111111", px(3), false);
                continue;
            }
            if (cage.cells().size() == 1 && values == null && d.given[i]) continue;
            outline(g, i, c, px(4), "#444444", sameCageTest());
        }
    }

    private interface Same {
        boolean test(int cell, int row, int col);
    }

    private Same sameCageTest() {
        return this::sameCage;
    }

    /** A dashed outline {@code in} pixels inside the edges that {@code same} says leave the group. */
    private void outline(Canvas g, int i, Cell c, int in, String colour, Same same) {
        int x0 = x(c.col()) + in, y0 = y(c.row()) + in, x1 = x(c.col()) + s - in, y1 = y(c.row()) + s - in;
        // inner corners: where the group goes on, the line runs to the cell edge so outlines join up
        int xl = same.test(i, c.row(), c.col() - 1) ? x(c.col()) : x0, xr = same.test(i, c.row(), c.col() + 1) ? x(c.col()) + s : x1;
        int yt = same.test(i, c.row() - 1, c.col()) ? y(c.row()) : y0, yb = same.test(i, c.row() + 1, c.col()) ? y(c.row()) + s : y1;
        if (!same.test(i, c.row() - 1, c.col())) g.line(xl, y0, xr, y0, colour, px(1), true);
        if (!same.test(i, c.row() + 1, c.col())) g.line(xl, y1, xr, y1, colour, px(1), true);
        if (!same.test(i, c.row(), c.col() - 1)) g.line(x0, yt, x0, yb, colour, px(1), true);
        if (!same.test(i, c.row(), c.col() + 1)) g.line(x1, yt, x1, yb, colour, px(1), true);
    }

    /**
     * The region of each cell as drawn: the puzzle's boxes and regions, or, for a chaos construction with its region
     * numbers filled, the regions the numbers make, on the grid and on the region cells beside it.
     */
    private int[] regionsOf(int[] values) {
        if (values == null || p.grids().size() != 1 || p.rules().stream().noneMatch(r -> r instanceof org.cellwise.rules.ChaosConstruction))
            return d.regionOf;
        Grid gr = p.grids().get(0);
        int[] out = d.regionOf.clone();
        for (Cell c : gr.cells()) {
            int here = p.indexOf(c), region = p.indexOf(org.cellwise.rules.ChaosConstruction.region(gr, c));
            if (here < 0 || region < 0 || values[region] == 0) return d.regionOf; // numbers not all known: none drawn
            out[here] = Integer.MIN_VALUE / 2 + values[region];
            out[region] = Integer.MIN_VALUE / 4 + values[region];
        }
        return out;
    }

    /** Boxes or jigsaw regions in bold, and the outline of every grid (overlapping grids stay apart). */
    private void borders(Canvas g, int[] regionOf) {
        for (int i = 0; i < p.size(); i++) {
            Cell c = p.cells().get(i);
            int x0 = x(c.col()), y0 = y(c.row());
            if (!sameRegion(regionOf, i, c.row() - 1, c.col())) g.line(x0, y0, x0 + s, y0, "#111111", px(3), false);
            if (!sameRegion(regionOf, i, c.row() + 1, c.col())) g.line(x0, y0 + s, x0 + s, y0 + s, "#111111", px(3), false);
            if (!sameRegion(regionOf, i, c.row(), c.col() - 1)) g.line(x0, y0, x0, y0 + s, "#111111", px(3), false);
            if (!sameRegion(regionOf, i, c.row(), c.col() + 1)) g.line(x0 + s, y0, x0 + s, y0 + s, "#111111", px(3), false);
        }
        for (Grid gr : p.grids()) {
            int x0 = x(gr.left()), y0 = y(gr.top()), x1 = x(gr.left() + gr.cols()), y1 = y(gr.top() + gr.rows());
            g.line(x0, y0, x1, y0, "#111111", px(3), false);
            g.line(x0, y1, x1, y1, "#111111", px(3), false);
            g.line(x0, y0, x0, y1, "#111111", px(3), false);
            g.line(x1, y0, x1, y1, "#111111", px(3), false);
        }
    }

    /** Sums whose values may repeat: dotted in purple, further inside than cage outlines, the sum top right. */
    private void sums(Canvas g) {
        for (Drawing.SumMark sm : d.sums) {
            java.util.Set<Cell> mine = new java.util.HashSet<>(sm.cells());
            Same same = (i, r, c) -> mine.contains(new Cell(r, c));
            for (Cell c : sm.cells()) outline(g, p.indexOf(c), c, px(8), "#7b2fbf", same);
        }
        // labels after every outline, so none is crossed; overlapping groups sharing a first cell stack down
        java.util.Map<Cell, Integer> stacked = new java.util.HashMap<>();
        for (Drawing.SumMark sm : d.sums) {
            Cell f = sm.first();
            int n = stacked.merge(f, 1, Integer::sum) - 1;
            String t = String.valueOf(sm.sum());
            int w = textWidth(t, px(12));
            label(g, x(f.col()) + s - w - px(5), y(f.row()) + px(3) + n * px(14), px(12), t, "#7b2fbf", "#ffffff");
        }
    }

    static int textWidth(String t, int size) {
        return (int) Math.ceil(t.length() * size * 0.62);
    }

    /** Text on a small patch of background, so that no line runs through it. */
    private void label(Canvas g, int x, int y, int size, String text, String colour, String background) {
        g.rect(x, y, textWidth(text, size) + px(3), size + px(2), background, null);
        g.text(x + px(1), y + size - px(1), size, false, false, colour, text);
    }

    private boolean sameCage(int i, int r, int c) {
        int j = p.indexOf(r, c);
        return j >= 0 && d.cageOf[j] == d.cageOf[i];
    }

    private boolean sameRegion(int[] regionOf, int i, int r, int c) {
        int j = p.indexOf(r, c);
        return j >= 0 && regionOf[j] == regionOf[i];
    }

    /** A sign on the edge between two neighbouring cells, opening towards the greater. */
    private void sign(Canvas g, GreaterThan sg) {
        Cell a = sg.greater(), b = sg.smaller();
        int dr = b.row() - a.row(), dc = b.col() - a.col();
        if (Math.abs(dr) + Math.abs(dc) != 1) return; // only neighbours carry a sign
        String text = dc == 1 ? ">" : dc == -1 ? "<" : dr == 1 ? "∨" : "∧";
        int cx = x(Math.min(a.col(), b.col())) + (dc != 0 ? s : s / 2);
        int cy = y(Math.min(a.row(), b.row())) + (dr != 0 ? s : s / 2);
        g.text(cx, cy + px(6), px(18), true, true, "#b00020", text);
    }

    /** What a test or a reader can look for: every clue's text, as drawn. */
    List<String> clueTexts() {
        List<String> out = new java.util.ArrayList<>();
        d.cages.forEach(c -> out.add(c.clue()));
        d.sums.forEach(x -> out.add(String.valueOf(x.sum())));
        d.clues.forEach(x -> out.add(String.valueOf(x.sum())));
        d.circles.forEach(x -> out.add(String.valueOf(x.sum())));
        d.headings.forEach(x -> out.add(String.valueOf(x.target())));
        out.addAll(ClueStrokes.texts(d));
        return out;
    }
}
