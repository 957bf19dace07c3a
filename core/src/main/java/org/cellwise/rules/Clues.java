package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * What the clue readers share: cell names, value lists, the line an outside clue looks along, and the {@link
 * Builder} that collects a puzzle's clues. Dots and XV marks of a puzzle belong to one rule each (their negative
 * constraints speak of the pairs without them), as do its minima and its maxima, so the builder merges them and
 * makes the rules at the end. A dot or mark between diagonal neighbours sits on their corner and goes to the corner
 * rule ({@link DiagonalKropki}, {@link DiagonalXV}), which has no negative constraint. The {@code .cw} notation
 * itself is read in ClueStatements (the format package).
 */
public final class Clues {
    private static final Pattern CELL = Pattern.compile("[rR](\\d+)[cC](\\d+)");

    private Clues() {}

    /** "1,4,5,9". */
    public static String values(int[] values) {
        StringBuilder sb = new StringBuilder();
        for (int v : values) sb.append(sb.length() == 0 ? "" : ",").append(v);
        return sb.toString();
    }

    /** A cell name, 1-based; 0 and N+1 name the places outside the grid where outside clues sit. */
    public static Cell cell(String word) {
        Matcher m = CELL.matcher(word);
        if (!m.matches()) throw new IllegalArgumentException("expected a cell such as r1c1, found '" + word + "'");
        return new Cell(Integer.parseInt(m.group(1)) - 1, Integer.parseInt(m.group(2)) - 1);
    }

    /** The canvas cells of the row or column that an outside clue at {@code at} looks along, nearest first. */
    public static List<Cell> lineFrom(Canvas p, Cell at) {
        int dr = at.row() < 0 ? 1 : at.row() >= p.rows() ? -1 : 0, dc = at.col() < 0 ? 1 : at.col() >= p.cols() ? -1 : 0;
        if ((dr == 0) == (dc == 0) && p.indexOf(at) < 0)
            // inside the canvas's bounds but on no cell: beside a grid's edge, as right of a grid with cells further right
            for (org.cellwise.model.Grid g : p.grids()) {
                boolean rows = at.row() >= g.top() && at.row() < g.top() + g.rows(), cols = at.col() >= g.left() && at.col() < g.left() + g.cols();
                if (rows && (at.col() == g.left() - 1 || at.col() == g.left() + g.cols())) {
                    dr = 0;
                    dc = at.col() < g.left() ? 1 : -1;
                } else if (cols && (at.row() == g.top() - 1 || at.row() == g.top() + g.rows())) {
                    dc = 0;
                    dr = at.row() < g.top() ? 1 : -1;
                } else continue;
                break;
            }
        if ((dr == 0) == (dc == 0))
            throw new IllegalArgumentException(at + " is not beside the grid: an outside clue sits in row 0 or " + (p.rows() + 1)
                    + ", or column 0 or " + (p.cols() + 1));
        List<Cell> out = new ArrayList<>();
        for (int r = at.row() + dr, c = at.col() + dc; r >= 0 && c >= 0 && r < p.rows() && c < p.cols() && p.indexOf(r, c) >= 0; r += dr, c += dc)
            out.add(new Cell(r, c));
        if (out.isEmpty()) throw new IllegalArgumentException("the clue at " + at + " looks along no cells");
        return out;
    }

    /**
     * Collects a puzzle's clues, each with where it was stated (whatever the reader uses to point at it); dots, XV
     * marks, minima and maxima become one rule each.
     */
    public static final class Builder {
        private final List<Clue> clues = new ArrayList<>();
        private final List<Dot> dots = new ArrayList<>(), xv = new ArrayList<>();
        private final List<Dot> cornerDots = new ArrayList<>(), cornerXv = new ArrayList<>(); // between diagonal neighbours
        private final java.util.LinkedHashSet<Cell> minima = new java.util.LinkedHashSet<>(), maxima = new java.util.LinkedHashSet<>();
        private final java.util.TreeSet<Integer> notWhite = new java.util.TreeSet<>(), notBlack = new java.util.TreeSet<>();
        private boolean shownWhite, shownBlack, noXv;
        private final java.util.IdentityHashMap<Object, Object> origin = new java.util.IdentityHashMap<>();
        private Object dotsFrom, xvFrom, minFrom, maxFrom, cornerDotsFrom, cornerXvFrom;

        /** Where a built clue was stated (what {@link #add(Clue, Object)} was given), or null. */
        public Object origin(Clue c) {
            if (c instanceof Extreme e) return e.maximum() ? maxFrom : minFrom;
            if (c instanceof DiagonalKropki) return cornerDotsFrom;
            if (c instanceof DiagonalXV) return cornerXvFrom;
            return c instanceof Kropki ? dotsFrom : c instanceof XV ? xvFrom : origin.get(c);
        }

        /** A kropki dot ({@code black} for a ratio), on an edge or on a corner. */
        public void dot(Dot d, Object where) {
            if (d.diagonal()) {
                if (cornerDotsFrom == null) cornerDotsFrom = where;
                cornerDots.add(d);
                return;
            }
            if (dotsFrom == null) dotsFrom = where;
            dots.add(d);
        }

        /** An X (sum 10) or V (sum 5), on an edge or on a corner. */
        public void xv(Dot d, Object where) {
            if (d.diagonal()) {
                if (cornerXvFrom == null) cornerXvFrom = where;
                cornerXv.add(d);
                return;
            }
            if (xvFrom == null) xvFrom = where;
            xv.add(d);
        }

        /**
         * The dots' negative constraint: no undotted pair differs by (white) or stands in (black) one of
         * {@code numbers}; empty numbers mean those the dots of that colour show.
         */
        public void negative(boolean black, List<Integer> numbers, Object where) {
            if (dotsFrom == null) dotsFrom = where;
            if (numbers.isEmpty()) {
                if (black) shownBlack = true;
                else shownWhite = true;
            } else (black ? notBlack : notWhite).addAll(numbers);
        }

        /** No unmarked pair sums to 5 or 10. */
        public void negativeXv(Object where) {
            if (xvFrom == null) xvFrom = where;
            noXv = true;
        }

        /** Cells marked as minima (maxima); a cell marked twice is one mark. */
        public void extreme(List<Cell> cells, boolean maximum, Object where) {
            if (maximum && maxFrom == null) maxFrom = where;
            if (!maximum && minFrom == null) minFrom = where;
            (maximum ? maxima : minima).addAll(cells);
        }

        public void add(Clue c, Object where) {
            if (c instanceof Extreme e) {
                extreme(e.cells(), e.maximum(), where);
            } else if (c instanceof Kropki kr) {
                if (dotsFrom == null) dotsFrom = where;
                dots.addAll(kr.dots());
                notWhite.addAll(kr.notWhite());
                notBlack.addAll(kr.notBlack());
            } else if (c instanceof XV x) {
                if (xvFrom == null) xvFrom = where;
                xv.addAll(x.marks());
                noXv |= x.noOthers();
            } else if (c instanceof DiagonalKropki d) {
                if (cornerDotsFrom == null) cornerDotsFrom = where;
                cornerDots.addAll(d.dots());
            } else if (c instanceof DiagonalXV d) {
                if (cornerXvFrom == null) cornerXvFrom = where;
                cornerXv.addAll(d.marks());
            } else {
                origin.put(c, where);
                clues.add(c);
            }
        }

        public boolean isEmpty() {
            return clues.isEmpty() && dots.isEmpty() && xv.isEmpty() && cornerDots.isEmpty() && cornerXv.isEmpty() && minima.isEmpty() && maxima.isEmpty() && notWhite.isEmpty()
                    && notBlack.isEmpty() && !shownWhite && !shownBlack && !noXv;
        }

        public List<Clue> build() {
            List<Clue> out = new ArrayList<>(clues);
            java.util.TreeSet<Integer> white = new java.util.TreeSet<>(notWhite), black = new java.util.TreeSet<>(notBlack);
            if (shownWhite) white.addAll(Kropki.shown(dots, false));
            if (shownBlack) black.addAll(Kropki.shown(dots, true));
            if (!dots.isEmpty() || !white.isEmpty() || !black.isEmpty()) out.add(new Kropki(dots, List.copyOf(white), List.copyOf(black)));
            if (!xv.isEmpty() || noXv) out.add(new XV(xv, noXv));
            if (!cornerDots.isEmpty()) out.add(new DiagonalKropki(cornerDots));
            if (!cornerXv.isEmpty()) out.add(new DiagonalXV(cornerXv));
            if (!minima.isEmpty()) out.add(new Extreme(List.copyOf(minima), false));
            if (!maxima.isEmpty()) out.add(new Extreme(List.copyOf(maxima), true));
            return out;
        }
    }
}
