package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * A look-and-say clue: read as (count, value) digit pairs, {@code 1223} says the cells hold exactly one 2 and exactly
 * two 3s; a count of 0 says the value is not there. Values the clue does not name are free.
 */
public record LookAndSay(String clue, List<Cell> cells) implements Clue {
    public LookAndSay {
        cells = Cells.distinct("look-and-say", cells);
        if (cells.isEmpty()) throw new IllegalArgumentException("a look-and-say clue needs a cell");
        if (!clue.matches("(\\d\\d)+"))
            throw new IllegalArgumentException("a look-and-say clue is pairs of digits, count then value, such as 1223, not '" + clue + "'");
        java.util.Set<Character> seen = new java.util.HashSet<>();
        for (int i = 0; i < clue.length(); i += 2)
            if (!seen.add(clue.charAt(i + 1)))
                throw new IllegalArgumentException("look-and-say " + clue + " names the value " + clue.charAt(i + 1) + " twice");
    }

    @Override
    public String keyword() {
        return "look-and-say";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        int n = clue.length() / 2;
        int[] values = new int[n], counts = new int[n];
        for (int k = 0; k < n; k++) {
            counts[k] = clue.charAt(2 * k) - '0';
            values[k] = clue.charAt(2 * k + 1) - '0';
        }
        return List.of(new Scan("look-and-say " + clue + " " + cells.get(0), p.indexesOf(cells), new Machine.Counts(values, counts)));
    }

    @Override
    public String statement() {
        return "look-and-say " + clue + " " + Clue.cells(cells);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.lookAndSay(this);
    }
}
