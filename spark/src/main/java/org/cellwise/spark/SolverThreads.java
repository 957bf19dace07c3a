package org.cellwise.spark;

import java.util.concurrent.LinkedBlockingQueue;

/**
 * The threads an executor solves on, kept for its whole life: the engine caches each compiled model per thread, so
 * a file of Sudokus compiles once per executor core rather than once per task. A thread counts as free before its
 * task's last record is handed over, so the next task of the same slot finds it waiting.
 */
final class SolverThreads {
    private SolverThreads() {}

    private static final LinkedBlockingQueue<Runnable[]> WORK = new LinkedBlockingQueue<>();
    private static int idle, started;

    /** Runs {@code work} then, once this thread is free again, {@code last}. */
    static void submit(Runnable work, Runnable last) {
        synchronized (SolverThreads.class) {
            if (idle > 0) idle--;
            else {
                Thread t = new Thread(SolverThreads::loop, "cellwise-solver-" + started++);
                t.setDaemon(true);
                t.start();
            }
        }
        WORK.add(new Runnable[] {work, last});
    }

    /** Threads working now (a task's puzzles under way). */
    static synchronized int busy() {
        return started - idle;
    }

    /** Threads started in this JVM so far. */
    static synchronized int started() {
        return started;
    }

    private static void loop() {
        while (true) {
            Runnable[] w;
            try {
                w = WORK.take();
            } catch (InterruptedException e) {
                return;
            }
            try {
                w[0].run();
            } catch (Throwable e) {
                // the work hands its own failure to its task; nothing must end this thread
            } finally {
                synchronized (SolverThreads.class) {
                    idle++;
                }
                w[1].run();
            }
        }
    }
}
