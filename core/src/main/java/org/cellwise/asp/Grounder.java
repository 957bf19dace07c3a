package org.cellwise.asp;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cellwise.model.Canvas;

/**
 * Grounds an integrity constraint over a canvas once, when the puzzle is compiled: every binding of its variables
 * that makes its body true names some cells and values, and each says "these cells do not hold these values
 * together". One cell gives a value the cell may not hold, two cells a pair of values they may not hold together;
 * a rule that ties three cells or more at once, or none (its body true whatever the grid), is refused where it
 * stands. The search over bindings goes literal by literal, cheapest first: equalities that set a variable, cells
 * whose row and column are known, facts, then cells and values tried in turn, testing each comparison as soon as
 * its variables are known. Its work is bounded: past {@link #MAX_STEPS} bindings tried or {@link #MAX_PAIRS} pairs
 * of cells the rule is refused in words, never left to run.
 */
public final class Grounder {
    /** Partial bindings one rule may try: a rule over every pair of cells of a 64×64 grid stays below it. */
    static final long MAX_STEPS = 30_000_000L;
    /** Pairs of cells one rule may tie: an anti-knight rule on a 64×64 grid ties about 16,000. */
    static final int MAX_PAIRS = 200_000;
    /** Variables in one rule (the search keeps them in a 64-bit mask). */
    static final int MAX_VARIABLES = 64;

    private final Denial rule;
    private final int n, min, max, size;
    private final int[] rowOf, colOf; // 1-based, as a(R,C,N) counts
    private final int[][] byRow, byCol;
    private final Canvas canvas;
    private final Map<String, int[][]> facts;
    private final Map<String, Set<Content>> factSets = new HashMap<>();
    private final Map<String, Map<Integer, Map<Integer, int[]>>> factIndex = new HashMap<>();

    private final Literal.Cell[] cells;
    private final Literal.Atom[] atoms;
    private final Literal[] tests;
    private final long[] cellArgVars, atomVars, testVars;
    private final IdentityHashMap<Term, Long> varsOf = new IdentityHashMap<>();
    private final IdentityHashMap<Term, long[]> coefs = new IdentityHashMap<>();

    private final long[] val;
    private long bound;
    private final int[] cellOf, valueOf;
    private final boolean[] atomDone, testDone;
    private final int[] trail;
    private int trailSize;
    private final int[] doneTrail;
    private int doneSize;
    private long steps;

    /** Pairs by {@code a * n + b}: a key of {@code a << 32 | b} hashes as {@code a ^ b}, so most pairs would share buckets. */
    private final Map<Long, long[]> pairs = new HashMap<>();
    private final Map<Content, long[]> interned = new HashMap<>();
    private final long[] unary;
    private long runKey = -1;
    private final long[] run;

    /** Each cell literal's value variables. */
    private final long[] valueVars;
    /** The values that pass a rule's last tests, by what those tests can see (see {@link #valueTable}). */
    private final Map<Content, Values> tables = new HashMap<>();
    /** Where the values of the cells being tabled go while a table is made; null otherwise. */
    private List<int[]> recording;
    private long recordingCells;

    /** An array equal by its content: a fact's arguments ({@code ints}) or a pair's table ({@code longs}). */
    private record Content(int[] ints, long[] longs) {
        static Content of(int[] ints) {
            return new Content(ints, null);
        }

        static Content of(long[] longs) {
            return new Content(null, longs);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Content c && Arrays.equals(c.ints, ints) && Arrays.equals(c.longs, longs);
        }

        @Override
        public int hashCode() {
            return 31 * Arrays.hashCode(ints) + Arrays.hashCode(longs);
        }
    }

    private Grounder(Denial rule, Canvas canvas, Map<String, int[][]> facts) {
        this.rule = rule;
        this.canvas = canvas;
        this.facts = facts;
        this.n = canvas.size();
        this.min = canvas.values().min();
        this.max = canvas.values().max();
        this.size = canvas.values().size();
        if (rule.names().size() > MAX_VARIABLES)
            throw new AspException(rule.at(), "a rule here has at most " + MAX_VARIABLES + " variables, this one " + rule.names().size());
        rowOf = new int[n];
        colOf = new int[n];
        List<List<Integer>> rows = new ArrayList<>(), cols = new ArrayList<>();
        for (int i = 0; i < canvas.rows(); i++) rows.add(new ArrayList<>());
        for (int i = 0; i < canvas.cols(); i++) cols.add(new ArrayList<>());
        for (int i = 0; i < n; i++) {
            org.cellwise.model.Cell c = canvas.cells().get(i);
            rowOf[i] = c.row() + 1;
            colOf[i] = c.col() + 1;
            rows.get(c.row()).add(i);
            cols.get(c.col()).add(i);
        }
        byRow = rows.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
        byCol = cols.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
        List<Literal.Cell> cs = new ArrayList<>();
        List<Literal.Atom> as = new ArrayList<>();
        List<Literal> ts = new ArrayList<>();
        for (Literal l : rule.body()) {
            if (l instanceof Literal.Cell c) cs.add(c);
            else if (l instanceof Literal.Atom a && !a.negated()) as.add(a);
            else ts.add(l);
        }
        cells = cs.toArray(new Literal.Cell[0]);
        atoms = as.toArray(new Literal.Atom[0]);
        tests = ts.toArray(new Literal[0]);
        cellArgVars = new long[cells.length];
        for (int i = 0; i < cells.length; i++) cellArgVars[i] = vars(cells[i].row()) | vars(cells[i].col());
        atomVars = new long[atoms.length];
        for (int i = 0; i < atoms.length; i++) atomVars[i] = vars(atoms[i]);
        testVars = new long[tests.length];
        for (int i = 0; i < tests.length; i++) testVars[i] = vars(tests[i]);
        val = new long[Math.max(1, rule.names().size())];
        cellOf = new int[cells.length];
        valueOf = new int[cells.length];
        Arrays.fill(cellOf, -1);
        Arrays.fill(valueOf, Integer.MIN_VALUE);
        atomDone = new boolean[atoms.length];
        testDone = new boolean[tests.length];
        trail = new int[val.length * 2 + 8];
        doneTrail = new int[tests.length + 1];
        unary = new long[n];
        run = new long[size];
        valueVars = new long[cells.length];
        for (int i = 0; i < cells.length; i++) valueVars[i] = vars(cells[i].value());
    }

    /**
     * The rule's ground instances on the canvas, with {@code facts} by signature ({@code gt/4}) as rows of arguments.
     * Throws {@link AspException} where the rule cannot be grounded into what one or two cells may hold.
     */
    public static Grounding ground(Denial rule, Canvas canvas, Map<String, int[][]> facts) {
        Grounder g = new Grounder(rule, canvas, facts);
        g.search();
        g.flush();
        long[] found = g.pairs.keySet().stream().mapToLong(Long::longValue).sorted().toArray();
        long[] keys = new long[found.length];
        long[][] tables = new long[found.length][];
        for (int i = 0; i < found.length; i++) {
            keys[i] = found[i] / g.n << 32 | found[i] % g.n; // the same order: b < n
            tables[i] = g.pairs.get(found[i]);
        }
        return new Grounding(g.min, g.size, g.unary, keys, tables, g.steps);
    }

    // ---- variables ------------------------------------------------------------------------------------------------

    private long vars(Term t) {
        Long m = varsOf.get(t);
        if (m == null) {
            java.util.BitSet b = new java.util.BitSet();
            t.variables(b);
            long x = 0;
            for (int i = b.nextSetBit(0); i >= 0; i = b.nextSetBit(i + 1)) x |= 1L << i;
            varsOf.put(t, m = x);
        }
        return m;
    }

    private long vars(Literal l) {
        java.util.BitSet b = new java.util.BitSet();
        l.variables(b);
        long x = 0;
        for (int i = b.nextSetBit(0); i >= 0; i = b.nextSetBit(i + 1)) x |= 1L << i;
        return x;
    }

    private long coefficient(Term t, int v) {
        long[] c = coefs.computeIfAbsent(t, x -> {
            long[] out = new long[val.length];
            Arrays.fill(out, Long.MIN_VALUE);
            return out;
        });
        if (c[v] == Long.MIN_VALUE) c[v] = Term.coefficient(t, v);
        return c[v];
    }

    private void bind(int v, long x) {
        val[v] = x;
        bound |= 1L << v;
        trail[trailSize++] = v;
    }

    private void undoTo(int mark) {
        while (trailSize > mark) bound &= ~(1L << trail[--trailSize]);
    }

    /** Whether the term can be matched against a number now: bound, or linear in its one unbound variable. */
    private boolean matchable(Term t, long boundSoFar) {
        long free = vars(t) & ~boundSoFar;
        if (free == 0) return true;
        if (Long.bitCount(free) > 1) return false;
        return t instanceof Term.Var || coefficient(t, Long.numberOfTrailingZeros(free)) != 0;
    }

    /**
     * Matches the term against {@code target}: 1 when it holds (binding its one unbound variable if it had one), 0
     * when it cannot, -1 when it has to wait for other variables.
     */
    private int unify(Term t, long target) {
        long free = vars(t) & ~bound;
        if (free == 0) {
            long x = t.eval(val);
            return x != Term.UNDEFINED && x == target ? 1 : 0;
        }
        if (Long.bitCount(free) > 1) return -1;
        int v = Long.numberOfTrailingZeros(free);
        if (t instanceof Term.Var) {
            bind(v, target);
            return 1;
        }
        long a = coefficient(t, v);
        if (a == 0) return -1;
        val[v] = 0; // a linear term at 0 is its offset
        long b = t.eval(val);
        if (b == Term.UNDEFINED) return 0;
        long diff = target - b;
        if (diff % a != 0) return 0;
        long x = diff / a;
        if (x < Integer.MIN_VALUE || x > Integer.MAX_VALUE) return 0;
        int mark = trailSize;
        bind(v, x);
        long check = t.eval(val);
        if (check == Term.UNDEFINED || check != target) {
            undoTo(mark);
            return 0;
        }
        return 1;
    }

    /** Matches terms against values, each as soon as it can be; false when one fails or some never can. */
    private boolean unifyAll(Term[] ts, long[] targets) {
        int left = ts.length;
        boolean[] done = new boolean[ts.length];
        while (left > 0) {
            boolean progress = false;
            for (int i = 0; i < ts.length; i++) {
                if (done[i]) continue;
                int r = unify(ts[i], targets[i]);
                if (r == 0) return false;
                if (r == 1) {
                    done[i] = true;
                    left--;
                    progress = true;
                }
            }
            if (!progress) return false;
        }
        return true;
    }

    /** Whether every term could be matched, in some order, with the variables bound so far. */
    private boolean matchableAll(List<Term> ts) {
        long b = bound;
        boolean[] done = new boolean[ts.size()];
        int left = ts.size();
        while (left > 0) {
            boolean progress = false;
            for (int i = 0; i < ts.size(); i++) {
                if (done[i] || !matchable(ts.get(i), b)) continue;
                b |= vars(ts.get(i));
                done[i] = true;
                left--;
                progress = true;
            }
            if (!progress) return false;
        }
        return true;
    }

    // ---- the search -----------------------------------------------------------------------------------------------

    private void search() {
        if (++steps > MAX_STEPS)
            throw new AspException(rule.at(), String.format(java.util.Locale.ROOT, "grounding this rule on this grid tries more than %,d"
                    + " bindings of its variables (the bound): tie its cells together with comparisons of their rows and columns, such"
                    + " as |R1-R| + |C1-C| == 3, or with facts", MAX_STEPS));
        int doneMark = doneSize;
        try {
            for (int t = 0; t < tests.length; t++) {
                if (testDone[t] || (testVars[t] & ~bound) != 0) continue;
                testDone[t] = true;
                doneTrail[doneSize++] = t;
                if (!holds(tests[t])) return;
            }
            if (assign() || lookUpCell() || checkValue() || factStep() || enumerateCell() || valueTable() || enumerateValue()) return;
            for (int i = 0; i < cells.length; i++) if (cellOf[i] < 0 || valueOf[i] == Integer.MIN_VALUE) throw stuck();
            for (boolean d : atomDone) if (!d) throw stuck();
            for (boolean d : testDone) if (!d) throw stuck();
            if (recording != null) record();
            else emit();
        } finally {
            while (doneSize > doneMark) testDone[doneTrail[--doneSize]] = false;
        }
    }

    /** Unreachable for a rule the parser found safe; said in words rather than as a failure if it ever is not. */
    private AspException stuck() {
        return new AspException(rule.at(), "this rule cannot be grounded: some variable is set by nothing that can be worked out first");
    }

    /** An equality with one side known and the other linear in its one unknown variable: that variable is set. */
    private boolean assign() {
        for (int t = 0; t < tests.length; t++) {
            if (testDone[t] || !(tests[t] instanceof Literal.Comparison c) || !c.assigns()) continue;
            Term known, other;
            if ((vars(c.left()) & ~bound) == 0 && matchable(c.right(), bound)) {
                known = c.left();
                other = c.right();
            } else if ((vars(c.right()) & ~bound) == 0 && matchable(c.left(), bound)) {
                known = c.right();
                other = c.left();
            } else continue;
            long x = known.eval(val);
            if (x == Term.UNDEFINED) return true;
            int mark = trailSize;
            if (unify(other, x) == 1) {
                testDone[t] = true;
                doneTrail[doneSize++] = t;
                search();
                doneSize--;
                testDone[t] = false;
            }
            undoTo(mark);
            return true;
        }
        return false;
    }

    private boolean lookUpCell() {
        for (int i = 0; i < cells.length; i++) {
            if (cellOf[i] >= 0 || (cellArgVars[i] & ~bound) != 0) continue;
            long r = cells[i].row().eval(val), c = cells[i].col().eval(val);
            if (r == Term.UNDEFINED || c == Term.UNDEFINED || r < 1 || c < 1 || r > canvas.rows() || c > canvas.cols()) return true;
            int at = canvas.indexOf((int) r - 1, (int) c - 1);
            if (at < 0) return true;
            cellOf[i] = at;
            search();
            cellOf[i] = -1;
            return true;
        }
        return false;
    }

    private boolean checkValue() {
        for (int i = 0; i < cells.length; i++) {
            if (cellOf[i] < 0 || valueOf[i] != Integer.MIN_VALUE || (vars(cells[i].value()) & ~bound) != 0) continue;
            long v = cells[i].value().eval(val);
            if (v == Term.UNDEFINED || v < min || v > max) return true;
            valueOf[i] = (int) v;
            search();
            valueOf[i] = Integer.MIN_VALUE;
            return true;
        }
        return false;
    }

    private boolean factStep() {
        for (int j = 0; j < atoms.length; j++) {
            if (atomDone[j] || !matchableAll(atoms[j].args())) continue;
            Literal.Atom a = atoms[j];
            int[][] rows = facts.getOrDefault(a.signature(), new int[0][]);
            int[] candidates = null;
            for (int p = 0; p < a.args().size() && candidates == null; p++)
                if ((vars(a.args().get(p)) & ~bound) == 0) {
                    long x = a.args().get(p).eval(val);
                    if (x == Term.UNDEFINED) return true;
                    candidates = index(a.signature(), rows, p).getOrDefault((int) x, new int[0]);
                }
            Term[] ts = a.args().toArray(new Term[0]);
            long[] target = new long[ts.length];
            int count = candidates == null ? rows.length : candidates.length;
            atomDone[j] = true;
            for (int k = 0; k < count; k++) {
                int[] row = rows[candidates == null ? k : candidates[k]];
                for (int p = 0; p < ts.length; p++) target[p] = row[p];
                int mark = trailSize;
                if (unifyAll(ts, target)) search();
                undoTo(mark);
            }
            atomDone[j] = false;
            return true;
        }
        return false;
    }

    /** The facts of a signature by the value of argument {@code p}, made on first use. */
    private Map<Integer, int[]> index(String sig, int[][] rows, int p) {
        return factIndex.computeIfAbsent(sig, s -> new HashMap<>()).computeIfAbsent(p, q -> {
            Map<Integer, List<Integer>> by = new HashMap<>();
            for (int k = 0; k < rows.length; k++) by.computeIfAbsent(rows[k][p], x -> new ArrayList<>()).add(k);
            Map<Integer, int[]> out = new HashMap<>();
            by.forEach((x, l) -> out.put(x, l.stream().mapToInt(Integer::intValue).toArray()));
            return out;
        });
    }

    /** A cell not yet placed whose row and column can be matched: each cell of the canvas in turn (of its row or column when known). */
    private boolean enumerateCell() {
        int best = -1;
        long bestCount = Long.MAX_VALUE;
        for (int i = 0; i < cells.length; i++) {
            if (cellOf[i] >= 0 || !matchableAll(List.of(cells[i].row(), cells[i].col()))) continue;
            long count = (vars(cells[i].row()) & ~bound) == 0 ? canvas.cols() : (vars(cells[i].col()) & ~bound) == 0 ? canvas.rows() : n;
            if (count < bestCount) {
                best = i;
                bestCount = count;
            }
        }
        if (best < 0) return false;
        Literal.Cell c = cells[best];
        int[] among = null;
        if ((vars(c.row()) & ~bound) == 0) {
            long r = c.row().eval(val);
            if (r == Term.UNDEFINED || r < 1 || r > canvas.rows()) return true;
            among = byRow[(int) r - 1];
        } else if ((vars(c.col()) & ~bound) == 0) {
            long k = c.col().eval(val);
            if (k == Term.UNDEFINED || k < 1 || k > canvas.cols()) return true;
            among = byCol[(int) k - 1];
        }
        Term[] ts = {c.row(), c.col()};
        long[] target = new long[2];
        int count = among == null ? n : among.length;
        for (int k = 0; k < count; k++) {
            int at = among == null ? k : among[k];
            target[0] = rowOf[at];
            target[1] = colOf[at];
            int mark = trailSize;
            if (unifyAll(ts, target)) {
                cellOf[best] = at;
                search();
                cellOf[best] = -1;
            }
            undoTo(mark);
        }
        return true;
    }

    /**
     * Once every cell is placed and every fact looked up, what is left (trying the values of the cells and testing the
     * comparisons) depends only on which tests are left and the values of the variables they and the cells' values
     * use; a rule over {@code gt} facts meets the same question once a fact. So its answer, the cells' values that
     * pass, is worked out once for each such context and reused: a fact then costs a table merged, not 81 bindings.
     */
    private boolean valueTable() {
        if (recording != null || cells.length == 0 || tests.length > 63) return false;
        long unset = 0, relevant = 0, testsLeft = 0;
        for (int i = 0; i < cells.length; i++) {
            if (cellOf[i] < 0) return false;
            if (valueOf[i] == Integer.MIN_VALUE) {
                unset |= 1L << i;
                relevant |= valueVars[i];
            }
        }
        if (unset == 0) return false;
        for (boolean d : atomDone) if (!d) return false;
        int other = -1; // more than two cells: left to the search, whose refusal names the binding
        for (int i = 1; i < cells.length; i++)
            if (cellOf[i] != cellOf[0] && cellOf[i] != other) {
                if (other >= 0) return false;
                other = cellOf[i];
            }
        for (int t = 0; t < tests.length; t++)
            if (!testDone[t]) {
                testsLeft |= 1L << t;
                relevant |= testVars[t];
            }
        relevant &= bound;
        long[] key = new long[3 + Long.bitCount(relevant)];
        key[0] = testsLeft;
        key[1] = unset;
        key[2] = relevant;
        int k = 3;
        for (long m = relevant; m != 0; m &= m - 1) key[k++] = val[Long.numberOfTrailingZeros(m)];
        Content ck = Content.of(key);
        Values found = tables.get(ck);
        if (found == null) {
            recording = new ArrayList<>();
            recordingCells = unset;
            boolean tried;
            try {
                tried = enumerateValue();
                found = new Values(recording.toArray(new int[0][]), size, min);
            } finally {
                recording = null;
            }
            if (!tried) return false;
            tables.put(ck, found);
        }
        replay(found, unset);
        return true;
    }

    /** The values of the cells being tabled, in cell order, as one passing choice. */
    private void record() {
        int[] t = new int[Long.bitCount(recordingCells)];
        int k = 0;
        for (long m = recordingCells; m != 0; m &= m - 1) t[k++] = valueOf[Long.numberOfTrailingZeros(m)];
        recording.add(t);
    }

    /** Emits each passing choice of a table for the cells placed now; two cells, two literals: one merge. */
    private void replay(Values found, long unset) {
        if (cells.length == 2 && Long.bitCount(unset) == 2 && cellOf[0] != cellOf[1]) {
            if (found.choices.length == 0) return;
            int a = cellOf[0], b = cellOf[1];
            long[] t = a < b ? found.table : found.transposed;
            long[] into = runOf(Math.min(a, b), Math.max(a, b));
            for (int x = 0; x < size; x++) into[x] |= t[x];
            return;
        }
        for (int[] choice : found.choices) {
            int k = 0;
            for (long m = unset; m != 0; m &= m - 1) valueOf[Long.numberOfTrailingZeros(m)] = choice[k++];
            emit();
        }
        for (long m = unset; m != 0; m &= m - 1) valueOf[Long.numberOfTrailingZeros(m)] = Integer.MIN_VALUE;
    }

    /** The passing choices of a table, and for two cells the pairs of values they forbid, both ways round. */
    private static final class Values {
        final int[][] choices;
        final long[] table, transposed;

        Values(int[][] choices, int size, int min) {
            this.choices = choices;
            table = new long[size];
            transposed = new long[size];
            for (int[] c : choices)
                if (c.length == 2) {
                    table[c[0] - min] |= 1L << (c[1] - min);
                    transposed[c[1] - min] |= 1L << (c[0] - min);
                }
        }
    }

    private boolean enumerateValue() {
        for (int i = 0; i < cells.length; i++) {
            if (cellOf[i] < 0 || valueOf[i] != Integer.MIN_VALUE || !matchable(cells[i].value(), bound)) continue;
            for (int v = min; v <= max; v++) {
                int mark = trailSize;
                if (unify(cells[i].value(), v) == 1) {
                    valueOf[i] = v;
                    search();
                    valueOf[i] = Integer.MIN_VALUE;
                }
                undoTo(mark);
            }
            return true;
        }
        return false;
    }

    // ---- tests ----------------------------------------------------------------------------------------------------

    private boolean holds(Literal l) {
        if (l instanceof Literal.Comparison c) return c.holds(val);
        if (l instanceof Literal.Atom a) {
            int[] args = args(a);
            return args != null && has(a.signature(), args) != a.negated();
        }
        if (l instanceof Literal.Count c) return counts(c);
        throw new IllegalStateException("a cell is not a test");
    }

    /** The atom's arguments, or null when one is undefined (then the atom is false, under {@code not} too). */
    private int[] args(Literal.Atom a) {
        int[] out = new int[a.args().size()];
        for (int i = 0; i < out.length; i++) {
            long x = a.args().get(i).eval(val);
            if (x == Term.UNDEFINED) return null;
            out[i] = (int) x;
        }
        return out;
    }

    private boolean has(String sig, int[] args) {
        return factSets.computeIfAbsent(sig, s -> {
            Set<Content> set = new HashSet<>();
            for (int[] row : facts.getOrDefault(s, new int[0][])) set.add(Content.of(row));
            return set;
        }).contains(Content.of(args));
    }

    /** A count: each comparison that holds counts once as written, each fact once however often it is written. */
    private boolean counts(Literal.Count c) {
        long lower = c.lower() == null ? 0 : c.lower().eval(val), upper = c.upper() == null ? 0 : c.upper().eval(val);
        if (lower == Term.UNDEFINED || upper == Term.UNDEFINED) return false;
        int count = 0;
        Set<List<Object>> seen = null;
        for (Literal e : c.elements()) {
            if (e instanceof Literal.Comparison k) {
                if (k.holds(val)) count++;
            } else if (e instanceof Literal.Atom a) {
                int[] args = args(a);
                if (args == null || has(a.signature(), args) == a.negated()) continue;
                if (seen == null) seen = new HashSet<>();
                if (seen.add(List.of(a.negated(), a.signature(), Content.of(args)))) count++;
            }
        }
        boolean ok = (c.lower() == null || Literal.compare(c.lowerOp(), lower, count))
                && (c.upper() == null || Literal.compare(c.upperOp(), count, upper));
        return ok != c.negated();
    }

    // ---- what a binding forbids -----------------------------------------------------------------------------------

    private void emit() {
        int[] at = new int[3], v = new int[3];
        int distinct = 0;
        for (int i = 0; i < cells.length; i++) {
            int k = 0;
            while (k < distinct && at[k] != cellOf[i]) k++;
            if (k < distinct) {
                if (v[k] != valueOf[i]) return; // one cell holding two values: this binding never happens
                continue;
            }
            if (distinct == 2) {
                // a third cell: refused, unless a later atom makes the binding impossible (two values in one cell)
                for (int j = i + 1; j < cells.length; j++)
                    for (int q = 0; q <= j; q++)
                        if (cellOf[q] == cellOf[j] && valueOf[q] != valueOf[j]) return;
                throw tooWide(i, at, v);
            }
            at[distinct] = cellOf[i];
            v[distinct++] = valueOf[i];
        }
        if (distinct == 0)
            throw new AspException(rule.at(), cells.length == 0
                    ? "this rule names no cell (no a(R,C,N)) and its body holds, so it forbids every solution"
                    : "this rule forbids every solution: its body holds whatever the cells hold");
        if (distinct == 1) {
            unary[at[0]] |= 1L << (v[0] - min);
            return;
        }
        int a = at[0], va = v[0], b = at[1], vb = v[1];
        if (a > b) {
            a = at[1];
            va = v[1];
            b = at[0];
            vb = v[0];
        }
        runOf(a, b)[va - min] |= 1L << (vb - min);
    }

    /** The table gathering the pairs of values cells a and b (a before b) may not hold, the last pair's flushed first. */
    private long[] runOf(int a, int b) {
        long key = (long) a * n + b;
        if (key != runKey) {
            flush();
            runKey = key;
        }
        return run;
    }

    /** The pairs gathered for the last pair of cells, merged into what earlier bindings gave them. */
    private void flush() {
        if (runKey < 0) return;
        long[] old = pairs.get(runKey);
        long[] merged = run.clone();
        if (old != null) for (int i = 0; i < size; i++) merged[i] |= old[i];
        pairs.put(runKey, interned.computeIfAbsent(Content.of(merged), t -> t.longs()));
        Arrays.fill(run, 0);
        runKey = -1;
        if (pairs.size() > MAX_PAIRS)
            throw new AspException(rule.at(), String.format(java.util.Locale.ROOT, "this rule ties more than %,d pairs of cells on this grid"
                    + " (the bound): it would be millions of relations; narrow it with comparisons of the cells' rows and columns",
                    MAX_PAIRS));
    }

    private AspException tooWide(int third, int[] at, int[] v) {
        List<String> said = new ArrayList<>();
        for (int k = 0; k < 2; k++) said.add(canvas.name(at[k]) + " holding " + v[k]);
        said.add(canvas.name(cellOf[third]) + " holding " + valueOf[third]);
        StringBuilder binding = new StringBuilder();
        for (int x = 0; x < rule.names().size() && x < 6; x++)
            if ((bound >> x & 1) != 0 && !rule.names().get(x).equals("_"))
                binding.append(binding.length() == 0 ? "" : ", ").append(rule.names().get(x)).append(" = ").append(val[x]);
        return new AspException(cells[third].at(), "this rule ties three cells at once (" + String.join(", ", said)
                + (binding.length() == 0 ? "" : ", for " + binding) + "): a rule here becomes what one cell, or two cells together,"
                + " may not hold, so it may name more cells only where they are the same cell or the same two");
    }
}
