package org.cellwise.logic.words;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;
import org.cellwise.puzzle.Family;
import org.cellwise.rules.ArithmeticCage;
import org.cellwise.rules.KillerCage;
import org.cellwise.rules.LabelledGiven;
import org.cellwise.rules.MultiSumCage;
import org.cellwise.rules.Regions;
import org.cellwise.rules.Rule;
import org.cellwise.rules.SumGroup;
import org.cellwise.rules.SumlessCage;

/**
 * What a person calls each named part of a puzzle, from what is drawn on the grid: a cage by its total and its
 * top-left cell ("the 14 cage at r1c1", "the 12+ cage at r3c4", "the DR5 cage at r2c2"), never by the label a file
 * gave it; a Kakuro run by its total and first cell ("the 17 run across from r2c3"), a Sujiko circle by its corner, a
 * region by a cell of it. Explanations, hints and their notations all name things through here, so a cage is the same
 * words everywhere. Keys are the constraints' own names ("cage k"); a name not listed is said as it is.
 */
public final class PlayerNames {
    private final Map<String, String> words;
    /** Words that say the part's one total ("the 14 cage at r1c1"); a cage of several sums is said with them. */
    private final java.util.Set<String> totals;

    private PlayerNames(Map<String, String> words, java.util.Set<String> totals) {
        this.words = words;
        this.totals = totals;
    }

    /** The names of a puzzle's rules (its givens name nothing). */
    public static PlayerNames of(List<Rule> rules, Canvas canvas) {
        Map<String, String> found = new HashMap<>();
        Map<String, Integer> said = new HashMap<>();
        java.util.Set<String> totals = new java.util.HashSet<>();
        Family family = Family.of(rules, canvas);
        for (Rule r : rules) {
            if (r instanceof KillerCage k) totals.add(put(found, said, "cage " + k.label(), "the " + k.sum() + " cage at " + first(k.cells())));
            else if (r instanceof MultiSumCage m) // named as drawn: "the DR5 cage", "the 10|19 cage"
                put(found, said, "cage " + m.label(), "the " + m.drawn(canvas.values().min(), canvas.values().max()) + " cage at "
                        + first(m.cells()));
            else if (r instanceof ArithmeticCage a)
                totals.add(put(found, said, "cage " + a.label(), "the " + a.target() + a.op().printed() + " cage at " + first(a.cells())));
            else if (r instanceof SumlessCage c) put(found, said, "cage " + c.cells().get(0) + " (no sum)", "the cage at " + first(c.cells()));
            else if (r instanceof LabelledGiven g) put(found, said, "cage " + g.label(), "the given at " + g.cell());
            else if (r instanceof SumGroup g) totals.add(put(found, said, g.label(), sumGroup(family, canvas, g)));
            else if (r instanceof Regions reg)
                reg.regions().forEach((label, cells) -> put(found, said, "region " + label, "the region of " + first(cells)));
        }
        return new PlayerNames(found, totals);
    }

    /**
     * Two parts that would be said alike (two cages of one total from one cell, which overlapping cages allow) keep
     * the file's label after the words, so no two parts share a name.
     */
    private static String put(Map<String, String> found, Map<String, Integer> said, String key, String words) {
        int n = said.merge(words, 1, Integer::sum);
        String w = n == 1 ? words : words + " (" + key + ")";
        found.put(key, w);
        return w;
    }

    private static String sumGroup(Family family, Canvas canvas, SumGroup g) {
        Family.Run run = family == Family.KAKURO ? Family.runOf(canvas, g.cells()) : null;
        if (run != null) return "the " + g.sum() + " run " + (run.across() ? "across" : "down") + " from " + first(g.cells());
        Cell corner = family == Family.SUJIKO ? Family.circleOf(g.cells()) : null;
        if (corner != null) return "the " + g.sum() + " circle at " + corner + "-" + new Cell(corner.row() + 1, corner.col() + 1);
        return "the sum of " + g.sum() + " at " + first(g.cells());
    }

    private static Cell first(List<Cell> cells) {
        return cells.stream().min(Cell::compareTo).orElseThrow();
    }

    /** What a person calls the part a constraint of this name belongs to. */
    public String of(String name) {
        return words.getOrDefault(name, name);
    }

    /** Whether these words, given by {@link #of}, already say the part's total or target ("the 14 cage at r1c1"). */
    public boolean tellsTotal(String said) {
        return totals.contains(said);
    }

    /** Every name and its words (for hints, which name parts in texts written before). */
    Map<String, String> all() {
        return words;
    }
}
