package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;

/**
 * A chaos arrow (with {@link ChaosConstruction}): the {@code control} cell holds the length of a run of one region
 * along the arms, which all begin at one cell: from that cell along each arm, the cells in its region up to the first
 * that is not, the start counted once (and not at all if {@code excludingFirst}). Without arms, the arms run from the
 * control in the four directions to the grid's edges.
 */
public record ChaosArrow(Cell control, boolean excludingFirst, List<List<Cell>> arms) implements Clue {
    public ChaosArrow {
        arms = arms.stream().map(a -> Cells.distinct("chaos-arrow", a)).toList();
        for (List<Cell> a : arms) {
            if (a.isEmpty()) throw new IllegalArgumentException("chaos-arrow " + control + ": an arm needs cells");
            if (!a.get(0).equals(arms.get(0).get(0)))
                throw new IllegalArgumentException("chaos-arrow " + control + ": every arm begins at one cell (" + arms.get(0).get(0)
                        + "), not " + a.get(0));
        }
    }

    @Override
    public String keyword() {
        return "chaos-arrow";
    }

    /** The arms on {@code g}: those given, or the four from the control to the edges. */
    public List<List<Cell>> armsOn(Grid g) {
        if (!arms.isEmpty()) return arms;
        List<List<Cell>> out = new ArrayList<>();
        for (int[] d : new int[][] {{0, -1}, {0, 1}, {-1, 0}, {1, 0}}) {
            List<Cell> arm = new ArrayList<>();
            for (Cell c = control; g.contains(c); c = new Cell(c.row() + d[0], c.col() + d[1])) arm.add(c);
            out.add(arm);
        }
        return out;
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        Grid g = ChaosConstruction.regionsFor("chaos-arrow " + control, p);
        if (arms.isEmpty() && !g.contains(control))
            throw new IllegalArgumentException("chaos-arrow " + control + " without arms runs from its cell, which is not in the grid");
        List<List<Cell>> on = armsOn(g);
        Cell start = on.get(0).get(0);
        List<Cell> line = new ArrayList<>(List.of(control, ChaosConstruction.region(g, start)));
        List<Integer> lengths = new ArrayList<>();
        for (List<Cell> arm : on) {
            if (arm.size() == 1) continue;
            lengths.add(arm.size() - 1);
            for (Cell c : arm.subList(1, arm.size())) line.add(ChaosConstruction.region(g, c));
        }
        for (List<Cell> arm : on)
            for (Cell c : arm)
                if (!g.contains(c)) throw new IllegalArgumentException("chaos-arrow " + control + ": " + c + " is not a cell of the grid");
        int[] armLengths = lengths.stream().mapToInt(Integer::intValue).toArray();
        return List.of(new Scan("chaos-arrow " + control, p.indexesOf(line), new Machine.ChaosRun(excludingFirst ? 1 : 0, armLengths)));
    }

    @Override
    public String statement() {
        StringBuilder sb = new StringBuilder("chaos-arrow ").append(control);
        if (excludingFirst) sb.append(" excluding-first");
        for (List<Cell> a : arms) sb.append(" : ").append(Clue.cells(a));
        return sb.toString();
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.chaosArrow(this);
    }
}
