package org.cellwise.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.cellwise.puzzle.Puzzle;

/**
 * A filled grid for a given puzzle, as a person or another program writes it: one line of N² symbols, grid text
 * (one row per line, {@code -} or {@code .} where the canvas has no cell), the JSON that {@code solve --json}
 * prints (its {@code grid}), or seed 002's list form.
 */
public final class SolutionReader {
    private SolutionReader() {}

    /** Values per cell index of the puzzle. */
    public static int[] read(Puzzle p, String text, String source) throws FormatException {
        String t = text.strip();
        if (t.isEmpty()) throw new FormatException(source, 1, 1, "expected a filled grid, found nothing");
        if (t.startsWith("[[")) return fromHeaderList(p, t, source);
        if (t.startsWith("{") || t.startsWith("[")) return fromJson(p, t, source);
        String[] lines = text.split("\r?\n", -1);
        List<Located> content = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            String l = lines[i];
            if (l.isBlank() || l.strip().startsWith("#") || MapRows.isSeparator(l)) continue;
            content.add(new Located(l, i + 1, 1));
        }
        if (content.size() == 1 && p.rows() > 1) {
            Located only = content.get(0);
            String[] words = only.text().strip().split("[\\s,]+");
            // one line of values with spaces between them: one value per cell, in canvas order
            if (words.length == p.size() && words.length > 1) return fromWords(p, words, source, only);
            return fromLine(p, words[0], source, only.line());
        }
        return fromRows(p, content, source);
    }

    private static int[] fromWords(Puzzle p, String[] words, String source, Located line) throws FormatException {
        int[] values = new int[p.size()];
        int col = line.text().indexOf(words[0]);
        for (int i = 0; i < words.length; i++) {
            col = line.text().indexOf(words[i], col);
            Integer v = MapRows.value(new Located(words[i], line.line(), col + 1), p.values(), source);
            if (v == null) throw new FormatException(source, line.line(), col + 1, "expected a value, found a blank");
            values[i] = v;
            col += words[i].length();
        }
        return values;
    }

    private static int[] fromLine(Puzzle p, String s, String source, int line) throws FormatException {
        int positions = p.rows() * p.cols();
        if (s.length() != positions && s.length() != p.size())
            throw new FormatException(source, line, 1, "expected " + p.size() + " values in one line (one per cell), found " + s.length());
        int[] values = new int[p.size()];
        for (int i = 0, k = 0; i < s.length(); i++) {
            int cell = s.length() == positions ? p.indexOf(i / p.cols(), i % p.cols()) : k;
            if (cell < 0) continue;
            int v = LineFormat.symbol(s.charAt(i));
            if (v < 0 && !(s.charAt(i) == '0' && p.values().contains(0)))
                throw new FormatException(source, line, i + 1, "expected a value, found '" + s.charAt(i) + "'");
            values[cell] = v < 0 ? 0 : v;
            k++;
        }
        return values;
    }

    private static int[] fromRows(Puzzle p, List<Located> rows, String source) throws FormatException {
        if (rows.size() != p.rows())
            throw new FormatException(source, rows.isEmpty() ? 1 : rows.get(rows.size() - 1).line(), 1,
                    "expected " + p.rows() + " rows (the puzzle's canvas), found " + rows.size());
        int[] values = new int[p.size()];
        for (int r = 0; r < rows.size(); r++) {
            List<Located> toks = MapRows.tokens(rows.get(r).text(), rows.get(r).line());
            int c = 0;
            for (Located tok : toks) {
                if (c >= p.cols()) throw tok.error(source, "expected " + p.cols() + " values in this row, found more");
                int i = p.indexOf(r, c);
                if (i < 0) {
                    if (!tok.text().equals("-") && !tok.text().equals(".")) throw tok.error(source, "no cell at r" + (r + 1) + "c" + (c + 1) + ": expected '-'");
                } else {
                    Integer v = MapRows.value(tok, p.values(), source);
                    if (v == null) throw tok.error(source, "expected a value at r" + (r + 1) + "c" + (c + 1) + ", found a blank");
                    values[i] = v;
                }
                c++;
            }
            for (; c < p.cols(); c++)
                if (p.indexOf(r, c) >= 0)
                    throw new FormatException(source, rows.get(r).line(), rows.get(r).text().length() + 1,
                            "expected " + p.cols() + " values in this row, found " + toks.size());
        }
        return values;
    }

    private static int[] fromJson(Puzzle p, String t, String source) throws FormatException {
        JsonNode root;
        try {
            // solve --json prints one object per line: take the one for this puzzle, else the first
            List<JsonNode> objects = new ArrayList<>();
            var it = new ObjectMapper().readerFor(JsonNode.class).readValues(t);
            while (it.hasNext()) {
                JsonNode n = (JsonNode) it.next();
                if (n.isArray()) n.forEach(objects::add);
                else objects.add(n);
            }
            root = objects.stream().filter(o -> p.name().equals(o.path("name").asText())).findFirst()
                    .orElse(objects.isEmpty() ? null : objects.get(0));
        } catch (Exception e) {
            throw new FormatException(source, 1, 1, "invalid JSON: " + e.getMessage().split("\n")[0]);
        }
        if (root == null) throw new FormatException(source, 1, 1, "expected a JSON object with a \"grid\"");
        JsonNode grid = root.isArray() ? root : root.get("grid");
        if (grid == null || !grid.isArray())
            throw new FormatException(source, 1, 1, "expected a \"grid\" (rows of values) in the JSON"
                    + (root.has("status") ? "; the puzzle's status is " + root.get("status").asText() : ""));
        if (grid.size() != p.rows()) throw new FormatException(source, 1, 1, "expected " + p.rows() + " rows in \"grid\", found " + grid.size());
        int[] values = new int[p.size()];
        for (int r = 0; r < p.rows(); r++) {
            JsonNode row = grid.get(r);
            if (!row.isArray() || row.size() != p.cols())
                throw new FormatException(source, 1, 1, "expected " + p.cols() + " values in row " + (r + 1) + " of \"grid\"");
            for (int c = 0; c < p.cols(); c++) {
                int i = p.indexOf(r, c);
                if (i < 0) continue;
                if (!row.get(c).isInt())
                    throw new FormatException(source, 1, 1, "expected a value at r" + (r + 1) + "c" + (c + 1) + " of \"grid\"");
                values[i] = row.get(c).asInt();
            }
        }
        return values;
    }

    private static int[] fromHeaderList(Puzzle p, String t, String source) throws FormatException {
        Puzzle filled = HeaderListFormat.parse(source, t, 1, "solution");
        int[] values = new int[p.size()];
        int n = filled.grids().get(0).size();
        if (n != p.rows()) throw new FormatException(source, 1, 1, "expected a " + p.rows() + "x" + p.cols() + " answer, found " + n + "x" + n);
        for (var c : filled.constraints())
            if (c instanceof org.cellwise.constraint.Fixed f) values[p.indexOf(filled.cells().get(f.cell()))] = f.value();
        for (int i = 0; i < values.length; i++)
            if (values[i] == 0) throw new FormatException(source, 1, 1, "expected every cell filled; " + p.cells().get(i) + " is empty");
        return values;
    }
}
