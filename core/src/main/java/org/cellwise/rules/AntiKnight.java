package org.cellwise.rules;

import org.cellwise.constraint.Relation;

/** Cells a chess knight's move apart hold different values (seed 001). */
public final class AntiKnight extends NeighbourRule {
    public AntiKnight() {
        super(new int[][] {{1, 2}, {2, 1}, {1, -2}, {2, -1}, {-1, 2}, {-2, 1}, {-1, -2}, {-2, -1}},
                Relation.Kind.NOT_EQUAL);
    }

    @Override
    public String keyword() {
        return "anti-knight";
    }
}
