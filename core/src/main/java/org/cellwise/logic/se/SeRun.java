package org.cellwise.logic.se;

/**
 * The implications followed from one assumption in a chain: each implied candidate (a potential, on or off) as a
 * node with its cause and the nodes it was inferred from. A potential is stored once (the first inference wins, as
 * in Sudoku Explainer); a contradiction's last node and the branches of a cycle may repeat a potential without being
 * stored. A chain's length is the number of distinct potentials behind its conclusion.
 */
final class SeRun {
    static final byte NONE = 0, NAKED = 1, HIDDEN_BLOCK = 2, HIDDEN_ROW = 3, HIDDEN_COL = 4, ADVANCED = 5;

    int n;
    int[] code = new int[128];
    byte[] cause = new byte[128];
    int[] pStart = new int[128], pCount = new int[128];
    int[] pBuf = new int[512];
    int pn;
    /** The step that removed a candidate inside the chain, per node (advanced nodes only), else null. */
    SeHint[] nested;
    /** Stored node + 1 per potential code, 0 when not stored. */
    final int[] stored = new int[SePotential.COUNT];
    /** Stored "on" and "off" nodes in the order they were stored (SE's linked sets). */
    int[] onOrder = new int[64], offOrder = new int[64];
    int ons, offs;
    /** Set once a step refers to this run: it may then not be reused. */
    boolean retained;

    /** Empties the run for reuse (only what was written is cleared). */
    void reset() {
        for (int i = 0; i < n; i++) stored[code[i]] = 0;
        n = pn = ons = offs = 0;
        nested = null;
        retained = false;
    }

    static byte hiddenCause(int type) {
        return (byte) (HIDDEN_BLOCK + type);
    }

    /** A new node (not stored) for potential {@code p} inferred from {@code parents[0..np)}. */
    int node(int p, byte why, int[] parents, int np) {
        if (n == code.length) {
            int m = n * 2;
            code = java.util.Arrays.copyOf(code, m);
            cause = java.util.Arrays.copyOf(cause, m);
            pStart = java.util.Arrays.copyOf(pStart, m);
            pCount = java.util.Arrays.copyOf(pCount, m);
            if (nested != null) nested = java.util.Arrays.copyOf(nested, m);
        }
        if (pn + np > pBuf.length) pBuf = java.util.Arrays.copyOf(pBuf, Math.max(pBuf.length * 2, pn + np));
        code[n] = p;
        cause[n] = why;
        pStart[n] = pn;
        pCount[n] = np;
        System.arraycopy(parents, 0, pBuf, pn, np);
        pn += np;
        return n++;
    }

    int node(int p, byte why, int parent) {
        one[0] = parent;
        return node(p, why, one, parent < 0 ? 0 : 1);
    }

    private final int[] one = new int[1];

    void setNested(int node, SeHint h) {
        if (nested == null) nested = new SeHint[code.length];
        nested[node] = h;
    }

    SeHint nestedOf(int node) {
        return nested == null ? null : nested[node];
    }

    /** The nested chain behind a node, if a chain step removed its candidate. */
    SeChainHint nestedChain(int node) {
        return nested != null && nested[node] instanceof SeChainHint c ? c : null;
    }

    /** Stores a node as the potential's representative; the set it joins keeps insertion order. */
    void store(int node) {
        int p = code[node];
        stored[p] = node + 1;
        if (SePotential.isOn(p)) {
            if (ons == onOrder.length) onOrder = java.util.Arrays.copyOf(onOrder, ons * 2);
            onOrder[ons++] = node;
        } else {
            if (offs == offOrder.length) offOrder = java.util.Arrays.copyOf(offOrder, offs * 2);
            offOrder[offs++] = node;
        }
    }

    boolean has(int p) {
        return stored[p] != 0;
    }

    int get(int p) {
        return stored[p] - 1;
    }

    int parent(int node, int i) {
        return pBuf[pStart[node] + i];
    }

    int firstParent(int node) {
        return pCount[node] == 0 ? -1 : pBuf[pStart[node]];
    }

    /** Whether potential {@code p} is among the first-parent ancestors of {@code node} (the node itself excluded). */
    boolean isParent(int node, int p) {
        for (int x = firstParent(node); x >= 0; x = firstParent(x)) if (code[x] == p) return true;
        return false;
    }

    /** Scratch for walking chains, one per thread: runs are many and short-lived. */
    private static final class Scratch {
        int[] mark = new int[SePotential.COUNT];
        int stamp;
        int[] queue = new int[64], next = new int[64];
    }

    private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

    /**
     * The distinct potentials behind a node, the node included, breadth first from it as SE lists them (its
     * "chain"); their number is the node's ancestor count.
     */
    int[] chain(int node) {
        Scratch s = SCRATCH.get();
        int[] mark = s.mark, queue = s.queue, next = s.next;
        int[] out = new int[16];
        int k = 0;
        if (++s.stamp == 0) {
            java.util.Arrays.fill(mark, 0);
            s.stamp = 1;
        }
        int stamp = s.stamp;
        int qn = 1;
        queue[0] = node;
        while (qn > 0) {
            int nn = 0;
            for (int i = 0; i < qn; i++) {
                int x = queue[i];
                if (mark[code[x]] == stamp) continue;
                mark[code[x]] = stamp;
                if (k == out.length) out = java.util.Arrays.copyOf(out, k * 2);
                out[k++] = x;
                int c = pCount[x];
                if (nn + c > next.length) next = java.util.Arrays.copyOf(next, Math.max(next.length * 2, nn + c));
                System.arraycopy(pBuf, pStart[x], next, nn, c);
                nn += c;
            }
            int[] t = queue;
            queue = next;
            next = t;
            qn = nn;
        }
        s.queue = queue;
        s.next = next;
        return java.util.Arrays.copyOf(out, k);
    }

    int ancestors(int node) {
        return chain(node).length;
    }
}
