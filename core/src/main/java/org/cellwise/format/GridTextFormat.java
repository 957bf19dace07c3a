package org.cellwise.format;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.model.Grid;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.model.ValueRange;
import org.cellwise.rules.Givens;
import org.cellwise.rules.RuleCatalog;

/**
 * A Sudoku as a grid of text: one row per line, values separated by spaces, commas or tabs ({@code .}, {@code _}
 * or {@code 0} blank), or written tight ({@code 53..7....}). N rows of N values; the box shape follows from N.
 * Several puzzles in a file each start with a header {@code #sudoku NAME}.
 */
public final class GridTextFormat {
    private GridTextFormat() {}

    public static PuzzleReader reader(LineInput in, String defaultName) {
        return new Blocks(in, defaultName, "sudoku", (lines, name, start) -> parse(in.source(), lines, name, start, false));
    }

    /** A block of rows: a Sudoku with the usual boxes, or with {@code latin} a Latin square (rows and columns only). */
    static Puzzle parse(String source, List<Located> lines, String name, Located start, boolean latin)
            throws FormatException {
        List<List<Located>> rows = new ArrayList<>();
        for (Located l : lines) {
            String t = l.text();
            if (t.isBlank() || t.strip().startsWith("#") || MapRows.isSeparator(t)) continue;
            List<Located> row = MapRows.tokens(t, l.line());
            if (row.isEmpty()) throw l.error(source, MapRows.DECORATION_ONLY);
            rows.add(row);
        }
        if (rows.isEmpty()) throw start.error(source, "expected the rows of a grid");
        int n = rows.get(0).size();
        if (n > ValueRange.MAX_SIZE) throw rows.get(0).get(0).error(source, "a grid of " + n + " columns is too large (64 at most)");
        ValueRange range = ValueRange.of(n);
        java.util.Map<org.cellwise.model.Cell, Integer> givens = new java.util.TreeMap<>();
        for (int r = 0; r < rows.size(); r++) {
            List<Located> row = rows.get(r);
            if (r >= n) throw row.get(0).error(source, "expected " + n + " rows (the first row has " + n + " values), found more");
            if (row.size() != n) {
                Located at = row.size() > n ? row.get(n) : row.get(row.size() - 1);
                throw at.error(source, "expected " + n + " values in this row (as in the first row), found " + row.size());
            }
            for (int c = 0; c < n; c++) {
                Integer v = MapRows.value(row.get(c), range, source);
                if (v != null) givens.put(new org.cellwise.model.Cell(r, c), v);
            }
        }
        if (rows.size() < n) {
            Located last = lines.get(lines.size() - 1);
            throw new FormatException(source, last.line() + 1, 1, "expected " + n + " rows, found " + rows.size());
        }
        Grid grid = latin ? new Grid("main", 0, 0, n, 0, 0) : Grid.standard(n);
        Puzzle.Builder b = Puzzle.builder().name(name).kind(latin ? "latin" : "sudoku").grid(grid).values(range);
        b.rules(RuleCatalog.lookup(latin ? "latin" : "sudoku"));
        if (!givens.isEmpty()) b.rule(new Givens(givens));
        return b.build();
    }

    /** A {@code #sudoku} block: one row per line, values separated by spaces, '.' for a blank. */
    public static String write(Puzzle p) {
        if (p.grids().size() != 1 || !p.canvas().loose().isEmpty())
            throw new IllegalArgumentException("grid text holds one square grid");
        Integer[] values = new Integer[p.size()];
        for (org.cellwise.constraint.Fixed f : p.compiled().givens()) values[f.cell()] = f.value();
        StringBuilder sb = new StringBuilder("#sudoku ").append(Blocks.title(p.name())).append('\n');
        for (int r = 0; r < p.rows(); r++) {
            for (int c = 0; c < p.cols(); c++) {
                Integer v = values[p.indexOf(r, c)];
                sb.append(c == 0 ? "" : " ").append(v == null ? "." : v.toString());
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
