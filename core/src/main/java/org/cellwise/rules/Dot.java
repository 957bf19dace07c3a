package org.cellwise.rules;

import org.cellwise.model.Cell;

/** A mark between two side-by-side cells with its number: a kropki dot's difference or ratio, an X's or V's sum. */
public record Dot(Cell a, Cell b, boolean black, int k) {
    public Dot {
        if (Math.abs(a.row() - b.row()) + Math.abs(a.col() - b.col()) != 1)
            throw new IllegalArgumentException("a dot lies between side-by-side cells, not " + a + " and " + b);
    }

    /** The same pair in either order. */
    boolean joins(Cell x, Cell y) {
        return (a.equals(x) && b.equals(y)) || (a.equals(y) && b.equals(x));
    }

    /** Each pair of side-by-side canvas cells that no dot joins, once. */
    static void undotted(org.cellwise.model.Canvas p, java.util.List<Dot> dots, java.util.function.BiConsumer<Cell, Cell> each) {
        java.util.Set<String> dotted = new java.util.HashSet<>();
        for (Dot d : dots) {
            dotted.add(d.a() + "-" + d.b());
            dotted.add(d.b() + "-" + d.a());
        }
        for (Cell a : p.cells())
            for (Cell b : new Cell[] {new Cell(a.row(), a.col() + 1), new Cell(a.row() + 1, a.col())})
                if (p.indexOf(b) >= 0 && !dotted.contains(a + "-" + b)) each.accept(a, b);
    }
}
