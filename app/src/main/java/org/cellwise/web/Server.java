package org.cellwise.web;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.cellwise.batch.Answer;
import org.cellwise.check.Checker;
import org.cellwise.diagnose.Candidates;
import org.cellwise.engine.Result;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.Solver;
import org.cellwise.format.Format;
import org.cellwise.format.FormatException;
import org.cellwise.format.Formats;
import org.cellwise.format.Messages;
import org.cellwise.format.PuzzleReader;
import org.cellwise.format.SolutionReader;
import org.cellwise.puzzle.Puzzle;

/**
 * The HTTP API of {@code cellwise serve}: puzzle text in any format the command line reads, the same JSON lines
 * out. Bounded everywhere: the body's size (413 above it), each solve's time (the engine's own deadline, so the
 * worker really stops), how many solve at once and how many may wait (503 beyond). It reads no file a request
 * names and serves nothing but its routes; every error is JSON without a stack trace.
 */
public final class Server {
    /**
     * The bounds of a server: body bytes, time per puzzle, solves at once, requests waiting for one, and the time a
     * request's headers may take to arrive (the whole request gets three times as long).
     */
    public record Limits(long maxBody, Duration timeout, int workers, int queue, Duration readLimit) {
        public Limits {
            if (maxBody < 1 || workers < 1 || queue < 0 || timeout.isNegative() || timeout.isZero() || readLimit.isNegative()
                    || readLimit.isZero())
                throw new IllegalArgumentException("limits must be positive");
        }

        public Limits(long maxBody, Duration timeout, int workers, int queue) {
            this(maxBody, timeout, workers, queue, READ_LIMIT);
        }
    }

    /** Puzzles one request may hold: each is solved within the time limit, so this bounds a request's time too. */
    static final int MAX_PUZZLES = 100;
    /** The longest a request's headers may take to arrive (its body, three times as long): slow clients are cut off. */
    static final Duration READ_LIMIT = Duration.ofSeconds(10);
    /** Every answer says its charset: text is UTF-8 everywhere, names like "Café – ×÷" included. */
    static final String NDJSON = "application/x-ndjson; charset=utf-8", JSON_TYPE = "application/json; charset=utf-8";
    static final com.fasterxml.jackson.databind.ObjectMapper JSON = new com.fasterxml.jackson.databind.ObjectMapper();

    private final Limits limits;
    private final Semaphore permits;
    private final AtomicInteger waiting = new AtomicInteger();

    private final Jobs jobs;

    private Server(Limits limits) {
        this.limits = limits;
        this.permits = new Semaphore(limits.workers(), true);
        this.jobs = new Jobs(limits.workers(), limits.queue(), permits);
    }

    /** Starts listening; port 0 picks a free one ({@link Javalin#port()} says which). */
    public static Javalin start(String host, int port, Limits limits) {
        return start(host, port, limits, java.util.Set.of());
    }

    /**
     * Starts listening, answering requests whose {@code Host} names the bound address, {@code localhost}, or one of
     * {@code names} (a name the server is reached by, behind a proxy say).
     */
    public static Javalin start(String host, int port, Limits limits, java.util.Set<String> names) {
        Server s = new Server(limits);
        // each worker searches on its own part of the heap: a puzzle too large for it is refused before it is built
        org.cellwise.engine.Memory.share(limits.workers());
        Origins origins = new Origins(host, names);
        Javalin app = Javalin.create(config -> {
            config.http.maxRequestSize = limits.maxBody();
            config.http.prefer405over404 = true; // a route asked with the wrong method says so
            config.startup.showJavalinBanner = false;
            config.http.defaultContentType = "text/plain; charset=utf-8";
            // what Jetty refuses before a route sees it (an ambiguous path such as /../x) is answered in JSON too
            config.jetty.modifyServer(server -> {
                server.setErrorHandler(new JsonErrors());
                SlowClients.bound(server, limits.readLimit());
            });
            config.jetty.modifyHttpConfiguration(http -> {
                SlowClients.configure(http);
                Policy.install(http); // the page's security headers on every answer
            });
            config.jetty.threadPool = SlowClients.threads();
            // an Error (out of memory, stack overflow) that escapes a route is still a JSON answer, never an empty 500
            config.router.javaLangErrorHandler((res, error) -> Fault.write(res, error));
            // a web page the person visits may not drive this server: other origins and other host names are refused
            config.routes.before(ctx -> origins.check(ctx));
            config.events.serverStopping(s.jobs::stop); // running jobs are cancelled, their threads end
            // the page: static files from the classpath only, never the file system
            config.staticFiles.add(sf -> {
                sf.hostedPath = "/";
                sf.directory = "/web";
                sf.location = io.javalin.http.staticfiles.Location.CLASSPATH;
                for (String[] t : new String[][] {{"text/html", "html"}, {"text/javascript", "js"}, {"text/css", "css"}, {"image/svg+xml", "svg"}})
                    sf.mimeTypes.add(t[0] + "; charset=utf-8", t[1]);
            });
            config.routes.get("/api/rules", ctx -> {
                ObjectNode o = JsonNodeFactory.instance.objectNode();
                org.cellwise.rules.RuleCatalog.explained().forEach(o::put);
                ctx.contentType(JSON_TYPE).result(o.toString());
            });
            config.routes.post("/api/convert", ctx -> {
                Format to = Format.byId(ctx.queryParam("to") == null ? "json" : ctx.queryParam("to"));
                if (to == null) throw new BadRequest("unknown format " + Messages.quote(ctx.queryParam("to")));
                s.each(ctx, p -> {
                    try {
                        return JsonNodeFactory.instance.objectNode().put("name", p.name()).put("text", org.cellwise.format.Writers.write(p, to));
                    } catch (IllegalArgumentException e) {
                        throw new BadRequest(e.getMessage());
                    }
                });
            });
            // the variant clues drawn by the same code as every picture, for the page to lay into its own board
            config.routes.post("/api/clues", ctx -> s.each(ctx, p -> {
                String[] layers = org.cellwise.render.SvgRenderer.clueLayers(p, (int) number(ctx.queryParam("cell"), 44, 16, 128));
                return JsonNodeFactory.instance.objectNode().put("under", layers[0]).put("over", layers[1]).put("outside", !layers[2].isEmpty());
            }));
            config.routes.post("/api/generate", ctx -> s.generate(ctx));
            // a long solve the page watches: start it, poll its nodes, cancel it (the engine stops within a few hundred nodes)
            config.routes.post("/api/jobs/solve", ctx -> {
                boolean first = "true".equals(ctx.queryParam("first")); // read now: the job outlives the request
                s.job(ctx, (p, job) -> Answer.diagnose(p, first, limits.timeout(), job.cancel, job.nodes).toJson(p));
            });
            config.routes.post("/api/jobs/count", ctx -> {
                long limit = number(ctx.queryParam("limit"), 1000, 1, 1_000_000_000);
                s.job(ctx, (p, job) -> Answer.countJson(p, Solver.solve(p, SolveOptions.upTo(limit).withTimeout(limits.timeout())
                        .withCancel(job.cancel).withProgress(job.nodes), 0)));
            });
            // the setter's loop (Setter): the count with differing cells or the conflict placed on the board, true
            // candidates, the grade and where logic stops; jobs, so the page cancels one when the next edit comes
            config.routes.post("/api/jobs/setter", ctx -> s.job(ctx, (p, job) -> Setter.loop(p, limits.timeout(), job.cancel, job.nodes)));
            config.routes.post("/api/jobs/candidates", ctx -> {
                int limit = (int) number(ctx.queryParam("limit"), 10_000, 1, 1_000_000);
                s.job(ctx, (p, job) -> Setter.candidates(p, limits.timeout(), limit, job.cancel, job.nodes));
            });
            config.routes.post("/api/jobs/grade", ctx -> s.job(ctx, (p, job) -> Setter.grade(p, limits.timeout(), job.cancel)));
            config.routes.post("/api/share", ctx -> {
                Setter.Shared shared = Setter.Shared.read(s.body(ctx));
                String to = ctx.queryParam("to") == null ? "fpuzzles" : ctx.queryParam("to");
                s.each(ctx, shared.puzzle(), p -> Setter.share(p, to, shared));
            });
            config.routes.get("/api/jobs/{id}", ctx -> s.jobStatus(ctx, false));
            config.routes.delete("/api/jobs/{id}", ctx -> s.jobStatus(ctx, true));
            config.routes.post("/api/solve", ctx -> s.each(ctx, p -> {
                boolean first = "true".equals(ctx.queryParam("first"));
                return Answer.diagnose(p, first, limits.timeout(), null, null).toJson(p);
            }));
            config.routes.post("/api/count", ctx -> {
                long limit = number(ctx.queryParam("limit"), 1000, 1, 1_000_000_000);
                s.each(ctx, p -> Answer.countJson(p, Solver.solve(p, SolveOptions.upTo(limit).withTimeout(limits.timeout()), 0)));
            });
            config.routes.post("/api/candidates", ctx -> {
                int limit = (int) number(ctx.queryParam("limit"), 10_000, 1, 1_000_000);
                s.each(ctx, p -> Candidates.find(p, limits.timeout(), limit).toJson(p));
            });
            // the next logical step from the person's digits and marks, graded when ?level= or "level" asks
            config.routes.post("/api/hint", ctx -> {
                Hints.Request req = Hints.Request.read(s.body(ctx), ctx.queryParam("progress"), ctx.queryParam("level"));
                s.each(ctx, req.puzzle(), p -> Hints.next(p, req, limits.timeout()));
            });
            // the page's board: the puzzle's static layers drawn by the pictures' code, where its cells lie, its houses
            config.routes.post("/api/picture", ctx -> {
                int cell = (int) number(ctx.queryParam("cell"), 44, 16, 128);
                String text = s.body(ctx);
                s.each(ctx, text, p -> Boards.of(p, cell, text));
            });
            // a puzzle opened on the page: its JSON model (author, rules text and drawings in it too), and its info
            config.routes.post("/api/open", ctx -> {
                int cell = (int) number(ctx.queryParam("cell"), 44, 16, 128);
                String text = s.body(ctx);
                s.each(ctx, text, p -> JsonNodeFactory.instance.objectNode().put("name", p.name())
                        .put("text", org.cellwise.format.Writers.write(p, Format.JSON)).set("info", PuzzleInfo.of(p, text, cell)));
            });
            config.routes.post("/api/check", ctx -> {
                String grid = ctx.queryParam("solution");
                if (grid == null || grid.isBlank()) throw new BadRequest("expected the grid to check in the query: ?solution=...");
                boolean verbose = "true".equals(ctx.queryParam("verbose"));
                boolean rulesOnly = "true".equals(ctx.queryParam("rulesOnly"));
                s.each(ctx, p -> {
                    try {
                        org.cellwise.model.Filling f = SolutionReader.readPartial(p, grid, "solution");
                        return (rulesOnly ? Checker.check(p, f) : Checker.check(p, f, limits.timeout())).toJson(p.name(), verbose);
                    } catch (FormatException e) {
                        throw new BadRequest(e.getMessage());
                    }
                });
            });
            config.routes.exception(BadRequest.class, (e, ctx) -> error(ctx, 400, e.getMessage()));
            config.routes.exception(Busy.class, (e, ctx) -> error(ctx, 503, e.getMessage()));
            config.routes.exception(NotFound.class, (e, ctx) -> error(ctx, 404, e.getMessage()));
            config.routes.exception(TooLarge.class, (e, ctx) -> error(ctx, 413, e.getMessage()));
            config.routes.exception(Origins.Refused.class, (e, ctx) -> error(ctx, 403, e.getMessage()));
            config.routes.exception(Fault.class, (e, ctx) -> error(ctx, 500, e.getMessage()));
            config.routes.exception(Exception.class, (e, ctx) -> {
                org.slf4j.LoggerFactory.getLogger(Server.class).error("a request failed", e); // a bug: the log says where
                error(ctx, 500, "internal error");
            });
            config.routes.error(404, "*", ctx -> {
                // a route's own 404 (an unknown job) keeps its message
                if (ctx.attribute("cellwise.error") == null) error(ctx, 404, "no such route: " + Messages.quote(ctx.path()));
            });
            config.routes.error(405, "*", ctx -> error(ctx, 405, "method not allowed: " + Messages.quote(ctx.method().name())
                    + " on " + Messages.quote(ctx.path())));
            config.routes.error(413, "*", ctx -> error(ctx, 413, "the body is over " + limits.maxBody() + " bytes"));
        });
        return app.start(host, port);
    }

    /** Jetty's own errors (bad URIs, bad headers) as {@code {"error": ...}}, never an HTML page or a stack. */
    static final class JsonErrors extends org.eclipse.jetty.server.handler.ErrorHandler {
        @Override
        public boolean handle(org.eclipse.jetty.server.Request request, org.eclipse.jetty.server.Response response,
                org.eclipse.jetty.util.Callback callback) {
            Object status = request.getAttribute(ERROR_STATUS), message = request.getAttribute(ERROR_MESSAGE);
            int code = status instanceof Integer i ? i : response.getStatus();
            ObjectNode o = JsonNodeFactory.instance.objectNode();
            o.put("error", message == null ? org.eclipse.jetty.http.HttpStatus.getMessage(code) : message.toString());
            response.setStatus(code);
            response.getHeaders().put(org.eclipse.jetty.http.HttpHeader.CONTENT_TYPE, JSON_TYPE);
            Policy.add(response.getHeaders()); // an error answer may have been reset: the headers again
            response.write(true, java.nio.ByteBuffer.wrap(o.toString().getBytes(StandardCharsets.UTF_8)), callback);
            return true;
        }

        @Override
        public java.nio.ByteBuffer badMessageError(int status, String reason, org.eclipse.jetty.http.HttpFields.Mutable fields) {
            fields.put(org.eclipse.jetty.http.HttpHeader.CONTENT_TYPE, JSON_TYPE);
            Policy.add(fields); // a request too broken to be read is answered here, before any customizer
            ObjectNode o = JsonNodeFactory.instance.objectNode();
            o.put("error", reason == null ? org.eclipse.jetty.http.HttpStatus.getMessage(status) : reason);
            return java.nio.ByteBuffer.wrap(o.toString().getBytes(StandardCharsets.UTF_8));
        }
    }

    static final class BadRequest extends RuntimeException {
        BadRequest(String message) {
            super(message, null, false, false);
        }
    }

    static final class NotFound extends RuntimeException {
        NotFound(String message) {
            super(message, null, false, false);
        }
    }

    static final class Busy extends RuntimeException {
        Busy(String message) {
            super(message, null, false, false);
        }
    }

    static final class TooLarge extends RuntimeException {
        TooLarge(String message) {
            super(message, null, false, false);
        }
    }

    /** What the server could not do for a request it read well (it ran out of memory): 500 with this message. */
    static final class Fault extends RuntimeException {
        Fault(String message) {
            super(message, null, false, false);
        }

        /** An Error that reached Javalin outside any route's care: a JSON 500, the worker long since released. */
        static void write(jakarta.servlet.http.HttpServletResponse res, Error error) {
            org.slf4j.LoggerFactory.getLogger(Server.class).error("a request failed: " + error);
            try {
                res.setStatus(500);
                res.setContentType(JSON_TYPE);
                ObjectNode o = JsonNodeFactory.instance.objectNode();
                o.put("error", error instanceof OutOfMemoryError ? "the request ran out of the server's memory" : "internal error");
                res.getOutputStream().write(o.toString().getBytes(StandardCharsets.UTF_8));
            } catch (IOException | IllegalStateException e) {
                // the client has gone, or the answer was already under way: nothing more to say
            }
        }
    }

    private static void error(Context ctx, int status, String message) {
        ctx.attribute("cellwise.error", message);
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("error", message);
        ctx.status(status).contentType(JSON_TYPE).result(o.toString());
    }

    private static long number(String text, long otherwise, long min, long max) {
        if (text == null) return otherwise;
        try {
            long v = Long.parseLong(text.strip());
            if (v < min || v > max) throw new BadRequest("expected a number from " + min + " to " + max + ", found " + v);
            return v;
        } catch (NumberFormatException e) {
            throw new BadRequest("expected a number, found " + Messages.quote(text));
        }
    }

    /** Starts a job on the body's first puzzle: 202 with its id, 503 when as many jobs run or wait as allowed. */
    private void job(Context ctx, Jobs.Work work) throws Exception {
        String text = body(ctx);
        Puzzle p;
        try {
            p = Formats.open(new BufferedReader(new StringReader(text)), "request", "request", null).next();
        } catch (FormatException e) {
            throw new BadRequest(e.getMessage());
        } catch (StackOverflowError e) {
            throw new BadRequest("request: the puzzle nests too deeply to read");
        }
        if (p == null) throw new BadRequest("request: no puzzle found");
        Jobs.Job job = jobs.start(p, work);
        if (job == null) throw new Busy("busy: " + (limits.workers() + limits.queue()) + " jobs running or waiting; try again soon");
        ctx.status(202).contentType(JSON_TYPE).result(job.status().toString());
    }

    private void jobStatus(Context ctx, boolean cancel) {
        Jobs.Job job = jobs.get(ctx.pathParam("id"));
        if (job == null) throw new NotFound("no such job: " + Messages.quote(ctx.pathParam("id")));
        if (cancel) job.cancel.set(true);
        ctx.contentType(JSON_TYPE).result(job.status().toString());
    }

    /**
     * The body, at most the limit: 413 beyond it, at once when the length announced is over it (a length past 2^31
     * included, which the int-sized accessors report as unknown), else as soon as the bytes read pass it; 400 when
     * the client's framing of the body is broken (a chunk size that is no number).
     */
    private String body(Context ctx) throws IOException {
        if (ctx.req().getContentLengthLong() > limits.maxBody()) throw new TooLarge("the body is over " + limits.maxBody() + " bytes");
        try (InputStream in = ctx.bodyInputStream()) {
            byte[] bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, limits.maxBody() + 1));
            if (bytes.length > limits.maxBody()) throw new TooLarge("the body is over " + limits.maxBody() + " bytes");
            return new String(bytes, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            if (!framing(e)) throw e;
            throw new BadRequest("the request's body could not be read: its framing is broken (a chunk size that is not a "
                    + "hexadecimal number, or the body ends before its length)");
        }
    }

    /** Whether the parser refused the body's framing (a 4xx of Jetty's own), wherever in the causes it says so. */
    private static boolean framing(Throwable t) {
        for (int depth = 0; t != null && depth < 10; t = t.getCause(), depth++)
            if (t instanceof org.eclipse.jetty.http.HttpException h && h.getCode() >= 400 && h.getCode() < 500) return true;
        return false;
    }

    /** A new puzzle in Cellwise's text, made by a worker within the time limit ({@code ?kind=&size=&level=&seed=}). */
    private void generate(Context ctx) throws Exception {
        String kind = ctx.queryParam("kind");
        if (kind == null || !org.cellwise.generate.Generator.KINDS.contains(kind))
            throw new BadRequest("expected ?kind= one of " + String.join(", ", org.cellwise.generate.Generator.KINDS));
        org.cellwise.generate.Request r = org.cellwise.generate.Request.of(kind)
                .withSize((int) number(ctx.queryParam("size"), 0, 0, 25));
        String level = ctx.queryParam("level");
        if (level != null && !level.equals("any")) {
            try {
                r = r.withLevel(org.cellwise.logic.Technique.Level.valueOf(level.toUpperCase(java.util.Locale.ROOT)));
            } catch (IllegalArgumentException e) {
                throw new BadRequest("expected ?level= easy, medium, hard, expert, extreme or any, found " + Messages.quote(level));
            }
        }
        long seed = number(ctx.queryParam("seed"), System.nanoTime() & Integer.MAX_VALUE, 0, Long.MAX_VALUE);
        org.cellwise.generate.Request request = r;
        onWorker(() -> {
            try {
                Puzzle p = org.cellwise.generate.Generator.generate(request, seed, 0, System.nanoTime() + limits.timeout().toNanos());
                ctx.status(200).contentType(JSON_TYPE).result(JsonNodeFactory.instance.objectNode().put("name", p.name())
                        .put("seed", seed).put("text", org.cellwise.format.CellwiseWriter.write(p)).toString());
            } catch (IllegalArgumentException e) {
                throw new BadRequest(e.getMessage());
            } catch (org.cellwise.generate.Generator.NotFound e) {
                throw new Busy(e.getMessage());
            }
        });
    }

    private interface Work {
        void run() throws Exception;
    }

    /** Runs work on a worker: it waits in a bounded queue, and is turned away when the queue is full. */
    private void onWorker(Work work) throws Exception {
        if (waiting.incrementAndGet() > limits.queue() + limits.workers()) {
            waiting.decrementAndGet();
            throw new Busy("busy: " + limits.workers() + " working and " + limits.queue() + " waiting; try again soon");
        }
        boolean acquired = false;
        try {
            acquired = permits.tryAcquire(limits.timeout().toMillis(), TimeUnit.MILLISECONDS);
            if (!acquired) throw new Busy("busy: no worker came free in " + limits.timeout().toSeconds() + " s; try again soon");
            work.run();
        } catch (OutOfMemoryError e) {
            // what the request allocated is free again once unwound; the worker goes back to the others
            throw new Fault("the request ran out of the server's memory; send smaller puzzles");
        } catch (StackOverflowError e) {
            throw new BadRequest("request: the puzzle nests too deeply to read");
        } finally {
            if (acquired) permits.release();
            waiting.decrementAndGet();
        }
    }

    /**
     * Reads every puzzle of the body and answers each with one JSON line, one solve at a time per request: a
     * request waits for a worker in a bounded queue, and is turned away when the queue is full.
     */
    private void each(Context ctx, Function<Puzzle, ObjectNode> work) throws Exception {
        each(ctx, body(ctx), work);
    }

    private void each(Context ctx, String text, Function<Puzzle, ObjectNode> work) throws Exception {
        Format format = null;
        String from = ctx.queryParam("format");
        if (from != null && (format = Format.byId(from)) == null) throw new BadRequest("unknown format " + Messages.quote(from));
        Format fmt = format;
        onWorker(() -> {
            try {
                StringBuilder out = new StringBuilder();
                int puzzles = 0, answered = 0;
                String firstError = null;
                PuzzleReader reader = Formats.open(new BufferedReader(new StringReader(text)), "request", "request", fmt);
                while (true) {
                    Puzzle p;
                    try {
                        p = reader.next();
                    } catch (FormatException e) {
                        if (firstError == null) firstError = e.getMessage();
                        out.append(Answer.invalidJson(e)).append('\n');
                        continue;
                    }
                    if (p == null) break;
                    if (++puzzles > MAX_PUZZLES) throw new BadRequest("a request holds at most " + MAX_PUZZLES + " puzzles");
                    try {
                        out.append(work.apply(p)).append('\n');
                        answered++;
                    } catch (org.cellwise.engine.Memory.TooLarge e) {
                        // refused before it was built, at the place it was read; the next puzzles are still answered
                        FormatException located = Answer.located(p, e.getMessage());
                        if (firstError == null) firstError = located.getMessage();
                        out.append(Answer.invalidJson(located)).append('\n');
                    }
                }
                if (answered == 0) throw new BadRequest(firstError != null ? firstError : "request: no puzzle found");
                ctx.status(200).contentType(NDJSON).result(out.toString());
            } catch (FormatException e) {
                throw new BadRequest(e.getMessage());
            }
        });
    }
}
