package org.cellwise.constraint;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A {@link Scan}'s machine unrolled over its cells and a value range: layer i holds the states reachable after i
 * cells from which an accepting state can still be reached; an edge of position i goes from a state of layer i,
 * reading a value, to a state of layer i + 1. States are numbered per layer from 0. The engine filters on this
 * graph (a value is possible where an edge carrying it lies on a whole path), the exporters state it as per-cell
 * transition tables, and the explanations read their eliminations off it.
 */
public final class Unrolled {
    /** The most edges a line may unroll to: a 16-cell sandwich over 1..16 needs about 60,000. */
    public static final int MAX_EDGES = 2_000_000;

    /** States per layer (layer 0 is the start alone; empty layers mean the clue cannot be met). */
    public final int[] states;
    /** Per position i: the edges as parallel arrays. */
    public final int[][] from, value, to;

    private Unrolled(int[] states, int[][] from, int[][] value, int[][] to) {
        this.states = states;
        this.from = from;
        this.value = value;
        this.to = to;
    }

    public int length() {
        return from.length;
    }

    public int edges() {
        int e = 0;
        for (int[] f : from) e += f.length;
        return e;
    }

    public static Unrolled of(Scan scan, int min, int max) {
        Machine m = scan.machine();
        int n = scan.cells().length;
        List<long[]> layers = new ArrayList<>(); // state values per layer
        List<int[][]> edges = new ArrayList<>(); // {from, value, to} per position
        Map<Long, Integer> current = new HashMap<>();
        current.put(m.start(), 0);
        layers.add(new long[] {m.start()});
        int total = 0;
        for (int i = 0; i < n; i++) {
            long[] here = layers.get(i);
            Map<Long, Integer> next = new HashMap<>();
            List<Long> nextStates = new ArrayList<>();
            IntList f = new IntList(), v = new IntList(), t = new IntList();
            for (int s = 0; s < here.length; s++)
                for (int x = min; x <= max; x++) for (long ns : m.next(here[s], i, x)) {
                    if (i == n - 1 && !m.accepts(ns)) continue;
                    Integer id = next.get(ns);
                    if (id == null) {
                        id = nextStates.size();
                        next.put(ns, id);
                        nextStates.add(ns);
                    }
                    f.add(s);
                    v.add(x);
                    t.add(id);
                    if (++total > MAX_EDGES)
                        // the machine's own description can be as long as the line: the message names the clue and its length
                        throw new IllegalArgumentException(scan.name() + ": a line of " + n + " cells is too long to read: it unrolls to"
                                + " more than " + MAX_EDGES + " steps, the most Cellwise takes");
                }
            layers.add(nextStates.stream().mapToLong(Long::longValue).toArray());
            edges.add(new int[][] {f.toArray(), v.toArray(), t.toArray()});
        }
        // backward: keep the states that reach the end, renumbered per layer
        int[] states = new int[n + 1];
        int[][] newId = new int[n + 1][];
        newId[n] = new int[layers.get(n).length];
        for (int s = 0; s < newId[n].length; s++) newId[n][s] = s;
        states[n] = newId[n].length;
        int[][] from = new int[n][], value = new int[n][], to = new int[n][];
        for (int i = n - 1; i >= 0; i--) {
            int[][] e = edges.get(i);
            boolean[] alive = new boolean[layers.get(i).length];
            for (int k = 0; k < e[0].length; k++) if (newId[i + 1][e[2][k]] >= 0) alive[e[0][k]] = true;
            newId[i] = new int[alive.length];
            int c = 0;
            for (int s = 0; s < alive.length; s++) newId[i][s] = alive[s] ? c++ : -1;
            states[i] = c;
            IntList f = new IntList(), v = new IntList(), t = new IntList();
            for (int k = 0; k < e[0].length; k++) {
                int to2 = newId[i + 1][e[2][k]];
                if (to2 < 0) continue;
                f.add(newId[i][e[0][k]]);
                v.add(e[1][k]);
                t.add(to2);
            }
            from[i] = f.toArray();
            value[i] = v.toArray();
            to[i] = t.toArray();
        }
        if (states[0] == 0) for (int i = 0; i <= n; i++) states[i] = 0;
        return new Unrolled(states, from, value, to);
    }

    private static final class IntList {
        int[] a = new int[16];
        int n;

        void add(int x) {
            if (n == a.length) a = java.util.Arrays.copyOf(a, n * 2);
            a[n++] = x;
        }

        int[] toArray() {
            return java.util.Arrays.copyOf(a, n);
        }
    }
}
