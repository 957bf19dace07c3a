package org.cellwise.logic.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Scan;
import org.cellwise.engine.propagation.CageSupports;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Layout;

/**
 * A line clue that is a weighted sum (an arrow: the circle equals the line; a region sum line: one box's stretch
 * equals the next), read as a cage whose cells that see each other differ. The line's own reading lets values
 * repeat; this one knows that three arrow cells in one box are at least 1 + 2 + 3, so the circle is at least 6.
 */
public final class LinearCage extends CageStep {
    private LinearCage(String name, String family, int[] cells, int[] coef, long target, Layout layout) {
        super(name, family, cells, coef, CageSupports.Mode.SUM, target, false, layout);
    }

    /** The cage of a weighted-sum line, each cell once; null when it has fewer than two cells. */
    public static LinearCage of(Scan sc, Machine.Linear m, String family, Layout layout) {
        Map<Integer, Integer> w = new LinkedHashMap<>();
        for (int i = 0; i < sc.cells().length; i++) w.merge(sc.cells()[i], m.weights()[i], Integer::sum);
        w.values().removeIf(x -> x == 0);
        if (w.size() < 2 || w.size() > 64) return null;
        int[] cells = w.keySet().stream().mapToInt(Integer::intValue).toArray();
        int[] coef = w.values().stream().mapToInt(Integer::intValue).toArray();
        return new LinearCage(sc.name(), family, cells, coef, m.target(), layout);
    }

    /** Whether every weight is ±1: an equation the 45 rule's arithmetic can chain. */
    boolean unitWeights() {
        for (int c : coef) if (Math.abs(c) != 1) return false;
        return true;
    }

    /** Always tried in the main loop (the enumeration has its own budget); in forcing chains only when small. */
    @Override
    long effort(Board b, long cap) {
        return Math.min(super.effort(b, cap), SPREAD);
    }

    @Override
    String subject(Board b) {
        List<String> left = new ArrayList<>(), right = new ArrayList<>();
        for (int i = 0; i < cells.length; i++) {
            String term = (Math.abs(coef[i]) == 1 ? "" : Math.abs(coef[i]) + "·") + L.name(cells[i]);
            (coef[i] > 0 ? left : right).add(term);
        }
        return name + " (" + side(left, 0) + " = " + side(right, -target) + ")";
    }

    private static String side(List<String> terms, long constant) {
        String s = String.join(" + ", terms);
        if (constant != 0) s = s.isEmpty() ? Long.toString(constant) : s + (constant > 0 ? " + " + constant : " − " + -constant);
        return s.isEmpty() ? "0" : s;
    }

    @Override
    String combination(Board b, int[] chosen) {
        List<String> left = new ArrayList<>(), right = new ArrayList<>();
        for (int i = 0; i < cells.length; i++) {
            int v = L.value(chosen[i]);
            (coef[i] > 0 ? left : right).add(Math.abs(coef[i]) == 1 ? Integer.toString(v) : Math.abs(coef[i]) + "·" + v);
        }
        return String.join("+", left) + "=" + String.join("+", right);
    }
}
