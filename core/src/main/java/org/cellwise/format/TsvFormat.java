package org.cellwise.format;

import java.io.BufferedReader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.cellwise.puzzle.Puzzle;

/**
 * A corpus as a table: tab-separated columns named on the first line (which may be a {@code #} comment), a puzzle
 * per row. The puzzle's column is named {@code puzzle} (each cell's format detected) or by a one-line format
 * ({@code line}, {@code json}, {@code fpuzzles}, {@code scl}, {@code puzzlink}, {@code header}); a {@code title} or
 * {@code name} column names the puzzle, else it is {@code FILE:LINE}; other columns (a solution, a rating) are left
 * alone. A table whose first line names no puzzle column has none: its puzzles are in the first column (a table
 * described in a comment, as data/se-rated.tsv). Blank rows and rows starting with {@code #} are skipped. Written
 * as {@code name} and {@code json} columns.
 */
public final class TsvFormat {
    private TsvFormat() {}

    /** The formats a cell of a puzzle column may be named by: those that hold a puzzle on one line. */
    static final List<Format> ONE_LINE = List.of(Format.LINE, Format.JSON, Format.FPUZZLES, Format.SCL, Format.PUZZLINK, Format.HEADER);

    /** Where the puzzle and its name are: column indexes (title -1: none), and the puzzle's format (null: detect). */
    record Columns(int puzzle, Format format, int title, String label) {}

    /** The columns a header line names, or null when it names no puzzle column. */
    static Columns columns(String header) {
        String h = header.strip();
        if (h.startsWith("#")) h = h.substring(1).strip();
        String[] names = h.split("\t", -1);
        int puzzle = -1, title = -1;
        Format format = null;
        for (int i = 0; i < names.length; i++) {
            String n = names[i].strip().toLowerCase(Locale.ROOT);
            if (title < 0 && (n.equals("title") || n.equals("name"))) title = i;
            if (puzzle >= 0) continue;
            if (n.equals("puzzle")) puzzle = i;
            else for (Format f : ONE_LINE)
                if (f.id.equals(n)) {
                    puzzle = i;
                    format = f;
                }
        }
        return puzzle < 0 ? null : new Columns(puzzle, format, title, names[puzzle].strip());
    }

    /** Whether a line is a table's header: tab-separated, one column a puzzle's (detection by content). */
    static boolean looks(String line) {
        return line.indexOf('\t') >= 0 && !line.strip().startsWith("#") && columns(line) != null;
    }

    /** The columns of a table without a header: the puzzle first, in any format. */
    static final Columns FIRST = new Columns(0, null, -1, "puzzle");

    /**
     * Reads a table's head: blank lines and comments, then its header, which names the columns (a comment may be
     * the header); {@link #FIRST} when the first line that is not blank or a comment names no puzzle column (that
     * line is then the first row, and is left to be read).
     */
    static Columns header(LineInput in) {
        String line;
        while ((line = in.peek()) != null) {
            Columns c = line.isBlank() ? null : columns(line);
            if (c != null) {
                in.next();
                return c;
            }
            if (!line.isBlank() && !line.strip().startsWith("#")) break;
            in.next();
        }
        return FIRST;
    }

    /** A reader of a whole table: its header first. */
    static PuzzleReader reader(LineInput in, String defaultName) {
        return rows(in, defaultName, header(in));
    }

    /** A reader of rows after the header, whose columns are known (a piece of a table cut for a Spark job). */
    static PuzzleReader rows(LineInput in, String defaultName, Columns c) {
        return () -> {
            String line;
            do {
                line = in.next();
                if (line == null) return null;
            } while (line.isBlank() || line.strip().startsWith("#"));
            int lineNo = in.lineNo();
            String[] cells = line.split("\t", -1);
            String name = c.title() >= 0 && c.title() < cells.length && !cells[c.title()].isBlank()
                    ? Blocks.title(cells[c.title()]) : defaultName + ":" + lineNo;
            int at = 0;
            for (int i = 0; i < Math.min(c.puzzle(), cells.length); i++) at += cells[i].length() + 1;
            if (c.puzzle() >= cells.length || cells[c.puzzle()].isBlank())
                throw new FormatException(in.source(), lineNo, Math.min(at, line.length()) + 1, "expected a puzzle in column "
                        + (c.puzzle() + 1) + " (" + c.label() + "), found " + (c.puzzle() >= cells.length ? cells.length
                        + (cells.length == 1 ? " column" : " columns") : "nothing")).named(name);
            // the cell where it stands on its line, so that a reader's columns are the line's
            String cell = " ".repeat(at) + cells[c.puzzle()];
            LineInput one = new LineInput(new BufferedReader(new StringReader(cell)), in.source(), lineNo, 0);
            try {
                PuzzleReader r = Formats.reader(one, defaultName, c.format());
                Puzzle p = r.next();
                if (p == null || r.next() != null)
                    throw new FormatException(in.source(), lineNo, at + 1, "expected one puzzle in column " + (c.puzzle() + 1)
                            + " (" + c.label() + ")");
                return p.withName(name);
            } catch (FormatException e) {
                throw e.renamed(name);
            }
        };
    }

    /** A puzzle as a table of one row: its name, and the puzzle as JSON. */
    static String write(Puzzle p) {
        return "name\tjson\n" + Blocks.title(p.name()).replace('\t', ' ') + "\t" + JsonWriter.write(p) + "\n";
    }
}
