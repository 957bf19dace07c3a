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

/** A puzzle as SudokuPad's own JSON, for the puzzles its format states (written from the f-puzzles JSON, checked). */
final class SudokuPadWriter {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private SudokuPadWriter() {}

    /**
     * SudokuPad's JSON of a puzzle whose rules its own format states: a grid of givens, regions or boxes, killer
     * cages (and cages without a sum), anti-knight, anti-king; title, author and rules text as its notes. Anything
     * else is refused in words, pointing at the f-puzzles form ({@link FPuzzles#sudokuPad}).
     */
    static ObjectNode scl(Puzzle p) {
        ObjectNode fp = (ObjectNode) Json.parse(FPuzzles.write(p));
        for (Iterator<String> it = fp.fieldNames(); it.hasNext(); ) {
            String k = it.next();
            if (!Set.of("size", "title", "author", "ruleset", "grid", "killercage", "antiknight", "antiking").contains(k))
                throw new IllegalArgumentException("SudokuPad's own format states givens, regions, killer cages, anti-knight and anti-king, not "
                        + (k.equals("cellwise") ? String.join("; ", text(fp.get(k)))
                        : k.equals("cage") ? "cages with an operation or a digital root (KenKen, DR)" // the element's words are for drawings
                        : FPuzzlesElements.TABLE.containsKey(k) ? FPuzzlesElements.TABLE.get(k).words() : "'" + k + "'")
                        + ": write its f-puzzles link (export --to sudokupad)");
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
                        : cell.get("region").isNull() || cell.get("region").asInt() < 0 ? null : "r" + cell.get("region").asInt();
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
        if (!p.author().isEmpty()) cages.addObject().put("value", "author: " + p.author());
        if (!p.rulesText().isEmpty()) cages.addObject().put("value", "rules: " + p.rulesText());
        ArrayNode global = NODES.arrayNode();
        if (fp.path("antiknight").asBoolean(false)) global.add("antiknight");
        if (fp.path("antiking").asBoolean(false)) global.add("antiking");
        if (!global.isEmpty()) s.set("global", global);
        return s;
    }

    private static List<String> text(JsonNode a) {
        List<String> out = new ArrayList<>();
        a.forEach(x -> out.add("'" + x.asText() + "'"));
        return out;
    }

}
