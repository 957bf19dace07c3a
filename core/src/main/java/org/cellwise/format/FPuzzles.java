package org.cellwise.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cellwise.constraint.Arithmetic;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.model.ValueRange;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.*;

/**
 * f-puzzles puzzles: the JSON, its link ({@code https://www.f-puzzles.com/?load=} + lz-string base64 of the JSON),
 * the bare compressed string, and SudokuPad's {@code /fpuzzles} links; one puzzle per line. Every constraint
 * f-puzzles knows is read into a rule, or refused with its name; drawings without a rule of their own (text,
 * lines, circles, rectangles, cages that carry no KenKen operation) are passed over and counted in the puzzle's
 * notes. Rules f-puzzles has no element for travel in a {@code cellwise} field of {@code .cw} statements.
 */
public final class FPuzzles {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern CELL = Pattern.compile("R(\\d+)C(\\d+)", Pattern.CASE_INSENSITIVE);
    private static final Pattern KENKEN = Pattern.compile("(\\d+)\\s*([-+*/x×÷−])");
    /** What f-puzzles stores that says nothing about the solution. */
    private static final Set<String> SETTINGS = Set.of("size", "title", "author", "ruleset", "grid", "solution",
            "disabledlogic", "truecandidatesoptions", "highlightConflicts", "cellwise", "negative");
    /** Drawings: the ruleset's words give them their meaning, which no program can read. */
    private static final Set<String> COSMETIC = Set.of("text", "line", "circle", "rectangle", "cage");
    public static final String FPUZZLES_LINK = "https://www.f-puzzles.com/?load=", SUDOKUPAD_LINK = "https://sudokupad.app/fpuzzles";

    private FPuzzles() {}

    /** Whether a line holds an f-puzzles link, a SudokuPad f-puzzles link, or a bare compressed f-puzzles string. */
    static boolean looks(String line) {
        String t = line.strip();
        if (t.contains("load=") || t.toLowerCase(Locale.ROOT).contains("fpuzzles")) return true;
        if (t.startsWith("{") && t.contains("\"grid\"") && t.contains("\"size\"")) return true;
        return t.length() >= 40 && t.startsWith("N4Ig") && t.matches("[A-Za-z0-9+/=$-]+");
    }

    public static PuzzleReader reader(LineInput in, String defaultName) {
        return Formats.perLine(in, defaultName, FPuzzles::read);
    }

    /** The JSON text a line holds: itself, or decompressed from a link or a bare string. */
    static String json(String line, String source, int lineNo) throws FormatException {
        String t = line.strip();
        if (t.startsWith("{")) return t;
        String payload = t;
        int at = t.indexOf("load=");
        if (at >= 0) payload = t.substring(at + 5);
        else {
            int f = t.toLowerCase(Locale.ROOT).lastIndexOf("fpuzzles");
            if (f >= 0) payload = t.substring(f + 8);
        }
        int end = payload.indexOf('&');
        if (end >= 0) payload = payload.substring(0, end);
        payload = unescape(payload);
        int col = t.indexOf(payload.length() > 8 ? payload.substring(0, 8) : payload) + 1;
        String json = parsable(payload);
        if (json == null && payload.indexOf('/') >= 0) json = restoreSlashes(payload);
        if (json == null) {
            try {
                json = LzString.decompressFromBase64(payload);
            } catch (RuntimeException e) {
                json = null;
            }
        }
        if (json == null || !json.strip().startsWith("{"))
            throw new FormatException(source, lineNo, Math.max(1, col), "expected an f-puzzles link or compressed string (lz-string base64 of the puzzle's JSON)"
                    + ", which this is not: it does not decompress to JSON");
        return json;
    }

    /**
     * The f-puzzles JSON that one line of text holds (a link, a bare compressed string or the JSON itself), or null:
     * for what a page shows beside the puzzle (title, author, rules text, drawings Cellwise does not read).
     */
    public static String source(String text) {
        String t = text.strip();
        if (t.isEmpty() || t.indexOf('\n') >= 0 || !looks(t)) return null;
        try {
            return json(t, "text", 1);
        } catch (FormatException e) {
            return null;
        }
    }

    /** Links pass through chat programs and URL encoders: %2F / %2B / %3D come back, and a '+' read as a space. */
    static String unescape(String payload) {
        return payload.replace("%2F", "/").replace("%2f", "/").replace("%2B", "+").replace("%2b", "+").replace("%3D", "=")
                .replace("%3d", "=").replace(' ', '+');
    }

    /** The SudokuPad form of an f-puzzles link: the same compressed string after SudokuPad's path. */
    public static String sudokuPadForm(String fpuzzlesLink) {
        if (!fpuzzlesLink.startsWith(FPUZZLES_LINK)) throw new IllegalArgumentException("not an f-puzzles link: " + fpuzzlesLink);
        return SUDOKUPAD_LINK + fpuzzlesLink.substring(FPUZZLES_LINK.length());
    }

    /** The decompressed text when it is JSON that parses, else null. */
    private static String parsable(String payload) {
        try {
            String j = LzString.decompressFromBase64(payload);
            if (j == null || !j.strip().startsWith("{")) return null;
            JSON.readTree(j);
            return j;
        } catch (RuntimeException | com.fasterxml.jackson.core.JsonProcessingException e) {
            return null;
        }
    }

    /**
     * Some chat programs and URL tidiers turn the "//" of a compressed string into "/". Each single slash is tried
     * doubled until the text decompresses to JSON that parses (at most 400 tries, a fraction of a second). lz-string
     * rarely writes "//" at all (once in 20,000 random 200-letter texts, measured), so two lost in one link are not
     * looked for.
     */
    static String restoreSlashes(String payload) {
        int tries = 0;
        for (int i = 0; i < payload.length(); i++)
            if (payload.charAt(i) == '/' && (i == 0 || payload.charAt(i - 1) != '/') && (i + 1 == payload.length() || payload.charAt(i + 1) != '/')) {
                if (++tries > 400) return null;
                String j = parsable(payload.substring(0, i) + "/" + payload.substring(i));
                if (j != null) return j;
            }
        return null;
    }

    static Puzzle read(String line, String source, int lineNo, String defaultName) throws FormatException {
        String json = json(line, source, lineNo);
        JsonNode root;
        try {
            root = JSON.readTree(json);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            boolean plain = line.strip().startsWith("{");
            int col = plain ? (int) e.getLocation().getColumnNr() + line.indexOf('{') : 1;
            throw new FormatException(source, lineNo, Math.max(1, col), "the f-puzzles JSON is broken: " + e.getOriginalMessage()
                    + (plain ? "" : " (the compressed text decodes to broken JSON: is the link cut short?)"));
        }
        if (!root.isObject()) throw new FormatException(source, lineNo, 1, "expected an f-puzzles object");
        return fromJson(root, source, lineNo, defaultName);
    }

    /** The puzzle an f-puzzles JSON object states (also what {@link SudokuPad} turns its own links into). */
    static Puzzle fromJson(JsonNode root, String source, int lineNo, String defaultName) throws FormatException {
        try {
            return new Reading(root, source, lineNo).puzzle(defaultName);
        } catch (IllegalArgumentException e) {
            throw new FormatException(source, lineNo, 1, e.getMessage());
        }
    }

    /** One puzzle being read; errors name the JSON path. */
    private static final class Reading {
        final JsonNode root;
        final String source;
        final int lineNo;
        int n;

        Reading(JsonNode root, String source, int lineNo) {
            this.root = root;
            this.source = source;
            this.lineNo = lineNo;
        }

        IllegalArgumentException error(String path, String what) {
            return new IllegalArgumentException("f-puzzles " + path + ": " + what);
        }

        Cell cell(JsonNode v, String path) {
            Matcher m = v == null ? null : CELL.matcher(v.asText());
            if (m == null || !v.isTextual() || !m.matches()) throw error(path, "expected a cell such as \"R1C1\"");
            return new Cell(Integer.parseInt(m.group(1)) - 1, Integer.parseInt(m.group(2)) - 1);
        }

        List<Cell> cells(JsonNode a, String path) {
            if (a == null || !a.isArray() || a.isEmpty()) throw error(path, "expected a list of cells");
            List<Cell> out = new ArrayList<>();
            for (int i = 0; i < a.size(); i++) out.add(cell(a.get(i), path + "/" + i));
            return out;
        }

        int number(JsonNode v, String path, String what) {
            if (v != null && v.isInt()) return v.asInt();
            if (v != null && v.isTextual() && v.asText().strip().matches("-?\\d+")) return Integer.parseInt(v.asText().strip());
            throw error(path, "expected " + what);
        }

        /** The constraint entries of a key, each an object. */
        List<JsonNode> entries(String key) {
            JsonNode a = root.get(key);
            if (a == null) return List.of();
            if (!a.isArray()) throw error("/" + key, "expected a list");
            List<JsonNode> out = new ArrayList<>();
            a.forEach(out::add);
            return out;
        }

        Puzzle puzzle(String defaultName) {
            JsonNode size = root.get("size");
            if (size == null || !size.isInt() || size.asInt() < 1 || size.asInt() > 64) throw error("/size", "expected the grid size, 1 to 64");
            n = size.asInt();
            String name = root.path("title").asText("").strip();
            if (name.isEmpty()) name = defaultName;
            String author = root.path("author").asText("").strip();
            if (!author.isEmpty() && !root.path("title").asText("").isBlank()) name += " by " + author;
            for (var it = root.fieldNames(); it.hasNext(); ) {
                String k = it.next();
                if (!SETTINGS.contains(k) && !COSMETIC.contains(k) && !KNOWN.contains(k))
                    throw error("/" + k, "the constraint '" + k + "' is not one Cellwise can express");
            }
            int[] box = Grid.defaultBox(n);
            Grid grid = new Grid("main", 0, 0, n, box[0], box[1]);
            List<Rule> rules = new ArrayList<>(RuleCatalog.lookup("latin"));
            Map<Cell, Integer> givens = new TreeMap<>();
            Clues.Builder clues = new Clues.Builder();
            Map<Cell, Integer> region = new HashMap<>();
            boolean irregular = false;
            JsonNode g = root.get("grid");
            if (g != null) {
                if (!g.isArray() || g.size() != n) throw error("/grid", "expected " + n + " rows");
                for (int r = 0; r < n; r++) {
                    JsonNode row = g.get(r);
                    if (!row.isArray() || row.size() != n) throw error("/grid/" + r, "expected " + n + " cells");
                    for (int c = 0; c < n; c++) {
                        JsonNode cell = row.get(c);
                        String path = "/grid/" + r + "/" + c;
                        Cell at = new Cell(r, c);
                        if (cell.path("given").asBoolean(false) && cell.has("value")) {
                            int v = number(cell.get("value"), path + "/value", "a value");
                            if (v < 1 || v > n) throw error(path + "/value", "a value is 1 to " + n + ", not " + v);
                            givens.put(at, v);
                        }
                        if (cell.has("region")) {
                            JsonNode reg = cell.get("region");
                            if (reg.isNull()) region.put(at, -1);
                            else region.put(at, number(reg, path + "/region", "a region number"));
                            irregular = true;
                        }
                        if (cell.has("givenPencilMarks") && cell.get("givenPencilMarks").isArray() && !cell.get("givenPencilMarks").isEmpty()) {
                            JsonNode pm = cell.get("givenPencilMarks");
                            int[] vs = new int[pm.size()];
                            for (int i = 0; i < vs.length; i++) vs[i] = number(pm.get(i), path + "/givenPencilMarks/" + i, "a value");
                            clues.add(new PencilMarks(at, vs), path);
                        }
                    }
                }
            }
            if (irregular) {
                // regions are named in the order their first cells come, so that the numbers f-puzzles used do not matter
                Map<Integer, List<Cell>> byNumber = new LinkedHashMap<>();
                for (int r = 0; r < n; r++)
                    for (int c = 0; c < n; c++) {
                        Cell at = new Cell(r, c);
                        int reg = region.getOrDefault(at, defaultRegion(r, c, box));
                        if (reg >= 0) byNumber.computeIfAbsent(reg, k -> new ArrayList<>()).add(at);
                    }
                Map<String, List<Cell>> regions = new LinkedHashMap<>();
                for (List<Cell> cs : byNumber.values()) regions.put("region" + (regions.size() + 1), cs);
                grid = new Grid("main", 0, 0, n, 0, 0);
                if (!regions.isEmpty()) rules.add(new Regions(regions));
            } else if (grid.hasBoxes()) {
                rules.addAll(RuleCatalog.lookup("boxes"));
            }
            Map<Cell, Integer> regionOf = new HashMap<>();
            for (int r = 0; r < n; r++)
                for (int c = 0; c < n; c++) regionOf.put(new Cell(r, c), irregular ? region.getOrDefault(new Cell(r, c), defaultRegion(r, c, box))
                        : box[0] == 0 ? -1 : defaultRegion(r, c, box));
            boolean plus = root.path("diagonal+").asBoolean(false), minus = root.path("diagonal-").asBoolean(false);
            if (plus && minus) rules.addAll(RuleCatalog.lookup("diagonals"));
            else if (plus) rules.addAll(RuleCatalog.lookup("diagonal-up"));
            else if (minus) rules.addAll(RuleCatalog.lookup("diagonal-down"));
            if (root.path("antiknight").asBoolean(false)) rules.addAll(RuleCatalog.lookup("anti-knight"));
            if (root.path("antiking").asBoolean(false)) rules.addAll(RuleCatalog.lookup("anti-king"));
            if (root.path("disjointgroups").asBoolean(false)) rules.addAll(RuleCatalog.lookup("offset"));
            boolean nonConsecutive = root.path("nonconsecutive").asBoolean(false);
            List<String> negative = new ArrayList<>();
            JsonNode neg = root.get("negative");
            if (neg != null) {
                if (!neg.isArray()) throw error("/negative", "expected a list such as [\"ratio\", \"xv\"]");
                neg.forEach(x -> negative.add(x.asText()));
                for (String x : negative)
                    if (!x.equals("ratio") && !x.equals("xv") && !x.equals("difference"))
                        throw error("/negative", "the negative constraint for '" + x + "' is not one Cellwise can express");
            }
            List<Dot> dots = new ArrayList<>(), xv = new ArrayList<>();
            int i = 0;
            for (JsonNode e : entries("difference")) {
                String p = "/difference/" + i++;
                List<Cell> cs = cells(e.get("cells"), p + "/cells");
                dots.add(dot(cs, p, false, e.has("value") ? number(e.get("value"), p + "/value", "a difference") : 1));
            }
            i = 0;
            for (JsonNode e : entries("ratio")) {
                String p = "/ratio/" + i++;
                List<Cell> cs = cells(e.get("cells"), p + "/cells");
                dots.add(dot(cs, p, true, e.has("value") ? number(e.get("value"), p + "/value", "a ratio") : 2));
            }
            i = 0;
            for (JsonNode e : entries("xv")) {
                String p = "/xv/" + i++;
                String v = e.path("value").asText("").toUpperCase(Locale.ROOT);
                if (!v.equals("X") && !v.equals("V")) throw error(p + "/value", "expected \"X\" or \"V\"");
                xv.add(dot(cells(e.get("cells"), p + "/cells"), p, false, v.equals("X") ? 10 : 5));
            }
            // f-puzzles' nonconsecutive box is the white dots' negative constraint once white dots are drawn
            boolean whiteDots = dots.stream().anyMatch(d -> !d.black());
            if (nonConsecutive && !whiteDots) rules.addAll(RuleCatalog.lookup("non-consecutive"));
            boolean noWhite = whiteDots && nonConsecutive || negative.contains("difference"), noBlack = negative.contains("ratio");
            if (!dots.isEmpty() || noWhite || noBlack) clues.add(new Kropki(dots, noWhite, noBlack), "/ratio");
            if (!xv.isEmpty() || negative.contains("xv")) clues.add(new XV(xv, negative.contains("xv")), "/xv");
            i = 0;
            for (JsonNode e : entries("killercage")) {
                String p = "/killercage/" + i++;
                List<Cell> cs = cells(e.get("cells"), p + "/cells");
                String v = e.path("value").asText("").strip();
                if (v.isEmpty()) clues.add(new SumlessCage(cs), p);
                else rules.add(new KillerCage(cs.stream().min(Cell::compareTo).orElseThrow().toString(), cs, number(e.get("value"), p + "/value", "a cage sum")));
            }
            i = 0;
            for (JsonNode e : entries("cage")) { // a drawn cage: a KenKen clue when its value carries an operation
                String p = "/cage/" + i++;
                Matcher m = KENKEN.matcher(e.path("value").asText("").strip());
                if (m.matches()) {
                    List<Cell> cs = cells(e.get("cells"), p + "/cells");
                    rules.add(new ArithmeticCage(cs.stream().min(Cell::compareTo).orElseThrow().toString(), cs, Arithmetic.Op.of(m.group(2).charAt(0)),
                            Integer.parseInt(m.group(1))));
                }
            }
            i = 0;
            for (JsonNode e : entries("littlekillersum")) {
                String p = "/littlekillersum/" + i++;
                if (e.path("value").asText("").isBlank()) continue; // an unfilled clue box says nothing
                clues.add(new LittleKiller(cell(e.get("cell"), p + "/cell"), LittleKiller.Direction.of(e.path("direction").asText()),
                        number(e.get("value"), p + "/value", "a sum")), p);
            }
            i = 0;
            for (JsonNode e : entries("arrow")) {
                String p = "/arrow/" + i++;
                List<Cell> circle = cells(e.get("cells"), p + "/cells");
                List<List<Cell>> lines = new ArrayList<>();
                int j = 0;
                for (JsonNode l : e.path("lines")) {
                    List<Cell> line = new ArrayList<>(cells(l, p + "/lines/" + j++));
                    line.removeIf(circle::contains);
                    if (!line.isEmpty()) lines.add(line);
                }
                clues.add(new Arrow(circle, lines), p);
            }
            for (String key : List.of("odd", "even", "minimum", "maximum")) {
                i = 0;
                for (JsonNode e : entries(key)) {
                    String p = "/" + key + "/" + i++;
                    Cell c = cell(e.get("cell"), p + "/cell");
                    clues.add(key.equals("odd") || key.equals("even") ? new Parity(List.of(c), key.equals("even")) : new Extreme(List.of(c), key.equals("maximum")), p);
                }
            }
            for (String key : List.of("thermometer", "palindrome", "renban", "whispers", "betweenline", "regionsumline", "entropicline")) {
                i = 0;
                for (JsonNode e : entries(key)) {
                    String p = "/" + key + "/" + i++;
                    int j = 0;
                    for (JsonNode l : e.path("lines")) {
                        List<Cell> cs = cells(l, p + "/lines/" + j++);
                        clues.add(switch (key) {
                            case "thermometer" -> new Thermometer(cs);
                            case "palindrome" -> new Palindrome(cs);
                            case "renban" -> new Renban(cs);
                            case "whispers" -> new Whispers(cs, 0);
                            case "betweenline" -> new BetweenLine(cs);
                            case "entropicline" -> new Entropic(cs);
                            default -> new RegionSumLine(segments(cs, regionOf));
                        }, p);
                    }
                }
            }
            i = 0;
            for (JsonNode e : entries("extraregion")) {
                String p = "/extraregion/" + i++;
                clues.add(new ExtraRegion(cells(e.get("cells"), p + "/cells")), p);
            }
            i = 0;
            for (JsonNode e : entries("clone")) {
                String p = "/clone/" + i++;
                clues.add(new Clone(cells(e.get("cells"), p + "/cells"), cells(e.get("cloneCells"), p + "/cloneCells")), p);
            }
            i = 0;
            for (JsonNode e : entries("quadruple")) {
                String p = "/quadruple/" + i++;
                JsonNode vs = e.path("values");
                int[] values = new int[vs.size()];
                for (int k = 0; k < values.length; k++) values[k] = number(vs.get(k), p + "/values/" + k, "a value");
                if (values.length > 0) clues.add(new Quadruple(cells(e.get("cells"), p + "/cells"), values), p);
            }
            for (String key : List.of("sandwichsum", "xsum", "skyscraper")) {
                i = 0;
                for (JsonNode e : entries(key)) {
                    String p = "/" + key + "/" + i++;
                    if (e.path("value").asText("").isBlank()) continue;
                    Cell at = cell(e.get("cell"), p + "/cell");
                    int v = number(e.get("value"), p + "/value", "a number");
                    clues.add(key.equals("sandwichsum") ? new Sandwich(at, v) : key.equals("xsum") ? new XSum(at, v) : new Skyscraper(at, v), p);
                }
            }
            readNewer(clues, grid, regionOf);
            Puzzle.Builder b = Puzzle.builder().name(name).kind("sudoku").grid(grid).values(ValueRange.of(n)).rules(rules);
            if (!givens.isEmpty()) b.rule(new Givens(givens));
            List<Clue> built = clues.build();
            b.rules(built);
            JsonNode extra = root.get("cellwise");
            Puzzle p = b.build();
            if (extra != null) p = withStatements(p, extra);
            for (Clue c : built) {
                try {
                    c.expand(p.canvas());
                } catch (IllegalArgumentException e) {
                    Object where = clues.origin(c);
                    throw error(where == null ? "" : where.toString(), c.keyword() + ": " + e.getMessage());
                }
            }
            return p;
        }

        Dot dot(List<Cell> cs, String path, boolean black, int k) {
            if (cs.size() != 2) throw error(path + "/cells", "expected the two cells the mark lies between");
            try {
                Dot d = new Dot(cs.get(0), cs.get(1), black, k);
                if (d.diagonal()) throw new IllegalArgumentException("a dot lies between side-by-side cells, not " + d.a() + " and " + d.b());
                return d;
            } catch (IllegalArgumentException e) {
                throw error(path, e.getMessage());
            }
        }

        // ---- The newer elements, from the f-puzzles add-ons that defined them (Rangsk's "new constraints" for the
        // indexers, modular, Nabner, zipper and double-arrow lines; Memeristor's for lockout lines). One method per
        // element. Those add-ons also save a drawn copy of each (line, circle and cage entries marked
        // "fromConstraint" or "isNewConstraint") for sites without them: a drawing, passed over like any other. ----

        void readNewer(Clues.Builder clues, Grid grid, Map<Cell, Integer> regionOf) {
            rowIndexer(clues);
            columnIndexer(clues);
            boxIndexer(clues, grid, regionOf);
            lockout(clues);
            modularLine(clues);
            zipperLine(clues);
            nabner(clues);
            doubleArrow(clues);
        }

        /** {@code "rowindexer": [{"cells": ["R1C5", ...]}]}: each cell's value V puts its row number in row V of its column. */
        void rowIndexer(Clues.Builder clues) {
            indexers("rowindexer", Indexer.Axis.ROW, clues);
        }

        /** {@code "columnindexer": [{"cells": [...]}]}: each cell's value V puts its column number in column V of its row. */
        void columnIndexer(Clues.Builder clues) {
            indexers("columnindexer", Indexer.Axis.COLUMN, clues);
        }

        private void indexers(String key, Indexer.Axis axis, Clues.Builder clues) {
            int i = 0;
            for (JsonNode e : entries(key)) {
                String p = "/" + key + "/" + i++;
                List<Cell> cs = cells(e.get("cells"), p + "/cells");
                try {
                    clues.add(new Indexer(axis, cs), p);
                } catch (IllegalArgumentException ex) {
                    throw error(p, ex.getMessage());
                }
            }
        }

        /**
         * {@code "boxindexer": [{"cells": [...]}]}: positions count through the cell's f-puzzles region in reading order.
         * With the grid's boxes that is the box; with regions drawn, the region is stated with the clue.
         */
        void boxIndexer(Clues.Builder clues, Grid grid, Map<Cell, Integer> regionOf) {
            int i = 0;
            for (JsonNode e : entries("boxindexer")) {
                String p = "/boxindexer/" + i++;
                List<Cell> cs = cells(e.get("cells"), p + "/cells");
                try {
                    if (grid.hasBoxes()) {
                        clues.add(new Indexer(Indexer.Axis.BOX, cs), p);
                        continue;
                    }
                    Map<Integer, List<Cell>> byRegion = new TreeMap<>();
                    for (Cell c : cs) byRegion.computeIfAbsent(regionOf.getOrDefault(c, -1), k -> new ArrayList<>()).add(c);
                    for (Map.Entry<Integer, List<Cell>> r : byRegion.entrySet()) {
                        List<Cell> region = new ArrayList<>();
                        for (int row = 0; row < n; row++)
                            for (int col = 0; col < n; col++)
                                if (r.getKey() >= 0 && r.getKey().equals(regionOf.get(new Cell(row, col)))) region.add(new Cell(row, col));
                        if (region.size() != n)
                            throw new IllegalArgumentException("a box indexer at " + r.getValue().get(0) + " needs a region of " + n
                                    + " cells to point into, not " + region.size());
                        clues.add(new Indexer(Indexer.Axis.BOX, r.getValue(), region), p);
                    }
                } catch (IllegalArgumentException ex) {
                    throw error(p, ex.getMessage());
                }
            }
        }

        /** {@code "lockout": [{"lines": [[...]]}]}: each line on its own, diamond to diamond. */
        void lockout(Clues.Builder clues) {
            lines("lockout", LockoutLine::new, clues);
        }

        /** {@code "modularline": [{"lines": [[...]]}]}. */
        void modularLine(Clues.Builder clues) {
            lines("modularline", ModularLine::new, clues);
        }

        /** {@code "zipperline": [{"lines": [[...]]}]}. */
        void zipperLine(Clues.Builder clues) {
            lines("zipperline", ZipperLine::new, clues);
        }

        /** {@code "nabner": [{"lines": [[...]]}]}. */
        void nabner(Clues.Builder clues) {
            lines("nabner", NabnerLine::new, clues);
        }

        /** {@code "doublearrow": [{"lines": [[...]]}]}: each line with its two end circles. */
        void doubleArrow(Clues.Builder clues) {
            lines("doublearrow", DoubleArrow::new, clues);
        }

        private void lines(String key, java.util.function.Function<List<Cell>, Clue> make, Clues.Builder clues) {
            int i = 0;
            for (JsonNode e : entries(key)) {
                String p = "/" + key + "/" + i++;
                int j = 0;
                for (JsonNode l : e.path("lines")) {
                    String at = p + "/lines/" + j++;
                    List<Cell> cs = cells(l, at);
                    try {
                        clues.add(make.apply(cs), at);
                    } catch (IllegalArgumentException ex) {
                        throw error(at, ex.getMessage());
                    }
                }
            }
        }

        /** Rules f-puzzles has no element for, as Cellwise statements (what {@link #write} puts there). */
        Puzzle withStatements(Puzzle p, JsonNode extra) {
            if (!extra.isArray()) throw error("/cellwise", "expected a list of Cellwise statements");
            StringBuilder text = new StringBuilder("size " + n + "\n");
            extra.forEach(x -> text.append(x.asText()).append('\n'));
            try {
                List<Located> lines = new ArrayList<>();
                for (String l : text.toString().split("\n")) lines.add(new Located(l, lineNo, 1));
                Puzzle more = CellwiseFormat.parse(source, lines, p.name(), new Located("", lineNo, 1));
                List<Rule> all = new ArrayList<>(p.rules());
                for (Rule r : more.rules()) if (!all.contains(r)) all.add(r);
                return p.withRules(all);
            } catch (FormatException e) {
                throw error("/cellwise", e.getMessage());
            }
        }
    }

    private static int defaultRegion(int r, int c, int[] box) {
        return box[0] == 0 ? -1 : (r / box[0]) * (box[0] == 0 ? 1 : box[0]) + c / box[1];
    }

    /** A region sum line cut where it crosses from one region into another. */
    private static List<List<Cell>> segments(List<Cell> line, Map<Cell, Integer> regionOf) {
        List<List<Cell>> out = new ArrayList<>();
        Integer last = null;
        for (Cell c : line) {
            Integer reg = regionOf.get(c);
            if (out.isEmpty() || !java.util.Objects.equals(reg, last)) out.add(new ArrayList<>());
            out.get(out.size() - 1).add(c);
            last = reg;
        }
        return out;
    }

    private static final Set<String> KNOWN = Set.of("diagonal+", "diagonal-", "antiknight", "antiking", "disjointgroups",
            "nonconsecutive", "difference", "ratio", "xv", "killercage", "littlekillersum", "arrow", "odd", "even", "minimum",
            "maximum", "thermometer", "palindrome", "renban", "whispers", "betweenline", "regionsumline", "entropicline",
            "extraregion", "clone", "quadruple", "sandwichsum", "xsum", "skyscraper",
            "rowindexer", "columnindexer", "boxindexer", "lockout", "modularline", "zipperline", "nabner", "doublearrow");

    /** The f-puzzles link of a puzzle. */
    public static String link(Puzzle p) {
        return FPUZZLES_LINK + LzString.compressToBase64(write(p));
    }

    /** The SudokuPad link of a puzzle (SudokuPad reads f-puzzles' JSON after its {@code /fpuzzles} path). */
    public static String sudokuPad(Puzzle p) {
        return sudokuPadForm(link(p));
    }

    /**
     * The f-puzzles JSON of a puzzle on one square grid of values 1..N. Rules f-puzzles has no element for (KenKen
     * cages are written as drawn cages with their operation; greater-than signs, sum groups and the like as Cellwise
     * statements under {@code cellwise}) survive a round trip through Cellwise; f-puzzles itself shows them only as
     * the ruleset text says.
     */
    public static String write(Puzzle p) {
        if (p.grids().size() != 1 || !p.canvas().loose().isEmpty() || p.grids().get(0).top() != 0 || p.grids().get(0).left() != 0)
            throw new IllegalArgumentException("f-puzzles holds one square grid, not " + p.grids().size() + " grids and " + p.canvas().loose().size() + " loose cells");
        int n = p.grids().get(0).size();
        if (p.values().min() != 1 || p.values().max() != n)
            throw new IllegalArgumentException("f-puzzles holds values 1.." + n + ", not " + p.values());
        ObjectNode o = JSON.createObjectNode();
        o.put("size", n);
        o.put("title", p.name());
        ObjectNode[][] cells = new ObjectNode[n][n];
        ArrayNode grid = o.putArray("grid");
        for (int r = 0; r < n; r++) {
            ArrayNode row = grid.addArray();
            for (int c = 0; c < n; c++) cells[r][c] = row.addObject();
        }
        List<String> statements = new ArrayList<>();
        Set<String> flags = new java.util.HashSet<>();
        boolean[] regionsWritten = {false};
        Rule.Cases<Void> w = new Rule.Cases<>() {
            public Void flag(Rule r) {
                flags.add(r.keyword());
                switch (r.keyword()) {
                    case "rows", "columns", "boxes" -> { }
                    case "diagonals" -> {
                        o.put("diagonal+", true);
                        o.put("diagonal-", true);
                    }
                    case "diagonal-up" -> o.put("diagonal+", true);
                    case "diagonal-down" -> o.put("diagonal-", true);
                    case "anti-knight" -> o.put("antiknight", true);
                    case "anti-king" -> o.put("antiking", true);
                    case "offset" -> o.put("disjointgroups", true);
                    case "non-consecutive" -> o.put("nonconsecutive", true);
                    default -> statements.add("rules " + r.keyword());
                }
                return null;
            }

            public Void givens(Givens g) {
                g.values().forEach((c, v) -> {
                    cells[c.row()][c.col()].put("value", v);
                    cells[c.row()][c.col()].put("given", true);
                });
                return null;
            }

            public Void labelledGiven(LabelledGiven g) {
                statements.add("given " + quoted(g.label()) + " " + g.cell() + " " + g.value());
                return null;
            }

            public Void killerCage(KillerCage k) {
                ObjectNode e = array(o, "killercage").addObject();
                cellList(e.putArray("cells"), k.cells());
                e.put("value", String.valueOf(k.sum()));
                return null;
            }

            public Void arithmeticCage(ArithmeticCage a) {
                if (a.op() == Arithmetic.Op.ANY) {
                    statements.add("cage " + a.target() + "? " + Clue.cells(a.cells()));
                    return null;
                }
                ObjectNode e = array(o, "cage").addObject();
                cellList(e.putArray("cells"), a.cells());
                e.put("value", a.target() + String.valueOf(a.op().symbol));
                return null;
            }

            public Void sumGroup(SumGroup g) {
                statements.add("sum " + quoted(g.label()) + " " + g.sum() + (g.distinct() ? " distinct " : " ") + Clue.cells(g.cells()));
                return null;
            }

            public Void heading(Heading h) {
                statements.add("heading " + quoted(h.label()) + " " + h.target() + " " + Clue.cells(h.cells()));
                return null;
            }

            public Void greaterThan(GreaterThan g) {
                statements.add(g.greater() + " > " + g.smaller());
                return null;
            }

            public Void regions(Regions reg) {
                int k = 0;
                for (List<Cell> cs : reg.regions().values()) {
                    for (Cell c : cs) cells[c.row()][c.col()].put("region", k);
                    k++;
                }
                regionsWritten[0] = true;
                return null;
            }

            public Void clue(Clue c) {
                c.accept(new ClueWriter(o, cells, statements, p));
                return null;
            }

            public Void custom(Rule r) {
                throw new IllegalArgumentException("rule '" + r.keyword() + "' has no notation in f-puzzles");
            }
        };
        for (Rule r : new java.util.LinkedHashSet<>(p.rules())) r.accept(w);
        if (!flags.contains("rows") || !flags.contains("columns")) throw new IllegalArgumentException("f-puzzles puzzles are Latin squares: rows and columns hold different values");
        if (!regionsWritten[0] && !flags.contains("boxes")) // no boxes: every cell in no region
            for (ObjectNode[] row : cells) for (ObjectNode c : row) c.putNull("region");
        else if (!regionsWritten[0] && !java.util.Arrays.equals(new int[] {p.grids().get(0).boxRows(), p.grids().get(0).boxCols()}, Grid.defaultBox(n)))
            for (int r = 0; r < n; r++)
                for (int c = 0; c < n; c++)
                    cells[r][c].put("region", r / p.grids().get(0).boxRows() * p.grids().get(0).boxRows() + c / p.grids().get(0).boxCols());
        if (!statements.isEmpty()) {
            ArrayNode a = o.putArray("cellwise");
            statements.forEach(a::add);
        }
        try {
            return JSON.writeValueAsString(canonical(o));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The same JSON with its constraint lists in a fixed order (keys by name, each list's entries by their text), so
     * that the text depends on the rules alone and not on the order they were given in: writing what was read
     * gives the same link.
     */
    private static ObjectNode canonical(ObjectNode o) {
        ObjectNode out = JSON.createObjectNode();
        List<String> keys = new ArrayList<>();
        o.fieldNames().forEachRemaining(keys::add);
        for (JsonNode row : o.path("grid"))
            for (JsonNode cell : row) { // a cell's own fields too, whichever rule put them there first
                ObjectNode c = (ObjectNode) cell;
                java.util.TreeMap<String, JsonNode> sorted = new java.util.TreeMap<>();
                c.fields().forEachRemaining(e -> sorted.put(e.getKey(), e.getValue()));
                c.removeAll();
                sorted.forEach(c::set);
            }
        for (String k : keys) if (SETTINGS.contains(k) && !k.equals("cellwise")) out.set(k, o.get(k));
        keys.removeIf(k -> SETTINGS.contains(k) && !k.equals("cellwise"));
        keys.sort(null);
        for (String k : keys) {
            JsonNode v = o.get(k);
            if (v.isArray() && !k.equals("cellwise")) {
                List<JsonNode> items = new ArrayList<>();
                v.forEach(items::add);
                items.sort(java.util.Comparator.comparing(JsonNode::toString));
                ArrayNode a = out.putArray(k);
                items.forEach(a::add);
            } else out.set(k, v);
        }
        return out;
    }

    private static String quoted(String label) {
        return label.matches("[A-Za-z][A-Za-z0-9_]*") ? label : "\"" + label + "\"";
    }

    static ArrayNode array(ObjectNode o, String key) {
        return o.has(key) ? (ArrayNode) o.get(key) : o.putArray(key);
    }

    static void cellList(ArrayNode into, List<Cell> cells) {
        for (Cell c : cells) into.add("R" + (c.row() + 1) + "C" + (c.col() + 1));
    }

    /** Each clue as its f-puzzles element. */
    private record ClueWriter(ObjectNode o, ObjectNode[][] cells, List<String> statements, Puzzle p) implements Clue.Cases<Void> {
        private Void line(String key, List<Cell> cs) {
            ObjectNode e = array(o, key).addObject();
            cellList(e.putArray("lines").addArray(), cs);
            return null;
        }

        private Void one(String key, Cell c, Integer value) {
            ObjectNode e = array(o, key).addObject();
            e.put("cell", "R" + (c.row() + 1) + "C" + (c.col() + 1));
            if (value != null) e.put("value", String.valueOf(value));
            return null;
        }

        public Void thermometer(Thermometer t) {
            return line("thermometer", t.cells());
        }

        public Void arrow(Arrow a) {
            ObjectNode e = array(o, "arrow").addObject();
            cellList(e.putArray("cells"), a.circle());
            ArrayNode lines = e.putArray("lines");
            for (List<Cell> l : a.lines()) {
                List<Cell> full = new ArrayList<>();
                full.add(a.circle().get(a.circle().size() - 1));
                full.addAll(l);
                cellList(lines.addArray(), full);
            }
            return null;
        }

        public Void littleKiller(LittleKiller l) {
            ObjectNode e = array(o, "littlekillersum").addObject();
            e.put("cell", "R" + (l.at().row() + 1) + "C" + (l.at().col() + 1));
            e.put("direction", l.direction().code);
            e.put("value", String.valueOf(l.sum()));
            return null;
        }

        public Void kropki(Kropki k) {
            for (Dot d : k.dots()) {
                ObjectNode e = array(o, d.black() ? "ratio" : "difference").addObject();
                cellList(e.putArray("cells"), List.of(d.a(), d.b()));
                if (d.k() != (d.black() ? 2 : 1)) e.put("value", String.valueOf(d.k()));
            }
            if (k.noOtherWhite()) o.put("nonconsecutive", true);
            if (k.noOtherBlack()) array(o, "negative").add("ratio");
            if (k.noOtherWhite() && k.dots().stream().noneMatch(d -> !d.black())) statements.add("negative white");
            return null;
        }

        public Void xv(XV x) {
            for (Dot d : x.marks()) {
                ObjectNode e = array(o, "xv").addObject();
                cellList(e.putArray("cells"), List.of(d.a(), d.b()));
                e.put("value", d.k() == 10 ? "X" : "V");
            }
            if (x.noOthers()) array(o, "negative").add("xv");
            return null;
        }

        public Void parity(Parity q) {
            for (Cell c : q.cells()) one(q.even() ? "even" : "odd", c, null);
            return null;
        }

        public Void extreme(Extreme e) {
            for (Cell c : e.cells()) one(e.maximum() ? "maximum" : "minimum", c, null);
            return null;
        }

        public Void pencilMarks(PencilMarks m) {
            ArrayNode a = cells[m.cell().row()][m.cell().col()].putArray("givenPencilMarks");
            for (int v : m.values()) a.add(v);
            return null;
        }

        public Void palindrome(Palindrome q) {
            return line("palindrome", q.cells());
        }

        public Void renban(Renban r) {
            return line("renban", r.cells());
        }

        public Void whispers(Whispers w) {
            if (w.gap() != 0) statements.add(w.statement());
            else line("whispers", w.cells());
            return null;
        }

        public Void between(BetweenLine b) {
            return line("betweenline", b.cells());
        }

        public Void regionSum(RegionSumLine r) {
            statements.add(r.statement()); // its segments are kept as read, whatever the regions
            return null;
        }

        public Void entropic(Entropic e) {
            return line("entropicline", e.cells());
        }

        public Void extraRegion(ExtraRegion e) {
            cellList(array(o, "extraregion").addObject().putArray("cells"), e.cells());
            return null;
        }

        public Void sumlessCage(SumlessCage c) {
            cellList(array(o, "killercage").addObject().putArray("cells"), c.cells());
            return null;
        }

        public Void clone(Clone c) {
            ObjectNode e = array(o, "clone").addObject();
            cellList(e.putArray("cells"), c.cells());
            cellList(e.putArray("cloneCells"), c.copy());
            return null;
        }

        public Void quadruple(Quadruple q) {
            ObjectNode e = array(o, "quadruple").addObject();
            cellList(e.putArray("cells"), q.cells());
            ArrayNode vs = e.putArray("values");
            for (int v : q.values()) vs.add(v);
            return null;
        }

        public Void sandwich(Sandwich s) {
            return one("sandwichsum", s.at(), s.value());
        }

        public Void xSum(XSum x) {
            return one("xsum", x.at(), x.value());
        }

        public Void skyscraper(Skyscraper s) {
            return one("skyscraper", s.at(), s.value());
        }

        // ---- The newer elements (see Reading.readNewer), one method each, with the drawn copy their add-ons save
        // for sites without them. Corner dots and marks have no f-puzzles element: Cellwise statements. ----

        /** The add-ons' drawn copy of a line: what SudokuPad and f-puzzles without the add-on show. */
        private void drawnLine(List<Cell> cs, String colour, double width, String from) {
            ObjectNode e = array(o, "line").addObject();
            cellList(e.putArray("lines").addArray(), cs);
            e.put("outlineC", colour);
            e.put("width", width);
            if (from == null) e.put("isNewConstraint", true); // the lockout add-on's mark
            else e.put("fromConstraint", from);
        }

        private Void newLine(String key, List<Cell> cs, String colour, double width, String from) {
            line(key, cs);
            drawnLine(cs, colour, width, from);
            return null;
        }

        public Void indexer(Indexer x) {
            String key = x.axis().name().toLowerCase(Locale.ROOT) + "indexer";
            if (x.axis() == Indexer.Axis.BOX && !sameBoxes(x)) {
                statements.add(x.statement()); // its region is not the f-puzzles region of its cells
                return null;
            }
            cellList(array(o, key).addObject().putArray("cells"), x.cells());
            ObjectNode drawn = array(o, "cage").addObject();
            cellList(drawn.putArray("cells"), x.cells());
            drawn.put("outlineC", new String[] {"#7CC77C", "#C77C7C", "#7C7CC7"}[x.axis().ordinal()]);
            drawn.put("fontC", "#000000");
            drawn.put("fromConstraint", new String[] {"Row Indexer", "Column Indexer", "Box Indexer"}[x.axis().ordinal()]);
            return null;
        }

        /** Whether f-puzzles would count each box indexer cell's positions through the same cells, in the same order. */
        private boolean sameBoxes(Indexer x) {
            Regions regions = (Regions) p.rules().stream().filter(r -> r instanceof Regions).findFirst().orElse(null);
            boolean boxes = p.rules().stream().anyMatch(r -> r.keyword().equals("boxes")) && p.grids().get(0).hasBoxes();
            for (Cell c : x.cells()) {
                List<Cell> fpuzzles = regions != null
                        ? regions.regions().values().stream().filter(cs -> cs.contains(c)).findFirst().map(cs -> cs.stream().sorted().toList()).orElse(null)
                        : boxes ? new Indexer(Indexer.Axis.BOX, List.of(c)).house(p.canvas(), c) : null;
                try {
                    if (!x.house(p.canvas(), c).equals(fpuzzles)) return false;
                } catch (IllegalArgumentException e) {
                    return false;
                }
            }
            return true;
        }

        public Void lockout(LockoutLine l) {
            return newLine("lockout", l.cells(), "#006CBA", 0.2, null);
        }

        public Void modular(ModularLine m) {
            return newLine("modularline", m.cells(), "#33BBBB", 0.15625, "Modular Line");
        }

        public Void zipper(ZipperLine z) {
            return newLine("zipperline", z.cells(), "#cdb1ec", 0.15625, "Zipper Line");
        }

        public Void nabner(NabnerLine n) {
            return newLine("nabner", n.cells(), "#C9C883", 0.25, "Nabner");
        }

        public Void doubleArrow(DoubleArrow a) {
            newLine("doublearrow", a.cells(), "#C54B8B", 0.15, "Double Arrow");
            for (Cell c : List.of(a.cells().get(0), a.cells().get(a.cells().size() - 1))) {
                ObjectNode e = array(o, "circle").addObject();
                cellList(e.putArray("cells"), List.of(c));
                e.put("baseC", "#EAEAEA");
                e.put("outlineC", "#C54B8B");
                e.put("width", 0.85);
                e.put("height", 0.85);
                e.put("fromConstraint", "Double Arrow");
            }
            return null;
        }

        // one statement a dot, so that two corner clues read back as one write the same list
        public Void diagonalKropki(DiagonalKropki k) {
            if (!k.statement().isEmpty()) statements.addAll(List.of(k.statement().split("\n")));
            return null;
        }

        public Void diagonalXv(DiagonalXV x) {
            if (!x.statement().isEmpty()) statements.addAll(List.of(x.statement().split("\n")));
            return null;
        }
    }
}
