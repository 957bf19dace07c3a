package org.cellwise.format;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.cellwise.constraint.Arithmetic;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.rules.ArithmeticCage;
import org.cellwise.rules.Givens;
import org.cellwise.rules.GreaterThan;
import org.cellwise.rules.Heading;
import org.cellwise.rules.KillerCage;
import org.cellwise.rules.LabelledGiven;
import org.cellwise.rules.Regions;
import org.cellwise.rules.Rule;
import org.cellwise.rules.SumGroup;

/**
 * Writes any puzzle in the Cellwise text format, so that reading it back gives the same canvas, the same rules
 * (labels included) and so the same answers. Maps are drawn where they can be (givens always; regions and cages
 * when their labels are single words and they do not overlap), statements elsewhere.
 */
public final class CellwiseWriter {
    private CellwiseWriter() {}

    /** A cage or sum group: its statement keyword, label, cells and target as written. */
    private record Group(String keyword, String label, List<Cell> cells, String target) {}

    /** The statements of rules, grouped by kind in a fixed order, so writing what was read gives the same text. */
    private static final class Sections implements Rule.Cases<Void> {
        final List<String> flags = new ArrayList<>();
        final Map<String, List<Cell>> regions = new LinkedHashMap<>();
        final List<Group> cages = new ArrayList<>(); // killer and KenKen cages and sum groups, in order
        final List<String> statements = new ArrayList<>();
        final List<String> clues = new ArrayList<>(); // sorted when written: reading merges dots and marks into one clue
        final Definitions definitions; // what clues name, each once, first (a branch's too, at the top)
        final TreeMap<Cell, Integer> givens = new TreeMap<>();
        /** The 'either' blocks, each written whole (its lines indented by branch). */
        final List<String> eithers = new ArrayList<>();
        /** The puzzle's values, on which a cage's sums are or are not a digital-root set. */
        final org.cellwise.model.ValueRange values;

        Sections(org.cellwise.model.ValueRange values) {
            this(values, new Definitions());
        }

        private Sections(org.cellwise.model.ValueRange values, Definitions definitions) {
            this.values = values;
            this.definitions = definitions;
        }

        @Override
        public Void either(org.cellwise.rules.Either e) {
            StringBuilder sb = new StringBuilder("either\n");
            for (int b = 0; b < e.branches().size(); b++) {
                if (b > 0) sb.append("or\n");
                Sections branch = new Sections(values, definitions);
                for (Rule r : new java.util.LinkedHashSet<>(e.branches().get(b))) r.accept(branch);
                for (String line : branch.lines()) sb.append("  ").append(line).append('\n');
            }
            eithers.add(sb.append("end").toString());
            return null;
        }

        /** A branch's statements, one a line, none of them a map (a branch has no map of its own). */
        List<String> lines() {
            if (!aspRules.isEmpty()) throw new IllegalArgumentException("a rule in clingo's notation cannot stand inside 'either'");
            List<String> out = new ArrayList<>();
            if (!flags.isEmpty()) out.add("rules " + String.join(" ", flags));
            regions.forEach((label, cells) -> out.add("region " + label(label) + " " + cells(cells)));
            for (Group g : cages) out.add(g.keyword() + " " + label(g.label()) + " " + g.target() + " " + cells(g.cells()));
            out.addAll(statements);
            clues.stream().sorted().forEach(out::add);
            givens.forEach((cell, v) -> out.add(cell + " = " + v));
            for (String block : eithers) for (String line : block.split("\n")) out.add(line);
            return out;
        }

        @Override
        public Void flag(Rule rule) {
            if (!flags.contains(rule.keyword())) flags.add(rule.keyword());
            return null;
        }

        @Override
        public Void givens(Givens g) {
            g.values().forEach((cell, v) -> {
                Integer was = givens.put(cell, v);
                if (was != null && !was.equals(v))
                    throw new IllegalArgumentException("givens disagree at " + cell + ": " + was + " and " + v);
            });
            return null;
        }

        @Override
        public Void labelledGiven(LabelledGiven g) {
            statements.add("given " + label(g.label()) + " " + g.cell() + " " + g.value());
            return null;
        }

        @Override
        public Void killerCage(KillerCage c) {
            cages.add(new Group("cage", c.label(), c.cells(), String.valueOf(c.sum())));
            return null;
        }

        @Override
        public Void multiSumCage(org.cellwise.rules.MultiSumCage c) {
            // sums that are exactly a digital-root set as DR<n>: what the setter drew, and reads back as the same
            // sums on the same values
            cages.add(new Group("cage", c.label(), c.cells(), c.drawn(values.min(), values.max())));
            return null;
        }

        @Override
        public Void arithmeticCage(ArithmeticCage c) {
            cages.add(new Group("cage", c.label(), c.cells(),
                    c.target() + String.valueOf(c.op() == Arithmetic.Op.ANY ? '?' : c.op().symbol)));
            return null;
        }

        @Override
        public Void sumGroup(SumGroup g) {
            cages.add(new Group("sum", g.label(), g.cells(), g.sum() + (g.distinct() ? " distinct" : "")));
            return null;
        }

        @Override
        public Void heading(Heading h) {
            statements.add("heading " + label(h.label()) + " " + h.target() + " " + cells(h.cells()));
            return null;
        }

        @Override
        public Void greaterThan(GreaterThan g) {
            statements.add(g.greater() + " > " + g.smaller());
            return null;
        }

        @Override
        public Void regions(Regions r) {
            if (r.disjoint() && !flags.contains("offset")) flags.add("offset");
            r.regions().forEach((label, cells) -> {
                if (regions.containsKey(label)) throw new IllegalArgumentException("region " + label + " is defined twice");
                regions.put(label, cells);
            });
            return null;
        }

        /** Rules in clingo's notation, as written, and the facts they use, each once. */
        final List<String> aspRules = new ArrayList<>();
        final java.util.LinkedHashSet<String> aspFacts = new java.util.LinkedHashSet<>();

        @Override
        public Void clue(org.cellwise.rules.Clue c) {
            if (c instanceof org.cellwise.rules.AspRule r) {
                r.facts().forEach(f -> aspFacts.add(f.text()));
                aspRules.add(r.text());
                return null;
            }
            if (!c.statement().isBlank()) clues.add(c.statement()); // a dot clue with no dots says nothing
            definitions.add(c);
            return null;
        }

        @Override
        public Void custom(Rule rule) {
            throw new IllegalArgumentException("rule '" + rule.keyword() + "' has no notation in the Cellwise format");
        }
    }

    /**
     * An 'either' block as the text format writes it, {@code either} to {@code end}; the definitions its clues name
     * are the caller's to write (the JSON writer lists its clues' definitions with the rest).
     */
    static String either(org.cellwise.rules.Either e, org.cellwise.model.ValueRange values) {
        Sections s = new Sections(values);
        s.either(e);
        return s.eithers.get(0);
    }

    /**
     * The puzzle as a {@code #puzzle} block. Throws {@link IllegalArgumentException} for what the format cannot
     * hold: a rule defined outside Cellwise, or a label holding a double quote.
     */
    public static String write(Puzzle p) {
        Sections s = new Sections(p.values());
        // a rule stated twice is written once: it means what it means once
        for (Rule r : new java.util.LinkedHashSet<>(p.rules())) r.accept(s);
        Canvas canvas = p.canvas();
        StringBuilder sb = new StringBuilder("#puzzle\n");
        sb.append("name ").append(p.name().strip().isEmpty() ? "puzzle" : p.name().replace('\n', ' ').strip()).append('\n');
        if (!p.author().isEmpty()) sb.append("author ").append(p.author().replace('\n', ' ')).append('\n');
        if (!p.kind().equals("puzzle")) sb.append("kind ").append(p.kind()).append('\n');
        List<Grid> grids = canvas.grids();
        if (grids.size() == 1 && grids.get(0).name().equals("main") && grids.get(0).top() == 0 && grids.get(0).left() == 0) {
            Grid g = grids.get(0);
            sb.append("size ").append(g.dims()).append(" boxes ").append(box(g)).append('\n');
        } else {
            for (Grid g : grids)
                sb.append("grid ").append(g.name()).append(" at ").append(g.top() + 1).append(',').append(g.left() + 1)
                        .append(" size ").append(g.dims()).append(" boxes ").append(box(g)).append('\n');
        }
        List<org.cellwise.model.Cell> loose = org.cellwise.rules.BesideGrid.listedLoose(canvas, p.rules());
        if (!loose.isEmpty()) sb.append("cells ").append(cells(loose)).append('\n');
        sb.append("values ").append(canvas.values()).append('\n');
        if (!s.flags.isEmpty()) sb.append("rules ").append(String.join(" ", s.flags)).append('\n');
        writeRegions(sb, canvas, s.regions);
        writeCages(sb, canvas, s.cages);
        for (String st : s.statements) sb.append(st).append('\n');
        for (String d : s.definitions.statements()) sb.append(d).append('\n');
        s.clues.stream().sorted().forEach(st -> sb.append(st).append('\n'));
        for (String f : s.aspFacts) sb.append(f).append('\n');
        for (String r : s.aspRules) sb.append(r).append('\n');
        for (String e : s.eithers) sb.append(e).append('\n');
        for (org.cellwise.puzzle.Metadata.Drawing d : p.metadata().drawings())
            sb.append("drawn ").append(d.element()).append(' ').append(d.json()).append('\n');
        if (!p.rulesText().isEmpty())
            for (String line : p.rulesText().split("\r?\n", -1)) sb.append(("rules-text " + line).strip()).append('\n');
        if (!s.givens.isEmpty()) {
            sb.append("givens\n");
            appendMap(sb, canvas, cell -> {
                Integer v = s.givens.get(cell);
                return v == null ? "." : String.valueOf(v);
            });
        }
        return sb.toString();
    }

    private static String box(Grid g) {
        return g.hasBoxes() ? g.boxRows() + "x" + g.boxCols() : "none";
    }

    /**
     * A word the reader takes as a label as it stands, else the label in quotes, which hold anything but a double
     * quote and a line break ("x<y", "a #1", "10 cage").
     */
    static String label(String label) {
        if (word(label, true)) return label;
        if (label.contains("\"") || label.contains("\n") || label.contains("\r"))
            throw new IllegalArgumentException("label '" + label + "' cannot be written in the Cellwise format (a label in quotes"
                    + " holds anything but a double quote and a line break)");
        return "\"" + label + "\"";
    }

    /**
     * A letter, then letters, digits (of any script, as a regular expression's \\p{L} and \\p{N}), underscores and,
     * when {@code dash}, dashes: checked by hand, as the browser build's regular expressions have no \\p{N}.
     */
    static boolean word(String s, boolean dash) {
        if (s.isEmpty() || !Character.isLetter(s.codePointAt(0))) return false;
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            int type = Character.getType(c);
            boolean number = type == Character.DECIMAL_DIGIT_NUMBER || type == Character.LETTER_NUMBER || type == Character.OTHER_NUMBER;
            if (!(Character.isLetter(c) || number || c == '_' || (dash && c == '-'))) return false;
            i += Character.charCount(c);
        }
        return true;
    }

    private static String cells(List<Cell> cells) {
        StringBuilder sb = new StringBuilder();
        for (Cell c : cells) sb.append(sb.length() == 0 ? "" : " ").append(c);
        return sb.toString();
    }

    /** Whether labelled groups can be drawn as a letter map: single-word labels, no cell in two groups. */
    private static boolean mappable(Canvas canvas, Map<String, List<Cell>> groups) {
        if (groups.isEmpty()) return false;
        boolean[] seen = new boolean[canvas.size()];
        for (Map.Entry<String, List<Cell>> e : groups.entrySet()) {
            if (!word(e.getKey(), false)) return false;
            for (Cell c : e.getValue()) {
                int i = canvas.indexOf(c);
                if (seen[i]) return false;
                seen[i] = true;
            }
        }
        return true;
    }

    private static void writeRegions(StringBuilder sb, Canvas canvas, Map<String, List<Cell>> regions) {
        if (regions.isEmpty()) return;
        if (mappable(canvas, regions)) {
            sb.append("regions\n");
            appendMap(sb, canvas, labelOf(regions));
            return;
        }
        regions.forEach((label, cells) -> sb.append("region ").append(label(label)).append(' ').append(cells(cells)).append('\n'));
    }

    private static void writeCages(StringBuilder sb, Canvas canvas, List<Group> cages) {
        if (cages.isEmpty()) return;
        Map<String, List<Cell>> byLabel = new LinkedHashMap<>();
        for (Group g : cages)
            if (byLabel.put(g.label(), g.cells()) != null)
                throw new IllegalArgumentException("two cages or sums are labelled '" + g.label() + "'");
        boolean map = mappable(canvas, byLabel);
        List<Group> order = new ArrayList<>(cages);
        if (map) {
            sb.append("cages\n");
            appendMap(sb, canvas, labelOf(byLabel));
            // the reader meets a map's labels row by row: the same order for the target lines
            order.sort(java.util.Comparator.comparing(g -> java.util.Collections.min(g.cells())));
        }
        for (Group g : order) {
            sb.append(g.keyword()).append(' ').append(label(g.label())).append(' ').append(g.target());
            if (!map) sb.append(' ').append(cells(g.cells()));
            sb.append('\n');
        }
    }

    private static java.util.function.Function<Cell, String> labelOf(Map<String, List<Cell>> groups) {
        Map<Cell, String> at = new java.util.HashMap<>();
        groups.forEach((label, cells) -> cells.forEach(c -> at.put(c, label)));
        return c -> at.getOrDefault(c, ".");
    }

    /** One line per canvas row, tokens aligned; '-' where the canvas has no cell. */
    private static void appendMap(StringBuilder sb, Canvas canvas, java.util.function.Function<Cell, String> token) {
        int width = 1;
        String[][] t = new String[canvas.rows()][canvas.cols()];
        for (int r = 0; r < canvas.rows(); r++)
            for (int c = 0; c < canvas.cols(); c++) {
                t[r][c] = canvas.indexOf(r, c) < 0 ? MapRows.HOLE : token.apply(new Cell(r, c));
                width = Math.max(width, t[r][c].length());
            }
        for (String[] row : t) {
            StringBuilder line = new StringBuilder();
            for (String tok : row) {
                if (line.length() > 0) line.append(' ');
                line.append(tok);
                line.append(" ".repeat(width - tok.length()));
            }
            // one column of long tokens would read as one character a cell: a comma marks it spaced
            if (row.length == 1 && width > 1) line.append(',');
            sb.append(line.toString().stripTrailing()).append('\n');
        }
    }
}
