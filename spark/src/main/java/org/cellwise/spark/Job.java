package org.cellwise.spark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.Serializable;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import org.cellwise.batch.Answer;
import org.cellwise.batch.LeanAnswers;
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

    /**
     * How a record is counted in a job's summary. (Named classes and constants, not lambdas, cross to executors
     * wherever a function's type names a Jackson class: the jar relocates Jackson, and a relocated lambda's
     * signature no longer matches the one its class was compiled to deserialize.)
     */
    enum Outcome {
        STATUS {
            @Override
            String of(JsonNode r) {
                return r.path("status").asText("?");
            }
        },
        GRADE {
            @Override
            String of(JsonNode r) {
                return r.has("status") ? r.get("status").asText() : r.path("solved").asBoolean() ? "solved by logic" : "not by logic alone";
            }
        },
        CHECK {
            @Override
            String of(JsonNode r) {
                return r.path("ok").asBoolean() ? "ok" : r.path("status").asText().equals("invalid") ? "invalid"
                        : r.has("error") ? "not checked" : "broken";
            }
        },
        MADE {
            @Override
            String of(JsonNode r) {
                return r.has("error") ? "not found" : "made";
            }
        };

        abstract String of(JsonNode record);
    }

    /** How a record of this job is counted in the summary: by default its status. */
    Outcome outcome() {
        return Outcome.STATUS;
    }

    /** Whether classic lines may go the lean way ({@link #leanAnswers}), with no puzzle built for them. */
    boolean lean() {
        return false;
    }

    /** The lean form of {@link #record} for classic lines: the same JSON lines, written as bytes. */
    LeanAnswers leanAnswers(String source, String defaultName, AtomicBoolean cancel) {
        throw new UnsupportedOperationException(getClass().getSimpleName() + " has no lean form");
    }

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
        boolean lean() {
            return true;
        }

        @Override
        LeanAnswers leanAnswers(String source, String defaultName, AtomicBoolean cancel) {
            return new LeanAnswers(source, defaultName, first, limit(timeout), nodes, cancel);
        }

        @Override
        String schema() {
            return "name STRING, status STRING, grid ARRAY<ARRAY<INT>>, `unique` BOOLEAN, uniqueness STRING, millis DOUBLE, "
                    + "nodes BIGINT, guesses BIGINT, error STRING, another ARRAY<ARRAY<INT>>, differs ARRAY<STRING>, "
                    + "conflict ARRAY<STRING>, reason STRING, warnings ARRAY<STRING>";
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

    }

    /** {@code grade --json}: the hardest step's rating, the summed score, the level, the techniques used. */
    static final class Grade extends Job {
        private static final long serialVersionUID = 1;
        final double timeout;
        final long work;

        /** {@code timeout} seconds (0: none) and {@code work} (0: none), as {@link Explainer.Options} takes them. */
        Grade(double timeout, long work) {
            this.timeout = timeout;
            this.work = work;
        }

        @Override
        ObjectNode record(Puzzle p, AtomicBoolean cancel) {
            // steps never stop half-way: a killed task stops between puzzles
            Explainer.Options o = Explainer.Options.DEFAULT.withTimeout((long) Math.ceil(timeout * 1000)).withMaxWork(work);
            return Explainer.explain(p, null, o).toJson(p, false);
        }

        @Override
        String schema() {
            return "name STRING, solved BOOLEAN, rating DOUBLE, level STRING, score BIGINT, problem STRING, steps INT, "
                    + "techniques MAP<STRING, INT>, status STRING, error STRING";
        }

        @Override
        Outcome outcome() {
            return Outcome.GRADE;
        }
    }
}
