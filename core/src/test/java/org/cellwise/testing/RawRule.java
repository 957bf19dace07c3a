package org.cellwise.testing;

import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.model.Canvas;
import org.cellwise.rules.Rule;

/** A rule made of ready constraints, so tests can reach every constraint kind directly. */
public record RawRule(String keyword, List<Constraint> constraints) implements Rule {
    @Override
    public List<Constraint> expand(Canvas canvas) {
        return constraints;
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.custom(this);
    }
}
