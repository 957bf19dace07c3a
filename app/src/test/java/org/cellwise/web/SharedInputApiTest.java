package org.cellwise.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.cellwise.format.FPuzzles;
import org.cellwise.format.LzString;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The API reads puzzles and progress by the same core code as the command line: a puzzle named after a site opens
 * (it was a 500), a progress in a shape no grid has or a null puzzle is refused in words, a value over a given is the
 * hint, and a drawing of absurd size is refused where it stands, never drawn.
 */
class SharedInputApiTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    static Javalin app;

    @BeforeAll
    static void start() {
        app = Server.start("127.0.0.1", 0, new Server.Limits(1 << 20, Duration.ofSeconds(10), 2, 4));
    }

    @AfterAll
    static void stop() {
        app.stop();
    }

    static HttpResponse<String> post(String path, String body) throws Exception {
        HttpRequest r = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + app.port() + path))
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)).build();
        return HTTP.send(r, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    static final String SIX = "#puzzle six\nsize 6 boxes 2x3\nrules sudoku\ngivens\n. 4 5 | 1 6 3\n. . 6 | . . .\n4 5 3 | 6 2 1\n"
            + "1 6 2 | 3 4 5\n5 . 4 | 2 1 6\n6 2 1 | 5 3 .\n";

    @Test
    void aPuzzleNamedAfterASiteOpens() throws Exception {
        for (String name : new String[] {"Ported from fpuzzles", "see https://www.f-puzzles.com/?load=N4Ig", "x load=y"}) {
            HttpResponse<String> r = post("/api/open", "name " + name + "\nsize 4\nrules sudoku\nr1c1 = 1\n");
            assertEquals(200, r.statusCode(), r.body());
            JsonNode o = JSON.readTree(r.body().lines().findFirst().orElseThrow());
            assertEquals(name, o.get("name").asText());
            assertEquals(name, JSON.readTree(o.get("text").asText()).get("name").asText());
        }
    }

    @Test
    void hintRequestsInAShapeNoGridHasAreRefusedInWords() throws Exception {
        String puzzle = JSON.writeValueAsString(SIX);
        HttpResponse<String> array = post("/api/hint", "{\"puzzle\": " + puzzle + ", \"progress\": [1, 2]}");
        assertEquals(400, array.statusCode(), array.body());
        assertTrue(JSON.readTree(array.body()).get("error").asText().startsWith("progress:1:1: expected the grid as rows of values"), array.body());
        HttpResponse<String> none = post("/api/hint", "{\"puzzle\": null}");
        assertEquals(400, none.statusCode(), none.body());
        assertEquals("\"puzzle\": expected the puzzle's text or its JSON object, found null", JSON.readTree(none.body()).get("error").asText());
        HttpResponse<String> number = post("/api/hint", "{\"puzzle\": 23}");
        assertEquals(400, number.statusCode(), number.body());
        assertTrue(JSON.readTree(number.body()).get("error").asText().endsWith("found '23'"), number.body());
        // a value over a given: the hint says so, as the command line does
        HttpResponse<String> over = post("/api/hint", "{\"puzzle\": " + puzzle + ", \"progress\": {\"r1c2\": 2}}");
        assertEquals(200, over.statusCode(), over.body());
        JsonNode h = JSON.readTree(over.body().lines().findFirst().orElseThrow());
        assertEquals("wrong value", h.get("technique").asText(), h.toString());
        assertEquals("r1c2 is given as 4, not 2: a given cannot change.", h.get("text").asText(), h.toString());
    }

    @Test
    void aDrawingOfAbsurdSizeIsRefusedNotDrawn() throws Exception {
        String grid = "\"grid\":[" + String.join(",", java.util.Collections.nCopies(4, "[{},{},{},{}]")) + "]";
        for (String width : new String[] {"1e308", "-1", "\"9e99\"", "65"}) {
            String link = FPuzzles.FPUZZLES_LINK + LzString.compressToBase64("{\"size\":4," + grid
                    + ",\"line\":[{\"lines\":[[\"R1C1\",\"R1C2\"]],\"width\":" + width + "}]}");
            HttpResponse<String> r = post("/api/open", link);
            assertEquals(400, r.statusCode(), width + ": " + r.body());
            String error = JSON.readTree(r.body()).get("error").asText();
            assertTrue(error.contains("f-puzzles /line/0: a drawn line's width is a number of cells from 0 to 64"), error);
            assertFalse(r.body().contains("stroke-width"), r.body());
        }
    }
}
