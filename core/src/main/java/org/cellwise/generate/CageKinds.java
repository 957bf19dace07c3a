package org.cellwise.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.cellwise.constraint.Arithmetic;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.model.ValueRange;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.ArithmeticCage;
import org.cellwise.rules.KillerCage;
import org.cellwise.rules.Rule;
import org.cellwise.rules.RuleCatalog;

/**
 * Killer and KenKen: cages grown over a random filling (1 to 5 cells for killers, 1 to 4 for KenKen, mostly two or
 * three, none covering a whole row), their clues read off it. A partition that leaves several solutions is drawn
 * again; a killer with givens instead takes givens where two solutions differ. With {@code minimal}, cages are
 * merged with a neighbour, and removed, wherever the solution stays unique (Tatham's keen and solo grow theirs so);
 * every removal is decided, so no cage of a minimal killer can go without a second solution.
 */
final class CageKinds {
    private CageKinds() {}

    private static final int[] KILLER_SIZES = {0, 1, 6, 6, 2, 1}, KENKEN_SIZES = {0, 1, 6, 5, 2};

    /** Cells of one cage: connected, within the size limit, never a whole row or column. */
    private record Cage(List<Integer> cells) {}

    static Puzzle killer(Request r, Random rnd) {
        int n = r.size() == 0 ? 9 : r.size();
        Puzzle t = GivenKinds.sudokuTemplate(r, "killer");
        List<Rule> base = new ArrayList<>(t.rules());
        int[] sol = Uniqueness.fill(t, rnd);
        if (sol == null) return null;
        int max = Math.min(5, n - 1);
        List<List<Integer>> cages = grow(t, sol, rnd, KILLER_SIZES, max, true);
        Puzzle p = build(t, base, cages, sol, null);
        boolean[] keep = new boolean[t.size()];
        if (!Uniqueness.unique(p)) {
            if (!r.givens()) return null; // cages only: another partition
            // givens where two solutions differ, until one is left
            for (int guard = 0; guard < t.size(); guard++) {
                List<int[]> two = Uniqueness.two(withGivens(t, p, keep, sol));
                if (two == null) break;
                int c = differing(two, rnd);
                keep[c] = true;
            }
            if (!Uniqueness.unique(withGivens(t, p, keep, sol))) return null;
        }
        if (r.minimal()) {
            Merged m = merge(t, base, new Merged(cages, null), sol, keep, rnd, max, false);
            if (m == null) return null; // a removal the engine could not settle: not proven minimal, drawn again
            cages = m.cages;
        }
        p = build(t, base, cages, sol, null);
        if (r.givens()) {
            keep = Uniqueness.reduce(p, sol, keep, Symmetry.NONE.orbits(t.canvas()), rnd);
            return withGivens(t, p, keep, sol);
        }
        return p;
    }

    static Puzzle kenken(Request r, Random rnd) {
        int n = r.size() == 0 ? 6 : r.size();
        if (n < 3 || n > 9) throw new IllegalArgumentException("a KenKen is 3 to 9 cells wide, not " + n);
        List<Rule> base = new ArrayList<>(RuleCatalog.lookup("latin"));
        Puzzle t = Puzzle.builder().kind("kenken").grid(new Grid("main", 0, 0, n, 0, 0)).values(ValueRange.of(n))
                .rules(base).build();
        int[] sol = Uniqueness.fill(t, rnd);
        if (sol == null) return null;
        List<List<Integer>> cages = grow(t, sol, rnd, KENKEN_SIZES, Math.min(4, n - 1), false);
        List<Arithmetic.Op> ops = opsFor(cages, sol, rnd, r.hiddenOp());
        Puzzle p = build(t, base, cages, sol, ops);
        if (!Uniqueness.unique(p)) return null;
        if (!r.minimal()) return p;
        Merged m = merge(t, base, new Merged(cages, ops), sol, new boolean[t.size()], rnd, Math.min(4, n - 1), r.hiddenOp());
        return build(t, base, m.cages, sol, m.ops);
    }

    private static List<List<Integer>> grow(Puzzle t, int[] sol, Random rnd, int[] weights, int max, boolean distinct) {
        int[] all = new int[t.size()];
        for (int i = 0; i < all.length; i++) all[i] = i;
        int[] w = java.util.Arrays.copyOf(weights, Math.min(weights.length, max + 1));
        return Pieces.cages(t.canvas(), all, rnd, w, (piece, c) -> !distinct || piece.stream().noneMatch(x -> sol[x] == sol[c]));
    }

    /** Arithmetic for each cage: + or × over three or more cells; − or ÷ (where it divides), + or × over two. */
    private static List<Arithmetic.Op> opsFor(List<List<Integer>> cages, int[] sol, Random rnd, boolean hidden) {
        List<Arithmetic.Op> out = new ArrayList<>();
        for (List<Integer> cage : cages) {
            Arithmetic.Op op;
            if (cage.size() == 1) op = Arithmetic.Op.ADD;
            else if (cage.size() == 2) {
                int a = sol[cage.get(0)], b = sol[cage.get(1)];
                int hi = Math.max(a, b), lo = Math.min(a, b);
                int pick = rnd.nextInt(10);
                op = pick < 3 && hi % lo == 0 && hi != lo ? Arithmetic.Op.DIVIDE : pick < 6 ? Arithmetic.Op.SUBTRACT
                        : pick < 8 ? Arithmetic.Op.ADD : Arithmetic.Op.MULTIPLY;
            } else op = rnd.nextBoolean() ? Arithmetic.Op.ADD : Arithmetic.Op.MULTIPLY;
            out.add(hidden && cage.size() > 1 ? Arithmetic.Op.ANY : op);
        }
        return out;
    }

    private static int target(Arithmetic.Op op, List<Integer> cage, int[] sol, Arithmetic.Op shown) {
        long sum = 0, product = 1;
        for (int c : cage) {
            sum += sol[c];
            product *= sol[c];
        }
        if (cage.size() == 2) {
            int a = sol[cage.get(0)], b = sol[cage.get(1)];
            int hi = Math.max(a, b), lo = Math.min(a, b);
            if (op == Arithmetic.Op.SUBTRACT) return hi - lo;
            if (op == Arithmetic.Op.DIVIDE) return hi / lo;
        }
        return (int) (op == Arithmetic.Op.MULTIPLY ? product : sum);
    }

    /** A hidden operation keeps the target of the operation drawn for it. */
    private static Puzzle build(Puzzle t, List<Rule> base, List<List<Integer>> cages, int[] sol, List<Arithmetic.Op> ops) {
        List<Rule> rules = new ArrayList<>(base);
        for (int i = 0; i < cages.size(); i++) {
            List<Cell> cells = new ArrayList<>();
            for (int c : cages.get(i)) cells.add(t.cells().get(c));
            String label = label(i);
            if (ops == null) {
                int sum = 0;
                for (int c : cages.get(i)) sum += sol[c];
                rules.add(new KillerCage(label, cells, sum));
            } else {
                Arithmetic.Op shown = ops.get(i);
                Arithmetic.Op real = shown == Arithmetic.Op.ANY ? drawn(cages.get(i), sol) : shown;
                rules.add(new ArithmeticCage(label, cells, shown, target(real, cages.get(i), sol, shown)));
            }
        }
        return t.withRules(rules);
    }

    /** Under a hidden operation the target is the sum (two cells: their difference when it is not 0). */
    private static Arithmetic.Op drawn(List<Integer> cage, int[] sol) {
        return cage.size() == 2 && sol[cage.get(0)] != sol[cage.get(1)] ? Arithmetic.Op.SUBTRACT : Arithmetic.Op.ADD;
    }

    /** Labels a, b, ..., z, aa, ab, ... */
    static String label(int i) {
        return i < 26 ? String.valueOf((char) ('a' + i)) : label(i / 26 - 1) + (char) ('a' + i % 26);
    }

    private static Puzzle withGivens(Puzzle t, Puzzle p, boolean[] keep, int[] sol) {
        return p.withRules(Uniqueness.withGivens(t, p.rules(), keep, sol));
    }

    private static int differing(List<int[]> two, Random rnd) {
        List<Integer> d = new ArrayList<>();
        for (int i = 0; i < two.get(0).length; i++) if (two.get(0)[i] != two.get(1)[i]) d.add(i);
        return d.get(rnd.nextInt(d.size()));
    }

    /** Cages and, for KenKen, their operations (null for killers). */
    private record Merged(List<List<Integer>> cages, List<Arithmetic.Op> ops) {}

    /**
     * Cages merged with a neighbour, then (killers) removed, while the puzzle stays unique: afterwards no merge
     * within the size limit (killers: with no value twice) and no removal keeps it unique. A merged KenKen cage is a
     * sum (hidden, with a hidden operation); KenKen cages are never removed: every KenKen cell is in one.
     */
    private static Merged merge(Puzzle t, List<Rule> base, Merged start, int[] sol, boolean[] keep, Random rnd, int max,
            boolean hidden) {
        boolean killer = start.ops == null;
        Merged cur = start;
        // a merge that failed fails again later: the other cages only ever carry less, so it is tried once
        java.util.Set<List<List<Integer>>> failed = new java.util.HashSet<>();
        boolean changed = true;
        while (changed) {
            changed = false;
            List<int[]> pairs = new ArrayList<>();
            for (int i = 0; i < cur.cages.size(); i++)
                for (int j = i + 1; j < cur.cages.size(); j++)
                    if (cur.cages.get(i).size() + cur.cages.get(j).size() <= max && adjacent(t, cur.cages.get(i), cur.cages.get(j)))
                        pairs.add(new int[] {i, j});
            java.util.Collections.shuffle(pairs, rnd);
            for (int[] pr : pairs) {
                List<Integer> m = new ArrayList<>(cur.cages.get(pr[0]));
                m.addAll(cur.cages.get(pr[1]));
                if (killer && m.stream().map(c -> sol[c]).distinct().count() != m.size()) continue;
                List<List<Integer>> key = List.of(cur.cages.get(pr[0]), cur.cages.get(pr[1]));
                if (failed.contains(key)) continue;
                List<List<Integer>> cs = new ArrayList<>(cur.cages);
                cs.set(pr[0], m);
                cs.remove(pr[1]);
                List<Arithmetic.Op> os = null;
                if (!killer) {
                    os = new ArrayList<>(cur.ops);
                    os.set(pr[0], hidden ? Arithmetic.Op.ANY : Arithmetic.Op.ADD);
                    os.remove(pr[1]);
                }
                Merged next = new Merged(cs, os);
                if (uniqueWith(t, base, next, sol, keep, MERGE_NODES)) {
                    cur = next;
                    changed = true;
                    break;
                }
                failed.add(key);
            }
        }
        if (killer)
            for (int i = cur.cages.size() - 1; i >= 0; i--) {
                List<List<Integer>> cs = new ArrayList<>(cur.cages);
                cs.remove(i);
                Merged next = new Merged(cs, null);
                Boolean unique = Uniqueness.decide(build(t, base, next.cages, sol, null), Uniqueness.cellsOf(keep),
                        Uniqueness.valuesOf(keep, sol), PROOF_NODES);
                if (unique == null) return null;
                if (unique) cur = next;
            }
        return cur;
    }

    /**
     * Merges are tried within a tenth of the usual budget: a merge the engine cannot settle in 20,000 nodes is not
     * made (measured: with 200,000, one minimal 9×9 killer took a minute, nearly all of it in searches that ran out).
     * Merging is how cages grow; it makes no claim.
     */
    private static final long MERGE_NODES = 20_000;
    /**
     * Every removal is decided, for "minimal" is a claim: no cage can go without a second solution. A removal that
     * this budget does not settle leaves the puzzle unproven, and it is drawn again rather than called minimal.
     */
    static final long PROOF_NODES = 1_000_000;

    private static boolean uniqueWith(Puzzle t, List<Rule> base, Merged m, int[] sol, boolean[] keep, long nodes) {
        Puzzle p = build(t, base, m.cages, sol, m.ops);
        return Uniqueness.unique(p, Uniqueness.cellsOf(keep), Uniqueness.valuesOf(keep, sol), nodes);
    }

    private static boolean adjacent(Puzzle t, List<Integer> a, List<Integer> b) {
        for (int x : a)
            for (int y : b) {
                Cell cx = t.cells().get(x), cy = t.cells().get(y);
                if (Math.abs(cx.row() - cy.row()) + Math.abs(cx.col() - cy.col()) == 1) return true;
            }
        return false;
    }
}
