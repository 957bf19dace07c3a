package org.cellwise.format;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.SequenceInputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import org.cellwise.puzzle.Puzzle;

/**
 * The one-Sudoku-per-line format read straight from bytes, for the long files of classic 9×9 puzzles that
 * benchmarks and batch runs stream: a line of 81 symbols becomes given cells and values in the caller's arrays,
 * with no string, no puzzle and no allocation. Every other line (another size, a stray symbol, text that is not
 * ASCII) goes through {@link LineFormat} and comes back as a puzzle or as its error, so the two readers agree on
 * every input: the same puzzles, names ({@code file:line}), comments, blank lines and messages.
 *
 * <p>{@link #open} looks at the text first, as {@link Formats#open} does; when it is not line format (or another
 * format is asked for), {@link #lean()} is false and {@link #reader()} reads it the usual way.
 */
public final class ClassicLines {
    /** What {@link #next} found. */
    public static final int END = 0, CLASSIC = 1, OTHER = 2;

    /** How far the look at the text's start may read before giving up on the lean path. */
    private static final int PREFIX_LIMIT = 1 << 20;

    private final InputStream in;
    private final String source, defaultName;
    private byte[] buf;
    private int pos, limit;
    private boolean eof;
    private int lineNo;
    /** Where the line {@link #lineStart} found ends (before its terminator). */
    private int lineEnd;
    private boolean started;
    private final boolean skipPercent;
    private final boolean lean;
    /** The format asked for (null: detected). */
    private final Format requested;
    private Puzzle other;
    private int count;
    private final int[] cells = new int[81], values = new int[81];

    private ClassicLines(InputStream in, String source, String defaultName, byte[] buf, int limit, boolean eof,
            boolean lean, boolean skipPercent, Format requested) {
        this.in = in;
        this.source = source;
        this.defaultName = defaultName;
        this.buf = buf;
        this.limit = limit;
        this.eof = eof;
        this.lean = lean;
        this.skipPercent = skipPercent;
        this.requested = requested;
    }

    /**
     * Opens a text. {@code format} null means detect, as {@link Formats#open} does; the text is then line format
     * when its first line that is not blank and not a comment looks like one.
     */
    public static ClassicLines open(InputStream in, String source, String defaultName, Format format) {
        byte[] buf = new byte[1 << 16];
        int n = 0;
        boolean eof = false;
        if (format == null) {
            // read until the text holds a whole line that is neither blank nor a comment, as detection wants
            try {
                while (!eof && !hasMeaningfulLine(buf, n) && n < PREFIX_LIMIT) {
                    if (n == buf.length) buf = java.util.Arrays.copyOf(buf, buf.length * 2);
                    int r = in.read(buf, n, buf.length - n);
                    if (r < 0) eof = true;
                    else n += r;
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            Format detected = hasMeaningfulLine(buf, n) || eof ? Formats.detect(new LineInput(new BufferedReader(
                    decode(new ByteArrayInputStream(buf, 0, n))), source)) : null;
            boolean lean = detected == Format.LINE;
            return new ClassicLines(in, source, defaultName, buf, n, eof, lean, true, null);
        }
        return new ClassicLines(in, source, defaultName, buf, 0, false, format == Format.LINE, false, format);
    }

    /**
     * A piece of a file of lines that starts at line {@code firstLine} (1-based) of it, a puzzle line (a Spark task's
     * piece): its puzzles named and located by the file's lines.
     */
    public static ClassicLines piece(InputStream in, String source, String defaultName, int firstLine) {
        ClassicLines c = new ClassicLines(in, source, defaultName, new byte[1 << 16], 0, false, true, false, Format.LINE);
        c.lineNo = firstLine - 1;
        c.started = true;
        return c;
    }

    /**
     * A file, named as {@link Formats#open(java.nio.file.Path, Format)} names it (puzzles {@code base:line}); the
     * format from the file name when not given, else detected.
     */
    public static ClassicLines open(java.nio.file.Path file, Format format) throws IOException {
        String fileName = file.getFileName().toString();
        Format f = format != null ? format : Formats.byExtension(fileName);
        return open(java.nio.file.Files.newInputStream(file), file.toString(), Formats.baseName(fileName), f);
    }

    /** Whether the text is read here, line by line; when false, {@link #reader()} reads it. */
    public boolean lean() {
        return lean;
    }

    /**
     * The usual reader over the whole text, for text that is not line format or a caller that wants puzzles;
     * only before {@link #next} was called.
     */
    public PuzzleReader reader() throws FormatException {
        if (lineNo > 0 || pos > 0) throw new IllegalStateException("the text is already being read line by line");
        InputStream whole = new SequenceInputStream(new ByteArrayInputStream(buf, 0, limit), in);
        return Formats.open(new BufferedReader(decode(whole)), source, defaultName, requested);
    }

    /** Closes the underlying stream. */
    public void close() throws IOException {
        in.close();
    }

    private static InputStreamReader decode(InputStream s) {
        return new InputStreamReader(s, StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE));
    }

    public String source() {
        return source;
    }

    /** The name puzzles take, followed by {@code :line}. */
    public String defaultName() {
        return defaultName;
    }

    /** The line the last puzzle (or error) came from. */
    public int lineNo() {
        return lineNo;
    }

    /** After {@link #CLASSIC}: the given cells (indexes 0..80, row by row) and their values, {@link #givens()} of each. */
    public int[] cells() {
        return cells;
    }

    public int[] values() {
        return values;
    }

    public int givens() {
        return count;
    }

    /** After {@link #OTHER}: the puzzle of the line. */
    public Puzzle other() {
        return other;
    }

    /**
     * The next puzzle: {@link #CLASSIC} (its givens in {@link #cells()} and {@link #values()}), {@link #OTHER}
     * (a puzzle in {@link #other()}), or {@link #END}. A line that cannot be read throws, and reading goes on
     * after it on the next call.
     */
    public int next() throws FormatException {
        while (true) {
            int start = lineStart();
            if (start < 0) return END;
            int end = lineEnd; // the line is buf[start, end); pos is past its terminator
            lineNo++;
            boolean first = !started;
            // a byte order mark before the first line is not text
            if (lineNo == 1 && end - start >= 3 && buf[start] == (byte) 0xEF && buf[start + 1] == (byte) 0xBB
                    && buf[start + 2] == (byte) 0xBF) start += 3;
            int i = start;
            while (i < end && whitespace(buf[i])) i++;
            // the usual line first: 81 symbols then white space or the end (whatever follows them is not read)
            if (i < end && buf[i] != '#' && !(first && skipPercent && buf[i] == '%')) {
                int f = i;
                while (f < end && !whitespace(buf[f])) f++;
                if (f - i == 81 && givens(i)) {
                    started = true;
                    return CLASSIC;
                }
            }
            boolean ascii = true;
            for (int k = start; k < end; k++) if (buf[k] < 0) ascii = false;
            if (!ascii) {
                String line = new String(buf, start, end - start, StandardCharsets.UTF_8);
                String t = line.strip();
                if (first && skipPercent && (t.isEmpty() || t.startsWith("#") || t.startsWith("%"))) continue;
                started = true;
                other = parseLine(line);
                if (other == null) continue;
                return OTHER;
            }
            if (i == end || buf[i] == '#' || first && skipPercent && buf[i] == '%') continue;
            started = true;
            String line = new String(buf, start, end - start, StandardCharsets.ISO_8859_1);
            other = parseLine(line);
            if (other != null) return OTHER;
        }
    }

    /** A line the lean path does not take, read as {@link LineFormat#reader} reads it, an error named as its puzzle. */
    private Puzzle parseLine(String line) throws FormatException {
        try {
            return LineFormat.parseLine(source, line, lineNo, defaultName);
        } catch (FormatException e) {
            throw e.named(defaultName + ":" + lineNo);
        }
    }

    /** Reads 81 symbols at {@code at} into the givens; false when one is not a blank or 1-9. */
    private boolean givens(int at) {
        int k = 0;
        byte[] b = buf;
        for (int c = 0; c < 81; c++) {
            int ch = b[at + c];
            if (ch >= '1' && ch <= '9') {
                cells[k] = c;
                values[k++] = ch - '0';
            } else if (ch != '.' && ch != '0' && ch != '_') {
                return false;
            }
        }
        count = k;
        return true;
    }

    /** Java's white space among ASCII (what {@link String#strip()} removes). */
    private static boolean whitespace(byte b) {
        return b == ' ' || b >= 9 && b <= 13 || b >= 28 && b <= 31;
    }

    /**
     * Finds the next line: returns its start and leaves {@code pos} past its end, its terminator ({@code \n},
     * {@code \r} or {@code \r\n}) found at {@code pos - 1} or the end of the text; -1 at the end.
     */
    private int lineStart() {
        int start = pos;
        int i = start;
        while (true) {
            while (i < limit) {
                byte c = buf[i];
                if (c == '\n' || c == '\r') {
                    // a \r at the end of what is read may be followed by \n: read on before deciding
                    if (c == '\r' && i + 1 == limit && !eof) break;
                    int next = i + 1;
                    if (c == '\r' && next < limit && buf[next] == '\n') next++;
                    lineEnd = i;
                    pos = next;
                    return start;
                }
                i++;
            }
            if (eof) {
                if (start == limit) return -1;
                lineEnd = limit;
                pos = limit;
                return start;
            }
            // move the partial line to the front (or grow) and read more
            int len = limit - start;
            if (start > 0) {
                System.arraycopy(buf, start, buf, 0, len);
            } else if (len == buf.length) {
                buf = java.util.Arrays.copyOf(buf, buf.length * 2);
            }
            i -= start;
            start = 0;
            limit = len;
            pos = 0;
            try {
                int r = in.read(buf, limit, buf.length - limit);
                if (r < 0) eof = true;
                else limit += r;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** Whether the first n bytes hold a whole line that is not blank and does not start with # or %. */
    private static boolean hasMeaningfulLine(byte[] b, int n) {
        int i = 0;
        while (i < n) {
            int j = i;
            while (j < n && b[j] != '\n' && b[j] != '\r') j++;
            if (j == n) return false; // not a whole line yet
            int k = i;
            while (k < j && (whitespace(b[k]) || b[k] < 0 && k < 3)) k++; // a byte order mark is not a symbol
            if (k < j && b[k] != '#' && b[k] != '%') return true;
            i = j + 1;
        }
        return false;
    }
}
