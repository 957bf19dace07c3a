package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * A setter's relation ({@link PairTable}) on a line: each cell and the next, in order ({@code pairs}), or every two
 * of the cells, each way round ({@code all-pairs}).
 */
public record PairLine(PairTable relation, List<Cell> cells, boolean all) implements Clue {
    public PairLine {
        cells = Cells.distinct(all ? "all-pairs" : "pairs", cells);
        if (cells.size() < 2) throw new IllegalArgumentException("a relation needs at least 2 cells");
    }

    @Override
    public String keyword() {
        return all ? "all-pairs" : "pairs";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        Machine m = new Machine.Pairs(relation.pairs());
        List<Constraint> out = new ArrayList<>();
        String name = keyword() + " " + relation.name() + " ";
        for (int i = 0; i < cells.size(); i++)
            for (int j = i + 1; j < (all ? cells.size() : Math.min(i + 2, cells.size())); j++) {
                out.add(new Scan(name + cells.get(i) + "-" + cells.get(j), new int[] {p.require(cells.get(i)), p.require(cells.get(j))}, m));
                if (all) out.add(new Scan(name + cells.get(j) + "-" + cells.get(i), new int[] {p.require(cells.get(j)), p.require(cells.get(i))}, m));
            }
        return out;
    }

    @Override
    public List<String> definitions() {
        return List.of(relation.statement());
    }

    @Override
    public String statement() {
        return keyword() + " " + relation.name() + " " + Clue.cells(cells);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.pairs(this);
    }
}
