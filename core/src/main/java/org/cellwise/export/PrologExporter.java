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
 * SWI-Prolog with clpfd, in the spirit of seed 002's {@code puzzle_solution/1}: the cells as a list of finite
 * domain variables, one goal per rule or cage, then labelling. Run as a script, it prints up to two solutions,
 * one list per line, or {@code false}.
 */
public final class PrologExporter implements Exporter {
    private static final Pattern LIST = Pattern.compile("^\\[([-0-9,\\s]*)\\]\\s*$", Pattern.MULTILINE);

    private static String v(int i) {
        return "V" + i;
    }

    private static String list(int[] cells, String sep) {
        StringBuilder sb = new StringBuilder();
        for (int c : cells) sb.append(sb.length() == 0 ? "" : sep).append(v(c));
        return sb.toString();
    }

    @Override
    public String program(Puzzle p) {
        return program(p, 2);
    }

    @Override
    public String program(Puzzle p, int solutions) {
        StringBuilder sb = new StringBuilder();
        sb.append("% ").append(Exporter.comment(p.name())).append(": exported by Cellwise, for SWI-Prolog\n");
        sb.append(":- use_module(library(clpfd)).\n\n");
        sb.append("% Vs lists the cells row by row; V<i> is cell i\n");
        sb.append("puzzle_solution(Vs) :-\n    Vs = [");
        for (int i = 0; i < p.size(); i++) sb.append(i == 0 ? "" : ", ").append(v(i));
        sb.append("],\n    Vs ins ").append(p.values().min()).append("..").append(p.values().max()).append(",\n");
        int[] id = {0};
        boolean disjunctions = false;
        for (Constraint c : p.constraints()) {
            disjunctions |= c instanceof org.cellwise.constraint.AnyOf;
            sb.append("    ").append(goal(p, c, id)).append(", % ").append(Exporter.comment(c.name())).append('\n');
        }
        // the cells a clue names are labelled first (ff breaks its ties by the list's order): clpfd's pairwise goals
        // see little, so a clue that no values can meet (four cells of a Nabner line over 1..6) fails at its third
        // cell rather than after every Latin square of the rest
        java.util.LinkedHashSet<Integer> order = new java.util.LinkedHashSet<>();
        for (Constraint c : p.constraints())
            if (!(c instanceof org.cellwise.constraint.AllDifferent)) for (int cell : c.cells()) order.add(cell);
        for (int i = 0; i < p.size(); i++) order.add(i);
        sb.append("    labeling([ff], [").append(list(order.stream().mapToInt(Integer::intValue).toArray(), ", ")).append("]).\n\n");
        sb.append(":- initialization(main, main).\n");
        // a disjunction is a choice between its branches' goals: a solution two branches allow comes back once per
        // branch, so the solutions are told apart (distinct/2) before they are counted
        sb.append("main :-\n    findall(Vs, limit(").append(solutions).append(disjunctions ? ", distinct(Vs, puzzle_solution(Vs))), Solutions),\n"
                : ", puzzle_solution(Vs)), Solutions),\n");
        sb.append("    ( Solutions == [] -> writeln(false) ; forall(member(S, Solutions), (write(S), nl)) ).\n");
        return sb.toString();
    }

    /** a ÷ b or b ÷ a gives t: the divisor is never 0, as the engine has it. */
    private static String quotient(int[] x, long t) {
        return "((" + v(x[1]) + " #\\= 0 #/\\ " + v(x[0]) + " #= " + t + " * " + v(x[1]) + ") #\\/ (" + v(x[0]) + " #\\= 0 #/\\ "
                + v(x[1]) + " #= " + t + " * " + v(x[0]) + "))";
    }

    /** A constraint's goal: a line clue's with states numbered by {@code id}, a disjunction's branch by branch. */
    private static String goal(Puzzle p, Constraint c, int[] id) {
        if (c instanceof Scan scan) return scan(p, scan, ++id[0]);
        if (c instanceof org.cellwise.constraint.AnyOf a) {
            // ( B1 ; B2 ... ): each branch its goals in a conjunction; labelling backtracks into the next branch
            StringBuilder sb = new StringBuilder("( ");
            for (int b = 0; b < a.branches().size(); b++) {
                sb.append(b == 0 ? "" : " ; ").append('(');
                List<Constraint> branch = a.branches().get(b);
                for (int k = 0; k < branch.size(); k++) sb.append(k == 0 ? "" : ", ").append(goal(p, branch.get(k), id));
                sb.append(')');
            }
            return sb.append(" )").toString();
        }
        if (c instanceof org.cellwise.constraint.Rank r) return rank(r, ++id[0]);
        if (c instanceof org.cellwise.constraint.Connected k) return connected(k, ++id[0]);
        return goal(c);
    }

    /**
     * The cells holding some values as one connected area: K<id>i<i> is 1 when the i-th cell holds one, K<id>s<i> when
     * one of the first i + 1 does, and K<id>d<i> the i-th cell's distance within the area from its first cell in order,
     * n (the number of cells) for a cell out of the area or out of its reach, the least of its neighbours' plus one: a
     * function of the cells. Some cell holds one, each such cell is reached, and (with a size) so many hold one.
     */
    private static String connected(org.cellwise.constraint.Connected c, int id) {
        int[] cells = c.cells();
        int n = cells.length;
        String k = "K" + id;
        List<String> goals = new ArrayList<>(), ins = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String in = k + "i" + i, s = k + "s" + i, d = k + "d" + i;
            List<String> eq = new ArrayList<>();
            for (int v : c.values()) eq.add(v(cells[i]) + " #= " + v);
            goals.add(in + " #<==> (" + String.join(" #\\/ ", eq) + ")");
            goals.add(i == 0 ? s + " #= " + in : s + " #<==> (" + k + "s" + (i - 1) + " #\\/ " + in + ")");
            goals.add(d + " in 0.." + n);
            String root = i == 0 ? in : "(" + in + " * (1 - " + k + "s" + (i - 1) + "))";
            String least = null;
            for (int j : c.next()[i]) least = least == null ? k + "d" + j : "min(" + k + "d" + j + ", " + least + ")";
            String step = least == null ? String.valueOf(n) : "min(" + n + ", 1 + " + least + ")";
            goals.add(d + " #= (1 - " + in + ") * " + n + " + " + in + " * (1 - " + root + ") * " + step);
            goals.add(in + " #==> " + d + " #< " + n);
            ins.add(in);
        }
        goals.add(k + "s" + (n - 1) + " #= 1");
        if (c.size() > 0) goals.add("sum([" + String.join(", ", ins) + "], #=, " + c.size() + ")");
        return String.join(", ", goals);
    }

    /**
     * A line's rank: R<id>_<j> is 1 when line j reads smaller (reified lexicographic order), and they add up to the
     * rank less one; unless tied, each other line differs somewhere.
     */
    private static String rank(org.cellwise.constraint.Rank r, int id) {
        int[] me = r.lines()[r.line()];
        List<String> goals = new ArrayList<>(), smaller = new ArrayList<>();
        for (int j = 0; j < r.lines().length; j++) {
            if (j == r.line()) continue;
            int[] o = r.lines()[j];
            if (r.rank() > 0) {
                String b = "R" + id + "_" + j;
                smaller.add(b);
                goals.add(b + " #<==> " + lexLess(o, me, 0));
            }
            if (!r.tied()) {
                List<String> differ = new ArrayList<>();
                for (int i = 0; i < me.length; i++) if (o[i] != me[i]) differ.add(v(o[i]) + " #\\= " + v(me[i]));
                goals.add(differ.isEmpty() ? "false" : "(" + String.join(" #\\/ ", differ) + ")");
            }
        }
        if (r.rank() > 0) goals.add("sum([" + String.join(", ", smaller) + "], #=, " + (r.rank() - 1) + ")");
        return String.join(", ", goals);
    }

    /** Line a reads smaller than line b from position i on: smaller there, or equal there and smaller after. */
    private static String lexLess(int[] a, int[] b, int i) {
        String here = v(a[i]) + " #< " + v(b[i]);
        if (i == a.length - 1) return "(" + here + ")";
        return "(" + here + " #\\/ (" + v(a[i]) + " #= " + v(b[i]) + " #/\\ " + lexLess(a, b, i + 1) + "))";
    }

    /** A line clue: state variables S<id>_<i> between its cells, and each cell's transitions as tuples_in/2. */
    private static String scan(Puzzle p, Scan s, int id) {
        Transitions t = Transitions.of(p, s);
        if (!t.possible()) return "false";
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < t.length(); i++) {
            int[] around = t.around(i);
            sb.append(i == 0 ? "" : ", ").append("tuples_in([[");
            if (around[0] >= 0) sb.append('S').append(id).append('_').append(around[0]).append(", ");
            sb.append(v(s.cells()[i]));
            if (around[1] >= 0) sb.append(", S").append(id).append('_').append(around[1]);
            sb.append("]], [");
            List<int[]> rows = t.rows().get(i);
            for (int k = 0; k < rows.size(); k++) {
                sb.append(k == 0 ? "[" : ", [");
                for (int j = 0; j < rows.get(k).length; j++) sb.append(j == 0 ? "" : ",").append(rows.get(k)[j]);
                sb.append(']');
            }
            sb.append("])");
        }
        return sb.toString();
    }

    private static String goal(Constraint c) {
        return c.accept(new Constraint.Cases<>() {
            @Override
            public String allDifferent(AllDifferent a) {
                return a.cells().length < 2 ? "true" : "all_distinct([" + list(a.cells(), ", ") + "])";
            }

            @Override
            public String sum(Sum s) {
                String eq = Exporter.sum(s.cells(), PrologExporter::v) + " #= " + s.target();
                return s.distinct() && s.cells().length > 1 ? eq + ", all_distinct([" + list(s.cells(), ", ") + "])" : eq;
            }

            @Override
            public String arithmetic(Arithmetic a) {
                int[] x = a.cells();
                long t = a.target();
                return switch (a.op()) {
                    case ADD -> Exporter.sum(x, PrologExporter::v) + " #= " + t;
                    case MULTIPLY -> Exporter.product(x, PrologExporter::v) + " #= " + t;
                    case SUBTRACT -> "abs(" + v(x[0]) + " - " + v(x[1]) + ") #= " + t;
                    case DIVIDE -> quotient(x, t);
                    case ANY -> "(" + Exporter.sum(x, PrologExporter::v) + " #= " + t + " #\\/ " + Exporter.product(x, PrologExporter::v) + " #= " + t
                            + (x.length == 2 ? " #\\/ abs(" + v(x[0]) + " - " + v(x[1]) + ") #= " + t + " #\\/ " + quotient(x, t) : "") + ")";
                };
            }

            @Override
            public String sumOrProduct(SumOrProduct s) {
                return "(" + Exporter.sum(s.cells(), PrologExporter::v) + " #= " + s.target() + " #\\/ " + Exporter.product(s.cells(), PrologExporter::v) + " #= " + s.target() + ")";
            }

            @Override
            public String equal(Equal e) {
                StringBuilder sb = new StringBuilder();
                for (int k = 1; k < e.cells().length; k++) sb.append(k == 1 ? "" : ", ").append(v(e.cells()[0])).append(" #= ").append(v(e.cells()[k]));
                return e.cells().length < 2 ? "true" : sb.toString();
            }

            @Override
            public String relation(Relation r) {
                String a = v(r.a()), b = v(r.b()), k = "(" + r.k() + ")";
                return switch (r.kind()) {
                    case LESS -> v(r.a()) + " #< " + v(r.b());
                    case NOT_EQUAL -> v(r.a()) + " #\\= " + v(r.b());
                    case NOT_CONSECUTIVE -> "abs(" + v(r.a()) + " - " + v(r.b()) + ") #\\= 1";
                    case DIFFERENCE -> "abs(" + a + " - " + b + ") #= " + k;
                    case NOT_DIFFERENCE -> "abs(" + a + " - " + b + ") #\\= " + k;
                    case APART_AT_LEAST -> "abs(" + a + " - " + b + ") #>= " + k;
                    case APART_AT_MOST -> "abs(" + a + " - " + b + ") #=< " + k;
                    case RATIO -> "(" + a + " #= " + k + " * " + b + " #\\/ " + b + " #= " + k + " * " + a + ")";
                    case NOT_RATIO -> a + " #\\= " + k + " * " + b + ", " + b + " #\\= " + k + " * " + a;
                    case SUM -> a + " + " + b + " #= " + k;
                    case NOT_SUM -> a + " + " + b + " #\\= " + k;
                    case OTHER_BAND -> "(" + a + " - 1) // " + k + " #\\= (" + b + " - 1) // " + k;
                    case NOT_BOTH -> "(" + a + " #\\= " + k + " #\\/ " + b + " #\\= " + k + ")";
                    case TABLE -> "tuples_in([[" + a + ", " + b + "]], [" + Exporter.allowed(r, (x, ys) -> java.util.Arrays.stream(ys.split(","))
                            .map(y -> "[" + x + ", " + y + "]").reduce((u, w) -> u + ", " + w).orElse(""), ", ") + "])";
                };
            }

            @Override
            public String scan(Scan s) {
                throw new IllegalStateException("a line clue needs state variables: see scan()");
            }

            @Override
            public String fixed(Fixed f) {
                return v(f.cell()) + " #= " + f.value();
            }

            @Override
            public String anyOf(org.cellwise.constraint.AnyOf a) {
                throw new IllegalStateException("a disjunction may hold line clues, which need state variables: see goal(p, c, id)");
            }

            @Override
            public String rank(org.cellwise.constraint.Rank r) {
                throw new IllegalStateException("a rank names its own variables: see goal(p, c, id)");
            }

            @Override
            public String connected(org.cellwise.constraint.Connected c) {
                throw new IllegalStateException("a connected area names its own variables: see goal(p, c, id)");
            }
        });
    }

    @Override
    public List<int[]> answers(Puzzle p, String output, String source) throws FormatException {
        List<int[]> out = new ArrayList<>();
        Matcher m = LIST.matcher(output);
        while (m.find()) {
            String body = m.group(1).strip();
            String[] parts = body.isEmpty() ? new String[0] : body.split(",");
            if (parts.length != p.size())
                throw new FormatException(source, 1, 1, "expected a list of " + p.size() + " values, found " + parts.length);
            int[] values = new int[p.size()];
            for (int i = 0; i < parts.length; i++) values[i] = Integer.parseInt(parts[i].strip());
            out.add(values);
        }
        if (out.isEmpty()) {
            for (String line : output.split("\n")) if (line.strip().equals("false")) return List.of();
            throw new FormatException(source, 1, 1, "expected Prolog's output: a list of values per line, or false");
        }
        return out;
    }
}
