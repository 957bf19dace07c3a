package org.cellwise.rules;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/** The steps of the move rules (chess leaps, taxicab distances) and the cell pairs they join. */
final class Moves {
    private Moves() {}

    interface Pair {
        void pair(int i, int j, Cell a, Cell b);
    }

    /** Every step (±a, ±b) and (±b, ±a): a leap as a chess piece makes it, whichever way it faces. */
    static int[][] leap(int a, int b) {
        Set<List<Integer>> out = new LinkedHashSet<>();
        for (int sa : new int[] {1, -1})
            for (int sb : new int[] {1, -1}) {
                out.add(List.of(sa * a, sb * b));
                out.add(List.of(sb * b, sa * a));
            }
        return array(out);
    }

    /** Every step whose row and column offsets add up to {@code d} in absolute value. */
    static int[][] taxicab(int d) {
        Set<List<Integer>> out = new LinkedHashSet<>();
        for (int dr = -d; dr <= d; dr++) {
            int dc = d - Math.abs(dr);
            out.add(List.of(dr, dc));
            out.add(List.of(dr, -dc));
        }
        return array(out);
    }

    private static int[][] array(Set<List<Integer>> steps) {
        List<int[]> out = new ArrayList<>();
        for (List<Integer> s : steps) if (s.get(0) != 0 || s.get(1) != 0) out.add(new int[] {s.get(0), s.get(1)});
        return out.toArray(new int[0][]);
    }

    /**
     * Each unordered pair of canvas cells one of {@code steps} apart, once, with the earlier cell first. The steps
     * must come with their opposites (every move here does), so looking only towards later cells misses none.
     */
    static void pairs(Canvas p, int[][] steps, Pair out) {
        for (int i = 0; i < p.size(); i++) {
            Cell a = p.cells().get(i);
            for (int[] s : steps) {
                int j = p.indexOf(a.row() + s[0], a.col() + s[1]);
                if (j > i) out.pair(i, j, a, p.cells().get(j));
            }
        }
    }

    /** The largest taxicab distance between two cells of the canvas's bounding rectangle. */
    static int span(Canvas p) {
        return p.rows() - 1 + p.cols() - 1;
    }
}
