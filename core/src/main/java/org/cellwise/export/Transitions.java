package org.cellwise.export;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Scan;
import org.cellwise.constraint.Unrolled;
import org.cellwise.puzzle.Puzzle;

/**
 * A line clue as the exporters state it: one state variable between each two cells of the line and, per cell, the
 * table of allowed (state before, value, state after) rows. The first state is the start, so its column is left
 * out, and so is the last, since every state of the last layer accepts. A line of one cell is then a list of
 * values.
 */
record Transitions(int length, int[] states, List<List<int[]>> rows) {

    static Transitions of(Puzzle p, Scan s) {
        Unrolled u = Unrolled.of(s, p.values().min(), p.values().max());
        int n = u.length();
        List<List<int[]>> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            List<int[]> here = new ArrayList<>();
            for (int k = 0; k < u.from[i].length; k++) {
                int[] row = i == 0 && n == 1 ? new int[] {u.value[i][k]}
                        : i == 0 ? new int[] {u.value[i][k], u.to[i][k]}
                        : i == n - 1 ? new int[] {u.from[i][k], u.value[i][k]}
                        : new int[] {u.from[i][k], u.value[i][k], u.to[i][k]};
                here.add(row);
            }
            rows.add(here);
        }
        return new Transitions(n, u.states, rows);
    }

    /** The state variables a row of cell i speaks of, around the cell's own: {before, after}, -1 for none. */
    int[] around(int i) {
        return new int[] {i == 0 ? -1 : i, i == length - 1 ? -1 : i + 1};
    }

    /** Whether the line can be met at all (a clue no values meet leaves empty tables). */
    boolean possible() {
        return states[0] > 0;
    }
}
