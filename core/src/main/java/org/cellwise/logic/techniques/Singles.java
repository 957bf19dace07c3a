package org.cellwise.logic.techniques;

import java.util.List;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.board.Technique;

/** The last cell of a house, the only place for a value in a house, the only value left for a cell. */
public final class Singles {
    private Singles() {}

    public static Step fullHouse(Board b) {
        Layout L = b.L;
        for (int h = 0; h < L.houses.length; h++) {
            int last = -1, open = 0;
            long have = 0;
            for (int c : L.houses[h]) {
                if (b.placed[c]) have |= b.cand[c];
                else {
                    open++;
                    last = c;
                }
            }
            if (open != 1) continue;
            long missing = L.full & ~have;
            if (Long.bitCount(missing) != 1 || (b.cand[last] & missing) == 0) continue;
            int v = Long.numberOfTrailingZeros(missing);
            return fullHouse(b, h, last, v);
        }
        return null;
    }

    public static Step hiddenSingle(Board b) {
        Layout L = b.L;
        for (int h = 0; h < L.houses.length; h++) {
            long once = 0, twice = 0, have = 0;
            for (int c : L.houses[h]) {
                long d = b.cand[c];
                if (b.placed[c]) {
                    have |= d;
                    continue;
                }
                twice |= once & d;
                once |= d;
            }
            long single = once & ~twice & ~have;
            if (single == 0) continue;
            int v = Long.numberOfTrailingZeros(single);
            for (int c : L.houses[h]) {
                if (b.placed[c] || !b.has(c, v)) continue;
                return hiddenSingle(b, h, c, v);
            }
        }
        return null;
    }

    public static Step nakedSingle(Board b) {
        Layout L = b.L;
        for (int c = 0; c < L.n; c++) {
            if (b.placed[c] || Long.bitCount(b.cand[c]) != 1) continue;
            return nakedSingle(b, c, Long.numberOfTrailingZeros(b.cand[c]));
        }
        return null;
    }

    // the steps' words, apart from the searches: the searches run at every step and compile small without them

    private static Step fullHouse(Board b, int h, int last, int v) {
        Layout L = b.L;
        return place(b, Technique.FULL_HOUSE, List.of(L.houseNames[h]), last, v, b.silent ? ""
                : L.name(last) + " is the last empty cell of " + L.houseNames[h] + ", which lacks only " + b.v(v) + ".");
    }

    private static Step hiddenSingle(Board b, int h, int c, int v) {
        Layout L = b.L;
        Technique t = L.houseKind[h] == 0 ? Technique.HIDDEN_SINGLE_BOX : Technique.HIDDEN_SINGLE;
        return place(b, t, List.of(L.houseNames[h]), c, v, b.silent ? "" : "In " + L.houseNames[h] + ", " + b.v(v) + " can only go in " + L.name(c) + ".");
    }

    private static Step nakedSingle(Board b, int c, int v) {
        Layout L = b.L;
        java.util.List<String> rules = new java.util.ArrayList<>();
        for (int h : L.housesOf[c]) rules.add(L.houseNames[h]);
        return place(b, Technique.NAKED_SINGLE, rules, c, v, b.silent ? "" : L.name(c) + " can only be " + b.v(v) + ".");
    }

    private static Step place(Board b, Technique t, List<String> rules, int cell, int v, String text) {
        return new Step(t, t.rating(), rules, text, List.of(b.candidate(cell, v)), List.of(), new int[] {cell});
    }
}
