package org.cellwise.web;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.model.Filling;
import org.cellwise.puzzle.Puzzle;

/**
 * The next hint for a grid being filled in. Until logical steps exist (the explanation issue), a hint is either the
 * first wrong digit of the person's progress, or the value of the first empty cell taken from the solution, and its
 * technique says so; the explanation issue replaces the second with a logical step and its sentence.
 */
final class Hints {
    private Hints() {}

    static ObjectNode next(Puzzle p, Filling progress, Duration timeout) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("name", p.name());
        Result r = Solver.solve(p, SolveOptions.firstSolution().withTimeout(timeout), 1);
        if (!r.solved()) {
            o.put("status", r.impossible() ? "no-solution" : "timeout");
            return o;
        }
        int[] s = r.first();
        o.put("status", "solved");
        if (progress != null)
            for (int i = 0; i < p.size(); i++)
                if (progress.has(i) && progress.value(i) != s[i]) {
                    o.put("technique", "wrong digit");
                    o.put("cell", p.canvas().name(i));
                    o.put("text", p.canvas().name(i) + " does not hold " + progress.value(i));
                    o.putArray("eliminations").addObject().put("cell", p.canvas().name(i)).put("value", progress.value(i));
                    return o;
                }
        boolean[] given = new boolean[p.size()];
        for (int g : p.compiled().givenCells()) given[g] = true;
        for (int i = 0; i < p.size(); i++) {
            if (given[i] || progress != null && progress.has(i)) continue;
            o.put("technique", "from the solution");
            o.put("cell", p.canvas().name(i));
            o.put("value", s[i]);
            o.put("text", p.canvas().name(i) + " is " + s[i] + " (taken from the solution, not found by logic)");
            o.putArray("placements").addObject().put("cell", p.canvas().name(i)).put("value", s[i]);
            return o;
        }
        o.put("technique", "none");
        o.put("text", "every cell is filled");
        return o;
    }
}
