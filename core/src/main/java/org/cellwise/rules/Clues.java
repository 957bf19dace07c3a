package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * The {@code .cw} statements of the variant clues, read into {@link Clue}s. Dots and XV marks of a puzzle belong to
 * one rule each (their negative constraints speak of the pairs without them), so the reader collects them in a
 * {@link Builder} and makes the rules at the end; a dot or mark between diagonal neighbours sits on their corner and
 * goes to the corner rule ({@link DiagonalKropki}, {@link DiagonalXV}).
 */
public final class Clues {
    private static final Pattern CELL = Pattern.compile("[rR](\\d+)[cC](\\d+)");
    /** Keywords that start a clue statement, with what follows them. */
    public static final Map<String, String> SYNTAX = new TreeMap<>();

    static {
        SYNTAX.put("thermo", "CELLS, from the bulb");
        SYNTAX.put("arrow", "CIRCLE-CELLS : LINE-CELLS [: LINE-CELLS...]");
        SYNTAX.put("little-killer", "SUM rXcY UL|UR|DL|DR (the clue outside the grid, r0 / c0 / rN+1 / cN+1)");
        SYNTAX.put("white", "[DIFFERENCE] CELL CELL");
        SYNTAX.put("black", "[RATIO] CELL CELL");
        SYNTAX.put("x", "CELL CELL");
        SYNTAX.put("v", "CELL CELL");
        SYNTAX.put("negative", "white|black|xv...");
        SYNTAX.put("odd", "CELLS");
        SYNTAX.put("even", "CELLS");
        SYNTAX.put("minimum", "CELLS");
        SYNTAX.put("maximum", "CELLS");
        SYNTAX.put("marks", "V,V,... CELLS");
        SYNTAX.put("palindrome", "CELLS");
        SYNTAX.put("renban", "CELLS");
        SYNTAX.put("whispers", "[GAP] CELLS");
        SYNTAX.put("between", "CELLS, circle to circle");
        SYNTAX.put("region-sum", "CELLS | CELLS [| CELLS...]");
        SYNTAX.put("entropic", "CELLS");
        SYNTAX.put("extra-region", "CELLS");
        SYNTAX.put("clone", "CELLS = CELLS");
        SYNTAX.put("quadruple", "V,V,... CELLS");
        SYNTAX.put("sandwich", "SUM rXcY (outside the grid)");
        SYNTAX.put("x-sum", "SUM rXcY (outside the grid)");
        SYNTAX.put("skyscraper", "COUNT rXcY (outside the grid)");
        SYNTAX.put("row-indexer", "CELLS");
        SYNTAX.put("column-indexer", "CELLS");
        SYNTAX.put("box-indexer", "CELLS [: REGION-CELLS, position 1 first]");
        SYNTAX.put("lockout", "CELLS, diamond to diamond");
        SYNTAX.put("modular", "CELLS");
        SYNTAX.put("zipper", "CELLS");
        SYNTAX.put("nabner", "CELLS");
        SYNTAX.put("double-arrow", "CELLS, circle to circle");
    }

    private Clues() {}

    public static boolean starts(String keyword) {
        return SYNTAX.containsKey(keyword.toLowerCase(Locale.ROOT));
    }

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

    static int number(String word, String what) {
        try {
            return Integer.parseInt(word);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("expected " + what + ", found '" + word + "'");
        }
    }

    static int[] numbers(String word, String what) {
        String[] parts = word.split(",");
        int[] out = new int[parts.length];
        for (int i = 0; i < parts.length; i++) out[i] = number(parts[i], what);
        return out;
    }

    private static List<Cell> cells(List<String> words, int from, int to) {
        List<Cell> out = new ArrayList<>();
        for (int i = from; i < to; i++) out.add(cell(words.get(i)));
        if (out.isEmpty()) throw new IllegalArgumentException("expected cells such as r1c1 r1c2");
        return out;
    }

    /** Cells separated into groups by a separator word ("|" or ":" or "="). */
    private static List<List<Cell>> groups(List<String> words, int from, String sep) {
        List<List<Cell>> out = new ArrayList<>();
        int start = from;
        for (int i = from; i <= words.size(); i++)
            if (i == words.size() || words.get(i).equals(sep)) {
                out.add(cells(words, start, i));
                start = i + 1;
            }
        return out;
    }

    /** The canvas cells of the row or column that an outside clue at {@code at} looks along, nearest first. */
    public static List<Cell> lineFrom(Canvas p, Cell at) {
        int dr = at.row() < 0 ? 1 : at.row() >= p.rows() ? -1 : 0, dc = at.col() < 0 ? 1 : at.col() >= p.cols() ? -1 : 0;
        if ((dr == 0) == (dc == 0))
            throw new IllegalArgumentException(at + " is not beside the grid: an outside clue sits in row 0 or " + (p.rows() + 1)
                    + ", or column 0 or " + (p.cols() + 1));
        List<Cell> out = new ArrayList<>();
        for (int r = at.row() + dr, c = at.col() + dc; r >= 0 && c >= 0 && r < p.rows() && c < p.cols() && p.indexOf(r, c) >= 0; r += dr, c += dc)
            out.add(new Cell(r, c));
        if (out.isEmpty()) throw new IllegalArgumentException("the clue at " + at + " looks along no cells");
        return out;
    }

    /** Collects a puzzle's clue statements; dots and XV marks become one rule each. */
    public static final class Builder {
        private final List<Clue> clues = new ArrayList<>();
        private final List<Dot> dots = new ArrayList<>(), xv = new ArrayList<>();
        private final List<Dot> cornerDots = new ArrayList<>(), cornerXv = new ArrayList<>(); // between diagonal neighbours
        private final List<Cell> minima = new ArrayList<>(), maxima = new ArrayList<>();
        private Object minFrom, maxFrom;
        private boolean noWhite, noBlack, noXv;
        private final java.util.IdentityHashMap<Object, Object> origin = new java.util.IdentityHashMap<>();
        private Object dotsFrom, xvFrom, cornerDotsFrom, cornerXvFrom;

        /** Where a built clue was stated (what {@link #add(List, Object)} was given), or null. */
        public Object origin(Clue c) {
            if (c instanceof Extreme e) return e.maximum() ? maxFrom : minFrom;
            if (c instanceof DiagonalKropki) return cornerDotsFrom;
            if (c instanceof DiagonalXV) return cornerXvFrom;
            return c instanceof Kropki ? dotsFrom : c instanceof XV ? xvFrom : origin.get(c);
        }

        /** Reads one statement (its words, the keyword first), remembering {@code where} it stood. */
        public void add(List<String> words, Object where) {
            int before = clues.size(), dotsBefore = dots.size(), xvBefore = xv.size(), cornerDotsBefore = cornerDots.size(),
                    cornerXvBefore = cornerXv.size();
            String k = words.get(0).toLowerCase(Locale.ROOT);
            if (k.equals("negative") && dotsFrom == null) dotsFrom = where;
            if (k.equals("negative") && xvFrom == null) xvFrom = where;
            if (k.equals("minimum") && minFrom == null) minFrom = where;
            if (k.equals("maximum") && maxFrom == null) maxFrom = where;
            add(words);
            if (dots.size() > dotsBefore && dotsFrom == null) dotsFrom = where;
            if (xv.size() > xvBefore && xvFrom == null) xvFrom = where;
            if (cornerDots.size() > cornerDotsBefore && cornerDotsFrom == null) cornerDotsFrom = where;
            if (cornerXv.size() > cornerXvBefore && cornerXvFrom == null) cornerXvFrom = where;
            for (int i = before; i < clues.size(); i++) origin.put(clues.get(i), where);
        }

        private void add(List<String> words) {
            String k = words.get(0).toLowerCase(Locale.ROOT);
            int n = words.size();
            switch (k) {
                case "thermo" -> clues.add(new Thermometer(cells(words, 1, n)));
                case "arrow" -> {
                    List<List<Cell>> parts = groups(words, 1, ":");
                    if (parts.size() < 2) throw new IllegalArgumentException("an arrow is CIRCLE : LINE, with ':' after the circle");
                    clues.add(new Arrow(parts.get(0), parts.subList(1, parts.size())));
                }
                case "little-killer" -> {
                    need(words, 4, "little-killer SUM rXcY UL|UR|DL|DR");
                    clues.add(new LittleKiller(cell(words.get(2)), LittleKiller.Direction.of(words.get(3)), number(words.get(1), "a sum")));
                }
                case "white", "black" -> {
                    boolean black = k.equals("black");
                    boolean valued = n == 4;
                    if (n != 3 && n != 4) throw new IllegalArgumentException(k + " is " + SYNTAX.get(k));
                    int v = valued ? number(words.get(1), black ? "a ratio" : "a difference") : black ? 2 : 1;
                    Dot d = new Dot(cell(words.get(n - 2)), cell(words.get(n - 1)), black, v);
                    (d.diagonal() ? cornerDots : dots).add(d);
                }
                case "x", "v" -> {
                    need(words, 3, k + " CELL CELL");
                    Dot d = new Dot(cell(words.get(1)), cell(words.get(2)), false, k.equals("x") ? 10 : 5);
                    (d.diagonal() ? cornerXv : xv).add(d);
                }
                case "negative" -> {
                    if (n < 2) throw new IllegalArgumentException("negative is followed by white, black or xv");
                    for (String w : words.subList(1, n))
                        switch (w.toLowerCase(Locale.ROOT)) {
                            case "white" -> noWhite = true;
                            case "black" -> noBlack = true;
                            case "xv" -> noXv = true;
                            default -> throw new IllegalArgumentException("negative takes white, black or xv, not '" + w + "'");
                        }
                }
                case "odd", "even" -> clues.add(new Parity(cells(words, 1, n), k.equals("even")));
                case "minimum", "maximum" -> (k.equals("maximum") ? maxima : minima).addAll(cells(words, 1, n));
                case "marks" -> {
                    if (n < 3) throw new IllegalArgumentException("marks is " + SYNTAX.get(k));
                    int[] vs = numbers(words.get(1), "values such as 1,2,3");
                    for (Cell c : cells(words, 2, n)) clues.add(new PencilMarks(c, vs));
                }
                case "palindrome" -> clues.add(new Palindrome(cells(words, 1, n)));
                case "renban" -> clues.add(new Renban(cells(words, 1, n)));
                case "whispers" -> {
                    boolean gap = n > 1 && words.get(1).matches("\\d+");
                    clues.add(new Whispers(cells(words, gap ? 2 : 1, n), gap ? number(words.get(1), "a gap") : 0));
                }
                case "between" -> clues.add(new BetweenLine(cells(words, 1, n)));
                case "region-sum" -> clues.add(new RegionSumLine(groups(words, 1, "|")));
                case "entropic" -> clues.add(new Entropic(cells(words, 1, n)));
                case "extra-region" -> clues.add(new ExtraRegion(cells(words, 1, n)));
                case "clone" -> {
                    List<List<Cell>> parts = groups(words, 1, "=");
                    if (parts.size() != 2) throw new IllegalArgumentException("a clone is CELLS = CELLS");
                    clues.add(new Clone(parts.get(0), parts.get(1)));
                }
                case "quadruple" -> {
                    if (n < 3) throw new IllegalArgumentException("quadruple is " + SYNTAX.get(k));
                    clues.add(new Quadruple(cells(words, 2, n), numbers(words.get(1), "values such as 1,4,5,9")));
                }
                case "sandwich", "x-sum", "skyscraper" -> {
                    need(words, 3, k + " " + SYNTAX.get(k));
                    int v = number(words.get(1), k.equals("skyscraper") ? "a count" : "a sum");
                    Cell at = cell(words.get(2));
                    clues.add(k.equals("sandwich") ? new Sandwich(at, v) : k.equals("x-sum") ? new XSum(at, v) : new Skyscraper(at, v));
                }
                case "row-indexer", "column-indexer" ->
                        clues.add(new Indexer(k.startsWith("row") ? Indexer.Axis.ROW : Indexer.Axis.COLUMN, cells(words, 1, n)));
                case "box-indexer" -> {
                    List<List<Cell>> parts = groups(words, 1, ":");
                    if (parts.size() > 2) throw new IllegalArgumentException("a box indexer is CELLS [: REGION-CELLS]");
                    clues.add(new Indexer(Indexer.Axis.BOX, parts.get(0), parts.size() == 2 ? parts.get(1) : List.of()));
                }
                case "lockout" -> clues.add(new LockoutLine(cells(words, 1, n)));
                case "modular" -> clues.add(new ModularLine(cells(words, 1, n)));
                case "zipper" -> clues.add(new ZipperLine(cells(words, 1, n)));
                case "nabner" -> clues.add(new NabnerLine(cells(words, 1, n)));
                case "double-arrow" -> clues.add(new DoubleArrow(cells(words, 1, n)));
                default -> throw new IllegalArgumentException("'" + words.get(0) + "' is not a clue");
            }
        }

        public void add(Clue c, Object where) {
            if (c instanceof Kropki && dotsFrom == null) dotsFrom = where;
            if (c instanceof XV && xvFrom == null) xvFrom = where;
            if (c instanceof DiagonalKropki && cornerDotsFrom == null) cornerDotsFrom = where;
            if (c instanceof DiagonalXV && cornerXvFrom == null) cornerXvFrom = where;
            origin.put(c, where);
            if (c instanceof Extreme e) {
                if (e.maximum() && maxFrom == null) maxFrom = where;
                if (!e.maximum() && minFrom == null) minFrom = where;
                (e.maximum() ? maxima : minima).addAll(e.cells());
            } else if (c instanceof Kropki kr) {
                dots.addAll(kr.dots());
                noWhite |= kr.noOtherWhite();
                noBlack |= kr.noOtherBlack();
            } else if (c instanceof XV x) {
                xv.addAll(x.marks());
                noXv |= x.noOthers();
            } else if (c instanceof DiagonalKropki d) {
                cornerDots.addAll(d.dots());
            } else if (c instanceof DiagonalXV d) {
                cornerXv.addAll(d.marks());
            } else {
                clues.add(c);
            }
        }

        private static void need(List<String> words, int n, String syntax) {
            if (words.size() != n) throw new IllegalArgumentException("expected " + syntax);
        }

        public boolean isEmpty() {
            return clues.isEmpty() && dots.isEmpty() && xv.isEmpty() && cornerDots.isEmpty() && cornerXv.isEmpty() && minima.isEmpty()
                    && maxima.isEmpty() && !noWhite && !noBlack && !noXv;
        }

        public List<Clue> build() {
            List<Clue> out = new ArrayList<>(clues);
            if (!dots.isEmpty() || noWhite || noBlack) out.add(new Kropki(dots, noWhite, noBlack));
            if (!xv.isEmpty() || noXv) out.add(new XV(xv, noXv));
            if (!cornerDots.isEmpty()) out.add(new DiagonalKropki(cornerDots));
            if (!cornerXv.isEmpty()) out.add(new DiagonalXV(cornerXv));
            if (!minima.isEmpty()) out.add(new Extreme(minima, false));
            if (!maxima.isEmpty()) out.add(new Extreme(maxima, true));
            return out;
        }
    }
}
