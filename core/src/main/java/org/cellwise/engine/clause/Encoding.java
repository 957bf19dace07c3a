package org.cellwise.engine.clause;

import java.util.Arrays;
import org.cellwise.engine.propagation.Model;

/**
 * The Boolean encoding of a clausal model: a variable per candidate left after root propagation ("this cell
 * holds this value"), literal {@code 2v} true and {@code 2v+1} false, and the clauses that say each cell takes
 * exactly one candidate, each group takes each value at most once (exactly once when it covers every value), and
 * each relation forbids its incompatible pairs.
 */
final class Encoding {
    /** What a candidate became: a literal, or one of these constants for cells fixed at the root. */
    static final int TRUE = -1, FALSE = -2;

    /** Receives the clauses of the encoding. */
    interface Sink {
        void clause(int[] lits, int k);

        void binary(int a, int b);

        void unit(int lit);

        /** Two fixed cells already break a relation: no solution. */
        void contradiction();
    }

    private final Model m;
    private final long[] root;
    final int size;
    /** cell * size + value index → positive literal, or TRUE / FALSE for cells fixed at the root. */
    private final int[] litOf;
    private int nVars;
    private int[] varCell, varBit;

    Encoding(Model m, long[] root) {
        this.m = m;
        this.root = root;
        this.size = m.size;
        litOf = new int[m.n * size];
        varCell = new int[16];
        varBit = new int[16];
        for (int cell = 0; cell < m.n; cell++) {
            long d = root[cell];
            boolean fixed = Long.bitCount(d) == 1;
            for (int b = 0; b < size; b++) {
                int at = cell * size + b;
                if ((d >> b & 1) == 0) litOf[at] = FALSE;
                else if (fixed) litOf[at] = TRUE;
                else litOf[at] = newVar(cell, b);
            }
        }
    }

    private int newVar(int cell, int b) {
        if (nVars == varCell.length) {
            varCell = Arrays.copyOf(varCell, nVars * 2);
            varBit = Arrays.copyOf(varBit, nVars * 2);
        }
        varCell[nVars] = cell;
        varBit[nVars] = b;
        return 2 * nVars++;
    }

    int vars() {
        return nVars;
    }

    /** The literal for "cell holds value index b", or TRUE / FALSE. */
    int lit(int cell, int b) {
        return litOf[cell * size + b];
    }

    int cellOf(int var) {
        return varCell[var];
    }

    int valueIndexOf(int var) {
        return varBit[var];
    }

    /** A cell's candidates at the root. */
    long rootDomain(int cell) {
        return root[cell];
    }

    /** Candidates of a variable's cell at the root: the branching order starts with the fewest. */
    int candidates(int var) {
        return Long.bitCount(root[varCell[var]]);
    }

    /** The values of the cells fixed at the root, the rest left to the caller. */
    void fixedValues(int[] values) {
        for (int cell = 0; cell < m.n; cell++) values[cell] = m.min + Long.numberOfTrailingZeros(root[cell]);
    }

    void clauses(Sink sink) {
        int[] buf = new int[Math.max(size, m.n) + 1];
        for (int cell = 0; cell < m.n; cell++) {
            int k = 0;
            boolean fixed = false;
            for (int b = 0; b < size; b++) {
                if (lit(cell, b) >= 0) buf[k++] = lit(cell, b);
                else if (lit(cell, b) == TRUE) fixed = true;
            }
            if (!fixed) {
                sink.clause(buf, k);
                atMostOne(sink, buf, k);
            }
        }
        for (int[] g : m.clausal ? m.groups : m.learningGroups()) {
            for (int b = 0; b < size; b++) {
                int k = 0;
                boolean placed = false;
                for (int cell : g) {
                    int l = lit(cell, b);
                    if (l == TRUE) placed = true;
                    else if (l >= 0) buf[k++] = l;
                }
                if (placed) {
                    for (int i = 0; i < k; i++) sink.unit(buf[i] ^ 1);
                    continue;
                }
                atMostOne(sink, buf, k);
                if (g.length == size) sink.clause(buf, k);
            }
        }
        for (int[] r : m.relations) {
            int a = r[0], b = r[1];
            long[] forB = m.relationTables[r[2]];
            for (int x = 0; x < size; x++) {
                int la = lit(a, x);
                if (la == FALSE) continue;
                for (int y = 0; y < size; y++) {
                    int lb = lit(b, y);
                    if (lb == FALSE || (forB[x] >> y & 1) != 0) continue;
                    if (la == TRUE && lb == TRUE) sink.contradiction();
                    else if (la == TRUE) sink.unit(lb ^ 1);
                    else if (lb == TRUE) sink.unit(la ^ 1);
                    else sink.binary(la ^ 1, lb ^ 1);
                }
            }
        }
    }

    private static void atMostOne(Sink sink, int[] lits, int k) {
        for (int i = 0; i < k; i++)
            for (int j = i + 1; j < k; j++) sink.binary(lits[i] ^ 1, lits[j] ^ 1);
    }
}
