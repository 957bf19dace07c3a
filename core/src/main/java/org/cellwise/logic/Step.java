package org.cellwise.logic;

import java.util.List;

/**
 * One logical step: what it used, what it concluded, and why in a sentence. Values are real values (not indexes),
 * cells are canvas indexes (named {@code r1c1} when printed). {@code cells} are the cells the reasoning looks at,
 * for pictures to highlight.
 */
public record Step(Technique technique, double rating, List<String> rules, String text, List<Candidate> placements,
        List<Candidate> eliminations, int[] cells) {

    /** A value in a cell. */
    public record Candidate(int cell, int value) {}

    /** As {@code explain --json} prints it: cells named {@code r1c1}, values as they are. */
    public com.fasterxml.jackson.databind.node.ObjectNode toJson(org.cellwise.puzzle.Puzzle p) {
        var o = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
        o.put("technique", technique.name());
        o.put("rating", rating);
        var r = o.putArray("rules");
        rules.forEach(r::add);
        o.put("text", text);
        var pl = o.putArray("placements");
        for (Candidate c : placements) pl.addObject().put("cell", p.canvas().name(c.cell())).put("value", c.value());
        var el = o.putArray("eliminations");
        for (Candidate c : eliminations) el.addObject().put("cell", p.canvas().name(c.cell())).put("value", c.value());
        var cs = o.putArray("cells");
        for (int c : cells) cs.add(p.canvas().name(c));
        return o;
    }

    public boolean isGuess() {
        return technique == Technique.GUESS;
    }
}
