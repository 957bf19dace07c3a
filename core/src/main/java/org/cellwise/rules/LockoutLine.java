package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Relation;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * A lockout line: the values in its two end diamonds differ by at least {@code difference}, or when it is 0 by half
 * the number of values, rounded down (4 on 9×9), and no value along the line lies between them or equals either.
 */
public record LockoutLine(List<Cell> cells, int difference) implements Clue {
    public LockoutLine {
        cells = Cells.distinct("lockout", cells);
        if (cells.size() < 2) throw new IllegalArgumentException("a lockout line needs at least 2 cells, its two diamonds");
        if (difference < 0) throw new IllegalArgumentException("a lockout line's difference is at least 1, not " + difference);
    }

    public LockoutLine(List<Cell> cells) {
        this(cells, 0);
    }

    @Override
    public String keyword() {
        return "lockout";
    }

    /** How far apart the diamonds' values are at least: the difference given, else ⌊N/2⌋ for N values. */
    public int gap(Canvas p) {
        return difference > 0 ? difference : p.values().size() / 2;
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        int[] x = p.indexesOf(cells);
        int last = x.length - 1;
        String name = "lockout " + cells.get(0) + "-" + cells.get(last);
        List<Constraint> out = new ArrayList<>();
        out.add(new Relation(name + ": diamonds", x[0], x[last], Relation.Kind.APART_AT_LEAST, gap(p)));
        for (int i = 1; i < last; i++)
            out.add(new Scan(name + ": " + cells.get(i), new int[] {x[0], x[i], x[last]}, new Machine.Outside()));
        return out;
    }

    @Override
    public String statement() {
        return "lockout " + (difference > 0 ? difference + " " : "") + Clue.cells(cells);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.lockout(this);
    }
}
