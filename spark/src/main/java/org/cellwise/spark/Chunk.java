package org.cellwise.spark;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Records of a task, in order, as they cross from its solver thread to Spark's writer: each with its outcome (for the
 * summary), held either as JSON lines already written (the lean path of classic lines: no object per record) or as
 * objects. JSON output takes the lines as they are, Parquet the objects.
 */
final class Chunk {
    private static final ObjectMapper JSON = new ObjectMapper();

    private byte[] json;
    private List<ObjectNode> nodes;
    final String[] outcomes;

    private Chunk(byte[] json, List<ObjectNode> nodes, String[] outcomes) {
        this.json = json;
        this.nodes = nodes;
        this.outcomes = outcomes;
    }

    /** Records as JSON lines, each ended by a line break, with their outcomes. */
    static Chunk lines(byte[] json, String[] outcomes) {
        return new Chunk(json, null, outcomes);
    }

    /** Records as objects, counted as {@code outcome} says. */
    static Chunk of(List<ObjectNode> nodes, Job.Outcome outcome) {
        String[] o = new String[nodes.size()];
        for (int i = 0; i < o.length; i++) o[i] = outcome.of(nodes.get(i));
        return new Chunk(null, nodes, o);
    }

    int size() {
        return outcomes.length;
    }

    /** The JSON lines, each ended by a line break. */
    byte[] text() {
        if (json == null) {
            ByteArrayOutputStream b = new ByteArrayOutputStream(nodes.size() * 300);
            try {
                for (ObjectNode n : nodes) {
                    JSON.writeValue(b, n);
                    b.write('\n');
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            json = b.toByteArray();
        }
        return json;
    }

    /** The records as objects (JSON lines read back: Parquet's rows are made from them). */
    List<ObjectNode> nodes() {
        if (nodes == null) {
            nodes = new ArrayList<>(outcomes.length);
            int from = 0;
            try {
                for (int i = 0; i <= json.length; i++) {
                    if (i < json.length && json[i] != '\n') continue;
                    if (i > from) nodes.add((ObjectNode) JSON.readTree(new String(json, from, i - from, StandardCharsets.UTF_8)));
                    from = i + 1;
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return nodes;
    }
}
