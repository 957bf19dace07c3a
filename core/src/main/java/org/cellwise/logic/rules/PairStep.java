package org.cellwise.logic.rules;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.constraint.Relation;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Reasons;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.board.Technique;

/** A relation between two cells other than "differ" (greater-than, non-consecutive, ...). */
public final class PairStep extends RuleStep {
    private final Relation r;

    PairStep(Relation r, String family, Layout layout) {
        super(r.name(), family, new int[] {r.a(), r.b()}, layout);
        this.r = r;
    }

    @Override
    public Step deduce(Board b) {
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
        String why = rel + (sameRuled ? (Reasons.apart(L, r) != null ? "; they also see each other" : " and they see each other") + Reasons.join(Reasons.seeing(L, List.of(r.a()), List.of(r.b())))
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
        String move = Reasons.apart(L, r);
        if (move != null) rel = a + " and " + bn + " are " + move + ", so " + switch (r.kind()) {
            case LESS -> a + " < " + bn;
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
            case TABLE -> "hold only pairs of values its rule allows";
            default -> "have " + r.kind().word + (r.kind().parameterised() ? " " + k : "");
        };
    }
}
