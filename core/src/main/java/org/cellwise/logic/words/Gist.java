package org.cellwise.logic.words;

import java.util.List;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Step;

/**
 * A chain said by what it shows, as a person retells one: the assumption, the values it places on the way, and where
 * it ends ("If r4c1 were 4, it would place r2c3=7, and then r3c1 would have no value left (12 steps)"). Every step
 * of it, and every chain inside it, is in the step's {@link Step#detail}; the short form counts them. Explanations of
 * minimal killers ran to a megabyte in full, a step to 100 kB; said so, a step is a few lines.
 */
public final class Gist {
    /** Values placed that are named before the rest is counted. */
    static final int PLACED_SHOWN = 6;

    private Gist() {}

    /**
     * {@code premise} as "r4c1 were 4"; {@code placed} the values placed in order ("r2c3=7"); {@code end} where the
     * chain ends ("r3c1 would have no value left"), or null for a case that does not break (what it removes is said
     * by the caller); {@code steps} the steps it takes, {@code inside} the chains inside it.
     */
    public static String of(String premise, List<String> placed, String end, int steps, int inside) {
        StringBuilder sb = new StringBuilder("If ").append(premise).append(", ");
        if (end == null) { // a case that holds: it reaches the step's conclusion, said before the cases
            if (steps == 0) return sb.append("it follows at once").toString();
            if (placed.isEmpty())
                return sb.append("it follows in ").append(steps).append(steps == 1 ? " step" : " steps")
                        .append(inside == 0 ? "" : " (" + inside + (inside == 1 ? " chain inside)" : " chains inside)")).toString();
            return sb.append("it would place ").append(list(placed)).append(" on the way (").append(count(steps, inside)).append(")").toString();
        }
        if (!placed.isEmpty()) sb.append("it would place ").append(list(placed)).append(", and then ");
        return sb.append(end).append(" (").append(count(steps, inside)).append(")").toString();
    }

    /** "12 steps", "12 steps, 3 chains inside". */
    static String count(int steps, int inside) {
        String s = steps + (steps == 1 ? " step" : " steps");
        return inside == 0 ? s : s + ", " + inside + (inside == 1 ? " chain inside" : " chains inside");
    }

    /** "a, b and c"; past {@link #PLACED_SHOWN}, "a, b, c, d, e, f and 4 more". */
    static String list(List<String> items) {
        if (items.size() > PLACED_SHOWN)
            return String.join(", ", items.subList(0, PLACED_SHOWN)) + " and " + (items.size() - PLACED_SHOWN) + " more";
        if (items.size() == 1) return items.get(0);
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }

    /** The values a trail places, in order ("r2c3=7"). */
    public static List<String> placed(Layout L, List<Step> steps) {
        List<String> out = new java.util.ArrayList<>();
        for (Step s : steps) for (Step.Candidate p : s.placements()) out.add(L.name(p.cell()) + "=" + p.value());
        return out;
    }
}
