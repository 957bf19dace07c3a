package org.cellwise.logic.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.cellwise.format.Formats;
import org.cellwise.logic.Explainer;
import org.cellwise.logic.Explanation;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.board.Technique;
import org.cellwise.logic.words.GradedHint;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.MultiSumCage;
import org.cellwise.testing.TestFiles;
import org.cellwise.testing.UntilUnique;
import org.junit.jupiter.api.Test;

/** The 45 rule by digital roots: what a house less its cages leaves, modulo 9. */
class DigitalRootsTest {

    /**
     * data/dr-killer.cw: box 1 holds cage 10 (r1c2,r2c2), a root-4 cage (r1c1,r2c1) and a root-9 cage
     * (r2c3,r3c2,r3c3); 45 − 10 − 4 − 0 leaves r1c3 + r3c1 ≡ 4 (mod 9), so 4 or 13, and r3c1 cannot be 2: its partner
     * in the box would have to be 2 as well, or 11.
     */
    @Test
    void aHouseLessItsCagesLeavesItsCellsARoot() throws Exception {
        Puzzle p = Formats.readAll(Files.readString(TestFiles.data().resolve("dr-killer.cw")), "dr-killer.cw", null).get(0);
        Explanation e = Explainer.explain(p, null, Explainer.Options.DEFAULT);
        assertTrue(e.solved(), "finished by logic");
        Step first = e.steps().stream().filter(s -> s.text().contains("by digital roots")).findFirst().orElseThrow();
        assertEquals("45 rule on box 1 by digital roots: box 1 less the 10 cage at r1c2, the DR4 cage at r1c1 and the DR9 cage at "
                + "r2c3 leaves r1c3 + r3c1 with digital root 4: that is 4 or 13, so r3c1 cannot be 2.", first.text());
        assertEquals(Technique.INNIES_OUTIES, first.technique());
        // a graded hint points at the region first, as for any innies and outies
        assertEquals("Look for innies and outies in box 1 by digital roots.", new GradedHint(p).text(first, GradedHint.AREA));
    }

    /**
     * Random digital-root killers over a relabelled grid, every cell caged, givens added until one answer is left:
     * no step by digital roots removes an answer's value, and both kinds (a region less its cages, cages counted whole
     * across its edge) come up.
     */
    @Test
    void neverRemovesTheAnswer() throws Exception {
        Random rnd = new Random(4747);
        int innies = 0, outies = 0;
        for (int k = 0; k < 16; k++) {
            int[] grid = relabelled(rnd);
            StringBuilder cw = new StringBuilder("size 9\nrules sudoku\n");
            boolean[] used = new boolean[81];
            for (int c = 0; c < 81; c++) if (!used[c]) cw.append(cage(rnd, grid, c, used));
            Puzzle p = UntilUnique.givens(cw, grid, 9, rnd);
            Explanation e = Explainer.explain(p, null, Explainer.Options.DEFAULT);
            for (Step st : e.steps()) {
                if (!st.text().contains("by digital roots")) continue;
                for (Step.Candidate c : st.eliminations()) assertNotEquals(grid[c.cell()], c.value(), cw + "\n" + st.text());
                if (st.text().contains(" leaves ") && !st.text().contains(" whole")) innies++;
                else outies++; // cages counted whole, crossing the edge
            }
        }
        assertTrue(innies >= 5 && outies >= 5, "too few steps to mean anything: " + innies + " innies, " + outies + " outies");
    }

    /** A solution grid with its digits relabelled at random, rows and columns shuffled within bands and stacks. */
    private static int[] relabelled(Random rnd) {
        int[] digits = shuffled(rnd, 9);
        int[] rows = within(rnd), cols = within(rnd);
        int[] g = new int[81];
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++) g[r * 9 + c] = digits[(rows[r] * 3 + rows[r] / 3 + cols[c]) % 9] + 1;
        return g;
    }

    private static int[] within(Random rnd) {
        int[] out = new int[9];
        for (int band = 0; band < 3; band++) {
            int[] s = shuffled(rnd, 3);
            for (int i = 0; i < 3; i++) out[band * 3 + i] = band * 3 + s[i];
        }
        return out;
    }

    private static int[] shuffled(Random rnd, int n) {
        List<Integer> xs = new ArrayList<>();
        for (int i = 0; i < n; i++) xs.add(i);
        java.util.Collections.shuffle(xs, rnd);
        return xs.stream().mapToInt(Integer::intValue).toArray();
    }

    /** A cage of two to four connected cells (fewer where none is free) from {@code start}, values apart, clued by its digital root's sums. */
    private static String cage(Random rnd, int[] grid, int start, boolean[] used) {
        List<Integer> cells = new ArrayList<>(List.of(start));
        used[start] = true;
        int want = 2 + rnd.nextInt(3), sum = grid[start];
        while (cells.size() < want) {
            List<Integer> next = new ArrayList<>();
            for (int c : cells)
                for (int[] d : new int[][] {{0, 1}, {1, 0}, {0, -1}, {-1, 0}}) {
                    int r = c / 9 + d[0], k = c % 9 + d[1], x = r * 9 + k;
                    if (r < 0 || r > 8 || k < 0 || k > 8 || used[x]) continue;
                    boolean apart = true;
                    for (int y : cells) apart &= grid[y] != grid[x];
                    if (apart) next.add(x);
                }
            if (next.isEmpty()) break;
            int x = next.get(rnd.nextInt(next.size()));
            cells.add(x);
            used[x] = true;
            sum += grid[x];
        }
        int[] sums = MultiSumCage.digitalRootSums((sum - 1) % 9 + 1, cells.size(), 9);
        StringBuilder sb = new StringBuilder("cage ");
        for (int i = 0; i < sums.length; i++) sb.append(i == 0 ? "" : "|").append(sums[i]);
        for (int c : cells) sb.append(" r").append(c / 9 + 1).append("c").append(c % 9 + 1);
        return sb.append('\n').toString();
    }
}
