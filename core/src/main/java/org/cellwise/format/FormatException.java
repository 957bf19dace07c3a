package org.cellwise.format;

/** Bad input: where it is (source, 1-based line and column) and what was expected there. */
public final class FormatException extends Exception {
    private final String source;
    private final int line, column;
    private final String detail;
    /** The name the puzzle being read would have had, when known: its record is named so. */
    private final String puzzle;

    public FormatException(String source, int line, int column, String detail) {
        this(source, line, column, tidy(detail), null);
    }

    private FormatException(String source, int line, int column, String tidied, String puzzle) {
        super(source + ":" + line + ":" + column + ": " + tidied);
        this.source = source;
        this.line = line;
        this.column = column;
        this.detail = tidied;
        this.puzzle = puzzle;
    }

    /**
     * The same error, said of the puzzle that would have been named {@code name} had it read (its header's title, its
     * file's stem and line...); an error already named keeps its name.
     */
    public FormatException named(String name) {
        return puzzle != null ? this : renamed(name);
    }

    /** The same error under another puzzle's name: a table's row names what the reader of its cell read. */
    FormatException renamed(String name) {
        FormatException e = new FormatException(source, line, column, detail, name);
        e.setStackTrace(getStackTrace());
        return e;
    }

    /** The name of the puzzle it concerns, as that puzzle would have been named; null when not known. */
    public String puzzle() {
        return puzzle;
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
