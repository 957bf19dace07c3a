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
            case ANY: {
                if (evaluate(Op.ADD, target, values, cells) || evaluate(Op.MULTIPLY, target, values, cells)) return true;
                return cells.length == 2
                        && (evaluate(Op.SUBTRACT, target, values, cells) || evaluate(Op.DIVIDE, target, values, cells));
            }
            default:
                throw new AssertionError(op);
        }
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.arithmetic(this);
    }
}
