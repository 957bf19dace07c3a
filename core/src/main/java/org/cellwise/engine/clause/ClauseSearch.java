package org.cellwise.engine.clause;

import java.util.Arrays;
import java.util.List;
import org.cellwise.engine.Outcome;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.propagation.Model;
import org.cellwise.engine.propagation.Theory;
import org.cellwise.engine.search.Counters;
import org.cellwise.engine.search.Skeleton;

/**
 * Search with conflict-driven clause learning. All-different groups, binary relations and givens are clauses; the
 * other constraints (cages, sums, lines) take part through their propagators, whose removals come with clauses
 * that explain them ({@link Explanations}, called at each fixpoint of unit propagation). The plain search has no
 * memory, so on large puzzles near the edge of uniqueness (minimal 25×25 Sudokus) it meets the same dead end in
 * thousands of places; this one records why each dead end failed, as a clause over candidates, and never meets it
 * again.
 *
 * <p>A Boolean variable stands for "this cell holds this value", one per candidate left after root propagation.
 * Each cell takes exactly one candidate, each group takes each value at most once (exactly once when the group
 * covers every value), and a relation forbids its incompatible pairs. Two-literal clauses live in implication
 * lists, longer ones are watched by two literals. A learnt clause is minimised and then shrunk level by level
 * ({@link #shrink}). Branching follows variable activity (bumped by conflicts) with saved phases, restarts follow
 * the Luby sequence, and learnt clauses with many decision levels, or with a few but no recent use in conflicts,
 * are dropped periodically. Same contract as the other searches ({@link Skeleton}): options, outcomes, statistics
 * (nodes are decisions, failures are conflicts); further solutions are found by forbidding each one found. Run as
 * a part of {@link Cubes}, it divides its space in two at a restart when its cube says so, and a copy of it takes
 * the other half.
 */
public final class ClauseSearch extends Skeleton implements Encoding.Sink {
    private static final int NO_CONFLICT = Integer.MIN_VALUE, BINARY_CONFLICT = -1;
    /** Conflicts per step of the Luby restart sequence. */
    private static final int RESTART_UNIT = 512;

    /**
     * Where a search may choose freely without changing its answer: a seed for the ties of the first variable
     * order (0: none), the first phase of every variable, the conflicts per Luby step, and whether learnt clauses
     * are shrunk ({@link #shrink}). Differently tuned searches of one model meet different dead ends first; on the
     * 25×25 minimal Sudokus the total effort moves little with the first three (docs/PERFORMANCE.md), so only
     * measurements use another tuning than the default.
     *
     * @param phase 1: place values first (the default), 0: remove them first, -1: at random from the seed
     */
    public record Tuning(long seed, int phase, int restartUnit, boolean shrink) {
        public static final Tuning DEFAULT = new Tuning(0, 1, RESTART_UNIT, true);
    }

    private final int restartUnit;
    private final boolean shrinks;
    /** The part of the search space this search covers, when it is one of a {@link Cubes} run; else null. */
    Cubes.Cube cube;
    /** Conflicts this search had counted when it took on its cube. */
    private long cubeStart;
    private int lubyIndex = 1;
    private long restartAt = -1;

    final Encoding enc;
    /** The constraints that are not clauses, through their propagators (lazy clause generation); null: none. */
    private final Explanations theory;
    private final ClauseArena arena;
    private final VarOrder order;
    private final int nVars;
    private final int min;
    private int maxLearnts;
    /**
     * Learnt clauses over at most this many decision levels stay through a reduction while they keep taking part
     * in conflicts; those over two levels or fewer stay always. Against dropping by LBD alone, on the 25×25 Gecode
     * set in cubes: 2.25 million conflicts in all instead of 2.76 (4 and 8 did worse than 6; docs/PERFORMANCE.md).
     */
    private static final int TIER2 = 6;

    /** Per literal: 1 true, -1 false, 0 unassigned. */
    private final byte[] lv;
    private final int[] level, reason;
    final int[] trail;
    private final int[] trailLim;
    int trailSize;
    private int qHead, decisionLevel;
    private final int[][] watches, bins;
    private final int[] watchSize, binSize;
    private final boolean[] phase;

    private final boolean[] seen;
    private final int[] learntBuf, levelStamp, binStamp;
    private int learntSize, stamp, confA, confB;
    private boolean unsat;
    private final int[] values;

    /**
     * @param root   domains after root propagation
     * @param found  solutions already reported (values per cell), which this search must not report again
     * @param spent  what an earlier search of the same run already counted
     */
    public ClauseSearch(Model m, long[] root, SolveOptions opts, List<int[]> found, Counters spent) {
        this(m, root, opts, found, spent, Tuning.DEFAULT);
    }

    public ClauseSearch(Model m, long[] root, SolveOptions opts, List<int[]> found, Counters spent, Tuning tuning) {
        super(opts, spent);
        this.restartUnit = tuning.restartUnit();
        this.shrinks = tuning.shrink();
        this.arena = new ClauseArena();
        this.enc = new Encoding(m, root);
        this.theory = Theory.needed(m) ? new Explanations(m) : null;
        this.values = new int[m.n];
        this.min = m.min;
        nVars = enc.vars();
        int lits = 2 * nVars;
        lv = new byte[lits];
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
        phase = new boolean[nVars];
        seen = new boolean[nVars];
        learntBuf = new int[nVars + 1];
        levelStamp = new int[nVars + 2];
        binStamp = new int[nVars];
        order = new VarOrder(nVars);
        java.util.Random rnd = tuning.seed() == 0 ? null : new java.util.Random(tuning.seed());
        // by default first try placing values: a placement propagates far more than a removal
        if (tuning.phase() >= 0) Arrays.fill(phase, tuning.phase() == 1);
        else for (int v = 0; v < nVars; v++) phase[v] = rnd != null && rnd.nextBoolean();
        enc.clauses(this);
        for (int[] sol : found) block(sol);
        // cells with few candidates first, until conflicts say otherwise; a seed breaks the ties among equals
        for (int v = 0; v < nVars; v++)
            order.setActivity(v, 1.0 / enc.candidates(v) * 1e-3 * (rnd == null ? 1 : 1 + 0.01 * rnd.nextDouble()));
        for (int v = 0; v < nVars; v++) order.insert(v);
        maxLearnts = Math.max(2000, arena.original / 3);
    }

    /**
     * A copy of {@code s} at decision level 0, learnt clauses, activities and phases included, that goes on by
     * itself: the other half of a split ({@link #split}). Same deadline; its own counters, from where s stands.
     */
    private ClauseSearch(ClauseSearch s, SolveOptions opts) {
        super(opts, s.counters(), s.deadline);
        restartUnit = s.restartUnit;
        shrinks = s.shrinks;
        enc = s.enc;
        theory = s.theory == null ? null : s.theory.copy();
        arena = s.arena.copy();
        order = s.order.copy();
        nVars = s.nVars;
        min = s.min;
        maxLearnts = s.maxLearnts;
        lv = s.lv.clone();
        level = s.level.clone();
        reason = s.reason.clone();
        trail = s.trail.clone();
        trailLim = s.trailLim.clone();
        trailSize = s.trailSize;
        qHead = s.qHead;
        decisionLevel = s.decisionLevel;
        watches = new int[s.watches.length][];
        bins = new int[s.bins.length][];
        for (int l = 0; l < watches.length; l++) {
            watches[l] = Arrays.copyOf(s.watches[l], Math.max(4, s.watchSize[l]));
            bins[l] = Arrays.copyOf(s.bins[l], Math.max(4, s.binSize[l]));
        }
        watchSize = s.watchSize.clone();
        binSize = s.binSize.clone();
        phase = s.phase.clone();
        seen = new boolean[nVars];
        learntBuf = new int[nVars + 1];
        levelStamp = new int[nVars + 2];
        binStamp = new int[nVars];
        unsat = s.unsat;
        values = new int[s.values.length];
        cubeStart = failures;
    }

    /**
     * The memory this search would take on a model whose cells have these domains ({@link
     * org.cellwise.engine.Memory#clauses}): each candidate excludes the other candidates of its cell, the same
     * value in every other cell of its groups, and the incompatible values of its relations.
     */
    public static long estimate(Model m, long[] domains) {
        int[] candidates = new int[m.n], excluded = new int[m.n];
        for (int c = 0; c < m.n; c++) candidates[c] = Long.bitCount(domains[c]);
        for (int[] g : m.groups) for (int c : g) excluded[c] += g.length - 1;
        int[] worstA = new int[m.relationTables.length], worstB = new int[m.relationTables.length];
        for (int t = 0; t < m.relationTables.length; t++) {
            long[] forB = m.relationTables[t];
            int[] againstB = new int[m.size];
            for (int x = 0; x < m.size; x++) {
                worstA[t] = Math.max(worstA[t], m.size - Long.bitCount(forB[x]));
                for (int y = 0; y < m.size; y++) if ((forB[x] >> y & 1) == 0) againstB[y]++;
            }
            for (int y = 0; y < m.size; y++) worstB[t] = Math.max(worstB[t], againstB[y]);
        }
        for (int[] r : m.relations) {
            excluded[r[0]] += worstA[r[2]];
            excluded[r[1]] += worstB[r[2]];
        }
        return org.cellwise.engine.Memory.clauses(candidates, excluded);
    }

    /** How often the clause memory was compacted (for tests). */
    public int compactions() {
        return arena.compactions;
    }

    @Override
    public void unit(int l) {
        int v = lv[l];
        if (v == -1) unsat = true;
        else if (v == 0) enqueue(l, -1);
    }

    @Override
    public void contradiction() {
        unsat = true;
    }

    /** A clause over literals of this encoding (no constants), at decision level 0. */
    @Override
    public void clause(int[] lits, int k) {
        if (k == 0) {
            unsat = true;
        } else if (k == 1) {
            unit(lits[0]);
        } else if (k == 2) {
            binary(lits[0], lits[1]);
        } else {
            attach(lits, k, false, 0);
        }
    }

    @Override
    public void binary(int a, int b) {
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
        int ci = arena.add(lits, k, isLearnt, lbd);
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
        int[] c = new int[sol.length];
        int k = 0;
        for (int cell = 0; cell < sol.length; cell++) {
            int b = sol[cell] - min;
            if (b < 0 || b >= enc.size) continue;
            int l = enc.lit(cell, b);
            if (l == Encoding.TRUE) continue;
            if (l == Encoding.FALSE) return; // not a solution under these root domains: nothing to forbid
            int v = litValue(l ^ 1);
            if (v == 1) return; // already differs at level 0
            if (v == 0) c[k++] = l ^ 1;
        }
        clause(c, k);
    }

    int litValue(int l) {
        return lv[l];
    }

    int levelOf(int lit) {
        return level[lit >> 1];
    }

    /**
     * The rank of a stored explanation among learnt clauses: last, so that reductions drop explanations first. Ranked
     * by their decision levels like learnt clauses, they crowded out learnt ones: on the seven stall candidates of
     * docs/PERFORMANCE.md, ranked last took 143,000 conflicts against 266,000 on killer-nc-3-7 and 24,700 against
     * 52,900 on killer-jig-3-9 (proofs of no solution; CPU time over the seven 16 s against 29 s). The conflict
     * clauses of failed propagators keep their rank: ranked last, the proofs took 5-15% more conflicts.
     */
    private static final int EXPLANATION_LBD = 255;

    /**
     * A literal {@code c[0]} that a propagator of the theory implies, with its reason {@code c[0..k)} (the rest
     * false). False when the reason was {@code c[0]} alone at a level above 0: the search went back to level 0 to
     * set it there, as conflict analysis expects of a literal without reason.
     */
    boolean theoryImplies(int[] c, int k) {
        if (k == 1) {
            boolean here = decisionLevel == 0;
            backtrack(0);
            enqueue(c[0], -1);
            return here;
        }
        highestFirst(c, 1, k);
        if (k == 2) {
            binary(c[0], c[1]);
            enqueue(c[0], -2 - c[1]);
        } else {
            enqueue(c[0], attach(c, k, true, EXPLANATION_LBD));
        }
        return true;
    }

    /**
     * A theory propagator failed, every literal of {@code c[from..to)} being false: goes back to the highest level
     * among them (analysis needs a conflict at the current level) and returns the conflict as {@link #propagate}
     * does; at level 0 there is no solution left. {@link Explanations#SET} when the clause was one literal, set at
     * level 0 instead.
     */
    int theoryConflict(int[] c, int from, int to) {
        int k = to - from;
        if (k == 0) {
            backtrack(0);
            return BINARY_CONFLICT;
        }
        int[] lits = Arrays.copyOfRange(c, from, to);
        highestFirst(lits, 0, k);
        backtrack(level[lits[0] >> 1]);
        if (decisionLevel == 0) return BINARY_CONFLICT;
        if (k == 1) {
            backtrack(0);
            enqueue(lits[0], -1);
            return Explanations.SET;
        }
        highestFirst(lits, 1, k);
        if (k == 2) {
            binary(lits[0], lits[1]);
            confA = lits[0];
            confB = lits[1];
            return BINARY_CONFLICT;
        }
        return attach(lits, k, true, levels(lits, k));
    }

    /** Moves the literal of the highest level among {@code c[from..k)} to {@code from}. */
    private void highestFirst(int[] c, int from, int k) {
        int at = from;
        for (int i = from + 1; i < k; i++) if (level[c[i] >> 1] > level[c[at] >> 1]) at = i;
        int t = c[from];
        c[from] = c[at];
        c[at] = t;
    }

    /** The number of decision levels among a clause's literals (its LBD). */
    private int levels(int[] c, int k) {
        stamp++;
        int count = 0;
        for (int i = 0; i < k; i++) {
            int lv = level[c[i] >> 1];
            if (levelStamp[lv] != stamp) {
                levelStamp[lv] = stamp;
                count++;
            }
        }
        return count;
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
        int[] mem = arena.mem;
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
        int[] mem = arena.mem;
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
                if (arena.learnt(ref)) used(ref);
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
        binaryMinimise();
        clearSeen();
        if (shrinks) shrink();
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

    /**
     * A learnt clause took part in a conflict: marked, and its LBD lowered when its literals now span fewer levels
     * (a clause learnt early over many levels can prove to be a tight one later, and is then kept).
     */
    private void used(int ci) {
        arena.touch(ci);
        int old = arena.lbd(ci);
        if (old <= 2) return;
        int[] mem = arena.mem;
        stamp++;
        int count = 0;
        for (int k = ci, end = ci + mem[ci - 1]; k < end && count < old; k++) {
            int l = level[mem[k] >> 1];
            if (levelStamp[l] != stamp) {
                levelStamp[l] = stamp;
                count++;
            }
        }
        if (count < old) arena.setLbd(ci, count);
    }

    /**
     * Drops literals that a binary clause with the asserting literal resolves away: when not-first implies q, a
     * literal not-q in the clause is redundant (resolving the clause with "first or q" removes it). The
     * at-most-one binaries of cells and groups are most of the clauses here, and the recursive minimisation
     * above misses those that were not the reason of an assignment.
     */
    private void binaryMinimise() {
        int first = learntBuf[0];
        stamp++;
        for (int i = 1; i < learntSize; i++) binStamp[learntBuf[i] >> 1] = stamp;
        int[] bl = bins[first ^ 1];
        int removed = 0;
        for (int i = 0, n = binSize[first ^ 1]; i < n; i++) {
            int q = bl[i];
            if (binStamp[q >> 1] == stamp && lv[q] == 1) {
                binStamp[q >> 1] = stamp - 1; // not-q, false now, is in the clause: drop it
                removed++;
            }
        }
        if (removed == 0) return;
        int keep = 1;
        for (int i = 1; i < learntSize; i++) if (binStamp[learntBuf[i] >> 1] == stamp) learntBuf[keep++] = learntBuf[i];
        learntSize = keep;
    }

    private int[] inClause = new int[0], open = new int[0], levelDone = new int[0], levelBuf;
    private int shrinkStamp;

    /**
     * Each decision level with several literals in the learnt clause, highest first, gives them up for the one
     * literal of that level they all follow from, when following their reasons back inside that level meets only
     * literals of lower levels already in the clause (resolution, so the clause stays implied). Highest first,
     * because a level's check reads only the lower levels' literals, which the higher levels' shrinking leaves
     * alone. Learnt clauses here average 38 literals over 12 levels: a cell or house that ran out of values brings
     * in all its other candidates. On the 25×25 Gecode set every puzzle takes fewer conflicts with it, 19% fewer
     * in all (docs/PERFORMANCE.md).
     */
    private void shrink() {
        if (learntSize <= 2) return;
        if (inClause.length < nVars) {
            inClause = new int[nVars];
            open = new int[nVars];
            levelDone = new int[nVars + 2];
            levelBuf = new int[nVars + 1];
        }
        int stampNow = ++shrinkStamp;
        for (int i = 1; i < learntSize; i++) inClause[learntBuf[i] >> 1] = stampNow;
        // levels of the clause, highest first
        int[] levels = levelBuf;
        int nl = 0;
        for (int i = 1; i < learntSize; i++) {
            int L = level[learntBuf[i] >> 1];
            if (levelDone[L] == stampNow) continue;
            levelDone[L] = stampNow;
            levels[nl++] = L;
        }
        Arrays.sort(levels, 0, nl);
        for (int li = nl - 1; li >= 0; li--) {
            int L = levels[li];
            int cnt = 0;
            for (int i = 1; i < learntSize; i++) if (level[learntBuf[i] >> 1] == L) cnt++;
            if (cnt < 2) continue;
            int uip = levelUip(L, cnt, stampNow);
            if (uip < 0) continue;
            int keep = 1;
            for (int i = 1; i < learntSize; i++) if (level[learntBuf[i] >> 1] != L) learntBuf[keep++] = learntBuf[i];
            learntBuf[keep++] = uip ^ 1;
            learntSize = keep;
        }
    }

    private int openStamp;

    /** The one literal of level L that the clause's cnt literals of that level follow from; -1 when there is none. */
    private int levelUip(int L, int cnt, int clauseStamp) {
        int os = ++openStamp;
        for (int i = 1; i < learntSize; i++) if (level[learntBuf[i] >> 1] == L) open[learntBuf[i] >> 1] = os;
        int[] mem = arena.mem;
        int count = cnt;
        for (int idx = trailLim[L] - 1, stop = trailLim[L - 1]; idx >= stop; idx--) {
            int t = trail[idx], v = t >> 1;
            if (open[v] != os) continue;
            if (count == 1) return t;
            count--;
            int r = reason[v];
            if (r == -1) return -1;
            int n = r >= 0 ? mem[r - 1] : 1;
            for (int i = 0; i < n; i++) {
                int q = r >= 0 ? mem[r + i] : -2 - r;
                int u = q >> 1;
                if (u == v || level[u] == 0) continue;
                if (level[u] == L) {
                    if (open[u] != os) {
                        open[u] = os;
                        count++;
                    }
                } else if (inClause[u] != clauseStamp) return -1;
            }
        }
        return -1;
    }

    /** Marks a conflict literal's variable; 1 when it belongs to the current level (still to resolve). */
    private int see(int q) {
        int v = q >> 1;
        if (seen[v] || level[v] == 0) return 0;
        order.bump(v);
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
        int[] mem = arena.mem;
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

    private void backtrack(int to) {
        if (decisionLevel <= to) return;
        unassign(to, true);
    }

    /** Undoes the levels above {@code to}, saving each variable's last value as its phase when asked. */
    private void unassign(int to, boolean savePhases) {
        int stop = trailLim[to];
        for (int i = trailSize - 1; i >= stop; i--) {
            int v = trail[i] >> 1;
            if (savePhases) phase[v] = lv[2 * v] > 0;
            lv[2 * v] = 0;
            lv[2 * v + 1] = 0;
            if (!order.contains(v)) order.insert(v);
        }
        trailSize = stop;
        qHead = stop;
        decisionLevel = to;
        if (theory != null) theory.backtracked(stop);
    }

    @Override
    protected Outcome search() {
        if (unsat) return Outcome.COMPLETE;
        if (restartAt < 0) restartAt = failures + (long) luby(lubyIndex) * restartUnit;
        while (true) {
            int confl = propagate();
            if (confl == NO_CONFLICT && theory != null) {
                int t = theory.propagate(this);
                if (t == Explanations.SET) continue;
                if (t != Explanations.QUIET) confl = t;
            }
            if (confl != NO_CONFLICT) {
                conflict();
                if (decisionLevel == 0) return Outcome.COMPLETE;
                int bt = analyze(confl);
                int lbd = levels(learntBuf, learntSize);
                backtrack(bt);
                assertClause(true, lbd);
                order.decay();
                continue;
            }
            if (failures >= restartAt) {
                backtrack(0);
                restartAt = failures + (long) luby(++lubyIndex) * restartUnit;
                if (cube != null && cube.maySplit(failures - cubeStart)) {
                    split();
                    continue; // the new unit may conflict at level 0: this half is then empty
                }
            }
            if (arena.learnt >= maxLearnts) reduce();
            int v = nextVar();
            if (v < 0) {
                solution();
                continue;
            }
            node();
            guesses++;
            trailLim[decisionLevel++] = trailSize;
            enqueue(phase[v] ? 2 * v : 2 * v + 1, -1);
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
            binary(first, learntBuf[1]);
            enqueue(first, -2 - learntBuf[1]);
        } else {
            int ci = attach(learntBuf, learntSize, isLearnt, lbd);
            enqueue(first, ci);
        }
    }

    /**
     * Drops the less useful half of the learnt long clauses (many decision levels first), keeping the reasons of
     * current assignments, those over two levels or fewer, and those over up to {@link #TIER2} levels that took
     * part in a conflict since the last reduction; compacts the clause memory once half of it is dropped clauses.
     */
    private void reduce() {
        int[] worstFirst = arena.learntByUsefulness();
        int drop = worstFirst.length / 2;
        for (int i = 0; i < worstFirst.length && drop > 0; i++) {
            int ci = worstFirst[i];
            if (arena.lbd(ci) <= 2) break;
            if (arena.used(ci) && arena.lbd(ci) <= TIER2) continue;
            int first = arena.mem[ci];
            if (reason[first >> 1] == ci && litValue(first) == 1) continue; // the reason of a current assignment
            arena.delete(ci);
            drop--;
        }
        for (int ci : worstFirst) arena.used(ci); // "used" means since the last reduction
        maxLearnts += maxLearnts / 10;
        if (arena.worthCompacting()) compact();
    }

    /** Moves the live clauses together; reasons follow them and every watch list is rebuilt. */
    private void compact() {
        arena.compact();
        for (int i = 0; i < trailSize; i++) {
            int v = trail[i] >> 1;
            if (reason[v] >= 0) reason[v] = arena.moved(reason[v]);
        }
        Arrays.fill(watchSize, 0);
        int[] mem = arena.mem;
        arena.forEach(ci -> {
            watch(mem[ci], ci, mem[ci + 1]);
            watch(mem[ci + 1], ci, mem[ci]);
        });
    }

    private int nextVar() {
        while (!order.isEmpty()) {
            int v = order.pop();
            if (lv[2 * v] == 0) return v;
        }
        return -1;
    }

    private void solution() {
        if (cube != null) cube.found(values(), new Counters(nodes, guesses, failures, solutions + 1));
        found();
        // every other solution differs in some decision: propagation fixed the rest
        if (decisionLevel == 0) complete();
        learntSize = 0;
        for (int i = decisionLevel - 1; i >= 0; i--) learntBuf[learntSize++] = trail[trailLim[i]] ^ 1;
        backtrack(decisionLevel - 1);
        assertClause(false, 0);
    }

    /**
     * Divides what is left of this search's space in two, at level 0 on an open candidate ({@link
     * #splitLiteral}): this search goes on with the candidate as its saved phase has it, a copy with the opposite.
     * Learnt clauses hold in both halves, so each starts with everything learnt so far.
     */
    private void split() {
        int lit = splitLiteral();
        if (lit < 0) return; // every candidate is fixed: the next step finds the solution
        ClauseSearch other = new ClauseSearch(this, opts);
        other.enqueue(lit ^ 1, -1);
        enqueue(lit, -1);
        cubeStart = failures;
        cube.split(this, other);
    }

    /**
     * Candidates weighed by {@link #splitLiteral}, the most active ones. Splitting on the most active alone left
     * one half with nearly all the work more often (gecode25-31, two levels: 18,860 and 7,311 conflicts in the
     * first half's halves, 1,973 in the second; weighed: 5,967, 2,844, 826 and 618).
     */
    private static final int LOOKAHEAD = 16;

    /**
     * Of the most active open candidates, the one whose two values propagate furthest together (the product of
     * the candidates each fixes), so that neither half is left nearly everything; -1 when none is open.
     */
    private int splitLiteral() {
        int[] cand = new int[LOOKAHEAD];
        int k = 0;
        while (k < cand.length) {
            int v = nextVar();
            if (v < 0) break;
            cand[k++] = v;
        }
        for (int i = 0; i < k; i++) order.insert(cand[i]);
        int best = -1;
        long bestScore = -1;
        for (int i = 0; i < k; i++) {
            int v = cand[i];
            long t = probe(2 * v), f = probe(2 * v + 1);
            if (t < 0 || f < 0) continue; // one half would be empty at once
            long score = (t + 1) * (f + 1);
            if (score > bestScore) {
                bestScore = score;
                best = phase[v] ? 2 * v : 2 * v + 1;
            }
        }
        if (best < 0 && k > 0) best = phase[cand[0]] ? 2 * cand[0] : 2 * cand[0] + 1;
        return best;
    }

    /** How many candidates setting {@code lit} at level 1 fixes; -1 on a conflict. Saved phases stay. */
    private int probe(int lit) {
        trailLim[decisionLevel++] = trailSize;
        enqueue(lit, -1);
        int confl = propagate();
        int n = trailSize - trailLim[0];
        unassign(0, false);
        return confl == NO_CONFLICT ? n : -1;
    }

    @Override
    protected int[] values() {
        enc.fixedValues(values);
        for (int v = 0; v < nVars; v++) if (lv[2 * v] > 0) values[enc.cellOf(v)] = min + enc.valueIndexOf(v);
        return values.clone();
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
}
