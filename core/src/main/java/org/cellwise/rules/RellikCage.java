package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/** A rellik cage: its values are different, and no one or more of them add up to {@code sum}. */
public record RellikCage(int sum, List<Cell> cells) implements Clue {
    public RellikCage {
        cells = Cells.distinct("rellik", cells);
        if (cells.isEmpty()) throw new IllegalArgumentException("a rellik cage needs a cell");
        if (sum < 1 || sum > 62) throw new IllegalArgumentException("a rellik cage's sum is 1 to 62, not " + sum);
    }

    @Override
    public String keyword() {
        return "rellik";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        Cells.valuesFrom("rellik", 0, Integer.MAX_VALUE, p);
        int[] x = p.indexesOf(cells);
        String name = "rellik " + sum + " " + cells.get(0);
        return x.length == 1 ? List.of(new Scan(name, x, new Machine.NoSubsetSum(sum)))
                : List.of(new AllDifferent(name, x), new Scan(name, x, new Machine.NoSubsetSum(sum)));
    }

    @Override
    public String statement() {
        return "rellik " + sum + " " + Clue.cells(cells);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.rellik(this);
    }
}
