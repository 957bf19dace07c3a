package org.cellwise.render;

/**
 * Where a {@link Picture} draws: the few strokes every picture of a puzzle is made of, in pixels from the top
 * left, colours as {@code #rrggbb}. Back ends write SVG text, paint a PNG, or draw on a PDF page (the app's).
 */
public interface Canvas {
    void rect(int x, int y, int w, int h, String fill, String stroke);

    void line(int x0, int y0, int x1, int y1, String colour, int width, boolean dashed);

    void circle(int cx, int cy, int r, String fill, String stroke, int width);

    /**
     * Starts a named layer, ended by the next one or by {@code null}: an SVG group that a page can slot its own
     * drawing between (the player's colours over the cells, digits over the givens). Other back ends ignore it.
     */
    default void layer(String name) {}

    /** The same canvas, moved: what is drawn at (x, y) lands at (x + dx, y + dy). */
    default Canvas shifted(int dx, int dy) {
        Canvas base = this;
        return new Canvas() {
            @Override
            public void rect(int x, int y, int w, int h, String fill, String stroke) {
                base.rect(x + dx, y + dy, w, h, fill, stroke);
            }

            @Override
            public void line(int x0, int y0, int x1, int y1, String colour, int width, boolean dashed) {
                base.line(x0 + dx, y0 + dy, x1 + dx, y1 + dy, colour, width, dashed);
            }

            @Override
            public void circle(int cx, int cy, int r, String fill, String stroke, int width) {
                base.circle(cx + dx, cy + dy, r, fill, stroke, width);
            }

            @Override
            public void text(int x, int y, int size, boolean centred, boolean bold, String colour, String text) {
                base.text(x + dx, y + dy, size, centred, bold, colour, text);
            }

            @Override
            public void layer(String name) {
                base.layer(name);
            }
        };
    }

    /** Text on a baseline at y, starting at x or centred on it. */
    void text(int x, int y, int size, boolean centred, boolean bold, String colour, String text);
}
