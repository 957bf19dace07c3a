package org.cellwise.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
}
