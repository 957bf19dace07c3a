package org.cellwise.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Constraint;
import org.cellwise.model.Cell;
import org.cellwise.model.Canvas;

/**
 * Irregular (jigsaw) regions: each named region holds different values. With {@code disjoint}, the disjoint groups
 * of the regions too: the i-th cell of every region, counted in reading order, hold different values (f-puzzles'
 * disjoint groups over irregular regions; over boxes this is the {@code offset} rule).
 */
public record Regions(Map<String, List<Cell>> regions, boolean disjoint) implements ValueRule {
    public Regions {
        regions = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(regions));
    }

    public Regions(Map<String, List<Cell>> regions) {
        this(regions, false);
    }

    /**
     * The rules with disjoint groups stated once: on a canvas whose grids have no boxes, the {@code offset} flag speaks
     * of the regions, so it becomes part of them, whichever way the puzzle was made (read or built).
     */
    public static List<Rule> withDisjointGroups(List<Rule> rules, Canvas canvas) {
        if (canvas.grids().stream().anyMatch(org.cellwise.model.Grid::hasBoxes)
                || rules.stream().noneMatch(r -> r instanceof OffsetGroups) || rules.stream().noneMatch(r -> r instanceof Regions)) return rules;
        List<Rule> out = new ArrayList<>();
        for (Rule r : rules)
            if (r instanceof Regions g) out.add(new Regions(g.regions(), true));
            else if (!(r instanceof OffsetGroups)) out.add(r);
        return out;
    }

    @Override
    public String keyword() {
        return "regions";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        List<Constraint> out = new ArrayList<>();
        regions.forEach((label, cells) -> out.add(new AllDifferent("region " + label, p.indexesOf(cells))));
        if (disjoint) {
            List<List<Cell>> groups = new ArrayList<>();
            for (List<Cell> cells : regions.values()) {
                List<Cell> ordered = cells.stream().sorted().toList();
                for (int i = 0; i < ordered.size(); i++) {
                    if (groups.size() == i) groups.add(new ArrayList<>());
                    groups.get(i).add(ordered.get(i));
                }
            }
            for (int i = 0; i < groups.size(); i++)
                if (groups.get(i).size() > 1) out.add(new AllDifferent("disjoint group " + (i + 1), p.indexesOf(groups.get(i))));
        }
        return out;
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.regions(this);
    }
}
