package org.cellwise.batch;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.cellwise.engine.Outcome;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.diagnose.Conflict;
import org.cellwise.diagnose.QuickChecks;
import org.cellwise.format.FormatException;
import org.cellwise.puzzle.Puzzle;

/**
 * What was found for one puzzle, whichever engine found it: status ({@code solved}, {@code no-solution},
 * {@code timeout}, {@code budget}, {@code cancelled}, {@code invalid}), the first solution, uniqueness (null when unknown), and
 * costs. {@link #toJson} is the line {@code solve --json} prints; the command line, the web server and a
 * distributed job all print it the same way.
 */
public record Answer(String status, int[] first, Boolean unique, long count, double millis, long nodes, long guesses,
        String engine, Double toolMillis, String note, Diagnosis diagnosis) {

    /**
     * Help for a setter: a second solution when there is one, what cannot hold together when there is none (with
     * the quick check that proved it, if one did), and warnings about the puzzle as stated.
     */
    public record Diagnosis(int[] another, List<String> conflict, boolean conflictMinimal, String reason, boolean searched,
            List<String> warnings) {
        static final Diagnosis NONE = new Diagnosis(null, List.of(), true, null, true, List.of());
    }

    /** An answer without a diagnosis: external engines and imports. */
    public Answer(String status, int[] first, Boolean unique, long count, double millis, long nodes, long guesses,
            String engine, Double toolMillis, String note) {
        this(status, first, unique, count, millis, nodes, guesses, engine, toolMillis, note, Diagnosis.NONE);
    }

    /**
     * Solves and diagnoses: quick checks first (an impossible one answers without searching), then the search;
     * with no solution, a small set of constraints that cannot hold together; with two, both.
     */
    public static Answer diagnose(Puzzle p, boolean firstOnly, Duration timeout, AtomicBoolean cancel, java.util.function.LongConsumer progress) {
        return diagnose(p, firstOnly, timeout, 0, cancel, progress);
    }

    /**
     * As above, the search stopped after {@code maxNodes} nodes (0: no budget), with the status {@code budget}: unlike
     * a time limit, a budget gives the same answer on every machine.
     */
    public static Answer diagnose(Puzzle p, boolean firstOnly, Duration timeout, long maxNodes, AtomicBoolean cancel,
            java.util.function.LongConsumer progress) {
        return diagnose(p, firstOnly, timeout, maxNodes, true, cancel, progress);
    }

    /**
     * As above; without {@code seekConflict}, a puzzle with no solution names what cannot hold together only when a
     * quick check or clashing givens show it at once: the search for the smallest set, which may take many solves,
     * is left to a later call (the setter's badge gives the verdict first, the marking after).
     */
    public static Answer diagnose(Puzzle p, boolean firstOnly, Duration timeout, long maxNodes, boolean seekConflict,
            AtomicBoolean cancel, java.util.function.LongConsumer progress) {
        long t0 = System.nanoTime();
        List<String> warnings = new ArrayList<>();
        for (QuickChecks.Finding f : QuickChecks.of(p)) {
            if (f.impossible())
                return new Answer("no-solution", null, Boolean.FALSE, 0, (System.nanoTime() - t0) / 1e6, 0, 0, null, null, null,
                        new Diagnosis(null, List.of(f.rule()), true, f.message(), false, warnings));
            warnings.add(f.message());
        }
        Answer a = solve(p, firstOnly, timeout, maxNodes, cancel, progress);
        int[] another = a.status.equals("solved") && a.count > 1 && a.diagnosis.another() != null ? a.diagnosis.another() : null;
        List<String> conflict = List.of();
        boolean minimal = true;
        String reason = null;
        if (a.status.equals("no-solution")) {
            // givens that clash among themselves are named first, as a person would look for them
            QuickChecks.Clash clash = QuickChecks.givens(p);
            if (clash != null) {
                conflict = clash.conflict();
                reason = clash.text();
            } else if (seekConflict) {
                // bounded by its budget of nodes, the same everywhere, by what is left of the time limit, and by the cancel flag
                Duration left = timeout == null ? null : timeout.minusNanos(System.nanoTime() - t0);
                Conflict.Found found = left != null && (left.isNegative() || left.isZero()) ? null : Conflict.find(p, left, maxNodes, cancel);
                if (found != null) {
                    conflict = found.names();
                    minimal = found.minimal();
                }
            }
        }
        return new Answer(a.status, a.first, a.unique, a.count, (System.nanoTime() - t0) / 1e6, a.nodes, a.guesses, null, null,
                null, new Diagnosis(another, conflict, minimal, reason, true, warnings));
    }

    /** The cells where the first and the other solution differ, named r1c1. */
    public List<String> differs(Puzzle p) {
        List<String> out = new ArrayList<>();
        int[] b = diagnosis.another();
        if (first == null || b == null) return out;
        for (int i = 0; i < first.length; i++) if (first[i] != b[i]) out.add(p.canvas().name(i));
        return out;
    }

    /**
     * Solves with the built-in engine: the first solution, and whether it is unique unless {@code firstOnly}.
     * {@code timeout} and {@code cancel} may be null.
     */
    public static Answer solve(Puzzle p, boolean firstOnly, Duration timeout, AtomicBoolean cancel) {
        return solve(p, firstOnly, timeout, cancel, null);
    }

    /** As above, publishing the nodes searched so far to {@code progress} (may be null). */
    public static Answer solve(Puzzle p, boolean firstOnly, Duration timeout, AtomicBoolean cancel, java.util.function.LongConsumer progress) {
        return solve(p, firstOnly, timeout, 0, cancel, progress);
    }

    /** As above, stopped after {@code maxNodes} search nodes (0: no budget). */
    public static Answer solve(Puzzle p, boolean firstOnly, Duration timeout, long maxNodes, AtomicBoolean cancel,
            java.util.function.LongConsumer progress) {
        // the limit covers compiling too
        Result r = Solver.solve(p, SolveOptions.upTo(firstOnly ? 1 : 2).withTimeout(timeout).withCancel(cancel)
                .withMaxNodes(maxNodes).withProgress(progress), 2);
        String status = r.solved() ? "solved" : r.impossible() ? "no-solution"
                : r.outcome() == Outcome.CANCELLED ? "cancelled" : r.outcome() == Outcome.BUDGET ? "budget" : "timeout";
        Boolean unique = r.unique() ? Boolean.TRUE : r.count() > 1 ? Boolean.FALSE
                : r.solved() && r.outcome() != Outcome.COMPLETE ? null : Boolean.FALSE;
        return new Answer(status, r.first(), unique, r.count(), r.stats().millis(), r.stats().nodes(), r.stats().guesses(),
                null, null, null, new Diagnosis(r.solutions().size() > 1 ? r.solutions().get(1) : null, List.of(), true, null, true, List.of()));
    }

    public boolean solved() {
        return first != null;
    }

    /**
     * Everything a person should be told with this answer: what the reader could not give a meaning (a link's
     * drawings with no rule: its answer is the answer to the rules Cellwise read, not necessarily to the
     * setter's), then the warnings about the puzzle as stated.
     */
    public List<String> warnings(Puzzle p) {
        if (p.warnings().isEmpty()) return diagnosis.warnings();
        List<String> out = new ArrayList<>(p.warnings());
        for (String w : diagnosis.warnings()) if (!out.contains(w)) out.add(w);
        return out;
    }

    /** The verdict, saying so when it is an answer to the rules read while drawings went without one. */
    public String verdict(Puzzle p) {
        int w = p.warnings().size();
        return w == 0 || !solved() ? verdict() : verdict() + ", as read (" + w + (w == 1 ? " warning" : " warnings") + ")";
    }

    public String verdict() {
        if (solved() && Boolean.TRUE.equals(unique)) return "solved, unique";
        if (solved() && Boolean.FALSE.equals(unique) && count > 1) return "solved, not unique (another solution exists)";
        if (solved()) return "solved; uniqueness not decided";
        if (status.equals("no-solution")) return "no solution";
        if (status.equals("invalid")) return "invalid answer: " + note;
        if (status.equals("cancelled")) return "cancelled";
        if (status.equals("budget")) return "stopped at the node budget";
        return "timed out";
    }

    /** The JSON object of {@code solve --json}: name, status, grid, unique, millis, then the engine's costs. */
    public ObjectNode toJson(Puzzle p) {
        ObjectNode o = org.cellwise.format.Json.object();
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
        if (diagnosis.another() != null && solved()) {
            o.set("another", grid(p, diagnosis.another()));
            ArrayNode d = o.putArray("differs");
            differs(p).forEach(d::add);
        }
        if (!diagnosis.conflict().isEmpty() || !diagnosis.conflictMinimal()) {
            ArrayNode c = o.putArray("conflict");
            diagnosis.conflict().forEach(c::add);
            o.put("conflictMinimal", diagnosis.conflictMinimal());
        }
        if (diagnosis.reason() != null) o.put("reason", diagnosis.reason());
        List<String> warnings = warnings(p);
        if (!warnings.isEmpty()) {
            ArrayNode w = o.putArray("warnings");
            warnings.forEach(w::add);
        }
        return o;
    }

    /** The JSON line of {@code count --json}: name, count, whether the count is complete, status, millis. */
    public static ObjectNode countJson(Puzzle p, Result r) {
        ObjectNode o = org.cellwise.format.Json.object();
        o.put("name", p.name());
        o.put("count", r.count());
        o.put("complete", r.outcome() == Outcome.COMPLETE);
        o.put("status", r.outcome() == Outcome.TIMEOUT ? "timeout" : r.outcome() == Outcome.CANCELLED ? "cancelled"
                : r.outcome() == Outcome.BUDGET ? "budget" : r.count() > 0 ? "solved" : "no-solution");
        o.put("millis", round(r.stats().millis()));
        return o;
    }

    /**
     * What is said of a puzzle as a whole (too large to search, say) at the place it was read; a puzzle made by a
     * program is named instead.
     */
    public static FormatException located(Puzzle p, String detail) {
        Puzzle.Origin o = p.origin();
        return (o != null ? new FormatException(o.source(), o.line(), o.column(), detail)
                : new FormatException(p.name(), 1, 1, detail)).named(p.name());
    }

    /**
     * The JSON line for a puzzle that could not be read: named as it would have been had it read (a line's file stem
     * and line, a block's header title), so that records join by name whether or not they read; where, and what was
     * expected.
     */
    public static ObjectNode invalidJson(FormatException e) {
        ObjectNode o = org.cellwise.format.Json.object();
        o.put("name", e.puzzle() != null ? e.puzzle() : e.source() + ":" + e.line());
        o.put("status", "invalid");
        o.put("error", e.getMessage());
        return o;
    }

    /** The canvas as rows of integers, null where the canvas has no cell. */
    public static ArrayNode grid(Puzzle p, int[] values) {
        ArrayNode rows = org.cellwise.format.Json.array();
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
