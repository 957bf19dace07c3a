package org.cellwise.engine.search;

import org.cellwise.engine.Outcome;

/**
 * One run of a search over a compiled model: the general depth-first search, the classic 9×9 band search and
 * clause learning all answer to this, with the same options, outcomes and counters.
 */
public interface Searcher {
    /** Searches until done, or until a limit of the options ends it; says which. */
    Outcome run();

    /** What the run cost so far. */
    Counters counters();
}
