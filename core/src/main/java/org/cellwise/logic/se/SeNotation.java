package org.cellwise.logic.se;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.logic.words.Notation;

/**
 * How steps name cells, values and houses in the notation people know: compressed cell lists ({@code r123c5},
 * {@code r12c34}), HoDoKu's eliminations ({@code r123c5<>5}), houses as {@code b5}, {@code r3}, {@code c7}.
 */
final class SeNotation {
    private SeNotation() {}

    /** Cells of the 9×9 grid as few compressed groups: {@code r1c23,r4c5}. */
    static String cells(List<Integer> cells) {
        List<int[]> rc = new ArrayList<>();
        for (int c : cells) rc.add(new int[] {c / 9 + 1, c % 9 + 1});
        return Notation.compress(rc, false);
    }

    static String values(int mask) {
        StringBuilder sb = new StringBuilder();
        for (int m = mask; m != 0; m &= m - 1) sb.append(sb.length() == 0 ? "" : "/").append(Integer.numberOfTrailingZeros(m));
        return sb.toString();
    }

    static String valueList(int mask) {
        return values(mask).replace('/', ',');
    }

    /** HoDoKu's eliminations: cells losing the same value together, {@code r123c5<>5, r4c6<>7}. */
    static String eliminations(int[] remove) {
        List<String> parts = new ArrayList<>();
        for (int v = 1; v <= 9; v++) {
            List<Integer> cells = new ArrayList<>();
            for (int c = 0; c < 81; c++) if ((remove[c] & (1 << v)) != 0) cells.add(c);
            if (!cells.isEmpty()) parts.add(cells(cells) + "<>" + v);
        }
        return String.join(", ", parts);
    }

    /** "r1c1 cannot be 3/4, r2c2 cannot be 3". */
    static String losing(int[] remove) {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < 81; c++)
            if (remove[c] != 0) sb.append(sb.length() == 0 ? "" : ", ").append(SeGrid.name(c)).append(" cannot be ").append(values(remove[c]));
        return sb.toString();
    }

    static String house(int type, int index) {
        return "brc".charAt(type) + Integer.toString(index + 1);
    }

    /** Lines of one type as HoDoKu writes them: {@code r26}. */
    static String lines(int type, int mask) {
        StringBuilder sb = new StringBuilder(type == SeGrid.ROW ? "r" : "c");
        for (int m = mask; m != 0; m &= m - 1) sb.append(Integer.numberOfTrailingZeros(m) + 1);
        return sb.toString();
    }

    /** "rows 2, 6". */
    static String lineWords(int type, int mask) {
        StringBuilder sb = new StringBuilder(type == SeGrid.ROW ? "rows " : "columns ");
        boolean first = true;
        for (int m = mask; m != 0; m &= m - 1) {
            sb.append(first ? "" : ", ").append(Integer.numberOfTrailingZeros(m) + 1);
            first = false;
        }
        return sb.toString();
    }

    static int[] array(List<Integer> cells) {
        List<Integer> seen = new ArrayList<>();
        for (int c : cells) if (!seen.contains(c)) seen.add(c);
        return seen.stream().mapToInt(Integer::intValue).toArray();
    }

    static List<Integer> list(int[] cells) {
        List<Integer> out = new ArrayList<>();
        for (int c : cells) out.add(c);
        return out;
    }

    /** The cells of a set and the cells it removes candidates from. */
    static int[] with(int[] set, int[] remove) {
        List<Integer> out = list(set);
        for (int c = 0; c < 81; c++) if (remove[c] != 0) out.add(c);
        return array(out);
    }
}
