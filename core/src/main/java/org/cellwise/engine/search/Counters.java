package org.cellwise.engine.search;

/** What a search counted: nodes visited, branching decisions, dead ends, and solutions found. */
public record Counters(long nodes, long guesses, long failures, long solutions) {
    public static final Counters ZERO = new Counters(0, 0, 0, 0);
}
