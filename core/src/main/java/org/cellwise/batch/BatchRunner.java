package org.cellwise.batch;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicBoolean;
import org.cellwise.engine.Cores;
import org.cellwise.format.FormatException;
import org.cellwise.format.PuzzleReader;
import org.cellwise.puzzle.Puzzle;

/**
 * Runs a task over every puzzle of a stream on N workers and hands the results back in input order, on the
 * caller's thread. Workers take puzzles straight from the reader, a batch at a time, so reading is shared instead
 * of feeding every worker from one producer; a bounded window of puzzles in flight keeps memory flat however long
 * the stream. A puzzle the reader rejects is handed back as an error in its place and the rest go on. The run
 * stops early when the cancel flag is set or the limit of puzzles is reached.
 *
 * <pre>{@code
 * BatchRunner.Summary s = BatchRunner.run(reader, new BatchRunner.Options(4, 0, null),
 *         p -> Answers.solve(p, opts), (item) -> print(item));
 * }</pre>
 */
public final class BatchRunner {
    private BatchRunner() {}

    /** The work done for one puzzle, on a worker thread. */
    public interface Task<R> {
        R apply(Puzzle p);
    }

    /** Receives each puzzle's outcome in input order, on the caller's thread. */
    public interface Sink<R> {
        void accept(Item<R> item);
    }

    /**
     * One input's outcome: the puzzle and the task's result, or the reader's error (puzzle and result null), or the
     * task's own failure (an exception it threw, with the puzzle).
     */
    public record Item<R>(long index, Puzzle puzzle, R result, FormatException error, RuntimeException failure) {}

    /** threads: workers (1 runs on the caller's thread); limit: at most this many inputs (0: all); cancel: stop flag. */
    public record Options(int threads, long limit, AtomicBoolean cancel) {
        public Options {
            if (threads < 1) throw new IllegalArgumentException("threads must be at least 1");
            if (limit < 0) throw new IllegalArgumentException("limit must not be negative");
        }

        public static Options threads(int n) {
            return new Options(n, 0, null);
        }
    }

    /** How the run went: inputs handed back, how many were rejected by the reader, whether it was cut short. */
    public record Summary(long items, long errors, boolean cancelled) {}

    /** Inputs a worker takes from the reader at once: few lock round trips, little held in memory. */
    static final int BATCH = 64;

    public static <R> Summary run(PuzzleReader reader, Options options, Task<R> task, Sink<R> sink)
            throws InterruptedException {
        return options.threads() == 1 ? inline(reader, options, task, sink) : new Parallel<>(reader, options, task, sink).run();
    }

    private static boolean cancelled(Options o) {
        return o.cancel() != null && o.cancel().get();
    }

    private static <R> Summary inline(PuzzleReader reader, Options o, Task<R> task, Sink<R> sink) {
        long index = 0, errors = 0;
        while (o.limit() == 0 || index < o.limit()) {
            if (cancelled(o)) return new Summary(index, errors, true);
            Item<R> item;
            try {
                Puzzle p = reader.next();
                if (p == null) break;
                item = compute(index, p, task);
            } catch (FormatException e) {
                item = new Item<>(index, null, null, e, null);
                errors++;
            }
            index++;
            sink.accept(item);
        }
        return new Summary(index, errors, false);
    }

    private static <R> Item<R> compute(long index, Puzzle p, Task<R> task) {
        try {
            return new Item<>(index, p, task.apply(p), null, null);
        } catch (RuntimeException e) {
            return new Item<>(index, p, null, null, e);
        } catch (OutOfMemoryError e) {
            // what the puzzle's own work allocated is free again once unwound: the rest of the stream goes on
            return new Item<>(index, p, null, null, new OutOfMemory("ran out of memory working on it (give Java more with -Xmx)"));
        } catch (StackOverflowError e) {
            return new Item<>(index, p, null, null, new OutOfMemory("it nests too deeply to work on"));
        }
    }

    /** A task that ran out of memory or stack on one puzzle: a failure of that puzzle, not of the run. */
    public static final class OutOfMemory extends RuntimeException {
        public OutOfMemory(String message) {
            super(message, null, false, false);
        }
    }

    /** Workers, a shared reader, and a reorder buffer drained by the caller. */
    private static final class Parallel<R> {
        private final PuzzleReader reader;
        private final Options o;
        private final Task<R> task;
        private final Sink<R> sink;
        /** Inputs read but not yet handed back: bounds the reorder buffer. */
        private final Semaphore window;
        private final Map<Long, Item<R>> ready = new HashMap<>();
        /** Guards the reader and what reading counts; {@code this} guards the reorder buffer. */
        private final Object readLock = new Object();
        private long nextToRead, errors;
        private volatile boolean exhausted;
        /** The input ran out, or the limit was reached: the run was not cut short. */
        private boolean reachedEnd;
        private int running;
        private RuntimeException readerFailure;

        Parallel(PuzzleReader reader, Options o, Task<R> task, Sink<R> sink) {
            this.reader = reader;
            this.o = o;
            this.task = task;
            this.sink = sink;
            this.window = new Semaphore(o.threads() * BATCH * 4);
        }

        Summary run() throws InterruptedException {
            Thread[] workers = new Thread[o.threads()];
            running = workers.length;
            for (int t = 0; t < workers.length; t++) {
                workers[t] = new Thread(this::work, "cellwise-batch-" + t);
                workers[t].setDaemon(true);
                workers[t].start();
            }
            long next = 0;
            boolean cancelled = false;
            try {
                while (true) {
                    Item<R> item;
                    synchronized (this) {
                        while ((item = ready.remove(next)) == null && !(running == 0 && next >= read())) wait();
                        if (item == null) break;
                    }
                    next++;
                    window.release();
                    sink.accept(item);
                }
            } finally {
                synchronized (readLock) {
                    cancelled = cancelled(o) && !reachedEnd;
                    exhausted = true; // workers stop taking input
                }
                window.release(o.threads() * BATCH);
                for (Thread w : workers) w.join();
            }
            if (readerFailure != null) throw readerFailure;
            synchronized (readLock) {
                return new Summary(next, errors, cancelled);
            }
        }

        private long read() {
            synchronized (readLock) {
                return nextToRead;
            }
        }

        private void work() {
            long[] indexes = new long[BATCH];
            Puzzle[] puzzles = new Puzzle[BATCH];
            FormatException[] rejected = new FormatException[BATCH];
            // this thread is the run's while it takes puzzles; once the input is done, a search still going may use it
            Cores.occupy();
            try {
                while (true) {
                    window.acquire(BATCH);
                    int n = 0;
                    synchronized (readLock) {
                        try {
                            while (n < BATCH && !exhausted) {
                                if (o.limit() > 0 && nextToRead >= o.limit()) reachedEnd = true;
                                if (reachedEnd || cancelled(o)) {
                                    exhausted = true;
                                    break;
                                }
                                Puzzle p;
                                try {
                                    p = reader.next();
                                } catch (FormatException e) {
                                    indexes[n] = nextToRead++;
                                    puzzles[n] = null;
                                    rejected[n++] = e;
                                    errors++;
                                    continue;
                                }
                                if (p == null) {
                                    reachedEnd = exhausted = true;
                                    break;
                                }
                                indexes[n] = nextToRead++;
                                puzzles[n] = p;
                                rejected[n++] = null;
                            }
                        } catch (RuntimeException e) {
                            // the input itself failed (an I/O error): nothing after it can be read
                            if (readerFailure == null) readerFailure = e;
                            exhausted = true;
                        } catch (StackOverflowError | OutOfMemoryError e) {
                            // a reader that could not bound what it read: the run ends with a sentence, not a dead thread
                            if (readerFailure == null) readerFailure = new OutOfMemory(e instanceof StackOverflowError
                                    ? "the input nests too deeply to read" : "ran out of memory reading the input");
                            exhausted = true;
                        }
                    }
                    window.release(BATCH - n);
                    if (n == 0) return;
                    for (int i = 0; i < n; i++) {
                        Item<R> item = rejected[i] != null ? new Item<>(indexes[i], null, null, rejected[i], null)
                                : compute(indexes[i], puzzles[i], task);
                        puzzles[i] = null;
                        synchronized (this) {
                            ready.put(indexes[i], item);
                            notifyAll();
                        }
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                Cores.vacate();
                synchronized (this) {
                    running--;
                    notifyAll();
                }
            }
        }
    }
}
