package org.cellwise.logic.board;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cellwise.constraint.AllDifferent;
import org.cellwise.constraint.Arithmetic;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Equal;
import org.cellwise.constraint.Fixed;
import org.cellwise.constraint.Relation;
import org.cellwise.constraint.Sum;
import org.cellwise.constraint.SumOrProduct;
import org.cellwise.engine.propagation.CageSupports;
import org.cellwise.logic.rules.CageAndHouse;
import org.cellwise.logic.rules.CageSets;
import org.cellwise.logic.rules.CageStep;
import org.cellwise.logic.rules.ClueLine;
import org.cellwise.logic.rules.DigitalRoots;
import org.cellwise.logic.rules.EitherStep;
import org.cellwise.logic.rules.Equation;
import org.cellwise.logic.rules.FixedStep;
import org.cellwise.logic.rules.HouseSets;
import org.cellwise.logic.rules.LinearCage;
import org.cellwise.logic.rules.PairLine;
import org.cellwise.logic.rules.RankStep;
import org.cellwise.logic.rules.RuleStep;
import org.cellwise.logic.words.PlayerNames;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;
import org.cellwise.puzzle.Structure;
import org.cellwise.rules.Rule;

/**
 * What logical solving needs to know of a puzzle's structure, derived once from its constraints: which cells see
 * each other (cannot share a value), the houses (groups that hold every value once), the value-specific links of
 * relations, and each rule's own deduction. Every constraint kind is handled in {@link #KINDS}, so a new kind does
 * not compile until it says what links it implies and what it deduces. Candidates are numbered
 * {@code cell * size + value index}.
 *
 * <p>Rule deductions keep scratch state (the cage enumeration), so a layout serves one thread at a time, like the
 * engine's model.
 */
public final class Layout {
    public static final int MAX_CELLS = 10_000;

    public final Canvas canvas;
    public final int n, size, min, words;
    public final long full;
    /** Cells seeing cell c: bits {@code [c * words, (c + 1) * words)}. */
    public final long[] peerBits;
    public final int[][] peers;
    public final int[][] houses;
    public final String[] houseNames;
    /** 0: a box or region; 1: cells of one canvas row; 2: of one canvas column. */
    public final byte[] houseKind;
    public final int[][] housesOf;
    /** Every group whose cells must all differ (houses, smaller groups, killer cages), for naked subsets. */
    public final int[][] groups;
    public final String[] groupNames;
    /** Value-specific "not both" links of relations and equal cells, by candidate; null where none. */
    public final int[][] extra;
    public final List<RuleStep> rules = new ArrayList<>();
    /** The relations between two cells other than "differ", by {@link #pairKey}: what a step says of a link it used. */
    final Map<Long, List<Relation>> relationsOf = new HashMap<>();
    public final List<Equation> equations;
    /** The 45 rule modulo the step of digital-root cages' totals ({@link DigitalRoots}); empty without such cages. */
    public final List<DigitalRoots> roots;
    /** Cages read with the houses they cross ({@link CageAndHouse}). */
    public final List<RuleStep> cageHouses;
    /** Clues inside a house read with it ({@link HouseSets}). */
    public final List<RuleStep> houseSets;
    /** Lines of two-cell clues read whole ({@link ClueLine}). */
    public final List<RuleStep> clueLines;
    /** Rule steps and equations: what a forcing chain follows besides singles. */
    public final List<RuleStep> allRules;
    /** Sum cages for the 45 rule: cells and total. */
    private final List<int[]> sumCells = new ArrayList<>();
    private final List<Long> sumTargets = new ArrayList<>();
    private final List<String> sumNames = new ArrayList<>();
    /** Every cage with a total, exact or known modulo a step, for {@link DigitalRoots}. */
    private final List<DigitalRoots.Known> totals = new ArrayList<>();
    /** Lines that are weighted sums, for equations chained from them. */
    private final List<LinearCage> linears = new ArrayList<>();
    /** What a person calls the cages, runs, circles and regions: every step names them so. */
    public final PlayerNames names;

    public Layout(Structure s) {
        this.canvas = s.canvas();
        this.n = canvas.size();
        if (n > MAX_CELLS)
            throw new IllegalArgumentException("explanations handle canvases of up to " + MAX_CELLS + " cells, not " + n);
        this.size = canvas.values().size();
        this.min = canvas.values().min();
        this.full = size == 64 ? -1L : (1L << size) - 1;
        this.words = (n + 63) >>> 6;
        this.peerBits = new long[n * words];
        this.names = PlayerNames.of(s.rules(), canvas);
        Map<Constraint, Rule> ruleOf = new IdentityHashMap<>();
        for (int i = 0; i < s.rules().size(); i++)
            for (Constraint c : s.perRule().get(i)) ruleOf.put(c, s.rules().get(i));

        List<int[]> houseList = new ArrayList<>(), groupList = new ArrayList<>();
        List<String> houseNameList = new ArrayList<>(), groupNameList = new ArrayList<>();
        Set<String> seenHouse = new HashSet<>(), seenGroup = new HashSet<>();
        Map<Integer, List<Integer>> links = new HashMap<>();
        Constraint.Cases<Void> kinds = new Constraint.Cases<>() {
            private void group(String internal, int[] cells, boolean mayCover) {
                if (cells.length < 2) return;
                String name = names.of(internal);
                for (int a : cells)
                    for (int b : cells) if (a != b) peerBits[a * words + (b >>> 6)] |= 1L << b;
                String key = key(cells);
                if (seenGroup.add(key)) {
                    groupList.add(cells);
                    groupNameList.add(name);
                }
                if (mayCover && cells.length == size && seenHouse.add(key)) {
                    houseList.add(cells);
                    houseNameList.add(name);
                }
            }

            private void link(int a, int x, int b, int y) {
                links.computeIfAbsent(a * size + x, k -> new ArrayList<>()).add(b * size + y);
                links.computeIfAbsent(b * size + y, k -> new ArrayList<>()).add(a * size + x);
            }

            @Override
            public Void allDifferent(AllDifferent c) {
                group(c.name(), c.cells(), true);
                return null;
            }

            @Override
            public Void sum(Sum c) {
                if (c.distinct()) group(c.name(), c.cells(), true);
                sumCells.add(c.cells());
                sumTargets.add((long) c.target());
                sumNames.add(names.of(c.name()));
                totals.add(new DigitalRoots.Known(names.of(c.name()), c.cells(), c.target(), 0));
                rules.add(RuleStep.cage(c.name(), familyOf(ruleOf.get(c)), c.cells(), CageSupports.Mode.SUM, c.target(),
                        c.distinct(), Layout.this));
                return null;
            }

            @Override
            public Void arithmetic(Arithmetic c) {
                CageSupports.Mode mode = CageSupports.Mode.of(c);
                if (c.op() == Arithmetic.Op.ADD) {
                    sumCells.add(c.cells());
                    sumTargets.add((long) c.target());
                    sumNames.add(names.of(c.name()));
                    totals.add(new DigitalRoots.Known(names.of(c.name()), c.cells(), c.target(), 0));
                }
                rules.add(RuleStep.cage(c.name(), familyOf(ruleOf.get(c)), c.cells(), mode, c.target(), false,
                        Layout.this));
                return null;
            }

            @Override
            public Void sumOrProduct(SumOrProduct c) {
                rules.add(RuleStep.cage(c.name(), familyOf(ruleOf.get(c)), c.cells(), CageSupports.Mode.SUM_OR_PRODUCT,
                        c.target(), false, Layout.this));
                return null;
            }

            @Override
            public Void relation(Relation r) {
                if (r.kind() == Relation.Kind.NOT_EQUAL) {
                    group(r.name(), new int[] {r.a(), r.b()}, false);
                    return null;
                }
                for (int x = 0; x < size; x++)
                    for (int y = 0; y < size; y++)
                        if (!r.test(min + x, min + y)) link(r.a(), x, r.b(), y);
                relationsOf.computeIfAbsent(pairKey(r.a(), r.b()), k -> new ArrayList<>()).add(r);
                // "not both k" removes k from one cell only once the other holds k, which placing it does through
                // the links: a step of its own would find nothing more and, on self-taxicab's thousands of pairs,
                // made explaining a 9×9 three times slower (27 s to 9 s, the same steps)
                if (r.kind() != Relation.Kind.NOT_BOTH) {
                    RuleStep step = RuleStep.relation(r, familyOf(ruleOf.get(r)), Layout.this);
                    rules.add(step);
                    pairs.put(step, r);
                }
                return null;
            }

            @Override
            public Void equal(Equal e) {
                int[] cs = e.cells();
                for (int i = 0; i < cs.length; i++)
                    for (int j = i + 1; j < cs.length; j++)
                        for (int x = 0; x < size; x++)
                            for (int y = 0; y < size; y++) if (x != y) link(cs[i], x, cs[j], y);
                rules.add(RuleStep.equal(e, familyOf(ruleOf.get(e)), Layout.this));
                return null;
            }

            @Override
            public Void fixed(Fixed f) {
                // plain givens are placed when a board starts; a one-cell cage's value is part of the structure
                rules.add(new FixedStep(f, familyOf(ruleOf.get(f)), Layout.this));
                return null;
            }

            @Override
            public Void scan(org.cellwise.constraint.Scan sc) {
                // a two-cell line is a relation in disguise: its forbidden pairs are links chains can use
                if (sc.cells().length == 2 && sc.cells()[0] != sc.cells()[1])
                    for (int x = 0; x < size; x++)
                        for (int y = 0; y < size; y++)
                            if (!sc.holds(pairValues(sc, min + x, min + y))) link(sc.cells()[0], x, sc.cells()[1], y);
                // a cage of several sums is read as a killer cage is, by the value sets of its cells (which its own
                // group keeps apart), so its steps name the combinations left
                if (sc.machine() instanceof org.cellwise.constraint.Machine.SumIn in && sc.cells().length <= CageSets.MAX_CELLS
                        && java.util.Arrays.stream(sc.cells()).distinct().count() == sc.cells().length) {
                    rules.add(RuleStep.multiSum(sc.name(), familyOf(ruleOf.get(sc)), sc.cells(),
                            java.util.Arrays.stream(in.sums()).asLongStream().toArray(), Layout.this));
                    // the totals known modulo what they differ by: 9 for a digital root
                    totals.add(new DigitalRoots.Known(names.of(sc.name()), sc.cells(), in.sums()[0], in.spacing()));
                    return null;
                }
                rules.add(RuleStep.line(sc, familyOf(ruleOf.get(sc)), Layout.this));
                // a weighted sum is read as a cage too, its cells that see each other kept apart
                if (sc.machine() instanceof org.cellwise.constraint.Machine.Linear lin) {
                    LinearCage lc = LinearCage.of(sc, lin, familyOf(ruleOf.get(sc)), Layout.this);
                    if (lc != null) {
                        rules.add(lc);
                        linears.add(lc);
                    }
                }
                return null;
            }

            @Override
            public Void anyOf(org.cellwise.constraint.AnyOf a) {
                rules.add(new EitherStep(a, familyOf(ruleOf.get(a)), Layout.this));
                return null;
            }

            @Override
            public Void rank(org.cellwise.constraint.Rank r) {
                rules.add(new RankStep(r, familyOf(ruleOf.get(r)), s.constraints(), Layout.this));
                return null;
            }

            @Override
            public Void connected(org.cellwise.constraint.Connected c) {
                rules.add(new org.cellwise.logic.rules.ConnectedStep(c, familyOf(ruleOf.get(c)), Layout.this));
                return null;
            }
        };
        for (Constraint c : s.constraints()) c.accept(kinds);
        alongLines(pairs, ruleOf);

        // boxes and regions first, then rows, then columns: the order a person scans for hidden singles
        int h = houseList.size();
        byte[] kindOf = new byte[h];
        Integer[] order = new Integer[h];
        for (int i = 0; i < h; i++) {
            order[i] = i;
            kindOf[i] = geometry(houseList.get(i));
        }
        java.util.Arrays.sort(order, (a, b) -> kindOf[a] != kindOf[b] ? kindOf[a] - kindOf[b] : a - b);
        houses = new int[h][];
        houseNames = new String[h];
        houseKind = new byte[h];
        for (int i = 0; i < h; i++) {
            houses[i] = houseList.get(order[i]);
            houseNames[i] = houseNameList.get(order[i]);
            houseKind[i] = kindOf[order[i]];
        }
        int[] count = new int[n];
        for (int[] hs : houses) for (int c : hs) count[c]++;
        housesOf = new int[n][];
        for (int c = 0; c < n; c++) housesOf[c] = new int[count[c]];
        java.util.Arrays.fill(count, 0);
        for (int i = 0; i < h; i++) for (int c : houses[i]) housesOf[c][count[c]++] = i;
        groups = groupList.toArray(new int[0][]);
        groupNames = groupNameList.toArray(new String[0]);
        peers = new int[n][];
        for (int c = 0; c < n; c++) {
            int k = 0;
            for (int w = 0; w < words; w++) k += Long.bitCount(peerBits[c * words + w]);
            int[] p = new int[k];
            k = 0;
            for (int w = 0; w < words; w++) {
                long bits = peerBits[c * words + w];
                while (bits != 0) {
                    p[k++] = (w << 6) + Long.numberOfTrailingZeros(bits);
                    bits &= bits - 1;
                }
            }
            peers[c] = p;
        }
        extra = links.isEmpty() ? null : new int[n * size][];
        links.forEach((cand, to) -> extra[cand] = to.stream().mapToInt(Integer::intValue).distinct().toArray());
        equations = Equation.derive(this, sumCells, sumTargets, sumNames, linears);
        roots = DigitalRoots.derive(this, totals);
        List<RuleStep> crossing = new ArrayList<>();
        for (RuleStep r : rules)
            if (r instanceof CageStep c && CageAndHouse.worth(c, this)) {
                CageAndHouse x = new CageAndHouse(c, this);
                if (x.crosses()) crossing.add(x);
            }
        cageHouses = List.copyOf(crossing);
        houseSets = HouseSets.derive(this, s.constraints());
        clueLines = ClueLine.derive(this, s.constraints(), ruleOf, Layout::familyOf);
        List<RuleStep> every = new ArrayList<>(rules);
        every.addAll(equations);
        every.addAll(roots);
        every.addAll(cageHouses);
        every.addAll(clueLines);
        every.addAll(houseSets);
        allRules = List.copyOf(every);
    }

    /** The relation of each pair step, for {@link #alongLines}. */
    private final Map<RuleStep, Relation> pairs = new IdentityHashMap<>();

    /**
     * The pair steps of a line clue's chain of three cells or more become one step for the line ({@link PairLine}),
     * in the place of its first clue: one idea, one step. Rules of many lone pairs (greater-than signs, a rule over
     * every two cells) keep a step a pair.
     */
    private void alongLines(Map<RuleStep, Relation> pairs, Map<Constraint, Rule> ruleOf) {
        Map<Rule, List<RuleStep>> byRule = new java.util.LinkedHashMap<>();
        for (RuleStep step : rules) {
            Relation r = pairs.get(step);
            Rule rule = r == null ? null : ruleOf.get(r);
            // a rule in clingo's notation is a clue of the reader's but a rule over lone pairs, as greater-than signs are
            if (rule instanceof org.cellwise.rules.Clue && !(rule instanceof org.cellwise.rules.AspRule) && ClueLine.joins(r)) byRule.computeIfAbsent(rule, k -> new ArrayList<>()).add(step);
        }
        Map<RuleStep, RuleStep> replaced = new IdentityHashMap<>();
        for (Map.Entry<Rule, List<RuleStep>> e : byRule.entrySet()) {
            List<Relation> rels = new ArrayList<>();
            for (RuleStep step : e.getValue()) rels.add(pairs.get(step));
            for (List<Integer> chain : ClueLine.chains(rels)) {
                if (chain.size() < 3 || chain.size() > PAIR_LINE_CELLS) continue;
                List<Relation> along = new ArrayList<>();
                RuleStep first = null;
                for (RuleStep step : e.getValue())
                    if (chain.contains(pairs.get(step).a())) {
                        along.add(pairs.get(step));
                        if (first == null) first = step;
                        replaced.put(step, null);
                    }
                String name = ClueLine.lineName(along.get(0).name(), familyOf(e.getKey()), this, chain.get(0));
                replaced.put(first, new PairLine(name, familyOf(e.getKey()), chain.stream().mapToInt(Integer::intValue).toArray(),
                        along, this));
            }
        }
        if (replaced.isEmpty()) return;
        List<RuleStep> out = new ArrayList<>();
        for (RuleStep step : rules) {
            if (!replaced.containsKey(step)) out.add(step);
            else if (replaced.get(step) != null) out.add(replaced.get(step));
        }
        rules.clear();
        rules.addAll(out);
    }

    /** A line of pair clues longer than this keeps a step a pair: the narrowing would reach too far to follow. */
    private static final int PAIR_LINE_CELLS = 16;

    private byte geometry(int[] cells) {
        boolean row = true, col = true;
        Cell first = canvas.cells().get(cells[0]);
        for (int c : cells) {
            Cell x = canvas.cells().get(c);
            row &= x.row() == first.row();
            col &= x.col() == first.col();
        }
        return (byte) (row ? 1 : col ? 2 : 0);
    }

    private static String key(int[] cells) {
        int[] s = cells.clone();
        java.util.Arrays.sort(s);
        return java.util.Arrays.toString(s);
    }

    /** What a person calls the deductions of a rule; the puzzle's family refines it at step time. */
    private static String familyOf(Rule r) {
        if (r == null) return "rule";
        return r.accept(new Rule.Cases<>() {
            public String flag(Rule rule) {
                return rule.keyword();
            }

            public String givens(org.cellwise.rules.Givens g) {
                return "givens";
            }

            public String labelledGiven(org.cellwise.rules.LabelledGiven g) {
                return "one-cell cage";
            }

            public String killerCage(org.cellwise.rules.KillerCage c) {
                return "cage combination";
            }

            public String multiSumCage(org.cellwise.rules.MultiSumCage c) {
                return "cage combination";
            }

            public String arithmeticCage(org.cellwise.rules.ArithmeticCage c) {
                return "KenKen arithmetic";
            }

            public String sumGroup(org.cellwise.rules.SumGroup g) {
                return "sum group";
            }

            public String heading(org.cellwise.rules.Heading h) {
                return "header sum or product";
            }

            public String greaterThan(org.cellwise.rules.GreaterThan g) {
                return "greater-than";
            }

            public String regions(org.cellwise.rules.Regions r) {
                return "regions";
            }

            public String custom(Rule rule) {
                return rule.keyword();
            }

            public String either(org.cellwise.rules.Either e) {
                return "either/or";
            }

            public String clue(org.cellwise.rules.Clue c) {
                return switch (c.keyword()) {
                    case "thermo" -> "thermometer";
                    case "slow-thermo" -> "slow thermometer";
                    case "kropki" -> "kropki dot";
                    case "xv" -> "XV";
                    case "marks" -> "pencil marks";
                    case "region-sum" -> "region sum line";
                    case "lockout", "modular", "zipper" -> c.keyword() + " line";
                    case "nabner" -> "Nabner line";
                    case "diagonal-kropki" -> "kropki dot";
                    case "diagonal-xv" -> "XV";
                    case "cage" -> "cage";
                    case "asp" -> "clingo rule";
                    default -> c.keyword().replace('-', ' ');
                };
            }
        });
    }

    /** One key for the two cells, either way round. */
    static long pairKey(int a, int b) {
        return (long) Math.min(a, b) << 32 | Math.max(a, b);
    }

    public boolean sees(int a, int b) {
        return (peerBits[a * words + (b >>> 6)] & (1L << b)) != 0;
    }

    /** A values array in which a two-cell line's cells hold x and y (for asking the line whether it allows them). */
    private static int[] pairValues(org.cellwise.constraint.Scan sc, int x, int y) {
        int[] v = new int[Math.max(sc.cells()[0], sc.cells()[1]) + 1];
        v[sc.cells()[0]] = x;
        v[sc.cells()[1]] = y;
        return v;
    }

    /** Whether two candidates cannot both hold. */
    public boolean sees(int cellA, int a, int cellB, int b) {
        if (cellA == cellB) return a != b;
        if (a == b && sees(cellA, cellB)) return true;
        if (extra != null) {
            int[] l = extra[cellA * size + a];
            if (l != null) for (int x : l) if (x == cellB * size + b) return true;
        }
        return false;
    }

    public String name(int cell) {
        return canvas.name(cell);
    }

    public int value(int index) {
        return min + index;
    }

    /**
     * Refuses, before anything is built, a board that cannot fit the memory one search may use: the cells that see
     * each other (a bit per pair), the links of relations by candidate, and {@code snapshots} copies of the
     * candidates kept for pictures.
     */
    private long[] houseBits;

    /** The cells of house h as bits {@code [h * words, (h + 1) * words)}, made on first use (fish search). */
    public long[] houseBits() {
        if (houseBits == null) {
            long[] hb = new long[houses.length * words];
            for (int h = 0; h < houses.length; h++) for (int c : houses[h]) hb[h * words + (c >>> 6)] |= 1L << c;
            houseBits = hb;
        }
        return houseBits;
    }

    /** Candidates up to which {@link #candidateSees()} is kept: 4,096 (a 16×16) is 2 MB of bits. */
    static final int SEES_MAX = 4096;
    private long[] candidateSees;

    /**
     * For each candidate ({@code cell * size + value}), the candidates that cannot hold with it ({@link #sees(int, int,
     * int, int)}) as bits over all candidates, {@code [x * candidateWords(), (x + 1) * candidateWords())}: what sees
     * every one of some candidates is one intersection. Made on first use; null past {@link #SEES_MAX} candidates.
     */
    public long[] candidateSees() {
        int m = n * size;
        if (candidateSees == null && m <= SEES_MAX) {
            int cw = candidateWords();
            long[] cs = new long[m * cw];
            for (int x = 0; x < m; x++) {
                int c = x / size, v = x % size, row = x * cw;
                for (int u = 0; u < size; u++) if (u != v) set(cs, row, c * size + u);
                for (int p : peers[c]) set(cs, row, p * size + v);
                if (extra != null && extra[x] != null) for (int y : extra[x]) set(cs, row, y);
            }
            candidateSees = cs;
        }
        return candidateSees;
    }

    public int candidateWords() {
        return (n * size + 63) >>> 6;
    }

    private static void set(long[] bits, int row, int i) {
        bits[row + (i >>> 6)] |= 1L << i;
    }

    public static void check(Structure s, long snapshots) {
        long n = s.canvas().size(), size = s.canvas().values().size(), relations = 0;
        if (n > MAX_CELLS) return; // refused with its own message when built
        for (Constraint c : s.constraints()) if (c instanceof Relation) relations++;
        long bytes = 3 * n * ((n + 63) / 64) * 8 + 256 * n + 160 * relations * size + snapshots * (9 * n + 64);
        org.cellwise.engine.Memory.check(bytes, String.format(java.util.Locale.ROOT, "to explain it (%,d cells%s)", n,
                snapshots > 0 ? ", a picture of each step" : ""));
    }

    /** Cached per structure and thread, like the engine's model. */
    public static Layout of(Structure s) {
        return org.cellwise.puzzle.Compiler.perThread(s, Layout.class, Layout::new);
    }

    /** Names in one phrase, each once, in order. */
    static String joinNames(List<String> names) {
        return String.join(", ", new java.util.LinkedHashSet<>(names));
    }
}
