package org.cellwise.logic.se;

import java.util.ArrayList;
import java.util.List;

/**
 * One step on the SE scale: its name and rating as Sudoku Explainer gives them, the candidates it removes, the value
 * it places (if any), and its explanation in three forms (Cellwise's words, HoDoKu's one line, Eureka for chains).
 * Subclasses say which removed candidates the step relied on, for the nested chains that use it as a link.
 */
class SeHint {
    final String name;
    final double difficulty;
    /** Candidates removed, as a mask per cell (bit v for value v); never null. */
    final int[] remove;
    /** The cell given a value, or -1. */
    final int cell;
    final int value;
    /** Cellwise's sentence, HoDoKu's one line, the houses named, the cells to highlight. */
    String text, hodoku, eureka;
    List<String> houses = List.of();
    int[] cells = new int[0];

    SeHint(String name, double difficulty, int[] remove, int cell, int value) {
        this.name = name;
        this.difficulty = difficulty;
        this.remove = remove;
        this.cell = cell;
        this.value = value;
    }

    /** What the step starts from, in HoDoKu's words ({@code 5 in b5}), to cite it inside a chain. */
    String premise() {
        return "";
    }

    /** SE's rating of this step. */
    double rating() {
        return difficulty;
    }

    /** SE's name of this step. */
    String seName() {
        return name;
    }

    boolean worth() {
        for (int m : remove) if (m != 0) return true;
        return false;
    }

    /** Applies the step as SE does: removes candidates, then places the value (and clears it from the houses). */
    void apply(SeGrid g) {
        for (int c = 0; c < 81; c++) g.cand[c] &= ~remove[c];
        if (cell >= 0) g.place(cell, value);
    }

    /**
     * The candidates (as "off" potential codes) that must be gone from {@code init} for this step to hold in
     * {@code cur}: what a nested chain cites as the step's premises. Empty when the step holds without them.
     */
    List<Integer> ruleParents(SeGrid init, SeGrid cur) {
        return List.of();
    }

    boolean sameRemovals(SeHint o) {
        return java.util.Arrays.equals(remove, o.remove);
    }

    static boolean empty(int[] remove) {
        for (int m : remove) if (m != 0) return false;
        return true;
    }

    static int[] none() {
        return new int[81];
    }

    /** The removals as (cell, value) pairs in cell order. */
    List<int[]> removals() {
        List<int[]> out = new ArrayList<>();
        for (int c = 0; c < 81; c++)
            for (int m = remove[c]; m != 0; m &= m - 1) out.add(new int[] {c, Integer.numberOfTrailingZeros(m)});
        return out;
    }

    @Override
    public String toString() {
        return name + " " + difficulty + ": " + text;
    }
}
