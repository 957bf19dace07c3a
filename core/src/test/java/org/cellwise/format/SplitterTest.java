package org.cellwise.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.puzzle.Signature;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

/** A file cut into pieces at any puzzle start reads as the whole file does: the same names, the same error places. */
class SplitterTest {
    /** What a reader gives, puzzle by puzzle: a name and the givens' signature, or an error's message. */
    private static List<String> drain(PuzzleReader r) {
        List<String> out = new ArrayList<>();
        while (true) {
            try {
                Puzzle p = r.next();
                if (p == null) return out;
                out.add(p.name() + " " + Signature.of(p).hashCode());
            } catch (FormatException e) {
                out.add("error " + e.getMessage());
            }
        }
    }

    private static List<String> whole(String text, String source, Format asked) throws FormatException {
        String file = Path.of(source).getFileName().toString();
        return drain(Formats.open(new BufferedReader(new StringReader(text)), source, Formats.baseName(file),
                asked != null ? asked : Formats.byExtension(file)));
    }

    /** The file cut before every {@code every}-th line where a piece may start, each piece read on its own. */
    private static List<String> pieces(String text, String source, Format asked, int every) throws FormatException {
        String file = Path.of(source).getFileName().toString();
        Splitter s = Splitter.of(source, file, asked, new BufferedReader(new StringReader(text)));
        List<String> lines = text.lines().toList();
        List<Integer> cuts = new ArrayList<>(List.of(0));
        long starts = 0;
        List<Long> before = new ArrayList<>(List.of(0L));
        for (int i = 0; i < lines.size(); i++) {
            if (i > 0 && s.startsPuzzle(lines.get(i)) && s.layout() != Splitter.Layout.WHOLE && starts % every == 0) {
                cuts.add(i);
                before.add(starts);
            }
            if (s.startsPuzzle(lines.get(i))) starts++;
        }
        cuts.add(lines.size());
        List<String> out = new ArrayList<>();
        for (int k = 0; k + 1 < cuts.size(); k++) {
            String piece = String.join("\n", lines.subList(cuts.get(k), cuts.get(k + 1))) + "\n";
            out.addAll(drain(s.open(new BufferedReader(new StringReader(piece)), cuts.get(k) + 1, before.get(k))));
        }
        return out;
    }

    private static void same(Path file, Splitter.Layout layout, Format asked) throws IOException, FormatException {
        String text = Files.readString(file);
        String source = TestFiles.root().relativize(file).toString();
        String name = file.getFileName().toString();
        assertEquals(layout, Splitter.of(source, name, asked, new BufferedReader(new StringReader(text))).layout(), source);
        List<String> expected = whole(text, source, asked);
        assertTrue(expected.size() > 0, source);
        for (int every : new int[] {1, 3, 7}) assertEquals(expected, pieces(text, source, asked, every), source + " cut every " + every);
    }

    @Test
    void filesOfBlocksCutAtTheirHeaders() throws Exception {
        same(TestFiles.data().resolve("kenken-janko.txt"), Splitter.Layout.BLOCKS, null);
        same(TestFiles.data().resolve("stalls.cw"), Splitter.Layout.BLOCKS, null);
        same(TestFiles.data().resolve("sudoku-16x16-gecode.txt"), Splitter.Layout.BLOCKS, null);
    }

    @Test
    void filesOfLinesCutAtAnyPuzzle() throws Exception {
        same(TestFiles.data().resolve("norvig_top95.txt"), Splitter.Layout.LINES, null);
        same(TestFiles.examples().resolve("links.txt"), Splitter.Layout.LINES, null);
    }

    @Test
    void aDocumentIsNotCut() throws Exception {
        same(TestFiles.examples().resolve("seed000-overlap.lp"), Splitter.Layout.WHOLE, null);
        String doc = "[\n" + JsonWriter.write(Formats.readAll(TestFiles.examples().resolve("seed001-6x6.cw")).get(0)) + "\n]\n";
        Splitter s = Splitter.of("a.json", "a.json", null, new BufferedReader(new StringReader(doc)));
        assertEquals(Splitter.Layout.WHOLE, s.layout());
        assertThrows(IllegalArgumentException.class, () -> s.open(new BufferedReader(new StringReader(doc)), 2, 0));
    }

    /** Bad puzzles, unnamed blocks after a first block without a header, comments, blank lines, JSON lines. */
    @Test
    void namesAndErrorsStayThoseOfTheWholeFile(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        String line = Files.readAllLines(TestFiles.data().resolve("norvig_top95.txt")).get(0);
        Path lines = dir.resolve("some.txt");
        Files.writeString(lines, "# comment\n" + line + "\n\n" + line.substring(1) + "x\n" + line + "\n# more\n"
                + line.replace('.', '?') + "\n" + line + "\n");
        same(lines, Splitter.Layout.LINES, null);

        String kenken = Files.readString(TestFiles.examples().resolve("seed004-kenken.txt"));
        String body = kenken.substring(kenken.indexOf("\na16+") + 1);
        Path blocks = dir.resolve("blocks.txt");
        // the first block has no header; the later ones have headers without titles, one of them broken
        Files.writeString(blocks, "# comment\n\n" + body + "#kenken\n" + body + "#kenken\n" + body.replace("a16+", "a16?")
                + "#kenken\n" + body);
        same(blocks, Splitter.Layout.BLOCKS, null);
        List<String> names = whole(Files.readString(blocks), blocks.toString(), null);
        assertEquals("blocks-2", names.get(1).split(" ")[0]);
        assertTrue(names.get(2).startsWith("error " + blocks + ":"), names.get(2));

        Path jsonl = dir.resolve("some.jsonl");
        String one = JsonWriter.write(Formats.readAll(TestFiles.examples().resolve("seed001-6x6.cw")).get(0)).replace("\n", " ");
        Files.writeString(jsonl, one + "\n\n" + one + "\n{\"size\": 4, \"bad\": 1}\n" + one + "\n");
        same(jsonl, Splitter.Layout.LINES, null);

        same(TestFiles.examples().resolve("seed002-header.txt"), Splitter.Layout.LINES, null);
        same(TestFiles.data().resolve("norvig_top95.txt"), Splitter.Layout.LINES, Format.LINE);
    }
}
