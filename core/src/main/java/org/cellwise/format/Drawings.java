package org.cellwise.format;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cellwise.model.Cell;
import org.cellwise.puzzle.Metadata.Drawing;
import org.cellwise.rules.ArithmeticCage;
import org.cellwise.rules.Arrow;
import org.cellwise.rules.BetweenLine;
import org.cellwise.rules.Clone;
import org.cellwise.rules.DiagonalKropki;
import org.cellwise.rules.DiagonalXV;
import org.cellwise.rules.Dot;
import org.cellwise.rules.DoubleArrow;
import org.cellwise.rules.Entropic;
import org.cellwise.rules.ExtraRegion;
import org.cellwise.rules.Extreme;
import org.cellwise.rules.Givens;
import org.cellwise.rules.GreaterThan;
import org.cellwise.rules.Heading;
import org.cellwise.rules.Indexer;
import org.cellwise.rules.KillerCage;
import org.cellwise.rules.Kropki;
import org.cellwise.rules.LabelledGiven;
import org.cellwise.rules.LittleKiller;
import org.cellwise.rules.LockoutLine;
import org.cellwise.rules.ModularLine;
import org.cellwise.rules.NabnerLine;
import org.cellwise.rules.Palindrome;
import org.cellwise.rules.Parity;
import org.cellwise.rules.PencilMarks;
import org.cellwise.rules.Quadruple;
import org.cellwise.rules.RegionSumLine;
import org.cellwise.rules.Regions;
import org.cellwise.rules.Renban;
import org.cellwise.rules.Rule;
import org.cellwise.rules.Sandwich;
import org.cellwise.rules.Skyscraper;
import org.cellwise.rules.SlowThermometer;
import org.cellwise.rules.SumGroup;
import org.cellwise.rules.SumlessCage;
import org.cellwise.rules.Thermometer;
import org.cellwise.rules.Whispers;
import org.cellwise.rules.XSum;
import org.cellwise.rules.XV;
import org.cellwise.rules.ZipperLine;

/**
 * Drawings that carry no rule of their own (f-puzzles' {@code line}, {@code circle}, {@code rectangle},
 * {@code text}, {@code cage} without a KenKen operation, and a cell's own colour), kept as f-puzzles states them so
 * every format that holds a puzzle can write them back. What they mean is in the setter's rules text, which no
 * program reads; so a puzzle with a drawing Cellwise cannot tie to a clue it read is answered with a warning.
 *
 * <p>A drawing is taken as the picture of a clue that was read, and earns no warning, when it lies on that clue: a
 * line along a clue's line (the grey lines an f-puzzles setter draws under a renban, say), a cage or colour over a
 * cage, region, clone or extra region, or a drawing f-puzzles' plug-ins mark as made from a constraint
 * ({@code fromConstraint}) lying on the cells of clues.
 */
final class Drawings {
    private static final Pattern CELL = Pattern.compile("R(-?\\d+)C(-?\\d+)", Pattern.CASE_INSENSITIVE);
    /** The drawing elements, in the order their warnings are given, with the words for them. */
    static final Map<String, String> ELEMENTS = new LinkedHashMap<>();

    static {
        ELEMENTS.put("line", "drawn lines");
        ELEMENTS.put("circle", "drawn circles");
        ELEMENTS.put("rectangle", "drawn rectangles");
        ELEMENTS.put("text", "drawn text");
        ELEMENTS.put("cage", "drawn cages");
        ELEMENTS.put("cell", "coloured cells");
    }

    private Drawings() {}

    /** A drawing read from the text or JSON format: its element must be one of {@link #ELEMENTS}, its entry a JSON object. */
    static Drawing parse(String element, String json, String source, Located at) throws FormatException {
        String e = element.toLowerCase(Locale.ROOT);
        if (!ELEMENTS.containsKey(e))
            throw at.error(source, "'" + element + "' is not a drawing; expected " + String.join(", ", ELEMENTS.keySet()));
        JsonNode n;
        try {
            n = Json.parse(json);
        } catch (IllegalArgumentException x) {
            throw at.error(source, "the drawing is not JSON: " + x.getMessage());
        }
        if (!n.isObject()) throw at.error(source, "expected the drawing's JSON object, as f-puzzles writes it");
        try {
            cellsOf(e, n);
        } catch (IllegalArgumentException x) {
            throw at.error(source, x.getMessage());
        }
        return new Drawing(e, n.toString());
    }

    /** The JSON of a drawing. */
    static JsonNode json(Drawing d) {
        return Json.parse(d.json());
    }

    /** The most cells a drawing's width, height or text size may span: f-puzzles' largest grid. */
    static final int MAX_SPAN = 64;

    /**
     * Each path a drawing draws (a line's lines; one path of the cells for the rest); and its sizes (width, height,
     * text size, in cells) are numbers from 0 to {@value #MAX_SPAN}, or an error: a width of 1e308 was drawn with a
     * stroke nine quintillion pixels wide.
     */
    static List<List<Cell>> cellsOf(String element, JsonNode n) {
        for (String size : List.of("width", "height", "size")) {
            JsonNode v = n.get(size);
            if (v == null || v.isNull()) continue;
            double d = v.isNumber() ? v.asDouble() : v.isTextual() ? parse(v.asText()) : Double.NaN;
            if (!(d >= 0 && d <= MAX_SPAN))
                throw new IllegalArgumentException("a drawn " + element + "'s " + size + " is a number of cells from 0 to " + MAX_SPAN + ", not "
                        + FPuzzlesReader.shortText(v));
        }
        List<List<Cell>> out = new ArrayList<>();
        switch (element) {
            case "line" -> {
                JsonNode lines = n.get("lines");
                if (lines == null || !lines.isArray()) throw new IllegalArgumentException("a drawn line has \"lines\": [[\"R1C1\", \"R1C2\"]]");
                for (JsonNode l : lines) out.add(cells(l, "a drawn line"));
            }
            case "cell" -> {
                JsonNode c = n.get("cell");
                if (c == null || !c.isTextual()) throw new IllegalArgumentException("a coloured cell has \"cell\": \"R1C1\"");
                out.add(List.of(cell(c.asText(), "a coloured cell")));
            }
            default -> out.add(cells(n.get("cells"), "a drawn " + element));
        }
        return out;
    }

    private static double parse(String s) {
        try {
            return Double.parseDouble(s.strip());
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    private static List<Cell> cells(JsonNode a, String what) {
        if (a == null || !a.isArray()) throw new IllegalArgumentException(what + " has a list of cells such as [\"R1C1\", \"R1C2\"]");
        List<Cell> out = new ArrayList<>();
        for (JsonNode c : a) {
            if (!c.isTextual()) throw new IllegalArgumentException(what + " names its cells such as \"R1C1\", not " + c);
            out.add(cell(c.asText(), what));
        }
        return out;
    }

    private static Cell cell(String s, String what) {
        Matcher m = CELL.matcher(s.strip());
        if (!m.matches() || m.group(1).length() > 5 || m.group(2).length() > 5)
            throw new IllegalArgumentException(what + " names its cells such as \"R1C1\", not " + Messages.quote(s));
        return new Cell(Integer.parseInt(m.group(1)) - 1, Integer.parseInt(m.group(2)) - 1);
    }

    /** Whether f-puzzles or one of its plug-ins marks the drawing as the picture of a constraint. */
    private static boolean marked(JsonNode n) {
        return n.hasNonNull("fromConstraint") || n.path("isNewConstraint").asBoolean(false) || n.path("fromRangskSolver").asBoolean(false);
    }

    /** The warnings the drawings earn beside these rules: "drawn lines with no rule: 3", one per element that has any. */
    static List<String> warnings(List<Drawing> drawings, List<Rule> rules) {
        List<String> out = new ArrayList<>();
        unexplained(drawings, rules).forEach((e, n) -> out.add(ELEMENTS.get(e) + " with no rule: " + n));
        return out;
    }

    /** Every warning a read puzzle carries: drawings without a rule, then rules its text names and it does not set. */
    static List<String> warnings(List<Drawing> drawings, String rulesText, List<Rule> rules) {
        List<String> out = warnings(drawings, rules);
        out.addAll(RulesWords.unset(rulesText, rules));
        return out;
    }

    /** How many drawings of each element lie on no clue of these rules, in the order of {@link #ELEMENTS}. */
    static Map<String, Integer> unexplained(List<Drawing> drawings, List<Rule> rules) {
        if (drawings.isEmpty()) return Map.of();
        Geometry g = new Geometry(rules);
        Map<String, Integer> count = new HashMap<>();
        for (Drawing d : drawings) {
            JsonNode n = json(d);
            if (!g.explains(d.element(), n)) count.merge(d.element(), 1, Integer::sum);
        }
        Map<String, Integer> out = new LinkedHashMap<>();
        for (String e : ELEMENTS.keySet()) if (count.containsKey(e)) out.put(e, count.get(e));
        return out;
    }

    /** The lines, areas and cells of the clues read, which drawings may picture. */
    private static final class Geometry {
        final Set<List<Cell>> paths = new HashSet<>();
        final Set<Set<Cell>> areas = new HashSet<>();
        final Set<Cell> inAreas = new HashSet<>(), cells = new HashSet<>(), ends = new HashSet<>();

        Geometry(List<Rule> rules) {
            for (Rule r : rules) {
                if (r instanceof Thermometer t) path(t.cells());
                else if (r instanceof SlowThermometer t) path(t.cells());
                else if (r instanceof Palindrome t) path(t.cells());
                else if (r instanceof Renban t) path(t.cells());
                else if (r instanceof Whispers t) path(t.cells());
                else if (r instanceof BetweenLine t) path(t.cells());
                else if (r instanceof Entropic t) path(t.cells());
                else if (r instanceof RegionSumLine t) path(t.segments().stream().flatMap(List::stream).toList());
                else if (r instanceof LockoutLine t) {
                    path(t.cells());
                    // the diamonds at its ends: drawn by setters as rectangles (turned 45°), since the add-on saves
                    // only the line
                    ends.add(t.cells().get(0));
                    ends.add(t.cells().get(t.cells().size() - 1));
                }
                else if (r instanceof ModularLine t) path(t.cells());
                else if (r instanceof ZipperLine t) path(t.cells());
                else if (r instanceof NabnerLine t) path(t.cells());
                else if (r instanceof DoubleArrow t) path(t.cells());
                else if (r instanceof Indexer x) area(x.cells());
                else if (r instanceof Arrow a) {
                    touch(a.circle());
                    area(a.circle());
                    for (List<Cell> l : a.lines()) {
                        path(l);
                        for (Cell c : a.circle()) {
                            List<Cell> full = new ArrayList<>(List.of(c));
                            full.addAll(l);
                            path(full);
                        }
                    }
                } else if (r instanceof KillerCage k) area(k.cells());
                else if (r instanceof ArithmeticCage k) area(k.cells());
                else if (r instanceof SumGroup k) area(k.cells());
                else if (r instanceof SumlessCage k) area(k.cells());
                else if (r instanceof ExtraRegion k) area(k.cells());
                else if (r instanceof Heading k) area(k.cells());
                else if (r instanceof Clone k) {
                    area(k.cells());
                    area(k.copy());
                } else if (r instanceof Regions k) k.regions().values().forEach(this::area);
                else if (r instanceof Quadruple q) touch(q.cells());
                else if (r instanceof Parity q) touch(q.cells());
                else if (r instanceof Extreme q) touch(q.cells());
                else if (r instanceof PencilMarks q) touch(List.of(q.cell()));
                else if (r instanceof Sandwich q) touch(List.of(q.at()));
                else if (r instanceof XSum q) touch(List.of(q.at()));
                else if (r instanceof Skyscraper q) touch(List.of(q.at()));
                else if (r instanceof org.cellwise.rules.FullRank q) touch(List.of(q.at()));
                else if (r instanceof LittleKiller q) touch(List.of(q.at()));
                else if (r instanceof Kropki q) for (Dot d : q.dots()) touch(List.of(d.a(), d.b()));
                else if (r instanceof XV q) for (Dot d : q.marks()) touch(List.of(d.a(), d.b()));
                else if (r instanceof DiagonalKropki q) for (Dot d : q.dots()) touch(List.of(d.a(), d.b()));
                else if (r instanceof DiagonalXV q) for (Dot d : q.marks()) touch(List.of(d.a(), d.b()));
                else if (r instanceof GreaterThan q) touch(List.of(q.greater(), q.smaller()));
                else if (r instanceof LabelledGiven q) touch(List.of(q.cell()));
                else if (r instanceof Givens q) touch(List.copyOf(q.values().keySet()));
            }
        }

        void path(List<Cell> p) {
            paths.add(List.copyOf(p));
            List<Cell> back = new ArrayList<>(p);
            java.util.Collections.reverse(back);
            paths.add(back);
            touch(p);
        }

        void area(List<Cell> a) {
            areas.add(Set.copyOf(a));
            inAreas.addAll(a);
            touch(a);
        }

        void touch(List<Cell> cs) {
            cells.addAll(cs);
        }

        boolean explains(String element, JsonNode n) {
            List<List<Cell>> drawn;
            try {
                drawn = cellsOf(element, n);
            } catch (IllegalArgumentException e) {
                return false;
            }
            boolean onClues = drawn.stream().allMatch(cells::containsAll);
            return switch (element) {
                case "line" -> drawn.stream().allMatch(paths::contains) || marked(n) && onClues;
                case "cage" -> areas.contains(Set.copyOf(drawn.get(0))) || marked(n) && onClues;
                case "cell" -> inAreas.containsAll(drawn.get(0));
                case "rectangle" -> drawn.stream().allMatch(ends::containsAll) || marked(n) && onClues;
                default -> marked(n) && onClues;
            };
        }
    }
}
