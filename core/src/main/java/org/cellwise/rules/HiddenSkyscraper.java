package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * A hidden skyscraper clue outside the grid at {@code at}: seen from the clue, the first cell no higher than one
 * before it (the first hidden skyscraper) holds {@code value}; every cell before it is higher than all before it.
 */
public record HiddenSkyscraper(Cell at, int value) implements Clue {
    @Override
    public String keyword() {
        return "hidden-skyscraper";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        int[] x = p.indexesOf(Clues.lineFrom(p, at));
        return List.of(new Scan("hidden skyscraper " + value + " at " + at, x, new Machine.FirstHidden(value)));
    }

    @Override
    public String statement() {
        return "hidden-skyscraper " + value + " " + at;
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.hiddenSkyscraper(this);
    }
}
