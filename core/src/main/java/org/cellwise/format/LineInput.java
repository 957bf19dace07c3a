package org.cellwise.format;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Lines of a source with their numbers, one line of look-ahead; streams, so large files stay out of memory. A piece
 * cut from a larger file (see {@link Splitter}) starts at its own line of that file, with the puzzles before it
 * counted, so what is read from it is named and located as if the whole file had been read.
 */
public final class LineInput {
    private final BufferedReader in;
    private final String source;
    private final int firstLine;
    private final long puzzlesBefore;
    private String peeked;
    private boolean hasPeek;
    private int lineNo; // number of the last line returned by next()
    private boolean marking;
    private int firstSinceMark;

    public LineInput(BufferedReader in, String source) {
        this(in, source, 1, 0);
    }

    /** A piece of {@code source} whose first line is line {@code firstLine}, after {@code puzzlesBefore} puzzles. */
    public LineInput(BufferedReader in, String source, int firstLine, long puzzlesBefore) {
        if (firstLine < 1 || puzzlesBefore < 0) throw new IllegalArgumentException("a piece starts at line 1 or later, after 0 or more puzzles");
        this.in = in;
        this.source = source;
        this.firstLine = firstLine;
        this.puzzlesBefore = puzzlesBefore;
        this.lineNo = firstLine - 1;
    }

    public String source() {
        return source;
    }

    public String peek() {
        if (!hasPeek) {
            try {
                peeked = in.readLine();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            // a byte-order mark can only open a file, not a piece of one
            if (peeked != null && lineNo == 0 && firstLine == 1 && !peeked.isEmpty() && peeked.charAt(0) == '\uFEFF')
                peeked = peeked.substring(1);
            hasPeek = true;
        }
        return peeked;
    }

    /** The next line, or null at the end. */
    public String next() {
        String s = peek();
        hasPeek = false;
        if (s != null) {
            lineNo++;
            if (marking && !s.isBlank() && (!s.strip().startsWith("#") || Blocks.headerKind(s) != null)) {
                firstSinceMark = lineNo;
                marking = false;
            }
        }
        return s;
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
