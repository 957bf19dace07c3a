package org.cellwise.format;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cellwise.constraint.Arithmetic;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.model.ValueRange;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.Heading;
import org.cellwise.rules.LabelledGiven;
import org.cellwise.rules.RuleCatalog;

/**
 * The same content as the text format, as JSON, for programs. A file holds one object, an array of objects, or
 * one object per line (JSON lines: each line is read on its own, so a broken line spoils only itself). Objects
 * are read one at a time, so a large array streams. Fields: {@code name}, {@code kind}, {@code size} (+
 * {@code boxes}) or {@code grids}, {@code cells}, {@code values}, {@code rules}, {@code givens}, {@code regions},
 * {@code cages}, {@code sums}, {@code headings}, {@code namedGivens}, {@code relations}; docs/FORMAT.md has the
 * details. Each field is put straight into the puzzle being built, with the same checks as its text statement.
 */
public final class JsonFormat {
    private JsonFormat() {}

    private static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).streamReadConstraints(Json.DEPTH).build();
    private static final Pattern TARGET = Pattern.compile("(-?\\d+)([-+*/x×÷−?]?)");

    public static PuzzleReader reader(LineInput in, String defaultName) throws FormatException {
        String first = in.peek();
        // an f-puzzles export saved as .json: its own reader, not a field-by-field refusal
        if (first != null && first.strip().startsWith("{") && FPuzzles.looks(first)) return FPuzzles.reader(in, defaultName);
        int offset = in.lineNo();
        if (first != null && first.strip().startsWith("{") && completeValue(first)) return linesReader(in, defaultName);
        return streamReader(in, defaultName, offset);
    }

    /** Whether a line holds one whole JSON value (the sign of JSON lines). */
    static boolean completeValue(String line) {
        try (JsonParser p = FACTORY.createParser(line)) {
            p.nextToken();
            p.skipChildren();
            return p.nextToken() == null;
        } catch (IOException e) {
            return false;
        }
    }

    /** One object per line: each is parsed alone. */
    static PuzzleReader linesReader(LineInput in, String defaultName) {
        long[] count = {in.puzzlesBefore()};
        return () -> {
            String line;
            try {
                while ((line = in.next()) != null && line.isBlank()) {
                    // blank lines between objects
                }
            } catch (LineInput.Refused e) {
                count[0]++; // a line past the bound is an object of the file too: the next keeps its number
                throw e;
            }
            if (line == null) return null;
            count[0]++;
            int lineNo = in.lineNo();
            String name = defaultName + "-" + count[0];
            try (JsonParser p = FACTORY.createParser(line)) {
                JsonToken t = p.nextToken();
                Map<String, JsonLocation> locs = new HashMap<>();
                JsonNode node = read(p, t, "", locs);
                if (p.nextToken() != null)
                    throw new FormatException(in.source(), lineNo, (int) p.currentTokenLocation().getColumnNr(),
                            "expected one JSON object on this line");
                return toPuzzle(in.source(), node, locs, name, lineNo - 1);
            } catch (FormatException e) {
                throw e.named(name);
            } catch (JsonParseException e) {
                throw located(in.source(), e, lineNo - 1, null).named(name);
            } catch (IOException e) {
                throw new FormatException(in.source(), lineNo, 1, "cannot read JSON: " + e.getMessage()).named(name);
            }
        };
    }

    /** One object, or an array of objects, possibly over many lines: streamed element by element. */
    private static PuzzleReader streamReader(LineInput in, String defaultName, int offset) throws FormatException {
        JsonParser p;
        LinesReader lines = new LinesReader(in);
        try {
            p = FACTORY.createParser(lines);
        } catch (IOException e) {
            throw new FormatException(in.source(), 1, 1, "cannot read JSON: " + e.getMessage());
        }
        String source = in.source();
        int[] count = {0};
        boolean[] inArray = {false}, done = {false};
        return () -> {
            if (done[0]) return null;
            try {
                JsonToken t = p.nextToken();
                if (inArray[0] && t == JsonToken.END_ARRAY) t = p.nextToken();
                else if (!inArray[0] && t == JsonToken.START_ARRAY) {
                    inArray[0] = true;
                    t = p.nextToken();
                    if (t == JsonToken.END_ARRAY) t = p.nextToken();
                }
                if (t == null) {
                    done[0] = true;
                    return null;
                }
                if (t == JsonToken.START_ARRAY) {
                    inArray[0] = true;
                    t = p.nextToken();
                }
                count[0]++;
                Map<String, JsonLocation> locs = new HashMap<>();
                JsonNode node = read(p, t, "", locs);
                String name = defaultName + (count[0] == 1 ? "" : "-" + count[0]);
                try {
                    return toPuzzle(source, node, locs, name, offset);
                } catch (FormatException e) {
                    throw e.named(name);
                }
            } catch (LineInput.Refused e) {
                done[0] = true; // a damaged archive: the text ends here
                throw e;
            } catch (JsonParseException e) {
                done[0] = true; // a syntax error leaves the stream where no next object can be found
                throw located(source, e, offset, lines);
            } catch (IOException e) {
                done[0] = true;
                throw new FormatException(source, 1, 1, "cannot read JSON: " + e.getMessage());
            }
        };
    }

    /**
     * A syntax error at its place. The end of the input is placed after the last character of the last line (the
     * parser, fed lines with their breaks, would put it at the start of a line that does not exist).
     */
    private static FormatException located(String source, JsonParseException e, int offset, LinesReader lines) {
        JsonLocation loc = e.getLocation();
        int line = loc == null ? 1 : loc.getLineNr(), col = loc == null ? 1 : loc.getColumnNr();
        if (lines != null && line > lines.count) {
            line = Math.max(1, lines.count);
            col = lines.lastLength + 1;
        }
        return new FormatException(source, offset + line, col, "invalid JSON: " + parserMessage(e.getOriginalMessage()));
    }

    /** The parser's words without its internal references ("[Source: ...; line: 1, column: 22]"). */
    static String parserMessage(String m) {
        m = m.replaceAll("\\s*\\(start marker at \\[Source:[^\\]]*\\]\\)", "");
        int src = m.indexOf("[Source:");
        if (src >= 0) m = m.substring(0, src);
        m = m.strip();
        return m.endsWith(":") || m.endsWith(";") ? m.substring(0, m.length() - 1) : m;
    }

    /**
     * The rest of a {@link LineInput} as characters, streamed (a JSON array on one line of any length is read a
     * puzzle at a time), counting the lines handed out and the length of the last, for errors at the end of the text.
     */
    private static final class LinesReader extends Reader {
        private final Reader in;
        /** Lines handed to the parser (a last one without its break counts), and the length of the last one. */
        int count, lastLength;
        private int breaks, sinceBreak, before;

        LinesReader(LineInput in) {
            this.in = in.rest();
        }

        @Override
        public int read(char[] buf, int off, int len) throws IOException {
            int n = in.read(buf, off, len);
            for (int i = 0; i < n; i++) {
                if (buf[off + i] == '\n') {
                    breaks++;
                    before = sinceBreak;
                    sinceBreak = 0;
                } else sinceBreak++;
            }
            count = sinceBreak > 0 ? breaks + 1 : breaks;
            lastLength = sinceBreak > 0 ? sinceBreak : before;
            return n;
        }

        @Override
        public void close() {}
    }

    /**
     * The tree of one JSON text with where each value starts (by JSON pointer), bounded as {@link Json} says; a
     * syntax error is an {@link IllegalArgumentException} with the parser's words.
     */
    static JsonNode tree(String text, Map<String, JsonLocation> locs) {
        try (JsonParser p = Json.FACTORY.createParser(text)) {
            JsonToken t = p.nextToken();
            if (t == null) throw new IllegalArgumentException("no JSON");
            JsonNode node = read(p, t, "", locs);
            if (p.nextToken() != null) throw new IllegalArgumentException("more text after the JSON object");
            return node;
        } catch (IOException e) {
            String m = e instanceof com.fasterxml.jackson.core.JsonProcessingException j ? j.getOriginalMessage() : e.getMessage();
            throw new IllegalArgumentException(parserMessage(m == null ? "broken JSON" : m), e);
        }
    }

    /** Builds a tree while noting where each value starts (by JSON pointer). */
    private static JsonNode read(JsonParser p, JsonToken t, String path, Map<String, JsonLocation> locs) throws IOException {
        locs.put(path, p.currentTokenLocation());
        JsonNodeFactory f = JsonNodeFactory.instance;
        switch (t) {
            case START_OBJECT: {
                ObjectNode o = f.objectNode();
                while ((t = p.nextToken()) != JsonToken.END_OBJECT) {
                    String field = p.currentName();
                    t = p.nextToken();
                    o.set(field, read(p, t, path + "/" + field, locs));
                }
                return o;
            }
            case START_ARRAY: {
                ArrayNode a = f.arrayNode();
                int i = 0;
                while ((t = p.nextToken()) != JsonToken.END_ARRAY) a.add(read(p, t, path + "/" + i++, locs));
                return a;
            }
            case VALUE_STRING: return f.textNode(p.getText());
            case VALUE_NUMBER_INT: return p.getNumberType() == JsonParser.NumberType.BIG_INTEGER
                    ? f.numberNode(p.getBigIntegerValue()) : f.numberNode(p.getLongValue());
            case VALUE_NUMBER_FLOAT: return f.numberNode(p.getDecimalValue());
            case VALUE_TRUE: return f.booleanNode(true);
            case VALUE_FALSE: return f.booleanNode(false);
            case VALUE_NULL: return f.nullNode();
            default: throw new JsonParseException(p, "unexpected " + t);
        }
    }

    /** One object's fields, with where each came from. */
    private record Obj(String source, JsonNode root, Map<String, JsonLocation> locs, int offset) {
        /** Where a value starts; a missing field is placed at the object that lacks it. */
        Located at(String path, String text) {
            JsonLocation l = locs.get(path);
            while (l == null && !path.isEmpty()) {
                path = path.substring(0, path.lastIndexOf('/'));
                l = locs.get(path);
            }
            return new Located(text, offset + (l == null ? 1 : l.getLineNr()), l == null ? 1 : l.getColumnNr());
        }

        /** Checks that {@code v} is an object of only these fields (a misspelt field is never silently ignored). */
        void fields(JsonNode v, String path, String example, List<String> allowed) throws FormatException {
            if (!v.isObject()) throw error(path, "expected " + example);
            for (Iterator<String> it = v.fieldNames(); it.hasNext();) {
                String f = it.next();
                if (!allowed.contains(f))
                    throw error(path + "/" + pointer(f), "unknown field '" + f + "'; expected " + String.join(", ", allowed));
            }
        }

        FormatException error(String path, String detail) {
            return at(path, "").error(source, detail);
        }

        /** A string's text as a token; inside a JSON string the first character sits one column after the quote. */
        Located token(JsonNode v, String path) {
            Located l = at(path, v.asText());
            return v.isTextual() ? new Located(l.text(), l.line(), l.col() + 1) : l;
        }

        ArrayNode array(String path) throws FormatException {
            JsonNode v = root.at(path);
            if (!v.isArray()) throw error(path, "expected a JSON array");
            return (ArrayNode) v;
        }

        int integer(JsonNode v, String path, String what) throws FormatException {
            if (v.isIntegralNumber() && v.canConvertToInt()) return v.intValue();
            if (v.isTextual() && v.asText().strip().matches("-?\\d{1,9}")) return Integer.parseInt(v.asText().strip());
            if (v.isMissingNode())
                throw error(path, "missing field '" + path.substring(path.lastIndexOf('/') + 1) + "': expected " + what + " (a whole number)");
            throw error(path, "expected " + what + " (a whole number), found " + shortText(v));
        }
    }

    private static String shortText(JsonNode v) {
        String s = v.toString();
        return s.length() > 40 ? s.substring(0, 40) + "..." : s;
    }

    private static final List<String> GRID_FIELDS = List.of("name", "row", "col", "size", "boxes");
    private static final List<String> CAGE_FIELDS = List.of("label", "target", "sum", "op", "cells");
    private static final List<String> SUM_FIELDS = List.of("label", "target", "distinct", "cells");
    private static final List<String> HEADING_FIELDS = List.of("label", "target", "cells");
    private static final List<String> NAMED_GIVEN_FIELDS = List.of("label", "cell", "value");
    private static final List<String> FIELDS = List.of("name", "author", "rulesText", "kind", "size", "boxes", "grids", "cells",
            "values", "rules", "givens", "regions", "cages", "sums", "headings", "namedGivens", "relations", "clues", "asp", "drawn", "either");

    private static Puzzle toPuzzle(String source, JsonNode root, Map<String, JsonLocation> locs, String defaultName,
            int offset) throws FormatException {
        Obj o = new Obj(source, root, locs, offset);
        if (!root.isObject()) throw o.error("", "expected a JSON object describing a puzzle");
        for (Iterator<String> it = root.fieldNames(); it.hasNext();) {
            String f = it.next();
            if (!FIELDS.contains(f))
                throw o.error("/" + f, "unknown field '" + f + "'; expected " + String.join(", ", FIELDS));
        }
        Spec spec = new Spec(source, o.at("", ""), root.has("name") ? root.get("name").asText() : defaultName);
        if (root.has("kind")) spec.kind = root.get("kind").asText();
        if (root.has("author")) {
            if (!root.get("author").isTextual()) throw o.error("/author", "expected the author's name as a string");
            spec.author = root.get("author").asText().strip();
        }
        if (root.has("rulesText")) {
            if (!root.get("rulesText").isTextual()) throw o.error("/rulesText", "expected the rules text as a string");
            spec.rulesText.addAll(Lines.of(root.get("rulesText").asText()));
        }
        // the canvas first, whatever the field order
        if (root.has("size")) size(o, spec);
        else if (root.has("boxes")) throw o.error("/boxes", "'boxes' goes with 'size'");
        if (root.has("grids")) grids(o, spec);
        if (root.has("cells")) {
            ArrayNode a = o.array("/cells");
            for (int i = 0; i < a.size(); i++) spec.loose.add(CellwiseFormat.looseCell(spec, o.token(a.get(i), "/cells/" + i)));
        }
        if (root.has("values")) values(o, spec);
        if (root.has("rules")) {
            ArrayNode a = o.array("/rules");
            for (int i = 0; i < a.size(); i++) {
                Located w = o.token(a.get(i), "/rules/" + i);
                var rs = RuleCatalog.lookup(w.text());
                if (rs == null)
                    throw w.error(source, CellwiseFormat.unknownRule(w.text()));
                rs.forEach(spec::addRule);
            }
        }
        if (root.has("regions")) {
            JsonNode v = root.get("regions");
            if (v.isObject()) {
                for (Iterator<String> it = v.fieldNames(); it.hasNext();) {
                    String label = it.next();
                    spec.regions.put(label, cells(o, spec, "/regions/" + pointer(label)));
                    if (spec.regionsAt == null) spec.regionsAt = o.at("/regions", "");
                }
            } else {
                CellwiseFormat.labelRows(spec, rows(o, "/regions"), o.at("/regions", "regions"), spec.regions, null);
            }
        }
        if (root.has("cages")) cages(o, spec);
        if (root.has("sums")) sums(o, spec);
        if (root.has("headings")) {
            ArrayNode a = o.array("/headings");
            for (int i = 0; i < a.size(); i++) {
                String p = "/headings/" + i;
                o.fields(a.get(i), p, "a heading like {\"label\": \"h\", \"target\": 14, \"cells\": [\"r1c1\", \"r1c2\"]}",
                        HEADING_FIELDS);
                List<Cell> cells = cells(o, spec, p + "/cells");
                if (cells.isEmpty()) throw o.error(p + "/cells", "a heading needs at least one cell");
                try {
                    spec.addRule(new Heading(a.get(i).path("label").asText("heading " + (i + 1)), cells,
                            o.integer(a.get(i).path("target"), p + "/target", "a target")), o.at(p, ""));
                } catch (IllegalArgumentException e) {
                    throw o.error(p, e.getMessage());
                }
            }
        }
        if (root.has("namedGivens")) {
            ArrayNode a = o.array("/namedGivens");
            for (int i = 0; i < a.size(); i++) {
                String p = "/namedGivens/" + i;
                JsonNode g = a.get(i);
                o.fields(g, p, "a named given like {\"label\": \"a\", \"cell\": \"r1c1\", \"value\": 5}", NAMED_GIVEN_FIELDS);
                Cell c = CellwiseFormat.cell(spec, o.token(g.path("cell"), p + "/cell"));
                Integer v = MapRows.value(o.token(g.path("value"), p + "/value"), spec.effectiveValues(), source);
                if (v == null) throw o.error(p + "/value", "expected a value");
                spec.addRule(new LabelledGiven(g.path("label").asText("given " + (i + 1)), c, v), o.at(p, ""));
            }
        }
        if (root.has("givens")) givens(o, spec);
        if (root.has("relations")) {
            ArrayNode a = o.array("/relations");
            for (int i = 0; i < a.size(); i++) {
                Located l = o.token(a.get(i), "/relations/" + i);
                List<Located> words = CellwiseFormat.words(l.text(), l.line(), l.col() - 1);
                if (words.isEmpty() || !CellwiseFormat.CELL.matcher(words.get(0).text()).matches())
                    throw l.error(source, "expected a relation like \"r1c2 > r1c1\"");
                CellwiseFormat.cellStatement(spec, words);
            }
        }
        if (root.has("clues")) {
            ArrayNode a = o.array("/clues");
            for (int i = 0; i < a.size(); i++) {
                Located l = o.token(a.get(i), "/clues/" + i);
                List<Located> words = CellwiseFormat.words(l.text(), l.line(), l.col() - 1);
                if (words.isEmpty()) throw l.error(source, "expected a clue such as \"thermo r1c1 r1c2 r1c3\"");
                if (words.get(0).text().equalsIgnoreCase("cage")) CellwiseFormat.statement(spec, words);
                else if (ClueStatements.syntax(words.get(0).text()) != null) CellwiseFormat.clue(spec, words);
                else throw l.error(source, "expected a clue (" + String.join(", ", ClueStatements.keywords()) + ")");
            }
        }
        if (root.has("either")) either(o, spec);
        if (root.has("asp")) {
            // the lines of a program in clingo's notation: facts and integrity constraints, a statement over several lines too
            ArrayNode a = o.array("/asp");
            List<org.cellwise.asp.Parser.Segment> lines = new java.util.ArrayList<>();
            List<Located> at = new java.util.ArrayList<>();
            for (int i = 0; i < a.size(); i++) {
                if (!a.get(i).isTextual()) throw o.error("/asp/" + i, "expected a line of facts or rules in clingo's notation, as a string");
                at.add(o.token(a.get(i), "/asp/" + i));
                // numbered as lines of their own, so a message says which line of the field and where in it
                lines.add(new org.cellwise.asp.Parser.Segment(a.get(i).asText(), i + 1, 1));
            }
            spec.aspError = (place, message) -> {
                Located l = at.get(Math.max(0, Math.min(at.size() - 1, place.line() - 1)));
                return new FormatException(source, l.line(), l.col() + place.column() - 1,
                        "asp line " + place.line() + ", column " + place.column() + ": " + message);
            };
            if (!lines.isEmpty()) AspStatements.add(spec, lines);
        }
        if (root.has("drawn")) {
            JsonNode d = root.get("drawn");
            if (!d.isObject()) throw o.error("/drawn", "expected drawings by f-puzzles element, such as {\"line\": [{\"lines\": [[\"R1C1\", \"R1C2\"]]}]}");
            for (Iterator<String> it = d.fieldNames(); it.hasNext();) {
                String element = it.next();
                ArrayNode a = o.array("/drawn/" + pointer(element));
                for (int i = 0; i < a.size(); i++)
                    spec.drawings.add(Drawings.parse(element, a.get(i).toString(), source, o.at("/drawn/" + pointer(element) + "/" + i, "")));
            }
        }
        return spec.build();
    }

    /**
     * {@code "either": [[["r5c2 = 5"], ["skyscraper 5 r0c2"]], ...]}: disjunctions, each a list of two branches or more,
     * each branch the lines of its {@code .cw} statements (a block inside a branch is its lines, 'either' to 'end').
     */
    private static void either(Obj o, Spec spec) throws FormatException {
        ArrayNode all = o.array("/either");
        String example = "a list of branches, each a list of statements: [[\"r5c2 = 5\"], [\"skyscraper 5 r0c2\"]]";
        for (int i = 0; i < all.size(); i++) {
            String p = "/either/" + i;
            if (!all.get(i).isArray()) throw o.error(p, "expected " + example);
            ArrayNode bs = (ArrayNode) all.get(i);
            if (bs.size() < 2) throw o.error(p, "expected two branches at least: " + example);
            if (spec.depth >= org.cellwise.rules.Either.MAX_DEPTH)
                throw o.error(p, "'either' blocks nest at most " + org.cellwise.rules.Either.MAX_DEPTH + " deep");
            List<Located> openers = new java.util.ArrayList<>();
            List<List<Located>> branches = new java.util.ArrayList<>();
            for (int b = 0; b < bs.size(); b++) {
                String bp = p + "/" + b;
                if (!bs.get(b).isArray()) throw o.error(bp, "expected a branch: a list of statements such as [\"r5c2 = 5\"]");
                ArrayNode lines = (ArrayNode) bs.get(b);
                if (lines.isEmpty()) throw o.error(bp, "expected a rule in this branch: a branch holds at least one");
                List<Located> ls = new java.util.ArrayList<>();
                for (int k = 0; k < lines.size(); k++) {
                    if (!lines.get(k).isTextual()) throw o.error(bp + "/" + k, "expected a statement as a string, such as \"r5c2 = 5\"");
                    ls.add(o.token(lines.get(k), bp + "/" + k));
                }
                openers.add(o.at(bp, ""));
                branches.add(ls);
            }
            EitherBlocks.block(spec, o.at(p, "either"), openers, branches);
        }
    }

    /** A JSON pointer segment for a field name. */
    private static String pointer(String field) {
        return field.replace("~", "~0").replace("/", "~1");
    }

    /** A grid's size: a number N for N×N, or "RxC" for R rows of C cells. */
    private static int[] dims(Obj o, Spec spec, JsonNode v, String path) throws FormatException {
        if (v.isTextual()) return CellwiseFormat.dims(spec, o.token(v, path));
        int n = o.integer(v, path, "the grid size");
        if (n < 1 || n > 64) throw o.error(path, "grid size must be 1 to 64");
        return new int[] {n, n};
    }

    private static void size(Obj o, Spec spec) throws FormatException {
        int[] d = dims(o, spec, o.root().get("size"), "/size");
        Grid g;
        try {
            g = Grid.standard(d[0], d[1]);
        } catch (IllegalArgumentException e) {
            throw o.error("/size", e.getMessage());
        }
        if (o.root().has("boxes")) g = CellwiseFormat.reboxed(spec, g, box(o, spec, "/boxes"), o.at("/boxes", ""));
        spec.grids.add(g);
    }

    private static int[] box(Obj o, Spec spec, String path) throws FormatException {
        return CellwiseFormat.box(spec, o.token(o.root().at(path), path));
    }

    private static void grids(Obj o, Spec spec) throws FormatException {
        ArrayNode a = o.array("/grids");
        for (int i = 0; i < a.size(); i++) {
            String p = "/grids/" + i;
            JsonNode g = a.get(i);
            o.fields(g, p, "a grid like {\"name\": \"A\", \"row\": 1, \"col\": 1, \"size\": 9}", GRID_FIELDS);
            String name = g.path("name").asText("G" + (i + 1));
            for (Grid other : spec.grids)
                if (other.name().equals(name)) throw o.error(p, "grid " + name + " is defined twice");
            int r = o.integer(g.path("row"), p + "/row", "a row"), c = o.integer(g.path("col"), p + "/col", "a column");
            int[] d = dims(o, spec, g.path("size"), p + "/size");
            if (r < 1 || c < 1) throw o.error(p, "rows and columns count from 1");
            int[] box = g.has("boxes") ? box(o, spec, p + "/boxes") : Grid.defaultBox(d[0], d[1]);
            try {
                spec.grids.add(new Grid(name, r - 1, c - 1, d[0], d[1], box[0], box[1]));
            } catch (IllegalArgumentException e) {
                throw o.error(p, e.getMessage());
            }
        }
    }

    private static void values(Obj o, Spec spec) throws FormatException {
        JsonNode v = o.root().get("values");
        try {
            if (v.isObject()) {
                o.fields(v, "/values", "{\"min\": 1, \"max\": 9}", List.of("min", "max"));
                spec.values = new ValueRange(o.integer(v.path("min"), "/values/min", "the smallest value"),
                        o.integer(v.path("max"), "/values/max", "the largest value"));
                return;
            }
            Matcher m = Pattern.compile("(-?\\d{1,9})\\s*\\.\\.\\s*(-?\\d{1,9})").matcher(v.asText().strip());
            if (!m.matches()) throw o.error("/values", "expected a range like \"1..9\" or {\"min\": 1, \"max\": 9}");
            spec.values = new ValueRange(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
        } catch (IllegalArgumentException e) {
            throw o.error("/values", e.getMessage());
        }
    }

    /** A list of cell names, checked against the canvas; a cell named twice is an error. */
    private static List<Cell> cells(Obj o, Spec spec, String path) throws FormatException {
        ArrayNode a = o.array(path);
        List<Cell> out = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            Cell c = CellwiseFormat.cell(spec, o.token(a.get(i), path + "/" + i));
            if (out.contains(c)) throw o.error(path + "/" + i, c + " is listed twice");
            out.add(c);
        }
        return out;
    }

    /** Map rows: strings (tight or spaced) or arrays of values and nulls. */
    private static List<List<Located>> rows(Obj o, String path) throws FormatException {
        ArrayNode a = o.array(path);
        List<List<Located>> rows = new ArrayList<>();
        for (int r = 0; r < a.size(); r++) {
            JsonNode row = a.get(r);
            String rp = path + "/" + r;
            if (row.isArray()) {
                List<Located> toks = new ArrayList<>();
                for (int c = 0; c < row.size(); c++) {
                    JsonNode x = row.get(c);
                    Located l = o.token(x, rp + "/" + c);
                    toks.add(x.isNull() ? new Located(".", l.line(), l.col()) : l);
                }
                rows.add(toks);
            } else {
                Located l = o.token(row, rp);
                List<Located> toks = MapRows.tokens(l.text(), l.line(), l.col() - 1);
                if (toks.isEmpty()) throw l.error(o.source(), MapRows.DECORATION_ONLY);
                rows.add(toks);
            }
        }
        if (rows.isEmpty()) throw o.error(path, "expected map rows");
        return rows;
    }

    private static void givens(Obj o, Spec spec) throws FormatException {
        JsonNode v = o.root().get("givens");
        if (!v.isObject()) {
            CellwiseFormat.givensRows(spec, rows(o, "/givens"), o.at("/givens", "givens"));
            return;
        }
        for (Iterator<String> it = v.fieldNames(); it.hasNext();) {
            String name = it.next();
            String p = "/givens/" + pointer(name);
            Cell c = CellwiseFormat.cell(spec, new Located(name, o.at(p, "").line(), o.at(p, "").col()));
            Located tok = o.token(v.get(name), p);
            Integer val = MapRows.value(tok, spec.effectiveValues(), o.source());
            if (val == null) throw tok.error(o.source(), "expected a value");
            spec.given(c, val, tok);
        }
    }

    /** Cages as objects {label, target (or sum), op, cells}, or as a letter map with targets in "sums". */
    private static void cages(Obj o, Spec spec) throws FormatException {
        ArrayNode a = o.array("/cages");
        if (a.size() > 0 && !a.get(0).isObject()) {
            CellwiseFormat.labelRows(spec, rows(o, "/cages"), o.at("/cages", "cages"), spec.cageCells, spec.cageFirstSeen);
            return;
        }
        for (int i = 0; i < a.size(); i++) {
            String p = "/cages/" + i;
            JsonNode c = a.get(i);
            o.fields(c, p, "a cage like {\"label\": \"a\", \"target\": 14, \"cells\": [\"r1c1\", \"r1c2\"]}", CAGE_FIELDS);
            if (c.has("target") && c.has("sum")) throw o.error(p + "/sum", "a cage has a 'target' or a 'sum', not both");
            String label = c.has("label") ? c.get("label").asText() : "#" + (spec.cageDefs.size() + 1);
            JsonNode t = c.has("target") ? c.get("target") : c.path("sum");
            String tp = p + (c.has("target") ? "/target" : "/sum");
            Located at0 = o.at(p, label);
            if (digitalRoot(t)) {
                if (c.has("op")) throw o.error(p + "/op", "a digital-root cage takes no operation");
                spec.digitalRootCage(label, o.token(t, tp), at0);
                if (c.has("cells")) {
                    spec.cageCells.put(label, cells(o, spec, p + "/cells"));
                    spec.cageFirstSeen.put(label, at0);
                }
                continue;
            }
            int[] several = several(o, t, tp);
            if (several != null) {
                if (c.has("op")) throw o.error(p + "/op", "a cage with several sums takes no operation");
                // [14] is the killer cage 14, as the text format reads it: one rule, written one way
                if (several.length == 1) spec.cage(label, several[0], null, at0, false, false);
                else spec.multiCage(label, several, at0);
                if (c.has("cells")) {
                    spec.cageCells.put(label, cells(o, spec, p + "/cells"));
                    spec.cageFirstSeen.put(label, at0);
                }
                continue;
            }
            String target = t.asText() + (c.has("op") ? c.get("op").asText() : "");
            Matcher m = TARGET.matcher(target);
            if (!m.matches() || m.group(1).length() > 10)
                throw o.error(tp, "expected a target like 14, 6*, 2-, 3/, 7+, \"10|19\", [10, 19] or \"DR5\", found " + shortText(t));
            Located at = o.at(p, label);
            spec.cage(label, Long.parseLong(m.group(1)), m.group(2).isEmpty() ? null : Arithmetic.Op.of(m.group(2).charAt(0)), at,
                    false, false);
            if (c.has("cells")) {
                spec.cageCells.put(label, cells(o, spec, p + "/cells"));
                spec.cageFirstSeen.put(label, at);
            }
        }
    }

    /** A target written as the text format's digital root, {@code "DR5"}. */
    private static boolean digitalRoot(JsonNode t) {
        return t.isTextual() && Spec.DIGITAL_ROOT.matcher(t.asText()).matches();
    }

    /**
     * A cage's several sums, written as an array of numbers ({@code [10, 19]}) or as the text format writes them
     * ({@code "10|19"}); null for a single target.
     */
    private static int[] several(Obj o, JsonNode t, String path) throws FormatException {
        if (t.isArray()) {
            if (t.isEmpty()) throw o.error(path, "expected one or more sums, found []");
            int[] out = new int[t.size()];
            java.util.Set<Integer> seen = new java.util.HashSet<>();
            for (int i = 0; i < t.size(); i++) {
                out[i] = o.integer(t.get(i), path + "/" + i, "a sum");
                if (!seen.add(out[i])) throw o.error(path + "/" + i, out[i] + " is written twice in " + t);
            }
            return out;
        }
        if (!t.isTextual() || t.asText().indexOf('|') < 0) return null;
        String problem = Spec.sumsProblem(t.asText());
        if (problem != null) throw o.error(path, problem);
        String twice = Spec.repeated(t.asText());
        if (twice != null) throw o.error(path, twice + " is written twice in " + t.asText());
        return Spec.sums(t.asText());
    }

    /**
     * Sum groups whose values may repeat, as objects {label, target, distinct, cells}; or, with a cage map, an
     * object of targets by label ({"a": 14, "b": "6*"}).
     */
    private static void sums(Obj o, Spec spec) throws FormatException {
        JsonNode v = o.root().get("sums");
        if (v.isObject()) {
            for (Iterator<String> it = v.fieldNames(); it.hasNext();) {
                String label = it.next();
                String p = "/sums/" + pointer(label);
                if (digitalRoot(v.get(label))) {
                    spec.digitalRootCage(label, o.token(v.get(label), p), o.at(p, label));
                    continue;
                }
                int[] several = several(o, v.get(label), p);
                if (several != null) {
                    if (several.length == 1) spec.cage(label, several[0], null, o.at(p, label), false, false);
                    else spec.multiCage(label, several, o.at(p, label));
                    continue;
                }
                Matcher m = TARGET.matcher(v.get(label).asText());
                if (!m.matches() || m.group(1).length() > 10)
                    throw o.error(p, "expected a target like 14 or \"6*\", found " + shortText(v.get(label)));
                spec.cage(label, Long.parseLong(m.group(1)), m.group(2).isEmpty() ? null : Arithmetic.Op.of(m.group(2).charAt(0)),
                        o.at(p, label), false, false);
            }
            return;
        }
        ArrayNode a = o.array("/sums");
        for (int i = 0; i < a.size(); i++) {
            String p = "/sums/" + i;
            JsonNode s = a.get(i);
            o.fields(s, p, "a sum group like {\"label\": \"s\", \"target\": 14, \"cells\": [\"r1c1\", \"r2c2\"]}", SUM_FIELDS);
            if (s.has("distinct") && !s.get("distinct").isBoolean()) throw o.error(p + "/distinct", "expected true or false");
            String label = s.has("label") ? s.get("label").asText() : "#" + (spec.cageDefs.size() + 1);
            int target = o.integer(s.path("target"), p + "/target", "a target");
            Located at = o.at(p, label);
            spec.cage(label, target, null, at, true, s.path("distinct").asBoolean(false));
            spec.cageCells.put(label, cells(o, spec, p + "/cells"));
            spec.cageFirstSeen.put(label, at);
        }
    }
}
