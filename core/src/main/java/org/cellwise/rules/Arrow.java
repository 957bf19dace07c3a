package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * The values along each arrow add up to the circle: an arrow with several lines from one circle is several sums,
 * each line on its own equal to the circle (as f-puzzles and every solver that reads it mean). A circle of several
 * cells (a pill) reads as a number, its first cell the leading digit.
 */
public record Arrow(List<Cell> circle, List<List<Cell>> lines) implements Clue {
    public Arrow {
        circle = Cells.distinct("arrow circle", circle);
        lines = lines.stream().map(l -> Cells.distinct("arrow line", l)).toList();
        if (circle.isEmpty()) throw new IllegalArgumentException("an arrow needs a circle");
        if (lines.isEmpty() || lines.stream().anyMatch(List::isEmpty)) throw new IllegalArgumentException("an arrow needs at least one cell on its line");
        for (List<Cell> l : lines)
            for (Cell c : l) if (circle.contains(c)) throw new IllegalArgumentException("arrow: " + c + " is in the circle and on the line");
    }

    @Override
    public String keyword() {
        return "arrow";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        int base = p.values().max() < 10 ? 10 : p.values().max() + 1;
        List<Constraint> out = new ArrayList<>();
        for (int k = 0; k < lines.size(); k++) {
            List<Cell> all = new ArrayList<>(circle);
            all.addAll(lines.get(k));
            int[] weights = new int[all.size()];
            int w = 1;
            for (int i = circle.size() - 1; i >= 0; i--, w *= base) weights[i] = w;
            for (int i = circle.size(); i < all.size(); i++) weights[i] = -1;
            String name = "arrow " + circle.get(0) + (lines.size() > 1 ? " line " + (k + 1) : "");
            out.add(new Scan(name, p.indexesOf(all), new Machine.Linear(weights, 0)));
        }
        return out;
    }

    @Override
    public String statement() {
        StringBuilder sb = new StringBuilder("arrow ").append(Clue.cells(circle));
        for (List<Cell> l : lines) sb.append(" : ").append(Clue.cells(l));
        return sb.toString();
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.arrow(this);
    }
}
