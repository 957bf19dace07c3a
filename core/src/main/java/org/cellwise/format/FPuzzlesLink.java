package org.cellwise.format;

import java.util.Locale;

/**
 * The transport of an f-puzzles puzzle: an f-puzzles link ({@code https://www.f-puzzles.com/?load=} + lz-string
 * base64 of the JSON), SudokuPad's {@code /fpuzzles} form of it, the bare compressed string, or the JSON itself; and
 * the repair of a link whose {@code //} a chat program made {@code /}. Bounded as {@link LinkText} says.
 */
final class FPuzzlesLink {
    static final String FPUZZLES = "https://www.f-puzzles.com/?load=", SUDOKUPAD = "https://sudokupad.app/fpuzzles";
    /** The most repairs tried on one damaged link (each is a decompression). */
    static final int MAX_REPAIRS = 400;

    private FPuzzlesLink() {}

    /** The JSON a line holds, and where on the line it starts (for messages about it). */
    record Text(String json, boolean plain, int col) {}

    /** Whether a line holds an f-puzzles link, a SudokuPad f-puzzles link, or a bare compressed f-puzzles string. */
    static boolean looks(String line) {
        String t = line.strip();
        if (t.contains("load=") || t.toLowerCase(Locale.ROOT).contains("fpuzzles")) return true;
        if (t.startsWith("{") && t.contains("\"grid\"") && t.contains("\"size\"")) return true;
        return t.length() >= 40 && t.startsWith("N4Ig") && LinkText.compressed(t, 0, false);
    }

    /** The JSON text a line holds: itself, or decompressed from a link or a bare string. */
    static Text json(String line, String source, int lineNo) throws FormatException {
        String t = line.strip();
        int lead = line.indexOf(t.isEmpty() ? "" : t.substring(0, 1));
        if (t.startsWith("{")) return new Text(t, true, lead + 1);
        int from = 0;
        int at = t.indexOf("load=");
        if (at >= 0) from = at + 5;
        else {
            int f = t.toLowerCase(Locale.ROOT).lastIndexOf("fpuzzles");
            if (f >= 0) from = f + 8;
        }
        int end = t.length();
        for (char stop : new char[] {'&', '#'}) {
            int k = t.indexOf(stop, from);
            if (k >= 0) end = Math.min(end, k);
        }
        String payload = LinkText.unescape(t.substring(from, end));
        int col = lead + from + 1;
        long deadline = LinkText.deadline();
        String json;
        try {
            json = parsable(payload, deadline);
            if (json == null && payload.indexOf('/') >= 0) json = restoreSlashes(payload, deadline);
            if (json == null) json = LinkText.decompress(payload, deadline);
        } catch (LinkText.Refused e) {
            throw new FormatException(source, lineNo, col, "f-puzzles link refused: " + e.getMessage());
        }
        if (json == null || !json.strip().startsWith("{"))
            throw new FormatException(source, lineNo, col, "expected an f-puzzles link or compressed string (lz-string base64 of the puzzle's JSON)"
                    + ", which this is not: it does not decompress to JSON");
        return new Text(json, false, col);
    }

    /** The decompressed text when it is JSON that parses, else null. */
    private static String parsable(String payload, long deadline) throws LinkText.Refused {
        String j = LinkText.decompress(payload, deadline);
        if (j == null || !j.strip().startsWith("{")) return null;
        try {
            Json.parse(j);
            return j;
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * Some chat programs and URL tidiers turn the "//" of a compressed string into "/". Each single slash is tried
     * doubled until the text decompresses to JSON that parses: at most {@value #MAX_REPAIRS} tries, within the
     * link's time. lz-string rarely writes "//" at all (once in 20,000 random 200-letter texts, measured), so two
     * lost in one link are not looked for.
     */
    static String restoreSlashes(String payload, long deadline) throws LinkText.Refused {
        int tries = 0;
        for (int i = 0; i < payload.length(); i++)
            if (payload.charAt(i) == '/' && (i == 0 || payload.charAt(i - 1) != '/') && (i + 1 == payload.length() || payload.charAt(i + 1) != '/')) {
                if (++tries > MAX_REPAIRS) return null;
                if (System.nanoTime() - deadline > 0)
                    throw new LinkText.Refused("the link is damaged and could not be repaired within " + LinkText.timeLimit().toMillis()
                            + " ms (" + (tries - 1) + " repairs tried: each '/' doubled, as chat programs halve '//')");
                String j;
                try {
                    j = parsable(payload.substring(0, i) + "/" + payload.substring(i), deadline);
                } catch (LinkText.Refused e) {
                    continue; // a repair that expands without end is not the link
                }
                if (j != null) return j;
            }
        return null;
    }

    /** The SudokuPad form of an f-puzzles link: the same compressed string after SudokuPad's path. */
    static String sudokuPadForm(String fpuzzlesLink) {
        if (!fpuzzlesLink.startsWith(FPUZZLES)) throw new IllegalArgumentException("not an f-puzzles link: " + fpuzzlesLink);
        return SUDOKUPAD + fpuzzlesLink.substring(FPUZZLES.length());
    }

    static String link(String json) {
        return FPUZZLES + LzString.compressToBase64(json);
    }
}
