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
 * different signature has lost something. Constraints that say the same thing in two ways are written one way:
 * "not consecutive" is "not difference 1", and the one-of lists on a single cell (pencil marks, odd/even) are
 * one list, their common values within the range.
 */
public final class Signature {
    private Signature() {}

    public static String of(Puzzle p) {
        // a set: a constraint stated twice means what it means once
        java.util.TreeSet<String> cs = new java.util.TreeSet<>();
        java.util.TreeMap<Integer, java.util.BitSet> oneOf = new java.util.TreeMap<>();
        for (Constraint c : p.constraints()) {
            if (c instanceof org.cellwise.constraint.Scan s && s.cells().length == 1
                    && s.machine() instanceof org.cellwise.constraint.Machine.OneOf o) {
                java.util.BitSet allowed = new java.util.BitSet();
                for (int v = p.values().min(); v <= p.values().max(); v++) if (java.util.Arrays.binarySearch(o.values(), v) >= 0) allowed.set(v - p.values().min());
                oneOf.merge(s.cells()[0], allowed, (a, b) -> {
                    a.and(b);
                    return a;
                });
                continue;
            }
            cs.add(c.accept(KEY));
        }
        oneOf.forEach((cell, allowed) -> {
            StringBuilder sb = new StringBuilder("one of [");
            for (int v = allowed.nextSetBit(0); v >= 0; v = allowed.nextSetBit(v + 1)) sb.append(sb.charAt(sb.length() - 1) == '[' ? "" : ", ").append(v + p.values().min());
            cs.add(sb.append("] at ").append(cell).toString());
        });
        // a grid's box shape means nothing by itself: the rules that use it (boxes, offset groups) are in the constraints
        StringBuilder grids = new StringBuilder();
        for (org.cellwise.model.Grid g : p.grids())
            grids.append(grids.length() == 0 ? "" : ", ").append(g.name()).append(" at ").append(g.top()).append(',').append(g.left())
                    .append(" size ").append(g.rows()).append(g.square() ? "" : "x" + g.cols());
        return "grids [" + grids + "]\nloose " + p.canvas().loose() + "\nvalues " + p.values() + "\n" + String.join("\n", cs);
    }

    /** One constraint's line in a signature (one-of lists on a cell not yet merged). */
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
            if (c.kind() == Relation.Kind.NOT_CONSECUTIVE) return "relation " + Relation.Kind.NOT_DIFFERENCE + " 1 " + Math.min(a, b) + " " + Math.max(a, b);
            return "relation " + c.kind() + " " + c.k() + " " + a + " " + b + (c.table() == null ? "" : " " + c.table());
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

        @Override
        public String rank(org.cellwise.constraint.Rank c) {
            StringBuilder sb = new StringBuilder("rank " + c.rank() + (c.tied() ? " tied " : " ") + c.line());
            for (int[] l : c.lines()) sb.append(' ').append(java.util.Arrays.toString(l)); // the lines' order matters
            return sb.toString();
        }

        @Override
        public String connected(org.cellwise.constraint.Connected c) {
            // the neighbours follow from the cells; the values are a set
            int[] vs = c.values().clone();
            java.util.Arrays.sort(vs);
            return "connected " + java.util.Arrays.toString(vs) + " " + c.size() + " " + sorted(c.cells());
        }

        @Override
        public String anyOf(org.cellwise.constraint.AnyOf c) {
            // each branch a set of keys, the branches a set: order and repeats say nothing
            java.util.TreeSet<String> branches = new java.util.TreeSet<>();
            for (java.util.List<Constraint> b : c.branches()) {
                java.util.TreeSet<String> keys = new java.util.TreeSet<>();
                for (Constraint x : b) keys.add(x.accept(this));
                branches.add(keys.toString());
            }
            return "any-of " + branches;
        }
    };
}
