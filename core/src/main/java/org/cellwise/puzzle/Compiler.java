package org.cellwise.puzzle;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.Function;
import org.cellwise.constraint.Constraint;
import org.cellwise.constraint.Fixed;
import org.cellwise.model.Canvas;
import org.cellwise.model.Cell;
import org.cellwise.model.Grid;
import org.cellwise.model.ValueRange;
import org.cellwise.rules.Givens;
import org.cellwise.rules.Rule;

/**
 * The one place rules become constraints, and the owner of every cache on the way from a read puzzle to a
 * search. Three caches, all bounded, all safe for any number of threads (a web server shares them):
 *
 * <ul>
 *   <li><b>canvases</b> ({@value #CANVASES} entries, shared): equal grids, loose cells and values give one
 *       {@link Canvas}, so the thousandth Sudoku of a file sorts no cells;
 *   <li><b>structures</b> ({@value #STRUCTURES} entries, shared): a canvas plus the rules other than givens,
 *       expanded once; only when every such rule declares {@link Rule#cacheable()};
 *   <li><b>per-thread artefacts</b> ({@value #PER_THREAD} entries per thread): what a consumer derives from a
 *       structure and may not share, such as the engine's compiled model, whose propagators keep scratch state
 *       during a search. Each thread builds its own from the shared structure.
 * </ul>
 *
 * All three evict the least recently used entry; a miss costs a rebuild, never a wrong answer.
 */
public final class Compiler {
    static final int CANVASES = 256;
    static final int STRUCTURES = 512;
    static final int PER_THREAD = 32;
    /**
     * Largest canvas whose structure and per-thread artefacts are cached: a cache of big models (a 64×64's clause
     * encoding, an explanation layout) on each of a server's threads would hold gigabytes, while building them
     * again costs little beside their search. A file of 9×9 to 25×25 puzzles still compiles once.
     */
    static final int CACHED_CELLS = 1024;
    /** Largest canvas (rows × columns, with its gaps) kept in the canvas cache. */
    static final int CACHED_AREA = 1 << 14;

    private static final BoundedCache<List<Object>, Canvas> CANVAS_CACHE = new BoundedCache<>(CANVASES);
    private static final BoundedCache<List<Object>, Structure> STRUCTURE_CACHE = new BoundedCache<>(STRUCTURES);
    private static final ThreadLocal<BoundedCache<List<Object>, Object>> LOCAL =
            ThreadLocal.withInitial(() -> new BoundedCache<>(PER_THREAD));

    private Compiler() {}

    /** The canvas of these grids, loose cells and values (an interned instance). */
    public static Canvas canvas(List<Grid> grids, Collection<Cell> loose, ValueRange values) {
        List<Grid> g = List.copyOf(grids);
        List<Cell> l = List.copyOf(loose);
        long area = 0;
        for (Grid x : g) area = Math.max(area, (long) (x.top() + x.rows()) * (x.left() + x.cols()));
        for (Cell c : l) area = Math.max(area, (long) (c.row() + 1) * (c.col() + 1));
        if (area > CACHED_AREA) return new Canvas(g, l, values);
        return CANVAS_CACHE.get(List.of(g, l, values), () -> new Canvas(g, l, values));
    }

    /**
     * Expands a puzzle's rules on its canvas. Throws {@link IllegalArgumentException} when a rule does not fit
     * (a cell off the canvas, a given outside the values).
     */
    public static Compiled compile(Canvas canvas, List<Rule> rules) {
        List<Rule> structural = new ArrayList<>(rules.size());
        List<Fixed> givens = new ArrayList<>();
        List<List<Constraint>> givensOf = new ArrayList<>();
        boolean cacheable = true;
        for (Rule r : rules) {
            if (r instanceof Givens g) {
                List<Constraint> cs = g.expand(canvas);
                for (Constraint c : cs) givens.add((Fixed) c);
                givensOf.add(cs);
                continue;
            }
            structural.add(r);
            cacheable &= r.cacheable();
        }
        Structure s = cacheable && canvas.size() <= CACHED_CELLS
                ? STRUCTURE_CACHE.get(List.of(canvas, structural), () -> new Structure(canvas, structural, true))
                : new Structure(canvas, structural, false);
        List<Compiled.Expansion> expansions = new ArrayList<>(rules.size());
        int k = 0, gk = 0;
        for (Rule r : rules)
            expansions.add(new Compiled.Expansion(r, r instanceof Givens ? givensOf.get(gk++) : s.perRule().get(k++)));
        return new Compiled(s, givens, List.copyOf(expansions));
    }

    /**
     * What {@code make} derives from a structure, built once per thread and structure (for a structure no other
     * puzzle shares, built each time). {@code kind} tells apart different artefacts of one structure.
     */
    @SuppressWarnings("unchecked")
    public static <T> T perThread(Structure s, Class<T> kind, Function<Structure, T> make) {
        if (!s.shared() || s.canvas().size() > CACHED_CELLS) return make.apply(s);
        return (T) LOCAL.get().get(List.of(s, kind), () -> make.apply(s));
    }

    /** Entries in the shared structure cache (for tests and monitoring). */
    static int structureCacheSize() {
        return STRUCTURE_CACHE.size();
    }

    /** Entries in this thread's cache of derived artefacts. */
    static int perThreadCacheSize() {
        return LOCAL.get().size();
    }
}
