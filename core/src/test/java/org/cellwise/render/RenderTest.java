package org.cellwise.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.cellwise.check.Checker;
import org.cellwise.engine.Solver;
import org.cellwise.format.Formats;
import org.cellwise.model.Cell;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

class RenderTest {
    static Puzzle example(String f) throws Exception {
        return Formats.readAll(TestFiles.examples().resolve(f)).get(0);
    }

    /** Neighbouring cells of different cages never share a colour, with at most four colours. */
    static void assertProperColouring(Puzzle p) {
        Drawing d = new Drawing(p);
        assertTrue(d.colours <= 4, p.name() + " used " + d.colours + " colours");
        for (int i = 0; i < p.size(); i++) {
            Cell c = p.cells().get(i);
            for (int[] s : new int[][] {{0, 1}, {1, 0}}) {
                int j = p.indexOf(c.row() + s[0], c.col() + s[1]);
                if (j < 0 || d.cageOf[i] == d.cageOf[j]) continue;
                assertNotEquals(d.colourOf(i), d.colourOf(j), p.name() + " at " + c);
            }
        }
    }

    @Test
    void fourColoursForEveryCorpusPuzzle() throws Exception {
        for (String f : List.of("kenken-janko.txt", "killer-janko.txt"))
            for (Puzzle p : Formats.readAll(TestFiles.data().resolve(f))) assertProperColouring(p);
        assertProperColouring(example("seed004-kenken.txt"));
    }

    /**
     * A thousand 9x9 grids (9,000 boxes to colour): the colouring is iterative (recursion overflowed the stack at
     * 300 grids) and proper; the SVG holds every given; a PNG that large is refused with a reason, not attempted.
     */
    @Test
    void aThousandGridsAreColouredAndAPngTooLargeIsRefused() throws Exception {
        StringBuilder sb = new StringBuilder("#puzzle thousand\n");
        for (int i = 0; i < 1000; i++) sb.append("grid G").append(i).append(" at ").append(1 + 10 * (i / 40)).append(',')
                .append(1 + 10 * (i % 40)).append(" size 9\n");
        sb.append("rules sudoku\nr1c1 = 7\nr249c399 = 3\n");
        Puzzle p = Formats.readAll(sb.toString(), "thousand.cw", null).get(0);
        Drawing d = new Drawing(p);
        assertTrue(d.colours <= 4, d.colours + " colours");
        for (int i = 0; i < p.size(); i++) {
            Cell c = p.cells().get(i);
            for (int[] s : new int[][] {{0, 1}, {1, 0}}) {
                int j = p.indexOf(c.row() + s[0], c.col() + s[1]);
                if (j >= 0 && d.regionOf[i] != d.regionOf[j]) assertNotEquals(d.colourOf(i), d.colourOf(j), "at " + c);
            }
        }
        String svg = SvgRenderer.render(p, null);
        assertEquals(2, svg.split("font-weight=\"bold\"", -1).length - 1, "the two givens, bold");
        assertTrue(PngRenderer.tooLarge(p).contains("over the limit of 40 million; use --svg"), PngRenderer.tooLarge(p));
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> PngRenderer.render(p, null));
        assertEquals(PngRenderer.tooLarge(p), e.getMessage());
        assertEquals(null, PngRenderer.tooLarge(example("samurai.cw")));
    }

    @Test
    void svgIsWellFormedAndShowsEveryValueAndSign() throws Exception {
        Puzzle p = example("seed001-greater-than.cw");
        String svg = SvgRenderer.render(p, Solver.of(p).first().first());
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        assertEquals("svg", doc.getDocumentElement().getNodeName());
        int texts = doc.getElementsByTagName("text").getLength();
        assertEquals(81 + 108, texts); // every value and every sign
        assertEquals(81, doc.getElementsByTagName("rect").getLength() - 1);
    }

    @Test
    void svgOfAPuzzleAsPosedShowsOnlyGivensAndCages() throws Exception {
        Puzzle p = example("seed004-killer.txt");
        String svg = SvgRenderer.render(p, null);
        assertTrue(svg.contains("stroke-dasharray"));
        assertTrue(svg.contains(">14<"));
        assertEquals(0, svg.split("font-size=\"20\"", -1).length - 1, "no values drawn for a killer as posed");
    }

    @Test
    void pngPaintsTheSamePicture() throws Exception {
        Puzzle p = example("seed004-killer.txt");
        int[] answer = Solver.of(p).first().first();
        java.awt.image.BufferedImage img = javax.imageio.ImageIO.read(new ByteArrayInputStream(PngRenderer.render(p, answer)));
        int s = Picture.CELL, m = 12;
        assertEquals(9 * s + 2 * m, img.getWidth());
        assertEquals(9 * s + 2 * m, img.getHeight());
        Drawing d = new Drawing(p);
        for (int i = 0; i < p.size(); i++) {
            Cell c = p.cells().get(i);
            int x = m + c.col() * s, y = m + c.row() * s;
            // between the cell's edge and its dashed cage outline: the cage's colour
            assertEquals(Integer.parseInt(Palette.fill(d.colourOf(i)).substring(1), 16), img.getRGB(x + 2, y + s / 2) & 0xffffff,
                    "fill at " + c);
            // the found value, in blue, in the middle of the cell
            int blue = 0;
            for (int px = x + 12; px < x + s - 12; px++)
                for (int py = y + 14; py < y + s - 6; py++) {
                    int rgb = img.getRGB(px, py);
                    if ((rgb & 0xff) - (rgb >> 16 & 0xff) > 60) blue++;
                }
            assertTrue(blue > 5, "no value painted at " + c);
        }
        int border = img.getRGB(m, m + s / 2);
        assertTrue((border >> 16 & 0xff) < 80 && (border & 0xff) < 80, "the thick outer border");
    }

    @Test
    void htmlPageHoldsGridAndReport() throws Exception {
        Puzzle p = example("samurai.cw");
        int[] s = Solver.of(p).first().first();
        String html = HtmlRenderer.page("t", List.of(new HtmlRenderer.Entry(p, s, Checker.check(p, s), "solved")));
        assertEquals(p.size(), html.split("<td class=\"cell ", -1).length - 1);
        assertEquals(21 * 21 - p.size(), html.split("<td class=\"hole\">", -1).length - 1);
        assertTrue(html.contains("<pre class=\"report\">"));
        assertTrue(html.contains("grid E box 5: holds, all different"), html);
    }

    @Test
    void textModes() throws Exception {
        Puzzle p = example("seed004-kenken.txt");
        int[] s = Solver.of(p).first().first();
        assertTrue(TextModes.shortMode(p, s).startsWith("a 7  b 5  b 4  e 6  e 1  f 9  f 3  g 2  g 8\n"));
        assertTrue(TextModes.verboseMode(p, s).startsWith("R=a Ro=+ Rn=16 Val=7\tR=b Ro=- Rn=1 Val=5"));
        assertTrue(TextModes.verboseMode(p, s).contains("R=v Ro= Rn=2 Val=2"));
    }
}
