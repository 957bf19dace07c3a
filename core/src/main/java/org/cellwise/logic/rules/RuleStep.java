package org.cellwise.logic.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Relation;
import org.cellwise.engine.propagation.CageSupports;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.board.Technique;

/**
 * A rule's own deduction with its reason, one kind per class: cage combinations ({@link CageStep}: killer, KenKen,
 * Kakuro runs, sum groups, Sujiko circles, header headings, innies and outies), a relation's possible values
 * ({@link PairStep}: greater-than), equal cells ({@link SameStep}), a line clue's readings ({@link LineStep}). Each
 * remembers the candidates it last found nothing in, so an unchanged rule costs one pass over its cells; a rule whose
 * steps stay in the cells it reads keeps its last answers too ({@link #closed}), and a cage its enumerations.
 */
public abstract class RuleStep {
    public final String name;
    final String family;
    public final int[] cells;
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

    public static RuleStep cage(String name, String family, int[] cells, CageSupports.Mode mode, long target,
            boolean distinct, Layout layout) {
        return new CageStep(name, family, cells, null, mode, target, distinct, layout);
    }

    /**
     * A killer cage whose values add up to any of {@code targets} (a digital-root cage), read by its value sets as a
     * killer cage is, so its steps name the combinations left: its cells all see each other through its own group.
     */
    public static RuleStep multiSum(String name, String family, int[] cells, long[] targets, Layout layout) {
        CageStep c = new CageStep(name, family, cells, null, CageSupports.Mode.SUM, targets[0], true, layout);
        c.targets = targets;
        return c;
    }

    public static RuleStep relation(Relation r, String family, Layout layout) {
        return new PairStep(r, family, layout);
    }

    public static RuleStep line(org.cellwise.constraint.Scan sc, String family, Layout layout) {
        return new LineStep(sc, family, layout);
    }

    public static RuleStep equal(org.cellwise.constraint.Equal e, String family, Layout layout) {
        return new SameStep(e.name(), family, e.cells(), layout);
    }

    /** The next step this rule gives, or null. */
    public final Step find(Board b) {
        return find(b, CageStep.SPREAD);
    }

    /**
     * The same, leaving alone a rule whose cells could take more than {@code spread} value tuples: forcing chains
     * follow rules many thousand times, and there only small cages are worth asking.
     */
    public final Step find(Board b, long spread) {
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
     * reaches cells outside it, so a cage keeps only its enumeration ({@link CageStep}).
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
    static final int MEMO_BITS = 12, FIRST_BITS = 6, GROW = 1 << 10;

    /** Where a signature is kept in a table of 2^bits answers. */
    static int slot(long sig, int bits) {
        return (int) ((sig * 0x9E3779B97F4A7C15L) >>> (64 - bits));
    }
    private long[] memoSig;
    private Step[] memoStep;
    private long[] memoUsed;
    private int memoBits, memoStores;

    public abstract Step deduce(Board b);

    /**
     * The cells whose candidates (and being placed) the deduction reads, those its signature hashes: a step it gives
     * rests on them alone, which is how a two-case step's text keeps only the steps it needs ({@link
     * org.cellwise.logic.chains.Trace}).
     */
    public int[] reads() {
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
}
