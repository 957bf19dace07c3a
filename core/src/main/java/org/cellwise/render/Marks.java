package org.cellwise.render;

/**
 * What a step of an explanation adds to a picture: cells to highlight, the values already known, the candidates
 * left (bit i = value min + i) with those the step removes struck out in red, and the values it places in green.
 * Arrays are per cell index; {@code known} cells show their value, the others their candidates.
 */
public record Marks(boolean[] highlight, boolean[] known, int[] values, long[] candidates, long[] struck, int[] placed,
        int min, int size) {}
