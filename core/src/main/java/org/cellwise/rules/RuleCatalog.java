package org.cellwise.rules;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rules that take no parameters, by keyword, plus the usual bundles ({@code sudoku}, {@code latin}). The
 * formats look rules up here, so a new parameterless rule is one class, its keyword in {@code FLAGS} and its case in
 * {@code flag}.
 */
public final class RuleCatalog {
    /** The parameterless rules' keywords, in the order they are listed. */
    private static final List<String> FLAGS = List.of("rows", "columns", "boxes", "diagonals", "diagonal-down",
            "diagonal-up", "offset", "anti-knight", "anti-king", "non-consecutive", "equal-diagonal",
            "diagonal-non-consecutive", "knightmare", "self-taxicab", "full-rank-distinct", "global-entropy",
            "global-mod", "chaos-construction", "doppelganger", "dutch-flatmates", "same-value-houses");
    private static final Map<String, List<String>> BUNDLES = new LinkedHashMap<>();
    private static final Map<String, String> EXPLAINED = new LinkedHashMap<>();

    static {
        EXPLAINED.put("rows", "each row holds every value once");
        EXPLAINED.put("columns", "each column holds every value once");
        EXPLAINED.put("boxes", "each box holds every value once");
        EXPLAINED.put("diagonals", "both main diagonals hold different values (Sudoku X)");
        EXPLAINED.put("diagonal-down", "the diagonal from the top left holds different values");
        EXPLAINED.put("diagonal-up", "the diagonal from the bottom left holds different values");
        EXPLAINED.put("offset", "cells at the same place in every box hold different values (on irregular regions without boxes: the same cell of each region in reading order)");
        EXPLAINED.put("chaos-construction", "the grid is cut into regions of as many cells as values, each orthogonally connected and holding every value once; the regions are part of the answer, numbered in reading order beside the grid");
        EXPLAINED.put("doppelganger", "on values 0..N, every row, column and box holds 0 and all but one of 1..N, no two of a kind miss the same value, and a 0's row, column and box miss three different values; the missing values stand beside the grid");
        EXPLAINED.put("dutch-flatmates", "in every column, each middle value (5 on 1..9) has the least value (1) directly above it or the greatest (9) directly below it");
        EXPLAINED.put("same-value-houses", "every largest row, column and box holds the same values (on a 6×6 of values 1..9, six of the nine)");
        EXPLAINED.put("anti-knight", "cells a knight's move apart hold different values");
        EXPLAINED.put("anti-king", "cells that touch, diagonally too, hold different values");
        EXPLAINED.put("non-consecutive", "side by side cells never hold consecutive values");
        EXPLAINED.put("equal-diagonal", "the main diagonal holds one value throughout");
        EXPLAINED.put("diagonal-non-consecutive", "diagonally touching cells never hold consecutive values");
        EXPLAINED.put("knightmare", "cells a knight's move apart never add up to 5 or to 15");
        EXPLAINED.put("global-entropy", "every 2×2 square holds a low (1-3), a middle (4-6) and a high (7-9) value");
        EXPLAINED.put("global-mod", "every 2×2 square holds one of 1 4 7, one of 2 5 8 and one of 3 6 9 (each remainder mod 3)");
        EXPLAINED.put("full-rank-distinct", "no two rows or columns, each read both ways, read the same number (full rank without ties)");
        EXPLAINED.put("self-taxicab", "a value d is never d cells away from another d, counting rows plus columns (taxicab distance)");
        BUNDLES.put("sudoku", List.of("rows", "columns", "boxes"));
        BUNDLES.put("latin", List.of("rows", "columns"));
    }

    private RuleCatalog() {}

    /**
     * A new rule by keyword, or null. A switch, not a table of constructor references: each reference is linked when
     * the table is made, loading every rule's class whenever the catalogue is first used (a plain Sudoku needs three).
     */
    private static Rule flag(String keyword) {
        return switch (keyword) {
            case "rows" -> new Rows();
            case "columns" -> new Columns();
            case "boxes" -> new Boxes();
            case "diagonals" -> new Diagonals();
            case "diagonal-down" -> new OneDiagonal(false);
            case "diagonal-up" -> new OneDiagonal(true);
            case "offset" -> new OffsetGroups();
            case "anti-knight" -> new AntiKnight();
            case "anti-king" -> new AntiKing();
            case "non-consecutive" -> new NonConsecutive();
            case "equal-diagonal" -> new EqualDiagonal();
            case "diagonal-non-consecutive" -> new DiagonalNonConsecutive();
            case "knightmare" -> new Knightmare();
            case "self-taxicab" -> new SelfTaxicab();
            case "full-rank-distinct" -> new FullRankDistinct();
            case "global-entropy" -> new GlobalClasses(false);
            case "global-mod" -> new GlobalClasses(true);
            case "chaos-construction" -> new ChaosConstruction();
            case "doppelganger" -> new Doppelganger();
            case "dutch-flatmates" -> new DutchFlatmates();
            case "same-value-houses" -> new SameValueHouses();
            default -> null;
        };
    }

    /** The rules a keyword stands for (a bundle stands for several), or null when the keyword is unknown. */
    public static List<Rule> lookup(String keyword) {
        String k = keyword.toLowerCase(java.util.Locale.ROOT);
        if (BUNDLES.containsKey(k)) {
            List<Rule> out = new java.util.ArrayList<>();
            for (String f : BUNDLES.get(k)) out.add(flag(f));
            return List.copyOf(out);
        }
        Rule r = flag(k);
        return r == null ? null : List.of(r);
    }

    public static boolean isFlag(Rule r) {
        Rule same = flag(r.keyword());
        return same != null && same.equals(r);
    }

    /** What to say of a keyword that names no rule: the nearest names first, then every name. */
    public static String unknown(String keyword) {
        String near = org.cellwise.model.Spelling.didYouMean(keyword, keywords());
        return "unknown rule '" + keyword + "'" + (near.isEmpty() ? "" : " (" + near + ")") + "; expected one of " + String.join(", ", keywords());
    }

    /** Every keyword the formats accept after {@code rules}, bundles first. */
    public static List<String> keywords() {
        List<String> out = new java.util.ArrayList<>(BUNDLES.keySet());
        out.addAll(FLAGS);
        return out;
    }

    /**
     * The puzzle-wide rules a reader cannot see in the grid (anti-knight, diagonals, a taxicab distance...), one
     * sentence each; rows, columns and boxes, which every grid of its kind has, are not said.
     */
    public static List<String> sentences(List<Rule> rules) {
        List<String> out = new java.util.ArrayList<>();
        for (Rule r : rules) {
            String s = null;
            if (isFlag(r) && !BUNDLES.get("sudoku").contains(r.keyword())) s = EXPLAINED.get(r.keyword());
            else if (r instanceof PuzzleWide w) s = w.sentence();
            else if (r instanceof Regions g && g.disjoint()) s = "the same cell of every region, counted in reading order, holds different values (disjoint groups)";
            if (s != null) out.add(Character.toUpperCase(s.charAt(0)) + s.substring(1) + ".");
        }
        return out;
    }

    /** Each rule keyword without parameters, with one line saying what it asks. */
    public static Map<String, String> explained() {
        return java.util.Collections.unmodifiableMap(EXPLAINED);
    }
}
