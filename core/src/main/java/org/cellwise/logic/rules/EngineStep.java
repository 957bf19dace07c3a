package org.cellwise.logic.rules;

import org.cellwise.engine.propagation.Model;
import org.cellwise.engine.propagation.Propagation;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Step;

/**
 * A rule whose step is the engine's own reasoning on the candidates left, run on a copy of them (a full-rank clue, a
 * connected area): what it removes, said with the rule and how a person reasons about it.
 */
abstract class EngineStep extends RuleStep {
    private final Model model;
    private final String what, how;

    /** {@code what}: the rule in words; {@code how}: the step's telling before its removals ("Full rank: ... (...)"). */
    EngineStep(String name, String family, int[] cells, Layout layout, Model model, String what, String how) {
        super(name, family, cells, layout);
        this.model = model;
        this.what = what;
        this.how = how;
    }

    @Override
    boolean closed() {
        return true; // it reads and narrows its own cells only
    }

    @Override
    long effort(Board b, long cap) {
        return 1; // a few passes over its cells, however many values they could take
    }

    @Override
    public Step deduce(Board b) {
        long[] dom = b.cand.clone();
        for (int c : cells) {
            dom[c] &= model.root[c];
            if (dom[c] == 0) return impossible(b, name + " cannot be met");
        }
        Propagation p = new Propagation(model, dom);
        p.scheduleAll();
        if (!p.propagate()) return impossible(b, name + ": " + what + ", which the candidates left cannot give");
        long[] keep = new long[cells.length];
        for (int i = 0; i < cells.length; i++) keep[i] = p.dom[cells[i]];
        return narrowed(b, keep, removed -> how + ": " + losses(b, cells, removed) + ".");
    }
}
