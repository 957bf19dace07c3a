package org.cellwise.engine.propagation;

import org.cellwise.constraint.Unrolled;

/**
 * A line clue over its unrolled graph: a forward pass marks the states reachable under the current domains, a
 * backward pass the states that still reach the end, and a value stays where an edge carrying it joins the two.
 * That is exact (arc consistency) for the line on its own, in time linear in the edges; a sandwich or X-sum of
 * nine cells has a few thousand, so it runs as a costly propagator, after the groups have settled.
 */
final class ScanPropagator extends Propagator {
    private final int min;
    private final int[] states;
    private final int[][] from, bit, to;
    private final boolean[][] fwd, bwd;
    private final long[] support;
    private final boolean empty;
    /** Each cell once along the line: what {@link #explainRemoval} needs. */
    private final boolean distinct;
    /** Scratch of the explanations: states that cannot be reached from the start, or cannot reach the end. */
    private boolean[][] unreached, dead;

    ScanPropagator(String name, int[] cells, Unrolled u, int min) {
        super(name, cells);
        this.min = min;
        this.states = u.states;
        this.from = u.from;
        this.to = u.to;
        this.bit = new int[u.length()][];
        for (int i = 0; i < bit.length; i++) {
            bit[i] = new int[u.value[i].length];
            for (int k = 0; k < bit[i].length; k++) bit[i][k] = u.value[i][k] - min;
        }
        fwd = new boolean[states.length][];
        bwd = new boolean[states.length][];
        for (int i = 0; i < states.length; i++) {
            fwd[i] = new boolean[states[i]];
            bwd[i] = new boolean[states[i]];
        }
        support = new long[cells.length];
        empty = states[0] == 0;
        distinct = java.util.Arrays.stream(cells).distinct().count() == cells.length;
    }

    @Override
    int priority() {
        return 1;
    }

    @Override
    boolean propagate(Propagation s) {
        if (empty) return false;
        long[] dom = s.dom;
        int n = vars.length;
        fwd[0][0] = true;
        for (int i = 0; i < n; i++) {
            java.util.Arrays.fill(fwd[i + 1], false);
            long d = dom[vars[i]];
            boolean any = false;
            int[] f = from[i], b = bit[i], t = to[i];
            boolean[] here = fwd[i], next = fwd[i + 1];
            for (int k = 0; k < f.length; k++)
                if (here[f[k]] && (d >> b[k] & 1) != 0) {
                    next[t[k]] = true;
                    any = true;
                }
            if (!any) return false;
        }
        java.util.Arrays.fill(bwd[n], true);
        for (int i = n - 1; i >= 0; i--) {
            java.util.Arrays.fill(bwd[i], false);
            long d = dom[vars[i]], sup = 0;
            int[] f = from[i], b = bit[i], t = to[i];
            boolean[] here = fwd[i], back = bwd[i], next = bwd[i + 1], nf = fwd[i + 1];
            for (int k = 0; k < f.length; k++)
                if (here[f[k]] && next[t[k]] && nf[t[k]] && (d >> b[k] & 1) != 0) {
                    back[f[k]] = true;
                    sup |= 1L << b[k];
                }
            support[i] = sup;
        }
        // a cell read twice keeps what both readings allow
        for (int i = 0; i < n; i++) if (!s.restrict(vars[i], support[i])) return false;
        return true;
    }

    /*
     * Explanations for clause learning. Told as a whole ("some value removed from some cell of the line is there
     * after all"), a removal on a line of 56 cells is a clause of hundreds of literals that never prunes again, and
     * learning wanders. The paths of the line tell more: a value v leaves cell i because every edge carrying it starts
     * at a state the line cannot reach by then, or ends at one from which it cannot finish. Walking back from the
     * unreachable states, an edge into one of them either starts at a reachable state, and then its value is gone (a
     * reason), or starts at a state unreachable in turn; the walk ends where no state is left to explain, usually a
     * few cells away. Forwards the same for states that cannot finish. The reasons found so cut every path through
     * (i, v), so the clause holds whatever the other cells hold.
     */

    /**
     * Whether {@link #explainRemoval} and {@link #explainFailure} can explain this line's removals: each cell once
     * (a cell read twice loses a value where either reading lacks it, which a path alone does not tell).
     */
    boolean explainsByPaths() {
        return distinct && !empty;
    }

    /** The first position none of whose states the start reaches, as of {@link #explainOn}; -1: none. */
    private int wiped = -1;

    /**
     * Reads the domains that the explanations which follow are about (those a run started from): {@link #fwd} marks
     * the states reachable from the start, {@link #bwd} those that reach the end, each on its own. Nothing may run this
     * propagator in between.
     */
    void explainOn(long[] dom) {
        wiped = reach(dom);
    }

    private int reach(long[] dom) {
        int n = vars.length;
        if (unreached == null) {
            unreached = new boolean[states.length][];
            dead = new boolean[states.length][];
            for (int i = 0; i < states.length; i++) {
                unreached[i] = new boolean[states[i]];
                dead[i] = new boolean[states[i]];
            }
        }
        fwd[0][0] = true;
        int wiped = -1;
        for (int i = 0; i < n; i++) {
            java.util.Arrays.fill(fwd[i + 1], false);
            long d = dom[vars[i]];
            boolean any = false;
            int[] f = from[i], b = bit[i], t = to[i];
            for (int k = 0; k < f.length; k++)
                if (fwd[i][f[k]] && (d >> b[k] & 1) != 0) {
                    fwd[i + 1][t[k]] = true;
                    any = true;
                }
            if (!any && wiped < 0) wiped = i + 1;
        }
        java.util.Arrays.fill(bwd[n], true);
        for (int i = n - 1; i >= 0; i--) {
            java.util.Arrays.fill(bwd[i], false);
            long d = dom[vars[i]];
            int[] f = from[i], b = bit[i], t = to[i];
            for (int k = 0; k < f.length; k++)
                if (bwd[i + 1][t[k]] && (d >> b[k] & 1) != 0) bwd[i][f[k]] = true;
        }
        return wiped;
    }

    /**
     * Why value bit {@code v} is not in the line's {@code i}-th cell given the domains {@link #explainOn} read: ORs
     * into {@code reasons[j]} the removed values of the {@code j}-th cell that cut every path carrying {@code v}
     * through cell {@code i}. False when no single pass over those domains removes it. Where an edge carrying
     * {@code v} both starts unreached and ends dead, the dead end explains it: fewer nodes on the line examples than
     * the other way.
     */
    boolean explainRemoval(int i, int v, long[] reasons) {
        if (wiped >= 0) return false;
        int[] f = from[i], b = bit[i], t = to[i];
        boolean back = false, ahead = false;
        for (int k = 0; k < f.length; k++) {
            if (b[k] != v) continue;
            if (!bwd[i + 1][t[k]]) {
                dead[i + 1][t[k]] = true;
                ahead = true;
            } else if (!fwd[i][f[k]]) {
                unreached[i][f[k]] = true;
                back = true;
            } else {
                clear();
                return false;
            }
        }
        if (back) walk(i, true, reasons);
        if (ahead) walk(i + 1, false, reasons);
        return true;
    }

    /**
     * Why the line cannot hold under the domains {@link #explainOn} read: ORs into {@code reasons[j]} removed values of
     * the {@code j}-th cell that together leave no state reachable at some position. False when a single pass over
     * those domains does not fail that way.
     */
    boolean explainFailure(long[] reasons) {
        int at = wiped;
        if (at < 0) return false;
        java.util.Arrays.fill(unreached[at], true);
        walk(at, true, reasons);
        return true;
    }

    /**
     * From the states marked at position {@code at}, unreached ({@code back}, walking towards the start) or dead
     * (walking towards the end), on to where no marked state is left. An edge between a marked state and one the line
     * still reaches (from the start going back, to the end going ahead) must have lost its value: a reason. Otherwise
     * the other state is marked in turn, even where the edge's value is gone too: the walk goes on to where the line
     * still reaches, and the reasons found there made fewer nodes than the nearest removals (docs/ISS.md).
     */
    private void walk(int at, boolean back, long[] reasons) {
        boolean[][] marks = back ? unreached : dead, open = back ? fwd : bwd;
        int[][] known = back ? to : from, other = back ? from : to;
        int n = vars.length, step = back ? -1 : 1;
        for (int j = back ? at - 1 : at; j >= 0 && j < n; j += step) {
            int[] a = known[j], c = other[j], b = bit[j];
            boolean[] marked = marks[back ? j + 1 : j], next = marks[back ? j : j + 1], reached = open[back ? j : j + 1];
            boolean any = false;
            for (int k = 0; k < a.length; k++) {
                if (!marked[a[k]]) continue;
                if (reached[c[k]]) reasons[j] |= 1L << b[k];
                else {
                    next[c[k]] = true;
                    any = true;
                }
            }
            java.util.Arrays.fill(marked, false);
            if (!any) return;
        }
        java.util.Arrays.fill(marks[back ? 0 : n], false);
    }

    private void clear() {
        for (boolean[] a : unreached) java.util.Arrays.fill(a, false);
        for (boolean[] a : dead) java.util.Arrays.fill(a, false);
    }
}
