package org.cellwise.rules;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.model.ValueRange;

/**
 * A rule of one grid whose unknowns (a chaos construction's regions, a doppelganger's missing values) stand in cells
 * beside the grid. The rule brings those cells to the canvas when the puzzle is read; files do not list them.
 */
public interface BesideGrid extends Rule {
    /** The cells the rule adds beside {@code g}, in the order its answer lists them. */
    List<Cell> besideCells(Grid g);

    /** Refuses, with the reason, a grid or values the rule cannot hold. */
    void fits(Grid g, ValueRange values);

    /** What the cells beside the grid keep, for messages: "the regions". */
    String keeps();

    /** The one grid such a rule speaks of. */
    static Grid grid(String keyword, List<Grid> grids) {
        if (grids.size() != 1)
            throw new IllegalArgumentException(keyword + " needs a puzzle of one grid, not " + grids.size());
        return grids.get(0);
    }

    /** The cells the rules bring beside the one grid (none when there is not one grid). */
    static List<Cell> cells(List<Grid> grids, List<? extends Rule> rules) {
        if (grids.size() != 1) return List.of();
        Set<Cell> out = new LinkedHashSet<>();
        for (Rule r : rules) if (r instanceof BesideGrid b) out.addAll(b.besideCells(grids.get(0)));
        return new ArrayList<>(out);
    }

    /** The cells that belong to no grid as a file lists them: those a rule brings beside its grid are left out. */
    static List<Cell> listedLoose(Canvas canvas, List<? extends Rule> rules) {
        Set<Cell> hidden = new java.util.HashSet<>(cells(canvas.grids(), rules));
        if (hidden.isEmpty()) return canvas.loose();
        return canvas.loose().stream().filter(c -> !hidden.contains(c)).toList();
    }
}
