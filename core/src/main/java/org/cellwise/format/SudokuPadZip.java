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

/**
 * SudokuPad's compact JSON text, both ways: short keys, keys bare, {@code '} for {@code "}, {@code t}/{@code f},
 * empty slots for {@code {}}. The reader nests at most {@value #MAX_DEPTH} deep (a puzzle nests five deep; a hostile
 * text of a few hundred bytes can nest deep enough to overflow any recursive reader's stack).
 */
final class SudokuPadZip {
    static final int MAX_DEPTH = Json.MAX_DEPTH;
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    /** SudokuPad's short keys, long form first. */
    private static final String[][] KEYS = {{"color", "c"}, {"cages", "ca"}, {"center", "ct"}, {"borderColor", "c1"},
        {"backgroundColor", "c2"}, {"cells", "ce"}, {"cellSize", "cs"}, {"arrows", "a"}, {"overlays", "o"},
        {"underlays", "u"}, {"width", "w"}, {"height", "h"}, {"value", "v"}, {"videos", "vd"}, {"lines", "l"},
        {"rounded", "r"}, {"regions", "re"}, {"fontSize", "fs"}, {"thickness", "th"}, {"headLength", "hl"},
        {"wayPoints", "wp"}, {"title", "t"}, {"text", "te"}, {"duration", "d"}, {"d", "d2"}};

    private SudokuPadZip() {}

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
        private int i, depth;

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
            if (ch == '{' || ch == '[') {
                if (++depth > MAX_DEPTH) throw fail("the puzzle nests more than " + MAX_DEPTH + " deep, far past any puzzle");
                JsonNode v = ch == '{' ? object() : array();
                depth--;
                return v;
            }
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
