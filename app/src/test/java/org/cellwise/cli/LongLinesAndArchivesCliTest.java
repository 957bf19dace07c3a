package org.cellwise.cli;

import static org.cellwise.cli.MainTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.cellwise.testing.Archives;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line on a line past the bound (lowered here with -Dcellwise.maxLine, so the files stay small) and on
 * compressed files: a located refusal and the other puzzles solved, on the lean path of line files and the usual
 * one; gzip read as Spark reads it, a damaged archive said to be one; another compression refused in words.
 */
class LongLinesAndArchivesCliTest {
    @TempDir
    Path tmp;

    static final String GOOD = Archives.SUDOKU;

    @Test
    void aLineOfManyMillionCharactersIsRefusedAndTheRestSolved() throws Exception {
        try (var bound = Archives.lineBound(1000)) {
            Path f = tmp.resolve("long.txt");
            Files.writeString(f, GOOD + "\n" + "7".repeat(3_000_000) + "\n" + GOOD + "\n");
            for (List<String> args : List.of(List.of("solve"), List.of("solve", "--json"), List.of("grade"), List.of("count"))) {
                List<String> all = new java.util.ArrayList<>(args);
                all.add(f.toString());
                MainTest.Run r = run(null, all.toArray(String[]::new));
                assertEquals(2, r.code(), args + ": " + r.err());
                assertEquals("cellwise: " + f + ":2:1001: this line is 3,000,000 characters long, more than the 1,000 a line may hold (no"
                        + " puzzle's line comes near; -Dcellwise.maxLine=N lifts the bound, with the memory for it)\n",
                        r.err().lines().filter(l -> l.startsWith("cellwise: ")).findFirst().orElse("") + "\n", args + ": " + r.err());
                assertTrue(r.out().contains("long:1") && r.out().contains("long:3"), args + ": " + r.out());
            }
        }
    }


    @Test
    void gzipIsReadAndADamagedArchiveIsSaidToBeOne() throws Exception {
        List<String> puzzles = Files.readAllLines(MainTest.example("seed001-classic.cw").getParent().getParent().resolve("data/17_clue.txt"))
                .stream().filter(l -> !l.startsWith("#") && !l.isBlank()).limit(2000).toList();
        byte[] z = Archives.gzip((String.join("\n", puzzles) + "\n").getBytes(StandardCharsets.UTF_8));
        Path whole = tmp.resolve("p.txt.gz");
        Files.write(whole, z);
        MainTest.Run ok = run(null, "solve", "--json", whole.toString());
        assertEquals(0, ok.code(), ok.err());
        assertEquals(2000, ok.json().size());
        assertEquals("p:1", ok.json().get(0).get("name").asText());
        Path cut = tmp.resolve("cut.txt.gz");
        Files.write(cut, java.util.Arrays.copyOf(z, z.length / 2));
        for (String cmd : List.of("solve", "grade")) {
            MainTest.Run r = run(null, cmd, "--json", cut.toString());
            assertEquals(2, r.code(), r.err());
            List<com.fasterxml.jackson.databind.JsonNode> got = r.json();
            int solved = got.size() - 1;
            assertTrue(solved > 100 && solved < 2000, solved + " solved");
            assertEquals(cut + ":" + (solved + 1) + ":1: the compressed file is damaged here (cut short, or its data does not decompress): the"
                    + " lines before it were read, none after", got.get(solved).get("error").asText(), cmd);
            assertTrue(r.err().contains("the compressed file is damaged here"), r.err());
        }
        // another compression is refused before anything is read
        Path bz = tmp.resolve("p.txt.bz2");
        Files.writeString(bz, "BZh91AY&SY");
        MainTest.Run r = run(null, "solve", whole.toString(), bz.toString());
        assertEquals(2, r.code());
        assertEquals("", r.out());
        assertTrue(r.err().startsWith("cellwise: " + bz + ": a compressed file (.bz2), which is read in Spark but not here: decompress it"
                + " first, or pipe it in (bzcat " + bz + " | cellwise ... -); gzip (.gz) is read as it is"), r.err());
    }

    /** A directory's gzipped puzzle files are read, as Spark reads them; one of another compression is skipped in words. */
    @Test
    void aDirectoryReadsItsGzippedPuzzleFiles() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("zipped"));
        Files.write(dir.resolve("a.txt.gz"), Archives.gzip((GOOD + "\n" + GOOD + "\n").getBytes(StandardCharsets.UTF_8)));
        Files.write(dir.resolve("b.cw.gz"), Archives.gzip("size 4\nrules sudoku\ngivens\n1 . . .\n. . 3 .\n. 4 . .\n. . . 2\n"
                .getBytes(StandardCharsets.UTF_8)));
        Files.writeString(dir.resolve("c.txt.bz2"), "BZh91AY&SY");
        Files.write(dir.resolve("notes.md.gz"), Archives.gzip("# notes\n".getBytes(StandardCharsets.UTF_8)));
        MainTest.Run r = run(null, "solve", "--json", dir.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(List.of("a:1", "a:2", "b"), r.json().stream().map(j -> j.get("name").asText()).toList(), r.err());
        assertTrue(r.err().contains(dir.resolve("c.txt.bz2") + ": skipped, a compressed file (.bz2), which is read in Spark but not here"),
                r.err());
        assertTrue(r.err().contains(dir.resolve("notes.md.gz") + ": skipped, not a puzzle file"), r.err());
    }
}
