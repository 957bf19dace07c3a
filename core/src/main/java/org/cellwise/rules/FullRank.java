package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Rank;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;

/**
 * A full-rank clue outside the grid at {@code at}: every row and column of the (square) grid is read as a number
 * both ways, 4N numbers for an N×N grid, and the one read from the clue is the {@code rank}-th smallest: exactly
 * {@code rank - 1} of the others are smaller. No other line reads the same as a clued one, unless {@code tied}: then
 * lines equal to it share its rank (the next rank after them is skipped), as Sigh's solver's "any rank" ties.
 */
public record FullRank(Cell at, int rank, boolean tied) implements Clue {
    public FullRank {
        if (rank < 1) throw new IllegalArgumentException("a rank is 1 or more, not " + rank);
    }

    public FullRank(Cell at, int rank) {
        this(at, rank, false);
    }

    @Override
    public String keyword() {
        return "full-rank";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        List<Cell> seen = Clues.lineFrom(p, at);
        Grid g = gridOf(p, seen.get(0));
        List<List<Cell>> lines = lines(g);
        int line = -1;
        // the line read from the clue: it starts beside the clue and runs away from it
        for (int i = 0; i < lines.size() && line < 0; i++)
            if (seen.size() >= lines.get(i).size() && seen.subList(0, lines.get(i).size()).equals(lines.get(i))) line = i;
        if (line < 0) throw new IllegalArgumentException("a full-rank clue sits beside the grid's edge, at the start of a row or column; " + at + " is not");
        if (rank > lines.size())
            throw new IllegalArgumentException("a full rank among the " + lines.size() + " lines of a " + g.dims() + " grid is 1 to " + lines.size() + ", not " + rank);
        return List.of(new Rank("full rank " + rank + " at " + at, indexes(p, lines), line, rank, tied));
    }

    /** The grid holding {@code cell}, which full-rank clues need square. */
    static Grid gridOf(Canvas p, Cell cell) {
        for (Grid g : p.grids())
            if (g.contains(cell)) {
                if (!g.square()) throw new IllegalArgumentException("full rank ranks the rows and columns of a square grid, not of a " + g.dims() + " one");
                return g;
            }
        throw new IllegalArgumentException("full rank ranks the rows and columns of a grid; " + cell + " is in none");
    }

    /** Each row read from the left, then from the right, then each column from the top, then from the bottom. */
    static List<List<Cell>> lines(Grid g) {
        List<List<Cell>> out = new ArrayList<>();
        for (int r = 0; r < g.rows(); r++) {
            out.add(g.row(r));
            out.add(reversed(g.row(r)));
        }
        for (int c = 0; c < g.cols(); c++) {
            out.add(g.column(c));
            out.add(reversed(g.column(c)));
        }
        return out;
    }

    static int[][] indexes(Canvas p, List<List<Cell>> lines) {
        int[][] out = new int[lines.size()][];
        for (int i = 0; i < out.length; i++) out[i] = p.indexesOf(lines.get(i));
        return out;
    }

    private static List<Cell> reversed(List<Cell> cells) {
        List<Cell> out = new ArrayList<>(cells);
        java.util.Collections.reverse(out);
        return out;
    }

    @Override
    public String statement() {
        return "full-rank " + rank + " " + at + (tied ? " tied" : "");
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.fullRank(this);
    }
}
