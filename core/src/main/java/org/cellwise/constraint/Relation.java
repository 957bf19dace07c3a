package org.cellwise.constraint;

/**
 * A relation between two cells, some with a parameter {@code k}: {@code a < b}, {@code a ≠ b}, differences
 * (kropki white dots, German whispers, renban spans), ratios (black dots) and sums (XV), and their negations for
 * the "no dot means no such pair" rules. Renban and entropic lines are pairs of these too, so every line rule that
 * speaks of two cells at a time stays binary, which the clause search and the explanations' links handle.
 */
public record Relation(String name, int a, int b, Kind kind, int k, Relation.Table table) implements Constraint {

    public enum Kind {
        LESS("<"), NOT_EQUAL("≠"), NOT_CONSECUTIVE("not consecutive"),
        /** |a − b| = k (a white dot when k = 1). */
        DIFFERENCE("difference"),
        /** |a − b| ≠ k. */
        NOT_DIFFERENCE("not difference"),
        /** |a − b| ≥ k (German whispers). */
        APART_AT_LEAST("apart at least"),
        /** |a − b| ≤ k (two cells of a renban line of k + 1 cells). */
        APART_AT_MOST("apart at most"),
        /** a = k·b or b = k·a (a black dot when k = 2). */
        RATIO("ratio"),
        NOT_RATIO("not ratio"),
        /** a + b = k (X is 10, V is 5). */
        SUM("sum"),
        NOT_SUM("not sum"),
        /** a and b lie in different bands of k values counted from 1 (entropic lines: 1-3, 4-6, 7-9). */
        OTHER_BAND("other band"),
        /** Not both hold k (self-taxicab, chess moves limited to some values): the one clash a pair may not have. */
        NOT_BOTH("not both"),
        /**
         * Any pairs of values, as a {@link Table} lists them: what a rule written in clingo's notation allows two cells
         * when no kind above says it.
         */
        TABLE("allowed pairs");

        public final String word;

        Kind(String word) {
            this.word = word;
        }

        public boolean test(int x, int y, int k) {
            return switch (this) {
                case LESS -> x < y;
                case NOT_EQUAL -> x != y;
                case NOT_CONSECUTIVE -> Math.abs(x - y) != 1;
                case DIFFERENCE -> Math.abs(x - y) == k;
                case NOT_DIFFERENCE -> Math.abs(x - y) != k;
                case APART_AT_LEAST -> Math.abs(x - y) >= k;
                case APART_AT_MOST -> Math.abs(x - y) <= k;
                case RATIO -> (long) x == (long) k * y || (long) y == (long) k * x;
                case NOT_RATIO -> (long) x != (long) k * y && (long) y != (long) k * x;
                case SUM -> x + y == k;
                case NOT_SUM -> x + y != k;
                case OTHER_BAND -> Math.floorDiv(x - 1, k) != Math.floorDiv(y - 1, k);
                case NOT_BOTH -> x != k || y != k;
                case TABLE -> throw new IllegalStateException("a table relation is tested through its table");
            };
        }

        /** Whether {@code k} means something for this kind (and so is written and compared). */
        public boolean parameterised() {
            return this != LESS && this != NOT_EQUAL && this != NOT_CONSECUTIVE && this != TABLE;
        }

        public boolean symmetric() {
            return this != LESS && this != TABLE;
        }
    }

    /**
     * The pairs of values a {@link Kind#TABLE} relation allows: for each value x of cell a from {@code min}, the
     * values y of cell b as bits from {@code min}. Equal by content, so equal relations share an engine table.
     */
    public static final class Table {
        private final int min;
        private final long[] allowed;

        public Table(int min, long[] allowed) {
            if (allowed.length > 64) throw new IllegalArgumentException("a table relation covers at most 64 values");
            this.min = min;
            this.allowed = allowed.clone();
        }

        public boolean allows(int x, int y) {
            long i = (long) x - min, j = (long) y - min;
            return i >= 0 && i < allowed.length && j >= 0 && j < 64 && (allowed[(int) i] >>> j & 1) != 0;
        }

        public int min() {
            return min;
        }

        /** How many values it speaks of, from {@link #min()}. */
        public int size() {
            return allowed.length;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Table t && t.min == min && java.util.Arrays.equals(t.allowed, allowed);
        }

        @Override
        public int hashCode() {
            return min * 31 + java.util.Arrays.hashCode(allowed);
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder();
            for (int x = 0; x < allowed.length; x++)
                for (int y = 0; y < 64; y++)
                    if ((allowed[x] >>> y & 1) != 0) sb.append(sb.length() == 0 ? "" : " ").append(min + x).append(',').append(min + y);
            return "{" + sb + "}";
        }
    }

    public Relation {
        if (kind == Kind.OTHER_BAND && k < 1) throw new IllegalArgumentException(name + ": a band holds at least one value");
        if ((kind == Kind.TABLE) != (table != null)) throw new IllegalArgumentException(name + ": a table relation, and only it, has a table");
        if (!kind.parameterised()) k = 0;
    }

    public Relation(String name, int a, int b, Kind kind, int k) {
        this(name, a, b, kind, k, null);
    }

    public Relation(String name, int a, int b, Kind kind) {
        this(name, a, b, kind, 0);
    }

    /** A relation allowing exactly the pairs of {@code table}. */
    public Relation(String name, int a, int b, Table table) {
        this(name, a, b, Kind.TABLE, 0, table);
    }

    public boolean test(int x, int y) {
        return kind == Kind.TABLE ? table.allows(x, y) : kind.test(x, y, k);
    }

    @Override
    public int[] cells() {
        return new int[] {a, b};
    }

    @Override
    public boolean holds(int[] values) {
        return test(values[a], values[b]);
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.relation(this);
    }
}
