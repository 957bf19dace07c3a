package org.cellwise.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Random;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

/** lz-string against the strings the JavaScript library made: the f-puzzles links of the shared corpus. */
class LzStringTest {
    @Test
    void realFpuzzlesStringsDecodeToTheirJsonAndEncodeBackUnitForUnit() throws Exception {
        List<String> lines = Files.readAllLines(TestFiles.data().resolve("fpuzzles.tsv"), StandardCharsets.UTF_8);
        assertEquals("title\tfpuzzles\tsolution", lines.get(0));
        ObjectMapper json = new ObjectMapper();
        int n = 0;
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split("\t");
            String text = LzString.decompressFromBase64(f[1]);
            assertTrue(text != null && text.startsWith("{"), f[0]);
            JsonNode puzzle = json.readTree(text);
            int size = puzzle.get("size").asInt();
            assertEquals(size, puzzle.get("grid").size(), f[0]);
            String solution = f[2];
            assertEquals(size * size, solution.contains(",") ? solution.split(",").length : solution.length(), f[0]);
            // the library is deterministic: the same text gives the same letters, so our links are its links
            assertEquals(f[1], LzString.compressToBase64(text), f[0]);
            n++;
        }
        assertEquals(16, n);
    }

    @Test
    void anyTextRoundTripsAndBrokenInputIsRefused() {
        Random rnd = new Random(7);
        for (int t = 0; t < 300; t++) {
            StringBuilder sb = new StringBuilder();
            int len = rnd.nextInt(t < 100 ? 20 : 3000);
            for (int i = 0; i < len; i++) {
                int kind = rnd.nextInt(10);
                sb.append(kind < 6 ? (char) ('a' + rnd.nextInt(4)) : kind < 9 ? (char) rnd.nextInt(256) : (char) (256 + rnd.nextInt(60000)));
            }
            String s = sb.toString();
            assertEquals(s, LzString.decompressFromBase64(LzString.compressToBase64(s)), "case " + t);
        }
        assertEquals("", LzString.decompressFromBase64(LzString.compressToBase64("")));
        assertNull(LzString.decompressFromBase64("not base64!"));
        assertNull(LzString.decompressFromBase64("N4Ig"), "cut short before the end code");
        // a link whose + became a space on the way still reads
        String plus = LzString.compressToBase64("{\"size\":9,\"grid\":[]}".repeat(5));
        assertEquals("{\"size\":9,\"grid\":[]}".repeat(5), LzString.decompressFromBase64(plus.replace('+', ' ')));
    }
}
