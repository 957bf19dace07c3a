package org.cellwise.testing;

import java.util.List;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Arithmetic;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Equal;
import org.cellwise.constraint.Fixed;
import org.cellwise.constraint.Machine;
import org.cellwise.constraint.Relation;
import org.cellwise.constraint.Scan;
import org.cellwise.constraint.Sum;
import org.cellwise.constraint.SumOrProduct;
import org.cellwise.puzzle.Puzzle;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.expression.discrete.arithmetic.ArExpression;
import org.chocosolver.solver.variables.IntVar;

/**
 * choco-solver as an independent judge: the same constraints, posted with choco's own propagators, counted with
 * choco's own search. Used only by tests.
 */
public final class ChocoOracle {
    private ChocoOracle() {}

    /** Solutions of the puzzle, counted up to {@code limit}. */
    public static long count(Puzzle p, long limit) {
        Model m = new Model("oracle");
        IntVar[] x = m.intVarArray("x", p.size(), p.values().min(), p.values().max());
        for (Constraint c : p.constraints()) post(m, x, c);
        org.chocosolver.solver.Solver s = m.getSolver();
        long n = 0;
        while (n < limit && s.solve()) n++;
        return n;
    }

    private static IntVar[] vars(IntVar[] x, int[] cells) {
        IntVar[] out = new IntVar[cells.length];
        for (int i = 0; i < cells.length; i++) out[i] = x[cells[i]];
        return out;
    }

    private static ArExpression sum(IntVar[] v) {
        ArExpression e = v[0];
        for (int i = 1; i < v.length; i++) e = e.add(v[i]);
        return e;
    }

    private static ArExpression product(IntVar[] v) {
        ArExpression e = v[0];
        for (int i = 1; i < v.length; i++) e = e.mul(v[i]);
        return e;
    }

    /** a ÷ b or b ÷ a gives t, never with a divisor of 0. */
    private static org.chocosolver.solver.expression.discrete.relational.ReExpression quotient(IntVar[] v, int t) {
        return v[1].ne(0).and(v[0].eq(v[1].mul(t))).or(v[0].ne(0).and(v[1].eq(v[0].mul(t))));
    }

    private static void post(Model m, IntVar[] x, Constraint c) {
        c.accept(new Constraint.Cases<Void>() {
            @Override
            public Void allDifferent(AllDifferent a) {
                m.allDifferent(vars(x, a.cells())).post();
                return null;
            }

            @Override
            public Void sum(Sum s) {
                if (s.cells().length == 0) { // choco wants at least one variable; the sum of none is 0
                    if (s.target() != 0) m.falseConstraint().post();
                    return null;
                }
                m.sum(vars(x, s.cells()), "=", s.target()).post();
                if (s.distinct()) m.allDifferent(vars(x, s.cells())).post();
                return null;
            }

            @Override
            public Void arithmetic(Arithmetic a) {
                IntVar[] v = vars(x, a.cells());
                switch (a.op()) {
                    case ADD -> m.sum(v, "=", a.target()).post();
                    case MULTIPLY -> product(v).eq(a.target()).post();
                    case SUBTRACT -> v[0].sub(v[1]).eq(a.target()).or(v[1].sub(v[0]).eq(a.target())).post();
                    case DIVIDE -> quotient(v, a.target()).post();
                    case ANY -> {
                        var any = ChocoOracle.sum(v).eq(a.target()).or(product(v).eq(a.target()));
                        if (v.length == 2)
                            any = any.or(v[0].sub(v[1]).eq(a.target()), v[1].sub(v[0]).eq(a.target()),
                                    quotient(v, a.target()));
                        any.post();
                    }
                }
                return null;
            }

            @Override
            public Void sumOrProduct(SumOrProduct sp) {
                IntVar[] v = vars(x, sp.cells());
                ChocoOracle.sum(v).eq(sp.target()).or(product(v).eq(sp.target())).post();
                return null;
            }

            @Override
            public Void equal(Equal e) {
                IntVar[] v = vars(x, e.cells());
                for (int i = 1; i < v.length; i++) m.arithm(v[0], "=", v[i]).post();
                return null;
            }

            @Override
            public Void relation(Relation r) {
                switch (r.kind()) {
                    case LESS -> m.arithm(x[r.a()], "<", x[r.b()]).post();
                    case NOT_EQUAL -> m.arithm(x[r.a()], "!=", x[r.b()]).post();
                    case NOT_CONSECUTIVE -> m.distance(x[r.a()], x[r.b()], "!=", 1).post();
                    case DIFFERENCE -> m.distance(x[r.a()], x[r.b()], "=", r.k()).post();
                    case NOT_DIFFERENCE -> m.distance(x[r.a()], x[r.b()], "!=", r.k()).post();
                    case APART_AT_LEAST -> m.distance(x[r.a()], x[r.b()], ">", r.k() - 1).post();
                    case APART_AT_MOST -> m.distance(x[r.a()], x[r.b()], "<", r.k() + 1).post();
                    case RATIO -> x[r.a()].eq(x[r.b()].mul(r.k())).or(x[r.b()].eq(x[r.a()].mul(r.k()))).post();
                    case NOT_RATIO -> x[r.a()].ne(x[r.b()].mul(r.k())).and(x[r.b()].ne(x[r.a()].mul(r.k()))).post();
                    case SUM -> x[r.a()].add(x[r.b()]).eq(r.k()).post();
                    case NOT_SUM -> x[r.a()].add(x[r.b()]).ne(r.k()).post();
                    case OTHER_BAND -> x[r.a()].sub(1).div(r.k()).ne(x[r.b()].sub(1).div(r.k())).post();
                    case NOT_BOTH -> x[r.a()].ne(r.k()).or(x[r.b()].ne(r.k())).post();
                    case TABLE -> {
                        org.chocosolver.solver.constraints.extension.Tuples allowed = new org.chocosolver.solver.constraints.extension.Tuples(true);
                        for (int a = r.table().min(); a < r.table().min() + r.table().size(); a++)
                            for (int b = r.table().min(); b < r.table().min() + r.table().size(); b++) if (r.test(a, b)) allowed.add(a, b);
                        m.table(x[r.a()], x[r.b()], allowed).post();
                    }
                }
                return null;
            }

            @Override
            public Void scan(Scan sc) {
                postLine(m, vars(x, sc.cells()), sc.machine());
                return null;
            }

            @Override
            public Void fixed(Fixed f) {
                m.arithm(x[f.cell()], "=", f.value()).post();
                return null;
            }
        });
    }

    /** Each line clue in choco's own terms, not through Cellwise's unrolled machines, so that the two can disagree. */
    private static void postLine(Model m, IntVar[] v, Machine machine) {
        int n = v.length;
        if (machine instanceof Machine.Linear l) {
            m.scalar(v, l.weights(), "=", l.target()).post();
        } else if (machine instanceof Machine.OneOf o) {
            for (IntVar x : v) m.member(x, o.values()).post();
        } else if (machine instanceof Machine.Contains c) {
            java.util.Map<Integer, Integer> need = new java.util.TreeMap<>();
            for (int val : c.values()) need.merge(val, 1, Integer::sum);
            need.forEach((val, k) -> m.count(val, v, m.intVar(k, n)).post());
        } else if (machine instanceof Machine.Sandwich s) {
            IntVar[] crust = new IntVar[n];
            for (int i = 0; i < n; i++) crust[i] = v[i].eq(s.low()).or(v[i].eq(s.high())).boolVar();
            m.sum(crust, "=", 2).post();
            IntVar[] inside = new IntVar[n];
            for (int i = 0; i < n; i++) {
                ArExpression before = m.intVar(0);
                for (int j = 0; j < i; j++) before = before.add(crust[j]);
                inside[i] = v[i].mul(before.eq(1).and(crust[i].eq(0))).intVar();
            }
            m.sum(inside, "=", s.target()).post();
        } else if (machine instanceof Machine.XSum s) {
            IntVar[] counted = new IntVar[n];
            for (int i = 0; i < n; i++) counted[i] = v[i].mul(v[0].gt(i)).intVar();
            m.arithm(v[0], "<=", s.length()).post();
            m.sum(counted, "=", s.target()).post();
        } else if (machine instanceof Machine.Skyscraper s) {
            IntVar[] seen = new IntVar[n];
            for (int i = 0; i < n; i++) {
                org.chocosolver.solver.expression.discrete.relational.ReExpression e = m.boolVar(true).eq(1);
                for (int j = 0; j < i; j++) e = e.and(v[j].lt(v[i]));
                seen[i] = e.boolVar();
            }
            m.sum(seen, "=", s.count()).post();
        } else if (machine instanceof Machine.Between b) {
            for (int i = 1; i < n - 1; i++) v[i].gt(v[0].min(v[n - 1])).and(v[i].lt(v[0].max(v[n - 1]))).post();
            if (n == 2) v[0].dist(v[1]).ge(0).post();
        } else if (machine instanceof Machine.Iff f) {
            v[0].eq(f.a()).iff(v[1].eq(f.b())).post();
        } else if (machine instanceof Machine.Outside) {
            v[1].lt(v[0].min(v[2])).or(v[1].gt(v[0].max(v[2]))).post();
        } else if (machine instanceof Machine.Modular md) {
            for (int i = 0; i < n; i++)
                for (int j = i + 1; j < n && j < i + md.m(); j++) v[i].mod(md.m()).ne(v[j].mod(md.m())).post();
        } else if (machine instanceof Machine.SumIn in) {
            IntVar total = m.intVar("total", in.sums());
            m.sum(v, "=", total).post();
        } else if (machine instanceof Machine.NonDecreasing) {
            for (int i = 1; i < n; i++) m.arithm(v[i - 1], "<=", v[i]).post();
        } else {
            throw new AssertionError("no oracle for " + machine);
        }
    }

    /** Whether every constraint of the puzzle holds for the values. */
    public static boolean satisfies(Puzzle p, int[] values) {
        List<Constraint> cs = p.constraints();
        for (Constraint c : cs) if (!c.holds(values)) return false;
        return true;
    }
}
