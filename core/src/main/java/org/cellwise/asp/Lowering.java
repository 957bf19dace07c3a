package org.cellwise.asp;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Relation;
import org.cellwise.constraint.Scan;
import org.cellwise.model.Canvas;

/**
 * A rule's grounding in the engine's own kinds, so nothing of the rule is read at search time: a cell's forbidden
 * values become the values it may hold (a one-cell line of pencil marks); a pair of cells becomes a relation of the
 * kind whose table it is (different values, less-than, not consecutive, at least k apart, a sum...), or a table of
 * its own; and cells that must all differ become a group. Such a group is made when every two of its cells differ by
 * this rule, or when, with the puzzle's other groups (rows, columns, boxes), they make as many cells as there are
 * values: then the engine and the logic treat it as a house. A set of cells that is a house already adds nothing.
 */
public final class Lowering {
    /** Bit operations the search for groups may spend before it leaves the remaining pairs as pairs. */
    static final long GROUP_BUDGET = 200_000_000L;
    /** Canvases past this many cells keep a rule's pairs as pairs (no group search). */
    static final int GROUP_CELLS = 4096;

    private Lowering() {}

    /** The name every constraint of a rule starts with, so a step, a conflict or a check names the rule by its text. */
    public static String prefix(String text) {
        return "rule `" + text + "`";
    }

    /** The rule's text in a constraint's name, or null when the constraint is no such rule's. */
    public static String ruleOf(String constraintName) {
        if (!constraintName.startsWith("rule `:-")) return null;
        int end = constraintName.indexOf('`', 6);
        return end < 0 ? null : constraintName.substring(6, end);
    }

    /**
     * The constraints of a grounding; {@code houses} are the cell groups the puzzle's other rules keep all different
     * (may be empty). Throws {@link AspException} at the rule when it leaves a cell no value or a pair no pair of values.
     */
    public static List<Constraint> lower(Denial rule, Grounding g, Canvas canvas, List<int[]> houses) {
        String p = prefix(rule.text());
        long full = g.size() == 64 ? -1L : (1L << g.size()) - 1;
        List<Constraint> out = new ArrayList<>();
        for (int c = 0; c < g.unary().length; c++) {
            if (g.unary()[c] == 0) continue;
            long allowed = full & ~g.unary()[c];
            if (allowed == 0)
                throw new AspException(rule.at(), "this rule forbids every value of " + canvas.name(c) + ", so the puzzle has no solution");
            int[] values = new int[Long.bitCount(allowed)];
            int k = 0;
            for (long m = allowed; m != 0; m &= m - 1) values[k++] = g.min() + Long.numberOfTrailingZeros(m);
            out.add(new Scan(p + " " + canvas.name(c), new int[] {c}, new Machine.OneOf(values)));
        }
        long[] diagonal = new long[g.size()];
        for (int x = 0; x < g.size(); x++) diagonal[x] = 1L << x;
        List<long[]> differ = new ArrayList<>();
        List<Relation> relations = new ArrayList<>();
        Map<long[], Object> kinds = new IdentityHashMap<>();
        for (int i = 0; i < g.pairs(); i++) {
            long[] t = g.pairTables()[i];
            int a = Grounding.first(g.pairKeys()[i]), b = Grounding.second(g.pairKeys()[i]);
            boolean all = true;
            for (long row : t) all &= row == full;
            if (all)
                throw new AspException(rule.at(), "this rule forbids every pair of values of " + canvas.name(a) + " and " + canvas.name(b)
                        + ", so the puzzle has no solution");
            String name = p + " " + canvas.name(a) + "-" + canvas.name(b);
            if (Arrays.equals(t, diagonal)) {
                differ.add(new long[] {a, b, relations.size()});
                relations.add(new Relation(name, a, b, Relation.Kind.NOT_EQUAL));
                continue;
            }
            Object kind = kinds.computeIfAbsent(t, x -> classify(x, g.min(), g.size(), full));
            if (kind instanceof Relation.Table table) relations.add(new Relation(name, a, b, table));
            else {
                int[] kk = (int[]) kind;
                Relation.Kind rk = Relation.Kind.values()[kk[0]];
                relations.add(kk[2] == 0 ? new Relation(name, a, b, rk, kk[1]) : new Relation(name, b, a, rk, kk[1]));
            }
        }
        boolean[] grouped = new boolean[relations.size()];
        out.addAll(groups(p, differ, canvas, houses, g.size(), grouped));
        for (int i = 0; i < relations.size(); i++) if (!grouped[i]) out.add(relations.get(i));
        return out;
    }

    /**
     * The relation kind and parameter whose allowed pairs are exactly the complement of {@code forbidden}, as
     * {kind ordinal, k, 1 when cells a and b swap}; or the table itself when no kind says it.
     */
    static Object classify(long[] forbidden, int min, int size, long full) {
        long[] allowed = new long[size];
        for (int x = 0; x < size; x++) allowed[x] = full & ~forbidden[x];
        int max = min + size - 1;
        int span = max - min;
        List<int[]> tries = new ArrayList<>();
        tries.add(new int[] {Relation.Kind.LESS.ordinal(), 0, 0});
        tries.add(new int[] {Relation.Kind.LESS.ordinal(), 0, 1});
        tries.add(new int[] {Relation.Kind.NOT_CONSECUTIVE.ordinal(), 0, 0});
        for (int k = 0; k <= span; k++) tries.add(new int[] {Relation.Kind.DIFFERENCE.ordinal(), k, 0});
        for (int k = 1; k <= span; k++) tries.add(new int[] {Relation.Kind.NOT_DIFFERENCE.ordinal(), k, 0});
        for (int k = 2; k <= span; k++) tries.add(new int[] {Relation.Kind.APART_AT_LEAST.ordinal(), k, 0});
        for (int k = 1; k < span; k++) tries.add(new int[] {Relation.Kind.APART_AT_MOST.ordinal(), k, 0});
        for (int k = 2 * min; k <= 2 * max; k++) tries.add(new int[] {Relation.Kind.SUM.ordinal(), k, 0});
        for (int k = 2 * min; k <= 2 * max; k++) tries.add(new int[] {Relation.Kind.NOT_SUM.ordinal(), k, 0});
        int most = Math.max(Math.abs(min), Math.abs(max));
        for (int k = 2; k <= most; k++) tries.add(new int[] {Relation.Kind.RATIO.ordinal(), k, 0});
        for (int k = 2; k <= most; k++) tries.add(new int[] {Relation.Kind.NOT_RATIO.ordinal(), k, 0});
        for (int k = 1; k <= size; k++) tries.add(new int[] {Relation.Kind.OTHER_BAND.ordinal(), k, 0});
        for (int k = min; k <= max; k++) tries.add(new int[] {Relation.Kind.NOT_BOTH.ordinal(), k, 0});
        for (int[] t : tries) {
            Relation.Kind kind = Relation.Kind.values()[t[0]];
            boolean same = true;
            for (int x = 0; x < size && same; x++)
                for (int y = 0; y < size && same; y++) {
                    boolean ok = t[2] == 0 ? kind.test(min + x, min + y, t[1]) : kind.test(min + y, min + x, t[1]);
                    same = ok == ((allowed[x] >>> y & 1) != 0);
                }
            if (same) return t;
        }
        return new Relation.Table(min, allowed);
    }

    /**
     * Groups over the pairs that must differ ({@code differ}: cell a, cell b, index of its relation): first sets of as
     * many cells as values, every two of them apart by this rule or by one of the {@code houses}; then sets every two
     * of whose cells are apart by this rule alone, three or more. The relations inside a group are marked in
     * {@code grouped}. Bounded by {@link #GROUP_BUDGET}: past it, the pairs stay pairs, which says the same.
     */
    static List<Constraint> groups(String prefix, List<long[]> differ, Canvas canvas, List<int[]> houses, int size, boolean[] grouped) {
        int n = canvas.size();
        if (differ.size() < 2 || n > GROUP_CELLS) return List.of();
        int w = (n + 63) >>> 6;
        long[] rule = new long[n * w], any = new long[n * w];
        for (long[] e : differ) {
            set(rule, w, (int) e[0], (int) e[1]);
            set(rule, w, (int) e[1], (int) e[0]);
        }
        Set<String> houseSets = new HashSet<>();
        long ops = 0;
        for (int[] h : houses) {
            houseSets.add(key(h));
            for (int x : h)
                for (int y : h) if (x != y) set(any, w, x, y);
            ops += (long) h.length * h.length;
        }
        for (int i = 0; i < any.length; i++) any[i] |= rule[i];
        // which relation each rule pair is, to mark it grouped
        Map<Long, Integer> index = new java.util.HashMap<>();
        for (long[] e : differ) index.put(e[0] << 32 | e[1], (int) e[2]);
        List<int[]> found = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int phase = 0; phase < 2; phase++) {
            long[] g = phase == 0 ? any : rule;
            for (long[] e : differ) {
                if (ops > GROUP_BUDGET) break;
                int a = (int) e[0], b = (int) e[1];
                if (grouped[(int) e[2]]) continue;
                List<Integer> clique = new ArrayList<>(List.of(a, b));
                long[] cand = new long[w];
                for (int i = 0; i < w; i++) cand[i] = g[a * w + i] & g[b * w + i];
                ops += w;
                while (true) {
                    int best = -1, bestRule = 0;
                    for (int i = 0; i < w; i++)
                        for (long m = cand[i]; m != 0; m &= m - 1) {
                            int c = i * 64 + Long.numberOfTrailingZeros(m);
                            int r = 0;
                            for (int x : clique) if (has(rule, w, c, x)) r++;
                            ops += clique.size();
                            if (r > bestRule) {
                                best = c;
                                bestRule = r;
                            }
                        }
                    if (best < 0) break;
                    clique.add(best);
                    for (int i = 0; i < w; i++) cand[i] &= g[best * w + i];
                    ops += w;
                }
                if (phase == 0 ? clique.size() != size : clique.size() < 3) continue;
                int[] cells = clique.stream().mapToInt(Integer::intValue).sorted().toArray();
                String k = key(cells);
                if (!seen.add(k)) continue;
                for (int i = 0; i < cells.length; i++)
                    for (int j = i + 1; j < cells.length; j++) {
                        Integer r = index.get((long) cells[i] << 32 | cells[j]);
                        if (r != null) grouped[r] = true;
                    }
                // a set that is a house already says nothing new: its pairs are kept by that house
                if (!houseSets.contains(k)) found.add(cells);
            }
        }
        found.sort(Fact::compare);
        List<Constraint> out = new ArrayList<>();
        for (int i = 0; i < found.size(); i++) out.add(new AllDifferent(prefix + " group " + (i + 1), found.get(i)));
        return out;
    }

    private static void set(long[] bits, int w, int x, int y) {
        bits[x * w + (y >>> 6)] |= 1L << y;
    }

    private static boolean has(long[] bits, int w, int x, int y) {
        return (bits[x * w + (y >>> 6)] >>> y & 1) != 0;
    }

    private static String key(int[] cells) {
        int[] s = cells.clone();
        Arrays.sort(s);
        return Arrays.toString(s);
    }
}
