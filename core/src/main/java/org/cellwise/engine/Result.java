package org.cellwise.engine;

import java.util.List;

/**
 * What a search found: the solutions it kept (values per cell index), how many it counted, how it ended, and
 * what it cost.
 */
public record Result(List<int[]> solutions, long count, Outcome outcome, Stats stats) {

    public boolean solved() {
        return count > 0;
    }

    /** Exactly one solution, and the search proved there is no other. */
    public boolean unique() {
        return count == 1 && outcome == Outcome.COMPLETE;
    }

    /** No solution, and the search proved it. */
    public boolean impossible() {
        return count == 0 && outcome == Outcome.COMPLETE;
    }

    public int[] first() {
        return solutions.isEmpty() ? null : solutions.get(0);
    }

    /** nodes: search nodes; guesses: branching decisions; millis: wall time. */
    public record Stats(long nodes, long guesses, long failures, double millis) {}
}
