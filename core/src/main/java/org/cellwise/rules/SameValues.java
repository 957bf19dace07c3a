package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Equal;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * Sets of cells that hold the same values, repeats counting (in any order within each set). Lowered value by value:
 * each set holds each value as often as the first set does.
 */
public record SameValues(List<List<Cell>> sets) implements Clue {
    public SameValues {
        sets = sets.stream().map(List::copyOf).toList();
        if (sets.size() < 2) throw new IllegalArgumentException("same-values needs at least 2 sets, split by |");
        int k = sets.get(0).size();
        for (List<Cell> s : sets)
            if (s.size() != k) throw new IllegalArgumentException("same-values: the sets have " + k + " and " + s.size() + " cells");
        if (k == 0) throw new IllegalArgumentException("same-values needs cells in each set");
        Cells.distinct("same-values", sets.stream().flatMap(List::stream).toList());
    }

    @Override
    public String keyword() {
        return "same-values";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        List<Constraint> out = new ArrayList<>();
        List<Cell> first = sets.get(0);
        String name = "same values " + first.get(0);
        if (first.size() == 1) {
            out.add(new Equal(name, p.indexesOf(sets.stream().flatMap(List::stream).toList())));
            return out;
        }
        // each other set against the first, value by value: as many of each value
        for (int s = 1; s < sets.size(); s++) {
            List<Cell> both = new ArrayList<>(first);
            both.addAll(sets.get(s));
            int[] x = p.indexesOf(both);
            for (int v = p.values().min(); v <= p.values().max(); v++)
                out.add(new Scan(name + " | " + sets.get(s).get(0) + ": " + v, x, new Machine.SameCount(v, first.size())));
        }
        return out;
    }

    @Override
    public String statement() {
        StringBuilder sb = new StringBuilder("same-values");
        for (int s = 0; s < sets.size(); s++) sb.append(s == 0 ? " " : " | ").append(Clue.cells(sets.get(s)));
        return sb.toString();
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.sameValues(this);
    }
}
