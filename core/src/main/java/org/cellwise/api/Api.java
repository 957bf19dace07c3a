package org.cellwise.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.StringReader;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import java.util.function.LongConsumer;
import org.cellwise.batch.Answer;
import org.cellwise.check.Checker;
import org.cellwise.diagnose.Candidates;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.format.Format;
import org.cellwise.format.FormatException;
import org.cellwise.format.Formats;
import org.cellwise.format.Json;
import org.cellwise.format.Messages;
import org.cellwise.format.PuzzleReader;
import org.cellwise.format.SolutionReader;
import org.cellwise.generate.Generator;
import org.cellwise.logic.board.Technique;
import org.cellwise.model.Filling;
import org.cellwise.puzzle.Puzzle;
import org.cellwise.render.SvgRenderer;
import org.cellwise.rules.RuleCatalog;

/**
 * The page's requests and their answers, whoever answers them: the HTTP server ({@code cellwise serve}) and the
 * browser's worker (the static app of {@code cellwise site}) both read a request here and compute its answer here,
 * so the page gets the same JSON from either. A request is read and checked first ({@link #call}, {@link #job}:
 * a bad query or body is a {@link BadRequest} before any work), then run within a time limit and the request's limit
 * on work ({@link #work}, read here, so both hosts honour it alike); the host decides the time ({@link #timeout}),
 * where it runs (a server's bounded workers, a worker thread of the browser) and how it is cancelled.
 */
public final class Api {
    private Api() {}

    /** Puzzles one request may hold: each is answered within the time limit, so this bounds a request's time too. */
    public static final int MAX_PUZZLES = 100;
    /** The content types of the answers: one JSON line per puzzle, or one JSON object. */
    public static final String NDJSON = "application/x-ndjson; charset=utf-8", JSON = "application/json; charset=utf-8";
    /** The routes {@link #call} answers (under {@code /api/}, by {@code POST}). */
    public static final List<String> ROUTES = List.of("solve", "count", "check", "candidates", "hint", "picture", "open",
            "convert", "share", "clues", "generate");
    /** The jobs {@link #job} starts (under {@code /api/jobs/}, by {@code POST}). */
    public static final List<String> JOBS = List.of("solve", "count", "setter", "candidates", "grade");

    /** A request's query parameters by name: null for one not given. */
    public interface Query {
        String get(String name);
    }

    /** A request read and checked: what its answer is (its content type) and the work that writes it. */
    public interface Call {
        String type();

        /** The answer's text, within the time limit: BadRequest or Busy when it cannot be given. */
        String run(Duration timeout);
    }

    /** A job read and checked: the puzzle it works on and the work, which ends with one JSON line. */
    public interface Job {
        Puzzle puzzle();

        /** The job's result line; the search stops when {@code cancel} is set and tells {@code nodes} how far it got. */
        ObjectNode run(Duration timeout, AtomicBoolean cancel, LongConsumer nodes);
    }

    /** {@code GET /api/rules}: each rule's keyword and what it asks. */
    public static String rules() {
        ObjectNode o = Json.object();
        RuleCatalog.explained().forEach(o::put);
        return Json.write(o);
    }

    /** {@code POST /api/ROUTE}: the request read and checked, or null for a route that does not exist. */
    public static Call call(String route, Query q, String body) {
        if (!ROUTES.contains(route)) return null;
        long work = work(q); // read on every route, so a bad one is refused even where nothing searches
        switch (route) {
            case "generate":
                return generate(q, work);
            case "convert": {
                Format to = Format.byId(q.get("to") == null ? "json" : q.get("to"));
                if (to == null) throw new BadRequest("unknown format " + Messages.quote(q.get("to")));
                return each(q, body, (p, timeout) -> {
                    try {
                        return Json.object().put("name", p.name()).put("text", org.cellwise.format.Writers.write(p, to));
                    } catch (IllegalArgumentException e) {
                        throw new BadRequest(e.getMessage());
                    }
                });
            }
            case "clues": {
                int cell = (int) number(q, "cell", 44, 16, 128);
                // the variant clues drawn by the same code as every picture, for the page to lay into its own board
                return each(q, body, (p, timeout) -> {
                    String[] layers = SvgRenderer.clueLayers(p, cell);
                    return Json.object().put("under", layers[0]).put("over", layers[1]).put("outside", !layers[2].isEmpty());
                });
            }
            case "share": {
                Setter.Shared shared = Setter.Shared.read(body);
                String to = q.get("to") == null ? "fpuzzles" : q.get("to");
                return each(q, shared.puzzle(), (p, timeout) -> Setter.share(p, to, shared));
            }
            case "solve": {
                boolean first = "true".equals(q.get("first"));
                return each(q, body, (p, timeout) -> Answer.diagnose(p, first, timeout, work, null, null).toJson(p));
            }
            case "count": {
                long limit = number(q, "limit", 1000, 1, 1_000_000_000);
                return each(q, body, (p, timeout) -> Answer.countJson(p, Solver.solve(p, SolveOptions.upTo(limit).withTimeout(timeout)
                        .withMaxNodes(work), 0)));
            }
            case "candidates": {
                int limit = (int) number(q, "limit", 10_000, 1, 1_000_000);
                return each(q, body, (p, timeout) -> Candidates.find(p, timeout, work, limit, null, null).toJson(p));
            }
            case "hint": {
                // the next logical step from the person's digits and marks, graded when ?level= or "level" asks
                Hints.Request req = Hints.Request.read(body, q.get("progress"), q.get("level"));
                return each(q, req.puzzle(), (p, timeout) -> Hints.next(p, req, timeout, work));
            }
            case "picture": {
                // the page's board: the puzzle's static layers drawn by the pictures' code, where its cells lie, its houses
                int cell = (int) number(q, "cell", 44, 16, 128);
                return each(q, body, (p, timeout) -> Boards.of(p, cell, body));
            }
            case "open": {
                // a puzzle opened on the page: its JSON model (author, rules text and drawings in it too), and its info
                int cell = (int) number(q, "cell", 44, 16, 128);
                return each(q, body, (p, timeout) -> Json.object().put("name", p.name())
                        .put("text", org.cellwise.format.Writers.write(p, Format.JSON)).set("info", PuzzleInfo.of(p, body, cell)));
            }
            case "check": {
                String grid = q.get("solution");
                if (grid == null || grid.isBlank()) throw new BadRequest("expected the grid to check in the query: ?solution=...");
                boolean verbose = "true".equals(q.get("verbose"));
                boolean rulesOnly = "true".equals(q.get("rulesOnly"));
                return each(q, body, (p, timeout) -> {
                    try {
                        Filling f = SolutionReader.readPartial(p, grid, "solution");
                        return (rulesOnly ? Checker.check(p, f) : Checker.check(p, f, timeout, work)).toJson(p.name(), verbose);
                    } catch (FormatException e) {
                        throw new BadRequest(e.getMessage());
                    }
                });
            }
            default:
                return null;
        }
    }

    /**
     * {@code POST /api/jobs/KIND}: a long search on the body's first puzzle, which its host lets the page watch
     * and cancel; null for a kind that does not exist.
     */
    public static Job job(String kind, Query q, String body) {
        if (!JOBS.contains(kind)) return null;
        JobWork work;
        long most = work(q);
        switch (kind) {
            case "solve": {
                boolean first = "true".equals(q.get("first"));
                work = (p, timeout, cancel, nodes) -> Answer.diagnose(p, first, timeout, most, cancel, nodes).toJson(p);
                break;
            }
            case "count": {
                long limit = number(q, "limit", 1000, 1, 1_000_000_000);
                work = (p, timeout, cancel, nodes) -> Answer.countJson(p, Solver.solve(p, SolveOptions.upTo(limit)
                        .withTimeout(timeout).withMaxNodes(most).withCancel(cancel).withProgress(nodes), 0));
                break;
            }
            // the setter's loop: the count with differing cells or the conflict placed on the board, true candidates,
            // the grade and where logic stops; jobs, so the page cancels one when the next edit comes.
            // ?conflict=later: the verdict at once, the conflict of "no solution" left to a second job
            case "setter": {
                String conflict = q.get("conflict");
                if (conflict != null && !conflict.equals("later") && !conflict.equals("now"))
                    throw new BadRequest("expected ?conflict=later or now, found " + Messages.quote(conflict));
                boolean seek = !"later".equals(conflict);
                work = (p, timeout, cancel, nodes) -> Setter.loop(p, seek, timeout, most, cancel, nodes);
                break;
            }
            case "candidates": {
                int limit = (int) number(q, "limit", 10_000, 1, 1_000_000);
                work = (p, timeout, cancel, nodes) -> Setter.candidates(p, timeout, most, limit, cancel, nodes);
                break;
            }
            case "grade":
                work = (p, timeout, cancel, nodes) -> Setter.grade(p, timeout, most, cancel);
                break;
            default:
                return null;
        }
        Puzzle p = first(body);
        return new Job() {
            @Override
            public Puzzle puzzle() {
                return p;
            }

            @Override
            public ObjectNode run(Duration timeout, AtomicBoolean cancel, LongConsumer nodes) {
                return work.run(p, timeout, cancel, nodes);
            }
        };
    }

    private interface JobWork {
        ObjectNode run(Puzzle p, Duration timeout, AtomicBoolean cancel, LongConsumer nodes);
    }

    /** The first puzzle of a body, read in any format. */
    private static Puzzle first(String text) {
        Puzzle p;
        try {
            p = Formats.open(new BufferedReader(new StringReader(text)), "request", "request", null).next();
        } catch (FormatException e) {
            throw new BadRequest(e.getMessage());
        } catch (StackOverflowError e) {
            throw new BadRequest("request: the puzzle nests too deeply to read");
        }
        if (p == null) throw new BadRequest("request: no puzzle found");
        return p;
    }

    /** A new puzzle in Cellwise's text, made within the time limit ({@code ?kind=&size=&level=&seed=}). */
    private static Call generate(Query q, long work) {
        String kind = q.get("kind");
        if (kind == null || !Generator.KINDS.contains(kind))
            throw new BadRequest("expected ?kind= one of " + String.join(", ", Generator.KINDS));
        org.cellwise.generate.Request r = org.cellwise.generate.Request.of(kind).withSize((int) number(q, "size", 0, 0, 25));
        String level = q.get("level");
        if (level != null && !level.equals("any")) {
            try {
                r = r.withLevel(Technique.Level.valueOf(level.toUpperCase(Locale.ROOT)));
            } catch (IllegalArgumentException e) {
                throw new BadRequest("expected ?level= easy, medium, hard, expert, extreme or any, found " + Messages.quote(level));
            }
        }
        long seed = number(q, "seed", System.nanoTime() & Integer.MAX_VALUE, 0, Long.MAX_VALUE);
        org.cellwise.generate.Request request = r;
        return new Call() {
            @Override
            public String type() {
                return JSON;
            }

            @Override
            public String run(Duration timeout) {
                try {
                    Puzzle p = Generator.generate(request, seed, 0, System.nanoTime() + timeout.toNanos(), work);
                    return Json.write(Json.object().put("name", p.name()).put("seed", seed)
                            .put("text", org.cellwise.format.CellwiseWriter.write(p)));
                } catch (IllegalArgumentException e) {
                    throw new BadRequest(e.getMessage());
                } catch (Generator.NotFound e) {
                    throw new Busy(e.getMessage());
                }
            }
        };
    }

    /** What a call does with each puzzle of its body, within the time limit. */
    private interface Work {
        ObjectNode apply(Puzzle p, Duration timeout);
    }

    /**
     * Every puzzle of the body (in the format of {@code ?format=}, else detected), each answered with one JSON line;
     * a puzzle that cannot be read is a line with {@code "status": "invalid"} in its place, and a body with no
     * puzzle answered is a BadRequest with the first error.
     */
    private static Call each(Query q, String text, Work work) {
        String from = q.get("format");
        Format format = from == null ? null : Format.byId(from);
        if (from != null && format == null) throw new BadRequest("unknown format " + Messages.quote(from));
        return new Call() {
            @Override
            public String type() {
                return NDJSON;
            }

            @Override
            public String run(Duration timeout) {
                return answers(text, format, p -> work.apply(p, timeout));
            }
        };
    }

    private static String answers(String text, Format format, Function<Puzzle, ObjectNode> work) {
        try {
            StringBuilder out = new StringBuilder();
            int puzzles = 0, answered = 0;
            String firstError = null;
            PuzzleReader reader = Formats.open(new BufferedReader(new StringReader(text)), "request", "request", format);
            while (true) {
                Puzzle p;
                try {
                    p = reader.next();
                } catch (FormatException e) {
                    if (firstError == null) firstError = e.getMessage();
                    out.append(Json.write(Answer.invalidJson(e))).append('\n');
                    continue;
                }
                if (p == null) break;
                if (++puzzles > MAX_PUZZLES) throw new BadRequest("a request holds at most " + MAX_PUZZLES + " puzzles");
                try {
                    out.append(Json.write(work.apply(p))).append('\n');
                    answered++;
                } catch (org.cellwise.engine.Memory.TooLarge e) {
                    // refused before it was built, at the place it was read; the next puzzles are still answered
                    FormatException located = Answer.located(p, e.getMessage());
                    if (firstError == null) firstError = located.getMessage();
                    out.append(Json.write(Answer.invalidJson(located))).append('\n');
                }
            }
            if (answered == 0) throw new BadRequest(firstError != null ? firstError : "request: no puzzle found");
            return out.toString();
        } catch (FormatException e) {
            throw new BadRequest(e.getMessage());
        }
    }

    /** The most work a request may do: what {@code ?work=} gives. */
    public static final long MAX_WORK = 1_000_000_000_000_000L;

    /**
     * {@code ?work=N}: a limit on work beside the host's time limit (0, the default: none), counted as each engine
     * counts it: nodes of the engine's search (for all the searches of one puzzle's answer together where a route
     * makes several: candidates, a conflict; for each where the time limit is for each: check), and askings of
     * logic's limit for hints and grades ({@code --work} of {@code explain} and {@code grade}). An answer it cuts
     * says {@code budget} where one the time limit cuts says {@code timeout}, and is the same on every machine and
     * host, however busy.
     */
    static long work(Query q) {
        return number(q, "work", 0, 1, MAX_WORK);
    }

    /**
     * {@code ?timeout=SECONDS}: the time limit a request asks for (whole seconds), or the host's {@code otherwise}
     * when it does not ask. A host gives at most {@code most}: a server its own limit (it must bound the time of
     * every request), the static app in a browser more, since the only machine it loads is the person's own.
     */
    public static Duration timeout(Query q, Duration otherwise, Duration most) {
        if (q.get("timeout") == null) return otherwise;
        long seconds = number(q, "timeout", 0, 1, Long.MAX_VALUE / 1_000_000_000L);
        if (seconds > most.getSeconds())
            throw new BadRequest("expected ?timeout= at most " + most.getSeconds() + " seconds, this host's limit, found " + seconds);
        return Duration.ofSeconds(seconds);
    }

    /** A query's number between bounds, {@code otherwise} when it is not given; a refusal names the parameter. */
    static long number(Query q, String name, long otherwise, long min, long max) {
        String text = q.get(name);
        if (text == null) return otherwise;
        try {
            long v = Long.parseLong(text.strip());
            if (v < min || v > max)
                throw new BadRequest("expected ?" + name + "= a number from " + min + " to " + max + ", found " + v);
            return v;
        } catch (NumberFormatException e) {
            throw new BadRequest("expected ?" + name + "= a number, found " + Messages.quote(text));
        }
    }
}
