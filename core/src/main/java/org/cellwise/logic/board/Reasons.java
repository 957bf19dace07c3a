package org.cellwise.logic.board;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.logic.rules.RuleStep;

/**
 * Why one cell sees another, in words, for the steps whose eliminations rest on it: a house needs no word (every
 * solver knows a row), but a variant rule does ("r7c6 sees r6c4 by a knight's move", "r2c2 sees r5c5 on the
 * diagonal", "r1c1 sees r1c3 in cage b").
 */
public final class Reasons {
    private static final int SHOWN = 3;

    private Reasons() {}

    /** How {@code a} sees {@code b}: "in row 3", "by a knight's move", "in cage d"; null when it does not. */
    static String how(Layout L, int a, int b) {
        if (!L.sees(a, b)) return null;
        for (int h : L.housesOf[a]) if (Cells.contains(L.houses[h], b)) return "in " + L.houseNames[h];
        for (int g = 0; g < L.groups.length; g++)
            if (Cells.contains(L.groups[g], a) && Cells.contains(L.groups[g], b)) {
                String rule = org.cellwise.asp.Lowering.ruleOf(L.groupNames[g]);
                // two cells a rule in clingo's notation keeps apart: how they lie, and the rule by its text
                if (rule != null && L.groups[g].length == 2) return lie(L, a, b) + " under rule `" + rule + "`";
                return phrase(L.groupNames[g]);
            }
        return "by a rule";
    }

    /**
     * "r7c6 sees r6c4 in box 5", or for two cells a rule in clingo's notation keeps apart "r3c4 and r5c5 are a knight's
     * move apart under rule `:- ...`"; null when they do not see each other.
     */
    static String sees(Layout L, int a, int b) {
        String how = how(L, a, b);
        if (how == null) return null;
        return how.contains(" under rule `") ? L.name(a) + " and " + L.name(b) + " are " + how : L.name(a) + " sees " + L.name(b) + " " + how;
    }

    /**
     * How two cells lie, as a person says it: "side by side", "diagonal neighbours", "a knight's move apart", "in one
     * row, 3 columns apart", "2 rows and 3 columns apart".
     */
    static String lie(Layout L, int a, int b) {
        org.cellwise.model.Cell x = L.canvas.cells().get(a), y = L.canvas.cells().get(b);
        int dr = Math.abs(x.row() - y.row()), dc = Math.abs(x.col() - y.col());
        if (dr + dc == 1) return "side by side";
        if (dr == 1 && dc == 1) return "diagonal neighbours";
        if (dr * dc == 2) return "a knight's move apart";
        if (dr == 0) return "in one row, " + dc + " columns apart";
        if (dc == 0) return "in one column, " + dr + " rows apart";
        if (dr == dc) return "on a diagonal, " + dr + " cells apart";
        return dr + (dr == 1 ? " row" : " rows") + " and " + dc + (dc == 1 ? " column" : " columns") + " apart";
    }

    private static String phrase(String group) {
        if (group.startsWith("anti-knight")) return "by a knight's move";
        if (group.startsWith("anti-king")) return "by a king's move";
        // "taxicab 4 r1c1-r3c3", "chess 1,2 r1c1-r2c3": the rule's parameter is in the name, before the cells
        String[] w = group.split(" ");
        if (w.length == 3 && w[0].equals("taxicab")) return "at a taxicab distance of " + w[1];
        if (w.length == 3 && w[0].equals("chess")) return "by a chess move of " + w[1].replace(",", " and ");
        if (group.endsWith("diagonal down")) return "on the down diagonal";
        if (group.endsWith("diagonal up")) return "on the up diagonal";
        return "in " + group;
    }

    /**
     * For eliminations from {@code out} because each sees every one of {@code places}: the pairs that do not share
     * a house, named, as " (r7c6 sees r6c4 by a knight's move)"; empty when every pair shares one.
     */
    public static String seeing(Layout L, List<Integer> out, List<Integer> places) {
        List<String> said = new ArrayList<>();
        int more = 0;
        for (int x : out)
            for (int p : places) {
                if (x == p || sharesHouse(L, x, p)) continue;
                String how = sees(L, x, p);
                if (how == null) continue;
                if (said.size() < SHOWN) said.add(how);
                else more++;
            }
        if (said.isEmpty()) return "";
        return " (" + String.join("; ", said) + (more > 0 ? "; and " + more + " more such" : "") + ")";
    }

    /** The clue between two cells, by name ("non-consecutive r1c1-r1c2", "white dot r5c8-r5c9"), or how they see each other. */
    public static String clue(Layout L, int a, int b) {
        for (RuleStep r : L.rules)
            if (r.cells.length == 2 && (r.cells[0] == a && r.cells[1] == b || r.cells[0] == b && r.cells[1] == a)) return r.name;
        return sees(L, a, b);
    }

    /**
     * How the two cells of a move rule's relation lie ("a knight's move apart", "a taxicab distance of 3 apart"), the
     * reason a pair far from each other is bound at all; null for a relation that is not a move rule's.
     */
    public static String apart(Layout L, org.cellwise.constraint.Relation r) {
        // a rule in clingo's notation: how its two cells lie (the step names the rule by its text)
        if (org.cellwise.asp.Lowering.ruleOf(r.name()) != null) return lie(L, r.a(), r.b());
        String[] w = r.name().split(" ");
        return switch (w[0]) {
            case "knightmare" -> "a knight's move apart";
            case "diagonal-non-consecutive" -> "diagonal neighbours";
            case "self-taxicab" -> "a taxicab distance of " + r.k() + " apart";
            case "chess" -> w.length == 3 ? "a chess move of " + w[1].replace(",", " and ") + " apart" : null;
            default -> null;
        };
    }

    /**
     * Why value index {@code va} in cell {@code a} rules out the values {@code vbs} (a mask of indexes) in {@code b}:
     * for a move rule's pair, how the cells lie and what the values would break ("knightmare r1c1-r2c3: a knight's
     * move apart, and 2+3 would make 5"); otherwise the clue by name, as {@link #clue(Layout, int, int)} says it.
     */
    public static String clue(Layout L, int a, int va, int b, long vbs) {
        boolean move = false;
        for (org.cellwise.constraint.Relation r : L.relationsOf.getOrDefault(Layout.pairKey(a, b), List.of())) {
            boolean ab = r.a() == a;
            int x = L.value(va);
            List<Integer> ys = new ArrayList<>();
            for (long m = vbs; m != 0; m &= m - 1) {
                int y = L.value(Long.numberOfTrailingZeros(m));
                if (!(ab ? r.test(x, y) : r.test(y, x))) ys.add(y);
            }
            move |= apart(L, r) != null;
            if (ys.isEmpty()) continue;
            String how = apart(L, r);
            if (how == null) break;
            String them = String.join("/", ys.stream().map(String::valueOf).toList());
            String clash = switch (r.kind()) {
                case NOT_SUM -> ", and " + x + "+" + them + " would make " + r.k();
                case NOT_BOTH -> ", and both would be " + r.k();
                case NOT_CONSECUTIVE -> ", and " + them + (ys.size() == 1 ? " is" : " are") + " consecutive to " + x;
                default -> "";
            };
            return r.name() + ": " + how + clash;
        }
        // a move rule's pair whose values do not clash here: the cells rule each other out by a house or another
        // rule, not by the move (named from the ruled-out cell, as the other clues are)
        if (move) return sees(L, b, a);
        return clue(L, b, a);
    }

    /** Several " (…)" remarks as one. */
    public static String join(String... remarks) {
        List<String> in = new ArrayList<>();
        for (String r : remarks) if (!r.isEmpty()) in.add(r.substring(2, r.length() - 1));
        return in.isEmpty() ? "" : " (" + String.join("; ", in) + ")";
    }

    public static boolean sharesHouse(Layout L, int a, int b) {
        for (int h : L.housesOf[a]) if (Cells.contains(L.houses[h], b)) return true;
        return false;
    }
}
