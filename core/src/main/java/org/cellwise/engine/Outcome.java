package org.cellwise.engine;

/** How a search ended. */
public enum Outcome {
    /** The whole search space was explored: the count is exact. */
    COMPLETE,
    /** Stopped after the requested number of solutions. */
    LIMIT,
    TIMEOUT,
    CANCELLED,
    /** Stopped after the allowed number of search nodes. */
    BUDGET
}
