package org.cellwise.logic.chains;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Cells;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.board.Technique;
import org.cellwise.logic.techniques.Subsets;
import org.cellwise.logic.words.Notation;

/**
 * Alternating inference chains over the links every constraint supplies: a strong link (one of two candidates must
 * hold: a cell with two candidates, a value with two places in a house) and a weak link (two candidates that cannot
 * both hold: a cell, cells that see each other, a relation). If the first candidate is false, the chain makes the
 * last one true; so one of the two holds, and any candidate that sees both is false. A chain that comes back to make
 * its own start true proves the start. X-chains use one value, XY-chains only cells with two candidates, AICs both.
 * The shortest chain is taken (breadth first from every start), and its length raises the rating.
 */
public final class Chains {
    private static final int MAX_LINKS = 15;

    private Chains() {}

    public static Step find(Board b) {
        Layout L = b.L;
        int S = L.size, N = L.n * S;
        int[] dist = new int[2 * N], parent = new int[2 * N], queue = new int[2 * N];
        // strong links of each candidate, found once (every start's search asks them again): -1 not yet known
        int K = 1;
        for (int[] hs : L.housesOf) K = Math.max(K, hs.length + 1);
        int[] strongOf = new int[N * K], strongCount = new int[N];
        java.util.Arrays.fill(strongCount, -1);
        // the open cells holding each value, as bits
        long[] live = new long[S * L.words];
        for (int c = 0; c < L.n; c++)
            if (!b.placed[c]) for (long m = b.cand[c]; m != 0; m &= m - 1) live[Long.numberOfTrailingZeros(m) * L.words + (c >>> 6)] |= 1L << c;
        Best best = null;
        for (int a = 0; a < N; a++) {
            int ca = a / S, va = a % S;
            if (b.placed[ca] || !b.has(ca, va)) continue;
            if (strong(b, a, strongOf, strongCount, K) == 0) continue;
            java.util.Arrays.fill(dist, -1);
            int head = 0, tail = 0;
            dist[2 * a] = 0; // state 2x: x false; 2x+1: x true
            parent[2 * a] = -1;
            queue[tail++] = 2 * a;
            int limit = best == null ? MAX_LINKS : best.links - 1;
            while (head < tail) {
                int st = queue[head++];
                int x = st >> 1, d = dist[st];
                if (d >= limit) break;
                if ((st & 1) != 0) {
                    // x true: every candidate it rules out is false, in the order weak() lists them
                    int cx = x / S, vx = x % S;
                    for (long m = b.cand[cx] & ~(1L << vx); m != 0; m &= m - 1) tail = reach(cx * S + Long.numberOfTrailingZeros(m), 0, st, d, dist, parent, queue, tail);
                    // the peers holding vx, in increasing order as L.peers lists them
                    for (int w = 0, W = L.words; w < W; w++)
                        for (long m = L.peerBits[cx * W + w] & live[vx * W + w]; m != 0; m &= m - 1)
                            tail = reach(((w << 6) + Long.numberOfTrailingZeros(m)) * S + vx, 0, st, d, dist, parent, queue, tail);
                    if (L.extra != null) {
                        int[] l = L.extra[x];
                        if (l != null) for (int y : l) if (!b.placed[y / S] && b.has(y / S, y % S)) tail = reach(y, 0, st, d, dist, parent, queue, tail);
                    }
                    continue;
                }
                int n = strong(b, x, strongOf, strongCount, K);
                for (int i = 0; i < n; i++) {
                    int y = strongOf[x * K + i], ns = 2 * y + 1;
                    if (dist[ns] >= 0) continue;
                    tail = reach(y, 1, st, d, dist, parent, queue, tail);
                    // y is true when a is false
                    Best found = conclude(b, a, y, ns, d + 1, parent);
                    if (found != null && (best == null || found.links < best.links)) {
                        best = found;
                        limit = best.links - 1;
                    }
                }
            }
        }
        return best == null ? null : step(b, best);
    }

    /** Queues state {@code 2y + truth} from {@code st} unless it was reached; the queue's new tail. */
    private static int reach(int y, int truth, int st, int d, int[] dist, int[] parent, int[] queue, int tail) {
        int ns = 2 * y + truth;
        if (dist[ns] >= 0) return tail;
        dist[ns] = d + 1;
        parent[ns] = st;
        queue[tail] = ns;
        return tail + 1;
    }

    /** How many strong links candidate x has, listed (as {@link #strong(Board, int, int)} lists them) from {@code x * K}. */
    private static int strong(Board b, int x, int[] strongOf, int[] strongCount, int K) {
        if (strongCount[x] >= 0) return strongCount[x];
        List<Integer> s = strong(b, x / b.L.size, x % b.L.size);
        for (int i = 0; i < s.size(); i++) strongOf[x * K + i] = s.get(i);
        return strongCount[x] = s.size();
    }

    /** A chain that concludes something: its states from the start, and the candidates it starts and ends with. */
    private record Best(int links, int[] path, int a, int t) {}

    /** Candidates that must hold if candidate (c, v) does not. */
    private static List<Integer> strong(Board b, int c, int v) {
        Layout L = b.L;
        List<Integer> out = new ArrayList<>(4);
        long d = b.cand[c];
        if (Long.bitCount(d) == 2) out.add(c * L.size + Long.numberOfTrailingZeros(d & ~(1L << v)));
        for (int h : L.housesOf[c]) {
            int other = -1, count = 0;
            for (int x : L.houses[h]) {
                if (b.placed[x] || !b.has(x, v)) continue;
                count++;
                if (x != c) other = x;
                if (count > 2) break;
            }
            if (count == 2 && !out.contains(other * L.size + v)) out.add(other * L.size + v);
        }
        return out;
    }

    /** Candidates that cannot hold if candidate (c, v) does. */
    private static List<Integer> weak(Board b, int c, int v) {
        Layout L = b.L;
        List<Integer> out = new ArrayList<>();
        for (long m = b.cand[c] & ~(1L << v); m != 0; m &= m - 1) out.add(c * L.size + Long.numberOfTrailingZeros(m));
        for (int p : L.peers[c]) if (!b.placed[p] && b.has(p, v)) out.add(p * L.size + v);
        if (L.extra != null) {
            int[] l = L.extra[c * L.size + v];
            if (l != null) for (int x : l) if (!b.placed[x / L.size] && b.has(x / L.size, x % L.size)) out.add(x);
        }
        return out;
    }

    /**
     * The chain ending at state {@code state} when it concludes something (its end is its start, or a candidate sees
     * both ends), else null. Its step is written only for the chain kept ({@link #step}): shorter ones replace it.
     */
    private static Best conclude(Board b, int a, int t, int state, int links, int[] parent) {
        if (t != a && eliminations(b, a, t).isEmpty()) return null;
        int n = 0;
        for (int st = state; st >= 0; st = parent[st]) n++;
        int[] path = new int[n];
        for (int st = state; st >= 0; st = parent[st]) path[--n] = st;
        return new Best(links, path, a, t);
    }

    /** Candidates that see both a and t, other than t, as the weak links of a list them. */
    private static List<Step.Candidate> eliminations(Board b, int a, int t) {
        Layout L = b.L;
        int S = L.size;
        int ca = a / S, va = a % S, ct = t / S, vt = t % S;
        List<Step.Candidate> elim = new ArrayList<>();
        for (int x : weak(b, ca, va)) {
            int cx = x / S, vx = x % S;
            if (x != t && L.sees(cx, vx, ct, vt)) elim.add(b.candidate(cx, vx));
        }
        return elim;
    }

    private static Step step(Board b, Best best) {
        Layout L = b.L;
        int S = L.size, a = best.a(), t = best.t();
        int ca = a / S, va = a % S, ct = t / S, vt = t % S;
        List<Step.Candidate> place = new ArrayList<>(), elim = t == a ? new ArrayList<>() : eliminations(b, a, t);
        if (t == a) place.add(b.candidate(ca, va));
        List<Integer> path = new ArrayList<>();
        for (int st : best.path()) path.add(st);
        boolean oneValue = true, cellsOnly = true;
        List<String> rules = new ArrayList<>();
        for (int i = 0; i + 1 < path.size(); i++) {
            int x = path.get(i) >> 1, y = path.get(i + 1) >> 1;
            oneValue &= x % S == y % S;
            if ((path.get(i) & 1) == 0) { // a strong link x -> y
                if (x / S != y / S) {
                    cellsOnly = false;
                    for (int h : L.housesOf[x / S])
                        if (Cells.contains(L.houses[h], y / S)) {
                            rules.add(L.houseNames[h]);
                            break;
                        }
                }
            }
        }
        Technique t0 = oneValue ? Technique.X_CHAIN : cellsOnly ? Technique.XY_CHAIN : Technique.AIC;
        StringBuilder text = new StringBuilder("If ");
        for (int i = 0; i < path.size(); i++) {
            int st = path.get(i), x = st >> 1;
            String cand = L.name(x / S) + ((st & 1) != 0 ? " is " : " is not ") + b.v(x % S);
            text.append(i == 0 ? cand : (i == 1 ? " then " : ", so ") + cand);
        }
        if (t == a) {
            text.append(": ").append(L.name(ca)).append(" is ").append(b.v(va)).append(" either way (").append(t0.name()).append(").");
        } else {
            text.append(". Either ").append(L.name(ca)).append(" is ").append(b.v(va)).append(" or ").append(L.name(ct))
                    .append(" is ").append(b.v(vt)).append(" (").append(t0.name()).append("), so ")
                    .append(Subsets.cellsLosing(b, elim)).append(".");
        }
        List<Integer> cells = new ArrayList<>();
        for (int st : path) if (!cells.contains((st >> 1) / S)) cells.add((st >> 1) / S);
        for (Step.Candidate e : elim) if (!cells.contains(e.cell())) cells.add(e.cell());
        // Eureka: true nodes after "=", false ones after "-"; nodes of one cell run together, (5=7)r1c2
        StringBuilder eu = new StringBuilder();
        for (int i = 0; i < path.size(); ) {
            int x = path.get(i) >> 1, cell = x / S;
            StringBuilder term = new StringBuilder("(").append(b.v(x % S));
            int j = i + 1;
            while (j < path.size() && (path.get(j) >> 1) / S == cell) {
                term.append((path.get(j) & 1) != 0 ? "=" : "-").append(b.v((path.get(j) >> 1) % S));
                j++;
            }
            if (i > 0) eu.append((path.get(i) & 1) != 0 ? "=" : "-");
            eu.append(term).append(")").append(L.name(cell));
            i = j;
        }
        String result = t == a ? L.name(ca) + "=" + b.v(va) : Notation.results(L.canvas, List.of(), elim).substring(3);
        eu.append(" => ").append(result);
        String hodoku = (t0 == Technique.X_CHAIN ? "X-Chain" : t0 == Technique.XY_CHAIN ? "XY-Chain" : "AIC") + ": " + eu;
        Step s = new Step(t0, t0.ratingFor(path.size()), rules, text.toString(), place, elim,
                cells.stream().mapToInt(Integer::intValue).toArray()).withForms(hodoku, eu.toString());
        return s;
    }
}
