package org.cellwise.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.cellwise.format.Formats;
import org.cellwise.model.Cell;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.ArithmeticCage;
import org.cellwise.rules.Heading;
import org.cellwise.rules.KillerCage;
import org.cellwise.rules.Rule;
import org.cellwise.rules.SumGroup;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Every clue of every family is in the picture: read back from the SVG's text (clues counted from the rules, not
 * from the drawing code), and in the PNG's pixels where each clue is painted.
 */
class CluesDrawnTest {
    static Puzzle example(String f) throws Exception {
        return Formats.readAll(TestFiles.examples().resolve(f)).get(0);
    }

    record Svg(List<Element> texts, List<Element> rects, List<Element> circles, List<Element> lines) {}

    static Svg svg(Puzzle p) throws Exception {
        var doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(SvgRenderer.render(p, null).getBytes(StandardCharsets.UTF_8)));
        return new Svg(all(doc.getElementsByTagName("text")), all(doc.getElementsByTagName("rect")),
                all(doc.getElementsByTagName("circle")), all(doc.getElementsByTagName("line")));
    }

    static List<Element> all(NodeList nodes) {
        List<Element> out = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) out.add((Element) nodes.item(i));
        return out;
    }

    /** Each clue the rules state, as it should read: sums, KenKen targets with + − × ÷, headings. */
    static List<String> expectedClues(Puzzle p) {
        List<String> out = new ArrayList<>();
        for (Rule r : p.rules()) {
            if (r instanceof KillerCage k) out.add(String.valueOf(k.sum()));
            if (r instanceof SumGroup s) out.add(String.valueOf(s.sum()));
            if (r instanceof Heading h) out.add(String.valueOf(h.target()));
            if (r instanceof ArithmeticCage a)
                out.add(a.target() + switch (a.op()) {
                    case ADD -> "+";
                    case SUBTRACT -> "−";
                    case MULTIPLY -> "×";
                    case DIVIDE -> "÷";
                    case ANY -> "";
                });
        }
        return out;
    }

    /** Every expected clue is the text of one element of the picture (a multiset: equal clues each need one). */
    static void assertAllCluesDrawn(Puzzle p) throws Exception {
        List<String> drawn = new ArrayList<>();
        for (Element t : svg(p).texts()) drawn.add(t.getTextContent());
        for (String clue : expectedClues(p)) assertTrue(drawn.remove(clue), p.name() + ": clue " + clue + " missing");
    }

    @Test
    void everyClueOfEveryFamilyIsInThePicture() throws Exception {
        for (String f : List.of("kakuro.cw", "seed003-sujiko.txt", "seed002-header.txt", "seed000-overlap.lp", "seed000-latin.cw",
                "seed004-kenken.txt", "seed004-killer.txt", "kenken-hidden.cw", "samurai.cw"))
            assertAllCluesDrawn(example(f));
    }

    @Test
    void eachFamilyIsDrawnAsItIsPrinted() throws Exception {
        // Kakuro: a black cell per hole, split by a diagonal where it holds a clue
        Puzzle kakuro = example("kakuro.cw");
        Svg k = svg(kakuro);
        long black = k.rects().stream().filter(r -> r.getAttribute("fill").equals("#3a3a3a")).count();
        assertEquals((long) kakuro.rows() * kakuro.cols() - kakuro.size(), black);
        assertTrue(k.lines().stream().anyMatch(l -> l.getAttribute("stroke").equals("#bbbbbb")), "clue diagonals");
        // Sujiko: four circles, each centred on a corner shared by four cells
        Svg suj = svg(example("seed003-sujiko.txt"));
        assertEquals(4, suj.circles().size());
        for (Element c : suj.circles()) {
            int cx = Integer.parseInt(c.getAttribute("cx")), cy = Integer.parseInt(c.getAttribute("cy"));
            int m = 12; // the margin at the default cell size
            assertTrue((cx - m) % Picture.CELL == 0 && (cy - m) % Picture.CELL == 0 && cx > m && cy > m
                    && cx < m + 3 * Picture.CELL && cy < m + 3 * Picture.CELL, "circle off an inner corner: " + cx + "," + cy);
        }
        // KenKen: operations as printed, never * or /; walls solid
        Svg ken = svg(example("seed004-kenken.txt"));
        assertTrue(ken.texts().stream().noneMatch(t -> t.getTextContent().matches("\\d+[*/-]")), "ASCII operations");
        assertTrue(ken.lines().stream().noneMatch(l -> l.hasAttribute("stroke-dasharray")), "KenKen cages have solid walls");
        // seed 000: sums whose values may repeat are dotted purple, never a coloured cage; five grids outlined
        Puzzle overlap = example("seed000-overlap.lp");
        Svg ov = svg(overlap);
        long sumGroups = overlap.rules().stream().filter(r -> r instanceof SumGroup).count();
        assertEquals(sumGroups, ov.texts().stream().filter(t -> t.getAttribute("fill").equals("#7b2fbf")).count());
        assertTrue(ov.lines().stream().anyMatch(l -> l.getAttribute("stroke").equals("#7b2fbf") && l.hasAttribute("stroke-dasharray")));
        assertEquals(0, new Drawing(overlap).cages.size(), "no sum group is drawn as a cage");
        // a Latin square has no box lines: the thick lines are the canvas edge and the grid outline only
        Puzzle latin = Formats.readAll("size 6\nrules latin\n", "l.cw", null).get(0);
        long thick = svg(latin).lines().stream().filter(l -> l.getAttribute("stroke-width").equals("3")).count();
        assertEquals(4 * 6 + 4, thick);
        Puzzle sudoku = Formats.readAll("size 6\nrules sudoku\n", "s.cw", null).get(0);
        assertTrue(svg(sudoku).lines().stream().filter(l -> l.getAttribute("stroke-width").equals("3")).count() > thick);
    }

    /** A label sits on a patch of its own: the rect just before its text covers the whole text box. */
    @Test
    void noClueSitsOnALine() throws Exception {
        for (String f : List.of("seed004-killer.txt", "seed004-kenken.txt", "seed000-overlap.lp")) {
            String text = SvgRenderer.render(example(f), null);
            String[] lines = text.split("\n");
            int labels = 0;
            for (int i = 1; i < lines.length; i++) {
                if (!lines[i].startsWith("<text") || lines[i].contains("text-anchor")) continue; // values are centred
                labels++;
                assertTrue(lines[i - 1].startsWith("<rect"), f + ": a label without its patch: " + lines[i]);
                int x = attr(lines[i], "x"), y = attr(lines[i], "y"), size = attr(lines[i], "font-size");
                int rx = attr(lines[i - 1], "x"), ry = attr(lines[i - 1], "y"), rw = attr(lines[i - 1], "width"), rh = attr(lines[i - 1], "height");
                String t = lines[i].replaceAll(".*>(.*)</text>", "$1");
                assertTrue(rx <= x && ry <= y - size + 1 && rx + rw >= x + Picture.textWidth(t, size) && ry + rh >= y, f + ": " + lines[i]);
            }
            assertTrue(labels > 10, f);
        }
    }

    static int attr(String element, String name) {
        return Integer.parseInt(element.replaceAll(".* " + name + "=\"(-?\\d+)\".*", "$1"));
    }

    /** In the PNG: ink in every Kakuro clue's half of its black cell, and in every cage's clue corner. */
    @Test
    void thePngShowsTheCluesWhereTheyArePainted() throws Exception {
        Puzzle kakuro = example("kakuro.cw");
        BufferedImage img = PngRenderer.paint(kakuro, null, Picture.CELL);
        int s = Picture.CELL, m = 12;
        for (Drawing.Clue c : new Drawing(kakuro).clues) {
            int x0 = m + c.at().col() * s + (c.across() ? s / 2 : 2), y0 = m + c.at().row() * s + (c.across() ? 2 : s / 2);
            assertTrue(inked(img, x0, y0, s / 2 - 4, s / 2 - 4, true), "across " + c.across() + " clue at " + c.at());
        }
        Puzzle kenken = example("seed004-kenken.txt");
        BufferedImage k = PngRenderer.paint(kenken, null, Picture.CELL);
        for (Drawing.Cage cage : new Drawing(kenken).cages) {
            Cell f = cage.first();
            if (cage.cells().size() == 1) continue; // a one-cell cage is drawn as its given
            assertTrue(inked(k, m + f.col() * s + 4, m + f.row() * s + 4, s - 12, 12, false), "cage " + cage.label());
        }
        // scaled: the same clue is still painted, larger
        BufferedImage big = PngRenderer.paint(kenken, null, 88);
        assertEquals(2 * (k.getWidth() - 2 * m) + 2 * 24, big.getWidth());
    }

    /** Whether the box holds text pixels: light ones on black (Kakuro), dark ones on a pale cage colour. */
    static boolean inked(BufferedImage img, int x0, int y0, int w, int h, boolean light) {
        List<Integer> seen = new ArrayList<>();
        for (int y = y0; y < y0 + h; y++)
            for (int x = x0; x < x0 + w; x++) {
                int rgb = img.getRGB(x, y), grey = ((rgb >> 16 & 255) + (rgb >> 8 & 255) + (rgb & 255)) / 3;
                seen.add(grey);
            }
        return light ? Collections.max(seen) > 200 : Collections.min(seen) < 90;
    }
}
