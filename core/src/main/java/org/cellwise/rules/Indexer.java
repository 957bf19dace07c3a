package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;

/**
 * Indexer cells (the "159" family): a value in an indexer cell names a cell of the house it indexes, and that cell
 * holds the indexer cell's own position. A row indexer at (R, C) holding V puts R in (V, C); a column indexer at
 * (R, C) holding V puts C in (R, V), as the 1, 5 and 9 columns of a 159 Sudoku do; a box indexer at position I of its
 * box holding V puts I at position V of the box, positions counted in reading order. A box is the grid's box, or
 * for irregular regions the {@code region} given (all the cells in it, position 1 first). Positions count from 1
 * whatever the values, as Sigh's solver reads them: on 0..8 an indexer cell holds 1..8, and a cell in column 9 can index
 * nothing (no value names its position).
 */
public record Indexer(Axis axis, List<Cell> cells, List<Cell> region) implements Clue {
    public enum Axis {
        ROW, COLUMN, BOX;

        public String keyword() {
            return name().toLowerCase(Locale.ROOT) + "-indexer";
        }
    }

    public Indexer {
        cells = Cells.distinct(axis.keyword(), cells);
        region = Cells.distinct(axis.keyword() + " region", region);
        if (cells.isEmpty()) throw new IllegalArgumentException(axis.keyword() + " needs a cell");
        if (!region.isEmpty() && axis != Axis.BOX) throw new IllegalArgumentException("only a box indexer names its region");
        for (Cell c : cells)
            if (!region.isEmpty() && !region.contains(c)) throw new IllegalArgumentException("box-indexer: " + c + " is not in the region it indexes");
    }

    public Indexer(Axis axis, List<Cell> cells) {
        this(axis, cells, List.of());
    }

    @Override
    public String keyword() {
        return axis.keyword();
    }

    /** The house an indexer cell points into, in position order (position 1 first). */
    public List<Cell> house(Canvas p, Cell x) {
        if (!region.isEmpty()) return region;
        Grid g = gridOf(p, x);
        int r = x.row() - g.top(), c = x.col() - g.left();
        return switch (axis) {
            case ROW -> g.column(c);
            case COLUMN -> g.row(r);
            case BOX -> {
                if (!g.hasBoxes()) throw new IllegalArgumentException(x + " is in no box: name the region it indexes (box-indexer CELLS : REGION)");
                yield g.box(g.boxOf(r, c));
            }
        };
    }

    private static Grid gridOf(Canvas p, Cell x) {
        List<Grid> in = p.grids().stream().filter(g -> g.contains(x)).toList();
        if (in.isEmpty()) throw new IllegalArgumentException(x + " is in no grid");
        if (in.size() > 1) throw new IllegalArgumentException(x + " lies in grids " + in.get(0).name() + " and " + in.get(1).name() + ": an indexer reads one grid");
        return in.get(0);
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        List<Constraint> out = new ArrayList<>();
        for (Cell x : cells) {
            List<Cell> house = house(p, x);
            int n = house.size();
            // positions count from 1 whatever the values (Sigh's solver's reading on a 0..8 grid): a value that
            // names no position (0, or above n) is refused, and a position no value names is never pointed at
            int lo = Math.max(1, p.values().min()), hi = Math.min(n, p.values().max());
            if (lo > hi)
                throw new IllegalArgumentException("an indexer names one of " + n + " cells by its value (1.." + n + "), and no value of " + p.values() + " does");
            int own = house.indexOf(x) + 1;
            int xi = p.require(x);
            if (lo > p.values().min() || hi < p.values().max())
                out.add(new Scan(axis.keyword().replace('-', ' ') + " " + x, new int[] {xi}, new Machine.OneOf(java.util.stream.IntStream.rangeClosed(lo, hi).toArray())));
            for (int v = lo; v <= hi; v++) {
                Cell t = house.get(v - 1);
                if (t.equals(x)) continue; // x holding its own position points at itself
                out.add(new Scan(axis.keyword().replace('-', ' ') + " " + x + ": " + t, new int[] {xi, p.require(t)}, new Machine.Iff(v, own)));
            }
        }
        return out;
    }

    @Override
    public String statement() {
        return keyword() + " " + Clue.cells(cells) + (region.isEmpty() ? "" : " : " + Clue.cells(region));
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.indexer(this);
    }
}
