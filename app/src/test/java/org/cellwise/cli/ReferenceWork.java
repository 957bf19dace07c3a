package org.cellwise.cli;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * How long this machine, as loaded right now, takes for a small fixed piece of work: a fresh JVM solving seed
 * 001's classic Sudoku. Tests that guard against a hang bound a child process by a generous multiple of it rather
 * than by a wall time, so a busy machine (which slows the reference as much) never fails them.
 */
final class ReferenceWork {
    private static long nanos;

    private ReferenceWork() {}

    /** The reference, measured once per test run (the slowest of two runs, so one lucky run does not set it). */
    static synchronized long nanos() throws Exception {
        if (nanos == 0) {
            Path java = Path.of(System.getProperty("java.home"), "bin", "java");
            Path example = ReadmeTourTest.root().resolve("examples/seed001-classic.cw");
            for (int i = 0; i < 2; i++) {
                long t0 = System.nanoTime();
                Process p = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                        "solve", example.toString()).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                        .redirectError(ProcessBuilder.Redirect.DISCARD).start();
                p.waitFor();
                if (p.exitValue() != 0) throw new IllegalStateException("the reference solve failed: exit " + p.exitValue());
                nanos = Math.max(nanos, System.nanoTime() - t0);
            }
        }
        return nanos;
    }

    /** Waits for a process at most {@code times} the reference work; false if it is still running then. */
    static boolean waitFor(Process p, int times) throws Exception {
        return p.waitFor(times * nanos(), TimeUnit.NANOSECONDS);
    }

    /** For a message: the bound in seconds. */
    static String bound(int times) throws Exception {
        return String.format("%d times the reference work (%.1f s)", times, times * nanos() / 1e9);
    }
}
