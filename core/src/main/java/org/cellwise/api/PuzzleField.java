package org.cellwise.api;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The {@code "puzzle"} of a request's JSON body ({@code /api/hint}, {@code /api/share}): the puzzle's text or its
 * JSON object, which the readers take as they are; anything else (null, a number, a list) is refused in words, as it
 * was read as a grid of that text ("value 23 is outside the values 1..4" for null).
 */
final class PuzzleField {
    private PuzzleField() {}

    static String text(JsonNode pz) {
        if (pz.isTextual()) return pz.asText();
        if (pz.isObject()) return pz.toString();
        String shown = pz.toString();
        throw new BadRequest("\"puzzle\": expected the puzzle's text or its JSON object, found "
                + (pz.isNull() ? "null" : org.cellwise.format.Messages.quote(shown.length() > 40 ? shown.substring(0, 40) + "..." : shown)));
    }
}
