package org.cellwise.logic.chains;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.logic.board.Cells;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Propagation;

/**
 * A short forcing chain on a fixed grid, as a link of a nested chain: from one candidate assumed true, "off" follows
 * from "on" (the cell's other values, the value in the cells it sees) and "on" from "off" only where the grid as it
 * stands has two candidates in a cell or two places in a house (SE's X- and Y-links, static: the chain's own
 * removals do not make new links). It fails when some candidate would be both true and false, or when a cell or a
 * house would have nothing left.
 */
final class StaticProbe {
    private final Layout L;
    private long[] g;
    private boolean[] gdone;
    private final int[] onStamp, offStamp, parent;
    private final byte[] how;
    private final int[] queue;
    private int stamp;
    /** The potential found both on and off, as {@code (cell * size + value) * 2 + on}; -1 if none. */
    int clash = -1;

    static final byte START = 0, CELL = 1, HOUSE = 2;

    StaticProbe(Layout L) {
        this.L = L;
        int m = L.n * L.size;
        onStamp = new int[m];
        offStamp = new int[m];
        parent = new int[2 * m];
        how = new byte[2 * m];
        queue = new int[2 * m + 2];
        first = new int[L.houses.length * L.size];
        second = new int[L.houses.length * L.size];
    }

    /** For each house and value: the two places when there are exactly two (else -1), of the grid last prepared. */
    private final int[] first, second;
    private long prepared = -1;

    /** Reads the grid's two-place houses, once per state of the grid. */
    private void prepare(Propagation grid) {
        if (prepared == grid.version && g == grid.cand) return;
        prepared = grid.version;
        int S = L.size;
        java.util.Arrays.fill(first, -1);
        java.util.Arrays.fill(second, -1);
        for (int h = 0; h < L.houses.length; h++) {
            int base = h * S;
            for (int q : L.houses[h]) {
                if (grid.done[q]) continue;
                for (long m = grid.cand[q]; m != 0; m &= m - 1) {
                    int k = base + Long.numberOfTrailingZeros(m);
                    if (first[k] == -1) first[k] = q;
                    else if (second[k] == -1) second[k] = q;
                    else second[k] = -2; // three or more
                }
            }
        }
    }

    /** Whether assuming value index v in cell c, on the outer chain's grid, contradicts itself. */
    boolean refutes(Propagation grid, int c, int v) {
        g = grid.cand;
        gdone = grid.done;
        prepare(grid);
        if (++stamp == 0) {
            java.util.Arrays.fill(onStamp, 0);
            java.util.Arrays.fill(offStamp, 0);
            stamp = 1;
        }
        clash = -1;
        int S = L.size, qh = 0, qt = 0;
        int start = (c * S + v) * 2 + 1;
        onStamp[c * S + v] = stamp;
        parent[start] = -1;
        how[start] = START;
        queue[qt++] = start;
        while (qh < qt) {
            int p = queue[qh++], x = p >> 1, cell = x / S, val = x % S;
            if ((p & 1) != 0) { // on: the cell's other values and the value's other places go
                for (long m = g[cell] & ~(1L << val); m != 0; m &= m - 1) {
                    int y = cell * S + Long.numberOfTrailingZeros(m);
                    if ((qt = off(y, p, CELL, qt)) < 0) return true;
                }
                long bit = 1L << val;
                for (int q : L.peers[cell])
                    if (!gdone[q] && (g[q] & bit) != 0 && (qt = off(q * S + val, p, HOUSE, qt)) < 0) return true;
                if (L.extra != null) {
                    int[] l = L.extra[x];
                    if (l != null) for (int y : l) if ((g[y / S] & (1L << (y % S))) != 0 && (qt = off(y, p, HOUSE, qt)) < 0) return true;
                }
            } else { // off: a cell's last other value, a value's last other place in a house
                if (Long.bitCount(g[cell]) == 2) {
                    int y = cell * S + Long.numberOfTrailingZeros(g[cell] & ~(1L << val));
                    if ((qt = on(y, p, CELL, qt)) < 0) return true;
                }
                for (int h : L.housesOf[cell]) {
                    int k = h * S + val, b = second[k];
                    if (b < 0) continue;
                    int other = first[k] == cell ? b : first[k];
                    if ((qt = on(other * S + val, p, HOUSE, qt)) < 0) return true;
                }
            }
        }
        return false;
    }

    private int off(int y, int from, byte why, int qt) {
        if (offStamp[y] == stamp) return qt;
        offStamp[y] = stamp;
        parent[2 * y] = from;
        how[2 * y] = why;
        if (onStamp[y] == stamp) {
            clash = 2 * y;
            return -1;
        }
        queue[qt++] = 2 * y;
        return qt;
    }

    private int on(int y, int from, byte why, int qt) {
        if (onStamp[y] == stamp) return qt;
        onStamp[y] = stamp;
        parent[2 * y + 1] = from;
        how[2 * y + 1] = why;
        if (offStamp[y] == stamp) {
            clash = 2 * y + 1;
            return -1;
        }
        queue[qt++] = 2 * y + 1;
        return qt;
    }

    /** The chain to the clash, start first: both branches (to the candidate on and to it off). */
    List<Integer> chain() {
        List<Integer> out = new ArrayList<>();
        for (int p : new int[] {clash ^ 1, clash}) {
            List<Integer> branch = new ArrayList<>();
            for (int x = p; x >= 0; x = parent[x]) branch.add(0, x);
            for (int x : branch) if (!out.contains(x)) out.add(x);
        }
        return out;
    }

    /**
     * The candidates of the grid before the outer chain (cells × values) whose absence a link of this chain needs:
     * a two-value cell or a two-place house that had more before.
     */
    List<Integer> needs(List<Integer> chain, long[] base) {
        List<Integer> out = new ArrayList<>();
        int S = L.size;
        for (int p : chain) {
            if ((p & 1) == 0 || parent[p] < 0) continue;
            int x = p >> 1, cell = x / S, val = x % S;
            int from = parent[p] >> 1;
            if (how[p] == CELL) {
                for (long m = base[cell] & ~g[cell]; m != 0; m &= m - 1) out.add(cell * S + Long.numberOfTrailingZeros(m));
            } else {
                int fromCell = from / S;
                for (int h : L.housesOf[cell]) {
                    if (!Cells.contains(L.houses[h], fromCell)) continue;
                    for (int q : L.houses[h])
                        if ((base[q] & (1L << val)) != 0 && (g[q] & (1L << val)) == 0) out.add(q * S + val);
                    break;
                }
            }
        }
        return out;
    }

    /** The chain in words: "r1c2 is 5, so r1c7 is not 5, so r3c8 is 5 ...". */
    String text(List<Integer> chain) {
        StringBuilder sb = new StringBuilder();
        int S = L.size;
        for (int p : chain) {
            int x = p >> 1;
            sb.append(sb.length() == 0 ? "if " : ", ").append(L.name(x / S)).append((p & 1) != 0 ? " is " : " is not ")
                    .append(L.value(x % S));
            if (sb.length() > 0 && p == chain.get(0)) sb.append(":");
        }
        int y = clash >> 1;
        return sb.append("; so ").append(L.name(y / S)).append(" would be both ").append(L.value(y % S)).append(" and not ")
                .append(L.value(y % S)).toString().replace(":, ", ": ");
    }

    /** The chain's main path in Eureka's notation. */
    String eureka(List<Integer> chain) {
        StringBuilder sb = new StringBuilder();
        int S = L.size;
        for (int p : chain) {
            int x = p >> 1;
            if (sb.length() > 0) sb.append((p & 1) != 0 ? "=" : "-");
            sb.append("(").append(L.value(x % S)).append(")").append(L.name(x / S));
        }
        return sb.toString();
    }
}
