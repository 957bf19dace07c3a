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
}
