package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Automaton;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * A value-indexing line (Sigh's solver's ValueIndexing, the slingshot's arrow): its first cell holds a value X, its
 * second a count K, and the cell K further along the line after the second holds X again; K runs from 1 to the
 * number of cells past the second, whatever the puzzle's values (on values 0..8 a count of 0 points nowhere and is
 * refused, as that solver reads it). A cell may be named twice (the second cell counted among those it points at).
 */
public record ValueIndexing(List<Cell> cells) implements Clue {
    public ValueIndexing {
        cells = List.copyOf(cells); // a cell may be named twice: the count may also be one of the cells it points at
        if (cells.size() < 3) throw new IllegalArgumentException("a value-indexing line needs at least 3 cells: the value, the count, and one cell to point at");
    }

    @Override
    public String keyword() {
        return "value-indexing";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        int min = p.values().min(), max = p.values().max(), n = max - min + 1, past = cells.size() - 2;
        if ((long) n * (past + 1) + 2 > Automaton.MAX_STATES)
            throw new IllegalArgumentException("a value-indexing line of " + cells.size() + " cells on values " + p.values()
                    + " needs more than " + Automaton.MAX_STATES + " states");
        // states: the start; X read; X read and r cells still to pass before the one that must be X; done
        List<String> states = new ArrayList<>(List.of("start", "done"));
        List<Automaton.Edge> edges = new ArrayList<>();
        edges.add(new Automaton.Edge(1, Automaton.Label.ANY, 1));
        for (int x = min; x <= max; x++) {
            int read = states.size();
            states.add("x" + x);
            edges.add(new Automaton.Edge(0, Automaton.Label.of(x), read));
            int first = states.size();
            for (int r = 0; r < past; r++) states.add("x" + x + "r" + r);
            for (int k = 1; k <= past; k++)
                if (p.values().contains(k)) edges.add(new Automaton.Edge(read, Automaton.Label.of(k), first + k - 1));
            for (int r = 1; r < past; r++) edges.add(new Automaton.Edge(first + r, Automaton.Label.ANY, first + r - 1));
            edges.add(new Automaton.Edge(first, Automaton.Label.of(x), 1));
        }
        Automaton a = new Automaton("value-indexing", states, new int[] {0}, new int[] {1}, edges);
        int[] x = new int[cells.size()];
        for (int i = 0; i < x.length; i++) x[i] = p.require(cells.get(i));
        return List.of(new Scan("value-indexing " + cells.get(0), x, new Machine.Nfa(a, new int[0], "the value-indexing line from "
                + cells.get(0))));
    }

    @Override
    public String statement() {
        return "value-indexing " + Clue.cells(cells);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.valueIndexing(this);
    }
}
