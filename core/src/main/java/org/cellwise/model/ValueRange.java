package org.cellwise.model;

/** The values a cell may take: a contiguous integer range of at most 64 values (one bit each in the engine). */
public record ValueRange(int min, int max) {
    public static final int MAX_SIZE = 64;

    public ValueRange {
        if (max < min) throw new IllegalArgumentException("value range " + min + ".." + max + " is empty");
        if ((long) max - min + 1 > MAX_SIZE)
            throw new IllegalArgumentException("value range " + min + ".." + max + " has more than " + MAX_SIZE + " values");
    }

    public static ValueRange of(int n) {
        return new ValueRange(1, n);
    }

    public int size() {
        return max - min + 1;
    }

    public boolean contains(int v) {
        return v >= min && v <= max;
    }

    // written out rather than left to the record: its generated equals and hashCode are linked through method handles on
    // first use, some 10 ms of a short run's start; the same formula, so hash orders do not change
    @Override
    public boolean equals(Object o) {
        return o instanceof ValueRange v && v.min == min && v.max == max;
    }

    @Override
    public int hashCode() {
        return 31 * min + max;
    }

    @Override
    public String toString() {
        return min + ".." + max;
    }
}
