package org.cellwise.constraint;

/**
 * The few constraint kinds every rule expands into. The engine propagates them, the checker evaluates them,
 * and the exporters translate them; a rule never talks to the engine directly.
 *
 * <p>Cells are indexes into {@link org.cellwise.model.Puzzle#cells()}. The name says where the constraint came
 * from ("row 3", "cage a", "anti-knight r1c1-r2c3") so a report can say which rule forced what.
 */
public sealed interface Constraint
        permits AllDifferent, Sum, Arithmetic, Relation, Equal, SumOrProduct, Fixed {

    String name();

    int[] cells();

    /** Whether a full assignment ({@code values[cell]}) satisfies this constraint. */
    boolean holds(int[] values);

    static String describeCells(int[] cells) {
        StringBuilder sb = new StringBuilder();
        for (int c : cells) sb.append(sb.length() == 0 ? "" : " ").append(c);
        return sb.toString();
    }
}
