package org.cellwise.constraint;

/**
 * A KenKen cage: the cells combine to {@code target} under {@code op}. Subtraction and division take exactly two
 * cells, in either order; values may repeat inside the cage (rows and columns forbid what must be forbidden).
 */
public record Arithmetic(String name, int[] cells, Op op, int target) implements Constraint {

    public enum Op {
        ADD('+'), SUBTRACT('-'), MULTIPLY('*'), DIVIDE('/'),
        /** Hidden operator: any of the four that applies to the cage gives the target. */
        ANY('?');

        public final char symbol;

        Op(char symbol) {
            this.symbol = symbol;
        }

        /** The operation as a KenKen cage prints it: + − × ÷, nothing for a hidden one. */
        public String printed() {
            return switch (this) {
                case ADD -> "+";
                case SUBTRACT -> "−";
                case MULTIPLY -> "×";
                case DIVIDE -> "÷";
                case ANY -> "";
            };
        }

        public static Op of(char c) {
            switch (c) {
                case '+': return ADD;
                case '-': case '−': return SUBTRACT;
                case '*': case 'x': case '×': return MULTIPLY;
                case '/': case '÷': return DIVIDE;
                case '?': return ANY;
                default: throw new IllegalArgumentException("unknown operation '" + c + "'");
            }
        }
    }

    public Arithmetic {
        if ((op == Op.SUBTRACT || op == Op.DIVIDE) && cells.length != 2)
            throw new IllegalArgumentException(name + ": " + op.symbol + " needs exactly two cells, not " + cells.length);
        if (cells.length == 0) throw new IllegalArgumentException(name + ": a cage needs at least one cell");
    }

    @Override
    public boolean holds(int[] values) {
        return evaluate(op, target, values, cells);
    }

    /** Shared with the engine so that checking and solving agree on what an operation means. */
    public static boolean evaluate(Op op, long target, int[] values, int[] cells) {
        switch (op) {
            case ADD: {
                long s = 0;
                for (int c : cells) s += values[c];
                return s == target;
            }
            case MULTIPLY: {
                long p = 1;
                for (int c : cells) p = times(p, values[c]);
                return p == target;
            }
            case SUBTRACT:
            case DIVIDE:
                return pair(op, target, values[cells[0]], values[cells[1]]);
            case ANY: {
                if (evaluate(Op.ADD, target, values, cells) || evaluate(Op.MULTIPLY, target, values, cells)) return true;
                return cells.length == 2 && pair(Op.ANY, target, values[cells[0]], values[cells[1]]);
            }
            default:
                throw new AssertionError(op);
        }
    }

    /** Two values under an operation, in either order (a − b or b − a, a ÷ b or b ÷ a); ANY tries all four. */
    public static boolean pair(Op op, long target, long a, long b) {
        switch (op) {
            case ADD: return a + b == target;
            case MULTIPLY: return times(a, b) == target;
            case SUBTRACT: return a - b == target || b - a == target;
            case DIVIDE: return (b != 0 && a == target * b) || (a != 0 && b == target * a);
            case ANY: return pair(Op.ADD, target, a, b) || pair(Op.MULTIPLY, target, a, b)
                    || pair(Op.SUBTRACT, target, a, b) || pair(Op.DIVIDE, target, a, b);
            default: throw new AssertionError(op);
        }
    }

    /** A product that saturates instead of wrapping: a saturated value never equals an int target; zero stays zero. */
    public static long times(long a, long b) {
        if (a == 0 || b == 0) return 0;
        long r = a * b;
        // the product fits when both factors do in 31 bits, or when dividing it back gives the factor again
        // (Long.MIN_VALUE * -1 is the one case the division misses); no 128-bit product, which not every platform has
        boolean fits = ((Math.abs(a) | Math.abs(b)) >>> 31 == 0) || (r / b == a && !(a == Long.MIN_VALUE && b == -1));
        if (fits) return r;
        return ((a < 0) == (b < 0)) ? Long.MAX_VALUE : Long.MIN_VALUE;
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.arithmetic(this);
    }
}
