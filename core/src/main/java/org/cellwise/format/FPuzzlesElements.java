package org.cellwise.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cellwise.constraint.Arithmetic;
import org.cellwise.model.Cell;
import org.cellwise.puzzle.Metadata;
import org.cellwise.rules.*;

/**
 * Every f-puzzles element, one row each, keyed by its JSON key: what it is (a setting, a rule, a drawing, or a
 * constraint f-puzzles has that Cellwise does not yet), how it is read, and how the rules it reads into are written
 * back. The reader ({@link FPuzzlesReader}) and the writer ({@link FPuzzlesWriter}) both work from this table, and
 * the list of known elements is its keys: an element not in it is refused with its name, never passed over.
 *
 * <p>Adding a constraint: one row. Call {@link #element} with its key, the words for it, a reader (most are
 * {@link #lines}, {@link #each} or {@link #outside} of a clue's constructor) and, for each rule class it reads
 * into, a writer ({@code writes(Class, (rule, out) -> ...)}). A row marked {@link Kind#NOT_YET} becomes a rule by
 * giving it a reader and a writer. Rules f-puzzles has no element for are written as {@code .cw} statements in
 * the {@code cellwise} row, which Cellwise reads back and the sites ignore.
 */
final class FPuzzlesElements {
    private FPuzzlesElements() {}

    enum Kind {
        /** Says nothing about the solution (the size, the title, the solver's options). */
        SETTING,
        /** A flag or a list of clues Cellwise reads into rules. */
        RULE,
        /** A drawing without a rule of its own: kept, and warned about unless it pictures a clue read. */
        DRAWING,
        /** A constraint f-puzzles (or a plug-in) has and Cellwise has no rule for yet: refused with its name. */
        NOT_YET
    }

    /** Reads one element's value into the puzzle being read. */
    interface Reader {
        void read(FPuzzlesReader.Reading r, String key, JsonNode value);
    }

    /** One entry of an element's list, at its JSON path. */
    interface EntryReader {
        void read(FPuzzlesReader.Reading r, JsonNode entry, String path);
    }

    record Element(String key, Kind kind, String words, Reader reader) {}

    /** The rows, in the order they are read (grid regions before region sum lines, dots before the negative flags). */
    static final Map<String, Element> TABLE = new LinkedHashMap<>();
    /** The writer of each rule class, from the rows that read into it. */
    private static final Map<Class<? extends Rule>, BiConsumer<Rule, FPuzzlesWriter.Out>> WRITERS = new HashMap<>();
    /** Flags: f-puzzles key to Cellwise rule keyword. */
    static final Map<String, String> FLAGS = new LinkedHashMap<>();
    /** A drawn cage's value naming a digital root: "DR5", "dr5", " DR 5 ". */
    private static final Pattern DIGITAL_ROOT = Pattern.compile("\\s*(?i:dr)\\s*(\\d+)\\s*");
    private static final Pattern KENKEN = Pattern.compile("(\\d+)\\s*([-+*/x×÷−])");

    private static void element(String key, Kind kind, String words, Reader reader) {
        TABLE.put(key, new Element(key, kind, words, reader));
    }

    @SuppressWarnings("unchecked")
    private static <R extends Rule> void writes(String key, Class<R> cls, BiConsumer<R, FPuzzlesWriter.Out> writer) {
        WRITERS.put(cls, (r, o) -> writer.accept((R) r, o));
    }

    /** The writer for a rule's class, or null when f-puzzles cannot hold it. */
    static BiConsumer<Rule, FPuzzlesWriter.Out> writer(Rule r) {
        return WRITERS.get(r.getClass());
    }

    /** Rule classes that have a writer (a test checks every clue kind has one). */
    static java.util.Set<Class<? extends Rule>> written() {
        return Collections.unmodifiableSet(WRITERS.keySet());
    }

    private static Reader setting() {
        return (r, key, value) -> { };
    }

    /** A list of objects, each read by {@code entry}. */
    static Reader each(EntryReader entry) {
        return (r, key, value) -> r.each(key, value, (e, path) -> entry.read(r, e, path));
    }

    /** A list of line clues: each entry's {@code lines}, each line one clue (a line the clue refuses: an error at that line). */
    private static Reader lines(java.util.function.Function<List<Cell>, Clue> make) {
        return each((r, e, path) -> {
            List<List<Cell>> ls = r.lines(e, path);
            for (int i = 0; i < ls.size(); i++) {
                Clue c;
                try {
                    c = make.apply(ls.get(i));
                } catch (IllegalArgumentException x) {
                    throw r.error(path + "/lines/" + i, x.getMessage());
                }
                r.clue(c, path + "/lines/" + i);
            }
        });
    }

    /**
     * Row and column indexers: {@code {"cells": [...]}}, each entry one clue. A box indexer counts positions through
     * its cell's f-puzzles region in reading order: the grid's box, or with regions drawn, the region, which the
     * clue then names (a cell in no region of N cells points nowhere and is refused).
     */
    private static Reader indexers(Indexer.Axis axis) {
        return each((r, e, path) -> {
            r.fields(e, path, "cells");
            List<Cell> cs = r.cells(e.get("cells"), path + "/cells");
            if (axis != Indexer.Axis.BOX || r.boxes()) {
                r.clue(new Indexer(axis, cs), path);
                return;
            }
            Map<Integer, List<Cell>> byRegion = new java.util.TreeMap<>();
            for (Cell c : cs) byRegion.computeIfAbsent(r.regionOf.getOrDefault(c, -1) == null ? -1 : r.regionOf.get(c), k -> new ArrayList<>()).add(c);
            for (Map.Entry<Integer, List<Cell>> g : byRegion.entrySet()) {
                List<Cell> region = r.region(g.getValue().get(0));
                if (region.size() != r.n)
                    throw r.error(path, "a box indexer at " + g.getValue().get(0) + " needs a region of " + r.n + " cells to point into, not "
                            + region.size());
                r.clue(new Indexer(Indexer.Axis.BOX, g.getValue(), region), path);
            }
        });
    }

    /**
     * The drawn copies the add-ons save beside their elements, for sites without the add-on: what {@link
     * FPuzzlesWriter} writes with each clue, and what {@link FPuzzlesReader} takes as that clue's picture rather than
     * a drawing to keep. Each is a cage, line or circle marked {@code fromConstraint} (or {@code isNewConstraint},
     * Memeristor's lockout lines).
     */
    static List<Metadata.Drawing> copies(Rule rule) {
        List<Metadata.Drawing> out = new ArrayList<>();
        if (rule instanceof Indexer x) {
            ObjectNode d = Json.object();
            ArrayNode cs = d.putArray("cells");
            for (Cell c : x.cells()) cs.add(name(c));
            d.put("outlineC", new String[] {"#7CC77C", "#C77C7C", "#7C7CC7"}[x.axis().ordinal()]);
            d.put("fontC", "#000000");
            d.put("fromConstraint", INDEXER_COPIES.get(x.axis().ordinal()));
            out.add(new Metadata.Drawing("cage", d.toString()));
        } else if (rule instanceof LockoutLine l) out.add(line(l.cells(), "#006CBA", 0.2, null));
        else if (rule instanceof ModularLine l) out.add(line(l.cells(), "#33BBBB", 0.15625, "Modular Line"));
        else if (rule instanceof ZipperLine l) out.add(line(l.cells(), "#cdb1ec", 0.15625, "Zipper Line"));
        else if (rule instanceof NabnerLine l) out.add(line(l.cells(), "#C9C883", 0.25, "Nabner"));
        else if (rule instanceof DoubleArrow a) {
            out.add(line(a.cells(), "#C54B8B", 0.15, "Double Arrow"));
            for (Cell c : List.of(a.cells().get(0), a.cells().get(a.cells().size() - 1))) {
                ObjectNode d = Json.object();
                d.putArray("cells").add(name(c));
                d.put("baseC", "#EAEAEA");
                d.put("outlineC", "#C54B8B");
                d.put("width", 0.85);
                d.put("height", 0.85);
                d.put("fromConstraint", "Double Arrow");
                out.add(new Metadata.Drawing("circle", d.toString()));
            }
        }
        return out;
    }

    private static final List<String> INDEXER_COPIES = List.of("Row Indexer", "Column Indexer", "Box Indexer");

    private static Metadata.Drawing line(List<Cell> cells, String colour, double width, String from) {
        ObjectNode d = Json.object();
        ArrayNode cs = d.putArray("lines").addArray();
        for (Cell c : cells) cs.add(name(c));
        d.put("outlineC", colour);
        d.put("width", width);
        if (from == null) d.put("isNewConstraint", true);
        else d.put("fromConstraint", from);
        return new Metadata.Drawing("line", d.toString());
    }

    private static String name(Cell c) {
        return "R" + (c.row() + 1) + "C" + (c.col() + 1);
    }

    /** The mark an add-on puts on its drawn copy: the {@code fromConstraint} text, or "isNewConstraint"; null when unmarked. */
    static String copyMark(JsonNode d) {
        if (d.hasNonNull("fromConstraint")) return d.get("fromConstraint").asText("");
        return d.path("isNewConstraint").asBoolean(false) ? "isNewConstraint" : null;
    }

    /**
     * The drawings that are the add-ons' copies of these rules: same element, same mark, every cell on a copy of
     * the same element and mark (an add-on may draw one outline over two indexer clues, or one of two circles).
     * The writer draws the copies again, so keeping these too would draw each twice.
     */
    static List<Metadata.Drawing> copiesAmong(List<Metadata.Drawing> drawings, List<? extends Rule> rules) {
        Map<String, java.util.Set<Cell>> covered = new HashMap<>();
        for (Rule r : rules)
            for (Metadata.Drawing d : copies(r)) {
                JsonNode n = Json.parse(d.json());
                java.util.Set<Cell> cs = covered.computeIfAbsent(d.element() + " " + copyMark(n), k -> new java.util.HashSet<>());
                Drawings.cellsOf(d.element(), n).forEach(cs::addAll);
            }
        if (covered.isEmpty()) return List.of();
        List<Metadata.Drawing> out = new ArrayList<>();
        for (Metadata.Drawing d : drawings) {
            JsonNode n = Json.parse(d.json());
            String mark = copyMark(n);
            java.util.Set<Cell> cs = mark == null ? null : covered.get(d.element() + " " + mark);
            if (cs == null) continue;
            try {
                if (Drawings.cellsOf(d.element(), n).stream().allMatch(cs::containsAll)) out.add(d);
            } catch (IllegalArgumentException e) {
                // not a drawing of cells: kept as it is
            }
        }
        return out;
    }

    interface OutsideClue {
        Clue make(Cell at, int value);
    }

    /** Clues outside the grid: {@code {cell, value}}, an empty value an unfilled clue box (which says nothing). */
    private static Reader outside(String what, OutsideClue make) {
        return each((r, e, path) -> {
            r.fields(e, path, "cell", "value");
            if (r.blank(e.get("value"))) return;
            r.clue(make.make(r.place(e.get("cell"), path + "/cell"), r.number(e.get("value"), path + "/value", what)), path);
        });
    }

    private static Reader notYet() {
        return (r, key, value) -> {
            if (value.isArray() && value.isEmpty() || value.isBoolean() && !value.asBoolean()) return;
            throw r.error("/" + key, TABLE.get(key).words() + " are not a rule Cellwise has yet; the puzzle is refused rather than"
                    + " solved without them");
        };
    }

    private static Reader flag(String keyword) {
        return (r, key, value) -> {
            if (!value.isBoolean()) throw r.error("/" + key, "expected true or false, found " + FPuzzlesReader.shortText(value));
            if (value.asBoolean()) r.flag(key, keyword);
        };
    }

    private static Reader drawing() {
        return each((r, e, path) -> r.drawing(path.substring(1, path.indexOf('/', 1)), e, path));
    }

    static {
        // settings: what the puzzle is called and who set it, the solution and the words shown when it is found, and
        // the solvers' options
        for (String k : List.of("size", "title", "author", "ruleset", "grid", "solution", "successMessage", "disabledlogic",
                "truecandidatesoptions", "highlightConflicts", "timeLimit"))
            element(k, Kind.SETTING, k, setting());

        // flags
        flagRow("diagonal+", "diagonal-up", "the rising diagonal");
        flagRow("diagonal-", "diagonal-down", "the falling diagonal");
        flagRow("antiknight", "anti-knight", "anti-knight");
        flagRow("antiking", "anti-king", "anti-king");
        flagRow("disjointgroups", "offset", "disjoint groups");
        flagRow("nonconsecutive", "non-consecutive", "nonconsecutive");
        element("negative", Kind.RULE, "negative constraints", (r, key, value) -> r.negative(value));

        // cages
        element("killercage", Kind.RULE, "killer cages", each((r, e, path) -> {
            r.fields(e, path, "cells", "value");
            List<Cell> cs = r.cells(e.get("cells"), path + "/cells");
            if (r.blank(e.get("value"))) r.clue(new SumlessCage(cs), path);
            else r.rule(new KillerCage(Collections.min(cs).toString(), cs, r.number(e.get("value"), path + "/value", "a cage sum")), path);
        }));
        writes("killercage", KillerCage.class, (k, o) -> {
            ObjectNode e = o.entry("killercage");
            o.cells(e.putArray("cells"), k.cells());
            e.put("value", String.valueOf(k.sum()));
        });
        writes("killercage", SumlessCage.class, (k, o) -> o.cells(o.entry("killercage").putArray("cells"), k.cells()));
        element("cage", Kind.DRAWING, "drawn cages", each((r, e, path) -> {
            // a drawn cage is a KenKen clue when its value carries an operation, a digital-root killer cage when it
            // reads DR<n> (f-puzzles' solvers read it so), else a drawing
            Matcher dr = DIGITAL_ROOT.matcher(e.path("value").asText(""));
            if (dr.matches()) {
                List<Cell> cs = r.cells(e.get("cells"), path + "/cells");
                // any run of digits is a digital root asked for, so DR10 and DR99999999999999999999 are errors alike, not drawings
                String digits = dr.group(1).replaceFirst("^0+(?=\\d)", "");
                int root = digits.length() > 1 ? 10 : digits.charAt(0) - '0';
                if (root < 1 || root > 9) throw r.error(path + "/value", "a digital root is 1 to 9, not "
                        + (digits.length() > 40 ? digits.substring(0, 40) + "..." : digits));
                if (cs.size() > r.n)
                    throw r.error(path + "/cells", Spec.digitalRootTooWide(cs.size(), r.n));
                // a root its cells cannot reach is a cage no values fill: the puzzle has no solution, said as such
                int[] sums = MultiSumCage.digitalRootSums(root, cs.size(), r.n);
                r.rule(Spec.several(Collections.min(cs).toString(), cs, sums), path);
                return;
            }
            Matcher m = KENKEN.matcher(e.path("value").asText("").strip());
            if (!m.matches()) {
                r.drawing("cage", e, path);
                return;
            }
            List<Cell> cs = r.cells(e.get("cells"), path + "/cells");
            r.rule(new ArithmeticCage(Collections.min(cs).toString(), cs, Arithmetic.Op.of(m.group(2).charAt(0)),
                    r.number(new com.fasterxml.jackson.databind.node.TextNode(m.group(1)), path + "/value", "a target")), path);
        }));
        writes("cage", MultiSumCage.class, (c, o) -> {
            int root = c.digitalRoot(o.n);
            if (root == 0) {
                o.statement("cage " + FPuzzlesWriter.quoted(c.label()) + " " + c.target() + " " + Clue.cells(c.cells()));
                return;
            }
            ObjectNode e = o.entry("cage");
            o.cells(e.putArray("cells"), c.cells());
            e.put("value", "DR" + root);
        });
        writes("cage", ArithmeticCage.class, (a, o) -> {
            if (a.op() == Arithmetic.Op.ANY) {
                o.statement("cage " + a.target() + "? " + Clue.cells(a.cells()));
                return;
            }
            ObjectNode e = o.entry("cage");
            o.cells(e.putArray("cells"), a.cells());
            e.put("value", a.target() + String.valueOf(a.op().symbol));
        });

        // dots and marks between cells (the negative flags are resolved after all of them are read)
        element("difference", Kind.RULE, "white dots", each((r, e, path) -> {
            r.fields(e, path, "cells", "value");
            r.dot(e, path, false, r.blank(e.get("value")) ? 1 : r.number(e.get("value"), path + "/value", "a difference"));
        }));
        element("ratio", Kind.RULE, "black dots", each((r, e, path) -> {
            r.fields(e, path, "cells", "value");
            r.dot(e, path, true, r.blank(e.get("value")) ? 2 : r.number(e.get("value"), path + "/value", "a ratio"));
        }));
        writes("difference", Kropki.class, FPuzzlesWriter::kropki);
        element("xv", Kind.RULE, "XV marks", each((r, e, path) -> {
            r.fields(e, path, "cells", "value");
            String v = e.path("value").asText("").strip().toUpperCase(Locale.ROOT);
            if (!v.equals("X") && !v.equals("V")) throw r.error(path + "/value", "expected \"X\" or \"V\"");
            r.xv(e, path, v.equals("X") ? 10 : 5);
        }));
        writes("xv", XV.class, (x, o) -> {
            for (Dot d : x.marks()) {
                if (d.k() != 5 && d.k() != 10) throw new IllegalArgumentException("f-puzzles marks sums of 5 (V) and 10 (X), not " + d.k());
                ObjectNode e = o.entry("xv");
                o.cells(e.putArray("cells"), List.of(d.a(), d.b()));
                e.put("value", d.k() == 10 ? "X" : "V");
            }
            if (x.noOthers()) o.negative("xv");
        });

        // clues in cells
        element("littlekillersum", Kind.RULE, "little killer sums", each((r, e, path) -> {
            r.fields(e, path, "cell", "cells", "direction", "value");
            if (r.blank(e.get("value"))) return; // an unfilled clue box says nothing
            LittleKiller.Direction d;
            try {
                d = LittleKiller.Direction.of(e.path("direction").asText(""));
            } catch (IllegalArgumentException x) {
                throw r.error(path + "/direction", "expected a direction \"UL\", \"UR\", \"DL\" or \"DR\"");
            }
            r.clue(new LittleKiller(r.place(e.get("cell"), path + "/cell"), d, r.number(e.get("value"), path + "/value", "a sum")), path);
        }));
        writes("littlekillersum", LittleKiller.class, (l, o) -> {
            ObjectNode e = o.entry("littlekillersum");
            e.put("cell", o.name(l.at()));
            o.cells(e.putArray("cells"), l.cells(o.canvas()));
            e.put("direction", l.direction().code);
            e.put("value", String.valueOf(l.sum()));
        });
        element("arrow", Kind.RULE, "arrows", each((r, e, path) -> {
            r.fields(e, path, "cells", "lines");
            List<Cell> circle = r.cells(e.get("cells"), path + "/cells");
            List<List<Cell>> lines = new ArrayList<>();
            List<List<Cell>> drawn = r.lines(e, path);
            for (List<Cell> l : drawn) {
                List<Cell> line = new ArrayList<>(l);
                line.removeIf(circle::contains); // each line starts in the circle
                if (!line.isEmpty()) lines.add(line);
            }
            if (lines.isEmpty()) throw r.error(path + "/lines", "an arrow needs a line leaving its circle");
            r.clue(new Arrow(circle, lines), path);
        }));
        writes("arrow", Arrow.class, (a, o) -> {
            ObjectNode e = o.entry("arrow");
            o.cells(e.putArray("cells"), a.circle());
            ArrayNode lines = e.putArray("lines");
            for (List<Cell> l : a.lines()) {
                // the line leaves the circle from the circle's cell nearest its first cell, as f-puzzles draws it
                Cell start = a.circle().get(0);
                for (Cell c : a.circle()) if (distance(c, l.get(0)) < distance(start, l.get(0))) start = c;
                List<Cell> full = new ArrayList<>();
                full.add(start);
                full.addAll(l);
                o.cells(lines.addArray(), full);
            }
        });
        for (String k : List.of("odd", "even"))
            element(k, Kind.RULE, k + " cells", each((r, e, path) -> {
                r.fields(e, path, "cell");
                r.clue(new Parity(List.of(r.cell(e.get("cell"), path + "/cell")), k.equals("even")), path);
            }));
        writes("odd", Parity.class, (q, o) -> {
            for (Cell c : q.cells()) o.entry(q.even() ? "even" : "odd").put("cell", o.name(c));
        });
        for (String k : List.of("minimum", "maximum"))
            element(k, Kind.RULE, k + " cells", each((r, e, path) -> {
                r.fields(e, path, "cell");
                r.extreme(r.cell(e.get("cell"), path + "/cell"), k.equals("maximum"), path);
            }));
        writes("minimum", Extreme.class, (x, o) -> {
            for (Cell c : x.cells()) o.entry(x.maximum() ? "maximum" : "minimum").put("cell", o.name(c));
        });
        writes("grid", PencilMarks.class, (m, o) -> o.marks(m.cell(), m.values()));
        element("extraregion", Kind.RULE, "extra regions", each((r, e, path) -> {
            r.fields(e, path, "cells");
            r.clue(new ExtraRegion(r.cells(e.get("cells"), path + "/cells")), path);
        }));
        writes("extraregion", ExtraRegion.class, (x, o) -> o.cells(o.entry("extraregion").putArray("cells"), x.cells()));
        element("clone", Kind.RULE, "clones", each((r, e, path) -> {
            r.fields(e, path, "cells", "cloneCells");
            r.clue(new Clone(r.cells(e.get("cells"), path + "/cells"), r.cells(e.get("cloneCells"), path + "/cloneCells")), path);
        }));
        writes("clone", Clone.class, (c, o) -> {
            ObjectNode e = o.entry("clone");
            o.cells(e.putArray("cells"), c.cells());
            o.cells(e.putArray("cloneCells"), c.copy());
        });
        element("quadruple", Kind.RULE, "quadruples", each((r, e, path) -> {
            r.fields(e, path, "cells", "values");
            JsonNode vs = e.get("values");
            if (vs == null || !vs.isArray() || vs.isEmpty()) throw r.error(path + "/values", "expected the values in the circle, such as [1, 2]");
            int[] values = new int[vs.size()];
            for (int k = 0; k < values.length; k++) values[k] = r.number(vs.get(k), path + "/values/" + k, "a value");
            r.clue(new Quadruple(r.cells(e.get("cells"), path + "/cells"), values), path);
        }));
        writes("quadruple", Quadruple.class, (q, o) -> {
            ObjectNode e = o.entry("quadruple");
            o.cells(e.putArray("cells"), q.cells());
            ArrayNode vs = e.putArray("values");
            for (int v : q.values()) vs.add(v);
        });

        // lines
        element("thermometer", Kind.RULE, "thermometers", lines(Thermometer::new));
        writes("thermometer", Thermometer.class, (t, o) -> o.line("thermometer", t.cells()));
        element("slowthermometer", Kind.RULE, "slow thermometers", lines(SlowThermometer::new));
        writes("slowthermometer", SlowThermometer.class, (t, o) -> o.line("slowthermometer", t.cells()));
        element("palindrome", Kind.RULE, "palindromes", lines(Palindrome::new));
        writes("palindrome", Palindrome.class, (t, o) -> o.line("palindrome", t.cells()));
        element("renban", Kind.RULE, "renban lines", lines(Renban::new));
        writes("renban", Renban.class, (t, o) -> o.line("renban", t.cells()));
        element("whispers", Kind.RULE, "whispers lines", each((r, e, path) -> {
            // the value is the gap: absent for German whispers (⌈N/2⌉), "4" for Dutch whispers on 9×9
            r.fields(e, path, "lines", "value");
            int gap = r.blank(e.get("value")) ? 0 : r.number(e.get("value"), path + "/value", "the least difference");
            if (e.has("value") && !r.blank(e.get("value")) && gap < 1) throw r.error(path + "/value", "a whispers gap is at least 1, not " + gap);
            List<List<Cell>> ls = r.lines(e, path);
            for (int i = 0; i < ls.size(); i++) r.clue(new Whispers(ls.get(i), gap), path + "/lines/" + i);
        }));
        writes("whispers", Whispers.class, (w, o) -> {
            ObjectNode e = o.line("whispers", w.cells());
            if (w.gap() > 0) e.put("value", String.valueOf(w.gap()));
        });
        // the names a plug-in uses inside f-puzzles' editor; its links say "whispers" with a value
        element("germanwhispers", Kind.RULE, "German whispers lines", lines(cs -> new Whispers(cs, 0)));
        element("dutchwhispers", Kind.RULE, "Dutch whispers lines", (r, key, value) ->
                lines(cs -> new Whispers(cs, Math.max(1, (r.n + 1) / 2 - 1))).read(r, key, value));
        element("betweenline", Kind.RULE, "between lines", lines(BetweenLine::new));
        writes("betweenline", BetweenLine.class, (t, o) -> o.line("betweenline", t.cells()));
        element("regionsumline", Kind.RULE, "region sum lines", each((r, e, path) -> {
            List<List<Cell>> ls = r.lines(e, path);
            for (int i = 0; i < ls.size(); i++) r.clue(new RegionSumLine(r.segments(ls.get(i))), path + "/lines/" + i);
        }));
        writes("regionsumline", RegionSumLine.class, FPuzzlesWriter::regionSum);
        element("entropicline", Kind.RULE, "entropic lines", lines(Entropic::new));
        writes("entropicline", Entropic.class, (t, o) -> o.line("entropicline", t.cells()));

        // clues outside the grid
        element("sandwichsum", Kind.RULE, "sandwich sums", outside("a sum", Sandwich::new));
        writes("sandwichsum", Sandwich.class, (s, o) -> o.outside("sandwichsum", s.at(), s.value()));
        element("xsum", Kind.RULE, "X-sums", outside("a sum", XSum::new));
        writes("xsum", XSum.class, (s, o) -> o.outside("xsum", s.at(), s.value()));
        element("skyscraper", Kind.RULE, "skyscrapers", outside("a count", Skyscraper::new));
        writes("skyscraper", Skyscraper.class, (s, o) -> o.outside("skyscraper", s.at(), s.value()));

        // the setter clues of f-puzzles' add-ons (Rangsk's indexers, modular, zipper, Nabner and double-arrow lines;
        // Memeristor's lockout lines), each written with the drawn copy its add-on saves ({@link #copies})
        element("rowindexer", Kind.RULE, "row indexers", indexers(Indexer.Axis.ROW));
        element("columnindexer", Kind.RULE, "column indexers", indexers(Indexer.Axis.COLUMN));
        element("boxindexer", Kind.RULE, "box indexers", indexers(Indexer.Axis.BOX));
        writes("rowindexer", Indexer.class, FPuzzlesWriter::indexer);
        element("lockout", Kind.RULE, "lockout lines", lines(LockoutLine::new));
        writes("lockout", LockoutLine.class, (l, o) -> {
            if (l.difference() > 0 && l.difference() != o.n / 2) { // the add-on's diamonds differ by ⌊N/2⌋ alone
                o.statement(l.statement());
                return;
            }
            o.line("lockout", l.cells());
            o.copies(l);
        });
        element("modularline", Kind.RULE, "modular lines", lines(ModularLine::new));
        writes("modularline", ModularLine.class, (l, o) -> {
            if (l.m() != 3) { // the add-on's lines count mod 3 alone
                o.statement(l.statement());
                return;
            }
            o.line("modularline", l.cells());
            o.copies(l);
        });
        element("zipperline", Kind.RULE, "zipper lines", lines(ZipperLine::new));
        writes("zipperline", ZipperLine.class, (l, o) -> {
            o.line("zipperline", l.cells());
            o.copies(l);
        });
        element("nabner", Kind.RULE, "Nabner lines", lines(NabnerLine::new));
        writes("nabner", NabnerLine.class, (l, o) -> {
            o.line("nabner", l.cells());
            o.copies(l);
        });
        element("doublearrow", Kind.RULE, "double arrows", lines(DoubleArrow::new));
        writes("doublearrow", DoubleArrow.class, (l, o) -> {
            o.line("doublearrow", l.cells());
            o.copies(l);
        });

        // drawings: their meaning is in the rules text
        for (String k : List.of("line", "circle", "rectangle", "text")) element(k, Kind.DRAWING, Drawings.ELEMENTS.get(k), drawing());

        // rules f-puzzles has no element for, as Cellwise statements (read last, against the finished grid)
        element("cellwise", Kind.SETTING, "Cellwise statements", setting());
        writes("cellwise", GreaterThan.class, (g, o) -> o.statement(g.greater() + " > " + g.smaller()));
        writes("cellwise", SumGroup.class, (g, o) -> o.statement("sum " + FPuzzlesWriter.quoted(g.label()) + " " + g.sum()
                + (g.distinct() ? " distinct " : " ") + Clue.cells(g.cells())));
        writes("cellwise", Heading.class, (h, o) -> o.statement("heading " + FPuzzlesWriter.quoted(h.label()) + " " + h.target() + " "
                + Clue.cells(h.cells())));
        // dots and X/V marks on corners: f-puzzles draws its marks between side-by-side cells only; one statement a mark
        writes("cellwise", DiagonalKropki.class, (k, o) -> List.of(k.statement().split("\n")).forEach(o::statement));
        writes("cellwise", DiagonalXV.class, (x, o) -> List.of(x.statement().split("\n")).forEach(o::statement));
        // moves between cells with a parameter (f-puzzles has anti-knight and anti-king only)
        writes("cellwise", org.cellwise.rules.Taxicab.class, (t, o) -> o.statement(t.statement()));
        writes("cellwise", org.cellwise.rules.Chess.class, (c, o) -> o.statement(c.statement()));
        writes("cellwise", org.cellwise.rules.Knightmare.class, (k, o) -> o.statement(k.statement()));
        // a rule in clingo's notation: its facts, then the rule, each a statement (reading them back merges the facts)
        writes("cellwise", org.cellwise.rules.AspRule.class, (r, o) -> List.of(r.statement().split("\n")).forEach(o::statement));
        // lines read by a setter's own machine
        writes("cellwise", org.cellwise.rules.AutomatonLine.class, (a, o) -> o.statements(a));
        writes("cellwise", org.cellwise.rules.RegexLine.class, (r, o) -> o.statements(r));
        writes("cellwise", org.cellwise.rules.PairLine.class, (r, o) -> o.statements(r));
        // clues of Sigh's solver that f-puzzles has no element for
        writes("cellwise", org.cellwise.rules.Lunchbox.class, (c, o) -> o.statements(c));
        writes("cellwise", org.cellwise.rules.SumLine.class, (c, o) -> o.statements(c));
        writes("cellwise", org.cellwise.rules.LookAndSay.class, (c, o) -> o.statements(c));
        writes("cellwise", org.cellwise.rules.Exactly.class, (c, o) -> o.statements(c));
        writes("cellwise", org.cellwise.rules.HiddenSkyscraper.class, (c, o) -> o.statements(c));
        writes("cellwise", org.cellwise.rules.NumberedRoom.class, (c, o) -> o.statements(c));
        writes("cellwise", org.cellwise.rules.FullRank.class, (c, o) -> o.statements(c));
        writes("cellwise", org.cellwise.rules.CountDistinct.class, (c, o) -> o.statements(c));
        writes("cellwise", org.cellwise.rules.ChaosCount.class, (c, o) -> o.statements(c));
        writes("cellwise", org.cellwise.rules.ChaosArrow.class, (c, o) -> o.statements(c));
        writes("cellwise", org.cellwise.rules.RellikCage.class, (c, o) -> o.statements(c));
        writes("cellwise", org.cellwise.rules.EqualityCage.class, (c, o) -> o.statements(c));
        writes("cellwise", org.cellwise.rules.CountingCircles.class, (c, o) -> o.statements(c));
        writes("cellwise", org.cellwise.rules.SameValues.class, (c, o) -> o.statements(c));
        writes("cellwise", org.cellwise.rules.EqualSum.class, (c, o) -> o.statements(c));
        writes("cellwise", org.cellwise.rules.ConnectedValues.class, (c, o) -> o.statements(c));
        writes("cellwise", org.cellwise.rules.WeightedSum.class, (c, o) -> o.statements(c));
        writes("cellwise", org.cellwise.rules.ValueIndexing.class, (c, o) -> o.statements(c));
        // either/or: a block of statements, kept whole and in order
        writes("cellwise", org.cellwise.rules.Either.class, (e, o) -> o.either(e));
        writes("cellwise", LabelledGiven.class, (g, o) -> o.statement("given " + FPuzzlesWriter.quoted(g.label()) + " " + g.cell() + " "
                + g.value()));
    }

    private static void flagRow(String key, String keyword, String words) {
        element(key, Kind.RULE, words, flag(keyword));
        FLAGS.put(key, keyword);
    }

    private static int distance(Cell a, Cell b) {
        return Math.abs(a.row() - b.row()) + Math.abs(a.col() - b.col());
    }

    /** The cells of a cell's f-puzzles region in reading order (none when it is in no region): reader and writer alike. */
    static List<Cell> region(Map<Cell, Integer> regionOf, int n, Cell c) {
        Integer reg = regionOf.get(c);
        List<Cell> out = new ArrayList<>();
        if (reg == null) return out;
        for (int r = 0; r < n; r++)
            for (int k = 0; k < n; k++)
                if (reg.equals(regionOf.get(new Cell(r, k)))) out.add(new Cell(r, k));
        return out;
    }
}
