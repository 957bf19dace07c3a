package org.cellwise.web;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.cellwise.api.Api;
import org.cellwise.api.BadRequest;
import org.cellwise.api.Busy;
import org.cellwise.format.Messages;

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

    /** The longest a request's headers may take to arrive (its body, three times as long): slow clients are cut off. */
    static final Duration READ_LIMIT = Duration.ofSeconds(10);
    /** Every answer says its charset: text is UTF-8 everywhere, names like "Café – ×÷" included. */
    static final String JSON_TYPE = Api.JSON;
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
            config.routes.get("/api/rules", ctx -> ctx.contentType(JSON_TYPE).result(Api.rules()));
            // every route reads its request in Api, as the browser's worker does: the same answers from both
            for (String route : Api.ROUTES)
                config.routes.post("/api/" + route, ctx -> {
                    Api.Call call = Api.call(route, ctx::queryParam, s.body(ctx));
                    Duration limit = Api.timeout(ctx::queryParam, limits.timeout(), limits.timeout());
                    s.onWorker(() -> ctx.status(200).contentType(call.type()).result(call.run(limit)));
                });
            // a long search the page watches: start it, poll its nodes, cancel it (the engine stops within a few
            // hundred nodes)
            for (String kind : Api.JOBS)
                config.routes.post("/api/jobs/" + kind, ctx -> {
                    Api.Job job = Api.job(kind, ctx::queryParam, s.body(ctx));
                    s.job(ctx, job, Api.timeout(ctx::queryParam, limits.timeout(), limits.timeout()));
                });
            config.routes.get("/api/jobs/{id}", ctx -> s.jobStatus(ctx, false));
            config.routes.delete("/api/jobs/{id}", ctx -> s.jobStatus(ctx, true));
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

    static final class NotFound extends RuntimeException {
        NotFound(String message) {
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

    /** Starts a job on the body's first puzzle: 202 with its id, 503 when as many jobs run or wait as allowed. */
    private void job(Context ctx, Api.Job work, Duration limit) {
        Jobs.Job job = jobs.start(work.puzzle(), (p, j) -> work.run(limit, j.cancel, j.nodes::set));
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
}
