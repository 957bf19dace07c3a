package org.cellwise.rules;

import java.util.List;
import java.util.TreeMap;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * The cells hold each listed value exactly as many times as it is listed ({@code exactly 0,0,2 ...}: two 0s and one
 * 2), and other values freely: a quadruple's count made exact.
 */
public record Exactly(int[] values, List<Cell> cells) implements Clue {
    public Exactly {
        values = java.util.Arrays.stream(values).sorted().toArray();
        cells = Cells.distinct("exactly", cells);
        if (values.length == 0) throw new IllegalArgumentException("exactly needs values");
        if (values.length > cells.size()) throw new IllegalArgumentException("exactly lists " + values.length + " values for " + cells.size() + " cells");
        if (java.util.Arrays.stream(values).distinct().count() > 15) throw new IllegalArgumentException("exactly names at most 15 different values");
    }

    @Override
    public String keyword() {
        return "exactly";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        TreeMap<Integer, Integer> count = new TreeMap<>();
        for (int v : values) count.merge(v, 1, Integer::sum);
        if (count.values().stream().anyMatch(c -> c > 15)) throw new IllegalArgumentException("exactly counts a value at most 15 times");
        return List.of(new Scan("exactly " + Clues.values(values) + " " + cells.get(0), p.indexesOf(cells), new Machine.Counts(
                count.keySet().stream().mapToInt(Integer::intValue).toArray(), count.values().stream().mapToInt(Integer::intValue).toArray())));
    }

    @Override
    public String statement() {
        return "exactly " + Clues.values(values) + " " + Clue.cells(cells);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Exactly e && java.util.Arrays.equals(e.values, values) && e.cells.equals(cells);
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(values) * 31 + cells.hashCode();
    }

    @Override
    public String toString() {
        return statement();
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.exactly(this);
    }
}
