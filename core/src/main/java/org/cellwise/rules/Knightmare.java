package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Relation;
import org.cellwise.model.Canvas;
import org.cellwise.model.ValueRange;

/**
 * Two cells a knight's move apart never add up to 5 or to 15 (the knightmare rule as setters publish it). Each
 * pair is two not-sum relations rather than one table, so explanations can say which sum a removal avoids; a sum
 * no two values of the canvas can make (15 on a 6×6) is left out, as it removes nothing.
 */
public final class Knightmare extends FlagRule {
    static final int[] SUMS = {5, 15};
    private static final int[][] KNIGHT = {{1, 2}, {2, 1}, {1, -2}, {2, -1}, {-1, 2}, {-2, 1}, {-1, -2}, {-2, -1}};

    @Override
    public String keyword() {
        return "knightmare";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        ValueRange v = p.values();
        List<Constraint> out = new ArrayList<>();
        Moves.pairs(p, KNIGHT, (i, j, a, b) -> {
            for (int sum : SUMS)
                if (sum >= 2 * v.min() && sum <= 2 * v.max())
                    out.add(new Relation("knightmare " + a + "-" + b, i, j, Relation.Kind.NOT_SUM, sum));
        });
        return out;
    }
}
