package org.cellwise.api;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashSet;
import java.util.Set;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Relation;
import org.cellwise.constraint.Sum;
import org.cellwise.model.Canvas;
import org.cellwise.puzzle.Family;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.render.SvgRenderer;

/**
 * The one picture of a puzzle the page shows: its static layers drawn by the same code as {@code draw --svg}
 * (grid, boxes, regions, cages, sums, runs, circles, headings, signs, givens, variant clues), and what the page
 * needs to lay its player's layers over it: where each cell lies, the givens, and the groups whose values differ
 * (for live conflicts and for clearing marks a digit rules out).
 */
final class Boards {
    private Boards() {}

    static ObjectNode of(Puzzle p, int cell, String source) {
        SvgRenderer.Board b = SvgRenderer.board(p, cell);
        Canvas cv = p.canvas();
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("name", p.name());
        o.put("family", Family.of(p).id());
        o.put("svg", b.svg());
        o.put("left", b.left()).put("top", b.top()).put("cell", b.cell()).put("width", b.width()).put("height", b.height());
        o.put("rows", p.rows()).put("cols", p.cols());
        o.putObject("values").put("min", p.values().min()).put("max", p.values().max());
        ArrayNode cells = o.putArray("cells");
        for (int i = 0; i < p.size(); i++) cells.add(cv.name(i));
        // the givens as drawn: a KenKen's named one-cell cages too
        ObjectNode givens = o.putObject("givens");
        org.cellwise.render.Drawing d = new org.cellwise.render.Drawing(p);
        for (int i = 0; i < p.size(); i++) if (d.given[i]) givens.put(cv.name(i), d.givenValue[i]);
        ArrayNode houses = o.putArray("houses");
        Set<String> seen = new HashSet<>();
        for (Constraint c : p.constraints()) {
            int[] cs = c instanceof AllDifferent a ? a.cells()
                    : c instanceof Sum s && s.distinct() ? s.cells()
                    : c instanceof Relation r && r.kind() == Relation.Kind.NOT_EQUAL ? new int[] {r.a(), r.b()} : null;
            if (cs == null || cs.length < 2) continue;
            int[] sorted = cs.clone();
            java.util.Arrays.sort(sorted);
            if (!seen.add(java.util.Arrays.toString(sorted))) continue;
            ArrayNode h = houses.addArray();
            for (int x : sorted) h.add(x);
        }
        o.set("info", PuzzleInfo.of(p, source, cell));
        return o;
    }
}
