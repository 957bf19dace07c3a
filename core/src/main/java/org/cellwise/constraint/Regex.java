package org.cellwise.constraint;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Regular expressions over values, as regex lines state them: each value is one character (0-9, then A=10 ... Z=35,
 * either case), {@code .} any value, {@code [...]} a class with ranges ({@code [1-4]}) and negation ({@code [^5]}),
 * grouping {@code ( )}, alternation {@code |} and the quantifiers {@code * + ?} {@code {n}} {@code {n,}}
 * {@code {n,m}}; white space is ignored. Compiled into an {@link Automaton} without empty moves (Thompson's
 * construction, then each state's empty closure), so a line reads it as any automaton.
 */
public final class Regex {
    private final String pattern;
    private int pos;
    // the construction's states: per state, its reading transitions and its empty moves
    private final List<List<Automaton.Edge>> reads = new ArrayList<>();
    private final List<List<Integer>> empty = new ArrayList<>();

    private Regex(String pattern) {
        this.pattern = pattern;
    }

    /** The value a pattern character names: 0-9, then A (or a) = 10 ... Z = 35; -1 for any other character. */
    public static int value(char c) {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
        if (c >= 'a' && c <= 'z') return c - 'a' + 10;
        return -1;
    }

    /**
     * The automaton of {@code pattern}; a pattern that is not well formed throws {@link IllegalArgumentException}
     * saying what was expected at which character (counted from 1, spaces included).
     */
    public static Automaton compile(String pattern) {
        Regex r = new Regex(pattern);
        int[] f = r.expression();
        r.skip();
        if (r.pos < pattern.length()) throw r.error("unexpected '" + pattern.charAt(r.pos) + "'");
        return r.automaton(f[0], f[1]);
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException("regular expression " + quoted() + ": " + what + " at character " + (pos + 1));
    }

    private String quoted() {
        return "'" + (pattern.length() > 60 ? pattern.substring(0, 57) + "..." : pattern) + "'";
    }

    private void skip() {
        while (pos < pattern.length() && Character.isWhitespace(pattern.charAt(pos))) pos++;
    }

    private int peek() {
        skip();
        return pos < pattern.length() ? pattern.charAt(pos) : -1;
    }

    private int state() {
        if (reads.size() >= 4 * Automaton.MAX_STATES)
            throw new IllegalArgumentException("regular expression " + quoted() + " is too large: it needs more than "
                    + 4 * Automaton.MAX_STATES + " states to read");
        reads.add(new ArrayList<>());
        empty.add(new ArrayList<>());
        return reads.size() - 1;
    }

    private void move(int from, int to) {
        empty.get(from).add(to);
    }

    /** A fragment: {start, accept}. */
    private int[] expression() {
        int[] first = sequence();
        if (peek() != '|') return first;
        int s = state(), a = state();
        move(s, first[0]);
        move(first[1], a);
        while (peek() == '|') {
            pos++;
            int[] next = sequence();
            move(s, next[0]);
            move(next[1], a);
        }
        return new int[] {s, a};
    }

    private int[] sequence() {
        int s = state(), a = s;
        while (peek() != -1 && peek() != '|' && peek() != ')') {
            int[] part = quantified();
            move(a, part[0]);
            a = part[1];
        }
        return new int[] {s, a};
    }

    private int[] quantified() {
        int[] f = primary();
        while (true) {
            int c = peek();
            int min, max;
            if (c == '*') {
                pos++;
                min = 0;
                max = -1;
            } else if (c == '+') {
                pos++;
                min = 1;
                max = -1;
            } else if (c == '?') {
                pos++;
                min = 0;
                max = 1;
            } else if (c == '{') {
                pos++;
                min = number();
                max = min;
                if (peek() == ',') {
                    pos++;
                    max = peek() == '}' ? -1 : number();
                    if (max >= 0 && max < min) throw error("at most " + max + " is fewer than at least " + min);
                }
                if (peek() != '}') throw error("expected '}'");
                pos++;
            } else return f;
            if (min > Automaton.MAX_STATES || max > Automaton.MAX_STATES) throw error("a count past " + Automaton.MAX_STATES);
            f = repeat(f, min, max);
        }
    }

    private int number() {
        skip();
        int start = pos;
        while (pos < pattern.length() && Character.isDigit(pattern.charAt(pos)) && pos - start < 6) pos++;
        if (start == pos) throw error("expected a count");
        return Integer.parseInt(pattern.substring(start, pos));
    }

    /**
     * A copy of a fragment not yet joined to anything (so the states its start reaches are its own), for each
     * repetition a count asks.
     */
    private int[] copy(int[] f) {
        java.util.Map<Integer, Integer> map = new java.util.HashMap<>();
        java.util.ArrayDeque<Integer> todo = new java.util.ArrayDeque<>(List.of(f[0]));
        map.put(f[0], state());
        while (!todo.isEmpty()) {
            int s = todo.pop();
            List<Integer> next = new ArrayList<>(empty.get(s));
            for (Automaton.Edge e : reads.get(s)) next.add(e.to());
            for (int t : next)
                if (!map.containsKey(t)) {
                    map.put(t, state());
                    todo.push(t);
                }
        }
        if (!map.containsKey(f[1])) map.put(f[1], state());
        for (var e : map.entrySet()) {
            int s = e.getKey(), c = e.getValue();
            for (int t : List.copyOf(empty.get(s))) move(c, map.get(t));
            for (Automaton.Edge x : List.copyOf(reads.get(s))) reads.get(c).add(new Automaton.Edge(c, x.label(), map.get(x.to())));
        }
        return new int[] {map.get(f[0]), map.get(f[1])};
    }

    /** {@code f} at least {@code min} times and at most {@code max} ({@code -1}: no most). */
    private int[] repeat(int[] f, int min, int max) {
        int need = min + (max < 0 ? 1 : max - min);
        // every copy is made before any is joined, while f still reaches only its own states
        List<int[]> pieces = new ArrayList<>();
        for (int i = 0; i < need; i++) pieces.add(i == 0 ? f : copy(f));
        int s = state(), a = s, k = 0;
        for (int i = 0; i < min; i++) {
            int[] p = pieces.get(k++);
            move(a, p[0]);
            a = p[1];
        }
        int end = state();
        move(a, end);
        if (max < 0) {
            int[] p = pieces.get(k);
            move(a, p[0]);
            move(p[1], p[0]);
            move(p[1], end);
            return new int[] {s, end};
        }
        for (int i = min; i < max; i++) {
            int[] p = pieces.get(k++);
            move(a, p[0]);
            move(p[1], end);
            a = p[1];
        }
        return new int[] {s, end};
    }

    /** A value, a class, any value, or a group: its fragment. */
    private int[] primary() {
        int c = peek();
        if (c == -1) throw error("expected a value, '(' , '[' or '.'");
        if (c == '(') {
            pos++;
            int[] inner = expression();
            if (peek() != ')') throw error("expected ')'");
            pos++;
            return inner;
        }
        if (c == '.') {
            pos++;
            return reading(Automaton.Label.ANY);
        }
        if (c == '[') {
            pos++;
            boolean not = peek() == '^';
            if (not) pos++;
            java.util.TreeSet<Integer> values = new java.util.TreeSet<>();
            while (peek() != ']') {
                if (peek() == -1) throw error("expected ']'");
                int from = valueAt();
                if (peek() == '-') {
                    pos++;
                    if (peek() == -1 || peek() == ']') throw error("expected the end of a range");
                    int to = valueAt();
                    if (to < from) throw error("a range from " + from + " down to " + to);
                    for (int v = from; v <= to; v++) values.add(v);
                } else values.add(from);
            }
            pos++;
            if (values.isEmpty()) throw error("an empty class");
            int[] vs = values.stream().mapToInt(Integer::intValue).toArray();
            return reading(not ? new Automaton.Label(Automaton.Label.Kind.ALL_BUT, vs) : Automaton.Label.of(vs));
        }
        if ("*+?{".indexOf(c) >= 0) throw error("'" + (char) c + "' repeats nothing");
        return reading(Automaton.Label.of(valueAt()));
    }

    private int valueAt() {
        skip();
        char c = pattern.charAt(pos);
        int v = value(c);
        if (v < 0) throw error("'" + c + "' is not a value (0-9, A-Z)");
        pos++;
        return v;
    }

    private int[] reading(Automaton.Label label) {
        int s = state(), a = state();
        reads.get(s).add(new Automaton.Edge(s, label, a));
        return new int[] {s, a};
    }

    /** The construction without its empty moves: each state reads what its empty closure reads. */
    private Automaton automaton(int start, int accept) {
        int n = reads.size();
        BitSet[] closure = new BitSet[n];
        for (int s = 0; s < n; s++) {
            BitSet seen = new BitSet();
            java.util.ArrayDeque<Integer> todo = new java.util.ArrayDeque<>(List.of(s));
            seen.set(s);
            while (!todo.isEmpty())
                for (int t : empty.get(todo.pop()))
                    if (!seen.get(t)) {
                        seen.set(t);
                        todo.push(t);
                    }
            closure[s] = seen;
        }
        // keep the start and the states a reading enters, renumbered in the order they are met
        java.util.Map<Integer, Integer> id = new java.util.LinkedHashMap<>();
        java.util.ArrayDeque<Integer> todo = new java.util.ArrayDeque<>();
        id.put(start, 0);
        todo.add(start);
        List<int[]> edges = new ArrayList<>();
        List<Automaton.Label> labels = new ArrayList<>();
        while (!todo.isEmpty()) {
            int s = todo.poll();
            for (int c = closure[s].nextSetBit(0); c >= 0; c = closure[s].nextSetBit(c + 1))
                for (Automaton.Edge e : reads.get(c)) {
                    if (!id.containsKey(e.to())) {
                        if (id.size() >= Automaton.MAX_STATES)
                            throw new IllegalArgumentException("regular expression " + quoted() + " needs more than "
                                    + Automaton.MAX_STATES + " states");
                        id.put(e.to(), id.size());
                        todo.add(e.to());
                    }
                    edges.add(new int[] {id.get(s), id.get(e.to())});
                    labels.add(e.label());
                }
        }
        List<String> names = new ArrayList<>();
        List<Integer> accepts = new ArrayList<>();
        for (var e : id.entrySet()) {
            names.add("s" + e.getValue());
            if (closure[e.getKey()].get(accept)) accepts.add(e.getValue());
        }
        List<Automaton.Edge> out = new ArrayList<>();
        java.util.Set<Automaton.Edge> seen = new java.util.HashSet<>();
        for (int i = 0; i < edges.size(); i++) {
            Automaton.Edge e = new Automaton.Edge(edges.get(i)[0], labels.get(i), edges.get(i)[1]);
            if (seen.add(e)) out.add(e);
        }
        return new Automaton(pattern, names, new int[] {0}, accepts.stream().mapToInt(Integer::intValue).toArray(), out);
    }
}
