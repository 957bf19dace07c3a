package org.cellwise.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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
 * SudokuPad's own {@code scl} links ({@code https://sudokupad.app/scl...}): lz-string base64 of a compact JSON
 * ("zipped": short keys such as {@code ce} for cells, keys unquoted, {@code '} for {@code "}, {@code t}/{@code f}
 * for true/false, empty slots for {@code {}}). The format is a drawing: lines, arrows, overlays and underlays mean
 * what the rules text says, which no program can read. So only what has one meaning is read: the grid, given
 * digits, regions, cages with a sum (killer cages, or sums that may repeat when {@code unique} is false), cages
 * marked unique without a sum, anti-knight and anti-king; anything drawn besides is an error naming it. The
 * same subset is written. Puzzles are handed to {@link FPuzzles}' reader as f-puzzles JSON, so both links mean
 * the same rules.
 */
public final class SudokuPad {
    public static final String LINK = "https://sudokupad.app/scl";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    /** SudokuPad's short keys, long form first. */
    private static final String[][] KEYS = {{"color", "c"}, {"cages", "ca"}, {"center", "ct"}, {"borderColor", "c1"},
        {"backgroundColor", "c2"}, {"cells", "ce"}, {"cellSize", "cs"}, {"arrows", "a"}, {"overlays", "o"},
        {"underlays", "u"}, {"width", "w"}, {"height", "h"}, {"value", "v"}, {"videos", "vd"}, {"lines", "l"},
        {"rounded", "r"}, {"regions", "re"}, {"fontSize", "fs"}, {"thickness", "th"}, {"headLength", "hl"},
        {"wayPoints", "wp"}, {"title", "t"}, {"text", "te"}, {"duration", "d"}, {"d", "d2"}};
    private static final Set<String> PLAIN = Set.of("id", "cellSize", "cells", "regions", "cages", "global", "metadata", "settings");
    private static final Pattern META = Pattern.compile("([^: ]+):\\s*(.+)", Pattern.DOTALL);

    private SudokuPad() {}

    /** A SudokuPad or Cracking the Cryptic link in its own format (not the {@code fpuzzles} one). */
    static boolean looks(String line) {
        String t = line.strip().toLowerCase(Locale.ROOT);
        if (t.contains("fpuzzles")) return false;
        return t.contains("sudokupad.app/") || t.contains("crackingthecryptic.com/") || t.matches("(scl|ctc)n4ig[a-z0-9+/=$-]+");
    }

    public static PuzzleReader reader(LineInput in, String defaultName) {
        return Formats.perLine(in, defaultName, SudokuPad::read);
    }

    static Puzzle read(String line, String source, int lineNo, String defaultName) throws FormatException {
        String t = line.strip();
        int col = line.indexOf(t) + 1;
        Matcher m = Pattern.compile("(?:^|[/=])(scl|ctc)([A-Za-z0-9+/=$%-][^\\s&#]*)").matcher(t);
        if (!m.find()) {
            if (t.toLowerCase(Locale.ROOT).contains("fpuzzles")) return FPuzzles.read(line, source, lineNo, defaultName);
            throw new FormatException(source, lineNo, col, "expected a SudokuPad link holding the puzzle (https://sudokupad.app/scl... or"
                    + " .../fpuzzles...); a short link such as sudokupad.app/NAME/ID names a puzzle kept on SudokuPad's server, which"
                    + " Cellwise does not fetch: open it and share it again with 'Include puzzle in link', or use its f-puzzles link");
        }
        String payload = FPuzzles.unescape(m.group(2));
        String zipped;
        try {
            zipped = LzString.decompressFromBase64(payload);
        } catch (RuntimeException e) {
            zipped = null;
        }
        int at = col + m.start(2);
        if (zipped == null || !zipped.strip().startsWith("{"))
            throw new FormatException(source, lineNo, at, "expected SudokuPad's compressed puzzle after '" + m.group(1)
                    + "', which this is not: it does not decompress to a puzzle (is the link cut short?)");
        JsonNode root;
        try {
            root = new Unzip(zipped).document();
        } catch (IllegalArgumentException e) {
            throw new FormatException(source, lineNo, at, "SudokuPad's puzzle text is broken: " + e.getMessage() + " (is the link cut short?)");
        }
        ObjectNode fp;
        try {
            fp = toFPuzzles(root);
        } catch (IllegalArgumentException e) {
            throw new FormatException(source, lineNo, at, e.getMessage());
        }
        return FPuzzles.fromJson(fp, source, lineNo, defaultName);
    }

    private static IllegalArgumentException error(String path, String what) {
        return new IllegalArgumentException("SudokuPad " + path + ": " + what);
    }

    /** The f-puzzles JSON meaning the same as a SudokuPad puzzle, or an error naming what has no single meaning. */
    static ObjectNode toFPuzzles(JsonNode root) {
        if (!root.isObject()) throw error("/", "expected a puzzle object");
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
                int d = Integer.parseInt(v.asText().strip());
                if (d < 1 || d > n) throw error(path, "a given is 1 to " + n + ", not " + d);
                out[r][c].put("value", d).put("given", true);
            }
        }
        regions(root.get("regions"), n, out);
        JsonNode meta = root.path("metadata");
        if (meta.has("title")) fp.put("title", meta.get("title").asText());
        if (meta.has("author")) fp.put("author", meta.get("author").asText());
        List<String> statements = new ArrayList<>();
        JsonNode cages = root.get("cages");
        if (cages != null && cages.isArray())
            for (int i = 0; i < cages.size(); i++) cage(cages.get(i), "/cages/" + i, n, fp, statements);
        JsonNode global = root.get("global");
        if (global != null && global.isArray())
            for (int i = 0; i < global.size(); i++) {
                String g = global.get(i).asText();
                switch (g) {
                    case "antiknight" -> fp.put("antiknight", true);
                    case "antiking" -> fp.put("antiking", true);
                    default -> throw error("/global/" + i, "the rule '" + g + "' is not one Cellwise reads from SudokuPad links");
                }
            }
        if (!statements.isEmpty()) statements.forEach(fp.withArray("cellwise")::add);
        return fp;
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

    private static void regions(JsonNode regions, int n, ObjectNode[][] out) {
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
            for (int c = 0; c < n; c++)
                if (region[r][c] < 0) out[r][c].putNull("region");
                else out[r][c].put("region", region[r][c]);
    }

    private static void cage(JsonNode cage, String path, int n, ObjectNode fp, List<String> statements) {
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
            ObjectNode k = fp.withArray("killercage").addObject();
            ArrayNode list = k.putArray("cells");
            for (int[] rc : at) list.add(name(rc).toUpperCase(Locale.ROOT));
            if (!value.isEmpty()) k.put("value", value);
        } else {
            StringBuilder sb = new StringBuilder("sum \"" + name(at.get(0)) + "\" " + value);
            for (int[] rc : at) sb.append(' ').append(name(rc));
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

    // ---------------------------------------------------------------- writing

    /**
     * The scl link of a puzzle whose rules SudokuPad's own format states: a grid of givens, regions or boxes, killer
     * cages (and cages without a sum), anti-knight, anti-king. Anything else is written with {@link FPuzzles#sudokuPad}.
     */
    public static String link(Puzzle p) {
        ObjectNode fp;
        try {
            fp = (ObjectNode) JSON.readTree(FPuzzles.write(p));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        for (Iterator<String> it = fp.fieldNames(); it.hasNext(); ) {
            String k = it.next();
            if (!Set.of("size", "title", "grid", "killercage", "antiknight", "antiking").contains(k))
                throw new IllegalArgumentException("SudokuPad's own format states givens, regions, killer cages, anti-knight and anti-king, not "
                        + (k.equals("cellwise") ? String.join("; ", text(fp.get(k))) : "'" + k + "'") + ": write its f-puzzles link (export --to sudokupad)");
        }
        int n = fp.get("size").asInt();
        ObjectNode s = NODES.objectNode();
        s.put("cellSize", 50);
        ArrayNode cells = s.putArray("cells");
        Map<String, List<int[]>> regions = new LinkedHashMap<>();
        int[] box = Grid.defaultBox(n);
        for (int r = 0; r < n; r++) {
            ArrayNode row = cells.addArray();
            for (int c = 0; c < n; c++) {
                JsonNode cell = fp.get("grid").get(r).get(c);
                ObjectNode o = row.addObject();
                if (cell.path("given").asBoolean(false)) o.put("value", cell.get("value").asInt());
                String reg = !cell.has("region") ? (box[0] == 0 ? null : "b" + (r / box[0] * box[0] + c / box[1]))
                        : cell.get("region").isNull() ? null : "r" + cell.get("region").asInt();
                if (reg != null) regions.computeIfAbsent(reg, x -> new ArrayList<>()).add(new int[] {r, c});
            }
        }
        ArrayNode re = s.putArray("regions");
        for (List<int[]> cs : regions.values()) {
            ArrayNode a = re.addArray();
            for (int[] rc : cs) a.addArray().add(rc[0]).add(rc[1]);
        }
        ArrayNode cages = s.putArray("cages");
        for (JsonNode k : fp.path("killercage")) {
            ObjectNode o = cages.addObject();
            ArrayNode a = o.putArray("cells");
            for (JsonNode x : k.get("cells")) {
                String rc = x.asText();
                int cAt = rc.indexOf('C');
                a.addArray().add(Integer.parseInt(rc.substring(1, cAt)) - 1).add(Integer.parseInt(rc.substring(cAt + 1)) - 1);
            }
            if (k.has("value")) o.put("value", k.get("value").asText()).put("sum", k.get("value").asInt());
            o.put("unique", true);
        }
        cages.addObject().put("value", "title: " + p.name());
        ArrayNode global = NODES.arrayNode();
        if (fp.path("antiknight").asBoolean(false)) global.add("antiknight");
        if (fp.path("antiking").asBoolean(false)) global.add("antiking");
        if (!global.isEmpty()) s.set("global", global);
        return LINK + LzString.compressToBase64(zip(s));
    }

    private static List<String> text(JsonNode a) {
        List<String> out = new ArrayList<>();
        a.forEach(x -> out.add("'" + x.asText() + "'"));
        return out;
    }

    /** SudokuPad's compact text: short keys, unquoted keys, quotes swapped, true/false as t/f, no empty lists. */
    static String zip(JsonNode node) {
        StringBuilder sb = new StringBuilder();
        zip(node, sb);
        return sb.toString();
    }

    private static void zip(JsonNode node, StringBuilder sb) {
        if (node.isObject()) {
            sb.append('{');
            boolean first = true;
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                if (e.getValue().isArray() && e.getValue().isEmpty()) continue;
                if (!first) sb.append(',');
                first = false;
                String k = shortKey(e.getKey());
                if (k.matches("[A-Za-z0-9]+")) sb.append(k);
                else quote(k, sb);
                sb.append(':');
                zip(e.getValue(), sb);
            }
            sb.append('}');
        } else if (node.isArray()) {
            sb.append('[');
            for (int i = 0; i < node.size(); i++) {
                if (i > 0) sb.append(',');
                JsonNode v = node.get(i);
                if (!(v.isObject() && v.isEmpty())) zip(v, sb); // an empty slot is an empty object
            }
            sb.append(']');
        } else if (node.isBoolean()) {
            sb.append(node.asBoolean() ? 't' : 'f');
        } else if (node.isTextual()) {
            quote(node.asText(), sb);
        } else {
            sb.append(node.toString());
        }
    }

    private static void quote(String s, StringBuilder sb) {
        String json = NODES.textNode(s).toString(); // JSON's escapes, then SudokuPad's swap: ' escaped, " becomes '
        sb.append('\'').append(json.substring(1, json.length() - 1).replace("'", "\\'").replace("\"", "'")).append('\'');
    }

    private static String shortKey(String k) {
        for (String[] p : KEYS) if (p[0].equals(k)) return p[1];
        return k;
    }

    private static String longKey(String k) {
        for (String[] p : KEYS) if (p[1].equals(k)) return p[0];
        return k;
    }

    /**
     * A reader of SudokuPad's compact text into JSON nodes. Its grammar: JSON with keys bare or quoted, strings in
     * {@code '} (or {@code "} when the text holds a {@code "} anywhere), {@code t}/{@code f}, {@code #0}/{@code #F}
     * for black and white, a bare 6-digit hex value after a key for a colour, and an empty slot in a list or
     * object for {@code {}}.
     */
    static final class Unzip {
        private final String s;
        private int i;

        Unzip(String s) {
            this.s = s;
        }

        JsonNode document() {
            JsonNode v = value(false);
            skip();
            if (i < s.length()) throw fail("expected the end after the puzzle");
            return v;
        }

        private IllegalArgumentException fail(String what) {
            return new IllegalArgumentException(what + " at character " + (i + 1));
        }

        private void skip() {
            while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++;
        }

        private JsonNode value(boolean afterKey) {
            skip();
            if (i >= s.length()) throw fail("the text ends where a value was expected");
            char ch = s.charAt(i);
            if (ch == '{') return object();
            if (ch == '[') return array();
            if (ch == '\'' || ch == '"') return NODES.textNode(string());
            int start = i;
            while (i < s.length() && ",}]".indexOf(s.charAt(i)) < 0) i++;
            String tok = s.substring(start, i).strip();
            switch (tok) {
                case "t", "true" -> { return NODES.booleanNode(true); }
                case "f", "false" -> { return NODES.booleanNode(false); }
                case "null" -> { return NODES.nullNode(); }
                case "#0" -> { return NODES.textNode("#000000"); }
                case "#F" -> { return NODES.textNode("#FFFFFF"); }
                default -> { }
            }
            if (afterKey && tok.matches("[0-9a-fA-F]{6}")) return NODES.textNode("#" + tok);
            if (tok.matches("-?\\d+")) {
                try {
                    return NODES.numberNode(Long.parseLong(tok));
                } catch (NumberFormatException e) {
                    return NODES.textNode(tok);
                }
            }
            if (tok.matches("-?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?")) return NODES.numberNode(Double.parseDouble(tok));
            i = start;
            throw fail("unexpected '" + (tok.length() > 20 ? tok.substring(0, 20) + "..." : tok) + "'");
        }

        private ObjectNode object() {
            ObjectNode o = NODES.objectNode();
            i++;
            skip();
            if (i < s.length() && s.charAt(i) == '}') {
                i++;
                return o;
            }
            while (true) {
                skip();
                String key;
                if (i < s.length() && (s.charAt(i) == '\'' || s.charAt(i) == '"')) key = string();
                else {
                    int start = i;
                    while (i < s.length() && Character.isLetterOrDigit(s.charAt(i))) i++;
                    if (start == i) throw fail("expected a key");
                    key = s.substring(start, i);
                }
                skip();
                if (i >= s.length() || s.charAt(i) != ':') throw fail("expected ':' after the key '" + key + "'");
                i++;
                o.set(longKey(key), value(true));
                skip();
                if (i >= s.length()) throw fail("the text ends inside an object");
                char ch = s.charAt(i++);
                if (ch == '}') return o;
                if (ch != ',') throw fail("expected ',' or '}'");
            }
        }

        private ArrayNode array() {
            ArrayNode a = NODES.arrayNode();
            i++;
            while (true) {
                skip();
                if (i >= s.length()) throw fail("the text ends inside a list");
                char ch = s.charAt(i);
                if (ch == ',' || ch == ']') a.addObject(); // an empty slot: {} zipped away
                else a.add(value(false));
                skip();
                if (i >= s.length()) throw fail("the text ends inside a list");
                ch = s.charAt(i++);
                if (ch == ']') return a;
                if (ch != ',') throw fail("expected ',' or ']'");
            }
        }

        private String string() {
            char q = s.charAt(i++);
            StringBuilder sb = new StringBuilder();
            while (true) {
                if (i >= s.length()) throw fail("the text ends inside a string");
                char ch = s.charAt(i++);
                if (ch == q) return sb.toString();
                if (ch != '\\') {
                    sb.append(ch);
                    continue;
                }
                if (i >= s.length()) throw fail("the text ends inside a string");
                char e = s.charAt(i++);
                switch (e) {
                    case '\'' -> sb.append('\'');
                    case '"', '\\', '/' -> sb.append(e);
                    case 'n' -> sb.append('\n');
                    case 't' -> sb.append('\t');
                    case 'r' -> sb.append('\r');
                    case 'b' -> sb.append('\b');
                    case 'f' -> sb.append('\f');
                    case 'u' -> {
                        if (i + 4 > s.length()) throw fail("a broken \\u escape");
                        try {
                            sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
                        } catch (NumberFormatException x) {
                            throw fail("a broken \\u escape");
                        }
                        i += 4;
                    }
                    default -> throw fail("an unknown escape \\" + e);
                }
            }
        }
    }
}
