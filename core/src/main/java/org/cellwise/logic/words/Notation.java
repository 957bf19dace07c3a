package org.cellwise.logic.words;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Step;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * Cells and results in the notation solvers write: compressed cell lists ({@code r123c5}: rows 1 to 3 of column 5;
 * {@code r12c34}: four cells), placements {@code r1c2=5}, eliminations {@code r123c5<>5} grouped by value, as HoDoKu
 * prints them. On grids wider than 9 the numbers of a group are separated by dots ({@code r10.11c3}).
 */
public final class Notation {
    private Notation() {}

    private static final java.util.regex.Pattern HOUSE = java.util.regex.Pattern.compile("(row|column|box|block) (\\d+)");

    /** A house as HoDoKu names it: {@code r3}, {@code c5}, {@code b7}; other houses keep their names. */
    public static String house(String name) {
        java.util.regex.Matcher m = HOUSE.matcher(name);
        if (!m.matches()) return name;
        return switch (m.group(1)) {
            case "row" -> "r";
            case "column" -> "c";
            default -> "b";
        } + m.group(2);
    }

    /** Values as HoDoKu lists them: {@code 3,7}. */
    public static String values(Board b, long mask) {
        return b.values(mask).replace('/', ',');
    }

    /** HoDoKu's name for a technique that gives its line no premise (singles), else the name as it is. */
    public static String hodokuName(String technique) {
        return switch (technique) {
            case "full house" -> "Full House";
            case "hidden single" -> "Hidden Single";
            case "naked single" -> "Naked Single";
            default -> technique;
        };
    }

    /** The notations {@code explain --notation} offers. */
    public enum Form {
        /** Cellwise's sentences. */
        WORDS,
        /** HoDoKu's one line per step. */
        HODOKU,
        /** Eureka for chains, HoDoKu's line for the rest. */
        EUREKA
    }

    /** Cells (canvas indexes) as few compressed groups, {@code r1c23,r4c5}. */
    public static String cells(Canvas canvas, Collection<Integer> cells) {
        List<int[]> rc = new ArrayList<>();
        for (int c : cells) {
            Cell x = canvas.cells().get(c);
            rc.add(new int[] {x.row() + 1, x.col() + 1});
        }
        return compress(rc, Math.max(canvas.rows(), canvas.cols()) > 9);
    }

    /** Compressed groups of 1-based (row, column) pairs; the shorter of grouping by rows or by columns. */
    public static String compress(List<int[]> cells, boolean wide) {
        if (cells.isEmpty()) return "";
        List<String> byRow = groups(cells, wide, true), byCol = groups(cells, wide, false);
        return String.join(",", byCol.size() < byRow.size() ? byCol : byRow);
    }

    private static List<String> groups(List<int[]> cells, boolean wide, boolean rows) {
        TreeMap<Integer, TreeSet<Integer>> lines = new TreeMap<>();
        for (int[] c : cells) lines.computeIfAbsent(rows ? c[0] : c[1], x -> new TreeSet<>()).add(rows ? c[1] : c[0]);
        Map<String, List<Integer>> same = new LinkedHashMap<>();
        for (var e : lines.entrySet()) same.computeIfAbsent(digits(e.getValue(), wide), x -> new ArrayList<>()).add(e.getKey());
        List<String> out = new ArrayList<>();
        for (var e : same.entrySet()) {
            String keys = digits(e.getValue(), wide);
            out.add(rows ? "r" + keys + "c" + e.getKey() : "r" + e.getKey() + "c" + keys);
        }
        return out;
    }

    private static String digits(Collection<Integer> xs, boolean wide) {
        StringBuilder sb = new StringBuilder();
        for (int x : xs) sb.append(sb.length() > 0 && wide ? "." : "").append(x);
        return sb.toString();
    }

    /** What a step does, compressed: {@code r1c2=5}, {@code r123c5<>5, r4c6<>7}. */
    public static String results(Canvas canvas, List<Step.Candidate> placements, List<Step.Candidate> eliminations) {
        List<String> parts = new ArrayList<>();
        for (Step.Candidate p : placements) parts.add(canvas.name(p.cell()) + "=" + p.value());
        if (!eliminations.isEmpty()) {
            Map<Integer, List<Integer>> byValue = new TreeMap<>();
            for (Step.Candidate e : eliminations) byValue.computeIfAbsent(e.value(), v -> new ArrayList<>()).add(e.cell());
            List<String> el = new ArrayList<>();
            byValue.forEach((v, cs) -> el.add(cells(canvas, cs) + "<>" + v));
            String elims = String.join(", ", el);
            parts.add(placements.isEmpty() ? "=> " + elims : elims);
        }
        return String.join(", ", parts);
    }

    /** A step in the chosen form. */
    public static String of(Step s, Canvas canvas, Form form) {
        return switch (form) {
            case WORDS -> s.text();
            case HODOKU -> s.hodoku(canvas);
            case EUREKA -> s.eureka(canvas);
        };
    }
}
