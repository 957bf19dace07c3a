package org.cellwise.format;

/**
 * Every number a reader takes from its input goes through here: ASCII digits only (a fullwidth or Arabic-Indic
 * digit is not a digit in any Cellwise format), and a number too large for the puzzle is a located error, never
 * wrapped round.
 */
public final class Numbers {
    private Numbers() {}

    /** Whether the text is an optional minus and ASCII digits. */
    public static boolean isInteger(String s) {
        int start = s.startsWith("-") ? 1 : 0;
        if (s.length() == start) return false;
        for (int i = start; i < s.length(); i++) if (s.charAt(i) < '0' || s.charAt(i) > '9') return false;
        return true;
    }

    /** An int, or a located error naming what was expected. */
    public static int parseInt(String text, String source, int line, int col, String what) throws FormatException {
        String s = text.strip();
        // past a long, still an int's bound to say, not the long's
        if (isInteger(s) && s.length() - (s.startsWith("-") ? 1 : 0) > 18)
            throw new FormatException(source, line, col, what + " " + Messages.quote(text) + " is out of range (at most "
                    + Integer.MAX_VALUE + ")");
        long v = parseLong(text, source, line, col, what);
        if (v > Integer.MAX_VALUE || v < Integer.MIN_VALUE)
            throw new FormatException(source, line, col, what + " " + Messages.quote(text) + " is out of range (at most "
                    + Integer.MAX_VALUE + ")");
        return (int) v;
    }

    static int parseInt(Located tok, String source, String what) throws FormatException {
        return parseInt(tok.text(), source, tok.line(), tok.col(), what);
    }

    public static long parseLong(String text, String source, int line, int col, String what) throws FormatException {
        String s = text.strip();
        if (!isInteger(s)) throw new FormatException(source, line, col, "expected " + what + ", found " + Messages.quote(text));
        int digits = s.length() - (s.startsWith("-") ? 1 : 0);
        // 18 digits always fit in a long; past that, compare as text
        if (digits > 18) {
            try {
                return Long.parseLong(s);
            } catch (NumberFormatException e) {
                throw new FormatException(source, line, col, what + " " + Messages.quote(text) + " is out of range");
            }
        }
        return Long.parseLong(s);
    }
}
