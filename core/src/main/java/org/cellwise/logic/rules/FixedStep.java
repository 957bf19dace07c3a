package org.cellwise.logic.rules;

import java.util.List;
import org.cellwise.constraint.Fixed;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.board.Technique;

/**
 * A value a rule fixes in one cell (a KenKen or killer cage of one cell, written as a labelled given): the cell
 * holds it. Plain givens are placed when the board starts; these belong to the structure, so they are a step.
 */
public final class FixedStep extends RuleStep {
    private final int value;

    public FixedStep(Fixed f, String family, Layout layout) {
        super(f.name(), family, new int[] {f.cell()}, layout);
        this.value = f.value();
    }

    @Override
    public Step deduce(Board b) {
        int c = cells[0], v = value - L.min;
        if (!b.has(c, v)) return impossible(b, name + " holds " + value + " in its one cell, which cannot be " + value);
        if (b.placed[c]) return null;
        Technique t = technique(b);
        return new Step(t, t.rating(), List.of(name), name + " is one cell holding " + value + ": " + L.name(c) + " is "
                + value + ".", List.of(b.candidate(c, v)), List.of(), cells);
    }
}
