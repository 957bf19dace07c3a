package org.cellwise.format;

import org.cellwise.constraint.Fixed;
import java.util.Map;
import java.util.TreeMap;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.model.ValueRange;
import org.cellwise.rules.Givens;
import org.cellwise.rules.RuleCatalog;

/**
 * One Sudoku per line: N² characters, row by row; {@code .} or {@code 0} blank; 1-9, then A-Z for 10 and up
 * (16×16 uses 1-9 and A-G). Text after the grid, past white space, is ignored; lines starting with {@code #} are
 * comments.
 */
public final class LineFormat {
    private LineFormat() {}

    private static final java.util.List<org.cellwise.rules.Rule> SUDOKU = RuleCatalog.lookup("sudoku");

    /**
     * Whether a line is a puzzle in this format (used by detection). Every symbol must fit the side, so the tight
     * first row of a 16×16 grid ({@code 9E..35F2.7..1...}) is not taken for a 4×4 puzzle.
     */
    static boolean looks(String line) {
        String t = firstField(line);
        int n = side(t.length());
        if (n < 2) return false;
        for (int i = 0; i < t.length(); i++) {
            int v = symbol(t.charAt(i));
            if (v < -1 || v > n) return false;
        }
        return true;
    }

    private static String firstField(String line) {
        String t = line.strip();
        int sp = 0;
        while (sp < t.length() && !Character.isWhitespace(t.charAt(sp))) sp++;
        return t.substring(0, sp);
    }

    /** The side N of a line of n characters, or -1 when n is not a square. */
    static int side(int n) {
        int s = (int) Math.round(Math.sqrt(n));
        return s * s == n && s <= 36 ? s : -1;
    }

    /** The value a character stands for, -1 for a blank, -2 for anything else. */
    static int symbol(char c) {
        if (c == '.' || c == '0' || c == '_') return -1;
        if (c >= '1' && c <= '9') return c - '0';
        if (c >= 'A' && c <= 'Z') return 10 + c - 'A';
        if (c >= 'a' && c <= 'z') return 10 + c - 'a';
        return -2;
    }

    public static char character(int v) {
        if (v >= 1 && v <= 9) return (char) ('0' + v);
        if (v >= 10 && v <= 35) return (char) ('A' + v - 10);
        throw new IllegalArgumentException("value " + v + " has no character in the line format");
    }

    public static PuzzleReader reader(LineInput in, String defaultName) {
        return () -> {
            String line;
            while ((line = in.next()) != null) {
                Puzzle p;
                try {
                    p = parseLine(in.source(), line, in.lineNo(), defaultName);
                } catch (FormatException e) {
                    throw e.named(defaultName + ":" + in.lineNo());
                }
                if (p != null) return p;
            }
            return null;
        };
    }

    /** One line of a file: its puzzle, or null for a blank line or a comment. */
    static Puzzle parseLine(String source, String line, int lineNo, String defaultName) throws FormatException {
        String t = line.strip();
        if (t.isEmpty() || t.startsWith("#")) return null;
        return parse(source, firstField(line), lineNo, line.indexOf(t.charAt(0)) + 1, defaultName + ":" + lineNo);
    }

    public static Puzzle parse(String source, String text, int lineNo, int col0, String name) throws FormatException {
        int n = side(text.length());
        if (n < 2)
            throw new FormatException(source, lineNo, col0, "expected N*N characters (81 for 9x9, 256 for 16x16), found "
                    + text.length());
        Map<Cell, Integer> givens = new TreeMap<>();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int v = symbol(c);
            if (v == -2 || v > n)
                throw new FormatException(source, lineNo, col0 + i, "expected '.', '0' or a value 1.." + n + " ("
                        + (n > 9 ? "1-9 then A-" + character(n) : "1-" + n) + "), found '" + c + "'"
                        + (n == 4 ? " (a 16x16 grid written 16 to a line? use --from grid)" : ""));
            if (v > 0) givens.put(new Cell(i / n, i % n), v);
        }
        Puzzle.Builder b = Puzzle.builder().name(name).grid(Grid.standard(n)).values(ValueRange.of(n));
        b.rules(SUDOKU);
        if (!givens.isEmpty()) b.rule(new Givens(givens));
        return b.build();
    }

    /** The classic 9×9 Sudoku of this format with no givens: the structure every 81-symbol line shares. */
    public static Puzzle emptyClassic() {
        return Puzzle.builder().name("sudoku").grid(Grid.standard(9)).values(ValueRange.of(9)).rules(SUDOKU).build();
    }

    /** A solution (or givens, 0 for blank) as one line, for puzzles whose canvas is a single N×N square. */
    public static String format(Puzzle p, int[] values) {
        StringBuilder sb = new StringBuilder(p.rows() * p.cols());
        for (int r = 0; r < p.rows(); r++)
            for (int c = 0; c < p.cols(); c++) {
                int i = p.indexOf(r, c);
                sb.append(i < 0 || values[i] == 0 ? '.' : character(values[i]));
            }
        return sb.toString();
    }

    /** The givens of a single-grid Sudoku as one line, '.' for a blank. */
    public static String write(Puzzle p) {
        if (p.grids().size() != 1 || !p.canvas().loose().isEmpty())
            throw new IllegalArgumentException("the line format holds one square grid");
        int[] values = new int[p.size()];
        for (Fixed f : p.compiled().givens()) values[f.cell()] = f.value();
        return format(p, values);
    }
}
