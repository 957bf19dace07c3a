package org.cellwise.cli;

import static org.cellwise.cli.MainTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A directory as input, as the project's own data/ is laid out: its puzzle files read in name order (tables by
 * their header), the rest skipped with a note; and the records of puzzles that cannot be read named as those that
 * can, so that they join by name.
 */
class DirectoryInputTest {
    @TempDir
    Path tmp;

    static final String GOOD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @Test
    void aDirectoryIsReadAsItsPuzzleFilesWithANoteForTheRest() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("corpora"));
        Files.writeString(dir.resolve("a-lines.txt"), GOOD + "\n" + GOOD.replace('4', 'x') + "\n");
        Files.writeString(dir.resolve("b-table.tsv"), "title\tpuzzle\tsolution\nfirst\t" + GOOD + "\t-\n");
        Files.writeString(dir.resolve("README.md"), "# corpora\n");
        Files.writeString(dir.resolve("a-lines.solutions"), "a-lines:1\t1,2,3\n");
        Files.createDirectories(dir.resolve(".hidden"));
        Files.writeString(dir.resolve(".hidden/c.txt"), GOOD + "\n");
        Files.createDirectories(dir.resolve("sub"));
        Files.writeString(dir.resolve("sub/d.cw"), "size 4\nrules sudoku\ngivens\n1 . . .\n. . 3 .\n. 4 . .\n. . . 2\n");
        MainTest.Run r = run(null, "solve", "--json", dir.toString());
        List<String> names = r.json().stream().map(j -> j.get("name").asText()).toList();
        assertEquals(List.of("a-lines:1", "a-lines:2", "first", "d"), names, r.err());
        assertTrue(r.err().contains(dir.resolve("README.md") + ": skipped, not a puzzle file"), r.err());
        assertTrue(r.err().contains(dir.resolve("a-lines.solutions") + ": skipped, not a puzzle file"), r.err());
        assertTrue(r.err().contains(dir.resolve("a-lines.txt") + ":2:1: "), "the bad line is located: " + r.err());
        assertFalse(r.err().contains("c.txt"), "hidden files are left out quietly: " + r.err());
        assertEquals(2, r.code(), "a puzzle that cannot be read is bad input");
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        Files.writeString(empty.resolve("notes.md"), "nothing\n");
        MainTest.Run none = run(null, "solve", empty.toString());
        assertEquals(2, none.code());
        assertTrue(none.err().contains(empty + ": no puzzle file in this directory"), none.err());
    }

    /** The project's own data/: every corpus read, its tables by their header, nothing that is not a puzzle. */
    @Test
    void theProjectsDataDirectoryReads() throws Exception {
        Path data = MainTest.example("x").getParent().getParent().resolve("data");
        MainTest.Run table = run(null, "solve", "--json", "--first", data.resolve("fpuzzles.tsv").toString());
        List<JsonNode> rows = table.json();
        assertEquals(16, rows.size(), table.err());
        assertTrue(rows.get(0).get("name").asText().startsWith("\"Bird in a Storm\" by Gustaf Hafvenstein"), rows.get(0).toString());
        assertTrue(rows.stream().allMatch(j -> j.get("status").asText().equals("solved")), table.out());
    }

    /** solve --json of a file with a bad line and of the same file corrected give the same names, line by line. */
    @Test
    void badAndGoodRecordsJoinByName() throws Exception {
        Path bad = tmp.resolve("runs/bad.txt");
        Files.createDirectories(bad.getParent());
        Files.writeString(bad, GOOD + "\n" + GOOD.substring(0, 80) + "\n" + GOOD + "\n");
        Path fixed = tmp.resolve("fixed/bad.txt");
        Files.createDirectories(fixed.getParent());
        Files.writeString(fixed, GOOD + "\n" + GOOD + "\n" + GOOD + "\n");
        List<String> a = run(null, "solve", "--json", bad.toString()).json().stream().map(j -> j.get("name").asText()).toList();
        List<String> b = run(null, "solve", "--json", fixed.toString()).json().stream().map(j -> j.get("name").asText()).toList();
        assertEquals(List.of("bad:1", "bad:2", "bad:3"), a);
        assertEquals(b, a);
    }
}
