package org.cellwise.rules;

import java.util.List;
import org.cellwise.model.Cell;

/**
 * A mark between two neighbouring cells with its number: a kropki dot's difference or ratio, an X's or V's sum. It
 * lies on the edge of side-by-side cells, or on the corner of diagonal neighbours ({@link DiagonalKropki},
 * {@link DiagonalXV}).
 */
public record Dot(Cell a, Cell b, boolean black, int k) {
    public Dot {
        if (Math.max(Math.abs(a.row() - b.row()), Math.abs(a.col() - b.col())) != 1)
            throw new IllegalArgumentException("a dot lies between side-by-side or diagonal neighbours, not " + a + " and " + b);
    }

    /** Whether the dot sits on a corner, between diagonal neighbours. */
    public boolean diagonal() {
        return a.row() != b.row() && a.col() != b.col();
    }

    /** The same dots, refused if one lies where this rule's dots do not. */
    static List<Dot> all(String what, List<Dot> dots, boolean diagonal) {
        for (Dot d : dots)
            if (d.diagonal() != diagonal)
                throw new IllegalArgumentException(what + " lie between " + (diagonal ? "diagonal neighbours" : "side-by-side cells")
                        + ", not " + d.a() + " and " + d.b());
        return List.copyOf(dots);
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
