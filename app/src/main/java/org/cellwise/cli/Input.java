package org.cellwise.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.cellwise.format.Format;
import org.cellwise.format.FormatException;
import org.cellwise.format.Formats;
import org.cellwise.format.PuzzleReader;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The options every command shares for reading puzzles. */
final class Input {
    @Parameters(index = "0", paramLabel = "FILE", description = "Puzzle file, or - for standard input.")
    String file;

    @Option(names = "--from", paramLabel = "FORMAT",
            description = "Input format: line, grid, cellwise, json, cages, sujiko, header or facts (default: detected).")
    String from;

    /** Thrown for input that cannot even be opened; the message is for the user. */
    static final class BadInput extends Exception {
        BadInput(String message) {
            super(message);
        }
    }

    Format format() throws BadInput {
        if (from == null) return null;
        Format f = Format.byId(from);
        if (f == null)
            throw new BadInput("unknown format '" + from + "'; expected one of " + java.util.Arrays.stream(Format.values())
                    .map(x -> x.id).collect(java.util.stream.Collectors.joining(", ")));
        return f;
    }

    PuzzleReader open() throws BadInput, FormatException {
        Format f = format();
        if (file.equals("-")) {
            if (stdinClosed()) throw new BadInput("standard input is closed: give a file, or pipe the puzzles in");
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            return Formats.open(in, "<stdin>", "stdin", f);
        }
        Path p = Path.of(file);
        if (Files.isDirectory(p)) throw new BadInput(file + ": is a directory, expected a puzzle file");
        try {
            return Formats.open(p, f);
        } catch (NoSuchFileException e) {
            throw new BadInput(file + ": no such file");
        } catch (IOException e) {
            throw new BadInput(file + ": cannot read: " + e.getMessage());
        }
    }

    boolean isRegularFile() {
        return !file.equals("-") && Files.isRegularFile(Path.of(file));
    }

    /**
     * Whether standard input was closed when the program started: the JVM then reuses descriptor 0 for a file of
     * its own (its modules or the jar), which must not be read as puzzles.
     */
    static boolean stdinClosed() {
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/0")).toString();
            String home = System.getProperty("java.home", "\u0000");
            return target.startsWith(home) || target.endsWith(".jar") || target.endsWith("/modules");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return false; // no /proc: trust the descriptor
        }
    }
}
