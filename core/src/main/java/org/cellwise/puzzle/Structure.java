package org.cellwise.puzzle;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Constraint;
import org.cellwise.model.Canvas;
import org.cellwise.rules.GroupAware;
import org.cellwise.rules.Rule;

/**
 * A puzzle less its givens: the canvas and every other rule, expanded. Puzzles of one file usually share it (a
 * file of Sudokus differs only in givens), so the {@link Compiler} hands out one instance per distinct structure
 * and whatever is derived from it (the engine's compiled model) is built once.
 */
public final class Structure {
    private final Canvas canvas;
    private final List<Rule> rules;
    private final List<Constraint> constraints;
    private final List<List<Constraint>> perRule;
    private final boolean shared;

    Structure(Canvas canvas, List<Rule> rules, boolean shared) {
        this.canvas = canvas;
        this.rules = List.copyOf(rules);
        List<Constraint> out = new ArrayList<>();
        List<List<Constraint>> each = new ArrayList<>(this.rules.size());
        // rules that read the others' groups come second, given those groups; each keeps its place in the order
        List<int[]> houses = new ArrayList<>();
        for (Rule r : this.rules) {
            List<Constraint> cs = r instanceof GroupAware ? null : List.copyOf(r.expand(canvas));
            if (cs != null) for (Constraint c : cs) if (c instanceof AllDifferent a) houses.add(a.cells());
            each.add(cs);
        }
        for (int i = 0; i < this.rules.size(); i++) {
            if (this.rules.get(i) instanceof GroupAware g) each.set(i, List.copyOf(g.expand(canvas, houses)));
            out.addAll(each.get(i));
        }
        this.constraints = Collections.unmodifiableList(out);
        this.perRule = Collections.unmodifiableList(each);
        this.shared = shared;
    }

    public Canvas canvas() {
        return canvas;
    }

    /** The rules it was expanded from, givens excluded. */
    public List<Rule> rules() {
        return rules;
    }

    public List<Constraint> constraints() {
        return constraints;
    }

    /** The constraints of each rule, in the order of {@link #rules()}. */
    public List<List<Constraint>> perRule() {
        return perRule;
    }

    /** Whether other puzzles may receive this same instance (every rule declared itself cacheable). */
    public boolean shared() {
        return shared;
    }
}
