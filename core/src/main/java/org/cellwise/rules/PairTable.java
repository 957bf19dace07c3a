package org.cellwise.rules;

import java.util.Arrays;
import java.util.Comparator;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A setter's own relation between two values, named and stated as the pairs it allows: {@code relation NAME 1:2,3
 * 2:4} lets a 1 be followed by a 2 or a 3 and a 2 by a 4. Lines apply it to neighbouring cells or to every two cells
 * ({@link PairLine}).
 */
public record PairTable(String name, int[][] pairs) {
    public PairTable {
        if (!name.matches("\\p{L}[\\p{L}\\p{N}_-]*")) throw new IllegalArgumentException("a relation's name starts with a letter, not '" + name + "'");
        pairs = Arrays.stream(pairs).map(int[]::clone).sorted(Comparator.<int[]>comparingInt(p -> p[0]).thenComparingInt(p -> p[1]))
                .distinct().toArray(int[][]::new);
        for (int[] p : pairs) if (p.length != 2) throw new IllegalArgumentException("a pair is two values");
        if (pairs.length > 64 * 64) throw new IllegalArgumentException("a relation allows at most " + 64 * 64 + " pairs");
    }

    public boolean allows(int a, int b) {
        for (int[] p : pairs) if (p[0] == a && p[1] == b) return true;
        return false;
    }

    /** Whether it allows a, b exactly when it allows b, a. */
    public boolean symmetric() {
        for (int[] p : pairs) if (!allows(p[1], p[0])) return false;
        return true;
    }

    /** {@code relation NAME 1:2,3 2:4}: each value with those allowed after it. */
    public String statement() {
        TreeMap<Integer, TreeSet<Integer>> by = new TreeMap<>();
        for (int[] p : pairs) by.computeIfAbsent(p[0], k -> new TreeSet<>()).add(p[1]);
        StringBuilder sb = new StringBuilder("relation ").append(name);
        if (by.isEmpty()) sb.append(" -");
        by.forEach((a, bs) -> sb.append(' ').append(a).append(':')
                .append(org.cellwise.constraint.Automaton.Label.of(bs.stream().mapToInt(Integer::intValue).toArray()).written()));
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PairTable t && t.name.equals(name) && Arrays.deepEquals(t.pairs, pairs);
    }

    @Override
    public int hashCode() {
        return name.hashCode() * 31 + Arrays.deepHashCode(pairs);
    }

    @Override
    public String toString() {
        return statement();
    }
}
