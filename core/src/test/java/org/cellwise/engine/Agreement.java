package org.cellwise.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.cellwise.model.Cell;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.ChocoOracle;

/** Two searches set against each other on random partial grids: what the search tests share. */
final class Agreement {
    /** How many compared puzzles had no solution, exactly one, and several. */
    int none, unique, several;

    /** Solutions found (as text, each reported once) up to a limit; the result goes to {@code out[0]}. */
    static Set<String> solutions(Solver s, long limit, Result[] out) {
        Set<String> seen = new TreeSet<>();
        out[0] = s.solve(SolveOptions.upTo(limit).withListener(sol ->
                assertTrue(seen.add(Arrays.toString(sol)), "solution reported twice")), 0);
        return seen;
    }

    /**
     * Givens: {@code keep} cells of a full side×side grid of values {@code min..min+side-1}, at random; one time in
     * four one of them is spoilt (usually leaving no solution).
     */
    static Map<Cell, Integer> givens(int[] full, int side, int min, int keep, Random rnd) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < side * side; i++) order.add(i);
        Collections.shuffle(order, rnd);
        Map<Cell, Integer> givens = new HashMap<>();
        for (int i = 0; i < keep; i++) givens.put(new Cell(order.get(i) / side, order.get(i) % side), full[order.get(i)]);
        if (rnd.nextInt(4) == 0) {
            Cell c = new Cell(order.get(0) / side, order.get(0) % side);
            givens.put(c, min + (givens.get(c) - min + 1 + rnd.nextInt(side - 1)) % side);
        }
        return givens;
    }

    /**
     * Same count, outcome and (when complete) solutions from both searches, every solution right by the oracle;
     * counts the case as none, unique or several.
     */
    void compare(Puzzle p, Solver tested, Solver reference, long limit) {
        Result[] got = new Result[1], want = new Result[1];
        Set<String> a = solutions(tested, limit, got);
        Set<String> b = solutions(reference, limit, want);
        assertEquals(want[0].count(), got[0].count(), p.toString());
        assertEquals(want[0].outcome(), got[0].outcome());
        if (got[0].outcome() == Outcome.COMPLETE) assertEquals(b, a);
        for (String s : a) {
            int[] sol = Arrays.stream(s.substring(1, s.length() - 1).split(", ")).mapToInt(Integer::parseInt).toArray();
            assertTrue(ChocoOracle.satisfies(p, sol));
        }
        if (got[0].count() == 0) none++;
        else if (got[0].unique()) unique++;
        else several++;
    }

    @Override
    public String toString() {
        return none + " none, " + unique + " unique, " + several + " several";
    }
}
