package org.cellwise.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Fixed;
import org.cellwise.model.Cell;
import org.cellwise.model.Canvas;

/** The clues: cells whose values are given. */
public record Givens(Map<Cell, Integer> values) implements ValueRule {
    public Givens {
        values = Collections.unmodifiableMap(new TreeMap<>(values));
    }

    @Override
    public String keyword() {
        return "givens";
    }

    /** "given r1c1" for the usual canvas sizes, built once: a file of a million Sudokus names the same cells. */
    private static final String[] NAMES = new String[64 * 64];

    private static String name(Cell cell) {
        if (cell.row() >= 64 || cell.col() >= 64) return "given " + cell;
        int k = cell.row() * 64 + cell.col();
        String n = NAMES[k];
        if (n == null) NAMES[k] = n = "given " + cell; // a benign race: every thread computes the same string
        return n;
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        List<Constraint> out = new ArrayList<>();
        values.forEach((cell, v) -> {
            int i = p.require(cell);
            if (!p.values().contains(v))
                throw new IllegalArgumentException("given " + v + " at " + cell + " is outside the values " + p.values());
            out.add(new Fixed(name(cell), i, v));
        });
        return out;
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.givens(this);
    }
}
