package org.cellwise.spark;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.Serializable;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import org.cellwise.batch.Answer;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.logic.Explainer;
import org.cellwise.puzzle.Puzzle;

/**
 * The work a job does for each puzzle, on an executor, and the record it writes: the same objects the command line
 * prints with {@code --json}, so an answer from a cluster and one from a laptop read the same.
 */
abstract class Job implements Serializable {
    private static final long serialVersionUID = 1;

    /** The record for one puzzle; {@code cancel} is set when Spark kills the task. */
    abstract ObjectNode record(Puzzle p, AtomicBoolean cancel);

    /** The columns of the records, for Parquet (Spark SQL DDL). */
    abstract String schema();

    /** How a record is counted in the job's summary (a Spark SQL expression over the columns). */
    abstract String outcome();

    /** The record of a puzzle whose task threw: it keeps its place, with what went wrong. */
    static ObjectNode failure(Puzzle p, RuntimeException e) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("name", p.name());
        o.put("status", "invalid");
        o.put("error", "internal error: " + e);
        return o;
    }

    static Duration limit(Double seconds) {
        return seconds == null ? null : Duration.ofNanos((long) (seconds * 1e9));
    }

    /** {@code solve --json}: first solution, uniqueness, and for a setter the second solution or the conflict. */
    static final class Solve extends Job {
        private static final long serialVersionUID = 1;
        final boolean first;
        final Double timeout;
        final long nodes;

        Solve(boolean first, Double timeout, long nodes) {
            this.first = first;
            this.timeout = timeout;
            this.nodes = nodes;
        }

        @Override
        ObjectNode record(Puzzle p, AtomicBoolean cancel) {
            return Answer.diagnose(p, first, limit(timeout), nodes, cancel, null).toJson(p);
        }

        @Override
        String schema() {
            return "name STRING, status STRING, grid ARRAY<ARRAY<INT>>, `unique` BOOLEAN, uniqueness STRING, millis DOUBLE, "
                    + "nodes BIGINT, guesses BIGINT, error STRING, another ARRAY<ARRAY<INT>>, differs ARRAY<STRING>, "
                    + "conflict ARRAY<STRING>, reason STRING, warnings ARRAY<STRING>";
        }

        @Override
        String outcome() {
            return "status";
        }
    }

    /** {@code count --json}: solutions up to a limit, and whether that is all of them. */
    static final class Count extends Job {
        private static final long serialVersionUID = 1;
        final long limit;
        final Double timeout;
        final long nodes;

        Count(long limit, Double timeout, long nodes) {
            this.limit = limit;
            this.timeout = timeout;
            this.nodes = nodes;
        }

        @Override
        ObjectNode record(Puzzle p, AtomicBoolean cancel) {
            Result r = Solver.solve(p, SolveOptions.upTo(limit).withTimeout(limit(timeout)).withMaxNodes(nodes).withCancel(cancel), 0);
            return Answer.countJson(p, r);
        }

        @Override
        String schema() {
            return "name STRING, count BIGINT, complete BOOLEAN, status STRING, millis DOUBLE, error STRING";
        }

        @Override
        String outcome() {
            return "status";
        }
    }

    /** {@code grade --json}: the hardest step's rating, the summed score, the level, the techniques used. */
    static final class Grade extends Job {
        private static final long serialVersionUID = 1;
        final double timeout;

        Grade(double timeout) {
            this.timeout = timeout;
        }

        @Override
        ObjectNode record(Puzzle p, AtomicBoolean cancel) {
            // steps never stop half-way: a killed task stops between puzzles
            return Explainer.explain(p, null, Explainer.Options.DEFAULT.withTimeout((long) (timeout * 1000))).toJson(p, false);
        }

        @Override
        String schema() {
            return "name STRING, solved BOOLEAN, rating DOUBLE, level STRING, score BIGINT, problem STRING, steps INT, "
                    + "techniques MAP<STRING, INT>, status STRING, error STRING";
        }

        @Override
        String outcome() {
            return "CASE WHEN status IS NOT NULL THEN status WHEN solved THEN 'solved by logic' ELSE 'not by logic alone' END";
        }
    }
}
