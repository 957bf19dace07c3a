package org.cellwise.format;

import java.io.BufferedReader;
import java.util.function.Predicate;

/**
 * Cuts a file of many puzzles into pieces that are read on their own, never inside a puzzle: a file of one puzzle per
 * line at any puzzle line, a file of blocks at its header lines ({@code #kenken ...}, {@code #puzzle ...}), a single
 * JSON document or a file of facts not at all. The format is decided once, from the file's name and first lines, as
 * {@link Formats#open} decides it; each piece is then read with that decision, from the line of the file where it
 * starts and with the count of puzzle starts before it, so its puzzles have the names and its errors the
 * {@code FILE:LINE:COLUMN} they have when the whole file is read in one go.
 *
 * <pre>{@code
 * Splitter s = Splitter.of("data/17_clue.txt", "17_clue.txt", null, head);
 * // a piece from line 1001, after 1000 lines where s.startsPuzzle(line) held:
 * PuzzleReader r = s.open(piece, 1001, 1000);
 * }</pre>
 */
public final class Splitter {
    /** How a file divides: at puzzle lines, at header lines, or not at all. */
    public enum Layout { LINES, BLOCKS, WHOLE }

    /** A reader of a piece that does not open the file. */
    private interface PieceReader {
        PuzzleReader open(LineInput in, String defaultName) throws FormatException;
    }

    private static final Predicate<String> PUZZLE_LINE = l -> {
        String t = l.strip();
        return !t.isEmpty() && !t.startsWith("#");
    };

    private final String source, defaultName;
    /** The format {@link Formats#open} is given for the whole file (null: detected there too). */
    private final Format opened;
    private final Format format;
    private final Layout layout;
    private final Predicate<String> starts;
    private final PieceReader reader;
    /** Puzzles a piece starting at a header has before it beyond the headers: a first block without a header. */
    private final int leading;

    private Splitter(String source, String defaultName, Format opened, Format format, Layout layout, Predicate<String> starts,
            PieceReader reader, int leading) {
        this.source = source;
        this.defaultName = defaultName;
        this.opened = opened;
        this.format = format;
        this.layout = layout;
        this.starts = starts;
        this.reader = reader;
        this.leading = leading;
    }

    /**
     * Decides how the file {@code source} divides. {@code fileName} gives the extension and the puzzles' default name
     * (a compressed file's name without its compression suffix); {@code asked} is the format asked for, null to
     * detect; {@code head} reads the file from its start (only its first lines are read).
     */
    public static Splitter of(String source, String fileName, Format asked, BufferedReader head) {
        Format opened = asked != null ? asked : Formats.byExtension(fileName);
        String name = Formats.baseName(fileName);
        LineInput in = new LineInput(head, source);
        Format f = opened != null ? opened : Formats.detect(in);
        if (opened == null && (f == Format.FPUZZLES || f == Format.SCL || f == Format.PUZZLINK))
            return new Splitter(source, name, null, f, Layout.LINES, PUZZLE_LINE, Formats::links, 0);
        return switch (f) {
            case LINE -> new Splitter(source, name, opened, f, Layout.LINES, PUZZLE_LINE, LineFormat::reader, 0);
            case FPUZZLES -> new Splitter(source, name, opened, f, Layout.LINES, PUZZLE_LINE, FPuzzles::reader, 0);
            case SCL -> new Splitter(source, name, opened, f, Layout.LINES, PUZZLE_LINE, SudokuPad::reader, 0);
            case PUZZLINK -> new Splitter(source, name, opened, f, Layout.LINES, PUZZLE_LINE, PuzzLink::reader, 0);
            case HEADER -> new Splitter(source, name, opened, f, Layout.LINES,
                    l -> PUZZLE_LINE.test(l) && !l.strip().startsWith("%"), HeaderListFormat::reader, 0);
            case JSON -> {
                // as JsonFormat.reader decides: an f-puzzles export, JSON lines, or one document
                String first = in.peek();
                boolean object = first != null && first.strip().startsWith("{");
                if (object && FPuzzles.looks(first))
                    yield new Splitter(source, name, opened, f, Layout.LINES, PUZZLE_LINE, FPuzzles::reader, 0);
                if (object && JsonFormat.completeValue(first))
                    yield new Splitter(source, name, opened, f, Layout.LINES, l -> !l.isBlank(), JsonFormat::linesReader, 0);
                yield new Splitter(source, name, opened, f, Layout.WHOLE, l -> false, null, 0);
            }
            case FACTS -> new Splitter(source, name, opened, f, Layout.WHOLE, l -> false, null, 0);
            case TSV -> {
                // the header, read here once, names the columns of every piece's rows
                TsvFormat.Columns c = TsvFormat.header(in);
                yield new Splitter(source, name, opened, f, Layout.LINES, PUZZLE_LINE, (li, n) -> TsvFormat.rows(li, n, c), 0);
            }
            case GRID, CELLWISE, CAGES, SUJIKO -> {
                // as Blocks.next skips: blank lines and comments, then a header or the first block without one
                String line;
                while ((line = in.peek()) != null && Blocks.headerKind(line) == null
                        && (line.isBlank() || line.strip().startsWith("#"))) in.next();
                int leading = line != null && Blocks.headerKind(line) == null ? 1 : 0;
                PieceReader r = switch (f) {
                    case GRID -> GridTextFormat::reader;
                    case CELLWISE -> CellwiseFormat::reader;
                    case CAGES -> CageLabelFormat::reader;
                    default -> SujikoFormat::reader;
                };
                yield new Splitter(source, name, opened, f, Layout.BLOCKS, l -> Blocks.headerKind(l) != null, r, leading);
            }
        };
    }

    /**
     * A reader of the whole file {@code source}, as {@link Formats#open} reads it: for a file that is not cut (a small
     * one, a compressed one), with the same names as its pieces would have.
     */
    public static PuzzleReader whole(BufferedReader in, String source, String fileName, Format asked) throws FormatException {
        return Formats.open(in, source, Formats.baseName(fileName), asked != null ? asked : Formats.byExtension(fileName));
    }

    public Layout layout() {
        return layout;
    }

    /** The format the file is read in, as asked or detected. */
    public Format format() {
        return format;
    }

    /**
     * Whether a piece may start at this line of the file: a puzzle line (not blank, not a comment) of a one-per-line
     * file, a header line of a file of blocks; never for a file that is read whole.
     */
    public boolean startsPuzzle(String line) {
        return starts.test(line);
    }

    /**
     * Whether a piece may start at every line that is neither blank nor a {@code #} comment, and only there (a file
     * of one puzzle a line): then a line's first bytes decide, and a scan of a long file need not decode it.
     */
    public boolean everyPuzzleLine() {
        return starts == PUZZLE_LINE;
    }

    /**
     * A reader over one piece of the file: its text from line {@code firstLine} (1-based) up to, not including, the
     * next piece's first line. A piece after the first starts at a line where {@link #startsPuzzle} holds, and
     * {@code startsBefore} counts the lines of the file before it where it holds. The first piece is read exactly as
     * {@link Formats#open} reads a whole file.
     */
    public PuzzleReader open(BufferedReader piece, int firstLine, long startsBefore) throws FormatException {
        if (firstLine == 1) return Formats.open(piece, source, defaultName, opened);
        if (layout == Layout.WHOLE)
            throw new IllegalArgumentException(source + " is read whole (" + format.id + "), not from line " + firstLine);
        return reader.open(new LineInput(piece, source, firstLine, startsBefore + leading), defaultName);
    }
}
