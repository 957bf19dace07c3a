package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * A numbered room clue outside the grid at {@code at}: seen from the clue, the first cell's value N says which cell
 * holds {@code value}, the N-th (the first itself when N is 1).
 */
public record NumberedRoom(Cell at, int value) implements Clue {
    @Override
    public String keyword() {
        return "numbered-room";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        int[] x = p.indexesOf(Clues.lineFrom(p, at));
        return List.of(new Scan("numbered room " + value + " at " + at, x, new Machine.Room(value, x.length)));
    }

    @Override
    public String statement() {
        return "numbered-room " + value + " " + at;
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.numberedRoom(this);
    }
}
