package org.cellwise.format;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.cellwise.puzzle.Puzzle;

/** Opens puzzle sources: picks the format (from the file name, else from the text, or as told) and its reader. */
public final class Formats {
    private Formats() {}

    /**
     * A reader over a file; {@code format} null means detect. A {@code .gz} file is read decompressed, named and
     * detected by the name without {@code .gz}, as Spark reads it; a file of another compression is refused in words.
     */
    public static PuzzleReader open(Path file, Format format) throws IOException, FormatException {
        String fileName = file.getFileName().toString();
        String unread = Archive.unread(file.toString());
        if (unread != null) throw new FormatException(file.toString(), 1, 1, unread);
        BufferedReader in = utf8(Archive.open(file));
        String name = Archive.base(fileName);
        return open(in, file.toString(), baseName(name), format == null ? byExtension(name) : format);
    }

    public static PuzzleReader open(BufferedReader in, String source, String defaultName, Format format)
            throws FormatException {
        LineInput li = new LineInput(in, source);
        PuzzleReader r;
        try {
            r = reader(li, defaultName, format);
        } catch (LineInput.Refused e) {
            throw e.error();
        }
        // each puzzle knows the line it starts at, for what is said of it as a whole (too large to search, say)
        return guarded(() -> {
            li.mark();
            Puzzle p;
            try {
                p = r.next();
            } catch (FormatException e) {
                // a reader that names no puzzle (a document read whole): named as a line of the file is
                throw e.named(defaultName + ":" + e.line());
            }
            return p == null ? null : p.at(new Puzzle.Origin(source, Math.max(1, li.firstSinceMark() > 0 ? li.firstSinceMark() : li.lineNo()), 1));
        });
    }

    /** A reader whose lines' own errors (a line past the bound, a damaged archive) come out as the located errors they are. */
    static PuzzleReader guarded(PuzzleReader r) {
        return () -> {
            try {
                return r.next();
            } catch (LineInput.Refused e) {
                throw e.error();
            }
        };
    }

    static PuzzleReader reader(LineInput li, String defaultName, Format format) throws FormatException {
        if (format == null) {
            // compressed data without its suffix, or piped in: said as what it is, not read as symbols
            String first = li.peek();
            String kind = first == null ? null : Archive.magic(first);
            if (kind != null)
                throw li.error(li.lineNo() + 1, 1, "this is " + kind + "-compressed data, not text: "
                        + (kind.equals("gzip") ? "name the file .gz, which is read as it is, or decompress it (zcat)" : "decompress it first"));
        }
        Format f = format != null ? format : detect(li);
        if (format == null && (f == Format.FPUZZLES || f == Format.SCL || f == Format.PUZZLINK)) return links(li, defaultName);
        return switch (f) {
            case LINE -> LineFormat.reader(li, defaultName);
            case GRID -> GridTextFormat.reader(li, defaultName);
            case CELLWISE -> CellwiseFormat.reader(li, defaultName);
            case JSON -> JsonFormat.reader(li, defaultName);
            case CAGES -> CageLabelFormat.reader(li, defaultName);
            case SUJIKO -> SujikoFormat.reader(li, defaultName);
            case HEADER -> HeaderListFormat.reader(li, defaultName);
            case FACTS -> FactsFormat.reader(li, defaultName);
            case FPUZZLES -> FPuzzles.reader(li, defaultName);
            case SCL -> SudokuPad.reader(li, defaultName);
            case PUZZLINK -> PuzzLink.reader(li, defaultName);
            case TSV -> TsvFormat.reader(li, defaultName);
        };
    }

    /** A file of links, one per line, each read as the site it names (f-puzzles, SudokuPad, puzz.link). */
    static PuzzleReader links(LineInput in, String defaultName) {
        return perLine(in, defaultName, (line, source, lineNo, name) -> {
            if (SudokuPad.looks(line)) return SudokuPad.read(line, source, lineNo, name);
            if (!FPuzzles.looks(line) && PuzzLink.looks(line)) return PuzzLink.read(line, source, lineNo, name);
            return FPuzzles.read(line, source, lineNo, name);
        });
    }

    /** One puzzle from one line of a file. */
    interface LineParser {
        Puzzle read(String line, String source, int lineNo, String name) throws FormatException;
    }

    /**
     * A file of one puzzle per line (links, compressed strings), blank lines and {@code #} comments passed over;
     * a puzzle without a title of its own is named FILE:LINE, as the line format's are.
     */
    static PuzzleReader perLine(LineInput in, String defaultName, LineParser parser) {
        return () -> {
            String line;
            do {
                line = in.next();
                if (line == null) return null;
            } while (line.isBlank() || line.strip().startsWith("#"));
            String name = defaultName + ":" + in.lineNo();
            try {
                return parser.read(line, in.source(), in.lineNo(), name);
            } catch (FormatException e) {
                throw e.named(name);
            }
        };
    }

    public static List<Puzzle> readAll(String text, String source, Format format) throws FormatException {
        PuzzleReader r = open(new BufferedReader(new StringReader(text)), source, baseName(source), format);
        List<Puzzle> out = new ArrayList<>();
        Puzzle p;
        while ((p = r.next()) != null) out.add(p);
        return out;
    }

    public static List<Puzzle> readAll(Path file) throws IOException, FormatException {
        PuzzleReader r = open(file, null);
        List<Puzzle> out = new ArrayList<>();
        Puzzle p;
        while ((p = r.next()) != null) out.add(p);
        return out;
    }

    /**
     * A quick count of the puzzles in a file (for progress bars): header lines, else non-comment lines; each line
     * within the bound on a line's length, up to a damage in a compressed file.
     */
    public static long estimateCount(Path file) throws IOException {
        if (Archive.unread(file.getFileName().toString()) != null) return 0;
        long headers = 0, lines = 0;
        try (BufferedReader in = utf8(Archive.open(file))) {
            LineInput li = new LineInput(in, file.toString());
            while (true) {
                String l;
                try {
                    l = li.next();
                } catch (LineInput.Refused e) {
                    if (e.error().getMessage().endsWith(Archive.DAMAGED)) break;
                    lines++; // a line past the bound: one line, refused when it is read
                    continue;
                }
                if (l == null) break;
                if (Blocks.headerKind(l) != null) headers++;
                else if (!l.isBlank() && !l.startsWith("#")) lines++;
            }
        }
        return headers > 0 ? headers : lines;
    }

    /**
     * A file's text as UTF-8, a byte that is not UTF-8 read as U+FFFD: in a comment it changes nothing, in a
     * puzzle it is reported where it stands, and the rest of the file is still read.
     */
    static BufferedReader utf8(Path file) throws IOException {
        return utf8(Files.newInputStream(file));
    }

    /** The same, of a stream (a file's, decompressed or not). */
    static BufferedReader utf8(java.io.InputStream in) {
        return new BufferedReader(new java.io.InputStreamReader(in, StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(java.nio.charset.CodingErrorAction.REPLACE)
                .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPLACE)));
    }

    public static String baseName(String fileName) {
        String n = Path.of(fileName).getFileName().toString();
        int dot = n.lastIndexOf('.');
        return dot > 0 ? n.substring(0, dot) : n;
    }

    /**
     * The endings of the files a directory's reading takes as puzzle files, and the part files a Spark job writes
     * ({@code part-00000}); others (README.md, .solutions) are left.
     */
    public static final List<String> PUZZLE_FILES = List.of(".txt", ".cw", ".json", ".jsonl", ".tsv", ".lp");

    /** Whether a file found in a directory is read as puzzles, by its name. */
    public static boolean puzzleFile(String fileName) {
        String n = fileName.toLowerCase(java.util.Locale.ROOT);
        return n.startsWith("part-") || PUZZLE_FILES.stream().anyMatch(n::endsWith);
    }

    public static Format byExtension(String fileName) {
        String n = fileName.toLowerCase(java.util.Locale.ROOT);
        if (n.endsWith(".json") || n.endsWith(".jsonl")) return Format.JSON;
        if (n.endsWith(".cw")) return Format.CELLWISE;
        if (n.endsWith(".lp")) return Format.FACTS;
        if (n.endsWith(".tsv")) return Format.TSV;
        return null;
    }

    /**
     * Looks at the first meaningful line without consuming it: a statement keyword means the text format, a link is
     * known by its address, JSON opens with a brace or bracket, a line of N² symbols is the line format, anything
     * else a grid.
     */
    static Format detect(LineInput in) {
        // BufferedReader has no multi-line look-ahead here; one line is enough for every format we read
        String line;
        while ((line = in.peek()) != null) {
            String t = line.strip();
            String kind = Blocks.headerKind(line);
            if (kind != null) return switch (kind) {
                case "puzzle", "cellwise" -> Format.CELLWISE;
                case "kenken", "killer" -> Format.CAGES;
                case "sujiko" -> Format.SUJIKO;
                default -> Format.GRID;
            };
            // '%' starts a comment in both Prolog (seed 002) and ASP (seed 000): decide on the next line
            if (!t.isEmpty() && !t.startsWith("#") && !t.startsWith("%")) break;
            in.next();
        }
        if (line == null) return Format.LINE;
        String t = line.strip();
        if (TsvFormat.looks(line)) return Format.TSV;
        if (HeaderListFormat.looks(line)) return Format.HEADER;
        // a statement keyword first: 'author (me).' is the text format, though ASP would read it as a fact
        if (!t.startsWith("{") && !t.startsWith("[") && CellwiseFormat.isKeywordStatement(line)) return Format.CELLWISE;
        if (FactsFormat.looks(line)) return Format.FACTS;
        // then a rule in clingo's notation that opens a puzzle of this format
        if (!t.startsWith("{") && !t.startsWith("[") && CellwiseFormat.isStatement(line)) return Format.CELLWISE;
        // links by their shape: where the site and its marker sit, never a word in a name or rules text
        if (SudokuPad.looks(line)) return Format.SCL;
        if (FPuzzles.looks(line)) return Format.FPUZZLES;
        if (PuzzLink.looks(line)) return Format.PUZZLINK;
        if (t.startsWith("{") || t.startsWith("[")) return Format.JSON;
        int first = t.split("\\s+")[0].length();
        // a word longer than 36 symbols cannot be a grid row written tight, so a stray character in a line-format
        // puzzle is reported where it is rather than as a grid that is too wide
        // (a first line of 80 or 82 symbols is a line-format puzzle with a typo, reported where it is, and the
        // puzzles after it are still read)
        if (first > 36 || LineFormat.side(first) >= 4 && LineFormat.looks(line)) return Format.LINE;
        return Format.GRID;
    }
}
