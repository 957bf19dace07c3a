package org.cellwise.puzzle;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Fixed;
import org.cellwise.rules.Rule;

/**
 * A puzzle's rules expanded into constraints, once: the shared {@link Structure} and the puzzle's own givens,
 * both as constraints and as plain arrays (the engine reads the arrays: naming each given as a constraint costs
 * more than solving an easy Sudoku).
 */
public final class Compiled {
    private final Structure structure;
    private final List<Fixed> givens;
    private final int[] givenCells, givenValues;
    private final List<Expansion> expansions;
    private volatile List<Constraint> all;

    /** One rule of the puzzle and what it expanded into. */
    public record Expansion(Rule rule, List<Constraint> constraints) {}

    Compiled(Structure structure, List<Fixed> givens, List<Expansion> expansions) {
        this.structure = structure;
        this.expansions = expansions;
        this.givens = List.copyOf(givens);
        this.givenCells = new int[givens.size()];
        this.givenValues = new int[givens.size()];
        for (int i = 0; i < givens.size(); i++) {
            givenCells[i] = givens.get(i).cell();
            givenValues[i] = givens.get(i).value();
        }
    }

    public Structure structure() {
        return structure;
    }

    public List<Fixed> givens() {
        return givens;
    }

    /** Cell index of each given; the same order as {@link #givenValues()}. */
    public int[] givenCells() {
        return givenCells;
    }

    public int[] givenValues() {
        return givenValues;
    }

    /** Each rule of the puzzle, in its order, with its constraints (the checker reports rule by rule). */
    public List<Expansion> expansions() {
        return expansions;
    }

    /** Every constraint: the structure's, then the givens. */
    public List<Constraint> constraints() {
        List<Constraint> a = all;
        if (a == null) {
            List<Constraint> out = new ArrayList<>(structure.constraints().size() + givens.size());
            out.addAll(structure.constraints());
            out.addAll(givens);
            all = a = Collections.unmodifiableList(out);
        }
        return a;
    }
}
