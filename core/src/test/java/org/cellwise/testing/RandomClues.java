package org.cellwise.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeMap;
import java.util.function.IntFunction;
import org.cellwise.check.Checker;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.model.ValueRange;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.Arrow;
import org.cellwise.rules.BetweenLine;
import org.cellwise.rules.Clone;
import org.cellwise.rules.Clue;
import org.cellwise.rules.DiagonalKropki;
import org.cellwise.rules.DiagonalXV;
import org.cellwise.rules.DoubleArrow;
import org.cellwise.rules.Dot;
import org.cellwise.rules.Entropic;
import org.cellwise.rules.Extreme;
import org.cellwise.rules.ExtraRegion;
import org.cellwise.rules.Givens;
import org.cellwise.rules.Indexer;
import org.cellwise.rules.Kropki;
import org.cellwise.rules.LittleKiller;
import org.cellwise.rules.LockoutLine;
import org.cellwise.rules.ModularLine;
import org.cellwise.rules.NabnerLine;
import org.cellwise.rules.Palindrome;
import org.cellwise.rules.Parity;
import org.cellwise.rules.PencilMarks;
import org.cellwise.rules.Quadruple;
import org.cellwise.rules.RegionSumLine;
import org.cellwise.rules.Renban;
import org.cellwise.rules.Rule;
import org.cellwise.rules.RuleCatalog;
import org.cellwise.rules.Sandwich;
import org.cellwise.rules.Skyscraper;
import org.cellwise.rules.SumlessCage;
import org.cellwise.rules.Thermometer;
import org.cellwise.rules.Whispers;
import org.cellwise.rules.XSum;
import org.cellwise.rules.XV;
import org.cellwise.rules.ZipperLine;

/**
 * Random puzzles with variant clues for property tests. A random filled grid (4×4, 6×6 or 9×9, with or without
 * boxes) and then clues of random kinds on random lines and cells. Whether a candidate clue is true of the filled
 * grid is the checker's word, not this class's: candidates are drawn until one holds, and now and then a false one
 * is kept, so that some puzzles have no solution. Givens thin the search. Everything follows from the seed.
 */
public final class RandomClues {
    /** The clue kinds, in the order {@link #make} draws them; a test can ask that each was made. */
    public static final List<String> KINDS = List.of("thermo", "arrow", "little-killer", "kropki", "xv", "parity", "extreme",
            "marks", "palindrome", "renban", "whispers", "between", "region-sum", "entropic", "extra-region", "cage-",
            "clone", "quadruple", "sandwich", "x-sum", "skyscraper", "indexer", "lockout", "modular", "zipper", "nabner",
            "double-arrow", "diagonal-kropki", "diagonal-xv",
            // the clues of Sigh's solver
            "regex", "automaton", "lunchbox", "sum-line", "look-and-say", "exactly", "hidden-skyscraper", "numbered-room",
            "count-distinct", "rellik", "equality-cage", "counting-circles", "same-values", "weighted-sum", "pairs", "value-indexing", "full-rank",
            "equal-sum", "connected-values");

    private RandomClues() {}

    public static Puzzle make(long seed) {
        Random rnd = new Random(seed);
        while (true) {
            Puzzle p = attempt(rnd, seed);
            if (p != null) return p;
        }
    }

    private static Puzzle attempt(Random rnd, long seed) {
        int[][] shapes = {{4, 2, 2}, {4, 0, 0}, {6, 2, 3}, {6, 0, 0}, {9, 3, 3}};
        int[] shape = shapes[rnd.nextInt(shapes.length)];
        int n = shape[0];
        Grid grid = new Grid("main", 0, 0, n, shape[1], shape[2]);
        List<Rule> rules = new ArrayList<>(RuleCatalog.lookup("latin"));
        if (grid.hasBoxes()) rules.addAll(RuleCatalog.lookup("boxes"));
        Puzzle base = Puzzle.builder().name("clues-" + seed).values(ValueRange.of(n)).grid(grid).rules(rules).build();
        Result filled = Solver.of(base).solve(SolveOptions.firstSolution().withRandom(rnd).withMaxNodes(20_000), 1);
        if (!filled.solved()) return null;
        int[] f = filled.first();
        int count = 1 + rnd.nextInt(3);
        for (int k = 0; k < count; k++) {
            String kind = KINDS.get(rnd.nextInt(KINDS.size()));
            Clue c = clue(kind, base, f, rnd);
            // a puzzle has one set of dots, of XV marks, of minima and of maxima: their negative constraints and
            // "not itself a minimum" speak of all of them, so every format merges them into one rule (corner dots and
            // marks likewise)
            if (c != null && rules.stream().anyMatch(r -> r.getClass() == c.getClass() && (c instanceof Kropki || c instanceof XV
                    || c instanceof DiagonalKropki || c instanceof DiagonalXV || c instanceof Extreme e && ((Extreme) r).maximum() == e.maximum())))
                continue;
            if (c != null) rules.add(c);
        }
        // givens: fewer on small grids, where the clues alone leave many answers to count
        TreeMap<Cell, Integer> givens = new TreeMap<>();
        double density = n == 9 ? 0.35 + rnd.nextDouble() * 0.3 : rnd.nextDouble() * 0.4;
        for (int i = 0; i < f.length; i++) if (rnd.nextDouble() < density) givens.put(base.cells().get(i), f[i]);
        if (!givens.isEmpty()) rules.add(new Givens(givens));
        return base.withRules(rules);
    }

    /** A clue of the kind, true of {@code f} unless spoiled (1 in 8); null when no candidate could be made. */
    static Clue clue(String kind, Puzzle base, int[] f, Random rnd) {
        boolean spoil = rnd.nextInt(8) == 0;
        int n = base.grids().get(0).rows();
        IntFunction<Clue> candidate = i -> switch (kind) {
            case "thermo" -> new Thermometer(walk(rnd, n, 2 + rnd.nextInt(4)));
            case "arrow" -> {
                List<Cell> line = walk(rnd, n, 2 + rnd.nextInt(3));
                yield new Arrow(List.of(line.get(0)), List.of(line.subList(1, line.size())));
            }
            case "little-killer" -> {
                LittleKiller.Direction d = LittleKiller.Direction.values()[rnd.nextInt(4)];
                int along = rnd.nextInt(n);
                Cell at = d.dr > 0 ? new Cell(-1, along) : new Cell(n, along);
                yield new LittleKiller(at, d, rnd.nextInt(n * n + 1));
            }
            case "kropki" -> {
                boolean negative = rnd.nextInt(3) == 0;
                List<Dot> dots = new ArrayList<>();
                for (Cell[] pair : pairs(n)) {
                    int a = f[base.indexOf(pair[0])], b = f[base.indexOf(pair[1])];
                    boolean white = Math.abs(a - b) == 1, black = a == 2 * b || b == 2 * a;
                    boolean useBlack = black && (!white || rnd.nextBoolean());
                    if ((white || black) && (negative || rnd.nextInt(4) == 0) || !negative && rnd.nextInt(40) == 0)
                        dots.add(new Dot(pair[0], pair[1], useBlack, useBlack ? 2 : 1));
                }
                yield dots.isEmpty() && !negative ? null : new Kropki(dots, negative, negative && rnd.nextBoolean());
            }
            case "xv" -> {
                boolean negative = rnd.nextInt(3) == 0;
                List<Dot> marks = new ArrayList<>();
                for (Cell[] pair : pairs(n)) {
                    int s = f[base.indexOf(pair[0])] + f[base.indexOf(pair[1])];
                    if ((s == 5 || s == 10) && (negative || rnd.nextInt(3) == 0)) marks.add(new Dot(pair[0], pair[1], false, s));
                }
                yield marks.isEmpty() && !negative ? null : new XV(marks, negative);
            }
            case "parity" -> new Parity(cells(rnd, n, 1 + rnd.nextInt(3)), rnd.nextBoolean());
            case "extreme" -> new Extreme(cells(rnd, n, 1 + rnd.nextInt(2)), rnd.nextBoolean());
            case "marks" -> {
                Cell c = new Cell(rnd.nextInt(n), rnd.nextInt(n));
                int[] vs = rnd.ints(1 + rnd.nextInt(3), 1, n + 1).distinct().sorted().toArray();
                yield new PencilMarks(c, vs);
            }
            case "palindrome" -> new Palindrome(walk(rnd, n, 3 + rnd.nextInt(2)));
            case "renban" -> new Renban(walk(rnd, n, 2 + rnd.nextInt(3)));
            case "whispers" -> new Whispers(walk(rnd, n, 2 + rnd.nextInt(3)), rnd.nextBoolean() ? 0 : 1 + rnd.nextInt(n / 2));
            case "between" -> new BetweenLine(walk(rnd, n, 3 + rnd.nextInt(2)));
            case "region-sum" -> {
                List<Cell> line = walk(rnd, n, 3 + rnd.nextInt(3));
                List<List<Cell>> segments = new ArrayList<>();
                Grid g = base.grids().get(0);
                for (Cell c : line) {
                    int box = g.hasBoxes() ? c.row() / g.boxRows() * g.boxRows() + c.col() / g.boxCols() : c.row();
                    List<Cell> last = segments.isEmpty() ? null : segments.get(segments.size() - 1);
                    Cell prev = last == null ? null : last.get(last.size() - 1);
                    int prevBox = prev == null ? -1 : g.hasBoxes() ? prev.row() / g.boxRows() * g.boxRows() + prev.col() / g.boxCols() : prev.row();
                    if (prevBox != box) segments.add(new ArrayList<>());
                    segments.get(segments.size() - 1).add(c);
                }
                yield segments.size() < 2 ? null : new RegionSumLine(segments);
            }
            case "entropic" -> new Entropic(walk(rnd, n, 3 + rnd.nextInt(3)));
            case "extra-region" -> new ExtraRegion(cells(rnd, n, Math.min(n, 2 + rnd.nextInt(3))));
            case "cage-" -> new SumlessCage(walk(rnd, n, 2 + rnd.nextInt(3)));
            case "clone" -> {
                Cell a = new Cell(rnd.nextInt(n), rnd.nextInt(n)), b = new Cell(rnd.nextInt(n), rnd.nextInt(n));
                yield a.equals(b) ? null : new Clone(List.of(a), List.of(b));
            }
            case "quadruple" -> {
                int r = rnd.nextInt(n - 1), c = rnd.nextInt(n - 1);
                List<Cell> four = List.of(new Cell(r, c), new Cell(r, c + 1), new Cell(r + 1, c), new Cell(r + 1, c + 1));
                int[] vs = rnd.ints(1 + rnd.nextInt(3), 1, n + 1).distinct().sorted().toArray();
                yield new Quadruple(four, vs);
            }
            case "sandwich", "x-sum", "skyscraper" -> {
                int along = rnd.nextInt(n), side = rnd.nextInt(4);
                Cell at = side == 0 ? new Cell(-1, along) : side == 1 ? new Cell(n, along) : side == 2 ? new Cell(along, -1) : new Cell(along, n);
                int max = kind.equals("skyscraper") ? n : n * (n + 1) / 2;
                int v = rnd.nextInt(max + 1);
                yield kind.equals("sandwich") ? new Sandwich(at, v) : kind.equals("x-sum") ? new XSum(at, v) : new Skyscraper(at, v);
            }
            case "indexer" -> {
                Indexer.Axis axis = Indexer.Axis.values()[rnd.nextInt(3)];
                yield new Indexer(axis, cells(rnd, n, 1 + rnd.nextInt(2)));
            }
            // now and then a difference or a modulus of the setter's own (Sigh's solver states them)
            case "lockout" -> new LockoutLine(walk(rnd, n, 2 + rnd.nextInt(4)), rnd.nextInt(4) == 0 ? 1 + rnd.nextInt(Math.max(1, n - 1)) : 0);
            case "modular" -> {
                int m = rnd.nextInt(4) == 0 ? 2 + rnd.nextInt(3) : 3;
                yield new ModularLine(walk(rnd, n, 2 + rnd.nextInt(m == 3 ? 4 : 2)), m);
            }
            case "zipper" -> new ZipperLine(walk(rnd, n, 3 + rnd.nextInt(4)));
            case "nabner" -> new NabnerLine(walk(rnd, n, 2 + rnd.nextInt(3)));
            case "double-arrow" -> new DoubleArrow(walk(rnd, n, 3 + rnd.nextInt(3)));
            case "diagonal-kropki" -> {
                List<Dot> dots = new ArrayList<>();
                for (Cell[] pair : corners(n)) {
                    int a = f[base.indexOf(pair[0])], b = f[base.indexOf(pair[1])];
                    boolean white = Math.abs(a - b) == 1, black = a == 2 * b || b == 2 * a;
                    boolean useBlack = black && (!white || rnd.nextBoolean());
                    if ((white || black) && rnd.nextInt(4) == 0 || rnd.nextInt(60) == 0) dots.add(new Dot(pair[0], pair[1], useBlack, useBlack ? 2 : 1));
                }
                yield dots.isEmpty() ? null : new DiagonalKropki(dots);
            }
            case "diagonal-xv" -> {
                List<Dot> marks = new ArrayList<>();
                for (Cell[] pair : corners(n)) {
                    int s = f[base.indexOf(pair[0])] + f[base.indexOf(pair[1])];
                    if ((s == 5 || s == 10) && rnd.nextInt(3) == 0) marks.add(new Dot(pair[0], pair[1], false, s));
                }
                yield marks.isEmpty() ? null : new DiagonalXV(marks);
            }
            default -> solverClue(kind, base, f, rnd, n);
        };
        Clue fallback = null;
        for (int tries = 0; tries < 400; tries++) {
            Clue c;
            try {
                c = candidate.apply(tries);
                if (c == null) continue;
                c.expand(base.canvas());
            } catch (IllegalArgumentException bad) {
                continue; // a shape the clue does not take (a line through a cell twice, bands on 4x4)
            }
            boolean holds = Checker.holds(base.withRules(withClue(base, c)), f);
            if (holds && !spoil) return c;
            if (!holds && spoil) return c;
            if (fallback == null) fallback = c;
        }
        return spoil ? fallback : null;
    }

    /** The clues of Sigh's solver, most of them read off the filled grid so that they hold. */
    private static Clue solverClue(String kind, Puzzle base, int[] f, Random rnd, int n) {
        java.util.function.Function<Cell, Integer> v = c -> f[base.indexOf(c)];
        switch (kind) {
            case "regex" -> {
                // the line's own values, each kept, widened to '.' or a class, or made repeatable
                List<Cell> line = walk(rnd, n, 2 + rnd.nextInt(3));
                StringBuilder p = new StringBuilder();
                for (Cell c : line) {
                    int x = v.apply(c);
                    switch (rnd.nextInt(4)) {
                        case 0 -> p.append('.');
                        case 1 -> p.append('[').append(Math.max(1, x - 1)).append('-').append(Math.min(n, x + 1)).append(']');
                        default -> p.append(Character.forDigit(x, 36));
                    }
                    if (rnd.nextInt(5) == 0) p.append(rnd.nextBoolean() ? "+" : "?");
                }
                return new org.cellwise.rules.RegexLine(p.toString().toUpperCase(java.util.Locale.ROOT), line);
            }
            case "automaton" -> {
                // a chain through the line's values, with a few more transitions and perhaps a break
                List<Cell> line = walk(rnd, n, 2 + rnd.nextInt(3));
                int len = line.size(), cut = len > 2 && rnd.nextBoolean() ? 1 + rnd.nextInt(len - 1) : 0;
                List<String> names = new ArrayList<>();
                for (int i = 0; i <= len; i++) names.add("q" + i);
                List<org.cellwise.constraint.Automaton.Edge> edges = new ArrayList<>();
                for (int i = 0; i < len; i++)
                    edges.add(new org.cellwise.constraint.Automaton.Edge(i, org.cellwise.constraint.Automaton.Label.of(v.apply(line.get(i))), i + 1));
                for (int k = rnd.nextInt(4); k > 0; k--)
                    edges.add(new org.cellwise.constraint.Automaton.Edge(rnd.nextInt(len + 1), org.cellwise.constraint.Automaton.Label.of(1 + rnd.nextInt(n)),
                            rnd.nextInt(len + 1)));
                if (cut > 0) for (int i = 0; i <= len; i++) edges.add(new org.cellwise.constraint.Automaton.Edge(i, org.cellwise.constraint.Automaton.Label.BREAK, i));
                // named after its first cell and a random number, so that two in one puzzle, even from one cell, have two names
                var a = new org.cellwise.constraint.Automaton("chain" + line.get(0).row() + line.get(0).col() + "x" + rnd.nextInt(1 << 20), names, new int[] {0}, new int[] {len}, edges);
                return new org.cellwise.rules.AutomatonLine(a, cut == 0 ? List.of(line) : List.of(line.subList(0, cut), line.subList(cut, len)));
            }
            case "lunchbox" -> {
                List<Cell> box = walk(rnd, n, 2 + rnd.nextInt(3));
                int[] x = box.stream().mapToInt(v::apply).toArray();
                int lo = 0, hi = 0;
                for (int i = 0; i < x.length; i++) {
                    if (x[i] < x[lo]) lo = i;
                    if (x[i] > x[hi]) hi = i;
                }
                int sum = 0;
                for (int i = Math.min(lo, hi) + 1; i < Math.max(lo, hi); i++) sum += x[i];
                return new org.cellwise.rules.Lunchbox(sum, box);
            }
            case "sum-line" -> {
                List<Cell> line = walk(rnd, n, 2 + rnd.nextInt(4));
                int sum = 0;
                for (int i = 0, stop = 1 + rnd.nextInt(line.size()); i < stop; i++) sum += v.apply(line.get(i));
                return new org.cellwise.rules.SumLine(sum, line, rnd.nextBoolean());
            }
            case "look-and-say" -> {
                List<Cell> cs = cells(rnd, n, 2 + rnd.nextInt(3));
                java.util.TreeMap<Integer, Integer> count = new java.util.TreeMap<>();
                for (Cell c : cs) if (v.apply(c) <= 9) count.merge(v.apply(c), 1, Integer::sum);
                int absent = 1 + rnd.nextInt(Math.min(n, 9));
                StringBuilder clue = new StringBuilder();
                count.forEach((x, k) -> { if (rnd.nextBoolean()) clue.append(k).append(x); });
                if (!count.containsKey(absent) && rnd.nextBoolean()) clue.append(0).append(absent);
                return clue.length() == 0 ? null : new org.cellwise.rules.LookAndSay(clue.toString(), cs);
            }
            case "exactly" -> {
                List<Cell> cs = cells(rnd, n, 2 + rnd.nextInt(3));
                int pick = v.apply(cs.get(rnd.nextInt(cs.size())));
                int[] listed = cs.stream().mapToInt(v::apply).filter(x -> x == pick).toArray();
                return new org.cellwise.rules.Exactly(listed, cs);
            }
            case "hidden-skyscraper", "numbered-room" -> {
                int along = rnd.nextInt(n), side = rnd.nextInt(4);
                Cell at = side == 0 ? new Cell(-1, along) : side == 1 ? new Cell(n, along) : side == 2 ? new Cell(along, -1) : new Cell(along, n);
                List<Cell> line = org.cellwise.rules.Clues.lineFrom(base.canvas(), at);
                int[] x = line.stream().mapToInt(v::apply).toArray();
                if (kind.equals("numbered-room")) return x[0] <= x.length ? new org.cellwise.rules.NumberedRoom(at, x[x[0] - 1]) : null;
                int top = x[0];
                for (int i = 1; i < x.length; i++) {
                    if (x[i] <= top) return new org.cellwise.rules.HiddenSkyscraper(at, x[i]);
                    top = x[i];
                }
                return null;
            }
            case "count-distinct" -> {
                List<Cell> cs = cells(rnd, n, 3 + rnd.nextInt(3));
                return new org.cellwise.rules.CountDistinct(cs.get(0), cs.subList(1, cs.size()));
            }
            case "rellik" -> {
                List<Cell> cage = walk(rnd, n, 1 + rnd.nextInt(3));
                int[] x = cage.stream().mapToInt(v::apply).toArray();
                java.util.Set<Integer> sums = new java.util.HashSet<>();
                for (int mask = 1; mask < 1 << x.length; mask++) {
                    int t = 0;
                    for (int i = 0; i < x.length; i++) if ((mask >> i & 1) != 0) t += x[i];
                    sums.add(t);
                }
                int sum = 1 + rnd.nextInt(Math.min(62, 3 * n));
                return sums.contains(sum) ? null : new org.cellwise.rules.RellikCage(sum, cage);
            }
            case "equality-cage" -> {
                return new org.cellwise.rules.EqualityCage(walk(rnd, n, 2 + 2 * rnd.nextInt(2)));
            }
            case "counting-circles" -> {
                // for one or two values x, x cells holding x
                List<Cell> circles = new ArrayList<>();
                for (int k = 1 + rnd.nextInt(2); k > 0; k--) {
                    int x = 1 + rnd.nextInt(Math.min(n, 4));
                    if (circles.stream().anyMatch(c -> v.apply(c) == x)) continue;
                    List<Cell> holding = new ArrayList<>();
                    for (Cell c : base.cells()) if (v.apply(c) == x) holding.add(c);
                    java.util.Collections.shuffle(holding, rnd);
                    circles.addAll(holding.subList(0, x));
                }
                return new org.cellwise.rules.CountingCircles(circles);
            }
            case "same-values" -> {
                // a second set holding the first's values, cell for cell elsewhere
                List<Cell> a = cells(rnd, n, 2 + rnd.nextInt(2)), b = new ArrayList<>();
                for (Cell c : a) {
                    List<Cell> like = new ArrayList<>();
                    for (Cell d : base.cells()) if (v.apply(d).equals(v.apply(c)) && !a.contains(d) && !b.contains(d)) like.add(d);
                    if (like.isEmpty()) return null;
                    b.add(like.get(rnd.nextInt(like.size())));
                }
                return new org.cellwise.rules.SameValues(List.of(a, b));
            }
            case "weighted-sum" -> {
                List<Cell> cs = cells(rnd, n, 2 + rnd.nextInt(2));
                if (rnd.nextBoolean()) cs.add(cs.get(0));
                int[] w = new int[cs.size()];
                int t = 0;
                for (int i = 0; i < w.length; i++) {
                    w[i] = rnd.nextInt(3) == 0 ? -1 - rnd.nextInt(2) : 1 + rnd.nextInt(3);
                    t += w[i] * v.apply(cs.get(i));
                }
                return new org.cellwise.rules.WeightedSum(t, cs, w);
            }
            case "pairs" -> {
                boolean all = rnd.nextBoolean();
                List<Cell> line = walk(rnd, n, 2 + rnd.nextInt(3));
                java.util.Set<List<Integer>> allowed = new java.util.LinkedHashSet<>();
                for (int i = 0; i < line.size(); i++)
                    for (int j = i + 1; j < (all ? line.size() : Math.min(i + 2, line.size())); j++) {
                        allowed.add(List.of(v.apply(line.get(i)), v.apply(line.get(j))));
                        if (all) allowed.add(List.of(v.apply(line.get(j)), v.apply(line.get(i))));
                    }
                for (int k = rnd.nextInt(2 * n); k > 0; k--) allowed.add(List.of(1 + rnd.nextInt(n), 1 + rnd.nextInt(n)));
                int[][] pairs = allowed.stream().map(l -> new int[] {l.get(0), l.get(1)}).toArray(int[][]::new);
                return new org.cellwise.rules.PairLine(new org.cellwise.rules.PairTable("rel" + line.get(0).row() + line.get(0).col(), pairs), line, all);
            }
            case "value-indexing" -> {
                return new org.cellwise.rules.ValueIndexing(walk(rnd, n, 3 + rnd.nextInt(4)));
            }
            case "full-rank" -> {
                // the line's place among the grid's 4N lines read both ways, counted here as numbers of N digits
                int along = rnd.nextInt(n), side = rnd.nextInt(4);
                Cell at = side == 0 ? new Cell(-1, along) : side == 1 ? new Cell(n, along) : side == 2 ? new Cell(along, -1) : new Cell(along, n);
                List<Long> all = new ArrayList<>();
                for (int k = 0; k < n; k++)
                    for (boolean column : new boolean[] {false, true}) {
                        long fwd = 0, back = 0;
                        for (int i = 0; i < n; i++) {
                            fwd = fwd * (n + 1) + v.apply(column ? new Cell(i, k) : new Cell(k, i));
                            back = back * (n + 1) + v.apply(column ? new Cell(n - 1 - i, k) : new Cell(k, n - 1 - i));
                        }
                        all.add(fwd);
                        all.add(back);
                    }
                long mine = 0;
                for (Cell c : org.cellwise.rules.Clues.lineFrom(base.canvas(), at)) mine = mine * (n + 1) + v.apply(c);
                final long me = mine;
                return new org.cellwise.rules.FullRank(at, 1 + (int) all.stream().filter(x -> x < me).count(), rnd.nextInt(3) == 0);
            }
            case "equal-sum" -> {
                // two or three sets of one to three cells: the checker keeps those whose sums agree
                List<List<Cell>> sets = new ArrayList<>();
                for (int k = 2 + rnd.nextInt(2); k > 0; k--) sets.add(cells(rnd, n, 1 + rnd.nextInt(3)));
                return new org.cellwise.rules.EqualSum(sets);
            }
            case "connected-values" -> {
                // half the values or more, over the grid or a rectangle of it, sized as the filled grid has the area
                List<Cell> among = new ArrayList<>();
                if (rnd.nextBoolean()) {
                    int r0 = rnd.nextInt(n - 1), c0 = rnd.nextInt(n - 1), r1 = r0 + 1 + rnd.nextInt(n - 1 - r0), c1 = c0 + 1 + rnd.nextInt(n - 1 - c0);
                    for (int r = r0; r <= r1; r++) for (int c = c0; c <= c1; c++) among.add(new Cell(r, c));
                }
                List<Integer> values = new ArrayList<>();
                for (int x = 1; x <= n; x++) values.add(x);
                java.util.Collections.shuffle(values, rnd);
                values = new ArrayList<>(values.subList(0, (n + 1) / 2 + rnd.nextInt(n - (n + 1) / 2)));
                java.util.Collections.sort(values);
                int size = 0;
                if (rnd.nextBoolean()) for (Cell c : among.isEmpty() ? base.cells() : among) if (values.contains(v.apply(c))) size++;
                return new org.cellwise.rules.ConnectedValues(values, size, among);
            }
            default -> throw new IllegalArgumentException(kind);
        }
    }

    private static List<Rule> withClue(Puzzle base, Clue c) {
        List<Rule> rs = new ArrayList<>(base.rules());
        rs.add(c);
        return rs;
    }

    /** A path of king steps through distinct cells, {@code len} long (shorter when it runs into itself). */
    private static List<Cell> walk(Random rnd, int n, int len) {
        List<Cell> path = new ArrayList<>();
        Cell at = new Cell(rnd.nextInt(n), rnd.nextInt(n));
        path.add(at);
        for (int i = 1; i < len; i++) {
            Cell next = null;
            for (int tries = 0; tries < 8 && next == null; tries++) {
                int r = at.row() + rnd.nextInt(3) - 1, c = at.col() + rnd.nextInt(3) - 1;
                Cell x = new Cell(r, c);
                if (r >= 0 && c >= 0 && r < n && c < n && !path.contains(x)) next = x;
            }
            if (next == null) break;
            path.add(next);
            at = next;
        }
        return path;
    }

    private static List<Cell> cells(Random rnd, int n, int k) {
        List<Cell> out = new ArrayList<>();
        while (out.size() < k) {
            Cell c = new Cell(rnd.nextInt(n), rnd.nextInt(n));
            if (!out.contains(c)) out.add(c);
        }
        return out;
    }

    /** Every pair of diagonal neighbours. */
    private static List<Cell[]> corners(int n) {
        List<Cell[]> out = new ArrayList<>();
        for (int r = 0; r + 1 < n; r++)
            for (int c = 0; c < n; c++) {
                if (c + 1 < n) out.add(new Cell[] {new Cell(r, c), new Cell(r + 1, c + 1)});
                if (c > 0) out.add(new Cell[] {new Cell(r, c), new Cell(r + 1, c - 1)});
            }
        return out;
    }

    /** Every pair of orthogonal neighbours. */
    private static List<Cell[]> pairs(int n) {
        List<Cell[]> out = new ArrayList<>();
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++) {
                if (c + 1 < n) out.add(new Cell[] {new Cell(r, c), new Cell(r, c + 1)});
                if (r + 1 < n) out.add(new Cell[] {new Cell(r, c), new Cell(r + 1, c)});
            }
        return out;
    }
}
