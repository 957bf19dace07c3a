package org.cellwise.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.cellwise.batch.Answer;
import org.junit.jupiter.api.Test;

/**
 * A puzzle that cannot be read is named as it would have been had it read, in every format, so that records join by
 * name: a file with mistakes and the same file corrected give the same names, in the same order.
 */
class RecordNamesTest {
    private static final String GOOD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    private static final String BAD = "4.....8.5.3..........7......2.....6..x..8.4......1.......6.3.7.5..2.....1.4......";

    /** The names of a text's records as solve --json would give them: a puzzle's name, or an invalid record's. */
    static List<String> names(String text, String source, Format f) throws Exception {
        PuzzleReader r = Formats.open(new BufferedReader(new StringReader(text)), source, Formats.baseName(source.replaceAll(".*/", "")), f);
        List<String> out = new ArrayList<>();
        for (int guard = 0; guard < 1000; guard++) {
            try {
                var p = r.next();
                if (p == null) return out;
                out.add(p.name());
            } catch (FormatException e) {
                out.add(Answer.invalidJson(e).get("name").asText());
            }
        }
        throw new AssertionError("the reader did not end");
    }

    private static void sameNames(String bad, String fixed, String source, Format f) throws Exception {
        List<String> withErrors = names(bad, source, f), corrected = names(fixed, source, f);
        assertEquals(corrected, withErrors, source);
    }

    @Test
    void aBadLineIsNamedByTheFilesStemAndLine() throws Exception {
        String bad = GOOD + "\n# a comment\n" + BAD + "\n" + GOOD + "\n";
        sameNames(bad, bad.replace(BAD, GOOD), "runs/badlines.txt", null);
        assertEquals(List.of("badlines:1", "badlines:3", "badlines:4"), names(bad, "runs/badlines.txt", null));
    }

    @Test
    void aBadBlockIsNamedByItsTitleOrItsPlaceInTheFile() throws Exception {
        String good = "size 4\nrules sudoku\ngivens\n1 . . .\n. . 3 .\n. 4 . .\n. . . 2\n";
        String broken = good.replace("rules sudoku", "rules sudoku\nr9c9 = 1");
        String titled = "#puzzle first\n" + good + "\n#puzzle second one\n" + broken + "\n#puzzle third\n" + good;
        sameNames(titled, titled.replace(broken, good), "dir/blocks.cw", null);
        assertEquals(List.of("first", "second one", "third"), names(titled, "dir/blocks.cw", null));
        String untitled = "#puzzle\n" + good + "\n#puzzle\n" + broken;
        sameNames(untitled, untitled.replace(broken, good), "dir/blocks.cw", null);
        assertEquals(List.of("blocks", "blocks-2"), names(untitled, "dir/blocks.cw", null));
    }

    @Test
    void badJsonLinesAndLinksAndTableRowsAreNamedAlike() throws Exception {
        String json = "{\"size\": 4, \"rules\": [\"sudoku\"]}\n{\"size\": 4, \"rules\": [\"sudokuu\"]}\n{\"size\": 4, \"rules\": [\"sudoku\"]}\n";
        sameNames(json, json.replace("sudokuu", "sudoku"), "many.jsonl", null);
        String links = "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSTzKLryBdZQ\n"
                + "https://f-puzzles.com/?load=broken!\n";
        List<String> n = names(links, "links.txt", null);
        assertEquals(List.of("links:1", "links:2"), n);
        String table = "title\tpuzzle\tsolution\nfirst\t" + GOOD + "\t-\nsecond\t" + BAD + "\t-\n\t" + GOOD + "\t-\n";
        sameNames(table, table.replace(BAD, GOOD), "corpus.tsv", null);
        assertEquals(List.of("first", "second", "corpus:4"), names(table, "corpus.tsv", null));
    }

    /** Every example written as a table reads back the same puzzle (Writers checks it) under the same name. */
    @Test
    void aTableRoundTrips() throws Exception {
        try (var files = java.nio.file.Files.list(org.cellwise.testing.TestFiles.examples())) {
            for (java.nio.file.Path f : files.sorted().toList())
                for (org.cellwise.puzzle.Puzzle p : Formats.readAll(f)) {
                    String t = Writers.write(p, Format.TSV);
                    assertTrue(t.startsWith("name\tjson\n"), t);
                    assertEquals(Blocks.title(p.name()), Formats.readAll(t, "back.tsv", null).get(0).name());
                }
        }
    }

    /** The project's tables: the f-puzzles corpora by their header, the SE-rated sets (columns told in a comment) by their first column. */
    @Test
    void theProjectsTablesRead() throws Exception {
        java.nio.file.Path data = org.cellwise.testing.TestFiles.data();
        List<org.cellwise.puzzle.Puzzle> f = Formats.readAll(data.resolve("fpuzzles.tsv"));
        assertEquals(16, f.size());
        assertTrue(f.get(0).name().startsWith("\"Bird in a Storm\" by Gustaf Hafvenstein"), f.get(0).name());
        List<String> rows = java.nio.file.Files.readAllLines(data.resolve("se-rated.tsv")).stream()
                .filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
        List<org.cellwise.puzzle.Puzzle> se = Formats.readAll(data.resolve("se-rated.tsv"));
        assertEquals(rows.size(), se.size());
        assertEquals("se-rated:2", se.get(0).name());
        assertEquals(rows.get(0).split("\t")[0].replaceAll("[^1-9]", "").length(), se.get(0).compiled().givenCells().length);
    }

    /** A table's error is placed at the cell's own column on its line, as a file of lines places it. */
    @Test
    void aTablesErrorIsAtItsCell() throws Exception {
        String table = "title\tline\nfirst\t" + BAD + "\n";
        FormatException e = null;
        try {
            Formats.readAll(table, "t.tsv", null);
        } catch (FormatException x) {
            e = x;
        }
        assertTrue(e != null && e.line() == 2 && e.column() == "first\t".length() + BAD.indexOf('x') + 1, String.valueOf(e));
        assertEquals("first", e.puzzle());
    }
}
