package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Relation;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * Minimum (maximum) cells hold less (more) than each side-by-side neighbour that is not itself one of them: two
 * maxima may touch, as published puzzles have them. All of a puzzle's minima (maxima) are one rule, since each
 * must know the others.
 */
public record Extreme(List<Cell> cells, boolean maximum) implements Clue {
    public Extreme {
        cells = Cells.distinct(maximum ? "maximum" : "minimum", cells);
        if (cells.isEmpty()) throw new IllegalArgumentException((maximum ? "maximum" : "minimum") + " needs a cell");
    }

    @Override
    public String keyword() {
        return maximum ? "maximum" : "minimum";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        List<Constraint> out = new ArrayList<>();
        for (Cell cell : cells) {
            int me = p.require(cell);
            for (int[] d : new int[][] {{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
                Cell next = new Cell(cell.row() + d[0], cell.col() + d[1]);
                int o = p.indexOf(next);
                if (o < 0 || cells.contains(next)) continue;
                out.add(new Relation(keyword() + " " + cell + " vs " + next, maximum ? o : me, maximum ? me : o, Relation.Kind.LESS));
            }
        }
        return out;
    }

    /** One line a cell: the reader gathers every minimum (maximum) of a puzzle into one rule, which then writes alike. */
    @Override
    public String statement() {
        StringBuilder sb = new StringBuilder();
        for (Cell c : cells) sb.append(sb.length() == 0 ? "" : "\n").append(keyword()).append(' ').append(c);
        return sb.toString();
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.extreme(this);
    }
}
