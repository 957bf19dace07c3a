package org.cellwise.render;

/**
 * Where a {@link Picture} draws: the few strokes every picture of a puzzle is made of, in pixels from the top
 * left, colours as {@code #rrggbb}. One back end writes SVG text, the other paints a PNG.
 */
interface Canvas {
    void rect(int x, int y, int w, int h, String fill, String stroke);

    void line(int x0, int y0, int x1, int y1, String colour, int width, boolean dashed);

    /** Text on a baseline at y, starting at x or centred on it. */
    void text(int x, int y, int size, boolean centred, boolean bold, String colour, String text);
}
