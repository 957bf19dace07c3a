package org.cellwise.format;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * JSON text to Jackson's trees and back, with the streaming parser and generator alone: no {@code ObjectMapper},
 * whose reflection a browser build cannot have, so the same code reads and writes JSON on the JVM and in the
 * browser. What it reads and writes is what {@code ObjectMapper.readTree} and {@code JsonNode.toString} do (the
 * tests compare them). Parsing is bounded: nesting at most {@value #MAX_DEPTH} deep (an f-puzzles puzzle nests
 * five deep; a hostile text a million deep would overflow a reader's stack) and a document of at most
 * {@value #MAX_CHARS} characters.
 */
public final class Json {
    static final int MAX_DEPTH = 64;
    static final int MAX_CHARS = 8_000_000;
    static final StreamReadConstraints BOUNDS = StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH)
            .maxDocumentLength(MAX_CHARS).maxStringLength(MAX_CHARS).maxNumberLength(100).build();
    /** For a file of many puzzles, streamed: nesting bounded, length not (each puzzle is read on its own). */
    static final StreamReadConstraints DEPTH = StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build();
    static final JsonFactory FACTORY = JsonFactory.builder().streamReadConstraints(BOUNDS).build();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private Json() {}

    /** A new empty object. */
    public static ObjectNode object() {
        return NODES.objectNode();
    }

    /** A new empty array. */
    public static ArrayNode array() {
        return NODES.arrayNode();
    }

    /** The tree of a JSON text, or {@link IllegalArgumentException} with the parser's words (without its internals). */
    public static JsonNode parse(String text) {
        try {
            return read(text);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(JsonFormat.parserMessage(e.getOriginalMessage()), e);
        }
    }

    /**
     * The tree of the first JSON value of a text (what follows it is not read), a missing node for a text with
     * none; syntax errors as the parser throws them.
     */
    public static JsonNode read(String text) throws JsonProcessingException {
        try (JsonParser p = FACTORY.createParser(text)) {
            JsonToken t = p.nextToken();
            return t == null ? NODES.missingNode() : value(p, t);
        } catch (JsonProcessingException e) {
            throw e;
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a string has no input to fail
        }
    }

    /** Every JSON value of a text, one after the other (JSON lines, or values separated by spaces). */
    public static List<JsonNode> readAll(String text) throws JsonProcessingException {
        List<JsonNode> out = new ArrayList<>();
        try (JsonParser p = FACTORY.createParser(text)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) out.add(value(p, t));
        } catch (JsonProcessingException e) {
            throw e;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /** The value starting at the current token, as the tree reader builds it: small integers as ints, floats as doubles. */
    private static JsonNode value(JsonParser p, JsonToken t) throws IOException {
        switch (t) {
            case START_OBJECT: {
                ObjectNode o = NODES.objectNode();
                // as the tree reader steps (by field names: a broken value is then named in the same words)
                for (String field = p.nextFieldName(); field != null; field = p.nextFieldName())
                    o.set(field, value(p, p.nextToken())); // a field given twice keeps its place and its last value
                return o;
            }
            case START_ARRAY: {
                ArrayNode a = NODES.arrayNode();
                for (JsonToken e = p.nextToken(); e != JsonToken.END_ARRAY; e = p.nextToken()) a.add(value(p, e));
                return a;
            }
            case VALUE_STRING:
                return NODES.textNode(p.getText());
            case VALUE_NUMBER_INT:
                return switch (p.getNumberType()) {
                    case INT -> NODES.numberNode(p.getIntValue());
                    case LONG -> NODES.numberNode(p.getLongValue());
                    default -> NODES.numberNode(p.getBigIntegerValue());
                };
            case VALUE_NUMBER_FLOAT:
                return NODES.numberNode(p.getDoubleValue());
            case VALUE_TRUE:
                return NODES.booleanNode(true);
            case VALUE_FALSE:
                return NODES.booleanNode(false);
            case VALUE_NULL:
                return NODES.nullNode();
            default:
                throw new com.fasterxml.jackson.core.JsonParseException(p, "unexpected " + t);
        }
    }

    /** A tree as compact JSON text, as {@code toString()} writes it. */
    public static String write(JsonNode node) {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            write(g, node);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a string writer does not fail
        }
        return out.toString();
    }

    private static void write(JsonGenerator g, JsonNode n) throws IOException {
        switch (n.getNodeType()) {
            case OBJECT -> {
                g.writeStartObject();
                for (Map.Entry<String, JsonNode> e : n.properties()) {
                    g.writeFieldName(e.getKey());
                    write(g, e.getValue());
                }
                g.writeEndObject();
            }
            case ARRAY -> {
                g.writeStartArray();
                for (JsonNode e : n) write(g, e);
                g.writeEndArray();
            }
            case STRING -> g.writeString(n.textValue());
            case BOOLEAN -> g.writeBoolean(n.booleanValue());
            case NULL, MISSING -> g.writeNull();
            case NUMBER -> {
                switch (n.numberType()) {
                    case INT -> g.writeNumber(n.intValue());
                    case LONG -> g.writeNumber(n.longValue());
                    case BIG_INTEGER -> g.writeNumber(n.bigIntegerValue());
                    case BIG_DECIMAL -> g.writeNumber(n.decimalValue());
                    default -> {
                        // written as Java writes a double (what the generator does by default), not, as the
                        // generator's double writer also could, by a second algorithm the browser build leaves out
                        double d = n.doubleValue();
                        if (Double.isNaN(d) || Double.isInfinite(d)) g.writeString(Double.toString(d));
                        else g.writeNumber(Double.toString(d));
                    }
                }
            }
            default -> throw new IllegalArgumentException("cannot write a " + n.getNodeType() + " node"); // core makes none
        }
    }
}
