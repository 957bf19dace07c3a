package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Sum;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * A clue outside the grid at {@code at} pointing diagonally along {@code direction}: the cells of that diagonal
 * add up to {@code sum}; values may repeat.
 */
public record LittleKiller(Cell at, Direction direction, int sum) implements Clue {

    public enum Direction {
        UP_LEFT("UL", -1, -1), UP_RIGHT("UR", -1, 1), DOWN_LEFT("DL", 1, -1), DOWN_RIGHT("DR", 1, 1);

        public final String code;
        public final int dr, dc;

        Direction(String code, int dr, int dc) {
            this.code = code;
            this.dr = dr;
            this.dc = dc;
        }

        public static Direction of(String code) {
            for (Direction d : values()) if (d.code.equalsIgnoreCase(code)) return d;
            throw new IllegalArgumentException("a direction is UL, UR, DL or DR, not '" + code + "'");
        }
    }

    @Override
    public String keyword() {
        return "little-killer";
    }

    /** The cells the clue points along, from the first inside the canvas to the edge. */
    public List<Cell> cells(Canvas p) {
        List<Cell> out = new ArrayList<>();
        if (p.indexOf(at) >= 0) throw new IllegalArgumentException(at + " is a cell of the grid: a little killer's clue sits outside it");
        int r = at.row() + direction.dr, c = at.col() + direction.dc;
        if (p.indexOf(r, c) < 0) throw new IllegalArgumentException("little killer " + at + " " + direction.code + " points at no cell");
        for (; r >= 0 && c >= 0 && r < p.rows() && c < p.cols() && p.indexOf(r, c) >= 0; r += direction.dr, c += direction.dc)
            out.add(new Cell(r, c));
        return out;
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        return List.of(new Sum("little killer " + sum + " at " + at + " " + direction.code, p.indexesOf(cells(p)), sum, false));
    }

    @Override
    public String statement() {
        return "little-killer " + sum + " " + at + " " + direction.code;
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.littleKiller(this);
    }
}
