package org.cellwise.format;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.cellwise.model.Filling;
import org.cellwise.puzzle.Puzzle;

/**
 * A filled grid for a given puzzle, as a person or another program writes it: one line of N² symbols, grid text
 * (one row per line, {@code -} or {@code .} where the canvas has no cell), the JSON that {@code solve --json}
 * prints (its {@code grid}), or seed 002's list form. {@link #readPartial} also takes a grid being filled in, with
 * {@code .} (or {@code 0} where 0 is not a value, or {@code null} in JSON) for an empty cell.
 */
public final class SolutionReader {
    private SolutionReader() {}

    /** Values per cell index of the puzzle; every cell must hold one. */
    public static int[] read(Puzzle p, String text, String source) throws FormatException {
        return read(p, text, source, false).values();
    }

    /** A grid that may have empty cells. */
    public static Filling readPartial(Puzzle p, String text, String source) throws FormatException {
        return read(p, text, source, true);
    }

    /**
     * A grid being filled, as a JSON value: its text (any form {@link #readPartial} takes), rows of values
     * ({@code [[1, null, ...], ...]}), or values by cell ({@code {"r1c1": 5}}); null or missing for none. Any other
     * value ({@code [1, 2]}, a number) is refused in words, never passed over.
     */
    public static Filling readProgress(Puzzle p, JsonNode progress, String source) throws FormatException {
        if (progress == null || progress.isNull()) return null;
        if (progress.isTextual()) return readPartial(p, progress.asText(), source);
        if (progress.isArray()) {
            if (progress.isEmpty() || !progress.get(0).isArray())
                throw new FormatException(source, 1, 1, "expected the grid as rows of values ([[1, null, ...], ...]), its text, or values"
                        + " by cell ({\"r1c1\": 5}), found " + FPuzzlesReader.shortText(progress));
            // rows of JSON values, as solve --json's "grid" (not seed 002's list, which its text would be taken for)
            return readPartial(p, "{\"grid\": " + progress + "}", source);
        }
        if (!progress.isObject())
            throw new FormatException(source, 1, 1, "expected the grid's text, its rows of values, or values by cell ({\"r1c1\": 5}), found "
                    + FPuzzlesReader.shortText(progress));
        Filling f = new Filling(new int[p.size()], new boolean[p.size()]);
        for (var it = progress.fields(); it.hasNext(); ) {
            var e = it.next();
            java.util.regex.Matcher m = CELL.matcher(e.getKey());
            int i = m.matches() && m.group(1).length() < 6 && m.group(2).length() < 6
                    ? p.indexOf(new org.cellwise.model.Cell(Integer.parseInt(m.group(1)) - 1, Integer.parseInt(m.group(2)) - 1)) : -1;
            if (i < 0) throw new FormatException(source, 1, 1, Messages.quote(e.getKey()) + " is not a cell of the puzzle");
            JsonNode v = e.getValue();
            if (v.isNull()) continue;
            if (!v.isIntegralNumber() || !v.canConvertToInt() || !p.values().contains(v.asInt()))
                throw new FormatException(source, 1, 1, e.getKey() + ": expected a value " + p.values() + ", found " + FPuzzlesReader.shortText(v));
            f.values()[i] = v.asInt();
            f.filled()[i] = true;
        }
        return f;
    }

    private static final java.util.regex.Pattern CELL = java.util.regex.Pattern.compile("r(\\d+)c(\\d+)");

    private static Filling read(Puzzle p, String text, String source, boolean partial) throws FormatException {
        Filling f = new Filling(new int[p.size()], new boolean[p.size()]);
        String t = text.strip();
        if (t.isEmpty()) throw new FormatException(source, 1, 1, "expected a filled grid, found nothing");
        if (t.startsWith("[[")) {
            fromHeaderList(p, t, source, f, partial);
            return f;
        }
        if (t.startsWith("{") || t.startsWith("[")) {
            fromJson(p, t, source, f, partial);
            return f;
        }
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
            if (words.length == p.size() && words.length > 1) fromWords(p, words, source, only, f, partial);
            else fromLine(p, words[0], source, only.line(), f, partial);
            return f;
        }
        fromRows(p, content, source, f, partial);
        return f;
    }

    /** Puts a value, or a blank where blanks are allowed, into cell {@code i}. */
    private static void put(Filling f, int i, Integer v, boolean partial, FormatException blank) throws FormatException {
        if (v == null) {
            if (!partial) throw blank;
            return;
        }
        f.values()[i] = v;
        f.filled()[i] = true;
    }

    private static void fromWords(Puzzle p, String[] words, String source, Located line, Filling f, boolean partial) throws FormatException {
        int col = line.text().indexOf(words[0]);
        for (int i = 0; i < words.length; i++) {
            col = line.text().indexOf(words[i], col);
            Integer v = MapRows.value(new Located(words[i], line.line(), col + 1), p.values(), source);
            put(f, i, v, partial, new FormatException(source, line.line(), col + 1, "expected a value, found a blank"));
            col += words[i].length();
        }
    }

    private static void fromLine(Puzzle p, String s, String source, int line, Filling f, boolean partial) throws FormatException {
        int positions = p.rows() * p.cols();
        if (s.length() != positions && s.length() != p.size())
            throw new FormatException(source, line, 1, "expected " + p.size() + " values in one line (one per cell), found " + s.length());
        for (int i = 0, k = 0; i < s.length(); i++) {
            int cell = s.length() == positions ? p.indexOf(i / p.cols(), i % p.cols()) : k;
            if (cell < 0) continue;
            k++;
            char ch = s.charAt(i);
            int v = LineFormat.symbol(ch);
            if (v >= 0 && p.values().contains(v) || ch == '0' && p.values().contains(0)) {
                put(f, cell, v < 0 ? 0 : v, partial, null);
            } else if (partial && (ch == '.' || ch == '0')) {
                continue;
            } else if (v >= 0) {
                throw new FormatException(source, line, i + 1, "value " + v + " is outside the values " + p.values());
            } else {
                throw new FormatException(source, line, i + 1, "expected a value" + (partial ? " or '.'" : "") + ", found "
                        + Messages.quote(String.valueOf(ch)));
            }
        }
    }

    private static void fromRows(Puzzle p, List<Located> rows, String source, Filling f, boolean partial) throws FormatException {
        if (rows.size() != p.rows())
            throw new FormatException(source, rows.isEmpty() ? 1 : rows.get(rows.size() - 1).line(), 1,
                    "expected " + p.rows() + " rows (the puzzle's canvas), found " + rows.size());
        for (int r = 0; r < rows.size(); r++) {
            List<Located> toks = MapRows.tokens(rows.get(r).text(), rows.get(r).line());
            int c = 0;
            for (Located tok : toks) {
                if (c >= p.cols()) throw tok.error(source, "expected " + p.cols() + " values in this row, found more");
                int i = p.indexOf(r, c);
                if (i < 0) {
                    if (!tok.text().equals("-") && !tok.text().equals(".")) throw tok.error(source, "no cell at r" + (r + 1) + "c" + (c + 1) + ": expected '-'");
                } else {
                    put(f, i, MapRows.value(tok, p.values(), source), partial,
                            tok.error(source, "expected a value at r" + (r + 1) + "c" + (c + 1) + ", found a blank"));
                }
                c++;
            }
            for (; c < p.cols(); c++)
                if (p.indexOf(r, c) >= 0)
                    throw new FormatException(source, rows.get(r).line(), rows.get(r).text().length() + 1,
                            "expected " + p.cols() + " values in this row, found " + toks.size());
        }
    }

    private static void fromJson(Puzzle p, String t, String source, Filling f, boolean partial) throws FormatException {
        JsonNode root;
        try {
            // solve --json prints one object per line: take the one for this puzzle, else the first
            List<JsonNode> objects = new ArrayList<>();
            for (JsonNode n : Json.readAll(t)) {
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
        for (int r = 0; r < p.rows(); r++) {
            JsonNode row = grid.get(r);
            if (!row.isArray() || row.size() != p.cols())
                throw new FormatException(source, 1, 1, "expected " + p.cols() + " values in row " + (r + 1) + " of \"grid\"");
            for (int c = 0; c < p.cols(); c++) {
                int i = p.indexOf(r, c);
                if (i < 0) continue;
                JsonNode v = row.get(c);
                FormatException bad = new FormatException(source, 1, 1, "expected a value at r" + (r + 1) + "c" + (c + 1) + " of \"grid\"");
                if (v.isNull()) put(f, i, null, partial, bad);
                else if (!v.isInt()) throw bad;
                else if (!p.values().contains(v.asInt()))
                    throw new FormatException(source, 1, 1, "value " + v.asInt() + " at r" + (r + 1) + "c" + (c + 1) + " is outside the values " + p.values());
                else put(f, i, v.asInt(), partial, bad);
            }
        }
    }

    private static void fromHeaderList(Puzzle p, String t, String source, Filling f, boolean partial) throws FormatException {
        Puzzle filled = HeaderListFormat.parse(source, t, 1, "solution");
        int n = filled.grids().get(0).side("a header list");
        if (n != p.rows()) throw new FormatException(source, 1, 1, "expected a " + p.rows() + "x" + p.cols() + " answer, found " + n + "x" + n);
        for (var c : filled.constraints())
            if (c instanceof org.cellwise.constraint.Fixed g) put(f, p.indexOf(filled.cells().get(g.cell())), g.value(), partial, null);
        for (int i = 0; i < f.size(); i++)
            if (!f.has(i) && !partial) throw new FormatException(source, 1, 1, "expected every cell filled; " + p.cells().get(i) + " is empty");
    }
}
