package org.cellwise.constraint;

/** A relation between two cells: {@code a < b}, {@code a ≠ b}, or {@code |a − b| ≠ 1}. */
public record Relation(String name, int a, int b, Kind kind) implements Constraint {

    public enum Kind {
        LESS, NOT_EQUAL, NOT_CONSECUTIVE;

        public boolean test(int x, int y) {
            switch (this) {
                case LESS: return x < y;
                case NOT_EQUAL: return x != y;
                case NOT_CONSECUTIVE: return Math.abs(x - y) != 1;
                default: throw new AssertionError(this);
            }
        }
    }

    @Override
    public int[] cells() {
        return new int[] {a, b};
    }

    @Override
    public boolean holds(int[] values) {
        return kind.test(values[a], values[b]);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.relation(this);
    }
}
