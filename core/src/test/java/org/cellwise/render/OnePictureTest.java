package org.cellwise.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.cellwise.format.Formats;
import org.cellwise.puzzle.Family;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The picture a page lays its own layers into: named layers, where its cells lie, families known by their shape. */
class OnePictureTest {
    static Puzzle read(String text) throws Exception {
        return Formats.readAll(text, "t", null).get(0);
    }

    static Document xml(String svg) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void everyExampleIsDrawnInFiveNamedLayersWithItsCellsWhereTheBoardSays() throws Exception {
        try (var files = Files.list(TestFiles.examples())) {
            for (Path f : files.sorted().toList()) {
                Puzzle p = Formats.readAll(f).get(0);
                SvgRenderer.Board b = SvgRenderer.board(p, 44);
                assertEquals(SvgRenderer.render(p, (int[]) null, 44), b.svg(), f + ": the board is the picture draw --svg makes");
                Document d = xml(b.svg());
                NodeList groups = d.getDocumentElement().getChildNodes();
                List<String> names = new ArrayList<>();
                for (int i = 0; i < groups.getLength(); i++)
                    if (groups.item(i) instanceof Element e && e.getTagName().equals("g")) names.add(e.getAttribute("class"));
                assertEquals(List.of("cells", "under", "lines", "over", "values"), names, f.toString());
                // the first cell's square lies where the board says r1c1's corner is, shifted to the cell's own place
                Element first = (Element) ((Element) d.getElementsByTagName("g").item(0)).getElementsByTagName("rect").item(1);
                var c = p.cells().get(0);
                assertEquals(b.left() + c.col() * 44, Integer.parseInt(first.getAttribute("x")), f.toString());
                assertEquals(b.top() + c.row() * 44, Integer.parseInt(first.getAttribute("y")), f.toString());
            }
        }
    }

    @Test
    void familiesAreKnownByTheirShapeNotTheirLabels() throws Exception {
        assertEquals(Family.KAKURO, Family.of(RenderTest.example("kakuro.cw")));
        assertEquals(Family.SUJIKO, Family.of(RenderTest.example("seed003-sujiko.txt")));
        assertEquals(Family.HEADER, Family.of(RenderTest.example("seed002-header.txt")));
        assertEquals(Family.KENKEN, Family.of(RenderTest.example("seed004-kenken.txt")));
        assertEquals(Family.KILLER, Family.of(RenderTest.example("seed004-killer.txt")));
        assertEquals(Family.GRID, Family.of(RenderTest.example("seed000-overlap.lp")), "sum groups on overlapping grids");
        assertEquals(Family.GRID, Family.of(RenderTest.example("seed001-classic.cw")));
        // a Kakuro whose runs are labelled as the page labels them ("run1"): drawn with its clues, not as dashed cages
        Puzzle kakuro = RenderTest.example("kakuro.cw");
        StringBuilder json = new StringBuilder("{\"name\": \"k\", \"values\": \"1..9\", \"cells\": [");
        for (int i = 0; i < kakuro.size(); i++) json.append(i == 0 ? "" : ",").append('"').append(kakuro.canvas().name(i)).append('"');
        json.append("], \"sums\": [");
        int n = 0;
        for (var r : kakuro.rules())
            if (r instanceof org.cellwise.rules.SumGroup g) {
                json.append(n == 0 ? "" : ",").append("{\"label\": \"run").append(++n).append("\", \"target\": ").append(g.sum())
                        .append(", \"distinct\": true, \"cells\": [");
                for (int i = 0; i < g.cells().size(); i++) json.append(i == 0 ? "" : ",").append('"').append(g.cells().get(i)).append('"');
                json.append("]}");
            }
        json.append("]}");
        Puzzle relabelled = read(json.toString());
        assertEquals(Family.KAKURO, Family.of(relabelled));
        Drawing d = new Drawing(relabelled), original = new Drawing(kakuro);
        assertEquals(n, d.clues.size());
        assertEquals(0, d.cages.size(), "no run drawn as a cage");
        assertEquals(original.clues.stream().map(Object::toString).sorted().toList(), d.clues.stream().map(Object::toString).sorted().toList());
        // a straight sum that is not a run (a cell of the canvas before it) is no Kakuro clue
        assertEquals(null, Family.runOf(kakuro, List.of(new org.cellwise.model.Cell(1, 2), new org.cellwise.model.Cell(1, 3))));
        assertEquals(new org.cellwise.model.Cell(1, 0), Family.runOf(kakuro, List.of(new org.cellwise.model.Cell(1, 1), new org.cellwise.model.Cell(1, 2))).at());
    }
}
