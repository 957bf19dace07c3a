package org.cellwise.diagnose;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongConsumer;
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
     * time ran out first, or the run was cancelled ({@code stopped} says which: {@code "limit"}, {@code "budget"} (the
     * nodes), {@code "timeout"} or {@code "cancelled"}; null when every value was decided). {@code solvable} is null when not even a first solution was found in time.
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

        /** {@code solved}, {@code no-solution}, or when no first solution was found, why ({@code timeout}, {@code cancelled}). */
        public String status() {
            return solvable == null ? (stopped == null ? "timeout" : stopped) : solvable ? "solved" : "no-solution";
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
        return find(p, limit, maxSearches, null, null);
    }

    /**
     * The same, stopping as soon as {@code cancel} (null: never) is set: each search watches it every few hundred
     * nodes, and no new search starts after it ({@code stopped} is then {@code "cancelled"}). {@code progress} (null:
     * none) is told the nodes of the search under way.
     */
    public static Found find(Puzzle p, Duration limit, int maxSearches, AtomicBoolean cancel, LongConsumer progress) {
        return find(p, limit, 0, maxSearches, cancel, progress);
    }

    /**
     * The same, the searches together stopped after {@code work} nodes (0: no limit on work), with {@code stopped}
     * {@code "budget"}: unlike the time limit, the same values decided on every machine.
     */
    public static Found find(Puzzle p, Duration limit, long work, int maxSearches, AtomicBoolean cancel, LongConsumer progress) {
        long deadline = limit == null ? Long.MAX_VALUE : System.nanoTime() + limit.toNanos();
        int n = p.size(), min = p.values().min(), m = p.values().size();
        long[] possible = new long[n], ruledOut = new long[n];
        int searches = 0;
        Search search = new Search(p, deadline, work, new long[1], cancel, progress);
        Result first = search.solve(null, 0);
        searches++;
        if (first == null) return new Found(possible, ruledOut, null, (long) n * m, searches, search.why());
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
                if (search.over()) {
                    stopped = search.why();
                    break;
                }
                searches++;
                Result r = search.solve(p.cells().get(cell), min + k);
                if (r == null) {
                    stopped = search.why();
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
     * The searches of one run: the same deadline ({@code Long.MAX_VALUE}: none), nodes for all of them ({@code work},
     * 0: no limit; {@code spent[0]} so far), cancel flag and progress for each.
     */
    private record Search(Puzzle p, long deadline, long work, long[] spent, AtomicBoolean cancel, LongConsumer progress) {
        boolean cancelled() {
            return cancel != null && cancel.get();
        }

        boolean timed() {
            return deadline != Long.MAX_VALUE;
        }

        boolean worked() {
            return work > 0 && spent[0] >= work;
        }

        boolean over() {
            return cancelled() || worked() || timed() && System.nanoTime() - deadline > 0;
        }

        /** Why the run stopped short: {@code "cancelled"}, {@code "budget"} (the work) or {@code "timeout"}. */
        String why() {
            return cancelled() ? "cancelled" : worked() ? "budget" : "timeout";
        }

        /**
         * One solution, with one more given when {@code cell} is not null; null when the time ran out or the run
         * was cancelled first. The extra given is a rule of its own, so the compiled structure of the puzzle is
         * shared by every search.
         */
        Result solve(Cell cell, int value) {
            if (over()) return null;
            Puzzle q = p;
            if (cell != null) {
                List<Rule> rules = new ArrayList<>(p.rules());
                rules.add(new Givens(Map.of(cell, value)));
                q = p.withRules(rules);
            }
            SolveOptions o = SolveOptions.firstSolution().withCancel(cancel).withProgress(progress);
            if (timed()) o = o.withTimeout(Duration.ofNanos(Math.max(1, deadline - System.nanoTime())));
            if (work > 0) o = o.withMaxNodes(work - spent[0]);
            Result r = Solver.solve(q, o, 1);
            spent[0] += r.stats().nodes();
            // a search cut by its nodes has used them all, whatever it counted last
            if (r.outcome() == org.cellwise.engine.Outcome.BUDGET) spent[0] = Math.max(spent[0], work);
            return r.solved() || r.impossible() ? r : null;
        }
    }
}
