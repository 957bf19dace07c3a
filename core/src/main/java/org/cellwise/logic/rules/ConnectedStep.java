package org.cellwise.logic.rules;

import java.util.List;
import org.cellwise.constraint.Connected;
import org.cellwise.engine.propagation.Model;
import org.cellwise.logic.board.Layout;
import org.cellwise.model.ValueRange;

/**
 * A connected-values clue (the cells holding some values form one connected area): the engine's own reasoning on the
 * candidates left, as a person reasons about an area: a pocket too small or cut off from the area cannot hold its
 * values, a cell that alone joins its parts must, and a full area keeps the values out of the rest.
 */
public final class ConnectedStep extends EngineStep {
    public ConnectedStep(Connected area, String family, Layout layout) {
        super(area.name(), family, area.cells(), layout,
                Model.within(layout.n, new ValueRange(layout.min, layout.min + layout.size - 1), List.of(area), List.of(area)),
                what(area), "Connected values: " + what(area) + " (cells it cannot reach or fit are out, a cell that alone joins it is in)");
    }

    private static String what(Connected area) {
        StringBuilder vs = new StringBuilder();
        for (int v : area.values()) vs.append(vs.length() == 0 ? "" : ",").append(v);
        return "the cells holding " + vs + " form one connected area" + (area.size() > 0 ? " of " + area.size() + " cells" : "");
    }
}
