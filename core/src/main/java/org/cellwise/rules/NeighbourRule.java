package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Relation;
import org.cellwise.model.Cell;
import org.cellwise.model.Canvas;

/** A relation between every two canvas cells a fixed set of steps apart (a knight's move, a king's move...). */
abstract class NeighbourRule extends FlagRule {
    private final int[][] steps;
    private final Relation.Kind kind;

    NeighbourRule(int[][] steps, Relation.Kind kind) {
        this.steps = steps;
        this.kind = kind;
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        List<Constraint> out = new ArrayList<>();
        for (int i = 0; i < p.size(); i++) {
            Cell a = p.cells().get(i);
            for (int[] s : steps) {
                int j = p.indexOf(a.row() + s[0], a.col() + s[1]);
                // each unordered pair once: only towards later cells
                if (j > i) out.add(new Relation(keyword() + " " + a + "-" + p.cells().get(j), i, j, kind));
            }
        }
        return out;
    }
}
