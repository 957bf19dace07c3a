package org.cellwise.logic.rules;

/**
 * Which cell can take which value in some way of giving k cells k different values, each cell one it allows: the
 * edges of a bipartite graph that lie on some perfect matching. One matching is found by augmenting paths; an edge
 * outside it lies on another exactly when it closes an alternating cycle, which reachability between cells over
 * "my value's other cell" steps says (Régin's reading of all-different). Cage sets and house sets ask it for every
 * set and every share of values they try; a table over all 2^k subsets did the same work, and on a minimal killer,
 * with houses of up to twelve free cells, took a third of the time forcing chains spend.
 */
final class Matching {
    private Matching() {}

    /**
     * The answers of {@link #keep} for up to eight cells, the last 1,024 kept (by the graph packed in a long): a
     * rule asks about the same few graphs over and over as forcing chains try their cases from one board. One per
     * rule, so per puzzle and per thread, and always asked with the same k (the key does not hold it).
     */
    static final class Kept {
        private static final int BITS = 10;
        private long[] keys, answers;

        int[] keep(int[] allowed, int k) {
            if (k > 8) return Matching.keep(allowed, k);
            long key = 0;
            for (int i = 0; i < k; i++) key |= (long) allowed[i] << (i * k);
            if (key == 0) return Matching.keep(allowed, k);
            if (keys == null) {
                keys = new long[1 << BITS];
                answers = new long[1 << BITS];
            }
            int slot = (int) ((key * 0x9E3779B97F4A7C15L) >>> (64 - BITS));
            if (keys[slot] == key) {
                long a = answers[slot];
                if (a == 0) return null;
                int[] out = new int[k];
                for (int i = 0; i < k; i++) out[i] = (int) (a >>> (i * k)) & ((1 << k) - 1);
                return out;
            }
            int[] out = Matching.keep(allowed, k);
            long a = 0;
            if (out != null) for (int i = 0; i < k; i++) a |= (long) out[i] << (i * k);
            keys[slot] = key;
            answers[slot] = a; // a perfect matching keeps an edge in every cell, so 0 says "none"
            return out;
        }
    }

    /**
     * For k cells, {@code allowed[i]} the positions (bits 0..k-1) cell i can take: per cell the positions it takes
     * in some perfect matching, or null when there is none.
     */
    static int[] keep(int[] allowed, int k) {
        int[] valueOf = new int[k], cellOf = new int[k];
        java.util.Arrays.fill(valueOf, -1);
        java.util.Arrays.fill(cellOf, -1);
        // a greedy first pass matches most cells; augmenting paths only for the rest. What is kept below is the same
        // whichever maximum matching is found (an edge is kept when some perfect matching uses it).
        for (int i = 0; i < k; i++) {
            for (int f = allowed[i]; f != 0; f &= f - 1) {
                int p = Integer.numberOfTrailingZeros(f);
                if (cellOf[p] < 0) {
                    valueOf[i] = p;
                    cellOf[p] = i;
                    break;
                }
            }
        }
        int[] seen = new int[1];
        for (int i = 0; i < k; i++) {
            if (valueOf[i] >= 0) continue;
            seen[0] = 0;
            if (!augment(i, allowed, valueOf, cellOf, seen)) return null;
        }
        // reach[i]: the cells whose matched value cell i could take instead (i -> p -> cellOf[p]), then closed
        int[] reach = new int[k];
        for (int i = 0; i < k; i++)
            for (int free = allowed[i] & ~(1 << valueOf[i]); free != 0; free &= free - 1)
                reach[i] |= 1 << cellOf[Integer.numberOfTrailingZeros(free)];
        for (int via = 0; via < k; via++) // transitive closure, k at most a few dozen
            for (int i = 0; i < k; i++)
                if ((reach[i] >>> via & 1) != 0) reach[i] |= reach[via];
        int[] keep = new int[k];
        for (int i = 0; i < k; i++) {
            keep[i] = 1 << valueOf[i];
            for (int free = allowed[i] & ~(1 << valueOf[i]); free != 0; free &= free - 1) {
                int p = Integer.numberOfTrailingZeros(free);
                if ((reach[cellOf[p]] >>> i & 1) != 0) keep[i] |= 1 << p; // p's cell gets back to i: a cycle
            }
        }
        return keep;
    }

    /** Kuhn's augmenting path from cell {@code i}; {@code seen} the positions visited in this search (as a mask). */
    private static boolean augment(int i, int[] allowed, int[] valueOf, int[] cellOf, int[] seen) {
        for (int free = allowed[i] & ~seen[0]; free != 0; free &= free - 1) {
            int p = Integer.numberOfTrailingZeros(free);
            if ((seen[0] >>> p & 1) != 0) continue;
            seen[0] |= 1 << p;
            if (cellOf[p] < 0 || augment(cellOf[p], allowed, valueOf, cellOf, seen)) {
                valueOf[i] = p;
                cellOf[p] = i;
                return true;
            }
        }
        return false;
    }
}
