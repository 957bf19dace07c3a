package org.cellwise.constraint;

/**
 * The few constraint kinds every rule expands into. The engine propagates them, the checker evaluates them,
 * and the exporters translate them; a rule never talks to the engine directly.
 *
 * <p>Cells are indexes into {@link org.cellwise.model.Canvas#cells()}. The name says where the constraint came
 * from ("row 3", "cage a", "anti-knight r1c1-r2c3") so a report can say which rule forced what.
 *
 * <p>Everything that handles constraint kinds does so through {@link Cases}: adding a kind adds a case, and
 * each handler (the engine's compiler, the checker, every exporter, the test oracle) then fails to compile
 * until it handles the new kind.
 */
public sealed interface Constraint
        permits AllDifferent, Sum, Arithmetic, Relation, Equal, SumOrProduct, Fixed, Scan, AnyOf, Rank, Connected {

    String name();

    int[] cells();

    /** Whether a full assignment ({@code values[cell]}) satisfies this constraint. */
    boolean holds(int[] values);

    <R> R accept(Cases<R> cases);

    /** One case per kind. */
    interface Cases<R> {
        R allDifferent(AllDifferent c);

        R sum(Sum c);

        R arithmetic(Arithmetic c);

        R relation(Relation c);

        R equal(Equal c);

        R sumOrProduct(SumOrProduct c);

        R fixed(Fixed c);

        R scan(Scan c);

        /** At least one of several conjunctions of constraints holds. */
        R anyOf(AnyOf c);

        /** Where a line stands among lines read as numbers (full-rank clues). */
        R rank(Rank c);

        /** The cells holding some values form one orthogonally connected area (connected-values clues). */
        R connected(Connected c);
    }
}
