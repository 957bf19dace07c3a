package org.cellwise.model;

/**
 * Values per cell index of a canvas and which cells hold one: a finished answer, or a grid a person is filling
 * in. Values may be 0 or negative, so emptiness is kept apart from the values.
 */
public record Filling(int[] values, boolean[] filled) {
    public Filling {
        if (values.length != filled.length) throw new IllegalArgumentException(values.length + " values, " + filled.length + " flags");
    }

    public static Filling complete(int[] values) {
        boolean[] all = new boolean[values.length];
        java.util.Arrays.fill(all, true);
        return new Filling(values, all);
    }

    public int size() {
        return values.length;
    }

    public boolean has(int cell) {
        return filled[cell];
    }

    public int value(int cell) {
        return values[cell];
    }

    public int emptyCount() {
        int n = 0;
        for (boolean f : filled) if (!f) n++;
        return n;
    }

    public boolean isComplete() {
        return emptyCount() == 0;
    }
}
