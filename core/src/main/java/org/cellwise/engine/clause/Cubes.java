package org.cellwise.engine.clause;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.cellwise.engine.Cores;
import org.cellwise.engine.Outcome;
import org.cellwise.engine.SolveOptions;
import org.cellwise.engine.propagation.Model;
import org.cellwise.engine.search.Counters;
import org.cellwise.engine.search.Searcher;

/**
 * Clause learning over a tree of cubes, so that a second thread can take part of one puzzle's search. A search
 * that has spent {@link #SPLIT_EVERY} conflicts on its part of the space without finishing it divides it at its
 * next restart on one of its most active open candidates ({@link ClauseSearch}): it goes on with one half, a copy of it
 * (learnt clauses and all) takes the other, up to {@link #DEPTH} times down one path. On a 25×25 minimal Sudoku
 * the proof that no second solution exists is most of the work; the cubes take about as many conflicts together
 * as one search did, and on two threads the longest path is 1.4 to 2.1 times shorter on the slow half of the
 * Gecode set (docs/PERFORMANCE.md).
 *
 * <p>The tree depends only on conflict counts, never on timing: each cube's search is deterministic from the state
 * it starts with, and it splits after the same number of its own conflicts. Solutions are ordered by the tree (a
 * cube's own before its first half's, those before its second half's), and the answer is the first {@code limit}
 * in that order, so one thread (running the cubes one after another, in that order) and several threads report
 * the same solutions, in the same order, count and outcome; the statistics are those of the one-thread run, taken
 * from counters recorded at each solution. A solution goes to the listener once no cube before it is still
 * searching: on one thread as soon as it is found. Memory: each cube waiting for a thread holds a copy of the
 * clause state, at most {@link #DEPTH} of them down one path.
 */
public final class Cubes implements Searcher {
    /** Conflicts of its own a cube's search spends before it splits. */
    public static final long SPLIT_EVERY = 3_000;
    /** Splits down one path, at most: up to 2^DEPTH cubes. */
    public static final int DEPTH = 12;

    /** A part of the search space: the root, or one half of a split cube. */
    final class Cube {
        final int depth;
        /** Counters when this cube's search took it on. */
        final Counters start;
        /**
         * Solutions found in this cube before it split, with the counters right after each; both are dropped
         * (null) once handed to the listener, the counters kept for the solution that reaches the limit.
         */
        final List<int[]> solutions = new ArrayList<>();
        final List<Counters> at = new ArrayList<>();
        /** How many of {@link #solutions} were handed on. */
        int handed;
        Cube first, second;
        Counters splitAt, end;
        Outcome outcome;

        Cube(int depth, Counters start) {
            this.depth = depth;
            this.start = start;
        }

        boolean maySplit(long conflicts) {
            return depth < maxDepth && conflicts >= every;
        }

        void found(int[] sol, Counters after) {
            synchronized (lock) {
                solutions.add(sol);
                at.add(after);
                settle();
            }
        }

        /** {@code s}, which held this cube, goes on with the first half; {@code other} takes the second. */
        void split(ClauseSearch s, ClauseSearch other) {
            synchronized (lock) {
                splitAt = s.counters();
                first = new Cube(depth + 1, splitAt);
                second = new Cube(depth + 1, splitAt);
                s.cube = first;
                other.cube = second;
                other.stopWhen(stop);
                pending.push(other);
                if (helpers < threads - 1 && Cores.borrow()) {
                    helpers++;
                    Thread t = new Thread(Cubes.this::help, "cellwise-cube-" + helpers);
                    t.setDaemon(true);
                    started.add(t);
                    t.start();
                }
                lock.notifyAll();
            }
        }
    }

    private final Object lock = new Object();
    private final ClauseSearch root;
    private final Cube top;
    private final Consumer<int[]> listener;
    private final int threads, maxDepth;
    private final long every;
    /** Solutions still to find when this search begins (the limit less those found before). */
    private final long need;
    private final long before;
    private final AtomicBoolean stop = new AtomicBoolean();
    /** Searches waiting for a thread, the next in the tree's order on top. */
    private final ArrayDeque<ClauseSearch> pending = new ArrayDeque<>();
    private final List<Thread> started = new ArrayList<>();
    private int running, helpers;
    private boolean done;
    private Throwable failure;
    private Outcome outcome;
    private Counters counters;

    /**
     * As {@link ClauseSearch#ClauseSearch(Model, long[], SolveOptions, List, Counters)}, on up to {@code threads}
     * threads (the caller's and idle ones of {@link Cores}), splitting every {@code every} conflicts down to
     * {@code depth} ({@link #DEPTH} and {@link #SPLIT_EVERY} in a solve; 0: never, as where a node budget is set,
     * which a divided search could not keep the same on every run).
     */
    public Cubes(Model m, long[] rootDomains, SolveOptions opts, List<int[]> found, Counters spent, int threads,
            int depth, long every) {
        this.listener = opts.listener();
        this.threads = Math.max(1, threads);
        this.maxDepth = depth;
        this.every = every;
        this.before = spent.solutions();
        this.need = opts.limit() - spent.solutions();
        this.root = new ClauseSearch(m, rootDomains, opts.withListener(null), found, spent);
        this.top = new Cube(0, spent);
        root.cube = top;
        root.stopWhen(stop);
        counters = spent;
    }

    @Override
    public Outcome run() {
        synchronized (lock) {
            pending.push(root);
        }
        try {
            work();
        } finally {
            synchronized (lock) {
                if (!done) {
                    done = true; // the caller's thread ended abnormally: the helpers stop too
                    stop.set(true);
                    lock.notifyAll();
                }
            }
            for (Thread t : started) {
                boolean interrupted = false;
                while (t.isAlive()) {
                    try {
                        t.join();
                    } catch (InterruptedException e) {
                        interrupted = true;
                    }
                }
                if (interrupted) Thread.currentThread().interrupt();
            }
        }
        if (failure instanceof RuntimeException r) throw r;
        if (failure instanceof Error e) throw e;
        return outcome;
    }

    @Override
    public Counters counters() {
        synchronized (lock) {
            return counters;
        }
    }

    /** Threads borrowed for helper searches, for tests. */
    public int helpers() {
        synchronized (lock) {
            return helpers;
        }
    }

    /** The cubes of the tree, for tests: 1 when the search never split. */
    public int cubes() {
        synchronized (lock) {
            return count(top);
        }
    }

    private int count(Cube c) {
        return c.first == null ? 1 : 1 + count(c.first) + count(c.second);
    }

    /**
     * The tree's shape in conflicts, for measurements: a cube's own conflicts, then its halves in brackets, as in
     * {@code 20000[20000[5120][731]][3311]}; a cube still searching or stopped is marked {@code ?}.
     */
    public String shape() {
        synchronized (lock) {
            StringBuilder b = new StringBuilder();
            shape(top, b);
            return b.toString();
        }
    }

    private void shape(Cube c, StringBuilder b) {
        Counters to = c.first != null ? c.splitAt : c.end;
        b.append(to == null ? "?" : Long.toString(to.failures() - c.start.failures()));
        if (c.outcome != null && c.outcome != Outcome.COMPLETE && c.outcome != Outcome.LIMIT) b.append('?');
        if (c.first == null) return;
        b.append('[');
        shape(c.first, b);
        b.append("][");
        shape(c.second, b);
        b.append(']');
    }

    private void help() {
        try {
            work();
        } catch (Throwable t) {
            synchronized (lock) {
                if (failure == null) failure = t;
                done = true;
                stop.set(true);
                lock.notifyAll();
            }
        } finally {
            Cores.giveBack();
        }
    }

    /** Takes waiting searches, the next in order first, until the answer is settled or nothing is left. */
    private void work() {
        while (true) {
            ClauseSearch s;
            synchronized (lock) {
                while (!done && pending.isEmpty() && running > 0) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        done = true;
                        stop.set(true);
                        outcome = Outcome.CANCELLED;
                    }
                }
                if (done || pending.isEmpty()) return;
                s = pending.pop();
                running++;
            }
            Outcome o = null;
            try {
                o = s.run();
            } finally {
                synchronized (lock) {
                    running--;
                    Cube c = s.cube;
                    c.outcome = o == null ? Outcome.CANCELLED : o;
                    c.end = s.counters();
                    if (o != null) settle();
                    lock.notifyAll();
                }
            }
        }
    }

    /**
     * Under the lock: hands on the solutions whose place in the order is settled (on one thread, each as it is
     * found, as a single search does, so a count keeps no solutions in memory), and when the cubes finished so
     * far decide the answer, records it and stops the others.
     */
    private void settle() {
        if (done) return;
        long[] sum = new long[3], count = {0};
        Outcome o = walk(top, count, sum);
        if (o == null) return;
        outcome = o == Outcome.LIMIT || count[0] >= need ? Outcome.LIMIT : o;
        Counters s = top.start;
        counters = new Counters(s.nodes() + sum[0], s.guesses() + sum[1], s.failures() + sum[2], before + count[0]);
        done = true;
        stop.set(true);
        lock.notifyAll();
    }

    /**
     * The answer from this cube on, in the tree's order: COMPLETE when the cube is done and the next may add
     * solutions, another outcome when the answer ends here, null when it depends on a cube still searching.
     */
    private Outcome walk(Cube c, long[] count, long[] sum) {
        count[0] += c.handed;
        for (int k = c.handed; k < c.solutions.size(); k++) {
            if (listener != null) listener.accept(c.solutions.get(k));
            c.solutions.set(k, null);
            c.handed++;
            if (++count[0] >= need) {
                add(sum, c.at.get(k), c.start);
                return Outcome.LIMIT;
            }
            c.at.set(k, null);
        }
        if (c.first != null) {
            add(sum, c.splitAt, c.start);
            Outcome o = walk(c.first, count, sum);
            return o == Outcome.COMPLETE ? walk(c.second, count, sum) : o;
        }
        if (c.outcome == null) return null;
        add(sum, c.end, c.start);
        return c.outcome;
    }

    private static void add(long[] sum, Counters to, Counters from) {
        sum[0] += to.nodes() - from.nodes();
        sum[1] += to.guesses() - from.guesses();
        sum[2] += to.failures() - from.failures();
    }
}
