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
        List<List<Constraint>> choices = choices(p.constraints());
        if (choices.size() == 1) return count(p, choices.get(0), limit, null);
        // disjunctions: the puzzle's solutions are the union, over every choice of a branch in each, of the solutions
        // of those branches posted as plain constraints; each choice is enumerated up to the limit and the union's
        // grids told apart, which counts exactly up to the limit (no reified branch, whose free auxiliary variables
        // would count one grid many times)
        java.util.Set<List<Integer>> seen = new java.util.HashSet<>();
        for (List<Constraint> choice : choices) {
            count(p, choice, limit, seen);
            if (seen.size() >= limit) return limit;
        }
        return seen.size();
    }

    /** Every way of taking one branch of each disjunction (nested ones too): the plain constraints each way asks. */
    static List<List<Constraint>> choices(List<Constraint> cs) {
        List<List<Constraint>> out = new java.util.ArrayList<>();
        out.add(new java.util.ArrayList<>());
        for (Constraint c : cs) {
            if (!(c instanceof org.cellwise.constraint.AnyOf a)) {
                for (List<Constraint> o : out) o.add(c);
                continue;
            }
            List<List<Constraint>> ways = new java.util.ArrayList<>();
            for (List<Constraint> b : a.branches()) ways.addAll(choices(b));
            List<List<Constraint>> next = new java.util.ArrayList<>();
            for (List<Constraint> o : out)
                for (List<Constraint> w : ways) {
                    List<Constraint> both = new java.util.ArrayList<>(o);
                    both.addAll(w);
                    next.add(both);
                }
            out = next;
        }
        return out;
    }

    /** Solutions of the canvas under {@code cs}, up to {@code limit}; their grids added to {@code seen} when given. */
    private static long count(Puzzle p, List<Constraint> cs, long limit, java.util.Set<List<Integer>> seen) {
        Model m = new Model("oracle");
        IntVar[] x = m.intVarArray("x", p.size(), p.values().min(), p.values().max());
        for (Constraint c : cs) post(m, x, c);
        org.chocosolver.solver.Solver s = m.getSolver();
        long n = 0;
        while (n < limit && s.solve()) {
            n++;
            if (seen != null) {
                List<Integer> grid = new java.util.ArrayList<>();
                for (IntVar v : x) grid.add(v.getValue());
                seen.add(grid);
                if (seen.size() >= limit) break;
            }
        }
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

            @Override
            public Void anyOf(org.cellwise.constraint.AnyOf a) {
                throw new AssertionError("a disjunction is taken apart into its choices before anything is posted");
            }

            /**
             * Per cell whether it holds one of the values, and its distance within the area from the first such cell
             * in order (the number of cells when out of the area or out of reach: the least of its neighbours' plus
             * one), a function of the cells; some cell holds one, each is reached, and so many with a size.
             */
            @Override
            public Void connected(org.cellwise.constraint.Connected c) {
                int[] cells = c.cells();
                int n = cells.length;
                org.chocosolver.solver.variables.BoolVar[] in = new org.chocosolver.solver.variables.BoolVar[n], seen = in.clone();
                IntVar[] d = new IntVar[n];
                for (int i = 0; i < n; i++) {
                    in[i] = m.member(x[cells[i]], c.values()).reify();
                    seen[i] = i == 0 ? in[0] : m.or(seen[i - 1], in[i]).reify();
                    d[i] = m.intVar("connected d" + i, 0, n);
                }
                for (int i = 0; i < n; i++) {
                    org.chocosolver.solver.variables.BoolVar root = i == 0 ? in[0] : m.and(in[i], seen[i - 1].not()).reify();
                    IntVar step;
                    if (c.next()[i].length == 0) step = m.intVar(n);
                    else {
                        IntVar[] nb = new IntVar[c.next()[i].length];
                        for (int j = 0; j < nb.length; j++) nb[j] = d[c.next()[i][j]];
                        IntVar least = m.intVar(0, n);
                        m.min(least, nb).post();
                        step = m.intVar(0, n);
                        m.min(step, new IntVar[] {m.intOffsetView(least, 1), m.intVar(n)}).post();
                    }
                    m.ifThen(in[i].not(), m.arithm(d[i], "=", n));
                    m.ifThen(root, m.arithm(d[i], "=", 0));
                    m.ifThen(m.and(in[i], root.not()).reify(), m.arithm(d[i], "=", step));
                    m.ifThen(in[i], m.arithm(d[i], "<", n));
                }
                m.arithm(seen[n - 1], "=", 1).post();
                if (c.size() > 0) m.sum(in, "=", c.size()).post();
                return null;
            }

            /** choco's own lexicographic order, reified and counted; positions where the two lines share a cell dropped. */
            @Override
            public Void rank(org.cellwise.constraint.Rank r) {
                int[] me = r.lines()[r.line()];
                java.util.List<org.chocosolver.solver.variables.BoolVar> smaller = new java.util.ArrayList<>();
                for (int j = 0; j < r.lines().length; j++) {
                    if (j == r.line()) continue;
                    int[] o = r.lines()[j];
                    java.util.List<Integer> at = new java.util.ArrayList<>();
                    for (int i = 0; i < me.length; i++) if (o[i] != me[i]) at.add(i);
                    if (at.isEmpty()) { // the same cells throughout: never smaller, always the same
                        if (!r.tied()) m.falseConstraint().post();
                        continue;
                    }
                    IntVar[] a = new IntVar[at.size()], b = new IntVar[at.size()];
                    for (int k = 0; k < a.length; k++) {
                        a[k] = x[o[at.get(k)]];
                        b[k] = x[me[at.get(k)]];
                    }
                    if (r.rank() > 0) smaller.add(m.lexLess(a, b).reify());
                    if (!r.tied()) m.or(m.lexLess(a, b), m.lexLess(b, a)).post();
                }
                if (r.rank() > 0) m.sum(smaller.toArray(new org.chocosolver.solver.variables.BoolVar[0]), "=", r.rank() - 1).post();
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
                // a building above the ground (any value, with zero-seen), taller than all before it
                org.chocosolver.solver.expression.discrete.relational.ReExpression e = s.zeroSeen() ? m.boolVar(true).eq(1) : v[i].gt(0);
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
        } else if (!postSetterLine(m, v, machine)) {
            throw new AssertionError("no oracle for " + machine);
        }
    }

    /**
     * The clues of Sigh's solver and the setter's own machines, each in choco's terms: automata by choco's regular
     * constraint, counts by its count and nValues, sets and orders by reified sums. False for a machine it does not know.
     */
    private static boolean postSetterLine(Model m, IntVar[] v, Machine machine) {
        int n = v.length;
        int lo = Integer.MAX_VALUE, hi = Integer.MIN_VALUE;
        for (IntVar x : v) {
            lo = Math.min(lo, x.getLB());
            hi = Math.max(hi, x.getUB());
        }
        if (machine instanceof Machine.Nfa a) {
            postAutomaton(m, v, a, lo, hi);
        } else if (machine instanceof Machine.Lunchbox l) {
            // the crusts are the line's own smallest and largest values (distinct: a group says so)
            IntVar min = m.intVar(lo, hi), max = m.intVar(lo, hi);
            m.min(min, v).post();
            m.max(max, v).post();
            IntVar[] inside = new IntVar[n];
            for (int i = 0; i < n; i++) {
                ArExpression crustsBefore = m.intVar(0);
                for (int j = 0; j < i; j++) crustsBefore = crustsBefore.add(v[j].eq(min).or(v[j].eq(max)).intVar());
                inside[i] = v[i].mul(crustsBefore.eq(1).and(v[i].ne(min), v[i].ne(max))).intVar();
            }
            m.sum(inside, "=", l.target()).post();
        } else if (machine instanceof Machine.SegmentSums ss) {
            // some rotation (only the line's own order when it is no loop) whose prefix sums meet every multiple of
            // the target up to its total, a positive multiple
            int t = ss.target();
            org.chocosolver.solver.expression.discrete.relational.ReExpression any = null;
            for (int r = 0; r < (ss.loop() ? n : 1); r++) {
                IntVar[] rot = new IntVar[n];
                for (int i = 0; i < n; i++) rot[i] = v[(i + r) % n];
                IntVar[] prefix = new IntVar[n];
                for (int i = 0; i < n; i++) {
                    IntVar[] head = java.util.Arrays.copyOf(rot, i + 1);
                    prefix[i] = m.intVar(0, Math.max(0, hi) * n);
                    m.sum(head, "=", prefix[i]).post();
                }
                // how many segments: the total over the target, a function of the values (no free variable to count twice)
                IntVar k = prefix[n - 1].div(t).intVar();
                org.chocosolver.solver.expression.discrete.relational.ReExpression ok = prefix[n - 1].eq(k.mul(t)).and(k.ge(1));
                for (int j = 1; j <= hi * n / t; j++) {
                    org.chocosolver.solver.expression.discrete.relational.ReExpression met = m.boolVar(false).eq(1);
                    for (int i = 0; i < n; i++) met = met.or(prefix[i].eq(j * t));
                    ok = ok.and(k.le(j).or(met));
                }
                any = any == null ? ok : any.or(ok);
            }
            any.post();
        } else if (machine instanceof Machine.Counts c) {
            for (int k = 0; k < c.values().length; k++) m.count(c.values()[k], v, m.intVar(c.counts()[k])).post();
        } else if (machine instanceof Machine.FirstHidden f) {
            IntVar[] first = new IntVar[n];
            for (int k = 0; k < n; k++) {
                org.chocosolver.solver.expression.discrete.relational.ReExpression e = m.boolVar(k > 0).eq(1);
                if (k > 0) {
                    org.chocosolver.solver.expression.discrete.relational.ReExpression hidden = v[0].ge(v[k]);
                    for (int j = 1; j < k; j++) hidden = hidden.or(v[j].ge(v[k]));
                    e = hidden;
                    for (int j = 1; j < k; j++) { // no hidden one before
                        org.chocosolver.solver.expression.discrete.relational.ReExpression hj = v[0].ge(v[j]);
                        for (int i = 1; i < j; i++) hj = hj.or(v[i].ge(v[j]));
                        e = e.and(hj.not());
                    }
                }
                first[k] = e.boolVar();
                m.ifThen(first[k].eq(1).decompose(), m.arithm(v[k], "=", f.value()));
            }
            m.sum(first, "=", 1).post();
        } else if (machine instanceof Machine.Room r) {
            m.arithm(v[0], ">=", 1).post();
            m.arithm(v[0], "<=", r.length()).post();
            m.element(m.intVar(r.value()), v, v[0], 1).post();
        } else if (machine instanceof Machine.CountsDistinct) {
            m.nValues(java.util.Arrays.copyOfRange(v, 1, n), v[0]).post();
        } else if (machine instanceof Machine.NoSubsetSum ns) {
            if (n > 12) throw new AssertionError("no oracle for a rellik cage of " + n + " cells");
            for (int mask = 1; mask < 1 << n; mask++) {
                java.util.List<IntVar> part = new java.util.ArrayList<>();
                for (int i = 0; i < n; i++) if ((mask >> i & 1) != 0) part.add(v[i]);
                m.sum(part.toArray(IntVar[]::new), "!=", ns.target()).post();
            }
        } else if (machine instanceof Machine.Balanced b) {
            int count = b.max() - b.min() + 1, half = count / 2;
            IntVar[] even = new IntVar[n], low = new IntVar[n], high = new IntVar[n];
            for (int i = 0; i < n; i++) {
                even[i] = v[i].mod(2).eq(0).boolVar();
                low[i] = v[i].lt(b.min() + half).boolVar();
                high[i] = v[i].ge(b.max() - half + 1).boolVar();
                if (count % 2 == 1) m.arithm(v[i], "!=", b.min() + half).post();
            }
            int[] twos = new int[n];
            java.util.Arrays.fill(twos, 2);
            m.scalar(even, twos, "=", n).post(); // as many even as odd: twice the evens is all
            IntVar lows = m.intVar(0, n), highs = m.intVar(0, n);
            m.sum(low, "=", lows).post();
            m.sum(high, "=", highs).post();
            m.arithm(lows, "=", highs).post();
        } else if (machine instanceof Machine.Occurs o) {
            java.util.List<Integer> allowed = new java.util.ArrayList<>();
            for (int k = 0; k < 63; k++) if ((o.counts() >> k & 1) != 0) allowed.add(k);
            m.count(o.value(), v, m.intVar(allowed.stream().mapToInt(Integer::intValue).toArray())).post();
        } else if (machine instanceof Machine.SameCount sc) {
            IntVar a = m.intVar(0, n), b = m.intVar(0, n);
            m.count(sc.value(), java.util.Arrays.copyOf(v, sc.split()), a).post();
            m.count(sc.value(), java.util.Arrays.copyOfRange(v, sc.split(), n), b).post();
            m.arithm(a, "=", b).post();
        } else if (machine instanceof Machine.EachClass ec) {
            for (int c = 0; c < ec.count(); c++) {
                java.util.List<Integer> members = new java.util.ArrayList<>();
                for (int x = lo; x <= hi; x++)
                    if ((ec.width() == 0 ? Math.floorMod(x, ec.count()) : Math.floorDiv(x - 1, ec.width())) == c) members.add(x);
                IntVar[] in = new IntVar[n];
                for (int i = 0; i < n; i++) in[i] = m.member(v[i], members.stream().mapToInt(Integer::intValue).toArray()).reify();
                m.sum(in, ">=", 1).post();
            }
        } else if (machine instanceof Machine.Pairs pr) {
            org.chocosolver.solver.constraints.extension.Tuples t = new org.chocosolver.solver.constraints.extension.Tuples(true);
            for (int[] p : pr.pairs()) t.add(p[0], p[1]);
            m.table(v[0], v[1], t).post();
        } else {
            return false;
        }
        return true;
    }

    /**
     * An automaton in choco's own automaton (its regular constraint), made deterministic here by the subset
     * construction: symbol 0 is the break between segments, a value x is symbol x - lo + 1; breaks are variables
     * fixed to 0, placed where the line has them.
     */
    private static void postAutomaton(Model m, IntVar[] v, Machine.Nfa a, int lo, int hi) {
        org.cellwise.constraint.Automaton au = a.automaton();
        int symbols = hi - lo + 2;
        // per state and symbol, the states it leads to
        java.util.List<java.util.List<java.util.Set<Integer>>> delta = new java.util.ArrayList<>();
        for (int st = 0; st < au.states().size(); st++) {
            java.util.List<java.util.Set<Integer>> row = new java.util.ArrayList<>();
            for (int k = 0; k < symbols; k++) row.add(new java.util.TreeSet<>());
            delta.add(row);
        }
        for (org.cellwise.constraint.Automaton.Edge e : au.edges())
            for (int k = 0; k < symbols; k++)
                if (k == 0 ? e.label().kind() == org.cellwise.constraint.Automaton.Label.Kind.BREAK : e.label().reads(lo + k - 1))
                    delta.get(e.from()).get(k).add(e.to());
        java.util.Set<Integer> accepting = new java.util.HashSet<>();
        for (int st : au.accepts()) accepting.add(st);
        org.chocosolver.solver.constraints.nary.automata.FA.FiniteAutomaton fa = new org.chocosolver.solver.constraints.nary.automata.FA.FiniteAutomaton();
        java.util.Map<java.util.Set<Integer>, Integer> id = new java.util.HashMap<>();
        java.util.ArrayDeque<java.util.Set<Integer>> todo = new java.util.ArrayDeque<>();
        java.util.Set<Integer> first = new java.util.TreeSet<>();
        for (int st : au.starts()) first.add(st);
        id.put(first, fa.addState());
        fa.setInitialState(id.get(first));
        todo.add(first);
        while (!todo.isEmpty()) {
            java.util.Set<Integer> set = todo.poll();
            if (set.stream().anyMatch(accepting::contains)) fa.setFinal(id.get(set));
            for (int k = 0; k < symbols; k++) {
                java.util.Set<Integer> to = new java.util.TreeSet<>();
                for (int st : set) to.addAll(delta.get(st).get(k));
                if (to.isEmpty()) continue;
                if (!id.containsKey(to)) {
                    id.put(to, fa.addState());
                    todo.add(to);
                }
                fa.addTransition(id.get(set), id.get(to), k);
            }
        }
        java.util.List<IntVar> word = new java.util.ArrayList<>();
        for (int i = 0; i <= v.length; i++) {
            int breaks = i < a.breaks().length ? a.breaks()[i] : 0;
            for (int k = 0; k < breaks; k++) word.add(m.intVar(0));
            if (i < v.length) word.add(m.intOffsetView(v[i], 1 - lo));
        }
        m.regular(word.toArray(IntVar[]::new), fa).post();
    }

    /** Whether every constraint of the puzzle holds for the values. */
    public static boolean satisfies(Puzzle p, int[] values) {
        List<Constraint> cs = p.constraints();
        for (Constraint c : cs) if (!c.holds(values)) return false;
        return true;
    }
}
