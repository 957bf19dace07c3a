package org.cellwise.format;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;

/**
 * Lines of a source with their numbers, one line of look-ahead; streams, so large files stay out of memory. A piece
 * cut from a larger file (see {@link Splitter}) starts at its own line of that file, with the puzzles before it
 * counted, so what is read from it is named and located as if the whole file had been read.
 *
 * <p>A line holds at most {@link #maxLine()} characters ({@value #MAX_LINE} unless lifted with
 * {@code -Dcellwise.maxLine=N}): far more than any puzzle's line (a link is refused past a million characters, a
 * 64×64 line-format puzzle has 4,096), while a file of one line of gigabytes would fill the heap. A longer line is
 * refused at its first character past the bound, in memory and time bounded by the bound (the rest of the line is
 * read past, not kept), and the lines after it are read as usual. A reader that streams (JSON) takes the text as
 * characters ({@link #rest()}), where no bound applies. A damaged archive ({@link Archive.Damaged}) ends the input
 * with an error at the line where it shows.
 */
public final class LineInput {
    /** The most characters a line may hold unless lifted (16 Mi). */
    public static final int MAX_LINE = 16 << 20;

    /** The bound on a line's length: {@code -Dcellwise.maxLine=N} when set (1 or more), else {@link #MAX_LINE}. */
    public static int maxLine() {
        Integer n = Integer.getInteger("cellwise.maxLine");
        return n == null || n < 1 ? MAX_LINE : n;
    }

    /**
     * An error the lines met that ends no method's signature (a line past the bound, a damaged archive): carried
     * out of the reader and said as the located error it is ({@link Formats#open} turns it back).
     */
    public static final class Refused extends RuntimeException {
        private final FormatException error;

        Refused(FormatException error) {
            super(error.getMessage(), null, false, false);
            this.error = error;
        }

        public FormatException error() {
            return error;
        }
    }

    private final Reader in;
    private final String source;
    private final int firstLine;
    private final long puzzlesBefore;
    private final int max;
    private final char[] buf = new char[1 << 13];
    private int pos, len;
    private boolean eof, skipLF;
    /** After a damaged archive: nothing more is read. */
    private boolean dead;
    private final StringBuilder line = new StringBuilder();
    private String peeked;
    private boolean hasPeek;
    /** The peeked line is longer than the bound: {@link #peeked} holds its first characters, the rest is unread. */
    private boolean peekedLong;
    private int lineNo; // number of the last line returned by next()
    private boolean marking;
    private int firstSinceMark;

    public LineInput(Reader in, String source) {
        this(in, source, 1, 0);
    }

    /** A piece of {@code source} whose first line is line {@code firstLine}, after {@code puzzlesBefore} puzzles. */
    public LineInput(Reader in, String source, int firstLine, long puzzlesBefore) {
        if (firstLine < 1 || puzzlesBefore < 0) throw new IllegalArgumentException("a piece starts at line 1 or later, after 0 or more puzzles");
        this.in = in;
        this.source = source;
        this.firstLine = firstLine;
        this.puzzlesBefore = puzzlesBefore;
        this.lineNo = firstLine - 1;
        this.max = maxLine();
    }

    public String source() {
        return source;
    }

    /**
     * The next line without taking it, or null at the end. A line longer than the bound comes back cut at the bound
     * (for a look at its start: detection); {@link #next()} refuses it.
     */
    public String peek() {
        if (!hasPeek) {
            peeked = readLine();
            // a byte-order mark can only open a file, not a piece of one
            if (peeked != null && lineNo == 0 && firstLine == 1 && !peeked.isEmpty() && peeked.charAt(0) == '\uFEFF')
                peeked = peeked.substring(1);
            hasPeek = true;
        }
        return peeked;
    }

    /** The next line, or null at the end; a line longer than the bound is refused, read past, and the next one is next. */
    public String next() {
        String s = peek();
        hasPeek = false;
        if (s == null) return null;
        if (peekedLong) {
            peekedLong = false;
            long length = max + skipLine(); // a damaged archive inside the line is said at this line
            lineNo++;
            throw new Refused(new FormatException(source, lineNo, max + 1, String.format(java.util.Locale.ROOT,
                    "this line is %,d characters long, more than the %,d a line may hold (no puzzle's line comes near;"
                            + " -Dcellwise.maxLine=N lifts the bound, with the memory for it)", length, max)));
        }
        lineNo++;
        if (marking && !s.isBlank() && (!s.strip().startsWith("#") || Blocks.headerKind(s) != null)) {
            firstSinceMark = lineNo;
            marking = false;
        }
        return s;
    }

    /**
     * The rest of the text as characters, from the line {@link #peek()} would give (in whole, however long, with its
     * line break): for a reader that streams, to which no bound on a line applies. The lines it hands out are
     * counted ({@link #lineNo()} after the last break handed out).
     */
    Reader rest() {
        return new Reader() {
            private String pending = null;
            private int at;

            @Override
            public int read(char[] cbuf, int off, int n) {
                if (n == 0) return 0;
                if (hasPeek) {
                    hasPeek = false;
                    if (peeked == null) return -1;
                    // a whole line read ahead gets its break back; a long one goes on where it was cut
                    pending = peekedLong ? peeked : peeked + "\n";
                    if (!peekedLong) lineNo++;
                    peekedLong = false;
                    at = 0;
                }
                if (pending != null) {
                    int k = Math.min(n, pending.length() - at);
                    pending.getChars(at, at + k, cbuf, off);
                    at += k;
                    if (at == pending.length()) pending = null;
                    return k;
                }
                if (!fill()) return -1;
                if (skipLF) { // the line before ended in \r: its \n belongs to it
                    skipLF = false;
                    if (buf[pos] == '\n' && ++pos == len && !fill()) return -1;
                }
                int k = Math.min(n, len - pos);
                for (int i = 0; i < k; i++) {
                    char c = buf[pos + i];
                    if (c == '\n') lineNo++;
                }
                System.arraycopy(buf, pos, cbuf, off, k);
                pos += k;
                return k;
            }

            @Override
            public void close() {}
        };
    }

    /** More characters in the buffer, or false at the end; a damaged archive ends the input with its error. */
    private boolean fill() {
        if (pos < len) return true;
        if (eof || dead) return false;
        try {
            int n;
            do {
                n = in.read(buf, 0, buf.length);
            } while (n == 0);
            if (n < 0) {
                eof = true;
                return false;
            }
            pos = 0;
            len = n;
            return true;
        } catch (Archive.Damaged e) {
            dead = true;
            throw new Refused(new FormatException(source, lineNo + 1, 1, Archive.DAMAGED));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The next line, as {@link java.io.BufferedReader#readLine} ends one ({@code \n}, {@code \r\n}, a lone {@code \r}),
     * or its first {@link #max} characters when longer (the rest left unread, {@link #peekedLong} set); null at the end.
     */
    private String readLine() {
        line.setLength(0);
        boolean any = false;
        while (true) {
            if (!fill()) return any ? line.toString() : null;
            if (skipLF) {
                skipLF = false;
                if (buf[pos] == '\n') {
                    pos++;
                    continue;
                }
            }
            any = true;
            int start = pos, end = pos;
            while (end < len && buf[end] != '\n' && buf[end] != '\r') end++;
            int room = max - line.length();
            if (end - start > room) {
                line.append(buf, start, room);
                pos = start + room;
                peekedLong = true;
                return line.toString();
            }
            line.append(buf, start, end - start);
            if (end < len) {
                skipLF = buf[end] == '\r';
                pos = end + 1;
                return line.toString();
            }
            pos = end;
        }
    }

    /** Reads past the rest of a line, keeping nothing; returns how many characters it had. */
    private long skipLine() {
        long n = 0;
        while (fill()) {
            int end = pos;
            while (end < len && buf[end] != '\n' && buf[end] != '\r') end++;
            n += end - pos;
            if (end < len) {
                skipLF = buf[end] == '\r';
                pos = end + 1;
                return n;
            }
            pos = end;
        }
        return n;
    }

    /** From now on, remember the first line with content (not blank, not a comment; a block's header counts). */
    void mark() {
        marking = true;
        firstSinceMark = 0;
    }

    /** The first line with content read since {@link #mark()}, or 0. */
    int firstSinceMark() {
        return firstSinceMark;
    }

    /** The number of the line {@link #next()} returned last. */
    public int lineNo() {
        return lineNo;
    }

    /** How many puzzles of the file come before this input (0 for a whole file): readers number names from here. */
    public long puzzlesBefore() {
        return puzzlesBefore;
    }

    public FormatException error(int line, int col, String detail) {
        return new FormatException(source, line, col, detail);
    }
}
