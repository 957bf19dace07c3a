package org.cellwise.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;
import org.cellwise.batch.Answer;
import org.cellwise.check.Checker;
import org.cellwise.format.Format;
import org.cellwise.format.FormatException;
import org.cellwise.format.Formats;
import org.cellwise.format.PuzzleReader;
import org.cellwise.format.SolutionReader;
import org.cellwise.format.Writers;
import org.cellwise.generate.Generator;
import org.cellwise.generate.Request;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * The jobs on a real Spark session in local mode (two cores), on the repository's puzzles cut into many small
 * pieces: every record is the one the command line's reading and solving give, in input order, none lost, bad
 * puzzles in their places, answers checked rule by rule.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SparkJobsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private SparkSession spark;
    @TempDir
    Path tmp;

    @BeforeAll
    void start() {
        spark = Jobs.session("cellwise-spark test", "local[2]", java.util.Map.of("spark.sql.shuffle.partitions", "4"));
    }

    @AfterAll
    void stop() {
        spark.stop();
    }

    private record Run(int code, String err) {}

    /** Runs the command line; stdout (the summary) and stderr together. */

    private Run run(String... args) {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        PrintStream oldErr = Main.err, oldOut = Main.out;
        Main.err = Main.out = new PrintStream(buf, true, StandardCharsets.UTF_8);
        try {
            int code = Main.commandLine().execute(args);
            return new Run(code, buf.toString(StandardCharsets.UTF_8));
        } finally {
            Main.err = oldErr;
            Main.out = oldOut;
        }
    }

    /** The JSON records of an output directory, part files in order. */
    private static List<ObjectNode> records(Path dir) throws IOException {
        List<ObjectNode> out = new ArrayList<>();
        try (Stream<Path> parts = Files.list(dir)) {
            for (Path p : parts.filter(f -> f.getFileName().toString().startsWith("part-")).sorted().toList())
                for (String l : Files.readAllLines(p)) out.add((ObjectNode) JSON.readTree(l));
        }
        return out;
    }

    /** What the command line gives for each puzzle of these files, read whole, in order. */
    private static List<ObjectNode> expected(long nodes, Path... files) throws Exception {
        List<ObjectNode> out = new ArrayList<>();
        for (Path f : files) {
            PuzzleReader r = Formats.open(f, null);
            while (true) {
                try {
                    Puzzle p = r.next();
                    if (p == null) break;
                    out.add(Answer.diagnose(p, false, null, nodes, null, null).toJson(p));
                } catch (FormatException e) {
                    out.add(Answer.invalidJson(e));
                }
            }
        }
        return out;
    }

    /** A record without what depends on the run: time, and the search's costs. */
    private static JsonNode stable(ObjectNode o) throws IOException {
        ObjectNode c = (ObjectNode) JSON.readTree(o.toString());
        c.remove(List.of("millis", "nodes", "guesses"));
        return c;
    }

    private static void sameRecords(List<ObjectNode> want, List<ObjectNode> got) throws IOException {
        assertEquals(want.size(), got.size(), "records");
        for (int i = 0; i < want.size(); i++) assertEquals(stable(want.get(i)), stable(got.get(i)), "record " + i);
    }

    private static String s(Path p) {
        return p.toString();
    }

    @Test
    @Order(1)
    void solveGivesTheCommandLinesRecordsInOrderFromPiecesCutBetweenPuzzles() throws Exception {
        Path lines = TestFiles.data().resolve("norvig_top95.txt");
        Path kenken = TestFiles.data().resolve("kenken-janko.txt");
        // bad puzzles in both kinds of file: a line with a stray symbol, a cage label that is no operation
        String[] top = Files.readString(lines).split("\n");
        Path bad = tmp.resolve("bad.txt");
        Files.writeString(bad, top[0] + "\n# a comment\n" + top[1].substring(1) + "x\n\n" + top[2] + "\n" + top[3].substring(0, 40) + "\n" + top[4] + "\n");
        Path badKenken = tmp.resolve("bad-kenken.txt");
        String k = Files.readString(kenken);
        int second = k.indexOf("#kenken", 10), third = k.indexOf("#kenken", second + 10);
        Files.writeString(badKenken, k.substring(0, second) + k.substring(second, third).replaceFirst("\n(\\w+)\\d+([-+*/])", "\n$1?$2")
                + k.substring(third, k.indexOf("#kenken", third + 3000)));
        Path out = tmp.resolve("solved");
        Run r = run("solve", "--master", "local[2]", "--piece-bytes", "700", "--out", s(out), s(lines), s(bad), s(kenken), s(badKenken));
        assertEquals(2, r.code(), r.err()); // bad input was met
        List<ObjectNode> got = records(out);
        sameRecords(expected(0, lines, bad, kenken, badKenken), got);
        long invalid = got.stream().filter(o -> o.path("status").asText().equals("invalid")).count();
        assertEquals(3, invalid, "the two bad lines and the bad block are records in their places");
        assertTrue(got.stream().anyMatch(o -> o.path("error").asText().startsWith(s(badKenken) + ":")), "errors name the file and line");
        // named as the puzzle would be had it read: the file's stem and line, the block's title
        List<String> invalidNames = got.stream().filter(o -> o.path("status").asText().equals("invalid")).map(o -> o.get("name").asText()).toList();
        assertEquals(List.of("bad:3", "bad:6"), invalidNames.subList(0, 2));
        assertTrue(invalidNames.get(2).startsWith("janko"), invalidNames.toString());
        assertTrue(r.err().contains(got.size() + " records"), r.err());
        // every answer holds: checked rule by rule against the puzzle read again
        List<Puzzle> puzzles = new ArrayList<>();
        for (Path f : List.of(lines, kenken)) puzzles.addAll(Formats.readAll(f));
        java.util.Map<String, Puzzle> byName = new java.util.HashMap<>();
        for (Puzzle p : puzzles) byName.put(p.name(), p);
        java.util.Set<String> checked = new java.util.HashSet<>();
        for (ObjectNode o : got) {
            if (!o.path("status").asText().equals("solved")) continue;
            Puzzle p = byName.get(o.get("name").asText());
            if (p == null) continue; // one of the copies in the bad files
            assertTrue(Checker.check(p, SolutionReader.read(p, o.toString(), "record")).ok(), o.get("name").asText());
            checked.add(p.name());
        }
        assertEquals(byName.keySet(), checked, "every puzzle of the two corpora solved and checked");
        assertTrue(SolverThreads.started() <= 2, "one solver thread per core, reused by every task: " + SolverThreads.started());
    }

    @Test
    @Order(2)
    void aMultiLineCellwiseFileIsCutAtItsHeadersAndABudgetIsARecord() throws Exception {
        // puzzles that take long: a small node budget ends each, the same on every machine
        Path stalls = TestFiles.data().resolve("stalls.cw");
        Path out = tmp.resolve("stalls");
        // the old name of --out-format still works, and says it is old
        // (50: under what the easiest of them needs, 190 nodes since sums are read as numbers)
        Run r = run("solve", "--master", "local[2]", "--piece-bytes", "200", "--nodes", "50", "--format", "json", "--out", s(out), s(stalls));
        assertTrue(r.err().contains("--format is now --out-format"), r.err());
        List<ObjectNode> got = records(out);
        sameRecords(expected(50, stalls), got);
        assertTrue(got.size() >= 3 && got.stream().allMatch(o -> o.path("status").asText().equals("budget")), got.toString());
        assertEquals(1, r.code(), r.err());
    }

    @Test
    @Order(3)
    void parquetHoldsTheSameRecords() throws Exception {
        Path in = TestFiles.examples().resolve("samurai.cw");
        Path json = tmp.resolve("pj"), parquet = tmp.resolve("pq");
        // --progress off a terminal: lines of records so far and the rate, never more than the job writes (how many
        // lines depends on how fast the tasks end; the heartbeats that carry running counts come every 10 s)
        Run shown = run("solve", "--progress", "--out", s(json), s(in), s(TestFiles.examples().resolve("seed004-kenken.txt")));
        assertEquals(0, shown.code(), shown.err());
        for (String line : shown.err().lines().filter(l -> l.contains(" records, ")).toList())
            assertTrue(line.matches("cellwise-spark: [0-9,]+ records, [0-9,]+ a second") && Long.parseLong(
                    line.replaceAll("\\D*([0-9,]+) records.*", "$1").replace(",", "")) <= 2, line);
        Run r = run("solve", "--out-format", "parquet", "--out", s(parquet), s(in), s(TestFiles.examples().resolve("seed004-kenken.txt")));
        assertEquals(0, r.code(), r.err());
        List<ObjectNode> want = records(json);
        List<String> rows = spark.read().parquet(s(parquet)).toJSON().collectAsList();
        assertEquals(want.size(), rows.size());
        for (String row : rows) {
            JsonNode got = JSON.readTree(row);
            ObjectNode w = want.stream().filter(o -> o.get("name").equals(got.get("name"))).findFirst().orElseThrow();
            for (String field : List.of("status", "unique", "grid")) assertEquals(w.get(field), got.get(field), field);
        }
        assertTrue(rows.stream().anyMatch(x -> x.contains("null")), "the samurai's grid has no cells in its corners");
        // an existing directory is kept unless asked
        Run again = run("solve", "--out", s(json), s(in));
        assertEquals(2, again.code());
        assertTrue(again.err().contains("exists"), again.err());
    }

    @Test
    @Order(4)
    void countAndGradeWriteTheirCommandsRecords() throws Exception {
        Path latin = TestFiles.examples().resolve("seed000-latin.cw"), draft = TestFiles.examples().resolve("draft-6x6.cw");
        Path out = tmp.resolve("count");
        Run r = run("count", "--limit", "1000", "--out", s(out), s(latin), s(draft));
        List<ObjectNode> got = records(out);
        List<Puzzle> ps = new ArrayList<>(Formats.readAll(latin));
        ps.addAll(Formats.readAll(draft));
        assertEquals(ps.size(), got.size());
        for (int i = 0; i < ps.size(); i++) {
            ObjectNode want = Answer.countJson(ps.get(i), org.cellwise.engine.Solver.solve(ps.get(i),
                    org.cellwise.engine.SolveOptions.upTo(1000), 0));
            assertEquals(stable(want), stable(got.get(i)));
        }
        assertEquals(0, r.code(), r.err());

        Path graded = tmp.resolve("grade");
        // the world's hardest is solved by nested forcing chains; a draft with several solutions always needs a guess;
        // a limit on work, not the default 60 s, so that a busy machine grades them the same
        Path kenken = TestFiles.examples().resolve("seed004-kenken.txt"), worst = TestFiles.examples().resolve("seed001-worlds-hardest.cw");
        Run g = run("grade", "--work", "100000000", "--out", s(graded), s(kenken), s(worst), s(draft));
        List<ObjectNode> grades = records(graded);
        assertEquals(3, grades.size());
        assertTrue(grades.get(0).get("solved").asBoolean(), grades.toString());
        assertTrue(grades.get(1).get("solved").asBoolean(), "the world's hardest by nested chains: " + grades.get(1));
        assertFalse(grades.get(2).get("solved").asBoolean(), "a draft with several solutions needs a guess");
        assertEquals(1, g.code(), g.err());

        // a grade its limit cut (by work: after ten steps on every executor) is a record that claims nothing, counted
        // as stopped
        Path cut = tmp.resolve("grade-cut");
        Run c = run("grade", "--work", "30000", "--out", s(cut), s(worst));
        ObjectNode stopped = records(cut).get(0);
        assertFalse(stopped.get("solved").asBoolean(), stopped.toString());
        assertEquals("budget", stopped.path("stopped").asText(), "the work, not the time: " + stopped);
        assertTrue(stopped.get("level").isNull(), stopped.toString());
        assertTrue(c.err().contains("stopped at the limit"), c.err());
        assertEquals(1, c.code(), c.err());
    }

    @Test
    @Order(5)
    void generatePuzzleIOfASeedIsTheSameOnAnyExecutor() throws Exception {
        Path out = tmp.resolve("gen");
        Run r = run("generate", "sudoku", "--count", "6", "--seed", "11", "--partitions", "3", "--to", "line", "--out", s(out));
        assertEquals(0, r.code(), r.err());
        List<ObjectNode> got = records(out);
        assertEquals(6, got.size());
        for (int i = 0; i < 6; i++) {
            Puzzle p = Generator.generate(Request.of("sudoku"), 11, i);
            assertEquals(i, got.get(i).get("index").asInt());
            assertEquals(p.name(), got.get(i).get("name").asText());
            assertEquals(Writers.write(p, Format.LINE), got.get(i).get("puzzle").asText());
        }
        // as text, what cellwise generate prints (blocks set off by a blank line, none after the last), and a file
        // the solve job reads back: each one solved and unique
        Path text = tmp.resolve("gen-text"), solved = tmp.resolve("gen-solved");
        assertEquals(0, run("generate", "killer", "--count", "3", "--seed", "5", "--out-format", "text", "--partitions", "2",
                "--out", s(text)).code());
        StringBuilder want = new StringBuilder(), written = new StringBuilder();
        for (int i = 0; i < 3; i++) want.append(i > 0 ? "\n" : "").append(Writers.write(Generator.generate(Request.of("killer"), 5, i), Format.CELLWISE));
        try (Stream<Path> parts = Files.list(text)) {
            for (Path p : parts.filter(f -> f.getFileName().toString().startsWith("part-")).sorted().toList()) written.append(Files.readString(p));
        }
        assertEquals(want.toString(), written.toString());
        Run s = run("solve", "--out", s(solved), s(text));
        assertEquals(0, s.code(), s.err());
        List<ObjectNode> answers = records(solved);
        assertEquals(3, answers.size());
        assertTrue(answers.stream().allMatch(o -> o.get("unique").asBoolean()), answers.toString());
    }

    @Test
    @Order(6)
    void checkMatchesAnswersToPuzzlesByName() throws Exception {
        Path kenken = TestFiles.data().resolve("kenken-janko.txt");
        Path solved = tmp.resolve("k-solved"), checked = tmp.resolve("k-checked");
        assertEquals(0, run("solve", "--piece-bytes", "3000", "--out", s(solved), s(kenken)).code());
        Run r = run("check", "--answers", s(solved), "--out", s(checked), s(kenken));
        assertEquals(0, r.code(), r.err());
        List<ObjectNode> got = records(checked);
        assertEquals(Formats.readAll(kenken).size(), got.size());
        assertTrue(got.stream().allMatch(o -> o.get("ok").asBoolean()), "every answer holds");

        // one answer spoilt, one missing: the check says which and why
        List<ObjectNode> answers = records(solved);
        ObjectNode spoilt = answers.get(3);
        String grid = spoilt.get("grid").toString();
        spoilt.set("grid", JSON.readTree(grid.replaceFirst("\\[\\[(\\d+),(\\d+)", "[[$2,$1")));
        String missing = answers.get(7).get("name").asText();
        Path edited = tmp.resolve("edited.jsonl");
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < answers.size(); i++) if (i != 7) sb.append(answers.get(i)).append('\n');
        Files.writeString(edited, sb);
        Path rechecked = tmp.resolve("k-rechecked");
        Run bad = run("check", "--answers", s(edited), "--out", s(rechecked), s(kenken));
        assertEquals(1, bad.code(), bad.err());
        List<ObjectNode> again = records(rechecked);
        ObjectNode broken = again.stream().filter(o -> o.get("name").asText().equals(spoilt.get("name").asText())).findFirst().orElseThrow();
        assertFalse(broken.get("ok").asBoolean());
        assertTrue(broken.get("checks").size() > 0, broken.toString());
        ObjectNode none = again.stream().filter(o -> o.get("name").asText().equals(missing)).findFirst().orElseThrow();
        assertEquals("no answer for this puzzle", none.get("error").asText());
    }

    /**
     * A line past the bound (lowered with -Dcellwise.maxLine, which the local executors share) in a file cut into
     * pieces, and a gzip file cut short: the records are the command line's, the same located words ("this line is
     * 3,000,000 characters long", "the compressed file is damaged here"), the puzzles around them solved; a task
     * never fails for either.
     */
    @Test
    @Order(7)
    void aLongLineAndADamagedArchiveAreRecordsInTheCommandLinesWords() throws Exception {
        try (var bound = org.cellwise.testing.Archives.lineBound(1000)) {
            String[] top = Files.readString(TestFiles.data().resolve("norvig_top95.txt")).split("\n");
            Path longLine = tmp.resolve("long.txt");
            Files.writeString(longLine, String.join("\n", java.util.Arrays.copyOf(top, 10)) + "\n" + "7".repeat(3_000_000) + "\n"
                    + String.join("\n", java.util.Arrays.copyOfRange(top, 10, 20)) + "\n");
            Path out = tmp.resolve("long");
            Run r = run("solve", "--master", "local[2]", "--piece-bytes", "700", "--out", s(out), s(longLine));
            assertEquals(2, r.code(), r.err());
            List<ObjectNode> got = records(out);
            sameRecords(expected(0, longLine), got);
            assertTrue(got.get(10).get("error").asText().startsWith(longLine + ":11:1001: this line is 3,000,000 characters long"), got.get(10).toString());

            byte[] gz = org.cellwise.testing.Archives.gzip(Files.readAllBytes(TestFiles.data().resolve("17_clue.txt")));
            Path cut = tmp.resolve("cut.txt.gz");
            Files.write(cut, java.util.Arrays.copyOf(gz, 6000));
            Path zout = tmp.resolve("cut");
            Run c = run("solve", "--master", "local[2]", "--out", s(zout), s(cut));
            assertEquals(2, c.code(), c.err());
            List<ObjectNode> zgot = records(zout);
            sameRecords(expected(0, cut), zgot);
            assertTrue(zgot.size() > 10, zgot.size() + " records");
            ObjectNode last = zgot.get(zgot.size() - 1);
            assertTrue(last.get("error").asText().matches(java.util.regex.Pattern.quote(cut.toString()) + ":\\d+:1: the compressed file is damaged"
                    + " here \\(cut short, or its data does not decompress\\): the lines before it were read, none after"), last.toString());
        }
    }

    /**
     * Rules in clingo's notation (seed 001's variants as the article writes them, one over three lines, and rules of
     * one's own with their facts) in one file cut into pieces between its puzzles: each solved as the command line
     * solves it, and the check job finds every answer holds, the rules judged by their own text.
     */
    @Test
    @Order(8)
    void rulesInClingosNotationAreSolvedAndCheckedAsJobs() throws Exception {
        StringBuilder all = new StringBuilder();
        for (String f : List.of("seed001-asp-offset.cw", "seed001-asp-anti-knight.cw", "seed001-asp-greater-than.cw", "asp-own-rules.cw"))
            all.append(Files.readString(TestFiles.examples().resolve(f))).append('\n');
        Path in = tmp.resolve("asp.cw");
        Files.writeString(in, all.toString());
        Path out = tmp.resolve("asp-solved");
        Run r = run("solve", "--master", "local[2]", "--piece-bytes", "400", "--out", s(out), s(in));
        assertEquals(0, r.code(), r.err());
        List<ObjectNode> got = records(out);
        sameRecords(expected(0, in), got);
        assertEquals(4, got.size());
        assertTrue(got.stream().allMatch(o -> o.path("status").asText().equals("solved") && o.path("unique").asBoolean()), got.toString());
        Path answers = tmp.resolve("asp-answers.jsonl"), checked = tmp.resolve("asp-checked");
        Files.write(answers, got.stream().map(ObjectNode::toString).toList());
        Run c = run("check", "--answers", s(answers), "--out", s(checked), s(in));
        assertEquals(0, c.code(), c.err());
        List<ObjectNode> verdicts = records(checked);
        assertEquals(4, verdicts.size());
        assertTrue(verdicts.stream().allMatch(o -> o.get("ok").asBoolean()), verdicts.toString());
    }

    @Test
    @Order(9)
    void aTaskSparkCancelsStopsItsSearch() throws Exception {
        // an empty Sudoku counted up to a limit no search reaches: only a cancel ends it
        Path empty = tmp.resolve("empty.txt");
        Files.writeString(empty, ".".repeat(81) + "\n");
        Path out = tmp.resolve("never");
        CompletableFuture<Run> job = CompletableFuture.supplyAsync(() ->
                run("count", "--limit", "1000000000000000", "--out", s(out), s(empty)));
        long until = System.nanoTime() + 120_000_000_000L;
        while (SolverThreads.busy() == 0 && System.nanoTime() < until && !job.isDone()) Thread.sleep(50);
        assertEquals(1, SolverThreads.busy(), "the count is under way");
        spark.sparkContext().cancelAllJobs();
        Run r = job.get();
        assertEquals(2, r.code(), r.err());
        while (SolverThreads.busy() > 0 && System.nanoTime() < until) Thread.sleep(50);
        assertEquals(0, SolverThreads.busy(), "the search stopped when Spark killed its task");
        assertNotNull(r.err());
    }

    @Test
    @Order(10)
    void jsonPartsHaveNoChecksumFilesAndAreCompressedWhenHadoopAsks() throws Exception {
        Path lines = TestFiles.data().resolve("norvig_top95.txt");
        Path plain = tmp.resolve("plain"), packed = tmp.resolve("packed");
        assertEquals(0, run("solve", "--piece-bytes", "2000", "--out", s(plain), s(lines)).code());
        try (Stream<Path> files = Files.list(plain)) {
            List<String> names = files.map(f -> f.getFileName().toString()).toList();
            assertTrue(names.stream().filter(n -> n.startsWith("part-")).count() > 1, names.toString());
            assertTrue(names.stream().noneMatch(n -> n.startsWith(".part-")), "a part's checksum file: " + names);
        }
        org.apache.hadoop.conf.Configuration hadoop = spark.sparkContext().hadoopConfiguration();
        hadoop.set("mapreduce.output.fileoutputformat.compress", "true");
        hadoop.set("mapreduce.output.fileoutputformat.compress.codec", "org.apache.hadoop.io.compress.GzipCodec");
        try {
            assertEquals(0, run("solve", "--piece-bytes", "2000", "--out", s(packed), s(lines)).code());
        } finally {
            hadoop.unset("mapreduce.output.fileoutputformat.compress");
            hadoop.unset("mapreduce.output.fileoutputformat.compress.codec");
        }
        List<ObjectNode> got = new ArrayList<>();
        try (Stream<Path> parts = Files.list(packed)) {
            for (Path p : parts.filter(f -> f.getFileName().toString().startsWith("part-")).sorted().toList()) {
                assertTrue(p.toString().endsWith(".gz"), p.toString());
                try (java.io.BufferedReader r = new java.io.BufferedReader(new java.io.InputStreamReader(
                        new java.util.zip.GZIPInputStream(Files.newInputStream(p)), StandardCharsets.UTF_8))) {
                    for (String l = r.readLine(); l != null; l = r.readLine()) got.add((ObjectNode) JSON.readTree(l));
                }
            }
        }
        sameRecords(records(plain), got);
        sameRecords(expected(0, lines), got);
    }
}
