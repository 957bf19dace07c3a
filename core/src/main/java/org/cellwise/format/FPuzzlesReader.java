package org.cellwise.format;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.model.ValueRange;
import org.cellwise.puzzle.Metadata;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.Clue;
import org.cellwise.rules.Clues;
import org.cellwise.rules.Dot;
import org.cellwise.rules.Givens;
import org.cellwise.rules.PencilMarks;
import org.cellwise.rules.Regions;
import org.cellwise.rules.Rule;
import org.cellwise.rules.RuleCatalog;

/**
 * An f-puzzles JSON object read into a puzzle, element by element as {@link FPuzzlesElements} says. Errors name the
 * JSON path ({@code f-puzzles /arrow/2/lines/0: ...}) and, when the line holds the JSON itself, its column.
 *
 * <p>What f-puzzles means, where it could be read two ways: a cell without a {@code region} field is in the
 * default region for the grid's size (the usual boxes; rows for a prime size, which has no boxes), a {@code null}
 * or negative region is none; each line of an arrow adds up to the circle on its own; a whispers line's
 * {@code value} is its least difference; {@code nonconsecutive} forbids difference 1 between side-by-side cells
 * that carry no dot, whatever other white dots are drawn; {@code disjointgroups} speaks of the boxes.
 */
final class FPuzzlesReader {
    private static final Pattern CELL = Pattern.compile("R(\\d{1,4})C(\\d{1,4})", Pattern.CASE_INSENSITIVE);

    private FPuzzlesReader() {}

    static Puzzle read(String line, String source, int lineNo, String defaultName) throws FormatException {
        FPuzzlesLink.Text text = FPuzzlesLink.json(line, source, lineNo);
        Map<String, JsonLocation> locs = text.plain() ? new HashMap<>() : null;
        JsonNode root;
        try {
            root = text.plain() ? JsonFormat.tree(text.json(), locs) : Json.parse(text.json());
        } catch (IllegalArgumentException e) {
            throw new FormatException(source, lineNo, text.col(), "the f-puzzles JSON is broken: " + e.getMessage()
                    + (text.plain() ? "" : " (the compressed text decodes to broken JSON: is the link cut short?)"));
        }
        if (!root.isObject()) throw new FormatException(source, lineNo, text.col(), "expected an f-puzzles object");
        return fromJson(root, source, lineNo, text.col(), locs, defaultName);
    }

    /** The puzzle an f-puzzles JSON object states (also what {@link SudokuPad} turns its own links into). */
    static Puzzle fromJson(JsonNode root, String source, int lineNo, int col, Map<String, JsonLocation> locs, String defaultName)
            throws FormatException {
        Reading r = new Reading(root, source, lineNo, col, locs);
        try {
            return r.puzzle(defaultName);
        } catch (Bad e) {
            throw r.located(e.path, e.getMessage(), e.offset);
        } catch (IllegalArgumentException e) {
            throw r.located("", e.getMessage(), 0);
        }
    }

    static String shortText(JsonNode v) {
        String s = String.valueOf(v);
        return s.length() > 40 ? s.substring(0, 40) + "..." : s;
    }

    /** An error at a JSON path. */
    static final class Bad extends RuntimeException {
        final String path;
        final int offset;

        Bad(String path, String what, int offset) {
            super(what, null, false, false);
            this.path = path;
            this.offset = offset;
        }
    }

    /** One puzzle being read: what the table's readers fill. */
    static final class Reading {
        final JsonNode root;
        final String source;
        final int lineNo, col;
        final Map<String, JsonLocation> locs;
        int n;
        final List<Rule> rules = new ArrayList<>();
        final Map<Cell, Integer> givens = new TreeMap<>();
        final Clues.Builder clues = new Clues.Builder();
        final Map<Cell, Integer> regionOf = new HashMap<>();
        final List<Metadata.Drawing> drawings = new ArrayList<>();
        final Set<String> negative = new HashSet<>();
        private final Map<Rule, String> paths = new java.util.IdentityHashMap<>();
        private final Set<String> flagsRead = new HashSet<>();
        private boolean nonconsecutive, dotsDrawn;
        private Grid grid;

        Reading(JsonNode root, String source, int lineNo, int col, Map<String, JsonLocation> locs) {
            this.root = root;
            this.source = source;
            this.lineNo = lineNo;
            this.col = col;
            this.locs = locs;
        }

        Bad error(String path, String what) {
            return new Bad(path, what, 0);
        }

        /** The error where the path starts on the line (plain JSON), else at the link, the path named. */
        FormatException located(String path, String what, int offset) {
            if (locs != null) {
                String p = path;
                JsonLocation l = locs.get(p);
                while (l == null && p.lastIndexOf('/') > 0) l = locs.get(p = p.substring(0, p.lastIndexOf('/')));
                if (l != null)
                    return new FormatException(source, lineNo, (int) l.getColumnNr() + col - 1 + offset, "f-puzzles " + path + ": " + what);
            }
            return new FormatException(source, lineNo, col, "f-puzzles " + (path.isEmpty() ? "" : path + ": ") + what);
        }

        // ------------------------------------------------------------------ what the table's readers use

        void each(String key, JsonNode value, java.util.function.BiConsumer<JsonNode, String> entry) {
            if (!value.isArray()) throw error("/" + key, "expected a list of " + FPuzzlesElements.TABLE.get(key).words());
            for (int i = 0; i < value.size(); i++) {
                try {
                    entry.accept(value.get(i), "/" + key + "/" + i);
                } catch (IllegalArgumentException e) { // a shape the clue does not take (a whispers line of one cell)
                    throw error("/" + key + "/" + i, e.getMessage());
                }
            }
        }

        /** An entry must be an object (an f-puzzles entry such as {@code {"cell": "R0C1", "value": "10"}}). */
        void fields(JsonNode e, String path, String... names) {
            if (!e.isObject()) throw error(path, "expected an object with " + String.join(", ", names) + ", found " + shortText(e));
        }

        boolean blank(JsonNode v) {
            return v == null || v.isNull() || v.isTextual() && v.asText().isBlank();
        }

        int number(JsonNode v, String path, String what) {
            if (v != null && v.isIntegralNumber() && v.canConvertToInt()) return v.asInt();
            if (v != null && v.isTextual() && v.asText().strip().matches("-?\\d{1,9}")) return Integer.parseInt(v.asText().strip());
            throw error(path, "expected " + what + ", found " + (v == null ? "nothing" : shortText(v)));
        }

        private Cell parse(JsonNode v, String path) {
            Matcher m = v == null || !v.isTextual() ? null : CELL.matcher(v.asText().strip());
            if (m == null || !m.matches()) throw error(path, "expected a cell such as \"R1C1\", found " + (v == null ? "nothing" : shortText(v)));
            return new Cell(Integer.parseInt(m.group(1)) - 1, Integer.parseInt(m.group(2)) - 1);
        }

        /** A cell of the grid. */
        Cell cell(JsonNode v, String path) {
            Cell c = parse(v, path);
            if (c.row() < 0 || c.col() < 0 || c.row() >= n || c.col() >= n)
                throw error(path, c + " is outside the " + n + "x" + n + " grid");
            return c;
        }

        /** The place of a clue outside the grid (row or column 0 or N+1); whether it is beside the grid is the clue's to say. */
        Cell place(JsonNode v, String path) {
            Cell c = parse(v, path);
            if (c.row() < -1 || c.col() < -1 || c.row() > n || c.col() > n)
                throw error(path, c + " is not beside the " + n + "x" + n + " grid");
            return c;
        }

        /** A list of cells of the grid, none twice. */
        List<Cell> cells(JsonNode a, String path) {
            if (a == null || !a.isArray() || a.isEmpty()) throw error(path, "expected a list of cells such as [\"R1C1\", \"R1C2\"]");
            List<Cell> out = new ArrayList<>();
            Set<Cell> seen = new HashSet<>();
            for (int i = 0; i < a.size(); i++) {
                Cell c = cell(a.get(i), path + "/" + i);
                if (!seen.add(c)) throw error(path + "/" + i, c + " is named twice");
                out.add(c);
            }
            return out;
        }

        /** An entry's lines, each a list of cells. */
        List<List<Cell>> lines(JsonNode e, String path) {
            fields(e, path, "lines");
            JsonNode ls = e.get("lines");
            if (ls == null || !ls.isArray() || ls.isEmpty())
                throw error(path + "/lines", "expected the lines, each a list of cells such as [[\"R1C1\", \"R1C2\"]]");
            List<List<Cell>> out = new ArrayList<>();
            for (int i = 0; i < ls.size(); i++) out.add(cells(ls.get(i), path + "/lines/" + i));
            return out;
        }

        void clue(Clue c, String path) {
            clues.add(c, path);
        }

        void rule(Rule r, String path) {
            rules.add(r);
            paths.put(r, path);
        }

        void flag(String key, String keyword) {
            flagsRead.add(key);
            if (key.equals("nonconsecutive")) nonconsecutive = true;
            else if (key.equals("disjointgroups")) { } // after the regions are known
            else rules.addAll(RuleCatalog.lookup(keyword));
        }

        void negative(JsonNode value) {
            if (!value.isArray()) throw error("/negative", "expected a list such as [\"ratio\", \"xv\"]");
            for (int i = 0; i < value.size(); i++) {
                String x = value.get(i).asText("");
                if (!List.of("ratio", "xv", "difference").contains(x))
                    throw error("/negative/" + i, "the negative constraint for " + shortText(value.get(i)) + " is not one f-puzzles has"
                            + " (ratio, xv)");
                negative.add(x);
            }
        }

        /** Whether the grid has boxes (the default regions, or regions drawn in some box shape). */
        boolean boxes() {
            return grid.hasBoxes();
        }

        /** The cells of a cell's region in reading order (none when it is in no region). */
        List<Cell> region(Cell c) {
            return FPuzzlesElements.region(regionOf, n, c);
        }

        /** A mark between two cells: f-puzzles draws them between side-by-side cells (corner marks travel as statements). */
        private Dot mark(JsonNode e, String path, boolean black, int k, String what) {
            List<Cell> cs = cells(e.get("cells"), path + "/cells");
            if (cs.size() != 2) throw error(path + "/cells", "expected the two cells the " + what + " lies between");
            Dot d;
            try {
                d = new Dot(cs.get(0), cs.get(1), black, k);
            } catch (IllegalArgumentException x) {
                throw error(path, x.getMessage());
            }
            if (d.diagonal())
                throw error(path + "/cells", "f-puzzles draws a " + what + " between side-by-side cells, not " + d.a() + " and " + d.b()
                        + " (a " + what + " on a corner is a Cellwise statement in the cellwise field)");
            return d;
        }

        void dot(JsonNode e, String path, boolean black, int k) {
            Dot d = mark(e, path, black, k, "dot");
            try {
                clues.dot(d, path);
                dotsDrawn = true;
            } catch (IllegalArgumentException x) {
                throw error(path, x.getMessage());
            }
        }

        void xv(JsonNode e, String path, int sum) {
            Dot d = mark(e, path, false, sum, "mark");
            try {
                clues.xv(d, path);
            } catch (IllegalArgumentException x) {
                throw error(path, x.getMessage());
            }
        }

        void extreme(Cell c, boolean maximum, String path) {
            clues.extreme(List.of(c), maximum, path);
        }

        void drawing(String element, JsonNode e, String path) {
            if (!e.isObject()) throw error(path, "expected a drawing's object, found " + shortText(e));
            try {
                Drawings.cellsOf(element, e);
            } catch (IllegalArgumentException x) {
                throw error(path, x.getMessage());
            }
            drawings.add(new Metadata.Drawing(element, e.toString()));
        }

        /** A region sum line cut where it crosses from one region into another. */
        List<List<Cell>> segments(List<Cell> line) {
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

        // ------------------------------------------------------------------ the puzzle

        Puzzle puzzle(String defaultName) {
            JsonNode size = root.get("size");
            if (size == null || !size.isIntegralNumber() || !size.canConvertToInt() || size.asInt() < 1 || size.asInt() > 64)
                throw error("/size", "expected the grid size, 1 to 64");
            n = size.asInt();
            for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
                String k = it.next();
                if (!FPuzzlesElements.TABLE.containsKey(k))
                    throw error("/" + k, "'" + k + "' is not an f-puzzles element Cellwise knows (a misspelt element, or a plug-in's);"
                            + " the puzzle is refused rather than solved without it");
            }
            String title = text("/title"), author = text("/author"), ruleset = text("/ruleset");
            grid();
            for (FPuzzlesElements.Element e : FPuzzlesElements.TABLE.values()) {
                JsonNode v = root.get(e.key());
                if (v != null && !e.key().equals("grid")) e.reader().read(this, e.key(), v);
            }
            // over irregular regions, as f-puzzles' solvers read them: the i-th cell of each region in reading order
            // (Regions#withDisjointGroups)
            if (flagsRead.contains("disjointgroups")) rules.addAll(RuleCatalog.lookup("offset"));
            negatives();
            String name = title.isEmpty() ? defaultName : title;
            JsonNode extra = root.get("cellwise");
            // Cellwise's own statements join the rest before the clues are made: dots and marks stated there are one
            // rule with those read from f-puzzles' elements, as their negative constraints speak of all of them
            if (extra != null)
                for (Rule r : statements(extra, name)) {
                    if (r instanceof Clue c) clues.add(c, "/cellwise");
                    else if (!rules.contains(r)) rules.add(r);
                }
            Puzzle.Builder b = Puzzle.builder().name(name).kind("sudoku").grid(grid).values(ValueRange.of(n));
            List<Rule> all = new ArrayList<>(rules);
            if (!givens.isEmpty()) all.add(new Givens(givens));
            List<Clue> built = clues.build();
            org.cellwise.model.Canvas canvas = org.cellwise.puzzle.Compiler.canvas(List.of(grid), List.of(), ValueRange.of(n));
            for (Rule r : all) check(r, canvas, paths.getOrDefault(r, ""));
            for (Clue c : built) check(c, canvas, clues.origin(c) instanceof String s ? s : "");
            all.addAll(built);
            // the add-ons' drawn copies of the clues read are those clues' pictures: the writer draws them again
            drawings.removeAll(FPuzzlesElements.copiesAmong(drawings, built));
            Puzzle p = b.rules(all).build();
            Metadata m = new Metadata(author, ruleset, drawings, Drawings.warnings(drawings, ruleset, p.rules()));
            return m.isEmpty() ? p : p.withMetadata(m);
        }

        private void check(Rule r, org.cellwise.model.Canvas canvas, String path) {
            try {
                Checks.fits(r, canvas);
            } catch (IllegalArgumentException e) {
                throw error(path, e.getMessage());
            }
        }

        private String text(String path) {
            JsonNode v = root.at(path);
            if (v.isMissingNode() || v.isNull()) return "";
            if (!v.isTextual()) throw error(path, "expected text, found " + shortText(v));
            return v.asText().strip();
        }

        /** Givens, given pencil marks, regions and the cells' own colours. */
        private void grid() {
            JsonNode g = root.get("grid");
            if (g == null || !g.isArray() || g.size() != n) throw error("/grid", "expected " + n + " rows of cells");
            Map<Cell, Integer> region = new HashMap<>();
            for (int r = 0; r < n; r++) {
                JsonNode row = g.get(r);
                if (!row.isArray() || row.size() != n) throw error("/grid/" + r, "expected " + n + " cells");
                for (int c = 0; c < n; c++) {
                    JsonNode cell = row.get(c);
                    String path = "/grid/" + r + "/" + c;
                    if (!cell.isObject()) throw error(path, "expected a cell's object, such as {\"value\": 5, \"given\": true}");
                    Cell at = new Cell(r, c);
                    if (cell.path("given").asBoolean(false) && cell.has("value") && !blank(cell.get("value"))) {
                        int v = number(cell.get("value"), path + "/value", "a value");
                        if (v < 1 || v > n) throw error(path + "/value", "a value is 1 to " + n + ", not " + v);
                        givens.put(at, v);
                    }
                    if (cell.has("region")) {
                        JsonNode reg = cell.get("region");
                        region.put(at, reg.isNull() ? -1 : number(reg, path + "/region", "a region number"));
                    }
                    JsonNode pm = cell.get("givenPencilMarks");
                    if (pm != null && !pm.isNull()) {
                        if (!pm.isArray()) throw error(path + "/givenPencilMarks", "expected a list of values");
                        if (!pm.isEmpty()) {
                            int[] vs = new int[pm.size()];
                            for (int i = 0; i < vs.length; i++) vs[i] = number(pm.get(i), path + "/givenPencilMarks/" + i, "a value");
                            try {
                                clues.add(new PencilMarks(at, vs), path + "/givenPencilMarks");
                            } catch (IllegalArgumentException e) {
                                throw error(path + "/givenPencilMarks", e.getMessage());
                            }
                        }
                    }
                    // an older f-puzzles states odd and even cells as the cell's parity
                    JsonNode parity = cell.get("parity");
                    if (parity != null && !blank(parity)) {
                        String pv = parity.asText("").strip().toLowerCase(java.util.Locale.ROOT);
                        if (!pv.equals("odd") && !pv.equals("even"))
                            throw error(path + "/parity", "expected \"Odd\" or \"Even\", found " + shortText(parity));
                        clues.add(new org.cellwise.rules.Parity(List.of(at), pv.equals("even")), path + "/parity");
                    }
                    // the setter's colours (and any other field of the cell's own): kept, as drawings
                    com.fasterxml.jackson.databind.node.ObjectNode own = Json.object();
                    for (Iterator<String> it = cell.fieldNames(); it.hasNext(); ) {
                        String f = it.next();
                        if (!List.of("value", "given", "region", "givenPencilMarks", "centerPencilMarks", "cornerPencilMarks", "parity").contains(f))
                            own.set(f, cell.get(f));
                    }
                    if (!own.isEmpty()) {
                        com.fasterxml.jackson.databind.node.ObjectNode d = Json.object();
                        d.put("cell", "R" + (r + 1) + "C" + (c + 1));
                        d.setAll(own);
                        drawings.add(new Metadata.Drawing("cell", d.toString()));
                    }
                }
            }
            regions(region);
        }

        /**
         * Regions: the default for the grid's size wherever a cell has no region field; a partition that is some
         * box shape is a grid with those boxes, any other irregular regions.
         */
        private void regions(Map<Cell, Integer> stated) {
            int[] box = Grid.defaultBox(n);
            for (int r = 0; r < n; r++)
                for (int c = 0; c < n; c++) {
                    Cell at = new Cell(r, c);
                    Integer s = stated.get(at);
                    regionOf.put(at, s == null ? Integer.valueOf(defaultRegion(r, c, box)) : s < 0 ? null : s);
                }
            grid = new Grid("main", 0, 0, n, box[0], box[1]);
            if (stated.isEmpty()) {
                if (grid.hasBoxes()) rules.addAll(RuleCatalog.lookup("sudoku"));
                else rules.addAll(RuleCatalog.lookup("latin"));
                return;
            }
            rules.addAll(RuleCatalog.lookup("latin"));
            // regions named in the order their first cells come, so that the numbers f-puzzles used do not matter
            Map<Integer, List<Cell>> byNumber = new LinkedHashMap<>();
            for (int r = 0; r < n; r++)
                for (int c = 0; c < n; c++) {
                    Integer reg = regionOf.get(new Cell(r, c));
                    if (reg != null) byNumber.computeIfAbsent(reg, k -> new ArrayList<>()).add(new Cell(r, c));
                }
            List<List<Cell>> parts = new ArrayList<>(byNumber.values());
            if (parts.isEmpty()) { // no cell in any region: a Latin square
                grid = new Grid("main", 0, 0, n, 0, 0);
                return;
            }
            if (parts.size() == n && parts.stream().allMatch(l -> l.size() == n)) {
                for (int h = 1; h <= n; h++) {
                    if (n % h != 0) continue;
                    int w = n / h;
                    if (sameBoxes(parts, h, w)) {
                        if (h == 1 || w == 1) grid = new Grid("main", 0, 0, n, 0, 0); // rows or columns: nothing more than Latin
                        else {
                            grid = new Grid("main", 0, 0, n, h, w);
                            rules.addAll(RuleCatalog.lookup("boxes"));
                        }
                        return;
                    }
                }
            }
            grid = new Grid("main", 0, 0, n, 0, 0);
            Map<String, List<Cell>> regions = new LinkedHashMap<>();
            for (List<Cell> cs : parts) regions.put("region" + (regions.size() + 1), cs);
            rules.add(new Regions(regions));
        }

        private boolean sameBoxes(List<List<Cell>> parts, int h, int w) {
            for (List<Cell> part : parts) {
                Cell first = part.get(0);
                for (Cell c : part) if (c.row() / h != first.row() / h || c.col() / w != first.col() / w) return false;
            }
            return true;
        }

        /**
         * The dots' negative constraints. f-puzzles' {@code nonconsecutive} forbids difference 1 where no dot is
         * drawn: with no dots at all, the non-consecutive rule; with dots, their negative constraint for difference 1
         * alone (a pair with a dot of either colour, or another white dot, is exempt). {@code negative: ["ratio"]}
         * forbids the black dots' ratios (2 when none is drawn), {@code "xv"} sums of 5 and 10.
         */
        private void negatives() {
            boolean noWhite = nonconsecutive || negative.contains("difference");
            if (noWhite && !dotsDrawn && !negative.contains("ratio")) rules.addAll(RuleCatalog.lookup("non-consecutive"));
            else if (noWhite) clues.negative(false, List.of(1), "/nonconsecutive");
            if (negative.contains("ratio")) clues.negative(true, List.of(), "/negative");
            if (negative.contains("xv")) clues.negativeXv("/negative");
        }

        /** The statements of the canvas, which the f-puzzles grid states (values and boxes were dropped without a word). */
        private static final java.util.Set<String> CANVAS = java.util.Set.of("size", "values", "boxes", "grid", "cells", "kakuro");

        /** Rules f-puzzles has no element for, as Cellwise statements (what the writer puts there). */
        private List<Rule> statements(JsonNode extra, String name) {
            if (!extra.isArray()) throw error("/cellwise", "expected a list of Cellwise statements");
            // each statement on a line of its own number, so an error in it is traced back to its place in the JSON
            List<Located> lines = new ArrayList<>();
            lines.add(new Located("size " + n, 0, 1));
            for (int i = 0; i < extra.size(); i++) {
                if (!extra.get(i).isTextual()) throw error("/cellwise/" + i, "expected a Cellwise statement as a string");
                // only the rules and clues of what is read here are kept: a statement of the canvas would be dropped unsaid
                String first = extra.get(i).asText().strip().split("\\s+", 2)[0].toLowerCase(java.util.Locale.ROOT);
                if (CANVAS.contains(first)) throw error("/cellwise/" + i, "'" + first + "' states the canvas, which the grid"
                        + " states here: the field holds rules and clues");
                lines.add(new Located(extra.get(i).asText(), i + 1, 1));
            }
            try {
                return CellwiseFormat.parse(source, lines, name, new Located("", 0, 1)).rules();
            } catch (FormatException e) {
                // an error after the last statement (a map left without rows) is the last statement's
                int i = Math.min(extra.size() - 1, Math.max(0, e.line() - 1));
                // the string's first character sits one column after its opening quote
                throw new Bad("/cellwise/" + i, e.detail(), e.column());
            }
        }
    }

    private static int defaultRegion(int r, int c, int[] box) {
        return box[0] == 0 ? r : (r / box[0]) * box[0] + c / box[1];
    }

    /**
     * The region f-puzzles puts a cell in when it has no region field: its box, the usual boxes for the size
     * (2×3 on 6×6, 3×4 on 12×12, as square as the size allows with the longer side across), or its row for a prime
     * size, which has no boxes. The same as f-puzzles' own table for its sizes 3 to 16 and its solvers' beyond.
     */
    static int defaultRegion(int r, int c, int n) {
        return defaultRegion(r, c, Grid.defaultBox(n));
    }
}
