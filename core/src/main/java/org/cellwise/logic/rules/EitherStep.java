package org.cellwise.logic.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.AnyOf;
import org.cellwise.constraint.Constraint;
import org.cellwise.engine.propagation.Model;
import org.cellwise.engine.propagation.Propagation;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Step;
import org.cellwise.model.ValueRange;

/**
 * Either these rules or those: each branch is tried on the candidates left, as the engine tries it (its own rules
 * propagated on a copy); a branch that cannot hold is ruled out, and each cell keeps the values some branch left
 * standing allows. The step says which branches are ruled out and by which of their rules ("skyscraper 5 r0c2
 * cannot be met"), or, when no one rule fails alone, that the branch's rules cannot hold together; what is removed
 * is what the branches still standing leave out. A step that follows from no branch being ruled out (the branches
 * standing agree on something) says that instead.
 */
public final class EitherStep extends RuleStep {
    private final AnyOf any;
    private final Model[] branches;
    /** Per branch, a model of each of its constraints alone: which one rules the branch out, when one does alone. */
    private final Model[][] parts;

    public EitherStep(AnyOf any, String family, Layout layout) {
        super(any.name(), family, any.cells(), layout);
        this.any = any;
        ValueRange values = new ValueRange(layout.min, layout.min + layout.size - 1);
        branches = new Model[any.branches().size()];
        parts = new Model[branches.length][];
        for (int b = 0; b < branches.length; b++) {
            List<Constraint> cs = any.branches().get(b);
            branches[b] = new Model(layout.n, values, cs);
            parts[b] = new Model[cs.size()];
            for (int k = 0; k < cs.size(); k++) parts[b][k] = new Model(layout.n, values, List.of(cs.get(k)));
        }
    }

    /** Its cells' candidates after branch {@code m}'s rules ran on a copy of the board, or null when they fail. */
    private long[] run(Model m, Board b) {
        long[] dom = b.cand.clone();
        for (int c : cells) {
            dom[c] &= m.root[c];
            if (dom[c] == 0) return null;
        }
        Propagation p = new Propagation(m, dom);
        p.scheduleAll();
        return p.propagate() ? p.dom : null;
    }

    @Override
    boolean closed() {
        return true; // it reads and narrows its own cells only
    }

    @Override
    public Step deduce(Board b) {
        long[] keep = new long[cells.length];
        List<Integer> out = new ArrayList<>(), standing = new ArrayList<>();
        for (int k = 0; k < branches.length; k++) {
            long[] d = run(branches[k], b);
            if (d == null) {
                out.add(k);
                continue;
            }
            standing.add(k);
            for (int i = 0; i < cells.length; i++) keep[i] |= d[cells[i]];
        }
        if (standing.isEmpty()) return impossible(b, name + ": every branch is ruled out (" + reasons(b, out) + ")");
        return narrowed(b, keep, removed -> {
            String left = standing.size() == 1 ? "so " + branchName(standing.get(0)) + " holds"
                    : "so one of " + String.join(", ", standing.stream().map(this::branchName).toList()) + " holds";
            String ruled = out.isEmpty() ? "no branch is ruled out yet, but every branch leaves the same values out"
                    : reasons(b, out) + "; " + left;
            return "Either " + String.join(", or ", java.util.stream.IntStream.range(0, branches.length).mapToObj(this::branchName).toList())
                    + ": " + ruled + ": " + losses(b, cells, removed) + ".";
        });
    }

    /** Why each of the branches {@code out} cannot hold: the rule of it that fails alone, or its rules together. */
    private String reasons(Board b, List<Integer> out) {
        List<String> said = new ArrayList<>();
        for (int k : out) {
            String alone = null;
            for (int j = 0; j < parts[k].length && alone == null; j++)
                if (run(parts[k][j], b) == null) alone = L.names.of(any.branches().get(k).get(j).name());
            said.add(branchName(k) + " is ruled out: " + (alone != null ? alone + " cannot be met with the candidates left"
                    : "its rules cannot all hold with the candidates left"));
        }
        return String.join("; ", said);
    }

    private String branchName(int k) {
        List<String> ns = new ArrayList<>();
        for (Constraint c : any.branches().get(k)) {
            String n = L.names.of(c.name());
            if (!ns.contains(n)) ns.add(n);
        }
        return "(" + String.join(" and ", ns) + ")";
    }
}
