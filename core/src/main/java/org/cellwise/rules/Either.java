package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.AnyOf;
import org.cellwise.constraint.Constraint;
import org.cellwise.model.Canvas;

/**
 * Either these rules or those: at least one branch holds, a branch being all of its rules (Sigh's solver's Or, whose
 * parts may be Ands). A given or a skyscraper clue, a cage or a lunchbox, an arrow read from either end. Written in
 * {@code .cw} as a block: {@code either}, a branch's statements, {@code or}, the next branch's, ..., {@code end}.
 *
 * <p>Expands into one {@link AnyOf}. A branch may hold another disjunction, at most {@link #MAX_DEPTH} deep.
 */
public record Either(List<List<Rule>> branches) implements Rule {
    /** How deep disjunctions may nest: a reader refuses more, as past this the text is a mistake, not a puzzle. */
    public static final int MAX_DEPTH = 8;

    public Either {
        if (branches.size() < 2) throw new IllegalArgumentException("either needs at least two branches, 'or' between them");
        List<List<Rule>> copy = new ArrayList<>();
        for (List<Rule> b : branches) {
            if (b.isEmpty()) throw new IllegalArgumentException("a branch of 'either' holds at least one rule");
            copy.add(List.copyOf(b));
        }
        branches = List.copyOf(copy);
        if (depth(branches) > MAX_DEPTH)
            throw new IllegalArgumentException("'either' blocks nest at most " + MAX_DEPTH + " deep");
    }

    private static int depth(List<List<Rule>> branches) {
        int d = 0;
        for (List<Rule> b : branches) for (Rule r : b) if (r instanceof Either e) d = Math.max(d, depth(e.branches()));
        return d + 1;
    }

    @Override
    public String keyword() {
        return "either";
    }

    @Override
    public List<Constraint> expand(Canvas canvas) {
        List<List<Constraint>> out = new ArrayList<>();
        for (List<Rule> b : branches) {
            List<Constraint> cs = new ArrayList<>();
            for (Rule r : b) cs.addAll(r.expand(canvas));
            if (cs.isEmpty()) // a branch that asks nothing always holds: the disjunction would say nothing
                throw new IllegalArgumentException("a branch of 'either' (" + describe(b) + ") asks nothing of the cells");
            out.add(cs);
        }
        List<String> names = new ArrayList<>();
        for (List<Constraint> b : out) {
            List<String> ns = new ArrayList<>();
            for (Constraint c : b) if (!ns.contains(c.name())) ns.add(c.name());
            names.add(String.join(" and ", ns));
        }
        return List.of(new AnyOf("either " + String.join(" or ", names), out));
    }

    private static String describe(List<Rule> branch) {
        List<String> ks = new ArrayList<>();
        for (Rule r : branch) ks.add(r instanceof Clue c ? c.statement() : r.keyword());
        return String.join(", ", ks);
    }

    /** Cached like its rules: only when every one of them may be. */
    @Override
    public boolean cacheable() {
        for (List<Rule> b : branches) for (Rule r : b) if (!r.cacheable()) return false;
        return true;
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.either(this);
    }
}
