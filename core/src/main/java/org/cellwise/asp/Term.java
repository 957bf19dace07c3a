package org.cellwise.asp;

/**
 * An arithmetic term of clingo's language as a rule uses it: a whole number, a variable, {@code + - * / \} (modulo),
 * unary minus and {@code |x|}. Evaluated as clingo does, on 32-bit whole numbers that wrap around, division
 * truncating towards zero and the remainder taking the dividend's sign; a division by zero is undefined, which
 * makes the literal holding it false, as in clingo.
 */
public sealed interface Term {
    /** What an undefined term (a division by zero) evaluates to; no 32-bit value is this. */
    long UNDEFINED = Long.MIN_VALUE;

    Place at();

    /** The value under {@code values} (by variable number), every variable of it bound; {@link #UNDEFINED} when undefined. */
    long eval(long[] values);

    /** Adds the numbers of its variables to {@code into}. */
    void variables(java.util.BitSet into);

    /** The term as clingo writes it. */
    String text();

    record Num(int value, Place at) implements Term {
        public long eval(long[] values) {
            return value;
        }

        public void variables(java.util.BitSet into) {}

        public String text() {
            return Integer.toString(value);
        }
    }

    /** A variable; every {@code _} is a variable of its own, named {@code _}. */
    record Var(String name, int id, Place at) implements Term {
        public long eval(long[] values) {
            return values[id];
        }

        public void variables(java.util.BitSet into) {
            into.set(id);
        }

        public String text() {
            return name;
        }
    }

    record Neg(Term of, Place at) implements Term {
        public long eval(long[] values) {
            long x = of.eval(values);
            return x == UNDEFINED ? UNDEFINED : (int) -(int) x;
        }

        public void variables(java.util.BitSet into) {
            of.variables(into);
        }

        public String text() {
            return "-" + of.text();
        }
    }

    record Abs(Term of, Place at) implements Term {
        public long eval(long[] values) {
            long x = of.eval(values);
            return x == UNDEFINED ? UNDEFINED : Math.abs((int) x);
        }

        public void variables(java.util.BitSet into) {
            of.variables(into);
        }

        public String text() {
            return "|" + of.text() + "|";
        }
    }

    /** {@code left op right}, op one of {@code + - * / \}. */
    record Bin(char op, Term left, Term right, Place at) implements Term {
        public long eval(long[] values) {
            long l = left.eval(values);
            if (l == UNDEFINED) return UNDEFINED;
            long r = right.eval(values);
            if (r == UNDEFINED) return UNDEFINED;
            int x = (int) l, y = (int) r;
            return switch (op) {
                case '+' -> x + y;
                case '-' -> x - y;
                case '*' -> x * y;
                case '/' -> y == 0 ? UNDEFINED : x / y;
                case '\\' -> y == 0 ? UNDEFINED : x % y;
                default -> throw new IllegalStateException("operator " + op);
            };
        }

        public void variables(java.util.BitSet into) {
            left.variables(into);
            right.variables(into);
        }

        public String text() {
            return "(" + left.text() + op + right.text() + ")";
        }
    }

    /** Whether the term has no variables. */
    static boolean ground(Term t) {
        java.util.BitSet b = new java.util.BitSet();
        t.variables(b);
        return b.isEmpty();
    }

    /**
     * The coefficient of variable {@code v} when the term is linear in it (built of {@code + -}, unary minus and
     * products by a number without variables, with {@code v} once), else 0. Such a term binds {@code v} when the
     * rest is known, as clingo lets {@code a(R-2,C+1,N)} bind R and C.
     */
    static long coefficient(Term t, int v) {
        if (t instanceof Var x) return x.id() == v ? 1 : 0;
        if (t instanceof Neg n) return -coefficient(n.of(), v);
        if (!(t instanceof Bin b)) return 0;
        switch (b.op()) {
            case '+', '-' -> {
                boolean inL = mentions(b.left(), v), inR = mentions(b.right(), v);
                if (inL && inR) return 0; // v twice: not read as a binding
                if (inL) return coefficient(b.left(), v);
                if (inR) return b.op() == '+' ? coefficient(b.right(), v) : -coefficient(b.right(), v);
                return 0;
            }
            case '*' -> {
                if (ground(b.left())) {
                    long k = b.left().eval(new long[0]);
                    return k == UNDEFINED ? 0 : k * coefficient(b.right(), v);
                }
                if (ground(b.right())) {
                    long k = b.right().eval(new long[0]);
                    return k == UNDEFINED ? 0 : k * coefficient(b.left(), v);
                }
                return 0;
            }
            default -> {
                return 0;
            }
        }
    }

    static boolean mentions(Term t, int v) {
        java.util.BitSet b = new java.util.BitSet();
        t.variables(b);
        return b.get(v);
    }
}
