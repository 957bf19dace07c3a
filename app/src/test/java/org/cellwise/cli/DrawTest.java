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
