package org.cellwise.puzzle;

import java.util.Arrays;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Arithmetic;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Equal;
import org.cellwise.constraint.Fixed;
import org.cellwise.constraint.Relation;
import org.cellwise.constraint.Sum;
import org.cellwise.constraint.SumOrProduct;

/**
 * What a puzzle means, as text: its canvas and the set of its constraints, without names or rule
 * boundaries. Two puzzles with equal signatures have the same solutions; a writer whose output reads back to a
 * different signature has lost something.
 */
public final class Signature {
    private Signature() {}

    public static String of(Puzzle p) {
        // a set: a constraint stated twice means what it means once
        java.util.TreeSet<String> cs = new java.util.TreeSet<>();
        for (Constraint c : p.constraints()) cs.add(c.accept(KEY));
        return "grids " + p.grids() + "\nloose " + p.canvas().loose() + "\nvalues " + p.values() + "\n" + String.join("\n", cs);
    }

    /** One constraint's part of the signature. */
    public static String key(Constraint c) {
        return c.accept(KEY);
    }

    private static String sorted(int[] cells) {
        int[] s = cells.clone();
        Arrays.sort(s);
        return Arrays.toString(s);
    }

    private static final Constraint.Cases<String> KEY = new Constraint.Cases<>() {
        @Override
        public String allDifferent(AllDifferent c) {
            return "all-different " + sorted(c.cells());
        }

        @Override
        public String sum(Sum c) {
            return "sum " + c.target() + (c.distinct() ? " distinct " : " ") + sorted(c.cells());
        }

        @Override
        public String arithmetic(Arithmetic c) {
            return "arithmetic " + c.target() + c.op().symbol + " " + sorted(c.cells());
        }

        @Override
        public String relation(Relation c) {
            boolean symmetric = c.kind().symmetric();
            int a = symmetric ? Math.min(c.a(), c.b()) : c.a(), b = symmetric ? Math.max(c.a(), c.b()) : c.b();
            return "relation " + c.kind() + " " + c.k() + " " + a + " " + b;
        }

        @Override
        public String equal(Equal c) {
            return "equal " + sorted(c.cells());
        }

        @Override
        public String sumOrProduct(SumOrProduct c) {
            return "sum-or-product " + c.target() + " " + sorted(c.cells());
        }

        @Override
        public String fixed(Fixed c) {
            return "fixed " + c.cell() + " " + c.value();
        }

        @Override
        public String scan(org.cellwise.constraint.Scan c) {
            return "scan " + c.machine() + " " + java.util.Arrays.toString(c.cells()); // the order of a line matters
        }
    };
}
