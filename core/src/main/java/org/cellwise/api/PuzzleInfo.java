package org.cellwise.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cellwise.format.FPuzzles;
import org.cellwise.puzzle.Metadata;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.Rule;
import org.cellwise.rules.RuleCatalog;

/**
 * What the page shows above the board, from one place: the title, author and rules text (the puzzle's own, from
 * whichever format it was read), the global rules in one sentence each (anti-knight, diagonals...), notes, and the
 * drawings the puzzle keeps (an f-puzzles link's plain lines, circles, rectangles, texts and operation-less cages)
 * as an SVG layer, with those that lie on no rule Cellwise read counted by kind.
 */
final class PuzzleInfo {
    private static final Pattern KENKEN = Pattern.compile("(\\d+)\\s*([-+*/x×÷−])");
    private static final Pattern CELL = Pattern.compile("R(\\d+)C(\\d+)", Pattern.CASE_INSENSITIVE);
    private static final Pattern COLOUR = Pattern.compile("#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,20}");
    /** Rules every grid of its kind has: not listed under the title. */
    private static final List<String> PLAIN = List.of("rows", "columns", "boxes");

    private PuzzleInfo() {}

    /** The words for each kind of drawing, one and several ({@link FPuzzles#drawingsWithNoRule}'s keys). */
    private static final Map<String, String[]> KINDS = Map.of("line", new String[] {"line", "lines"},
            "circle", new String[] {"circle", "circles"}, "rectangle", new String[] {"rectangle", "rectangles"},
            "text", new String[] {"text", "texts"}, "cage", new String[] {"cage without a KenKen operation", "cages without a KenKen operation"},
            "cell", new String[] {"coloured cell", "coloured cells"});

    /** The info of a puzzle; {@code source} is the text it was read from, or null (its opening comments are the notes). */
    static ObjectNode of(Puzzle p, String source, int cell) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("title", p.title());
        o.put("author", p.author());
        o.put("rules", p.rulesText());
        o.put("notes", notes(source));
        ArrayNode global = o.putArray("global");
        RuleCatalog.sentences(p.rules()).forEach(global::add);
        // the rules the text names, for the page to say which of them the puzzle does not set (f-puzzles cannot)
        ArrayNode named = o.putArray("named");
        org.cellwise.format.RulesWords.named(p.rulesText()).forEach(named::add);
        ArrayNode unread = o.putArray("unread");
        FPuzzles.drawingsWithNoRule(p).forEach((element, n) -> {
            String[] words = KINDS.getOrDefault(element, new String[] {element, element});
            unread.add(n + " " + words[n == 1 ? 0 : 1]);
        });
        if (!p.metadata().drawings().isEmpty()) {
            ObjectNode fp = JsonNodeFactory.instance.objectNode(); // the kept drawings, grouped as f-puzzles states them
            for (Metadata.Drawing d : p.metadata().drawings()) {
                try {
                    JsonNode n = org.cellwise.format.Json.read(d.json());
                    (fp.has(d.element()) ? (ArrayNode) fp.get(d.element()) : fp.putArray(d.element())).add(n);
                } catch (Exception e) {
                    // a drawing's JSON was checked when it was read
                }
            }
            Drawings d = new Drawings(cell);
            d.draw(fp);
            if (!d.svg.isEmpty()) o.put("decoration", d.svg.toString());
        }
        return o;
    }

    /**
     * The puzzle in a format, with the author and rules text the page keeps (where they are not blank) as its
     * metadata; the title is the puzzle's name. Formats without fields for them leave them out, as they do for any
     * puzzle.
     */
    static String write(Puzzle p, org.cellwise.format.Format to, String author, String rules) {
        org.cellwise.puzzle.Metadata m = p.metadata();
        if (!author.isBlank()) m = m.withAuthor(author.strip());
        if (!rules.isBlank()) m = m.withRulesText(rules.strip());
        return org.cellwise.format.Writers.write(p.withMetadata(m), to);
    }

    /** The comment lines at the top of a Cellwise file ("# ..."): what its author says about the puzzle. */
    private static String notes(String source) {
        if (source == null) return "";
        StringBuilder sb = new StringBuilder();
        for (String line : source.split("\n", 60)) {
            String t = line.strip();
            if (t.isEmpty()) continue;
            if (!t.startsWith("#")) break;
            if (t.length() > 1 && Character.isWhitespace(t.charAt(1))) sb.append(sb.length() == 0 ? "" : " ").append(t.substring(2).strip());
        }
        return sb.toString();
    }

    private static String capital(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** f-puzzles' drawings as SVG, r1c1's top-left corner at (0, 0). */
    static final class Drawings {
        final StringBuilder svg = new StringBuilder();
        private final int s;

        Drawings(int cell) {
            this.s = cell;
        }

        void draw(JsonNode fp) {
            for (JsonNode line : fp.path("line")) {
                for (JsonNode part : line.path("lines")) {
                    List<double[]> pts = centres(part);
                    if (pts.size() < 2) continue;
                    StringBuilder d = new StringBuilder();
                    for (double[] pt : pts) d.append(d.length() == 0 ? "M" : " L").append(fmt(pt[0])).append(' ').append(fmt(pt[1]));
                    svg.append("<path d=\"").append(d).append("\" fill=\"none\" stroke=\"").append(colour(line, "outlineC", "#a0a0a0"))
                            .append("\" stroke-width=\"").append(fmt(Math.max(1, line.path("width").asDouble(0.3) * s)))
                            .append("\" stroke-linecap=\"round\" stroke-linejoin=\"round\" opacity=\"0.8\"/>\n");
                }
            }
            for (String kind : List.of("circle", "rectangle")) {
                for (JsonNode c : fp.path(kind)) {
                    List<double[]> pts = centres(c.path("cells"));
                    if (pts.isEmpty()) continue;
                    double[] at = mean(pts);
                    double w = c.path("width").asDouble(0.5) * s, h = c.path("height").asDouble(0.5) * s;
                    String fill = colour(c, "baseC", "none"), stroke = colour(c, "outlineC", "#000000");
                    if (kind.equals("circle"))
                        svg.append("<ellipse cx=\"").append(fmt(at[0])).append("\" cy=\"").append(fmt(at[1])).append("\" rx=\"")
                                .append(fmt(w / 2)).append("\" ry=\"").append(fmt(h / 2));
                    else
                        svg.append("<rect x=\"").append(fmt(at[0] - w / 2)).append("\" y=\"").append(fmt(at[1] - h / 2))
                                .append("\" width=\"").append(fmt(w)).append("\" height=\"").append(fmt(h));
                    svg.append("\" fill=\"").append(fill).append("\" stroke=\"").append(stroke).append("\" stroke-width=\"2\"/>\n");
                    text(c, at, h * 0.6);
                }
            }
            for (JsonNode t : fp.path("text")) {
                List<double[]> pts = centres(t.path("cells"));
                if (pts.isEmpty()) continue;
                text(t, mean(pts), t.path("size").asDouble(0.5) * s);
            }
            for (JsonNode cage : fp.path("cage")) {
                String value = cage.path("value").asText("");
                Matcher m = KENKEN.matcher(value);
                if (m.find()) continue; // a KenKen cage: read as a rule
                List<int[]> cells = new ArrayList<>();
                for (JsonNode c : cage.path("cells")) {
                    Matcher cm = CELL.matcher(c.asText(""));
                    if (cm.matches()) cells.add(new int[] {Integer.parseInt(cm.group(1)) - 1, Integer.parseInt(cm.group(2)) - 1});
                }
                if (cells.isEmpty()) continue;
                outline(cells, colour(cage, "outlineC", "#000000"));
                if (!value.isBlank()) {
                    int[] first = cells.stream().min((a, b) -> a[0] != b[0] ? a[0] - b[0] : a[1] - b[1]).orElseThrow();
                    svg.append("<text x=\"").append(first[1] * s + 4).append("\" y=\"").append(first[0] * s + s / 4 + 2)
                            .append("\" font-size=\"").append(s / 4).append("\" fill=\"").append(colour(cage, "fontC", "#000000"))
                            .append("\">").append(esc(value)).append("</text>\n");
                }
            }
        }

        private void text(JsonNode item, double[] at, double size) {
            String value = item.path("value").asText("");
            if (value.isBlank()) return;
            svg.append("<text x=\"").append(fmt(at[0])).append("\" y=\"").append(fmt(at[1] + size * 0.35))
                    .append("\" font-size=\"").append(fmt(Math.max(6, size))).append("\" text-anchor=\"middle\" fill=\"")
                    .append(colour(item, "fontC", "#000000")).append("\">").append(esc(value)).append("</text>\n");
        }

        /** A cage's outline, dashed, a little inside its outer edges. */
        private void outline(List<int[]> cells, String colour) {
            java.util.Set<Long> mine = new java.util.HashSet<>();
            for (int[] c : cells) mine.add(((long) c[0] << 32) | (c[1] & 0xffffffffL));
            int in = Math.max(2, s / 11);
            for (int[] c : cells) {
                int x0 = c[1] * s + in, y0 = c[0] * s + in, x1 = (c[1] + 1) * s - in, y1 = (c[0] + 1) * s - in;
                int[][] sides = {{-1, 0, x0, y0, x1, y0}, {1, 0, x0, y1, x1, y1}, {0, -1, x0, y0, x0, y1}, {0, 1, x1, y0, x1, y1}};
                for (int[] e : sides)
                    if (!mine.contains(((long) (c[0] + e[0]) << 32) | ((c[1] + e[1]) & 0xffffffffL)))
                        svg.append("<line x1=\"").append(e[2]).append("\" y1=\"").append(e[3]).append("\" x2=\"").append(e[4])
                                .append("\" y2=\"").append(e[5]).append("\" stroke=\"").append(colour).append("\" stroke-dasharray=\"4 3\"/>\n");
            }
        }

        private List<double[]> centres(JsonNode cells) {
            List<double[]> out = new ArrayList<>();
            for (JsonNode c : cells) {
                Matcher m = CELL.matcher(c.asText(""));
                if (m.matches())
                    out.add(new double[] {(Integer.parseInt(m.group(2)) - 0.5) * s, (Integer.parseInt(m.group(1)) - 0.5) * s});
            }
            return out;
        }

        private static double[] mean(List<double[]> pts) {
            double x = 0, y = 0;
            for (double[] p : pts) {
                x += p[0];
                y += p[1];
            }
            return new double[] {x / pts.size(), y / pts.size()};
        }

        private static String colour(JsonNode item, String field, String otherwise) {
            String c = item.path(field).asText("").strip();
            return esc(COLOUR.matcher(c).matches() ? c : otherwise); // a colour name or #hex only, escaped all the same
        }

        private static String fmt(double v) {
            return v == Math.rint(v) ? String.valueOf((long) v) : String.format(java.util.Locale.ROOT, "%.1f", v);
        }

        private static String esc(String s) {
            return org.cellwise.render.HtmlRenderer.escape(s); // the pictures' one escaping
        }
    }
}
