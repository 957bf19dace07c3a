package org.cellwise.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** A grid given on the command line: a file, - for standard input, or the grid itself (check -s, hint --progress). */
final class GridArgument {
    record Text(String text, String source) {}

    private GridArgument() {}

    /** The grid's text and where it came from; null after saying why not on {@code err}. */
    static Text read(String arg, PrintStream err) {
        if (arg.equals("-")) {
            try {
                return new Text(new String(System.in.readAllBytes(), StandardCharsets.UTF_8), "<stdin>");
            } catch (IOException e) {
                err.println("cellwise: cannot read standard input: " + e.getMessage());
                return null;
            }
        }
        boolean oneLine = !arg.contains("\n") && arg.length() < 4096;
        // JSON or seed 002's list is the grid itself, whatever its names hold
        if (!oneLine || arg.startsWith("{") || arg.startsWith("[")) return new Text(arg, "<grid>");
        // a grid never holds a slash: this names a file, and a missing one is said so
        if ((arg.contains("/") || arg.contains("\\")) && !new java.io.File(arg).exists()) {
            err.println("cellwise: " + arg + ": no such file");
            return null;
        }
        Path path = Path.of(arg);
        if (!Files.isRegularFile(path)) return new Text(arg, "<grid>");
        try {
            return new Text(Files.readString(path, StandardCharsets.UTF_8), arg);
        } catch (IOException e) {
            err.println("cellwise: " + arg + ": cannot read: " + e.getMessage());
            return null;
        }
    }
}
