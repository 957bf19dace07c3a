package org.cellwise.logic.rules;

import java.util.List;
import org.cellwise.constraint.Connected;
import org.cellwise.engine.propagation.Model;
import org.cellwise.engine.propagation.Propagation;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Step;
import org.cellwise.model.ValueRange;

/**
 * A connected-values clue (the cells holding some values form one connected area): the engine's own reasoning on the
 * candidates left, run on a copy, as a person reasons about an area: a pocket too small or cut off from the area
 * cannot hold its values, a cell that alone joins its parts must, and a full area keeps the values out of the rest.
 */
public final class ConnectedStep extends RuleStep {
    private final Connected area;
    private final Model model;

    public ConnectedStep(Connected area, String family, Layout layout) {
        super(area.name(), family, area.cells(), layout);
        this.area = area;
        ValueRange values = new ValueRange(layout.min, layout.min + layout.size - 1);
        this.model = Model.within(layout.n, values, List.of(area), List.of(area));
    }

    @Override
    boolean closed() {
        return true; // it reads and narrows its own cells only
    }

    @Override
    long effort(Board b, long cap) {
        return 1; // a few passes over the cells, however many values they could take
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
        StringBuilder vs = new StringBuilder();
        for (int v : area.values()) vs.append(vs.length() == 0 ? "" : ",").append(v);
        String what = "the cells holding " + vs + " form one connected area" + (area.size() > 0 ? " of " + area.size() + " cells" : "");
        if (!p.propagate()) return impossible(b, name + ": " + what + ", which the candidates left cannot give");
        long[] keep = new long[cells.length];
        for (int i = 0; i < cells.length; i++) keep[i] = p.dom[cells[i]];
        return narrowed(b, keep, removed -> "Connected values: " + what + " (cells it cannot reach or fit are out, a cell that alone"
                + " joins it is in): " + losses(b, cells, removed) + ".");
    }
}
