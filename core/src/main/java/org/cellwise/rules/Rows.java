package org.cellwise.rules;

import org.cellwise.model.Grid;

/** Each row of each grid holds different values. */
public final class Rows extends GridRule {
    @Override
    public String keyword() {
        return "rows";
    }

    @Override
    void groups(Grid g, GroupSink sink) {
        for (int r = 0; r < g.rows(); r++) sink.group("row " + (r + 1), g.row(r));
    }
}
