package org.cellwise.engine.propagation;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Relation;
import org.cellwise.constraint.Sum;

/**
 * Which cells must hold different values, by the rules: cells sharing an all-different group or a distinct sum, and
 * cells a not-equal relation joins (anti-king, anti-knight). Sums read it to bound a total by groups of cells that
 * cannot repeat a value: nine cells of one row add up to 45 at least, not 9.
 */
final class Apart {
    /** Per cell, the numbers of the groups it is in, ascending. */
    private final int[][] groupsOf;

    private final int groupCount;

    private Apart(int[][] groupsOf, int groupCount) {
        this.groupsOf = groupsOf;
        this.groupCount = groupCount;
    }

    static Apart of(int n, List<Constraint> constraints) {
        List<int[]> groups = new ArrayList<>();
        for (Constraint c : constraints) {
            if (c instanceof AllDifferent a && a.cells().length > 1) groups.add(a.cells());
            else if (c instanceof Sum s && s.distinct() && s.cells().length > 1) groups.add(s.cells());
            else if (c instanceof Relation r && r.kind() == Relation.Kind.NOT_EQUAL && r.a() != r.b()) groups.add(new int[] {r.a(), r.b()});
        }
        int[] count = new int[n];
        for (int[] g : groups) for (int x : g) count[x]++;
        int[][] of = new int[n][];
        for (int x = 0; x < n; x++) of[x] = new int[count[x]];
        java.util.Arrays.fill(count, 0);
        for (int g = 0; g < groups.size(); g++)
            for (int x : groups.get(g)) if (count[x] == 0 || of[x][count[x] - 1] != g) of[x][count[x]++] = g; // ascending
        for (int x = 0; x < n; x++) if (count[x] < of[x].length) of[x] = java.util.Arrays.copyOf(of[x], count[x]);
        return new Apart(of, groups.size());
    }

    /** How many groups there are (group numbers run from 0). */
    int groupCount() {
        return groupCount;
    }

    /** The group numbers of each cell, ascending (for callers that test many pairs). */
    int[][] groupsOf() {
        return groupsOf;
    }

    boolean differ(int a, int b) {
        return a != b && shareOne(groupsOf[a], groupsOf[b]);
    }

    /** Per cell of {@code cells} (at most 64), the bits of the others it must differ from. */
    long[] matrix(int[] cells) {
        if (cells.length > 64) throw new IllegalArgumentException("at most 64 cells");
        long[] m = new long[cells.length];
        for (int i = 0; i < cells.length; i++)
            for (int j = i + 1; j < cells.length; j++)
                if (differ(cells[i], cells[j])) {
                    m[i] |= 1L << j;
                    m[j] |= 1L << i;
                }
        return m;
    }

    /** As {@link #matrix}, or null past 64 cells (the sum is then bounded cell by cell). */
    long[] matrixOrNull(int[] cells) {
        return cells.length > 64 ? null : matrix(cells);
    }

    /**
     * The sizes of groups of pairwise differing cells covering {@code cells} (at most 64), grown greedily from the cell
     * differing from most of those left: one quick pass, for scoring a sum (its propagator splits it more carefully).
     */
    int[] cliqueSizes(int[] cells) {
        long[] m = matrix(cells);
        int k = cells.length;
        long left = k == 64 ? -1L : (1L << k) - 1;
        int[] sizes = new int[k];
        int count = 0;
        while (left != 0) {
            long cand = left;
            int size = 0;
            while (cand != 0) {
                int pick = -1, most = -1;
                for (long c = cand; c != 0; c &= c - 1) {
                    int i = Long.numberOfTrailingZeros(c);
                    int score = Long.bitCount(cand & m[i]);
                    if (score > most) {
                        most = score;
                        pick = i;
                    }
                }
                size++;
                left &= ~(1L << pick);
                cand &= m[pick] & ~(1L << pick);
            }
            sizes[count++] = size;
        }
        return java.util.Arrays.copyOf(sizes, count);
    }

    /** Whether two ascending lists have an element in common. */
    static boolean shareOne(int[] a, int[] b) {
        int i = 0, j = 0;
        while (i < a.length && j < b.length) {
            if (a[i] == b[j]) return true;
            if (a[i] < b[j]) i++;
            else j++;
        }
        return false;
    }

    /**
     * Splits {@code cells} (positions 0..k-1) into groups whose members pairwise differ and share a coefficient, each
     * as large as a few greedy passes make them: the pass scoring the highest sum of squared sizes is kept, which
     * leaves the narrowest range of totals (a group of s cells spans s·(N−s) totals, not s·(N−1)).
     */
    int[][] cliques(int[] cells, int[] coef) {
        int k = cells.length;
        if (k <= 64) return cliquesOfMasks(cells, coef);
        java.util.BitSet[] differ = new java.util.BitSet[k];
        for (int i = 0; i < k; i++) differ[i] = new java.util.BitSet(k);
        for (int i = 0; i < k; i++)
            for (int j = i + 1; j < k; j++)
                if (coef[i] == coef[j] && differ(cells[i], cells[j])) {
                    differ[i].set(j);
                    differ[j].set(i);
                }
        int[][] best = null;
        long bestScore = -1;
        int[] order = new int[k];
        for (int i = 0; i < k; i++) order[i] = i;
        java.util.Random random = new java.util.Random(k);
        for (int pass = 0; pass < PASSES; pass++) {
            if (pass >= 2) shuffle(order, random);
            int[][] groups = greedy(differ, order, pass == 1);
            long score = 0;
            for (int[] g : groups) score += (long) g.length * g.length;
            if (score > bestScore) {
                bestScore = score;
                best = groups;
            }
        }
        return best;
    }

    /** The given order, the best-fit one, then shuffled orders. */
    private static final int PASSES = 5;

    /** Shuffled orders after the given one and the best-fit one (the same draws for the masks and the bit sets). */
    private static void shuffle(int[] order, java.util.Random random) {
        for (int i = order.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1), t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
    }

    /**
     * {@link #cliques} on up to 64 cells, each cell's differing ones a mask: the same passes and the same groups as
     * with bit sets, without allocating one per step (the model of every killer derives hundreds of these).
     */
    private int[][] cliquesOfMasks(int[] cells, int[] coef) {
        int k = cells.length;
        long[] differ = new long[k];
        for (int i = 0; i < k; i++)
            for (int j = i + 1; j < k; j++)
                if (coef[i] == coef[j] && differ(cells[i], cells[j])) {
                    differ[i] |= 1L << j;
                    differ[j] |= 1L << i;
                }
        int[][] best = null;
        long bestScore = -1;
        int[] order = new int[k];
        for (int i = 0; i < k; i++) order[i] = i;
        java.util.Random random = new java.util.Random(k);
        int[] group = new int[k];
        List<int[]> out = new ArrayList<>();
        for (int pass = 0; pass < PASSES; pass++) {
            if (pass >= 2) shuffle(order, random);
            out.clear();
            long left = k == 64 ? -1L : (1L << k) - 1;
            long score = 0;
            while (left != 0) {
                int size = 0;
                long cand = left;
                while (cand != 0) {
                    int pick = -1;
                    if (pass == 1) {
                        int most = -1;
                        for (long c = cand; c != 0; c &= c - 1) {
                            int i = Long.numberOfTrailingZeros(c);
                            int sc = Long.bitCount(cand & differ[i]);
                            if (sc > most) {
                                most = sc;
                                pick = i;
                            }
                        }
                    } else {
                        for (int i : order) if ((cand >>> i & 1) != 0) {
                            pick = i;
                            break;
                        }
                    }
                    group[size++] = pick;
                    cand &= ~(1L << pick);
                    cand &= differ[pick];
                }
                int[] g = java.util.Arrays.copyOf(group, size);
                java.util.Arrays.sort(g);
                for (int i : g) left &= ~(1L << i);
                out.add(g);
                score += (long) size * size;
            }
            if (score > bestScore) {
                bestScore = score;
                best = out.toArray(new int[0][]);
            }
        }
        return best;
    }

    /** Greedy cliques: each grows from the first cell left in {@code order}, or from the one differing from most. */
    private static int[][] greedy(java.util.BitSet[] differ, int[] order, boolean bestFit) {
        int k = differ.length;
        java.util.BitSet left = new java.util.BitSet(k);
        left.set(0, k);
        List<int[]> out = new ArrayList<>();
        int[] group = new int[k];
        while (!left.isEmpty()) {
            int size = 0;
            java.util.BitSet cand = (java.util.BitSet) left.clone();
            while (!cand.isEmpty()) {
                int pick = -1;
                if (bestFit) {
                    int most = -1;
                    for (int i = cand.nextSetBit(0); i >= 0; i = cand.nextSetBit(i + 1)) {
                        java.util.BitSet both = (java.util.BitSet) cand.clone();
                        both.and(differ[i]);
                        int score = both.cardinality();
                        if (score > most) {
                            most = score;
                            pick = i;
                        }
                    }
                } else {
                    for (int i : order) if (cand.get(i)) {
                        pick = i;
                        break;
                    }
                }
                group[size++] = pick;
                cand.clear(pick);
                cand.and(differ[pick]);
            }
            int[] g = java.util.Arrays.copyOf(group, size);
            java.util.Arrays.sort(g);
            for (int i : g) left.clear(i);
            out.add(g);
        }
        return out.toArray(new int[0][]);
    }
}
