package org.cellwise.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * A weighted sum: each cell's value times its weight, added up, makes {@code target} ({@code weighted-sum 7 r2c4
 * r2c5 -1*r2c2}); a cell named twice counts twice. Values may repeat.
 */
public record WeightedSum(int target, List<Cell> cells, int[] weights) implements Clue {
    public WeightedSum {
        cells = List.copyOf(cells);
        weights = weights.clone();
        if (cells.isEmpty()) throw new IllegalArgumentException("a weighted sum needs a cell");
        if (cells.size() != weights.length) throw new IllegalArgumentException("a weighted sum needs a weight for each cell");
        for (int w : weights)
            if (w == 0 || Math.abs(w) > 1000) throw new IllegalArgumentException("a weight is -1000 to 1000 and not 0, not " + w);
    }

    @Override
    public String keyword() {
        return "weighted-sum";
    }

    /** Each cell once, with its weights added up (a cell whose weights cancel drops out). */
    public Map<Cell, Integer> terms() {
        Map<Cell, Integer> out = new LinkedHashMap<>();
        for (int i = 0; i < cells.size(); i++) out.merge(cells.get(i), weights[i], Integer::sum);
        out.values().removeIf(w -> w == 0);
        return out;
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        Map<Cell, Integer> t = terms();
        if (t.isEmpty()) {
            if (target != 0) throw new IllegalArgumentException("weighted sum " + target + ": its weights cancel out, leaving 0");
            return List.of();
        }
        List<Cell> cs = new ArrayList<>(t.keySet());
        int[] w = t.values().stream().mapToInt(Integer::intValue).toArray();
        return List.of(new Scan("weighted sum " + target + " " + cs.get(0), p.indexesOf(cs), new Machine.Linear(w, target)));
    }

    @Override
    public String statement() {
        StringBuilder sb = new StringBuilder("weighted-sum ").append(target);
        for (int i = 0; i < cells.size(); i++)
            sb.append(' ').append(weights[i] == 1 ? "" : weights[i] == -1 ? "-" : weights[i] + "*").append(cells.get(i));
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof WeightedSum s && s.target == target && s.cells.equals(cells) && java.util.Arrays.equals(s.weights, weights);
    }

    @Override
    public int hashCode() {
        return (target * 31 + cells.hashCode()) * 31 + java.util.Arrays.hashCode(weights);
    }

    @Override
    public String toString() {
        return statement();
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.weightedSum(this);
    }
}
