package org.cellwise.batch;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import org.cellwise.format.ClassicLines;
import org.cellwise.format.FormatException;
import org.cellwise.puzzle.Puzzle;

/**
 * Runs work over the puzzles of a {@link ClassicLines} source on N threads, a block of lines at a time: a worker
 * reads a block under a lock (givens copied into the block, no puzzle built), works on it alone, then hands it
 * over in input order ({@link Work#emit}, one block at a time). The lean counterpart of {@link BatchRunner} for
 * long files of classic lines: no object per puzzle, no reorder buffer, and each worker holds one block, so memory
 * stays flat however long the file.
 */
public final class LeanRunner {
    private LeanRunner() {}

    /** Lines a worker takes at once. */
    public static final int BLOCK = 256;

    /** One worker's part, made on its own thread. */
    public interface Work {
        /** Works on a block, on the worker's thread, in no particular order with other workers. */
        void process(Block block);

        /** Hands a processed block over: called in input order, one block at a time. */
        void emit(Block block);
    }

    /** Puzzles read together: classic givens, or a puzzle of another shape, or a line that could not be read. */
    public static final class Block {
        public static final int CLASSIC = ClassicLines.CLASSIC, OTHER = ClassicLines.OTHER, ERROR = 3;
        /** How many items; each has a kind, the line it came from and its index in the input. */
        public int size;
        public final int[] kind = new int[BLOCK], lineNo = new int[BLOCK], count = new int[BLOCK];
        public final long[] index = new long[BLOCK];
        /** Item i's givens: {@code cells[i * 81 + j]}, {@code values[i * 81 + j]} for j below {@code count[i]}. */
        public final int[] cells = new int[BLOCK * 81], values = new int[BLOCK * 81];
        public final Puzzle[] other = new Puzzle[BLOCK];
        public final FormatException[] error = new FormatException[BLOCK];

        /** Item i's givens copied out (for a caller that wants arrays of their own). */
        public int[] cells(int i) {
            return java.util.Arrays.copyOfRange(cells, i * 81, i * 81 + count[i]);
        }

        public int[] values(int i) {
            return java.util.Arrays.copyOfRange(values, i * 81, i * 81 + count[i]);
        }
    }

    /** Items handed over, how many the reader rejected, whether the run was cut short by the cancel flag. */
    public record Summary(long items, long errors, boolean cancelled) {}

    /**
     * Runs until the source ends, {@code limit} items have been read (0: no limit), or {@code cancel} is set.
     * The calling thread is one of the workers. An I/O error of the source ends the run and is thrown.
     */
    public static Summary run(ClassicLines source, int threads, long limit, AtomicBoolean cancel, Supplier<Work> work)
            throws InterruptedException {
        if (threads < 1) throw new IllegalArgumentException("threads must be at least 1");
        Run r = new Run(source, limit, cancel);
        Thread[] others = new Thread[threads - 1];
        for (int t = 0; t < others.length; t++) {
            others[t] = new Thread(() -> r.work(work), "cellwise-lean-" + t);
            others[t].setDaemon(true);
            others[t].start();
        }
        r.work(work);
        for (Thread t : others) t.join();
        if (r.failure != null) {
            if (r.failure instanceof RuntimeException e) throw e;
            if (r.failure instanceof Error e) throw e;
            throw new IllegalStateException(r.failure);
        }
        return new Summary(r.read, r.errors, r.cancelled);
    }

    private static final class Run {
        private final ClassicLines source;
        private final long limit;
        private final AtomicBoolean cancel;
        private final Object readLock = new Object(), turnLock = new Object();
        private long read, errors, blocks, turn;
        private boolean exhausted, cancelled;
        private volatile Throwable failure;

        Run(ClassicLines source, long limit, AtomicBoolean cancel) {
            this.source = source;
            this.limit = limit;
            this.cancel = cancel;
        }

        void work(Supplier<Work> make) {
            // this thread is the run's while it takes lines; once the input is done, a search still going may use it
            org.cellwise.engine.Cores.occupy();
            try {
                Work w = make.get();
                Block b = new Block();
                while (true) {
                    long seq = fill(b);
                    if (seq < 0) return;
                    w.process(b);
                    synchronized (turnLock) {
                        while (turn != seq && failure == null) turnLock.wait();
                        if (failure != null) return;
                        try {
                            w.emit(b);
                        } finally {
                            turn++;
                            turnLock.notifyAll();
                        }
                    }
                }
            } catch (Throwable e) {
                synchronized (turnLock) {
                    if (failure == null) failure = e;
                    turnLock.notifyAll();
                }
                synchronized (readLock) {
                    exhausted = true;
                }
            } finally {
                org.cellwise.engine.Cores.vacate();
            }
        }

        /** Reads the next block; its turn, or -1 when there is nothing left. */
        private long fill(Block b) {
            synchronized (readLock) {
                int n = 0;
                while (n < BLOCK && !exhausted) {
                    if (limit > 0 && read >= limit) {
                        exhausted = true;
                        break;
                    }
                    if (cancel != null && cancel.get()) {
                        exhausted = cancelled = true;
                        break;
                    }
                    int kind;
                    try {
                        kind = source.next();
                    } catch (FormatException e) {
                        b.kind[n] = Block.ERROR;
                        b.error[n] = e;
                        b.other[n] = null;
                        b.lineNo[n] = e.line();
                        b.index[n++] = read++;
                        errors++;
                        continue;
                    }
                    if (kind == ClassicLines.END) {
                        exhausted = true;
                        break;
                    }
                    b.kind[n] = kind;
                    b.lineNo[n] = source.lineNo();
                    b.error[n] = null;
                    if (kind == ClassicLines.CLASSIC) {
                        int k = source.givens();
                        b.count[n] = k;
                        System.arraycopy(source.cells(), 0, b.cells, n * 81, k);
                        System.arraycopy(source.values(), 0, b.values, n * 81, k);
                        b.other[n] = null;
                    } else {
                        b.other[n] = source.other();
                    }
                    b.index[n++] = read++;
                }
                b.size = n;
                return n == 0 ? -1 : blocks++;
            }
        }
    }
}
