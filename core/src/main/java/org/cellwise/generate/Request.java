package org.cellwise.generate;

import java.util.List;
import org.cellwise.logic.Technique;

/**
 * What to generate: a kind ({@link Generator#KINDS}), its size (0: the kind's usual one), the level wanted (null:
 * any), the symmetry of the givens, whether the puzzle must be minimal, rule keywords added to a Sudoku, a hidden
 * operation for KenKen, the size of each grid of seed 000's overlapping grids, and whether a killer gets givens.
 */
public record Request(String kind, int size, Technique.Level level, Symmetry symmetry, boolean minimal, List<String> rules,
        boolean hiddenOp, int gridSize, boolean givens) {

    public static Request of(String kind) {
        return new Request(kind, 0, null, Symmetry.NONE, false, List.of(), false, 0, false);
    }

    public Request withSize(int n) {
        return new Request(kind, n, level, symmetry, minimal, rules, hiddenOp, gridSize, givens);
    }

    public Request withLevel(Technique.Level l) {
        return new Request(kind, size, l, symmetry, minimal, rules, hiddenOp, gridSize, givens);
    }

    public Request withSymmetry(Symmetry s) {
        return new Request(kind, size, level, s, minimal, rules, hiddenOp, gridSize, givens);
    }

    public Request withMinimal(boolean m) {
        return new Request(kind, size, level, symmetry, m, rules, hiddenOp, gridSize, givens);
    }

    public Request withRules(List<String> r) {
        return new Request(kind, size, level, symmetry, minimal, List.copyOf(r), hiddenOp, gridSize, givens);
    }

    public Request withHiddenOp(boolean h) {
        return new Request(kind, size, level, symmetry, minimal, rules, h, gridSize, givens);
    }

    public Request withGridSize(int g) {
        return new Request(kind, size, level, symmetry, minimal, rules, hiddenOp, g, givens);
    }

    public Request withGivens(boolean g) {
        return new Request(kind, size, level, symmetry, minimal, rules, hiddenOp, gridSize, g);
    }
}
