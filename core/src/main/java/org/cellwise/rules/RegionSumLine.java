package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * A region sum line: each of its segments (the stretches inside one box or region, split where the line crosses a
 * border) adds up to the same total. The reader splits the line by the puzzle's regions; each segment is kept.
 */
public record RegionSumLine(List<List<Cell>> segments) implements Clue {
    public RegionSumLine {
        segments = segments.stream().map(List::copyOf).toList();
        if (segments.size() < 2 || segments.stream().anyMatch(List::isEmpty))
            throw new IllegalArgumentException("a region sum line crosses at least one border (two segments, split by |)");
        Cells.distinct("region sum line", segments.stream().flatMap(List::stream).toList());
    }

    @Override
    public String keyword() {
        return "region-sum";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        List<Constraint> out = new ArrayList<>();
        for (int s = 1; s < segments.size(); s++) {
            List<Cell> a = segments.get(s - 1), b = segments.get(s);
            List<Cell> both = new ArrayList<>(a);
            both.addAll(b);
            int[] w = new int[both.size()];
            for (int i = 0; i < w.length; i++) w[i] = i < a.size() ? 1 : -1;
            out.add(new Scan("region sum line " + segments.get(0).get(0) + ": " + a.get(0) + "|" + b.get(0), p.indexesOf(both), new Machine.Linear(w, 0)));
        }
        return out;
    }

    @Override
    public String statement() {
        StringBuilder sb = new StringBuilder("region-sum");
        for (int s = 0; s < segments.size(); s++) sb.append(s == 0 ? " " : " | ").append(Clue.cells(segments.get(s)));
        return sb.toString();
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.regionSum(this);
    }
}
