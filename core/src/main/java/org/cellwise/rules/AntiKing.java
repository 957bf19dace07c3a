package org.cellwise.rules;

import org.cellwise.constraint.Relation;

/** Cells a chess king's move apart (diagonal neighbours included) hold different values. */
public final class AntiKing extends NeighbourRule {
    public AntiKing() {
        super(new int[][] {{0, 1}, {1, 0}, {1, 1}, {1, -1}, {0, -1}, {-1, 0}, {-1, -1}, {-1, 1}},
                Relation.Kind.NOT_EQUAL);
    }

    @Override
    public String keyword() {
        return "anti-king";
    }
}
