package org.cellwise.logic.board;

/**
 * Fast following of an assumption on any layout, for nested forcing chains: naked and hidden singles (and, when
 * asked, locked candidates) to the end or to a contradiction, on plain arrays. With a journal it also records why
 * each candidate went, so that the chain to a contradiction can be told from the assumption, and nothing else.
 */
public final class Propagation {
    public final Layout L;
    public final long[] cand;
    public final boolean[] done;
    private final int[] queue;
    private int qh, qt;
    /** Where it broke: a cell with no value left, or a house with no place for a value. */
    public int failCell = -1, failHouse = -1, failValue = -1;
    /** With a journal: the event that removed each candidate ({@code cell * size + value}), -1 if none. */
    public Journal journal;
    /** Changes with every change of the candidates (for those who keep something computed from them). */
    public long version;
    /**
     * Pairs of candidates that cannot both hold on the board the chains start from ({@code cell * size + value},
     * each with its partners), followed as links: placing one removes the others. Null: none.
     */
    public int[][] pairs;

    /**
     * The open cells that still hold each value, as bits ({@code [v * words, (v + 1) * words)}): a value's places in a
     * house are one intersection with the house's bits, so locked candidates and simple forcing read masks, not cells.
     */
    private final long[] places;
    private final int W;
    /**
     * What changed since it was last read, as bits: houses (for singles), a value in a house ({@code house * size +
     * value}: for locked candidates and for simple forcing, each its own) and cells (simple forcing from a cell).
     * A reading depends only on what it marks, and the board only loses candidates, so what has not changed since it
     * was last read gives nothing new: a following copied from one at its end reads only around its own changes.
     */
    private final long[] dirtyHouse, dirtyLocked, dirtyForced, dirtyCell;

    /** A following of these candidates; the cells with one value left that are not done yet are queued as singles. */
    Propagation(Layout L, long[] cand, boolean[] done) {
        this.L = L;
        this.cand = cand;
        this.done = done;
        this.queue = new int[L.n * 2 + 8];
        this.W = L.words;
        this.places = new long[L.size * W];
        int hv = L.houses.length * L.size;
        dirtyHouse = all(L.houses.length);
        dirtyLocked = all(hv);
        dirtyForced = all(hv);
        dirtyCell = all(L.n);
        for (int c = 0; c < L.n; c++) {
            if (done[c]) continue;
            for (long m = cand[c]; m != 0; m &= m - 1) places[Long.numberOfTrailingZeros(m) * W + (c >>> 6)] |= 1L << c;
            if (Long.bitCount(cand[c]) == 1) push(c);
        }
    }

    private Propagation(Propagation o) {
        L = o.L;
        cand = o.cand.clone();
        done = o.done.clone();
        queue = new int[o.queue.length];
        W = o.W;
        places = o.places.clone();
        dirtyHouse = o.dirtyHouse.clone();
        dirtyLocked = o.dirtyLocked.clone();
        dirtyForced = o.dirtyForced.clone();
        dirtyCell = o.dirtyCell.clone();
        copyQueue(o);
        pairs = o.pairs;
    }

    public static Propagation of(Board b) {
        return new Propagation(b.L, b.cand.clone(), b.placed.clone());
    }

    public Propagation copy() {
        return new Propagation(this);
    }

    /** Takes another following's candidates, and the singles it has queued but not placed yet. */
    public void copyFrom(Propagation o) {
        version++;
        System.arraycopy(o.cand, 0, cand, 0, cand.length);
        System.arraycopy(o.done, 0, done, 0, done.length);
        System.arraycopy(o.places, 0, places, 0, places.length);
        System.arraycopy(o.dirtyHouse, 0, dirtyHouse, 0, dirtyHouse.length);
        System.arraycopy(o.dirtyLocked, 0, dirtyLocked, 0, dirtyLocked.length);
        System.arraycopy(o.dirtyForced, 0, dirtyForced, 0, dirtyForced.length);
        System.arraycopy(o.dirtyCell, 0, dirtyCell, 0, dirtyCell.length);
        copyQueue(o);
        failCell = failHouse = failValue = -1;
    }

    private static long[] all(int bits) {
        long[] a = new long[(bits + 63) >>> 6];
        java.util.Arrays.fill(a, -1L);
        return a;
    }

    private static boolean take(long[] bits, int i) {
        long b = 1L << i;
        if ((bits[i >>> 6] & b) == 0) return false;
        bits[i >>> 6] &= ~b;
        return true;
    }

    private static void mark(long[] bits, int i) {
        bits[i >>> 6] |= 1L << i;
    }

    /** Cell c's places of value v changed. */
    private void changed(int c, int v) {
        places[v * W + (c >>> 6)] &= ~(1L << c);
        mark(dirtyCell, c);
        for (int h : L.housesOf[c]) {
            mark(dirtyHouse, h);
            mark(dirtyLocked, h * L.size + v);
            mark(dirtyForced, h * L.size + v);
        }
    }

    private void copyQueue(Propagation o) {
        qh = 0;
        qt = o.qt - o.qh;
        System.arraycopy(o.queue, o.qh, queue, 0, qt);
    }

    boolean broken() {
        return failCell >= 0 || failHouse >= 0;
    }

    /** Removes value index v from a cell; false when that empties it. */
    public boolean remove(int c, int v, int event) {
        long bit = 1L << v;
        if ((cand[c] & bit) == 0) return true;
        cand[c] &= ~bit;
        changed(c, v);
        version++;
        if (journal != null) journal.removedBy[c * L.size + v] = event;
        if (cand[c] == 0) {
            failCell = c;
            return false;
        }
        if (!done[c] && Long.bitCount(cand[c]) == 1) push(c);
        return true;
    }

    private void push(int c) {
        if (qt == queue.length) {
            System.arraycopy(queue, qh, queue, 0, qt - qh);
            qt -= qh;
            qh = 0;
        }
        queue[qt++] = c;
    }

    /** Gives cell c value index v (its other values go, and v leaves the cells it sees and links to). */
    public boolean assign(int c, int v, int event) {
        long bit = 1L << v;
        if ((cand[c] & bit) == 0) {
            failCell = c;
            return false;
        }
        for (long m = cand[c] & ~bit; m != 0; m &= m - 1)
            if (!remove(c, Long.numberOfTrailingZeros(m), event)) return false;
        done[c] = true;
        changed(c, v);
        version++;
        for (int p : L.peers[c]) if ((cand[p] & bit) != 0 && !remove(p, v, event)) return false;
        if (L.extra != null) {
            int[] l = L.extra[c * L.size + v];
            if (l != null) for (int x : l) if (!remove(x / L.size, x % L.size, event)) return false;
        }
        if (pairs != null) {
            int[] l = pairs[c * L.size + v];
            if (l != null) for (int x : l) {
                int d = x / L.size, w = x % L.size;
                if ((cand[d] & (1L << w)) == 0) continue;
                int e = journal == null ? event : journal.add(new int[] {Journal.PAIR, d, w, c, v}, event >= 0 ? new int[] {event} : new int[0], null);
                if (!remove(d, w, e)) return false;
            }
        }
        return true;
    }

    /** Naked and hidden singles until nothing is left or something breaks; locked candidates too when asked. */
    public boolean propagate(boolean locked) {
        while (true) {
            while (qh < qt) {
                int c = queue[qh++];
                if (done[c]) continue;
                int v = Long.numberOfTrailingZeros(cand[c]);
                int e = journal == null ? -1 : journal.naked(this, c, v);
                if (!assign(c, v, e)) return false;
            }
            boolean changed = false;
            for (int h = 0; h < L.houses.length; h++) {
                if (!take(dirtyHouse, h)) continue;
                long once = 0, twice = 0, have = 0;
                for (int c : L.houses[h]) {
                    long d = cand[c];
                    if (done[c]) {
                        have |= d;
                        continue;
                    }
                    twice |= once & d;
                    once |= d;
                }
                long missing = L.full & ~(once | have);
                if (missing != 0) {
                    failHouse = h;
                    failValue = Long.numberOfTrailingZeros(missing);
                    return false;
                }
                long single = once & ~twice & ~have;
                for (; single != 0; single &= single - 1) {
                    int v = Long.numberOfTrailingZeros(single);
                    for (int c : L.houses[h]) {
                        if (done[c] || (cand[c] & (1L << v)) == 0) continue;
                        int e = journal == null ? -1 : journal.hidden(this, c, v, h);
                        if (!assign(c, v, e)) return false;
                        changed = true;
                        break;
                    }
                }
                if (qh < qt) break;
            }
            if (changed || qh < qt) continue;
            if (locked && lockedCandidates()) {
                if (failCell >= 0) return false; // it took a cell's last value
                continue;
            }
            // simple forcing over value links, in the chain itself (not in the short chains inside: those are singles)
            if (!locked || L.extra == null) return true;
            int f = linkForcing();
            if (f < 0) return false;
            if (f == 0) return true;
        }
    }


    /** Places or candidates of one cell, at most, read as the sources of a forcing (more is rarely of use, and costly). */
    private static final int SOURCES = 4;

    /**
     * Simple forcing over value links (non-consecutive, kropki, XV...): a candidate that every place of a value in a
     * house rules out, or every candidate of a cell, goes. Only layouts with such links have it. 1 when something
     * went, 0 when nothing did, -1 when that emptied a cell. What the sources all rule out is the intersection of
     * their rows of {@link Layout#candidateSees()}; a layout too large to keep those rows asks the links one by one.
     */
    private int linkForcing() {
        long[] sees = L.candidateSees();
        int S = L.size, found = 0, cw = L.candidateWords();
        if (sees != null && (acc == null || acc.length != cw)) acc = new long[cw];
        int[] src = new int[SOURCES];
        long[] hb = L.houseBits();
        for (int h = 0; h < L.houses.length; h++) {
            int hw = h * W;
            for (int v = 0; v < S; v++) {
                if (!take(dirtyForced, h * S + v)) continue;
                int k = 0;
                for (int w = 0; w < W && k <= SOURCES; w++)
                    for (long p = places[v * W + w] & hb[hw + w]; p != 0 && k <= SOURCES; p &= p - 1)
                        if (k++ < SOURCES) src[k - 1] = ((w << 6) + Long.numberOfTrailingZeros(p)) * S + v;
                if (k < 2 || k > SOURCES) continue;
                int r = sees != null ? clash(sees, cw, src, k, h, v) : clash(src, k, h, v);
                if (r < 0) return -1;
                found |= r;
            }
        }
        for (int c = 0; c < L.n; c++) {
            if (done[c] || !take(dirtyCell, c)) continue;
            int k = Long.bitCount(cand[c]);
            if (k < 2 || k > SOURCES) continue;
            int i = 0;
            for (long m = cand[c]; m != 0; m &= m - 1) src[i++] = c * S + Long.numberOfTrailingZeros(m);
            int r = sees != null ? clash(sees, cw, src, k, -1, c) : clash(src, k, -1, c);
            if (r < 0) return -1;
            found |= r;
        }
        return found;
    }

    /** Scratch for {@link #linkForcing()}: the candidates every source rules out. */
    private long[] acc;

    /**
     * {@link #clash(int[], int, int, int)} by masks: the candidates every source sees are the intersection of the
     * sources' rows; for a house, its value itself is left to locked candidates.
     */
    private int clash(long[] sees, int cw, int[] src, int k, int h, int key) {
        int S = L.size, found = 0;
        System.arraycopy(sees, src[0] * cw, acc, 0, cw);
        for (int t = 1; t < k; t++) {
            int row = src[t] * cw;
            for (int w = 0; w < cw; w++) acc[w] &= sees[row + w];
        }
        for (int w = 0; w < cw; w++)
            for (long m = acc[w]; m != 0; m &= m - 1) {
                int y = (w << 6) + Long.numberOfTrailingZeros(m), d = y / S, u = y % S;
                if (done[d] || (cand[d] & (1L << u)) == 0 || (h >= 0 && u == key)) continue;
                int e = -1;
                if (journal != null) e = h >= 0 ? journal.forcedByHouse(this, d, u, h, key) : journal.forcedByCell(this, d, u, key);
                found = 1;
                if (!remove(d, u, e)) return -1;
            }
        return found;
    }

    /**
     * Removes the candidates linked to every source (one of which holds): the sources are the places of value
     * {@code key} in house {@code h}, or (h = -1) the candidates of cell {@code key}. A candidate is looked for among
     * the first source's value links and, for a house, the other values of its cell; for a cell, also the same value
     * in the cells it sees. Plain seeing alone (the same value in one house) is locked candidates' business.
     */
    private int clash(int[] src, int k, int h, int key) {
        int S = L.size, x0 = src[0], c0 = x0 / S, v0 = x0 % S, found = 0;
        int[] linked = L.extra[x0];
        int pool = (linked == null ? 0 : linked.length) + (h >= 0 ? S : L.peers[c0].length);
        for (int i = 0; i < pool; i++) {
            int y;
            if (linked != null && i < linked.length) y = linked[i];
            else {
                int j = i - (linked == null ? 0 : linked.length);
                if (h >= 0) {
                    if (j == v0) continue;
                    y = c0 * S + j;
                } else y = L.peers[c0][j] * S + v0;
            }
            int d = y / S, u = y % S;
            if (done[d] || (cand[d] & (1L << u)) == 0) continue;
            boolean all = true;
            for (int t = 0; t < k && all; t++) all = src[t] != y && L.sees(src[t] / S, src[t] % S, d, u);
            if (!all) continue;
            int e = -1;
            if (journal != null) e = h >= 0 ? journal.forcedByHouse(this, d, u, h, key) : journal.forcedByCell(this, d, u, key);
            found = 1;
            if (!remove(d, u, e)) return -1;
        }
        return found;
    }

    /**
     * Locked candidates; true when they removed something (or emptied a cell: then failCell is set). A value's places
     * in a house are its bits there; they lie in another house when none is outside it. With a journal the first
     * that removes something is taken alone; without, every one of the round.
     */
    private boolean lockedCandidates() {
        long[] hb = L.houseBits();
        boolean removed = false;
        for (int h = 0; h < L.houses.length; h++) {
            int hw = h * W;
            for (int v = 0; v < L.size; v++) {
                if (!take(dirtyLocked, h * L.size + v)) continue;
                int vw = v * W, count = 0, first = -1;
                for (int w = 0; w < W; w++) {
                    long p = places[vw + w] & hb[hw + w];
                    if (p != 0 && first < 0) first = (w << 6) + Long.numberOfTrailingZeros(p);
                    count += Long.bitCount(p);
                }
                if (count < 2) continue;
                for (int h2 : L.housesOf[first]) {
                    if (h2 == h) continue;
                    int h2w = h2 * W;
                    boolean inside = true, more = false;
                    for (int w = 0; w < W && inside; w++) {
                        long p = places[vw + w];
                        inside = (p & hb[hw + w] & ~hb[h2w + w]) == 0;
                        more |= (p & hb[h2w + w] & ~hb[hw + w]) != 0;
                    }
                    if (!inside || !more) continue;
                    int e = journal == null ? -1 : journal.locked(this, h, h2, v);
                    long bit = 1L << v;
                    for (int c : L.houses[h2]) {
                        if (done[c] || (cand[c] & bit) == 0 || (hb[hw + (c >>> 6)] & (1L << c)) != 0) continue;
                        if (!remove(c, v, e)) return true;
                    }
                    // told, the first one goes alone (singles come before the next, and this value and house are read
                    // again); untold, the round goes on: where it ends, or that it breaks, does not depend on the order
                    if (journal != null) {
                        mark(dirtyLocked, h * L.size + v);
                        return true;
                    }
                    removed = true;
                }
            }
        }
        return removed;
    }

    /**
     * Why each candidate went: events (an assumption, a single, a locked candidate, a nested chain's removal, a
     * contradiction), each with the events it relied on.
     */
    public static final class Journal {
        public static final int ASSUME = 0, NAKED = 1, HIDDEN = 2, LOCKED = 3, NESTED = 4, FORCED_HOUSE = 5, FORCED_CELL = 6, PAIR = 7;
        final int[] removedBy;
        public final java.util.List<int[]> events = new java.util.ArrayList<>(); // kind, cell, value, house, house2 (a pair: its partner's cell and value)
        public final java.util.List<int[]> premises = new java.util.ArrayList<>();
        public final java.util.List<Object> inner = new java.util.ArrayList<>();
        /** Candidates gone before the assumption (their removal is not part of the chain). */
        private final long[] start;
        private final int size;

        public Journal(Layout L, long[] start) {
            removedBy = new int[L.n * L.size];
            java.util.Arrays.fill(removedBy, -1);
            this.start = start.clone();
            this.size = L.size;
        }

        /** A journal continuing another (a probe inside a chain): what the outer chain removed stays its event. */
        public Journal(Journal outer, Layout L) {
            removedBy = outer.removedBy.clone();
            this.start = outer.start;
            this.size = L.size;
            for (int i = 0; i < removedBy.length; i++) if (removedBy[i] >= 0) removedBy[i] = -2 - removedBy[i];
        }

        public int add(int[] event, int[] prem, Object in) {
            events.add(event);
            premises.add(prem);
            inner.add(in);
            return events.size() - 1;
        }

        /** The events behind the removal of these candidates, deduplicated. */
        public int[] behind(Propagation s, int[] cellValues) {
            java.util.LinkedHashSet<Integer> out = new java.util.LinkedHashSet<>();
            for (int cv : cellValues) {
                int e = removedBy[cv];
                if (e != -1) out.add(e);
            }
            return out.stream().mapToInt(Integer::intValue).toArray();
        }

        int naked(Propagation s, int c, int v) {
            int[] gone = new int[size];
            int k = 0;
            for (int w = 0; w < size; w++) if (w != v && (start[c] & (1L << w)) != 0) gone[k++] = c * size + w;
            return add(new int[] {NAKED, c, v, -1, -1}, behind(s, java.util.Arrays.copyOf(gone, k)), null);
        }

        int hidden(Propagation s, int c, int v, int h) {
            int[] house = s.L.houses[h];
            int[] gone = new int[house.length];
            int k = 0;
            for (int x : house) if (x != c && (start[x] & (1L << v)) != 0) gone[k++] = x * size + v;
            return add(new int[] {HIDDEN, c, v, h, -1}, behind(s, java.util.Arrays.copyOf(gone, k)), null);
        }

        /** Cell d loses value u: every place left of value v in house h rules it out ({@code d, u, h, v}). */
        int forcedByHouse(Propagation s, int d, int u, int h, int v) {
            int[] house = s.L.houses[h];
            int[] gone = new int[house.length];
            int k = 0;
            for (int x : house) if ((start[x] & (1L << v)) != 0 && (s.cand[x] & (1L << v)) == 0) gone[k++] = x * size + v;
            return add(new int[] {FORCED_HOUSE, d, u, h, v}, behind(s, java.util.Arrays.copyOf(gone, k)), null);
        }

        /** Cell d loses value u: every candidate left of cell c rules it out ({@code d, u, -1, c}). */
        int forcedByCell(Propagation s, int d, int u, int c) {
            int[] gone = new int[size];
            int k = 0;
            for (int w = 0; w < size; w++) if ((start[c] & (1L << w)) != 0 && (s.cand[c] & (1L << w)) == 0) gone[k++] = c * size + w;
            return add(new int[] {FORCED_CELL, d, u, -1, c}, behind(s, java.util.Arrays.copyOf(gone, k)), null);
        }

        int locked(Propagation s, int h, int h2, int v) {
            int[] house = s.L.houses[h];
            int[] gone = new int[house.length];
            int k = 0;
            for (int x : house)
                if (!Cells.contains(s.L.houses[h2], x) && (start[x] & (1L << v)) != 0) gone[k++] = x * size + v;
            return add(new int[] {LOCKED, -1, v, h, h2}, behind(s, java.util.Arrays.copyOf(gone, k)), null);
        }
    }
}
