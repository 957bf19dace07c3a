package org.cellwise.web;

import io.javalin.http.Context;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * Who may talk to a server on a person's machine. Any web page the person visits can send requests to
 * {@code 127.0.0.1:8080}: a cross-origin {@code POST} with {@code Content-Type: text/plain} needs no preflight, and
 * a page whose host name is re-pointed at 127.0.0.1 (DNS rebinding) can even read the answers. So a request is
 * answered only when its {@code Host} names this server (the address it is bound to, {@code localhost}, a loopback
 * address, or a name it was told of) and, on the API, when the browser says it comes from the server's own page
 * ({@code Sec-Fetch-Site: same-origin}, or an {@code Origin} equal to the server's) or from no page at all (curl,
 * scripts: no {@code Origin}). Everything else is 403.
 */
final class Origins {
    private final Set<String> names = new TreeSet<>();
    /** Bound to every interface: the server is reached by whatever address the machine has. */
    private final boolean anyAddress;

    /** Thrown for a request from elsewhere; the message says what was refused. */
    static final class Refused extends RuntimeException {
        Refused(String message) {
            super(message, null, false, false);
        }
    }

    Origins(String boundHost, Set<String> extra) {
        String b = bare(boundHost);
        anyAddress = b.equals("0.0.0.0") || b.equals("::") || b.equals("0:0:0:0:0:0:0:0") || b.isEmpty();
        names.add(b);
        names.addAll(Set.of("localhost", "127.0.0.1", "::1"));
        for (String n : extra) names.add(bare(n));
    }

    void check(Context ctx) {
        // browsers always send Host; an HTTP/1.0 client without one is no page's doing
        String host = ctx.header("Host");
        if (host != null && !allowedHost(host))
            throw new Refused("refused: the Host header '" + clip(host) + "' does not name this server (see docs/WEB.md)");
        if (!ctx.path().startsWith("/api/")) return; // the page itself may be opened from a link anywhere
        String site = ctx.header("Sec-Fetch-Site");
        if (site != null && !site.equals("same-origin") && !site.equals("none"))
            throw new Refused("refused: a request from another site (" + clip(site) + ") may not use the API (see docs/WEB.md)");
        String origin = ctx.header("Origin");
        if (origin != null && (host == null || !sameOrigin(origin, host)))
            throw new Refused("refused: a request from the page at '" + clip(origin) + "' may not use the API (see docs/WEB.md)");
    }

    boolean allowedHost(String hostHeader) {
        String name = bare(hostName(hostHeader));
        if (name == null) return false;
        if (names.contains(name)) return true;
        // bound to every interface: any address literal of the machine, never a name a DNS server could re-point
        return anyAddress && isAddressLiteral(name);
    }

    /** The Origin is http(s)://HOST, HOST being what the request's Host header says (default ports left out). */
    static boolean sameOrigin(String origin, String hostHeader) {
        String o = origin.strip().toLowerCase(Locale.ROOT), h = hostHeader.strip().toLowerCase(Locale.ROOT);
        if (o.startsWith("http://") && o.endsWith(":80")) o = o.substring(0, o.length() - 3);
        if (o.startsWith("https://") && o.endsWith(":443")) o = o.substring(0, o.length() - 4);
        if (h.endsWith(":80")) h = h.substring(0, h.length() - 3);
        return o.equals("http://" + h) || o.equals("https://" + h);
    }

    /** The name of {@code host[:port]} or {@code [v6]:port}; null when it is not of that form. */
    static String hostName(String hostHeader) {
        String h = hostHeader.strip();
        if (h.isEmpty()) return null;
        if (h.startsWith("[")) {
            int end = h.indexOf(']');
            if (end < 0) return null;
            String rest = h.substring(end + 1);
            if (!rest.isEmpty() && !rest.matches(":\\d{1,5}")) return null;
            return h.substring(1, end);
        }
        int colon = h.indexOf(':');
        if (colon >= 0) {
            if (!h.substring(colon).matches(":\\d{1,5}")) return null;
            h = h.substring(0, colon);
        }
        return h;
    }

    private static String bare(String name) {
        if (name == null) return null;
        String n = name.strip().toLowerCase(Locale.ROOT);
        if (n.startsWith("[") && n.endsWith("]")) n = n.substring(1, n.length() - 1);
        if (n.endsWith(".")) n = n.substring(0, n.length() - 1); // "localhost." is localhost
        return n;
    }

    /** 192.168.1.5 or an IPv6 address: written as numbers, so no DNS answer can re-point it. */
    static boolean isAddressLiteral(String name) {
        if (name.matches("\\d{1,3}(\\.\\d{1,3}){3}")) {
            for (String part : name.split("\\.")) if (Integer.parseInt(part) > 255) return false;
            return true;
        }
        return name.contains(":") && name.matches("[0-9a-f:.%a-z]+") && !name.contains(":::");
    }

    private static String clip(String s) {
        return org.cellwise.format.Messages.escape(s.length() > 80 ? s.substring(0, 80) + "..." : s);
    }
}
