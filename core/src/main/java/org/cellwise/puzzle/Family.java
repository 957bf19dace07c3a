package org.cellwise.puzzle;

import java.util.List;
import org.cellwise.model.Cell;
import org.cellwise.rules.ArithmeticCage;
import org.cellwise.rules.Heading;
import org.cellwise.rules.KillerCage;
import org.cellwise.rules.Rule;
import org.cellwise.rules.SumGroup;

/**
 * The family a puzzle belongs to, recognised once and by its geometry, never by labels or by the name of the
 * format it came in: a Kakuro is loose cells (no grid) whose sums, if any yet, are runs (straight, distinct, a black
 * position before and after), a Sujiko a grid whose sums are circles on 2×2 corners, a header puzzle one with headings. Pictures,
 * explanations and the page ask here how to draw and name a sum group.
 */
public enum Family {
    KAKURO("kakuro"), SUJIKO("sujiko"), HEADER("header"), KENKEN("kenken"), KILLER("killer"), GRID("puzzle");

    private final String id;

    Family(String id) {
        this.id = id;
    }

    /** A lower-case word for the family ({@code puzzle} for a plain grid puzzle and its variants). */
    public String id() {
        return id;
    }

    /** A Kakuro run's clue: in the black position {@code at}, for the run to its right ({@code across}) or below it. */
    public record Run(Cell at, boolean across) {}

    public static Family of(Puzzle p) {
        return of(p.rules(), p.canvas());
    }

    /** The family of a canvas and its rules (a puzzle's structure: its givens do not change the family). */
    public static Family of(List<Rule> rules, org.cellwise.model.Canvas p) {
        boolean heading = false, kenken = false, killer = false, sums = false, allRuns = true, allCircles = true;
        for (Rule r : rules) {
            if (r instanceof Heading) heading = true;
            else if (r instanceof ArithmeticCage) kenken = true;
            else if (r instanceof KillerCage) killer = true;
            else if (r instanceof SumGroup g) {
                sums = true;
                allRuns &= g.distinct() && runOf(p, g.cells()) != null;
                allCircles &= circleOf(g.cells()) != null;
            }
        }
        if (heading) return HEADER;
        if (allRuns && p.grids().isEmpty() && !kenken && !killer) return KAKURO; // loose cells, and runs if any yet
        if (sums && allCircles && p.grids().size() == 1 && !kenken && !killer) return SUJIKO;
        if (kenken) return KENKEN;
        if (killer) return KILLER;
        return GRID;
    }

    /**
     * The run these cells make, or null: one row or one column without gaps, with no cell of the canvas just before
     * the first or just after the last (the clue's black position, or the canvas edge).
     */
    public static Run runOf(Puzzle p, List<Cell> cells) {
        return runOf(p.canvas(), cells);
    }

    /** {@link #runOf(Puzzle, List)} on a canvas. */
    public static Run runOf(org.cellwise.model.Canvas p, List<Cell> cells) {
        if (cells.size() < 1) return null;
        Cell first = cells.stream().min(Cell::compareTo).orElseThrow(), last = cells.stream().max(Cell::compareTo).orElseThrow();
        boolean across = cells.stream().allMatch(c -> c.row() == first.row()) && last.col() - first.col() == cells.size() - 1;
        boolean down = cells.stream().allMatch(c -> c.col() == first.col()) && last.row() - first.row() == cells.size() - 1;
        if (across == down) return null; // neither, or a single cell (which way it runs is not drawn)
        Cell before = across ? new Cell(first.row(), first.col() - 1) : new Cell(first.row() - 1, first.col());
        Cell after = across ? new Cell(last.row(), last.col() + 1) : new Cell(last.row() + 1, last.col());
        if (p.indexOf(before) >= 0 || p.indexOf(after) >= 0) return null;
        return new Run(before, across);
    }

    /** The top-left cell of the 2×2 square these four cells make (a Sujiko circle sits on its far corner), or null. */
    public static Cell circleOf(List<Cell> cells) {
        if (cells.size() != 4) return null;
        Cell f = cells.stream().min(Cell::compareTo).orElseThrow();
        for (Cell c : cells) if (c.row() - f.row() > 1 || c.col() - f.col() > 1 || c.col() < f.col()) return null;
        return f;
    }
}
