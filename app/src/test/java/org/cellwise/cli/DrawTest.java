package org.cellwise.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;

/** {@code draw}: the puzzle without its answer, answers and keys, worksheets, sizes; PDF read back with PDFBox. */
class DrawTest {
    record Bytes(int code, byte[] out, String err) {}

    static Bytes run(String... args) {
        PrintStream oldOut = System.out, oldErr = System.err;
        InputStream oldIn = System.in;
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int code = Main.run(args);
            return new Bytes(code, out.toByteArray(), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
            System.setIn(oldIn);
        }
    }

    static String ex(String name) {
        return MainTest.example(name).toString();
    }

    @Test
    void aPuzzleIsDrawnWithoutItsAnswerUnlessAsked() {
        Bytes posed = run("draw", ex("seed001-6x6.cw"));
        assertEquals(0, posed.code(), posed.err());
        String svg = new String(posed.out(), StandardCharsets.UTF_8);
        long values = svg.lines().filter(l -> l.startsWith("<text") && l.contains("font-size=\"24\"")).count();
        assertEquals(28, values, "the 6x6 has 28 givens and nothing else is filled in"); // 36 cells, 8 blank
        assertTrue(svg.contains(">seed001-6x6</text>"), "the title");
        String answered = new String(run("draw", "--solution", ex("seed001-6x6.cw")).out(), StandardCharsets.UTF_8);
        assertEquals(36, answered.lines().filter(l -> l.startsWith("<text") && l.contains("font-size=\"24\"")).count());
    }

    @Test
    void sizesScaleThePicture() throws Exception {
        BufferedImage one = ImageIO.read(new ByteArrayInputStream(run("draw", "--png", ex("seed004-killer.txt")).out()));
        BufferedImage two = ImageIO.read(new ByteArrayInputStream(run("draw", "--png", "--scale", "2", ex("seed004-killer.txt")).out()));
        BufferedImage big = ImageIO.read(new ByteArrayInputStream(run("draw", "--png", "--cell-size", "88", ex("seed004-killer.txt")).out()));
        assertTrue(one.getWidth() >= 9 * 44 && two.getWidth() >= 2 * 9 * 44, one.getWidth() + " " + two.getWidth());
        assertEquals(two.getWidth(), big.getWidth());
        assertEquals(2, run("draw", "--cell-size", "3", ex("seed004-killer.txt")).code());
        assertEquals(2, run("draw", "--svg", "--png", ex("seed004-killer.txt")).code(), "one output at a time");
    }

    @Test
    void aWorksheetHasPagesOfPuzzlesThenTheKey() throws Exception {
        Bytes pdf = run("draw", "--pdf", "--per-page", "4", "--key", ex("seed001-classic.cw"), ex("seed001-6x6.cw"),
                ex("seed004-kenken.txt"), ex("kakuro.cw"), ex("seed003-sujiko.txt"), ex("seed002-header.txt"));
        assertEquals(0, pdf.code(), pdf.err());
        Path saved = Path.of("target", "worksheet.pdf");
        Files.write(saved, pdf.out());
        try (PDDocument doc = Loader.loadPDF(pdf.out())) {
            assertEquals(4, doc.getNumberOfPages(), "six puzzles at four a page, then six answers at four a page");
            PDFTextStripper text = new PDFTextStripper();
            text.setStartPage(1);
            text.setEndPage(2);
            String puzzles = text.getText(doc);
            for (String title : new String[] {"seed001-classic", "seed001-6x6", "www.kenken.com", "DT_3072"})
                assertTrue(puzzles.contains(title), title + " in:\n" + puzzles);
            assertFalse(puzzles.contains("Answer:"));
            assertTrue(puzzles.contains("432×") && puzzles.contains("4÷"), "KenKen operations as printed:\n" + puzzles);
            text.setStartPage(3);
            text.setEndPage(4);
            assertTrue(text.getText(doc).contains("Answer: seed001-classic"));
            // the page is painted: ink where the first puzzle stands, white in the margin
            BufferedImage page = new PDFRenderer(doc).renderImageWithDPI(0, 50);
            ImageIO.write(page, "png", Path.of("target", "worksheet-page1.png").toFile());
            assertTrue(dark(page, page.getWidth() / 4, page.getHeight() / 4, 40) > 20, "the first puzzle is painted");
            assertEquals(0, dark(page, 2, 2, 10), "the margin is blank");
        }
        Bytes sheet = run("draw", "--svg", ex("seed001-classic.cw"), ex("seed001-6x6.cw"));
        assertEquals(2, sheet.code());
        assertTrue(sheet.err().contains("do not go on one sheet of --per-page 1"), sheet.err());
        Bytes two = run("draw", "--per-page", "2", "--key", ex("seed001-classic.cw"), ex("seed001-6x6.cw"));
        assertEquals(0, two.code(), two.err());
        assertTrue(new String(two.out(), StandardCharsets.UTF_8).contains(">Answer: seed001-6x6</text>"));
        String html = new String(run("draw", "--html", "--per-page", "2", "--key", ex("seed001-classic.cw"), ex("seed001-6x6.cw")).out(),
                StandardCharsets.UTF_8);
        assertEquals(2, html.split("<section class=\"sheet\">", -1).length - 1);
        assertTrue(html.contains("break-after:page"));
    }

    @Test
    void aPuzzleWithoutAnAnswerIsStillDrawnAndSaidSo() throws Exception {
        Path stuck = Files.createTempFile("stuck", ".cw");
        Files.writeString(stuck, "size 4\nrules sudoku\ngivens\n1 . . .\n3 . . .\n. 2 . .\n. 4 . .\n");
        Bytes b = run("draw", "--solution", stuck.toString());
        assertEquals(1, b.code());
        assertTrue(b.err().contains("no solution; drawn without an answer"), b.err());
        assertTrue(new String(b.out(), StandardCharsets.UTF_8).startsWith("<svg"));
    }

    /** A page as poppler renders it (pdftoppm, 36 dpi: half a pixel a point); null when poppler is missing outside CI. */
    private static BufferedImage poppler(byte[] pdf, String name) throws Exception {
        Path dir = Files.createDirectories(Path.of("target", "paper"));
        Path file = dir.resolve(name + ".pdf");
        Files.write(file, pdf);
        Process p;
        try {
            p = new ProcessBuilder("pdftoppm", "-r", "36", "-png", "-f", "1", "-l", "1", "-singlefile", file.toString(),
                    dir.resolve(name).toString()).redirectErrorStream(true).start();
        } catch (java.io.IOException e) {
            if ("true".equals(System.getenv("CI"))) throw new IllegalStateException("CI: poppler-utils' pdftoppm is missing");
            System.out.println("SKIPPED: the printed-sheet layout checks (pdftoppm from poppler-utils is not installed)");
            return null;
        }
        p.getInputStream().readAllBytes();
        assertEquals(0, p.waitFor(), "pdftoppm");
        return ImageIO.read(dir.resolve(name + ".png").toFile());
    }

    /** The box of ink on a page: {left, top, right, bottom} in pixels. */
    private static int[] ink(BufferedImage img) {
        int l = img.getWidth(), t = img.getHeight(), r = -1, b = -1;
        for (int y = 0; y < img.getHeight(); y++)
            for (int x = 0; x < img.getWidth(); x++) {
                int rgb = img.getRGB(x, y);
                if (((rgb >> 16 & 255) + (rgb >> 8 & 255) + (rgb & 255)) / 3 < 200) {
                    l = Math.min(l, x);
                    t = Math.min(t, y);
                    r = Math.max(r, x);
                    b = Math.max(b, y);
                }
            }
        return new int[] {l, t, r, b};
    }

    private static boolean coloured(BufferedImage img) {
        for (int y = 0; y < img.getHeight(); y++)
            for (int x = 0; x < img.getWidth(); x++) {
                int rgb = img.getRGB(x, y), red = rgb >> 16 & 255, green = rgb >> 8 & 255, blue = rgb & 255;
                if (Math.max(red, Math.max(green, blue)) - Math.min(red, Math.min(green, blue)) > 24) return true;
            }
        return false;
    }

    /**
     * Paper as a teacher prints it, looked at through poppler: six puzzles fill a portrait page 2x3 under the
     * sheet's title, each variant's rules printed under it; one puzzle stands centred; greys unless --colour.
     */
    @Test
    void printedSheetsAreLaidOutForPaper() throws Exception {
        Bytes six = run("draw", "--pdf", "--per-page", "6", "--title", "Class 5 worksheet", ex("seed001-anti-knight.cw"),
                ex("seed001-offset.cw"), ex("seed001-6x6.cw"), ex("seed001-classic.cw"), ex("seed004-killer.txt"), ex("seed001-greater-than.cw"));
        assertEquals(0, six.code(), six.err());
        try (PDDocument doc = Loader.loadPDF(six.out())) {
            assertEquals(1, doc.getNumberOfPages());
            String text = new PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
            for (String said : new String[] {"Class 5 worksheet", "Cells a knight's move apart hold different values.",
                    "Cells at the same place in every box hold different values (on irregular regions without boxes: the same cell of each region in reading order)."})
                assertTrue(text.contains(said), said + " in: " + text);
        }
        BufferedImage page = poppler(six.out(), "six");
        if (page == null) return;
        int w = page.getWidth(), h = page.getHeight();
        int[] box = ink(page);
        int margin = 36 / 2; // 36 points at half a pixel a point
        assertTrue(box[0] >= margin - 1 && box[1] >= margin - 1 && w - 1 - box[2] >= margin - 1 && h - 1 - box[3] >= margin - 1,
                "margins: ink at " + java.util.Arrays.toString(box) + " on " + w + "x" + h);
        assertTrue(Math.abs(box[0] - (w - 1 - box[2])) <= 3, "centred across: " + java.util.Arrays.toString(box));
        assertTrue(box[3] > h * 3 / 4, "three rows fill the page down: ink ends at " + box[3] + " of " + h);
        // two columns: the middle of the page is white between them, below the title
        int inkMiddle = 0;
        for (int y = box[1] + h / 10; y < box[3]; y++) {
            int rgb = page.getRGB(w / 2, y);
            if (((rgb >> 16 & 255) + (rgb >> 8 & 255) + (rgb & 255)) / 3 < 200) inkMiddle++;
        }
        assertTrue(inkMiddle < 10, "the gap between two columns runs down the middle (" + inkMiddle + " inked pixels)");
        assertFalse(coloured(page), "printed in greys by default");

        BufferedImage one = poppler(run("draw", "--pdf", ex("seed001-anti-knight.cw")).out(), "one");
        int[] b = ink(one);
        assertTrue(Math.abs(b[0] - (one.getWidth() - 1 - b[2])) <= 3, "a single puzzle is centred across: " + java.util.Arrays.toString(b));
        assertTrue(Math.abs(b[1] - (one.getHeight() - 1 - b[3])) <= 3, "and down: " + java.util.Arrays.toString(b));

        BufferedImage colour = poppler(run("draw", "--pdf", "--colour", ex("seed004-killer.txt")).out(), "colour");
        assertTrue(coloured(colour), "--colour keeps the cages' shading");
    }

    static int dark(BufferedImage img, int x0, int y0, int size) {
        int n = 0;
        for (int y = y0; y < y0 + size; y++)
            for (int x = x0; x < x0 + size; x++) {
                int rgb = img.getRGB(x, y);
                if (((rgb >> 16 & 255) + (rgb >> 8 & 255) + (rgb & 255)) / 3 < 128) n++;
            }
        return n;
    }
}
