package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/** A sandwich clue outside the grid at {@code at}: the values between the lowest and the highest value (1 and 9) of its row or column add up to {@code value}. */
public record Sandwich(Cell at, int value) implements Clue {
    @Override
    public String keyword() {
        return "sandwich";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        int[] x = p.indexesOf(Clues.lineFrom(p, at));
        return List.of(new Scan("sandwich " + value + " at " + at, x, new Machine.Sandwich(p.values().min(), p.values().max(), value)));
    }

    @Override
    public String statement() {
        return "sandwich " + value + " " + at;
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.sandwich(this);
    }
}
