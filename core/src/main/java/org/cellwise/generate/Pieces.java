package org.cellwise.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;

/**
 * Random connected pieces: cages for killers and KenKens (1 to {@code max} cells, mostly two or three, as published
 * ones are), and jigsaw regions (N pieces of N cells). Everything follows from the random source.
 */
final class Pieces {
    private Pieces() {}

    private static final int[][] STEPS = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};

    /**
     * Cages over the given cells: each grows from a random free cell to a size drawn from {@code weights} (index =
     * size), taking free neighbours that {@code fits} allows (a killer: no value twice).
     */
    static List<List<Integer>> cages(Canvas canvas, int[] cells, Random rnd, int[] weights, Fits fits) {
        int n = canvas.size();
        boolean[] free = new boolean[n];
        for (int c : cells) free[c] = true;
        int total = 0;
        for (int w : weights) total += w;
        List<List<Integer>> out = new ArrayList<>();
        int[] order = cells.clone();
        shuffle(order, rnd);
        for (int start : order) {
            if (!free[start]) continue;
            int want = 1;
            for (int r = rnd.nextInt(total), s = 0; s < weights.length; s++) {
                if (r < weights[s]) {
                    want = s;
                    break;
                }
                r -= weights[s];
            }
            List<Integer> piece = new ArrayList<>(List.of(start));
            free[start] = false;
            while (piece.size() < want) {
                List<Integer> options = new ArrayList<>();
                for (int c : piece)
                    for (int[] st : STEPS) {
                        Cell x = canvas.cells().get(c);
                        int j = canvas.indexOf(x.row() + st[0], x.col() + st[1]);
                        if (j >= 0 && free[j] && !options.contains(j) && fits.test(piece, j)) options.add(j);
                    }
                if (options.isEmpty()) break;
                int j = options.get(rnd.nextInt(options.size()));
                piece.add(j);
                free[j] = false;
            }
            out.add(piece);
        }
        return out;
    }

    interface Fits {
        boolean test(List<Integer> piece, int cell);
    }

    /** N connected regions of N cells on an N×N grid, by random exchanges of border cells from a start shape. */
    static int[] regions(int size, int[] start, Random rnd) {
        int[] region = start.clone();
        int swaps = 0, tries = 0;
        while (swaps < size * size * 3 && tries < size * size * 400) {
            tries++;
            int a = rnd.nextInt(size * size), b = neighbour(a, size, rnd);
            if (b < 0 || region[a] == region[b]) continue;
            // a goes to b's region; some cell of b's region next to a's region comes back
            int ra = region[a], rb = region[b];
            List<Integer> back = new ArrayList<>();
            for (int c = 0; c < size * size; c++) {
                if (region[c] != rb || c == b) continue;
                for (int[] st : STEPS) {
                    int r = c / size + st[0], k = c % size + st[1];
                    if (r >= 0 && r < size && k >= 0 && k < size && region[r * size + k] == ra && r * size + k != a) {
                        back.add(c);
                        break;
                    }
                }
            }
            if (back.isEmpty()) continue;
            int c = back.get(rnd.nextInt(back.size()));
            region[a] = rb;
            region[c] = ra;
            if (connected(region, size, ra) && connected(region, size, rb)) swaps++;
            else {
                region[a] = ra;
                region[c] = rb;
            }
        }
        return region;
    }

    private static int neighbour(int a, int size, Random rnd) {
        int[] st = STEPS[rnd.nextInt(4)];
        int r = a / size + st[0], c = a % size + st[1];
        return r >= 0 && r < size && c >= 0 && c < size ? r * size + c : -1;
    }

    private static boolean connected(int[] region, int size, int label) {
        int first = -1, count = 0;
        for (int c = 0; c < region.length; c++)
            if (region[c] == label) {
                count++;
                if (first < 0) first = c;
            }
        boolean[] seen = new boolean[region.length];
        int[] stack = new int[region.length];
        int sp = 0, reached = 0;
        stack[sp++] = first;
        seen[first] = true;
        while (sp > 0) {
            int c = stack[--sp];
            reached++;
            for (int[] st : STEPS) {
                int r = c / size + st[0], k = c % size + st[1];
                if (r < 0 || r >= size || k < 0 || k >= size) continue;
                int j = r * size + k;
                if (!seen[j] && region[j] == label) {
                    seen[j] = true;
                    stack[sp++] = j;
                }
            }
        }
        return reached == count;
    }

    static void shuffle(int[] a, Random rnd) {
        for (int i = a.length - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1), t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }
}
