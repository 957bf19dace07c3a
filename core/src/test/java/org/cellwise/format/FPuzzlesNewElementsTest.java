package org.cellwise.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.cellwise.model.Cell;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.puzzle.Signature;
import org.cellwise.rules.Clue;
import org.cellwise.rules.Clues;
import org.cellwise.rules.DoubleArrow;
import org.cellwise.rules.Indexer;
import org.cellwise.rules.LockoutLine;
import org.cellwise.rules.ModularLine;
import org.cellwise.rules.NabnerLine;
import org.cellwise.rules.ZipperLine;
import org.junit.jupiter.api.Test;

/**
 * The f-puzzles elements of the setter clues, as the add-ons that define them save them (Rangsk's for indexers,
 * modular, Nabner, zipper and double-arrow lines, Memeristor's for lockout lines): each read into its rule, written
 * back in the same shape with the drawn copy the add-ons save for other sites, and read again to the same puzzle.
 */
class FPuzzlesNewElementsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** f-puzzles always saves its grid; these tests state the elements, and an empty grid is added where none is given. */
    static Puzzle read(String json) throws FormatException {
        try {
            com.fasterxml.jackson.databind.node.ObjectNode o = (com.fasterxml.jackson.databind.node.ObjectNode) JSON.readTree(json);
            if (!o.has("grid")) {
                var grid = o.putArray("grid");
                for (int r = 0; r < o.get("size").asInt(); r++) {
                    var row = grid.addArray();
                    for (int c = 0; c < o.get("size").asInt(); c++) row.addObject();
                }
                json = o.toString();
            }
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
        return FPuzzles.read(json, "t.json", 1, "p");
    }

    static List<Cell> cells(String text) {
        return java.util.Arrays.stream(text.split(" ")).map(Clues::cell).toList();
    }

    static List<Clue> clues(Puzzle p) {
        return p.rules().stream().filter(r -> r instanceof Clue).map(r -> (Clue) r).toList();
    }

    @Test
    void eachElementReadsIntoItsRule() throws Exception {
        Puzzle p = read("""
                {"size":9,
                 "rowindexer":[{"cells":["R1C5","R2C5"]}],
                 "columnindexer":[{"cells":["R1C1"]},{"cells":["R2C1"]}],
                 "boxindexer":[{"cells":["R5C5"]}],
                 "lockout":[{"lines":[["R1C3","R2C4","R3C5"]]}],
                 "modularline":[{"lines":[["R4C1","R4C2","R4C3"],["R6C1","R6C2"]]}],
                 "zipperline":[{"lines":[["R7C1","R8C2","R9C3","R8C4","R7C5"]]}],
                 "nabner":[{"lines":[["R6C6","R7C7"]]}],
                 "doublearrow":[{"lines":[["R2C7","R2C8","R3C8","R3C9"]]}],
                 "line":[{"lines":[["R6C6","R7C7"]],"outlineC":"#C9C883","width":0.25,"fromConstraint":"Nabner"}],
                 "cage":[{"cells":["R1C1","R2C1"],"outlineC":"#C77C7C","fontC":"#000000","fromConstraint":"Column Indexer"}],
                 "circle":[{"cells":["R2C7"],"baseC":"#EAEAEA","outlineC":"#C54B8B","width":0.85,"height":0.85,"fromConstraint":"Double Arrow"}]}
                """);
        List<Clue> cs = clues(p);
        assertTrue(cs.contains(new Indexer(Indexer.Axis.ROW, cells("r1c5 r2c5"))), cs.toString());
        assertTrue(cs.contains(new Indexer(Indexer.Axis.COLUMN, cells("r1c1"))) && cs.contains(new Indexer(Indexer.Axis.COLUMN, cells("r2c1"))));
        assertTrue(cs.contains(new Indexer(Indexer.Axis.BOX, cells("r5c5"))), "the grid's own box: no region to name");
        assertTrue(cs.contains(new LockoutLine(cells("r1c3 r2c4 r3c5"))));
        assertTrue(cs.contains(new ModularLine(cells("r4c1 r4c2 r4c3"))) && cs.contains(new ModularLine(cells("r6c1 r6c2"))), "each line of an entry");
        assertTrue(cs.contains(new ZipperLine(cells("r7c1 r8c2 r9c3 r8c4 r7c5"))));
        assertTrue(cs.contains(new NabnerLine(cells("r6c6 r7c7"))));
        assertTrue(cs.contains(new DoubleArrow(cells("r2c7 r2c8 r3c8 r3c9"))));
        assertEquals(10, cs.size(), "the drawn copies are drawings, not rules: " + cs);
        // written back: the same elements in the same shapes, with a drawn copy of each, and the same puzzle again
        JsonNode out = JSON.readTree(FPuzzles.write(p));
        assertEquals("[{\"cells\":[\"R1C5\",\"R2C5\"]}]", out.get("rowindexer").toString());
        assertEquals("[{\"cells\":[\"R1C1\"]},{\"cells\":[\"R2C1\"]}]", out.get("columnindexer").toString());
        assertEquals("[{\"cells\":[\"R5C5\"]}]", out.get("boxindexer").toString());
        assertEquals("[{\"lines\":[[\"R1C3\",\"R2C4\",\"R3C5\"]]}]", out.get("lockout").toString());
        assertEquals(2, out.get("modularline").size());
        assertEquals("[{\"lines\":[[\"R7C1\",\"R8C2\",\"R9C3\",\"R8C4\",\"R7C5\"]]}]", out.get("zipperline").toString());
        assertEquals("[{\"lines\":[[\"R6C6\",\"R7C7\"]]}]", out.get("nabner").toString());
        assertEquals("[{\"lines\":[[\"R2C7\",\"R2C8\",\"R3C8\",\"R3C9\"]]}]", out.get("doublearrow").toString());
        assertEquals(6, out.get("line").size(), "a drawn line for each lockout, modular, zipper, Nabner and double-arrow line");
        assertEquals(2, out.get("circle").size(), "the double arrow's two circles");
        assertEquals(4, out.get("cage").size(), "a drawn outline for each indexer clue");
        for (JsonNode l : out.get("line")) assertTrue(l.has("fromConstraint") || l.path("isNewConstraint").asBoolean(), l.toString());
        Puzzle back = read(FPuzzles.write(p));
        assertEquals(Signature.of(p), Signature.of(back));
        assertEquals(FPuzzles.write(p), FPuzzles.write(back), "nothing drifts");
    }

    /**
     * The add-ons' drawn copies are the clues' pictures: read back they are neither kept as drawings (the writer draws
     * them again, so they would double on every trip) nor warned about. A published "159" draws one outline over all
     * three column indexers; a published zipper puzzle one line per zipper line, as Cellwise writes them.
     */
    @Test
    void theAddOnsDrawnCopiesAreTheCluesPicturesNotDrawings() throws Exception {
        Puzzle p = read("""
                {"size":9,
                 "columnindexer":[{"cells":["R1C1","R2C1"]},{"cells":["R1C5"]}],
                 "doublearrow":[{"lines":[["R2C7","R2C8","R3C8","R3C9"]]}],
                 "lockout":[{"lines":[["R5C1","R5C2","R5C3"]]}],
                 "nabner":[{"lines":[["R7C7","R8C8"]]}],
                 "cage":[{"cells":["R1C1","R2C1","R1C5"],"outlineC":"#C77C7C","fontC":"#000000","fromConstraint":"Column Indexer"}],
                 "circle":[{"cells":["R3C9"],"baseC":"#EAEAEA","outlineC":"#C54B8B","width":0.85,"height":0.85,"fromConstraint":"Double Arrow"}],
                 "line":[{"lines":[["R5C1","R5C2","R5C3"]],"outlineC":"#123456","width":0.3,"isNewConstraint":true},
                         {"lines":[["R1C1","R9C9"]],"outlineC":"#C9C883","width":0.25,"fromConstraint":"Nabner"}]}
                """);
        // the last line is marked as a Nabner copy but lies on no Nabner line: a drawing the setter made, kept and warned of
        assertEquals(1, p.metadata().drawings().size(), p.metadata().drawings().toString());
        assertTrue(p.metadata().drawings().get(0).json().contains("R9C9"), p.metadata().drawings().toString());
        assertEquals(List.of("drawn lines with no rule: 1"), p.warnings());
        String once = FPuzzles.write(p);
        Puzzle back = read(once);
        assertEquals(p.metadata(), back.metadata(), "the copies written are read as pictures again");
        assertEquals(once, FPuzzles.write(back), "no copy doubles on the way round");
        JsonNode out = JSON.readTree(once);
        assertEquals(2, out.get("cage").size(), "one outline for each indexer clue: " + out.get("cage"));
        assertEquals(2, out.get("circle").size(), "the double arrow's two circles: " + out.get("circle"));
        assertEquals(4, out.get("line").size(), "three copies and the setter's own line: " + out.get("line"));
        // a puzzle with no drawings of its own: the copies it is written with earn no warning read back
        Puzzle clean = Formats.readAll("size 9\nrules sudoku\nrow-indexer r1c1 r2c2\nmodular r4c1 r4c2 r4c3\nzipper r6c1 r6c2 r6c3\n"
                + "double-arrow r8c1 r8c2 r8c3\nlockout r9c5 r9c6 r9c7\nnabner r1c9 r2c9\nbox-indexer r5c5\n", "t.cw", null).get(0);
        Puzzle viaLink = FPuzzles.read(FPuzzles.link(clean), "t", 1, "p");
        assertEquals(List.of(), viaLink.warnings());
        assertEquals(List.of(), viaLink.metadata().drawings());
        assertEquals(Signature.of(clean), Signature.of(viaLink));
    }

    /** The published puzzles that use the add-ons' elements, as the add-ons saved them. */
    @Test
    void publishedAddOnPuzzlesKeepNoCopyAsADrawing() throws Exception {
        int seen = 0;
        for (String line : java.nio.file.Files.readAllLines(org.cellwise.testing.TestFiles.data().resolve("fpuzzles-more.tsv"))) {
            String[] f = line.split("\t");
            if (!f[0].contains("159") && !f[0].contains("Zipper")) continue;
            String json = LzString.decompressFromBase64(f[1]);
            assertTrue(json.contains("\"fromConstraint\":\"Column Indexer\"") || json.contains("\"fromConstraint\":\"Zipper Line\""), f[0]);
            Puzzle p = FPuzzles.read(f[1], "published", 1, "p");
            assertEquals(List.of(), p.warnings(), f[0]);
            assertTrue(p.metadata().drawings().stream().noneMatch(d -> d.json().contains("Column Indexer") || d.json().contains("Zipper Line")),
                    f[0] + ": " + p.metadata().drawings());
            String once = FPuzzles.write(p);
            assertEquals(once, FPuzzles.write(read(once)), f[0]);
            seen++;
        }
        assertEquals(3, seen);
    }

    @Test
    void aBoxIndexerInDrawnRegionsCountsThroughItsRegionInReadingOrder() throws Exception {
        // a 4x4 of irregular regions: region 2 is r2c1 r3c1 r4c1 r4c2 in reading order, region 1 r1c4 r2c3 r2c4 r3c4
        // (regions that are whole columns or rows would be no more than the Latin square's own, and read as that)
        int[][] regions = {{0, 0, 0, 1}, {2, 0, 1, 1}, {2, 3, 3, 1}, {2, 2, 3, 3}};
        StringBuilder grid = new StringBuilder("[");
        for (int r = 0; r < 4; r++) {
            grid.append(r == 0 ? "[" : ",[");
            for (int c = 0; c < 4; c++) grid.append(c == 0 ? "" : ",").append("{\"region\":").append(regions[r][c]).append('}');
            grid.append(']');
        }
        grid.append(']');
        Puzzle p = read("{\"size\":4,\"grid\":" + grid + ",\"boxindexer\":[{\"cells\":[\"R3C1\",\"R2C4\"]}]}");
        List<Clue> cs = clues(p);
        assertTrue(cs.contains(new Indexer(Indexer.Axis.BOX, cells("r3c1"), cells("r2c1 r3c1 r4c1 r4c2"))), cs.toString());
        assertTrue(cs.contains(new Indexer(Indexer.Axis.BOX, cells("r2c4"), cells("r1c4 r2c3 r2c4 r3c4"))), cs.toString());
        // the same regions written back: the f-puzzles element again
        JsonNode out = JSON.readTree(FPuzzles.write(p));
        assertEquals(2, out.get("boxindexer").size(), out.toString());
        assertEquals(Signature.of(p), Signature.of(read(FPuzzles.write(p))));
        // a region named in another order than f-puzzles counts in cannot be its element: it travels as a statement
        Puzzle odd = Formats.readAll("size 4\nrules sudoku\nbox-indexer r1c1 : r2c2 r1c2 r2c1 r1c1\n", "t.cw", null).get(0);
        JsonNode w = JSON.readTree(FPuzzles.write(odd));
        assertTrue(!w.has("boxindexer") && w.get("cellwise").toString().contains("box-indexer r1c1 : r2c2 r1c2 r2c1 r1c1"), w.toString());
        assertEquals(Signature.of(odd), Signature.of(read(FPuzzles.write(odd))));
        // in reading order it is the grid's box, and f-puzzles' element says the same
        Puzzle same = Formats.readAll("size 4\nrules sudoku\nbox-indexer r1c1 : r1c1 r1c2 r2c1 r2c2\n", "t.cw", null).get(0);
        assertTrue(JSON.readTree(FPuzzles.write(same)).has("boxindexer"));
        assertEquals(Signature.of(same), Signature.of(read(FPuzzles.write(same))));
    }

    @Test
    void cornerDotsAndMarksHaveNoElementAndTravelAsStatements() throws Exception {
        Puzzle p = Formats.readAll("size 9\nrules sudoku\nwhite r1c1 r2c2\nblack 3 r4c4 r5c3\nx r8c8 r9c7\nv r1c9 r2c8\nwhite r5c5 r5c6\n", "t.cw", null).get(0);
        JsonNode out = JSON.readTree(FPuzzles.write(p));
        assertEquals(1, out.get("difference").size(), "only the side-by-side dot is an f-puzzles dot: " + out);
        assertTrue(!out.has("xv") && !out.has("ratio"), out.toString());
        // in a fixed order (sorted), whatever the order the rules were stated in
        assertEquals("[\"black 3 r4c4 r5c3\",\"v r1c9 r2c8\",\"white r1c1 r2c2\",\"x r8c8 r9c7\"]", out.get("cellwise").toString());
        Puzzle back = read(FPuzzles.write(p));
        assertEquals(Signature.of(p), Signature.of(back));
        // f-puzzles draws its dots between side-by-side cells; one between diagonal cells is refused where it stands
        FormatException e = assertThrows(FormatException.class, () -> read("{\"size\":9,\"difference\":[{\"cells\":[\"R1C1\",\"R2C2\"]}]}"));
        assertTrue(e.getMessage().contains("/difference/0") && e.getMessage().contains("side-by-side"), e.getMessage());
    }

    @Test
    void badEntriesAreRefusedWithTheirPath() {
        for (String[] bad : new String[][] {
                {"\"doublearrow\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]}]", "/doublearrow/0/lines/0", "at least 3 cells"},
                {"\"lockout\":[{\"lines\":[[\"R1C1\",\"R1C2\"],[\"R1C1\"]]}]", "/lockout/0/lines/1", "at least 2 cells"},
                {"\"rowindexer\":[{\"cells\":[\"R1C1\",\"R1C1\"]}]", "/rowindexer/0/cells/1", "named twice"},
                {"\"columnindexer\":[{\"cells\":[\"X\"]}]", "/columnindexer/0/cells/0", "R1C1"}}) {
            FormatException e = assertThrows(FormatException.class, () -> read("{\"size\":9," + bad[0] + "}"), bad[0]);
            assertTrue(e.getMessage().contains(bad[1]) && e.getMessage().contains(bad[2]), bad[0] + " -> " + e.getMessage());
        }
        // a box indexer in a cell of no region, with regions drawn, points nowhere
        String grid = "[[{\"region\":null},{\"region\":0}],[{\"region\":0},{\"region\":1}]]";
        FormatException e = assertThrows(FormatException.class, () -> read("{\"size\":2,\"grid\":" + grid + ",\"boxindexer\":[{\"cells\":[\"R1C1\"]}]}"));
        assertTrue(e.getMessage().contains("/boxindexer/0") && e.getMessage().contains("region of 2 cells"), e.getMessage());
    }
}
