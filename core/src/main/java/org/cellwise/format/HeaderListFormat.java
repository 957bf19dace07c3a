package org.cellwise.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.model.ValueRange;
import org.cellwise.rules.EqualDiagonal;
import org.cellwise.rules.Givens;
import org.cellwise.rules.Heading;
import org.cellwise.rules.Rule;
import org.cellwise.rules.RuleCatalog;

/**
 * Seed 002's number puzzles as Prolog lists, one per line: {@code [[0,14,10,35],[14,_,_,_],[15,_,_,_],[28,_,1,_]]}.
 * The first row and column are headings, each the sum or the product of its line; the corner is ignored. Cells
 * hold 1..9 without repeats in a line, and the main diagonal holds one value.
 */
public final class HeaderListFormat {
    private HeaderListFormat() {}

    static boolean looks(String line) {
        return line.strip().startsWith("[[");
    }

    public static PuzzleReader reader(LineInput in, String defaultName) {
        return () -> {
            String line;
            while ((line = in.next()) != null) {
                String t = line.strip();
                if (t.isEmpty() || t.startsWith("%") || t.startsWith("#")) continue;
                return parse(in.source(), line, in.lineNo(), defaultName + ":" + in.lineNo());
            }
            return null;
        };
    }

    /** A {@code #header NAME} block: one list line (comments aside). */
    static Puzzle parseBlock(String source, List<Located> lines, String name, Located start) throws FormatException {
        Located found = null;
        for (Located l : lines) {
            String t = l.text().strip();
            if (t.isEmpty() || t.startsWith("%") || t.startsWith("#")) continue;
            if (found != null) throw l.error(source, "expected one puzzle per #header block; start another with a #header line");
            found = l;
        }
        if (found == null) throw start.error(source, "expected a puzzle like [[0,14,10,35],[14,_,_,_],...] after the header");
        return parse(source, found.text(), found.line(), name);
    }

    static Puzzle parse(String source, String line, int lineNo, String name) throws FormatException {
        List<List<Located>> rows = new ArrayList<>();
        int i = skip(line, 0);
        i = expect(source, line, lineNo, i, '[');
        while (true) {
            i = skip(line, i);
            i = expect(source, line, lineNo, i, '[');
            List<Located> row = new ArrayList<>();
            while (true) {
                i = skip(line, i);
                int s = i;
                while (i < line.length() && line.charAt(i) != ',' && line.charAt(i) != ']' && !Character.isWhitespace(line.charAt(i))) i++;
                if (s == i) throw new FormatException(source, lineNo, i + 1, "expected a number or _");
                row.add(new Located(line.substring(s, i), lineNo, s + 1));
                i = skip(line, i);
                if (i < line.length() && line.charAt(i) == ',') {
                    i++;
                    continue;
                }
                i = expect(source, line, lineNo, i, ']');
                break;
            }
            rows.add(row);
            i = skip(line, i);
            if (i < line.length() && line.charAt(i) == ',') {
                i++;
                continue;
            }
            i = expect(source, line, lineNo, i, ']');
            break;
        }
        i = skip(line, i);
        if (i < line.length() && line.charAt(i) == '.') i = skip(line, i + 1);
        if (i < line.length()) throw new FormatException(source, lineNo, i + 1, "expected the end of the line after ']]'");
        int n = rows.size() - 1;
        if (n < 2 || n > 9) throw new FormatException(source, lineNo, 1, "expected 3 to 10 rows (a 2x2 to 9x9 puzzle with headings), found " + rows.size());
        for (List<Located> row : rows)
            if (row.size() != n + 1)
                throw row.get(0).error(source, "expected " + (n + 1) + " elements in this row (as many as rows), found " + row.size());
        Grid grid = new Grid("main", 0, 0, n, 0, 0);
        List<Rule> rules = new ArrayList<>(RuleCatalog.lookup("latin"));
        rules.add(new EqualDiagonal());
        for (int r = 1; r <= n; r++)
            rules.add(new Heading("row " + r + " heading", grid.row(r - 1), number(source, rows.get(r).get(0), "a heading")));
        for (int c = 1; c <= n; c++)
            rules.add(new Heading("column " + c + " heading", grid.column(c - 1), number(source, rows.get(0).get(c), "a heading")));
        Map<Cell, Integer> givens = new TreeMap<>();
        for (int r = 1; r <= n; r++)
            for (int c = 1; c <= n; c++) {
                Located tok = rows.get(r).get(c);
                if (isVariable(tok.text())) continue;
                int v = number(source, tok, "a digit 1-9 or _");
                if (v < 1 || v > 9) throw tok.error(source, "expected a digit 1-9 or _, found " + v);
                givens.put(new Cell(r - 1, c - 1), v);
            }
        if (!givens.isEmpty()) rules.add(new Givens(givens));
        return Puzzle.builder().name(name).kind("header").grid(grid).values(new ValueRange(1, 9)).rules(rules).build();
    }

    private static boolean isVariable(String s) {
        return s.startsWith("_") || Character.isUpperCase(s.charAt(0));
    }

    private static int number(String source, Located tok, String what) throws FormatException {
        if (isVariable(tok.text())) throw tok.error(source, "expected " + what + ", found the variable " + tok.text());
        return Numbers.parseInt(tok, source, what);
    }

    private static int skip(String s, int i) {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++;
        return i;
    }

    private static int expect(String source, String s, int lineNo, int i, char c) throws FormatException {
        if (i >= s.length() || s.charAt(i) != c)
            throw new FormatException(source, lineNo, i + 1, "expected '" + c + "', found "
                    + (i >= s.length() ? "the end of the line" : "'" + s.charAt(i) + "'"));
        return i + 1;
    }

    /** The puzzle in the same list form, headings included: solved when {@code values} is given, else as posed. */
    public static String write(Puzzle p, int[] values) {
        if (p.grids().size() != 1 || !p.canvas().loose().isEmpty() || p.grids().get(0).top() != 0 || p.grids().get(0).left() != 0)
            throw new IllegalArgumentException("the header format cannot hold " + p.name() + ": it holds one square grid at r1c1 "
                    + "with its headings, not "
                    + Writers.canvasWords(p) + " (use cellwise or json)");
        int n = p.grids().get(0).side("a header list");
        int[] rowHead = new int[n], colHead = new int[n];
        Map<Cell, Integer> givens = new TreeMap<>();
        for (org.cellwise.constraint.Fixed f : p.compiled().givens()) givens.put(p.cells().get(f.cell()), f.value());
        for (Rule r : p.rules()) {
            // headings are the one rule with parameters this notation holds; the read-back check catches the rest
            if (r instanceof Heading h) {
                Cell a = h.cells().get(0), b = h.cells().get(h.cells().size() - 1);
                if (a.row() == b.row()) rowHead[a.row()] = h.target();
                else colHead[a.col()] = h.target();
            }
        }
        StringBuilder sb = new StringBuilder("[[0");
        for (int c = 0; c < n; c++) sb.append(',').append(colHead[c]);
        sb.append(']');
        for (int r = 0; r < n; r++) {
            sb.append(",[").append(rowHead[r]);
            for (int c = 0; c < n; c++) {
                int i = p.indexOf(r, c);
                Integer v = values != null ? Integer.valueOf(values[i]) : givens.get(new Cell(r, c));
                sb.append(',').append(v == null ? "_" : v.toString());
            }
            sb.append(']');
        }
        return sb.append(']').toString();
    }
}
