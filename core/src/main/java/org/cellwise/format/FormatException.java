package org.cellwise.format;

/** Bad input: where it is (source, 1-based line and column) and what was expected there. */
public final class FormatException extends Exception {
    private final String source;
    private final int line, column;
    private final String detail;

    public FormatException(String source, int line, int column, String detail) {
        super(source + ":" + line + ":" + column + ": " + detail);
        this.source = source;
        this.line = line;
        this.column = column;
        this.detail = detail;
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
