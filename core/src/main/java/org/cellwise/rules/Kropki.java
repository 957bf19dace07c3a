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
 * (2 unless written). The negative constraints speak of side-by-side cells without a dot: they differ by none of the
 * numbers in {@code notWhite} and stand in none of the ratios in {@code notBlack}. A pair that carries a dot of
 * either colour is exempt from both, so a 1-2 pair may carry either dot (as f-puzzles and its solvers have it).
 * {@code negative white} in the text format means the numbers of the white dots drawn (1 when none are), and
 * f-puzzles' {@code nonconsecutive} means difference 1 alone, whatever other white dots are drawn.
 */
public record Kropki(List<Dot> dots, List<Integer> notWhite, List<Integer> notBlack) implements Clue {
    public Kropki {
        dots = Dot.all("kropki dots", dots, false);
        notWhite = List.copyOf(new TreeSet<>(notWhite));
        notBlack = List.copyOf(new TreeSet<>(notBlack));
        for (int k : notWhite) if (k < 1) throw new IllegalArgumentException("a negative white difference is at least 1, not " + k);
        for (int k : notBlack) if (k < 2) throw new IllegalArgumentException("a negative black ratio is at least 2, not " + k);
    }

    /** Dots with the usual negative constraints: every number the dots of that colour show (1 or 2 when none). */
    public Kropki(List<Dot> dots, boolean noOtherWhite, boolean noOtherBlack) {
        this(dots, noOtherWhite ? shown(dots, false) : List.of(), noOtherBlack ? shown(dots, true) : List.of());
    }

    /** The numbers the dots of one colour show, or the plain dot's number when none is drawn. */
    public static List<Integer> shown(List<Dot> dots, boolean black) {
        TreeSet<Integer> out = new TreeSet<>();
        for (Dot d : dots) if (d.black() == black) out.add(d.k());
        if (out.isEmpty()) out.add(black ? 2 : 1);
        return List.copyOf(out);
    }

    public boolean noOtherWhite() {
        return !notWhite.isEmpty();
    }

    public boolean noOtherBlack() {
        return !notBlack.isEmpty();
    }

    @Override
    public String keyword() {
        return "kropki";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        List<Constraint> out = new ArrayList<>();
        for (Dot d : dots)
            out.add(new Relation((d.black() ? "black dot " : "white dot ") + d.a() + "-" + d.b(), p.require(d.a()), p.require(d.b()),
                    d.black() ? Relation.Kind.RATIO : Relation.Kind.DIFFERENCE, d.k()));
        if (noOtherWhite() || noOtherBlack())
            Dot.undotted(p, dots, (a, b) -> {
                for (int k : notWhite)
                    out.add(new Relation("no white dot " + a + "-" + b, p.indexOf(a), p.indexOf(b), Relation.Kind.NOT_DIFFERENCE, k));
                for (int k : notBlack)
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
        negative(sb, "white", notWhite, shown(dots, false));
        negative(sb, "black", notBlack, shown(dots, true));
        return sb.toString().strip();
    }

    /** {@code negative white} when the numbers are the dots' own, else the numbers spelt out. */
    private static void negative(StringBuilder sb, String colour, List<Integer> not, List<Integer> shown) {
        if (not.isEmpty()) return;
        sb.append("negative ").append(colour);
        if (!not.equals(shown)) {
            sb.append(' ');
            for (int i = 0; i < not.size(); i++) sb.append(i == 0 ? "" : ",").append(not.get(i));
        }
        sb.append('\n');
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.kropki(this);
    }
}
