package org.cellwise.testing;

import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.model.Puzzle;
import org.cellwise.rules.Rule;

/** A rule made of ready constraints, so tests can reach every constraint kind directly. */
public record RawRule(String keyword, List<Constraint> constraints) implements Rule {
    @Override
    public List<Constraint> expand(Puzzle puzzle) {
        return constraints;
    }
}
