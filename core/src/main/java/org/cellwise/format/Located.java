package org.cellwise.format;

/** A piece of text and where it came from, for error messages. */
record Located(String text, int line, int col) {
    FormatException error(String source, String detail) {
        return new FormatException(source, line, col, detail);
    }
}
