package org.cellwise.cli;

import java.awt.Color;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.cellwise.render.Canvas;
import org.cellwise.render.Picture;
import org.cellwise.render.Sheet;

/**
 * Sheets as pages of an A4 PDF (through Apache PDFBox): each page holds one {@link Sheet}, scaled to the largest
 * cell that fits the page, one point per pixel. Text is set in DejaVu Sans where the machine has it (Debian's
 * fonts-dejavu-core, which PNG pictures need too), so − × ÷ ∨ ∧ print as drawn; else in Helvetica, with those
 * signs spelt in ASCII.
 */
final class PdfSheets {
    static final PDRectangle PAGE = PDRectangle.A4;
    static final float MARGIN = 36;
    private static final Path DEJAVU = Path.of("/usr/share/fonts/truetype/dejavu");

    private PdfSheets() {}

    /** One page per sheet; {@code cell} is the largest cell wanted, smaller where a page needs it. */
    static byte[] write(List<List<Sheet.Item>> pages, int columns, int cell) {
        return write(pages, columns, cell, null);
    }

    /** As above, {@code heading} (null: none) at the top of every page. */
    static byte[] write(List<List<Sheet.Item>> pages, int columns, int cell, String heading) {
        return write(pages, columns, cell, heading, false);
    }

    /**
     * As above; without {@code colour}, the page is printed in greys (each colour at its own lightness): cage and
     * region shading becomes light grey and outlines stay dark, as a school printer prints it best.
     */
    static byte[] write(List<List<Sheet.Item>> pages, int columns, int cell, String heading, boolean colour) {
        try (PDDocument doc = new PDDocument()) {
            PDFont regular, bold;
            boolean unicode = Files.isReadable(DEJAVU.resolve("DejaVuSans.ttf")) && Files.isReadable(DEJAVU.resolve("DejaVuSans-Bold.ttf"));
            if (unicode) {
                regular = PDType0Font.load(doc, DEJAVU.resolve("DejaVuSans.ttf").toFile());
                bold = PDType0Font.load(doc, DEJAVU.resolve("DejaVuSans-Bold.ttf").toFile());
            } else {
                regular = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
                bold = new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD);
            }
            for (List<Sheet.Item> items : pages) {
                Sheet sheet = fitting(items, columns, cell, heading);
                PDPage page = new PDPage(PAGE);
                doc.addPage(page);
                try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
                    float scale = Math.min(1f, Math.min((PAGE.getWidth() - 2 * MARGIN) / sheet.width(), (PAGE.getHeight() - 2 * MARGIN) / sheet.height()));
                    // centred across the page; a sheet shorter than the page is centred down it too when it holds one
                    // puzzle, and starts at the top margin when it holds several (a worksheet reads from the top)
                    float x = (PAGE.getWidth() - sheet.width() * scale) / 2;
                    float y = items.size() == 1 ? (PAGE.getHeight() - sheet.height() * scale) / 2 : MARGIN;
                    cs.transform(new org.apache.pdfbox.util.Matrix(scale, 0, 0, -scale, x, PAGE.getHeight() - y));
                    sheet.draw(new Strokes(cs, regular, bold, unicode, !colour));
                }
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            doc.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The sheet at the largest cell up to {@code cell} that fits a page; at the smallest cell, scaled down. */
    static Sheet fitting(List<Sheet.Item> items, int columns, int cell, String heading) {
        float w = PAGE.getWidth() - 2 * MARGIN, h = PAGE.getHeight() - 2 * MARGIN;
        for (int c = cell; c > Picture.MIN_CELL; c--) {
            Sheet s = new Sheet(items, columns, c, heading);
            if (s.width() <= w && s.height() <= h) return s;
        }
        return new Sheet(items, columns, Picture.MIN_CELL, heading);
    }

    /** Strokes on a page whose y axis was turned to point down, as the pictures draw. */
    private static final class Strokes implements Canvas {
        private final PDPageContentStream cs;
        private final PDFont regular, bold;
        private final boolean unicode, grey;

        Strokes(PDPageContentStream cs, PDFont regular, PDFont bold, boolean unicode, boolean grey) {
            this.cs = cs;
            this.regular = regular;
            this.bold = bold;
            this.unicode = unicode;
            this.grey = grey;
        }

        private Color colour(String hex) {
            Color c = Color.decode(hex);
            if (!grey) return c;
            int l = (int) Math.round(0.2126 * c.getRed() + 0.7152 * c.getGreen() + 0.0722 * c.getBlue());
            return new Color(l, l, l);
        }

        @Override
        public void rect(int x, int y, int w, int h, String fill, String stroke) {
            try {
                cs.setNonStrokingColor(colour(fill));
                cs.addRect(x, y, w, h);
                cs.fill();
                if (stroke != null) {
                    cs.setStrokingColor(colour(stroke));
                    cs.setLineWidth(1);
                    cs.setLineDashPattern(new float[0], 0);
                    cs.addRect(x, y, w, h);
                    cs.stroke();
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void line(int x0, int y0, int x1, int y1, String colour, int width, boolean dashed) {
            try {
                cs.setStrokingColor(colour(colour));
                cs.setLineWidth(width);
                cs.setLineDashPattern(dashed ? new float[] {4, 3} : new float[0], 0);
                cs.moveTo(x0, y0);
                cs.lineTo(x1, y1);
                cs.stroke();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void circle(int cx, int cy, int r, String fill, String stroke, int width) {
            try {
                float k = 0.5523f * r; // a circle as four cubic Béziers
                cs.moveTo(cx + r, cy);
                cs.curveTo(cx + r, cy + k, cx + k, cy + r, cx, cy + r);
                cs.curveTo(cx - k, cy + r, cx - r, cy + k, cx - r, cy);
                cs.curveTo(cx - r, cy - k, cx - k, cy - r, cx, cy - r);
                cs.curveTo(cx + k, cy - r, cx + r, cy - k, cx + r, cy);
                cs.closePath();
                cs.setNonStrokingColor(colour(fill));
                cs.setStrokingColor(colour(stroke));
                cs.setLineWidth(width);
                cs.setLineDashPattern(new float[0], 0);
                cs.fillAndStroke();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void text(int x, int y, int size, boolean centred, boolean isBold, String colour, String text) {
            String t = unicode ? text : text.replace('−', '-').replace('∨', 'v').replace('∧', '^').replace("…", "...");
            PDFont font = isBold ? bold : regular;
            try {
                float w = font.getStringWidth(t) / 1000 * size;
                cs.beginText();
                cs.setNonStrokingColor(colour(colour));
                cs.setFont(font, size);
                // the page's y axis points down: text is flipped back upright about its baseline
                cs.setTextMatrix(new org.apache.pdfbox.util.Matrix(1, 0, 0, -1, centred ? x - w / 2 : x, y));
                cs.showText(t);
                cs.endText();
            } catch (IOException | IllegalArgumentException e) {
                throw new IllegalStateException("cannot set '" + t + "' in " + font.getName() + ": " + e.getMessage(), e);
            }
        }
    }
}
