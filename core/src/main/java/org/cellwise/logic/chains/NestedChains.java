package org.cellwise.logic.chains;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.logic.Limit;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Propagation;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.board.Technique;
import org.cellwise.logic.se.SeChainHint;
import org.cellwise.logic.words.Gist;
import org.cellwise.logic.words.Notation;

/**
 * Nested forcing chains, the step after dynamic forcing chains (Sudoku Explainer's 9.5 and up): a chain that follows
 * an assumption through singles and locked candidates and, where that stalls, through short forcing chains of its
 * own: each candidate left is tried in turn, and one whose singles empty a cell or a house is removed (a nested
 * chain). When the assumption itself ends in a cell or house with no value, it is false. Ratings follow SE's: 9.5
 * for the nested level, plus SE's steps of length (the chain and the nested chains it uses, counted together).
 *
 * <p>Any layout: the chains use the links every rule states (houses, cells that see each other, value links), not
 * cage sums. A puzzle whose logic needs a nested chain inside a nested chain is left to a guess.
 */
public final class NestedChains {
    private NestedChains() {}

    /** Nested chains of static forcing chains (SE's "+ Forcing Chains" level, 9.5). */
    public static final Technique NESTED = new Technique("nested forcing chain", 9.5, 1500, Technique.Level.EXTREME);
    /** Nested chains of dynamic forcing chains (SE's "+ Dynamic Forcing Chains" level, 10.5). */
    public static final Technique NESTED_DYNAMIC = new Technique("nested dynamic forcing chain", 10.5, 2000, Technique.Level.EXTREME);

    /**
     * Nested dynamic forcing chains whose chains also follow pair contradictions (two candidates that, assumed
     * together and followed through singles, locked candidates and simple forcing, empty a cell or a house): found on
     * the board the step starts from, each is a link of its own,
     * so a chain that places one removes the other at once. Only where rules state value links (non-consecutive,
     * kropki, XV...): there, with few givens, short chains alone rarely break. SE has no such level; it sits
     * above its nested dynamic chains.
     */
    public static final Technique NESTED_PAIRS = new Technique("nested forcing chain with pair contradictions", 11.0, 2200,
            Technique.Level.EXTREME);

    /**
     * Short chains tried per search, at most: a 9×9 needs some 100,000 for a full search that finds nothing; larger
     * grids stop here (seconds) and leave the rest to a guess.
     */
    static final long PROBES = 600_000;

    /**
     * The first nested chain, of static nested chains before dynamic ones, and those before the ones with pair
     * contradictions; null when there is none.
     */
    public static Step find(Board b, Limit deadline) {
        long[] budget = {PROBES};
        Step s = find(b, deadline, false, null, budget);
        if (s == null) s = find(b, deadline, true, null, budget);
        if (s != null || b.L.extra == null || deadline.passed()) return s;
        // the pairs and the search with them have a budget of their own; pairs known from earlier steps cost nothing
        budget[0] = PROBES;
        if (b.pairsKnown == null) b.pairsKnown = new java.util.HashSet<>();
        int[][] pairs = pairs(Propagation.of(b), deadline, budget, b.pairsKnown);
        return pairs == null ? null : find(b, deadline, true, pairs, budget);
    }

    /** The first nested chain found (candidates of cells with fewest values first), or null. */
    private static Step find(Board b, Limit deadline, boolean dynamic, int[][] pairs, long[] budget) {
        Layout L = b.L;
        if (L.n * L.size > 200_000) return null;
        Propagation base = Propagation.of(b);
        base.pairs = pairs;
        List<int[]> order = new ArrayList<>();
        for (int bits = 2; bits <= L.size; bits++)
            for (int c = 0; c < L.n; c++)
                if (!b.placed[c] && Long.bitCount(b.cand[c]) == bits)
                    for (long m = b.cand[c]; m != 0; m &= m - 1) order.add(new int[] {c, Long.numberOfTrailingZeros(m)});
        Propagation outer = base.copy(), probe = base.copy();
        StaticProbe fixed = dynamic ? null : new StaticProbe(L);
        // as SE keeps the shortest of its chains, the shortest of the first few found is kept
        Step best = null;
        int found = 0;
        for (int[] a : order) {
            if (deadline.passed() || budget[0] <= 0 || found >= CANDIDATES) break;
            outer.copyFrom(base);
            if (refutes(outer, probe, fixed, a[0], a[1], deadline, budget)) {
                Step s = explain(b, base, a[0], a[1], fixed);
                if (s == null) continue;
                found++;
                if (best == null || s.rating() < best.rating()) best = s;
            }
        }
        return best;
    }

    /**
     * The pair contradictions of a board: for each candidate x, the candidates y that cannot hold with it, found by
     * following both through singles, locked candidates and simple forcing (a chain's own steps); null when there are
     * none, or the budget or the deadline ran out first. A candidate that breaks alone is left out: the search finds
     * it as a chain of its own; so is a pair whose one candidate's singles remove the other (the short chains, which
     * follow singles, see that without the pair). One whose locked candidates or forcing remove the other is a pair
     * without being tried. Pairs in {@code known} (found on this board or one with more candidates: they break here
     * too) are taken without being tried again and cost no budget; each pair tried that breaks is added to it, also
     * when the budget runs out later.
     */
    static int[][] pairs(Propagation base, Limit deadline, long[] budget, java.util.Set<Long> known) {
        Layout L = base.L;
        int S = L.size;
        List<List<Integer>> with = new ArrayList<>(java.util.Collections.nCopies(L.n * S, null));
        Propagation singles = base.copy(), a = base.copy(), ab = base.copy();
        boolean any = false;
        for (int c = 0; c < L.n; c++) {
            if (base.done[c]) continue;
            if (deadline.passed() || budget[0] <= 0) return null;
            for (long m = base.cand[c]; m != 0; m &= m - 1) {
                int v = Long.numberOfTrailingZeros(m);
                singles.copyFrom(base);
                if (!singles.assign(c, v, -1) || !singles.propagate(false)) continue;
                a.copyFrom(singles);
                if (!a.propagate(true)) continue;
                for (int d = c + 1; d < L.n; d++) {
                    if (singles.done[d]) continue;
                    for (long m2 = singles.cand[d]; m2 != 0; m2 &= m2 - 1) {
                        int w = Long.numberOfTrailingZeros(m2);
                        int x = c * S + v, y = d * S + w;
                        Long key = key(L, x, y);
                        if (!known.contains(key) && (a.cand[d] & (1L << w)) != 0) {
                            budget[0]--;
                            ab.copyFrom(a);
                            if (ab.assign(d, w, -1) && ab.propagate(true)) continue;
                            known.add(key);
                        }
                        if (with.get(x) == null) with.set(x, new ArrayList<>());
                        if (with.get(y) == null) with.set(y, new ArrayList<>());
                        with.get(x).add(y);
                        with.get(y).add(x);
                        any = true;
                    }
                }
            }
        }
        if (!any) return null;
        int[][] out = new int[L.n * S][];
        for (int i = 0; i < out.length; i++) if (with.get(i) != null) out[i] = with.get(i).stream().mapToInt(Integer::intValue).toArray();
        return out;
    }

    /** A pair's key in {@link Board#pairsKnown}: the same either way round. */
    static long key(Layout L, int x, int y) {
        return (long) Math.min(x, y) * L.n * L.size + Math.max(x, y);
    }

    /** Refutations compared for the shortest, at most. */
    static final int CANDIDATES = 4;

    /** Whether one candidate is refuted by a nested chain: a static one with {@code fixed}, else a dynamic one. */
    private static boolean inner(Propagation outer, Propagation probe, StaticProbe fixed, int d, int w) {
        if (fixed != null) return fixed.refutes(outer, d, w);
        probe.copyFrom(outer);
        return !(probe.assign(d, w, -1) && probe.propagate(false));
    }

    /** Whether assuming value index v in cell c ends in a contradiction, nested chains included. */
    private static boolean refutes(Propagation outer, Propagation probe, StaticProbe fixed, int c, int v, Limit deadline,
            long[] budget) {
        if (!outer.assign(c, v, -1) || !outer.propagate(true)) return true;
        Layout L = outer.L;
        boolean changed = true;
        while (changed) {
            if (deadline.passed()) return false;
            changed = false;
            for (int d = 0; d < L.n; d++) {
                if (outer.done[d]) continue;
                for (long m = outer.cand[d]; m != 0; m &= m - 1) {
                    int w = Long.numberOfTrailingZeros(m);
                    if ((outer.cand[d] & (1L << w)) == 0) continue;
                    if (--budget[0] < 0) return false;
                    if (!inner(outer, probe, fixed, d, w)) continue;
                    changed = true;
                    if (!outer.remove(d, w, -1) || !outer.propagate(true)) return true;
                    if (outer.done[d]) break;
                }
            }
        }
        return false;
    }

    /** The step, told from the assumption to the contradiction: only the inferences the contradiction needs. */
    private static Step explain(Board b, Propagation base, int c, int v, StaticProbe fixed) {
        Technique technique = fixed != null ? NESTED : base.pairs != null ? NESTED_PAIRS : NESTED_DYNAMIC;
        Layout L = b.L;
        Cited cited = new Cited(base);
        Propagation outer = base.copy();
        Propagation.Journal j = new Propagation.Journal(L, base.cand);
        outer.journal = j;
        int assume = j.add(new int[] {Propagation.Journal.ASSUME, c, v, -1, -1}, new int[0], null);
        boolean broke = !outer.assign(c, v, assume) || !outer.propagate(true);
        Propagation probe = outer.copy();
        while (!broke) {
            boolean changed = false;
            for (int d = 0; d < L.n && !broke; d++) {
                if (outer.done[d]) continue;
                for (long m = outer.cand[d]; m != 0 && !broke; m &= m - 1) {
                    int w = Long.numberOfTrailingZeros(m);
                    if ((outer.cand[d] & (1L << w)) == 0) continue;
                    probe.journal = null;
                    if (!inner(outer, probe, fixed, d, w)) continue;
                    if (fixed != null) {
                        List<Integer> chain = fixed.chain();
                        int[] used = j.behind(outer, fixed.needs(chain, base.cand).stream().mapToInt(Integer::intValue).toArray());
                        int ev = j.add(new int[] {Propagation.Journal.NESTED, d, w, -1, -1}, used,
                                new Object[] {fixed.text(chain), chain.size(), fixed.eureka(chain)});
                        changed = true;
                        broke = !outer.remove(d, w, ev) || !outer.propagate(true);
                        if (outer.done[d]) break;
                        continue;
                    }
                    // tell the probe again with its own journal, to cite what it used
                    probe.copyFrom(outer);
                    Propagation.Journal pj = new Propagation.Journal(j, L);
                    probe.journal = pj;
                    int pa = pj.add(new int[] {Propagation.Journal.ASSUME, d, w, -1, -1}, new int[0], null);
                    if (probe.assign(d, w, pa)) probe.propagate(false);
                    int pEnd = end(probe, pj);
                    List<Integer> used = new ArrayList<>();
                    for (int e : reach(pj, pEnd)) for (int x : pj.premises.get(e)) if (x <= -2) used.add(-2 - x);
                    int ev = j.add(new int[] {Propagation.Journal.NESTED, d, w, -1, -1},
                            used.stream().mapToInt(Integer::intValue).distinct().toArray(), new Object[] {pj, pEnd});
                    changed = true;
                    broke = !outer.remove(d, w, ev) || !outer.propagate(true);
                    if (outer.done[d]) break;
                }
            }
            if (!changed) break;
        }
        if (!broke) return null; // cannot happen: the told chain repeats the one found
        int end = end(outer, j);
        List<Integer> chain = reach(j, end);
        int length = chain.size();
        List<String> rules = new ArrayList<>();
        List<Integer> cells = new ArrayList<>(List.of(c));
        StringBuilder text = new StringBuilder("If ").append(L.name(c)).append(" were ").append(L.value(v)).append(": ");
        List<String> nested = new ArrayList<>(), placed = new ArrayList<>();
        StringBuilder links = new StringBuilder(L.name(c) + "=" + L.value(v)); // the notation's chain: placements and removals
        boolean first = true;
        int steps = 0;
        for (int e : chain) {
            int[] ev = j.events.get(e);
            if (ev[0] == Propagation.Journal.ASSUME || e == end) continue;
            text.append(first ? "" : ", ").append(say(L, ev, rules, cells, cited));
            first = false;
            steps++;
            if (ev[0] == Propagation.Journal.NAKED || ev[0] == Propagation.Journal.HIDDEN) placed.add(L.name(ev[1]) + "=" + L.value(ev[2]));
            if (ev[1] >= 0 && ev[0] != Propagation.Journal.LOCKED) links.append(' ').append(L.name(ev[1])).append(removal(ev[0]) ? "<>" : "=").append(L.value(ev[2]));
            if (ev[0] == Propagation.Journal.NESTED && fixed != null) {
                Object[] in = (Object[]) j.inner.get(e);
                length += (Integer) in[1];
                nested.add(in[0] + ".");
                text.append(" (nested chain ").append(nested.size()).append(")");
            } else if (ev[0] == Propagation.Journal.NESTED) {
                Object[] in = (Object[]) j.inner.get(e);
                Propagation.Journal pj = (Propagation.Journal) in[0];
                int pEnd = (Integer) in[1];
                List<Integer> pChain = reach(pj, pEnd);
                length += pChain.size();
                nested.add(probeText(L, pj, pChain, pEnd, rules, cells, cited));
                text.append(" (nested chain ").append(nested.size()).append(")");
            }
        }
        if (first) text.append("at once");
        String so = ". So " + L.name(c) + " is not " + L.value(v) + " (" + technique.name() + ").";
        text.append("; then ").append(broken(L, j.events.get(end))).append(so);
        for (int i = 0; i < nested.size(); i++) text.append(" Nested chain ").append(i + 1).append(": ").append(nested.get(i));
        for (int i = 0; i < cited.told.size(); i++) text.append(" Pair ").append(i + 1).append(": ").append(cited.told.get(i));
        length += cited.length;
        // a pair contradiction is a short chain too: counted with the chains inside
        String gist = Gist.of(L.name(c) + " were " + L.value(v), placed, broken(L, j.events.get(end)), steps,
                nested.size() + cited.told.size()) + so;
        double rating = Math.round((technique.rating() + SeChainHint.lengthDifficulty(length)) * 10) / 10.0;
        Step s = new Step(technique, rating, new ArrayList<>(new java.util.LinkedHashSet<>(rules)), gist, List.of(),
                List.of(b.candidate(c, v)), cells.stream().distinct().mapToInt(Integer::intValue).toArray());
        int[] last = j.events.get(end);
        String at = last[0] == -1 ? L.name(last[1]) : Notation.house(L.houseNames[last[3]]);
        return s.withForms((fixed != null ? "Nested" : "Nested Dynamic") + " Forcing Chain Contradiction in " + at + " => "
                + L.name(c) + "<>" + L.value(v) + ": " + links, null).withDetail(text.toString());
    }

    /** Whether an event removes its candidate (else it places it). */
    private static boolean removal(int kind) {
        return kind == Propagation.Journal.NESTED || kind == Propagation.Journal.FORCED_HOUSE || kind == Propagation.Journal.FORCED_CELL
                || kind == Propagation.Journal.PAIR;
    }

    /** The contradiction as an event (its premises: the removals that emptied the cell or the house). */
    private static int end(Propagation s, Propagation.Journal j) {
        Layout L = s.L;
        List<Integer> gone = new ArrayList<>();
        if (s.failCell >= 0) {
            for (int w = 0; w < L.size; w++) gone.add(s.failCell * L.size + w);
            return j.add(new int[] {-1, s.failCell, -1, -1, -1}, j.behind(s, gone.stream().mapToInt(Integer::intValue).toArray()),
                    null);
        }
        for (int x : L.houses[s.failHouse]) gone.add(x * L.size + s.failValue);
        return j.add(new int[] {-2, -1, s.failValue, s.failHouse, -1}, j.behind(s, gone.stream().mapToInt(Integer::intValue).toArray()),
                null);
    }

    /** The events a given one rests on, parents first (each once). */
    static List<Integer> reach(Propagation.Journal j, int end) {
        List<Integer> out = new ArrayList<>();
        boolean[] seen = new boolean[j.events.size()];
        java.util.ArrayDeque<int[]> stack = new java.util.ArrayDeque<>();
        stack.push(new int[] {end, 0});
        seen[end] = true;
        while (!stack.isEmpty()) {
            int[] top = stack.peek();
            int[] prem = j.premises.get(top[0]);
            if (top[1] < prem.length) {
                int p = prem[top[1]++];
                if (p >= 0 && !seen[p]) {
                    seen[p] = true;
                    stack.push(new int[] {p, 0});
                }
            } else {
                stack.pop();
                out.add(top[0]);
            }
        }
        return out;
    }

    private static String say(Layout L, int[] ev, List<String> rules, List<Integer> cells, Cited cited) {
        int c = ev[1];
        if (c >= 0) cells.add(c);
        return switch (ev[0]) {
            case Propagation.Journal.NAKED -> L.name(c) + " is " + L.value(ev[2]);
            case Propagation.Journal.HIDDEN -> {
                rules.add(L.houseNames[ev[3]]);
                yield L.name(c) + " is " + L.value(ev[2]) + " (the only place in " + L.houseNames[ev[3]] + ")";
            }
            case Propagation.Journal.LOCKED -> {
                rules.add(L.houseNames[ev[3]]);
                yield L.value(ev[2]) + " of " + L.houseNames[ev[3]] + " is locked in " + L.houseNames[ev[4]];
            }
            case Propagation.Journal.NESTED -> L.name(c) + " is not " + L.value(ev[2]);
            case Propagation.Journal.FORCED_HOUSE -> {
                rules.add(L.houseNames[ev[3]]);
                yield L.name(c) + " is not " + L.value(ev[2]) + " (each place of " + L.value(ev[4]) + " in " + L.houseNames[ev[3]]
                        + " rules it out)";
            }
            case Propagation.Journal.FORCED_CELL -> {
                cells.add(ev[4]);
                yield L.name(c) + " is not " + L.value(ev[2]) + " (each value of " + L.name(ev[4]) + " rules it out)";
            }
            case Propagation.Journal.PAIR -> L.name(c) + " is not " + L.value(ev[2]) + " (not with " + L.name(ev[3]) + "="
                    + L.value(ev[4]) + ": pair " + cited.cite(ev[3] * L.size + ev[4], c * L.size + ev[2], rules, cells) + ")";
            default -> L.name(c) + " is " + L.value(ev[2]);
        };
    }

    private static String broken(Layout L, int[] ev) {
        return ev[0] == -1 ? L.name(ev[1]) + " would have no value left"
                : L.houseNames[ev[3]] + " would have no place left for " + L.value(ev[2]);
    }

    /** A chain's inferences but its assumptions and its end, in words, joined by commas ("" when there are none). */
    private static String inferences(Layout L, Propagation.Journal j, List<Integer> chain, int end, List<String> rules,
            List<Integer> cells, Cited cited) {
        StringBuilder sb = new StringBuilder();
        for (int e : chain) {
            int[] ev = j.events.get(e);
            if (ev[0] == Propagation.Journal.ASSUME || e == end) continue;
            sb.append(sb.length() == 0 ? "" : ", ").append(say(L, ev, rules, cells, cited));
        }
        return sb.toString();
    }

    private static String probeText(Layout L, Propagation.Journal pj, List<Integer> chain, int end, List<String> rules,
            List<Integer> cells, Cited cited) {
        StringBuilder sb = new StringBuilder();
        int[] first = pj.events.get(0);
        sb.append("if ").append(L.name(first[1])).append(" were ").append(L.value(first[2])).append(", ");
        String said = inferences(L, pj, chain, end, rules, cells, cited);
        sb.append(said.isEmpty() ? "at once" : said);
        sb.append(", and ").append(broken(L, pj.events.get(end))).append(".");
        return sb.toString();
    }

    /**
     * The pair contradictions one step cites: numbered as first cited, each told once, by its singles, locked
     * candidates and simple forcing.
     */
    private static final class Cited {
        private final Propagation base;
        private final java.util.Map<Long, Integer> number = new java.util.HashMap<>();
        final List<String> told = new ArrayList<>();
        /** The inferences of the pairs told, for the step's length. */
        int length;

        Cited(Propagation base) {
            this.base = base;
        }

        /** The number of the pair x (placed), y (removed), telling it when first cited. */
        int cite(int x, int y, List<String> rules, List<Integer> cells) {
            Layout L = base.L;
            int S = L.size;
            long key = key(L, x, y);
            Integer n = number.get(key);
            if (n != null) return n;
            Propagation p = base.copy();
            p.pairs = null;
            Propagation.Journal j = new Propagation.Journal(L, base.cand);
            p.journal = j;
            int ax = j.add(new int[] {Propagation.Journal.ASSUME, x / S, x % S, -1, -1}, new int[0], null);
            int ay = j.add(new int[] {Propagation.Journal.ASSUME, y / S, y % S, -1, -1}, new int[0], null);
            if (p.assign(x / S, x % S, ax) && p.assign(y / S, y % S, ay)) p.propagate(true);
            int end = end(p, j);
            List<Integer> chain = reach(j, end);
            length += chain.size();
            StringBuilder sb = new StringBuilder(L.name(x / S) + "=" + L.value(x % S) + " and " + L.name(y / S) + "=" + L.value(y % S)
                    + " cannot both hold: ");
            String said = inferences(L, j, chain, end, rules, cells, null);
            sb.append(said.isEmpty() ? "at once " : said + ", and then ").append(broken(L, j.events.get(end))).append(".");
            told.add(sb.toString());
            number.put(key, told.size());
            return told.size();
        }
    }
}
