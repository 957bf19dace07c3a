package org.cellwise.testing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.GZIPOutputStream;

/**
 * What the tests of long lines and compressed files share: a gzip of some text, and the bound on a line's length
 * lowered for a test (so its files stay small) and lifted after it.
 */
public final class Archives {
    /** A line-format Sudoku (Norvig's first hard one). */
    public static final String SUDOKU = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    private Archives() {}

    public static byte[] gzip(byte[] text) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try (GZIPOutputStream z = new GZIPOutputStream(b)) {
            z.write(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return b.toByteArray();
    }

    public static byte[] gzip(String text) {
        return gzip(text.getBytes(StandardCharsets.UTF_8));
    }

    /** A bound lowered for a while: closing it lifts it back to the default. */
    public interface Bound extends AutoCloseable {
        @Override
        void close();
    }

    /**
     * The bound on a line's length lowered to {@code n} characters (LineInput reads it when an input is made), until
     * the returned bound is closed: {@code try (var b = Archives.lineBound(500)) {...}}.
     */
    public static Bound lineBound(int n) {
        System.setProperty("cellwise.maxLine", String.valueOf(n));
        return () -> System.clearProperty("cellwise.maxLine");
    }
}
