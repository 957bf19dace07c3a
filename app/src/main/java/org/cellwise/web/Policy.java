package org.cellwise.web;

import java.util.Map;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.Request;

/**
 * What every answer of the server tells the browser, the page's files, the API's JSON and every error alike. The
 * page runs only its own script files (no inline script, no eval, no plugin), talks only to this server, and puts
 * markup into the document through one Trusted Types policy ({@code cellwise-svg}, the server's pictures, checked
 * against a fixed vocabulary of SVG elements and attributes); other sites may not frame it, read its answers as
 * resources, or reach it through a window they opened; the browser sniffs no type and sends no referrer.
 */
public final class Policy {
    /** The Content-Security-Policy: what the page may load and run. */
    static final String CSP = String.join("; ",
            "default-src 'none'",
            "script-src 'self'",
            "style-src 'self'",
            "img-src 'self'",
            "connect-src 'self'",
            "object-src 'none'",
            "base-uri 'none'",
            "form-action 'self'",
            "frame-ancestors 'none'",
            "worker-src 'self'",
            "require-trusted-types-for 'script'",
            "trusted-types cellwise-svg cellwise-worker");

    /**
     * The same policy for a page that cannot send headers (the static app on any host), as its {@code <meta>}: without
     * frame-ancestors, which browsers ignore there (a host that can send headers should send the whole policy and
     * X-Frame-Options, as docs/SITE.md says).
     */
    public static String meta() {
        return CSP.replace("; frame-ancestors 'none'", "");
    }

    /** Every header, in the order they are sent. */
    static final Map<String, String> HEADERS = orderedHeaders();

    private static Map<String, String> orderedHeaders() {
        Map<String, String> h = new java.util.LinkedHashMap<>();
        h.put("Content-Security-Policy", CSP);
        h.put("X-Frame-Options", "DENY"); // browsers that predate frame-ancestors
        h.put("X-Content-Type-Options", "nosniff");
        h.put("Referrer-Policy", "no-referrer");
        h.put("Cross-Origin-Opener-Policy", "same-origin");
        h.put("Cross-Origin-Resource-Policy", "same-origin");
        return java.util.Collections.unmodifiableMap(h);
    }

    private Policy() {}

    /** Puts the headers on an answer, replacing any of the same name. */
    static void add(HttpFields.Mutable fields) {
        HEADERS.forEach(fields::put);
    }

    /** The headers on every request's answer, before any handler or route sees it. */
    static void install(HttpConfiguration http) {
        http.addCustomizer(new HttpConfiguration.Customizer() {
            @Override
            public Request customize(Request request, HttpFields.Mutable responseHeaders) {
                add(responseHeaders);
                return request;
            }
        });
    }
}
