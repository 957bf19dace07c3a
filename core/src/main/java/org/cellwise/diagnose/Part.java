package org.cellwise.diagnose;

import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.model.Canvas;
import org.cellwise.rules.Rule;

/**
 * Some of a puzzle's constraints, already expanded, as one rule: the diagnoses solve the same canvas with parts
 * of its constraints left out. It has no notation, so writers and pictures see it as a custom rule.
 */
record Part(List<Constraint> constraints) implements Rule {
    @Override
    public String keyword() {
        return "part";
    }

    @Override
    public List<Constraint> expand(Canvas canvas) {
        return constraints;
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.custom(this);
    }
}
