package org.cellwise.format;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;

/** Lines of a source with their numbers, one line of look-ahead; streams, so large files stay out of memory. */
public final class LineInput {
    private final BufferedReader in;
    private final String source;
    private String peeked;
    private boolean hasPeek;
    private int lineNo; // number of the last line returned by next()
    private boolean marking;
    private int firstSinceMark;

    public LineInput(BufferedReader in, String source) {
        this.in = in;
        this.source = source;
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
            if (peeked != null && lineNo == 0 && !peeked.isEmpty() && peeked.charAt(0) == '\uFEFF')
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

    public FormatException error(int line, int col, String detail) {
        return new FormatException(source, line, col, detail);
    }
}
