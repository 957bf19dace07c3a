package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Relation;
import org.cellwise.model.Canvas;

/**
 * X and V marks: the two cells add up to 10 (X) or 5 (V). With the negative constraint ({@code noOthers}), side by
 * side cells without a mark add up to neither.
 */
public record XV(List<Dot> marks, boolean noOthers) implements Clue {
    public XV {
        marks = Dot.all("X and V marks", marks, false);
        for (Dot d : marks)
            if (d.k() != 5 && d.k() != 10) throw new IllegalArgumentException("an XV mark sums to 10 (X) or 5 (V), not " + d.k());
    }

    @Override
    public String keyword() {
        return "xv";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        List<Constraint> out = new ArrayList<>();
        for (Dot d : marks)
            out.add(new Relation((d.k() == 10 ? "X " : "V ") + d.a() + "-" + d.b(), p.require(d.a()), p.require(d.b()), Relation.Kind.SUM, d.k()));
        if (noOthers)
            Dot.undotted(p, marks, (a, b) -> {
                out.add(new Relation("no X " + a + "-" + b, p.indexOf(a), p.indexOf(b), Relation.Kind.NOT_SUM, 10));
                out.add(new Relation("no V " + a + "-" + b, p.indexOf(a), p.indexOf(b), Relation.Kind.NOT_SUM, 5));
            });
        return out;
    }

    @Override
    public String statement() {
        StringBuilder sb = new StringBuilder();
        for (Dot d : marks) sb.append(d.k() == 10 ? "x " : "v ").append(d.a()).append(' ').append(d.b()).append('\n');
        if (noOthers) sb.append("negative xv\n");
        return sb.toString().strip();
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.xv(this);
    }
}
