package org.cellwise.engine;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads a run may keep busy ({@code --threads}), and how many of them are idle. A batch's workers hold one
 * each while they take puzzles; once the input runs dry a worker's thread is idle, and a long clause-learning search
 * on another worker may borrow it for a second search of the same puzzle ({@link
 * org.cellwise.engine.clause.Cubes}). So a file of hard puzzles keeps every thread on a puzzle while there are
 * puzzles to take, and the last one left gets the threads of those that are done. Set once by a command; without
 * it every search runs on its caller's thread alone.
 */
public final class Cores {
    private Cores() {}

    private static volatile int allowed = 1;
    private static final AtomicInteger idle = new AtomicInteger();

    /** This run may keep {@code threads} threads busy; none is taken yet. */
    public static void allow(int threads) {
        if (threads < 1) throw new IllegalArgumentException("threads: " + threads);
        allowed = threads;
        idle.set(threads);
    }

    /** The threads one search may use at most. */
    public static int allowed() {
        return allowed;
    }

    /** A worker takes a thread of the run (its own), whether or not one is idle. */
    public static void occupy() {
        idle.decrementAndGet();
    }

    /** A worker is done: its thread is idle again. */
    public static void vacate() {
        idle.incrementAndGet();
    }

    /** Takes an idle thread for a helper search, if there is one. */
    public static boolean borrow() {
        while (true) {
            int n = idle.get();
            if (n <= 0) return false;
            if (idle.compareAndSet(n, n - 1)) return true;
        }
    }

    /** A helper search is done with the thread it borrowed. */
    public static void giveBack() {
        idle.incrementAndGet();
    }
}
