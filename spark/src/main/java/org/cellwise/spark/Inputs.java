package org.cellwise.spark;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Serializable;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocatedFileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RemoteIterator;
import org.apache.hadoop.io.compress.CompressionCodec;
import org.apache.hadoop.io.compress.CompressionCodecFactory;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.util.SerializableConfiguration;
import org.cellwise.format.ClassicLines;
import org.cellwise.format.Format;
import org.cellwise.format.FormatException;
import org.cellwise.format.Formats;
import org.cellwise.format.PuzzleReader;
import org.cellwise.format.Splitter;

/**
 * The puzzle files of a job, on any Hadoop file system (local, HDFS, S3), and their division into pieces that tasks
 * read on their own. A file larger than a piece is cut into byte ranges; one pass over the ranges, in parallel,
 * counts each one's lines and puzzle starts and finds its first puzzle start (a puzzle line, or a header line for a
 * file of blocks), so each piece knows the line of the file where it begins and how many puzzles come before it. A
 * compressed file, or one that is a single document (JSON, facts), is one piece.
 */
final class Inputs {
    private Inputs() {}

    /** Bad input named by the user: no such file, nothing in a directory. */
    static final class BadInput extends Exception {
        BadInput(String message) {
            super(message);
        }
    }

    /** One file: where it is, how messages name it, the name its puzzles take, its length. */
    record InputFile(String uri, String source, String fileName, long length, boolean compressed) implements Serializable {}

    /**
     * What a task reads: bytes {@code [start, end)} of a file (a compressed file: all of it), whose first line is
     * line {@code firstLine} of the file, after {@code startsBefore} puzzle starts.
     */
    record Piece(InputFile file, long start, long end, int firstLine, long startsBefore) implements Serializable {}

    /** Every file named by paths, as below, whatever its ending (records: a job's part files). */
    static List<InputFile> list(Configuration conf, List<String> paths) throws IOException, BadInput {
        return list(conf, paths, null);
    }

    /**
     * The files named by paths (files, directories read recursively, globs), each in order, hidden files left out;
     * a directory's files that are not puzzle files (by their ending, a compression suffix aside: a README, a file of
     * solutions) are left out too, each with a note added to {@code skipped} (null: every file is kept).
     */
    static List<InputFile> list(Configuration conf, List<String> paths, List<String> skipped) throws IOException, BadInput {
        List<InputFile> out = new ArrayList<>();
        CompressionCodecFactory codecs = new CompressionCodecFactory(conf);
        for (String arg : paths) {
            Path p = new Path(arg);
            FileSystem fs = p.getFileSystem(conf);
            FileStatus[] found = fs.globStatus(p);
            if (found == null || found.length == 0) throw new BadInput(arg + ": no such file or directory");
            boolean glob = found.length > 1 || !found[0].getPath().getName().equals(p.getName());
            List<InputFile> files = new ArrayList<>();
            for (FileStatus st : found) {
                String shown = glob ? shown(fs, st.getPath()) : strip(arg);
                if (st.isFile()) {
                    files.add(file(codecs, st.getPath(), shown, st.getLen()));
                    continue;
                }
                String root = st.getPath().toUri().getPath();
                RemoteIterator<LocatedFileStatus> it = fs.listFiles(st.getPath(), true);
                while (it.hasNext()) {
                    LocatedFileStatus f = it.next();
                    String rel = f.getPath().toUri().getPath().substring(root.length()).replaceFirst("^/", "");
                    if (hidden(rel)) continue;
                    InputFile in = file(codecs, f.getPath(), shown + "/" + rel, f.getLen());
                    if (skipped != null && !Formats.puzzleFile(in.fileName())) {
                        skipped.add(in.source() + ": skipped, not a puzzle file (" + String.join(", ", Formats.PUZZLE_FILES) + ")");
                        continue;
                    }
                    files.add(in);
                }
            }
            if (files.isEmpty()) throw new BadInput(arg + ": no puzzle file in this directory");
            files.sort(Comparator.comparing(InputFile::source));
            out.addAll(files);
        }
        return out;
    }

    private static String strip(String arg) {
        return arg.length() > 1 && arg.endsWith("/") ? arg.substring(0, arg.length() - 1) : arg;
    }

    /** A path found by a pattern, as a person would write it: relative to the working directory when it is under it. */
    private static String shown(FileSystem fs, Path p) {
        String full = p.toString(), cwd = fs.getWorkingDirectory().toString() + "/";
        return full.startsWith(cwd) ? full.substring(cwd.length()) : full;
    }

    /** Hadoop's convention: files and directories starting with '_' or '.' (_SUCCESS, .crc) are not data. */
    private static boolean hidden(String rel) {
        for (String seg : rel.split("/")) if (seg.startsWith("_") || seg.startsWith(".")) return true;
        return false;
    }

    private static InputFile file(CompressionCodecFactory codecs, Path p, String shown, long length) {
        CompressionCodec codec = codecs.getCodec(p);
        String name = p.getName();
        if (codec != null) name = CompressionCodecFactory.removeSuffix(name, codec.getDefaultExtension());
        return new InputFile(p.toString(), shown, name, length, codec != null);
    }

    /** What one range of a file holds, for cutting it: lines, puzzle starts, and the first start with the lines before. */
    record Tally(int file, int range, boolean whole, long lines, long starts, long firstStart, long linesBeforeFirst)
            implements Serializable {}

    /**
     * The pieces of every file: a file up to {@code pieceBytes} long (or compressed) whole, a longer one cut into
     * ranges of about that size, counted in parallel by {@code sc}.
     */
    static List<Piece> plan(JavaSparkContext sc, List<InputFile> files, Format asked, long pieceBytes) {
        List<Piece> pieces = new ArrayList<>();
        List<long[]> ranges = new ArrayList<>(); // file, range index, start, end
        for (int i = 0; i < files.size(); i++) {
            InputFile f = files.get(i);
            long n = f.compressed() || f.length() <= pieceBytes ? 1 : (f.length() + pieceBytes - 1) / pieceBytes;
            if (n == 1) continue;
            long size = (f.length() + n - 1) / n;
            for (int k = 0; k < n; k++) ranges.add(new long[] {i, k, k * size, Math.min(f.length(), (k + 1) * size)});
        }
        Map<Integer, List<Tally>> tallies = new TreeMap<>();
        if (!ranges.isEmpty()) {
            Broadcast<SerializableConfiguration> conf = sc.broadcast(new SerializableConfiguration(sc.hadoopConfiguration()));
            String formatId = asked == null ? null : asked.id;
            List<Tally> counted = sc.parallelize(ranges, ranges.size())
                    .map(r -> tally(conf.value().value(), files.get((int) r[0]), formatId, (int) r[0], (int) r[1], r[2], r[3]))
                    .collect();
            for (Tally t : counted) tallies.computeIfAbsent(t.file(), k -> new ArrayList<>()).add(t);
        }
        for (int i = 0; i < files.size(); i++) {
            InputFile f = files.get(i);
            List<Tally> ts = tallies.get(i);
            if (ts == null || ts.stream().anyMatch(Tally::whole)) {
                pieces.add(new Piece(f, 0, f.length(), 1, 0));
                continue;
            }
            ts.sort(Comparator.comparingInt(Tally::range));
            List<long[]> starts = new ArrayList<>(); // start offset, first line, starts before
            starts.add(new long[] {0, 1, 0});
            long lines = 0, before = 0;
            for (Tally t : ts) {
                if (t.range() > 0 && t.firstStart() >= 0) starts.add(new long[] {t.firstStart(), lines + t.linesBeforeFirst() + 1, before});
                lines += t.lines();
                before += t.starts();
            }
            for (int k = 0; k < starts.size(); k++) {
                long[] s = starts.get(k);
                long end = k + 1 < starts.size() ? starts.get(k + 1)[0] : f.length();
                if (s[1] > Integer.MAX_VALUE)
                    throw new IllegalArgumentException(f.source() + ": more than " + Integer.MAX_VALUE + " lines; split the file");
                pieces.add(new Piece(f, s[0], end, (int) s[1], s[2]));
            }
        }
        return pieces;
    }

    /** Counts one range of a file: the lines that start in it, the puzzle starts among them, the first one. */
    static Tally tally(Configuration conf, InputFile f, String formatId, int file, int range, long start, long end) throws IOException {
        Path p = new Path(f.uri());
        FileSystem fs = p.getFileSystem(conf);
        Splitter splitter;
        try (BufferedReader head = utf8(fs.open(p))) {
            splitter = Splitter.of(f.source(), f.fileName(), formatId == null ? null : Format.byId(formatId), head);
        }
        if (splitter.layout() == Splitter.Layout.WHOLE) return new Tally(file, range, true, 0, 0, -1, 0);
        long lines = 0, starts = 0, first = -1, linesBefore = 0;
        try (FSDataInputStream in = fs.open(p)) {
            LineScanner s;
            if (start == 0) s = new LineScanner(in, 0);
            else {
                in.seek(start - 1);
                s = new LineScanner(in, start - 1);
                s.alignAfterPrevious();
            }
            boolean bytes = splitter.everyPuzzleLine();
            while (s.position() < end && s.next()) {
                lines++;
                int known = bytes ? s.puzzleLine() : -1;
                if (known == 1 || known < 0 && splitter.startsPuzzle(s.text())) {
                    if (first < 0) {
                        first = s.lineStart();
                        linesBefore = lines - 1;
                    }
                    starts++;
                }
            }
        }
        return new Tally(file, range, false, lines, starts, first, linesBefore);
    }

    /**
     * The lines of one piece for the lean path, named and located as in the whole file: null when the file is not
     * read by lines of puzzles ({@link ClassicLines#lean()} also says so for a first piece whose text turns out not
     * to be line format; {@link ClassicLines#reader()} then reads it the usual way).
     */
    static ClassicLines lines(Configuration conf, Piece piece, Format asked) throws IOException {
        InputFile f = piece.file();
        Path p = new Path(f.uri());
        FileSystem fs = p.getFileSystem(conf);
        Format opened = asked != null ? asked : Formats.byExtension(f.fileName());
        if (f.compressed()) {
            CompressionCodec codec = new CompressionCodecFactory(conf).getCodec(p);
            return ClassicLines.open(codec.createInputStream(fs.open(p)), f.source(), Formats.baseName(f.fileName()), opened);
        }
        if (piece.start() == 0)
            return ClassicLines.open(bounded(fs.open(p), piece.end()), f.source(), Formats.baseName(f.fileName()), opened);
        Splitter splitter;
        try (BufferedReader head = utf8(fs.open(p))) {
            splitter = Splitter.of(f.source(), f.fileName(), asked, head);
        }
        if (splitter.format() != Format.LINE) return null;
        FSDataInputStream in = fs.open(p);
        in.seek(piece.start());
        return ClassicLines.piece(bounded(in, piece.end() - piece.start()), f.source(), Formats.baseName(f.fileName()), piece.firstLine());
    }

    /** A reader of the puzzles of one piece, named and located as in the whole file. */
    static PuzzleReader open(Configuration conf, Piece piece, Format asked) throws IOException, FormatException {
        InputFile f = piece.file();
        Path p = new Path(f.uri());
        FileSystem fs = p.getFileSystem(conf);
        if (f.compressed()) {
            CompressionCodec codec = new CompressionCodecFactory(conf).getCodec(p);
            return Splitter.whole(utf8(codec.createInputStream(fs.open(p))), f.source(), f.fileName(), asked);
        }
        if (piece.start() == 0) return Splitter.whole(utf8(bounded(fs.open(p), piece.end())), f.source(), f.fileName(), asked);
        Splitter splitter;
        try (BufferedReader head = utf8(fs.open(p))) {
            splitter = Splitter.of(f.source(), f.fileName(), asked, head);
        }
        FSDataInputStream in = fs.open(p);
        in.seek(piece.start());
        return splitter.open(utf8(bounded(in, piece.end() - piece.start())), piece.firstLine(), piece.startsBefore());
    }

    private static BufferedReader utf8(InputStream in) {
        return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE)), 1 << 16);
    }

    /** The next {@code n} bytes of {@code in}, then the end. */
    private static InputStream bounded(InputStream in, long n) {
        return new InputStream() {
            long left = n;

            @Override
            public int read() throws IOException {
                if (left <= 0) return -1;
                int c = in.read();
                if (c >= 0) left--;
                return c;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                if (left <= 0) return -1;
                int r = in.read(b, off, (int) Math.min(len, left));
                if (r > 0) left -= r;
                return r;
            }

            @Override
            public void close() throws IOException {
                in.close();
            }
        };
    }
}
