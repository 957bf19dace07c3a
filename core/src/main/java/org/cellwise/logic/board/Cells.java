package org.cellwise.logic.board;

import java.util.List;

/** Small helpers over arrays of cell numbers. */
public final class Cells {
    private Cells() {}

    public static boolean contains(int[] a, int x) {
        for (int y : a) if (y == x) return true;
        return false;
    }

    public static int[] concat(int[] a, List<Integer> b) {
        int[] out = java.util.Arrays.copyOf(a, a.length + b.size());
        for (int i = 0; i < b.size(); i++) out[a.length + i] = b.get(i);
        return out;
    }
}
