package org.cellwise.logic.se;

/**
 * A classic 9×9 grid as Sudoku Explainer sees it, for the SE scale: values, and candidates as bit masks (bit v for
 * value v, 1..9); cell {@code i = row * 9 + column}. The tables fix the orders SE scans in, because the order decides
 * which of several equal steps is taken, and so the path and the rating: houses of a cell are block, row, column;
 * the cells of a block are read row by row.
 */
final class SeGrid {
    static final int BLOCK = 0, ROW = 1, COL = 2;
    /** Cells of each house: {@code REGIONS[type][index][position]}. */
    static final int[][][] REGIONS = new int[3][9][9];
    /** The house of each type holding a cell, and the cell's position in it. */
    static final int[][] REGION_OF = new int[3][81], POS_IN = new int[3][81];
    /** The 20 cells a cell sees, in SE's order: its block, then its row, then its column, each once. */
    static final int[][] HOUSE = new int[81][];
    /** The same as bits over cells (two words). */
    static final long[] SEES = new long[162];
    static final String[] TYPE_NAMES = {"block", "row", "column"};

    static {
        for (int i = 0; i < 9; i++)
            for (int k = 0; k < 9; k++) {
                REGIONS[ROW][i][k] = i * 9 + k;
                REGIONS[COL][i][k] = k * 9 + i;
                REGIONS[BLOCK][i][k] = ((i / 3) * 3 + k / 3) * 9 + (i % 3) * 3 + k % 3;
            }
        for (int t = 0; t < 3; t++)
            for (int i = 0; i < 9; i++)
                for (int k = 0; k < 9; k++) {
                    REGION_OF[t][REGIONS[t][i][k]] = i;
                    POS_IN[t][REGIONS[t][i][k]] = k;
                }
        for (int c = 0; c < 81; c++) {
            int[] h = new int[20];
            int n = 0;
            for (int t = 0; t < 3; t++)
                for (int x : REGIONS[t][REGION_OF[t][c]]) {
                    if (x == c) continue;
                    boolean seen = false;
                    for (int j = 0; j < n; j++) seen |= h[j] == x;
                    if (!seen) h[n++] = x;
                }
            HOUSE[c] = h;
            for (int x : h) SEES[c * 2 + (x >> 6)] |= 1L << (x & 63);
        }
    }

    final int[] cand = new int[81];
    final int[] value = new int[81];

    SeGrid() {}

    /** A grid from 81 givens (0 empty), with every empty cell's candidates as SE builds them. */
    static SeGrid of(int[] givens) {
        SeGrid g = new SeGrid();
        for (int c = 0; c < 81; c++) g.value[c] = givens[c];
        for (int c = 0; c < 81; c++) {
            if (g.value[c] != 0) continue;
            int m = 0x3FE;
            for (int x : HOUSE[c]) if (g.value[x] != 0) m &= ~(1 << g.value[x]);
            g.cand[c] = m;
        }
        return g;
    }

    SeGrid copy() {
        SeGrid g = new SeGrid();
        copyTo(g);
        return g;
    }

    void copyTo(SeGrid g) {
        System.arraycopy(cand, 0, g.cand, 0, 81);
        System.arraycopy(value, 0, g.value, 0, 81);
    }

    static boolean sees(int a, int b) {
        return (SEES[a * 2 + (b >> 6)] & (1L << (b & 63))) != 0;
    }

    boolean has(int cell, int v) {
        return (cand[cell] & (1 << v)) != 0;
    }

    /** Positions (bits 0..8) of value v in house {@code (type, index)}. */
    int positions(int type, int index, int v) {
        int[] r = REGIONS[type][index];
        int m = 0, bit = 1 << v;
        for (int k = 0; k < 9; k++) if ((cand[r[k]] & bit) != 0) m |= 1 << k;
        return m;
    }

    /** Every house's positions of every value at once: {@code table[(type * 9 + index) * 10 + v]}. */
    int[] table() {
        int[] t = new int[270];
        for (int c = 0; c < 81; c++) {
            int m = cand[c];
            if (m == 0) continue;
            int b = 1 << POS_IN[BLOCK][c], r = 1 << POS_IN[ROW][c], k = 1 << POS_IN[COL][c];
            int ib = REGION_OF[BLOCK][c] * 10, ir = (9 + REGION_OF[ROW][c]) * 10, ic = (18 + REGION_OF[COL][c]) * 10;
            for (; m != 0; m &= m - 1) {
                int v = Integer.numberOfTrailingZeros(m);
                t[ib + v] |= b;
                t[ir + v] |= r;
                t[ic + v] |= k;
            }
        }
        return t;
    }

    static int at(int type, int index, int v) {
        return (type * 9 + index) * 10 + v;
    }

    int emptyCells(int type, int index) {
        int n = 0;
        for (int c : REGIONS[type][index]) if (value[c] == 0) n++;
        return n;
    }

    /** SE's "set value and cancel": the cell takes v, loses its candidates, and v leaves its houses. */
    void place(int cell, int v) {
        value[cell] = v;
        cand[cell] = 0;
        int bit = ~(1 << v);
        for (int x : HOUSE[cell]) cand[x] &= bit;
    }

    boolean solved() {
        for (int v : value) if (v == 0) return false;
        return true;
    }

    boolean sameAs(SeGrid o) {
        return java.util.Arrays.equals(cand, o.cand) && java.util.Arrays.equals(value, o.value);
    }

    /** Whether two houses share a cell. */
    static boolean crosses(int t1, int i1, int t2, int i2) {
        if (t1 == t2) return i1 == i2;
        if (t1 == BLOCK) return crosses(t2, i2, t1, i1);
        if (t1 == ROW) return t2 == COL || i1 / 3 == i2 / 3;
        return t2 == ROW || i1 / 3 == i2 % 3; // column and block
    }

    static String name(int cell) {
        return "r" + (cell / 9 + 1) + "c" + (cell % 9 + 1);
    }

    static String houseName(int type, int index) {
        return TYPE_NAMES[type] + " " + (index + 1);
    }
}
