package org.cellwise.constraint;

import java.util.Arrays;

/**
 * The cells among {@code cells} that hold one of {@code values} form one orthogonally connected area, never empty,
 * of exactly {@code size} cells when {@code size} is above 0. Which cells touch is {@code next}: per position in
 * {@code cells}, the positions of its neighbours (the canvas's orthogonal neighbours among the cells, both ways).
 */
public record Connected(String name, int[] cells, int[][] next, int[] values, int size) implements Constraint {
    public Connected {
        if (cells.length == 0) throw new IllegalArgumentException(name + ": no cells");
        if (next.length != cells.length) throw new IllegalArgumentException(name + ": one list of neighbours per cell");
        if (values.length == 0) throw new IllegalArgumentException(name + ": no values");
        if (size < 0 || size > cells.length)
            throw new IllegalArgumentException(name + ": an area of " + size + " cells among " + cells.length);
        for (int[] nb : next)
            for (int j : nb) if (j < 0 || j >= cells.length) throw new IllegalArgumentException(name + ": a neighbour out of the cells");
    }

    /** Whether {@code v} is one of the values. */
    public boolean counts(int v) {
        for (int x : values) if (x == v) return true;
        return false;
    }

    /** The positions (in {@link #cells}) of the cells holding one of the values. */
    public int[] area(int[] assignment) {
        return java.util.stream.IntStream.range(0, cells.length).filter(i -> counts(assignment[cells[i]])).toArray();
    }

    /** The positions reached from position {@code from} through cells of {@code area}, {@code from} included. */
    public int[] reach(int[] area, int from) {
        boolean[] in = new boolean[cells.length], seen = new boolean[cells.length];
        for (int i : area) in[i] = true;
        int[] queue = new int[cells.length];
        int head = 0, tail = 0;
        queue[tail++] = from;
        seen[from] = true;
        while (head < tail) {
            int u = queue[head++];
            for (int w : next[u])
                if (in[w] && !seen[w]) {
                    seen[w] = true;
                    queue[tail++] = w;
                }
        }
        int[] out = Arrays.copyOf(queue, tail);
        Arrays.sort(out);
        return out;
    }

    @Override
    public boolean holds(int[] assignment) {
        int[] area = area(assignment);
        if (area.length == 0 || size > 0 && area.length != size) return false;
        return reach(area, area[0]).length == area.length;
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.connected(this);
    }
}
