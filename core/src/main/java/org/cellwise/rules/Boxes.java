package org.cellwise.rules;

import org.cellwise.model.Grid;

/** Each box (R×C, from the grid) holds different values; grids without boxes are left alone. */
public final class Boxes extends GridRule {
    @Override
    public String keyword() {
        return "boxes";
    }

    @Override
    void groups(Grid g, GroupSink sink) {
        if (!g.hasBoxes()) return;
        for (int b = 0; b < g.boxes(); b++) sink.group("box " + (b + 1), g.box(b));
    }
}
