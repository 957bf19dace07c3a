package org.cellwise.site;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.function.LongConsumer;
import org.cellwise.api.Api;
import org.cellwise.api.BadRequest;
import org.cellwise.api.Busy;
import org.cellwise.batch.Answer;
import org.cellwise.format.Json;
import org.cellwise.format.Messages;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSExport;

/**
 * The page's API answered in the browser: the routes of {@code cellwise serve}, read and computed by the same code
 * ({@link Api}), compiled to the browser by TeaVM and run in a Web Worker ({@code worker.js}), one request at a
 * time. A request is the route, its query (as a JSON object of strings) and its body; the answer is the text the
 * server would send, and {@link #status()} the server's status code for it. A job runs to its end here (the page
 * cancels one by ending the worker), telling its progress as it goes, and answers as the server's finished job does.
 */
public final class Worker {
    private Worker() {}

    /** Each request's time limit: {@code cellwise serve}'s default. */
    static final Duration TIMEOUT = Duration.ofSeconds(10);
    /**
     * The most a request may ask for ({@code ?timeout=}): more than a server gives, since the only machine a
     * search here loads is the person's own, and the page ends a worker it no longer wants whatever its limit.
     */
    static final Duration MOST = Duration.ofMinutes(10);
    /** How often a job tells the page how far it has got. */
    static final long PROGRESS_NANOS = 150_000_000L;

    private static int status = 200;
    private static String type = Api.JSON;

    /** The answer to {@code METHOD /api/ROUTE?QUERY} with this body. */
    @JSExport
    public static String answer(String method, String route, String query, String body) {
        status = 200;
        type = Api.JSON;
        try {
            JsonNode q = Json.parse(query == null || query.isEmpty() ? "{}" : query);
            Api.Query params = name -> q.has(name) ? q.get(name).asText() : null;
            if (route.equals("rules") && method.equals("GET")) return Api.rules();
            if (route.startsWith("jobs/") && method.equals("POST")) {
                Api.Job job = Api.job(route.substring(5), params, body);
                if (job != null) return run(job, Api.timeout(params, TIMEOUT, MOST));
            } else if (method.equals("POST")) {
                Api.Call call = Api.call(route, params, body);
                if (call != null) {
                    Duration limit = Api.timeout(params, TIMEOUT, MOST);
                    type = call.type();
                    return call.run(limit);
                }
            }
            return error(404, "no such route: " + Messages.quote("/api/" + route));
        } catch (BadRequest e) {
            return error(400, e.getMessage());
        } catch (Busy e) {
            return error(503, e.getMessage());
        } catch (StackOverflowError e) {
            return error(400, "request: the puzzle nests too deeply to read");
        } catch (RuntimeException e) {
            // as the server: the page gets no stack, the console does
            e.printStackTrace();
            return error(500, "internal error");
        }
    }

    /** The status code of the last answer. */
    @JSExport
    public static int status() {
        return status;
    }

    /** The content type of the last answer. */
    @JSExport
    public static String type() {
        return type;
    }

    /** A job run to its end, answered as the server's job status once it is done. */
    private static String run(Api.Job job, Duration limit) {
        long t0 = System.nanoTime();
        long[] nodes = {0}, told = {t0};
        LongConsumer progress = n -> {
            nodes[0] = n;
            long now = System.nanoTime();
            if (now - told[0] >= PROGRESS_NANOS) {
                told[0] = now;
                progress(n, (now - t0) / 1e6);
            }
        };
        ObjectNode result;
        try {
            result = job.run(limit, null, progress);
        } catch (org.cellwise.engine.Memory.TooLarge e) {
            result = Answer.invalidJson(Answer.located(job.puzzle(), e.getMessage()));
        } catch (StackOverflowError e) {
            result = Json.object().put("name", job.puzzle().name()).put("status", "invalid").put("error", "the puzzle nests too deeply to work on");
        }
        ObjectNode o = Json.object();
        o.put("id", "browser");
        o.put("state", "done");
        o.put("nodes", nodes[0]);
        o.put("millis", (System.nanoTime() - t0) / 1_000_000);
        o.set("result", result);
        return Json.write(o);
    }

    private static String error(int code, String message) {
        status = code;
        type = Api.JSON;
        return Json.write(Json.object().put("error", message));
    }

    /** Tells the page the nodes searched so far and the time spent: the worker's script posts it on. */
    @JSBody(params = {"nodes", "millis"}, script = "globalThis.cellwiseProgress(nodes, millis);")
    private static native void progress(double nodes, double millis);

    public static void main(String[] args) {
        // the page calls the exported methods; nothing runs on loading
    }
}
