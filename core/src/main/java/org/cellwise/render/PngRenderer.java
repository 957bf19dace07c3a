package org.cellwise.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import javax.imageio.ImageIO;
import org.cellwise.puzzle.Puzzle;

/**
 * The same {@link Picture} as {@link SvgRenderer}, painted with the JDK's own 2D graphics into a PNG: no browser
 * and no library, only a sans-serif font on the machine (Debian: fonts-dejavu-core).
 */
public final class PngRenderer {
    /**
     * The largest picture painted: 40 million pixels take 160 MB as an image (about 150×150 cells); a canvas of
     * a thousand grids would need gigabytes. SVG has no such bound.
     */
    public static final long MAX_PIXELS = 40_000_000L;

    private PngRenderer() {}

    /** Why this puzzle is too large for a PNG, or null when it is not. */
    public static String tooLarge(Puzzle p) {
        return tooLarge(p, Picture.CELL);
    }

    /** Why this puzzle is too large for a PNG with cells of {@code cell} pixels, or null. */
    public static String tooLarge(Puzzle p, int cell) {
        Picture picture = new Picture(p, cell);
        long w = picture.width(), h = picture.height();
        if (w * h <= MAX_PIXELS) return null;
        return "a PNG of " + p.rows() + "x" + p.cols() + " cells would be " + w + "x" + h + " pixels, over the limit of "
                + MAX_PIXELS / 1_000_000 + " million; use --svg";
    }

    /** {@code values} may be null (the puzzle as posed); a puzzle {@link #tooLarge} is refused. */
    public static byte[] render(Puzzle p, int[] values) {
        return render(p, values, Picture.CELL);
    }

    /** With cells of {@code cell} pixels (16 to 400). */
    public static byte[] render(Puzzle p, int[] values, int cell) {
        String why = tooLarge(p, cell);
        if (why != null) throw new IllegalArgumentException(why);
        return encode(paint(p, values, cell));
    }

    /** The picture as an image, for a page that places several (a worksheet) or a test that reads pixels. */
    public static BufferedImage paint(Puzzle p, int[] values, int cell) {
        Picture picture = new Picture(p, cell);
        BufferedImage img = new BufferedImage(picture.width(), picture.height(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            picture.draw(values, new Painter(g));
        } finally {
            g.dispose();
        }
        return img;
    }

    /** Paints strokes with the JDK's 2D graphics. */
    static final class Painter implements Canvas {
        private final Graphics2D g;

        Painter(Graphics2D g) {
            this.g = g;
        }

        @Override
        public void rect(int x, int y, int w, int h, String fill, String stroke) {
            g.setColor(Color.decode(fill));
            g.fillRect(x, y, w, h);
            if (stroke != null) {
                g.setColor(Color.decode(stroke));
                g.setStroke(new BasicStroke(1));
                g.drawRect(x, y, w, h);
            }
        }

        @Override
        public void line(int x0, int y0, int x1, int y1, String colour, int width, boolean dashed) {
            g.setColor(Color.decode(colour));
            g.setStroke(dashed ? new BasicStroke(width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {4, 3}, 0)
                    : new BasicStroke(width, BasicStroke.CAP_SQUARE, BasicStroke.JOIN_MITER));
            g.drawLine(x0, y0, x1, y1);
        }

        @Override
        public void circle(int cx, int cy, int r, String fill, String stroke, int width) {
            if (fill != null) {
                g.setColor(Color.decode(fill));
                g.fillOval(cx - r, cy - r, 2 * r, 2 * r);
            }
            if (stroke != null && width > 0) {
                g.setColor(Color.decode(stroke));
                g.setStroke(new BasicStroke(width));
                g.drawOval(cx - r, cy - r, 2 * r, 2 * r);
            }
        }

        @Override
        public void text(int x, int y, int size, boolean centred, boolean bold, String colour, String text) {
            g.setColor(Color.decode(colour));
            g.setFont(new Font(Font.SANS_SERIF, bold ? Font.BOLD : Font.PLAIN, size));
            int at = centred ? x - g.getFontMetrics().stringWidth(text) / 2 : x;
            g.drawString(text, at, y);
        }
    }

    static byte[] encode(BufferedImage img) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(img, "png", out);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a byte array does not fail
        }
        return out.toByteArray();
    }
}
