package org.cellwise.batch;

import java.nio.file.Files;
import java.nio.file.Path;

/** Whether a person watches: what progress lines are drawn for. */
public final class Terminal {
    private Terminal() {}

    /** Whether standard error is a terminal (Linux's /proc first, which sees it even when stdout is piped). */
    public static boolean stderr() {
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (Exception e) {
            return System.console() != null;
        }
    }
}
