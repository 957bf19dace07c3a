package org.cellwise.render;

import org.cellwise.puzzle.Puzzle;

/** A {@link Picture} of a puzzle (and its answer, if given) as a standalone SVG. */
public final class SvgRenderer {
    private SvgRenderer() {}

    /** {@code values} may be null (the puzzle as posed). */
    public static String render(Puzzle p, int[] values) {
        int w = Picture.width(p), h = Picture.height(p);
        StringBuilder sb = new StringBuilder();
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(w).append("\" height=\"").append(h)
                .append("\" viewBox=\"0 0 ").append(w).append(' ').append(h).append("\" font-family=\"sans-serif\">\n");
        sb.append("<title>").append(Palette.esc(p.name())).append("</title>\n");
        Picture.draw(p, values, new Canvas() {
            @Override
            public void rect(int x, int y, int rw, int rh, String fill, String stroke) {
                sb.append(String.format("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"", x, y, rw, rh, fill));
                if (stroke != null) sb.append(" stroke=\"").append(stroke).append("\" stroke-width=\"1\"");
                sb.append("/>\n");
            }

            @Override
            public void line(int x0, int y0, int x1, int y1, String colour, int width, boolean dashed) {
                sb.append(String.format("<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"%d\"%s/>\n",
                        x0, y0, x1, y1, colour, width, dashed ? " stroke-dasharray=\"4 3\"" : ""));
            }

            @Override
            public void text(int x, int y, int size, boolean centred, boolean bold, String colour, String text) {
                sb.append(String.format("<text x=\"%d\" y=\"%d\" font-size=\"%d\"%s%s fill=\"%s\">%s</text>\n", x, y, size,
                        centred ? " text-anchor=\"middle\"" : "", bold ? " font-weight=\"bold\"" : "", colour,
                        Palette.esc(text)));
            }
        });
        sb.append("</svg>\n");
        return sb.toString();
    }
}
