package org.cellwise.model;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.TreeSet;
import org.cellwise.constraint.Constraint;
import org.cellwise.rules.Rule;

/**
 * A puzzle: cells on a canvas (the union of its grids plus any loose cells), the values they take, and rules.
 * Immutable; rules are expanded into constraints once, on first use.
 */
public final class Puzzle {
    private final String name;
    private final String kind;
    private final ValueRange values;
    private final List<Grid> grids;
    private final List<Cell> cells;
    private final int rows, cols;
    private final int[] index; // canvas position -> cell index, -1 for no cell
    private final Layout layout;
    private final List<Rule> rules;
    private List<Constraint> constraints;

    private Puzzle(String name, String kind, ValueRange values, List<Grid> grids, Layout layout, List<Rule> rules) {
        this.name = name;
        this.kind = kind;
        this.values = values;
        this.grids = List.copyOf(grids);
        this.rules = List.copyOf(rules);
        this.layout = layout;
        this.cells = layout.cells;
        this.rows = layout.rows;
        this.cols = layout.cols;
        this.index = layout.index;
    }

    /**
     * The cells of a canvas and where they sit. Puzzles read from one file usually share their canvas, so layouts
     * are interned: building the thousandth Sudoku of a file sorts no cells.
     */
    private static final class Layout {
        final List<Cell> cells;
        final int rows, cols;
        final int[] index; // canvas position -> cell index, -1 for no cell

        Layout(Collection<Cell> cellSet) {
            this.cells = List.copyOf(new TreeSet<>(cellSet));
            int maxR = 0, maxC = 0;
            for (Cell c : cells) {
                maxR = Math.max(maxR, c.row() + 1);
                maxC = Math.max(maxC, c.col() + 1);
            }
            this.rows = maxR;
            this.cols = maxC;
            this.index = new int[rows * cols];
            java.util.Arrays.fill(index, -1);
            for (int i = 0; i < cells.size(); i++) index[cells.get(i).row() * cols + cells.get(i).col()] = i;
        }
    }

    /** Bounded caches (cleared when full), so memory stays flat however many puzzles go through. */
    private static final int CACHE_LIMIT = 512;
    private static final Map<List<Object>, Layout> LAYOUTS = new ConcurrentHashMap<>();
    private static final Map<List<Object>, List<Constraint>> EXPANSIONS = new ConcurrentHashMap<>();

    private static <V> V interned(Map<List<Object>, V> cache, List<Object> key, java.util.function.Supplier<V> make) {
        V v = cache.get(key);
        if (v == null) {
            v = make.get();
            if (cache.size() >= CACHE_LIMIT) cache.clear();
            cache.put(key, v);
        }
        return v;
    }

    private static Layout layout(List<Grid> grids, Collection<Cell> loose) {
        return interned(LAYOUTS, List.of(List.copyOf(grids), List.copyOf(loose)), () -> {
            java.util.Set<Cell> all = new TreeSet<>(loose);
            for (Grid g : grids) all.addAll(g.cells());
            return new Layout(all);
        });
    }

    /**
     * An object equal (and usually identical) for puzzles with the same canvas and values: the part of a
     * compiled model's cache key that does not come from the rules.
     */
    public Object canvasKey() {
        return List.of(layout, values);
    }

    public static Builder builder() {
        return new Builder();
    }

    public String name() {
        return name;
    }

    /** The family it was read as ({@code sudoku}, {@code kenken}, {@code header}...), so writers can answer in kind. */
    public String kind() {
        return kind;
    }

    public ValueRange values() {
        return values;
    }

    public List<Grid> grids() {
        return grids;
    }

    /** Cells in row-major canvas order; a cell's position in this list is its index everywhere else. */
    public List<Cell> cells() {
        return cells;
    }

    public int size() {
        return cells.size();
    }

    public int rows() {
        return rows;
    }

    public int cols() {
        return cols;
    }

    public List<Rule> rules() {
        return rules;
    }

    /** The cell index at a canvas position, or -1 where the canvas has no cell. */
    public int indexOf(int row, int col) {
        if (row < 0 || col < 0 || row >= rows || col >= cols) return -1;
        return index[row * cols + col];
    }

    public int indexOf(Cell c) {
        return indexOf(c.row(), c.col());
    }

    public int[] indexesOf(Collection<Cell> cs) {
        int[] out = new int[cs.size()];
        int i = 0;
        for (Cell c : cs) {
            int k = indexOf(c);
            if (k < 0) throw new IllegalArgumentException("cell " + c + " is not on the canvas");
            out[i++] = k;
        }
        return out;
    }

    /** Every rule expanded, in rule order. */
    public synchronized List<Constraint> constraints() {
        if (constraints == null) {
            List<Constraint> out = new ArrayList<>();
            for (Rule r : rules) {
                if (!r.canvasOnly()) {
                    out.addAll(r.expand(this));
                    continue;
                }
                out.addAll(interned(EXPANSIONS, List.of(layout, values, r), () -> List.copyOf(r.expand(this))));
            }
            constraints = Collections.unmodifiableList(out);
        }
        return constraints;
    }

    /** A copy with other rules (same canvas and values). */
    public Puzzle withRules(List<Rule> newRules) {
        return new Puzzle(name, kind, values, grids, layout, newRules);
    }

    public Puzzle withName(String newName) {
        return new Puzzle(newName, kind, values, grids, layout, rules);
    }

    @Override
    public String toString() {
        return "Puzzle[" + name + ", " + cells.size() + " cells, values " + values + ", " + rules.size() + " rules]";
    }

    public static final class Builder {
        private String name = "puzzle";
        private String kind = "puzzle";
        private ValueRange values;
        private final List<Grid> grids = new ArrayList<>();
        private final TreeSet<Cell> loose = new TreeSet<>();
        private final List<Rule> rules = new ArrayList<>();

        public Builder name(String n) {
            this.name = n;
            return this;
        }

        public Builder kind(String k) {
            this.kind = k;
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

        public Puzzle build() {
            if (grids.isEmpty() && loose.isEmpty()) throw new IllegalArgumentException("the puzzle has no cells");
            for (Cell c : loose)
                if (c.row() < 0 || c.col() < 0) throw new IllegalArgumentException("cell " + c + " is off the canvas");
            ValueRange v = values;
            if (v == null) {
                if (grids.isEmpty()) throw new IllegalArgumentException("the puzzle has no grid and no value range");
                v = ValueRange.of(grids.get(0).size());
            }
            Puzzle p = new Puzzle(name, kind, v, grids, layout(grids, loose), rules);
            p.constraints(); // a rule that does not fit the canvas fails here, at build time
            return p;
        }
    }
}
