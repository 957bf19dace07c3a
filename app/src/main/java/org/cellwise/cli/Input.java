package org.cellwise.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.format.ClassicLines;
import org.cellwise.format.Format;
import org.cellwise.format.FormatException;
import org.cellwise.format.Formats;
import org.cellwise.format.PuzzleReader;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The options every command shares for reading puzzles. */
final class Input {
    @Parameters(arity = "1..*", paramLabel = "FILE",
            description = "Puzzle files, read one after another; a directory's puzzle files (" + PUZZLE_FILES + ", recursively, in "
                    + "name order); - for standard input; or a link (f-puzzles, SudokuPad, puzz.link) itself.")
    List<String> files = new ArrayList<>();

    static final String PUZZLE_FILES = ".txt, .cw, .json, .jsonl, .tsv, .lp, a Spark job's part-*";

    @Option(names = {"--from", "--format"}, paramLabel = "FORMAT", completionCandidates = FormatNames.class,
            description = "Input format: ${COMPLETION-CANDIDATES} (default: detected per file).")
    String from;

    /** Every format's name, from {@link Format#values()}: help and shell completion list what is accepted. */
    static final class FormatNames extends ArrayList<String> {
        FormatNames() {
            for (Format f : Format.values()) add(f.id);
        }
    }

    @Option(names = "--with", paramLabel = "RULE",
            description = "Add a rule or clue to every puzzle read, as a .cw line: a rule keyword (--with knightmare) or a statement"
                    + " (--with 'taxicab 4'); for what a link cannot state. Repeatable.")
    List<String> with = new ArrayList<>();

    /** The puzzles of a reader with the {@code --with} lines added to each. */
    PuzzleReader adding(PuzzleReader r) {
        if (with.isEmpty()) return r;
        return () -> {
            Puzzle p = r.next();
            return p == null ? null : org.cellwise.format.Additions.add(p, with);
        };
    }

    /** A link given in place of a file: read as the text of a one-line file (the site it names is detected). */
    static boolean isLink(String arg) {
        String a = arg.toLowerCase(java.util.Locale.ROOT);
        return (a.startsWith("https://") || a.startsWith("http://")) && !Files.exists(Path.of(arg));
    }

    /** The first file: the one a command that reads one puzzle reads. */
    String file() {
        return files.get(0);
    }

    /** How the input is named in a message: a file, standard input, or the files. */
    String describe() {
        if (files.size() > 1) return String.join(", ", files.stream().map(f -> isLink(f) ? "the link" : f).toList());
        return file().equals("-") ? "standard input" : isLink(file()) ? "the link" : file();
    }

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

    /** One reader over every file in turn; each file is checked before any is read, so a typo costs no solving. */
    PuzzleReader open() throws BadInput, FormatException {
        Format f = format();
        check();
        if (files.size() == 1) return adding(open(file(), f));
        return adding(chain(files.iterator(), file -> open(file, f)));
    }

    /**
     * Every file opened for the lean path of line files: each is looked at (standard input's first lines are
     * kept for whoever reads it next). Checked first as {@link #open()} checks.
     */
    List<ClassicLines> openLines() throws BadInput {
        Format f = format();
        check();
        List<ClassicLines> out = new ArrayList<>();
        for (String file : files) {
            if (file.equals("-")) {
                out.add(ClassicLines.open(System.in, "<stdin>", "stdin", f));
                continue;
            }
            try {
                out.add(ClassicLines.open(Path.of(file), f));
            } catch (NoSuchFileException e) {
                throw new BadInput(file + ": no such file");
            } catch (IOException e) {
                throw new BadInput(file + ": cannot read: " + e.getMessage());
            }
        }
        return out;
    }

    /** One reader over opened files that are not all line format, read the usual way in turn. */
    static PuzzleReader readers(List<ClassicLines> opened) throws FormatException {
        if (opened.size() == 1) return opened.get(0).reader();
        return chain(opened.iterator(), ClassicLines::reader);
    }

    private interface Opener<T> {
        PuzzleReader open(T t) throws BadInput, FormatException;
    }

    private static <T> PuzzleReader chain(Iterator<T> rest, Opener<T> opener) {
        return new PuzzleReader() {
            PuzzleReader current;

            @Override
            public Puzzle next() throws FormatException {
                while (true) {
                    if (current == null) {
                        if (!rest.hasNext()) return null;
                        try {
                            current = opener.open(rest.next());
                        } catch (BadInput e) {
                            throw new UncheckedIOException(new IOException(e.getMessage()));
                        }
                    }
                    Puzzle p = current.next();
                    if (p != null) return p;
                    current = null;
                }
            }
        };
    }

    private boolean expanded;

    /**
     * A directory named among the files stands for the puzzle files it holds, recursively and in name order; names
     * starting with '.' or '_' are left out, and so, with a note, is a file whose ending is not a puzzle file's (a
     * README, a file of solutions).
     */
    private void expand() throws BadInput {
        if (expanded) return;
        expanded = true;
        List<String> out = new ArrayList<>();
        for (String file : files) {
            Path dir = Path.of(file);
            if (file.equals("-") || isLink(file) || !Files.isDirectory(dir)) {
                out.add(file);
                continue;
            }
            List<String> found = new ArrayList<>();
            try (var walk = Files.walk(dir)) {
                for (Path f : (Iterable<Path>) walk.sorted()::iterator) {
                    if (!Files.isRegularFile(f)) continue;
                    Path rel = dir.relativize(f);
                    boolean hidden = false;
                    for (Path seg : rel) hidden |= seg.toString().startsWith(".") || seg.toString().startsWith("_");
                    if (hidden) continue;
                    if (!Formats.puzzleFile(f.getFileName().toString())) {
                        System.err.println("cellwise: " + f + ": skipped, not a puzzle file (" + PUZZLE_FILES + ")");
                        continue;
                    }
                    found.add(f.toString());
                }
            } catch (IOException | UncheckedIOException e) {
                throw new BadInput(file + ": cannot read: " + e.getMessage());
            }
            if (found.isEmpty()) throw new BadInput(file + ": no puzzle file in this directory");
            out.addAll(found);
        }
        files = out;
    }

    /** The files exist and can be read, standard input is open and named once. */
    private void check() throws BadInput {
        expand();
        if (files.stream().filter(x -> x.equals("-")).count() > 1) throw new BadInput("standard input can be read once only");
        for (String file : files) {
            if (file.equals("-")) {
                if (stdinClosed()) throw new BadInput("standard input is closed: give a file, or pipe the puzzles in");
                continue;
            }
            if (isLink(file)) continue;
            Path p = Path.of(file);
            if (!Files.exists(p)) throw new BadInput(file + ": no such file");
            if (!Files.isReadable(p)) throw new BadInput(file + ": cannot read: permission denied");
        }
    }

    private static PuzzleReader open(String file, Format f) throws BadInput, FormatException {
        if (file.equals("-")) {
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            return Formats.open(in, "<stdin>", "stdin", f);
        }
        if (isLink(file)) return Formats.open(new BufferedReader(new java.io.StringReader(file.strip() + "\n")), "<link>", "link", f);
        try {
            return Formats.open(Path.of(file), f);
        } catch (NoSuchFileException e) {
            throw new BadInput(file + ": no such file");
        } catch (IOException e) {
            throw new BadInput(file + ": cannot read: " + e.getMessage());
        }
    }

    /** About how many puzzles the files hold, for a progress bar; -1 when one is standard input. */
    long estimateCount() {
        long total = 0;
        for (String file : files) {
            if (file.equals("-")) return -1;
            if (isLink(file)) {
                total++;
                continue;
            }
            try {
                total += Formats.estimateCount(Path.of(file));
            } catch (IOException e) {
                return -1;
            }
        }
        return total;
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
