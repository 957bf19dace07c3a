package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Relation;
import org.cellwise.model.Canvas;

/** X and V marks on corners: the two diagonal neighbours add up to 10 (X) or 5 (V). No negative constraint. */
public record DiagonalXV(List<Dot> marks) implements Clue {
    public DiagonalXV {
        marks = Dot.all("diagonal X and V marks", marks, true);
        for (Dot d : marks)
            if (d.k() != 5 && d.k() != 10) throw new IllegalArgumentException("an XV mark sums to 10 (X) or 5 (V), not " + d.k());
    }

    @Override
    public String keyword() {
        return "diagonal-xv";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        List<Constraint> out = new ArrayList<>();
        for (Dot d : marks)
            out.add(new Relation((d.k() == 10 ? "X " : "V ") + d.a() + "-" + d.b(), p.require(d.a()), p.require(d.b()), Relation.Kind.SUM, d.k()));
        return out;
    }

    /** The same statements as side-by-side marks: the cells say that the mark is on a corner. */
    @Override
    public String statement() {
        StringBuilder sb = new StringBuilder();
        for (Dot d : marks) sb.append(d.k() == 10 ? "x " : "v ").append(d.a()).append(' ').append(d.b()).append('\n');
        return sb.toString().strip();
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.diagonalXv(this);
    }
}
