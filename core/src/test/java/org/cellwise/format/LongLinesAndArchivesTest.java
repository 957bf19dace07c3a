package org.cellwise.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.Archives;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A line has a bound (LineInput.MAX_LINE characters, lower here with -Dcellwise.maxLine so the files stay small): a
 * longer one is refused where the bound is met, in memory the bound bounds, and the lines after it are read; a
 * stream (a JSON array on one line) is not bound. Gzip is read as Spark reads it, and a damaged archive is said to be
 * one at the line where it shows, with the puzzles before it read and none after.
 */
class LongLinesAndArchivesTest {
    @TempDir
    Path tmp;

    static final String GOOD = Archives.SUDOKU;

    /** {@code count} characters of one line made on demand, then a line break and {@code after}. */
    static final class OneLongLine extends java.io.Reader {
        final long count;
        final String after;
        long handed;
        private int at;

        OneLongLine(long count, String after) {
            this.count = count;
            this.after = after;
        }

        @Override
        public int read(char[] buf, int off, int len) {
            if (handed < count) {
                int n = (int) Math.min(len, count - handed);
                java.util.Arrays.fill(buf, off, off + n, '7');
                handed += n;
                return n;
            }
            String tail = "\n" + after;
            if (at == tail.length()) return -1;
            int n = Math.min(len, tail.length() - at);
            tail.getChars(at, at + n, buf, off);
            at += n;
            return n;
        }

        @Override
        public void close() {}
    }

    /** Every puzzle of a reader, an error as "!" followed by its message's place and words. */
    static List<String> names(PuzzleReader r) {
        List<String> out = new ArrayList<>();
        for (int guard = 0; guard < 100_000; guard++) {
            try {
                Puzzle p = r.next();
                if (p == null) return out;
                out.add(p.name());
            } catch (FormatException e) {
                out.add("! " + e.getMessage());
            }
        }
        throw new AssertionError("the reader never ended");
    }

    /**
     * A line of 100 million characters at the default bound, made on the fly: refused at its 16,777,217th character
     * with its length, while this thread allocates a small part of what holding the line would take (two bytes a
     * character and the copies of a growing buffer: 400 MB and more); the puzzle after it is read.
     */
    @Test
    void aLineOfAHundredMillionCharactersIsRefusedInBoundedMemory() throws Exception {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        long before = mx.getCurrentThreadAllocatedBytes();
        OneLongLine big = new OneLongLine(100_000_000L, GOOD + "\n");
        List<String> got = names(Formats.open(new BufferedReader(big), "big.txt", "big", null));
        long allocated = mx.getCurrentThreadAllocatedBytes() - before;
        assertEquals(List.of("! big.txt:1:16777217: this line is 100,000,000 characters long, more than the 16,777,216 a line may hold"
                + " (no puzzle's line comes near; -Dcellwise.maxLine=N lifts the bound, with the memory for it)", "big:2"), got);
        assertEquals(100_000_000L, big.handed, "read to its end, once");
        assertTrue(allocated < 160L << 20, "allocated " + (allocated >> 20) + " MB for a line of 100 million characters");
    }

    @Test
    void aLongLineIsRefusedInEveryFormatAndTheNextIsRead() throws Exception {
        try (var bound = Archives.lineBound(500)) {
            String longLine = "x".repeat(2000);
            String[][] cases = {
                {"l.txt", GOOD + "\n" + longLine + "\n" + GOOD + "\n", "l:1", "l:3", "2:501"},
                {"j.jsonl", "{\"size\": 4}\n{\"name\": \"" + longLine + "\"}\n{\"size\": 4}\n", "j-1", "j-3", "2:501"},
                {"c.cw", "#puzzle a\nsize 4\n\n#puzzle " + longLine + "\nsize 4\n\n#puzzle c\nsize 4\n", "a", "c", "4:501"},
                {"k.txt", "https://puzz.link/p?sudoku/4/4/g1k2k3g\n" + longLine + "\nhttps://puzz.link/p?sudoku/4/4/g1k2k3g\n", "k:1", "k:3", "2:501"},
                // a first line past the bound: detection looks at its start, and it is refused as a line
                {"f.txt", longLine + "\n" + GOOD + "\n", null, "f:2", "1:501"},
            };
            for (String[] c : cases) {
                Path f = tmp.resolve(c[0]);
                Files.writeString(f, c[1]);
                List<String> got = names(Formats.open(f, null));
                String err = got.stream().filter(x -> x.startsWith("!")).findFirst().orElseThrow(() -> new AssertionError(c[0] + ": " + got));
                assertTrue(err.matches("! " + java.util.regex.Pattern.quote(f + ":" + c[4]) + ": this line is 2,0\\d\\d characters long, more than"
                        + " the 500 a line may hold .*"), c[0] + ": " + err);
                if (c[2] != null) assertEquals(c[2], got.get(0), c[0] + ": " + got);
                assertEquals(c[3], got.get(got.size() - 1), c[0] + ": " + got);
            }
            // the lean reader of line files says the same, and goes on
            Path f = tmp.resolve("lean.txt");
            Files.writeString(f, GOOD + "\n" + "7".repeat(2000) + "\r\n" + GOOD + "\n");
            ClassicLines lean = ClassicLines.open(f, null);
            assertTrue(lean.lean());
            assertEquals(ClassicLines.CLASSIC, lean.next());
            FormatException e = assertThrows(FormatException.class, lean::next);
            assertEquals(f + ":2:501: this line is 2,000 characters long, more than the 500 a line may hold (no puzzle's line comes near;"
                    + " -Dcellwise.maxLine=N lifts the bound, with the memory for it)", e.getMessage());
            assertEquals(ClassicLines.CLASSIC, lean.next());
            assertEquals(3, lean.lineNo());
            assertEquals(ClassicLines.END, lean.next());
        }
    }

    /** A JSON array on one line is a stream, not a line: read a puzzle at a time, whatever the bound on a line. */
    @Test
    void aJsonArrayOnOneLineIsNotBound() throws Exception {
        try (var bound = Archives.lineBound(500)) {
            StringBuilder sb = new StringBuilder("[");
            for (int i = 0; i < 50; i++) sb.append(i == 0 ? "" : ", ").append("{\"name\": \"p").append(i).append("\", \"size\": 4, \"rules\": [\"sudoku\"]}");
            Path f = tmp.resolve("a.json");
            Files.writeString(f, sb + "]\n");
            List<String> got = names(Formats.open(f, null));
            assertEquals(50, got.size(), got.toString());
            assertEquals("p49", got.get(49));
            // detected from its text too
            assertEquals(50, names(Formats.open(new BufferedReader(new java.io.StringReader(sb + "]")), "<stdin>", "stdin", null)).size());
            // and an error in it is placed on its line
            Files.writeString(f, sb.substring(0, sb.length() - 3) + "\n");
            List<String> cut = names(Formats.open(f, null));
            assertTrue(cut.get(cut.size() - 1).startsWith("! " + f + ":1:"), cut.toString());
        }
    }

    /** The first 3,000 puzzles of data/17_clue.txt, one a line (different lines, so the archive has some length). */
    static String lines() throws Exception {
        List<String> all = Files.readAllLines(org.cellwise.testing.TestFiles.data().resolve("17_clue.txt"));
        return String.join("\n", all.stream().filter(l -> !l.startsWith("#") && !l.isBlank()).limit(3000).toList()) + "\n";
    }

    @Test
    void gzipIsReadAndADamagedArchiveIsSaidToBeOne() throws Exception {
        String text = lines();
        byte[] z = Archives.gzip(text);
        Path whole = tmp.resolve("s.txt.gz");
        Files.write(whole, z);
        List<String> got = names(Formats.open(whole, null));
        assertEquals(3000, got.size());
        assertEquals("s:1", got.get(0), "named by the file without .gz");
        assertEquals(3000, ClassicLinesCount.count(whole));
        assertEquals(3000, Formats.estimateCount(whole));
        // cut short: the puzzles before the damage, then one error at the line where it shows, then nothing
        Path cut = tmp.resolve("cut.txt.gz");
        Files.write(cut, java.util.Arrays.copyOf(z, z.length / 2));
        for (List<String> read : List.of(names(Formats.open(cut, null)), ClassicLinesCount.names(cut))) {
            String last = read.get(read.size() - 1);
            assertTrue(read.size() > 100 && read.size() < 3000, read.size() + " read");
            assertEquals("! " + cut + ":" + read.size() + ":1: the compressed file is damaged here (cut short, or its data does not"
                    + " decompress): the lines before it were read, none after", last);
            assertTrue(read.subList(0, read.size() - 1).stream().noneMatch(x -> x.startsWith("!")), "no line cut short is read: " + read);
        }
        // corrupted in the middle: the same words
        byte[] bad = z.clone();
        for (int i = z.length / 3; i < z.length / 3 + 40; i++) bad[i] ^= 0x5a;
        Path corrupt = tmp.resolve("bad.txt.gz");
        Files.write(corrupt, bad);
        List<String> read = names(Formats.open(corrupt, null));
        assertTrue(read.get(read.size() - 1).endsWith(Archive.DAMAGED), read.get(read.size() - 1));
        // damage inside a line past the bound: said at that line, on both readers
        try (var bound = Archives.lineBound(500)) {
            StringBuilder noise = new StringBuilder();
            java.util.Random rnd = new java.util.Random(49);
            for (int i = 0; i < 200_000; i++) noise.append((char) ('a' + rnd.nextInt(26)));
            byte[] longZ = Archives.gzip(GOOD + "\n" + noise + "\n" + GOOD + "\n");
            Path inLong = tmp.resolve("inlong.txt.gz");
            Files.write(inLong, java.util.Arrays.copyOf(longZ, longZ.length / 2));
            String want = "! " + inLong + ":2:1: " + Archive.DAMAGED;
            assertEquals(List.of("inlong:1", want), names(Formats.open(inLong, null)));
            assertEquals(List.of("inlong:1", want), ClassicLinesCount.names(inLong));
        }
        // not gzip at all, though named so
        Path fake = tmp.resolve("fake.txt.gz");
        Files.writeString(fake, GOOD + "\n");
        assertEquals(fake + ":1:1: " + Archive.DAMAGED, assertThrows(FormatException.class, () -> Formats.open(fake, null)).getMessage());
        // gzip data under another name, or piped: said to be compressed
        Path hidden = tmp.resolve("hidden.txt");
        Files.write(hidden, z);
        FormatException e = assertThrows(FormatException.class, () -> Formats.open(hidden, null));
        assertEquals(hidden + ":1:1: this is gzip-compressed data, not text: name the file .gz, which is read as it is, or decompress it"
                + " (zcat)", e.getMessage());
        // another compression: refused in words, before reading
        Path bz = tmp.resolve("s.txt.bz2");
        Files.writeString(bz, "BZh91AY&SY");
        e = assertThrows(FormatException.class, () -> Formats.open(bz, null));
        assertTrue(e.getMessage().startsWith(bz + ":1:1: a compressed file (.bz2), which is read in Spark but not here: decompress it"
                + " first, or pipe it in (bzcat "), e.getMessage());
    }

    /** The lean reader over a file: how many classic puzzles it gives, and what it gives as names. */
    static final class ClassicLinesCount {
        static int count(Path f) throws Exception {
            return (int) names(f).stream().filter(x -> !x.startsWith("!")).count();
        }

        static List<String> names(Path f) throws Exception {
            ClassicLines c = ClassicLines.open(f, null);
            assertTrue(c.lean(), f.toString());
            List<String> out = new ArrayList<>();
            while (true) {
                try {
                    int k = c.next();
                    if (k == ClassicLines.END) return out;
                    out.add(c.defaultName() + ":" + c.lineNo());
                } catch (FormatException e) {
                    out.add("! " + e.getMessage());
                }
            }
        }
    }
}
