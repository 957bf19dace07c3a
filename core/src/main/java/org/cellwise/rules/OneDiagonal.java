package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;

/** One main diagonal of each grid holds different values: {@code diagonal-down} from r1c1, {@code diagonal-up} from the bottom left. */
public final class OneDiagonal extends GridRule {
    private final boolean up;

    OneDiagonal(boolean up) {
        this.up = up;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof OneDiagonal d && d.up == up;
    }

    @Override
    public int hashCode() {
        return up ? 1 : 2;
    }

    @Override
    public String keyword() {
        return up ? "diagonal-up" : "diagonal-down";
    }

    @Override
    void groups(Grid g, GroupSink sink) {
        List<Cell> cells = new ArrayList<>();
        int n = side(g, keyword());
        for (int i = 0; i < n; i++) cells.add(up ? g.cell(n - 1 - i, i) : g.cell(i, i));
        sink.group(up ? "diagonal up" : "diagonal down", cells);
    }

    /** A square grid's side: a main diagonal runs corner to corner of a square, and a rectangle has none. */
    static int side(Grid g, String rule) {
        if (!g.square()) throw new IllegalArgumentException(rule + " runs corner to corner of a square grid, and grid " + g.name() + " is "
                + g.rows() + "x" + g.cols());
        return g.rows();
    }
}
