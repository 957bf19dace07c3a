package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Relation;
import org.cellwise.model.Canvas;
import org.cellwise.model.ValueRange;

/**
 * Two cells a knight's move apart never add up to any of {@code sums}: 5 or 15 as setters publish the rule (the
 * flag {@code knightmare}), other sums as a statement ({@code knightmare 7,11}). The usual sums are the flag in
 * every format, so a puzzle written and read back keeps its checkbox on the page. Each pair is one not-sum
 * relation per sum rather than one table, so explanations can say which sum a removal avoids; a sum no two values
 * of the canvas can make (15 on a 6×6) is left out, as it removes nothing.
 */
public record Knightmare(List<Integer> sums) implements Clue, PuzzleWide {
    static final List<Integer> USUAL = List.of(5, 15);
    private static final int[][] KNIGHT = {{1, 2}, {2, 1}, {1, -2}, {2, -1}, {-1, 2}, {-2, 1}, {-1, -2}, {-2, -1}};

    public Knightmare {
        if (sums.isEmpty()) throw new IllegalArgumentException("knightmare needs at least one sum, such as 5,15");
        sums = List.copyOf(new TreeSet<>(sums));
    }

    /** The rule as setters publish it: no knight's-move pair adds up to 5 or 15. */
    public Knightmare() {
        this(USUAL);
    }

    @Override
    public String keyword() {
        return "knightmare";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        ValueRange v = p.values();
        List<Constraint> out = new ArrayList<>();
        Moves.pairs(p, KNIGHT, (i, j, a, b) -> {
            for (int sum : sums)
                if (sum >= 2 * v.min() && sum <= 2 * v.max())
                    out.add(new Relation("knightmare " + a + "-" + b, i, j, Relation.Kind.NOT_SUM, sum));
        });
        return out;
    }

    private boolean usual() {
        return sums.equals(USUAL);
    }

    /** The usual sums are the flag; others are a statement of their own. */
    @Override
    public <R> R accept(Rule.Cases<R> cases) {
        return usual() ? cases.flag(this) : cases.clue(this);
    }

    @Override
    public String statement() {
        return title();
    }

    @Override
    public String title() {
        return usual() ? "knightmare" : "knightmare " + Clues.values(sums.stream().mapToInt(Integer::intValue).toArray());
    }

    @Override
    public String sentence() {
        List<String> said = sums.stream().map(String::valueOf).toList();
        return "cells a knight's move apart never add up to "
                + (said.size() == 1 ? said.get(0) : String.join(", ", said.subList(0, said.size() - 1)) + " or to " + said.get(said.size() - 1));
    }

    @Override
    public <R> R accept(Clue.Cases<R> cases) {
        return cases.knightmare(this);
    }
}
