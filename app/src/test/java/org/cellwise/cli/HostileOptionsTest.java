package org.cellwise.cli;

import static org.cellwise.cli.MainTest.example;
import static org.cellwise.cli.MainTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.cellwise.format.Format;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line's own hostile inputs: every numeric option at its extremes is a usage error naming the option
 * (exit 2) or runs within its bound, never an overflow, a minute of threads or an internal error; every conversion
 * of every example is written or refused in a sentence; a puzzle too large for the heap is refused at its line and
 * the file goes on; a closed pipe ends the program quietly.
 */
class HostileOptionsTest {
    @TempDir
    Path tmp;

    static final String[] BAD_SECONDS = {"0", "-1", "1e10", "Infinity", "-Infinity", "NaN", "1e-400", "1000001"};
    static final String[] BAD_THREADS = {"0", "-1", "257", "100000", "2147483647", "-2147483648"};

    /** One option value that must be refused: exit 2, a message naming the option, no trace. */
    private static void refused(String option, String... args) {
        MainTest.Run r = run(null, args);
        String what = String.join(" ", args);
        assertEquals(2, r.code(), what + ":\n" + r.out() + r.err());
        assertTrue(r.err().contains(option), what + ": " + r.err());
        assertFalse(r.err().contains("internal error") || r.err().contains("Exception") || r.err().contains("\tat "), what + ": " + r.err());
        assertTrue(r.err().length() < 400, what + ": " + r.err());
    }

    /**
     * A bad {@code --with} on every command that reads puzzles (import and bench took none though the format's notes
     * say every command does; a line broken by \\r was an internal error): exit 2, the n-th {@code --with} and its
     * column, no trace; a good one changes the answer on each.
     */
    @Test
    void withIsTakenAndCheckedByEveryCommandThatReadsPuzzles() {
        String link = example("knightmare-link.txt").toString();
        String grid = "631298475942657138785314269813425796564739821297186354126543987358971642479862513";
        List<List<String>> commands = List.of(List.of("solve"), List.of("count"), List.of("candidates"), List.of("explain"),
                List.of("grade"), List.of("hint"), List.of("draw"), List.of("convert", "--to", "json"), List.of("export", "--to", "fpuzzles"),
                List.of("check", "-s", grid), List.of("bench", "--warmup", "0"), List.of("import", "--from", "z3"));
        String[][] bad = {{"taxicab x", "--with:1:9: expected a distance, found 'x'"},
            {"taxicab 4\rchess 0,0", "--with:1:10: expected one rule or clue on one line"},
            {"#puzzle other", "--with:1:1: expected a rule or clue, found '#puzzle other'"},
            {"givens", "--with:1:1: 'givens' is followed by rows of a map, which --with cannot hold"},
            {"knightmar", "--with:1:1: unknown rule 'knightmar' (did you mean 'knightmare'?)"}};
        for (List<String> cmd : commands) {
            for (String[] b : bad) {
                List<String> args = new ArrayList<>(cmd);
                args.addAll(List.of("--with", "knightmare", "--with", b[0], link));
                MainTest.Run r = run("sat\n", args.toArray(String[]::new));
                String what = String.join(" ", args);
                assertEquals(2, r.code(), what + ":\n" + r.out() + r.err());
                assertTrue(r.err().contains(b[1].replace("--with:1:", "--with:2:")), what + ": " + r.err());
                assertFalse(r.err().contains("internal error") || r.err().contains("Exception") || r.err().contains("\tat "), what + ": " + r.err());
            }
        }
        // an answer to the link as read that breaks knightmare: accepted as read, refused with the rule added
        String asRead = "631279485942658137875314269483125976569437821217986354126543798358791642794862513";
        StringBuilder model = new StringBuilder("sat\n(");
        for (int i = 0; i < 81; i++) model.append("(V").append(i).append(' ').append(asRead.charAt(i)).append(')');
        model.append(")\n");
        assertEquals(0, run(model.toString(), "import", "--from", "z3", link).code());
        MainTest.Run checked = run(model.toString(), "import", "--from", "z3", "--with", "knightmare", link);
        assertEquals(2, checked.code(), checked.out() + checked.err());
        assertTrue(checked.err().contains("the answer from z3 breaks a rule: knightmare: r1c6 holds 9 and r2c4 holds 6, which add up to 15"),
                checked.err());
        // a line that fits one puzzle of the input and not another: the error names the puzzle, the rest is solved
        MainTest.Run mixed = run(null, "solve", "--with", "r9c9 = 2", example("seed001-6x6.cw").toString(),
                example("seed001-classic.cw").toString());
        assertEquals(2, mixed.code(), mixed.out() + mixed.err());
        assertTrue(mixed.err().contains("--with:1:1: no cell r9c9 on the canvas (adding to 'seed001-6x6')"), mixed.err());
        assertTrue(mixed.out().contains("seed001-classic: solved, unique"), mixed.out()); // it has 2 at r9c9 already
        // generate adds rule keywords; a statement with parameters is known, and said to be one
        MainTest.Run gen = run(null, "generate", "sudoku", "--seed", "1", "--rules", "taxicab");
        assertEquals(2, gen.code(), gen.out() + gen.err());
        assertTrue(gen.err().contains("'taxicab' takes parameters (taxicab DISTANCE (cells that many rows plus columns apart hold"
                + " different values)), which --rules cannot give"), gen.err());
        MainTest.Run bench = run(null, "bench", "--warmup", "0", "--with", "knightmare", link);
        assertEquals(0, bench.code(), bench.out() + bench.err());
    }

    @Test
    void everyNumericOptionAtItsExtremesIsAUsageError() {
        String six = example("seed001-6x6.cw").toString();
        for (String v : BAD_SECONDS) {
            for (String cmd : List.of("solve", "count", "candidates", "explain", "grade", "hint", "draw", "bench"))
                refused("--timeout", cmd, "--timeout", v, six);
            refused("--timeout", "generate", "sudoku", "--timeout", v);
            refused("--timeout", "serve", "--port", "0", "--timeout", v);
        }
        for (String v : BAD_THREADS) {
            for (String cmd : List.of("solve", "count", "candidates", "explain", "grade", "bench")) refused("--threads", cmd, "--threads", v, six);
            refused("--threads", "generate", "sudoku", "--threads", v);
            refused("--workers", "serve", "--port", "0", "--workers", v);
        }
        for (String v : List.of("0", "-1", "-9223372036854775808", "1000000000000001"))
            for (String cmd : List.of("explain", "grade", "hint")) refused("--work", cmd, "--work", v, six);
        for (String v : List.of("0", "-1", "-9223372036854775808")) refused("--limit", "count", "--limit", v, six);
        for (String v : List.of("0", "-1", "-2147483648")) refused("--limit", "candidates", "--limit", v, six);
        for (String v : List.of("0", "-1", "10000001", "2147483647")) refused("--count", "generate", "sudoku", "--count", v);
        for (String v : List.of("-1", "7", "2147483647", "-2147483648")) refused("size", "generate", "sudoku", "--size", v);
        refused("size", "generate", "samurai", "--size", "16");
        refused("size", "generate", "sujiko", "--size", "4");
        for (String v : List.of("2", "10", "2147483647")) refused("--grid-size", "generate", "overlap", "--grid-size", v);
        refused("--grid-size", "generate", "sudoku", "--grid-size", "5");
        for (String v : List.of("0", "101", "-2147483648")) refused("--per-page", "draw", "--per-page", v, six);
        for (String v : List.of("0", "100000", "2147483647")) refused("--cell-size", "draw", "--cell-size", v, six);
        for (String v : List.of("0", "NaN", "Infinity", "1e300")) refused("--scale", "draw", "--scale", v, six);
        for (String v : List.of("-1", "2147483647")) refused("--warmup", "bench", "--warmup", v, six);
        refused("--limit", "bench", "--limit", "-1", six);
        for (String v : List.of("-1", "65536", "2147483647")) refused("--port", "serve", "--port", v);
        for (String v : List.of("0", "-1", "9223372036854775807")) refused("--max-body", "serve", "--port", "0", "--max-body", v);
        for (String v : List.of("-1", "10001", "2147483647")) refused("--queue", "serve", "--port", "0", "--queue", v);
        // a number too large for its type is picocli's usage error, also exit 2
        refused("--threads", "solve", "--threads", "99999999999999999999", six);
    }

    @Test
    void theLargestValuesAllowedRun() {
        String six = example("seed001-6x6.cw").toString();
        MainTest.Run r = run(null, "solve", "--timeout", "1000000", "--threads", "256", six);
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("seed001-6x6: solved, unique"), r.out());
        MainTest.Run g = run(null, "grade", "--timeout", "1000000", six);
        assertEquals(0, g.code(), g.err());
        assertTrue(g.out().contains("solved by logic"), g.out());
        MainTest.Run c = run(null, "candidates", "--timeout", "1000000", "--limit", "2147483647", six);
        assertEquals(0, c.code(), c.err());
        assertTrue(c.out().contains("unique, every cell settled"), c.out());
        MainTest.Run n = run(null, "count", "--limit", "9223372036854775807", six);
        assertEquals(0, n.code(), n.err());
    }

    @Test
    void everyConversionOfEveryExampleIsWrittenOrRefusedInASentence() throws Exception {
        List<Path> files;
        try (Stream<Path> s = Files.list(example("seed001-6x6.cw").getParent())) {
            files = s.sorted().toList();
        }
        int written = 0, refusedCount = 0;
        for (Path f : files)
            for (Format to : Format.values()) {
                MainTest.Run r = run(null, "convert", "--to", to.id, f.toString());
                String what = "convert --to " + to.id + " " + f.getFileName();
                assertFalse(r.err().contains("internal error") || r.err().contains("Exception"), what + ": " + r.err());
                if (r.code() == 0) written++;
                else {
                    assertEquals(2, r.code(), what);
                    assertTrue(r.err().startsWith("cellwise: "), what + ": " + r.err());
                    refusedCount++;
                }
            }
        assertTrue(written > 0 && refusedCount > 0, written + " written, " + refusedCount + " refused");
        MainTest.Run kakuro = run(null, "convert", "--to", "header", example("kakuro.cw").toString());
        assertTrue(kakuro.err().contains("the header format cannot hold kakuro"), kakuro.err());
    }

    @Test
    void aPuzzleTooLargeForTheHeapIsRefusedAtItsLineAndTheFileGoesOn() throws Exception {
        StringBuilder bomb = new StringBuilder("#puzzle bomb\nrules sudoku\n");
        for (int i = 0; i < 20; i++) bomb.append("grid g").append(i).append(" at ").append(i / 5 * 65 + 1).append(',').append(i % 5 * 65 + 1)
                .append(" size 64\n");
        Path f = tmp.resolve("bomb.cw");
        Files.writeString(f, bomb + "\n#puzzle after\nsize 4\nrules sudoku\ngivens\n1 . . .\n. . 3 .\n. 4 . .\n. . . 2\n");
        for (String cmd : List.of("solve", "count", "candidates")) {
            List<String> args = new ArrayList<>(List.of(cmd, "--timeout", "20"));
            // as many threads as it takes to leave each a part of the heap the bomb cannot fit, on any machine
            args.addAll(List.of("--threads", Integer.toString((int) Math.min(256, Math.max(1, Runtime.getRuntime().maxMemory() / (1L << 30))))));
            args.add(f.toString());
            MainTest.Run r = run(null, args.toArray(new String[0]));
            assertEquals(2, r.code(), cmd + ": " + r.err());
            assertTrue(r.err().startsWith("cellwise: " + f + ":1:1: the puzzle needs about "), cmd + ": " + r.err());
            assertTrue(r.err().contains("81,920 cells"), cmd + ": " + r.err());
            assertTrue(r.out().contains("after"), cmd + ": the next puzzle is still answered\n" + r.out());
        }
    }

    @Test
    void aClosedPipeEndsTheProgramQuietly() throws Exception {
        StringBuilder many = new StringBuilder();
        // enough answers for several writes even where they go out in blocks of 256 lines (solve --json's lean path)
        for (int i = 0; i < 2000; i++) many.append(MainTest.EASY).append('\n');
        Path f = tmp.resolve("many.txt");
        Files.writeString(f, many.toString());
        PrintStream oldOut = System.out, oldErr = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int[] writes = {0};
        OutputStream head = new OutputStream() { // a reader that takes a few lines and goes away, as `| head` does
            @Override
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                if (++writes[0] > 3) throw new IOException("Broken pipe");
            }
        };
        try {
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            for (String[] args : List.of(new String[] {"solve", f.toString()}, new String[] {"solve", "--json", "--threads", "2", f.toString()},
                    new String[] {"generate", "sudoku", "--seed", "1", "--count", "50"}, new String[] {"convert", "--to", "json", f.toString()})) {
                System.setOut(Output.watched(head, StandardCharsets.UTF_8)); // a new pipe each time, as a shell gives
                writes[0] = 0;
                err.reset();
                int code = Main.run(args);
                assertEquals(Output.CLOSED, code, String.join(" ", args) + ": " + err);
                assertEquals("", err.toString(StandardCharsets.UTF_8), String.join(" ", args) + ": quietly");
            }
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
        // a full disk is not a closed pipe: it is said
        System.setOut(Output.watched(new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("No space left on device");
            }
        }, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            err.reset();
            assertEquals(2, Main.run("solve", f.toString()));
            assertTrue(err.toString(StandardCharsets.UTF_8).contains("cannot write the output"), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }
}
