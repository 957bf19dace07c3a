package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Relation;
import org.cellwise.model.Canvas;

/**
 * Kropki dots on corners: a white dot joins diagonal neighbours whose values differ by its number (1 unless
 * written), a black dot diagonal neighbours in its ratio (2 unless written). No negative constraint: a corner
 * without a dot says nothing.
 */
public record DiagonalKropki(List<Dot> dots) implements Clue {
    public DiagonalKropki {
        dots = Dot.all("diagonal kropki dots", dots, true);
    }

    @Override
    public String keyword() {
        return "diagonal-kropki";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        List<Constraint> out = new ArrayList<>();
        for (Dot d : dots)
            out.add(new Relation((d.black() ? "black dot " : "white dot ") + d.a() + "-" + d.b(), p.require(d.a()), p.require(d.b()),
                    d.black() ? Relation.Kind.RATIO : Relation.Kind.DIFFERENCE, d.k()));
        return out;
    }

    /** The same statements as side-by-side dots: the cells say that the dot is on a corner. */
    @Override
    public String statement() {
        StringBuilder sb = new StringBuilder();
        for (Dot d : dots) {
            boolean plain = d.k() == (d.black() ? 2 : 1);
            sb.append(d.black() ? "black " : "white ").append(plain ? "" : d.k() + " ").append(d.a()).append(' ').append(d.b()).append('\n');
        }
        return sb.toString().strip();
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.diagonalKropki(this);
    }
}
