package org.cellwise.format;

import java.time.Duration;

/**
 * How f-puzzles and SudokuPad links carry a puzzle: lz-string base64 text that chat programs and URL tidiers mangle
 * on the way. What both readers share: undoing the usual mangling, and decompressing within bounds. A puzzle's JSON
 * is a few kilobytes (a 16×16 with every clue some tens); a link of a few kilobytes can be built to expand to
 * gigabytes, and a damaged link costs a decompression per repair tried. So the text a link expands to is at most
 * {@value #MAX_CHARS} characters, the link itself at most {@value #MAX_LINK} characters, and reading one link
 * (decompression and every repair tried) takes at most {@link #timeLimit()}: past any of these the link is refused
 * with a message saying which bound it met.
 */
public final class LinkText {
    /** The most characters a link's compressed text may have: far past any real puzzle's link. */
    static final int MAX_LINK = 1_000_000;
    /** The most characters a link may expand to. */
    static final int MAX_CHARS = 4_000_000;
    private static volatile Duration limit = Duration.ofSeconds(2);

    private LinkText() {}

    /**
     * The time one link may take to read (decompression and repair), 2 s unless set; a command's {@code --timeout}
     * lowers it. Shorter than any limit on solving, since a link that takes long to expand is almost surely hostile.
     */
    public static Duration timeLimit() {
        return limit;
    }

    /** Sets the time one link may take to read; at most 2 s, whatever is asked (a longer wait helps no real link). */
    public static void timeLimit(Duration d) {
        if (d == null || d.isNegative() || d.isZero()) return;
        limit = d.compareTo(Duration.ofSeconds(2)) < 0 ? d : Duration.ofSeconds(2);
    }

    /** A deadline for one link, from now. */
    static long deadline() {
        return System.nanoTime() + limit.toNanos();
    }

    /**
     * Whether {@code t} from {@code from} on is one or more characters of a compressed link ({@code [A-Za-z0-9+/=$-]},
     * lower case only when {@code lower}). Checked by hand: the browser build's regular expressions recurse once a
     * character over such a class, and a link of a thousand characters overflows the worker's stack.
     */
    static boolean compressed(String t, int from, boolean lower) {
        if (from >= t.length()) return false;
        for (int i = from; i < t.length(); i++) {
            char c = t.charAt(i);
            boolean ok = c >= 'a' && c <= 'z' || !lower && c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || "+/=$-".indexOf(c) >= 0;
            if (!ok) return false;
        }
        return true;
    }

    /** Links pass through chat programs and URL encoders: %2F / %2B / %3D come back, and a '+' read as a space. */
    static String unescape(String payload) {
        return payload.replace("%2F", "/").replace("%2f", "/").replace("%2B", "+").replace("%2b", "+").replace("%3D", "=")
                .replace("%3d", "=").replace(' ', '+');
    }

    /** Why a link was refused at a bound, or null: for the message. */
    static final class Refused extends Exception {
        Refused(String why) {
            super(why, null, false, false);
        }
    }

    /**
     * The text a compressed payload holds, or null when it is not lz-string base64 at all. Bounded in length and
     * time; a bound met is {@link Refused}, naming it.
     */
    static String decompress(String payload, long deadline) throws Refused {
        if (payload.length() > MAX_LINK)
            throw new Refused("the link is " + payload.length() + " characters long, more than the " + MAX_LINK
                    + " any puzzle needs");
        try {
            return LzString.decompressFromBase64(payload, MAX_CHARS, deadline);
        } catch (LzString.TooLong e) {
            throw new Refused(e.time ? "the link takes longer than " + limit.toMillis() + " ms to expand (a link built to expand"
                    + " without end, or a damaged one)" : "the link expands to more than " + MAX_CHARS
                    + " characters, far more than a puzzle's JSON (a link built to expand without end)");
        } catch (RuntimeException e) {
            return null;
        }
    }
}
