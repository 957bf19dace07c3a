package org.cellwise.constraint;

/**
 * A KenKen cage: the cells combine to {@code target} under {@code op}. Subtraction and division take exactly two
 * cells, in either order; values may repeat inside the cage (rows and columns forbid what must be forbidden).
 */
public record Arithmetic(String name, int[] cells, Op op, int target) implements Constraint {

    public enum Op {
        ADD('+'), SUBTRACT('-'), MULTIPLY('*'), DIVIDE('/');

        public final char symbol;

        Op(char symbol) {
            this.symbol = symbol;
        }

        public static Op of(char c) {
            switch (c) {
                case '+': return ADD;
                case '-': case '−': return SUBTRACT;
                case '*': case 'x': case '×': return MULTIPLY;
                case '/': case '÷': return DIVIDE;
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
                for (int c : cells) p *= values[c];
                return p == target;
            }
            case SUBTRACT: {
                long a = values[cells[0]], b = values[cells[1]];
                return a - b == target || b - a == target;
            }
            case DIVIDE: {
                long a = values[cells[0]], b = values[cells[1]];
                return (b != 0 && a == target * b) || (a != 0 && b == target * a);
            }
            default:
                throw new AssertionError(op);
        }
    }
}
