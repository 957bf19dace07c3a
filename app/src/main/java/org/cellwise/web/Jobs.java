package org.cellwise.web;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiFunction;
import org.cellwise.puzzle.Puzzle;

/**
 * Long solves the page can watch: started by one request, polled for the nodes searched so far, cancelled by
 * another, which sets the engine's cancel flag so the worker really stops. Bounded: as many running as there are
 * workers plus the queue, each within the time limit; a job ends whatever its work throws (out of memory included)
 * and gives its worker back. Finished jobs are kept for their result, at most {@link #KEPT} of them, at most
 * {@link #KEPT_CHARS} characters of results in all, and for at most {@link #KEPT_MILLIS}; the oldest go first.
 */
final class Jobs {
    /** What a job runs: the puzzle, the cancel flag and the node counter it publishes to. */
    interface Work extends BiFunction<Puzzle, Job, ObjectNode> {}

    static final class Job {
        final String id = UUID.randomUUID().toString();
        final AtomicBoolean cancel = new AtomicBoolean();
        final AtomicLong nodes = new AtomicLong();
        final long started = System.nanoTime();
        /** The result line, kept as text: a 64×64 grid as a tree of JSON nodes would weigh ten times more. */
        volatile String result;
        volatile long ended;

        ObjectNode status() {
            ObjectNode o = JsonNodeFactory.instance.objectNode();
            o.put("id", id);
            o.put("state", result != null ? (cancel.get() ? "cancelled" : "done") : cancel.get() ? "cancelling" : "running");
            o.put("nodes", nodes.get());
            o.put("millis", ((result != null ? ended : System.nanoTime()) - started) / 1_000_000);
            if (result != null) {
                try {
                    o.set("result", Server.JSON.readTree(result));
                } catch (java.io.IOException e) {
                    throw new IllegalStateException(e); // written by this class: always JSON
                }
            }
            return o;
        }
    }

    /** Finished jobs kept for their results. */
    static final int KEPT = 100;
    /** Characters of finished results kept in all (about 32 MB of heap). */
    static final long KEPT_CHARS = 16L << 20;
    /** How long a finished job is kept. */
    static final long KEPT_MILLIS = 10 * 60_000;

    private final Map<String, Job> jobs = new LinkedHashMap<>();
    private final ExecutorService pool;
    private final int running;
    private int live;
    private long keptChars;

    private final java.util.concurrent.Semaphore permits;

    /** Jobs share the server's workers: a job waits for one as a request does. */
    Jobs(int workers, int queue, java.util.concurrent.Semaphore permits) {
        this.permits = permits;
        this.running = workers + queue;
        this.pool = Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, "cellwise-job");
            t.setDaemon(true);
            return t;
        });
    }

    /** The new job, or null when as many are running or waiting as the server allows. */
    synchronized Job start(Puzzle p, Work work) {
        forget();
        if (live >= running) return null;
        live++;
        Job job = new Job();
        jobs.put(job.id, job);
        pool.execute(() -> run(p, work, job));
        return job;
    }

    /**
     * Runs a job on a worker. Work cancelled before it starts never takes a worker; work cancelled while it runs
     * stops at its next check (the engine's every few hundred nodes, logic's between steps) and its partial result is
     * dropped: the job's line says {@code cancelled}.
     */
    private void run(Puzzle p, Work work, Job job) {
        String r;
        boolean acquired = false;
        try {
            if (!job.cancel.get()) {
                permits.acquire();
                acquired = true;
            }
            r = job.cancel.get() ? line(p, "cancelled", null) : work.apply(p, job).toString();
            if (job.cancel.get()) r = line(p, "cancelled", null);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            job.cancel.set(true);
            r = line(p, "cancelled", null);
        } catch (org.cellwise.engine.Memory.TooLarge e) {
            r = org.cellwise.batch.Answer.invalidJson(org.cellwise.batch.Answer.located(p, e.getMessage())).toString();
        } catch (OutOfMemoryError e) {
            // what the search allocated is free again once unwound: the job ends and its worker serves others
            r = line(p, "invalid", "the job ran out of the server's memory");
        } catch (StackOverflowError e) {
            r = line(p, "invalid", "the puzzle nests too deeply to work on");
        } catch (RuntimeException | Error e) {
            org.slf4j.LoggerFactory.getLogger(Jobs.class).error("job on " + p.name() + " failed", e);
            r = line(p, "invalid", "internal error");
        } finally {
            if (acquired) permits.release();
        }
        synchronized (this) { // published with the slot freed: whoever sees the result may start the next job
            live--;
            keptChars += r.length();
            job.ended = System.nanoTime();
            job.result = r;
            forget();
        }
    }

    private static String line(Puzzle p, String status, String error) {
        ObjectNode o = JsonNodeFactory.instance.objectNode().put("name", p.name()).put("status", status);
        if (error != null) o.put("error", error);
        return o.toString();
    }

    /** Drops finished jobs, oldest first, past the count, the characters or the age kept. */
    private void forget() {
        long now = System.nanoTime();
        int finished = 0;
        for (Job j : jobs.values()) if (j.result != null) finished++;
        for (Iterator<Job> it = jobs.values().iterator(); it.hasNext();) {
            Job j = it.next();
            if (j.result == null) continue;
            boolean old = (now - j.ended) / 1_000_000 > KEPT_MILLIS;
            if (finished > KEPT || keptChars > KEPT_CHARS || old) {
                it.remove();
                finished--;
                keptChars -= j.result.length();
            }
        }
    }

    synchronized Job get(String id) {
        forget();
        return jobs.get(id);
    }

    /** Jobs held: running, waiting and finished (for tests and monitoring). */
    synchronized int size() {
        return jobs.size();
    }

    void stop() {
        synchronized (this) {
            jobs.values().forEach(j -> j.cancel.set(true));
        }
        pool.shutdownNow();
    }
}
