package org.cellwise.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import org.cellwise.logic.Explainer;
import org.cellwise.logic.Explanation;
import org.cellwise.logic.Step;
import org.cellwise.logic.StepPictures;
import org.cellwise.model.Filling;
import org.cellwise.puzzle.Puzzle;

/**
 * The next hint for a grid being filled in: the next logical step of the explanations ({@code cellwise hint}), or
 * the first wrong value of the person's progress, with the step's picture (the cells it uses highlighted, the
 * candidates it removes struck out) as {@code explain --html} draws it.
 */
final class Hints {
    private Hints() {}

    static ObjectNode next(Puzzle p, Filling progress, Duration timeout) {
        Explanation e = Explainer.hint(p, progress, Explainer.Options.DEFAULT.withTimeout(timeout.toMillis()).withPictures());
        ObjectNode o = e.steps().isEmpty() ? e.toJson(p, false) : e.steps().get(0).toJson(p);
        o.put("name", p.name());
        if (e.solution() == null) {
            o.put("status", e.problem().contains("time") ? "timeout" : "no-solution");
            o.put("text", e.problem());
            return o;
        }
        if (e.steps().isEmpty() && e.stopped()) { // the time limit came before a first step: nothing to hint yet
            o.put("status", "timeout");
            o.put("text", e.problem());
            return o;
        }
        o.put("status", "solved");
        if (e.steps().isEmpty()) {
            o.put("technique", "none");
            o.put("text", "every cell is filled");
            return o;
        }
        Step s = e.steps().get(0);
        int cell = !s.placements().isEmpty() ? s.placements().get(0).cell()
                : !s.eliminations().isEmpty() ? s.eliminations().get(0).cell() : s.cells()[0];
        o.put("cell", p.canvas().name(cell));
        if (!s.placements().isEmpty()) o.put("value", s.placements().get(0).value());
        o.put("svg", StepPictures.svg(p, e, 0, 36));
        return o;
    }
}
