package org.cellwise.rules;

import org.cellwise.constraint.Relation;

/** Orthogonal neighbours never hold consecutive values. */
public final class NonConsecutive extends NeighbourRule {
    public NonConsecutive() {
        super(new int[][] {{0, 1}, {1, 0}, {0, -1}, {-1, 0}}, Relation.Kind.NOT_CONSECUTIVE);
    }

    @Override
    public String keyword() {
        return "non-consecutive";
    }
}
