package org.cellwise.rules;

import org.cellwise.model.Grid;

/** Each column of each grid holds different values. */
public final class Columns extends GridRule {
    @Override
    public String keyword() {
        return "columns";
    }

    @Override
    void groups(Grid g, GroupSink sink) {
        for (int c = 0; c < g.cols(); c++) sink.group("column " + (c + 1), g.column(c));
    }
}
