package org.cellwise.web;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
 * workers plus the queue, and the finished ones kept for a while for their result, the oldest dropped first.
 */
final class Jobs {
    /** What a job runs: the puzzle, the cancel flag and the node counter it publishes to. */
    interface Work extends BiFunction<Puzzle, Job, ObjectNode> {}

    static final class Job {
        final String id = UUID.randomUUID().toString();
        final AtomicBoolean cancel = new AtomicBoolean();
        final AtomicLong nodes = new AtomicLong();
        final long started = System.nanoTime();
        volatile ObjectNode result;
        volatile long ended;

        ObjectNode status() {
            ObjectNode o = JsonNodeFactory.instance.objectNode();
            o.put("id", id);
            o.put("state", result != null ? (cancel.get() ? "cancelled" : "done") : cancel.get() ? "cancelling" : "running");
            o.put("nodes", nodes.get());
            o.put("millis", ((result != null ? ended : System.nanoTime()) - started) / 1_000_000);
            if (result != null) o.set("result", result);
            return o;
        }
    }

    /** Finished jobs kept for their results. */
    static final int KEPT = 100;

    private final Map<String, Job> jobs = new LinkedHashMap<>();
    private final ExecutorService pool;
    private final int running;
    private int live;

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
        if (live >= running) return null;
        live++;
        Job job = new Job();
        jobs.put(job.id, job);
        while (jobs.size() > KEPT + running) {
            String oldest = jobs.entrySet().stream().filter(e -> e.getValue().result != null).map(Map.Entry::getKey).findFirst().orElse(null);
            if (oldest == null) break;
            jobs.remove(oldest);
        }
        pool.execute(() -> {
            ObjectNode r;
            boolean acquired = false;
            try {
                permits.acquire();
                acquired = true;
                r = work.apply(p, job);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                job.cancel.set(true);
                r = JsonNodeFactory.instance.objectNode().put("name", p.name()).put("status", "cancelled");
            } catch (RuntimeException e) {
                org.slf4j.LoggerFactory.getLogger(Jobs.class).error("job on " + p.name() + " failed", e);
                r = JsonNodeFactory.instance.objectNode().put("name", p.name()).put("status", "invalid").put("error", "internal error");
            }
            if (acquired) permits.release();
            job.ended = System.nanoTime();
            job.result = r;
            synchronized (this) {
                live--;
            }
        });
        return job;
    }

    synchronized Job get(String id) {
        return jobs.get(id);
    }

    void stop() {
        synchronized (this) {
            jobs.values().forEach(j -> j.cancel.set(true));
        }
        pool.shutdownNow();
    }
}
