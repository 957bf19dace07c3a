package org.cellwise.engine;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.engine.clause.ClauseSearch;
import org.cellwise.engine.propagation.Model;
import org.cellwise.engine.search.Counters;
import org.cellwise.engine.search.DepthFirst;
import org.cellwise.puzzle.Puzzle;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * Clause learning with learnt clauses shrunk (each decision level's literals replaced by the one they follow from)
 * against the same search without, one thread, no cubes, on 25×25 minimal Sudokus (data/sudoku-25x25-gecode.txt):
 * a solution found and proven unique. In the engine's package because the plain search's hand-off is not public API.
 */
public class ShrinkBenchmark extends SearchBenchmark {
    @Param({"gecode25-19", "gecode25-23"})
    public String puzzle;

    @Param({"true", "false"})
    public boolean shrink;

    Model model;
    long[] root;
    List<int[]> found;

    @Setup
    public void load() throws Exception {
        Puzzle p = puzzle("sudoku-25x25-gecode.txt", puzzle);
        model = new Model(p.cells().size(), p.values(), p.constraints());
        found = new ArrayList<>();
        DepthFirst d = new DepthFirst(model, SolveOptions.upTo(2).withMaxNodes(Solver.HANDOFF).withListener(found::add));
        if (d.run() != Outcome.BUDGET) throw new IllegalStateException(puzzle + " ended in the plain search");
        root = d.rootDomains();
    }

    @Benchmark
    public long learning() {
        ClauseSearch s = new ClauseSearch(model, root, SolveOptions.upTo(2 - found.size()), found, Counters.ZERO,
                new ClauseSearch.Tuning(0, 1, ClauseSearch.Tuning.DEFAULT.restartUnit(), shrink));
        Outcome o = s.run();
        if (o != Outcome.COMPLETE || s.counters().solutions() + found.size() != 1)
            throw new IllegalStateException(puzzle + ": " + o + ", " + s.counters().solutions() + " found");
        return s.counters().failures();
    }
}
