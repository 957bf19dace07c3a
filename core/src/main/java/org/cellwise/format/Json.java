package org.cellwise.format;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The JSON parser the readers share, with bounds a puzzle never comes near: nesting at most {@value #MAX_DEPTH}
 * deep (an f-puzzles puzzle nests five deep; a hostile text a million deep would overflow a reader's stack) and a
 * document of at most {@value #MAX_CHARS} characters.
 */
final class Json {
    static final int MAX_DEPTH = 64;
    static final int MAX_CHARS = 8_000_000;
    static final StreamReadConstraints BOUNDS = StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH)
            .maxDocumentLength(MAX_CHARS).maxStringLength(MAX_CHARS).maxNumberLength(100).build();
    /** For a file of many puzzles, streamed: nesting bounded, length not (each puzzle is read on its own). */
    static final StreamReadConstraints DEPTH = StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build();
    static final JsonFactory FACTORY = JsonFactory.builder().streamReadConstraints(BOUNDS).build();
    static final ObjectMapper MAPPER = new ObjectMapper(FACTORY);

    private Json() {}

    /** The tree of a JSON text, or {@link IllegalArgumentException} with the parser's words (without its internals). */
    static JsonNode parse(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(JsonFormat.parserMessage(e.getOriginalMessage()), e);
        }
    }
}
