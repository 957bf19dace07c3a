package org.cellwise.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MainTest {
    static final String EASY = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    record Run(int code, String out, String err) {
        List<JsonNode> json() throws Exception {
            List<JsonNode> out = new ArrayList<>();
            for (String l : this.out.split("\n")) if (!l.isBlank()) out.add(JSON.readTree(l));
            return out;
        }
    }

    static Run run(String stdin, String... args) {
        PrintStream oldOut = System.out, oldErr = System.err;
        InputStream oldIn = System.in;
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            if (stdin != null) System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
            int code = Main.run(args);
            return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
            System.setIn(oldIn);
        }
    }

    static Path example(String name) {
        Path p = Path.of("").toAbsolutePath();
        while (!Files.exists(p.resolve("mvnw"))) p = p.getParent();
        return p.resolve("examples").resolve(name);
    }

    Path write(String name, String text) throws Exception {
        Path f = tmp.resolve(name);
        Files.writeString(f, text);
        return f;
    }

    /**
     * f-puzzles has no element for knightmare: its link reads as the puzzle without it, which the answer warns of,
     * and {@code --with} adds it, on every command and past the lean path of line files; its errors point at the
     * n-th {@code --with}.
     */
    @Test
    void withAddsTheRulesALinkCannotState() throws Exception {
        Path data = example("seed001-classic.cw").getParent().getParent().resolve("data");
        org.cellwise.puzzle.Puzzle km = org.cellwise.format.Formats.readAll(data.resolve("rangsk-tests.cw")).get(2);
        org.cellwise.puzzle.Puzzle bare = km.withRules(km.rules().stream().filter(r -> !r.keyword().equals("knightmare")).toList());
        String link = org.cellwise.format.FPuzzles.link(bare);
        Run plain = run(null, "solve", link);
        assertTrue(plain.out().contains("solved, not unique (another solution exists), as read (1 warning)"), plain.out());
        assertTrue(plain.out().contains("warning: the rules text names knightmare, which the puzzle does not set: the answer is to the"
                + " rules as read (add it with --with knightmare)"), plain.out());
        Run with = run(null, "solve", "--with", "knightmare", link);
        assertEquals(0, with.code(), with.err());
        assertTrue(with.out().contains(": solved, unique (") && !with.out().contains("warning"), with.out());
        Run graded = run(null, "grade", "--json", "--with", "knightmare", link);
        assertTrue(graded.json().get(0).get("solved").asBoolean(), graded.out());
        Run lines = run(EASY + "\n", "solve", "--json", "--with", "anti-knight", "-");
        assertEquals("no-solution", lines.json().get(0).get("status").asText(), lines.out());
        Run bad = run(null, "solve", "--with", "knightmare", "--with", "taxicab x", link);
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("--with:2:9: expected a distance, found 'x'"), bad.err());
        Run typo = run(null, "solve", "--with", "knightmar", link);
        assertEquals(2, typo.code());
        assertTrue(typo.err().contains("--with:1:1: unknown rule 'knightmar' (did you mean 'knightmare'?)"), typo.err());
    }

    @Test
    void solvesAnExampleAndDrawsTheGrid() {
        Run r = run(null, "solve", example("seed001-classic.cw").toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("seed001-classic: solved, unique"), r.out());
        assertTrue(r.out().contains("9 7 6 | 4 8 1 | 3 2 5\n"), r.out());
        assertTrue(r.out().contains("------+-------+------"), r.out());
    }

    @Test
    void jsonHasOneObjectPerPuzzleInInputOrder() throws Exception {
        Path f = write("three.txt", EASY + "\n" + "11" + ".".repeat(79) + "\n" + ".".repeat(81) + "\n");
        Run r = run(null, "solve", "--json", f.toString());
        assertEquals(1, r.code(), "one puzzle has no solution");
        List<JsonNode> js = r.json();
        assertEquals(3, js.size());
        assertEquals(List.of("solved", "no-solution", "solved"), js.stream().map(j -> j.get("status").asText()).toList());
        assertEquals(List.of("three:1", "three:2", "three:3"), js.stream().map(j -> j.get("name").asText()).toList());
        assertTrue(js.get(0).get("unique").asBoolean());
        assertFalse(js.get(2).get("unique").asBoolean());
        assertTrue(js.get(1).get("grid").isNull());
        JsonNode grid = js.get(0).get("grid");
        assertEquals(9, grid.size());
        assertEquals(4, grid.get(0).get(0).asInt());
        assertTrue(js.get(0).get("millis").isNumber());
    }

    @Test
    void overlappingGridsPutNullWhereThereIsNoCell() throws Exception {
        Path f = write("two.cw", "grid A at 1,1 size 4\ngrid B at 3,3 size 4\nrules sudoku\n");
        Run r = run(null, "solve", "--json", f.toString());
        assertEquals(0, r.code(), r.err());
        JsonNode grid = r.json().get(0).get("grid");
        assertEquals(6, grid.size());
        assertTrue(grid.get(0).get(5).isNull());
        assertTrue(grid.get(5).get(0).isNull());
        assertTrue(grid.get(2).get(2).isInt());
    }

    @Test
    void badInputNamesFileLineAndColumnAndGoesOn() throws Exception {
        Path f = write("bad.txt", EASY + "\n" + EASY.substring(0, 4) + "?" + EASY.substring(5) + "\n" + EASY + "\n");
        Run r = run(null, "solve", "--json", f.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains(f + ":2:5: expected '.', '0' or a value 1..9"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
        List<JsonNode> js = r.json();
        assertEquals(List.of("solved", "invalid", "solved"), js.stream().map(j -> j.get("status").asText()).toList());
    }

    @Test
    void badOwnFormatReportsTheWord() throws Exception {
        Path f = write("bad.cw", "size 9\nrules sudoku anti-bishop\n");
        Run r = run(null, "solve", f.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("bad.cw:2:14: unknown rule 'anti-bishop'"), r.err());
    }

    @Test
    void missingFileUnknownFormatAndBadOptionsExitTwo() {
        Run missing = run(null, "solve", tmp.resolve("nope.txt").toString());
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("no such file"), missing.err());
        Run from = run(null, "solve", "--from", "xml", example("seed001-classic.cw").toString());
        assertEquals(2, from.code());
        assertTrue(from.err().contains("unknown format 'xml'"), from.err());
        Run opt = run(null, "solve", "--frobnicate", "x");
        assertEquals(2, opt.code());
        assertTrue(opt.err().contains("unknown option or argument '--frobnicate'"), opt.err());
        Run noFile = run(null, "solve");
        assertEquals(2, noFile.code());
        assertTrue(noFile.err().contains("Missing required parameter: 'FILE'"), noFile.err());
        Run limit = run(null, "count", "--limit", "0", example("seed001-classic.cw").toString());
        assertEquals(2, limit.code());
    }

    @Test
    void firstStopsAtOneSolutionAndLeavesUniquenessOpen() throws Exception {
        Path f = write("two.txt", EASY + "\n" + ".".repeat(81) + "\n" + "11" + ".".repeat(79) + "\n");
        Run r = run(null, "solve", "--first", "--json", f.toString());
        assertEquals(1, r.code(), "the third has no solution");
        List<JsonNode> js = r.json();
        assertEquals(List.of("solved", "solved", "no-solution"), js.stream().map(j -> j.get("status").asText()).toList());
        for (JsonNode j : js.subList(0, 2)) assertEquals("unknown", j.get("uniqueness").asText(), j.toString());
        Run text = run(null, "solve", "--first", example("seed001-classic.cw").toString());
        assertEquals(0, text.code(), text.err());
        assertTrue(text.out().startsWith("seed001-classic: solved; uniqueness not decided"), text.out());
        assertTrue(text.out().contains("9 7 6 | 4 8 1 | 3 2 5\n"), text.out());
    }

    /**
     * Binary output never goes to a terminal, whichever command writes it: each runs with standard output on a
     * pseudo-terminal (util-linux's script) and refuses, writing nothing but the reason.
     */
    @Test
    void binaryOutputIsRefusedOnATerminal() throws Exception {
        Path script = Path.of("/usr/bin/script");
        if (!Files.isExecutable(script)) {
            if ("true".equals(System.getenv("CI"))) throw new IllegalStateException("CI: util-linux's script is missing");
            System.err.println("MainTest: skipped binaryOutputIsRefusedOnATerminal: no /usr/bin/script");
            return;
        }
        String command = Path.of(System.getProperty("java.home"), "bin", "java") + " -cp '" + System.getProperty("java.class.path")
                + "' org.cellwise.cli.Main ";
        String killer = example("seed004-killer.txt").toString();
        for (String args : List.of("solve --png ", "draw --png ", "draw --pdf ")) {
            Path log = tmp.resolve("tty.txt");
            // stdin from /dev/null: script copies the terminal's output (the program's stdout and stderr) to the log
            Process p = new ProcessBuilder(script.toString(), "-qec", command + args + killer, log.toString())
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            assertTrue(ReferenceWork.waitFor(p, 50), args + "still running after " + ReferenceWork.bound(50));
            String seen = Files.readString(log, java.nio.charset.StandardCharsets.ISO_8859_1);
            String option = args.substring(args.indexOf("--")).strip();
            assertEquals(2, p.exitValue(), args + seen);
            assertTrue(seen.contains("cellwise: " + option + " writes binary data: redirect standard output to a file"), args + seen);
            assertFalse(seen.contains("PNG") || seen.contains("%PDF"), args + "wrote binary to the terminal");
        }
    }

    @Test
    void pngIsOnePictureOnStandardOutput() throws Exception {
        PrintStream old = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int code;
        try {
            System.setOut(new PrintStream(bytes, true));
            code = Main.run(new String[] {"solve", "--png", example("seed004-killer.txt").toString()});
        } finally {
            System.setOut(old);
        }
        assertEquals(0, code);
        java.awt.image.BufferedImage img = javax.imageio.ImageIO.read(new ByteArrayInputStream(bytes.toByteArray()));
        assertEquals(420, img.getWidth());
        assertEquals(420, img.getHeight());
        Run many = run(null, "solve", "--png", write("two.txt", EASY + "\n" + EASY + "\n").toString());
        assertEquals(2, many.code());
        assertTrue(many.err().contains("--png draws one puzzle, the input holds 2"), many.err());
        assertTrue(many.out().isEmpty(), "nothing is written before the refusal");
        Run manySvg = run(null, "solve", "--svg", write("two.txt", EASY + "\n" + EASY + "\n").toString());
        assertEquals(2, manySvg.code());
        assertTrue(manySvg.out().isEmpty(), manySvg.out());
        Run both = run(null, "solve", "--png", "--svg", example("seed004-killer.txt").toString());
        assertEquals(2, both.code());
        assertTrue(both.err().contains("choose one of --json, --html, --svg and --png"), both.err());
        // two small grids far apart make a picture of 80 million pixels: refused, with the way out
        Path far = write("far.cw", "#puzzle far\ngrid A at 1,1 size 4\ngrid B at 200,200 size 4\nrules sudoku\n");
        Run huge = run(null, "solve", "--png", far.toString());
        assertEquals(2, huge.code());
        assertEquals("cellwise: " + far + ": far: a PNG of 203x203 cells would be 8956x8956 pixels, over the limit of 40 million;"
                + " use --svg\n", huge.err());
        assertTrue(huge.out().isEmpty());
    }

    @Test
    void aBareCommandListsEveryCommandAndATypoGetsASuggestion() {
        Run bare = run(null);
        assertEquals(0, bare.code());
        for (String command : List.of("solve", "count", "check", "candidates", "draw", "serve", "convert", "export", "import", "bench", "completion"))
            assertTrue(bare.out().contains("\n  " + command + " "), command + " missing from:\n" + bare.out());
        Run typo = run(null, "slove", "x.cw");
        assertEquals(2, typo.code());
        assertTrue(typo.err().startsWith("cellwise: unknown command 'slove'; did you mean 'solve'?\n"), typo.err());
        assertTrue(run(null, "chekc", "x").err().startsWith("cellwise: unknown command 'chekc'; did you mean 'check'?"));
        assertTrue(run(null, "frobnicate", "x").err().startsWith("cellwise: unknown command 'frobnicate'\nCommands: solve, "));
        Run option = run(null, "solve", "--jsn", "x.cw");
        assertEquals(2, option.code());
        assertTrue(option.err().contains("unknown option or argument '--jsn'; did you mean '--json'?"), option.err());
    }

    @Test
    void versionSaysTheBuildAndCompletionIsAScript() {
        Run v = run(null, "--version");
        assertEquals(0, v.code());
        assertTrue(v.out().matches("cellwise \\d+\\.\\d+\\.\\d+\\S* \\(built \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\dZ; Java .*\\)\\s*"), v.out());
        Run c = run(null, "completion");
        assertEquals(0, c.code());
        assertTrue(c.out().contains("complete -F") && c.out().contains("solve") && c.out().contains("--timeout"), c.out());
    }

    /**
     * A file of lines goes the lean way (read from bytes, answered as bytes, blocks on each thread); with a file of
     * another format beside it, every file goes the usual way. The lines are the same but the times, in the same
     * order, whatever the threads: unique, several solutions, none, a bad line, a 4×4 line, comments.
     */
    @Test
    void jsonLinesAreTheSameTheLeanWayAndTheUsualWay() throws Exception {
        StringBuilder text = new StringBuilder("# mixed\n");
        for (int i = 0; i < 700; i++) {
            text.append(switch (i % 7) {
                case 0 -> EASY;
                case 1 -> "." + EASY.substring(1, 40) + "." + EASY.substring(41); // probably several
                case 2 -> "11" + ".".repeat(79);
                case 3 -> EASY.substring(1) + "x";
                case 4 -> "1234341221434321";
                case 5 -> ".".repeat(81);
                default -> BenchMemoryTest.variant(EASY, new java.util.Random(i));
            }).append(i % 50 == 0 ? "\r\n\n# note\n" : "\n");
        }
        Path f = write("mixed.txt", text.toString());
        Path other = example("seed001-6x6.cw");
        Run lean = run(null, "solve", "--json", f.toString());
        Run lean2 = run(null, "solve", "--json", "--threads", "2", f.toString());
        Run usual = run(null, "solve", "--json", f.toString(), other.toString());
        assertEquals(2, lean.code(), lean.err());
        assertEquals(2, lean2.code());
        assertEquals(2, usual.code());
        List<String> a = untimed(lean.out()), b = untimed(lean2.out()), c = untimed(usual.out());
        assertEquals(700, a.size());
        assertEquals(a, b);
        assertEquals(a, c.subList(0, 700));
        assertEquals(lean.err(), lean2.err());
        assertEquals(100, lean.err().lines().filter(l -> l.contains("expected '.', '0' or a value")).count());
        Run first = run(null, "solve", "--json", "--first", f.toString());
        Run firstUsual = run(null, "solve", "--json", "--first", f.toString(), other.toString());
        assertEquals(untimed(first.out()), untimed(firstUsual.out()).subList(0, 700));
    }

    static List<String> untimed(String out) {
        return out.lines().map(l -> l.replaceAll("\"millis\":[0-9.E-]+", "\"millis\":0")).toList();
    }

    @Test
    void solveAndCountTakeSeveralFilesInTurn() throws Exception {
        String a = example("seed001-6x6.cw").toString(), b = example("seed004-kenken.txt").toString();
        Run both = run(null, "solve", "--json", a, b);
        assertEquals(0, both.code(), both.err());
        assertEquals(List.of("seed001-6x6", "www.kenken.com kk_91.png 73491"),
                both.json().stream().map(j -> j.get("name").asText()).toList());
        Run counted = run(null, "count", a, b);
        assertEquals(2, counted.out().lines().count(), counted.out());
        Run missing = run(null, "solve", a, tmp.resolve("nope.cw").toString());
        assertEquals(2, missing.code());
        assertTrue(missing.out().isEmpty(), "nothing is solved when a file is missing: " + missing.out());
        assertTrue(missing.err().contains("nope.cw: no such file"), missing.err());
        assertEquals(2, run(null, "check", a, b, "-s", "1").code());
    }

    @Test
    void everyCommandNamesTheSolversAlike() throws Exception {
        String kenken = example("seed004-kenken.txt").toString();
        assertEquals(run(null, "export", "--to", "smt2", kenken).out(), run(null, "export", "--to", "z3", kenken).out());
        assertEquals(run(null, "export", "--to", "smt2", kenken).out(), run(null, "export", "--to", "cvc5", kenken).out());
        assertEquals(run(null, "export", "--to", "asp", kenken).out(), run(null, "export", "--to", "clingo", kenken).out());
        assertEquals(run(null, "export", "--to", "prolog", kenken).out(), run(null, "export", "--to", "swipl", kenken).out());
        Run bad = run(null, "export", "--to", "gecode", kenken);
        assertTrue(bad.err().contains("expected z3, cvc5, clingo, minizinc or swipl"), bad.err());
        assertTrue(run(null, "import", "--from", "nope", kenken).err().contains("expected z3, cvc5, clingo, minizinc or swipl"));
        // the puzzle's format is --format in every command (and --from where that does not name a solver)
        assertEquals(0, run(null, "solve", "--format", "cages", kenken).code());
        assertEquals(0, run(null, "solve", "--from", "cages", kenken).code());
    }

    @Test
    void ctrlCStopsALongSearchCleanly() throws Exception {
        Path empty = write("empty.txt", ".".repeat(81) + "\n");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), "org.cellwise.cli.Main", "count", "--progress", "--limit",
                "100000000000", empty.toString()).redirectOutput(tmp.resolve("out").toFile()).redirectError(tmp.resolve("err").toFile()).start();
        try {
            // the progress line appears once the search has run a second
            long until = System.nanoTime() + 60 * ReferenceWork.nanos();
            while (!Files.readString(tmp.resolve("err")).contains(" nodes, ") && System.nanoTime() < until) Thread.sleep(100);
            assertTrue(Files.readString(tmp.resolve("err")).matches("(?s)\\r" + "empty:1: [\\d,]+ nodes, \\d+\\.\\d s \\(Ctrl-C stops\\).*"),
                    Files.readString(tmp.resolve("err")));
            // a job started in the background by a script inherits SIGINT ignored, and the JVM then rightly leaves it
            // ignored (Ctrl-C at the terminal is not for background jobs); TERM takes the same way out
            String signal = sigintIgnored() ? "-TERM" : "-INT";
            if (signal.equals("-TERM")) System.out.println("MainTest: SIGINT is ignored in this process (started in the background), so the child is sent TERM instead");
            new ProcessBuilder("kill", signal, Long.toString(p.pid())).start().waitFor();
            assertTrue(ReferenceWork.waitFor(p, 20), "still running " + ReferenceWork.bound(20) + " after kill " + signal);
        } finally {
            p.destroyForcibly();
        }
        assertEquals(130, p.exitValue());
        String out = Files.readString(tmp.resolve("out")), err = Files.readString(tmp.resolve("err"));
        assertTrue(out.matches("empty:1: at least \\d+ solutions \\(cancelled, [\\d.]+ ms\\)\\n"), out);
        assertTrue(err.endsWith("cellwise: interrupted\n"), err);
        assertFalse(err.contains("Exception"), err);
    }

    /** Whether this process ignores SIGINT (Linux's SigIgn mask; elsewhere assumed not), as the children it starts will. */
    private static boolean sigintIgnored() throws Exception {
        Path status = Path.of("/proc/self/status");
        if (!Files.exists(status)) return false;
        for (String line : Files.readAllLines(status))
            if (line.startsWith("SigIgn:")) return (Long.parseUnsignedLong(line.substring(7).trim(), 16) & (1L << (2 - 1))) != 0;
        return false;
    }

    @Test
    void setterHelpSecondSolutionConflictAndCandidates() throws Exception {
        String draft = example("draft-6x6.cw").toString();
        Run two = run(null, "solve", draft);
        assertEquals(0, two.code(), two.err());
        assertTrue(two.out().contains("solved, not unique"), two.out());
        assertTrue(two.out().contains("\nanother solution, which differs at r1c3 r1c4 "), two.out());
        JsonNode j = run(null, "solve", "--json", draft).json().get(0);
        assertEquals(6, j.get("another").size());
        assertEquals("r1c3", j.get("differs").get(0).asText());
        Path stuck = write("stuck.cw", "size 4\nrules sudoku\ngivens\n1 . . .\n3 . . .\n. 2 . .\n. 4 . .\n");
        Run none = run(null, "solve", stuck.toString());
        assertEquals(1, none.code());
        assertTrue(none.out().contains("\nthese cannot all hold: given r2c1, given r3c2, given r4c2, column 2, box 1\n"), none.out());
        assertEquals("[\"given r2c1\",\"given r3c2\",\"given r4c2\",\"column 2\",\"box 1\"]",
                run(null, "solve", "--json", stuck.toString()).json().get(0).get("conflict").toString());
        Path far = write("far.cw", "size 9\nrules sudoku\ncage a 30 r1c1 r1c2\n");
        Run quick = run(null, "solve", far.toString());
        assertTrue(quick.out().contains("no search needed: cage a: 2 cells of 1..9, all different, add up to 3 to 17, never 30"), quick.out());
        Path twice = write("twice.cw", "size 4\nrules sudoku\ncages\na a . .\n. . . .\n. . . a\n. . . .\ncage a 8\n");
        assertTrue(run(null, "solve", twice.toString()).out().contains("warning: cage a: its cells lie in 2 separate places"));

        Run cands = run(null, "candidates", draft);
        assertEquals(0, cands.code(), cands.err());
        assertTrue(cands.out().startsWith("A draft 6x6 Sudoku: 14 cells not settled: r1c3 "), cands.out());
        assertTrue(cands.out().contains("\n2   4   15  156 16  3\n"), cands.out());
        JsonNode cj = run(null, "candidates", "--json", draft).json().get(0);
        assertEquals("[1,5,6]", cj.get("candidates").get(0).get(3).toString());
        assertEquals(14, cj.get("unsettled").size());
        Run cut = run(null, "candidates", "--limit", "2", draft);
        assertEquals(1, cut.code());
        assertTrue(cut.out().contains("stopped at --limit 2"), cut.out());
        // a stopped search claims nothing it did not see: never "unique", and every cell it did not finish is marked
        Run one = run(null, "candidates", "--limit", "1", draft);
        assertFalse(one.out().contains("unique") || one.out().contains("settled:"), one.out());
        assertTrue(one.out().contains("35 cells not decided"), one.out());
        JsonNode oj = run(null, "candidates", "--json", "--limit", "1", draft).json().get(0);
        assertEquals("limit", oj.get("stopped").asText());
        assertFalse(oj.get("decided").asBoolean());
        assertEquals(35, oj.get("undecided").size());
        JsonNode late = run(null, "candidates", "--json", "--timeout", "0.000001", example("seed001-16x16.cw").toString()).json().get(0);
        assertEquals("timeout", late.get("status").asText());
        assertTrue(late.get("solvable").isNull(), "a search stopped before a first solution does not say 'no solution'");
        assertEquals(1, run(null, "candidates", stuck.toString()).code());
    }

    @Test
    void helpOnEveryCommand() {
        for (String command : List.of("", "solve", "count", "check", "export", "import", "bench")) {
            Run r = command.isEmpty() ? run(null, "--help") : run(null, command, "--help");
            assertEquals(0, r.code(), command);
            assertTrue(r.out().contains("Usage: cellwise " + command), r.out());
            // a stray '%' in a description makes picocli warn and print its format text raw
            assertFalse(r.err().contains("WARN") || r.out().contains("%n"), command + ": " + r.err() + r.out());
        }
        // the command list shows each command's first sentence whole
        String list = run(null, "--help").out();
        for (String summary : List.of("solver: z3 or cvc5 (SMT-LIB), clingo (ASP)", "checks it, and prints it like solve does", "measures how fast"))
            assertTrue(list.replaceAll("\\s+", " ").contains(summary), list);
        assertTrue(run(null, "solve", "--help").out().contains("--timeout"));
        assertTrue(run(null, "count", "--help").out().contains("--limit"));
        // every command's description is whole sentences: no paragraph ends mid-sentence at a hard line break
        picocli.CommandLine cl = Main.commandLine();
        for (var e : cl.getSubcommands().entrySet()) {
            for (String paragraph : e.getValue().getCommandSpec().usageMessage().description()) {
                String t = paragraph.replace("%n", "").strip();
                assertTrue(t.isEmpty() || t.startsWith("cellwise ") || t.matches("(?s).*[.:?)]$"), e.getKey() + ": a paragraph ends mid-sentence: " + t);
            }
        }
        // the format lists are the formats themselves
        String formats = java.util.Arrays.stream(org.cellwise.format.Format.values()).map(f -> f.id).collect(java.util.stream.Collectors.joining(", "));
        for (String command : List.of("solve", "convert", "generate"))
            assertTrue(run(null, command, "--help").out().replaceAll("\\s+", " ").contains(formats), command + ": " + formats);
        Run completion = run(null, "completion", "--help");
        assertTrue(completion.out().startsWith("Usage: cellwise completion "), completion.out());
    }

    /** A link given in place of a file is read as the site it names, by solve and hint alike. */
    @Test
    void aLinkIsReadAsAnArgument() throws Exception {
        List<String> links = Files.readAllLines(example("links.txt")).stream().filter(l -> l.startsWith("http")).toList();
        for (String link : links) {
            Run r = run(null, "solve", "--json", link);
            assertEquals(0, r.code(), link + ": " + r.err());
            assertEquals("solved", r.json().get(0).get("status").asText());
        }
        Run hint = run(null, "hint", links.get(0));
        assertEquals(0, hint.code(), hint.err());
        Run bad = run(null, "solve", "https://f-puzzles.com/?load=N4IgzglgXg");
        assertEquals(2, bad.code());
        assertTrue(bad.err().startsWith("cellwise: <link>:1:"), bad.err());
    }

    @Test
    void readsStandardInput() throws Exception {
        Run r = run(EASY + "\n", "solve", "--json", "-");
        assertEquals(0, r.code(), r.err());
        assertEquals("solved", r.json().get(0).get("status").asText());
    }

    @Test
    void countsSolutionsUpToTheLimit() throws Exception {
        Path f = write("four.txt", ".".repeat(16) + "\n");
        Run all = run(null, "count", f.toString());
        assertEquals(0, all.code());
        assertTrue(all.out().startsWith("four:1: 288 solutions (complete"), all.out());
        Run capped = run(null, "count", "--limit", "10", "--json", f.toString());
        JsonNode j = capped.json().get(0);
        assertEquals(10, j.get("count").asInt());
        assertFalse(j.get("complete").asBoolean());
    }

    @Test
    void timeoutsAreReportedAndExitOne() throws Exception {
        Path f = write("empty16.txt", ".".repeat(256) + "\n");
        Run r = run(null, "count", "--timeout", "0.3", f.toString());
        assertEquals(1, r.code());
        assertTrue(r.out().contains("timed out"), r.out());
        Run bad = run(null, "solve", "--timeout", "-1", f.toString());
        assertEquals(2, bad.code());
    }

    @Test
    void everyExampleSolves() throws Exception {
        try (var files = Files.list(example("seed001-classic.cw").getParent())) {
            for (Path f : files.filter(p -> p.toString().endsWith(".cw")).toList()) {
                Run r = run(null, "solve", "--json", f.toString());
                assertEquals(0, r.code(), f + ": " + r.err());
                // every example is a finished puzzle but the setter's draft, which is there to show it is not
                boolean draft = f.getFileName().toString().startsWith("draft-");
                for (JsonNode j : r.json()) assertEquals(!draft, j.get("unique").asBoolean(), f.toString());
            }
        }
    }

    @Test
    void headerPuzzlesAnswerInTheirOwnForm() {
        Run r = run("[[0,14,10,35],[14,_,_,_],[15,_,_,_],[28,_,1,_]]\n", "solve", "-");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("\n[[0,14,10,35],[14,7,2,1],[15,3,7,5],[28,4,1,7]]\n"), r.out());
        Run j = run("[[0,14,10,35],[14,_,_,_],[15,_,_,_],[28,_,1,_]]\n", "solve", "--json", "-");
        assertEquals("[[7,2,1],[3,7,5],[4,1,7]]", j.out().replaceAll(".*\"grid\":(\\[\\[[^\"]*\\]\\]),.*\\s*", "$1"));
    }

    @Test
    void everyFamilyReadsFromTheCommandLine() throws Exception {
        for (String f : List.of("seed004-kenken.txt", "seed004-killer.txt", "seed003-sujiko.txt", "seed002-header.txt",
                "seed000-overlap.lp", "kakuro.cw", "samurai.cw")) {
            Run r = run(null, "solve", "--json", example(f).toString());
            assertEquals(0, r.code(), f + ": " + r.err());
            assertTrue(r.json().get(0).get("unique").asBoolean(), f);
        }
        Run facts = run(null, "solve", "--from", "facts", "--json", example("seed000-overlap.lp").toString());
        JsonNode grid = facts.json().get(0).get("grid");
        assertEquals(11, grid.size());
        assertTrue(grid.get(0).get(5).isNull());
        assertEquals(4, grid.get(0).get(0).asInt());
    }

    static final String KENKEN = "754619328128495763812746935649538172231864597475382619596273841367951284983127456";

    @Test
    void checkNamesTheCellsThatBreakEachRuleFailuresOnly() throws Exception {
        String kenken = example("seed004-kenken.txt").toString();
        Run ok = run(null, "check", kenken, "--solution", KENKEN);
        assertEquals(0, ok.code(), ok.err());
        assertEquals("1=9,2=9,3=9,4=9,5=9,6=9,7=9,8=9,9=9,\n\nAll 54 checks hold.\n", ok.out());
        Run verbose = run(null, "check", kenken, "--solution", KENKEN, "--verbose");
        assertTrue(verbose.out().contains("cage a: holds, 7 + 1 + 8 = 16\n"), verbose.out());
        String wrong = KENKEN.substring(0, 79) + "65"; // r9c8 and r9c9 swapped
        Run bad = run(null, "check", kenken, "-s", wrong);
        assertEquals(1, bad.code());
        assertEquals("1=9,2=9,3=9,4=9,5=9,6=9,7=9,8=9,9=9,\n\n"
                + "column 8: r2c8 and r9c8 both hold 6\n"
                + "column 9: r3c9 and r9c9 both hold 5\n"
                + "cage ab: 8 + 6 = 14, not 13\n"
                + "cage cd: 5 − 4 = 1, not 2\n"
                + "r9c8 holds 6; the puzzle's only solution has 5 there\n"
                + "r9c9 holds 5; the puzzle's only solution has 6 there\n"
                + "\n4 of 54 checks fail; 2 filled values differ from the puzzle's only solution.\n", bad.out());
        // --rules-only: the rules alone, as before the solution was compared
        Run rules = run(null, "check", "--rules-only", kenken, "-s", wrong);
        assertEquals(1, rules.code());
        assertTrue(rules.out().endsWith("cage cd: 5 − 4 = 1, not 2\n\n4 of 54 checks fail.\n"), rules.out());
        Run all = run(null, "check", kenken, "-s", wrong, "-v");
        List<String> lines = all.out().lines().toList();
        assertEquals("column 8: r2c8 and r9c8 both hold 6", lines.get(2), "failures first");
        assertTrue(lines.get(6).startsWith("row 1: holds"), lines.get(6));
        Run garbage = run(null, "check", kenken, "-s", "12345");
        assertEquals(2, garbage.code());
        assertTrue(garbage.err().contains("<solution>:1:1: expected 81 values"), garbage.err());
    }

    @Test
    void checkGivesJsonArrays() throws Exception {
        String kenken = example("seed004-kenken.txt").toString();
        String wrong = KENKEN.substring(0, 79) + "65";
        JsonNode j = run(null, "check", "--json", kenken, "-s", wrong).json().get(0);
        assertFalse(j.get("ok").asBoolean());
        assertTrue(j.get("complete").asBoolean());
        assertEquals("[1,9]", j.get("counts").get(0).toString());
        assertEquals(9, j.get("counts").size());
        assertEquals(4, j.get("checks").size(), "failures only");
        JsonNode col8 = j.get("checks").get(0);
        assertEquals("column 8", col8.get("rule").asText());
        assertEquals("broken", col8.get("status").asText());
        assertEquals("[\"r2c8\",\"r9c8\"]", col8.get("culprits").toString());
        assertEquals(9, col8.get("cells").size());
        assertEquals("4 of 54 checks fail; 2 filled values differ from the puzzle's only solution.", j.get("summary").asText());
        assertEquals("unique", j.get("solutions").asText());
        assertEquals("[{\"cell\":\"r9c8\",\"holds\":6,\"solution\":5},{\"cell\":\"r9c9\",\"holds\":5,\"solution\":6}]",
                j.get("differs").toString());
        JsonNode rules = run(null, "check", "--json", "--rules-only", kenken, "-s", wrong).json().get(0);
        assertEquals("4 of 54 checks fail.", rules.get("summary").asText());
        assertFalse(rules.has("solutions") || rules.has("differs"), rules.toString());
        JsonNode all = run(null, "check", "--json", "--verbose", kenken, "-s", wrong).json().get(0);
        assertEquals(54, all.get("checks").size());
        assertEquals("holds", all.get("checks").get(53).get("status").asText());
    }

    @Test
    void checkTakesAPartlyFilledGridFromStandardInput() throws Exception {
        String kenken = example("seed004-kenken.txt").toString();
        String partial = "." + KENKEN.substring(1, 10) + "0" + KENKEN.substring(11); // r1c1 (7) and r2c2 (2) empty
        Run r = run(partial + "\n", "check", kenken, "-s", "-");
        assertEquals(1, r.code(), "not a solution yet: " + r.err());
        assertEquals("1=9,2=8,3=9,4=9,5=9,6=9,7=8,8=9,9=9,\n\n"
                + "not filled: r1c1 r2c2\n\nNo check fails among the filled cells; 2 cells are not filled.\n", r.out());
        Run broken = run("5" + partial.substring(1), "check", kenken, "-s", "-"); // r1c2 holds 5 too
        assertEquals(1, broken.code());
        assertTrue(broken.out().contains("\nrow 1: r1c1 and r1c2 both hold 5\n"), broken.out());
        assertTrue(broken.out().contains("not filled: r2c2\n"), broken.out());
        Run both = run(partial, "check", "-", "-s", "-");
        assertEquals(2, both.code());
        assertTrue(both.err().contains("cannot both come from standard input"), both.err());
    }

    @Test
    void checkReadsWhatSolvePrints() throws Exception {
        Path puzzle = example("samurai.cw");
        Run solved = run(null, "solve", "--json", puzzle.toString());
        Path answer = write("answer.json", solved.out());
        Run r = run(null, "check", puzzle.toString(), "--solution", answer.toString(), "--verbose");
        assertEquals(0, r.code(), r.err() + r.out());
        assertTrue(r.out().contains("grid E box 5: holds, all different"), r.out());
    }

    @Test
    void textModesAndPictures() throws Exception {
        String kenken = example("seed004-kenken.txt").toString();
        Run shortMode = run(null, "solve", "--mode", "short", kenken);
        assertTrue(shortMode.out().contains("\na 7  b 5  b 4  e 6  e 1  f 9  f 3  g 2  g 8\n"), shortMode.out());
        Run verbose = run(null, "solve", "--mode", "verbose", kenken);
        assertTrue(verbose.out().contains("R=a Ro=+ Rn=16 Val=7\t"), verbose.out());
        // seed 004's counts line follows the grid in both modes; verbose then checks every rule
        assertTrue(shortMode.out().contains(" cd 6\n\n1=9,2=9,3=9,4=9,5=9,6=9,7=9,8=9,9=9,\nAll 54 checks hold.\n"), shortMode.out());
        assertTrue(verbose.out().contains("Val=6\n\n1=9,2=9,3=9,4=9,5=9,6=9,7=9,8=9,9=9,\nrow 1: holds, all different\n"), verbose.out());
        assertTrue(verbose.out().contains("\ncage cd: holds, 6 − 4 = 2\nAll 54 checks hold.\n"), verbose.out());
        assertEquals(2, run(null, "solve", "--mode", "loud", kenken).code());
        Run svg = run(null, "solve", "--svg", kenken);
        assertEquals(0, svg.code());
        assertTrue(svg.out().startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""), svg.out());
        Run html = run(null, "solve", "--html", kenken);
        assertTrue(html.out().startsWith("<!DOCTYPE html>"));
        assertEquals(81, html.out().split("<td class=\"cell ", -1).length - 1);
        Path two = write("two.txt", EASY + "\n" + EASY + "\n");
        Run many = run(null, "solve", "--svg", two.toString());
        assertEquals(2, many.code());
        assertTrue(many.err().contains("--svg draws one puzzle"), many.err());
        Run both = run(null, "solve", "--svg", "--html", two.toString());
        assertEquals(2, both.code());
    }

    @Test
    void importReadsNoSolutionInEveryToolsWords() throws Exception {
        String p = example("seed001-classic.cw").toString();
        for (String[] pair : List.of(new String[] {"z3", "unsat\n"}, new String[] {"cvc5", "unsat\n"},
                new String[] {"clingo", "clingo version 5.4.1\nSolving...\nUNSATISFIABLE\n"},
                new String[] {"minizinc", "=====UNSATISFIABLE=====\n"}, new String[] {"prolog", "false\n"})) {
            Run r = run(pair[1], "import", "--from", pair[0], "--json", p);
            assertEquals(1, r.code(), pair[0] + ": " + r.err());
            assertEquals("no-solution", r.json().get(0).get("status").asText());
        }
        Run garbage = run("hello\n", "import", "--from", "z3", p);
        assertEquals(2, garbage.code());
        assertTrue(garbage.err().contains("expected 'sat' or 'unsat'"), garbage.err());
        Run tool = run("", "import", "--from", "mathematica", p);
        assertEquals(2, tool.code());
    }

    @Test
    void importRefusesAnAnswerThatBreaksARule() throws Exception {
        String p = example("seed001-classic.cw").toString();
        StringBuilder sb = new StringBuilder("sat\n(");
        for (int i = 0; i < 81; i++) sb.append("(V").append(i).append(' ').append(1 + i % 9).append(')');
        Run r = run(sb.append(")\n").toString(), "import", "--from", "z3", p);
        assertEquals(2, r.code());
        assertTrue(r.err().contains("breaks a rule"), r.err());
    }

    @Test
    void exportWritesReadablePrograms() throws Exception {
        String kenken = example("seed004-kenken.txt").toString();
        Run smt = run(null, "export", "--to", "smt2", kenken);
        assertEquals(0, smt.code(), smt.err());
        assertTrue(smt.out().contains("(set-logic QF_NIA)"));
        assertTrue(smt.out().contains("(assert (= 16 (+ V0 V9 V18))) ; cage a\n"), smt.out());
        assertTrue(smt.out().contains("(assert (or (= 2 (- V34 V43)) (= 2 (- V43 V34)))) ; cage u\n"), smt.out());
        assertTrue(smt.out().contains("(assert (distinct V0 V1 V2 V3 V4 V5 V6 V7 V8)) ; row 1\n"), smt.out());
        assertTrue(run(null, "export", "--to", "smt2", example("seed001-classic.cw").toString()).out().contains("(set-logic QF_LIA)"));
        Run asp = run(null, "export", "--to", "asp", kenken);
        assertTrue(asp.out().contains("1 { a(R,C,N) : val(N) } 1 :- cell(R,C)."), asp.out());
        Run mzn = run(null, "export", "--to", "minizinc", kenken);
        assertTrue(mzn.out().contains("solve satisfy;"), mzn.out());
        Run pl = run(null, "export", "--to", "prolog", kenken);
        assertTrue(pl.out().contains("puzzle_solution(Vs) :-"), pl.out());
        assertEquals(2, run(null, "export", "--to", "lisp", kenken).code());
        // options a command would ignore are not offered: export writes programs, not JSON
        assertEquals(2, run(null, "export", "--to", "smt2", "--json", kenken).code());
        assertEquals(2, run(null, "check", "--timeout", "0", kenken, "-s", KENKEN).code());
        assertEquals(2, run(null, "solve", "--engine", "mathematica", kenken).code());
    }

    @Test
    void benchReportsTdokusColumns() throws Exception {
        Path f = write("b.txt", (EASY + "\n").repeat(30) + ".".repeat(81) + "\n");
        Run r = run(null, "bench", "--json", "--warmup", "5", "--threads", "2", f.toString());
        assertEquals(0, r.code(), r.err());
        JsonNode j = r.json().get(0);
        assertEquals(31, j.get("puzzles").asInt());
        assertEquals(31, j.get("solved").asInt());
        assertEquals(31, j.get("verified").asInt());
        assertEquals(30, j.get("unique").asInt());
        assertTrue(j.get("puzzlesPerSecond").asLong() > 0);
        assertTrue(j.get("solverPuzzlesPerSecond").asLong() > 0);
        assertTrue(j.get("microsMedian").asDouble() > 0);
        assertTrue(j.get("microsMedian").asDouble() <= j.get("microsMax").asDouble());
        assertTrue(j.has("scaling"));
        Run first = run(null, "bench", "--first", "--warmup", "0", f.toString());
        assertTrue(first.out().contains("b.txt"), first.out());
        assertTrue(first.out().lines().findFirst().orElseThrow().contains("solver/s"), first.out());
        Path bad = write("bad.txt", "11" + ".".repeat(79) + "\n");
        assertEquals(1, run(null, "bench", "--warmup", "0", bad.toString()).code());
        // a file of lines with a line of another size and a bad line; whole passes for --time
        Path mixed = write("m.txt", EASY + "\n" + EASY.substring(1) + "x\n1234341221434321\n");
        Run m = run(null, "bench", "--json", "--warmup", "0", "--time", "0.2", mixed.toString());
        assertEquals(1, m.code(), m.err());
        assertEquals(1, m.err().lines().count(), "a bad line is reported once, not once a pass: " + m.err());
        JsonNode mj = m.json().get(0);
        assertEquals(0, mj.get("puzzles").asInt() % 2, mj.toString());
        assertEquals(mj.get("puzzles").asInt(), mj.get("verified").asInt());
        assertEquals(mj.get("puzzles").asInt() / 2, mj.get("invalid").asInt());
        assertTrue(m.err().contains("m.txt:2:81: expected"), m.err());
        assertEquals(2, run(null, "bench", tmp.resolve("none.txt").toString()).code());
    }

    /** A puzzle past the limit is counted as timed out and a bad one as invalid; their neighbours still count. */
    @Test
    void benchHonoursTheTimeLimitAndKeepsNeighbours() throws Exception {
        String easy = "size 4\nrules sudoku\ngivens\n12.4\n3.12\n2143\n43.1\n";
        Path f = write("mixed.cw", "#puzzle easy\n" + easy + "\n#puzzle hard\ngrid A at 1,1 size 64 boxes 8x8\n"
                + "grid B at 57,57 size 64 boxes 8x8\nrules sudoku\n\n#puzzle bad\nsize 4\nr9c9 = 1\n\n#puzzle easy2\n" + easy);
        Run r = run(null, "bench", "--json", "--warmup", "0", "--timeout", "0.5", f.toString());
        assertEquals(1, r.code(), r.err());
        JsonNode j = r.json().get(0);
        assertEquals(2, j.get("solved").asInt(), j.toString());
        assertEquals(2, j.get("verified").asInt(), j.toString());
        assertEquals(1, j.get("timedOut").asInt(), j.toString());
        assertEquals(1, j.get("invalid").asInt(), j.toString());
        assertTrue(r.err().contains("mixed.cw:17:1: no cell r9c9 on the canvas"), r.err());
    }

    @Test
    void benchMediansComeFromFineBuckets() {
        java.util.Random rnd = new java.util.Random(7);
        for (int i = 0; i < 100_000; i++) {
            long v = (long) Math.exp(rnd.nextDouble() * 40);
            int b = BenchCommand.Pass.bucket(v);
            long low = BenchCommand.Pass.lower(b);
            assertTrue(low <= v && v < low + Math.max(1, low / 64.0) + 1e-9, v + " in bucket from " + low);
            assertTrue(b < new BenchCommand.Pass().histogram.length);
        }
        BenchCommand.Pass p = new BenchCommand.Pass();
        for (long t : new long[] {5_000, 7_000, 9_000_000}) {
            p.record(t);
            p.puzzles++;
        }
        assertEquals(7.0, p.medianMicros(), 7.0 / 64);
        assertEquals(9000.0, p.maxMicros());
    }

    @Test
    void exportPrintsCommunityLinksThatSolveAsTheOriginal() throws Exception {
        String killer = example("seed004-killer.txt").toString();
        Run want = run(null, "solve", "--json", killer);
        for (String site : List.of("fpuzzles", "sudokupad", "scl")) {
            Run link = run(null, "export", "--to", site, killer);
            assertEquals(0, link.code(), link.err());
            assertTrue(link.out().startsWith(site.equals("fpuzzles") ? "https://www.f-puzzles.com/?load="
                    : site.equals("scl") ? "https://sudokupad.app/scl" : "https://sudokupad.app/fpuzzles"), link.out());
            Run back = run(null, "solve", "--json", write(site + ".txt", link.out()).toString());
            assertEquals(0, back.code(), back.err());
            assertEquals(want.json().get(0).get("grid"), back.json().get(0).get("grid"), site);
        }
        Run kakuro = run(null, "export", "--to", "puzzlink", example("kakuro.cw").toString());
        assertEquals(0, kakuro.code(), kakuro.err());
        assertTrue(kakuro.out().startsWith("https://puzz.link/p?kakuro/5/5/"), kakuro.out());
        Run solved = run(null, "solve", "--json", write("kakuro-link.txt", kakuro.out()).toString());
        assertEquals(run(null, "solve", "--json", example("kakuro.cw").toString()).json().get(0).get("grid"), solved.json().get(0).get("grid"));
        // a rule the site cannot state: said on standard error, exit 2, nothing printed that means something else
        Run no = run(null, "export", "--to", "puzzlink", example("seed001-anti-knight.cw").toString());
        assertEquals(2, no.code());
        assertEquals("", no.out());
        assertTrue(no.err().contains("seed001-anti-knight"), no.err());
        Run bad = run(null, "solve", write("bad-link.txt", "https://puzz.link/p?sudoku/4/4/g1k2!k3g\n").toString());
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("bad-link.txt:1:36: expected a given"), bad.err());
    }

    /**
     * A rule in clingo's notation goes through a link in its cellwise field: convert and export say on standard error
     * that the sites cannot show it, the link solves as the file does, and convert back to .cw writes the rule as written.
     */
    @Test
    void aRuleInClingosNotationTravelsInALinkWithAWarning() throws Exception {
        String gt = example("seed001-asp-greater-than.cw").toString();
        Run want = run(null, "solve", "--json", gt);
        String rule = ":- a(R,C,N), a(R1,C1,N1), gt(R,C,R1,C1), N <= N1.";
        for (String[] how : new String[][] {{"convert", "--to", "fpuzzles", gt}, {"export", "--to", "fpuzzles", gt}, {"export", "--to", "sudokupad", gt}}) {
            Run link = run(null, how);
            assertEquals(0, link.code(), link.err());
            assertTrue(link.err().contains("cellwise: warning: seed001-asp-greater-than: f-puzzles and SudokuPad cannot show the rule `"
                    + rule + "` or its 108 facts"), link.err());
            Path f = write(how[0] + how[2] + ".txt", link.out());
            Run back = run(null, "solve", "--json", f.toString());
            assertEquals(0, back.code(), back.err());
            assertEquals(want.json().get(0).get("grid"), back.json().get(0).get("grid"), String.join(" ", how));
            Run cw = run(null, "convert", "--to", "cellwise", f.toString());
            assertTrue(cw.out().contains(rule + "\n") && cw.out().contains("gt(1,2,1,1).\n"), cw.out());
        }
        // a puzzle without such a rule: no warning
        Run plain = run(null, "convert", "--to", "fpuzzles", example("seed004-killer.txt").toString());
        assertEquals("", plain.err());
    }

    @Test
    void convertWritesWhatSolvesTheSameAndRefusesWhatAFormatCannotHold() throws Exception {
        Run cw = run(null, "convert", "--to", "cellwise", example("seed004-killer.txt").toString());
        assertEquals(0, cw.code(), cw.err());
        assertTrue(cw.out().contains("kind killer\n") && cw.out().contains("cages\n"), cw.out());
        Path back = write("killer.cw", cw.out());
        Run a = run(null, "solve", "--json", example("seed004-killer.txt").toString());
        Run b = run(null, "solve", "--json", back.toString());
        assertEquals(a.json().get(0).get("grid"), b.json().get(0).get("grid"));
        assertEquals(true, b.json().get(0).get("unique").asBoolean());
        Run json = run(null, "convert", "--to", "json", example("kakuro.cw").toString());
        assertEquals(0, json.code(), json.err());
        assertEquals("kakuro", json.json().get(0).get("kind").asText());
        Run no = run(null, "convert", "--to", "line", example("seed001-anti-knight.cw").toString());
        assertEquals(2, no.code());
        assertTrue(no.err().contains("the line format cannot hold seed001-anti-knight"), no.err());
        Run unknown = run(null, "convert", "--to", "xml", example("kakuro.cw").toString());
        assertEquals(2, unknown.code());
        assertTrue(unknown.err().contains("unknown format 'xml'"), unknown.err());
    }

    @Test
    void solveOnSeveralThreadsAnswersInInputOrderAndKeepsBadLinesInPlace() throws Exception {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 300; i++) sb.append(i == 150 ? "x" + EASY.substring(1) : EASY).append('\n');
        Path f = write("many.txt", sb.toString());
        Run one = run(null, "solve", "--json", f.toString());
        Run two = run(null, "solve", "--json", "--threads", "2", f.toString());
        assertEquals(2, two.code());
        List<JsonNode> a = one.json(), b = two.json();
        assertEquals(300, b.size());
        for (int i = 0; i < 300; i++) {
            assertEquals(a.get(i).get("name"), b.get(i).get("name"));
            assertEquals(a.get(i).get("status"), b.get(i).get("status"));
        }
        assertEquals("invalid", b.get(150).get("status").asText());
        assertEquals("many:152", b.get(151).get("name").asText());
        Run count = run(null, "count", "--threads", "2", "--json", f.toString());
        assertEquals(299, count.json().stream().filter(j -> j.has("count") && j.get("count").asLong() == 1).count());
        assertEquals(2, run(null, "solve", "--threads", "0", f.toString()).code());
    }

    /**
     * A link whose drawings Cellwise cannot give a meaning is answered as read, with a warning on the terminal and in
     * the JSON, never as a plain "unique"; its title, author and rules text survive convert.
     */
    @Test
    void drawingsWithoutARuleAreWarnedAboutInEveryAnswer() throws Exception {
        String json = "{\"size\":4,\"title\":\"Signs\",\"author\":\"A. Setter\",\"ruleset\":\"The > sign points at the smaller digit.\","
                + "\"grid\":[[{\"value\":1,\"given\":true},{},{},{}],[{},{},{\"value\":4,\"given\":true},{}],[{},{\"value\":2,\"given\":true},{},{}],"
                + "[{},{},{},{\"value\":3,\"given\":true}]],\"text\":[{\"cells\":[\"R1C2\",\"R1C3\"],\"value\":\">\"}]}";
        Path f = write("signs.txt", org.cellwise.format.FPuzzles.FPUZZLES_LINK + org.cellwise.format.LzString.compressToBase64(json) + "\n");
        Run text = run(null, "solve", f.toString());
        assertEquals(0, text.code(), text.err());
        assertTrue(text.out().contains("warning: drawn text with no rule: 1"), text.out());
        assertTrue(text.out().contains("(1 warning)"), text.out());
        Run j = run(null, "solve", "--json", f.toString());
        assertEquals("drawn text with no rule: 1", j.json().get(0).get("warnings").get(0).asText());
        Run cw = run(null, "convert", "--to", "cellwise", f.toString());
        assertTrue(cw.out().contains("author A. Setter") && cw.out().contains("rules-text The > sign points at the smaller digit.")
                && cw.out().contains("drawn text"), cw.out());
    }

    /**
     * A 25×25 minimal Sudoku (gecode25-20 of data/) reaches clause learning, whose cubes a second thread may share
     * once the other worker has no puzzle: the answer is the same as on one thread, but for the time taken.
     */
    @Test
    void aHardPuzzleGetsTheSameAnswerOnTwoThreads() throws Exception {
        Path root = example("x").getParent().getParent();
        List<String> lines = Files.readAllLines(root.resolve("data/sudoku-25x25-gecode.txt"));
        int at = lines.indexOf("#sudoku gecode25-20");
        Path f = write("g20.txt", String.join("\n", lines.subList(at, at + 26)) + "\n");
        JsonNode one = run(null, "solve", "--json", "--threads", "1", f.toString()).json().get(0);
        JsonNode two = run(null, "solve", "--json", "--threads", "2", f.toString()).json().get(0);
        ((com.fasterxml.jackson.databind.node.ObjectNode) one).remove("millis");
        ((com.fasterxml.jackson.databind.node.ObjectNode) two).remove("millis");
        assertEquals(one, two);
        assertEquals("solved", two.get("status").asText());
        assertTrue(two.get("unique").asBoolean());
    }
}
