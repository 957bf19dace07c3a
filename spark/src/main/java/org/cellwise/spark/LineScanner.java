package org.cellwise.spark;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Lines of a file as bytes, with the offset where each starts: what cutting a file on a distributed file system
 * needs, where a task reads from a byte offset and must know which lines begin in its range. A line ends at
 * {@code \n}, {@code \r\n} or a lone {@code \r}, as {@link java.io.BufferedReader#readLine} ends it; text is decoded as
 * UTF-8 with bad bytes read as U+FFFD, as the command line decodes files.
 */
final class LineScanner {
    private final InputStream in;
    private final byte[] buf = new byte[1 << 16];
    private int len, at;
    private long pos;
    private byte[] line = new byte[256];
    private final int max = org.cellwise.format.LineInput.maxLine();
    private int lineLen;
    private long lineStart;

    /** A scanner over {@code in}, which is positioned at byte {@code pos} of its file. */
    LineScanner(InputStream in, long pos) {
        this.in = in;
        this.pos = pos;
    }

    private int read() throws IOException {
        if (at == len) {
            len = in.read(buf);
            at = 0;
            if (len <= 0) {
                len = 0;
                return -1;
            }
        }
        pos++;
        return buf[at++] & 0xff;
    }

    private int peek() throws IOException {
        if (at == len) {
            len = in.read(buf);
            at = 0;
            if (len <= 0) {
                len = 0;
                return -1;
            }
        }
        return buf[at] & 0xff;
    }

    /** The offset of the next byte to be read. */
    long position() {
        return pos;
    }

    /**
     * For a scanner opened at {@code s - 1} with s > 0: moves to the first line that starts at {@code s} or later
     * (the line that holds byte s - 1 belongs to whoever reads the range before).
     */
    void alignAfterPrevious() throws IOException {
        int c = read();
        if (c == '\n' || c < 0) return;
        if (c == '\r') {
            if (peek() == '\n') read();
            return;
        }
        next();
    }

    /**
     * Reads the next line; false at the end of the input. Of a line longer than the readers' bound
     * ({@link org.cellwise.format.LineInput#maxLine()}, in bytes here) its start is kept, enough to tell whether a
     * puzzle starts there: the piece's reader refuses the line itself, and the scan stays in bounded memory.
     */
    boolean next() throws IOException {
        lineStart = pos;
        lineLen = 0;
        // a buffer's worth at a time: the cutting pass reads every byte of a large input once more, so this loop is
        // all of its cost (it went byte by byte through read(), about a fifth of a second of CPU for 80 MB)
        boolean any = false;
        while (true) {
            if (at == len) {
                len = in.read(buf);
                at = 0;
                if (len <= 0) {
                    len = 0;
                    return any;
                }
            }
            any = true;
            int i = at;
            while (i < len && buf[i] != '\n' && buf[i] != '\r') i++;
            keep(at, i - at);
            pos += i - at;
            at = i;
            if (i < len) {
                int c = read();
                if (c == '\r' && peek() == '\n') read();
                return true;
            }
        }
    }

    /** Adds {@code n} bytes of the buffer from {@code from} to the line, up to the bound on a line's length. */
    private void keep(int from, int n) {
        int k = (int) Math.min(n, (long) max - lineLen);
        if (k <= 0) return;
        if (lineLen + k > line.length) line = Arrays.copyOf(line, (int) Math.min(max, Math.max(line.length * 2L, lineLen + k)));
        System.arraycopy(buf, from, line, lineLen, k);
        lineLen += k;
    }

    /** Where the line last read starts. */
    long lineStart() {
        return lineStart;
    }

    /**
     * For a file of one puzzle a line ({@link org.cellwise.format.Splitter#everyPuzzleLine}): 1 when the line last
     * read is a puzzle line, 0 when it is blank or a {@code #} comment, -1 when its bytes do not say (text that is not
     * ASCII before its first character, the file's first line): decode it then.
     */
    int puzzleLine() {
        if (lineStart == 0) return -1;
        for (int i = 0; i < lineLen; i++) {
            int b = line[i];
            if (b == ' ' || b >= 9 && b <= 13 || b >= 28 && b <= 31) continue; // Java's white space among ASCII
            if (b < 0) return -1;
            return b == '#' ? 0 : 1;
        }
        return 0;
    }

    /** The line last read, decoded; a byte-order mark opening the file dropped, as the readers drop it. */
    String text() {
        String s = new String(line, 0, lineLen, StandardCharsets.UTF_8);
        return lineStart == 0 && s.startsWith("\uFEFF") ? s.substring(1) : s;
    }
}
