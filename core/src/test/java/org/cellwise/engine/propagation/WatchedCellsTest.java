package org.cellwise.engine.propagation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.cellwise.format.Formats;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.testing.TestFiles;
import org.junit.jupiter.api.Test;

/**
 * Propagators woken only by the cells they read (intersections of houses not by their shared cells) reach the same
 * fixpoints as propagators woken by every change to any of their cells: random walks of guesses and removals on killers, little
 * killers, pill arrows, ISS's variants, KenKens and classics, each step's domains compared.
 */
class WatchedCellsTest {

    @Test
    void everyFixpointIsTheSameAsWithEveryCellWakingEveryPropagatorOverIt() throws Exception {
        List<Puzzle> puzzles = new ArrayList<>();
        // files and how many puzzles of each, spread over the file (ISS's examples: every kind of variant it has)
        String[] files = {"iss/tarek-all.cw", "6", "iss/hs-killers.cw", "4", "iss/little-killer-snipes.cw", "6", "iss/pill-arrows.cw", "3",
                "iss/examples.cw", "40", "stalls.cw", "4", "killer-janko.txt", "4", "kenken-janko.txt", "4", "forum_hardest_1106.txt", "4",
                "sudoku-16x16-gecode.txt", "2"};
        for (int f = 0; f < files.length; f += 2) {
            List<Puzzle> all = Formats.readAll(TestFiles.data().resolve(files[f]));
            int k = Math.min(Integer.parseInt(files[f + 1]), all.size());
            for (int i = 0; i < k; i++) puzzles.add(all.get(i * (all.size() / k)));
        }
        Random rnd = new Random(20261129);
        int steps = 0, failures = 0, asked = 0;
        for (Puzzle p : puzzles) {
            Model m = new Model(p.cells().size(), p.values(), p.constraints());
            for (int p0 = 0; p0 < m.props.length; p0++) if (m.props[p0].watched().length < m.cellsOf[p0].length) asked++;
            Propagation filtered = new Propagation(m, m.root.clone()), every = new Propagation(m, m.root.clone(), true);
            filtered.scheduleAll();
            every.scheduleAll();
            assertEquals(every.propagate(), filtered.propagate(), p.name());
            assertArrayEquals(every.dom, filtered.dom, p.name() + " at the root");
            filtered.wakeRedundant();
            every.wakeRedundant();
            boolean ok = every.propagate();
            assertEquals(ok, filtered.propagate(), p.name());
            assertArrayEquals(every.dom, filtered.dom, p.name() + " at the root, the redundant sums woken");
            if (!ok) continue;
            long[] root = every.dom.clone();
            for (int walk = 0; walk < 40; walk++) {
                filtered.dom = root.clone();
                every.dom = root.clone();
                for (int depth = 0; depth < 81; depth++) {
                    int v = open(every.dom, rnd);
                    if (v < 0) break;
                    long d = every.dom[v];
                    long bit = pickBit(d, rnd);
                    // a guess, or the removal of one value (which leaves the cell open when it had more than two)
                    long nd = rnd.nextBoolean() ? bit : d & ~bit;
                    filtered.set(v, nd);
                    every.set(v, nd);
                    boolean a = every.propagate(), b = filtered.propagate();
                    steps++;
                    assertEquals(a, b, p.name() + ", walk " + walk + ", step " + depth);
                    if (!a) {
                        failures++;
                        break;
                    }
                    assertArrayEquals(every.dom, filtered.dom, p.name() + ", walk " + walk + ", step " + depth);
                }
            }
        }
        assertTrue(asked > 1_000, asked + " propagators watching fewer cells than they have");
        assertTrue(steps > 20_000 && failures > 500, steps + " steps, " + failures + " failures");
    }

    private static int open(long[] dom, Random rnd) {
        int start = rnd.nextInt(dom.length);
        for (int k = 0; k < dom.length; k++) {
            int v = (start + k) % dom.length;
            if (Long.bitCount(dom[v]) > 1) return v;
        }
        return -1;
    }

    private static long pickBit(long d, Random rnd) {
        int k = rnd.nextInt(Long.bitCount(d));
        for (int i = 0; i < k; i++) d &= d - 1;
        return d & -d;
    }
}
