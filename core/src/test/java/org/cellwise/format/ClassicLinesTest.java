package org.cellwise.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

/**
 * The byte reader of classic lines against the usual line reader: on the corpora and on awkward text (byte order
 * mark, CR and CRLF, comments, blank lines, other sizes, stray symbols, text that is not ASCII, a line longer than
 * the buffer, bytes arriving one at a time), both see the same puzzles, with the same names, givens and errors.
 */
class ClassicLinesTest {
    /** What a reader saw, one entry per puzzle or error: "name cell=value..." or "error message". */
    static List<String> usual(String text, String source, Format format) throws Exception {
        PuzzleReader r = Formats.open(new BufferedReader(new StringReader(text)), source, "t", format);
        List<String> seen = new ArrayList<>();
        while (true) {
            try {
                Puzzle p = r.next();
                if (p == null) return seen;
                seen.add(describe(p));
            } catch (FormatException e) {
                seen.add("error " + e.getMessage());
            }
        }
    }

    static String describe(Puzzle p) {
        int[] cells = p.compiled().givenCells(), values = p.compiled().givenValues();
        StringBuilder sb = new StringBuilder(p.name()).append(' ').append(p.size());
        Integer[] order = new Integer[cells.length];
        for (int i = 0; i < order.length; i++) order[i] = i;
        Arrays.sort(order, (a, b) -> Integer.compare(cells[a], cells[b]));
        for (int i : order) sb.append(' ').append(cells[i]).append('=').append(values[i]);
        return sb.toString();
    }

    static List<String> lean(InputStream in, String source, Format format) throws Exception {
        ClassicLines src = ClassicLines.open(in, source, "t", format);
        assertTrue(src.lean());
        List<String> seen = new ArrayList<>();
        while (true) {
            int kind;
            try {
                kind = src.next();
            } catch (FormatException e) {
                seen.add("error " + e.getMessage());
                continue;
            }
            if (kind == ClassicLines.END) return seen;
            if (kind == ClassicLines.OTHER) {
                seen.add(describe(src.other()));
                continue;
            }
            StringBuilder sb = new StringBuilder("t:" + src.lineNo()).append(" 81");
            int[] cells = src.cells(), values = src.values();
            for (int i = 0; i < src.givens(); i++) sb.append(' ').append(cells[i]).append('=').append(values[i]);
            seen.add(sb.toString());
        }
    }

    /** Hands out at most {@code step} bytes a read, so lines and line ends fall across the reader's refills. */
    static InputStream trickle(byte[] bytes, int step) {
        return new FilterInputStream(new ByteArrayInputStream(bytes)) {
            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                return super.read(b, off, Math.min(len, step));
            }
        };
    }

    static void agree(String text, Format format) throws Exception {
        List<String> want = usual(text, "t.txt", format);
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        assertEquals(want, lean(new ByteArrayInputStream(bytes), "t.txt", format));
        for (int step : new int[] {1, 2, 3, 7, 80, 81, 82, 83})
            assertEquals(want, lean(trickle(bytes, step), "t.txt", format), "read " + step + " bytes at a time");
    }

    static final String A = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    static final String B = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

    @Test
    void awkwardTextReadsAsTheLineReaderReadsIt() throws Exception {
        agree(A + "\n" + B + "\n", null);
        agree("\uFEFF" + A + "\r\n" + B, null); // a byte order mark, CRLF, no final line end
        agree("# comment\n\n% prolog comment before the first puzzle\n  " + A + "  rating 3\r" + B + "\r\n\r\n", null);
        agree(A + "\n# comment\n   \t\n" + B.replace('.', '0') + "\n" + B.replace('.', '_') + "\n", null);
        // other sizes, stray symbols, a line too short, text that is not ASCII: the usual reader's puzzles and errors
        agree(A + "\n" + "1234341221434321\n" + A.substring(1) + "x\n" + A.substring(3) + "\n" + A.substring(1) + "é\n"
                + "é" + A + "\n" + A.replace('4', 'A') + "\n" + B + "\n", null);
        agree(A + "\n%not a comment here\n" + B + "\n", null);
        // text that is not ASCII after the 81 symbols: the symbols alone are the puzzle, read the short way
        agree(A + "  note: très dur\n" + B + "\t\u00e9\n" + A + "\u00e9\n", null);
        // a line longer than the reader's buffer
        agree(A + "\n" + "1".repeat(200_000) + "\n" + B + "\n", null);
        // told the format: '%' lines are not skipped
        agree("%x\n" + A + "\n", Format.LINE);
    }

    @Test
    void corporaReadAsTheLineReaderReadsThem() throws Exception {
        for (String name : new String[] {"norvig_top95.txt", "magictour_top1465.txt", "forum_hardest_1106.txt"}) {
            String text = Files.readString(TestFiles.data().resolve(name));
            assertEquals(usual(text, "t.txt", null), lean(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "t.txt", null), name);
        }
        // the first 3,000 of the 17-clue corpus, read in random chunks
        List<String> lines = Files.readAllLines(TestFiles.data().resolve("17_clue.txt")).subList(0, 3000);
        String text = String.join("\n", lines) + "\n";
        Random rnd = new Random(7);
        assertEquals(usual(text, "t.txt", null), lean(trickle(text.getBytes(StandardCharsets.US_ASCII), 1 + rnd.nextInt(500)), "t.txt", null));
    }

    @Test
    void textInOtherFormatsIsHandedToTheUsualReader() throws Exception {
        for (String example : new String[] {"seed001-classic.cw", "seed004-killer.txt", "seed001-16x16.cw"}) {
            byte[] bytes = Files.readAllBytes(TestFiles.examples().resolve(example));
            ClassicLines src = ClassicLines.open(new ByteArrayInputStream(bytes), "x", "t", null);
            assertFalse(src.lean(), example);
            List<String> want = usual(new String(bytes, StandardCharsets.UTF_8), "x", null);
            List<String> got = new ArrayList<>();
            PuzzleReader r = src.reader();
            for (Puzzle p; (p = r.next()) != null; ) got.add(describe(p));
            assertEquals(want, got, example);
        }
        // asked for another format, a file of lines is not read line by line
        ClassicLines told = ClassicLines.open(new ByteArrayInputStream((A + "\n").getBytes(StandardCharsets.US_ASCII)), "x", "t", Format.GRID);
        assertFalse(told.lean());
        assertThrows(FormatException.class, () -> told.reader().next());
    }

    @Test
    void aLeanTextCanStillBeReadTheUsualWayBeforeItsFirstLine() throws Exception {
        String text = "# c\n" + A + "\n" + B + "\n";
        ClassicLines src = ClassicLines.open(new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII)), "t.txt", "t", null);
        assertTrue(src.lean());
        List<String> got = new ArrayList<>();
        PuzzleReader r = src.reader();
        for (Puzzle p; (p = r.next()) != null; ) got.add(describe(p));
        assertEquals(usual(text, "t.txt", null), got);
    }
}
