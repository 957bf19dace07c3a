package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/** A skyscraper clue outside the grid at {@code at}: seen from the clue, {@code value} cells are taller than every cell before them. */
public record Skyscraper(Cell at, int value) implements Clue {
    @Override
    public String keyword() {
        return "skyscraper";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        int[] x = p.indexesOf(Clues.lineFrom(p, at));
        return List.of(new Scan("skyscraper " + value + " at " + at, x, new Machine.Skyscraper(value)));
    }

    @Override
    public String statement() {
        return "skyscraper " + value + " " + at;
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.skyscraper(this);
    }
}
