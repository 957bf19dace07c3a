package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Relation;
import org.cellwise.model.Cell;
import org.cellwise.model.Puzzle;

/** The value in {@code greater} exceeds the value in {@code smaller} (greater-than Sudoku, seed 001). */
public record GreaterThan(Cell greater, Cell smaller) implements Rule {
    @Override
    public String keyword() {
        return "greater-than";
    }

    @Override
    public List<Constraint> expand(Puzzle p) {
        int g = index(p, greater), s = index(p, smaller);
        return List.of(new Relation(greater + ">" + smaller, s, g, Relation.Kind.LESS));
    }

    static int index(Puzzle p, Cell c) {
        int i = p.indexOf(c);
        if (i < 0) throw new IllegalArgumentException("cell " + c + " is not on the canvas");
        return i;
    }
}
