package org.cellwise.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random 4×4 puzzles in {@code .cw} text with 'either' blocks, for the disjunction's differential, round-trip and
 * external-engine tests. A random Sudoku (or Latin square) is filled, then blocks of two or three branches are
 * drawn, each branch one or two statements (a given, a killer cage, a greater-than sign, a skyscraper, a thermometer,
 * pencil marks, a sum, sometimes another block); a statement is read off the filled grid or drawn at random, so a
 * branch may be true or false of it, and now and then no branch of a block is. A few plain givens thin the search.
 * Everything follows from the seed.
 */
public final class RandomEithers {
    private RandomEithers() {}

    /** A filled 4×4 Sudoku: a base grid with its values, bands, stacks, rows in a band and columns in a stack shuffled. */
    static int[][] filled(Random r) {
        int[][] g = {{1, 2, 3, 4}, {3, 4, 1, 2}, {2, 1, 4, 3}, {4, 3, 2, 1}};
        int[] relabel = shuffled(r, 4);
        int[] rows = bandOrder(r), cols = bandOrder(r);
        int[][] out = new int[4][4];
        for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) out[i][j] = relabel[g[rows[i]][cols[j]] - 1] + 1;
        return out;
    }

    private static int[] bandOrder(Random r) {
        int[] bands = r.nextBoolean() ? new int[] {0, 2} : new int[] {2, 0};
        int[] out = new int[4];
        for (int b = 0; b < 2; b++) {
            boolean swap = r.nextBoolean();
            out[2 * b] = bands[b] + (swap ? 1 : 0);
            out[2 * b + 1] = bands[b] + (swap ? 0 : 1);
        }
        return out;
    }

    private static int[] shuffled(Random r, int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = i;
        for (int i = n - 1; i > 0; i--) {
            int j = r.nextInt(i + 1), t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
        return a;
    }

    private static String cell(int row, int col) {
        return "r" + (row + 1) + "c" + (col + 1);
    }

    /** One statement about the grid: true of it when {@code truth}, else drawn at random (true or not). */
    private static String statement(Random r, int[][] g, boolean truth) {
        int i = r.nextInt(4), j = r.nextInt(4);
        switch (r.nextInt(7)) {
            case 0 -> {
                return cell(i, j) + " = " + (truth ? g[i][j] : 1 + r.nextInt(4));
            }
            case 1 -> { // a killer cage of two side-by-side cells
                int j2 = j == 3 ? 2 : j + 1;
                int sum = truth ? g[i][j] + g[i][j2] : 3 + r.nextInt(5);
                return "cage " + sum + " " + cell(i, j) + " " + cell(i, j2);
            }
            case 2 -> {
                int i2 = i == 3 ? 2 : i + 1;
                boolean greater = truth ? g[i][j] > g[i2][j] : r.nextBoolean();
                return cell(i, j) + (greater ? " > " : " < ") + cell(i2, j);
            }
            case 3 -> { // a skyscraper clue above a column
                int seen = 0, top = 0;
                for (int k = 0; k < 4; k++)
                    if (g[k][j] > top) {
                        top = g[k][j];
                        seen++;
                    }
                return "skyscraper " + (truth ? seen : 1 + r.nextInt(4)) + " r0c" + (j + 1);
            }
            case 4 -> { // a thermometer of two cells along a row, bulb on the smaller when true
                int j2 = j == 3 ? 2 : j + 1;
                boolean up = truth ? g[i][j] < g[i][j2] : r.nextBoolean();
                return "thermo " + (up ? cell(i, j) + " " + cell(i, j2) : cell(i, j2) + " " + cell(i, j));
            }
            case 5 -> {
                int other = 1 + r.nextInt(4);
                int v = truth ? g[i][j] : 1 + r.nextInt(4);
                return "marks " + Math.min(v, other) + (other == v ? "" : "," + Math.max(v, other)) + " " + cell(i, j);
            }
            default -> { // a sum of a cell and the one below, values may repeat
                int i2 = i == 3 ? 2 : i + 1;
                return "sum " + (truth ? g[i][j] + g[i2][j] : 3 + r.nextInt(5)) + " " + cell(i, j) + " " + cell(i2, j);
            }
        }
    }

    /** An 'either' block's lines: its first branch true of the grid when {@code truth}. */
    private static List<String> block(Random r, int[][] g, boolean truth, int depth) {
        List<String> out = new ArrayList<>();
        out.add("either");
        int branches = 2 + r.nextInt(2);
        for (int b = 0; b < branches; b++) {
            if (b > 0) out.add("or");
            int n = 1 + r.nextInt(2);
            for (int k = 0; k < n; k++) {
                boolean t = truth && b == 0;
                if (depth < 2 && r.nextInt(6) == 0) for (String l : block(r, g, t, depth + 1)) out.add("  " + l);
                else out.add("  " + statement(r, g, t || r.nextInt(3) == 0));
            }
        }
        out.add("end");
        return out;
    }

    /** The puzzle of this seed, as {@code .cw} text. */
    public static String make(long seed) {
        Random r = new Random(seed);
        int[][] g = filled(r);
        StringBuilder sb = new StringBuilder("size 4\nrules " + (r.nextInt(4) == 0 ? "latin" : "sudoku") + "\n");
        int givens = 2 + r.nextInt(5);
        for (int k = 0; k < givens; k++) {
            int i = r.nextInt(4), j = r.nextInt(4);
            sb.append(cell(i, j)).append(" = ").append(g[i][j]).append('\n');
        }
        int blocks = 1 + r.nextInt(4);
        for (int b = 0; b < blocks; b++) for (String l : block(r, g, r.nextInt(8) != 0, 0)) sb.append(l).append('\n');
        return sb.toString();
    }
}
