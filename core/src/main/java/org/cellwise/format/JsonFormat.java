package org.cellwise.format;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.cellwise.model.Puzzle;

/**
 * The same content as the text format, as JSON, for programs. A file holds one object, an array of objects, or
 * one object per line. Fields: {@code name}, {@code size} (+ {@code boxes}) or {@code grids}, {@code values},
 * {@code rules}, {@code givens}, {@code regions}, {@code cages}, {@code relations}; docs/FORMAT.md has the
 * details. Each field becomes the text statement it stands for, so both formats mean exactly the same.
 */
public final class JsonFormat {
    private JsonFormat() {}

    public static PuzzleReader reader(LineInput in, String defaultName) throws FormatException {
        StringBuilder sb = new StringBuilder();
        String l;
        while ((l = in.next()) != null) sb.append(l).append('\n');
        String source = in.source();
        List<Object[]> roots = new ArrayList<>(); // {node, locations}
        try (JsonParser p = new JsonFactory().createParser(sb.toString())) {
            JsonToken t;
            while ((t = p.nextToken()) != null) {
                Map<String, JsonLocation> locs = new HashMap<>();
                JsonNode node = read(p, t, "", locs);
                if (node.isArray()) {
                    for (int i = 0; i < node.size(); i++) {
                        Map<String, JsonLocation> sub = new HashMap<>();
                        String prefix = "/" + i;
                        locs.forEach((k, v) -> {
                            if (k.equals(prefix) || k.startsWith(prefix + "/")) sub.put(k.substring(prefix.length()), v);
                        });
                        roots.add(new Object[] {node.get(i), sub});
                    }
                } else {
                    roots.add(new Object[] {node, locs});
                }
            }
        } catch (JsonParseException e) {
            JsonLocation loc = e.getLocation();
            throw new FormatException(source, loc == null ? 1 : loc.getLineNr(), loc == null ? 1 : loc.getColumnNr(),
                    "invalid JSON: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new FormatException(source, 1, 1, "cannot read JSON: " + e.getMessage());
        }
        Iterator<Object[]> it = roots.iterator();
        int[] count = {0};
        return () -> {
            if (!it.hasNext()) return null;
            Object[] r = it.next();
            count[0]++;
            @SuppressWarnings("unchecked")
            Map<String, JsonLocation> locs = (Map<String, JsonLocation>) r[1];
            String name = roots.size() == 1 ? defaultName : defaultName + "-" + count[0];
            return toPuzzle(source, (JsonNode) r[0], locs, name);
        };
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
            case VALUE_NUMBER_INT: return f.numberNode(p.getLongValue());
            case VALUE_NUMBER_FLOAT: return f.numberNode(p.getDecimalValue());
            case VALUE_TRUE: return f.booleanNode(true);
            case VALUE_FALSE: return f.booleanNode(false);
            case VALUE_NULL: return f.nullNode();
            default: throw new JsonParseException(p, "unexpected " + t);
        }
    }

    private static Puzzle toPuzzle(String source, JsonNode root, Map<String, JsonLocation> locs, String defaultName)
            throws FormatException {
        Located start = at(locs, "", "");
        if (!root.isObject()) throw start.error(source, "expected a JSON object describing a puzzle");
        List<Located> lines = new ArrayList<>();
        List<Located> canvas = new ArrayList<>(); // size, values and grids come first, whatever the field order
        String name = root.has("name") ? root.get("name").asText() : defaultName;
        for (Iterator<String> it = root.fieldNames(); it.hasNext();) {
            String f = it.next();
            JsonNode v = root.get(f);
            String p = "/" + f;
            switch (f) {
                case "name" -> {}
                case "size" -> {
                    String boxes = root.has("boxes") ? " boxes " + root.get("boxes").asText() : "";
                    canvas.add(0, at(locs, p, "size " + scalar(source, v, locs, p) + boxes));
                }
                case "boxes" -> {
                    if (!root.has("size")) throw at(locs, p, "").error(source, "'boxes' goes with 'size'");
                }
                case "values" -> canvas.add(at(locs, p, "values " + (v.isObject()
                        ? v.path("min").asText() + ".." + v.path("max").asText() : scalar(source, v, locs, p))));
                case "grids" -> {
                    array(source, v, locs, p);
                    for (int i = 0; i < v.size(); i++) {
                        JsonNode g = v.get(i);
                        String gp = p + "/" + i;
                        canvas.add(at(locs, gp, "grid " + g.path("name").asText("G" + (i + 1)) + " at " + g.path("row").asText()
                                + "," + g.path("col").asText() + " size " + g.path("size").asText()
                                + (g.has("boxes") ? " boxes " + g.get("boxes").asText() : "")));
                    }
                }
                case "rules" -> {
                    array(source, v, locs, p);
                    StringBuilder sb = new StringBuilder("rules");
                    for (JsonNode r : v) sb.append(' ').append(r.asText());
                    if (v.size() > 0) lines.add(at(locs, p, sb.toString()));
                }
                case "givens" -> {
                    if (v.isObject()) {
                        for (Iterator<String> c = v.fieldNames(); c.hasNext();) {
                            String cell = c.next();
                            lines.add(at(locs, p + "/" + cell, cell + " = " + v.get(cell).asText()));
                        }
                    } else {
                        lines.add(at(locs, p, "givens"));
                        mapRows(source, v, locs, p, lines);
                    }
                }
                case "regions", "cages" -> {
                    array(source, v, locs, p);
                    if (f.equals("cages") && v.size() > 0 && v.get(0).isObject()) {
                        for (int i = 0; i < v.size(); i++) {
                            JsonNode c = v.get(i);
                            String cp = p + "/" + i;
                            StringBuilder sb = new StringBuilder("cage ");
                            if (c.has("label")) sb.append(c.get("label").asText()).append(' ');
                            sb.append(c.path("target").asText(c.path("sum").asText()));
                            if (c.has("op")) sb.append(c.get("op").asText());
                            for (JsonNode cell : c.path("cells")) sb.append(' ').append(cell.asText());
                            lines.add(at(locs, cp, sb.toString()));
                        }
                    } else {
                        lines.add(at(locs, p, f));
                        mapRows(source, v, locs, p, lines);
                    }
                }
                case "sums" -> {
                    if (!v.isObject()) throw at(locs, p, "").error(source, "expected an object like {\"a\": 14}");
                    for (Iterator<String> c = v.fieldNames(); c.hasNext();) {
                        String label = c.next();
                        lines.add(at(locs, p + "/" + label, "cage " + label + " " + v.get(label).asText()));
                    }
                }
                case "relations" -> {
                    array(source, v, locs, p);
                    for (int i = 0; i < v.size(); i++) lines.add(at(locs, p + "/" + i, v.get(i).asText()));
                }
                default -> throw at(locs, p, "").error(source, "unknown field '" + f + "'; expected name, size, boxes, "
                        + "values, grids, rules, givens, regions, cages, sums or relations");
            }
        }
        canvas.addAll(lines);
        return CellwiseFormat.parse(source, canvas, name, start);
    }

    private static void mapRows(String source, JsonNode v, Map<String, JsonLocation> locs, String p, List<Located> lines)
            throws FormatException {
        array(source, v, locs, p);
        for (int r = 0; r < v.size(); r++) {
            JsonNode row = v.get(r);
            String rp = p + "/" + r;
            if (row.isArray()) {
                StringBuilder sb = new StringBuilder();
                for (JsonNode x : row) sb.append(x.isNull() ? "." : x.asText()).append(' ');
                lines.add(at(locs, rp, sb.toString().strip()));
            } else {
                // inside a JSON string, the first character sits one column after the quote
                JsonLocation l = locs.get(rp);
                lines.add(new Located(row.asText(), l.getLineNr(), l.getColumnNr() + 1));
            }
        }
    }

    private static void array(String source, JsonNode v, Map<String, JsonLocation> locs, String p) throws FormatException {
        if (!v.isArray()) throw at(locs, p, "").error(source, "expected a JSON array");
    }

    private static String scalar(String source, JsonNode v, Map<String, JsonLocation> locs, String p) throws FormatException {
        if (!v.isValueNode()) throw at(locs, p, "").error(source, "expected a number or a string");
        return v.asText();
    }

    private static Located at(Map<String, JsonLocation> locs, String path, String text) {
        JsonLocation l = locs.get(path);
        return new Located(text, l == null ? 1 : l.getLineNr(), l == null ? 1 : l.getColumnNr());
    }
}
