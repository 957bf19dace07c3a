package org.cellwise.logic.board;

import java.util.List;
import org.cellwise.logic.words.Notation;

/**
 * One logical step: what it used, what it concluded, and why in a sentence. Values are real values (not indexes),
 * cells are canvas indexes (named {@code r1c1} when printed). {@code cells} are the cells the reasoning looks at,
 * for pictures to highlight.
 */
public record Step(Technique technique, double rating, List<String> rules, String text, List<Candidate> placements,
        List<Candidate> eliminations, int[] cells, String hodoku, String eureka, String detail) {

    /** A step without its one-line forms: HoDoKu's is then made from its technique and results. */
    public Step(Technique technique, double rating, List<String> rules, String text, List<Candidate> placements,
            List<Candidate> eliminations, int[] cells) {
        this(technique, rating, rules, text, placements, eliminations, cells, null, null, null);
    }

    /** A value in a cell. */
    public record Candidate(int cell, int value) {}

    /** The same step with its HoDoKu line and, for chains, its Eureka form. */
    public Step withForms(String hodoku, String eureka) {
        return new Step(technique, rating, rules, text, placements, eliminations, cells, hodoku, eureka, detail);
    }

    /**
     * The same step with its whole trace: {@link #text} is then what a person reads (a chain by what it shows), and
     * {@code detail} every step of every inner chain, for {@code --detail full} and {@code --json}.
     */
    public Step withDetail(String full) {
        return new Step(technique, rating, rules, text, placements, eliminations, cells, hodoku, eureka,
                full == null || full.equals(text) ? null : full);
    }

    /** The step in full: its whole trace where it has one, else its text. */
    public String full() {
        return detail != null ? detail : text;
    }

    /** The same step with its texts said otherwise (names in a person's words). */
    Step reworded(java.util.function.UnaryOperator<String> words) {
        return new Step(technique, rating, rules, words.apply(text), placements, eliminations, cells, hodoku, eureka,
                detail == null ? null : words.apply(detail));
    }

    /**
     * The step in one line, technique first, as HoDoKu prints it: {@code Locked Candidates Type 1 (Pointing): 5 in b5
     * => r123c5<>5}; where the technique gave none, its name and what it places and removes, cells compressed.
     */
    public String hodoku(org.cellwise.model.Canvas canvas) {
        if (hodoku != null) return hodoku;
        String name = Notation.hodokuName(technique.name());
        // a rule's own step (a line, a dot, a clue) names the rule, so the line says where it comes from
        String where = name.equals(technique.name()) && !rules.isEmpty() ? " (" + rules.get(0) + ")" : "";
        return name + where + ": " + Notation.results(canvas, placements, eliminations);
    }

    /** Eureka's form of a chain ({@code (5)r1c2=(5)r3c2-(5)r3c7 => r1c7<>5}); other steps as {@link #hodoku}. */
    public String eureka(org.cellwise.model.Canvas canvas) {
        return eureka != null ? eureka : hodoku(canvas);
    }

    /** As {@code explain --json} prints it: cells named {@code r1c1}, values as they are. */
    public com.fasterxml.jackson.databind.node.ObjectNode toJson(org.cellwise.puzzle.Puzzle p) {
        var o = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
        o.put("technique", technique.name());
        o.put("rating", rating);
        var r = o.putArray("rules");
        rules.forEach(r::add);
        o.put("text", text);
        if (detail != null) o.put("detail", detail);
        var pl = o.putArray("placements");
        for (Candidate c : placements) pl.addObject().put("cell", p.canvas().name(c.cell())).put("value", c.value());
        var el = o.putArray("eliminations");
        for (Candidate c : eliminations) el.addObject().put("cell", p.canvas().name(c.cell())).put("value", c.value());
        var cs = o.putArray("cells");
        for (int c : cells) cs.add(p.canvas().name(c));
        o.put("hodoku", hodoku(p.canvas()));
        if (eureka != null) o.put("eureka", eureka);
        return o;
    }

    public boolean isGuess() {
        return technique == Technique.GUESS;
    }
}
