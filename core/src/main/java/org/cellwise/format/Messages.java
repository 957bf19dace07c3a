package org.cellwise.format;

/** How input is quoted back in messages: short, and with control characters shown, not sent to the terminal. */
public final class Messages {
    /** Longest piece of input quoted in a message. */
    static final int QUOTE = 40;

    private Messages() {}

    /** The text in quotes, cut to {@value #QUOTE} characters, control characters and NUL escaped. */
    public static String quote(String text) {
        return "'" + escape(text.length() > QUOTE ? text.substring(0, QUOTE) : text) + (text.length() > QUOTE ? "...'" : "'");
    }

    /** Control characters as \n, \t, \r, \0 or \\uXXXX; everything else as it is. */
    public static String escape(String text) {
        StringBuilder sb = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            String e = switch (c) {
                case '\n' -> "\\n";
                case '\t' -> "\\t";
                case '\r' -> "\\r";
                case '\0' -> "\\0";
                default -> Character.isISOControl(c) || c == '\u2028' || c == '\u2029' || c == '\ufffd'
                        ? String.format("\\u%04x", (int) c) : null;
            };
            if (e != null && sb == null) sb = new StringBuilder(text.substring(0, i));
            if (sb != null) sb.append(e != null ? e : String.valueOf(c));
        }
        return sb == null ? text : sb.toString();
    }
}
