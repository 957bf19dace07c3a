package org.cellwise.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * Sets of cells with one common sum, which no clue gives (a magic square's rows, columns and diagonals). Values may
 * repeat within a set, and a cell may be in several sets; a set of one cell holds the sum itself. Lowered set by set
 * against the first: the first's sum minus the other's is 0 (a cell in both drops out).
 */
public record EqualSum(List<List<Cell>> sets) implements Clue {
    public EqualSum {
        sets = sets.stream().map(List::copyOf).toList();
        if (sets.size() < 2) throw new IllegalArgumentException("equal-sum needs at least 2 sets, split by |");
        for (List<Cell> s : sets) {
            if (s.isEmpty()) throw new IllegalArgumentException("equal-sum needs cells in each set");
            Cells.distinct("equal-sum", s);
        }
    }

    @Override
    public String keyword() {
        return "equal-sum";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        List<Constraint> out = new ArrayList<>();
        List<Cell> first = sets.get(0);
        for (int s = 1; s < sets.size(); s++) {
            Map<Cell, Integer> terms = new LinkedHashMap<>();
            for (Cell c : first) terms.merge(c, 1, Integer::sum);
            for (Cell c : sets.get(s)) terms.merge(c, -1, Integer::sum);
            terms.values().removeIf(w -> w == 0);
            if (terms.isEmpty()) continue; // the same cells: the same sum
            List<Cell> cells = new ArrayList<>(terms.keySet());
            int[] w = terms.values().stream().mapToInt(Integer::intValue).toArray();
            out.add(new Scan("equal sum " + first.get(0) + " | " + sets.get(s).get(0), p.indexesOf(cells), new Machine.Linear(w, 0)));
        }
        return out;
    }

    @Override
    public String statement() {
        StringBuilder sb = new StringBuilder("equal-sum");
        for (int s = 0; s < sets.size(); s++) sb.append(s == 0 ? " " : " | ").append(Clue.cells(sets.get(s)));
        return sb.toString();
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.equalSum(this);
    }
}
