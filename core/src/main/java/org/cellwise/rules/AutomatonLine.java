package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.Automaton;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * A line that follows a setter's automaton (a state machine): read from its first cell, its values take the
 * automaton from a starting state to an accepting one. A line may have several segments, read one after another
 * with a break between them, for an automaton whose transitions read breaks; a segment may be empty (two breaks in
 * a row, or one before the first cell). A cell may be read more than once (a line that comes back to its start).
 * The automaton is defined once per puzzle ({@link #definitions}) and named by every line that follows it.
 */
public record AutomatonLine(Automaton automaton, List<List<Cell>> segments) implements Clue {
    public AutomatonLine {
        segments = segments.stream().map(List::copyOf).toList();
        if (segments.stream().allMatch(List::isEmpty)) throw new IllegalArgumentException("an automaton line needs a cell");
        if (segments.size() > 1 && !automaton.readsBreaks())
            throw new IllegalArgumentException("automaton " + automaton.name() + " reads no break between segments ('|'), so a line of "
                    + segments.size() + " segments cannot follow it");
    }

    @Override
    public String keyword() {
        return "automaton";
    }

    public List<Cell> cells() {
        return segments.stream().flatMap(List::stream).toList();
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        Cells.valuesWithin("automaton " + automaton.name(), automaton, p);
        List<Cell> all = cells();
        int[] breaks = new int[all.size() + 1];
        int at = 0;
        for (int s = 0; s < segments.size(); s++) {
            if (s > 0) breaks[at]++;
            at += segments.get(s).size();
        }
        int[] cells = new int[all.size()];
        for (int i = 0; i < cells.length; i++) cells[i] = p.require(all.get(i));
        return List.of(new Scan("automaton " + automaton.name() + " " + all.get(0), cells,
                new Machine.Nfa(automaton, breaks, "follows automaton " + automaton.name())));
    }

    @Override
    public List<String> definitions() {
        return List.of(automaton.statement());
    }

    @Override
    public String statement() {
        StringBuilder sb = new StringBuilder("automaton ").append(automaton.name());
        for (int s = 0; s < segments.size(); s++) {
            if (s > 0) sb.append(" |");
            if (!segments.get(s).isEmpty()) sb.append(' ').append(Clue.cells(segments.get(s)));
        }
        return sb.toString();
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.automaton(this);
    }
}
