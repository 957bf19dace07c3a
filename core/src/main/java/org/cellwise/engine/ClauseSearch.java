package org.cellwise.engine;

import java.util.Arrays;
import java.util.List;

/**
 * Search with conflict-driven clause learning, for models whose rules are all clausal: all-different groups,
 * binary relations and givens. The plain search has no memory, so on large puzzles near the edge of uniqueness
 * (minimal 25×25 Sudokus) it meets the same dead end in thousands of places; this one records why each dead
 * end failed, as a clause over candidates, and never meets it again.
 *
 * <p>A Boolean variable stands for "this cell holds this value", one per candidate left after root propagation.
 * Each cell takes exactly one candidate, each group takes each value at most once (exactly once when the group
 * covers every value), and a relation forbids its incompatible pairs. Two-literal clauses live in implication
 * lists, longer ones are watched by two literals. Branching follows variable activity (bumped by conflicts) with
 * saved phases, restarts follow the Luby sequence, and learnt clauses with many decision levels are dropped
 * periodically. Same contract as {@link Search}: options, outcomes, statistics (nodes are decisions, failures
 * are conflicts); further solutions are found by forbidding each one found.
 */
final class ClauseSearch {
    private static final int TRUE = -1, FALSE = -2;
    private static final int NO_CONFLICT = Integer.MIN_VALUE, BINARY_CONFLICT = -1;
    /** Conflicts per step of the Luby restart sequence. */
    private static final int RESTART_UNIT = 512;
    /** Activity decay per conflict. */
    private static final double DECAY = 0.95;

    private final Model m;
    private final SolveOptions opts;
    private final long[] root;
    private final int size;
    private final long maxNodes;
    private final Limits limits;

    /** cell * size + value index → positive literal, or TRUE / FALSE for cells fixed at the root. */
    private final int[] litOf;
    private int nVars;
    private int[] varCell, varBit;

    /** Per literal: 1 true, -1 false, 0 unassigned. */
    private byte[] lv;
    private int[] level, reason;
    private int[] trail, trailLim;
    private int trailSize, qHead, decisionLevel;

    /**
     * Long clauses one after another, so propagation reads them without a pointer per clause: a flags word
     * ({@link #LEARNT}, the LBD in the low byte), a size word (its complement once deleted), then the literals.
     * A clause is known by the index of its first literal.
     */
    private int[] mem = new int[1 << 16];
    private int memTop, memWasted, longClauses, learntCount, maxLearnts;
    int compactions;
    private static final int LEARNT = 1 << 8;
    private int[][] watches, bins;
    private int[] watchSize, binSize;

    private double[] activity;
    private double varInc = 1;
    private int[] heap, heapIndex;
    private int heapSize;
    private boolean[] phase;

    private boolean[] seen;
    private int[] learntBuf, levelStamp;
    private int learntSize, stamp, confA, confB;
    private boolean unsat;

    long nodes, guesses, failures, solutions;
    private final int[] values;

    /**
     * @param root   domains after root propagation
     * @param found  solutions already reported (values per cell), which this search must not report again
     * @param spent  nodes, guesses, failures and solutions already counted by an earlier search of the same run
     */
    ClauseSearch(Model m, long[] root, SolveOptions opts, List<int[]> found, long[] spent) {
        this.m = m;
        this.opts = opts;
        this.root = root;
        this.size = m.size;
        this.limits = new Limits(opts);
        this.maxNodes = opts.maxNodes() > 0 ? opts.maxNodes() : -1;
        this.values = new int[m.n];
        nodes = spent[0];
        guesses = spent[1];
        failures = spent[2];
        solutions = spent[3];
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
        int lits = 2 * nVars;
        lv = new byte[2 * nVars];
        level = new int[nVars];
        reason = new int[nVars];
        trail = new int[nVars];
        trailLim = new int[nVars + 1];
        watches = new int[lits][];
        bins = new int[lits][];
        watchSize = new int[lits];
        binSize = new int[lits];
        for (int l = 0; l < lits; l++) {
            watches[l] = new int[4];
            bins[l] = new int[4];
        }
        activity = new double[nVars];
        phase = new boolean[nVars];
        seen = new boolean[nVars];
        learntBuf = new int[nVars + 1];
        levelStamp = new int[nVars + 2];
        heap = new int[nVars];
        heapIndex = new int[nVars];
        Arrays.fill(phase, true); // first try placing values: a placement propagates far more than a removal
        encode();
        for (int[] sol : found) block(sol);
        // cells with few candidates first, until conflicts say otherwise
        for (int v = 0; v < nVars; v++) activity[v] = 1.0 / Long.bitCount(root[varCell[v]]) * 1e-3;
        for (int v = 0; v < nVars; v++) heapInsert(v);
        maxLearnts = Math.max(2000, longClauses / 3);
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

    private int lit(int cell, int b) {
        return litOf[cell * size + b];
    }

    private void encode() {
        int[] buf = new int[Math.max(size, m.n) + 1];
        for (int cell = 0; cell < m.n; cell++) {
            int k = 0;
            boolean fixed = false;
            for (int b = 0; b < size; b++) {
                if (lit(cell, b) >= 0) buf[k++] = lit(cell, b);
                else if (lit(cell, b) == TRUE) fixed = true;
            }
            if (!fixed) {
                addClause(buf, k);
                atMostOne(buf, k);
            }
        }
        for (int[] g : m.groups) {
            for (int b = 0; b < size; b++) {
                int k = 0;
                boolean placed = false;
                for (int cell : g) {
                    int l = lit(cell, b);
                    if (l == TRUE) placed = true;
                    else if (l >= 0) buf[k++] = l;
                }
                if (placed) {
                    for (int i = 0; i < k; i++) unit(buf[i] ^ 1);
                    continue;
                }
                atMostOne(buf, k);
                if (g.length == size) addClause(buf, k);
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
                    if (la == TRUE && lb == TRUE) unsat = true;
                    else if (la == TRUE) unit(lb ^ 1);
                    else if (lb == TRUE) unit(la ^ 1);
                    else addBinary(la ^ 1, lb ^ 1);
                }
            }
        }
    }

    private void atMostOne(int[] lits, int k) {
        for (int i = 0; i < k; i++)
            for (int j = i + 1; j < k; j++) addBinary(lits[i] ^ 1, lits[j] ^ 1);
    }

    private void unit(int l) {
        int v = litValue(l);
        if (v == -1) unsat = true;
        else if (v == 0) enqueue(l, -1);
    }

    /** A clause over literals of this encoding (no constants), at decision level 0. */
    private void addClause(int[] lits, int k) {
        if (k == 0) {
            unsat = true;
        } else if (k == 1) {
            unit(lits[0]);
        } else if (k == 2) {
            addBinary(lits[0], lits[1]);
        } else {
            attach(lits, k, false, 0);
        }
    }

    private void addBinary(int a, int b) {
        push(a ^ 1, b);
        push(b ^ 1, a);
    }

    /** When {@code p} is true, {@code q} must be. */
    private void push(int p, int q) {
        int[] l = bins[p];
        if (binSize[p] == l.length) bins[p] = l = Arrays.copyOf(l, l.length * 2);
        l[binSize[p]++] = q;
    }

    /** Stores the first k literals of {@code lits} as a long clause watched by its first two. */
    private int attach(int[] lits, int k, boolean isLearnt, int lbd) {
        if (memTop + k + 2 > mem.length) mem = Arrays.copyOf(mem, Math.max(2 * mem.length, memTop + k + 2));
        mem[memTop] = (isLearnt ? LEARNT : 0) | Math.min(lbd, 255);
        mem[memTop + 1] = k;
        int ci = memTop + 2;
        System.arraycopy(lits, 0, mem, ci, k);
        memTop = ci + k;
        if (isLearnt) learntCount++;
        else longClauses++;
        watch(lits[0], ci, lits[1]);
        watch(lits[1], ci, lits[0]);
        return ci;
    }

    private void watch(int l, int ci, int blocker) {
        int[] w = watches[l];
        if (watchSize[l] + 2 > w.length) watches[l] = w = Arrays.copyOf(w, w.length * 2);
        w[watchSize[l]++] = ci;
        w[watchSize[l]++] = blocker;
    }

    /** Forbids one solution: some unfixed cell must differ from it. */
    private void block(int[] sol) {
        int[] c = new int[m.n];
        int k = 0;
        for (int cell = 0; cell < m.n; cell++) {
            int b = sol[cell] - m.min;
            if (b < 0 || b >= size) continue;
            int l = lit(cell, b);
            if (l == TRUE) continue;
            if (l == FALSE) return; // not a solution under these root domains: nothing to forbid
            int v = litValue(l ^ 1);
            if (v == 1) return; // already differs at level 0
            if (v == 0) c[k++] = l ^ 1;
        }
        addClause(c, k);
    }

    private int litValue(int l) {
        return lv[l];
    }

    private void enqueue(int l, int why) {
        int v = l >> 1;
        lv[l] = 1;
        lv[l ^ 1] = -1;
        level[v] = decisionLevel;
        reason[v] = why;
        trail[trailSize++] = l;
    }

    /** Unit propagation; a conflicting long clause's index, {@link #BINARY_CONFLICT}, or {@link #NO_CONFLICT}. */
    private int propagate() {
        int[] mem = this.mem;
        while (qHead < trailSize) {
            int p = trail[qHead++];
            int falseLit = p ^ 1;
            int[] bl = bins[p];
            for (int i = 0, n = binSize[p]; i < n; i++) {
                int q = bl[i];
                int vq = litValue(q);
                if (vq == 1) continue;
                if (vq == -1) {
                    confA = falseLit;
                    confB = q;
                    return BINARY_CONFLICT;
                }
                enqueue(q, -2 - falseLit);
            }
            int[] ws = watches[falseLit];
            int n = watchSize[falseLit], i = 0, j = 0;
            while (i < n) {
                int ci = ws[i], blocker = ws[i + 1];
                i += 2;
                if (litValue(blocker) == 1) {
                    ws[j++] = ci;
                    ws[j++] = blocker;
                    continue;
                }
                int size = mem[ci - 1];
                if (size < 0) continue; // deleted: drop the watch
                if (mem[ci] == falseLit) {
                    mem[ci] = mem[ci + 1];
                    mem[ci + 1] = falseLit;
                }
                int first = mem[ci];
                if (first != blocker && litValue(first) == 1) {
                    ws[j++] = ci;
                    ws[j++] = first;
                    continue;
                }
                boolean moved = false;
                for (int k = ci + 2, end = ci + size; k < end; k++) {
                    int q = mem[k];
                    if (litValue(q) != -1) {
                        mem[ci + 1] = q;
                        mem[k] = falseLit;
                        watch(q, ci, first);
                        moved = true;
                        break;
                    }
                }
                if (moved) continue;
                ws[j++] = ci;
                ws[j++] = first;
                if (litValue(first) == -1) {
                    while (i < n) ws[j++] = ws[i++];
                    watchSize[falseLit] = j;
                    qHead = trailSize;
                    return ci;
                }
                enqueue(first, ci);
            }
            watchSize[falseLit] = j;
        }
        return NO_CONFLICT;
    }

    /** First-UIP analysis into {@code learntBuf}; returns the level to go back to. */
    private int analyze(int confl) {
        learntSize = 1;
        int pathC = 0, p = -1, index = trailSize - 1;
        int ref = -1, single = -1;
        if (confl == BINARY_CONFLICT) {
            pathC += see(confA) + see(confB);
        } else {
            ref = confl;
        }
        while (true) {
            if (ref >= 0) {
                for (int k = ref, end = ref + mem[ref - 1]; k < end; k++) {
                    int q = mem[k];
                    if (p < 0 || (q >> 1) != (p >> 1)) pathC += see(q);
                }
            } else if (single >= 0) {
                pathC += see(single);
            }
            while (!seen[trail[index] >> 1]) index--;
            p = trail[index--];
            int v = p >> 1;
            seen[v] = false;
            if (--pathC == 0) break;
            int r = reason[v];
            ref = r;
            single = r >= 0 ? -1 : -2 - r;
        }
        learntBuf[0] = p ^ 1;
        // drop literals implied by the others, following reasons back as far as they stay inside the clause
        int abstractLevels = 0;
        for (int i = 1; i < learntSize; i++) abstractLevels |= 1 << (level[learntBuf[i] >> 1] & 31);
        int keep = 1;
        for (int i = 1; i < learntSize; i++) {
            int q = learntBuf[i];
            if (reason[q >> 1] == -1 || !redundant(q >> 1, abstractLevels)) learntBuf[keep++] = q;
        }
        learntSize = keep;
        clearSeen();
        int bt = 0;
        if (learntSize > 1) {
            int maxAt = 1;
            for (int i = 2; i < learntSize; i++)
                if (level[learntBuf[i] >> 1] > level[learntBuf[maxAt] >> 1]) maxAt = i;
            int t = learntBuf[1];
            learntBuf[1] = learntBuf[maxAt];
            learntBuf[maxAt] = t;
            bt = level[learntBuf[1] >> 1];
        }
        return bt;
    }

    /** Marks a conflict literal's variable; 1 when it belongs to the current level (still to resolve). */
    private int see(int q) {
        int v = q >> 1;
        if (seen[v] || level[v] == 0) return 0;
        bump(v);
        mark(v);
        if (level[v] >= decisionLevel) return 1;
        learntBuf[learntSize++] = q;
        return 0;
    }

    private int[] seenList = new int[64], stack = new int[64];
    private int seenCount;

    private void mark(int v) {
        seen[v] = true;
        if (seenCount == seenList.length) seenList = Arrays.copyOf(seenList, seenCount * 2);
        seenList[seenCount++] = v;
    }

    private void clearSeen() {
        for (int i = 0; i < seenCount; i++) seen[seenList[i]] = false;
        seenCount = 0;
    }

    /** Whether v's value follows from literals already in the learnt clause (or fixed at level 0). */
    private boolean redundant(int v, int abstractLevels) {
        int top = seenCount, sp = 0;
        stack[sp++] = v;
        while (sp > 0) {
            int x = stack[--sp];
            int r = reason[x];
            int n = r >= 0 ? mem[r - 1] : 1;
            for (int i = 0; i < n; i++) {
                int u = (r >= 0 ? mem[r + i] : -2 - r) >> 1;
                if (u == x || seen[u] || level[u] == 0) continue;
                if (reason[u] != -1 && (abstractLevels & (1 << (level[u] & 31))) != 0) {
                    mark(u);
                    if (sp == stack.length) stack = Arrays.copyOf(stack, sp * 2);
                    stack[sp++] = u;
                } else {
                    for (int j = top; j < seenCount; j++) seen[seenList[j]] = false;
                    seenCount = top;
                    return false;
                }
            }
        }
        return true;
    }

    private void bump(int v) {
        if ((activity[v] += varInc) > 1e100) {
            for (int i = 0; i < nVars; i++) activity[i] *= 1e-100;
            varInc *= 1e-100;
        }
        if (inHeap(v)) heapUp(heapIndex[v]);
    }

    private int lbd() {
        stamp++;
        int count = 0;
        for (int i = 0; i < learntSize; i++) {
            int lv = level[learntBuf[i] >> 1];
            if (levelStamp[lv] != stamp) {
                levelStamp[lv] = stamp;
                count++;
            }
        }
        return count;
    }

    private void backtrack(int to) {
        if (decisionLevel <= to) return;
        int stop = trailLim[to];
        for (int i = trailSize - 1; i >= stop; i--) {
            int v = trail[i] >> 1;
            phase[v] = lv[2 * v] > 0;
            lv[2 * v] = 0;
            lv[2 * v + 1] = 0;
            if (!inHeap(v)) heapInsert(v);
        }
        trailSize = stop;
        qHead = stop;
        decisionLevel = to;
    }

    Outcome run() {
        if (unsat) return Outcome.COMPLETE;
        int lubyIndex = 1;
        long restartAt = failures + (long) luby(lubyIndex) * RESTART_UNIT;
        try {
            while (true) {
                int confl = propagate();
                if (confl != NO_CONFLICT) {
                    failures++;
                    if ((failures & 255) == 0) limits.check();
                    if (decisionLevel == 0) return Outcome.COMPLETE;
                    int bt = analyze(confl);
                    int lbd = lbd();
                    backtrack(bt);
                    assertClause(true, lbd);
                    varInc /= DECAY;
                    continue;
                }
                if (failures >= restartAt) {
                    backtrack(0);
                    restartAt = failures + (long) luby(++lubyIndex) * RESTART_UNIT;
                }
                if (learntCount >= maxLearnts) reduce();
                int v = nextVar();
                if (v < 0) {
                    found();
                    continue;
                }
                if ((++nodes & 1023) == 0) limits.check();
                if (nodes == maxNodes) return Outcome.BUDGET;
                guesses++;
                trailLim[decisionLevel++] = trailSize;
                enqueue(phase[v] ? 2 * v : 2 * v + 1, -1);
            }
        } catch (Search.Stop stop) {
            return stop.outcome;
        }
    }

    /**
     * Adds the clause in {@code learntBuf} (first literal unassigned, the rest false) and asserts its first
     * literal; a learnt clause may be dropped later, a blocking one stays.
     */
    private void assertClause(boolean isLearnt, int lbd) {
        int first = learntBuf[0];
        if (learntSize == 1) {
            enqueue(first, -1);
        } else if (learntSize == 2) {
            addBinary(first, learntBuf[1]);
            enqueue(first, -2 - learntBuf[1]);
        } else {
            int ci = attach(learntBuf, learntSize, isLearnt, lbd);
            enqueue(first, ci);
        }
    }

    /**
     * Drops the less useful half of the learnt long clauses (many decision levels), keeping those in use, and
     * compacts the clause memory once half of it is dropped clauses.
     */
    private void reduce() {
        long[] order = new long[learntCount];
        int k = 0;
        for (int at = 0; at < memTop; ) {
            int flags = mem[at], size = mem[at + 1], ci = at + 2;
            // by LBD, higher first; among equals, older first
            if (size >= 0 && (flags & LEARNT) != 0) order[k++] = (long) (255 - (flags & 255)) << 32 | ci;
            at = ci + (size >= 0 ? size : ~size);
        }
        Arrays.sort(order, 0, k);
        int drop = k / 2;
        for (int i = 0; i < k && drop > 0; i++) {
            int ci = (int) order[i];
            if ((mem[ci - 2] & 255) <= 2) break;
            int first = mem[ci];
            if (reason[first >> 1] == ci && litValue(first) == 1) continue; // the reason of a current assignment
            memWasted += mem[ci - 1] + 2;
            mem[ci - 1] = ~mem[ci - 1];
            learntCount--;
            drop--;
        }
        maxLearnts += maxLearnts / 10;
        if (memWasted > memTop / 2) compact();
    }

    /** Moves the live clauses together; reasons follow them and every watch list is rebuilt. */
    private void compact() {
        compactions++;
        int[] old = mem;
        int[] fresh = new int[Math.max(1 << 16, 2 * (memTop - memWasted))];
        int top = 0;
        for (int at = 0; at < memTop; ) {
            int size = old[at + 1], ci = at + 2;
            if (size >= 0) {
                fresh[top] = old[at];
                fresh[top + 1] = size;
                System.arraycopy(old, ci, fresh, top + 2, size);
                old[at] = top + 2; // where it went
                top += size + 2;
            }
            at = ci + (size >= 0 ? size : ~size);
        }
        for (int i = 0; i < trailSize; i++) {
            int v = trail[i] >> 1;
            if (reason[v] >= 0) reason[v] = old[reason[v] - 2];
        }
        mem = fresh;
        memTop = top;
        memWasted = 0;
        Arrays.fill(watchSize, 0);
        for (int at = 0; at < memTop; at += mem[at + 1] + 2) {
            int ci = at + 2;
            watch(mem[ci], ci, mem[ci + 1]);
            watch(mem[ci + 1], ci, mem[ci]);
        }
    }

    private int nextVar() {
        while (heapSize > 0) {
            int v = heapPop();
            if (lv[2 * v] == 0) return v;
        }
        return -1;
    }

    private void found() {
        solutions++;
        for (int cell = 0; cell < m.n; cell++) values[cell] = m.min + Long.numberOfTrailingZeros(root[cell]);
        for (int v = 0; v < nVars; v++) if (lv[2 * v] > 0) values[varCell[v]] = m.min + varBit[v];
        if (opts.listener() != null) opts.listener().accept(values.clone());
        if (solutions >= opts.limit()) throw new Search.Stop(Outcome.LIMIT);
        // every other solution differs in some decision: propagation fixed the rest
        if (decisionLevel == 0) throw new Search.Stop(Outcome.COMPLETE);
        learntSize = 0;
        for (int i = decisionLevel - 1; i >= 0; i--) learntBuf[learntSize++] = trail[trailLim[i]] ^ 1;
        backtrack(decisionLevel - 1);
        assertClause(false, 0);
    }

    private static int luby(int i) {
        int k = 1;
        while ((1 << k) - 1 < i) k++;
        while ((1 << k) - 1 != i) {
            i -= (1 << (k - 1)) - 1;
            k = 1;
            while ((1 << k) - 1 < i) k++;
        }
        return 1 << (k - 1);
    }

    // binary max-heap of variables by activity

    private boolean inHeap(int v) {
        int i = heapIndex[v];
        return i < heapSize && heap[i] == v;
    }

    private void heapInsert(int v) {
        heap[heapSize] = v;
        heapIndex[v] = heapSize;
        heapUp(heapSize++);
    }

    private int heapPop() {
        int top = heap[0];
        int last = heap[--heapSize];
        if (heapSize > 0) {
            heap[0] = last;
            heapIndex[last] = 0;
            heapDown(0);
        }
        heapIndex[top] = Integer.MAX_VALUE;
        return top;
    }

    private void heapUp(int i) {
        int v = heap[i];
        double a = activity[v];
        while (i > 0) {
            int parent = (i - 1) >> 1;
            int pv = heap[parent];
            if (activity[pv] >= a) break;
            heap[i] = pv;
            heapIndex[pv] = i;
            i = parent;
        }
        heap[i] = v;
        heapIndex[v] = i;
    }

    private void heapDown(int i) {
        int v = heap[i];
        double a = activity[v];
        while (true) {
            int child = 2 * i + 1;
            if (child >= heapSize) break;
            if (child + 1 < heapSize && activity[heap[child + 1]] > activity[heap[child]]) child++;
            if (activity[heap[child]] <= a) break;
            heap[i] = heap[child];
            heapIndex[heap[i]] = i;
            i = child;
        }
        heap[i] = v;
        heapIndex[v] = i;
    }
}
