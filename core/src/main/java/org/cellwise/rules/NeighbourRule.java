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
        int[] later = new int[steps.length];
        for (int i = 0; i < p.size(); i++) {
            Cell a = p.cells().get(i);
            int k = 0;
            for (int[] s : steps) {
                int j = p.indexOf(a.row() + s[0], a.col() + s[1]);
                // each unordered pair once: only towards later cells
                if (j > i) later[k++] = j;
            }
            // in cell order, as any rule listing the same pairs lists them (one written in clingo's notation, say), so
            // the search meets them in one order
            java.util.Arrays.sort(later, 0, k);
            for (int x = 0; x < k; x++) out.add(new Relation(keyword() + " " + a + "-" + p.cells().get(later[x]), i, later[x], kind));
        }
        return out;
    }
}
