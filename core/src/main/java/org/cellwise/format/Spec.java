package org.cellwise.format;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.cellwise.constraint.Arithmetic;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.model.ValueRange;
import org.cellwise.rules.ArithmeticCage;
import org.cellwise.rules.Givens;
import org.cellwise.rules.KillerCage;
import org.cellwise.rules.MultiSumCage;
import org.cellwise.rules.Regions;
import org.cellwise.rules.Rule;
import org.cellwise.rules.SumGroup;

/**
 * What the text and JSON readers collect before a puzzle exists: they check syntax, this checks that the parts
 * fit together, pointing at the place in the input that is wrong.
 */
final class Spec {
    final String source;
    final Located start;
    String name;
    ValueRange values;
    final List<Grid> grids;
    final List<Rule> rules = new ArrayList<>();
    /** Variant clues, with where each was stated (a {@link Located}). */
    final org.cellwise.rules.Clues.Builder clues = new org.cellwise.rules.Clues.Builder();
    final Map<Cell, Integer> givens = new TreeMap<>();
    final Map<String, List<Cell>> regions = new LinkedHashMap<>();
    final Map<String, List<Cell>> cageCells = new LinkedHashMap<>();
    final Map<String, Located> cageFirstSeen = new LinkedHashMap<>();
    final Map<String, CageDef> cageDefs = new LinkedHashMap<>();
    /** The automata defined so far, by name, for the lines that follow them. */
    final Map<String, org.cellwise.constraint.Automaton> automata = new LinkedHashMap<>();
    /** The relations defined so far, by name, for the lines that apply them. */
    final Map<String, org.cellwise.rules.PairTable> relations = new LinkedHashMap<>();
    /** Where each rule with parameters was stated, for errors found when the puzzle is built. */
    private final java.util.IdentityHashMap<Rule, Located> origins = new java.util.IdentityHashMap<>();
    Located regionsAt;
    String author = "";
    final List<String> rulesText = new ArrayList<>();
    final List<org.cellwise.puzzle.Metadata.Drawing> drawings = new ArrayList<>();
    /** Integrity constraints in clingo's notation, and the facts they use (each once), in the order read. */
    final List<org.cellwise.asp.Denial> denials = new ArrayList<>();
    final java.util.LinkedHashSet<org.cellwise.asp.Fact> facts = new java.util.LinkedHashSet<>();
    /**
     * Where a place in those statements is in the source: the place itself in a {@code .cw} file; the JSON reader,
     * which numbers the lines of its {@code asp} field, puts it back at the string in the JSON.
     */
    java.util.function.BiFunction<org.cellwise.asp.Place, String, FormatException> aspError;

    /** A cage's target; {@code plain} marks a sum group whose values may repeat (the {@code sum} statement). */
    record CageDef(long target, Arithmetic.Op op, Located at, boolean plain, boolean distinct, Located written, int[] sums, int root) {}

    /**
     * A digital-root target, {@code DR5} (any case, as f-puzzles' cage value is read): the cage's sums are the root,
     * + 9, + 18 ... its cells can reach, known once its cells and the values are.
     */
    static final java.util.regex.Pattern DIGITAL_ROOT = java.util.regex.Pattern.compile("(?i:dr)(\\d{1,9})");

    /** A digital-root cage of more cells than values: f-puzzles' words. */
    static String digitalRootTooWide(int cells, int n) {
        return "a digital-root cage of " + cells + " cells cannot hold different values 1.." + n;
    }

    /**
     * What is wrong with a target written as several sums joined by bars ({@code 10|19}), or null when it is well
     * written. Read by hand, not by a regular expression: a repeated group recurses once a part, and a line of a few
     * thousand sums overflowed the stack.
     */
    static String sumsProblem(String text) {
        for (String part : text.split("\\|", -1)) {
            if (part.isEmpty()) return "expected sums joined by '|' such as 10|19, found " + Messages.quote(text) + " (a sum is missing)";
            int digits = part.charAt(0) == '-' ? 1 : 0;
            boolean number = part.length() > digits;
            for (int i = digits; i < part.length() && number; i++) number = part.charAt(i) >= '0' && part.charAt(i) <= '9';
            if (!number) {
                boolean op = part.length() > 1 && "+-*/x×÷−?".indexOf(part.charAt(part.length() - 1)) >= 0
                        && sumsProblem(part.substring(0, part.length() - 1)) == null;
                return op ? "a cage with several sums takes no operation, found " + Messages.quote(text)
                        : "expected sums joined by '|' such as 10|19, found " + Messages.quote(text);
            }
            if (part.length() - digits > 10 || Long.parseLong(part) > Integer.MAX_VALUE || Long.parseLong(part) < Integer.MIN_VALUE)
                return "a sum " + Messages.quote(part) + " is out of range (" + Integer.MIN_VALUE + " to " + Integer.MAX_VALUE + ")";
        }
        return null;
    }

    /** The sums of a target written {@code 10|19} that {@link #sumsProblem} finds well written. */
    static int[] sums(String text) {
        String[] parts = text.split("\\|");
        int[] out = new int[parts.length];
        for (int i = 0; i < parts.length; i++) out[i] = Integer.parseInt(parts[i]);
        return out;
    }

    /** The first sum written twice in {@code 10|19|10} (a slip: the cage would read as fewer sums), or null. */
    static String repeated(String text) {
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (String part : text.split("\\|")) if (!seen.add(String.valueOf(Long.parseLong(part)))) return part;
        return null;
    }

    /** A killer cage whose values add up to one of {@code sums}. */
    void multiCage(String label, int[] sums, Located at) throws FormatException {
        if (cageDefs.containsKey(label))
            throw at.error(source, "cage " + label + " is defined twice (first on line " + cageDefs.get(label).at().line() + ")");
        cageDefs.put(label, new CageDef(0, null, at, false, true, null, sums, 0));
    }

    /** A killer cage written {@code DR<root>} ({@code written}, where errors about it point). */
    void digitalRootCage(String label, Located written, Located at) throws FormatException {
        if (cageDefs.containsKey(label))
            throw at.error(source, "cage " + label + " is defined twice (first on line " + cageDefs.get(label).at().line() + ")");
        java.util.regex.Matcher m = DIGITAL_ROOT.matcher(written.text());
        if (!m.matches()) throw written.error(source, "expected a digital root like DR5, found '" + written.text() + "'");
        int root = Integer.parseInt(m.group(1));
        if (root < 1 || root > 9) throw written.error(source, "a digital root is 1 to 9, not " + root);
        cageDefs.put(label, new CageDef(0, null, at, false, true, written, null, root));
    }

    /** Cells not in any grid (Kakuro's white cells). */
    final java.util.Set<Cell> loose;
    String kind = "puzzle";
    /** The spec whose 'either' block this one is a branch of, or null for a puzzle's own. */
    final Spec parent;
    /** The spec of the whole puzzle: this one, or the one the block this spec reads is in. */
    private final Spec top;
    /**
     * Whether the puzzle names a rule that keeps cells beside the grid, and those cells for the grid and rules they
     * were listed for (stale once another such rule is named).
     */
    private boolean besideNamed, besideStale;
    private Grid besideGrid;
    private java.util.Set<Cell> besideCells = java.util.Set.of();
    /** How deep this branch lies in 'either' blocks (0: the puzzle itself). */
    final int depth;
    /** The 'either' blocks read so far: each branch a spec of its own, built on the puzzle's canvas. */
    final List<EitherBlock> eithers = new ArrayList<>();

    /** An 'either' block: where it was stated, and its branches' statements, read. */
    record EitherBlock(Located at, List<Spec> branches) {}

    Spec(String source, Located start, String name) {
        this.source = source;
        this.aspError = (at, message) -> new FormatException(source, at.line(), at.column(), message);
        this.start = start;
        this.name = name;
        this.grids = new ArrayList<>();
        this.loose = new java.util.TreeSet<>();
        this.parent = null;
        this.top = this;
        this.depth = 0;
    }

    /**
     * A branch of an 'either' block stated at {@code at}: it sees the puzzle's grids, cells and values (the same
     * lists, so a cell is on the canvas in a branch as outside it), and the automata and relations defined anywhere.
     */
    private Spec(Spec parent, Located at) {
        this.source = parent.source;
        this.aspError = parent.aspError;
        this.start = at;
        this.name = parent.name;
        this.grids = parent.grids;
        this.loose = parent.loose;
        this.values = parent.values;
        this.parent = parent;
        this.top = parent.top;
        this.depth = parent.depth + 1;
        this.kind = parent.kind;
    }

    Spec branch(Located at) {
        Spec b = new Spec(this, at);
        b.automata.putAll(automata);
        b.relations.putAll(relations);
        return b;
    }

    int canvasRows() {
        int r = 0;
        for (Grid g : grids) r = Math.max(r, g.top() + g.rows());
        for (Cell c : loose) r = Math.max(r, c.row() + 1);
        for (Cell c : besideCells()) r = Math.max(r, c.row() + 1);
        return r;
    }

    int canvasCols() {
        int c = 0;
        for (Grid g : grids) c = Math.max(c, g.left() + g.cols());
        for (Cell x : loose) c = Math.max(c, x.col() + 1);
        for (Cell x : besideCells()) c = Math.max(c, x.col() + 1);
        return c;
    }

    /**
     * The cells the puzzle's rules keep beside the grid (a chaos construction's regions, a doppelganger's missing
     * values), there once the rule is named though added when the puzzle is built: listed once for the puzzle's grid
     * and its rules, and kept by the top spec (which the blocks inside it share).
     */
    private java.util.Set<Cell> besideCells() {
        Spec t = top;
        if (!t.besideNamed || t.grids.size() != 1) return java.util.Set.of();
        Grid g = t.grids.get(0);
        if (t.besideGrid != g || t.besideStale) {
            t.besideGrid = g;
            t.besideStale = false;
            t.besideCells = new java.util.LinkedHashSet<>(org.cellwise.rules.BesideGrid.cells(t.grids, t.rules));
        }
        return t.besideCells;
    }

    boolean onCanvas(Cell c) {
        for (Grid g : grids) if (g.contains(c)) return true;
        return loose.contains(c) || besideCells().contains(c);
    }

    boolean hasCanvas() {
        return !grids.isEmpty() || !loose.isEmpty();
    }

    ValueRange effectiveValues() {
        if (values != null) return values;
        if (grids.isEmpty()) return loose.isEmpty() ? null : ValueRange.of(9);
        // the largest grid (its longer side), whatever the order of the grid statements
        int n = 0;
        for (Grid g : grids) n = Math.max(n, g.span());
        return ValueRange.of(n);
    }

    /** A given; a second, different value for the same cell is an error where it stands. */
    void given(Cell cell, int value, Located at) throws FormatException {
        Integer was = givens.put(cell, value);
        if (was != null && was != value) {
            givens.put(cell, was);
            throw at.error(source, cell + " is given " + value + " here but " + was + " before");
        }
    }

    void addRule(Rule r) {
        addRule(r, null);
    }

    /** A rule and the place it was stated (null: the puzzle's start). */
    void addRule(Rule r, Located at) {
        if (!rules.contains(r)) {
            rules.add(r);
            if (this == top && r instanceof org.cellwise.rules.BesideGrid) besideNamed = besideStale = true;
            if (at != null) origins.put(r, at);
        }
    }

    void cage(String label, long target, Arithmetic.Op op, Located at) throws FormatException {
        cage(label, target, op, at, false, false);
    }

    void cage(String label, long target, Arithmetic.Op op, Located at, boolean plain, boolean distinct)
            throws FormatException {
        cage(label, target, op, at, plain, distinct, null);
    }

    /** {@code written}: the target as written ({@code 6x}), where an error about its operation points. */
    void cage(String label, long target, Arithmetic.Op op, Located at, boolean plain, boolean distinct, Located written)
            throws FormatException {
        if (cageDefs.containsKey(label))
            throw at.error(source, "cage " + label + " is defined twice (first on line " + cageDefs.get(label).at().line() + ")");
        if (target > Integer.MAX_VALUE || target < Integer.MIN_VALUE)
            throw at.error(source, "target " + target + " is out of range (at most " + Integer.MAX_VALUE + ")");
        cageDefs.put(label, new CageDef(target, op, at, plain, distinct, written, null, 0));
    }

    Puzzle build() throws FormatException {
        if (!hasCanvas())
            throw start.error(source, "expected a 'size N', 'grid' or 'kakuro' statement before the end of the puzzle");
        Puzzle.Builder b = Puzzle.builder().name(name).kind(kind).values(effectiveValues());
        List<org.cellwise.rules.BesideGrid> beside = new ArrayList<>();
        for (Rule r : rules) if (r instanceof org.cellwise.rules.BesideGrid x) beside.add(x);
        for (org.cellwise.rules.BesideGrid r : beside) {
            // the rule's unknowns are held in cells beside the grid: the rule brings them, the file does not list them
            Located at = origins.getOrDefault(r, start);
            try {
                Grid g = org.cellwise.rules.BesideGrid.grid(r.keyword(), grids);
                r.fits(g, effectiveValues());
                for (Cell c : r.besideCells(g)) {
                    if (grids.stream().anyMatch(x -> x.contains(c)))
                        throw new IllegalArgumentException(r.keyword() + " keeps " + r.keeps() + " beside the grid, and " + c + " is a grid's cell");
                    if (!loose.contains(c)) loose.add(c);
                }
            } catch (IllegalArgumentException ex) {
                throw at.error(source, ex.getMessage());
            }
        }
        for (Grid g : grids) b.grid(g);
        for (Cell c : loose) b.cell(c);
        org.cellwise.model.Canvas canvas;
        try {
            canvas = org.cellwise.puzzle.Compiler.canvas(grids, loose, effectiveValues());
        } catch (IllegalArgumentException ex) {
            throw start.error(source, ex.getMessage());
        }
        List<Rule> all = rulesOn(canvas);
        for (org.cellwise.rules.BesideGrid r : beside) refuseReaching(canvas, all, r);
        for (Rule r : all)
            if (r instanceof org.cellwise.rules.SameValueHouses && all.stream().anyMatch(x -> x instanceof org.cellwise.rules.Regions))
                // its houses are the grid's rows, columns and boxes: a region of the puzzle's would be left out
                throw origins.getOrDefault(r, start).error(source, "'same-value-houses' speaks of rows, columns and boxes, and this puzzle has regions of its own");
        b.rules(all);
        Puzzle p;
        try {
            p = b.build();
        } catch (IllegalArgumentException ex) {
            throw start.error(source, ex.getMessage());
        }
        if (author.isEmpty() && rulesText.isEmpty() && drawings.isEmpty()) return p;
        String text = String.join("\n", rulesText);
        return p.withMetadata(new org.cellwise.puzzle.Metadata(author, text, drawings, Drawings.warnings(drawings, text, p.rules())));
    }

    /**
     * Every rule read, checked on the canvas: those stated, regions, cages, givens, clues, rules in clingo's notation,
     * then the 'either' blocks (each branch's rules read the same way).
     */
    List<Rule> rulesOn(org.cellwise.model.Canvas canvas) throws FormatException {
        List<Rule> b = new ArrayList<>();
        // every rule is checked against the canvas here, before the puzzle is built, so that an error names the
        // line and column where its rule was stated rather than the puzzle's first line
        for (Rule r : rules) check(r, canvas, origins.get(r));
        b.addAll(rules);
        if (!regions.isEmpty()) {
            // two regions sharing a cell would ask it to hold two sets of values: no solution, and no word why
            Map<Cell, String> regionOf = new java.util.HashMap<>();
            for (Map.Entry<String, List<Cell>> e : regions.entrySet())
                for (Cell c : e.getValue()) {
                    String before = regionOf.putIfAbsent(c, e.getKey());
                    if (before != null && !before.equals(e.getKey()))
                        throw regionsAt.error(source, c + " is in region " + before + " and in region " + e.getKey()
                                + ": irregular regions do not overlap");
                }
            b.add(checked(new Regions(regions), canvas, regionsAt));
        }
        for (Map.Entry<String, List<Cell>> e : cageCells.entrySet()) {
            CageDef d = cageDefs.get(e.getKey());
            if (d == null)
                throw cageFirstSeen.get(e.getKey()).error(source,
                        "cage " + e.getKey() + " has cells but no 'cage " + e.getKey() + " TARGET' line");
            if (kind.equals("killer") && d.op() != null && d.op() != Arithmetic.Op.ADD) {
                // a killer's cages add up: a typed 6x would silently turn one into a KenKen product
                Located w = d.written() != null ? d.written() : d.at();
                String typed = d.written() != null ? w.text() : d.target() + String.valueOf(d.op().symbol);
                int opAt = typed.length() - 1;
                throw new FormatException(source, w.line(), d.written() != null ? w.col() + opAt : w.col(),
                        CageLabelFormat.killerOp(typed, typed.substring(0, opAt), typed.substring(opAt)));
            }
            int[] sums = d.root() > 0 ? digitalRootSums(d, e.getValue().size()) : d.sums();
            Rule cage;
            try {
                cage = sums != null ? several(e.getKey(), e.getValue(), sums)
                        : d.plain() ? new SumGroup(e.getKey(), e.getValue(), (int) d.target(), d.distinct())
                        : d.op() == null ? new KillerCage(e.getKey(), e.getValue(), (int) d.target())
                        : new ArithmeticCage(e.getKey(), e.getValue(), d.op(), (int) d.target());
            } catch (IllegalArgumentException ex) {
                throw d.at().error(source, ex.getMessage());
            }
            b.add(checked(cage, canvas, d.at()));
        }
        for (Map.Entry<String, CageDef> e : cageDefs.entrySet())
            if (!cageCells.containsKey(e.getKey()))
                throw e.getValue().at().error(source, "cage " + e.getKey() + " has no cells in the cage map");
        if (!givens.isEmpty()) b.add(new Givens(givens));
        List<org.cellwise.rules.Clue> built;
        try {
            built = clues.build();
        } catch (IllegalArgumentException ex) {
            throw start.error(source, ex.getMessage());
        }
        for (org.cellwise.rules.Clue c : built) b.add(checked(c, canvas, clues.origin(c) instanceof Located l ? l : null));
        for (org.cellwise.rules.AspRule r : AspStatements.rules(this)) b.add(checked(r, canvas, null));
        for (EitherBlock e : eithers) {
            List<List<Rule>> branches = new ArrayList<>();
            for (Spec branch : e.branches()) branches.add(branch.rulesOn(canvas));
            org.cellwise.rules.Either either;
            try {
                either = new org.cellwise.rules.Either(branches);
            } catch (IllegalArgumentException ex) {
                throw e.at().error(source, ex.getMessage());
            }
            b.add(checked(either, canvas, e.at()));
        }
        return b;
    }

    /**
     * A cage of several sums, or the killer cage it is when one sum is left (DR1 on two cells of 1..9 is 10): one rule
     * written one way, as the page's cage tool makes it, so every format reads it back as what it is.
     */
    static Rule several(String label, List<Cell> cells, int[] sums) {
        return sums.length == 1 ? new KillerCage(label, cells, sums[0]) : new MultiSumCage(label, cells, sums);
    }

    /**
     * The sums a {@code DR<root>} cage of {@code cells} cells stands for on this puzzle's values, exactly as an
     * f-puzzles cage of that value is read; an error at the written root when the values are not 1..N or the cage
     * has more cells than values. A root no sum of its cells has is a cage no values fill
     * (MultiSumCage.digitalRootSums): the puzzle has no solution.
     */
    private int[] digitalRootSums(CageDef d, int cells) throws FormatException {
        ValueRange v = effectiveValues();
        if (v.min() != 1) throw d.written().error(source, "a digital-root cage needs values 1..N, not " + v);
        if (cells > v.max()) throw d.written().error(source, digitalRootTooWide(cells, v.max()));
        return MultiSumCage.digitalRootSums(d.root(), cells, v.max());
    }

    /**
     * A rule between every two cells some steps apart (anti-king, anti-knight, taxicab, a dot rule's "no dot", a rule
     * in clingo's notation) would reach the cells a rule keeps beside the grid (a chaos construction's region and step
     * cells, a doppelganger's missing values) and judge them as values: such a puzzle is refused at that rule's word.
     */
    private void refuseReaching(org.cellwise.model.Canvas canvas, List<Rule> all, org.cellwise.rules.BesideGrid beside) throws FormatException {
        Grid g = org.cellwise.rules.BesideGrid.grid(beside.keyword(), grids);
        java.util.Set<Integer> hidden = new java.util.HashSet<>();
        for (Cell c : beside.besideCells(g)) hidden.add(canvas.require(c));
        for (Rule r : all) {
            boolean wide = org.cellwise.rules.RuleCatalog.isFlag(r) && !(r instanceof org.cellwise.rules.BesideGrid)
                    || r instanceof org.cellwise.rules.AspRule || r instanceof org.cellwise.rules.Taxicab
                    || r instanceof org.cellwise.rules.Chess || r instanceof org.cellwise.rules.Knightmare
                    || r instanceof org.cellwise.rules.Kropki || r instanceof org.cellwise.rules.XV
                    || r instanceof org.cellwise.rules.DiagonalKropki || r instanceof org.cellwise.rules.DiagonalXV;
            if (!wide) continue;
            for (org.cellwise.constraint.Constraint c : r.expand(canvas))
                for (int cell : c.cells())
                    if (hidden.contains(cell))
                        throw origins.getOrDefault(r, start).error(source, "'" + r.keyword() + "' would reach " + canvas.name(cell)
                                + ", a cell beside the grid where " + beside.keyword() + " keeps " + beside.keeps() + ": the two cannot share a puzzle");
        }
    }

    private <R extends Rule> R checked(R r, org.cellwise.model.Canvas canvas, Located at) throws FormatException {
        check(r, canvas, at);
        return r;
    }

    /**
     * Expands a rule on the canvas, and unrolls its lines, as the engine will: what does not fit (a cell off the
     * canvas, an outside clue not beside the grid, a line too long to unroll) is an error at the rule's place.
     */
    private void check(Rule r, org.cellwise.model.Canvas canvas, Located at) throws FormatException {
        try {
            Checks.fits(r, canvas);
        } catch (org.cellwise.asp.AspException ex) { // a rule in clingo's notation names its own place
            throw AspStatements.located(this, ex);
        } catch (IllegalArgumentException ex) {
            throw (at == null ? start : at).error(source, ex.getMessage());
        }
    }
}
