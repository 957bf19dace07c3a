package org.cellwise.constraint;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A finite automaton over values, as a setter states one: named states, some starting and some accepting, and
 * transitions that read a set of values (or any value but some, or the break between two segments of a line) and
 * may lead to several states. A line follows it when some run from a starting state reads the line's values and
 * ends accepting ({@link Machine.Nfa}). Immutable; equal when the states, names and transitions are equal.
 */
public final class Automaton {
    /** The most states an automaton may have: ISS's own limit, and enough for every machine its examples state. */
    public static final int MAX_STATES = 4096;

    /** What a transition reads: some values, every value but some, or the break between two segments. */
    public record Label(Kind kind, int[] values) {
        public enum Kind {
            VALUES, ALL_BUT, BREAK
        }

        public Label {
            values = Arrays.stream(values).sorted().distinct().toArray();
            if (kind == Kind.VALUES && values.length == 0) throw new IllegalArgumentException("a transition reads at least one value");
            if (kind == Kind.BREAK && values.length > 0) throw new IllegalArgumentException("a break reads no value");
        }

        public static Label of(int... values) {
            return new Label(Kind.VALUES, values);
        }

        public static final Label ANY = new Label(Kind.ALL_BUT, new int[0]);
        public static final Label BREAK = new Label(Kind.BREAK, new int[0]);

        public boolean reads(int v) {
            return switch (kind) {
                case VALUES -> Arrays.binarySearch(values, v) >= 0;
                case ALL_BUT -> Arrays.binarySearch(values, v) < 0;
                case BREAK -> false;
            };
        }

        /** {@code 1,3-5}, {@code .}, {@code ^2,4} (every value but 2 and 4), {@code |}. */
        public String written() {
            if (kind == Kind.BREAK) return "|";
            if (kind == Kind.ALL_BUT && values.length == 0) return ".";
            return (kind == Kind.ALL_BUT ? "^" : "") + ranges(values);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Label l && l.kind == kind && Arrays.equals(l.values, values);
        }

        @Override
        public int hashCode() {
            return kind.hashCode() * 31 + Arrays.hashCode(values);
        }

        @Override
        public String toString() {
            return written();
        }
    }

    /** One transition: from a state, reading its label, to a state. */
    public record Edge(int from, Label label, int to) {}

    private final String name;
    private final List<String> states;
    private final int[] starts, accepts;
    private final List<Edge> edges;
    private final boolean[] accepting;
    /** Per state, the edges leaving it. */
    private final Edge[][] out;

    public Automaton(String name, List<String> states, int[] starts, int[] accepts, List<Edge> edges) {
        this.name = name;
        this.states = List.copyOf(states);
        if (this.states.isEmpty()) throw new IllegalArgumentException("an automaton needs a state");
        if (this.states.size() > MAX_STATES) throw new IllegalArgumentException("an automaton has at most " + MAX_STATES + " states, not " + this.states.size());
        if (new java.util.HashSet<>(this.states).size() != this.states.size()) throw new IllegalArgumentException("a state is named twice");
        this.starts = Arrays.stream(starts).sorted().distinct().toArray();
        this.accepts = Arrays.stream(accepts).sorted().distinct().toArray();
        if (this.starts.length == 0) throw new IllegalArgumentException("an automaton needs a starting state");
        this.edges = List.copyOf(edges);
        int n = this.states.size();
        for (int s : this.starts) check(s, n);
        for (int s : this.accepts) check(s, n);
        accepting = new boolean[n];
        for (int s : this.accepts) accepting[s] = true;
        List<List<Edge>> byState = new ArrayList<>();
        for (int i = 0; i < n; i++) byState.add(new ArrayList<>());
        for (Edge e : this.edges) {
            check(e.from(), n);
            check(e.to(), n);
            byState.get(e.from()).add(e);
        }
        out = new Edge[n][];
        for (int i = 0; i < n; i++) out[i] = byState.get(i).toArray(new Edge[0]);
    }

    private static void check(int s, int n) {
        if (s < 0 || s >= n) throw new IllegalArgumentException("no state " + s);
    }

    public String name() {
        return name;
    }

    public List<String> states() {
        return states;
    }

    public int[] starts() {
        return starts.clone();
    }

    public int[] accepts() {
        return accepts.clone();
    }

    public List<Edge> edges() {
        return edges;
    }

    public boolean accepting(int state) {
        return accepting[state];
    }

    /** Whether some transition reads a break between segments. */
    public boolean readsBreaks() {
        return edges.stream().anyMatch(e -> e.label().kind() == Label.Kind.BREAK);
    }

    /** The states reading {@code value} (or, with {@code value} null, a break) from {@code state} leads to, in order. */
    int[] next(int state, Integer value) {
        int[] buf = new int[out[state].length];
        int k = 0;
        for (Edge e : out[state]) if (value == null ? e.label().kind() == Label.Kind.BREAK : e.label().reads(value)) buf[k++] = e.to();
        return k == buf.length ? buf : Arrays.copyOf(buf, k);
    }

    /** {@code automaton NAME start A accept B,C A:1-3:B ...}: the definition as the {@code .cw} format writes it. */
    public String statement() {
        StringBuilder sb = new StringBuilder("automaton ").append(name).append(" start ");
        sb.append(names(starts)).append(" accept ").append(accepts.length == 0 ? "-" : names(accepts));
        for (Edge e : edges) {
            sb.append(' ').append(states.get(e.from())).append(':').append(e.label().written()).append(':').append(states.get(e.to()));
        }
        return sb.toString();
    }

    private String names(int[] ids) {
        StringBuilder sb = new StringBuilder();
        for (int s : ids) sb.append(sb.length() == 0 ? "" : ",").append(states.get(s));
        return sb.toString();
    }

    /** {@code 1,3-5}: values with runs of three or more written as ranges. */
    static String ranges(int[] values) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < values.length;) {
            int j = i;
            while (j + 1 < values.length && values[j + 1] == values[j] + 1) j++;
            sb.append(sb.length() == 0 ? "" : ",");
            if (j - i >= 2) sb.append(values[i]).append('-').append(values[j]);
            else for (int k = i; k <= j; k++) sb.append(k == i ? "" : ",").append(values[k]);
            i = j + 1;
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Automaton a && a.name.equals(name) && a.states.equals(states) && Arrays.equals(a.starts, starts)
                && Arrays.equals(a.accepts, accepts) && a.edges.equals(edges);
    }

    @Override
    public int hashCode() {
        return ((name.hashCode() * 31 + states.hashCode()) * 31 + Arrays.hashCode(accepts)) * 31 + edges.hashCode();
    }

    @Override
    public String toString() {
        return statement();
    }
}
