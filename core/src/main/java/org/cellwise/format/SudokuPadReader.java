package org.cellwise.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cellwise.model.Grid;
import org.cellwise.puzzle.Puzzle;

/**
 * A SudokuPad puzzle (its JSON, unzipped) as the f-puzzles JSON meaning the same, or an error naming what has no
 * single meaning: SudokuPad draws, and only the grid, givens, regions, cages with sums and the global anti-knight
 * and anti-king rules mean one thing whatever the rules text says.
 */
final class SudokuPadReader {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final Set<String> PLAIN = Set.of("id", "cellSize", "cells", "regions", "cages", "global", "metadata", "settings");
    private static final Pattern META = Pattern.compile("([^: ]+):\\s*(.+)", Pattern.DOTALL);

    private SudokuPadReader() {}

    private static IllegalArgumentException error(String path, String what) {
        return new IllegalArgumentException("SudokuPad " + path + ": " + what);
    }

    /**
     * A SudokuPad puzzle as f-puzzles JSON, and where each part of that JSON came from: {@link #path} turns a path of
     * the f-puzzles JSON into the SudokuPad field it was read from, for messages ({@code /killercage/0/value} is
     * {@code /cages/3/value}).
     */
    record Converted(ObjectNode json, Map<String, String> from) {
        String path(String fpPath) {
            for (String key = fpPath; !key.isEmpty(); key = key.substring(0, key.lastIndexOf('/'))) {
                String to = from.get(key);
                if (to != null) return to + fpPath.substring(key.length());
            }
            return "/";
        }
    }

    /** The f-puzzles JSON meaning the same as a SudokuPad puzzle, or an error naming what has no single meaning. */
    static Converted toFPuzzles(JsonNode root) {
        if (!root.isObject()) throw error("/", "expected a puzzle object");
        Map<String, String> from = new java.util.HashMap<>();
        from.put("/size", "/cells");
        from.put("/grid", "/cells");
        // a field that is there must have its shape: one of another shape was passed over (regions as an object
        // left a Latin square where the setter drew a jigsaw)
        shaped(root, "regions", JsonNode::isArray, "expected a list of regions, each a list of cells [row, column]");
        shaped(root, "cages", JsonNode::isArray, "expected a list of cages");
        shaped(root, "global", JsonNode::isArray, "expected a list of rule names such as \"antiknight\"");
        shaped(root, "metadata", JsonNode::isObject, "expected an object of notes such as {\"title\": \"...\"}");
        List<String> drawn = new ArrayList<>();
        for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
            String k = it.next();
            JsonNode v = root.get(k);
            boolean empty = v.isNull() || v.isContainerNode() && v.isEmpty();
            if ((k.equals("underlays") || k.equals("overlays")) && v.isArray()) {
                int marks = 0;
                for (JsonNode x : v) if (!shading(x)) marks++;
                if (marks > 0) drawn.add(k + " (" + marks + ")");
            } else if (!PLAIN.contains(k) && !empty) drawn.add(k + (v.isArray() ? " (" + v.size() + ")" : ""));
        }
        if (!drawn.isEmpty())
            throw error("/", "it draws " + String.join(", ", drawn) + ", whose meaning only the puzzle's rules text gives;"
                    + " Cellwise reads givens, regions and cages with sums from SudokuPad links: use the puzzle's f-puzzles link");
        JsonNode cells = root.get("cells");
        if (cells == null || !cells.isArray() || cells.isEmpty()) throw error("/cells", "expected the rows of the grid");
        int n = cells.size();
        for (int r = 0; r < n; r++)
            if (!cells.get(r).isArray() || cells.get(r).size() != n)
                throw error("/cells/" + r, "expected " + n + " cells: Cellwise reads square SudokuPad grids, with nothing drawn outside them");
        ObjectNode fp = NODES.objectNode();
        fp.put("size", n);
        ObjectNode[][] out = new ObjectNode[n][n];
        ArrayNode grid = fp.putArray("grid");
        for (int r = 0; r < n; r++) {
            ArrayNode row = grid.addArray();
            for (int c = 0; c < n; c++) {
                out[r][c] = row.addObject();
                JsonNode v = cells.get(r).get(c).get("value");
                if (v == null || v.isNull() || v.asText().isEmpty()) continue;
                String path = "/cells/" + r + "/" + c + "/value";
                if (!v.asText().strip().matches("\\d+")) throw error(path, "expected a given digit, found '" + v.asText() + "'");
                String digits = v.asText().strip();
                int d = digits.length() > 9 ? Integer.MAX_VALUE : Integer.parseInt(digits); // past any grid: said as written
                if (d < 1 || d > n) throw error(path, "a given is 1 to " + n + ", not " + FPuzzlesReader.shortText(v).replace("\"", ""));
                out[r][c].put("value", d).put("given", true);
            }
        }
        regions(root.get("regions"), n, out, from);
        JsonNode meta = root.path("metadata");
        for (String[] k : new String[][] {{"title", "title"}, {"author", "author"}, {"rules", "ruleset"}})
            if (meta.has(k[0])) {
                fp.put(k[1], meta.get(k[0]).asText());
                from.put("/" + k[1], "/metadata/" + k[0]);
            }
        List<String> statements = new ArrayList<>();
        JsonNode cages = root.get("cages");
        if (cages != null && cages.isArray())
            for (int i = 0; i < cages.size(); i++) cage(cages.get(i), "/cages/" + i, n, fp, statements, from);
        JsonNode global = root.get("global");
        if (global != null && global.isArray())
            for (int i = 0; i < global.size(); i++) {
                String g = global.get(i).asText();
                switch (g) {
                    case "antiknight", "antiking" -> {
                        fp.put(g, true);
                        from.put("/" + g, "/global/" + i);
                    }
                    default -> throw error("/global/" + i, "the rule '" + g + "' is not one Cellwise reads from SudokuPad links");
                }
            }
        if (!statements.isEmpty()) statements.forEach(fp.withArray("cellwise")::add);
        return new Converted(fp, from);
    }

    /** A field that, when there and not null, has the shape {@code ok}; else an error at it. */
    private static void shaped(JsonNode root, String field, java.util.function.Predicate<JsonNode> ok, String expected) {
        JsonNode v = root.get(field);
        if (v != null && !v.isNull() && !ok.test(v)) throw error("/" + field, expected + ", found " + FPuzzlesReader.shortText(v));
    }

    /**
     * A cell filled with a colour and nothing else: a square one cell wide at a cell's centre, not rounded, with no
     * text or border. Shading is passed over as f-puzzles' cell colours are; a circle, a mark between cells or
     * anything with words may be a clue.
     */
    private static boolean shading(JsonNode x) {
        if (!x.isObject()) return false;
        for (Iterator<String> it = x.fieldNames(); it.hasNext(); )
            if (!Set.of("backgroundColor", "color", "center", "rounded", "width", "height", "opacity").contains(it.next())) return false;
        JsonNode c = x.get("center");
        return x.path("width").asDouble(0) == 1 && x.path("height").asDouble(0) == 1 && !x.path("rounded").asBoolean(false)
                && c != null && c.isArray() && c.size() == 2 && c.get(0).asDouble() % 1 == 0.5 && c.get(1).asDouble() % 1 == 0.5;
    }

    private static void regions(JsonNode regions, int n, ObjectNode[][] out, Map<String, String> from) {
        int[][] region = new int[n][n];
        for (int[] row : region) java.util.Arrays.fill(row, -1);
        int count = regions == null || !regions.isArray() ? 0 : regions.size();
        for (int k = 0; k < count; k++)
            for (int[] rc : cellList(regions.get(k), "/regions/" + k, n)) {
                if (region[rc[0]][rc[1]] >= 0) throw error("/regions/" + k, "cell " + name(rc) + " is in two regions");
                region[rc[0]][rc[1]] = k;
            }
        // the default boxes are left unnumbered, so a Sudoku is read as one (and written back the same)
        int[] box = Grid.defaultBox(n);
        boolean boxes = box[0] > 0 && count == n;
        Map<Integer, Integer> same = new TreeMap<>();
        for (int r = 0; r < n && boxes; r++)
            for (int c = 0; c < n && boxes; c++) {
                int b = r / box[0] * box[0] + c / box[1];
                Integer was = same.putIfAbsent(region[r][c], b);
                boxes = region[r][c] >= 0 && (was == null || was == b);
            }
        if (boxes) return;
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++) {
                if (region[r][c] < 0) out[r][c].putNull("region");
                else out[r][c].put("region", region[r][c]);
                from.put("/grid/" + r + "/" + c + "/region", region[r][c] < 0 ? "/regions" : "/regions/" + region[r][c]);
            }
    }

    private static void cage(JsonNode cage, String path, int n, ObjectNode fp, List<String> statements, Map<String, String> from) {
        if (!cage.isObject()) throw error(path, "expected a cage object, found " + FPuzzlesReader.shortText(cage));
        String value = cage.path("value").asText("").strip();
        JsonNode cells = cage.get("cells");
        boolean noCells = cells == null || !cells.isArray() || cells.isEmpty();
        Matcher meta = META.matcher(value);
        if (noCells || !value.matches("\\d+") && meta.matches() && !cage.path("unique").asBoolean(false)) {
            if (!meta.matches()) {
                if (noCells && value.isEmpty()) return;
                throw error(path, "expected a cage's cells, or a note such as 'title: ...'");
            }
            String key = meta.group(1).toLowerCase(Locale.ROOT);
            if (key.equals("title") || key.equals("author")) fp.put(key, meta.group(2).strip());
            if (key.equals("rules")) fp.put("ruleset", meta.group(2).strip());
            if (List.of("title", "author", "rules").contains(key)) from.put("/" + (key.equals("rules") ? "ruleset" : key), path);
            return; // rules text, solution, messages: words for people
        }
        if (cage.path("hidden").asBoolean(false) && !cage.path("unique").asBoolean(true) && value.isEmpty())
            return; // f-puzzles' cells outside every region, already read from /regions
        List<int[]> at = cellList(cells, path + "/cells", n);
        JsonNode unique = cage.get("unique");
        if (unique != null && !unique.isBoolean()) throw error(path + "/unique", "expected true or false");
        boolean distinct = unique == null || unique.asBoolean();
        if (value.isEmpty() && cage.has("sum")) value = cage.get("sum").asText().strip();
        if (value.isEmpty()) {
            if (unique == null || !distinct)
                throw error(path, "a cage with no sum and no 'unique' means what the rules text says; Cellwise reads cages with sums");
        } else if (!value.matches("\\d+")) {
            throw error(path + "/value", "a cage's sum is a whole number, not '" + value + "': what it means is in the rules text");
        }
        if (distinct) {
            from.put("/killercage/" + fp.withArray("killercage").size(), path);
            ObjectNode k = fp.withArray("killercage").addObject();
            ArrayNode list = k.putArray("cells");
            for (int[] rc : at) list.add(name(rc).toUpperCase(Locale.ROOT));
            if (!value.isEmpty()) k.put("value", value);
        } else {
            StringBuilder sb = new StringBuilder("sum \"" + name(at.get(0)) + "\" " + value);
            for (int[] rc : at) sb.append(' ').append(name(rc));
            from.put("/cellwise/" + statements.size(), path);
            statements.add(sb.toString());
        }
    }

    private static List<int[]> cellList(JsonNode a, String path, int n) {
        if (a == null || !a.isArray() || a.isEmpty()) throw error(path, "expected a list of cells [row, column]");
        List<int[]> out = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            JsonNode rc = a.get(i);
            if (!rc.isArray() || rc.size() != 2 || !rc.get(0).canConvertToInt() || !rc.get(1).canConvertToInt()
                    || rc.get(0).asDouble() != rc.get(0).asInt() || rc.get(1).asDouble() != rc.get(1).asInt())
                throw error(path + "/" + i, "expected a cell as [row, column] counted from 0");
            int r = rc.get(0).asInt(), c = rc.get(1).asInt();
            if (r < 0 || c < 0 || r >= n || c >= n) throw error(path + "/" + i, "cell [" + r + ", " + c + "] is outside the " + n + "x" + n + " grid");
            out.add(new int[] {r, c});
        }
        return out;
    }

    private static String name(int[] rc) {
        return "r" + (rc[0] + 1) + "c" + (rc[1] + 1);
    }

}
