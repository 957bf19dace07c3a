package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Relation;
import org.cellwise.model.Canvas;

/**
 * Moves of one's own, as fairy chess pieces leap: each offset (a, b) joins every two cells (±a, ±b) or (±b, ±a)
 * apart, and two joined cells do not hold the same value; with {@code values} listed, only those values may not
 * repeat, one not-both relation per value (anti-knight on the 1s alone, say). Offsets are kept as (small, large)
 * and sorted, so one rule has one spelling.
 */
public record Chess(List<Offset> offsets, List<Integer> values) implements Clue, PuzzleWide {
    /** A leap of {@code a} rows and {@code b} columns, either way round. */
    public record Offset(int a, int b) implements Comparable<Offset> {
        public Offset {
            if (a < 0 || b < 0) throw new IllegalArgumentException("a chess move is two distances, 0 or more, not " + a + "," + b);
            if (a == 0 && b == 0) throw new IllegalArgumentException("a chess move of 0,0 joins a cell to itself");
            if (a > b) {
                int t = a;
                a = b;
                b = t;
            }
        }

        @Override
        public int compareTo(Offset o) {
            return a != o.a ? Integer.compare(a, o.a) : Integer.compare(b, o.b);
        }

        @Override
        public String toString() {
            return a + "," + b;
        }
    }

    public Chess {
        if (offsets.isEmpty()) throw new IllegalArgumentException("a chess rule needs at least one move, such as 1,2");
        offsets = List.copyOf(new TreeSet<>(offsets));
        values = List.copyOf(new TreeSet<>(values));
    }

    @Override
    public String keyword() {
        return "chess";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        List<Constraint> out = new ArrayList<>();
        for (Offset o : offsets)
            Moves.pairs(p, Moves.leap(o.a(), o.b()), (i, j, a, b) -> {
                String name = "chess " + o + " " + a + "-" + b;
                if (values.isEmpty()) out.add(new Relation(name, i, j, Relation.Kind.NOT_EQUAL));
                else for (int v : values) if (p.values().contains(v)) out.add(new Relation(name, i, j, Relation.Kind.NOT_BOTH, v));
            });
        return out;
    }

    @Override
    public String statement() {
        return title();
    }

    @Override
    public String title() {
        StringBuilder sb = new StringBuilder("chess");
        for (Offset o : offsets) sb.append(' ').append(o);
        if (!values.isEmpty()) sb.append(" values ").append(Clues.values(values.stream().mapToInt(Integer::intValue).toArray()));
        return sb.toString();
    }

    @Override
    public String sentence() {
        List<String> moves = new ArrayList<>();
        for (Offset o : offsets) moves.add(o.a() + " and " + o.b());
        String which = values.isEmpty() ? "the same value"
                : "the same value when it is " + String.join(" or ", values.stream().map(String::valueOf).toList());
        return "cells a chess move apart (" + String.join("; ", moves) + " cells, in rows and columns either way) never hold " + which;
    }

    @Override
    public <R> R accept(Clue.Cases<R> cases) {
        return cases.chess(this);
    }
}
