package org.cellwise.rules;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.cellwise.model.Cell;

/** Checks shared by the rules over a list of cells. */
final class Cells {
    private Cells() {}

    /** An immutable copy; a cell named twice would be counted twice, so it is refused. */
    static List<Cell> distinct(String what, List<Cell> cells) {
        Set<Cell> seen = new HashSet<>();
        for (Cell c : cells) if (!seen.add(c)) throw new IllegalArgumentException(what + ": " + c + " is listed twice");
        return List.copyOf(cells);
    }

    /**
     * An automaton that reads a value the puzzle cannot hold (a 0 on values 1..9) is refused: such a transition can
     * never be taken, and it is most likely a slip.
     */
    static void valuesWithin(String what, org.cellwise.constraint.Automaton a, org.cellwise.model.Canvas p) {
        for (org.cellwise.constraint.Automaton.Edge e : a.edges())
            for (int v : e.label().values())
                if (!p.values().contains(v))
                    throw new IllegalArgumentException(what + " reads " + v + ", which is not one of the puzzle's values " + p.values());
    }

    /** A clue that reads values only from {@code min} to {@code max} (a count, a sum of a set) refuses other puzzles. */
    static void valuesFrom(String what, int min, int max, org.cellwise.model.Canvas p) {
        if (p.values().min() < min || p.values().max() > max)
            throw new IllegalArgumentException(what + " reads values " + (min == Integer.MIN_VALUE ? "up to " + max
                    : max == Integer.MAX_VALUE ? "from " + min : min + " to " + max) + ", not " + p.values());
    }
}
