package org.cellwise.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * A killer cage with several allowed totals: its values differ and add up to one of {@code sums}. A digital-root
 * cage ("DR5" on f-puzzles) is one: its sums are the root, the root + 9, + 18 ... that the cage can reach.
 */
public record MultiSumCage(String label, List<Cell> cells, int[] sums) implements ValueRule {
    public MultiSumCage {
        // in reading order: the sums are read along the cells as a line, and a cage drawn by its cells in another order
        // (a link's) would not be the same constraint as the one its letter map reads back
        cells = Cells.distinct("cage " + label, cells).stream().sorted().toList();
        if (cells.isEmpty()) throw new IllegalArgumentException("cage " + label + " has no cells");
        sums = Arrays.stream(sums).sorted().distinct().toArray();
        if (sums.length == 0) throw new IllegalArgumentException("cage " + label + " has no sum");
    }

    @Override
    public String keyword() {
        return "cage";
    }

    @Override
    public List<Constraint> expand(Canvas p) {
        int[] at = p.indexesOf(cells);
        // the sums as a running total read along the cage, the values kept apart by the cage's own group
        return List.of(new AllDifferent("cage " + label, at), new Scan("cage " + label, at, new Machine.SumIn(sums)));
    }

    /** The sums as the {@code .cw} format writes them: {@code 10|19}. */
    public String target() {
        StringBuilder sb = new StringBuilder();
        for (int s : sums) sb.append(sb.length() == 0 ? "" : "|").append(s);
        return sb.toString();
    }

    /**
     * The sums of a digital-root cage of {@code cells} cells on values 1..{@code n}: {@code root}, root + 9, root +
     * 18 ... from the least total of that many different values to the greatest (f-puzzles solvers' reading of a
     * drawn cage "DR<root>"). When none lies between (DR8 on a whole row of 1..9), every total with that root up to
     * the sum of all n values, the root itself at least: a cage no values fill, so a puzzle with no solution under
     * its own name, as a killer cage of a total out of reach is, and still the same DR cage when written and read
     * back. (A cage of more cells than values is no DR cage: the readers refuse it where it is written.)
     */
    public static int[] digitalRootSums(int root, int cells, int n) {
        int least = cells * (cells + 1) / 2, most = n * (n + 1) / 2 - (n - cells) * (n - cells + 1) / 2;
        List<Integer> out = new ArrayList<>();
        if (cells <= n) for (int s = root; s <= most; s += 9) if (s >= least) out.add(s);
        if (out.isEmpty()) for (int s = root; s == root || s <= n * (n + 1) / 2; s += 9) out.add(s);
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The digital root (1..9) whose cage this is on values 1..{@code n}, or 0 when its sums are no such set. */
    public int digitalRoot(int n) {
        if (cells.size() > n) return 0; // no DR cage: more cells than values is refused where it is written
        for (int root = 1; root <= 9; root++) if (Arrays.equals(digitalRootSums(root, cells.size(), n), sums)) return root;
        return 0;
    }

    /** The cage's label as drawn on a grid of values {@code min}..{@code max}: "DR5" for a digital-root cage, else "10|19". */
    public String drawn(int min, int max) {
        int root = min == 1 ? digitalRoot(max) : 0;
        return root > 0 ? "DR" + root : target();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MultiSumCage m && m.label.equals(label) && m.cells.equals(cells) && Arrays.equals(m.sums, sums);
    }

    @Override
    public int hashCode() {
        return (label.hashCode() * 31 + cells.hashCode()) * 31 + Arrays.hashCode(sums);
    }

    @Override
    public String toString() {
        return "MultiSumCage[" + label + " " + target() + " " + cells + "]";
    }

    @Override
    public <R> R accept(Cases<R> cases) {
        return cases.multiSumCage(this);
    }
}
