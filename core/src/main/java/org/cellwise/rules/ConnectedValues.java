package org.cellwise.rules;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.cellwise.constraint.Connected;
import org.cellwise.constraint.Constraint;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;

/**
 * The cells holding one of some values form one orthogonally connected area, never empty, of exactly {@code size}
 * cells when a size is given (ISS's ConnectedValues: "all odd cells form one connected region", a loop's cells, one
 * area per digit). Over the listed cells, or, with none listed, every grid cell of the canvas; cells touch when they
 * are side by side on the canvas. Lowered into one {@link Connected} constraint, which the engine propagates as a
 * whole.
 */
public record ConnectedValues(List<Integer> values, int size, List<Cell> cells) implements Clue, PuzzleWide {
    public ConnectedValues {
        values = List.copyOf(new LinkedHashSet<>(values));
        cells = Cells.distinct("connected-values", cells);
        if (values.isEmpty()) throw new IllegalArgumentException("connected-values needs a value");
        if (size < 0) throw new IllegalArgumentException("connected-values: an area of " + size + " cells");
    }

    @Override
    public String keyword() {
        return "connected-values";
    }

    /** The cells the area lies among: those listed, else every grid cell in reading order. */
    public List<Cell> among(Canvas p) {
        if (!cells.isEmpty()) return cells;
        java.util.TreeSet<Cell> all = new java.util.TreeSet<>();
        for (Grid g : p.grids()) all.addAll(g.cells());
        return new ArrayList<>(all);
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        for (int v : values)
            if (!p.values().contains(v))
                throw new IllegalArgumentException("connected-values: " + v + " is not one of the puzzle's values " + p.values());
        List<Cell> area = among(p);
        if (size > area.size())
            throw new IllegalArgumentException("connected-values: an area of " + size + " cells among " + area.size());
        java.util.Map<Cell, Integer> at = new java.util.HashMap<>();
        for (int i = 0; i < area.size(); i++) at.put(area.get(i), i);
        int[][] next = new int[area.size()][];
        for (int i = 0; i < area.size(); i++) {
            Cell c = area.get(i);
            List<Integer> nb = new ArrayList<>();
            for (Cell o : List.of(new Cell(c.row() - 1, c.col()), new Cell(c.row(), c.col() - 1), new Cell(c.row(), c.col() + 1),
                    new Cell(c.row() + 1, c.col()))) {
                Integer j = at.get(o);
                if (j != null) nb.add(j);
            }
            next[i] = nb.stream().mapToInt(Integer::intValue).toArray();
        }
        String name = "connected values " + joined() + (size > 0 ? " size " + size : "") + (cells.isEmpty() ? "" : " from " + cells.get(0));
        return List.of(new Connected(name, p.indexesOf(area), next, values.stream().mapToInt(Integer::intValue).toArray(), size));
    }

    private String joined() {
        StringBuilder sb = new StringBuilder();
        for (int v : values) sb.append(sb.length() == 0 ? "" : ",").append(v);
        return sb.toString();
    }

    @Override
    public String statement() {
        return "connected-values " + joined() + (size > 0 ? " size " + size : "") + (cells.isEmpty() ? "" : " : " + Clue.cells(cells));
    }

    /** The statement, its cells by the first of them: what the checker names its line by. */
    @Override
    public String title() {
        return "connected-values " + joined() + (size > 0 ? " size " + size : "") + (cells.isEmpty() ? "" : " : " + cells.get(0) + "…");
    }

    /** Said beside the grid: over the whole grid no mark shows it; over listed cells, they are outlined too. */
    @Override
    public String sentence() {
        StringBuilder vs = new StringBuilder();
        for (int k = 0; k < values.size(); k++)
            vs.append(k == 0 ? "" : k == values.size() - 1 ? " or " : ", ").append(values.get(k));
        return "the cells " + (cells.isEmpty() ? "" : "outlined from " + cells.get(0) + " ") + "holding " + vs
                + " form one orthogonally connected area" + (size > 0 ? " of " + size + " cells" : "");
    }

    @Override
    public <R> R accept(Clue.Cases<R> cases) {
        return cases.connectedValues(this);
    }
}
