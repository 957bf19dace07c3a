package org.cellwise.diagnose;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cellwise.model.Cell;
import org.cellwise.rules.Givens;
import org.cellwise.rules.Rule;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.puzzle.Puzzle;

/**
 * True candidates: for each cell, the values it holds in some solution. A setter sees where the puzzle is not yet
 * unique (cells with two or more) and which given would settle it. Every solution found marks all its values at
 * once, so a value is searched for alone only while no solution has shown it: at most one search per cell and
 * value, usually far fewer.
 */
public final class Candidates {
    private Candidates() {}

    /**
     * {@code possible[cell]}: bit {@code v - min} for each value v the cell takes in a solution. {@code decided}:
     * whether each (cell, value) was settled; when the limit or the time ran out, {@code open} counts the pairs left.
     */
    public record Found(long[] possible, boolean solvable, boolean decided, long open, int searches) {
        public boolean possible(int cell, int valueIndex) {
            return (possible[cell] >>> valueIndex & 1) != 0;
        }

        /** The values cell {@code cell} takes in some solution, in order. */
        public List<Integer> values(Puzzle p, int cell) {
            List<Integer> out = new ArrayList<>();
            for (int k = 0; k < p.values().size(); k++) if (possible(cell, k)) out.add(p.values().min() + k);
            return out;
        }

        /** Cells with more than one value, named r1c1. */
        public List<String> unsettled(Puzzle p) {
            List<String> out = new ArrayList<>();
            for (int i = 0; i < p.size(); i++) if (values(p, i).size() > 1) out.add(p.canvas().name(i));
            return out;
        }

        /** The object {@code candidates --json} prints: rows of candidate lists, null where the canvas has no cell. */
        public ObjectNode toJson(Puzzle p) {
            ObjectNode o = JsonNodeFactory.instance.objectNode();
            o.put("name", p.name());
            o.put("solvable", solvable);
            o.put("decided", decided);
            o.put("searches", searches);
            ArrayNode rows = o.putArray("candidates");
            for (int r = 0; r < p.rows(); r++) {
                ArrayNode row = rows.addArray();
                for (int c = 0; c < p.cols(); c++) {
                    int i = p.indexOf(r, c);
                    if (i < 0) row.addNull();
                    else values(p, i).forEach(row.addArray()::add);
                }
            }
            ArrayNode un = o.putArray("unsettled");
            unsettled(p).forEach(un::add);
            return o;
        }
    }

    public static Found find(Puzzle p, Duration limit, int maxSearches) {
        long deadline = System.nanoTime() + limit.toNanos();
        int n = p.size(), min = p.values().min(), m = p.values().size();
        long[] possible = new long[n], ruledOut = new long[n];
        int searches = 0;
        Result first = solve(p, null, 0, deadline);
        searches++;
        if (first == null) return new Found(possible, false, false, (long) n * m, searches);
        if (!first.solved()) return new Found(possible, false, true, 0, searches);
        mark(first.solutions().get(0), possible, min);
        boolean[] given = new boolean[n];
        for (int g : p.compiled().givenCells()) given[g] = true;
        boolean stopped = false;
        for (int cell = 0; cell < n && !stopped; cell++) {
            if (given[cell]) {
                ruledOut[cell] = ~possible[cell] & (m == 64 ? -1L : (1L << m) - 1);
                continue;
            }
            for (int k = 0; k < m; k++) {
                if ((possible[cell] >>> k & 1) != 0) continue;
                if (searches >= maxSearches || System.nanoTime() > deadline) {
                    stopped = true;
                    break;
                }
                searches++;
                Result r = solve(p, p.cells().get(cell), min + k, deadline);
                if (r == null) {
                    stopped = true;
                    break;
                }
                if (r.solved()) mark(r.solutions().get(0), possible, min);
                else ruledOut[cell] |= 1L << k;
            }
        }
        long open = 0;
        for (int cell = 0; cell < n; cell++) open += m - Long.bitCount(possible[cell] | ruledOut[cell]);
        return new Found(possible, true, open == 0, open, searches);
    }

    private static void mark(int[] solution, long[] possible, int min) {
        for (int i = 0; i < solution.length; i++) possible[i] |= 1L << (solution[i] - min);
    }

    /**
     * One solution, with one more given when {@code cell} is not null; null when time ran out first. The extra
     * given is a rule of its own, so the compiled structure of the puzzle is shared by every search.
     */
    private static Result solve(Puzzle p, Cell cell, int value, long deadline) {
        long left = deadline - System.nanoTime();
        if (left <= 0) return null;
        Puzzle q = p;
        if (cell != null) {
            List<Rule> rules = new ArrayList<>(p.rules());
            rules.add(new Givens(Map.of(cell, value)));
            q = p.withRules(rules);
        }
        Result r = Solver.solve(q, SolveOptions.firstSolution().withTimeout(Duration.ofNanos(left)), 1);
        return r.solved() || r.impossible() ? r : null;
    }
}
