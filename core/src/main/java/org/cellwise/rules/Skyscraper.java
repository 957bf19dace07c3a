package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * A skyscraper clue outside the grid at {@code at}: seen from the clue, {@code value} cells are taller than every cell
 * before them. A cell of height 0 (or less, on values such as -4..4) is an empty lot: no building, never seen, as
 * Sigh's solver reads it; with {@code zeroSeen} it is a building of height 0, seen when it stands first.
 */
public record Skyscraper(Cell at, int value, boolean zeroSeen) implements Clue {
    public Skyscraper(Cell at, int value) {
        this(at, value, false);
    }

    @Override
    public String keyword() {
        return "skyscraper";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        int[] x = p.indexesOf(Clues.lineFrom(p, at));
        return List.of(new Scan("skyscraper " + value + " at " + at, x, new Machine.Skyscraper(value, zeroSeen)));
    }

    @Override
    public String statement() {
        return "skyscraper " + value + " " + at + (zeroSeen ? " zero-seen" : "");
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.skyscraper(this);
    }
}
