package org.cellwise.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.cellwise.batch.Answer;
import org.cellwise.check.Checker;
import org.cellwise.export.Exporter;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile input against every reader: seeded mutations of every example (byte flips, truncation, duplicated and
 * deleted lines, huge numbers, odd bytes) and a corpus of nasty cases. Whatever comes in, the answer is a located
 * error or a puzzle whose answer the checker accepts; no other exception escapes, messages stay short and
 * printable, the puzzle after a bad one is still read, and every solve ends (each under the solver's own limit).
 * Reproduce one case with -Dcellwise.fuzz.seed=SEED.
 */
class FuzzTest {
    private static final Duration SOLVE_LIMIT = Duration.ofSeconds(2);

    @TempDir
    Path tmp;

    private static final String[] ODD = {"\0", "\u0001", "\u001b[31m", "\u00e9", "\uff11", "\u0661", "\ufeff", "\u2028",
            "99999999999999999999", "4294967299", "-2147483649", "\"", "{", "]", "\t", "\r", "#", "r99999999999c1",
            "1000000,1000000", "0x0", "|", "---", "\\", "?", "*", "÷"};

    /** One seeded mutation of a text, as bytes (some mutations are not UTF-8 on purpose). */
    private static byte[] mutate(String text, Random rnd) {
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        switch (rnd.nextInt(7)) {
            case 0 -> { // duplicate a line
                int i = rnd.nextInt(lines.size());
                lines.add(i, lines.get(i));
            }
            case 1 -> { // delete a line
                if (lines.size() > 1) lines.remove(rnd.nextInt(lines.size()));
            }
            case 2 -> { // an odd token into a line
                int i = rnd.nextInt(lines.size());
                String l = lines.get(i);
                int at = l.isEmpty() ? 0 : rnd.nextInt(l.length() + 1);
                lines.set(i, l.substring(0, at) + ODD[rnd.nextInt(ODD.length)] + l.substring(at));
            }
            case 3 -> { // a number made huge
                int i = rnd.nextInt(lines.size());
                lines.set(i, lines.get(i).replaceFirst("\\d+", rnd.nextBoolean() ? "99999999999999999999" : "2147483648"));
            }
            default -> {}
        }
        byte[] b = String.join("\n", lines).getBytes(StandardCharsets.UTF_8);
        switch (rnd.nextInt(4)) {
            case 0 -> { // flip bytes, Latin-1 and control bytes among them
                b = b.clone();
                for (int k = 0; k < 1 + rnd.nextInt(3) && b.length > 0; k++)
                    b[rnd.nextInt(b.length)] = (byte) (new int[] {0xE9, 0xFF, 0x00, 0x0B, '.', '1', '9', ' ', '\n'})[rnd.nextInt(9)];
            }
            case 1 -> { // truncate
                if (b.length > 1) b = java.util.Arrays.copyOf(b, rnd.nextInt(b.length));
            }
            default -> {}
        }
        return b;
    }

    private static List<Path> examples() throws IOException {
        try (Stream<Path> s = Files.list(TestFiles.examples())) {
            return s.sorted().toList();
        }
    }

    private static void checkMessage(FormatException e, String context) {
        assertTrue(e.line() >= 1 && e.column() >= 1, context + ": unlocated " + e.getMessage());
        assertTrue(e.getMessage().length() < 800, context + ": message of " + e.getMessage().length() + " characters");
        for (char c : e.getMessage().toCharArray())
            assertTrue(!Character.isISOControl(c), context + ": raw control character in " + e.getMessage());
    }

    /** Reads every puzzle of a file; each is solved (bounded) and its answer checked. Returns the names read. */
    private static List<String> readAll(Path f, Format format, String context) throws IOException {
        List<String> names = new ArrayList<>();
        PuzzleReader r;
        try {
            r = Formats.open(f, format);
        } catch (FormatException e) {
            checkMessage(e, context);
            return names;
        }
        for (int guard = 0; guard < 10_000; guard++) {
            Puzzle p;
            try {
                p = r.next();
            } catch (FormatException e) {
                checkMessage(e, context);
                names.add("!");
                continue;
            }
            if (p == null) return names;
            names.add(p.name());
            Answer a = Answer.solve(p, false, SOLVE_LIMIT, null);
            if (a.solved()) assertTrue(Checker.holds(p, a.first()), context + ": an answer that breaks a rule");
            for (String target : List.of("smt2", "asp", "minizinc", "prolog")) Exporter.of(target).program(p);
            try {
                Writers.write(p, Format.CELLWISE);
            } catch (IllegalArgumentException e) {
                // a puzzle the text format cannot hold is said so
                assertTrue(e.getMessage().contains("cannot"), context + ": " + e.getMessage());
            }
        }
        fail(context + ": the reader never ended");
        return names;
    }

    @Test
    void mutatedExamplesGiveLocatedErrorsOrCheckedAnswers() throws Exception {
        Long only = Long.getLong("cellwise.fuzz.seed");
        int cases = 0;
        for (Path ex : examples()) {
            String text = Files.readString(ex);
            String name = ex.getFileName().toString();
            for (int i = 0; i < 40; i++) {
                long seed = name.hashCode() * 1000L + i;
                if (only != null && only != seed) continue;
                Random rnd = new Random(seed);
                Path f = tmp.resolve(name);
                Files.write(f, mutate(text, rnd));
                try {
                    readAll(f, null, name + " seed " + seed);
                } catch (RuntimeException e) {
                    throw new AssertionError(name + " seed " + seed + ": " + e, e);
                }
                cases++;
            }
        }
        assertTrue(only != null || cases >= 500, "cases: " + cases);
    }

    @Test
    void aBrokenPuzzleSpoilsNoNeighbour() throws Exception {
        String good = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        Random rnd = new Random(7);
        for (int i = 0; i < 60; i++) {
            ByteArrayOutputStream b = new ByteArrayOutputStream();
            b.write((good + "\n").getBytes(StandardCharsets.UTF_8));
            byte[] bad = mutate(good, rnd);
            for (byte x : bad) if (x != '\n') b.write(x);
            b.write(("\n" + good + "\n").getBytes(StandardCharsets.UTF_8));
            Path f = tmp.resolve("n.txt");
            Files.write(f, b.toByteArray());
            List<String> names = readAll(f, Format.LINE, "neighbours " + i);
            assertEquals("n:1", names.get(0));
            assertEquals("n:3", names.get(names.size() - 1), names.toString());
        }
        // blocks: a broken block between two good ones
        String block = Files.readString(TestFiles.examples().resolve("seed004-kenken.txt")).strip();
        for (int i = 0; i < 40; i++) {
            String bad = new String(mutate(block, rnd), StandardCharsets.UTF_8);
            if (!bad.startsWith("#kenken")) bad = "#kenken broken\n" + bad;
            Path f = tmp.resolve("k.txt");
            Files.writeString(f, block.replaceFirst("#kenken .*", "#kenken first") + "\n" + bad + "\n"
                    + block.replaceFirst("#kenken .*", "#kenken last") + "\n");
            List<String> names = readAll(f, null, "blocks " + i);
            assertEquals("first", names.get(0));
            assertEquals("last", names.get(names.size() - 1), names.toString());
        }
    }

    /** Cases found by hand, each once a crash, a hang or a silent wrong answer. */
    @Test
    void nastyCorpus() throws Exception {
        String[][] corpus = {
            {"a.txt", "#kenken k\na4294967299+,a\nb1-,b\n", "out of range"},
            {"b.cw", "size 4\ncage 3+ r99999999999c1 r1c2\n", "rows and columns go up to"},
            {"c.cw", "grid A at 1,1 size 4\ngrid B at 1000000,1000000 size 4\nrules latin\n", "within row and column"},
            {"d.cw", "grid A at 1,1 size 4\ngrid B at 995,995 size 9\nrules latin\n", "reaches past"},
            {"e.cw", "size 4\nboxes 0x0\n", "boxes none"},
            {"f.cw", "size 4\ngivens\n|\n", "expected 4 rows"},
            {"g.cw", "size 4\nr1c1 = 1\nr1c1 = 2\n", "given 2 here but 1 before"},
            {"h.cw", "size 4\ngivens\n1 . . .\n. . . .\n. . . .\n. . . .\ngivens\n2 . . .\n. . . .\n. . . .\n. . . .\n", "given 2 here but 1 before"},
            {"i.json", "{\"size\": 4, \"givens\": {\"r1c1\": 1}, \"givens\": {\"r1c1\": 2}}", "Duplicate"},
            {"j.txt", "#sujiko s\n25,13,22,17\nP8,6\nP8,7\n", "given 7 here but 6 before"},
            {"k.lp", "hello world.\n", "expected a fact"},
            {"l.cw", "size 4\nvalues 1..9999999999\n", "out of range"},
            {"m.cw", "size 9999999999\n", "out of range"},
            {"n.cw", "size 4\ncage a " + "9".repeat(100_000) + "\n", "out of range"},
            {"o.cw", "size 4\ngivens\n\u0000\u0001 . . .\n. . . .\n. . . .\n. . . .\n", "\\0"},
            {"p.cw", "size 4\ngivens\n\uff11 . . .\n. . . .\n. . . .\n. . . .\n", "expected a value"},
            {"q.txt", "x".repeat(200_000) + "\n", "expected"},
            {"r.cw", "kakuro\n\\3 . .\nx x x\n. x x\n", "belongs to no run"},
        };
        for (String[] c : corpus) {
            Path f = tmp.resolve(c[0]);
            Files.writeString(f, c[1]);
            FormatException e = null;
            try {
                Formats.readAll(f);
            } catch (FormatException x) {
                e = x;
            } catch (RuntimeException x) {
                throw new AssertionError(c[0] + ": " + x, x);
            }
            assertTrue(e != null, c[0] + " was read without complaint");
            checkMessage(e, c[0]);
            assertTrue(e.getMessage().contains(c[2]), c[0] + ": " + e.getMessage());
        }
    }

    /** A JSON array of {@code count} puzzles made on demand, never held whole; counts the characters handed out. */
    static final class Generated extends java.io.Reader {
        static final String ONE = "{\"size\": 4, \"rules\": [\"sudoku\"], \"givens\": [\"1...\", \"..3.\", \".4..\", \"...2\"]}";
        final int count;
        long handedOut;
        private int next;
        private String chunk = "[";
        private int at;

        Generated(int count) {
            this.count = count;
        }

        @Override
        public int read(char[] buf, int off, int len) {
            if (at == chunk.length()) {
                if (next > count) return -1;
                chunk = next == count ? "]\n" : (next == 0 ? "" : ",\n") + ONE;
                next++;
                at = 0;
            }
            int n = Math.min(len, chunk.length() - at);
            chunk.getChars(at, at + n, buf, off);
            at += n;
            handedOut += n;
            return n;
        }

        @Override
        public void close() {}
    }

    /** Reads a generated array; returns the bytes this thread allocated doing so. */
    private static long readGenerated(int count) throws Exception {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        long before = mx.getCurrentThreadAllocatedBytes();
        Generated g = new Generated(count);
        PuzzleReader r = Formats.open(new java.io.BufferedReader(g), "big.json", "big", null);
        int n = 0;
        for (Puzzle p; (p = r.next()) != null; n++) {
            // streaming: the reader is never more than its buffers ahead of the puzzle it hands out
            long ahead = g.handedOut - (n + 1L) * (Generated.ONE.length() + 2);
            if (ahead > 64 * 1024) fail("after puzzle " + (n + 1) + " the reader had taken " + ahead + " characters more");
            assertEquals(16, p.size());
        }
        assertEquals(count, n);
        return mx.getCurrentThreadAllocatedBytes() - before;
    }

    /**
     * A large JSON array is read as a stream: each puzzle comes out while the rest of the array is still unread,
     * and the memory allocated per puzzle is the same for 2,000 puzzles as for 20,000 (reading all of it first,
     * or re-scanning from the start, would allocate ten times as much per puzzle at the larger size).
     */
    @Test
    void aLargeJsonArrayStreamsInLinearWork() throws Exception {
        readGenerated(2_000); // loads and compiles the reading code, which allocates once
        long small = readGenerated(2_000), large = readGenerated(20_000);
        double perSmall = small / 2_000.0, perLarge = large / 20_000.0;
        assertTrue(perLarge < 2 * perSmall, String.format("%.0f bytes a puzzle at 20,000 against %.0f at 2,000", perLarge, perSmall));
    }
}
