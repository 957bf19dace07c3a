package org.cellwise.engine.clause;

import java.util.Arrays;

/**
 * Long clauses one after another in one int array, so propagation reads them without a pointer per clause: a
 * flags word ({@link #LEARNT}; {@link #USED}, set when the clause takes part in a conflict; the LBD in the low
 * byte), a size word (its complement once deleted), then the literals. A clause is known by the index of its
 * first literal. Deleted clauses stay in place until half of the memory is wasted, then {@link #compact} moves
 * the live ones together.
 */
final class ClauseArena {
    static final int LEARNT = 1 << 8, USED = 1 << 9;

    /** Read directly by the propagation loop. */
    int[] mem = new int[1 << 16];
    int top, wasted, original, learnt;
    int compactions;

    /** An independent copy, for the other half of a split search. */
    ClauseArena copy() {
        ClauseArena c = new ClauseArena();
        c.mem = Arrays.copyOf(mem, Math.max(1 << 16, top));
        c.top = top;
        c.wasted = wasted;
        c.original = original;
        c.learnt = learnt;
        return c;
    }

    int add(int[] lits, int k, boolean isLearnt, int lbd) {
        if (top + k + 2 > mem.length) mem = Arrays.copyOf(mem, Math.max(2 * mem.length, top + k + 2));
        mem[top] = (isLearnt ? LEARNT : 0) | Math.min(lbd, 255);
        mem[top + 1] = k;
        int ci = top + 2;
        System.arraycopy(lits, 0, mem, ci, k);
        top = ci + k;
        if (isLearnt) learnt++;
        else original++;
        return ci;
    }

    int size(int ci) {
        return mem[ci - 1];
    }

    int lbd(int ci) {
        return mem[ci - 2] & 255;
    }

    void setLbd(int ci, int lbd) {
        mem[ci - 2] = (mem[ci - 2] & ~255) | Math.min(lbd, 255);
    }

    boolean learnt(int ci) {
        return (mem[ci - 2] & LEARNT) != 0;
    }

    void touch(int ci) {
        mem[ci - 2] |= USED;
    }

    /** Whether the clause took part in a conflict since the last call; clears the mark. */
    boolean used(int ci) {
        boolean u = (mem[ci - 2] & USED) != 0;
        mem[ci - 2] &= ~USED;
        return u;
    }

    void delete(int ci) {
        wasted += mem[ci - 1] + 2;
        mem[ci - 1] = ~mem[ci - 1];
        learnt--;
    }

    /** Learnt live clauses, worst first: higher LBD first, older first among equals. */
    int[] learntByUsefulness() {
        long[] order = new long[learnt];
        int k = 0;
        for (int at = 0; at < top; ) {
            int flags = mem[at], size = mem[at + 1], ci = at + 2;
            if (size >= 0 && (flags & LEARNT) != 0) order[k++] = (long) (255 - (flags & 255)) << 32 | ci;
            at = ci + (size >= 0 ? size : ~size);
        }
        Arrays.sort(order, 0, k);
        int[] out = new int[k];
        for (int i = 0; i < k; i++) out[i] = (int) order[i];
        return out;
    }

    boolean worthCompacting() {
        return wasted > top / 2;
    }

    /**
     * Moves the live clauses together. Afterwards {@code moved(ci)} gives the new index of a live clause that was
     * at ci, until the next change; the caller fixes its references and rebuilds its watches.
     */
    void compact() {
        compactions++;
        int[] old = mem;
        int[] fresh = new int[Math.max(1 << 16, 2 * (top - wasted))];
        int t = 0;
        for (int at = 0; at < top; ) {
            int size = old[at + 1], ci = at + 2;
            if (size >= 0) {
                fresh[t] = old[at];
                fresh[t + 1] = size;
                System.arraycopy(old, ci, fresh, t + 2, size);
                old[at] = t + 2; // where it went
                t += size + 2;
            }
            at = ci + (size >= 0 ? size : ~size);
        }
        forwarding = old;
        mem = fresh;
        top = t;
        wasted = 0;
    }

    private int[] forwarding;

    int moved(int oldCi) {
        return forwarding[oldCi - 2];
    }

    /** Calls back each live clause's index, in memory order. */
    void forEach(java.util.function.IntConsumer each) {
        for (int at = 0; at < top; at += mem[at + 1] + 2) each.accept(at + 2);
    }
}
