package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.*;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/** The line reads the same from both ends. */
public record Palindrome(List<Cell> cells) implements Clue {
    public Palindrome {
        cells = Cells.distinct("palindrome", cells);
        if (cells.size() < 2) throw new IllegalArgumentException("palindrome needs at least 2 cells");
    }

    @Override
    public String keyword() {
        return "palindrome";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        int[] x = p.indexesOf(cells);
        List<Constraint> out = new ArrayList<>();
        for (int i = 0; i < x.length / 2; i++)
            out.add(new Equal("palindrome " + cells.get(0) + ": " + cells.get(i) + "=" + cells.get(x.length - 1 - i), new int[] {x[i], x[x.length - 1 - i]}));
        return out;
    }

    @Override
    public String statement() {
        return "palindrome " + Clue.cells(cells);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.palindrome(this);
    }
}
