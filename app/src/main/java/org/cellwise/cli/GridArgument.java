package org.cellwise.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A grid given on the command line (check -s, hint --progress): {@code -} for standard input, a file, or the grid
 * itself. The rule, in this order: text with a line break, or opening with '{' or '[', is the grid (JSON, seed 002's
 * list, rows); a value holding '/' or '\' names a file (a grid never holds one), read whatever kind it is (a device,
 * a pipe such as {@code <(...)}) and said missing when it is; any other value is a file when one of that name exists,
 * else the grid. What is read is at most {@value #MAX_BYTES} bytes: a grid's text is far shorter, and
 * {@code /dev/zero} never ends.
 */
final class GridArgument {
    record Text(String text, String source) {}

    /** The most bytes a grid's file or standard input may hold (a 64×64 grid as JSON is about 20 KB). */
    static final int MAX_BYTES = 64 << 20;

    private GridArgument() {}

    /** The grid's text and where it came from; null after saying why not on {@code err}. */
    static Text read(String arg, PrintStream err) {
        if (arg.equals("-")) return read(System.in, "standard input", "<stdin>", err);
        String t = arg.strip();
        // JSON, seed 002's list or rows of text are the grid itself, whatever its names hold
        if (arg.contains("\n") || arg.contains("\r") || t.startsWith("{") || t.startsWith("[")) return new Text(arg, "<grid>");
        Path path;
        try {
            path = Path.of(arg);
        } catch (java.nio.file.InvalidPathException e) {
            return new Text(arg, "<grid>"); // no file can have that name
        }
        boolean named = arg.contains("/") || arg.contains("\\");
        if (!named && (arg.length() >= 4096 || !Files.exists(path))) return new Text(arg, "<grid>");
        if (!Files.exists(path)) {
            err.println("cellwise: " + arg + ": no such file");
            return null;
        }
        if (Files.isDirectory(path)) {
            err.println("cellwise: " + arg + ": is a directory, expected a grid or a file holding one");
            return null;
        }
        try (InputStream in = Files.newInputStream(path)) {
            return read(in, arg, arg, err);
        } catch (IOException e) {
            err.println("cellwise: " + arg + ": cannot read: " + e.getMessage());
            return null;
        }
    }

    private static Text read(InputStream in, String shown, String source, PrintStream err) {
        try {
            byte[] b = in.readNBytes(MAX_BYTES + 1);
            if (b.length > MAX_BYTES) {
                err.println("cellwise: " + shown + ": more than " + (MAX_BYTES >> 20) + " MB, far more than a grid's text");
                return null;
            }
            return new Text(new String(b, StandardCharsets.UTF_8), source);
        } catch (IOException e) {
            err.println("cellwise: cannot read " + shown + ": " + e.getMessage());
            return null;
        }
    }
}
