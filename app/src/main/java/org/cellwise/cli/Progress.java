package org.cellwise.cli;

import java.io.PrintStream;

/** A one-line progress bar on stderr, only when stderr is a terminal and the batch is large. */
final class Progress {
    private final PrintStream err;
    private final long total;
    private final boolean on;
    private final long start = System.nanoTime();
    private long done, lastDraw;

    Progress(PrintStream err, long total) {
        this.err = err;
        this.total = total;
        this.on = total > 20 && stderrIsTerminal();
    }

    static boolean stderrIsTerminal() {
        return org.cellwise.batch.Terminal.stderr();
    }

    void step() {
        done++;
        if (!on) return;
        long now = System.nanoTime();
        if (now - lastDraw < 100_000_000L && done < total) return;
        lastDraw = now;
        double secs = (now - start) / 1e9;
        int width = 30;
        int filled = (int) (width * done / Math.max(1, total));
        err.printf("\r[%s%s] %d/%d  %.0f/s ", "#".repeat(filled), ".".repeat(width - filled), done, total,
                done / Math.max(secs, 1e-9));
        err.flush();
    }

    void finish() {
        if (on) {
            err.print("\r" + " ".repeat(70) + "\r");
            err.flush();
        }
    }
}
