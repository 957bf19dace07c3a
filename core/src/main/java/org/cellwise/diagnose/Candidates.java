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
     * {@code possible[cell]}: bit {@code v - min} for each value v the cell takes in a solution; {@code ruledOut}:
     * for each value proven to take no solution there. A value in neither was not decided: the search limit or the
     * time ran out first ({@code stopped} says which: {@code "limit"} or {@code "timeout"}; null when every value was
     * decided). {@code solvable} is null when not even a first solution was found in time.
     */
    public record Found(long[] possible, long[] ruledOut, Boolean solvable, long open, int searches, String stopped) {
        public boolean possible(int cell, int valueIndex) {
            return (possible[cell] >>> valueIndex & 1) != 0;
        }

        /** Whether every value of every cell was decided. */
        public boolean decided() {
            return stopped == null;
        }

        /** The values cell {@code cell} takes in some solution, in order. */
        public List<Integer> values(Puzzle p, int cell) {
            List<Integer> out = new ArrayList<>();
            for (int k = 0; k < p.values().size(); k++) if (possible(cell, k)) out.add(p.values().min() + k);
            return out;
        }

        /** The values of cell {@code cell} neither seen in a solution nor ruled out: the search stopped first. */
        public List<Integer> undecided(Puzzle p, int cell) {
            List<Integer> out = new ArrayList<>();
            for (int k = 0; k < p.values().size(); k++)
                if (!possible(cell, k) && (ruledOut[cell] >>> k & 1) == 0) out.add(p.values().min() + k);
            return out;
        }

        /** Cells shown to take more than one value, named r1c1. */
        public List<String> unsettled(Puzzle p) {
            List<String> out = new ArrayList<>();
            for (int i = 0; i < p.size(); i++) if (values(p, i).size() > 1) out.add(p.canvas().name(i));
            return out;
        }

        /** Cells with values not yet decided, named r1c1. */
        public List<String> undecidedCells(Puzzle p) {
            List<String> out = new ArrayList<>();
            if (solvable == null) return out;
            for (int i = 0; i < p.size(); i++) if (!undecided(p, i).isEmpty()) out.add(p.canvas().name(i));
            return out;
        }

        /** {@code solved}, {@code no-solution}, or {@code timeout} when no first solution was found in time. */
        public String status() {
            return solvable == null ? "timeout" : solvable ? "solved" : "no-solution";
        }

        /**
         * The object {@code candidates --json} prints: rows of the values shown possible (null where the canvas has no
         * cell), the cells shown to take several, and, when the search stopped, why and the values not decided.
         */
        public ObjectNode toJson(Puzzle p) {
            ObjectNode o = JsonNodeFactory.instance.objectNode();
            o.put("name", p.name());
            o.put("status", status());
            if (solvable == null) o.putNull("solvable");
            else o.put("solvable", solvable);
            o.put("decided", decided());
            if (stopped != null) o.put("stopped", stopped);
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
            if (stopped != null && solvable != null) {
                ObjectNode und = o.putObject("undecided");
                for (int i = 0; i < p.size(); i++) {
                    List<Integer> u = undecided(p, i);
                    if (!u.isEmpty()) u.forEach(und.putArray(p.canvas().name(i))::add);
                }
            }
            return o;
        }
    }

    /** At most {@code maxSearches} searches, and {@code limit} of time (null: none). */
    public static Found find(Puzzle p, Duration limit, int maxSearches) {
        long deadline = limit == null ? Long.MAX_VALUE : System.nanoTime() + limit.toNanos();
        int n = p.size(), min = p.values().min(), m = p.values().size();
        long[] possible = new long[n], ruledOut = new long[n];
        int searches = 0;
        Result first = solve(p, null, 0, deadline);
        searches++;
        if (first == null) return new Found(possible, ruledOut, null, (long) n * m, searches, "timeout");
        if (!first.solved()) {
            long all = m == 64 ? -1L : (1L << m) - 1;
            java.util.Arrays.fill(ruledOut, all);
            return new Found(possible, ruledOut, false, 0, searches, null);
        }
        mark(first.solutions().get(0), possible, min);
        boolean[] given = new boolean[n];
        for (int g : p.compiled().givenCells()) given[g] = true;
        String stopped = null;
        for (int cell = 0; cell < n && stopped == null; cell++) {
            if (given[cell]) {
                ruledOut[cell] = ~possible[cell] & (m == 64 ? -1L : (1L << m) - 1);
                continue;
            }
            for (int k = 0; k < m; k++) {
                if ((possible[cell] >>> k & 1) != 0) continue;
                if (searches >= maxSearches) {
                    stopped = "limit";
                    break;
                }
                if (deadline != Long.MAX_VALUE && System.nanoTime() - deadline > 0) {
                    stopped = "timeout";
                    break;
                }
                searches++;
                Result r = solve(p, p.cells().get(cell), min + k, deadline);
                if (r == null) {
                    stopped = "timeout";
                    break;
                }
                if (r.solved()) mark(r.solutions().get(0), possible, min);
                else ruledOut[cell] |= 1L << k;
            }
        }
        long open = 0;
        for (int cell = 0; cell < n; cell++) open += m - Long.bitCount(possible[cell] | ruledOut[cell]);
        return new Found(possible, ruledOut, true, open, searches, open == 0 ? null : stopped);
    }

    private static void mark(int[] solution, long[] possible, int min) {
        for (int i = 0; i < solution.length; i++) possible[i] |= 1L << (solution[i] - min);
    }

    /**
     * One solution, with one more given when {@code cell} is not null; null when time ran out first. The extra
     * given is a rule of its own, so the compiled structure of the puzzle is shared by every search.
     */
    private static Result solve(Puzzle p, Cell cell, int value, long deadline) {
        long left = deadline == Long.MAX_VALUE ? 0 : deadline - System.nanoTime();
        if (deadline != Long.MAX_VALUE && left <= 0) return null;
        Puzzle q = p;
        if (cell != null) {
            List<Rule> rules = new ArrayList<>(p.rules());
            rules.add(new Givens(Map.of(cell, value)));
            q = p.withRules(rules);
        }
        Result r = Solver.solve(q, SolveOptions.firstSolution().withTimeout(left == 0 ? null : Duration.ofNanos(left)), 1);
        return r.solved() || r.impossible() ? r : null;
    }
}
