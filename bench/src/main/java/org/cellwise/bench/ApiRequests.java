package org.cellwise.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.cellwise.api.Api;

/**
 * The page's requests timed on the JVM as the server computes them ({@link Api}, without HTTP): the JVM side of
 * {@code bench/site-bench.py}, which times the same requests in the browser's worker. Each set is a JSON file
 * {@code {"name", "route", "query": {...}, "puzzles": [text, ...]}}; each is asked {@code WARMUP} times untimed, then
 * once timed, one request a puzzle. Prints one JSON line a set: its name and each request's milliseconds.
 *
 * <p>{@code java -cp bench/target/benchmarks.jar org.cellwise.bench.ApiRequests WARMUP SET.json...}
 */
public final class ApiRequests {
    private ApiRequests() {}

    public static void main(String[] args) throws Exception {
        ObjectMapper json = new ObjectMapper();
        int warmup = Integer.parseInt(args[0]);
        for (int f = 1; f < args.length; f++) {
            JsonNode set = json.readTree(Files.readString(Path.of(args[f])));
            String route = set.path("route").asText("solve");
            JsonNode query = set.path("query");
            Api.Query q = name -> query.has(name) ? query.get(name).asText() : null;
            for (int pass = 0; pass < warmup; pass++) for (JsonNode p : set.get("puzzles")) ask(route, q, p.asText());
            ObjectNode out = json.createObjectNode().put("set", set.get("name").asText()).put("side", "jvm");
            ArrayNode times = out.putArray("times");
            for (JsonNode p : set.get("puzzles")) {
                long t0 = System.nanoTime();
                ask(route, q, p.asText());
                times.add((System.nanoTime() - t0) / 1e6);
            }
            System.out.println(out);
        }
    }

    private static String ask(String route, Api.Query q, String body) {
        return Api.call(route, q, body).run(Duration.ofSeconds(10));
    }
}
