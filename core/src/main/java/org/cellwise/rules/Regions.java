package org.cellwise.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Constraint;
import org.cellwise.model.Cell;
import org.cellwise.model.Canvas;

/** Irregular (jigsaw) regions: each named region holds different values. */
public record Regions(Map<String, List<Cell>> regions) implements ValueRule {
    public Regions {
        regions = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(regions));
    }

    @Override
    public String keyword() {
        return "regions";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        List<Constraint> out = new ArrayList<>();
        regions.forEach((label, cells) -> out.add(new AllDifferent("region " + label, p.indexesOf(cells))));
        return out;
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.regions(this);
    }
}
