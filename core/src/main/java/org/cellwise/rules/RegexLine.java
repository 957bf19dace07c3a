package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.Automaton;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Regex;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * A regex line: its values, read from the first cell as one character each (0-9, then A=10 ... Z=35), match a
 * regular expression ({@link Regex}: values, {@code .}, classes, groups, alternation, quantifiers).
 */
public record RegexLine(String pattern, List<Cell> cells) implements Clue {
    public RegexLine {
        cells = Cells.distinct("regex line", cells);
        if (cells.isEmpty()) throw new IllegalArgumentException("a regex line needs a cell");
        if (pattern.isBlank() || pattern.chars().anyMatch(Character::isWhitespace))
            throw new IllegalArgumentException("a regex line's pattern is one word with no spaces, not '" + pattern + "'");
        Regex.compile(pattern); // a pattern that is not well formed is refused where it is written
    }

    @Override
    public String keyword() {
        return "regex";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        Automaton a = Regex.compile(pattern);
        Cells.valuesWithin("regex " + pattern, a, p);
        return List.of(new Scan("regex " + cells.get(0), p.indexesOf(cells), new Machine.Nfa(a, new int[0], "matches " + pattern)));
    }

    @Override
    public String statement() {
        return "regex " + pattern + " " + Clue.cells(cells);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.regex(this);
    }
}
