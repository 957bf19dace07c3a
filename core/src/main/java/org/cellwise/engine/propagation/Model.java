package org.cellwise.engine.propagation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Arithmetic;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Equal;
import org.cellwise.constraint.Fixed;
import org.cellwise.constraint.Relation;
import org.cellwise.constraint.Sum;
import org.cellwise.constraint.SumOrProduct;
import org.cellwise.model.ValueRange;

/**
 * Constraints compiled to propagators over bit-mask domains, with what the specialised searches need to know of
 * them. The fields are read-only by contract (arrays are shared, never copied).
 *
 * <p>Not safe to share between threads: propagators keep scratch state while they run (the matching of an
 * all-different group, the enumeration buffers of a cage). The {@link org.cellwise.puzzle.Compiler} therefore keeps
 * compiled models per thread; {@link #withGivens} copies only the root domains, so models that differ in givens
 * share their propagators and must stay on the same thread.
 */
public final class Model {
    public final int n;
    public final int min;
    public final long[] root;
    /** Every root domain holds every value (nothing given, nothing narrowed). */
    public final boolean open;
    final Propagator[] props;
    final int[][] watchers;
    /** Per propagator, its cells, each once (a failure weighs each of them once). */
    final int[][] cellsOf;
    /** Exactly a classic 9×9 (rows, columns, boxes, givens): the band search takes it. */
    public final boolean classic;
    /** Number of values. */
    public final int size;
    /**
     * Every constraint is a group, a binary relation or a given, so clause learning can take the model over:
     * the distinct groups, the relations as {a, b, table index}, and the tables (b-values allowed per a-value).
     */
    public final boolean clausal;
    public final int[][] groups;
    public final int[][] relations;
    public final long[][] relationTables;
    /**
     * Cells the search need not guess, since propagation fixes them once the others are (a chaos construction's
     * steps, fixed as each region is complete); null when there are none.
     */
    public final boolean[] derived;
    /** Built on first use and shared with the models that differ only in givens. */
    private final Lazy redundant;
    /** Which cells must differ, by the whole model's rules: built on first use. */
    private Apart apart;
    /** A sum's supports are enumerated when the product of its domain sizes is at most this (and few cells are open). */
    static final long CAGE_ENUMERATION = 4_096;
    /** The same for the 45 rule's equations, helpers not worth a long enumeration. */
    static final long EQUATION_ENUMERATION = 4_096;

    /** What the redundant propagators are derived from, and them once derived. */
    private static final class Lazy {
        final List<Constraint> constraints;
        final ValueRange values;
        Redundant built;

        Lazy(List<Constraint> constraints, ValueRange values, Redundant built) {
            this.constraints = constraints;
            this.values = values;
            this.built = built;
        }
    }

    /** Implied propagators, kept out of {@link #props}: the search wakes them only when propagation alone stalls. */
    record Redundant(Propagator[] props, int[][] watchers) {}

    private static final Redundant NONE = new Redundant(new Propagator[0], new int[0][]);

    /** The same propagators over other root domains (another set of givens). */
    private Model(Model template, long[] root) {
        this.n = template.n;
        this.min = template.min;
        this.root = root;
        this.open = isOpen(root, template.size);
        this.props = template.props;
        this.watchers = template.watchers;
        this.cellsOf = template.cellsOf;
        this.apart = template.apart;
        this.classic = template.classic;
        this.size = template.size;
        this.clausal = template.clausal;
        this.groups = template.groups;
        this.relations = template.relations;
        this.relationTables = template.relationTables;
        this.derived = template.derived;
        this.redundant = template.redundant;
    }

    /** This model with the givens applied to its root domains; a clash leaves an empty domain. */
    public Model withGivens(int[] cells, int[] values) {
        long[] r = root.clone();
        for (int i = 0; i < cells.length; i++) {
            int b = values[i] - min;
            r[cells[i]] &= (b >= 0 && b < size) ? 1L << b : 0;
        }
        return new Model(this, r);
    }

    /** This model with one value taken out of one cell's root domain. */
    public Model without(int cell, int value) {
        long[] r = root.clone();
        int b = value - min;
        if (b >= 0 && b < size) r[cell] &= ~(1L << b);
        return new Model(this, r);
    }

    public Model(int n, ValueRange values, List<Constraint> constraints) {
        this(n, values, constraints, constraints);
    }

    /**
     * Propagators for {@code constraints} alone, compiled knowing the rest of the puzzle ({@code whole}): a rank then
     * knows when the grid's edges each hold every value once.
     */
    public static Model within(int n, ValueRange values, List<Constraint> constraints, List<Constraint> whole) {
        return new Model(n, values, constraints, whole);
    }

    /** Propagators for {@code constraints}; the redundant ones derived from {@code whole}, the rules they are part of. */
    private Model(int n, ValueRange values, List<Constraint> constraints, List<Constraint> whole) {
        this.n = n;
        this.min = values.min();
        boolean sums = false;
        for (Constraint c : whole)
            sums |= c instanceof Sum || c instanceof org.cellwise.constraint.Scan sc && sc.machine() instanceof org.cellwise.constraint.Machine.SumIn;
        // without a sum there is no equation to derive: KenKen and classic models skip the derivation at once
        this.redundant = new Lazy(whole, values, sums ? null : NONE);
        int size = values.size();
        long full = size == 64 ? -1L : (1L << size) - 1;
        root = new long[n];
        java.util.Arrays.fill(root, full);
        List<Propagator> ps = new ArrayList<>();
        Map<TableKey, long[][]> tables = new HashMap<>();
        long[] unrolledBytes = {0};
        // several totals over cells kept apart by a group of their own (a digital-root cage) are read through their
        // value sets, as a killer cage is; those sets keep the cells apart, so the group needs no propagator
        // (looked for only where there is such a cage: every killer compiles a model of its own, and would key every
        // group by its cells for nothing)
        java.util.Set<String> apart = new java.util.HashSet<>(), tabled = new java.util.HashSet<>();
        Map<org.cellwise.constraint.Scan, SumCombinations> setsOf = new HashMap<>();
        if (constraints.stream().anyMatch(c -> c instanceof org.cellwise.constraint.Scan sc && sc.machine() instanceof org.cellwise.constraint.Machine.SumIn)) {
            for (Constraint c : constraints) if (c instanceof AllDifferent a) apart.add(cellSet(a.cells()));
            for (Constraint c : constraints)
                if (c instanceof org.cellwise.constraint.Scan sc && sc.machine() instanceof org.cellwise.constraint.Machine.SumIn in
                        && apart.contains(cellSet(sc.cells()))) {
                    SumCombinations sets = SumCombinations.anyOf(sc.cells().length, in.sums(), values.min(), values.max());
                    if (sets != null) setsOf.put(sc, sets);
                }
            for (org.cellwise.constraint.Scan sc : setsOf.keySet()) tabled.add(cellSet(sc.cells()));
        }
        Chaos chaos = Chaos.of(constraints, min, size);
        boolean[] derivedCells = new boolean[n];
        Constraint.Cases<Void> compile = new Constraint.Cases<>() {
            @Override
            public Void fixed(Fixed f) {
                int b = f.value() - min;
                root[f.cell()] &= (b >= 0 && b < size) ? 1L << b : 0;
                return null;
            }

            @Override
            public Void allDifferent(AllDifferent a) {
                if (a.cells().length > 1 && (tabled.isEmpty() || !tabled.contains(cellSet(a.cells())))) {
                    ps.add(new AllDifferentPropagator(a.name(), a.cells()));
                    if (a.cells().length > 2) ps.add(new MatchingPropagator(a.name(), a.cells()));
                }
                return null;
            }

            @Override
            public Void sum(Sum s) {
                SumCombinations sets = s.distinct() ? SumCombinations.of(s.cells().length, s.target(), values.min(), values.max()) : null;
                if (sets != null) { // its value sets keep its cells apart already
                    ps.add(new SetsPropagator(s.name(), s.cells(), sets));
                    return null;
                }
                if (s.distinct() && s.cells().length > 1) ps.add(new AllDifferentPropagator(s.name(), s.cells()));
                int[] cells = s.cells();
                if (java.util.Arrays.stream(cells).distinct().count() < cells.length) { // a cell counted twice
                    ps.add(new CagePropagator(s.name(), cells, CageSupports.Mode.SUM, s.target(), s.distinct(),
                            values.min(), values.max()));
                    return null;
                }
                int[] ones = new int[cells.length];
                java.util.Arrays.fill(ones, 1);
                ps.add(new SumPropagator(s.name(), cells, ones, s.target(), apart().cliques(cells, ones), apart().matrixOrNull(cells),
                        values.min(), values.max(), CAGE_ENUMERATION, 0));
                return null;
            }

            @Override
            public Void arithmetic(Arithmetic a) {
                CageSupports.Mode mode = CageSupports.Mode.of(a);
                ps.add(new CagePropagator(a.name(), a.cells(), mode, a.target(), false, values.min(), values.max()));
                return null;
            }

            @Override
            public Void sumOrProduct(SumOrProduct sp) {
                ps.add(new CagePropagator(sp.name(), sp.cells(), CageSupports.Mode.SUM_OR_PRODUCT, sp.target(),
                        false, values.min(), values.max()));
                return null;
            }

            @Override
            public Void equal(Equal e) {
                if (e.cells().length > 1) ps.add(new EqualPropagator(e.name(), e.cells()));
                return null;
            }

            @Override
            public Void relation(Relation r) {
                long[][] t = tables.computeIfAbsent(new TableKey(r.kind(), r.k(), r.table()), k -> table(r, values));
                ps.add(new RelationPropagator(r.name(), r.a(), r.b(), t[0], t[1], r.kind() == Relation.Kind.NOT_EQUAL));
                return null;
            }

            @Override
            public Void scan(org.cellwise.constraint.Scan sc) {
                // a chaos construction's pairs in one region, its region sizes and its steps: its propagator's
                if (sc.machine() instanceof org.cellwise.constraint.Machine.ChaosOrder co) {
                    ps.add(new ChaosPropagator(sc.name(), sc.cells(), co.cols(), size, co.regions()));
                    for (int i = 1; i < sc.cells().length; i += 3) derivedCells[sc.cells()[i]] = true;
                }
                if (chaos.subsumes(sc)) return null;
                Propagator arrow = chaos.arrow(sc);
                if (arrow != null) {
                    ps.add(arrow);
                    return null;
                }
                SumCombinations sets = setsOf.get(sc);
                if (sets != null) {
                    ps.add(new SetsPropagator(sc.name(), sc.cells(), sets));
                    return null;
                }
                if (sc.machine() instanceof org.cellwise.constraint.Machine.Linear lin) {
                    // a weighted sum (arrows, pills, double arrows): read as numbers, bounded by the cells that differ
                    java.util.Map<Integer, Integer> byCell = new java.util.LinkedHashMap<>();
                    for (int i = 0; i < sc.cells().length; i++) byCell.merge(sc.cells()[i], lin.weights()[i], Integer::sum);
                    byCell.values().removeIf(w -> w == 0);
                    int[] cells = byCell.keySet().stream().mapToInt(Integer::intValue).toArray();
                    int[] coef = byCell.values().stream().mapToInt(Integer::intValue).toArray();
                    if (cells.length > 0) {
                        ps.add(new SumPropagator(sc.name(), cells, coef, lin.target(), apart().cliques(cells, coef), apart().matrixOrNull(cells),
                                values.min(), values.max(), CAGE_ENUMERATION, 0));
                        return null;
                    } // no cell left: the line's reading below checks its total
                }
                org.cellwise.constraint.Unrolled u = org.cellwise.constraint.Unrolled.of(sc, values.min(), values.max());
                // a line's size is known once unrolled: many long lines are refused before they fill the heap
                unrolledBytes[0] += org.cellwise.engine.Memory.unrolled(u.edges(), u.length());
                org.cellwise.engine.Memory.check(unrolledBytes[0], "for the lines it reads cell by cell (" + sc.name() + " and those before it)");
                ps.add(new ScanPropagator(sc.name(), sc.cells(), u, values.min()));
                return null;
            }

            @Override
            public Void anyOf(org.cellwise.constraint.AnyOf a) {
                Model[] branches = new Model[a.branches().size()];
                for (int b = 0; b < branches.length; b++) branches[b] = new Model(n, values, a.branches().get(b));
                ps.add(new DisjunctionPropagator(a.name(), a.cells(), branches));
                return null;
            }

            @Override
            public Void rank(org.cellwise.constraint.Rank r) {
                ps.add(new RankPropagator(r.name(), r.cells(), r.lines(), r.line(), r.rank(), r.tied(), perValue(r.lines(), whole, size),
                        distinctLines(r.lines(), whole)));
                return null;
            }

            @Override
            public Void connected(org.cellwise.constraint.Connected c) {
                long mask = 0;
                for (int v : c.values()) {
                    int b = v - min;
                    if (b >= 0 && b < size) mask |= 1L << b;
                }
                if (mask == 0) { // none of its values can be placed: the area is empty
                    for (int x : c.cells()) root[x] = 0;
                    return null;
                }
                ps.add(new ConnectedPropagator(c.name(), c.cells(), c.next(), mask, c.size()));
                return null;
            }
        };
        for (Constraint c : constraints) c.accept(compile);
        addCounting(constraints, values, ps);
        this.derived = chaos.present() ? derivedCells : null;
        this.size = size;
        List<int[]> groups = new ArrayList<>();
        java.util.Set<String> distinct = new java.util.HashSet<>();
        List<int[]> relations = new ArrayList<>();
        List<long[]> tableList = new ArrayList<>();
        Map<TableKey, Integer> tableIndex = new HashMap<>();
        boolean onlyGroups = true, onlyClausal = true;
        for (Constraint c : constraints) {
            Shape shape = c.accept(SHAPE);
            if (shape == Shape.GROUP) {
                if (c.cells().length > 1 && distinct.add(cellSet(c.cells()))) groups.add(c.cells());
            } else if (shape == Shape.RELATION) {
                Relation r = (Relation) c;
                onlyGroups = false;
                int t = tableIndex.computeIfAbsent(new TableKey(r.kind(), r.k(), r.table()), k -> {
                    tableList.add(tables.get(k)[1]);
                    return tableList.size() - 1;
                });
                relations.add(new int[] {r.a(), r.b(), t});
            } else if (shape == Shape.OTHER) {
                onlyGroups = false;
                onlyClausal = false;
            }
        }
        classic = onlyGroups && isClassic(n, size, groups);
        open = isOpen(root, size);
        clausal = onlyClausal && size <= 64;
        this.groups = groups.toArray(new int[0][]);
        this.relations = relations.toArray(new int[0][]);
        this.relationTables = tableList.toArray(new long[0][]);
        addIntersections(constraints, n, size, full, ps);
        props = ps.toArray(new Propagator[0]);
        watchers = watchersOf(props, n);
        cellsOf = new int[props.length][];
        for (int p = 0; p < props.length; p++) cellsOf[p] = distinct(props[p].vars);
    }

    /**
     * Counting circles, which rules lower value by value (none or exactly v of the circles hold v, none for a value
     * that cannot count them), also get {@link CountingPropagator} over them as a whole: found as a full set of such
     * lines over one set of cells, which means counting circles whatever stated them.
     */
    private void addCounting(List<Constraint> constraints, ValueRange values, List<Propagator> ps) {
        Map<String, long[]> byCells = null; // per set of cells, the values whose line is there (bit v - min)
        Map<String, int[]> cellsOf = null;
        Map<String, String> names = new HashMap<>();
        for (Constraint c : constraints) {
            if (!(c instanceof org.cellwise.constraint.Scan sc && sc.machine() instanceof org.cellwise.constraint.Machine.Occurs o)) continue;
            int v = o.value(), k = sc.cells().length, b = v - min;
            if (b < 0 || b >= values.size() || o.counts() != (v >= 1 && v <= Math.min(k, 62) ? 1L | 1L << v : 1L)) continue;
            if (byCells == null) {
                byCells = new java.util.LinkedHashMap<>();
                cellsOf = new HashMap<>();
            }
            String key = cellSet(sc.cells());
            byCells.computeIfAbsent(key, x -> new long[1])[0] |= 1L << b;
            cellsOf.putIfAbsent(key, sc.cells());
            names.putIfAbsent(key, sc.name().contains(":") ? sc.name().substring(0, sc.name().lastIndexOf(':')) : sc.name());
        }
        if (byCells == null) return;
        long full = values.size() == 64 ? -1L : (1L << values.size()) - 1;
        for (Map.Entry<String, long[]> e : byCells.entrySet()) {
            int[] cells = cellsOf.get(e.getKey());
            if (e.getValue()[0] != full || java.util.Arrays.stream(cells).distinct().count() != cells.length) continue;
            int[] ones = new int[cells.length];
            java.util.Arrays.fill(ones, 1);
            List<Integer> outside = new ArrayList<>();
            List<Long> sees = new ArrayList<>();
            if (cells.length <= 64) {
                java.util.Set<Integer> circles = new java.util.HashSet<>();
                for (int x : cells) circles.add(x);
                for (int y = 0; y < n; y++) {
                    if (circles.contains(y)) continue;
                    long m = 0;
                    for (int i = 0; i < cells.length; i++) if (apart().differ(y, cells[i])) m |= 1L << i;
                    if (m != 0) {
                        outside.add(y);
                        sees.add(m);
                    }
                }
            }
            CountingPropagator p = CountingPropagator.of(names.get(e.getKey()), cells, apart().cliques(cells, ones), min, values.size(),
                    outside.stream().mapToInt(Integer::intValue).toArray(), sees.stream().mapToLong(Long::longValue).toArray());
            if (p != null) ps.add(p);
        }
    }

    /** Which cells of the whole model must differ. */
    Apart apart() {
        if (apart == null) apart = Apart.of(n, redundant.constraints);
        return apart;
    }

    /**
     * The groups clause learning encodes: {@link #groups}, and the cells of each distinct sum, which it then keeps
     * apart by clauses too (proofs of no solution took 1.5-22% fewer conflicts on the stall candidates of
     * docs/PERFORMANCE.md). Derived on demand: a file of killers compiles a model per puzzle, most never learn.
     */
    public int[][] learningGroups() {
        List<int[]> all = new ArrayList<>(List.of(groups));
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (int[] g : groups) seen.add(cellSet(g));
        for (Constraint c : redundant.constraints)
            if (c instanceof Sum s && s.distinct() && s.cells().length > 1
                    && java.util.Arrays.stream(s.cells()).distinct().count() == s.cells().length && seen.add(cellSet(s.cells())))
                all.add(s.cells());
        return all.toArray(new int[0][]);
    }

    /**
     * The lines of a chaos construction that {@link ChaosPropagator} states as a whole: the numbering in reading
     * order, two cells of one region differ, each region's size, each cell's step. They stay in the puzzle for the checker and the exporters.
     */
    private record Chaos(java.util.Set<String> regionCells, int min, int size, int[] grid, int cols) {
        static Chaos of(List<Constraint> constraints, int min, int size) {
            java.util.Set<String> regions = new java.util.HashSet<>();
            int[] grid = null;
            int cols = 0;
            for (Constraint c : constraints)
                if (c instanceof org.cellwise.constraint.Scan sc && sc.machine() instanceof org.cellwise.constraint.Machine.ChaosOrder co) {
                    int[] r = new int[sc.cells().length / 3];
                    for (int i = 0; i < r.length; i++) r[i] = sc.cells()[3 * i];
                    regions.add(cellSet(r));
                    if (grid == null) {
                        grid = r;
                        cols = co.cols();
                    }
                }
            return new Chaos(regions, min, size, grid, cols);
        }

        /**
         * A chaos arrow's or count's line read through the regions ({@link ChaosArrowPropagator}), or null where the
         * line stays (no construction, arms sharing a cell, a start that is not one of its region cells).
         */
        Propagator arrow(org.cellwise.constraint.Scan sc) {
            if (grid == null) return null;
            int[] cells = sc.cells(), arms;
            int offset;
            if (sc.machine() instanceof org.cellwise.constraint.Machine.ChaosRun run) {
                arms = run.arms();
                offset = run.offset();
            } else if (sc.machine() instanceof org.cellwise.constraint.Machine.ChaosCount count && cells.length >= 2) {
                // a chaos count is an arrow whose arms are its counted cells, one each: each in the first's region or not
                arms = new int[cells.length - 2];
                java.util.Arrays.fill(arms, 1);
                offset = count.offset();
            } else return null;
            if (!ChaosArrowPropagator.fits(cells, arms)) return null;
            int at = -1;
            for (int i = 0; i < grid.length; i++) if (grid[i] == cells[1]) at = i;
            if (at < 0) return null;
            // the start's region has more cells than it: one of its neighbours is in it
            java.util.Set<Integer> firstSteps = new java.util.HashSet<>();
            int p = 2;
            for (int a : arms) {
                firstSteps.add(cells[p]);
                p += a;
            }
            boolean enclosed = size > 1;
            int row = at / cols, col = at % cols;
            for (int[] d : new int[][] {{0, -1}, {0, 1}, {-1, 0}, {1, 0}}) {
                int r = row + d[0], c = col + d[1];
                if (r >= 0 && c >= 0 && c < cols && r * cols + c < grid.length && !firstSteps.contains(grid[r * cols + c])) enclosed = false;
            }
            return new ChaosArrowPropagator(sc.name(), cells, arms, offset, min, size, grid, enclosed);
        }

        boolean present() {
            return !regionCells.isEmpty();
        }

        boolean subsumes(org.cellwise.constraint.Scan sc) {
            if (!present()) return false;
            org.cellwise.constraint.Machine m = sc.machine();
            return m instanceof org.cellwise.constraint.Machine.ChaosOrder || m instanceof org.cellwise.constraint.Machine.ChaosApart
                    || m instanceof org.cellwise.constraint.Machine.ChaosStep
                    || m instanceof org.cellwise.constraint.Machine.Occurs o && o.counts() == 1L << size && o.value() >= min
                            && regionCells.contains(cellSet(sc.cells()));
        }
    }

    /**
     * A fresh model of the constraints clause learning does not encode (sums, cages, equal cells, lines): its own
     * propagators, so a search on another thread can run them ({@link Theory}).
     */
    Model theoryPart() {
        List<Constraint> other = new ArrayList<>();
        for (Constraint c : redundant.constraints) if (c.accept(SHAPE) == Shape.OTHER) other.add(c);
        return new Model(n, redundant.values, other, redundant.constraints);
    }

    /** The cells named, each once, in order (a handful: a plain loop, no stream, as every killer builds its own model). */
    private static int[] distinct(int[] vars) {
        int[] out = new int[vars.length];
        int k = 0;
        next:
        for (int v : vars) {
            for (int i = 0; i < k; i++) if (out[i] == v) continue next;
            out[k++] = v;
        }
        return k == vars.length ? out : java.util.Arrays.copyOf(out, k);
    }

    /** Per cell, the propagators watching it (each once, however often it names the cell). */
    private static int[][] watchersOf(Propagator[] props, int n) {
        int[][] lists = new int[props.length][];
        for (int p = 0; p < props.length; p++) lists[p] = props[p].watched();
        return byCell(lists, n);
    }

    /** Per cell, the indexes of the lists naming it, in order, each once however often its list names the cell. */
    static int[][] byCell(int[][] lists, int n) {
        List<List<Integer>> w = new ArrayList<>();
        for (int i = 0; i < n; i++) w.add(new ArrayList<>());
        // the last list each cell was added for: a propagator over thousands of cells (a rule's relations)
        // would make a pairwise test of its cells quadratic
        int[] last = new int[n];
        java.util.Arrays.fill(last, -1);
        for (int p = 0; p < lists.length; p++)
            for (int v : lists[p])
                if (last[v] != p) {
                    last[v] = p;
                    w.get(v).add(p);
                }
        int[][] out = new int[n][];
        for (int i = 0; i < n; i++) out[i] = w.get(i).stream().mapToInt(Integer::intValue).toArray();
        return out;
    }

    private static boolean isOpen(long[] root, int size) {
        long full = size == 64 ? -1L : (1L << size) - 1;
        for (long d : root) if (d != full) return false;
        return true;
    }

    /** What the specialised searches need to know of a constraint: a plain group, a binary relation, a given. */
    private enum Shape { GROUP, RELATION, FIXED, OTHER }

    private static final Constraint.Cases<Shape> SHAPE = new Constraint.Cases<>() {
        @Override
        public Shape allDifferent(AllDifferent c) {
            return Shape.GROUP;
        }

        @Override
        public Shape relation(Relation c) {
            return Shape.RELATION;
        }

        @Override
        public Shape fixed(Fixed c) {
            return Shape.FIXED;
        }

        @Override
        public Shape sum(Sum c) {
            return Shape.OTHER;
        }

        @Override
        public Shape arithmetic(Arithmetic c) {
            return Shape.OTHER;
        }

        @Override
        public Shape equal(Equal c) {
            return Shape.OTHER;
        }

        @Override
        public Shape sumOrProduct(SumOrProduct c) {
            return Shape.OTHER;
        }

        @Override
        public Shape scan(org.cellwise.constraint.Scan c) {
            return Shape.OTHER;
        }

        @Override
        public Shape anyOf(org.cellwise.constraint.AnyOf c) {
            return Shape.OTHER;
        }

        @Override
        public Shape rank(org.cellwise.constraint.Rank c) {
            return Shape.OTHER;
        }

        @Override
        public Shape connected(org.cellwise.constraint.Connected c) {
            return Shape.OTHER;
        }
    };

    /** Whether each line's cells must all differ: each is, as a set, the cells of some group of the model. */
    static boolean distinctLines(int[][] lines, List<Constraint> whole) {
        java.util.Set<String> groups = new java.util.HashSet<>();
        for (Constraint c : whole) if (c instanceof AllDifferent a) groups.add(cellSet(a.cells()));
        for (int[] l : lines) if (!groups.contains(cellSet(l))) return false;
        return true;
    }

    /**
     * How many lines begin with each value, when the model says so: the lines' first cells, counted with repeats,
     * are exactly some groups of {@code size} cells that must all differ (so each holds every value once); 0 when
     * they are not (a grid without rows or columns, a rank inside one branch of a disjunction).
     */
    static int perValue(int[][] lines, List<Constraint> whole, int size) {
        Map<Integer, Integer> left = new HashMap<>();
        for (int[] l : lines) left.merge(l[0], 1, Integer::sum);
        int used = 0;
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (Constraint c : whole) {
            if (!(c instanceof AllDifferent a) || a.cells().length != size || !seen.add(cellSet(a.cells()))) continue;
            if (java.util.Arrays.stream(a.cells()).distinct().count() != size) continue;
            boolean fits = true;
            for (int x : a.cells()) fits &= left.getOrDefault(x, 0) > 0;
            if (!fits) continue;
            for (int x : a.cells()) left.merge(x, -1, Integer::sum);
            used++;
        }
        for (int k : left.values()) if (k != 0) return 0;
        return used;
    }

    /** Relations of one kind and parameter share their support tables. */
    private record TableKey(Relation.Kind kind, int k, Relation.Table table) {}

    /**
     * One intersection propagator per pair of covering all-different groups sharing two or more cells. Pairs are
     * found through the groups of each cell, not by trying every pair: ten thousand small grids (60,000 groups)
     * took 37 s pairwise and take milliseconds so.
     */
    private static void addIntersections(List<Constraint> constraints, int n, int size, long full, List<Propagator> ps) {
        List<int[]> covering = new ArrayList<>();
        List<String> names = new ArrayList<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (Constraint c : constraints) {
            if (c.accept(SHAPE) == Shape.GROUP && c.cells().length == size) {
                int[] sorted = c.cells().clone();
                java.util.Arrays.sort(sorted);
                if (seen.add(cellSet(sorted))) {
                    covering.add(sorted);
                    names.add(c.name());
                }
            }
        }
        int[] perCell = new int[n];
        for (int[] g : covering) for (int x : g) perCell[x]++;
        int[][] groupsOf = new int[n][];
        for (int x = 0; x < n; x++) groupsOf[x] = new int[perCell[x]];
        java.util.Arrays.fill(perCell, 0);
        for (int i = 0; i < covering.size(); i++) for (int x : covering.get(i)) groupsOf[x][perCell[x]++] = i;
        int[] sharedWith = new int[covering.size()];
        int[] touched = new int[covering.size()];
        for (int i = 0; i < covering.size(); i++) {
            int t = 0;
            for (int x : covering.get(i))
                for (int j : groupsOf[x])
                    if (j > i && sharedWith[j]++ == 0) touched[t++] = j;
            java.util.Arrays.sort(touched, 0, t); // pairs in the order of the groups, as before
            for (int k = 0; k < t; k++) {
                int j = touched[k];
                int count = sharedWith[j];
                sharedWith[j] = 0;
                if (count < 2) continue;
                int[] a = covering.get(i), b = covering.get(j);
                int[] shared = java.util.Arrays.stream(a).filter(x -> java.util.Arrays.binarySearch(b, x) >= 0).toArray();
                int[] onlyA = java.util.Arrays.stream(a).filter(x -> java.util.Arrays.binarySearch(shared, x) < 0).toArray();
                int[] onlyB = java.util.Arrays.stream(b).filter(x -> java.util.Arrays.binarySearch(shared, x) < 0).toArray();
                if (onlyA.length == 0 || onlyB.length == 0) continue;
                ps.add(new IntersectionPropagator(names.get(i) + " & " + names.get(j), onlyA, onlyB, shared, full));
            }
        }
    }

    /**
     * The propagators implied by the rules, built the first time a search asks: the 45 rule's equations over houses
     * and sums ({@link InniesOuties}).
     */
    Redundant redundant() {
        if (redundant.built == null) {
            List<Propagator> ps = new ArrayList<>();
            addInniesOuties(redundant.constraints, n, redundant.values, apart(), ps);
            addCombinedSums(redundant.constraints, n, redundant.values, apart(), ps);
            Propagator[] extra = ps.toArray(new Propagator[0]);
            redundant.built = new Redundant(extra, watchersOf(extra, n));
        }
        return redundant.built;
    }

    /** Sums over disjoint cells added together where the total is bounded more tightly ({@link CombinedSums}). */
    private static void addCombinedSums(List<Constraint> constraints, int n, ValueRange values, Apart apart, List<Propagator> ps) {
        List<int[]> sums = new ArrayList<>();
        List<Long> targets = new ArrayList<>();
        for (Constraint c : constraints)
            if (c instanceof Sum s && s.cells().length > 0 && java.util.Arrays.stream(s.cells()).distinct().count() == s.cells().length) {
                sums.add(s.cells());
                targets.add((long) s.target());
            }
        if (sums.size() < 2) return;
        for (CombinedSums.Merged m : CombinedSums.derive(n, sums, targets, apart, values.size(), values.min())) {
            int[] ones = new int[m.cells().length];
            java.util.Arrays.fill(ones, 1);
            ps.add(new SumPropagator("sums added", m.cells(), ones, m.target(), apart.cliques(m.cells(), ones), apart.matrix(m.cells()),
                    values.min(), values.max(), EQUATION_ENUMERATION, 1));
        }
    }

    /** Each equation as a propagator whose cells sharing a group or a distinct sum are kept apart. */
    private static void addInniesOuties(List<Constraint> constraints, int n, ValueRange values, Apart apart, List<Propagator> ps) {
        int size = values.size();
        long total = 0;
        for (int v = values.min(); v <= values.max(); v++) total += v;
        List<int[]> houses = new ArrayList<>(), sums = new ArrayList<>();
        List<Long> targets = new ArrayList<>();
        List<Integer> steps = new ArrayList<>(); // 0: an exact total; else the step between a cage's several totals
        java.util.Set<String> seen = new java.util.HashSet<>();
        int[] mark = new int[n];
        int stamp = 0;
        for (Constraint c : constraints) {
            if (c instanceof AllDifferent a) {
                if (a.cells().length == size && seen.add(cellSet(a.cells()))) houses.add(a.cells());
            } else if (c instanceof Sum s && s.cells().length > 0) {
                stamp++;
                boolean repeats = false;
                for (int x : s.cells()) {
                    repeats |= mark[x] == stamp;
                    mark[x] = stamp;
                }
                if (repeats) continue; // a cell counted twice: not a plain sum of cells
                sums.add(s.cells());
                targets.add((long) s.target());
                steps.add(0);
            } else if (c instanceof org.cellwise.constraint.Scan sc && sc.machine() instanceof org.cellwise.constraint.Machine.SumIn in
                    && java.util.Arrays.stream(sc.cells()).distinct().count() == sc.cells().length) {
                // several totals a step apart (a digital-root cage): known modulo the step
                sums.add(sc.cells());
                targets.add((long) in.sums()[0]);
                steps.add(in.spacing());
            }
        }
        if (houses.isEmpty() || sums.isEmpty()) return;
        java.util.Set<String> kept = new java.util.HashSet<>();
        List<InniesOuties.Equation> eqs = InniesOuties.derive(n, houses, sums, targets,
                steps.stream().mapToInt(Integer::intValue).toArray(), total);
        for (InniesOuties.Equation e : eqs) {
            int[] cells = e.cells();
            long[] differ = apart.matrix(cells);
            if (e.modulus() > 0) ps.add(new ModularPropagator("45 rule by digital roots", cells, e.coef(), e.target(), e.modulus(), differ, values.min()));
            else if (kept.add(equationKey(cells, e.coef(), e.target())))
                ps.add(new SumPropagator("45 rule", cells, e.coef(), e.target(), apart.cliques(cells, e.coef()), differ, values.min(), values.max(),
                        EQUATION_ENUMERATION, 1));
        }
        List<int[]> exact = new ArrayList<>();
        List<Long> exactTargets = new ArrayList<>();
        for (int i = 0; i < sums.size(); i++) if (steps.get(i) == 0) {
            exact.add(sums.get(i));
            exactTargets.add(targets.get(i));
        }
        for (HouseSums.Equation e : HouseSums.derive(n, houses, exact, exactTargets, apart, size, values.min())) {
            int[] cells = e.cells();
            if (!kept.add(equationKey(cells, e.coef(), e.target()))) continue;
            ps.add(new SumPropagator("45 rule", cells, e.coef(), e.target(), apart.cliques(cells, e.coef()), apart.matrixOrNull(cells),
                    values.min(), values.max(), EQUATION_ENUMERATION, 1));
        }
    }

    /** One key per equation, whatever the order of its terms. */
    private static String equationKey(int[] cells, int[] coef, long target) {
        long[] terms = new long[cells.length];
        for (int i = 0; i < cells.length; i++) terms[i] = (long) cells[i] << 8 | (coef[i] & 0xff);
        java.util.Arrays.sort(terms);
        return java.util.Arrays.toString(terms) + "=" + target;
    }

    /** A key equal for two groups over the same cells, in any order. */
    private static String cellSet(int[] cells) {
        int[] sorted = cells.clone();
        java.util.Arrays.sort(sorted);
        return java.util.Arrays.toString(sorted);
    }

    /** {forA, forB}: forA[y] = a-values compatible with b=y; forB[x] = b-values compatible with a=x. */
    private static long[][] table(Relation r, ValueRange values) {
        int size = values.size();
        long[] forA = new long[size], forB = new long[size];
        for (int x = 0; x < size; x++)
            for (int y = 0; y < size; y++)
                if (r.test(values.min() + x, values.min() + y)) {
                    forB[x] |= 1L << y;
                    forA[y] |= 1L << x;
                }
        return new long[][] {forA, forB};
    }

    /** Whether these all-different groups (cell index lists) are exactly the rows, columns and boxes of a 9×9. */
    private static boolean isClassic(int n, int values, java.util.List<int[]> groups) {
        if (n != 81 || values != 9 || groups.size() != 27) return false;
        java.util.Set<String> want = new java.util.HashSet<>();
        for (int i = 0; i < 9; i++) {
            int[] row = new int[9], col = new int[9], box = new int[9];
            for (int j = 0; j < 9; j++) {
                row[j] = i * 9 + j;
                col[j] = j * 9 + i;
                box[j] = (i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3;
            }
            java.util.Arrays.sort(box);
            want.add(java.util.Arrays.toString(row));
            want.add(java.util.Arrays.toString(col));
            want.add(java.util.Arrays.toString(box));
        }
        java.util.Set<String> have = new java.util.HashSet<>();
        for (int[] g : groups) {
            int[] s = g.clone();
            java.util.Arrays.sort(s);
            have.add(java.util.Arrays.toString(s));
        }
        return have.equals(want);
    }
}
