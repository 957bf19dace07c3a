package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;

/**
 * Every largest house of the grid (its rows, columns and boxes of the most cells) holds the same values: on a 6x6 of
 * values 1..9, the six values of row 1 are those of every row, column and box. Where the largest houses hold as many
 * cells as there are values, each holds every value anyway and nothing is added. Lowered house by house against the
 * first, value by value: as many of each value.
 */
public final class SameValueHouses extends FlagRule {
    @Override
    public String keyword() {
        return "same-value-houses";
    }

    /** The grid's largest houses, rows first, then columns, then boxes. */
    public static List<List<Cell>> largest(Grid g) {
        List<List<Cell>> all = new ArrayList<>();
        for (int r = 0; r < g.rows(); r++) all.add(g.row(r));
        for (int c = 0; c < g.cols(); c++) all.add(g.column(c));
        if (g.hasBoxes()) for (int b = 0; b < g.boxes(); b++) all.add(g.box(b));
        int most = all.stream().mapToInt(List::size).max().orElse(0);
        return all.stream().filter(h -> h.size() == most).toList();
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        Grid g = BesideGrid.grid(keyword(), p.grids());
        List<List<Cell>> houses = largest(g);
        List<Constraint> out = new ArrayList<>();
        if (houses.get(0).size() >= p.values().size()) return out; // each holds every value already
        List<Cell> first = houses.get(0);
        for (int h = 1; h < houses.size(); h++) {
            List<Cell> both = new ArrayList<>(first);
            both.addAll(houses.get(h));
            int[] x = p.indexesOf(both);
            for (int v = p.values().min(); v <= p.values().max(); v++)
                out.add(new Scan("same-value-houses: " + first.get(0) + "'s house and " + houses.get(h).get(0) + "'s, value " + v, x,
                        new Machine.SameCount(v, first.size())));
        }
        return out;
    }
}
