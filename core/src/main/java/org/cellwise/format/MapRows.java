package org.cellwise.format;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.model.ValueRange;

/**
 * Rows of a map (givens, regions, cages), written either spaced ({@code 5 3 . | . 7 .}, commas and tabs work
 * too) or compact ({@code 53..7....}, one character a cell). {@code |} is decoration; a line of {@code -+=|}
 * holding a {@code +} or {@code =} is a separator and is skipped. {@code -} alone marks a canvas position with
 * no cell.
 */
final class MapRows {
    static final String HOLE = "-";
    /** A map row with nothing but '|' (or blanks and commas) in it. */
    static final String DECORATION_ONLY = "expected the cells of a row, found only decoration ('|'); '.' marks an empty cell";

    private MapRows() {}

    static boolean isSeparator(String line) {
        String t = line.strip();
        if (t.isEmpty()) return false;
        boolean mark = false;
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            if (c == '+' || c == '=') mark = true;
            else if (c != '-' && c != '|' && !Character.isWhitespace(c)) return false;
        }
        return mark;
    }

    static List<Located> tokens(String line, int lineNo) {
        return tokens(line, lineNo, 0);
    }

    static List<Located> tokens(String line, int lineNo, int colOffset) {
        List<Located> out = new ArrayList<>();
        String t = line.replace('|', ' ');
        boolean spaced = false;
        String trimmed = t.strip();
        for (int i = 0; i < trimmed.length(); i++) {
            char c = trimmed.charAt(i);
            if (c == ' ' || c == '\t' || c == ',' || c == ';') spaced = true;
        }
        int i = 0;
        while (i < t.length()) {
            char c = t.charAt(i);
            if (c == ' ' || c == '\t' || c == ',' || c == ';') {
                i++;
                continue;
            }
            if (!spaced) {
                out.add(new Located(String.valueOf(c), lineNo, colOffset + i + 1));
                i++;
                continue;
            }
            int j = i;
            while (j < t.length() && " \t,;".indexOf(t.charAt(j)) < 0) j++;
            out.add(new Located(t.substring(i, j), lineNo, colOffset + i + 1));
            i = j;
        }
        return out;
    }

    static boolean isBlank(String tok, ValueRange range) {
        return tok.equals(".") || tok.equals("_") || (tok.equals("0") && (range == null || !range.contains(0)));
    }

    /**
     * A cell value: a decimal integer, or one letter standing for 10, 11, ... (A=10) as in the line format.
     * Returns null for a blank.
     */
    static Integer value(Located tok, ValueRange range, String source) throws FormatException {
        String s = tok.text();
        if (isBlank(s, range)) return null;
        int v;
        if (s.length() == 1 && Character.isLetter(s.charAt(0)) && s.charAt(0) < 128) {
            v = 10 + Character.toUpperCase(s.charAt(0)) - 'A';
        } else {
            if (!Numbers.isInteger(s)) throw tok.error(source, "expected a value or '.', found " + Messages.quote(s));
            v = Numbers.parseInt(tok, source, "a value");
        }
        if (range != null && !range.contains(v))
            throw tok.error(source, "value " + v + " is outside the values " + range);
        return v;
    }
}
