package org.cellwise.asp;

import java.util.List;

/**
 * A literal of a rule's body: a cell holding a value ({@code a(R,C,N)}), a fact ({@code gt(R,C,R1,C1)}, perhaps under
 * {@code not}), a comparison of two terms, or a count of literals between bounds ({@code 1{R != R1; C != C1}}).
 */
public sealed interface Literal {
    Place at();

    /** Adds the numbers of its variables to {@code into}. */
    void variables(java.util.BitSet into);

    /** {@code a(row, col, value)}: the cell in that row and column (from 1) holds the value. */
    record Cell(Term row, Term col, Term value, Place at) implements Literal {
        public void variables(java.util.BitSet into) {
            row.variables(into);
            col.variables(into);
            value.variables(into);
        }

        List<Term> args() {
            return List.of(row, col, value);
        }
    }

    /** A fact the puzzle states, by name and arguments; {@code negated} for {@code not name(...)}. */
    record Atom(String name, List<Term> args, boolean negated, Place at) implements Literal {
        public void variables(java.util.BitSet into) {
            for (Term t : args) t.variables(into);
        }

        /** name/arity, as facts are looked up. */
        String signature() {
            return name + "/" + args.size();
        }
    }

    /** {@code left op right}, op one of {@code = == != < <= > >=}; {@code negated} for {@code not left op right}. */
    record Comparison(String op, Term left, Term right, boolean negated, Place at) implements Literal {
        public void variables(java.util.BitSet into) {
            left.variables(into);
            right.variables(into);
        }

        /** Whether it holds for these values; undefined terms make it false, as in clingo. */
        boolean holds(long[] values) {
            long l = left.eval(values), r = right.eval(values);
            if (l == Term.UNDEFINED || r == Term.UNDEFINED) return false;
            return compare(op, l, r) != negated;
        }

        /** Whether it may bind a variable: an equality, not negated. */
        boolean assigns() {
            return !negated && (op.equals("=") || op.equals("=="));
        }
    }

    /**
     * A count of literals (comparisons and facts) between bounds: {@code lower lowerOp #count <= ... upperOp upper},
     * either bound absent (null). Comparisons count once each as written; facts count once per distinct fact, as
     * clingo counts the elements of {@code {l1; l2}}.
     */
    record Count(Term lower, String lowerOp, List<Literal> elements, Term upper, String upperOp, boolean negated, Place at)
            implements Literal {
        public void variables(java.util.BitSet into) {
            if (lower != null) lower.variables(into);
            if (upper != null) upper.variables(into);
            for (Literal l : elements) l.variables(into);
        }
    }

    /** {@code l op r} for the comparison signs, {@code =} and {@code ==} alike. */
    static boolean compare(String op, long l, long r) {
        return switch (op) {
            case "=", "==" -> l == r;
            case "!=" -> l != r;
            case "<" -> l < r;
            case "<=" -> l <= r;
            case ">" -> l > r;
            case ">=" -> l >= r;
            default -> throw new IllegalStateException("comparison " + op);
        };
    }
}
