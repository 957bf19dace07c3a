package org.cellwise.batch;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * JSON text written straight into a growable byte buffer: no tree, no string per value. Callers write the
 * punctuation themselves ({@link #raw}); numbers, booleans and escaped strings come from here, spelt as Jackson
 * spells them, so that a line written here reads the same as one Jackson writes.
 */
public final class JsonBytes {
    private byte[] buf;
    private int size;

    public JsonBytes(int capacity) {
        buf = new byte[Math.max(16, capacity)];
    }

    public int size() {
        return size;
    }

    public void clear() {
        size = 0;
    }

    public void writeTo(OutputStream out) throws IOException {
        out.write(buf, 0, size);
    }

    /** A copy of what is written so far. */
    public byte[] toBytes() {
        return java.util.Arrays.copyOf(buf, size);
    }

    @Override
    public String toString() {
        return new String(buf, 0, size, StandardCharsets.UTF_8);
    }

    private void room(int n) {
        if (size + n > buf.length) buf = java.util.Arrays.copyOf(buf, Math.max(buf.length * 2, size + n));
    }

    /** ASCII text as it stands (punctuation, keys known to need no escape). */
    public JsonBytes raw(String ascii) {
        int n = ascii.length();
        room(n);
        for (int i = 0; i < n; i++) buf[size++] = (byte) ascii.charAt(i);
        return this;
    }

    /** Any text, as UTF-8 (a line another writer made). */
    public JsonBytes utf8(String text) {
        return raw(text.getBytes(StandardCharsets.UTF_8));
    }

    public JsonBytes raw(byte[] bytes) {
        room(bytes.length);
        System.arraycopy(bytes, 0, buf, size, bytes.length);
        size += bytes.length;
        return this;
    }

    public JsonBytes raw(char c) {
        room(1);
        buf[size++] = (byte) c;
        return this;
    }

    public JsonBytes number(long v) {
        room(20);
        if (v < 0) {
            if (v == Long.MIN_VALUE) return raw(Long.toString(v));
            buf[size++] = '-';
            v = -v;
        }
        int start = size;
        do {
            buf[size++] = (byte) ('0' + v % 10);
            v /= 10;
        } while (v != 0);
        for (int i = start, j = size - 1; i < j; i++, j--) {
            byte t = buf[i];
            buf[i] = buf[j];
            buf[j] = t;
        }
        return this;
    }

    /**
     * A number of thousandths ({@code round(x * 1000)}) as the double {@code x} reads in JSON: "0.17", "87.675",
     * "2.0". Exact below ten million (what milliseconds come to); beyond, the double's own spelling.
     */
    public JsonBytes thousandths(long k) {
        if (k < 0 || k >= 10_000_000_000L) return raw(Double.toString(k / 1000.0));
        number(k / 1000);
        raw('.');
        int frac = (int) (k % 1000);
        if (frac == 0) return raw('0');
        int digits = frac % 100 == 0 ? 1 : frac % 10 == 0 ? 2 : 3;
        int div = digits == 1 ? 100 : digits == 2 ? 10 : 1;
        int f = frac / div;
        room(3);
        for (int d = digits - 1; d >= 0; d--) {
            buf[size + d] = (byte) ('0' + f % 10);
            f /= 10;
        }
        size += digits;
        return this;
    }

    /** A 9×9 grid (81 values, row by row) as an array of nine arrays of numbers. */
    public JsonBytes grid9(int[] values) {
        room(2 + 9 * 20 + 8);
        byte[] b = buf;
        int at = size;
        b[at++] = '[';
        for (int r = 0, i = 0; r < 9; r++) {
            if (r > 0) b[at++] = ',';
            b[at++] = '[';
            for (int c = 0; c < 9; c++, i++) {
                int v = values[i];
                if (c > 0) b[at++] = ',';
                if (v >= 0 && v <= 9) {
                    b[at++] = (byte) ('0' + v);
                } else {
                    size = at;
                    number(v);
                    room(2 + 9 * 20 + 8);
                    b = buf;
                    at = size;
                }
            }
            b[at++] = ']';
        }
        b[at++] = ']';
        size = at;
        return this;
    }

    public JsonBytes bool(boolean b) {
        return raw(b ? "true" : "false");
    }

    /** A string with its quotes, escaped as Jackson escapes: quote, backslash and control characters. */
    public JsonBytes string(String s) {
        raw('"');
        byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
        room(utf8.length * 6);
        for (byte b : utf8) {
            int c = b & 0xFF;
            if (c == '"' || c == '\\') {
                buf[size++] = '\\';
                buf[size++] = b;
            } else if (c < 0x20) {
                buf[size++] = '\\';
                switch (c) {
                    case '\b' -> buf[size++] = 'b';
                    case '\t' -> buf[size++] = 't';
                    case '\n' -> buf[size++] = 'n';
                    case '\f' -> buf[size++] = 'f';
                    case '\r' -> buf[size++] = 'r';
                    default -> {
                        buf[size++] = 'u';
                        buf[size++] = '0';
                        buf[size++] = '0';
                        buf[size++] = (byte) HEX.charAt(c >> 4);
                        buf[size++] = (byte) HEX.charAt(c & 15);
                    }
                }
            } else {
                buf[size++] = b;
            }
        }
        return raw('"');
    }

    private static final String HEX = "0123456789ABCDEF";
}
