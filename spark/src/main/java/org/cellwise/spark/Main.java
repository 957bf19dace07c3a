package org.cellwise.spark;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.apache.spark.SparkContext;
import org.apache.spark.sql.SparkSession;
import org.cellwise.format.Format;
import org.cellwise.generate.Generator;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code cellwise-spark}: the command line's batch commands as Spark jobs. Each writes one record per puzzle to a
 * directory, JSON lines (the objects {@code cellwise ... --json} prints) or Parquet, and prints a summary.
 * Exit codes as the command line's: 0 all solved (checked, graded by logic), 1 some not, 2 bad input or usage.
 */
@Command(name = "cellwise-spark", mixinStandardHelpOptions = true, version = "cellwise-spark 0.1.0",
        subcommands = {Main.Solve.class, Main.Count.class, Main.Grade.class, Main.Generate.class, Main.Check.class},
        description = {"Solves, counts, grades, generates and checks puzzles as Apache Spark jobs, locally or on a cluster.",
                "Input: files, directories or patterns on any Hadoop file system (local paths, hdfs://, s3a://), in any format "
                        + "cellwise reads; big files are cut between puzzles. Output: a directory of JSON lines or Parquet."})
public final class Main implements Callable<Integer> {
    static final int OK = 0, UNSOLVED = 1, BAD_INPUT = 2;

    /** The summary goes to {@code out}; messages about bad input and failures to {@code err}. */
    static PrintStream out = System.out, err = System.err;

    @Override
    public Integer call() {
        CommandLine.usage(this, err);
        return BAD_INPUT;
    }

    /** Where the job runs and where its records go. */
    static final class Common {
        @Option(names = "--master", paramLabel = "URL", description = "Spark master (default: as spark-submit says, else local[*], every core).")
        String master;

        @Option(names = {"--out", "-o"}, required = true, paramLabel = "DIR", description = "Directory for the records (any Hadoop path).")
        String out;

        @Option(names = "--out-format", paramLabel = "FORMAT", defaultValue = "json",
                description = "Records as json (JSON lines, the default) or parquet.")
        String format;

        /** Said once the command line is read, where the output goes. */
        String deprecated;

        /** The old name of --out-format, which read as the input's format (cellwise --format is the input's). */
        @Option(names = "--format", paramLabel = "FORMAT", hidden = true)
        void oldFormat(String f) {
            format = f;
            deprecated = "--format is now --out-format (the records' format; the input's is --from), and will go";
        }

        @Option(names = "--overwrite", description = "Replace DIR if it exists.")
        boolean overwrite;

        @Option(names = "--partitions", paramLabel = "N", description = "Tasks to cut the work into (default: 4 per core).")
        Integer partitions;

        @Option(names = "--piece-bytes", paramLabel = "B",
                description = "Cut files into pieces of about B bytes (default: the input over 4 tasks a core, 64 KB to 128 MB).")
        Long pieceBytes;

        @Option(names = "--progress", description = "Show the records written so far and the rate on stderr even when it is "
                + "not a terminal (a line at most every 10 s; running tasks report with their executors' heartbeats).")
        boolean progress;

        @Option(names = "--conf", paramLabel = "KEY=VALUE", description = "A Spark setting, as spark-submit --conf.")
        List<String> conf = new ArrayList<>();

        Map<String, String> settings() throws Usage {
            Map<String, String> m = new LinkedHashMap<>();
            for (String kv : conf) {
                int eq = kv.indexOf('=');
                if (eq <= 0) throw new Usage("--conf takes KEY=VALUE, not '" + kv + "'");
                m.put(kv.substring(0, eq), kv.substring(eq + 1));
            }
            return m;
        }
    }

    /** The input files, and their format when it is not to be detected. */
    static final class In {
        @Parameters(arity = "1..*", paramLabel = "FILE", description = "Puzzle files, directories or patterns (any Hadoop path).")
        List<String> files = new ArrayList<>();

        @Option(names = "--from", paramLabel = "FORMAT", completionCandidates = FormatNames.class,
                description = "Input format: ${COMPLETION-CANDIDATES} (default: detected per file).")
        String from;

        Format format() throws Usage {
            if (from == null) return null;
            Format f = Format.byId(from);
            if (f == null) throw new Usage("unknown format '" + from + "'; expected one of "
                    + Arrays.stream(Format.values()).map(x -> x.id).collect(Collectors.joining(", ")));
            return f;
        }
    }

    /** Every input format's name, so that help lists what --from accepts. */
    static final class FormatNames extends ArrayList<String> {
        FormatNames() {
            for (Format f : Format.values()) add(f.id);
        }
    }

    /** Bad usage: the message is for the user. */
    static final class Usage extends Exception {
        Usage(String message) {
            super(message);
        }
    }

    /** A command: checks its options, then runs its job on a session it starts and stops. */
    abstract static class Runner implements Callable<Integer> {
        @Mixin
        Common common;

        abstract String name();

        abstract void validate() throws Usage;

        abstract int run(Jobs jobs) throws Exception;

        @Override
        public Integer call() {
            try {
                if (common.deprecated != null) err.println("cellwise-spark: " + common.deprecated);
                validate();
                common.format = common.format.toLowerCase(Locale.ROOT);
                if (!outFormats().contains(common.format))
                    throw new Usage("--out-format takes " + String.join(" or ", outFormats()) + ", not '" + common.format + "'");
                if (common.partitions != null && common.partitions < 1) throw new Usage("--partitions must be at least 1");
                if (common.pieceBytes != null && common.pieceBytes < 1) throw new Usage("--piece-bytes must be at least 1");
                Map<String, String> settings = common.settings();
                // a session already running in this JVM (a test's, a notebook's) is used and left running
                boolean running = SparkSession.getDefaultSession().isDefined();
                SparkContext sc = Jobs.context("cellwise-spark " + name(), common.master, settings, sql());
                try {
                    return run(new Jobs(sc, common, out, err));
                } finally {
                    if (!running) sc.stop();
                }
            } catch (Usage | Inputs.BadInput e) {
                err.println("cellwise-spark: " + e.getMessage());
                return BAD_INPUT;
            } catch (Exception e) {
                // Spark's messages carry the whole driver stack: the first line says what went wrong
                err.println("cellwise-spark: " + name() + " failed: " + String.valueOf(e.getMessage()).lines().findFirst().orElse(e.toString()));
                return BAD_INPUT;
            }
        }

        /** Whether the job needs Spark SQL (Parquet in or out), which a job of JSON lines does without. */
        boolean sql() {
            return common.format.equals("parquet");
        }

        /** What --out-format may be. */
        List<String> outFormats() {
            return List.of("json", "parquet");
        }
    }

    static void positive(Double seconds) throws Usage {
        if (seconds != null && !(seconds > 0)) throw new Usage("--timeout must be a positive number of seconds");
    }

    @Command(name = "solve", mixinStandardHelpOptions = true,
            description = {"Solves every puzzle: one record per puzzle, the object 'cellwise solve --json' prints, named as "
                    + "cellwise names it (a block's header title, else FILE:LINE by the file's stem), whether it reads or not. A "
                    + "puzzle that cannot be read, has no solution or runs out of time or nodes is a record too."})
    static final class Solve extends Runner {
        @Mixin
        In in;

        @Option(names = "--first", description = "Stop at the first solution: uniqueness is not checked.")
        boolean first;

        @Option(names = "--timeout", paramLabel = "SECONDS", description = "Give up on a puzzle after this long.")
        Double timeout;

        @Option(names = "--nodes", paramLabel = "N", defaultValue = "0",
                description = "Give up on a puzzle after N search nodes (status 'budget': the same on every machine; 0: no budget).")
        long nodes;

        @Override
        String name() {
            return "solve";
        }

        @Override
        void validate() throws Usage {
            positive(timeout);
            if (nodes < 0) throw new Usage("--nodes must not be negative");
            in.format();
        }

        @Override
        int run(Jobs jobs) throws Exception {
            return jobs.puzzles(in.files, in.format(), new Job.Solve(first, timeout, nodes));
        }
    }

    @Command(name = "count", mixinStandardHelpOptions = true,
            description = "Counts the solutions of every puzzle up to a limit: one record per puzzle, as 'cellwise count --json'.")
    static final class Count extends Runner {
        @Mixin
        In in;

        @Option(names = "--limit", paramLabel = "N", defaultValue = "1000000", description = "Stop counting at N solutions (default: ${DEFAULT-VALUE}).")
        long limit;

        @Option(names = "--timeout", paramLabel = "SECONDS", description = "Give up on a puzzle after this long.")
        Double timeout;

        @Option(names = "--nodes", paramLabel = "N", defaultValue = "0", description = "Give up on a puzzle after N search nodes (0: no budget).")
        long nodes;

        @Override
        String name() {
            return "count";
        }

        @Override
        void validate() throws Usage {
            positive(timeout);
            if (limit < 1) throw new Usage("--limit must be at least 1");
            if (nodes < 0) throw new Usage("--nodes must not be negative");
            in.format();
        }

        @Override
        int run(Jobs jobs) throws Exception {
            return jobs.puzzles(in.files, in.format(), new Job.Count(limit, timeout, nodes));
        }
    }

    @Command(name = "grade", mixinStandardHelpOptions = true,
            description = "Rates every puzzle by the logic it needs: one record per puzzle, as 'cellwise grade --json'.")
    static final class Grade extends Runner {
        @Mixin
        In in;

        @Option(names = "--timeout", paramLabel = "SECONDS",
                description = "Stop looking for chains after this long per puzzle (default: 60 s, none with --work).")
        Double timeout;

        @Option(names = "--work", paramLabel = "N", description = "Stop after N work per puzzle instead (as cellwise grade "
                + "--work): the same grade on every executor, however busy.")
        Long work;

        @Override
        String name() {
            return "grade";
        }

        @Override
        void validate() throws Usage {
            positive(timeout);
            if (work != null && work < 1) throw new Usage("--work must be at least 1");
            in.format();
        }

        @Override
        int run(Jobs jobs) throws Exception {
            double seconds = timeout != null ? timeout : work != null ? 0 : 60;
            return jobs.puzzles(in.files, in.format(), new Job.Grade(seconds, work == null ? 0 : work));
        }
    }

    @Command(name = "check", mixinStandardHelpOptions = true,
            description = {"Checks answers against their puzzles rule by rule: the answers are 'solve --json' records (files "
                    + "or directories of JSON lines, or the Parquet this job writes), matched to the puzzles of FILE by name. One "
                    + "record per puzzle, as 'cellwise check --json', or saying why it was not checked (no answer, no grid)."})
    static final class Check extends Runner {
        @Mixin
        In in;

        @Option(names = "--answers", required = true, arity = "1..*", paramLabel = "PATH", description = "Answer records: files or directories.")
        List<String> answers = new ArrayList<>();

        @Option(names = {"--verbose", "-v"}, description = "List every rule, also those that hold.")
        boolean verbose;

        @Override
        String name() {
            return "check";
        }

        @Override
        boolean sql() {
            return true; // the answers may be a Parquet job's
        }

        @Override
        void validate() throws Usage {
            in.format();
        }

        @Override
        int run(Jobs jobs) throws Exception {
            return jobs.check(in.files, in.format(), answers, verbose);
        }
    }

    @Command(name = "generate", mixinStandardHelpOptions = true,
            description = {"Makes COUNT new puzzles, each with one solution: puzzle i of a seed is the same on any executor and "
                    + "any number of them, and the same as 'cellwise generate' makes. Records: index, name and the puzzle in the "
                    + "--to format; --out-format text writes the puzzles alone, as cellwise generate prints them: a file the solve "
                    + "job (or cellwise) reads back."})
    static final class Generate extends Runner {
        @Parameters(index = "0", paramLabel = "KIND", description = "sudoku, jigsaw, killer, kenken, kakuro, sujiko, header, samurai, overlap.")
        String kind;

        @Option(names = "--count", paramLabel = "C", defaultValue = "1", description = "How many puzzles (default 1).")
        long count;

        @Option(names = "--seed", paramLabel = "S", description = "Seed of the run (default: from the clock, printed).")
        Long seed;

        @Option(names = "--size", paramLabel = "N", description = "Width of the grid (default: the kind's usual size).")
        int size;

        @Option(names = "--difficulty", paramLabel = "LEVEL", defaultValue = "any", description = "easy, medium, hard, expert, extreme, or any.")
        String difficulty;

        @Option(names = "--symmetry", paramLabel = "S", defaultValue = "none", description = "none, rotate180, rotate90, mirror, flip, diagonal.")
        String symmetry;

        @Option(names = "--minimal", description = "No cage or sum group can go without losing uniqueness.")
        boolean minimal;

        @Option(names = "--rules", arity = "1..*", paramLabel = "RULE", description = "Rule keywords added to a sudoku, jigsaw or killer.")
        List<String> rules = new ArrayList<>();

        @Option(names = "--hidden-op", description = "KenKen: the operations are not shown.")
        boolean hiddenOp;

        @Option(names = "--grid-size", paramLabel = "G", description = "overlap: the size of each grid.")
        int gridSize;

        @Option(names = "--givens", description = "killer: givens where the cages alone leave several solutions.")
        boolean givens;

        @Option(names = "--to", paramLabel = "FORMAT", defaultValue = "cellwise", description = "The puzzles' format: cellwise (default), json, line, grid, cages, ...")
        String to;

        @Override
        String name() {
            return "generate";
        }

        @Override
        List<String> outFormats() {
            return List.of("json", "parquet", "text");
        }

        Generation generation;

        @Override
        void validate() throws Usage {
            if (Format.byId(to) == null) throw new Usage("unknown format '" + to + "'");
            if (!Generator.KINDS.contains(kind)) throw new Usage("unknown kind '" + kind + "'; expected one of " + String.join(", ", Generator.KINDS));
            if (count < 1) throw new Usage("--count must be at least 1");
            long s = seed != null ? seed : System.currentTimeMillis();
            if (seed == null) err.println("cellwise-spark: seed " + s);
            generation = new Generation(kind, size, difficulty, symmetry, minimal, rules, hiddenOp, gridSize, givens, to, s);
            try {
                generation.request();
            } catch (IllegalArgumentException e) {
                throw new Usage(e.getMessage());
            }
        }

        @Override
        int run(Jobs jobs) throws Exception {
            return jobs.generate(generation, count);
        }
    }

    /** The command line, its help as wide as the terminal (at least 80 columns), every line broken between words. */
    static CommandLine commandLine() {
        return new CommandLine(new Main()).setCaseInsensitiveEnumValuesAllowed(true).setUsageHelpAutoWidth(true);
    }

    public static void main(String[] args) {
        int code = commandLine().execute(args);
        System.exit(code);
    }
}
