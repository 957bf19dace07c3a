package org.cellwise.render;

import org.cellwise.puzzle.Puzzle;

/** A {@link Picture} of a puzzle (and its answer, if given) as a standalone SVG. */
public final class SvgRenderer {
    private SvgRenderer() {}

    /** {@code values} may be null (the puzzle as posed). */
    public static String render(Puzzle p, int[] values) {
        return render(p, values, Picture.CELL);
    }

    /** With cells of {@code cell} pixels. */
    public static String render(Puzzle p, int[] values, int cell) {
        Picture picture = new Picture(p, cell);
        Doc doc = new Doc(picture.width(), picture.height(), p.name());
        picture.draw(values, doc);
        return doc.end();
    }

    /**
     * The puzzle as posed, for a page that draws its player's layers over it: the SVG (as {@link #render(Puzzle, int[],
     * int)} draws it, in named layers {@code cells}, {@code under}, {@code lines}, {@code over}, {@code values}) and
     * where its cells lie: r1c1's top-left corner at ({@code left}, {@code top}), each cell {@code cell} pixels wide.
     */
    public record Board(String svg, int left, int top, int cell, int width, int height) {}

    public static Board board(Puzzle p, int cell) {
        Picture picture = new Picture(p, cell);
        Doc doc = new Doc(picture.width(), picture.height(), p.name());
        picture.draw(null, doc);
        return new Board(doc.end(), picture.left(), picture.top(), cell, picture.width(), picture.height());
    }

    /** A step of an explanation drawn over the puzzle: highlighted cells, candidates, struck and placed values. */
    public static String render(Puzzle p, Marks marks, int cell) {
        Picture picture = new Picture(p, cell);
        Doc doc = new Doc(picture.width(), picture.height(), p.name());
        picture.draw(null, doc, marks);
        return doc.end();
    }

    /**
     * The variant clues alone (thermometers, dots, outside sums...), for a page that draws the rest itself: two SVG
     * fragments, the first to lie under the grid lines and values, the second over the grid lines, with r1c1's
     * top-left corner at (0, 0); clues outside the grid lie at negative coordinates. The third element is "outside"
     * when some clue sits outside the grid (the page then leaves a cell's width of margin), else "".
     */
    public static String[] clueLayers(Puzzle p, int cell) {
        Drawing d = new Drawing(p);
        Doc under = new Doc(), over = new Doc();
        new ClueStrokes(p, d, under, cell, 0, 0).under();
        new ClueStrokes(p, d, over, cell, 0, 0).over();
        return new String[] {under.sb.toString(), over.sb.toString(), ClueStrokes.outside(d) ? "outside" : ""};
    }

    /** An SVG document being written: a {@link Canvas} whose strokes become elements. */
    static final class Doc implements Canvas {
        private final StringBuilder sb = new StringBuilder();
        private boolean inLayer;

        /** A fragment: elements only, for a page to place in its own picture. */
        private Doc() {}

        Doc(int w, int h, String title) {
            sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(w).append("\" height=\"").append(h)
                    .append("\" viewBox=\"0 0 ").append(w).append(' ').append(h).append("\" font-family=\"sans-serif\">\n");
            sb.append("<title>").append(Palette.esc(title)).append("</title>\n");
        }

        String end() {
            layer(null);
            return sb.append("</svg>\n").toString();
        }

        @Override
        public void layer(String name) {
            if (inLayer) sb.append("</g>\n");
            inLayer = name != null;
            if (inLayer) sb.append("<g class=\"").append(Palette.esc(name)).append("\">\n");
        }

        // every string into the SVG goes through Palette.esc, colours too: they are the pictures' own today, but an
        // attribute is only safe if nothing put into it can close it
        @Override
        public void rect(int x, int y, int rw, int rh, String fill, String stroke) {
            sb.append(String.format("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"", x, y, rw, rh, Palette.esc(fill)));
            if (stroke != null) sb.append(" stroke=\"").append(Palette.esc(stroke)).append("\" stroke-width=\"1\"");
            sb.append("/>\n");
        }

        @Override
        public void line(int x0, int y0, int x1, int y1, String colour, int width, boolean dashed) {
            sb.append(String.format("<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"%d\"%s/>\n",
                    x0, y0, x1, y1, Palette.esc(colour), width, dashed ? " stroke-dasharray=\"4 3\"" : ""));
        }

        @Override
        public void circle(int cx, int cy, int r, String fill, String stroke, int width) {
            sb.append(String.format("<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\" stroke=\"%s\" stroke-width=\"%d\"/>\n",
                    cx, cy, r, fill == null ? "none" : Palette.esc(fill), stroke == null ? "none" : Palette.esc(stroke), width));
        }

        @Override
        public void text(int x, int y, int size, boolean centred, boolean bold, String colour, String text) {
            sb.append(String.format("<text x=\"%d\" y=\"%d\" font-size=\"%d\"%s%s fill=\"%s\">%s</text>\n", x, y, size,
                    centred ? " text-anchor=\"middle\"" : "", bold ? " font-weight=\"bold\"" : "", Palette.esc(colour), Palette.esc(text)));
        }
    }
}
