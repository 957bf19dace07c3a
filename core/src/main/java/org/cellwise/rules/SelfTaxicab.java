package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Relation;
import org.cellwise.model.Canvas;

/**
 * A value d never appears at taxicab distance d from another d: two cells k apart (rows plus columns) are not both
 * k. Only distances that are also values ask anything, so the pairs stop at the largest value.
 */
public final class SelfTaxicab extends FlagRule {
    @Override
    public String keyword() {
        return "self-taxicab";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        List<Constraint> out = new ArrayList<>();
        for (int d = Math.max(1, p.values().min()); d <= Math.min(p.values().max(), Moves.span(p)); d++) {
            int k = d;
            Moves.pairs(p, Moves.taxicab(d), (i, j, a, b) ->
                    out.add(new Relation("self-taxicab " + k + " " + a + "-" + b, i, j, Relation.Kind.NOT_BOTH, k)));
        }
        return out;
    }
}
