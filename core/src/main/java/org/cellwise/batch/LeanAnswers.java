package org.cellwise.batch;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import org.cellwise.engine.ClassicSolver;
import org.cellwise.engine.Outcome;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.format.LineFormat;
import org.cellwise.format.FormatException;
import org.cellwise.puzzle.Puzzle;

/**
 * {@code solve --json} for classic lines without building a puzzle: solves the givens with {@link ClassicSolver}
 * and writes the line {@link Answer#toJson} would write, byte for byte, straight into a buffer. A puzzle with no
 * solution is handed to {@link Answer#diagnose} (its conflict takes a search of its own), as the rare case it is.
 * One per thread.
 */
public final class LeanAnswers {
    private static final Puzzle CLASSIC = LineFormat.emptyClassic();

    private final ClassicSolver solver = new ClassicSolver(CLASSIC);
    private static final byte[] SOLVED = bytes("\",\"status\":\"solved\",\"grid\":"),
            CANCELLED = bytes("\",\"status\":\"cancelled\",\"grid\":"), TIMEOUT = bytes("\",\"status\":\"timeout\",\"grid\":"),
            BUDGET = bytes("\",\"status\":\"budget\",\"grid\":"),
            UNIQUE = bytes(",\"unique\":true"), NOT_UNIQUE = bytes(",\"unique\":false"),
            UNKNOWN = bytes(",\"uniqueness\":\"unknown\""), MILLIS = bytes(",\"millis\":"), NODES = bytes(",\"nodes\":"),
            GUESSES = bytes(",\"guesses\":");

    private static byte[] bytes(String ascii) {
        return ascii.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    }
    private final boolean firstOnly;
    private final Duration timeout;
    private final long maxNodes;
    private final AtomicBoolean cancel;
    private final SolveOptions options;
    private final String source, defaultName;
    /** {@code {"name":"<default name>:} as JSON: the line number and the rest follow. */
    private final byte[] namePrefix;
    private final char[] text = new char[81];

    public LeanAnswers(String source, String defaultName, boolean firstOnly, Duration timeout, AtomicBoolean cancel) {
        this(source, defaultName, firstOnly, timeout, 0, cancel);
    }

    /** As above, each search stopped after {@code maxNodes} nodes (0: no budget), with the status {@code budget}. */
    public LeanAnswers(String source, String defaultName, boolean firstOnly, Duration timeout, long maxNodes, AtomicBoolean cancel) {
        this.source = source;
        this.defaultName = defaultName;
        this.firstOnly = firstOnly;
        this.timeout = timeout;
        this.maxNodes = maxNodes;
        this.cancel = cancel;
        SolveOptions o = SolveOptions.upTo(firstOnly ? 1 : 2).withCancel(cancel).withMaxNodes(maxNodes);
        this.options = timeout == null ? o : o.withTimeout(timeout);
        JsonBytes name = new JsonBytes(64).raw("{\"name\":").string(defaultName + ":");
        String s = name.toString();
        this.namePrefix = s.substring(0, s.length() - 1).getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }

    /**
     * Solves one puzzle of a line ({@code count} givens from {@code at} in the arrays) and writes its JSON line
     * with its newline; returns its status ({@code solved}, {@code no-solution}, {@code timeout}, ...), as the line says.
     */
    public String solve(int lineNo, int[] cells, int[] values, int at, int count, JsonBytes out) {
        Result r = solver.solve(cells, values, at, count, options, 2);
        if (r.impossible()) return diagnosed(lineNo, cells, values, at, count, out);
        Boolean unique = r.unique() ? Boolean.TRUE : r.count() > 1 ? Boolean.FALSE
                : r.solved() && r.outcome() != Outcome.COMPLETE ? null : Boolean.FALSE;
        String status = r.solved() ? "solved" : r.outcome() == Outcome.CANCELLED ? "cancelled"
                : r.outcome() == Outcome.BUDGET ? "budget" : "timeout";
        out.raw(namePrefix).number(lineNo).raw(r.solved() ? SOLVED : r.outcome() == Outcome.CANCELLED ? CANCELLED
                : r.outcome() == Outcome.BUDGET ? BUDGET : TIMEOUT);
        if (r.solved()) grid(r.first(), out);
        else out.raw("null");
        out.raw(Boolean.TRUE.equals(unique) ? UNIQUE : NOT_UNIQUE);
        if (r.solved() && unique == null) out.raw(UNKNOWN);
        out.raw(MILLIS).thousandths(Math.round(r.stats().millis() * 1000));
        out.raw(NODES).number(r.stats().nodes()).raw(GUESSES).number(r.stats().guesses());
        if (r.solved() && r.solutions().size() > 1) {
            int[] a = r.solutions().get(0), b = r.solutions().get(1);
            out.raw(",\"another\":");
            grid(b, out);
            out.raw(",\"differs\":[");
            boolean first = true;
            for (int i = 0; i < 81; i++) {
                if (a[i] == b[i]) continue;
                out.raw(first ? "\"r" : ",\"r").number(i / 9 + 1).raw('c').number(i % 9 + 1).raw('"');
                first = false;
            }
            out.raw(']');
        }
        out.raw("}\n");
        return status;
    }

    /** The name of the puzzle of a line. */
    public String name(int lineNo) {
        return defaultName + ":" + lineNo;
    }

    private static void grid(int[] values, JsonBytes out) {
        out.grid9(values);
    }

    /** No solution: the general answer, with the constraints that cannot hold together. */
    private String diagnosed(int lineNo, int[] cells, int[] values, int at, int count, JsonBytes out) {
        java.util.Arrays.fill(text, '.');
        for (int i = at; i < at + count; i++) text[cells[i]] = (char) ('0' + values[i]);
        Puzzle p;
        try {
            p = LineFormat.parse(source, new String(text), lineNo, 1, defaultName + ":" + lineNo);
        } catch (FormatException e) {
            throw new IllegalStateException(e); // the givens came from a line that read
        }
        Answer a = Answer.diagnose(p, firstOnly, timeout, maxNodes, cancel, null);
        out.utf8(a.toJson(p).toString()).raw('\n');
        return a.status();
    }
}
