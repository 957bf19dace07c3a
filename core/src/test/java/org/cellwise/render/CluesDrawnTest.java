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

    /** A picture read back: its elements and where the grid's top-left corner is (the outline's thick lines). */
    private record Read(Svg svg, int x0, int y0) {
        static Read of(String cw) throws Exception {
            Svg svg = CluesDrawnTest.svg(Formats.readAll(cw, "clue.cw", null).get(0));
            int x0 = Integer.MAX_VALUE, y0 = Integer.MAX_VALUE;
            for (Element l : svg.lines())
                if (l.getAttribute("stroke").equals("#111111") && l.getAttribute("stroke-width").equals("3")) {
                    x0 = Math.min(x0, Integer.parseInt(l.getAttribute("x1")));
                    y0 = Math.min(y0, Integer.parseInt(l.getAttribute("y1")));
                }
            return new Read(svg, x0, y0);
        }

        int cx(Cell c) {
            return x0 + c.col() * Picture.CELL + Picture.CELL / 2;
        }

        int cy(Cell c) {
            return y0 + c.row() * Picture.CELL + Picture.CELL / 2;
        }

        /** A stroke of the colour from one cell's centre to the other's. */
        boolean line(String colour, Cell a, Cell b) {
            return svg.lines().stream().anyMatch(l -> l.getAttribute("stroke").equals(colour)
                    && (at(l, "x1", "y1", a) && at(l, "x2", "y2", b) || at(l, "x1", "y1", b) && at(l, "x2", "y2", a)));
        }

        private boolean at(Element e, String x, String y, Cell c) {
            return Integer.parseInt(e.getAttribute(x)) == cx(c) && Integer.parseInt(e.getAttribute(y)) == cy(c);
        }

        /** Every step of a line clue drawn in its colour. */
        boolean path(String colour, String cells) {
            List<Cell> cs = cells(cells);
            for (int i = 1; i < cs.size(); i++) if (!line(colour, cs.get(i - 1), cs.get(i))) return false;
            return true;
        }

        /** A circle centred at (x, y) whose fill or stroke is the colour. */
        boolean circle(int x, int y, String colour) {
            return svg.circles().stream().anyMatch(c -> Integer.parseInt(c.getAttribute("cx")) == x && Integer.parseInt(c.getAttribute("cy")) == y
                    && (c.getAttribute("fill").equals(colour) || c.getAttribute("stroke").equals(colour)));
        }

        /** A text reading exactly this, centred on x, within a cell's height of y. */
        boolean text(int x, int y, String t) {
            return svg.texts().stream().anyMatch(e -> e.getTextContent().equals(t) && Integer.parseInt(e.getAttribute("x")) == x
                    && Math.abs(Integer.parseInt(e.getAttribute("y")) - y) < Picture.CELL / 2);
        }

        /** A cell filled with the colour. */
        boolean shaded(Cell c, String colour) {
            return svg.rects().stream().anyMatch(r -> r.getAttribute("fill").equals(colour)
                    && Integer.parseInt(r.getAttribute("x")) == x0 + c.col() * Picture.CELL && Integer.parseInt(r.getAttribute("y")) == y0 + c.row() * Picture.CELL);
        }
    }

    private static List<Cell> cells(String text) {
        List<Cell> out = new ArrayList<>();
        for (String t : text.trim().split("\\s+")) out.add(org.cellwise.rules.Clues.cell(t));
        return out;
    }

    private static Cell cell(String t) {
        return org.cellwise.rules.Clues.cell(t);
    }

    /**
     * Each of the 21 variant clues, stated in a .cw file, is in its SVG where it lies: lines through the centres of
     * their cells in their colours, dots and X/V between their cells, numbers outside the grid at their clue cell,
     * shading on their cells.
     */
    @Test
    void everyVariantClueIsDrawnWhereItLies() throws Exception {
        String head = "size 9\nrules sudoku\n";
        Read r = Read.of(head + "thermo r1c1 r1c2 r2c3\n");
        assertTrue(r.path("#bdbdbd", "r1c1 r1c2 r2c3") && r.circle(r.cx(cell("r1c1")), r.cy(cell("r1c1")), "#bdbdbd"), "thermometer and bulb");
        r = Read.of(head + "slow-thermo r1c1 r1c2 r2c3\n");
        int bx = r.cx(cell("r1c1")), by = r.cy(cell("r1c1"));
        // a slow thermometer's bulb is hollow: white inside a grey ring, where a thermometer's is grey throughout
        assertTrue(r.path("#bdbdbd", "r1c1 r1c2 r2c3") && r.svg.circles().stream().anyMatch(c -> Integer.parseInt(c.getAttribute("cx")) == bx
                && Integer.parseInt(c.getAttribute("cy")) == by && c.getAttribute("fill").equals("#ffffff")
                && c.getAttribute("stroke").equals("#bdbdbd")), "slow thermometer and its hollow bulb");
        r = Read.of(head + "arrow r5c5 : r4c5 r3c5 r3c6\n");
        assertTrue(r.circle(r.cx(cell("r5c5")), r.cy(cell("r5c5")), "#8a8a8a") && r.line("#8a8a8a", cell("r3c5"), cell("r3c6")), "arrow circle and shaft");
        r = Read.of(head + "little-killer 23 r0c3 DR\n");
        assertTrue(r.text(r.cx(cell("r0c3")), r.cy(cell("r0c3")), "23"), "little killer sum outside the grid");
        r = Read.of(head + "white r2c2 r2c3\nblack r4c4 r5c4\n");
        assertTrue(r.circle((r.cx(cell("r2c2")) + r.cx(cell("r2c3"))) / 2, r.cy(cell("r2c2")), "#ffffff"), "white dot between its cells");
        assertTrue(r.circle(r.cx(cell("r4c4")), (r.cy(cell("r4c4")) + r.cy(cell("r5c4"))) / 2, "#111111"), "black dot between its cells");
        r = Read.of(head + "x r6c6 r6c7\nv r7c1 r8c1\n");
        assertTrue(r.text((r.cx(cell("r6c6")) + r.cx(cell("r6c7"))) / 2, r.cy(cell("r6c6")), "X"), "X between its cells");
        assertTrue(r.text(r.cx(cell("r7c1")), (r.cy(cell("r7c1")) + r.cy(cell("r8c1"))) / 2, "V"), "V between its cells");
        r = Read.of(head + "odd r1c9\neven r9c9\n");
        assertTrue(r.circle(r.cx(cell("r1c9")), r.cy(cell("r1c9")), "#e0e0e0"), "odd: a circle");
        Read even = r;
        assertTrue(r.svg().rects().stream().anyMatch(x -> x.getAttribute("fill").equals("#e0e0e0")
                && Integer.parseInt(x.getAttribute("x")) + Integer.parseInt(x.getAttribute("width")) / 2 == even.cx(cell("r9c9"))), "even: a square");
        r = Read.of(head + "minimum r5c5\nmaximum r2c8\n");
        assertTrue(r.shaded(cell("r5c5"), "#e4e4e4") && r.shaded(cell("r2c8"), "#e4e4e4"), "extreme cells shaded");
        assertTrue(r.svg().lines().stream().filter(l -> l.getAttribute("stroke").equals("#555555")).count() >= 8, "chevrons at the extremes");
        r = Read.of(head + "marks 1,4,7 r3c3\n");
        Read marks = r;
        assertTrue(r.svg().texts().stream().anyMatch(t -> t.getTextContent().equals("1,4,7") && Integer.parseInt(t.getAttribute("x")) == marks.cx(cell("r3c3"))), "pencil marks in their cell");
        for (String[] line : new String[][] {{"palindrome", "#b0b0b0"}, {"renban", "#d9a0e0"}, {"whispers", "#7fd07f"},
                {"entropic", "#f2b25c"}, {"between", "#b0b0b0"}}) {
            r = Read.of(head + line[0] + " r7c2 r7c3 r8c4 r9c4\n");
            assertTrue(r.path(line[1], "r7c2 r7c3 r8c4 r9c4"), line[0]);
        }
        assertTrue(r.circle(r.cx(cell("r7c2")), r.cy(cell("r7c2")), "#8a8a8a") && r.circle(r.cx(cell("r9c4")), r.cy(cell("r9c4")), "#8a8a8a"), "between: circles at both ends");
        r = Read.of(head + "region-sum r3c2 r3c3 | r3c4 r3c5\n");
        assertTrue(r.path("#7fd8ff", "r3c2 r3c3 r3c4 r3c5"), "region sum line");
        r = Read.of(head + "extra-region r1c4 r2c5 r3c6\n");
        assertTrue(r.shaded(cell("r1c4"), "#b9b9e6") && r.shaded(cell("r3c6"), "#b9b9e6"), "extra region shaded");
        r = Read.of(head + "clone r1c1 r1c2 = r9c8 r9c9\n");
        assertTrue(r.shaded(cell("r1c1"), "#f3dc7a") && r.shaded(cell("r9c9"), "#f3dc7a"), "clones shaded");
        r = Read.of(head + "cage - r5c1 r5c2 r6c1\n");
        Read cage = r;
        assertTrue(r.svg().lines().stream().filter(l -> l.hasAttribute("stroke-dasharray")
                && Math.abs(Integer.parseInt(l.getAttribute("x1")) - cage.cx(cell("r5c1"))) < Picture.CELL).count() >= 3, "a dashed cage");
        assertFalse(r.svg().texts().stream().anyMatch(t -> t.getTextContent().matches("\\d+") && !t.getAttribute("fill").equals("#1f5fbf")), "no sum on a sumless cage");
        r = Read.of(head + "quadruple 3,5 r4c6 r4c7 r5c6 r5c7\n");
        int qx = r.x0() + 6 * Picture.CELL, qy = r.y0() + 4 * Picture.CELL;
        assertTrue(r.circle(qx, qy, "#111111") && r.svg().texts().stream().anyMatch(t -> t.getTextContent().equals("35")), "quadruple on its corner");
        r = Read.of(head + "sandwich 17 r4c0\nx-sum 21 r0c6\nskyscraper 4 r10c2\n");
        assertTrue(r.text(r.cx(cell("r4c0")), r.cy(cell("r4c0")), "17"), "sandwich sum left of its row");
        assertTrue(r.text(r.cx(cell("r0c6")), r.cy(cell("r0c6")), "21") && r.circle(r.cx(cell("r0c6")), r.cy(cell("r0c6")), "#888888"), "x-sum ringed above its column");
        assertTrue(r.text(r.cx(cell("r10c2")), r.cy(cell("r10c2")), "4"), "skyscraper below its column");
    }

    /**
     * The setter clues of issue #34 where they lie, in the colours of the f-puzzles add-ons that defined them: lines
     * through their cells' centres, lockout diamonds round both ends (the line stopping at their edge), double-arrow
     * circles at both ends, indexer cells tinted and outlined by kind, dots and X/V on the corner of diagonal cells.
     */
    @Test
    void everySetterClueIsDrawnWhereItLies() throws Exception {
        String head = "size 9\nrules sudoku\n";
        for (String[] line : new String[][] {{"modular", "#33bbbb"}, {"zipper", "#cdb1ec"}, {"nabner", "#c9c883"}}) {
            Read r = Read.of(head + line[0] + " r7c2 r7c3 r8c4 r9c4\n");
            assertTrue(r.path(line[1], "r7c2 r7c3 r8c4 r9c4"), line[0]);
        }
        Read r = Read.of(head + "double-arrow r2c2 r2c3 r3c3 r3c4\n");
        assertTrue(r.path("#c54b8b", "r2c2 r2c3 r3c3 r3c4"), "double arrow line");
        assertTrue(r.circle(r.cx(cell("r2c2")), r.cy(cell("r2c2")), "#c54b8b") && r.circle(r.cx(cell("r3c4")), r.cy(cell("r3c4")), "#c54b8b"),
                "double arrow: circles at both ends");
        r = Read.of(head + "lockout r1c1 r1c2 r1c3 r2c4\n");
        assertTrue(r.line("#006cba", cell("r1c2"), cell("r1c3")), "lockout: the line between the middle cells");
        Read lock = r;
        for (Cell end : List.of(cell("r1c1"), cell("r2c4"))) {
            // a diamond: four edges through the points half a diagonal above, right, below and left of the centre
            long corners = lock.svg().lines().stream().filter(l -> l.getAttribute("stroke").equals("#006cba")
                    && Math.abs(Integer.parseInt(l.getAttribute("x1")) - lock.cx(end)) + Math.abs(Integer.parseInt(l.getAttribute("y1")) - lock.cy(end))
                    == Picture.CELL * 2 / 5).count();
            assertTrue(corners >= 4, "a diamond round " + end + ": " + corners);
        }
        assertFalse(r.line("#006cba", cell("r1c1"), cell("r1c2")), "the line stops at the diamond's edge, leaving the digit clear");
        r = Read.of(head + "row-indexer r1c5 r2c5\ncolumn-indexer r4c1\nbox-indexer r5c5\n");
        assertTrue(r.shaded(cell("r1c5"), "#def1de") && r.shaded(cell("r2c5"), "#def1de"), "row indexers tinted green");
        assertTrue(r.shaded(cell("r4c1"), "#f1dede") && r.shaded(cell("r5c5"), "#dedef1"), "column red, box blue");
        Read idx = r;
        assertTrue(r.svg().lines().stream().filter(l -> l.getAttribute("stroke").equals("#7cc77c")).count() == 6,
                "two touching row indexers: one outline of six edges, none between them");
        assertTrue(r.svg().lines().stream().anyMatch(l -> l.getAttribute("stroke").equals("#c77c7c")
                && Math.abs(Integer.parseInt(l.getAttribute("y1")) - idx.cy(cell("r4c1"))) < Picture.CELL / 2), "column indexer outlined");
        r = Read.of(head + "white r1c1 r2c2\nblack r4c4 r5c3\nx r6c6 r7c7\nv r8c2 r9c1\n");
        int cornerX = r.x0() + Picture.CELL, cornerY = r.y0() + Picture.CELL;
        assertTrue(r.circle(cornerX, cornerY, "#ffffff"), "white dot on the corner of r1c1 and r2c2");
        assertTrue(r.circle(r.x0() + 3 * Picture.CELL, r.y0() + 4 * Picture.CELL, "#111111"), "black dot on the corner of r4c4 and r5c3");
        assertTrue(r.text(r.x0() + 6 * Picture.CELL, r.y0() + 6 * Picture.CELL, "X") && r.text(r.x0() + Picture.CELL, r.y0() + 8 * Picture.CELL, "V"),
                "X and V on their corners");
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
