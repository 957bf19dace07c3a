package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Relation;
import org.cellwise.model.Canvas;

/**
 * Two cells at taxicab distance exactly {@code distance} (rows apart plus columns apart) hold different values. It
 * has a parameter, so it is a statement ({@code taxicab 4}) rather than a flag; it draws nothing, as no mark on the
 * grid shows it, and the page says it in a sentence instead.
 */
public record Taxicab(int distance) implements Clue, PuzzleWide {
    public Taxicab {
        if (distance < 1) throw new IllegalArgumentException("a taxicab distance is at least 1, not " + distance);
    }

    @Override
    public String keyword() {
        return "taxicab";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        List<Constraint> out = new ArrayList<>();
        // no two cells are further apart than the canvas spans: past it the steps would be listed for nothing (up
        // to the largest int, where counting them never ended)
        if (distance > Moves.span(p)) return out;
        Moves.pairs(p, Moves.taxicab(distance), (i, j, a, b) ->
                out.add(new Relation(title() + " " + a + "-" + b, i, j, Relation.Kind.NOT_EQUAL)));
        return out;
    }

    @Override
    public String statement() {
        return title();
    }

    @Override
    public String title() {
        return "taxicab " + distance;
    }

    @Override
    public String sentence() {
        return "cells a taxicab distance of " + distance + " apart (rows plus columns) hold different values";
    }

    @Override
    public <R> R accept(Clue.Cases<R> cases) {
        return cases.taxicab(this);
    }
}
