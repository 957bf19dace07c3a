package org.cellwise.logic.chains;

import java.util.ArrayList;
import java.util.List;
import org.cellwise.logic.Limit;
import org.cellwise.logic.board.Board;
import org.cellwise.logic.board.Layout;
import org.cellwise.logic.board.Step;
import org.cellwise.logic.board.Technique;
import org.cellwise.logic.rules.RuleStep;
import org.cellwise.logic.techniques.LockedCandidates;
import org.cellwise.logic.techniques.Singles;
import org.cellwise.logic.words.Gist;
import org.cellwise.logic.words.Notation;

/**
 * The last logical resort. A contradiction chain assumes one candidate and follows singles and the rules' own steps
 * until a cell or house has no value left: the candidate is false. A cell (or house) forcing chain follows every
 * candidate of a cell (or every place of a value in a house) and keeps what all of them agree on. The shortest
 * chain found is kept; its length raises the rating.
 */
public final class ForcingChains {
    /** Steps one assumption may follow before it is given up: enough for a whole 25×25 grid. */
    private static final int MAX_FOLLOW = 700;
    /** Cages a chain follows: up to this many value tuples (a 4-cell cage of 5 candidates each; measured: wider
     * cages made a sum group over 71 cells cost seconds and decided nothing more). */
    private static final long FOLLOWED_SPREAD = 1_000;

    private ForcingChains() {}

    /**
     * What an assumption led to: the steps followed, whether it broke the rules, and where (a cell or a house); for
     * each step, why it was taken ({@link Trace#because}), so that a case can be told traced back.
     */
    public record Outcome(Board board, List<Step> trail, boolean broken, String why, List<Object> because) {
        Outcome(Board board, List<Step> trail, boolean broken, List<Object> because) {
            this(board, trail, broken, broken ? ForcingChains.why(board) : null, because);
        }
    }

    /** Follows one assumption; at the deadline it stops where it stands, broken only if it already is. */
    public static Outcome follow(Board start, int cell, int v, List<RuleStep> rules, boolean deep, Limit deadline) {
        Board t = start.copy();
        if (!t.place(cell, v)) return new Outcome(t, new ArrayList<>(), true, t.L.name(cell) + " cannot be " + t.v(v), new ArrayList<>());
        return run(t, rules, deep, deadline);
    }

    /** Follows a board already changed by an assumption (its own copy, changed in place). */
    static Outcome run(Board t, List<RuleStep> rules, boolean deep, Limit deadline) {
        t.silent = true;
        List<Step> trail = new ArrayList<>();
        List<Object> because = new ArrayList<>();
        while (trail.size() < MAX_FOLLOW && !deadline.passed()) {
            if (dead(t)) return new Outcome(t, trail, true, because);
            Object why = Trace.Found.HIDDEN;
            Step s = Singles.hiddenSingle(t);
            if (s == null) {
                s = Singles.nakedSingle(t);
                why = Trace.Found.NAKED;
            }
            if (s == null)
                for (RuleStep r : rules)
                    if ((s = r.find(t, FOLLOWED_SPREAD)) != null) {
                        why = r;
                        break;
                    }
            if (s == null && deep) {
                why = Trace.Found.LOCKED;
                if ((s = LockedCandidates.find(t, true)) == null) s = LockedCandidates.find(t, false);
            }
            if (s == null) break;
            trail.add(s);
            because.add(why);
            t.apply(s);
        }
        return new Outcome(t, trail, dead(t), because);
    }

    /** The cell left without a value, or the house without a place for a value, in words. */
    static String why(Board t) {
        Layout L = t.L;
        for (int c = 0; c < L.n; c++) if (t.cand[c] == 0) return L.name(c) + " would have no value left";
        for (int h = 0; h < L.houses.length; h++) {
            long any = 0;
            for (int c : L.houses[h]) any |= t.cand[c];
            if (any != L.full) return L.houseNames[h] + " would have no place left for " + t.v(Long.numberOfTrailingZeros(L.full & ~any));
        }
        return "the rules would be broken";
    }

    /** A cell without candidates, or a house missing a value: cheap enough to ask after every step. */
    private static boolean dead(Board t) {
        Layout L = t.L;
        for (int c = 0; c < L.n; c++) if (t.cand[c] == 0) return true;
        for (int[] h : L.houses) {
            long any = 0;
            for (int c : h) any |= t.cand[c];
            if (any != L.full) return true;
        }
        return false;
    }

    public static Step contradiction(Board b, List<RuleStep> rules, Limit deadline, boolean deep) {
        Layout L = b.L;
        Step best = null;
        int bestLen = Integer.MAX_VALUE;
        for (int bits = 2; bits <= L.size; bits++) {
            for (int c = 0; c < L.n; c++) {
                if (b.placed[c] || Long.bitCount(b.cand[c]) != bits) continue;
                for (long m = b.cand[c]; m != 0; m &= m - 1) {
                    if (deadline.passed()) return best;
                    int v = Long.numberOfTrailingZeros(m);
                    Outcome o = follow(b, c, v, rules, deep, deadline);
                    if (!o.broken || o.trail.size() >= bestLen) continue;
                    bestLen = o.trail.size();
                    Technique t = deep ? Technique.DYNAMIC_CONTRADICTION : Technique.CONTRADICTION;
                    String so = ". So " + L.name(c) + " is not " + b.v(v) + " (" + t.name() + ").";
                    String text = "If " + L.name(c) + " were " + b.v(v) + (o.trail.isEmpty() ? ", " + o.why + " at once"
                            : ": " + trailText(b, o.trail) + ", and then " + o.why) + so;
                    String gist = o.trail.isEmpty() ? text
                            : Gist.of(L.name(c) + " were " + b.v(v), Gist.placed(L, o.trail), o.why, o.trail.size(), 0) + so;
                    String links = o.trail.isEmpty() ? L.name(c) + "=" + b.v(v) : links(L, traced(b, c, v, o), L.name(c) + "=" + b.v(v));
                    best = new Step(t, t.ratingFor(o.trail.size() + 1), rulesOf(o.trail), gist, List.of(),
                            List.of(b.candidate(c, v)), cellsOf(c, o.trail)).withForms((deep ? "Dynamic " : "")
                            + "Forcing Chain Contradiction in " + where(o.board) + " => " + L.name(c) + "<>" + b.v(v) + ": " + links, null)
                            .withDetail(text);
                }
            }
            if (best != null) return best; // fewer candidates first: the shortest of the simplest cells
        }
        return best;
    }

    /** Every candidate of a cell, or every place of a value in a house, leads to the same placement. */
    public static Step agreement(Board b, List<RuleStep> rules, Limit deadline) {
        Layout L = b.L;
        for (int bits = 2; bits <= 3; bits++) {
            for (int c = 0; c < L.n; c++) {
                if (b.placed[c] || Long.bitCount(b.cand[c]) != bits) continue;
                if (deadline.passed()) return null;
                List<Integer> cells = new ArrayList<>(), values = new ArrayList<>();
                for (long m = b.cand[c]; m != 0; m &= m - 1) {
                    cells.add(c);
                    values.add(Long.numberOfTrailingZeros(m));
                }
                Step s = agree(b, rules, cells, values, L.name(c) + " is " + b.values(b.cand[c]), List.of(), deadline);
                if (s != null) return s;
            }
            for (int h = 0; h < L.houses.length; h++)
                for (int v = 0; v < L.size; v++) {
                    List<Integer> places = b.withValue(L.houses[h], v);
                    if (places.size() != bits) continue;
                    if (deadline.passed()) return null;
                    List<Integer> values = new ArrayList<>();
                    for (int i = 0; i < bits; i++) values.add(v);
                    Step s = agree(b, rules, places, values, b.v(v) + " in " + L.houseNames[h] + " is in " + Notation.cells(L.canvas, places),
                            List.of(L.houseNames[h]), deadline);
                    if (s != null) return s;
                }
        }
        return null;
    }

    private static Step agree(Board b, List<RuleStep> rules, List<Integer> cells, List<Integer> values, String premise,
            List<String> houses, Limit deadline) {
        Layout L = b.L;
        List<Outcome> outs = new ArrayList<>();
        for (int i = 0; i < cells.size(); i++) {
            Outcome o = follow(b, cells.get(i), values.get(i), rules, true, deadline);
            if (!o.broken) outs.add(o);
        }
        if (outs.isEmpty()) return null; // every branch breaks: the puzzle has no solution; left to the caller
        for (int c = 0; c < L.n; c++) {
            if (b.placed[c]) continue;
            long common = -1L;
            for (Outcome o : outs) common &= o.board.placed[c] ? o.board.cand[c] : 0;
            if (common == 0) continue;
            int v = Long.numberOfTrailingZeros(common);
            Technique t = Technique.CELL_FORCING;
            int longest = 0;
            StringBuilder text = new StringBuilder(premise).append(". ");
            StringBuilder gist = new StringBuilder(premise).append(". ");
            List<String> ruleNames = new ArrayList<>(houses);
            List<Integer> shown = new ArrayList<>(cells);
            for (int i = 0; i < cells.size(); i++) {
                // the same chains again, for their words: in full, as the first pass followed them
                Outcome o = follow(b, cells.get(i), values.get(i), rules, true, Limit.never());
                String were = L.name(cells.get(i)) + " were " + b.v(values.get(i));
                if (o.broken) {
                    text.append("If ").append(were).append(": ")
                            .append(o.trail.isEmpty() ? "" : trailText(b, o.trail) + ", and then ").append(o.why).append(". ");
                    gist.append(Gist.of(were, Gist.placed(L, o.trail), o.why, o.trail.size(), 0)).append(". ");
                    continue;
                }
                int upto = upTo(o.trail, c);
                longest = Math.max(longest, upto);
                text.append("If ").append(were).append(": ").append(trailText(b, o.trail.subList(0, upto))).append(". ");
                gist.append(Gist.of(were, Gist.placed(L, o.trail.subList(0, upto)), null, upto, 0)).append(". ");
                ruleNames.addAll(rulesOf(o.trail.subList(0, upto)));
                for (int x : cellsOf(cells.get(i), o.trail.subList(0, upto))) if (!shown.contains(x)) shown.add(x);
            }
            String so = "Either way " + L.name(c) + " is " + b.v(v) + " (" + t.name() + ").";
            text.append(so);
            gist.insert(premise.length(), "; either way " + L.name(c) + " is " + b.v(v) + " (" + t.name() + ")");
            // the notation's line: each case's links, traced back from the placement it reaches
            StringBuilder cases = new StringBuilder();
            for (int i = 0; i < cells.size(); i++) {
                Board start = b.copy();
                if (!start.place(cells.get(i), values.get(i))) continue;
                Outcome o = follow(b, cells.get(i), values.get(i), rules, true, Limit.never());
                int upto = o.broken ? o.trail.size() : upTo(o.trail, c);
                Trace tr = new Trace(start, o.trail.subList(0, upto), o.because.subList(0, upto));
                if (o.broken) tr.needBroken(o.board);
                else for (long m = b.cand[c] & ~(1L << v); m != 0; m &= m - 1) tr.needGone(c, Long.numberOfTrailingZeros(m));
                cases.append(cases.length() == 0 ? "" : " ").append('(')
                        .append(links(L, tr.resolve(), L.name(cells.get(i)) + "=" + b.v(values.get(i)))).append(')');
            }
            return new Step(t, t.ratingFor(longest + cells.size()), new ArrayList<>(new java.util.LinkedHashSet<>(ruleNames)),
                    gist.toString().trim(), List.of(b.candidate(c, v)), List.of(), shown.stream().mapToInt(Integer::intValue).toArray())
                    .withForms("Forcing Chain Verity: " + premise.replace(" is ", " in ") + " => " + L.name(c) + "=" + b.v(v) + ": " + cases, null)
                    .withDetail(text.toString());
        }
        return null;
    }

    /**
     * The two cases of a bivalue cell, each followed with contradiction chains inside it: where the case stalls, a
     * candidate whose own chain breaks under it goes, and the case is followed on. A case that breaks leaves the
     * other; what both cases agree on (a value placed, candidates gone) holds. A nested forcing chain, as a killer
     * solver splits on "r2c7 is 4 or 6" and works each side to its end. Asked only where every other step has
     * stalled (a guess would come next): on minimal killers the one-level chains stall with most cells at five or
     * more candidates, and a second level inside two cases is what finishes some of them. Values with two places in
     * a house and trivalue cells as cases were measured too: more than twice the CPU at each stall, puzzles past
     * the time limit (docs/EXPLAIN.md).
     */
    public static Step cases(Board b, List<RuleStep> rules, Limit deadline) {
        Told t = told(b, rules, deadline);
        return t == null ? null : t.step();
    }

    /** The same step with its cases and what each was traced back to (tests replay them). */
    public static Told told(Board b, List<RuleStep> rules, Limit deadline) {
        Layout L = b.L;
        for (int c = 0; c < L.n; c++) {
            if (b.placed[c] || Long.bitCount(b.cand[c]) != 2) continue;
            Told t = common(b, branches(b, rules, c, deadline), L.name(c) + " is " + b.values(b.cand[c]), c, CASES,
                    L.name(c) + " in " + b.values(b.cand[c]));
            if (t != null || deadline.passed()) return t;
        }
        return null;
    }

    /** One case: in words ("r2c7 were 4"), the board it starts from, and where following it led. */
    record Branch(String premise, Board start, Outcome outcome) {}

    /** A two-case step, its cases, and the steps of each its conclusion rests on. */
    record Told(Step step, List<Branch> branches, List<Trace> traces) {}

    /** Each value of {@code cell} assumed and probed; none at the deadline. */
    private static List<Branch> branches(Board b, List<RuleStep> rules, int cell, Limit deadline) {
        List<Branch> out = new ArrayList<>();
        for (long m = b.cand[cell]; m != 0; m &= m - 1) {
            if (deadline.passed()) return List.of();
            out.add(assumed(b, cell, Long.numberOfTrailingZeros(m), rules, deadline));
        }
        return out;
    }

    /** One candidate assumed on a copy of the board and worked as a case. */
    private static Branch assumed(Board b, int c, int v, List<RuleStep> rules, Limit deadline) {
        Board start = b.copy();
        start.place(c, v);
        return new Branch(b.L.name(c) + " were " + b.v(v), start, probed(start.copy(), rules, deadline));
    }

    private static Told common(Board b, List<Branch> branches, String premise, int premiseCell, Technique t, String formPremise) {
        Layout L = b.L;
        List<Branch> kept = new ArrayList<>();
        for (Branch br : branches) if (!br.outcome.broken) kept.add(br);
        if (kept.isEmpty()) return null; // every case breaks (or none was followed): left to the caller
        List<Step.Candidate> placements = new ArrayList<>(), eliminations = new ArrayList<>();
        List<int[]> gone = new ArrayList<>(); // cell, value index
        for (int c = 0; c < L.n && placements.isEmpty(); c++) {
            if (b.placed[c]) continue;
            long union = 0, same = -1L;
            for (Branch br : kept) {
                Board o = br.outcome.board;
                union |= o.cand[c];
                same &= o.placed[c] ? o.cand[c] : 0;
            }
            if (same != 0) {
                int v = Long.numberOfTrailingZeros(same);
                placements.add(b.candidate(c, v));
                gone.clear();
                for (long m = b.cand[c] & ~same; m != 0; m &= m - 1) gone.add(new int[] {c, Long.numberOfTrailingZeros(m)});
                break;
            }
            for (long m = b.cand[c] & ~union; m != 0; m &= m - 1) {
                int v = Long.numberOfTrailingZeros(m);
                eliminations.add(b.candidate(c, v));
                gone.add(new int[] {c, v});
            }
        }
        if (!placements.isEmpty()) eliminations.clear();
        if (placements.isEmpty() && eliminations.isEmpty()) return null;
        // each case in words, traced back from the conclusion: only the steps it rests on, and the chains inside the
        // case that those need, each written out once (numbered) after the step. The rating counts each case as
        // followed, up to where the last candidate of the conclusion went.
        StringBuilder text = new StringBuilder(premise).append(". ");
        StringBuilder gist = new StringBuilder(premise).append(". ");
        List<String> ruleNames = new ArrayList<>();
        List<Integer> shown = new ArrayList<>(List.of(premiseCell));
        List<String> chains = new ArrayList<>();
        List<Trace> traces = new ArrayList<>();
        int longest = 0;
        for (Branch br : branches) {
            Outcome o = br.outcome;
            text.append("If ").append(br.premise).append(": ");
            int upto = o.broken ? o.trail.size() : goneBy(br.start, o.trail, gone);
            longest = Math.max(longest, upto);
            Trace tr = new Trace(br.start, o.trail, o.because);
            if (o.broken) tr.needBroken(o.board);
            else for (int[] g : gone) tr.needGone(g[0], g[1]);
            traces.add(tr.resolve());
            int before = chains.size();
            String said = words(L, tr, chains, ruleNames, shown);
            if (o.broken) text.append(said.isEmpty() ? "" : said + ", and then ").append(o.why).append(". ");
            else text.append(said.isEmpty() ? "at once" : said).append(". ");
            List<Step> rests = kept(tr);
            gist.append(Gist.of(br.premise, Gist.placed(L, rests), o.broken ? o.why : null, rests.size(), chains.size() - before))
                    .append(". ");
        }
        String what;
        if (!placements.isEmpty()) {
            Step.Candidate p = placements.get(0);
            what = L.name(p.cell()) + " is " + p.value();
        } else {
            java.util.TreeMap<Integer, List<Integer>> byValue = new java.util.TreeMap<>();
            for (Step.Candidate e : eliminations) byValue.computeIfAbsent(e.value(), x -> new ArrayList<>()).add(e.cell());
            StringBuilder lost = new StringBuilder();
            byValue.forEach((val, cs) -> lost.append(lost.length() == 0 ? "" : " and ").append(Notation.cells(L.canvas, cs))
                    .append(cs.size() == 1 ? " is not " : " are not ").append(val));
            what = lost.toString();
            for (Step.Candidate e : eliminations) if (!shown.contains(e.cell())) shown.add(e.cell());
        }
        String so = (branches.size() == 2 ? "Either way " : "In every case ") + what + " (" + t.name() + ").";
        text.append(so);
        // short: the claim first, then how each case reaches it
        gist.insert(premise.length(), "; " + (branches.size() == 2 ? "either way " : "in every case ") + what + " (" + t.name() + ")");
        for (int i = 0; i < chains.size(); i++) text.append(" Nested chain ").append(i + 1).append(": ").append(chains.get(i));
        String form = placements.isEmpty() ? eliminations.stream().map(e -> L.name(e.cell()) + "<>" + e.value())
                .collect(java.util.stream.Collectors.joining(", ")) : what.replace(" is ", "=");
        StringBuilder cases = new StringBuilder();
        for (int i = 0; i < branches.size(); i++) {
            Board start = branches.get(i).start;
            int c0 = -1;
            for (int c = 0; c < L.n && c0 < 0; c++) if (start.placed[c] && !b.placed[c]) c0 = c;
            String premiseToken = c0 < 0 ? "" : L.name(c0) + "=" + start.v(Long.numberOfTrailingZeros(start.cand[c0]));
            cases.append(i == 0 ? "" : " ").append('(').append(links(L, traces.get(i), premiseToken)).append(')');
        }
        Step step = new Step(t, t.ratingFor(longest + branches.size()), new ArrayList<>(new java.util.LinkedHashSet<>(ruleNames)),
                gist.toString().trim(), placements, eliminations, shown.stream().mapToInt(Integer::intValue).toArray())
                .withForms("Nested Forcing Chain: " + formPremise + " => " + form + ": " + cases, null).withDetail(text.toString());
        return new Told(step, branches, traces);
    }

    /**
     * The kept steps of a traced trail in words: a placement by its technique, removals by value with their rule
     * (only those the conclusion needs), and a run of removals by contradiction chains by value, each chain numbered
     * and added to {@code chains} in words, traced back in turn, naming the cell or house it empties.
     */
    private static String words(Layout L, Trace tr, List<String> chains, List<String> rules, List<Integer> shown) {
        StringBuilder sb = new StringBuilder();
        List<Step> trail = tr.trail;
        Board t = tr.start.copy(); // the board before step i, kept up as i goes
        int applied = 0;
        for (int i = 0; i < trail.size(); i++) {
            if (!tr.kept[i]) continue;
            while (applied < i) t.apply(trail.get(applied++));
            Step s = trail.get(i);
            sb.append(sb.length() == 0 ? "" : ", ");
            if (!s.placements().isEmpty()) {
                Step.Candidate p = s.placements().get(0);
                sb.append(s.technique().name()).append(" ").append(L.name(p.cell())).append("=").append(p.value());
                rules.addAll(rulesOf(List.of(s)));
                if (!shown.contains(p.cell())) shown.add(p.cell());
                continue;
            }
            if (tr.inner[i] == null) {
                sb.append(ruleLoss(t, L, s, tr.neededOf(i)));
                rules.addAll(rulesOf(List.of(s)));
                continue;
            }
            // a run of removals by chains, said at once by value; the chains numbered in that order (so a value's
            // chains are consecutive numbers)
            java.util.TreeMap<Integer, java.util.TreeMap<Integer, Integer>> byValue = new java.util.TreeMap<>();
            int j = i;
            for (; j < trail.size(); j++) {
                if (!tr.kept[j]) continue;
                if (tr.inner[j] == null) break;
                Step.Candidate e = trail.get(j).eliminations().get(0);
                byValue.computeIfAbsent(e.value(), x -> new java.util.TreeMap<>()).put(e.cell(), j);
            }
            i = j - 1;
            StringBuilder run = new StringBuilder();
            for (var byCell : byValue.entrySet()) {
                List<Integer> numbers = new ArrayList<>();
                for (var at : byCell.getValue().entrySet()) {
                    Trace in = tr.inner[at.getValue()];
                    Outcome q = (Outcome) tr.because.get(at.getValue());
                    String said = words(L, in, chains, rules, new ArrayList<>());
                    chains.add("if " + L.name(at.getKey()) + " were " + byCell.getKey() + ": " + (said.isEmpty() ? q.why() + " at once"
                            : said + ", and then " + q.why()) + ".");
                    numbers.add(chains.size());
                }
                run.append(run.length() == 0 ? "" : " and ").append(Notation.cells(L.canvas, byCell.getValue().keySet()))
                        .append(byCell.getValue().size() == 1 ? " loses " : " lose ").append(byCell.getKey())
                        .append(numbers.size() == 1 ? " (nested chain " + numbers.get(0) : numbers.size() == 2 ? " (nested chains "
                                + numbers.get(0) + " and " + numbers.get(1) : " (nested chains " + numbers.get(0) + " to "
                                + numbers.get(numbers.size() - 1)).append(")");
            }
            sb.append(run);
        }
        return sb.toString();
    }

    /** A contradiction chain traced back from where it breaks: only what the break rests on. */
    private static Trace traced(Board b, int c, int v, Outcome o) {
        Board start = b.copy();
        start.place(c, v);
        Trace tr = new Trace(start, o.trail, o.because);
        tr.needBroken(o.board);
        return tr.resolve();
    }

    /**
     * A traced chain's links in the notation's terms, from its premise: each value placed ({@code r1c6=3}) and each
     * removal the conclusion needs ({@code r4c56<>1}), in order, as HoDoKu lists a forcing chain's inferences.
     */
    static String links(Layout L, Trace tr, String premise) {
        StringBuilder sb = new StringBuilder(premise);
        for (int i = 0; i < tr.trail.size(); i++) {
            if (!tr.kept[i]) continue;
            Step s = tr.trail.get(i);
            for (Step.Candidate p : s.placements()) sb.append(' ').append(L.name(p.cell())).append('=').append(p.value());
            List<Step.Candidate> gone = tr.neededOf(i);
            if (!gone.isEmpty()) sb.append(' ').append(Notation.results(L.canvas, List.of(), gone).substring(3).replace(", ", " "));
        }
        return sb.toString();
    }

    /** Where a broken board breaks, in the notation: the cell left without a value, or the house ({@code b6}). */
    static String where(Board t) {
        Layout L = t.L;
        for (int c = 0; c < L.n; c++) if (t.cand[c] == 0) return L.name(c);
        for (int h = 0; h < L.houses.length; h++) {
            long any = 0;
            for (int c : L.houses[h]) any |= t.cand[c];
            if (any != L.full) return Notation.house(L.houseNames[h]);
        }
        return "the grid";
    }

    /** The steps of a traced trail its conclusion rests on, in order. */
    private static List<Step> kept(Trace tr) {
        List<Step> out = new ArrayList<>();
        for (int i = 0; i < tr.trail.size(); i++) if (tr.kept[i]) out.add(tr.trail.get(i));
        return out;
    }

    /** "r1c12 lose 5; r3c4 loses 6 and 7": by value, the values that leave the same cells together. */
    private static String lost(Layout L, List<Step.Candidate> gone) {
        java.util.TreeMap<Integer, java.util.TreeSet<Integer>> byValue = new java.util.TreeMap<>();
        for (Step.Candidate e : gone) byValue.computeIfAbsent(e.value(), x -> new java.util.TreeSet<>()).add(e.cell());
        java.util.LinkedHashMap<java.util.TreeSet<Integer>, List<Integer>> byCells = new java.util.LinkedHashMap<>();
        byValue.forEach((val, cs) -> byCells.computeIfAbsent(cs, x -> new ArrayList<>()).add(val));
        StringBuilder lost = new StringBuilder();
        byCells.forEach((cs, vals) -> {
            StringBuilder v = new StringBuilder();
            for (int k = 0; k < vals.size(); k++) v.append(k == 0 ? "" : k == vals.size() - 1 ? " and " : ", ").append(vals.get(k));
            lost.append(lost.length() == 0 ? "" : "; ").append(Notation.cells(L.canvas, cs)).append(cs.size() == 1 ? " loses " : " lose ")
                    .append(v);
        });
        return lost.toString();
    }

    /**
     * One candidate worked to a contradiction with chains inside it: a case of the two-case step alone, so only one
     * side need break. Rated above two cases: the case is chosen among every candidate, not the two of a cell.
     */
    public static final Technique NESTED_CONTRADICTION = new Technique("forcing chain (nested contradiction)", 9.8, 1600,
            Technique.Level.EXTREME);

    /**
     * A candidate assumed and followed as a case of {@link #cases} is (singles, rule steps, locked candidates, and
     * contradiction chains inside it where it stalls): when the case breaks, the candidate goes. Asked after two
     * cases find nothing, where a guess would come; the first candidate that breaks is the step. Each case costs
     * about 0.1 s on a minimal killer with 75 cells open, so the order matters: cells of three candidates first, then
     * four and on (bivalue cells are the two-case step's), within a cell the values with fewest places in its houses.
     * Where each case ended is kept on the board ({@link Board#worked}): cases whose kept end breaks on the board as
     * it is now come first, and those whose end held after every other (the board has lost little since, and they
     * rarely break a step or two later; measured on seed 11's minimal killers, a step then tries two cases at the
     * median instead of twelve). Where no case breaks, the cases are not thrown away: once every case of a cell, or
     * of a value in a house, has been worked, what they all agree on is the step ({@link #EVERY_CASE}); cells and
     * houses whose kept ends agree on a removal are worked again first. Ordering by how much a candidate's plain
     * chain removes tried one case a step, but took 0.1 s a step to rank and removed weaker candidates (four times
     * the steps).
     */
    public static Step nestedContradiction(Board b, List<RuleStep> rules, Limit deadline) {
        Told t = contradicted(b, rules, deadline);
        return t == null ? null : t.step();
    }

    /** The same step with its one case and what it was traced back to (tests replay it); null at the deadline. */
    public static Told contradicted(Board b, List<RuleStep> rules, Limit deadline) {
        Layout L = b.L;
        if (b.worked == null) b.worked = new java.util.HashMap<>();
        b.worked.keySet().removeIf(k -> !b.has(k / L.size, k % L.size));
        List<long[]> order = new ArrayList<>(); // key, cell, value index
        for (int c = 0; c < L.n; c++) {
            int bits = Long.bitCount(b.cand[c]);
            if (b.placed[c] || bits < 3) continue;
            for (long m = b.cand[c]; m != 0; m &= m - 1) {
                int v = Long.numberOfTrailingZeros(m);
                int places = L.size;
                for (int h : L.housesOf[c]) places = Math.min(places, b.withValue(L.houses[h], v).size());
                long[] end = b.worked.get(c * L.size + v);
                long key = end == null ? bits * 100L + places : breaks(b, end) ? 0 : (1L << 40) + bits * 100L + places;
                order.add(new long[] {key, c, v});
            }
        }
        order.sort((x, y) -> x[0] != y[0] ? Long.compare(x[0], y[0]) : x[1] != y[1] ? Long.compare(x[1], y[1]) : Long.compare(x[2], y[2]));
        // cases whose last end breaks on the board as it is now, then cells and houses whose cases' last ends agree
        // on a removal, each worked again; then the rest
        java.util.Map<Integer, Branch> fresh = new java.util.HashMap<>(); // the cases worked in this step
        for (int pass = 0; pass < 2; pass++) {
            for (long[] k : order) {
                if (deadline.passed()) return null;
                if ((k[0] == 0) != (pass == 0)) continue;
                int c = (int) k[1], v = (int) k[2];
                Branch br = worked(b, c, v, rules, deadline);
                if (br.outcome.broken) return told(b, br, c, v);
                fresh.put(c * L.size + v, br);
                Told t = completed(b, c, v, fresh);
                if (t != null) return t;
            }
            if (pass == 0) {
                Told t = agreed(b, rules, deadline);
                if (t != null) return t;
            }
        }
        return null;
    }

    /** The cases of a cell, or of a value in a house ({@code first} the cell the text starts from), in words. */
    private record Unit(List<int[]> cases, String premise, String form, int first) {
        static Unit cell(Board b, int c) {
            List<int[]> cases = new ArrayList<>();
            for (long m = b.cand[c]; m != 0; m &= m - 1) cases.add(new int[] {c, Long.numberOfTrailingZeros(m)});
            String name = b.L.name(c), values = b.values(b.cand[c]);
            return new Unit(cases, name + " is " + values, name + " in " + values, c);
        }

        /** Null where the value has fewer than two places in the house. */
        static Unit house(Board b, int h, int v) {
            Layout L = b.L;
            List<Integer> at = new ArrayList<>();
            for (int c : L.houses[h]) if (!b.placed[c] && b.has(c, v)) at.add(c);
            if (at.size() < 2) return null;
            List<int[]> cases = new ArrayList<>();
            for (int c : at) cases.add(new int[] {c, v});
            String where = Notation.cells(L.canvas, at);
            return new Unit(cases, "In " + L.houseNames[h] + ", " + b.v(v) + " is in " + where, b.v(v) + " in " + where, at.get(0));
        }
    }

    /**
     * Where the case just worked was the last of its cell, or of its value in one of its houses, to be worked in
     * this step, what all of that cell's or house's cases agree on: no case is worked again.
     */
    private static Told completed(Board b, int c, int v, java.util.Map<Integer, Branch> fresh) {
        List<Unit> units = new ArrayList<>(List.of(Unit.cell(b, c)));
        for (int h : b.L.housesOf[c]) units.add(Unit.house(b, h, v));
        for (Unit u : units) {
            if (u == null) continue;
            List<Branch> cases = new ArrayList<>();
            for (int[] k : u.cases) cases.add(fresh.get(k[0] * b.L.size + k[1]));
            if (cases.contains(null)) continue;
            Told t = common(b, cases, u.premise, u.first, EVERY_CASE, u.form);
            if (t != null) return t;
        }
        return null;
    }

    /** One candidate worked as a case, its end kept on the board. */
    private static Branch worked(Board b, int c, int v, List<RuleStep> rules, Limit deadline) {
        Branch br = assumed(b, c, v, rules, deadline);
        if (b.worked != null) b.worked.put(c * b.L.size + v, br.outcome.board.cand);
        return br;
    }

    /** A case's last end read with the board as it is now: a cell left without a value, or a house without a place for one. */
    private static boolean breaks(Board b, long[] end) {
        Layout L = b.L;
        for (int c = 0; c < L.n; c++) if ((end[c] & b.cand[c]) == 0) return true;
        for (int[] h : L.houses) {
            long any = 0;
            for (int c : h) any |= end[c] & b.cand[c];
            if (any != L.full) return true;
        }
        return false;
    }

    /** Every case of a cell or of a value in a house. */
    public static final Technique EVERY_CASE = new Technique("forcing chain (every case, chains inside)", 9.6, 1550,
            Technique.Level.EXTREME);

    /**
     * A cell of three or more candidates, or a value with two or more places in a house, each of whose cases was
     * worked before and whose ends, read with the board now, leave out a candidate: its cases are worked again on
     * this board, and what they all agree on is the step (or a case that now breaks is).
     */
    private static Told agreed(Board b, List<RuleStep> rules, Limit deadline) {
        Layout L = b.L;
        for (int c = 0; c < L.n; c++) {
            if (b.placed[c] || Long.bitCount(b.cand[c]) < 3) continue;
            Told t = agreedOn(b, Unit.cell(b, c), rules, deadline);
            if (t != null || deadline.passed()) return t;
        }
        for (int h = 0; h < L.houses.length; h++)
            for (int v = 0; v < L.size; v++) {
                Unit u = Unit.house(b, h, v);
                Told t = u == null ? null : agreedOn(b, u, rules, deadline);
                if (t != null || deadline.passed()) return t;
            }
        return null;
    }

    private static Told agreedOn(Board b, Unit u, List<RuleStep> rules, Limit deadline) {
        Layout L = b.L;
        long[] union = new long[L.n];
        for (int[] k : u.cases) {
            long[] end = b.worked.get(k[0] * L.size + k[1]);
            if (end == null) return null;
            if (breaks(b, end)) continue;
            for (int x = 0; x < L.n; x++) union[x] |= end[x] & b.cand[x];
        }
        boolean gone = false;
        for (int x = 0; x < L.n && !gone; x++) gone = !b.placed[x] && (b.cand[x] & ~union[x]) != 0;
        if (!gone) return null;
        List<Branch> branches = new ArrayList<>();
        for (int[] k : u.cases) {
            if (deadline.passed()) return null;
            Branch br = worked(b, k[0], k[1], rules, deadline);
            if (br.outcome.broken) return told(b, br, k[0], k[1]);
            branches.add(br);
        }
        return common(b, branches, u.premise, u.first, EVERY_CASE, u.form);
    }

    /** The step of a candidate whose case breaks, told as a case of the two-case step is: traced back from where it breaks. */
    public static Told told(Board b, Branch br, int cell, int v) {
        Layout L = b.L;
        Outcome o = br.outcome;
        List<String> ruleNames = new ArrayList<>(), chains = new ArrayList<>();
        List<Integer> shown = new ArrayList<>(List.of(cell));
        Trace tr = new Trace(br.start, o.trail, o.because);
        tr.needBroken(o.board);
        tr.resolve();
        String said = words(L, tr, chains, ruleNames, shown);
        Technique t = NESTED_CONTRADICTION;
        String so = ". So " + L.name(cell) + " is not " + b.v(v) + " (" + t.name() + ").";
        StringBuilder text = new StringBuilder("If ").append(br.premise).append(": ").append(said.isEmpty() ? "" : said + ", and then ")
                .append(o.why).append(so);
        for (int i = 0; i < chains.size(); i++) text.append(" Nested chain ").append(i + 1).append(": ").append(chains.get(i));
        List<Step> kept = kept(tr);
        String gist = Gist.of(br.premise, Gist.placed(L, kept), o.why, kept.size(), chains.size()) + so;
        Step step = new Step(t, t.ratingFor(o.trail.size() + 1), new ArrayList<>(new java.util.LinkedHashSet<>(ruleNames)),
                gist, List.of(), List.of(b.candidate(cell, v)), shown.stream().mapToInt(Integer::intValue).toArray())
                .withForms("Nested Forcing Chain Contradiction in " + where(o.board) + " => " + L.name(cell) + "<>" + b.v(v) + ": "
                        + links(L, tr, L.name(cell) + "=" + b.v(v)), null)
                .withDetail(text.toString());
        return new Told(step, List.of(br), List.of(tr));
    }

    /** Two cases worked to their ends with chains inside them (SE's nested forcing chains begin at 9.5). */
    public static final Technique CASES = new Technique("forcing chain (two cases, chains inside)", 9.5, 1500, Technique.Level.EXTREME);

    /**
     * Follows a case, then, where it stalls, tries each candidate left in it: one whose own chain breaks goes (a
     * step of the case, said as the chain that breaks), and the case is followed on, until nothing more goes.
     */
    static Outcome probed(Board t, List<RuleStep> rules, Limit deadline) {
        Layout L = t.L;
        List<Step> trail = new ArrayList<>();
        List<Object> because = new ArrayList<>();
        while (!deadline.passed()) {
            Outcome o = run(t, rules, true, deadline);
            trail.addAll(o.trail);
            because.addAll(o.because);
            if (o.broken || trail.size() >= MAX_FOLLOW) return new Outcome(t, trail, o.broken, because);
            // every candidate of the case tried once per round; each one that breaks goes at once (it is false in
            // the case whatever else goes), and the case is followed on after the round
            boolean found = false;
            for (int c = 0; c < L.n; c++) {
                if (t.placed[c]) continue;
                for (long m = t.cand[c]; m != 0; m &= m - 1) {
                    if (deadline.passed()) return new Outcome(t, trail, false, because);
                    int v = Long.numberOfTrailingZeros(m);
                    if (Long.bitCount(t.cand[c]) < 2) break;
                    Outcome q = follow(t, c, v, rules, false, deadline);
                    if (!q.broken) continue;
                    // its words come later, from the chain kept beside it, and only if the step is given
                    Step gone = new Step(Technique.CONTRADICTION, Technique.CONTRADICTION.rating(), List.of(),
                            L.name(c) + " is not " + t.v(v), List.of(), List.of(t.candidate(c, v)), new int[] {c});
                    trail.add(gone);
                    because.add(q);
                    t.apply(gone);
                    found = true;
                    // the case itself may break here: the chains tried after would each break "at once" on the
                    // broken board, and the case's text would end on them instead of on what broke it
                    if (dead(t)) return new Outcome(t, trail, true, because);
                }
            }
            if (!found) return new Outcome(t, trail, false, because);
        }
        return new Outcome(t, trail, dead(t), because);
    }

    /** Steps of the trail after which every candidate of {@code gone} has left the board (the trail's length at most). */
    private static int goneBy(Board start, List<Step> trail, List<int[]> gone) {
        Board t = start.copy();
        for (int i = 0; i <= trail.size(); i++) {
            if (i > 0) t.apply(trail.get(i - 1));
            boolean all = true;
            for (int[] g : gone) all &= !t.has(g[0], g[1]);
            if (all) return i;
        }
        return trail.size();
    }

    /** Steps of the trail up to the one that placed {@code cell}. */
    private static int upTo(List<Step> trail, int cell) {
        for (int i = 0; i < trail.size(); i++)
            for (Step.Candidate p : trail.get(i).placements()) if (p.cell() == cell) return i + 1;
        return trail.size();
    }

    private static String trailText(Board b, List<Step> trail) {
        StringBuilder sb = new StringBuilder();
        Board t = b.copy(); // the board before each step
        for (int i = 0; i < trail.size(); i++) {
            Step s = trail.get(i);
            sb.append(i == 0 ? "" : ", ");
            if (!s.placements().isEmpty()) {
                Step.Candidate p = s.placements().get(0);
                sb.append(s.technique().name()).append(" ").append(b.L.name(p.cell())).append("=").append(p.value());
            } else sb.append(ruleLoss(t, b.L, s, s.eliminations()));
            t.apply(s);
        }
        return sb.toString();
    }

    /**
     * A rule's removals in a chain: "r1c2 loses 5 (rule)", or, where the chain has settled every cell of the rule
     * and the values break it, those values: "skyscraper 4 at r5c10 would be broken by r5c9=1, r5c8=3, ...", which
     * is how a person sees a filled line fail (not as each of its cells losing its own value).
     */
    private static String ruleLoss(Board before, Layout L, Step s, List<Step.Candidate> said) {
        String rule = s.rules().isEmpty() ? s.technique().name() : s.rules().get(0);
        // locked candidates name both houses: "r3c3 loses 1 (1 of row 2 is locked in box 1)", not "(row 2)", which
        // r3c3 is not in
        if ((s.technique() == Technique.POINTING || s.technique() == Technique.CLAIMING) && s.rules().size() == 2 && !said.isEmpty())
            rule = said.get(0).value() + " of " + s.rules().get(0) + " is locked in " + s.rules().get(1);
        int[] cells = s.cells();
        // every cell of the rule must lose a value: checked first, as replaying the trail to the step costs more
        boolean settled = !s.rules().isEmpty() && cells != null && cells.length > 0;
        if (settled) {
            java.util.Set<Integer> losing = new java.util.HashSet<>();
            for (Step.Candidate x : s.eliminations()) losing.add(x.cell());
            for (int c : cells) settled &= losing.contains(c);
        }
        if (settled)
            for (int c : cells)
                settled &= Long.bitCount(before.cand[c]) == 1 && s.eliminations().contains(before.candidate(c, Long.numberOfTrailingZeros(before.cand[c])));
        if (!settled) {
            // a value the chain placed, now ruled out: the placement breaks the rule ("r2c1=4 breaks heading 14"),
            // which reads better than a placed cell losing its value
            List<Step.Candidate> broken = new ArrayList<>(), rest = new ArrayList<>();
            for (Step.Candidate e : said) (before.placed[e.cell()] && before.has(e.cell(), e.value() - L.min) ? broken : rest).add(e);
            if (broken.isEmpty()) return lost(L, said) + " (" + rule + ")";
            StringBuilder held = new StringBuilder();
            for (Step.Candidate e : broken) held.append(held.length() == 0 ? "" : ", ").append(L.name(e.cell())).append("=").append(e.value());
            return (rest.isEmpty() ? "" : lost(L, rest) + " (" + rule + "), and ") + held + (broken.size() == 1 ? " breaks " : " break ") + rule;
        }
        StringBuilder held = new StringBuilder();
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (int c : cells)
            if (seen.add(c)) held.append(held.length() == 0 ? "" : ", ").append(before.L.name(c)).append("=").append(before.values(before.cand[c]));
        return rule + " would be broken by " + held;
    }

    static List<String> rulesOf(List<Step> trail) {
        java.util.LinkedHashSet<String> out = new java.util.LinkedHashSet<>();
        for (Step s : trail) if (!s.technique().name().startsWith("hidden") && !s.technique().name().startsWith("naked")) out.addAll(s.rules());
        return new ArrayList<>(out);
    }

    private static int[] cellsOf(int first, List<Step> trail) {
        List<Integer> out = new ArrayList<>(List.of(first));
        for (Step s : trail) for (Step.Candidate p : s.placements()) if (!out.contains(p.cell())) out.add(p.cell());
        return out.stream().mapToInt(Integer::intValue).toArray();
    }
}
