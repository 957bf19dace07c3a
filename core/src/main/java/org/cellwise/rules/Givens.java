package org.cellwise.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Fixed;
import org.cellwise.model.Cell;
import org.cellwise.model.Puzzle;

/** The clues: cells whose values are given. */
public record Givens(Map<Cell, Integer> values) implements Rule {
    public Givens {
        values = Collections.unmodifiableMap(new TreeMap<>(values));
    }

    @Override
    public String keyword() {
        return "givens";
    }

    @Override
    public List<Constraint> expand(Puzzle p) {
        List<Constraint> out = new ArrayList<>();
        values.forEach((cell, v) -> {
            int i = GreaterThan.index(p, cell);
            if (!p.values().contains(v))
                throw new IllegalArgumentException("given " + v + " at " + cell + " is outside the values " + p.values());
            out.add(new Fixed("given " + cell, i, v));
        });
        return out;
    }
}
