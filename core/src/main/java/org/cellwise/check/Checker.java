package org.cellwise.check;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import org.cellwise.check.Report.Line;
import org.cellwise.check.Report.Status;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Fixed;
import org.cellwise.constraint.Relation;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.model.Filling;
import org.cellwise.puzzle.Compiled;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.AspRule;
import org.cellwise.rules.Rule;
import org.cellwise.asp.Grounding;
import org.cellwise.asp.Lowering;

/**
 * Checks a grid, filled or partly filled, against every rule of a puzzle. Groups and cages get a line each;
 * rules made of many pairwise relations (anti-knight, givens) get one line per rule naming the pairs that break.
 * The verdicts come from the same constraints the engine solves with.
 */
public final class Checker {
    /** Broken pairs named in one line of a pairwise rule; the rest are counted. */
    static final int PAIRS_SHOWN = 10;

    private Checker() {}

    /** Whether every constraint holds on a complete grid: the quick yes/no of {@link #check}. */
    public static boolean holds(Puzzle p, int[] values) {
        for (Constraint c : p.constraints()) if (!c.holds(values)) return false;
        return true;
    }

    /**
     * Whether a 9×9 answer (values 1..9, row by row) holds every value once in each row, column and 3×3 box and
     * keeps {@code count} givens from index {@code from}: the quick check of a classic answer, without a puzzle and with no
     * allocation, the same verdict as {@link #holds} on the classic puzzle of those givens.
     */
    public static boolean holdsClassic(int[] answer, int[] cells, int[] values, int from, int count) {
        if (answer == null || answer.length != 81) return false;
        for (int i = from; i < from + count; i++) if (answer[cells[i]] != values[i]) return false;
        // one pass over the cells, row by row: each row's values, each column's and each box's gathered as bits
        int range = 0, rows = 0x3FE;
        int c0 = 0, c1 = 0, c2 = 0, c3 = 0, c4 = 0, c5 = 0, c6 = 0, c7 = 0, c8 = 0;
        int boxes = 0x3FE;
        for (int band = 0; band < 81; band += 27) {
            int x0 = 0, x1 = 0, x2 = 0;
            for (int at = band; at < band + 27; at += 9) {
                int v0 = answer[at], v1 = answer[at + 1], v2 = answer[at + 2], v3 = answer[at + 3], v4 = answer[at + 4],
                        v5 = answer[at + 5], v6 = answer[at + 6], v7 = answer[at + 7], v8 = answer[at + 8];
                // a value outside 1..9 turns the sign bit on
                range |= (v0 - 1) | (9 - v0) | (v1 - 1) | (9 - v1) | (v2 - 1) | (9 - v2) | (v3 - 1) | (9 - v3) | (v4 - 1)
                        | (9 - v4) | (v5 - 1) | (9 - v5) | (v6 - 1) | (9 - v6) | (v7 - 1) | (9 - v7) | (v8 - 1) | (9 - v8);
                int b0 = 1 << v0, b1 = 1 << v1, b2 = 1 << v2, b3 = 1 << v3, b4 = 1 << v4, b5 = 1 << v5, b6 = 1 << v6,
                        b7 = 1 << v7, b8 = 1 << v8;
                rows &= b0 | b1 | b2 | b3 | b4 | b5 | b6 | b7 | b8;
                x0 |= b0 | b1 | b2;
                x1 |= b3 | b4 | b5;
                x2 |= b6 | b7 | b8;
                c0 |= b0;
                c1 |= b1;
                c2 |= b2;
                c3 |= b3;
                c4 |= b4;
                c5 |= b5;
                c6 |= b6;
                c7 |= b7;
                c8 |= b8;
            }
            boxes &= x0 & x1 & x2;
        }
        int cols = c0 & c1 & c2 & c3 & c4 & c5 & c6 & c7 & c8;
        // nine values in 1..9 with all nine bits set in a unit: each once
        return range >= 0 && rows == 0x3FE && cols == 0x3FE && boxes == 0x3FE;
    }

    public static Report check(Puzzle p, int[] values) {
        return check(p, Filling.complete(values));
    }

    public static Report check(Puzzle p, Filling f) {
        f = org.cellwise.rules.ChaosConstruction.withSteps(p.canvas(), p.rules(), f);
        Verdicts verdicts = new Verdicts(p.canvas(), f);
        List<Line> lines = new ArrayList<>();
        for (Compiled.Expansion e : p.compiled().expansions()) {
            List<Constraint> cs = e.constraints();
            if (e.rule() instanceof AspRule r) {
                lines.add(asp(r, p.canvas(), f));
                continue;
            }
            if (cs.size() > 1 && cs.stream().allMatch(c -> c instanceof Relation || c instanceof Fixed)) {
                lines.add(pairwise(e.rule(), cs, verdicts));
            } else {
                for (Constraint c : cs) lines.add(c.accept(verdicts));
            }
        }
        List<String> empty = new ArrayList<>();
        TreeMap<Integer, Integer> counts = new TreeMap<>();
        for (int i = 0; i < f.size(); i++) {
            if (f.has(i)) counts.merge(f.value(i), 1, Integer::sum);
            else empty.add(p.canvas().name(i));
        }
        List<int[]> vc = new ArrayList<>();
        counts.forEach((v, n) -> vc.add(new int[] {v, n}));
        return new Report(lines, empty, vc);
    }

    /**
     * The rules, and the filled values against the puzzle's own solutions: with one solution, each filled value
     * that differs from it is named (a wrong digit that breaks no rule yet); with several, whether any agrees with
     * every filled value. A complete grid where every rule holds is a solution and needs no search. The engine gets
     * {@code limit} (null: no limit) for each of its searches.
     */
    public static Report check(Puzzle p, Filling f, java.time.Duration limit) {
        return check(p, f, limit, 0);
    }

    /** The same, each search stopped after {@code work} nodes too (0: no limit on work), the same on every machine. */
    public static Report check(Puzzle p, Filling f, java.time.Duration limit, long work) {
        f = org.cellwise.rules.ChaosConstruction.withSteps(p.canvas(), p.rules(), f);
        Report rules = check(p, f);
        if (f.isComplete() && rules.brokenCount() == 0) return rules;
        SolveOptions two = SolveOptions.upTo(2).withTimeout(limit).withMaxNodes(work);
        Result r = Solver.solve(p, two, 1);
        Report.Solutions s;
        int[] gc = p.compiled().givenCells(), gv = p.compiled().givenValues();
        java.util.BitSet given = new java.util.BitSet();
        for (int c : gc) given.set(c);
        if (r.solved() && r.unique()) {
            List<Report.Difference> differs = new ArrayList<>();
            int[] sol = r.first();
            for (int c = 0; c < f.size(); c++)
                if (f.has(c) && !given.get(c) && f.value(c) != sol[c]) differs.add(new Report.Difference(p.canvas().name(c), f.value(c), sol[c]));
            s = new Report.Solutions(Report.Found.UNIQUE, List.copyOf(differs), true, null);
        } else if (r.solved() && r.count() > 1) {
            java.util.Map<Integer, Integer> fixed = new TreeMap<>();
            for (int i = 0; i < gc.length; i++) fixed.put(gc[i], gv[i]);
            boolean clash = false;
            for (int c = 0; c < f.size(); c++)
                if (f.has(c)) clash |= fixed.merge(c, f.value(c), (a, b) -> a) != f.value(c);
            Boolean agrees;
            String stopped = null;
            if (clash) agrees = false;
            else {
                Result one = Solver.withGivens(p, fixed.keySet().stream().mapToInt(Integer::intValue).toArray(),
                        fixed.values().stream().mapToInt(Integer::intValue).toArray())
                        .solve(SolveOptions.firstSolution().withTimeout(limit).withMaxNodes(work), 1);
                agrees = one.solved() ? Boolean.TRUE : one.impossible() ? Boolean.FALSE : null;
                if (agrees == null) stopped = stoppedBy(one);
            }
            s = new Report.Solutions(Report.Found.SEVERAL, List.of(), agrees, stopped);
        } else {
            s = new Report.Solutions(r.impossible() ? Report.Found.NONE : Report.Found.UNKNOWN, List.of(), null,
                    r.impossible() ? null : stoppedBy(r));
        }
        return new Report(rules.lines(), rules.empty(), rules.valueCounts(), s);
    }

    /** Which limit cut a search: {@code "budget"} (its nodes) or {@code "timeout"}. */
    private static String stoppedBy(Result r) {
        return r.outcome() == org.cellwise.engine.Outcome.BUDGET ? "budget" : "timeout";
    }

    /** Givens, anti-knight and the like: one line for the rule, naming the first pairs that break. */
    private static Line pairwise(Rule rule, List<Constraint> cs, Verdicts verdicts) {
        List<String> broken = new ArrayList<>();
        Set<String> cells = new LinkedHashSet<>(), culprits = new LinkedHashSet<>();
        boolean unfinished = false;
        for (Constraint c : cs) {
            Line l = c.accept(verdicts);
            cells.addAll(l.cells());
            if (l.broken()) {
                broken.add(l.detail());
                culprits.addAll(l.culprits());
            } else if (l.status() == Status.UNFINISHED) {
                unfinished = true;
            }
        }
        boolean givens = cs.get(0) instanceof Fixed;
        String expected = givens ? cs.size() + " givens kept" : cs.size() + " pairs: " + cs.get(0).accept(verdicts).expected();
        if (!broken.isEmpty()) {
            String detail = String.join("; ", broken.subList(0, Math.min(PAIRS_SHOWN, broken.size())))
                    + (broken.size() > PAIRS_SHOWN ? "; and " + (broken.size() - PAIRS_SHOWN) + " more" : "");
            return new Line(title(rule), Status.BROKEN, expected, detail, List.copyOf(cells), List.copyOf(culprits));
        }
        if (unfinished)
            return new Line(title(rule), Status.UNFINISHED, expected, "nothing broken among the filled cells", List.copyOf(cells), List.of());
        return new Line(title(rule), Status.HOLDS, expected, expected, List.copyOf(cells), List.of());
    }

    /**
     * A rule in clingo's notation, one line named by its text: judged by its own ground instances, each value a cell
     * may not hold and each pair two cells may not hold together, not by the groups it became, which lean on the
     * puzzle's other rules.
     */
    private static Line asp(AspRule r, org.cellwise.model.Canvas canvas, Filling f) {
        Grounding g = r.grounding(canvas);
        List<String> broken = new ArrayList<>();
        Set<String> cells = new LinkedHashSet<>(), culprits = new LinkedHashSet<>();
        boolean unfinished = false;
        int ones = 0;
        for (int c = 0; c < g.unary().length; c++) {
            if (g.unary()[c] == 0) continue;
            ones++;
            cells.add(canvas.name(c));
            if (!f.has(c)) unfinished = true;
            else if (g.forbids(c, f.value(c))) {
                broken.add(canvas.name(c) + " holds " + f.value(c));
                culprits.add(canvas.name(c));
            }
        }
        for (int i = 0; i < g.pairs(); i++) {
            int a = Grounding.first(g.pairKeys()[i]), b = Grounding.second(g.pairKeys()[i]);
            cells.add(canvas.name(a));
            cells.add(canvas.name(b));
            if (!f.has(a) || !f.has(b)) unfinished = true;
            else if (g.forbids(i, f.value(a), f.value(b))) {
                broken.add(canvas.name(a) + " holds " + f.value(a) + " and " + canvas.name(b) + " holds " + f.value(b));
                culprits.add(canvas.name(a));
                culprits.add(canvas.name(b));
            }
        }
        List<String> parts = new ArrayList<>();
        if (ones > 0) parts.add(ones + (ones == 1 ? " cell" : " cells"));
        if (g.pairs() > 0) parts.add(g.pairs() + (g.pairs() == 1 ? " pair of cells" : " pairs of cells"));
        String expected = parts.isEmpty() ? "nothing forbidden on this grid" : "nothing it forbids, in " + String.join(" and ", parts);
        if (!broken.isEmpty()) {
            String detail = String.join("; ", broken.subList(0, Math.min(PAIRS_SHOWN, broken.size())))
                    + (broken.size() > PAIRS_SHOWN ? "; and " + (broken.size() - PAIRS_SHOWN) + " more" : "") + ", which it forbids";
            return new Line(Lowering.prefix(r.text()), Status.BROKEN, expected, detail, List.copyOf(cells), List.copyOf(culprits));
        }
        if (unfinished)
            return new Line(Lowering.prefix(r.text()), Status.UNFINISHED, expected, "nothing forbidden among the filled cells", List.copyOf(cells), List.of());
        return new Line(Lowering.prefix(r.text()), Status.HOLDS, expected, expected, List.copyOf(cells), List.of());
    }

    /** A line's name: the keyword, or for a move rule its parameters too ("taxicab 4"), so a reader knows which one broke. */
    private static String title(Rule rule) {
        return rule instanceof org.cellwise.rules.PuzzleWide w ? w.title() : rule.keyword();
    }
}
