package org.cellwise.logic.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.board.Technique;

/**
 * The 45 rule by digital roots: a cage of several totals that differ by nines (a digital-root cage) does not give the
 * house holding it a known total, but it gives the total modulo 9, and so do plain cages. A house (45 on 1..9) with
 * cages wholly inside leaves its other cells adding up to a known root (innies); cages that cover a house and stick
 * out leave the cells outside adding up to one (outies). On one or two cells that is a person's first step in such a
 * killer: "row 3 minus its cages leaves r3c9 with root 4", which the plain 45 rule cannot say (its equations need
 * exact totals) and which forcing chains found only slowly (rated 7.7 to 9.0 on fresh digital-root killers).
 * Asked only where a cage of several totals takes part; plain killers keep their exact equations.
 */
public final class DigitalRoots extends RuleStep {
    /** Cells an equation may hold: its tuples are tried whole (9^4 at most). */
    static final int MAX_CELLS = 4;

    private final String region, words;
    private final int[] coef;
    private final int modulus, residue;
    private final long[] allowed = new long[MAX_CELLS];

    private DigitalRoots(String region, String words, int[] cells, int[] coef, int modulus, int residue, Layout layout) {
        super("45 rule on " + region + " by digital roots", "innies and outies", cells, layout);
        this.region = region;
        this.words = words;
        this.coef = coef;
        this.modulus = modulus;
        this.residue = residue;
    }

    /** A cage for the derivation: its cells, and its total as a residue modulo {@code step} (0: exact). */
    public record Known(String name, int[] cells, long total, int step) {}

    /**
     * The 45 rule's readings ({@link Equation#readings}) with the cages known ({@code known}: plain sums with step 0,
     * cages of several totals with the step their totals differ by), kept where a cage of several totals takes part.
     */
    public static List<DigitalRoots> derive(Layout L, List<Known> known) {
        List<DigitalRoots> out = new ArrayList<>();
        if (L.houses.length == 0 || known.stream().noneMatch(k -> k.step > 1)) return out;
        long total = 0;
        for (int v = 0; v < L.size; v++) total += L.value(v);
        java.util.Set<String> seen = new java.util.HashSet<>();
        List<Equation.Reading> readings = new ArrayList<>();
        Equation.readings(L, known.stream().map(Known::cells).toList(), MAX_CELLS, readings::add);
        // a union's readings taken with its crossing cages in their own order (the order the words name them in)
        for (int from = 0, to; from < readings.size(); from = to) {
            to = from;
            while (to < readings.size() && readings.get(to).union() == readings.get(from).union()) to++;
            readings.subList(from, to).sort(java.util.Comparator.comparingLong(DigitalRoots::byCrossing));
        }
        for (Equation.Reading reading : readings) {
            List<Integer> cells = reading.cells(), signs = reading.signs();
            List<Integer> inside = new ArrayList<>(reading.inside()), outside = new ArrayList<>(reading.outside());
            inside.sort(null);
            outside.sort(null);
            // the union's total less the cages inside, and less those counted from outside, is what the cells make
            int modulus = 0;
            long r = total * reading.union().houses();
            for (int k : inside) {
                modulus = gcd(modulus, known.get(k).step);
                r -= known.get(k).total;
            }
            for (int k : outside) {
                modulus = gcd(modulus, known.get(k).step);
                r -= known.get(k).total;
            }
            if (modulus <= 1) continue; // every cage exact: the plain 45 rule says it
            // said in reading order, the cells added before those taken away
            Integer[] order = new Integer[cells.size()];
            for (int i = 0; i < order.length; i++) order[i] = i;
            java.util.Arrays.sort(order, java.util.Comparator.<Integer>comparingInt(i -> -signs.get(i)).thenComparingInt(cells::get));
            int[] cs = new int[order.length], co = new int[order.length];
            for (int i = 0; i < order.length; i++) {
                cs[i] = cells.get(order[i]);
                co[i] = signs.get(order[i]);
            }
            if (!seen.add(Equation.key(cs, co))) continue;
            String name = reading.union().name(), words;
            if (signs.stream().allMatch(x -> x < 0)) { // outies alone: the cages less the union, said so
                java.util.Arrays.fill(co, 1);
                r = -r;
                List<Integer> all = new ArrayList<>(inside);
                all.addAll(outside);
                all.sort(null);
                words = names(all, known) + " less " + name + (all.size() == 1 ? " leaves " : " leave ");
            } else {
                words = name + (outside.isEmpty() ? "" : " with " + names(outside, known) + " whole")
                        + (inside.isEmpty() ? "" : " less " + names(inside, known)) + " leaves ";
            }
            out.add(new DigitalRoots(name, words, cs, co, modulus, (int) Math.floorMod(r, modulus), L));
        }
        return out;
    }

    private static String names(List<Integer> cages, List<Known> known) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < cages.size(); i++)
            sb.append(i == 0 ? "" : i == cages.size() - 1 ? " and " : ", ").append(known.get(cages.get(i)).name);
        return sb.toString();
    }

    /** The cages a reading counts from outside, as bits over its crossing cages by number. */
    private static long byCrossing(Equation.Reading r) {
        List<Integer> crossing = new ArrayList<>(r.crossing());
        crossing.sort(null);
        long key = 0;
        for (int j = 0; j < crossing.size(); j++) if (r.outside().contains(crossing.get(j))) key |= 1L << j;
        return key;
    }

    private static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    @Override
    Technique technique(Board b) {
        return Technique.INNIES_OUTIES;
    }

    @Override
    boolean closed() {
        return true;
    }

    @Override
    public Step deduce(Board b) {
        int k = cells.length;
        java.util.Arrays.fill(allowed, 0);
        long[] totals = {0};
        int[] picked = new int[k];
        long least = 0;
        for (int j = 0; j < k; j++) {
            long cand = b.cand[cells[j]];
            if (cand == 0) return null; // a cell out of values already says the board is broken
            least += coef[j] > 0 ? L.value(Long.numberOfTrailingZeros(cand)) : -L.value(63 - Long.numberOfLeadingZeros(cand));
        }
        lowest = least + Math.floorMod(residue - least, modulus);
        if (!tuples(b, 0, 0, picked, totals)) return impossible(b, subject() + " cannot be met");
        return narrowed(b, allowed, removed -> {
            StringBuilder t = new StringBuilder(subject()).append(": that is ");
            List<Long> ts = new ArrayList<>();
            for (long m = totals[0]; m != 0; m &= m - 1) ts.add(lowest + Long.numberOfTrailingZeros(m) * (long) modulus);
            for (int i = 0; i < ts.size(); i++) t.append(i == 0 ? "" : i == ts.size() - 1 ? " or " : ", ").append(ts.get(i) < 0 ? "−" + -ts.get(i) : ts.get(i));
            return t.append(", so ").append(losses(b, cells, removed)).append(".").toString();
        });
    }

    /** The least total the cells may make, for the bits of {@code totals}: totals are {@code lowest + j × modulus}. */
    private long lowest;

    /** Whether some tuple of distinct-where-seen values meets the residue; marks what each cell takes in one. */
    private boolean tuples(Board b, int i, long sum, int[] picked, long[] totals) {
        int k = cells.length;
        if (i == k) {
            if (Math.floorMod(sum, modulus) != residue) return false;
            for (int j = 0; j < k; j++) allowed[j] |= 1L << picked[j];
            long step = (sum - lowest) / modulus;
            if (step < 64) totals[0] |= 1L << step;
            return true;
        }
        boolean any = false;
        next:
        for (long m = b.cand[cells[i]]; m != 0; m &= m - 1) {
            int v = Long.numberOfTrailingZeros(m);
            for (int j = 0; j < i; j++) if (picked[j] == v && L.sees(cells[i], cells[j])) continue next;
            picked[i] = v;
            any |= tuples(b, i + 1, sum + coef[i] * (long) L.value(v), picked, totals);
        }
        return any;
    }

    /**
     * "45 rule on row 3 by digital roots: row 3 less cage a and cage b leaves r3c8 + r3c9 with digital root 4", or
     * with cells taken away, "... leaves r3c8 − r4c8 ≡ 4 (mod 9)".
     */
    private String subject() {
        StringBuilder sb = new StringBuilder("45 rule on ").append(region).append(" by digital roots: ").append(words);
        boolean plus = true;
        for (int i = 0; i < cells.length; i++) {
            sb.append(i == 0 ? (coef[i] < 0 ? "−" : "") : coef[i] < 0 ? " − " : " + ").append(L.name(cells[i]));
            plus &= coef[i] > 0;
        }
        sb.append(modulus == 9 && plus ? " with digital root " + (residue == 0 ? 9 : residue) : " ≡ " + residue + " (mod " + modulus + ")");
        return sb.toString();
    }
}
