package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;

/**
 * A chaos count (with {@link ChaosConstruction}): the {@code control} cell holds how many of {@code cells} lie in the
 * region of the first of them, that first cell counted unless {@code excludingFirst}. Without cells, the cells are
 * the control and the (up to eight) grid cells around it, the control first.
 */
public record ChaosCount(Cell control, boolean excludingFirst, List<Cell> cells) implements Clue {
    public ChaosCount {
        cells = Cells.distinct("chaos-count", cells);
    }

    @Override
    public String keyword() {
        return "chaos-count";
    }

    /** The counted grid cells on {@code g}: those given, or the control and the cells around it. */
    public List<Cell> counted(Grid g) {
        if (!cells.isEmpty()) return cells;
        List<Cell> out = new ArrayList<>(List.of(control));
        for (int dr = -1; dr <= 1; dr++)
            for (int dc = -1; dc <= 1; dc++) {
                Cell c = new Cell(control.row() + dr, control.col() + dc);
                if ((dr != 0 || dc != 0) && g.contains(c)) out.add(c);
            }
        return out;
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        Grid g = ChaosConstruction.regionsFor("chaos-count " + control, p);
        List<Cell> counted = counted(g);
        if (cells.isEmpty() && !g.contains(control))
            throw new IllegalArgumentException("chaos-count " + control + " without cells counts around its cell, which is not in the grid");
        List<Cell> line = new ArrayList<>(List.of(control));
        for (Cell c : counted) {
            if (!g.contains(c)) throw new IllegalArgumentException("chaos-count " + control + ": " + c + " is not a cell of the grid");
            line.add(ChaosConstruction.region(g, c));
        }
        return List.of(new Scan("chaos-count " + control, p.indexesOf(line), new Machine.ChaosCount(excludingFirst ? 1 : 0)));
    }

    @Override
    public String statement() {
        return "chaos-count " + control + (excludingFirst ? " excluding-first" : "") + (cells.isEmpty() ? "" : " : " + Clue.cells(cells));
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.chaosCount(this);
    }
}
