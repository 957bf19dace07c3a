package org.cellwise.logic.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.cellwise.engine.propagation.CageSupports;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Cells;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Reasons;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.board.Technique;
import org.cellwise.logic.words.Notation;

/** A cage of any operation, or a derived equation (the 45 rule) with ±1 coefficients. */
public class CageStep extends RuleStep {
    /** A cage lists up to ten combinations; an equation of the 45 rule, whose readings are long, six. */
    static final int NODES = 50_000, SHOWN = 6, SHOWN_CAGE = 10, COUNTED = 99;
    /** Above this many value tuples a cage waits until its cells have fewer candidates (as the engine's does). */
    public static final long SPREAD = 50_000;
    final CageSupports.Mode mode;
    final long target;
    final int[] coef;
    final CageSupports supports;
    private final long[] dom;
    boolean prepared;

    CageStep(String name, String family, int[] cells, int[] coef, CageSupports.Mode mode, long target, boolean distinct,
            Layout layout) {
        super(name, family, cells, layout);
        this.mode = mode;
        this.target = target;
        this.coef = coef;
        this.supports = new CageSupports(mode, target, distinct, layout.min, layout.min + layout.size - 1, cells.length);
        if (coef != null) supports.coefficients(coef);
        this.dom = new long[cells.length];
    }

    /** Cells of the cage that see each other differ: known once every constraint has given its links. */
    void prepare() {
        prepared = true;
        if (cells.length > 64) return;
        long[] differ = new long[cells.length];
        boolean all = true;
        for (int i = 0; i < cells.length; i++)
            for (int j = 0; j < cells.length; j++) {
                if (i != j && L.sees(cells[i], cells[j])) differ[i] |= 1L << j;
                else if (i != j) all = false;
            }
        supports.differ(differ);
        if (all && coef == null && CageSets.applies(mode, cells.length))
            sets = targets != null ? new CageSets(targets, L.min, L.size, cells.length) : new CageSets(mode, target, L.min, L.size, cells.length);
    }

    /**
     * A cage's several allowed sums, or null for one target. Such a cage is read by its value sets only: the
     * bounded search over its cells' values ({@link #supports}) knows one target.
     */
    long[] targets;

    /** Set when every two cells of the cage see each other: the cage is read by its value sets. */
    CageSets sets;

    @Override
    long effort(Board b, long cap) {
        if (!prepared) prepare();
        // a clue cage whose cells do not all see each other (a little killer's diagonal, a long KenKen cage) is
        // read by a bounded search (NODES) that stops once every value has a reading: in the main loop it is
        // always asked, as a person adds up a 47 over six cells at once; chains still wait until its cells have
        // few candidates. The 45 rule's equations keep their order (LinearCage says when they are asked)
        if (sets == null && targets != null) return Long.MAX_VALUE;
        if (sets == null) return coef == null ? Math.min(super.effort(b, cap), SPREAD) : super.effort(b, cap);
        long union = 0;
        for (int c : cells) union |= b.cand[c];
        return sets.effort(union);
    }

    /** Values in every combination left, after {@link #prune}; whether its answer was a kept one. */
    private long every;
    private boolean recalled;
    private long[] pruneSig;
    private long[][] pruneDom;
    private int[] pruneAnswer;
    private long[] pruneEvery;
    private long[] pruneUsed;
    private int pruneBits, pruneStores;

    /**
     * The cage's combinations narrowed to its cells' candidates, into {@code dom}: a function of those cells
     * alone, so the answers to the last signatures seen are kept (forcing chains meet the same cells many
     * times over from one board).
     */
    private int prune(Board b) {
        int k = cells.length;
        long sig = signature(b, cells, 0xC2B2AE3D27D4EB4FL);
        int slot = pruneSig == null ? 0 : slot(sig, pruneBits);
        recalled = pruneSig != null && (pruneUsed[slot >>> 6] >>> slot & 1) != 0 && pruneSig[slot] == sig;
        if (recalled) {
            System.arraycopy(pruneDom[slot], 0, dom, 0, k);
            every = pruneEvery[slot];
            return pruneAnswer[slot];
        }
        for (int i = 0; i < k; i++) dom[i] = b.cand[cells[i]];
        int pruned = sets != null ? sets.prune(dom, NODES, 0) : supports.prune(dom, NODES, null);
        every = -1L;
        if (sets != null && pruned == CageSupports.NARROWED) for (long set : sets.sets) every &= set;
        if (pruneSig == null || pruneBits < MEMO_BITS && ++pruneStores > GROW) {
            pruneBits = pruneSig == null ? FIRST_BITS : MEMO_BITS;
            pruneSig = new long[1 << pruneBits];
            pruneDom = new long[1 << pruneBits][];
            pruneAnswer = new int[1 << pruneBits];
            pruneEvery = new long[1 << pruneBits];
            pruneUsed = new long[Math.max(1, (1 << pruneBits) / 64)];
            slot = slot(sig, pruneBits);
        }
        pruneSig[slot] = sig;
        pruneDom[slot] = dom.clone();
        pruneAnswer[slot] = pruned;
        pruneEvery[slot] = every;
        pruneUsed[slot >>> 6] |= 1L << slot;
        return pruned;
    }

    @Override
    public Step deduce(Board b) {
        if (!prepared) prepare();
        if (sets == null && targets != null) return null;
        int k = cells.length;
        int pruned = prune(b);
        if (pruned == CageSupports.NONE) return impossible(b, subject(b) + " has no combination left");
        if (pruned != CageSupports.NARROWED) return null;
        long inEvery = every;
        long[] removed = new long[k];
        boolean any = false;
        long union = 0;
        for (int i = 0; i < k; i++) {
            removed[i] = b.cand[cells[i]] & ~dom[i];
            any |= removed[i] != 0;
            union |= dom[i];
        }
        List<Step.Candidate> elim = new ArrayList<>();
        collect(b, cells, removed, elim);
        // a value in every combination is in the cage: cells outside that see all its places lose it. Asked only
        // where such cells exist, and then by one search without the value.
        StringBuilder must = new StringBuilder();
        List<Integer> touched = new ArrayList<>();
        if (coef == null) {
            // a cage read by its sets: only values in every set left (most cages on most boards have none)
            for (long m = sets != null ? union & inEvery : union; m != 0; m &= m - 1) {
                int v = Long.numberOfTrailingZeros(m);
                List<Integer> places = new ArrayList<>();
                boolean open = false;
                for (int i = 0; i < k; i++)
                    if ((dom[i] & (1L << v)) != 0) {
                        places.add(cells[i]);
                        open |= !b.placed[cells[i]];
                    }
                if (!open || sets != null && (inEvery >>> v & 1) == 0) continue;
                List<Integer> out = b.seeingAll(places, v);
                out.removeIf(c -> Cells.contains(cells, c));
                if (out.isEmpty()) continue;
                if (sets == null) {
                    long[] without = dom.clone();
                    boolean empty = false;
                    for (int i = 0; i < k; i++) empty |= (without[i] &= ~(1L << v)) == 0;
                    if (!empty && supports.any(without, NODES)) continue;
                }
                for (int c : out) elim.add(b.candidate(c, v));
                touched.addAll(out);
                if (!b.silent) must.append(must.length() == 0 ? "" : "; ").append(name).append(" must hold ").append(b.v(v))
                        .append(" (in ").append(b.names(places)).append("), so ").append(b.names(out))
                        .append(out.size() == 1 ? " is not " : " are not ").append(b.v(v)).append(Reasons.seeing(L, out, places));
            }
        }
        if (elim.isEmpty()) return null;
        if (b.silent) return new Step(technique(b), technique(b).rating(), List.of(name), "", List.of(), elim,
                touched.isEmpty() ? cells : Cells.concat(cells, touched));
        // the combinations left, for the sentence: enumerated once more, only now that there is a step to say
        TreeSet<String> combos = new TreeSet<>();
        boolean all;
        if (sets != null) {
            all = true;
            if (recalled) { // the sets left are the enumeration's own state: made again for the sentence
                long[] again = new long[k];
                for (int i = 0; i < k; i++) again[i] = b.cand[cells[i]];
                sets.prune(again, NODES, 0);
            }
            for (long set : sets.sets) if (combos.size() <= COUNTED) combos.add(combination(set));
        } else {
            long[] shownDom = dom.clone();
            all = supports.prune(shownDom, NODES, chosen -> {
                if (combos.size() <= COUNTED) combos.add(combination(b, chosen));
            }) == CageSupports.NARROWED;
        }
        if (elim.isEmpty()) return null;
        StringBuilder text = new StringBuilder(subject(b)).append(combinations(combos, all));
        if (any) text.append(": ").append(losses(b, cells, removed));
        if (must.length() > 0) text.append(any ? "; " : ": ").append(must);
        int[] shown = touched.isEmpty() ? cells : Cells.concat(cells, touched);
        Technique t = technique(b);
        // HoDoKu's one line: the cage or equation and its combinations, then the removals
        String line = t.name() + ": " + subject(b) + (all && combos.size() <= SHOWN_CAGE ? " {" + String.join(" ", combos) + "}" : "")
                + " " + Notation.results(L.canvas, List.of(), elim);
        return new Step(t, t.rating(), List.of(name), text.toString() + ".", List.of(), elim, shown).withForms(line, null);
    }

    /** The cage and what it asks, in words. */
    String subject(Board b) {
        String what = switch (mode) {
            case SUM -> targets == null ? "sum " + target : "sum " + sums();
            case PRODUCT -> "product " + target;
            case SUBTRACT -> "difference " + target;
            case DIVIDE -> "ratio " + target;
            case SUM_OR_PRODUCT -> "sum or product " + target;
            case ANY_OF_TWO -> target + " by + − × or ÷";
        };
        String size = cells.length + (cells.length == 1 ? " cell" : " cells");
        // a cage named as drawn says its total already: "the 14 cage at r1c1 (3 cells)"
        return L.names.tellsTotal(name) ? name + " (" + size + ")" : name + " (" + what + " in " + size + ")";
    }

    /** The combinations left, after the subject: " can only be one of 3+9, 4+8, 5+7". */
    String combinations(java.util.Collection<String> combos, boolean all) {
        if (!all) return " has many combinations left";
        if (combos.size() <= (coef == null ? SHOWN_CAGE : SHOWN)) return " can only be " + either(combos);
        return " has " + (combos.size() > COUNTED ? "over " + COUNTED : combos.size()) + " combinations left";
    }

    /** Choices in words: "3+9", "3+9 or 4+8", "3+9, 4+8 or 5+7". */
    static String either(java.util.Collection<String> choices) {
        List<String> c = new ArrayList<>(choices);
        if (c.size() <= 1) return String.join("", c);
        return String.join(", ", c.subList(0, c.size() - 1)) + " or " + c.get(c.size() - 1);
    }

    /** The several sums in words: "10 or 19", "6, 15 or 24". */
    private String sums() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < targets.length; i++)
            sb.append(i == 0 ? "" : i == targets.length - 1 ? " or " : ", ").append(targets[i]);
        return sb.toString();
    }

    /** A value set of a cage whose values all differ, smallest first. */
    String combination(long set) {
        long sum = 0;
        for (long m = set; m != 0; m &= m - 1) sum += L.value(Long.numberOfTrailingZeros(m));
        String op = mode == CageSupports.Mode.PRODUCT || (mode == CageSupports.Mode.SUM_OR_PRODUCT && sum != target) ? "×" : "+";
        StringBuilder sb = new StringBuilder();
        for (long m = set; m != 0; m &= m - 1) sb.append(sb.length() == 0 ? "" : op).append(L.value(Long.numberOfTrailingZeros(m)));
        return sb.toString();
    }

    String combination(Board b, int[] chosen) {
        int k = cells.length;
        int[] vals = new int[k];
        for (int i = 0; i < k; i++) vals[i] = L.value(chosen[i]);
        if (mode == CageSupports.Mode.SUBTRACT || mode == CageSupports.Mode.DIVIDE || mode == CageSupports.Mode.ANY_OF_TWO) {
            int hi = Math.max(vals[0], vals[1]), lo = Math.min(vals[0], vals[1]);
            String op = mode == CageSupports.Mode.SUBTRACT ? "−" : mode == CageSupports.Mode.DIVIDE ? "÷" : "&";
            return hi + op + lo;
        }
        if (coef != null) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < k; i++) sb.append(i == 0 ? (coef[i] < 0 ? "−" : "") : coef[i] < 0 ? "−" : "+").append(vals[i]);
            return sb.toString();
        }
        java.util.Arrays.sort(vals);
        long sum = 0;
        for (int v : vals) sum += v;
        String op = mode == CageSupports.Mode.PRODUCT || (mode == CageSupports.Mode.SUM_OR_PRODUCT && sum != target) ? "×" : "+";
        StringBuilder sb = new StringBuilder();
        for (int v : vals) sb.append(sb.length() == 0 ? "" : op).append(v);
        return sb.toString();
    }
}
