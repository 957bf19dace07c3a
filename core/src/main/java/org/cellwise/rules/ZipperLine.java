package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * A zipper line: cells the same distance from the line's middle add up to the same total; on a line of odd length
 * that total is the middle cell's value. Each pair is a sum set equal to the next one (or to the middle).
 */
public record ZipperLine(List<Cell> cells) implements Clue {
    public ZipperLine {
        cells = Cells.distinct("zipper", cells);
        if (cells.size() < 2) throw new IllegalArgumentException("a zipper line needs at least 2 cells");
    }

    @Override
    public String keyword() {
        return "zipper";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        int[] x = p.indexesOf(cells);
        int n = x.length, pairs = n / 2;
        String name = "zipper " + cells.get(0) + "-" + cells.get(n - 1);
        List<Constraint> out = new ArrayList<>();
        if (n % 2 == 1) {
            int mid = n / 2;
            for (int i = 0; i < pairs; i++)
                out.add(new Scan(name + ": " + cells.get(i) + "+" + cells.get(n - 1 - i) + "=" + cells.get(mid),
                        new int[] {x[i], x[n - 1 - i], x[mid]}, new Machine.Linear(new int[] {1, 1, -1}, 0)));
        } else {
            for (int i = 1; i < pairs; i++)
                out.add(new Scan(name + ": " + cells.get(i - 1) + "+" + cells.get(n - i) + "=" + cells.get(i) + "+" + cells.get(n - 1 - i),
                        new int[] {x[i - 1], x[n - i], x[i], x[n - 1 - i]}, new Machine.Linear(new int[] {1, 1, -1, -1}, 0)));
        }
        return out;
    }

    @Override
    public String statement() {
        return "zipper " + Clue.cells(cells);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.zipper(this);
    }
}
