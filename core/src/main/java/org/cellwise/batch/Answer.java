package org.cellwise.batch;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.cellwise.engine.Outcome;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.format.FormatException;
import org.cellwise.puzzle.Puzzle;

/**
 * What was found for one puzzle, whichever engine found it: status ({@code solved}, {@code no-solution},
 * {@code timeout}, {@code cancelled}, {@code invalid}), the first solution, uniqueness (null when unknown), and
 * costs. {@link #toJson} is the line {@code solve --json} prints; the command line, the web server and a
 * distributed job all print it the same way.
 */
public record Answer(String status, int[] first, Boolean unique, long count, double millis, long nodes, long guesses,
        String engine, Double toolMillis, String note) {

    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * Solves with the built-in engine: the first solution, and whether it is unique unless {@code firstOnly}.
     * {@code timeout} and {@code cancel} may be null.
     */
    public static Answer solve(Puzzle p, boolean firstOnly, Duration timeout, AtomicBoolean cancel) {
        return solve(p, firstOnly, timeout, cancel, null);
    }

    /** As above, publishing the nodes searched so far to {@code progress} (may be null). */
    public static Answer solve(Puzzle p, boolean firstOnly, Duration timeout, AtomicBoolean cancel, AtomicLong progress) {
        // the limit covers compiling too
        Result r = Solver.solve(p, SolveOptions.upTo(firstOnly ? 1 : 2).withTimeout(timeout).withCancel(cancel)
                .withProgress(progress), 1);
        String status = r.solved() ? "solved" : r.impossible() ? "no-solution"
                : r.outcome() == Outcome.CANCELLED ? "cancelled" : "timeout";
        Boolean unique = r.unique() ? Boolean.TRUE : r.count() > 1 ? Boolean.FALSE
                : r.solved() && r.outcome() != Outcome.COMPLETE ? null : Boolean.FALSE;
        return new Answer(status, r.first(), unique, r.count(), r.stats().millis(), r.stats().nodes(), r.stats().guesses(),
                null, null, null);
    }

    public boolean solved() {
        return first != null;
    }

    public String verdict() {
        if (solved() && Boolean.TRUE.equals(unique)) return "solved, unique";
        if (solved() && Boolean.FALSE.equals(unique) && count > 1) return "solved, not unique (another solution exists)";
        if (solved()) return "solved; uniqueness not decided";
        if (status.equals("no-solution")) return "no solution";
        if (status.equals("invalid")) return "invalid answer: " + note;
        if (status.equals("cancelled")) return "cancelled";
        return "timed out";
    }

    /** The JSON object of {@code solve --json}: name, status, grid, unique, millis, then the engine's costs. */
    public ObjectNode toJson(Puzzle p) {
        ObjectNode o = JSON.createObjectNode();
        o.put("name", p.name());
        o.put("status", status);
        if (solved()) o.set("grid", grid(p, first));
        else o.putNull("grid");
        o.put("unique", Boolean.TRUE.equals(unique));
        if (solved() && unique == null) o.put("uniqueness", "unknown");
        o.put("millis", round(millis));
        if (engine == null) {
            o.put("nodes", nodes);
            o.put("guesses", guesses);
        } else {
            o.put("engine", engine);
            if (toolMillis != null) o.put("toolMillis", round(toolMillis));
        }
        if (note != null) o.put("error", note);
        return o;
    }

    /** The JSON line for a puzzle that could not be read: where, and what was expected. */
    public static ObjectNode invalidJson(FormatException e) {
        ObjectNode o = JSON.createObjectNode();
        o.put("name", e.source() + ":" + e.line());
        o.put("status", "invalid");
        o.put("error", e.getMessage());
        return o;
    }

    /** The canvas as rows of integers, null where the canvas has no cell. */
    public static ArrayNode grid(Puzzle p, int[] values) {
        ArrayNode rows = JSON.createArrayNode();
        for (int r = 0; r < p.rows(); r++) {
            ArrayNode row = rows.addArray();
            for (int c = 0; c < p.cols(); c++) {
                int i = p.indexOf(r, c);
                if (i < 0) row.addNull();
                else row.add(values[i]);
            }
        }
        return rows;
    }

    /** Milliseconds to the microsecond. */
    public static double round(double millis) {
        return Math.round(millis * 1000) / 1000.0;
    }
}
