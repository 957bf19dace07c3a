package org.cellwise.puzzle;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;
import org.cellwise.constraint.Constraint;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.model.ValueRange;
import org.cellwise.rules.Rule;

/**
 * A puzzle: a name, the family it was read as, a {@link Canvas} and rules. Immutable; its rules are expanded by
 * the {@link Compiler} when it is built, once, and everything downstream (engine, checker, exporters) reads that.
 */
public final class Puzzle {
    private final String name;
    private final String kind;
    private final Canvas canvas;
    private final List<Rule> rules;
    private final Compiled compiled;
    private final Origin origin;
    private final Metadata metadata;

    /** Where a puzzle was read: the source and the line and column it starts at (for messages about it as a whole). */
    public record Origin(String source, int line, int column) {
        @Override
        public String toString() {
            return source + ":" + line + ":" + column;
        }
    }

    private Puzzle(String name, String kind, Canvas canvas, List<Rule> rules, Origin origin, Metadata metadata) {
        this.name = name;
        this.kind = kind;
        this.canvas = canvas;
        this.rules = List.copyOf(org.cellwise.rules.Regions.withDisjointGroups(rules, canvas));
        this.compiled = Compiler.compile(canvas, this.rules);
        this.origin = origin;
        this.metadata = metadata;
    }

    private Puzzle(Puzzle p, String name, Origin origin, Metadata metadata) {
        this.name = name;
        this.kind = p.kind;
        this.canvas = p.canvas;
        this.rules = p.rules;
        this.compiled = p.compiled;
        this.origin = origin;
        this.metadata = metadata;
    }

    public static Builder builder() {
        return new Builder();
    }

    public String name() {
        return name;
    }

    /** The title to show: the puzzle's name (the title its source gave, else the file's name). */
    public String title() {
        return name;
    }

    /** Who set the puzzle, or "" when the source does not say. */
    public String author() {
        return metadata.author();
    }

    /** The setter's rules text, or "" (words for people: Cellwise solves by the rules, not by this text). */
    public String rulesText() {
        return metadata.rulesText();
    }

    /** Author, rules text and the drawings without a rule, as read. */
    public Metadata metadata() {
        return metadata;
    }

    /** What the reader could not give a meaning (drawings), for every answer to repeat; empty for most puzzles. */
    public List<String> warnings() {
        return metadata.warnings();
    }

    /** The family it was read as ({@code sudoku}, {@code kenken}, {@code header}...), so writers can answer in kind. */
    public String kind() {
        return kind;
    }

    public Canvas canvas() {
        return canvas;
    }

    public ValueRange values() {
        return canvas.values();
    }

    public List<Grid> grids() {
        return canvas.grids();
    }

    /** Cells in row-major canvas order; a cell's position in this list is its index everywhere else. */
    public List<Cell> cells() {
        return canvas.cells();
    }

    public int size() {
        return canvas.size();
    }

    public int rows() {
        return canvas.rows();
    }

    public int cols() {
        return canvas.cols();
    }

    public List<Rule> rules() {
        return rules;
    }

    /** The cell index at a canvas position, or -1 where the canvas has no cell. */
    public int indexOf(int row, int col) {
        return canvas.indexOf(row, col);
    }

    public int indexOf(Cell c) {
        return canvas.indexOf(c);
    }

    public int[] indexesOf(Collection<Cell> cs) {
        return canvas.indexesOf(cs);
    }

    public Compiled compiled() {
        return compiled;
    }

    /** Every rule expanded: the structure's constraints, then the givens. */
    public List<Constraint> constraints() {
        return compiled.constraints();
    }

    /** A copy with other rules (same canvas and values). */
    public Puzzle withRules(List<Rule> newRules) {
        return new Puzzle(name, kind, canvas, newRules, origin, metadata);
    }

    public Puzzle withName(String newName) {
        return new Puzzle(this, newName, origin, metadata);
    }

    public Puzzle withMetadata(Metadata m) {
        return new Puzzle(this, name, origin, m);
    }

    /** Where it was read, or null for a puzzle made by a program. */
    public Origin origin() {
        return origin;
    }

    /** The same puzzle, read at this place. */
    public Puzzle at(Origin where) {
        return new Puzzle(this, name, where, metadata);
    }

    @Override
    public String toString() {
        return "Puzzle[" + name + ", " + size() + " cells, values " + values() + ", " + rules.size() + " rules]";
    }

    public static final class Builder {
        private String name = "puzzle";
        private String kind = "puzzle";
        private ValueRange values;
        private final List<Grid> grids = new ArrayList<>();
        private final TreeSet<Cell> loose = new TreeSet<>();
        private final List<Rule> rules = new ArrayList<>();
        private Metadata metadata = Metadata.NONE;

        public Builder name(String n) {
            this.name = n;
            return this;
        }

        public Builder kind(String k) {
            this.kind = k;
            return this;
        }

        public Builder metadata(Metadata m) {
            this.metadata = m;
            return this;
        }

        public Builder values(ValueRange v) {
            this.values = v;
            return this;
        }

        public Builder grid(Grid g) {
            grids.add(g);
            return this;
        }

        public Builder cell(Cell c) {
            loose.add(c);
            return this;
        }

        public Builder rule(Rule r) {
            rules.add(r);
            return this;
        }

        public Builder rules(Collection<? extends Rule> rs) {
            rules.addAll(rs);
            return this;
        }

        public List<Grid> grids() {
            return grids;
        }

        public ValueRange valuesOrNull() {
            return values;
        }

        /**
         * The puzzle, with its rules expanded. Without a value range, the values are 1..N for the largest grid.
         * Throws {@link IllegalArgumentException} when a rule does not fit the canvas.
         */
        public Puzzle build() {
            if (grids.isEmpty() && loose.isEmpty()) throw new IllegalArgumentException("the puzzle has no cells");
            ValueRange v = values;
            if (v == null) {
                if (grids.isEmpty()) throw new IllegalArgumentException("the puzzle has no grid and no value range");
                int n = 0;
                for (Grid g : grids) n = Math.max(n, g.span());
                v = ValueRange.of(n);
            }
            return new Puzzle(name, kind, Compiler.canvas(grids, loose, v), rules, null, metadata);
        }
    }
}
