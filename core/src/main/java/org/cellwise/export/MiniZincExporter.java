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

/** MiniZinc, for Gecode: an array {@code x} of cells, one constraint per rule or cage, the values printed back. */
public final class MiniZincExporter implements Exporter {
    private static final Pattern ANSWER = Pattern.compile("x = \\[([-0-9,\\s]*)\\]");

    private static String x(int i) {
        return "x[" + (i + 1) + "]";
    }

    private static String list(int[] cells, String sep) {
        StringBuilder sb = new StringBuilder();
        for (int c : cells) sb.append(sb.length() == 0 ? "" : sep).append(x(c));
        return sb.toString();
    }

    @Override
    public String program(Puzzle p) {
        StringBuilder sb = new StringBuilder();
        sb.append("% ").append(Exporter.comment(p.name())).append(": exported by Cellwise, for MiniZinc (Gecode)\n");
        // only what is used: Debian's Gecode library clashes with parts of globals.mzn
        sb.append("include \"alldifferent.mzn\";\n");
        sb.append("% x[i] is cell i, counted row by row from 1\n");
        sb.append("array[1..").append(p.size()).append("] of var ").append(p.values().min()).append("..").append(p.values().max()).append(": x;\n");
        int[] id = {0};
        for (Constraint c : p.constraints()) {
            if (c instanceof Scan scan) sb.append(scan(p, scan, ++id[0]));
            else if (c instanceof org.cellwise.constraint.Connected k) {
                StringBuilder decls = new StringBuilder();
                String f = connected(k, ++id[0], decls);
                sb.append(decls).append("constraint ").append(f);
            } else if (c instanceof org.cellwise.constraint.AnyOf a) {
                StringBuilder decls = new StringBuilder();
                String f = anyOf(p, a, id, decls);
                sb.append(decls).append("constraint ").append(f);
            } else sb.append("constraint ").append(constraint(c));
            sb.append("; % ").append(Exporter.comment(c.name())).append('\n');
        }
        sb.append("solve satisfy;\noutput [\"x = \\(x)\\n\"];\n");
        return sb.toString();
    }

    /**
     * A line clue: states s<id>[i] between its cells, each the entry of a transition table indexed by the state
     * before and the cell's value (a missing transition points past the states' range, so it cannot be taken).
     */
    private static String scan(Puzzle p, Scan s, int id) {
        StringBuilder decls = new StringBuilder();
        List<String> formulas = new ArrayList<>();
        scan(p, s, id, decls, formulas);
        return decls + "constraint " + String.join(";\nconstraint ", formulas);
    }

    /** A line clue's state arrays, declared in {@code decls}, and its constraints as formulas, one a cell. */
    private static void scan(Puzzle p, Scan s, int id, StringBuilder decls, List<String> formulas) {
        scan(p, s, id, decls, formulas, false);
    }

    /**
     * With {@code total} (a line inside a branch of a disjunction), a missing step leads to a dead state past the
     * others, so every state is a function of the cells, defined in {@code decls} outside the disjunction, and only the
     * last cell's condition is a formula of the branch: a branch not taken then leaves no state free, and a grid is
     * one solution, not one per value of a free state.
     */
    private static void scan(Puzzle p, Scan s, int id, StringBuilder decls, List<String> formulas, boolean total) {
        Transitions t = Transitions.of(p, s);
        if (!t.possible()) {
            formulas.add("false");
            return;
        }
        int min = p.values().min(), max = p.values().max(), n = t.length();
        int dead = maxOf(t.states(), 1, n);
        if (n > 1) decls.append("array[1..").append(n - 1).append("] of var 0..").append(total ? dead : dead - 1).append(": s").append(id).append(";\n");
        for (int i = 0; i < n; i++) {
            int[] around = t.around(i);
            String cell = x(s.cells()[i]);
            StringBuilder sb = new StringBuilder();
            if (around[1] < 0) { // the last cell (or the only one): the values each state before it allows
                List<int[]> rows = t.rows().get(i);
                if (around[0] < 0) {
                    sb.append(cell).append(" in {");
                    for (int k = 0; k < rows.size(); k++) sb.append(k == 0 ? "" : ",").append(rows.get(k)[0]);
                    sb.append('}');
                } else {
                    sb.append("exists([");
                    for (int k = 0; k < rows.size(); k++) sb.append(k == 0 ? "" : ", ").append("s").append(id).append('[').append(around[0]).append("] = ")
                            .append(rows.get(k)[0]).append(" /\\ ").append(cell).append(" = ").append(rows.get(k)[1]);
                    sb.append("])");
                }
                formulas.add(sb.toString());
                break;
            }
            int before = around[0] < 0 ? 1 : total ? dead + 1 : t.states()[i];
            int[][] table = new int[before][max - min + 1];
            for (int[] row : table) java.util.Arrays.fill(row, total ? dead : -1); // out of the states' range: no such step
            for (int[] r : t.rows().get(i)) {
                if (around[0] < 0) table[0][r[0] - min] = r[1];
                else table[r[0]][r[1] - min] = r[2];
            }
            sb.append("s").append(id).append('[').append(i + 1).append("] = array2d(0..").append(before - 1).append(", ")
                    .append(min).append("..").append(max).append(", [");
            boolean first = true;
            for (int[] row : table) for (int x : row) {
                sb.append(first ? "" : ",").append(x);
                first = false;
            }
            sb.append("])[").append(around[0] < 0 ? "0" : "s" + id + "[" + around[0] + "]").append(", ").append(cell).append(']');
            if (total) decls.append("constraint ").append(sb).append(";\n");
            else formulas.add(sb.toString());
        }
    }

    /**
     * A disjunction: (b1) \/ (b2) ..., each branch its constraints joined by /\; its line clues' state arrays are
     * declared in {@code decls} and their states defined there too (a dead state for a step the line cannot take), so
     * the branch holds the line's last condition alone.
     */
    private static String anyOf(Puzzle p, org.cellwise.constraint.AnyOf a, int[] ids, StringBuilder decls) {
        List<String> branches = new ArrayList<>();
        for (List<Constraint> branch : a.branches()) {
            List<String> fs = new ArrayList<>();
            for (Constraint c : branch) {
                if (c instanceof Scan scan) scan(p, scan, ++ids[0], decls, fs, true);
                else if (c instanceof org.cellwise.constraint.AnyOf inner) fs.add(anyOf(p, inner, ids, decls));
                else if (c instanceof org.cellwise.constraint.Connected k) fs.add(connected(k, ++ids[0], decls));
                else fs.add(constraint(c));
            }
            branches.add("((" + String.join(") /\\ (", fs) + "))");
        }
        return "(" + String.join(" \\/ ", branches) + ")";
    }

    private static int maxOf(int[] states, int from, int to) {
        int m = 0;
        for (int i = from; i < to; i++) m = Math.max(m, states[i]);
        return m;
    }

    /** a ÷ b or b ÷ a gives t: the divisor is never 0, as the engine has it. */
    private static String quotient(int[] v, long t) {
        return "((" + x(v[1]) + " != 0 /\\ " + x(v[0]) + " = " + t + " * " + x(v[1]) + ") \\/ (" + x(v[0]) + " != 0 /\\ "
                + x(v[1]) + " = " + t + " * " + x(v[0]) + "))";
    }

    private static String constraint(Constraint c) {
        return c.accept(new Constraint.Cases<>() {
            @Override
            public String allDifferent(AllDifferent a) {
                return a.cells().length < 2 ? "true" : "all_different([" + list(a.cells(), ", ") + "])";
            }

            @Override
            public String sum(Sum s) {
                String eq = Exporter.sum(s.cells(), MiniZincExporter::x) + " = " + s.target();
                return s.distinct() && s.cells().length > 1 ? eq + " /\\ all_different([" + list(s.cells(), ", ") + "])" : eq;
            }

            @Override
            public String arithmetic(Arithmetic a) {
                int[] v = a.cells();
                long t = a.target();
                return switch (a.op()) {
                    case ADD -> Exporter.sum(v, MiniZincExporter::x) + " = " + t;
                    case MULTIPLY -> Exporter.product(v, MiniZincExporter::x) + " = " + t;
                    case SUBTRACT -> "abs(" + x(v[0]) + " - " + x(v[1]) + ") = " + t;
                    case DIVIDE -> quotient(v, t);
                    case ANY -> "(" + Exporter.sum(v, MiniZincExporter::x) + " = " + t + " \\/ " + Exporter.product(v, MiniZincExporter::x) + " = " + t
                            + (v.length == 2 ? " \\/ abs(" + x(v[0]) + " - " + x(v[1]) + ") = " + t + " \\/ " + quotient(v, t) : "") + ")";
                };
            }

            @Override
            public String sumOrProduct(SumOrProduct s) {
                return "(" + Exporter.sum(s.cells(), MiniZincExporter::x) + " = " + s.target() + " \\/ " + Exporter.product(s.cells(), MiniZincExporter::x) + " = " + s.target() + ")";
            }

            @Override
            public String equal(Equal e) {
                StringBuilder sb = new StringBuilder("true");
                for (int k = 1; k < e.cells().length; k++) sb.append(" /\\ ").append(x(e.cells()[0])).append(" = ").append(x(e.cells()[k]));
                return sb.toString();
            }

            @Override
            public String relation(Relation r) {
                String a = x(r.a()), b = x(r.b()), k = "(" + r.k() + ")";
                return switch (r.kind()) {
                    case LESS -> x(r.a()) + " < " + x(r.b());
                    case NOT_EQUAL -> x(r.a()) + " != " + x(r.b());
                    case NOT_CONSECUTIVE -> "abs(" + x(r.a()) + " - " + x(r.b()) + ") != 1";
                    case DIFFERENCE -> "abs(" + a + " - " + b + ") = " + k;
                    case NOT_DIFFERENCE -> "abs(" + a + " - " + b + ") != " + k;
                    case APART_AT_LEAST -> "abs(" + a + " - " + b + ") >= " + k;
                    case APART_AT_MOST -> "abs(" + a + " - " + b + ") <= " + k;
                    case RATIO -> "(" + a + " = " + k + " * " + b + " \\/ " + b + " = " + k + " * " + a + ")";
                    case NOT_RATIO -> "(" + a + " != " + k + " * " + b + " /\\ " + b + " != " + k + " * " + a + ")";
                    case SUM -> a + " + " + b + " = " + k;
                    case NOT_SUM -> a + " + " + b + " != " + k;
                    case OTHER_BAND -> "(" + a + " - 1) div " + k + " != (" + b + " - 1) div " + k;
                    case NOT_BOTH -> "(" + a + " != " + k + " \\/ " + b + " != " + k + ")";
                    case TABLE -> Exporter.allowed(r, (x, ys) -> "(" + a + " = " + x + " /\\ " + b + " in {" + ys + "})", " \\/ ");
                };
            }

            @Override
            public String scan(Scan s) {
                throw new IllegalStateException("a line clue needs state variables: see scan()");
            }

            @Override
            public String fixed(Fixed f) {
                return x(f.cell()) + " = " + f.value();
            }

            @Override
            public String anyOf(org.cellwise.constraint.AnyOf a) {
                throw new IllegalStateException("a disjunction may hold line clues, which need state arrays: see anyOf()");
            }

            @Override
            public String connected(org.cellwise.constraint.Connected c) {
                throw new IllegalStateException("a connected area needs distance arrays: see connected()");
            }

            @Override
            public String rank(org.cellwise.constraint.Rank r) {
                int[] me = r.lines()[r.line()];
                List<String> parts = new ArrayList<>(), smaller = new ArrayList<>();
                for (int j = 0; j < r.lines().length; j++) {
                    if (j == r.line()) continue;
                    int[] o = r.lines()[j];
                    if (r.rank() > 0) smaller.add("bool2int(" + lexLess(o, me, 0) + ")");
                    if (!r.tied()) {
                        List<String> differ = new ArrayList<>();
                        for (int i = 0; i < me.length; i++) if (o[i] != me[i]) differ.add(x(o[i]) + " != " + x(me[i]));
                        parts.add(differ.isEmpty() ? "false" : "(" + String.join(" \\/ ", differ) + ")");
                    }
                }
                if (r.rank() > 0) parts.add("sum([" + String.join(", ", smaller) + "]) = " + (r.rank() - 1));
                return "(" + String.join(" /\\ ", parts) + ")";
            }
        });
    }

    /**
     * The cells holding some values as one connected area: k<id>s[i] says one of the first i cells holds one, and
     * k<id>d[i] is the i-th cell's distance within the area from its first cell in order, n (the number of cells) for
     * a cell out of the area or out of its reach; both defined in {@code decls} for every reading of the cells, the
     * distance as the least of its neighbours' plus one, so they are functions of the cells and a grid is one
     * solution. The formula: some cell holds one, each such cell is reached, and (with a size) so many hold one.
     */
    private static String connected(org.cellwise.constraint.Connected c, int id, StringBuilder decls) {
        int[] cells = c.cells();
        int n = cells.length;
        String k = "k" + id;
        StringBuilder set = new StringBuilder("{");
        for (int v : c.values()) set.append(set.length() == 1 ? "" : ",").append(v);
        set.append('}');
        java.util.function.IntFunction<String> in = i -> "(" + x(cells[i]) + " in " + set + ")";
        decls.append("array[1..").append(n).append("] of var bool: ").append(k).append("s;\n");
        decls.append("array[1..").append(n).append("] of var 0..").append(n).append(": ").append(k).append("d;\n");
        List<String> reached = new ArrayList<>(), count = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String s = k + "s[" + (i + 1) + "]", d = k + "d[" + (i + 1) + "]";
            decls.append("constraint ").append(s).append(" = ").append(i == 0 ? in.apply(0) : "(" + k + "s[" + i + "] \\/ " + in.apply(i) + ")").append(";\n");
            String root = i == 0 ? in.apply(0) : "(" + in.apply(i) + " /\\ not " + k + "s[" + i + "])";
            List<String> nb = new ArrayList<>();
            for (int j : c.next()[i]) nb.add(k + "d[" + (j + 1) + "]");
            String step = nb.isEmpty() ? String.valueOf(n) : "min(" + n + ", 1 + min([" + String.join(", ", nb) + "]))";
            decls.append("constraint ").append(d).append(" = if not ").append(in.apply(i)).append(" then ").append(n).append(" elseif ")
                    .append(root).append(" then 0 else ").append(step).append(" endif;\n");
            reached.add("(" + in.apply(i) + " -> " + d + " < " + n + ")");
            count.add("bool2int(" + in.apply(i) + ")");
        }
        StringBuilder f = new StringBuilder("(").append(k).append("s[").append(n).append(']');
        for (String r : reached) f.append(" /\\ ").append(r);
        if (c.size() > 0) f.append(" /\\ sum([").append(String.join(", ", count)).append("]) = ").append(c.size());
        return f.append(')').toString();
    }

    /** Line a reads smaller than line b from position i on: smaller there, or equal there and smaller after. */
    private static String lexLess(int[] a, int[] b, int i) {
        String here = x(a[i]) + " < " + x(b[i]);
        if (i == a.length - 1) return "(" + here + ")";
        return "(" + here + " \\/ (" + x(a[i]) + " = " + x(b[i]) + " /\\ " + lexLess(a, b, i + 1) + "))";
    }

    @Override
    public List<int[]> answers(Puzzle p, String output, String source) throws FormatException {
        if (output.contains("=====UNSATISFIABLE=====")) return List.of();
        List<int[]> out = new ArrayList<>();
        Matcher m = ANSWER.matcher(output);
        while (m.find()) {
            String[] parts = m.group(1).split(",");
            if (parts.length != p.size())
                throw new FormatException(source, 1, 1, "expected " + p.size() + " values in x, found " + parts.length);
            int[] values = new int[p.size()];
            for (int i = 0; i < parts.length; i++) values[i] = Integer.parseInt(parts[i].strip());
            out.add(values);
        }
        if (out.isEmpty()) throw new FormatException(source, 1, 1, "expected MiniZinc's output: 'x = [...]' or =====UNSATISFIABLE=====");
        return out;
    }
}
