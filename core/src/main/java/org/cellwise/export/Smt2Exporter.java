package org.cellwise.export;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Arithmetic;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Equal;
import org.cellwise.constraint.Fixed;
import org.cellwise.constraint.Relation;
import org.cellwise.constraint.Scan;
import org.cellwise.constraint.Sum;
import org.cellwise.constraint.SumOrProduct;
import org.cellwise.format.FormatException;
import org.cellwise.puzzle.Puzzle;

/**
 * SMT-LIB 2 for z3 and cvc5, in seed 004's style: one integer V<i> per cell, its range, {@code distinct} per
 * group, one assertion per cage with {@code or} for − and ÷. The logic follows from the content: QF_LIA, or
 * QF_NIA when cells are multiplied together.
 */
public final class Smt2Exporter implements Exporter {
    private static final Pattern PAIR = Pattern.compile("\\(\\s*V(\\d+)\\s+(\\(\\s*-\\s*\\d+\\s*\\)|-?\\d+)\\s*\\)");
    private static final Pattern DEFINE = Pattern.compile("\\(define-fun\\s+V(\\d+)\\s+\\(\\)\\s+Int\\s+(\\(\\s*-\\s*\\d+\\s*\\)|-?\\d+)\\s*\\)");

    static String v(int i) {
        return "V" + i;
    }

    static String num(long x) {
        return x < 0 ? "(- " + (-x) + ")" : Long.toString(x);
    }

    private static String vars(int[] cells) {
        StringBuilder sb = new StringBuilder();
        for (int c : cells) sb.append(sb.length() == 0 ? "" : " ").append(v(c));
        return sb.toString();
    }

    private static String sum(int[] cells) {
        // none: 0 and 1, as a bare (+) or (*) is not SMT-LIB
        return cells.length == 0 ? "0" : cells.length == 1 ? v(cells[0]) : "(+ " + vars(cells) + ")";
    }

    private static String product(int[] cells) {
        return cells.length == 0 ? "1" : cells.length == 1 ? v(cells[0]) : "(* " + vars(cells) + ")";
    }

    static boolean nonlinear(Puzzle p) {
        for (Constraint c : Exporter.leaves(p.constraints())) {
            if (c instanceof SumOrProduct s && s.cells().length > 1) return true;
            if (c instanceof Arithmetic a && a.cells().length > 1
                    && (a.op() == Arithmetic.Op.MULTIPLY || a.op() == Arithmetic.Op.ANY)) return true;
        }
        return false;
    }

    /** The declarations and assertions, without the final queries. */
    public String body(Puzzle p) {
        StringBuilder sb = new StringBuilder();
        sb.append("; ").append(Exporter.comment(p.name())).append(": exported by Cellwise\n");
        sb.append("; one integer per cell: V<i> is cell i, counted row by row\n");
        sb.append("(set-logic ").append(nonlinear(p) ? "QF_NIA" : "QF_LIA").append(")\n");
        sb.append("(set-option :produce-models true)\n");
        for (int i = 0; i < p.size(); i++)
            sb.append("(declare-const ").append(v(i)).append(" Int) ; ").append(Exporter.where(p, i)).append('\n');
        for (int i = 0; i < p.size(); i++)
            sb.append("(assert (and (>= ").append(v(i)).append(' ').append(num(p.values().min())).append(") (<= ")
                    .append(v(i)).append(' ').append(num(p.values().max())).append(")))\n");
        int[] id = {0};
        for (Constraint c : p.constraints()) {
            if (c instanceof Scan scan) {
                sb.append(scan(p, scan, ++id[0])).append(" ; ").append(Exporter.comment(c.name())).append('\n');
                continue;
            }
            if (c instanceof org.cellwise.constraint.Connected k) {
                StringBuilder decls = new StringBuilder();
                String f = connected(k, ++id[0], decls);
                sb.append(decls).append("(assert ").append(f).append(") ; ").append(Exporter.comment(c.name())).append('\n');
                continue;
            }
            if (c instanceof org.cellwise.constraint.AnyOf a) {
                StringBuilder decls = new StringBuilder();
                String f = anyOf(p, a, id, decls);
                sb.append(decls).append("(assert ").append(f).append(") ; ").append(Exporter.comment(c.name())).append('\n');
                continue;
            }
            sb.append(assertion(c)).append(" ; ").append(Exporter.comment(c.name())).append('\n');
            // products are nonlinear; the same cage as a linear table of its value tuples spares the solver
            // the search for them (cvc5 takes seconds instead of minutes on seed 004's KenKen)
            if (nonlinear(c)) {
                List<int[]> tuples = new ArrayList<>();
                if (tuples(c, p.values().min(), p.values().max(), tuples)) {
                    // no tuple at all: the cage cannot be met, and (or) with no terms is not SMT-LIB
                    sb.append(tuples.isEmpty() ? "(assert false" : "(assert (or");
                    for (int[] t : tuples) {
                        sb.append(" (and");
                        for (int k = 0; k < t.length; k++) sb.append(" (= ").append(v(c.cells()[k])).append(' ').append(num(t[k])).append(')');
                        sb.append(')');
                    }
                    sb.append(tuples.isEmpty() ? ") ; " : ")) ; ").append(Exporter.comment(c.name())).append(": its ").append(tuples.size()).append(" possible tuples\n");
                }
            }
        }
        return sb.toString();
    }

    /**
     * A line clue: integer states S<id>_<i> between its cells, and per cell a disjunction of its allowed
     * transitions, grouped by the pair of states so that one (or) lists the values they allow.
     */
    static String scan(Puzzle p, Scan s, int id) {
        StringBuilder decls = new StringBuilder();
        List<String> formulas = new ArrayList<>();
        scan(p, s, id, decls, formulas);
        StringBuilder sb = new StringBuilder(decls);
        for (int i = 0; i < formulas.size(); i++) sb.append("(assert ").append(formulas.get(i)).append(')').append(i + 1 < formulas.size() ? "\n" : "");
        return sb.toString();
    }

    /** A line clue's state declarations, and its formulas (one a cell; {@code false} when no reading is possible). */
    static void scan(Puzzle p, Scan s, int id, StringBuilder decls, List<String> formulas) {
        Transitions t = Transitions.of(p, s);
        if (!t.possible()) {
            formulas.add("false");
            return;
        }
        for (int i = 1; i < t.length(); i++)
            decls.append("(declare-const S").append(id).append('_').append(i).append(" Int)\n");
        for (int i = 0; i < t.length(); i++) {
            StringBuilder sb = new StringBuilder();
            int[] around = t.around(i);
            String cell = v(s.cells()[i]);
            java.util.Map<String, List<Integer>> byStates = new java.util.LinkedHashMap<>();
            for (int[] row : t.rows().get(i)) {
                int value = row[around[0] < 0 ? 0 : 1];
                StringBuilder key = new StringBuilder();
                if (around[0] >= 0) key.append(" (= S").append(id).append('_').append(around[0]).append(' ').append(row[0]).append(')');
                if (around[1] >= 0) key.append(" (= S").append(id).append('_').append(around[1]).append(' ').append(row[row.length - 1]).append(')');
                byStates.computeIfAbsent(key.toString(), x -> new ArrayList<>()).add(value);
            }
            sb.append("(or");
            byStates.forEach((key, values) -> {
                sb.append(" (and").append(key).append(" (or");
                for (int x : values) sb.append(" (= ").append(cell).append(' ').append(num(x)).append(')');
                sb.append("))");
            });
            formulas.add(sb.append(')').toString());
        }
    }

    /**
     * A disjunction: one formula, (or) of each branch's (and), its line clues' states declared in {@code decls}
     * ({@code ids} numbers them on from the puzzle's); an unused branch leaves its states free.
     */
    static String anyOf(Puzzle p, org.cellwise.constraint.AnyOf a, int[] ids, StringBuilder decls) {
        StringBuilder sb = new StringBuilder("(or");
        for (List<Constraint> branch : a.branches()) {
            List<String> fs = new ArrayList<>();
            for (Constraint c : branch) {
                if (c instanceof Scan scan) scan(p, scan, ++ids[0], decls, fs);
                else if (c instanceof org.cellwise.constraint.AnyOf inner) fs.add(anyOf(p, inner, ids, decls));
                else if (c instanceof org.cellwise.constraint.Connected k) fs.add(connected(k, ++ids[0], decls));
                else {
                    String asserted = assertion(c); // (assert X)
                    fs.add(asserted.substring("(assert ".length(), asserted.length() - 1));
                }
            }
            sb.append(" (and ").append(String.join(" ", fs)).append(')');
        }
        return sb.append(')').toString();
    }

    /**
     * The cells holding some values as one connected area. K<id>i<i> says the i-th cell holds one, K<id>s<i> that one
     * of the first i + 1 does; K<id>d<i> is the i-th cell's distance within the area from its first cell in order, and
     * n (the number of cells) for a cell out of the area or out of its reach: defined in {@code decls} for every
     * reading of the cells, as the least of its neighbours' plus one, so it is a function of the cells (inside an
     * either/or too). The formula: some cell holds one, each such cell is reached, and (with a size) so many hold one.
     */
    static String connected(org.cellwise.constraint.Connected c, int id, StringBuilder decls) {
        int[] cells = c.cells();
        int n = cells.length;
        String k = "K" + id;
        for (int i = 0; i < n; i++) {
            StringBuilder in = new StringBuilder("(or");
            for (int v : c.values()) in.append(" (= ").append(v(cells[i])).append(' ').append(num(v)).append(')');
            decls.append("(define-fun ").append(k).append('i').append(i).append(" () Bool ").append(in).append("))\n");
            decls.append("(define-fun ").append(k).append('s').append(i).append(" () Bool ")
                    .append(i == 0 ? k + "i0" : "(or " + k + "s" + (i - 1) + " " + k + "i" + i + ")").append(")\n");
            decls.append("(declare-const ").append(k).append('d').append(i).append(" Int)\n");
        }
        List<String> reached = new ArrayList<>(), count = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String d = k + "d" + i, in = k + "i" + i;
            String root = i == 0 ? in : "(and " + in + " (not " + k + "s" + (i - 1) + "))";
            String least = null;
            for (int j : c.next()[i]) least = least == null ? k + "d" + j : "(ite (< " + k + "d" + j + " " + least + ") " + k + "d" + j + " " + least + ")";
            String step = least == null ? String.valueOf(n) : "(ite (< " + least + " " + (n - 1) + ") (+ " + least + " 1) " + n + ")";
            decls.append("(assert (= ").append(d).append(" (ite (not ").append(in).append(") ").append(n).append(" (ite ").append(root)
                    .append(" 0 ").append(step).append("))))\n");
            reached.add("(=> " + in + " (< " + d + " " + n + "))");
            count.add("(ite " + in + " 1 0)");
        }
        StringBuilder f = new StringBuilder("(and ").append(k).append('s').append(n - 1);
        for (String r : reached) f.append(' ').append(r);
        if (c.size() > 0) f.append(" (= ").append(count.size() == 1 ? count.get(0) : "(+ " + String.join(" ", count) + ")").append(' ').append(c.size()).append(')');
        return f.append(')').toString();
    }

    /** a ÷ b or b ÷ a gives t: the divisor is never 0, as the engine has it. */
    private static String quotient(int[] x, String t) {
        return "(or (and (distinct " + v(x[1]) + " 0) (= " + v(x[0]) + " (* " + t + " " + v(x[1]) + "))) (and (distinct "
                + v(x[0]) + " 0) (= " + v(x[1]) + " (* " + t + " " + v(x[0]) + "))))";
    }

    static String assertion(Constraint c) {
        return c.accept(new Constraint.Cases<>() {
            @Override
            public String allDifferent(AllDifferent a) {
                return a.cells().length < 2 ? "(assert true)" : "(assert (distinct " + vars(a.cells()) + "))";
            }

            @Override
            public String sum(Sum s) {
                String eq = "(= " + num(s.target()) + " " + Smt2Exporter.sum(s.cells()) + ")";
                return s.distinct() && s.cells().length > 1 ? "(assert (and " + eq + " (distinct " + vars(s.cells()) + ")))" : "(assert " + eq + ")";
            }

            @Override
            public String arithmetic(Arithmetic a) {
                int[] x = a.cells();
                String t = num(a.target());
                return switch (a.op()) {
                    case ADD -> "(assert (= " + t + " " + Smt2Exporter.sum(x) + "))";
                    case MULTIPLY -> "(assert (= " + t + " " + product(x) + "))";
                    case SUBTRACT -> "(assert (or (= " + t + " (- " + v(x[0]) + " " + v(x[1]) + ")) (= " + t + " (- " + v(x[1]) + " " + v(x[0]) + "))))";
                    case DIVIDE -> "(assert " + quotient(x, t) + ")";
                    case ANY -> {
                        String any = "(= " + t + " " + Smt2Exporter.sum(x) + ") (= " + t + " " + product(x) + ")";
                        if (x.length == 2)
                            any += " (= " + t + " (- " + v(x[0]) + " " + v(x[1]) + ")) (= " + t + " (- " + v(x[1]) + " " + v(x[0]) + "))"
                                    + " " + quotient(x, t);
                        yield "(assert (or " + any + "))";
                    }
                };
            }

            @Override
            public String sumOrProduct(SumOrProduct s) {
                return "(assert (or (= " + num(s.target()) + " " + Smt2Exporter.sum(s.cells()) + ") (= " + num(s.target()) + " " + product(s.cells()) + ")))";
            }

            @Override
            public String equal(Equal e) {
                if (e.cells().length < 2) return "(assert true)";
                return "(assert (= " + vars(e.cells()) + "))";
            }

            @Override
            public String relation(Relation r) {
                String a = v(r.a()), b = v(r.b()), k = num(r.k());
                return switch (r.kind()) {
                    case LESS -> "(assert (< " + a + " " + b + "))";
                    case NOT_EQUAL -> "(assert (distinct " + a + " " + b + "))";
                    case NOT_CONSECUTIVE -> "(assert (and (distinct (- " + a + " " + b + ") 1) (distinct (- " + b + " " + a + ") 1)))";
                    case DIFFERENCE -> "(assert (or (= (- " + a + " " + b + ") " + k + ") (= (- " + b + " " + a + ") " + k + ")))";
                    case NOT_DIFFERENCE -> "(assert (and (distinct (- " + a + " " + b + ") " + k + ") (distinct (- " + b + " " + a + ") " + k + ")))";
                    case APART_AT_LEAST -> "(assert (or (>= (- " + a + " " + b + ") " + k + ") (>= (- " + b + " " + a + ") " + k + ")))";
                    case APART_AT_MOST -> "(assert (and (<= (- " + a + " " + b + ") " + k + ") (<= (- " + b + " " + a + ") " + k + ")))";
                    case RATIO -> "(assert (or (= " + a + " (* " + k + " " + b + ")) (= " + b + " (* " + k + " " + a + "))))";
                    case NOT_RATIO -> "(assert (and (distinct " + a + " (* " + k + " " + b + ")) (distinct " + b + " (* " + k + " " + a + "))))";
                    case SUM -> "(assert (= (+ " + a + " " + b + ") " + k + "))";
                    case NOT_SUM -> "(assert (distinct (+ " + a + " " + b + ") " + k + "))";
                    case OTHER_BAND -> "(assert (distinct (div (- " + a + " 1) " + k + ") (div (- " + b + " 1) " + k + ")))";
                    case NOT_BOTH -> "(assert (or (distinct " + a + " " + k + ") (distinct " + b + " " + k + ")))";
                    case TABLE -> "(assert (or " + Exporter.allowed(r, (x, ys) -> "(and (= " + a + " " + num(x) + ") (or"
                            + java.util.Arrays.stream(ys.split(",")).map(y -> " (= " + b + " " + num(Integer.parseInt(y)) + ")").reduce("", String::concat)
                            + "))", " ") + "))";
                };
            }

            @Override
            public String scan(Scan s) {
                throw new IllegalStateException("a line clue needs state variables: see scan()");
            }

            @Override
            public String fixed(Fixed f) {
                return "(assert (= " + v(f.cell()) + " " + num(f.value()) + "))";
            }

            @Override
            public String anyOf(org.cellwise.constraint.AnyOf a) {
                throw new IllegalStateException("a disjunction may hold line clues, which need state variables: see anyOf()");
            }

            @Override
            public String connected(org.cellwise.constraint.Connected c) {
                throw new IllegalStateException("a connected area needs distance variables: see connected()");
            }

            @Override
            public String rank(org.cellwise.constraint.Rank r) {
                int[] me = r.lines()[r.line()];
                List<String> parts = new ArrayList<>(), smaller = new ArrayList<>();
                for (int j = 0; j < r.lines().length; j++) {
                    if (j == r.line()) continue;
                    if (r.rank() > 0) smaller.add("(ite " + lexLess(r.lines()[j], me, 0) + " 1 0)");
                    if (!r.tied()) parts.add("(not " + same(r.lines()[j], me) + ")");
                }
                if (r.rank() > 0) parts.add("(= " + (smaller.size() == 1 ? smaller.get(0) : "(+ " + String.join(" ", smaller) + ")") + " " + (r.rank() - 1) + ")");
                return "(assert " + (parts.size() == 1 ? parts.get(0) : "(and " + String.join(" ", parts) + ")") + ")";
            }
        });
    }

    /** Line a reads smaller than line b from position i on: smaller there, or equal there and smaller after. */
    private static String lexLess(int[] a, int[] b, int i) {
        String here = "(< " + v(a[i]) + " " + v(b[i]) + ")";
        if (i == a.length - 1) return here;
        return "(or " + here + " (and (= " + v(a[i]) + " " + v(b[i]) + ") " + lexLess(a, b, i + 1) + "))";
    }

    /** Lines a and b read the same. */
    private static String same(int[] a, int[] b) {
        StringBuilder sb = new StringBuilder("(and");
        for (int i = 0; i < a.length; i++) sb.append(" (= ").append(v(a[i])).append(' ').append(v(b[i])).append(')');
        return sb.append(a.length == 0 ? " true)" : ")").toString();
    }

    private static final int TABLE_LIMIT = 2000;
    private static final long ENUMERATION_LIMIT = 2_000_000;

    static boolean nonlinear(Constraint c) {
        return c.cells().length > 1 && (c instanceof SumOrProduct
                || c instanceof Arithmetic a && (a.op() == Arithmetic.Op.MULTIPLY || a.op() == Arithmetic.Op.ANY));
    }

    /** The value tuples that satisfy a cage, when there are few enough to list. */
    static boolean tuples(Constraint c, int min, int max, List<int[]> out) {
        int k = c.cells().length;
        if (Math.pow(max - min + 1, k) > ENUMERATION_LIMIT) return false;
        if (c instanceof Arithmetic a && a.op() == Arithmetic.Op.MULTIPLY)
            return productTuples(k, a.target(), min, max, new int[k], 0, 1, out);
        int[] local = new int[k];
        for (int i = 0; i < k; i++) local[i] = i;
        Constraint probe = c instanceof Arithmetic a ? new Arithmetic(a.name(), local, a.op(), a.target())
                : new SumOrProduct(c.name(), local, ((SumOrProduct) c).target());
        int[] t = new int[k];
        java.util.Arrays.fill(t, min);
        while (true) {
            if (probe.holds(t)) {
                out.add(t.clone());
                if (out.size() > TABLE_LIMIT) return false;
            }
            int i = k - 1;
            while (i >= 0 && t[i] == max) t[i--] = min;
            if (i < 0) return true;
            t[i]++;
        }
    }

    /** The tuples over min..max whose product is the target; false when there are too many to list. */
    static boolean productTuples(int k, long target, int min, int max, int[] t, int i, long prod, List<int[]> out) {
        if (i == k) {
            if (prod == target) out.add(t.clone());
            return out.size() <= TABLE_LIMIT;
        }
        for (int v = min; v <= max; v++) {
            long np = prod * v;
            if (min > 0 && target > 0 && (np > target || target % np != 0)) continue;
            t[i] = v;
            if (!productTuples(k, target, min, max, t, i + 1, np, out)) return false;
        }
        return true;
    }

    @Override
    public String program(Puzzle p) {
        StringBuilder sb = new StringBuilder(body(p));
        sb.append("(check-sat)\n(get-value (");
        for (int i = 0; i < p.size(); i++) sb.append(i == 0 ? "" : " ").append(v(i));
        sb.append("))\n(exit)\n");
        return sb.toString();
    }

    /** A query that asks for a solution other than {@code values}. */
    public String another(Puzzle p, int[] values) {
        StringBuilder sb = new StringBuilder(body(p));
        sb.append("; any other solution?\n(assert (not (and");
        for (int i = 0; i < p.size(); i++) sb.append(" (= ").append(v(i)).append(' ').append(num(values[i])).append(')');
        sb.append(")))\n(check-sat)\n(exit)\n");
        return sb.toString();
    }

    @Override
    public List<int[]> answers(Puzzle p, String output, String source) throws FormatException {
        String first = firstWord(output);
        if (first.equals("unsat")) return List.of();
        if (!first.equals("sat"))
            throw new FormatException(source, 1, 1, "expected 'sat' or 'unsat' from the SMT solver, found '" + first + "'");
        int[] values = new int[p.size()];
        boolean[] seen = new boolean[p.size()];
        for (Pattern pat : new Pattern[] {PAIR, DEFINE}) {
            Matcher m = pat.matcher(output);
            while (m.find()) {
                int i = Integer.parseInt(m.group(1));
                if (i >= p.size()) throw new FormatException(source, 1, 1, "the answer names V" + i + ", which the puzzle lacks");
                String val = m.group(2).replaceAll("[()\\s]", "");
                values[i] = Integer.parseInt(val.startsWith("-") ? val : val);
                seen[i] = true;
            }
        }
        List<int[]> out = new ArrayList<>();
        out.add(Exporter.complete(p, values, seen, source));
        return out;
    }

    static String firstWord(String output) {
        for (String line : output.split("\n")) {
            String t = line.strip();
            if (!t.isEmpty() && !t.startsWith(";")) return t.split("\\s+")[0];
        }
        return "";
    }
}
