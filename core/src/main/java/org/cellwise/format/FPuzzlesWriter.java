package org.cellwise.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BiConsumer;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.puzzle.Metadata;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.Dot;
import org.cellwise.rules.Givens;
import org.cellwise.rules.Indexer;
import org.cellwise.rules.Kropki;
import org.cellwise.rules.RegionSumLine;
import org.cellwise.rules.Regions;
import org.cellwise.rules.Rule;
import org.cellwise.rules.RuleCatalog;

/**
 * A puzzle as f-puzzles JSON, in f-puzzles' own elements wherever f-puzzles has one ({@link FPuzzlesElements}):
 * title, author and rules text apart; givens, regions (none at all for a Latin square: region -1, as f-puzzles' own
 * "no region" is), given pencil marks, every clue, the drawings kept from a link. What f-puzzles has no element for
 * (greater-than signs, sum groups, headings, a negative constraint for other differences) travels as {@code .cw}
 * statements in a {@code cellwise} field, which Cellwise reads back and the sites ignore. What no f-puzzles puzzle
 * can be (several grids, cells outside a grid, other values than 1 to N) is refused in a sentence.
 */
final class FPuzzlesWriter {
    private FPuzzlesWriter() {}

    /** What the rows' writers write into. */
    static final class Out {
        final Puzzle puzzle;
        final ObjectNode o = Json.object();
        final ObjectNode[][] cells;
        final List<String> statements = new ArrayList<>();
        /** 'either' blocks, each its lines in order: a block is sorted among blocks as one, never line by line. */
        final List<String> blocks = new ArrayList<>();
        final Map<Cell, Integer> regionOf = new HashMap<>();
        final int n;

        Out(Puzzle p, int n) {
            this.puzzle = p;
            this.n = n;
            cells = new ObjectNode[n][n];
        }

        Canvas canvas() {
            return puzzle.canvas();
        }

        String name(Cell c) {
            return "R" + (c.row() + 1) + "C" + (c.col() + 1);
        }

        ArrayNode array(String key) {
            return o.has(key) ? (ArrayNode) o.get(key) : o.putArray(key);
        }

        ObjectNode entry(String key) {
            return array(key).addObject();
        }

        void cells(ArrayNode into, List<Cell> cs) {
            for (Cell c : cs) into.add(name(c));
        }

        ObjectNode line(String key, List<Cell> cs) {
            ObjectNode e = entry(key);
            cells(e.putArray("lines").addArray(), cs);
            return e;
        }

        void outside(String key, Cell at, int value) {
            ObjectNode e = entry(key);
            e.put("cell", name(at));
            e.put("value", String.valueOf(value));
        }

        /**
         * A cell's given pencil marks; two sets on one cell are the values both allow. When they allow none, f-puzzles'
         * empty list would say nothing: both travel as statements.
         */
        void marks(Cell c, int[] values) {
            ObjectNode cell = cells[c.row()][c.col()];
            int[] vs = values.clone();
            if (cell.has("givenPencilMarks")) {
                Set<Integer> was = new LinkedHashSet<>();
                cell.get("givenPencilMarks").forEach(x -> was.add(x.asInt()));
                vs = Arrays.stream(vs).filter(was::contains).toArray();
                if (vs.length == 0) {
                    cell.remove("givenPencilMarks");
                    statement(new org.cellwise.rules.PencilMarks(c, was.stream().mapToInt(Integer::intValue).toArray()).statement());
                    statement(new org.cellwise.rules.PencilMarks(c, values).statement());
                    return;
                }
            }
            Arrays.sort(vs);
            ArrayNode a = cell.putArray("givenPencilMarks");
            for (int v : Arrays.stream(vs).distinct().toArray()) a.add(v);
        }

        void statement(String s) {
            statements.add(s);
        }

        /** An 'either' block, its lines as the text format writes them, after the definitions its clues name. */
        void either(org.cellwise.rules.Either e) {
            definitionsOf(e);
            blocks.add(CellwiseWriter.either(e, puzzle.values()));
        }

        private void definitionsOf(org.cellwise.rules.Either e) {
            for (List<Rule> branch : e.branches())
                for (Rule r : branch) {
                    if (r instanceof org.cellwise.rules.Either inner) definitionsOf(inner);
                    else if (r instanceof org.cellwise.rules.Clue c) definitions.add(c);
                }
        }

        final Definitions definitions = new Definitions();

        /** A clue written as statements, after what it names (an automaton), which is written once. */
        void statements(org.cellwise.rules.Clue c) {
            definitions.add(c); // two different definitions under one name are refused
            for (String d : c.definitions()) if (!statements.contains(d)) statements.add(d);
            statements.add(c.statement());
        }

        /** The drawn copies an add-on saves beside its element, for sites without it ({@link FPuzzlesElements#copies}). */
        void copies(Rule r) {
            for (Metadata.Drawing d : FPuzzlesElements.copies(r)) array(d.element()).add(Drawings.json(d));
        }

        /** The cells of a cell's f-puzzles region in reading order (none when it is in no region). */
        List<Cell> region(Cell c) {
            return FPuzzlesElements.region(regionOf, n, c);
        }

        void negative(String what) {
            ArrayNode a = array("negative");
            for (JsonNode x : a) if (x.asText().equals(what)) return;
            a.add(what);
        }
    }

    static String write(Puzzle p) {
        Canvas canvas = p.canvas();
        if (p.grids().size() != 1)
            throw new IllegalArgumentException("f-puzzles holds one square grid, and this puzzle has " + p.grids().size()
                    + " grids; write it in the Cellwise format instead");
        Grid g = p.grids().get(0);
        int n = g.side("f-puzzles");
        for (Rule r : p.rules())
            if (r instanceof org.cellwise.rules.BesideGrid b)
                throw new IllegalArgumentException("f-puzzles has no cells beside its grid, where '" + r.keyword() + "' keeps " + b.keeps()
                        + "; write it in the Cellwise format instead");
        if (!canvas.loose().isEmpty())
            throw new IllegalArgumentException("f-puzzles holds one square grid, and this puzzle has " + canvas.loose().size()
                    + " cells outside any grid (" + canvas.loose().get(0) + " the first); write it in the Cellwise format instead");
        if (g.top() != 0 || g.left() != 0)
            throw new IllegalArgumentException("f-puzzles' grid starts at the top left, and this puzzle's starts at r" + (g.top() + 1)
                    + "c" + (g.left() + 1));
        if (p.values().min() != 1 || p.values().max() != n)
            throw new IllegalArgumentException("f-puzzles puts the values 1 to " + n + " in a " + n + "x" + n + " grid, and this puzzle's"
                    + " values are " + p.values().min() + " to " + p.values().max());
        Out out = new Out(p, n);
        ObjectNode o = out.o;
        o.put("size", n);
        o.put("title", p.name());
        if (!p.author().isEmpty()) o.put("author", p.author());
        if (!p.rulesText().isEmpty()) o.put("ruleset", p.rulesText());
        ArrayNode grid = o.putArray("grid");
        for (int r = 0; r < n; r++) {
            ArrayNode row = grid.addArray();
            for (int c = 0; c < n; c++) out.cells[r][c] = row.addObject();
        }
        Set<String> flags = new LinkedHashSet<>();
        Regions regions = null;
        List<Rule> rest = new ArrayList<>();
        for (Rule r : new LinkedHashSet<>(p.rules())) {
            if (RuleCatalog.isFlag(r)) flags.add(r.keyword());
            else if (r instanceof Givens gv) gv.values().forEach((c, v) -> {
                out.cells[c.row()][c.col()].put("value", v);
                out.cells[c.row()][c.col()].put("given", true);
            });
            else if (r instanceof Regions reg) {
                if (regions != null) throw new IllegalArgumentException("f-puzzles gives a cell one region, and this puzzle has two sets of regions");
                regions = reg;
            } else rest.add(r);
        }
        if (!flags.contains("rows") || !flags.contains("columns"))
            throw new IllegalArgumentException("every f-puzzles puzzle asks for different values in each row and column, and this one"
                    + " does not (its rules: " + String.join(", ", flags) + ")");
        regions(out, g, flags.contains("boxes") && g.hasBoxes(), regions);
        if (regions != null && regions.disjoint()) o.put("disjointgroups", true);
        for (String f : flags) {
            switch (f) {
                case "rows", "columns", "boxes" -> { }
                case "diagonals" -> {
                    o.put("diagonal+", true);
                    o.put("diagonal-", true);
                }
                default -> {
                    String key = null;
                    for (Map.Entry<String, String> e : FPuzzlesElements.FLAGS.entrySet()) if (e.getValue().equals(f)) key = e.getKey();
                    if (key == null) out.statement("rules " + f);
                    else o.put(key, true);
                }
            }
        }
        if (flags.contains("non-consecutive") && p.rules().stream().anyMatch(r -> r instanceof Kropki k && !k.dots().isEmpty()))
            out.statement("rules non-consecutive"); // f-puzzles' nonconsecutive leaves pairs with a dot alone: the rule says more
        for (Rule r : rest) {
            BiConsumer<Rule, Out> w = FPuzzlesElements.writer(r);
            if (w == null) throw new IllegalArgumentException("f-puzzles has no way to state the rule '" + r.keyword() + "'");
            w.accept(r, out);
        }
        drawings(out, p.metadata());
        if (!out.statements.isEmpty() || !out.blocks.isEmpty()) {
            // definitions first, each once, then the statements in a fixed order: reading back merges some clues
            // into one rule (corner marks), which would otherwise move the others
            ArrayNode a = o.putArray("cellwise");
            out.definitions.statements().forEach(a::add);
            List<String> others = new ArrayList<>(out.statements);
            out.definitions.statements().forEach(others::remove);
            others.stream().sorted().forEach(a::add);
            out.blocks.stream().sorted().forEach(block -> List.of(block.split("\n")).forEach(a::add));
        }
        return canonical(o).toString();
    }

    /**
     * The grid's regions: nothing written when they are the default regions of its size (the usual boxes; the rows
     * of a prime size, which a Latin square of that size has anyway), else each cell's own number, -1 for none.
     */
    private static void regions(Out out, Grid g, boolean boxes, Regions regions) {
        int n = g.rows();
        int[][] region = new int[n][n];
        for (int[] row : region) Arrays.fill(row, -1);
        if (regions != null) {
            if (boxes) out.statement("rules boxes"); // a cell has one region in f-puzzles: the boxes travel as a statement
            int k = 0;
            for (List<Cell> cs : regions.regions().values()) {
                for (Cell c : cs) {
                    if (region[c.row()][c.col()] >= 0)
                        throw new IllegalArgumentException("f-puzzles gives each cell one region, and " + c + " is in two");
                    region[c.row()][c.col()] = k;
                }
                k++;
            }
        } else if (boxes) {
            for (int r = 0; r < n; r++)
                for (int c = 0; c < n; c++) region[r][c] = r / g.boxRows() * (n / g.boxCols()) + c / g.boxCols();
        } else if (Grid.defaultBox(n)[0] == 0) {
            for (int r = 0; r < n; r++) Arrays.fill(region[r], r); // a prime size: rows, as f-puzzles' default
        }
        int[][] def = new int[n][n];
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++) def[r][c] = FPuzzlesReader.defaultRegion(r, c, n);
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++) out.regionOf.put(new Cell(r, c), region[r][c] < 0 ? null : region[r][c]);
        if (Arrays.deepEquals(relabelled(region), relabelled(def))) return;
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++) out.cells[r][c].put("region", region[r][c]);
    }

    /** Region numbers renamed in the order their first cells come, -1 kept: two partitions compare as equal arrays. */
    private static int[][] relabelled(int[][] region) {
        Map<Integer, Integer> name = new HashMap<>();
        int[][] out = new int[region.length][];
        for (int r = 0; r < region.length; r++) {
            out[r] = new int[region[r].length];
            for (int c = 0; c < region[r].length; c++)
                out[r][c] = region[r][c] < 0 ? -1 : name.computeIfAbsent(region[r][c], x -> name.size());
        }
        return out;
    }

    private static void drawings(Out out, Metadata m) {
        for (Metadata.Drawing d : m.drawings()) {
            JsonNode n = Drawings.json(d);
            if (d.element().equals("cell")) {
                Cell at;
                try {
                    at = Drawings.cellsOf("cell", n).get(0).get(0);
                } catch (IllegalArgumentException e) {
                    continue;
                }
                if (at.row() < 0 || at.col() < 0 || at.row() >= out.n || at.col() >= out.n) continue;
                ObjectNode cell = out.cells[at.row()][at.col()];
                n.fields().forEachRemaining(f -> {
                    if (!f.getKey().equals("cell")) cell.set(f.getKey(), f.getValue());
                });
            } else out.array(d.element()).add(n);
        }
    }

    /** Kropki dots and their negative constraints. */
    static void kropki(Kropki k, Out out) {
        for (Dot d : k.dots()) {
            ObjectNode e = out.entry(d.black() ? "ratio" : "difference");
            out.cells(e.putArray("cells"), List.of(d.a(), d.b()));
            if (d.k() != (d.black() ? 2 : 1)) e.put("value", String.valueOf(d.k()));
        }
        List<Integer> white = new ArrayList<>(k.notWhite());
        if (white.remove(Integer.valueOf(1))) out.o.put("nonconsecutive", true);
        if (!white.isEmpty()) out.statement("negative white " + numbers(white));
        if (!k.notBlack().isEmpty()) {
            if (k.notBlack().equals(Kropki.shown(k.dots(), true))) out.negative("ratio");
            else out.statement("negative black " + numbers(k.notBlack()));
        }
    }

    /**
     * An indexer as f-puzzles' element with its drawn copy. f-puzzles counts a box indexer's positions through its
     * cell's region in reading order: one that counts through other cells or in another order is stated in Cellwise's
     * words instead, a statement for each region it points into, naming that region.
     */
    static void indexer(Indexer x, Out out) {
        if (x.axis() == Indexer.Axis.BOX) {
            Map<List<Cell>, List<Cell>> byHouse = new java.util.LinkedHashMap<>();
            boolean same = true;
            for (Cell c : x.cells()) {
                List<Cell> house = x.house(out.canvas(), c);
                byHouse.computeIfAbsent(house, k -> new ArrayList<>()).add(c);
                same &= house.equals(out.region(c));
            }
            if (!same) {
                byHouse.forEach((house, cs) -> out.statement(new Indexer(Indexer.Axis.BOX, cs, house).statement()));
                return;
            }
        }
        out.cells(out.entry(x.axis().name().toLowerCase(java.util.Locale.ROOT) + "indexer").putArray("cells"), x.cells());
        out.copies(x);
    }

    /** A region sum line as f-puzzles' element when its segments are the regions the line crosses, else as a statement. */
    static void regionSum(RegionSumLine r, Out out) {
        List<Cell> line = r.segments().stream().flatMap(List::stream).toList();
        List<List<Cell>> cut = new ArrayList<>();
        Integer last = null;
        for (Cell c : line) {
            Integer reg = out.regionOf.get(c);
            if (cut.isEmpty() || !java.util.Objects.equals(reg, last)) cut.add(new ArrayList<>());
            cut.get(cut.size() - 1).add(c);
            last = reg;
        }
        if (cut.equals(r.segments())) out.line("regionsumline", line);
        else out.statement(r.statement()); // segments other than the regions': only Cellwise's statement says them
    }

    private static String numbers(List<Integer> vs) {
        StringBuilder sb = new StringBuilder();
        for (int v : vs) sb.append(sb.length() == 0 ? "" : ",").append(v);
        return sb.toString();
    }

    static String quoted(String label) {
        return label.matches("[A-Za-z][A-Za-z0-9_]*") ? label : "\"" + label + "\"";
    }

    /**
     * The same JSON with its constraint lists in a fixed order (keys by name, each list's entries by their text), so
     * that the text depends on the rules alone and not on the order they were given in: writing what was read
     * gives the same link.
     */
    private static ObjectNode canonical(ObjectNode o) {
        ObjectNode out = Json.object();
        List<String> keys = new ArrayList<>();
        o.fieldNames().forEachRemaining(keys::add);
        for (JsonNode row : o.path("grid"))
            for (JsonNode cell : row) { // a cell's own fields too, whichever rule put them there first
                ObjectNode c = (ObjectNode) cell;
                TreeMap<String, JsonNode> sorted = new TreeMap<>();
                c.fields().forEachRemaining(e -> sorted.put(e.getKey(), e.getValue()));
                c.removeAll();
                sorted.forEach(c::set);
            }
        List<String> first = List.of("size", "title", "author", "ruleset", "grid");
        for (String k : first) if (o.has(k)) out.set(k, o.get(k));
        keys.removeAll(first);
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
}
