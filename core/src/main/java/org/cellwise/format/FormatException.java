package org.cellwise.format;

/** Bad input: where it is (source, 1-based line and column) and what was expected there. */
public final class FormatException extends Exception {
    private final String source;
    private final int line, column;
    private final String detail;

    public FormatException(String source, int line, int column, String detail) {
        super(source + ":" + line + ":" + column + ": " + tidy(detail));
        this.source = source;
        this.line = line;
        this.column = column;
        this.detail = tidy(detail);
    }

    /**
     * Whatever a message quotes of the input, it stays readable: control characters are escaped, and any run of
     * text without spaces longer than 60 characters (a 10 MB token, say) is cut to 40.
     */
    static String tidy(String detail) {
        String d = Messages.escape(detail);
        StringBuilder sb = new StringBuilder(Math.min(d.length(), 600));
        int i = 0;
        while (i < d.length()) {
            int j = i;
            while (j < d.length() && d.charAt(j) != ' ') j++;
            if (j - i > 60) sb.append(d, i, i + 40).append("...");
            else sb.append(d, i, j);
            if (j < d.length()) sb.append(' ');
            i = j + 1;
            if (sb.length() > 500) {
                sb.append("...");
                break;
            }
        }
        return sb.toString();
    }

    public String source() {
        return source;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    public String detail() {
        return detail;
    }
}
