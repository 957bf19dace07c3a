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
import org.cellwise.model.Cell;
import org.cellwise.puzzle.Compiled;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.asp.Fact;
import org.cellwise.rules.AspRule;

/**
 * Answer-set programming for clingo 5, in the style of seed 001: {@code a(R,C,N)} says row R, column C holds N;
 * a choice rule gives each cell one value, and integrity constraints forbid what the rules forbid. Groups are
 * facts {@code in(G,R,C)} under one all-different constraint; sums use {@code #sum}; other cages, like seed 000's
 * sub-groups, name one literal per cell.
 */
public final class AspExporter implements Exporter {
    private static final Pattern ATOM = Pattern.compile("\\ba\\((-?\\d+),(-?\\d+),(-?\\d+)\\)");

    private static String rc(Puzzle p, int cell) {
        Cell c = p.cells().get(cell);
        return (c.row() + 1) + "," + (c.col() + 1);
    }

    private static String lits(Puzzle p, int[] cells) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < cells.length; k++) sb.append(k == 0 ? "" : ", ").append("a(").append(rc(p, cells[k])).append(",N").append(k + 1).append(')');
        return sb.toString();
    }

    private static String join(int n, String op) {
        StringBuilder sb = new StringBuilder();
        for (int k = 1; k <= n; k++) sb.append(k == 1 ? "" : op).append('N').append(k);
        return sb.toString();
    }

    @Override
    public String program(Puzzle p) {
        StringBuilder sb = new StringBuilder();
        sb.append("% ").append(Exporter.comment(p.name())).append(": exported by Cellwise, for clingo 5\n");
        sb.append("% a(R,C,N): the cell in row R, column C holds N\n");
        StringBuilder cells = new StringBuilder();
        for (int i = 0; i < p.size(); i++) cells.append("cell(").append(rc(p, i)).append("). ");
        sb.append(cells.toString().strip()).append('\n');
        sb.append("val(").append(p.values().min()).append("..").append(p.values().max()).append(").\n");
        sb.append("% each cell holds one value\n1 { a(R,C,N) : val(N) } 1 :- cell(R,C).\n");
        sb.append("% no value twice in a group\n:- in(G,R,C), in(G,R2,C2), (R,C) < (R2,C2), a(R,C,N), a(R2,C2,N).\n");
        // implied, but without it clingo cannot count: on data/stalls.cw it decided two of four puzzles in 40 s
        // that it had not decided in 120 s
        sb.append("% a group with as many cells as values holds every value\n#defined full/1.\n")
                .append(":- full(G), val(N), not a(R,C,N) : in(G,R,C).\n");
        sb.append("% a sum group adds up to its target\n:- sum(K,T), #sum{ N,R,C : a(R,C,N), insum(K,R,C) } != T.\n");
        Encoder rule = new Encoder(p, sb, "", new int[5]);
        // a rule written in clingo's notation is exported as written, with its facts (each once); the rest constraint
        // by constraint
        java.util.LinkedHashSet<String> facts = new java.util.LinkedHashSet<>();
        List<AspRule> written = new ArrayList<>();
        for (Compiled.Expansion e : p.compiled().expansions()) {
            if (e.rule() instanceof AspRule r) {
                written.add(r);
                for (Fact f : r.facts()) facts.add(f.text());
                continue;
            }
            for (Constraint c : e.constraints()) {
                sb.append("% ").append(Exporter.comment(c.name())).append('\n');
                c.accept(rule);
            }
        }
        if (!rule.groups) sb.append("in(0,0,0) :- #false.\n");
        if (!rule.sums) sb.append("sum(0,0) :- #false. insum(0,0,0) :- #false.\n");
        if (rule.counts[2] > 0)
            sb.append("% a line clue reads its cells in order through its transitions tr(K,I,State,Value,Next), and must reach the end\n")
                    .append("#defined scan/2. #defined or_scan/3.\n")
                    .append("st(K,0,0) :- scan(K,_).\nst(K,0,0) :- or_scan(K,_,_).\n")
                    .append("st(K,I+1,Q2) :- st(K,I,Q), at(K,I,R,C), a(R,C,V), tr(K,I,Q,V,Q2).\n")
                    .append(":- scan(K,L), not st(K,L,_).\n");
        if (rule.counts[3] > 0)
            sb.append("% either/or: or_bad(B) says branch B is broken (each rule of it as a rule, its groups, sums and lines by facts)\n")
                    .append("#defined or_in/3. #defined or_sum/3. #defined or_insum/3. #defined or_scan/3.\n")
                    .append("or_bad(B) :- or_in(G,B,R,C), or_in(G,B,R2,C2), (R,C) < (R2,C2), a(R,C,N), a(R2,C2,N).\n")
                    .append("or_bad(B) :- or_sum(K,B,T), #sum{ N,R,C : a(R,C,N), or_insum(K,R,C) } != T.\n")
                    .append("or_bad(B) :- or_scan(K,B,L), not st(K,L,_).\n");
        if (p.constraints().stream().anyMatch(c -> c instanceof org.cellwise.constraint.Connected))
            sb.append("#defined cv_adj/3.\n"); // an area of cells none of which touch
        sb.append("#show a/3.\n");
        String program = renamed(sb.toString(), written);
        if (written.isEmpty()) return program;
        StringBuilder user = new StringBuilder("% rules as written, in clingo's notation, and the facts they use\n");
        for (String f : facts) user.append(f).append('\n');
        for (AspRule r : written) user.append(r.text()).append('\n');
        return program + user;
    }

    /** The names this program gives its own facts and rules, which a puzzle's facts must not meet. */
    private static final List<String> OWN = List.of("cell", "val", "in", "full", "sum", "insum", "scan", "at", "tr", "st", "or_bad",
            "or_in", "or_sum", "or_insum", "or_scan", "rk_at", "rk_eqto", "rk_lt", "cv_at", "cv_adj", "cv_val", "cv_in",
            "cv_before", "cv_reach");

    /**
     * The program with its own predicates renamed {@code cw_NAME} where a rule written in clingo's notation states
     * facts of that name: its {@code in/3} and a puzzle's {@code in(1,2,3).} would be one predicate to clingo.
     */
    private static String renamed(String program, List<AspRule> rules) {
        java.util.Set<String> taken = new java.util.HashSet<>();
        for (AspRule r : rules) for (Fact f : r.facts()) taken.add(f.name());
        for (String own : OWN)
            if (taken.contains(own)) program = program.replaceAll("\\b" + own + "(?=[(/])", "cw_" + own);
        return program;
    }

    /**
     * Writes each constraint's rules: as integrity constraints ({@code head} empty), or, inside a branch of a
     * disjunction, as rules deriving {@code or_bad(B)} (the branch is broken) from the same bodies; a group, sum or
     * line there is stated by facts of its own ({@code or_in}, {@code or_sum}, {@code or_scan}) that the branch rules
     * read. {@code counts}: groups, sums, lines, branches and ranks so far, shared by every encoder of a program.
     */
    private static final class Encoder implements Constraint.Cases<Void> {
        final Puzzle p;
        final StringBuilder sb;
        final String head;
        /** The branch this encoder writes (its number), or 0 at the top. */
        final int branch;
        final int[] counts;
        boolean groups, sums;

        Encoder(Puzzle p, StringBuilder sb, String head, int[] counts) {
            this(p, sb, head, counts, 0);
        }

        private Encoder(Puzzle p, StringBuilder sb, String head, int[] counts, int branch) {
            this.p = p;
            this.sb = sb;
            this.head = head;
            this.counts = counts;
            this.branch = branch;
        }

        @Override
        public Void allDifferent(AllDifferent a) {
            group(a.cells());
            return null;
        }

        private void group(int[] cells) {
            int g = ++counts[0];
            groups |= branch == 0;
            for (int x : cells)
                if (branch == 0) sb.append("in(").append(g).append(',').append(rc(p, x)).append("). ");
                else sb.append("or_in(").append(g).append(',').append(branch).append(',').append(rc(p, x)).append("). ");
            if (branch == 0 && cells.length == p.values().size()) sb.append("full(").append(g).append("). ");
            sb.setLength(sb.length() - 1);
            sb.append('\n');
        }

        private void total(int[] cells, long target) {
            int k = ++counts[1];
            if (branch == 0) {
                sums = true;
                sums(p, sb, k, cells, target);
                return;
            }
            sb.append("or_sum(").append(k).append(',').append(branch).append(',').append(target).append(").");
            for (int x : cells) sb.append(" or_insum(").append(k).append(',').append(rc(p, x)).append(").");
            sb.append('\n');
        }

        @Override
        public Void sum(Sum s) {
            total(s.cells(), s.target());
            if (s.distinct()) group(s.cells());
            return null;
        }

        @Override
        public Void arithmetic(Arithmetic a) {
            int[] x = a.cells();
            long t = a.target();
            String body = head + ":- " + lits(p, x);
            switch (a.op()) {
                case ADD -> total(x, t);
                case MULTIPLY -> sb.append(body).append(", ").append(join(x.length, "*")).append(" != ").append(t).append(".\n");
                case SUBTRACT -> sb.append(body).append(", |N1-N2| != ").append(t).append(".\n");
                case DIVIDE -> noQuotient(sb, body, t);
                case ANY -> {
                    String none = body + ", " + join(x.length, "+") + " != " + t + ", " + join(x.length, "*") + " != " + t;
                    if (x.length == 2) noQuotient(sb, none + ", |N1-N2| != " + t, t);
                    else sb.append(none).append(".\n");
                }
            }
            return null;
        }

        @Override
        public Void sumOrProduct(SumOrProduct s) {
            int[] x = s.cells();
            sb.append(head).append(":- ").append(lits(p, x)).append(", ").append(join(x.length, "+")).append(" != ").append(s.target())
                    .append(", ").append(join(x.length, "*")).append(" != ").append(s.target()).append(".\n");
            return null;
        }

        @Override
        public Void equal(Equal e) {
            for (int k = 1; k < e.cells().length; k++)
                sb.append(head).append(":- a(").append(rc(p, e.cells()[0])).append(",N1), a(").append(rc(p, e.cells()[k])).append(",N2), N1 != N2.\n");
            return null;
        }

        @Override
        public Void relation(Relation r) {
            String ab = head + ":- a(" + rc(p, r.a()) + ",N1), a(" + rc(p, r.b()) + ",N2), ", k = "(" + r.k() + ")";
            sb.append(switch (r.kind()) {
                case LESS -> ab + "N1 >= N2.\n";
                case NOT_EQUAL -> ab + "N1 = N2.\n";
                case NOT_CONSECUTIVE -> ab + "|N1-N2| = 1.\n";
                case DIFFERENCE -> ab + "|N1-N2| != " + k + ".\n";
                case NOT_DIFFERENCE -> ab + "|N1-N2| = " + k + ".\n";
                case APART_AT_LEAST -> ab + "|N1-N2| < " + k + ".\n";
                case APART_AT_MOST -> ab + "|N1-N2| > " + k + ".\n";
                case RATIO -> ab + "N1 != " + k + "*N2, N2 != " + k + "*N1.\n";
                case NOT_RATIO -> ab + "N1 = " + k + "*N2.\n" + ab + "N2 = " + k + "*N1.\n";
                case SUM -> ab + "N1+N2 != " + k + ".\n";
                case NOT_SUM -> ab + "N1+N2 = " + k + ".\n";
                case OTHER_BAND -> ab + "(N1-1)/" + k + " = (N2-1)/" + k + ".\n";
                case NOT_BOTH -> ab + "N1 = " + k + ", N2 = " + k + ".\n";
                case TABLE -> forbidden(p, r, head);
            });
            return null;
        }

        @Override
        public Void scan(Scan s) {
            // a line clue: its cells in order, its transitions as facts, read by the rules added once below
            int id = ++counts[2];
            Transitions t = Transitions.of(p, s);
            if (branch == 0) sb.append("scan(").append(id).append(',').append(t.length()).append(").");
            else sb.append("or_scan(").append(id).append(',').append(branch).append(',').append(t.length()).append(").");
            for (int i = 0; i < t.length(); i++) sb.append(" at(").append(id).append(',').append(i).append(',').append(rc(p, s.cells()[i])).append(").");
            sb.append('\n');
            for (int i = 0; i < t.length(); i++) {
                int[] around = t.around(i);
                for (int[] row : t.rows().get(i)) {
                    int before = around[0] < 0 ? 0 : row[0], value = row[around[0] < 0 ? 0 : 1], after = around[1] < 0 ? 0 : row[row.length - 1];
                    sb.append("tr(").append(id).append(',').append(i).append(',').append(before).append(',').append(value).append(',').append(after).append("). ");
                }
                if (!t.rows().get(i).isEmpty()) sb.setLength(sb.length() - 1);
                sb.append('\n');
            }
            return null;
        }

        @Override
        public Void fixed(Fixed f) {
            sb.append(head).append(":- not a(").append(rc(p, f.cell())).append(',').append(f.value()).append(").\n");
            return null;
        }

        /**
         * A line's rank: rk_at(K,J,I,R,C) places line J's I-th cell; rk_eqto(K,J,I) says line J reads as the ranked
         * one before position I, rk_lt(K,J) that it reads smaller; their count is the rank less one, and unless tied
         * no other line reads the same throughout.
         */
        @Override
        public Void rank(org.cellwise.constraint.Rank r) {
            int k = ++counts[4], t = r.line(), len = r.lines()[0].length;
            for (int j = 0; j < r.lines().length; j++) {
                for (int i = 0; i < len; i++) sb.append("rk_at(").append(k).append(',').append(j).append(',').append(i).append(',').append(rc(p, r.lines()[j][i])).append("). ");
                sb.setLength(sb.length() - 1);
                sb.append('\n');
            }
            String here = "rk_at(" + k + ",J,I,R1,C1), rk_at(" + k + "," + t + ",I,R2,C2), a(R1,C1,N1), a(R2,C2,N2)";
            sb.append("rk_eqto(").append(k).append(",J,0) :- rk_at(").append(k).append(",J,0,_,_).\n");
            sb.append("rk_eqto(").append(k).append(",J,I+1) :- rk_eqto(").append(k).append(",J,I), ").append(here).append(", N1 = N2.\n");
            sb.append("rk_lt(").append(k).append(",J) :- rk_eqto(").append(k).append(",J,I), ").append(here).append(", N1 < N2.\n");
            if (r.rank() > 0) sb.append(head).append(":- #count { J : rk_lt(").append(k).append(",J) } != ").append(r.rank() - 1).append(".\n");
            if (!r.tied()) sb.append(head).append(":- rk_eqto(").append(k).append(",J,").append(len).append("), J != ").append(t).append(".\n");
            return null;
        }

        /**
         * The cells holding some values as one connected area: cv_at(K,I,R,C) places the I-th cell, cv_adj(K,I,J) joins
         * neighbours, cv_val(K,N) lists the values; cv_in(K,I) holds one, the first such cell in order reaches the
         * others through cv_reach, and one not reached, none at all, or (with a size) another count is forbidden.
         */
        @Override
        public Void connected(org.cellwise.constraint.Connected c) {
            int k = ++counts[4];
            for (int i = 0; i < c.cells().length; i++) sb.append("cv_at(").append(k).append(',').append(i).append(',').append(rc(p, c.cells()[i])).append("). ");
            sb.setLength(sb.length() - 1);
            sb.append('\n');
            StringBuilder adj = new StringBuilder();
            for (int i = 0; i < c.next().length; i++)
                for (int j : c.next()[i]) adj.append("cv_adj(").append(k).append(',').append(i).append(',').append(j).append("). ");
            if (adj.length() > 0) sb.append(adj.toString().strip()).append('\n');
            for (int v : c.values()) sb.append("cv_val(").append(k).append(',').append(v).append("). ");
            sb.setLength(sb.length() - 1);
            sb.append('\n');
            sb.append("cv_in(").append(k).append(",I) :- cv_at(").append(k).append(",I,R,C), a(R,C,N), cv_val(").append(k).append(",N).\n");
            sb.append("cv_before(").append(k).append(",I) :- cv_in(").append(k).append(",I), cv_in(").append(k).append(",J), J < I.\n");
            sb.append("cv_reach(").append(k).append(",I) :- cv_in(").append(k).append(",I), not cv_before(").append(k).append(",I).\n");
            sb.append("cv_reach(").append(k).append(",J) :- cv_reach(").append(k).append(",I), cv_adj(").append(k).append(",I,J), cv_in(").append(k).append(",J).\n");
            sb.append(head).append(":- cv_in(").append(k).append(",I), not cv_reach(").append(k).append(",I).\n");
            sb.append(head).append(":- #count { I : cv_in(").append(k).append(",I) } ").append(c.size() > 0 ? "!= " + c.size() : "= 0").append(".\n");
            return null;
        }

        /** Each branch's rules derive or_bad of its number; every branch broken is forbidden (or breaks the branch around). */
        @Override
        public Void anyOf(org.cellwise.constraint.AnyOf a) {
            StringBuilder all = new StringBuilder();
            for (List<Constraint> b : a.branches()) {
                int id = ++counts[3];
                sb.append("% branch ").append(id).append('\n');
                Encoder inner = new Encoder(p, sb, "or_bad(" + id + ") ", counts, id);
                for (Constraint c : b) c.accept(inner);
                all.append(all.length() == 0 ? "" : ", ").append("or_bad(").append(id).append(')');
            }
            sb.append(head).append(":- ").append(all).append(".\n");
            return null;
        }
    }

    /** A relation given by a table: each pair of values it does not allow, forbidden (or breaking {@code head}). */
    private static String forbidden(Puzzle p, Relation r, String head) {
        StringBuilder out = new StringBuilder();
        for (int x = p.values().min(); x <= p.values().max(); x++)
            for (int y = p.values().min(); y <= p.values().max(); y++)
                if (!r.test(x, y)) out.append(head).append(":- a(").append(rc(p, r.a())).append(',').append(x).append("), a(").append(rc(p, r.b()))
                        .append(',').append(y).append(").\n");
        return out.toString();
    }

    /**
     * Forbids, after {@code body}, every pair where neither N1 ÷ N2 nor N2 ÷ N1 gives t with a divisor other than
     * 0 (as the engine has it): "not (N2 != 0 and N1 = t*N2) and not (N1 != 0 and N2 = t*N1)", spelled out as the
     * four conjunctions an integrity constraint can hold.
     */
    private static void noQuotient(StringBuilder sb, String body, long t) {
        for (String a : new String[] {"N2 = 0", "N1 != " + t + "*N2"})
            for (String b : new String[] {"N1 = 0", "N2 != " + t + "*N1"}) sb.append(body).append(", ").append(a).append(", ").append(b).append(".\n");
    }

    private static void sums(Puzzle p, StringBuilder sb, int k, int[] cells, long target) {
        sb.append("sum(").append(k).append(',').append(target).append(").");
        for (int x : cells) sb.append(" insum(").append(k).append(',').append(rc(p, x)).append(").");
        sb.append('\n');
    }

    @Override
    public List<int[]> answers(Puzzle p, String output, String source) throws FormatException {
        List<int[]> out = new ArrayList<>();
        String[] lines = output.split("\n");
        boolean sawVerdict = false;
        for (int i = 0; i < lines.length; i++) {
            String t = lines[i].strip();
            if (t.equals("UNSATISFIABLE")) return List.of();
            if (t.startsWith("SATISFIABLE") || t.startsWith("OPTIMUM")) sawVerdict = true;
            if (t.startsWith("Answer:") && i + 1 < lines.length) {
                int[] values = new int[p.size()];
                boolean[] seen = new boolean[p.size()];
                Matcher m = ATOM.matcher(lines[i + 1]);
                while (m.find()) {
                    int cell = p.indexOf(Integer.parseInt(m.group(1)) - 1, Integer.parseInt(m.group(2)) - 1);
                    if (cell < 0) throw new FormatException(source, i + 2, m.start() + 1, "the answer names " + m.group() + ", which is not a cell");
                    values[cell] = Integer.parseInt(m.group(3));
                    seen[cell] = true;
                }
                out.add(Exporter.complete(p, values, seen, source));
            }
        }
        if (out.isEmpty() && !sawVerdict)
            throw new FormatException(source, 1, 1, "expected clingo's output: 'Answer: 1' and its atoms, or UNSATISFIABLE");
        return out;
    }
}
