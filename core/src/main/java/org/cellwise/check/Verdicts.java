package org.cellwise.check;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cellwise.check.Report.Line;
import org.cellwise.check.Report.Status;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Arithmetic;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Equal;
import org.cellwise.constraint.Fixed;
import org.cellwise.constraint.Relation;
import org.cellwise.constraint.Scan;
import org.cellwise.constraint.Unrolled;
import org.cellwise.constraint.Sum;
import org.cellwise.constraint.SumOrProduct;
import org.cellwise.model.Canvas;
import org.cellwise.model.Filling;

/**
 * One constraint against a grid that may be partly filled, in words a person reads: which cells break it and
 * how, never "expected 3=6". A constraint is broken only when its filled cells already rule it out, so a grid
 * being filled in is checked as far as it goes.
 */
final class Verdicts implements Constraint.Cases<Line> {
    private final Canvas canvas;
    private final Filling f;

    Verdicts(Canvas canvas, Filling f) {
        this.canvas = canvas;
        this.f = f;
    }

    private String cell(int i) {
        return canvas.name(i);
    }

    private List<String> names(int[] cells) {
        List<String> out = new ArrayList<>(cells.length);
        for (int c : cells) out.add(cell(c));
        return out;
    }

    private int emptyOf(int[] cells) {
        int n = 0;
        for (int c : cells) if (!f.has(c)) n++;
        return n;
    }

    private static String number(long v) {
        return v < 0 ? "(" + v + ")" : Long.toString(v);
    }

    /** {@code 7 + 1 + 8}: the filled values joined by an operation sign. */
    private String joined(int[] cells, String sign) {
        StringBuilder sb = new StringBuilder();
        for (int c : cells) if (f.has(c)) sb.append(sb.length() == 0 ? "" : " " + sign + " ").append(number(f.value(c)));
        return sb.toString();
    }

    private static String emptyCells(int n) {
        return n + (n == 1 ? " cell" : " cells") + " empty";
    }

    private static String and(List<String> xs) {
        if (xs.size() == 1) return xs.get(0);
        return String.join(", ", xs.subList(0, xs.size() - 1)) + " and " + xs.get(xs.size() - 1);
    }

    private Line line(Constraint c, Status s, String expected, String detail, List<String> culprits) {
        return new Line(c.name(), s, expected, detail, names(c.cells()), culprits);
    }

    /** Filled cells of {@code cells} sharing a value: "r1c1 and r1c7 both hold 6", with the cells put in {@code culprits}. */
    private String repeats(int[] cells, List<String> culprits) {
        Map<Integer, List<String>> byValue = new LinkedHashMap<>();
        for (int c : cells) if (f.has(c)) byValue.computeIfAbsent(f.value(c), v -> new ArrayList<>()).add(cell(c));
        List<String> said = new ArrayList<>();
        byValue.forEach((v, cs) -> {
            if (cs.size() < 2) return;
            culprits.addAll(cs);
            said.add(and(cs) + (cs.size() == 2 ? " both hold " : " all hold ") + v);
        });
        return String.join("; ", said);
    }

    @Override
    public Line allDifferent(AllDifferent a) {
        List<String> culprits = new ArrayList<>();
        String dup = repeats(a.cells(), culprits);
        if (!dup.isEmpty()) return line(a, Status.BROKEN, "all different", dup, culprits);
        int empty = emptyOf(a.cells());
        if (empty > 0) return line(a, Status.UNFINISHED, "all different", "no value repeats so far, " + emptyCells(empty), List.of());
        return line(a, Status.HOLDS, "all different", "all different", List.of());
    }

    @Override
    public Line sum(Sum s) {
        String expected = "sum " + s.target() + (s.distinct() ? ", no repeats" : "");
        List<String> culprits = new ArrayList<>();
        if (s.distinct()) {
            String dup = repeats(s.cells(), culprits);
            if (!dup.isEmpty()) return line(s, Status.BROKEN, expected, dup + ", and a cage's values may not repeat", culprits);
        }
        long total = 0;
        for (int c : s.cells()) if (f.has(c)) total += f.value(c);
        int empty = emptyOf(s.cells());
        int filled = s.cells().length - empty;
        String sum = s.cells().length == 0 ? "no cells, 0" : filled == 0 ? "0" : filled == 1 ? joined(s.cells(), "+")
                : joined(s.cells(), "+") + " = " + total;
        if (empty == 0) {
            if (total == s.target()) return line(s, Status.HOLDS, expected, sum, List.of());
            return line(s, Status.BROKEN, expected, sum + ", not " + s.target(), names(s.cells()));
        }
        long need = s.target() - total;
        if (need < (long) empty * canvas.values().min() || need > (long) empty * canvas.values().max())
            return line(s, Status.BROKEN, expected, sum + " already, and " + empty + (empty == 1 ? " more cell" : " more cells") + " of "
                    + canvas.values() + " cannot bring it to " + s.target(), filledNames(s.cells()));
        if (s.distinct()) {
            // the empty cells take values all different and different from the filled ones
            int min = canvas.values().min();
            java.util.BitSet used = new java.util.BitSet();
            for (int c : s.cells()) if (f.has(c)) used.set(f.value(c) - min);
            List<Integer> free = new ArrayList<>();
            for (int v = min; v <= canvas.values().max(); v++) if (!used.get(v - min)) free.add(v);
            if (!distinctSums(free, empty).contains(need)) {
                List<String> usedValues = new ArrayList<>();
                used.stream().forEach(v -> usedValues.add(number(v + min)));
                return line(s, Status.BROKEN, expected, sum + " so far: " + need + " more is needed from "
                        + (empty == 1 ? "1 cell" : empty + " cells of different values")
                        + (usedValues.isEmpty() ? "" : (empty == 1 ? " with a value" : "") + " other than " + and(usedValues))
                        + ", which cannot be done", filledNames(s.cells()));
            }
        }
        return line(s, Status.UNFINISHED, expected, sum + " so far, " + emptyCells(empty), List.of());
    }

    /** Every sum of {@code k} different values taken from {@code free}. */
    static java.util.Set<Long> distinctSums(List<Integer> free, int k) {
        if (k > free.size()) return java.util.Set.of();
        List<java.util.Set<Long>> by = new ArrayList<>();
        for (int j = 0; j <= k; j++) by.add(new java.util.HashSet<>());
        by.get(0).add(0L);
        for (int v : free)
            for (int j = k; j >= 1; j--)
                for (long x : by.get(j - 1)) by.get(j).add(x + v);
        return by.get(k);
    }

    /** Most partial products followed before a cage is left unjudged (its empty cells may still complete it). */
    private static final int PRODUCTS = 100_000;

    /**
     * Whether some values of the range in the empty cells (repeats allowed, as a KenKen cage allows) bring the
     * filled ones to the target under {@code op}; true when that is too costly to follow to the end.
     */
    private boolean completable(Arithmetic.Op op, long target, int[] cells) {
        int min = canvas.values().min(), max = canvas.values().max(), empty = emptyOf(cells);
        switch (op) {
            case ADD: {
                long total = 0;
                for (int c : cells) if (f.has(c)) total += f.value(c);
                long need = target - total;
                return need >= (long) empty * min && need <= (long) empty * max;
            }
            case MULTIPLY: {
                long product = 1;
                for (int c : cells) if (f.has(c)) product = Arithmetic.times(product, f.value(c));
                java.util.Set<Long> reach = java.util.Set.of(product);
                for (int e = 0; e < empty; e++) {
                    java.util.Set<Long> next = new java.util.HashSet<>();
                    for (long x : reach)
                        for (int v = min; v <= max; v++) {
                            long y = Arithmetic.times(x, v);
                            if (y != Long.MAX_VALUE && y != Long.MIN_VALUE) next.add(y);
                        }
                    if (next.size() > PRODUCTS) return true;
                    reach = next;
                }
                return reach.contains(target);
            }
            case SUBTRACT:
            case DIVIDE:
            case ANY: {
                if (op == Arithmetic.Op.ANY && (completable(Arithmetic.Op.ADD, target, cells) || completable(Arithmetic.Op.MULTIPLY, target, cells)))
                    return true;
                if (cells.length != 2) return false;
                int known = f.has(cells[0]) ? cells[0] : f.has(cells[1]) ? cells[1] : -1;
                for (int a = known >= 0 ? f.value(known) : min; a <= (known >= 0 ? f.value(known) : max); a++)
                    for (int b = min; b <= max; b++)
                        if (Arithmetic.pair(op == Arithmetic.Op.ANY ? Arithmetic.Op.ANY : op, target, a, b)) return true;
                return false;
            }
            default:
                throw new AssertionError(op);
        }
    }

    private List<String> filledNames(int[] cells) {
        List<String> out = new ArrayList<>();
        for (int c : cells) if (f.has(c)) out.add(cell(c));
        return out;
    }

    /** The operation between a cage's values: its printed sign, '?' for a hidden one. */
    private static String sign(Arithmetic.Op op) {
        return op == Arithmetic.Op.ANY ? "?" : op.printed();
    }

    private static String expected(Arithmetic a) {
        if (a.op() == Arithmetic.Op.ADD && a.cells().length == 1) return "value " + a.target();
        return switch (a.op()) {
            case ADD -> "sum " + a.target();
            case SUBTRACT -> "difference " + a.target();
            case MULTIPLY -> "product " + a.target();
            case DIVIDE -> "quotient " + a.target();
            case ANY -> a.target() + " by one of + − × ÷";
        };
    }

    /** What the cells make under an operation, larger first for − and ÷ as a person works it out. */
    private String worked(Arithmetic.Op op, int[] cells) {
        if (op == Arithmetic.Op.ADD || op == Arithmetic.Op.MULTIPLY) {
            long r = op == Arithmetic.Op.ADD ? 0 : 1;
            for (int c : cells) r = op == Arithmetic.Op.ADD ? r + f.value(c) : Arithmetic.times(r, f.value(c));
            String value = Math.abs(r) == Long.MAX_VALUE || r == Long.MIN_VALUE ? "more than a long holds" : Long.toString(r);
            return cells.length == 1 ? Long.toString(f.value(cells[0])) : joined(cells, sign(op)) + " = " + value;
        }
        long a = Math.max(f.value(cells[0]), f.value(cells[1])), b = Math.min(f.value(cells[0]), f.value(cells[1]));
        if (op == Arithmetic.Op.SUBTRACT) return number(a) + " − " + number(b) + " = " + (a - b);
        if (b == 0) return number(a) + " ÷ 0 has no value";
        if (a % b == 0) return number(a) + " ÷ " + number(b) + " = " + (a / b);
        return number(a) + " ÷ " + number(b) + " = " + java.math.BigDecimal.valueOf(a).divide(java.math.BigDecimal.valueOf(b),
                3, java.math.RoundingMode.HALF_EVEN).stripTrailingZeros().toPlainString();
    }

    @Override
    public Line arithmetic(Arithmetic a) {
        String expected = expected(a);
        int empty = emptyOf(a.cells());
        if (empty > 0) {
            if (a.cells().length == 1) return line(a, Status.UNFINISHED, expected, cell(a.cells()[0]) + " is empty", List.of());
            if (empty < a.cells().length && !completable(a.op(), a.target(), a.cells())) {
                List<String> values = new ArrayList<>();
                for (int c : a.cells()) if (f.has(c)) values.add(cell(c) + " holds " + number(f.value(c)));
                return line(a, Status.BROKEN, expected, and(values) + ", and no values of " + canvas.values() + " in the other "
                        + (empty == 1 ? "cell" : empty + " cells") + " make " + expected, filledNames(a.cells()));
            }
            return line(a, Status.UNFINISHED, expected, emptyCells(empty), List.of());
        }
        boolean ok = a.holds(f.values());
        if (a.cells().length == 1) {
            String v = cell(a.cells()[0]) + " holds " + f.value(a.cells()[0]);
            return ok ? line(a, Status.HOLDS, expected, v, List.of()) : line(a, Status.BROKEN, expected, v + ", not " + a.target(), names(a.cells()));
        }
        if (a.op() != Arithmetic.Op.ANY) {
            String w = worked(a.op(), a.cells());
            return ok ? line(a, Status.HOLDS, expected, w, List.of())
                    : line(a, Status.BROKEN, expected, w + ", not " + a.target(), names(a.cells()));
        }
        List<Arithmetic.Op> ops = a.cells().length == 2
                ? List.of(Arithmetic.Op.ADD, Arithmetic.Op.SUBTRACT, Arithmetic.Op.MULTIPLY, Arithmetic.Op.DIVIDE)
                : List.of(Arithmetic.Op.ADD, Arithmetic.Op.MULTIPLY);
        for (Arithmetic.Op op : ops)
            if (Arithmetic.evaluate(op, a.target(), f.values(), a.cells())) return line(a, Status.HOLDS, expected, worked(op, a.cells()), List.of());
        List<String> values = new ArrayList<>();
        for (int c : a.cells()) values.add(number(f.value(c)));
        return line(a, Status.BROKEN, expected, "no operation makes " + a.target() + " of " + and(values), names(a.cells()));
    }

    @Override
    public Line sumOrProduct(SumOrProduct sp) {
        String expected = sp.target() + " as a sum or a product";
        int empty = emptyOf(sp.cells());
        if (empty > 0) return line(sp, Status.UNFINISHED, expected, emptyCells(empty), List.of());
        String sum = worked(Arithmetic.Op.ADD, sp.cells()), product = worked(Arithmetic.Op.MULTIPLY, sp.cells());
        if (Arithmetic.evaluate(Arithmetic.Op.ADD, sp.target(), f.values(), sp.cells())) return line(sp, Status.HOLDS, expected, sum, List.of());
        if (sp.holds(f.values())) return line(sp, Status.HOLDS, expected, product, List.of());
        return line(sp, Status.BROKEN, expected, sp.cells().length == 1 ? sum + ", not " + sp.target()
                : sum + " and " + product + ", neither is " + sp.target(), names(sp.cells()));
    }

    @Override
    public Line equal(Equal e) {
        int first = -1;
        for (int c : e.cells()) {
            if (!f.has(c)) continue;
            if (first < 0) first = c;
            else if (f.value(c) != f.value(first))
                return line(e, Status.BROKEN, "all equal", cell(first) + " holds " + f.value(first) + " but " + cell(c) + " holds "
                        + f.value(c), List.of(cell(first), cell(c)));
        }
        int empty = emptyOf(e.cells());
        if (empty > 0) return line(e, Status.UNFINISHED, "all equal", emptyCells(empty), List.of());
        return line(e, Status.HOLDS, "all equal", "all hold " + (first < 0 ? "nothing" : f.value(first)), List.of());
    }

    @Override
    public Line fixed(Fixed g) {
        String expected = "given " + g.value(), c = cell(g.cell());
        if (!f.has(g.cell())) return line(g, Status.UNFINISHED, expected, c + " is empty", List.of());
        if (f.value(g.cell()) == g.value()) return line(g, Status.HOLDS, expected, c + " holds " + g.value(), List.of());
        return line(g, Status.BROKEN, expected, c + " holds " + f.value(g.cell()) + ", not the given " + g.value(), List.of(c));
    }

    @Override
    public Line relation(Relation r) {
        String a = cell(r.a()), b = cell(r.b());
        String expected = switch (r.kind()) {
            case LESS -> b + " greater than " + a;
            case NOT_EQUAL -> "different values";
            case NOT_CONSECUTIVE -> "values not consecutive";
            case DIFFERENCE -> "a difference of " + r.k();
            case NOT_DIFFERENCE -> "no difference of " + r.k();
            case APART_AT_LEAST -> "a difference of at least " + r.k();
            case APART_AT_MOST -> "a difference of at most " + r.k();
            case RATIO -> "a ratio of " + r.k();
            case NOT_RATIO -> "no ratio of " + r.k();
            case SUM -> "a sum of " + r.k();
            case NOT_SUM -> "no sum of " + r.k();
            case OTHER_BAND -> "values in different bands of " + r.k();
            case NOT_BOTH -> "not both " + r.k();
            case TABLE -> "values the rule allows together";
        };
        if (!f.has(r.a()) || !f.has(r.b())) return line(r, Status.UNFINISHED, expected, emptyCells(emptyOf(r.cells())), List.of());
        int x = f.value(r.a()), y = f.value(r.b());
        boolean holds = r.holds(f.values());
        String detail = switch (r.kind()) {
            case LESS -> b + " holds " + y + ", " + (holds ? "" : "not ") + "greater than " + x + " in " + a;
            case NOT_EQUAL, NOT_BOTH -> holds ? a + " holds " + x + ", " + b + " holds " + y : a + " and " + b + " both hold " + x;
            case NOT_CONSECUTIVE -> a + " holds " + x + " and " + b + " holds " + y + (holds ? "" : ", consecutive");
            case NOT_SUM -> a + " holds " + x + " and " + b + " holds " + y + (holds ? "" : ", which add up to " + r.k());
            default -> a + " holds " + x + " and " + b + " holds " + y + (holds ? "" : ": not " + expected);
        };
        return line(r, holds ? Status.HOLDS : Status.BROKEN, expected, detail, holds ? List.of() : List.of(a, b));
    }

    @Override
    public Line scan(Scan sc) {
        String expected = sc.describe(this::cell);
        int empty = emptyOf(sc.cells());
        if (empty == 0 && sc.machine() instanceof org.cellwise.constraint.Machine.SumIn in) {
            // a cage with several sums is read as a killer cage is: the total, then the sums it may take
            long total = 0;
            for (int c : sc.cells()) total += f.value(c);
            boolean holds = sc.holds(f.values());
            String sums = expected.substring(expected.startsWith("sum one of ") ? "sum one of ".length() : "sum ".length());
            String sum = sc.cells().length == 1 ? joined(sc.cells(), "+") : joined(sc.cells(), "+") + " = " + total;
            return line(sc, holds ? Status.HOLDS : Status.BROKEN, expected,
                    sum + (holds ? "" : in.sums().length == 1 ? ", not " + sums : ", not one of " + sums), holds ? List.of() : names(sc.cells()));
        }
        if (empty == 0) {
            boolean holds = sc.holds(f.values());
            return line(sc, holds ? Status.HOLDS : Status.BROKEN, expected, "reads " + joined(sc.cells(), ",")
                    + (holds ? "" : ": not " + expected), holds ? List.of() : names(sc.cells()));
        }
        // can the empty cells still complete it? Follow the unrolled line with the filled cells fixed
        Unrolled u = Unrolled.of(sc, canvas.values().min(), canvas.values().max());
        boolean[] here = new boolean[Math.max(1, u.states[0])];
        here[0] = u.states[0] > 0;
        for (int i = 0; i < u.length(); i++) {
            boolean[] next = new boolean[u.states[i + 1]];
            int c = sc.cells()[i];
            for (int k = 0; k < u.from[i].length; k++)
                if (here[u.from[i][k]] && (!f.has(c) || f.value(c) == u.value[i][k])) next[u.to[i][k]] = true;
            here = next;
        }
        boolean open = false;
        for (boolean x : here) open |= x;
        // with nothing filled yet there is nothing read so far: no values at all make the clue (a cage whose sums are out of reach)
        if (!open && empty == sc.cells().length)
            return line(sc, Status.BROKEN, expected, "no values in its " + (empty == 1 ? "cell" : empty + " cells") + " can make it", List.of());
        if (!open) return line(sc, Status.BROKEN, expected, "reads " + joined(sc.cells(), ",") + " so far, which no values in the "
                + emptyCells(empty) + " can complete", filledNames(sc.cells()));
        return line(sc, Status.UNFINISHED, expected, emptyCells(empty), List.of());
    }

    /**
     * Holds when some branch holds, broken when every branch is, each branch judged as its constraints are: what
     * breaks each is said, branch by branch, so the solver sees why no way out is left.
     */
    @Override
    public Line anyOf(org.cellwise.constraint.AnyOf a) {
        List<String> said = new ArrayList<>(), culprits = new ArrayList<>();
        int broken = 0;
        for (int b = 0; b < a.branches().size(); b++) {
            Status worst = Status.HOLDS;
            List<String> parts = new ArrayList<>();
            for (Constraint c : a.branches().get(b)) {
                Line l = c.accept(this);
                if (l.status() == Status.BROKEN) {
                    parts.add(l.rule() + ": " + l.detail());
                    for (String x : l.culprits()) if (!culprits.contains(x)) culprits.add(x);
                }
                if (l.status().ordinal() < worst.ordinal()) worst = l.status();
            }
            String which = "branch " + (b + 1) + " (" + branchName(a.branches().get(b)) + ")";
            if (worst == Status.HOLDS) return line(a, Status.HOLDS, expectedOf(a), which + " holds", List.of());
            if (worst == Status.BROKEN) {
                broken++;
                said.add(which + " is broken: " + String.join("; ", parts));
            } else said.add(which + " is unfinished");
        }
        if (broken == a.branches().size()) return line(a, Status.BROKEN, expectedOf(a), "no branch holds: " + String.join("; ", said), culprits);
        return line(a, Status.UNFINISHED, expectedOf(a), String.join("; ", said), List.of());
    }

    /**
     * A line's rank among lines read as numbers: once filled, how many lines read smaller (and which read the same,
     * where no tie is allowed); before, broken only when the filled cells already decide too many lines one way or
     * leave too few that can be, whatever the empty cells hold.
     */
    @Override
    public Line rank(org.cellwise.constraint.Rank r) {
        int[] me = r.lines()[r.line()];
        int others = r.lines().length - 1;
        String expected = r.rank() > 0
                ? "the line " + lineName(me) + " is number " + r.rank() + " of " + r.lines().length + " in order"
                        + (r.tied() ? " (lines reading the same share a number)" : ", and no other line reads the same")
                : "no other line reads the same as " + lineName(me);
        if (emptyOf(r.cells()) == 0) {
            int[] v = new int[canvas.size()];
            for (int c : r.cells()) v[c] = f.value(c);
            int smaller = r.smaller(v);
            List<String> same = new ArrayList<>();
            for (int j = 0; j < r.lines().length; j++)
                if (j != r.line() && org.cellwise.constraint.Rank.compare(r.lines()[j], me, v) == 0) same.add(lineName(r.lines()[j]));
            String reads = lineName(me) + " reads " + reading(me);
            if (r.holds(v))
                return line(r, Status.HOLDS, expected, reads + "; " + smaller + (smaller == 1 ? " line reads" : " lines read") + " smaller"
                        + (same.isEmpty() ? "" : ", " + and(same) + " the same"), List.of());
            List<String> why = new ArrayList<>();
            if (r.rank() > 0 && smaller != r.rank() - 1)
                why.add(smaller + " of the other lines read smaller, so it is number " + (smaller + 1) + ", not " + r.rank());
            if (!r.tied() && !same.isEmpty()) why.add(and(same) + (same.size() == 1 ? " reads" : " read") + " the same");
            return line(r, Status.BROKEN, expected, reads + ": " + String.join("; ", why), names(me));
        }
        // the filled cells alone: what each other line can still read against the ranked one
        int size = Math.min(64, canvas.values().size());
        long full = size == 64 ? -1L : (1L << size) - 1;
        long[] dom = new long[canvas.size()];
        for (int c : r.cells()) dom[c] = f.has(c) ? 1L << (f.value(c) - canvas.values().min()) : full;
        int canL = 0, mustL = 0, canG = 0, mustG = 0;
        List<String> same = new ArrayList<>();
        for (int j = 0; j < r.lines().length; j++) {
            if (j == r.line()) continue;
            int o = org.cellwise.constraint.Rank.outcomes(dom, r.lines()[j], me, 0);
            if ((o & org.cellwise.constraint.Rank.SMALLER) != 0) canL++;
            if (o == org.cellwise.constraint.Rank.SMALLER) mustL++;
            if ((o & org.cellwise.constraint.Rank.LARGER) != 0) canG++;
            if (o == org.cellwise.constraint.Rank.LARGER) mustG++;
            if (o == org.cellwise.constraint.Rank.SAME) same.add(lineName(r.lines()[j]));
        }
        String why = null;
        int need = r.rank() - 1;
        if (!r.tied() && !same.isEmpty()) why = and(same) + " already " + (same.size() == 1 ? "reads" : "read") + " the same";
        else if (r.rank() > 0 && mustL > need) why = mustL + " lines already read smaller";
        else if (r.rank() > 0 && canL < need) why = "only " + canL + " lines can still read smaller";
        else if (r.rank() > 0 && !r.tied() && mustG > others - need) why = mustG + " lines already read larger";
        else if (r.rank() > 0 && !r.tied() && canG < others - need) why = "only " + canG + " lines can still read larger";
        if (why != null) return line(r, Status.BROKEN, expected, why, filledNames(r.cells()));
        return line(r, Status.UNFINISHED, expected, emptyCells(emptyOf(r.cells())), List.of());
    }

    /**
     * The cells holding some values as one connected area: once filled, whether it is one piece (else its pieces,
     * the smaller ones to blame) and of its size; before, broken only when the filled cells already hold too many of
     * the values, or cells holding them cannot be joined through cells empty or holding them, whatever the empty ones
     * hold.
     */
    @Override
    public Line connected(org.cellwise.constraint.Connected c) {
        List<String> vs = new ArrayList<>();
        for (int v : c.values()) vs.add(number(v));
        String which = vs.size() == 1 ? vs.get(0) : String.join(", ", vs.subList(0, vs.size() - 1)) + " or " + vs.get(vs.size() - 1);
        String expected = "the cells holding " + which + " form one orthogonally connected area"
                + (c.size() > 0 ? " of " + c.size() + " cells" : "");
        int[] cells = c.cells();
        boolean full = emptyOf(cells) == 0;
        // positions in the area (filled with one of the values) and those that may still join it (empty)
        List<Integer> area = new ArrayList<>(), open = new ArrayList<>();
        for (int i = 0; i < cells.length; i++) {
            if (!f.has(cells[i])) open.add(i);
            else if (c.counts(f.value(cells[i]))) area.add(i);
        }
        int[] areaArr = area.stream().mapToInt(Integer::intValue).toArray();
        List<String> areaNames = new ArrayList<>();
        for (int i : areaArr) areaNames.add(cell(cells[i]));
        if (c.size() > 0 && area.size() > c.size())
            return line(c, Status.BROKEN, expected, area.size() + " cells hold " + which + ", more than " + c.size(), areaNames);
        if (full && area.isEmpty()) return line(c, Status.BROKEN, expected, "no cell holds " + which, List.of());
        if (full && c.size() > 0 && area.size() != c.size())
            return line(c, Status.BROKEN, expected, area.size() + (area.size() == 1 ? " cell holds " : " cells hold ") + which + ", not " + c.size(), areaNames);
        // the pieces, through the area's cells (and the empty ones, before the grid is full)
        int[] through = full ? areaArr : java.util.stream.IntStream.concat(area.stream().mapToInt(Integer::intValue),
                open.stream().mapToInt(Integer::intValue)).sorted().toArray();
        List<int[]> pieces = new ArrayList<>();
        boolean[] seen = new boolean[cells.length];
        for (int i : areaArr) {
            if (seen[i]) continue;
            int[] piece = c.reach(through, i);
            for (int x : piece) seen[x] = true;
            pieces.add(piece);
        }
        if (pieces.size() > 1) {
            pieces.sort(java.util.Comparator.comparingInt((int[] x) -> -x.length));
            List<String> said = new ArrayList<>(), culprits = new ArrayList<>();
            for (int[] piece : pieces) {
                List<String> ns = new ArrayList<>();
                for (int x : piece) if (area.contains(x)) ns.add(cell(cells[x]));
                said.add(String.join(" ", ns.subList(0, Math.min(4, ns.size()))) + (ns.size() > 4 ? " and " + (ns.size() - 4) + " more" : ""));
                if (piece != pieces.get(0)) culprits.addAll(ns);
            }
            return line(c, Status.BROKEN, expected, (full ? "the area is in " : "the cells holding " + which + " cannot be joined: ")
                    + (full ? pieces.size() + " pieces: " : "") + String.join("; ", said), culprits);
        }
        if (!full && c.size() > 0 && !area.isEmpty() && pieces.get(0).length < c.size())
            return line(c, Status.BROKEN, expected, "the area around " + cell(cells[areaArr[0]]) + " has room for " + pieces.get(0).length
                    + " cells, not " + c.size(), areaNames);
        if (full) return line(c, Status.HOLDS, expected, area.size() + (area.size() == 1 ? " cell holds " : " cells hold ") + which
                + ", from " + cell(cells[areaArr[0]]) + ", in one piece", List.of());
        return line(c, Status.UNFINISHED, expected, emptyCells(open.size()), List.of());
    }

    /** A full line's values as a number reads them, 2314, or 2,10,1 where some value has more digits than one. */
    private String reading(int[] line) {
        boolean digits = true;
        for (int c : line) digits &= f.value(c) >= 0 && f.value(c) <= 9;
        StringBuilder sb = new StringBuilder();
        for (int c : line) sb.append(digits || sb.length() == 0 ? "" : ",").append(number(f.value(c)));
        return sb.toString();
    }

    /** "r1c4…r1c1": a line by its ends, read from the first. */
    private String lineName(int[] line) {
        return line.length == 1 ? cell(line[0]) : cell(line[0]) + "…" + cell(line[line.length - 1]);
    }

    private static String expectedOf(org.cellwise.constraint.AnyOf a) {
        List<String> bs = new ArrayList<>();
        for (List<Constraint> b : a.branches()) bs.add(branchName(b));
        return "either " + String.join(", or ", bs);
    }

    private static String branchName(List<Constraint> branch) {
        List<String> names = new ArrayList<>();
        for (Constraint c : branch) if (!names.contains(c.name())) names.add(c.name());
        return and(names);
    }
}
