package org.cellwise.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Long files through a JVM whose heap could not hold them: a million puzzles through {@code bench}, whose input is
 * streamed and whose statistics take fixed room, and an HTML page of thousands of puzzles, written as they are
 * answered; memory stays flat however long the file.
 */
class BenchMemoryTest {
    @TempDir
    Path tmp;

    /** Relabels the digits and swaps rows inside bands: every line is a different puzzle with one solution. */
    static String variant(String puzzle, Random rnd) {
        char[] map = new char[10];
        List<Character> digits = new ArrayList<>();
        for (char c = '1'; c <= '9'; c++) digits.add(c);
        java.util.Collections.shuffle(digits, rnd);
        for (int d = 1; d <= 9; d++) map[d] = digits.get(d - 1);
        int[] rows = new int[9];
        for (int band = 0; band < 3; band++) {
            List<Integer> r = new ArrayList<>(List.of(0, 1, 2));
            java.util.Collections.shuffle(r, rnd);
            for (int i = 0; i < 3; i++) rows[band * 3 + i] = band * 3 + r.get(i);
        }
        StringBuilder sb = new StringBuilder(81);
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++) {
                char ch = puzzle.charAt(rows[r] * 9 + c);
                sb.append(ch == '.' ? '.' : map[ch - '0']);
            }
        return sb.toString();
    }

    /** A file of {@code count} different unique puzzles, one line each. */
    static Path variants(Path f, int count, long seed) throws java.io.IOException {
        Random rnd = new Random(seed);
        try (BufferedWriter w = Files.newBufferedWriter(f, StandardCharsets.US_ASCII)) {
            for (int i = 0; i < count; i++) w.write(variant(MainTest.EASY, rnd) + "\n");
        }
        return f;
    }

    @Test
    void aMillionPuzzlesStreamThroughASmallHeap() throws Exception {
        int count = 1_000_000;
        Path f = variants(tmp.resolve("million.txt"), count, 1);
        // 32 MB of heap: the file alone is 82 MB, and a million parsed puzzles would need several GB
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        ProcessBuilder pb = new ProcessBuilder(java.toString(), "-Xmx32m", "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "bench", "--json", "--warmup", "20000", "--threads", "2", f.toString());
        pb.redirectOutput(tmp.resolve("out.txt").toFile());
        pb.redirectError(tmp.resolve("err.txt").toFile());
        Process p = pb.start();
        assertTrue(ReferenceWork.waitFor(p, 1000), "bench still running after " + ReferenceWork.bound(1000));
        String out = Files.readString(tmp.resolve("out.txt"));
        assertEquals(0, p.exitValue(), out + Files.readString(tmp.resolve("err.txt")));
        JsonNode j = new ObjectMapper().readTree(out.lines().findFirst().orElseThrow());
        assertEquals(count, j.get("puzzles").asLong());
        assertEquals(count, j.get("verified").asLong());
        assertEquals(count, j.get("unique").asLong());
        assertTrue(j.get("scaling").asDouble() > 0);
    }

    @Test
    void anHtmlPageOfManyPuzzlesStreamsThroughASmallHeap() throws Exception {
        int count = 5_000;
        Path f = variants(tmp.resolve("many.txt"), count, 2);
        // the page is about 100 MB; held as one string it needs several times a 32 MB heap
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Path page = tmp.resolve("page.html");
        ProcessBuilder pb = new ProcessBuilder(java.toString(), "-Xmx32m", "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "solve", "--html", f.toString());
        pb.redirectOutput(page.toFile());
        pb.redirectError(tmp.resolve("err.txt").toFile());
        Process p = pb.start();
        assertTrue(ReferenceWork.waitFor(p, 1000), "solve --html still running after " + ReferenceWork.bound(1000));
        assertEquals(0, p.exitValue(), Files.readString(tmp.resolve("err.txt")));
        assertTrue(Files.size(page) > 32L << 20, "page of " + Files.size(page) + " bytes");
        long sections, solved;
        try (var lines = Files.lines(page)) {
            long[] n = new long[2];
            lines.forEach(l -> {
                if (l.startsWith("<section ")) n[0]++;
                if (l.contains("solved, unique")) n[1]++;
            });
            sections = n[0];
            solved = n[1];
        }
        assertEquals(count, sections);
        assertEquals(count, solved);
        try (var lines = Files.lines(page)) {
            assertEquals("<!DOCTYPE html>", lines.findFirst().orElseThrow());
        }
        assertTrue(Files.readString(page.resolveSibling("err.txt")).isEmpty());
    }
}
