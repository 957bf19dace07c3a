package org.cellwise.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.Javalin;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The server's edges over raw sockets, as a careless or hostile client meets them: a length no body follows, a body
 * whose chunks do not frame it, a hint for a puzzle too large to explain; and the security headers on every kind
 * of answer (the page's files, the API's lines, its errors, Jetty's own refusals).
 */
class ServerEdgesTest {
    static final ObjectMapper JSON = new ObjectMapper();
    Javalin app;

    @BeforeEach
    void start() {
        app = TestServers.start();
    }

    @AfterEach
    void stop() {
        if (app != null) app.stop();
    }

    /** Sends bytes as they are and reads the answer until the server closes the connection. */
    String send(String head, byte[] body) throws Exception {
        try (Socket s = new Socket("127.0.0.1", app.port())) {
            OutputStream out = s.getOutputStream();
            out.write(head.getBytes(StandardCharsets.US_ASCII));
            out.write(body);
            out.flush();
            return new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    String host() {
        return "Host: 127.0.0.1:" + app.port() + "\r\n";
    }

    static int status(String answer) {
        return Integer.parseInt(answer.substring(9, 12));
    }

    static JsonNode body(String answer) throws Exception {
        String b = answer.substring(answer.indexOf("\r\n\r\n") + 4);
        if (answer.toLowerCase(java.util.Locale.ROOT).contains("transfer-encoding: chunked")) b = unchunk(b);
        return JSON.readTree(b);
    }

    private static String unchunk(String b) {
        StringBuilder out = new StringBuilder();
        int at = 0;
        while (true) {
            int eol = b.indexOf("\r\n", at);
            int n = Integer.parseInt(b.substring(at, eol).trim(), 16);
            if (n == 0) return out.toString();
            out.append(b, eol + 2, eol + 2 + n);
            at = eol + 2 + n + 2;
        }
    }

    /** What every answer says to the browser, as the page's security rests on it. */
    static void secured(String answer, String what) {
        Map<String, String> h = new java.util.HashMap<>();
        for (String line : answer.substring(0, answer.indexOf("\r\n\r\n")).split("\r\n"))
            if (line.indexOf(':') > 0) h.put(line.substring(0, line.indexOf(':')).toLowerCase(java.util.Locale.ROOT), line.substring(line.indexOf(':') + 1).strip());
        String csp = h.getOrDefault("content-security-policy", "");
        for (String d : List.of("default-src 'none'", "script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'",
                "form-action 'self'", "require-trusted-types-for 'script'"))
            assertTrue(csp.contains(d), what + ": the policy has " + d + ": " + csp);
        assertFalse(csp.contains("unsafe-inline") || csp.contains("unsafe-eval"), what + ": " + csp);
        assertEquals("DENY", h.get("x-frame-options"), what);
        assertEquals("nosniff", h.get("x-content-type-options"), what);
        assertEquals("no-referrer", h.get("referrer-policy"), what);
        assertEquals("same-origin", h.get("cross-origin-opener-policy"), what);
        assertEquals("same-origin", h.get("cross-origin-resource-policy"), what);
    }

    /** A length of 2^31 bytes or more with no body: 413 at once, in JSON, without waiting for bytes that never come. */
    @Test
    void aLengthPastTwoToTheThirtyFirstWithNoBodyIsAPromptJson413() throws Exception {
        for (String length : List.of("2147483648", "4294967296", "9223372036854775807")) {
            String answer = send("POST /api/solve HTTP/1.1\r\n" + host() + "Content-Type: text/plain\r\nContent-Length: " + length + "\r\n\r\n",
                    new byte[0]);
            assertEquals(413, status(answer), length + ":\n" + answer);
            assertTrue(body(answer).get("error").asText().contains("1048576 bytes"), answer);
            secured(answer, "413");
        }
    }

    /** A chunk size that is not a number is the client's fault: 400 saying what is wrong, never a 500. */
    @Test
    void aMalformedChunkSizeIs400() throws Exception {
        for (String chunks : List.of("zz\r\nsize 4\r\n0\r\n\r\n", "-5\r\nsize 4\r\n0\r\n\r\n", "6\r\nsize 4 and more than six\r\n0\r\n\r\n",
                "FFFFFFFFFFFFFFFFFFFF\r\nsize 4\r\n0\r\n\r\n")) {
            String answer = send("POST /api/solve HTTP/1.1\r\n" + host() + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n",
                    chunks.getBytes(StandardCharsets.US_ASCII));
            assertEquals(400, status(answer), chunks + ":\n" + answer);
            assertTrue(answer.contains("application/json"), answer);
            secured(answer, "400 chunks");
        }
        // well-framed chunks are read as any body
        String fine = send("POST /api/solve HTTP/1.1\r\n" + host() + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n",
                "7\r\nsize 4\n\r\nd\r\nrules sudoku\n\r\n0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        assertEquals(200, status(fine), fine);
    }

    /** A puzzle the explanations cannot take: no hint, and the reason, never "no-solution". */
    @Test
    void aHintForAPuzzleTooLargeToExplainSaysSo() throws Exception {
        ObjectNode big = JSON.createObjectNode();
        ArrayNode grids = big.putArray("grids");
        for (int i = 0; i < 3; i++) // three 64x64 grids side by side: 12,288 cells, no rule between them
            grids.addObject().put("name", "G" + i).put("row", 1).put("col", 1 + 64 * i).put("size", 64).put("boxes", "none");
        big.put("values", "1..4");
        for (String level : List.of("", "?level=1", "?level=3")) {
            byte[] b = big.toString().getBytes(StandardCharsets.UTF_8);
            String answer = send("POST /api/hint" + level + " HTTP/1.1\r\n" + host() + "Content-Length: " + b.length + "\r\nConnection: close\r\n\r\n", b);
            assertEquals(200, status(answer), answer);
            JsonNode hint = JSON.readTree(body(answer).toString().lines().findFirst().orElseThrow());
            assertEquals("too-large", hint.get("status").asText(), hint.toString());
            assertTrue(hint.get("text").asText().startsWith("too large to explain: 12,288 cells"), hint.toString());
        }
    }

    /** Every kind of answer carries the headers: the page's files, API lines, route errors, and Jetty's own refusals. */
    @Test
    void everyAnswerCarriesTheSecurityHeaders() throws Exception {
        String close = "Connection: close\r\n\r\n";
        for (String path : List.of("/", "/index.html", "/main.js", "/style.css", "/svg.js", "/api/rules", "/api/nothing", "/nothing.html",
                "/api/jobs/nope"))
            secured(send("GET " + path + " HTTP/1.1\r\n" + host() + close, new byte[0]), path);
        byte[] b = "size 4\nrules sudoku\n".getBytes(StandardCharsets.UTF_8);
        secured(send("POST /api/solve HTTP/1.1\r\n" + host() + "Content-Length: " + b.length + "\r\n" + close, b), "a solve");
        byte[] bad = "size 4\nrules nothing\n".getBytes(StandardCharsets.UTF_8);
        secured(send("POST /api/solve HTTP/1.1\r\n" + host() + "Content-Length: " + bad.length + "\r\n" + close, bad), "a 400");
        secured(send("DELETE /api/solve HTTP/1.1\r\n" + host() + close, new byte[0]), "a 405");
        secured(send("POST /api/solve HTTP/1.1\r\nHost: evil.example\r\n" + close, new byte[0]), "a 403");
        secured(send("GET /../x HTTP/1.1\r\n" + host() + close, new byte[0]), "Jetty's refusal of a path");
        secured(send("GET / HTTP/1.1\r\n" + host() + "Bad Header\r\n" + close, new byte[0]), "Jetty's refusal of a header");
    }
}
