package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;

/** Both main diagonals of each grid hold different values (Sudoku X). */
public final class Diagonals extends GridRule {
    @Override
    public String keyword() {
        return "diagonals";
    }

    @Override
    void groups(Grid g, GroupSink sink) {
        List<Cell> down = new ArrayList<>(), up = new ArrayList<>();
        int n = OneDiagonal.side(g, keyword());
        for (int i = 0; i < n; i++) {
            down.add(g.cell(i, i));
            up.add(g.cell(n - 1 - i, i));
        }
        sink.group("diagonal down", down);
        sink.group("diagonal up", up);
    }
}
