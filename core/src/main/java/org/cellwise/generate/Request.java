package org.cellwise.generate;

import java.util.List;
import org.cellwise.logic.board.Technique;

/**
 * What to generate: a kind ({@link Generator#KINDS}), its size (0: the kind's usual one), the level wanted (null:
 * any), the symmetry of the givens, whether the puzzle must be minimal, rule keywords added to a Sudoku, a hidden
 * operation for KenKen, the size of each grid of seed 000's overlapping grids, and whether a killer gets givens.
 */
public record Request(String kind, int size, Technique.Level level, Symmetry symmetry, boolean minimal, List<String> rules,
        boolean hiddenOp, int gridSize, boolean givens) {

    /**
     * Refuses, before any draw, a size the kind cannot take and options the kind would silently ignore (a samurai is
     * five 9×9 grids whatever {@code --size} says; rules are added to sudoku, jigsaw and killer only).
     */
    public void check() {
        String wide = switch (kind) {
            case "sudoku", "killer" -> size == 0 || List.of(4, 6, 8, 9, 12, 16, 25).contains(size) ? null
                    : "a " + (kind.equals("killer") ? "killer" : "Sudoku") + " is 4, 6, 8, 9, 12, 16 or 25 cells wide";
            case "jigsaw" -> size == 0 || size >= 4 && size <= 16 ? null : "a jigsaw is 4 to 16 cells wide";
            case "kenken" -> size == 0 || size >= 3 && size <= 9 ? null : "a KenKen is 3 to 9 cells wide";
            case "kakuro" -> size == 0 || size >= 3 && size <= 8 ? null : "a Kakuro is 3 to 8 cells wide";
            case "header" -> size == 0 || size >= 2 && size <= 9 ? null : "a header puzzle is 2 to 9 cells wide";
            case "samurai" -> size == 0 || size == 9 ? null : "a samurai is five 9×9 grids: it takes no size but 9";
            case "sujiko" -> size == 0 || size == 3 ? null : "a Sujiko is a 3×3 grid: it takes no size but 3";
            case "overlap" -> size == 0 ? null : "overlapping grids take a grid size (--grid-size, each grid's width) instead";
            default -> null;
        };
        if (wide != null) throw new IllegalArgumentException("size " + size + ": " + wide);
        if (!rules.isEmpty() && !List.of("sudoku", "jigsaw", "killer").contains(kind))
            throw new IllegalArgumentException("rules are added to a sudoku, jigsaw or killer, not to a " + kind);
        if (hiddenOp && !kind.equals("kenken")) throw new IllegalArgumentException("--hidden-op is for a KenKen, not a " + kind);
        if (gridSize != 0 && kind.equals("overlap") && (gridSize < 3 || gridSize > 9))
            throw new IllegalArgumentException("--grid-size is 3 to 9, not " + gridSize);
        if (gridSize != 0 && !kind.equals("overlap"))
            throw new IllegalArgumentException("--grid-size is for overlapping grids (overlap), not a " + kind);
        if (givens && !kind.equals("killer")) throw new IllegalArgumentException("--givens is for a killer, not a " + kind);
    }

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
