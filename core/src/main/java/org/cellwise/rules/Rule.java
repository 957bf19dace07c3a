package org.cellwise.rules;

import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.model.Canvas;

/**
 * A rule of a puzzle, stated the way a setter states it. Rules compose freely: each expands, against the canvas,
 * into constraints of the few kinds in {@link org.cellwise.constraint}; the engine, the checker and the exporters
 * see only constraints. Writers and pictures, which speak in rules, dispatch through {@link Cases}: a new rule
 * shape is a new case there, and every writer and drawing then fails to compile until it handles it.
 */
public interface Rule {
    /** The word that names this rule in the formats and in reports, e.g. {@code anti-knight}. */
    String keyword();

    List<Constraint> expand(Canvas canvas);

    <R> R accept(Cases<R> cases);

    /**
     * Declares that {@code equals} and {@code hashCode} cover the rule's whole meaning, so its expansion may be
     * shared between puzzles that hold an equal rule on an equal canvas. A rule that cannot promise that (one
     * built from ready constraints, say) keeps the default and is expanded for each puzzle.
     */
    default boolean cacheable() {
        return false;
    }

    /** One case per shape of rule. */
    interface Cases<R> {
        /** A rule without parameters, named by its keyword alone (see {@link RuleCatalog}). */
        R flag(Rule rule);

        R givens(Givens givens);

        R labelledGiven(LabelledGiven given);

        R killerCage(KillerCage cage);

        /** A killer cage whose values add up to one of several sums (a digital-root cage). */
        R multiSumCage(MultiSumCage cage);

        R arithmeticCage(ArithmeticCage cage);

        R sumGroup(SumGroup group);

        R heading(Heading heading);

        R greaterThan(GreaterThan relation);

        R regions(Regions regions);

        /** A variant clue (lines, dots, marked cells, clues outside the grid): see {@link Clue.Cases}. */
        R clue(Clue clue);

        /** Either these rules or those: at least one branch (all of its rules) holds. */
        R either(Either either);

        /** A rule defined outside Cellwise (a library user's or a test's): it has no notation of its own. */
        R custom(Rule rule);
    }
}
