package org.cellwise.logic.techniques;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Cells;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.board.Technique;
import org.cellwise.logic.words.Notation;

/**
 * Naked subsets: k cells of a group whose candidates together are k values hold those values, so cells that see
 * every place of one of them lose it (in any group whose cells differ: houses, killer cages, Kakuro runs). Hidden
 * subsets: k values that, within a house, fit only k cells fill those cells, which lose every other value.
 */
public final class Subsets {
    private Subsets() {}

    public static Step naked(Board b, int k) {
        Layout L = b.L;
        for (int g = 0; g < L.groups.length; g++) {
            int[] group = L.groups[g];
            List<Integer> open = new ArrayList<>();
            for (int c : group) {
                int bits = Long.bitCount(b.cand[c]);
                if (!b.placed[c] && bits >= 2 && bits <= k) open.add(c);
            }
            if (open.size() < k) continue;
            Step s = naked(b, g, open, new int[k], 0, 0, 0L);
            if (s != null) return s;
        }
        return null;
    }

    private static Step naked(Board b, int g, List<Integer> open, int[] pick, int depth, int from, long union) {
        int k = pick.length;
        if (depth == k) {
            if (Long.bitCount(union) != k) return null;
            return nakedStep(b, g, pick, union);
        }
        for (int i = from; i <= open.size() - (k - depth); i++) {
            long u = union | b.cand[open.get(i)];
            if (Long.bitCount(u) > k) continue;
            pick[depth] = open.get(i);
            Step s = naked(b, g, open, pick, depth + 1, i + 1, u);
            if (s != null) return s;
        }
        return null;
    }

    private static Step nakedStep(Board b, int g, int[] pick, long union) {
        Layout L = b.L;
        List<Step.Candidate> elim = new ArrayList<>();
        List<Integer> touched = new ArrayList<>();
        for (long m = union; m != 0; m &= m - 1) {
            int v = Long.numberOfTrailingZeros(m);
            List<Integer> places = new ArrayList<>();
            for (int c : pick) if (b.has(c, v)) places.add(c);
            for (int c : b.seeingAll(places, v)) {
                if (Cells.contains(pick, c)) continue;
                elim.add(b.candidate(c, v));
                if (!touched.contains(c)) touched.add(c);
            }
        }
        if (elim.isEmpty()) return null;
        Technique t = pick.length == 2 ? Technique.NAKED_PAIR : pick.length == 3 ? Technique.NAKED_TRIPLE : Technique.NAKED_QUAD;
        List<Integer> cells = new ArrayList<>();
        for (int c : pick) cells.add(c);
        String text = Notation.cells(L.canvas, cells) + " hold only " + b.values(union) + " (a " + t.name() + " in " + L.groupNames[g]
                + "), so " + cellsLosing(b, elim) + ".";
        String line = hodokuName(t) + ": " + Notation.values(b, union) + " in " + Notation.cells(L.canvas, cells) + " => "
                + Notation.results(L.canvas, List.of(), elim).substring(3);
        return new Step(t, t.rating(), List.of(L.groupNames[g]), text, List.of(), elim, Cells.concat(pick, touched))
                .withForms(line, null);
    }

    public static Step hidden(Board b, int k) {
        Layout L = b.L;
        long[] where = new long[L.size];
        for (int h = 0; h < L.houses.length; h++) {
            int[] house = L.houses[h];
            if (house.length > 64) continue;
            long have = 0;
            int open = 0;
            java.util.Arrays.fill(where, 0);
            // the places of every value at once, cell by cell
            for (int i = 0; i < house.length; i++) {
                int c = house[i];
                if (b.placed[c]) {
                    have |= b.cand[c];
                    continue;
                }
                open++;
                for (long m = b.cand[c]; m != 0; m &= m - 1) where[Long.numberOfTrailingZeros(m)] |= 1L << i;
            }
            if (open <= k) continue;
            List<Integer> values = new ArrayList<>();
            for (long m = L.full & ~have; m != 0; m &= m - 1) {
                int v = Long.numberOfTrailingZeros(m);
                if (Long.bitCount(where[v]) >= 2 && Long.bitCount(where[v]) <= k) values.add(v);
            }
            if (values.size() < k) continue;
            Step s = hidden(b, h, where, values, new int[k], 0, 0, 0L);
            if (s != null) return s;
        }
        return null;
    }

    private static Step hidden(Board b, int h, long[] where, List<Integer> values, int[] pick, int depth, int from, long cells) {
        int k = pick.length;
        if (depth == k) {
            if (Long.bitCount(cells) != k) return null;
            return hiddenStep(b, h, pick, cells);
        }
        for (int i = from; i <= values.size() - (k - depth); i++) {
            long u = cells | where[values.get(i)];
            if (Long.bitCount(u) > k) continue;
            pick[depth] = values.get(i);
            Step s = hidden(b, h, where, values, pick, depth + 1, i + 1, u);
            if (s != null) return s;
        }
        return null;
    }

    private static Step hiddenStep(Board b, int h, int[] pick, long where) {
        Layout L = b.L;
        long keep = 0;
        for (int v : pick) keep |= 1L << v;
        List<Step.Candidate> elim = new ArrayList<>();
        List<Integer> cells = new ArrayList<>();
        for (long m = where; m != 0; m &= m - 1) {
            int c = L.houses[h][Long.numberOfTrailingZeros(m)];
            cells.add(c);
            for (long x = b.cand[c] & ~keep; x != 0; x &= x - 1) elim.add(b.candidate(c, Long.numberOfTrailingZeros(x)));
        }
        if (elim.isEmpty()) return null;
        Technique t = pick.length == 2 ? Technique.HIDDEN_PAIR : pick.length == 3 ? Technique.HIDDEN_TRIPLE : Technique.HIDDEN_QUAD;
        String text = "In " + L.houseNames[h] + ", " + b.values(keep) + " can only go in " + Notation.cells(L.canvas, cells) + " (a "
                + t.name() + "), so " + cellsLosing(b, elim) + ".";
        String line = hodokuName(t) + ": " + Notation.values(b, keep) + " in " + Notation.cells(L.canvas, cells) + " => "
                + Notation.results(L.canvas, List.of(), elim).substring(3);
        return new Step(t, t.rating(), List.of(L.houseNames[h]), text, List.of(), elim,
                cells.stream().mapToInt(Integer::intValue).toArray()).withForms(line, null);
    }

    /** HoDoKu's names: Naked Pair, Hidden Triple, Naked Quadruple. */
    private static String hodokuName(Technique t) {
        String[] w = t.name().split(" ");
        String size = switch (w[1]) {
            case "pair" -> "Pair";
            case "triple" -> "Triple";
            default -> "Quadruple";
        };
        return (w[0].equals("naked") ? "Naked " : "Hidden ") + size;
    }

    /** "r1c1 cannot be 3/4, r2c2 cannot be 3" from eliminations, grouped by cell in order of appearance. */
    public static String cellsLosing(Board b, List<Step.Candidate> elim) {
        java.util.LinkedHashMap<Integer, Long> byCell = new java.util.LinkedHashMap<>();
        for (Step.Candidate c : elim) byCell.merge(c.cell(), 1L << (c.value() - b.L.min), (x, y) -> x | y);
        StringBuilder sb = new StringBuilder();
        byCell.forEach((cell, mask) -> sb.append(sb.length() == 0 ? "" : ", ").append(b.L.name(cell)).append(" cannot be ")
                .append(b.values(mask)));
        return sb.toString();
    }
}
