package org.cellwise.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.puzzle.Signature;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

/** SudokuPad's own scl links: ones its converter made, what is refused, and the writer against the reader. */
class SudokuPadTest {
    /** title → scl link, made by SudokuPad's code from the f-puzzles corpus (see the file's header). */
    private static List<String[]> vectors() throws Exception {
        try (InputStream in = SudokuPadTest.class.getResourceAsStream("/format/sudokupad-scl.tsv")) {
            List<String[]> out = new ArrayList<>();
            for (String l : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n"))
                if (!l.startsWith("#") && !l.isBlank()) out.add(l.split("\t"));
            return out;
        }
    }

    private static String fpuzzles(String title) throws Exception {
        for (String l : Files.readAllLines(TestFiles.data().resolve("fpuzzles.tsv")))
            if (l.startsWith(title + "\t")) return l.split("\t")[1];
        throw new AssertionError("not in the corpus: " + title);
    }

    @Test
    void sclLinksMadeBySudokuPadReadAsTheFPuzzlesPuzzlesTheyCameFrom() throws Exception {
        int read = 0, refused = 0;
        for (String[] v : vectors()) {
            Puzzle original = FPuzzles.read(fpuzzles(v[0]), "fpuzzles.tsv", 1, "p");
            assertTrue(SudokuPad.looks(v[1]), v[0]);
            if (v[0].contains("Alien")) { // whispers and thermometers are drawn lines in scl: their meaning is in the rules text
                FormatException e = assertThrows(FormatException.class, () -> Formats.readAll(v[1], "scl.txt", null));
                assertTrue(e.getMessage().contains("lines"), e.getMessage());
                assertTrue(e.getMessage().startsWith("scl.txt:1:"), e.getMessage());
                refused++;
                continue;
            }
            Puzzle p = Formats.readAll(v[1], "scl.txt", null).get(0);
            assertEquals(Signature.of(original), Signature.of(p), v[0]);
            assertEquals(original.name(), p.name());
            assertTrue(Solver.of(p).uniqueness().unique(), v[0]);
            read++;
        }
        assertEquals(2, read);
        assertEquals(1, refused);
    }

    @Test
    void sudokusJigsawsKillersAndLatinSquaresRoundTripThroughScl() throws Exception {
        int written = 0;
        for (String name : new String[] {"seed004-killer.txt", "seed001-classic.cw", "seed001-6x6.cw", "seed001-anti-knight.cw", "seed001-16x16.cw"}) {
            Puzzle p = Formats.readAll(TestFiles.examples().resolve(name)).get(0);
            String link = Writers.write(p, Format.SCL).strip();
            assertTrue(link.startsWith(SudokuPad.LINK), link);
            Puzzle back = Formats.readAll(link, "l", null).get(0);
            assertEquals(Signature.of(p), Signature.of(back), name);
            assertEquals(p.name(), back.name(), name);
            written++;
        }
        Puzzle jigsaw = org.cellwise.generate.Generator.generate(org.cellwise.generate.Request.of("jigsaw").withSize(6), 3, 0);
        Puzzle back = Formats.readAll(Writers.write(jigsaw, Format.SCL), "l", null).get(0);
        assertEquals(Signature.of(jigsaw), Signature.of(back));
        Puzzle latin = Formats.readAll("size 4 boxes none\nrules latin\nr1c1 = 1\nname It's \"quoted\"\n", "l.cw", Format.CELLWISE).get(0);
        String link = Writers.write(latin, Format.SCL).strip();
        back = Formats.readAll(link, "l", null).get(0);
        assertEquals(Signature.of(latin), Signature.of(back));
        assertEquals(Solver.of(latin).solve(SolveOptions.upTo(1000), 1000).count(), Solver.of(back).solve(SolveOptions.upTo(1000), 1000).count());
        assertEquals("It's 'quoted'", back.name()); // SudokuPad's zipping turns " into '
        assertEquals(5, written);
    }

    @Test
    void whatSclCannotStateIsRefusedAndShortLinksSaySo() throws Exception {
        Puzzle thermo = FPuzzles.read(fpuzzles("\"Alien\" by Lisztes (Whispers, Thermo)"), "t", 1, "p");
        IllegalArgumentException w = assertThrows(IllegalArgumentException.class, () -> Writers.write(thermo, Format.SCL));
        assertTrue(w.getMessage().contains("export --to sudokupad"), w.getMessage());
        FormatException e = assertThrows(FormatException.class, () -> Formats.readAll("https://sudokupad.app/someone/a-puzzle", "s", null));
        assertTrue(e.getMessage().contains("server"), e.getMessage());
        String cut = vectors().get(0)[1];
        e = assertThrows(FormatException.class, () -> Formats.readAll(cut.substring(0, cut.length() / 2), "s", null));
        assertTrue(e.getMessage().contains("cut short"), e.getMessage());
        // a cage whose sum is not a number means what the rules say: refused, naming it
        String odd = SudokuPad.LINK + LzString.compressToBase64("{ce:[[,,,],[,,,],[,,,],[,,,]],ca:[{ce:[[0,0],[0,1]],v:'x'}]}");
        e = assertThrows(FormatException.class, () -> Formats.readAll(odd, "s", null));
        assertTrue(e.getMessage().contains("/cages/0/value"), e.getMessage());
    }

    /** A SudokuPad link of {@code p} with {@code change} made to its document first. */
    private static String edited(Puzzle p, java.util.function.Consumer<com.fasterxml.jackson.databind.node.ObjectNode> change) {
        com.fasterxml.jackson.databind.node.ObjectNode doc = SudokuPadWriter.scl(p);
        change.accept(doc);
        return SudokuPad.LINK + LzString.compressToBase64(SudokuPadZip.zip(doc));
    }

    /**
     * A field of SudokuPad's that is there in another shape is an error at it, never passed over (regions as an object
     * solved the jigsaw as a Latin square); and what the f-puzzles reader finds wrong in a SudokuPad link is said of
     * SudokuPad's own fields ("SudokuPad /cages/0", not "f-puzzles /killercage/0").
     */
    @Test
    void sudokuPadFieldsOfAnotherShapeAreLocatedErrorsInSudokuPadsWords() throws Exception {
        Puzzle jigsaw = Formats.readAll("size 4 boxes none\nrules rows columns\nregion a r1c1 r1c2 r2c1 r3c1\nregion b r1c3 r1c4 r2c2 r2c3\n"
                + "region c r2c4 r3c4 r4c4 r4c3\nregion d r3c2 r3c3 r4c1 r4c2\nr1c1 = 1\n", "j.cw", null).get(0);
        Puzzle killer = Formats.readAll(org.cellwise.testing.TestFiles.examples().resolve("seed004-killer.txt")).get(0);
        com.fasterxml.jackson.databind.node.JsonNodeFactory n = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance;
        Object[][] cases = {
            {jigsaw, (java.util.function.Consumer<com.fasterxml.jackson.databind.node.ObjectNode>) d -> d.set("regions", n.objectNode().put("cells", 5)),
                "SudokuPad /regions: expected a list of regions, each a list of cells [row, column], found {\"cells\":5}"},
            {jigsaw, (java.util.function.Consumer<com.fasterxml.jackson.databind.node.ObjectNode>) d -> d.put("regions", "none"),
                "SudokuPad /regions: expected a list of regions, each a list of cells [row, column], found \"none\""},
            {killer, (java.util.function.Consumer<com.fasterxml.jackson.databind.node.ObjectNode>) d -> d.put("cages", 7),
                "SudokuPad /cages: expected a list of cages, found 7"},
            {killer, (java.util.function.Consumer<com.fasterxml.jackson.databind.node.ObjectNode>) d -> ((com.fasterxml.jackson.databind.node.ArrayNode) d.get("cages")).set(0, n.numberNode(3)),
                "SudokuPad /cages/0: expected a cage object, found 3"},
            {killer, (java.util.function.Consumer<com.fasterxml.jackson.databind.node.ObjectNode>) d -> d.put("global", "antiknight"),
                "SudokuPad /global: expected a list of rule names such as \"antiknight\", found \"antiknight\""},
            {killer, (java.util.function.Consumer<com.fasterxml.jackson.databind.node.ObjectNode>) d -> d.put("metadata", "x"),
                "SudokuPad /metadata: expected an object of notes such as {\"title\": \"...\"}, found \"x\""},
            // found wrong by the f-puzzles reader, said of the SudokuPad cage it came from
            {killer, (java.util.function.Consumer<com.fasterxml.jackson.databind.node.ObjectNode>) d -> ((com.fasterxml.jackson.databind.node.ObjectNode) d.get("cages").get(0)).put("value", "99999999999"),
                "SudokuPad /cages/0/value: "},
        };
        for (Object[] c : cases) {
            @SuppressWarnings("unchecked")
            String link = edited((Puzzle) c[0], (java.util.function.Consumer<com.fasterxml.jackson.databind.node.ObjectNode>) c[1]);
            FormatException e = assertThrows(FormatException.class, () -> Formats.readAll(link, "spad.txt", null), (String) c[2]);
            assertTrue(e.getMessage().startsWith("spad.txt:1:"), e.getMessage());
            assertTrue(e.getMessage().contains((String) c[2]), c[2] + " in " + e.getMessage());
            assertFalse(e.getMessage().contains("f-puzzles /"), e.getMessage());
        }
        // as written, both read
        for (Puzzle p : List.of(jigsaw, killer))
            assertEquals(Signature.of(p), Signature.of(Formats.readAll(edited(p, d -> {}), "spad.txt", null).get(0)));
    }
}
