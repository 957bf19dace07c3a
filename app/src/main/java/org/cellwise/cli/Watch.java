package org.cellwise.cli;

import java.io.PrintStream;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Watches the built-in engine while a command runs. On a terminal (or with {@code --progress}) a solve that lasts
 * over a second shows a line on stderr with the puzzle, the nodes searched and the time spent. Ctrl-C (or a
 * TERM signal) sets the cancel flag: the search stops within a few hundred nodes, the puzzle is reported as
 * cancelled, the rest of the input is not solved, the output is flushed, and the program exits 130.
 */
final class Watch {
    /** A solve shorter than this shows no line: most puzzles take milliseconds. */
    private static final long QUIET_NANOS = 1_000_000_000L;

    final AtomicBoolean cancel = new AtomicBoolean();
    final AtomicLong nodes = new AtomicLong();
    private final PrintStream err;
    private final boolean show;
    private final CountDownLatch done = new CountDownLatch(1);
    private volatile String puzzle;
    private volatile long started;
    private volatile boolean drawn;
    private Thread ticker, hook;

    Watch(PrintStream err, boolean show) {
        this.err = err;
        this.show = show;
    }

    /** Installs the Ctrl-C handling and, when shown, the ticker. */
    Watch start() {
        hook = new Thread(() -> {
            cancel.set(true);
            try {
                // the command finishes the puzzle at hand as cancelled and prints what it has
                done.await(3, TimeUnit.SECONDS);
            } catch (InterruptedException ignored) {
                Thread.currentThread().interrupt();
            }
            clear();
            err.println("cellwise: interrupted");
            err.flush();
            Runtime.getRuntime().halt(130);
        }, "cellwise-interrupt");
        Runtime.getRuntime().addShutdownHook(hook);
        if (show) {
            ticker = new Thread(this::tick, "cellwise-progress");
            ticker.setDaemon(true);
            ticker.start();
        }
        return this;
    }

    /** A new puzzle is being solved. */
    void solving(String name) {
        nodes.set(0);
        started = System.nanoTime();
        puzzle = name;
    }

    /** The puzzle at hand is done (its answer is about to be printed). */
    void solved() {
        puzzle = null;
        clear();
    }

    private synchronized void clear() {
        if (drawn) {
            err.print("\r" + " ".repeat(78) + "\r");
            err.flush();
            drawn = false;
        }
    }

    private void tick() {
        while (!Thread.currentThread().isInterrupted()) {
            try {
                Thread.sleep(250);
            } catch (InterruptedException e) {
                return;
            }
            String name = puzzle;
            long spent = System.nanoTime() - started;
            if (name == null || spent < QUIET_NANOS || cancel.get()) continue;
            synchronized (this) {
                String line = String.format("\r%s: %,d nodes, %.1f s (Ctrl-C stops)", (name.length() > 30 ? name.substring(0, 29) + "…" : name), nodes.get(), spent / 1e9);
                // padded, so a shorter line leaves nothing of a longer one behind
                err.print(line.length() > 79 ? line.substring(0, 79) : line + " ".repeat(79 - line.length()));
                err.flush();
                drawn = true;
            }
        }
    }

    /** The command is over: no ticker, no hook (a normal exit must not look like an interruption). */
    void stop() {
        done.countDown();
        if (ticker != null) ticker.interrupt();
        clear();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // Ctrl-C came: the hook is running and ends the program once this command has printed
        }
    }

    boolean cancelled() {
        return cancel.get();
    }
}
