package org.cellwise.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The cutting pass's line reader against lines written out by hand: each line's text and the offset it starts at, for
 * every way a line ends ({@code \n}, {@code \r\n}, a lone {@code \r}, the end of the input), across the reader's
 * buffer boundaries, from the start of the input and from an offset inside it.
 */
class LineScannerTest {
    private record Line(String text, long start) {}

    /** Random lines (empty ones, long ones, non-ASCII ones) with random endings; the last may have none. */
    private static List<Line> lines(Random rnd, ByteArrayOutputStream out) {
        List<Line> lines = new ArrayList<>();
        String[] ends = {"\n", "\r\n", "\r"};
        String end = "";
        while (out.size() < 300_000) {
            int n = rnd.nextInt(10) == 0 ? rnd.nextInt(70_000) : rnd.nextInt(100);
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < n; i++) sb.append(rnd.nextInt(50) == 0 ? 'é' : (char) ('.' + rnd.nextInt(12)));
            lines.add(new Line(sb.toString(), out.size()));
            out.writeBytes(sb.toString().getBytes(StandardCharsets.UTF_8));
            // a lone \r, then an empty line ended by \n, is one \r\n: such an empty line ends with \r too
            end = n == 0 && end.equals("\r") ? "\r" : ends[rnd.nextInt(3)];
            out.writeBytes(end.getBytes(StandardCharsets.UTF_8));
        }
        lines.add(new Line("last, unended", out.size()));
        out.writeBytes("last, unended".getBytes(StandardCharsets.UTF_8));
        return lines;
    }

    @Test
    void readsEveryLineWithItsOffset() throws IOException {
        for (int seed = 0; seed < 5; seed++) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            List<Line> expected = lines(new Random(seed), out);
            byte[] bytes = out.toByteArray();
            LineScanner s = new LineScanner(new ByteArrayInputStream(bytes), 0);
            for (Line l : expected) {
                assertTrue(s.next(), "seed " + seed + ": a line at " + l.start());
                assertEquals(l.start(), s.lineStart(), "seed " + seed);
                assertEquals(l.text(), s.text(), "seed " + seed + ": the line at " + l.start());
            }
            assertFalse(s.next());
            assertEquals(bytes.length, s.position());
        }
    }

    @Test
    void fromAnOffsetStartsAtTheNextLine() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        List<Line> expected = lines(new Random(7), out);
        byte[] bytes = out.toByteArray();
        Random rnd = new Random(8);
        for (int k = 0; k < 50; k++) {
            int from = 1 + rnd.nextInt(bytes.length - 1);
            LineScanner s = new LineScanner(new ByteArrayInputStream(bytes, from - 1, bytes.length - from + 1), from - 1);
            s.alignAfterPrevious();
            Line first = expected.stream().filter(l -> l.start() >= from).findFirst().orElseThrow();
            assertTrue(s.next());
            assertEquals(first.start(), s.lineStart(), "from " + from);
            assertEquals(first.text(), s.text(), "from " + from);
        }
    }

    @Test
    void aLineOverTheBoundKeepsItsStartAndReadsOn() throws IOException {
        String longLine = "x".repeat(200_000);
        byte[] bytes = (longLine + "\nnext\n").getBytes(StandardCharsets.UTF_8);
        String old = System.getProperty("cellwise.maxLine");
        System.setProperty("cellwise.maxLine", "1000");
        try {
            LineScanner s = new LineScanner(new ByteArrayInputStream(bytes), 0);
            assertTrue(s.next());
            assertEquals("x".repeat(1000), s.text());
            assertTrue(s.next());
            assertEquals(200_001, s.lineStart());
            assertEquals("next", s.text());
            assertFalse(s.next());
        } finally {
            if (old == null) System.clearProperty("cellwise.maxLine");
            else System.setProperty("cellwise.maxLine", old);
        }
    }
}
