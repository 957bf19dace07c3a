package org.cellwise.spark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.NullWritable;
import org.apache.spark.SparkConf;
import org.apache.spark.SparkContext;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.api.java.function.Function;
import org.apache.spark.api.java.function.PairFunction;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.util.LongAccumulator;
import org.apache.spark.util.SerializableConfiguration;
import org.cellwise.check.Checker;
import org.cellwise.check.Report;
import org.cellwise.format.Format;
import org.cellwise.format.FormatException;
import org.cellwise.format.Formats;
import org.cellwise.format.JsonWriter;
import org.cellwise.format.SolutionReader;
import org.cellwise.generate.Request;
import org.cellwise.puzzle.Puzzle;
import scala.Tuple2;

/** The jobs: input planned into pieces, records computed in tasks, written, then counted for the summary. */
final class Jobs {
    /** A piece is at most this large, so a task's work stays a few minutes however large a file. */
    static final long MAX_PIECE = 128L << 20;
    /** ... and at least this, so a small input is not cut into pieces that cost more to start than to solve. */
    static final long MIN_PIECE = 64L << 10;

    /** Thread-safe once configured: shared by every task of the executor. */
    private static final ObjectMapper JSON = new ObjectMapper();

    private final JavaSparkContext sc;
    private final Main.Common common;
    private final PrintStream out, err;

    Jobs(SparkContext sc, Main.Common common, PrintStream out, PrintStream err) {
        this.out = out;
        this.sc = JavaSparkContext.fromSparkContext(sc);
        this.common = common;
        this.err = err;
    }

    /**
     * A Spark context on {@code master} (as spark-submit set it, else every local core), quiet and local-only in local
     * mode; the one already running in this JVM, if any. Spark SQL's session is started with it only when {@code sql}
     * (Parquet): its start (the Scala reflection it finds its implementation with, SQL's settings and extensions) cost
     * about a quarter of a local JSON job's start, which never uses it.
     */
    static SparkContext context(String app, String master, Map<String, String> settings, boolean sql) {
        SparkConf conf = new SparkConf().setAppName(app);
        if (master != null) conf.setMaster(master);
        else if (!conf.contains("spark.master")) conf.setMaster("local[*]");
        if (conf.get("spark.master").startsWith("local")) {
            // a laptop run: no web UI, nothing bound beyond loopback
            conf.setIfMissing("spark.ui.enabled", "false");
            conf.setIfMissing("spark.driver.host", "127.0.0.1");
            conf.setIfMissing("spark.driver.bindAddress", "127.0.0.1");
        }
        settings.forEach(conf::set);
        SparkContext sc = sql ? SparkSession.builder().config(conf).getOrCreate().sparkContext() : SparkContext.getOrCreate(conf);
        sc.setLogLevel("WARN");
        return sc;
    }

    /** A Spark SQL session, as the tests and notebooks hold one. */
    static SparkSession session(String app, String master, Map<String, String> settings) {
        context(app, master, settings, true);
        return SparkSession.getDefaultSession().get();
    }

    /** Spark SQL on this job's context: the session started with it, else one started now. */
    private SparkSession sql() {
        return SparkSession.getDefaultSession().isDefined() ? SparkSession.getDefaultSession().get() : SparkSession.builder().getOrCreate();
    }

    private Broadcast<SerializableConfiguration> hadoopConf() {
        return sc.broadcast(new SerializableConfiguration(sc.hadoopConfiguration()));
    }

    private int tasks() {
        return common.partitions != null ? common.partitions : 4 * sc.defaultParallelism();
    }

    /** The input's pieces, about {@link #tasks()} of them. */
    /** Seconds spent listing and cutting the input, for the summary. */
    private double cutting;

    private List<Inputs.Piece> pieces(List<String> paths, Format asked) throws IOException, Inputs.BadInput {
        long t0 = System.nanoTime();
        try {
            return cut(paths, asked);
        } finally {
            cutting = (System.nanoTime() - t0) / 1e9;
        }
    }

    private List<Inputs.Piece> cut(List<String> paths, Format asked) throws IOException, Inputs.BadInput {
        List<String> skipped = new ArrayList<>();
        List<Inputs.InputFile> files = Inputs.list(sc.hadoopConfiguration(), paths, skipped);
        for (String note : skipped) err.println("cellwise-spark: " + note);
        long total = files.stream().mapToLong(Inputs.InputFile::length).sum();
        long size = common.pieceBytes != null ? common.pieceBytes
                : Math.max(MIN_PIECE, Math.min(MAX_PIECE, (total + tasks() - 1) / tasks()));
        return Inputs.plan(sc, files, asked, size);
    }

    private JavaRDD<Chunk> records(List<Inputs.Piece> pieces, Format asked, Job job) {
        // in input order: partition i holds the pieces after those of partition i-1, and part files keep that order
        int partitions = Math.min(pieces.size(), Math.max(tasks(), 1));
        return sc.parallelize(pieces, partitions).mapPartitions(new PieceRunner(hadoopConf(), asked, job));
    }

    /** solve, count, grade: a record per puzzle. */
    int puzzles(List<String> paths, Format asked, Job job) throws Exception {
        long t0 = System.nanoTime();
        List<Inputs.Piece> pieces = pieces(paths, asked);
        Map<String, Long> outcomes = write(records(pieces, asked, job), job.schema(), job.outcome());
        report(outcomes, t0, pieces.size());
        long total = outcomes.values().stream().mapToLong(Long::longValue).sum();
        if (total == 0) {
            err.println("cellwise-spark: " + String.join(", ", paths) + ": no puzzle found");
            return Main.BAD_INPUT;
        }
        if (outcomes.containsKey("invalid")) return Main.BAD_INPUT;
        boolean good = outcomes.keySet().stream().allMatch(k -> k.equals("solved") || k.equals("solved by logic"));
        return good ? Main.OK : Main.UNSOLVED;
    }

    /** The column the check joins on, and the records of puzzles that could not be read. */
    static final class Puzzles extends Job {
        private static final long serialVersionUID = 1;

        @Override
        ObjectNode record(Puzzle p, java.util.concurrent.atomic.AtomicBoolean cancel) {
            ObjectNode o = JsonNodeFactory.instance.objectNode();
            o.put("name", p.name());
            o.put("puzzle", JsonWriter.write(p));
            return o;
        }

        @Override
        String schema() {
            return "";
        }
    }

    static final String CHECK_SCHEMA = "name STRING, ok BOOLEAN, complete BOOLEAN, counts ARRAY<ARRAY<INT>>, empty ARRAY<STRING>, "
            + "checks ARRAY<STRUCT<rule: STRING, status: STRING, expected: STRING, detail: STRING, cells: ARRAY<STRING>, "
            + "culprits: ARRAY<STRING>>>, summary STRING, status STRING, error STRING";
    /** check: the answers matched to their puzzles by name, each checked rule by rule. */
    int check(List<String> paths, Format asked, List<String> answerPaths, boolean verbose) throws Exception {
        long t0 = System.nanoTime();
        List<Inputs.Piece> pieces = pieces(paths, asked);
        JavaPairRDD<String, String> puzzles = records(pieces, asked, new Puzzles()).flatMap(new Nodes()).mapToPair(new Keyed());
        JavaPairRDD<String, String> answers = answerLines(answerPaths).filter(l -> !l.isBlank()).mapToPair(l -> {
            JsonNode n;
            try {
                n = JSON.readTree(l);
            } catch (IOException e) {
                n = null;
            }
            String name = n != null && n.path("name").isTextual() ? n.path("name").asText() : null;
            return new Tuple2<>(name == null ? "\u0000" + l : name, l);
        });
        JavaRDD<ObjectNode> checked = puzzles.cogroup(answers).map(new Checking(verbose));
        Map<String, Long> outcomes = write(checked.map(new Chunked(Job.Outcome.CHECK)), CHECK_SCHEMA, Job.Outcome.CHECK);
        report(outcomes, t0, pieces.size());
        if (outcomes.containsKey("invalid")) return Main.BAD_INPUT;
        return outcomes.keySet().stream().allMatch(k -> k.equals("ok")) ? Main.OK : Main.UNSOLVED;
    }

    private JavaRDD<String> answerLines(List<String> answerPaths) throws IOException, Inputs.BadInput {
        List<Inputs.InputFile> files = Inputs.list(sc.hadoopConfiguration(), answerPaths);
        List<String> uris = files.stream().map(Inputs.InputFile::uri).toList();
        if (files.stream().allMatch(f -> f.fileName().endsWith(".parquet")))
            return sql().read().parquet(uris.toArray(String[]::new)).toJSON().javaRDD();
        return sc.textFile(String.join(",", uris));
    }

    private static ObjectNode unchecked(String name, String why) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("name", name);
        o.put("ok", false);
        o.put("error", why);
        return o;
    }

    static ObjectNode check(String name, Iterable<String> puzzles, Iterable<String> answers, boolean verbose) throws IOException {
        ObjectMapper json = JSON;
        List<String> ps = new ArrayList<>(), as = new ArrayList<>();
        puzzles.forEach(ps::add);
        answers.forEach(as::add);
        if (name.startsWith("\u0000"))
            return unchecked(null, "not an answer record: " + name.substring(1, Math.min(name.length(), 61)));
        if (ps.isEmpty()) return unchecked(name, "no puzzle of this name in the input");
        if (ps.size() > 1 || as.size() > 1)
            return unchecked(name, ps.size() + " puzzles and " + as.size() + " answers have this name");
        JsonNode record = json.readTree(ps.get(0));
        if (!record.has("puzzle")) return (ObjectNode) record; // the puzzle could not be read: its record says where and why
        if (as.isEmpty()) return unchecked(name, "no answer for this puzzle");
        JsonNode answer = json.readTree(as.get(0));
        if (!answer.path("grid").isArray())
            return unchecked(name, "the answer has no grid (status " + answer.path("status").asText("unknown") + ")");
        try {
            Puzzle p = Formats.readAll(record.get("puzzle").asText(), name, Format.JSON).get(0);
            Report report = Checker.check(p, SolutionReader.readPartial(p, answer.toString(), "answer " + name));
            return report.toJson(name, verbose);
        } catch (FormatException e) {
            return unchecked(name, e.getMessage());
        }
    }

    /** generate: puzzle i of the seed for every i below count, on the executors. */
    int generate(Generation g, long count) throws Exception {
        long t0 = System.nanoTime();
        int partitions = (int) Math.min(count, tasks());
        boolean text = common.format.equals("text");
        LongAccumulator missing = sc.sc().longAccumulator("not found");
        List<long[]> ranges = new ArrayList<>();
        for (int k = 0; k < partitions; k++) ranges.add(new long[] {count * k / partitions, count * (k + 1) / partitions});
        JavaRDD<ObjectNode> records = sc.parallelize(ranges, partitions).mapPartitions(made(g, missing));
        if (text) {
            keep();
            JavaRDD<String> texts = records.map(new Texts(g.blocks())).filter(t -> t != null);
            replace();
            texts.saveAsTextFile(common.out);
            out.printf(Locale.ROOT, "cellwise-spark: %d puzzles asked, %d not found; %s in %.1f s%n", count, missing.value(),
                    common.out, (System.nanoTime() - t0) / 1e9);
            return missing.value() > 0 ? Main.UNSOLVED : Main.OK;
        }
        Map<String, Long> outcomes = write(records.map(new Chunked(Job.Outcome.MADE)), Generation.schema(), Job.Outcome.MADE);
        report(outcomes, t0, partitions);
        return outcomes.containsKey("not found") ? Main.UNSOLVED : Main.OK;
    }

    /** The records of a partition's indexes, made one at a time as Spark asks (a killed task stops between two). */
    private static FlatMapFunction<Iterator<long[]>, ObjectNode> made(Generation g, LongAccumulator missing) {
        return ranges -> {
            Request r = g.request();
            return new Iterator<ObjectNode>() {
                long next, end;

                @Override
                public boolean hasNext() {
                    while (next == end && ranges.hasNext()) {
                        long[] range = ranges.next();
                        next = range[0];
                        end = range[1];
                    }
                    return next < end;
                }

                @Override
                public ObjectNode next() {
                    if (!hasNext()) throw new java.util.NoSuchElementException();
                    ObjectNode o = g.record(r, next++);
                    if (o.has("error")) missing.add(1);
                    return o;
                }
            };
        };
    }

    /** An existing output directory is replaced only when asked. */
    private void keep() throws IOException, Inputs.BadInput {
        Path out = new Path(common.out);
        FileSystem fs = out.getFileSystem(sc.hadoopConfiguration());
        if (!common.overwrite && fs.exists(out)) throw new Inputs.BadInput(common.out + ": exists (add --overwrite to replace it)");
    }

    /** Clears the way for a writer that will not replace a directory itself. */
    private void replace() throws IOException {
        Path out = new Path(common.out);
        if (common.overwrite) out.getFileSystem(sc.hadoopConfiguration()).delete(out, true);
    }

    private SaveMode mode() {
        return common.overwrite ? SaveMode.Overwrite : SaveMode.ErrorIfExists;
    }

    private boolean parquet() {
        return common.format.equalsIgnoreCase("parquet");
    }

    /**
     * Writes the records, JSON lines as they are or Parquet rows of the job's columns, and counts them by outcome as
     * they are written.
     */
    private Map<String, Long> write(JavaRDD<Chunk> records, String schema, Job.Outcome outcome) throws IOException, Inputs.BadInput {
        keep();
        Outcomes counted = new Outcomes();
        sc.sc().register(counted, "outcomes");
        LongAccumulator written = sc.sc().longAccumulator("records written");
        boolean terminal = org.cellwise.batch.Terminal.stderr();
        Progress progress = common.progress || terminal ? new Progress(written, err, terminal) : null;
        if (progress != null) sc.sc().addSparkListener(progress);
        try {
            if (parquet()) {
                StructType columns = StructType.fromDDL(schema);
                sql().createDataFrame(records.flatMap(new Nodes()).map(new ToRow(counted, written, outcome, columns)), columns).write()
                        .mode(mode()).parquet(common.out);
            } else {
                // lines through Hadoop's file output, a chunk's lines at once: no query planner to start, no string a record
                replace();
                records.mapToPair(new Counted(counted, written)).saveAsHadoopFile(common.out, NullWritable.class, Chunk.class,
                        LinesOutput.class);
            }
        } finally {
            if (progress != null) {
                progress.close();
                sc.sc().removeSparkListener(progress);
            }
        }
        return new TreeMap<>(counted.value());
    }

    /** A chunk for {@link LinesOutput}, its records counted. */
    private record Counted(Outcomes counted, LongAccumulator written) implements PairFunction<Chunk, NullWritable, Chunk> {
        @Override
        public Tuple2<NullWritable, Chunk> call(Chunk c) {
            for (String o : c.outcomes) counted.add(o);
            written.add(c.size());
            return new Tuple2<>(NullWritable.get(), c);
        }
    }

    /** A record as a row of the job's columns, counted. */
    private record ToRow(Outcomes counted, LongAccumulator written, Job.Outcome outcome, StructType columns) implements Function<ObjectNode, Row> {
        @Override
        public Row call(ObjectNode o) {
            counted.add(outcome.of(o));
            written.add(1);
            return Rows.of(o, columns);
        }
    }

    /** A chunk's records as objects. */
    private static final class Nodes implements FlatMapFunction<Chunk, ObjectNode> {
        @Override
        public Iterator<ObjectNode> call(Chunk c) {
            return c.nodes().iterator();
        }
    }

    /** One record as a chunk of its own (the jobs whose records are few: check, generate). */
    private record Chunked(Job.Outcome outcome) implements Function<ObjectNode, Chunk> {
        @Override
        public Chunk call(ObjectNode o) {
            return Chunk.of(List.of(o), outcome);
        }
    }

    /** A puzzle's record keyed by its name, for the check's join. */
    private static final class Keyed implements PairFunction<ObjectNode, String, String> {
        @Override
        public Tuple2<String, String> call(ObjectNode o) {
            return new Tuple2<>(o.path("name").asText(), o.toString());
        }
    }

    /** The check of one name's puzzles and answers. */
    private record Checking(boolean verbose) implements Function<Tuple2<String, Tuple2<Iterable<String>, Iterable<String>>>, ObjectNode> {
        @Override
        public ObjectNode call(Tuple2<String, Tuple2<Iterable<String>, Iterable<String>>> t) throws IOException {
            return check(t._1(), t._2()._1(), t._2()._2(), verbose);
        }
    }

    /**
     * A generated puzzle's text as {@code cellwise generate} writes it, null when none was found: blocks after the
     * first set off by a blank line before them (Hadoop's writer ends each with its line break), so the part files
     * together are that command's output.
     */
    private record Texts(boolean blocks) implements Function<ObjectNode, String> {
        @Override
        public String call(ObjectNode o) {
            if (o.has("error")) return null;
            String t = o.get("puzzle").asText();
            if (t.endsWith("\n")) t = t.substring(0, t.length() - 1);
            return blocks && o.path("index").asLong() > 0 ? "\n" + t : t;
        }
    }

    private void report(Map<String, Long> outcomes, long t0, int pieces) {
        long total = outcomes.values().stream().mapToLong(Long::longValue).sum();
        double s = (System.nanoTime() - t0) / 1e9;
        StringBuilder sb = new StringBuilder();
        outcomes.forEach((k, v) -> sb.append(sb.length() == 0 ? "" : ", ").append(v).append(' ').append(k));
        out.printf(Locale.ROOT, "cellwise-spark: %d records in %s (%s): %s; %.1f s (%.1f cutting the input into %d pieces), "
                + "%.0f a second on %s%n", total, common.out, parquet() ? "Parquet" : "JSON lines", sb, s, cutting, pieces,
                total / Math.max(s, 1e-9), sc.master());
    }
}
