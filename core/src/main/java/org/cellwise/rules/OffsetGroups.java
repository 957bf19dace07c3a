package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;

/**
 * Offset (disjoint-group) Sudoku, seed 001: the cells at the same place inside each box hold different values.
 * Grids without boxes are left alone.
 */
public final class OffsetGroups extends GridRule {
    @Override
    public String keyword() {
        return "offset";
    }

    @Override
    void groups(Grid g, GroupSink sink) {
        if (!g.hasBoxes()) return;
        for (int i = 0; i < g.boxRows(); i++)
            for (int j = 0; j < g.boxCols(); j++) {
                List<Cell> cells = new ArrayList<>();
                for (int r = i; r < g.rows(); r += g.boxRows())
                    for (int c = j; c < g.cols(); c += g.boxCols()) cells.add(g.cell(r, c));
                sink.group("offset group " + (i + 1) + "," + (j + 1), cells);
            }
    }
}
