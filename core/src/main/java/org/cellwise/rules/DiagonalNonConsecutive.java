package org.cellwise.rules;

import org.cellwise.constraint.Relation;

/**
 * Diagonally touching cells never hold consecutive values: non-consecutive turned through 45 degrees, so it is the
 * same neighbour rule on the four corner steps.
 */
public final class DiagonalNonConsecutive extends NeighbourRule {
    public DiagonalNonConsecutive() {
        super(new int[][] {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}, Relation.Kind.NOT_CONSECUTIVE);
    }

    @Override
    public String keyword() {
        return "diagonal-non-consecutive";
    }
}
