package org.cellwise.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.cellwise.batch.Answer;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

/**
 * {@link Json} reads and writes without an {@code ObjectMapper} (the browser build has none) what Jackson's
 * {@code readTree} and {@code toString} do: the same trees, node for node and type for type, the same text, and
 * the same words for broken JSON.
 */
class JsonTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** Every JSON text the examples and the f-puzzles corpus give: puzzles as JSON, their answers, their links' JSON. */
    private static List<String> texts() throws Exception {
        List<String> out = new ArrayList<>();
        List<Puzzle> puzzles = new ArrayList<>();
        try (Stream<Path> files = Files.list(TestFiles.data().resolveSibling("examples"))) {
            for (Path f : files.sorted().toList()) {
                if (f.toString().endsWith(".lp")) continue;
                puzzles.addAll(Formats.readAll(Files.readString(f), f.getFileName().toString(), null));
            }
        }
        List<String> corpus = Files.readAllLines(TestFiles.data().resolve("fpuzzles.tsv"));
        for (String line : corpus.subList(1, corpus.size())) puzzles.add(FPuzzles.read(line.split("\t")[1], "fpuzzles.tsv", 1, "p"));
        for (Puzzle p : puzzles) {
            out.add(JsonWriter.write(p));
            out.add(Answer.diagnose(p, false, null, null, null).toJson(p).toString());
            try {
                out.add(FPuzzles.write(p).strip());
            } catch (IllegalArgumentException e) {
                // a puzzle f-puzzles cannot state
            }
        }
        return out;
    }

    @Test
    void readsAndWritesWhatTheObjectMapperDoesOnEveryExampleAndLink() throws Exception {
        List<String> texts = texts();
        assertTrue(texts.size() > 60, texts.size() + " texts");
        for (String t : texts) {
            JsonNode mine = Json.parse(t), theirs = MAPPER.readTree(t);
            assertEquals(theirs, mine, t);
            assertEquals(theirs.toString(), Json.write(mine), t);
            assertEquals(t, Json.write(mine));
        }
    }

    @Test
    void everyKindOfValueComesOutAsJacksonWritesIt() throws Exception {
        JsonNodeFactory f = JsonNodeFactory.instance;
        ObjectNode o = f.objectNode();
        String[] strings = {"", "plain", "Café – ×÷", "quote \" backslash \\ slash /", "tab\t newline\n return\r",
            "nul \0 bell \u0007 escape \u001b delete \u007f", "line \u2028 paragraph \u2029", "emoji \ud83d\ude00",
            "lone \ud83d surrogate", "<script>&amp;</script>", "\ufffd replacement", "\u0085 next line"};
        for (int i = 0; i < strings.length; i++) o.put("s" + i, strings[i]);
        double[] doubles = {0.0, -0.0, 1.0, 10.6, 0.1, 1e-5, 1.0E-7, 123456789.125, 1e21, 1e300, Double.MIN_VALUE,
            Double.MAX_VALUE, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 850.284, 2.0 / 3};
        for (int i = 0; i < doubles.length; i++) o.put("d" + i, doubles[i]);
        long[] longs = {0, -1, Integer.MAX_VALUE, Integer.MIN_VALUE, Long.MAX_VALUE, Long.MIN_VALUE, 1L << 40};
        for (int i = 0; i < longs.length; i++) o.put("l" + i, longs[i]);
        o.put("i", 42).put("t", true).put("f", false).putNull("n");
        o.put("big", new BigInteger("123456789012345678901234567890"));
        o.put("dec", new BigDecimal("1.50")).put("dec2", new BigDecimal("1E+3"));
        o.putArray("a").add(1).add("x").addArray();
        o.putObject("o").putObject("inner").put("k", "v");
        assertEquals(o.toString(), Json.write(o));
        // read back as the mapper reads it: the same nodes, doubles as doubles, small integers as ints
        String text = o.toString();
        assertEquals(MAPPER.readTree(text), Json.parse(text));
        for (String t : List.of("1", "-7", "3000000000", "123456789012345678901234567890", "2.5", "1e3", "-0.0", "\"x\"",
                "true", "null", "[]", "{}", "  [1, 2.0, \"3\"]  ", "{\"a\": 1, \"a\": 2}", "{\"a\": 1} trailing"))
            assertEquals(MAPPER.readTree(t), Json.parse(t), t);
        assertEquals(MAPPER.readTree(""), Json.parse(""));
        assertEquals(List.of(Json.parse("{\"a\":1}"), Json.parse("[2]"), Json.parse("3")), Json.readAll("{\"a\":1}\n[2] 3"));
    }

    @Test
    void brokenJsonIsRefusedInTheParsersWords() {
        for (String t : List.of("{", "[1, 2", "{\"a\": }", "{'a': 1}", "[1,]", "{\"a\" 1}", "nul", "\"open", "{\"a\": 01}",
                "[" .repeat(100) + "]".repeat(100))) {
            String expected;
            try {
                MAPPER.readTree(Json.FACTORY.createParser(t));
                expected = null;
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                expected = JsonFormat.parserMessage(e.getOriginalMessage());
            } catch (java.io.IOException e) {
                throw new AssertionError(e);
            }
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Json.parse(t), t);
            assertEquals(expected, e.getMessage(), t);
        }
    }
}
