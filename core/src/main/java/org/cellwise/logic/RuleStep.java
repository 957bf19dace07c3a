package org.cellwise.logic;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.cellwise.constraint.Relation;
import org.cellwise.engine.propagation.CageSupports;

/**
 * A rule's own deduction with its reason: cage combinations (killer, KenKen, Kakuro runs, sum groups, Sujiko
 * circles, header headings, innies and outies), a relation's possible values (greater-than), equal cells. Each
 * remembers the candidates it last found nothing in, so an unchanged rule costs one pass over its cells; a rule whose
 * steps stay in the cells it reads keeps its last answers too ({@link #closed}), and a cage its enumerations.
 */
abstract class RuleStep {
    final String name;
    final String family;
    final int[] cells;
    final Layout L;
    /**
     * The last signature that gave nothing, on a chain's board and on the explained board apart: a rule that reads
     * cells outside its own (a cage's "must hold") may find nothing on a chain's board, whose other cells have fewer
     * candidates, where the explained board with the same cells of its own has a step.
     */
    private long quietSilent = Long.MIN_VALUE, quietTold = Long.MIN_VALUE;

    RuleStep(String name, String family, int[] cells, Layout layout) {
        this.name = layout.names.of(name); // a cage "the 14 cage at r1c1", as the player sees it
        this.family = family;
        this.cells = cells;
        this.L = layout;
    }

    static RuleStep cage(String name, String family, int[] cells, CageSupports.Mode mode, long target,
            boolean distinct, Layout layout) {
        return new Cage(name, family, cells, null, mode, target, distinct, layout);
    }

    /**
     * A killer cage whose values add up to any of {@code targets} (a digital-root cage), read by its value sets as a
     * killer cage is, so its steps name the combinations left: its cells all see each other through its own group.
     */
    static RuleStep multiSum(String name, String family, int[] cells, long[] targets, Layout layout) {
        Cage c = new Cage(name, family, cells, null, CageSupports.Mode.SUM, targets[0], true, layout);
        c.targets = targets;
        return c;
    }

    static RuleStep relation(Relation r, String family, Layout layout) {
        return new Pair(r, family, layout);
    }

    static RuleStep line(org.cellwise.constraint.Scan sc, String family, Layout layout) {
        return new Line(sc, family, layout);
    }

    static RuleStep equal(org.cellwise.constraint.Equal e, String family, Layout layout) {
        return new Same(e.name(), family, e.cells(), layout);
    }

    /** The next step this rule gives, or null. */
    final Step find(Board b) {
        return find(b, Cage.SPREAD);
    }

    /**
     * The same, leaving alone a rule whose cells could take more than {@code spread} value tuples: forcing chains
     * follow rules many thousand times, and there only small cages are worth asking.
     */
    final Step find(Board b, long spread) {
        if (effort(b, spread) > spread) return null;
        // asked even when every cell is placed: under a forcing chain's assumption the values may break the rule
        long sig = signature(b);
        if (sig == (b.silent ? quietSilent : quietTold)) return null;
        int slot = memoSig == null ? 0 : slot(sig, memoBits);
        // a step kept without its sentence (found on a chain's board) is found again where it is to be told
        if (closed() && memoSig != null && (memoUsed[slot >>> 6] >>> slot & 1) != 0 && memoSig[slot] == sig
                && (b.silent || memoStep[slot] == null || !memoStep[slot].text().isEmpty()))
            return memoStep[slot];
        Step s = deduce(b);
        if (s == null) {
            if (b.silent) quietSilent = sig;
            else quietTold = sig;
        }
        if (closed()) {
            if (memoSig == null || memoBits < MEMO_BITS && ++memoStores > GROW) {
                memoBits = memoSig == null ? FIRST_BITS : MEMO_BITS;
                memoSig = new long[1 << memoBits];
                memoStep = new Step[1 << memoBits];
                memoUsed = new long[Math.max(1, (1 << memoBits) / 64)];
                slot = slot(sig, memoBits);
            }
            memoSig[slot] = sig;
            memoStep[slot] = s;
            memoUsed[slot >>> 6] |= 1L << slot;
        }
        return s;
    }

    /**
     * Whether a step of this rule removes candidates only from the cells it {@link #reads}: then its signature
     * says the whole answer, step or none, and the answers to the last signatures seen are kept. Forcing chains
     * ask every rule after each inference of each assumption, all from one board, so most signatures come back;
     * kept answers measured 1.5x the cases worked per second on a minimal killer. A cage's "must hold" step
     * reaches cells outside it, so a cage keeps only its enumeration ({@link Cage}).
     */
    boolean closed() {
        return false;
    }

    /**
     * 4,096 answers kept per rule that forcing chains ask: on six minimal killers (explain, one thread) 64 took 41 s,
     * 1,024 34 s, 4,096 31 s, 16,384 33 s; the same text each time, and within 200 MB of heap. A table starts at 64
     * and grows after 1,024 answers kept: a puzzle that needs no chains then does not clear 4,096 slots per rule
     * (`grade --threads 1` on the 405 janko killers: 2.9 s with every table at 4,096 from the start, 2.2 s so).
     */
    private static final int MEMO_BITS = 12, FIRST_BITS = 6, GROW = 1 << 10;

    /** Where a signature is kept in a table of 2^bits answers. */
    static int slot(long sig, int bits) {
        return (int) ((sig * 0x9E3779B97F4A7C15L) >>> (64 - bits));
    }
    private long[] memoSig;
    private Step[] memoStep;
    private long[] memoUsed;
    private int memoBits, memoStores;

    abstract Step deduce(Board b);

    /**
     * The cells whose candidates (and being placed) the deduction reads, those its signature hashes: a step it gives
     * rests on them alone, which is how a two-case step's text keeps only the steps it needs ({@link Trace}).
     */
    int[] reads() {
        return cells;
    }

    /** What the deduction reads, hashed: the same signature gives the same (empty) answer, so it is not asked again. */
    long signature(Board b) {
        return signature(b, cells, 0x9E3779B97F4A7C15L);
    }

    static long signature(Board b, int[] of, long seed) {
        long sig = seed;
        // being placed counts: a deduction reads it (a placed cell's value is settled, an unplaced single is not yet),
        // and a signature without it let a step found after one history be skipped after another
        for (int c : of) sig = (sig ^ b.cand[c]) * 0x100000001B3L + (b.placed[c] ? c + 0x5BD1E995L : c);
        return sig;
    }

    /** How much work a deduction takes, in value tuples the rule's cells could take (stopping once past {@code cap}). */
    long effort(Board b, long cap) {
        long tuples = 1;
        for (int c : cells) if ((tuples *= Long.bitCount(b.cand[c])) > cap) return tuples;
        return tuples;
    }

    /** The technique's name as a person knows it in this puzzle's family. */
    Technique technique(Board b) {
        String f = family;
        if (f.equals("sum group") && "kakuro".equals(b.kind)) f = "Kakuro run";
        if (f.equals("sum group") && "sujiko".equals(b.kind)) f = "Sujiko circle";
        return Technique.rule(f);
    }

    /** "r1c1 loses 1/2, r1c2 loses 9" from per-cell masks of removed values. */
    static String losses(Board b, int[] cells, long[] removed) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < cells.length; i++)
            if (removed[i] != 0)
                sb.append(sb.length() == 0 ? "" : ", ").append(b.L.name(cells[i])).append(" cannot be ").append(b.values(removed[i]));
        return sb.toString();
    }

    /**
     * The rule cannot be met by any values its cells have left. On a board that holds the solution this never
     * happens; it happens under a forcing chain's assumption, and the step then empties the rule's cells so the
     * chain sees the contradiction and names the rule that ran out.
     */
    Step impossible(Board b, String why) {
        List<Step.Candidate> elim = new ArrayList<>();
        for (int c : cells)
            for (long m = b.cand[c]; m != 0; m &= m - 1) {
                Step.Candidate x = b.candidate(c, Long.numberOfTrailingZeros(m));
                if (!elim.contains(x)) elim.add(x);
            }
        if (elim.isEmpty()) return null;
        StringBuilder held = new StringBuilder();
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (int c : cells)
            if (seen.add(c)) held.append(held.length() == 0 ? "" : ", ").append(L.name(c)).append(" ").append(b.values(b.cand[c]));
        Technique t = technique(b);
        return new Step(t, t.rating(), List.of(name), why + " with " + held + ".", List.of(), elim, cells);
    }

    /**
     * The step that leaves each of the rule's cells only the values of {@code keep} (per cell), or null when that
     * removes nothing; {@code words} says it from the removed values (per cell).
     */
    Step narrowed(Board b, long[] keep, java.util.function.Function<long[], String> words) {
        long[] removed = new long[cells.length];
        boolean any = false;
        for (int i = 0; i < cells.length; i++) {
            removed[i] = b.cand[cells[i]] & ~keep[i];
            any |= removed[i] != 0;
        }
        if (!any) return null;
        List<Step.Candidate> elim = new ArrayList<>();
        collect(b, cells, removed, elim);
        Technique t = technique(b);
        return new Step(t, t.rating(), List.of(name), words.apply(removed), List.of(), elim, cells);
    }

    static void collect(Board b, int[] cells, long[] removed, List<Step.Candidate> out) {
        for (int i = 0; i < cells.length; i++)
            for (long m = removed[i]; m != 0; m &= m - 1) out.add(b.candidate(cells[i], Long.numberOfTrailingZeros(m)));
    }

    /** A cage of any operation, or a derived equation (the 45 rule) with ±1 coefficients. */
    static class Cage extends RuleStep {
        /** A cage lists up to ten combinations; an equation of the 45 rule, whose readings are long, six. */
        static final int NODES = 50_000, SHOWN = 6, SHOWN_CAGE = 10, COUNTED = 99;
        /** Above this many value tuples a cage waits until its cells have fewer candidates (as the engine's does). */
        static final long SPREAD = 50_000;
        final CageSupports.Mode mode;
        final long target;
        final int[] coef;
        final CageSupports supports;
        private final long[] dom;
        boolean prepared;

        Cage(String name, String family, int[] cells, int[] coef, CageSupports.Mode mode, long target, boolean distinct,
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
        Step deduce(Board b) {
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
                    out.removeIf(c -> contains(cells, c));
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
                    touched.isEmpty() ? cells : concat(cells, touched));
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
            int[] shown = touched.isEmpty() ? cells : concat(cells, touched);
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

    /** A relation between two cells other than "differ" (greater-than, non-consecutive, ...). */
    static final class Pair extends RuleStep {
        private final Relation r;

        Pair(Relation r, String family, Layout layout) {
            super(r.name(), family, new int[] {r.a(), r.b()}, layout);
            this.r = r;
        }

        @Override
        Step deduce(Board b) {
            long da = b.cand[r.a()], db = b.cand[r.b()];
            long keepA = 0, keepB = 0;
            // two cells that see each other differ too: an X between cells of a row cannot be 5 and 5
            boolean apart = L.sees(r.a(), r.b());
            boolean sameRuled = false;
            for (long x = da; x != 0; x &= x - 1)
                for (long y = db; y != 0; y &= y - 1) {
                    int vx = Long.numberOfTrailingZeros(x), vy = Long.numberOfTrailingZeros(y);
                    if (apart && vx == vy) {
                        sameRuled |= r.test(L.value(vx), L.value(vy));
                        continue;
                    }
                    if (r.test(L.value(vx), L.value(vy))) {
                        keepA |= 1L << vx;
                        keepB |= 1L << vy;
                    }
                }
            if (keepA == 0 || keepB == 0)
                return impossible(b, name + ": no pair of values is left for " + L.name(r.a()) + " and " + L.name(r.b()));
            long[] removed = {da & ~keepA, db & ~keepB};
            if (removed[0] == 0 && removed[1] == 0) return null;
            List<Step.Candidate> elim = new ArrayList<>();
            collect(b, cells, removed, elim);
            String rel = words(L, r);
            String a = L.name(r.a()), bn = L.name(r.b());
            String why = rel + (sameRuled ? (Reasons.apart(r) != null ? "; they also see each other" : " and they see each other") + Reasons.join(Reasons.seeing(L, List.of(r.a()), List.of(r.b())))
                    .replace(" (", ", ").replace(")", "") : "") + ", and " + a + " is " + b.values(da) + " while " + bn + " is " + b.values(db);
            Technique t = technique(b);
            return new Step(t, t.rating(), List.of(name), name + ": " + why + ", so " + losses(b, cells, removed) + ".",
                    List.of(), elim, cells);
        }

        /** What a relation asks of its two cells, in a person's words ("r1c1 < r1c2", "r1c1 and r1c2 differ by 3"). */
        static String words(Layout L, Relation r) {
            String a = L.name(r.a()), bn = L.name(r.b());
            String rel = switch (r.kind()) {
                case LESS -> a + " < " + bn;
                case NOT_EQUAL -> a + " and " + bn + " differ";
                case NOT_CONSECUTIVE -> a + " and " + bn + " are not consecutive";
                case DIFFERENCE -> r.k() == 1 ? a + " and " + bn + " are consecutive" : a + " and " + bn + " differ by " + r.k();
                case NOT_DIFFERENCE -> r.k() == 1 ? a + " and " + bn + " are not consecutive" : a + " and " + bn + " do not differ by " + r.k();
                case RATIO -> r.k() == 2 ? "one of " + a + " and " + bn + " is twice the other" : "one of " + a + " and " + bn + " is " + r.k() + " times the other";
                case NOT_RATIO -> r.k() == 2 ? "neither of " + a + " and " + bn + " is twice the other" : "neither of " + a + " and " + bn + " is " + r.k() + " times the other";
                case SUM -> a + " + " + bn + " = " + r.k();
                case NOT_SUM -> a + " + " + bn + " ≠ " + r.k();
                case NOT_BOTH -> a + " and " + bn + " are not both " + r.k();
                default -> a + " and " + bn + " " + said(r);
            };
            String move = Reasons.apart(r);
            if (move != null) rel = a + " and " + bn + " are " + move + ", so " + switch (r.kind()) {
                case NOT_SUM -> "they may not add up to " + r.k();
                case NOT_BOTH -> "they may not both be " + r.k();
                case NOT_CONSECUTIVE -> "they may not be consecutive";
                default -> "they " + said(r);
            };
            return rel;
        }

        /** The values of two cells the relation allows, as masks {keepA, keepB}, cells that see each other apart. */
        static long[] allowed(Layout L, Relation r, long da, long db) {
            boolean apart = L.sees(r.a(), r.b());
            long keepA = 0, keepB = 0;
            for (long x = da; x != 0; x &= x - 1)
                for (long y = db; y != 0; y &= y - 1) {
                    int vx = Long.numberOfTrailingZeros(x), vy = Long.numberOfTrailingZeros(y);
                    if (apart && vx == vy) continue;
                    if (r.test(L.value(vx), L.value(vy))) {
                        keepA |= 1L << vx;
                        keepB |= 1L << vy;
                    }
                }
            return new long[] {keepA, keepB};
        }
    }

    /** What a relation with a parameter asks of its two cells, as a person says it: "are at least 2 apart". */
    static String said(Relation r) {
        int k = r.k();
        return switch (r.kind()) {
            case DIFFERENCE -> "differ by " + k;
            case NOT_DIFFERENCE -> "do not differ by " + k;
            case APART_AT_LEAST -> "are at least " + k + " apart";
            case APART_AT_MOST -> "are at most " + k + " apart";
            case RATIO -> "are such that one is " + k + " times the other";
            case NOT_RATIO -> "are such that neither is " + k + " times the other";
            case SUM -> "add up to " + k;
            case NOT_SUM -> "do not add up to " + k;
            case OTHER_BAND -> "lie in different bands of " + k + " values";
            case NOT_BOTH -> "are not both " + k;
            default -> "have " + r.kind().word + (r.kind().parameterised() ? " " + k : "");
        };
    }

    /** Cells that hold one value (seed 002's diagonal). */
    static final class Same extends RuleStep {
        Same(String name, String family, int[] cells, Layout layout) {
            super(name, family, cells, layout);
        }

        @Override
        Step deduce(Board b) {
            long all = -1L;
            for (int c : cells) all &= b.cand[c];
            if (all == 0) return impossible(b, name + " holds one value, and no value is left in all its cells");
            long common = all;
            long[] keep = new long[cells.length];
            java.util.Arrays.fill(keep, common);
            return narrowed(b, keep, removed -> name + " holds one value, and only " + b.values(common)
                    + " is possible in all its cells: " + losses(b, cells, removed) + ".");
        }
    }

    static boolean contains(int[] a, int x) {
        for (int y : a) if (y == x) return true;
        return false;
    }

    static int[] concat(int[] a, List<Integer> b) {
        int[] out = java.util.Arrays.copyOf(a, a.length + b.size());
        for (int i = 0; i < b.size(); i++) out[a.length + i] = b.get(i);
        return out;
    }

    /**
     * A line clue (sandwich, X-sum, skyscrapers, arrow, quadruple, odd/even...): the values no complete reading of
     * the line allows under the current candidates go, read off the clue's unrolled graph as the engine does.
     */
    static final class Line extends RuleStep {
        private final org.cellwise.constraint.Scan sc;
        private org.cellwise.constraint.Unrolled u;

        Line(org.cellwise.constraint.Scan sc, String family, Layout layout) {
            super(sc.name(), family, sc.cells(), layout);
            this.sc = sc;
        }

        /**
         * A line is read along its unrolled graph, one pass per edge, however many tuples its cells could take: the
         * measure is the graph's size (with values all different, times the cells, for the walk over values used).
         */
        @Override
        long effort(Board b, long cap) {
            if (u == null) u = org.cellwise.constraint.Unrolled.of(sc, L.min, L.min + L.size - 1);
            long edges = 0;
            for (int[] f : u.from) edges += f.length;
            // or the tuples its cells can still take, when fewer: a skyscraper or sandwich across a whole row is
            // thousands of edges, past what a chain follows, yet once most of its cells are settled reading it is
            // cheap, and a chain that fills the row with values the clue forbids must see it break
            return Math.min(edges * (distinct != null && distinct ? cells.length : 1), super.effort(b, cap));
        }

        /** Whether the line's cells all see each other (a sandwich or X-sum across a whole row, say). */
        private Boolean distinct;

        @Override
        Step deduce(Board b) {
            if (u == null) u = org.cellwise.constraint.Unrolled.of(sc, L.min, L.min + L.size - 1);
            if (distinct == null) distinct = seeEachOther() && !(sc.machine() instanceof org.cellwise.constraint.Machine.Iff);
            if (distinct) {
                Step s = deduceDistinct(b);
                if (s != null) return s;
            }
            if (sc.machine() instanceof org.cellwise.constraint.Machine.NonDecreasing) {
                Step s = climbs(b);
                if (s != null) return s;
            }
            int n = u.length();
            boolean[][] fwd = new boolean[n + 1][], bwd = new boolean[n + 1][];
            for (int i = 0; i <= n; i++) {
                fwd[i] = new boolean[u.states[i]];
                bwd[i] = new boolean[u.states[i]];
            }
            if (u.states[0] == 0) return null;
            fwd[0][0] = true;
            for (int i = 0; i < n; i++)
                for (int k = 0; k < u.from[i].length; k++)
                    if (fwd[i][u.from[i][k]] && has(b, i, u.value[i][k])) fwd[i + 1][u.to[i][k]] = true;
            java.util.Arrays.fill(bwd[n], true);
            long[] keep = new long[n];
            for (int i = n - 1; i >= 0; i--)
                for (int k = 0; k < u.from[i].length; k++)
                    if (fwd[i][u.from[i][k]] && fwd[i + 1][u.to[i][k]] && bwd[i + 1][u.to[i][k]] && has(b, i, u.value[i][k])) {
                        bwd[i][u.from[i][k]] = true;
                        keep[i] |= 1L << (u.value[i][k] - L.min);
                    }
            // a cell read twice keeps what every reading allows
            long[] removed = new long[n];
            boolean any = false;
            for (int i = 0; i < n; i++) {
                long kept = -1L;
                for (int j = 0; j < n; j++) if (cells[j] == cells[i]) kept &= keep[j];
                removed[i] = b.cand[cells[i]] & ~kept;
                for (int j = 0; j < i; j++) if (cells[j] == cells[i]) removed[i] = 0;
                any |= removed[i] != 0;
                if ((b.cand[cells[i]] & kept) == 0)
                    return impossible(b, name + ": " + what() + ", and no reading of the line is left");
            }
            if (!any) {
                Step s = apart(b);
                return s != null ? s : mustHold(b);
            }
            List<Step.Candidate> elim = new ArrayList<>();
            collect(b, cells, removed, elim);
            Technique t = technique(b);
            String why = sc.machine() instanceof org.cellwise.constraint.Machine.Iff f ? pointing(b, f)
                    : what() + ", and no reading of the line puts those values there";
            return new Step(t, t.rating(), List.of(name), name + ": " + why + ", so " + losses(b, cells, removed) + ".", List.of(), elim, cells);
        }

        /**
         * A slow thermometer read with its houses: two of its cells that see each other cannot be equal, so the later
         * is above the earlier, not merely at least it. A cell's least value is then the longest such climb from the
         * bulb, its greatest what the climbs left to the end allow, as a solver counts "r8c4 is above four cells of the
         * line it sees, one above another, so at least 5". Any length of line (the walk of {@link #apart} stops at 16
         * cells), and cheap enough for a forcing chain's board.
         */
        private Step climbs(Board b) {
            int n = cells.length;
            int[] lo = new int[n], hi = new int[n];
            for (int i = 0; i < n; i++) {
                int least = i == 0 ? 0 : lo[i - 1];
                for (int j = 0; j < i; j++) if (L.sees(cells[j], cells[i])) least = Math.max(least, lo[j] + 1);
                long m = least >= 64 ? 0 : b.cand[cells[i]] & (-1L << least);
                if (m == 0) return impossible(b, name + ": " + what() + ", and its cells that see each other cannot repeat, so " + L.name(cells[i])
                        + " has no value high enough,");
                lo[i] = Long.numberOfTrailingZeros(m);
            }
            for (int i = n - 1; i >= 0; i--) {
                int most = i == n - 1 ? 63 : hi[i + 1];
                for (int k = i + 1; k < n; k++) if (L.sees(cells[i], cells[k])) most = Math.min(most, hi[k] - 1);
                long m = most < 0 ? 0 : b.cand[cells[i]] & (most >= 63 ? -1L : (1L << (most + 1)) - 1);
                if (m == 0) return impossible(b, name + ": " + what() + ", and its cells that see each other cannot repeat, so " + L.name(cells[i])
                        + " has no value low enough,");
                hi[i] = 63 - Long.numberOfLeadingZeros(m);
            }
            long[] keep = new long[n];
            for (int i = 0; i < n; i++) keep[i] = (hi[i] >= 63 ? -1L : (1L << (hi[i] + 1)) - 1) & (-1L << lo[i]);
            return narrowed(b, keep, removed -> b.silent ? "" : name + ": " + what()
                    + ", and each cell is above every earlier one of the line it sees, so " + losses(b, cells, removed) + ".");
        }

        /**
         * A value every reading of the line puts somewhere on it: cells outside that see all its places lose it, as a
         * solver says "the quadruple needs a 1, and it can only be in r3c3 or r3c4, so the rest of row 3 is not 1" (a
         * cage's "must hold"). Asked only where such cells exist, then by one more reading with the value left out;
         * not for a line that covers a whole house, which holds every value anyway (its own locked candidates say it).
         * Not on a forcing chain's board: followed there, it doubled the time of a puzzle that ends in a guess anyway
         * (Orbit, data/fpuzzles-more.tsv: 32 s to 62 s) and made one chain longer (Boxes: 7.6 to 9.0).
         */
        private Step mustHold(Board b) {
            if (b.silent || sc.machine() instanceof org.cellwise.constraint.Machine.Iff) return null;
            if (coversHouse == null) coversHouse = coversHouse();
            if (coversHouse) return null;
            long union = 0;
            for (int c : cells) union |= b.cand[c];
            List<Step.Candidate> elim = new ArrayList<>();
            List<Integer> touched = new ArrayList<>();
            StringBuilder must = new StringBuilder();
            for (long m = union; m != 0; m &= m - 1) {
                int v = Long.numberOfTrailingZeros(m);
                List<Integer> places = new ArrayList<>();
                boolean open = false;
                for (int c : cells)
                    if (b.has(c, v) && !places.contains(c)) {
                        places.add(c);
                        open |= !b.placed[c];
                    }
                if (!open) continue;
                List<Integer> out = b.seeingAll(places, v);
                out.removeIf(c -> contains(cells, c));
                if (out.isEmpty()) continue;
                boolean without;
                if (distinct) without = walk(b, 0, 0, 1L << v, new long[u.length()], new java.util.HashMap<>());
                else if (apartApplies(b)) {
                    Boolean r = apartWalk(b, 0, 0, new int[u.length()], new long[u.length()], new java.util.HashMap<>(), new int[1], v);
                    without = r == null || r;
                } else without = readsWithout(b, v);
                if (without) continue;
                for (int c : out) elim.add(b.candidate(c, v));
                touched.addAll(out);
                if (!b.silent) must.append(must.length() == 0 ? "" : "; ").append("every reading of it puts ").append(b.v(v))
                        .append(places.size() == 1 ? " in " : " in one of ").append(b.names(places)).append(", so ").append(b.names(out))
                        .append(out.size() == 1 ? " is not " : " are not ").append(b.v(v)).append(Reasons.seeing(L, out, places));
            }
            if (elim.isEmpty()) return null;
            Technique t = technique(b);
            String text = b.silent ? "" : name + ": " + what() + "; " + (distinct ? "with its values all different, " : "") + must + ".";
            return new Step(t, t.rating(), List.of(name), text, List.of(), elim, concat(cells, touched));
        }

        /**
         * The line read with those of its cells that see each other different, where some do and others do not (a
         * between line bent over two boxes, whose inner cells in one row need as many values between the ends): the
         * reading above lets them repeat, the one with all values different does not apply. A depth-first walk that
         * remembers (cell, machine state, values of the earlier cells a later one sees), given up past {@link
         * #APART_NODES}. Not on a forcing chain's board, as {@link #mustHold}.
         */
        private Step apart(Board b) {
            if (!apartApplies(b)) return null;
            int n = u.length();
            long[] keep = new long[n];
            int[] nodes = {0};
            Boolean ok = apartWalk(b, 0, 0, new int[n], keep, new java.util.HashMap<>(), nodes, -1);
            if (ok == null) return null;
            if (!ok) return impossible(b, name + ": " + what() + ", and with its cells that see each other different no reading of it is left");
            return readings(b, keep, "with its cells different within " + seeing());
        }

        /** The values no reading kept ({@code keep}, per position) leave the line's cells, read so ({@code how}). */
        private Step readings(Board b, long[] keep, String how) {
            return narrowed(b, keep, removed -> name + ": " + what() + ", and " + how + " no reading of it puts"
                    + " those values there, so " + losses(b, cells, removed) + ".");
        }

        private static final int APART_NODES = 60_000;

        private record Walked(int i, int state, long vals) {}

        /** Per position i, the earlier positions (bits) whose cells a cell at i or later sees. */
        private long[] liveAt;

        /**
         * Per position, the earlier positions whose cells its cell sees; empty when no two cells of the line see each
         * other, or a cell is read twice (an indexer's), where the walk's memory would not say enough.
         */
        private int[][] seenBy;

        private boolean apartApplies(Board b) {
            if (b.silent || distinct || L.size > 16 || cells.length > 16) return false;
            if (seenBy == null) {
                seenBy = seenBy();
                liveAt = new long[cells.length + 1];
                for (int j = 0; j < seenBy.length; j++)
                    for (int k : seenBy[j])
                        for (int i = k + 1; i <= j; i++) liveAt[i] |= 1L << k;
            }
            return seenBy.length > 0;
        }

        private int[][] seenBy() {
            int n = cells.length;
            int[][] out = new int[n][];
            boolean some = false;
            for (int i = 0; i < n; i++) {
                List<Integer> ks = new ArrayList<>();
                for (int k = 0; k < i; k++) {
                    if (cells[k] == cells[i]) return new int[0][];
                    if (L.sees(cells[k], cells[i])) ks.add(k);
                }
                some |= !ks.isEmpty();
                out[i] = ks.stream().mapToInt(Integer::intValue).toArray();
            }
            return some ? out : new int[0][];
        }

        /** Where the line's cells see each other, in words: "row 1, column 4 and box 2", the other links after. */
        private String seeing() {
            List<String> where = new ArrayList<>();
            for (int h = 0; h < L.houses.length; h++) {
                int in = 0;
                for (int c : L.houses[h]) if (contains(cells, c)) in++;
                if (in >= 2) where.add(L.houseNames[h]);
            }
            boolean other = false;
            for (int i = 0; i < seenBy.length; i++)
                for (int k : seenBy[i]) other |= !Reasons.sharesHouse(L, cells[k], cells[i]);
            String said = where.size() <= 1 ? String.join("", where)
                    : String.join(", ", where.subList(0, where.size() - 1)) + " and " + where.get(where.size() - 1);
            if (other) said += (said.isEmpty() ? "" : ", and ") + "cells another rule keeps apart";
            return said;
        }

        /**
         * Whether the line can be read on from position {@code i} in {@code state}, the earlier cells holding {@code
         * at}; null once past the node budget. {@code ban}: a value index no cell may take (-1: none).
         */
        private Boolean apartWalk(Board b, int i, int state, int[] at, long[] keep, java.util.HashMap<Walked, Boolean> memo, int[] nodes, int ban) {
            int n = u.length();
            if (i == n) return true;
            // what the rest of the line depends on: the position, the state and the values of the earlier cells a
            // later cell sees (four bits each, at the earlier cell's place: values up to 16, lines up to 16 cells)
            long vals = 0;
            for (long m = liveAt[i]; m != 0; m &= m - 1) {
                int k = Long.numberOfTrailingZeros(m);
                vals |= (long) at[k] << (4 * k);
            }
            Walked key = new Walked(i, state, vals);
            Boolean known = memo.get(key);
            if (known != null) return known;
            if (++nodes[0] > APART_NODES) return null;
            boolean ok = false;
            for (int k = 0; k < u.from[i].length; k++) {
                if (u.from[i][k] != state) continue;
                int v = u.value[i][k] - L.min;
                if (v == ban || !has(b, i, u.value[i][k])) continue;
                boolean clash = false;
                for (int e : seenBy[i]) clash |= at[e] == v;
                if (clash) continue;
                at[i] = v;
                Boolean r = apartWalk(b, i + 1, u.to[i][k], at, keep, memo, nodes, ban);
                if (r == null) return null;
                if (r) {
                    keep[i] |= 1L << v;
                    ok = true;
                }
            }
            memo.put(key, ok);
            return ok;
        }

        /** Set once: whether the line's cells include every cell of some house. */
        private Boolean coversHouse;

        private boolean coversHouse() {
            for (int[] h : L.houses) {
                boolean all = true;
                for (int c : h) all &= contains(cells, c);
                if (all) return true;
            }
            return false;
        }

        /** Whether some reading of the line, under the current candidates, leaves value index {@code v} out. */
        private boolean readsWithout(Board b, int v) {
            int n = u.length();
            boolean[] at = new boolean[u.states[0]];
            if (at.length == 0) return false;
            at[0] = true;
            for (int i = 0; i < n; i++) {
                boolean[] next = new boolean[u.states[i + 1]];
                boolean live = false;
                for (int k = 0; k < u.from[i].length; k++) {
                    int val = u.value[i][k];
                    if (at[u.from[i][k]] && val - L.min != v && has(b, i, val)) live = next[u.to[i][k]] = true;
                }
                if (!live) return false;
                at = next;
            }
            return true;
        }

        /**
         * An indexer's two cells, as a solver says it: "r5c5 holds 2 exactly when r4c5 holds 5, and r5c5 cannot be 2"
         * (or "r5c5 is 2", and the same of the other cell), which is all an either-both-or-neither pair can give.
         */
        private String pointing(Board b, org.cellwise.constraint.Machine.Iff f) {
            String x = L.name(cells[0]), t = L.name(cells[1]);
            List<String> facts = new ArrayList<>();
            long bitA = 1L << (f.a() - L.min), bitB = 1L << (f.b() - L.min);
            long cx = b.cand[cells[0]], ct = b.cand[cells[1]];
            if ((cx & bitA) == 0) facts.add(x + " cannot be " + f.a());
            else if (cx == bitA) facts.add(x + " is " + f.a());
            if ((ct & bitB) == 0) facts.add(t + " cannot be " + f.b());
            else if (ct == bitB) facts.add(t + " is " + f.b());
            return x + " holds " + f.a() + " exactly when " + t + " holds " + f.b() + (facts.isEmpty() ? "" : ", and " + String.join(" while ", facts));
        }

        /** What the line asks, with its cells named: "r1c1 = r1c2 + r1c3" for an arrow, the clue's own words else. */
        private String what() {
            if (!(sc.machine() instanceof org.cellwise.constraint.Machine.Linear lin)) return sc.describe(L::name);
            StringBuilder left = new StringBuilder(), right = new StringBuilder();
            for (int i = 0; i < cells.length; i++) {
                int w = lin.weights()[i];
                StringBuilder side = w > 0 ? left : right;
                side.append(side.length() == 0 ? "" : " + ").append(Math.abs(w) == 1 ? "" : Math.abs(w) + "·").append(L.name(cells[i]));
            }
            if (lin.target() != 0) (lin.target() > 0 ? right : left).append(" + ").append(Math.abs(lin.target()));
            return (left.length() == 0 ? "0" : left) + " = " + (right.length() == 0 ? "0" : right);
        }

        private boolean has(Board b, int i, int value) {
            return (b.cand[cells[i]] >> (value - L.min) & 1) != 0;
        }

        private boolean seeEachOther() {
            if (cells.length < 2 || cells.length > 16 || L.size > 62) return false;
            for (int i = 0; i < cells.length; i++)
                for (int j = i + 1; j < cells.length; j++)
                    if ((L.peerBits[cells[i] * L.words + (cells[j] >>> 6)] >>> cells[j] & 1) == 0) return false;
            return true;
        }

        /**
         * The same reading with the line's values all different, as its row (or column, or box) demands: the clue
         * and the house together, as a solver reasons "the 1 and the 9 are two apart, so...". A depth-first walk
         * over (cell, machine state, values used), remembered: a whole row is at most a few hundred thousand nodes.
         */
        private Step deduceDistinct(Board b) {
            int n = u.length();
            long[] keep = new long[n];
            java.util.HashMap<Long, Boolean> memo = new java.util.HashMap<>();
            if (!walk(b, 0, 0, 0L, keep, memo))
                return impossible(b, name + ": " + what() + ", and no reading of the line with its values all different is left");
            return readings(b, keep, "with the line's values all different");
        }

        private boolean walk(Board b, int i, int state, long used, long[] keep, java.util.HashMap<Long, Boolean> memo) {
            if (i == u.length()) return true;
            long key = ((long) i * 1_000_003L + state) * (1L << 20) ^ used;
            Boolean known = memo.get(key);
            if (known != null) return known;
            boolean ok = false;
            for (int k = 0; k < u.from[i].length; k++) {
                if (u.from[i][k] != state) continue;
                int v = u.value[i][k];
                long bit = 1L << (v - L.min);
                if ((used & bit) != 0 || !has(b, i, v)) continue;
                if (walk(b, i + 1, u.to[i][k], used | bit, keep, memo)) {
                    keep[i] |= bit;
                    ok = true;
                }
            }
            memo.put(key, ok);
            return ok;
        }
    }
}
