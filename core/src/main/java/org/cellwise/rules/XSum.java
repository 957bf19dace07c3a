package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/** An X-sum clue outside the grid at {@code at}: the first X cells from the clue add up to {@code value}, X being the nearest cell's value. */
public record XSum(Cell at, int value) implements Clue {
    @Override
    public String keyword() {
        return "x-sum";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        int[] x = p.indexesOf(Clues.lineFrom(p, at));
        return List.of(new Scan("x-sum " + value + " at " + at, x, new Machine.XSum(x.length, value)));
    }

    @Override
    public String statement() {
        return "x-sum " + value + " " + at;
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.xSum(this);
    }
}
