package org.cellwise.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Relation;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * Kropki dots: a white dot joins values that differ by its number (1 unless written), a black dot values in its ratio
 * (2 unless written). With the negative constraint, side-by-side cells without a dot differ by none of the white
 * dots' numbers ({@code noOtherWhite}) or stand in none of the black dots' ratios ({@code noOtherBlack}); a pair
 * that carries a dot of either colour is exempt from both, so a 1-2 pair may carry either dot.
 */
public record Kropki(List<Dot> dots, boolean noOtherWhite, boolean noOtherBlack) implements Clue {
    public Kropki {
        dots = Dot.all("kropki dots", dots, false);
    }

    @Override
    public String keyword() {
        return "kropki";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        List<Constraint> out = new ArrayList<>();
        TreeSet<Integer> white = new TreeSet<>(), black = new TreeSet<>();
        for (Dot d : dots) {
            (d.black() ? black : white).add(d.k());
            out.add(new Relation((d.black() ? "black dot " : "white dot ") + d.a() + "-" + d.b(), p.require(d.a()), p.require(d.b()),
                    d.black() ? Relation.Kind.RATIO : Relation.Kind.DIFFERENCE, d.k()));
        }
        if (white.isEmpty()) white.add(1);
        if (black.isEmpty()) black.add(2);
        if (noOtherWhite || noOtherBlack)
            Dot.undotted(p, dots, (a, b) -> {
                if (noOtherWhite) for (int k : white)
                    out.add(new Relation("no white dot " + a + "-" + b, p.indexOf(a), p.indexOf(b), Relation.Kind.NOT_DIFFERENCE, k));
                if (noOtherBlack) for (int k : black)
                    out.add(new Relation("no black dot " + a + "-" + b, p.indexOf(a), p.indexOf(b), Relation.Kind.NOT_RATIO, k));
            });
        return out;
    }

    @Override
    public String statement() {
        StringBuilder sb = new StringBuilder();
        for (Dot d : dots) {
            boolean plain = d.k() == (d.black() ? 2 : 1);
            sb.append(d.black() ? "black " : "white ").append(plain ? "" : d.k() + " ").append(d.a()).append(' ').append(d.b()).append('\n');
        }
        if (noOtherWhite) sb.append("negative white\n");
        if (noOtherBlack) sb.append("negative black\n");
        return sb.toString().strip();
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.kropki(this);
    }
}
